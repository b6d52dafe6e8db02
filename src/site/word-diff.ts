/**
 * A word-level comparison of two texts of a paragraph, as HTML with the
 * removed words in <del> and the added ones in <ins>. It runs in the
 * server and in the export's browser bundle alike.
 *
 * The comparison is jsdiff's diffWords (the kept `diff` library); what is
 * ours is the rendering. Past MAX_EDITS words removed or added the texts
 * are shown as one removal and one addition: jsdiff gives up there, so two
 * long unrelated texts cost O(length × MAX_EDITS), not O(length²).
 */
import { diffWords } from "diff";
import { escapeHtml } from "../escape-html";

const MAX_EDITS = 2000;

export interface DiffCounts {
  html: string;
  /** Words (and punctuation marks) removed and added. */
  removed: number;
  added: number;
}

export function wordDiff(before: string, after: string): DiffCounts {
  const parts = diffWords(before, after, { maxEditLength: MAX_EDITS });
  if (!parts) {
    const html = [before.trim() && del(before.trim()), after.trim() && ins(after.trim())].filter(Boolean).join(" ");
    return { html, removed: words(before), added: words(after) };
  }
  let html = "";
  let removed = 0;
  let added = 0;
  for (const p of parts) {
    if (p.removed) {
      html += del(p.value);
      removed += p.count ?? words(p.value);
    } else if (p.added) {
      html += ins(p.value);
      added += p.count ?? words(p.value);
    } else {
      html += escapeHtml(p.value);
    }
  }
  return { html, removed, added };
}

function words(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

function del(text: string): string {
  return `<del>${escapeHtml(text)}</del>`;
}

function ins(text: string): string {
  return `<ins>${escapeHtml(text)}</ins>`;
}
