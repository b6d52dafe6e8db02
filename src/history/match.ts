/**
 * Which paragraph of one version is which paragraph of another. CR releases
 * renumber freely (between 2007-05-01 and 2008-10-01 much of section 4 moved,
 * and the 2007 relettering of 402.8 pushed 402.8e to 402.8f), so a number is
 * not an identity: the text is.
 *
 * Matching runs in four passes, each one-to-one over what is still unmatched:
 *   1. identical text (quotes, dashes, case and spaces folded) at the same
 *      number, then identical text anywhere (a pure move);
 *   2. similar text at the same number (an edit in place);
 *   3. similar text at another number (a move with edits), best pairs first,
 *      candidates found through shared uncommon words;
 *   4. weakly similar text at the same number (a rewrite in place).
 * Whatever is left is removed (old side) or added (new side).
 *
 * When either version holds only some sections (the seeds), only the
 * sections both hold are compared, so a fragment is never read as the
 * removal of every rule it does not quote.
 */
import { comparable } from "../rules/repair";
import type { ParagraphText } from "../types";

export interface Pair {
  from: ParagraphText;
  to: ParagraphText;
  edited: boolean;
}

export interface Matching {
  pairs: Pair[];
  removed: ParagraphText[];
  added: ParagraphText[];
  /** Sections compared, or "all". */
  scope: string[] | "all";
}

const SAME_NUMBER_EDIT = 0.5;
const MOVE = 0.6;
const SAME_NUMBER_REWRITE = 0.3;
const CANDIDATES = 12;

function identity(p: ParagraphText): string {
  return comparable(`${p.title ?? ""}\n${p.text}`);
}

function fullText(p: ParagraphText): string {
  return comparable(`${p.title ?? ""}\n${p.text}\n${p.examples.join("\n")}`);
}

function tokens(p: ParagraphText): Set<string> {
  const words = identity(p).split(/[^a-z0-9]+/).filter(Boolean);
  return new Set(words.map((w) => (w.length > 3 && w.endsWith("s") ? w.slice(0, -1) : w)));
}

function dice(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return (2 * shared) / (a.size + b.size);
}

function compatible(a: ParagraphText, b: ParagraphText): boolean {
  const heading = (p: ParagraphText) => p.kind === "part" || p.kind === "section";
  return heading(a) === heading(b);
}

export function matchVersions(
  from: ParagraphText[],
  to: ParagraphText[],
  partial: { from: boolean; to: boolean },
): Matching {
  let scope: Matching["scope"] = "all";
  let a = from;
  let b = to;
  if (partial.from || partial.to) {
    const sectionsOf = (list: ParagraphText[]) => new Set(list.map((p) => p.section).filter((s): s is string => s !== null));
    const sa = sectionsOf(from);
    const sb = sectionsOf(to);
    const both = [...sa].filter((s) => sb.has(s)).sort();
    const keep = new Set(both);
    a = from.filter((p) => p.section !== null && keep.has(p.section));
    b = to.filter((p) => p.section !== null && keep.has(p.section));
    scope = both;
  }

  const pairs: Pair[] = [];
  const freeA = new Set(a);
  const freeB = new Set(b);
  const pair = (x: ParagraphText, y: ParagraphText) => {
    pairs.push({ from: x, to: y, edited: fullText(x) !== fullText(y) });
    freeA.delete(x);
    freeB.delete(y);
  };
  const bByNumber = new Map(b.map((p) => [p.number, p]));

  // 1. identical text: at the same number first, then anywhere.
  for (const x of a) {
    const y = bByNumber.get(x.number);
    if (y && freeB.has(y) && identity(x) === identity(y)) pair(x, y);
  }
  const bByText = new Map<string, ParagraphText[]>();
  for (const y of freeB) {
    const k = identity(y);
    bByText.set(k, [...(bByText.get(k) ?? []), y]);
  }
  for (const x of [...freeA]) {
    const y = bByText.get(identity(x))?.find((c) => freeB.has(c) && compatible(x, c));
    if (y) pair(x, y);
  }

  // 2. similar text at the same number.
  const tokenCache = new Map<ParagraphText, Set<string>>();
  const tok = (p: ParagraphText) => tokenCache.get(p) ?? tokenCache.set(p, tokens(p)).get(p)!;
  for (const x of [...freeA]) {
    const y = bByNumber.get(x.number);
    if (y && freeB.has(y) && compatible(x, y) && dice(tok(x), tok(y)) >= SAME_NUMBER_EDIT) pair(x, y);
  }

  // 3. similar text at another number, best pairs first.
  const index = new Map<string, ParagraphText[]>();
  for (const y of freeB) for (const t of tok(y)) index.set(t, [...(index.get(t) ?? []), y]);
  const rare = Math.max(8, Math.ceil(freeB.size / 20));
  const scored: Array<{ x: ParagraphText; y: ParagraphText; s: number }> = [];
  for (const x of freeA) {
    const hits = new Map<ParagraphText, number>();
    for (const t of tok(x)) {
      const posting = index.get(t);
      if (!posting || posting.length > rare) continue;
      for (const y of posting) hits.set(y, (hits.get(y) ?? 0) + 1);
    }
    const best = [...hits.entries()].sort((p, q) => q[1] - p[1]).slice(0, CANDIDATES);
    for (const [y] of best) {
      if (!compatible(x, y)) continue;
      const s = dice(tok(x), tok(y));
      if (s >= MOVE) scored.push({ x, y, s });
    }
  }
  scored.sort((p, q) => q.s - p.s);
  for (const { x, y } of scored) if (freeA.has(x) && freeB.has(y)) pair(x, y);

  // 4. weakly similar text still at the same number.
  for (const x of [...freeA]) {
    const y = bByNumber.get(x.number);
    if (y && freeB.has(y) && compatible(x, y) && dice(tok(x), tok(y)) >= SAME_NUMBER_REWRITE) pair(x, y);
  }

  return { pairs, removed: a.filter((x) => freeA.has(x)), added: b.filter((y) => freeB.has(y)), scope };
}
