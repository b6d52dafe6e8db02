/**
 * A word-level comparison of two texts of a paragraph, as HTML with the
 * removed words in <del> and the added ones in <ins>. It runs in the
 * server and in the export's browser bundle alike.
 *
 * Longest common subsequence over words, each carrying the spaces after
 * it, compared without them (so a word is never matched to a space); rule
 * texts are a few hundred words, so the quadratic table is small. Past
 * MAX_TOKENS a side the texts are shown as one removal and one addition.
 */
import { escapeHtml } from "../escape-html";

const MAX_TOKENS = 4000;

export interface DiffCounts {
  html: string;
  removed: number;
  added: number;
}

export function wordDiff(before: string, after: string): DiffCounts {
  const a = tokens(before);
  const b = tokens(after);
  if (a.length > MAX_TOKENS || b.length > MAX_TOKENS) {
    return { html: del(before) + " " + ins(after), removed: a.length, added: b.length };
  }
  const ka = a.map((t) => t.trimEnd());
  const kb = b.map((t) => t.trimEnd());
  // lcs[i][j]: length of the common subsequence of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i][j] = ka[i] === kb[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  let html = "";
  let removed = 0;
  let added = 0;
  let pendingDel = "";
  let pendingIns = "";
  const flush = () => {
    if (pendingDel) html += del(pendingDel.trimEnd()) + (pendingIns ? " " : spaceAfter(pendingDel));
    if (pendingIns) html += ins(pendingIns.trimEnd()) + spaceAfter(pendingIns);
    pendingDel = pendingIns = "";
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && ka[i] === kb[j]) {
      flush();
      html += escapeHtml(b[j]);
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i][j + 1] >= lcs[i + 1][j])) {
      pendingIns += b[j];
      added++;
      j++;
    } else {
      pendingDel += a[i];
      removed++;
      i++;
    }
  }
  flush();
  return { html, removed, added };
}

/** Words with the spaces that follow them; leading spaces are dropped. */
function tokens(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}

function spaceAfter(run: string): string {
  return /\s$/.test(run) ? " " : "";
}

function del(text: string): string {
  return `<del>${escapeHtml(text)}</del>`;
}

function ins(text: string): string {
  return `<ins>${escapeHtml(text)}</ins>`;
}
