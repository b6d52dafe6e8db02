/**
 * Snippets: the excerpt of a hit that shows why it matched.
 *
 * The snippet is taken from the field with the most matched words (the rule
 * text, else an example, else the title), cut to a window of about
 * SNIPPET_CHARS characters placed to hold as many matched words as possible,
 * and returned as HTML: the text escaped, each matched word wrapped in
 * `<mark>`. A word matches when its analysed term is one lunr reported for
 * the hit, so `trample?` marks "trample" and "ETB" marks the expanded
 * "enters" and "battlefield".
 */
import { escapeHtml } from "../escape-html";
import { analyze, type AnalyzedWord } from "./analyze";

export const SNIPPET_CHARS = 240;
/** Characters of context kept before the first matched word of the window. */
const LEAD_IN = 40;

/** A field's text with its analysed words (analyze.ts), which callers may keep and reuse. */
export interface AnalyzedField {
  text: string;
  words: AnalyzedWord[];
}

export function snippet(fields: Array<string | AnalyzedField>, matched: ReadonlySet<string>): string {
  const analyzed = fields.map((f) => (typeof f === "string" ? { text: f, words: analyze(f) } : f));
  let best = { text: analyzed.find((f) => f.text !== "")?.text ?? "", hits: [] as AnalyzedWord[] };
  for (const { text, words } of analyzed) {
    const hits = words.filter((w) => matched.has(w.term));
    if (hits.length > best.hits.length) best = { text, hits };
  }
  return render(best.text, best.hits);
}

/**
 * The window's HTML, joined once: a snippet lives on in the scope's kept answers, and built by `+=` it was a chain of
 * a string per piece, which each scavenge after its query copied and promoted (a flat string is one object).
 */
function render(text: string, hits: AnalyzedWord[]): string {
  const [from, to] = window(text, hits);
  const html: string[] = from > 0 ? ["…"] : [];
  let at = from;
  for (const h of hits) {
    if (h.start < from || h.end > to) continue;
    html.push(escapeHtml(text.slice(at, h.start)), "<mark>", escapeHtml(text.slice(h.start, h.end)), "</mark>");
    at = h.end;
  }
  html.push(escapeHtml(text.slice(at, to)));
  if (to < text.length) html.push("…");
  return html.join("");
}

/**
 * The [start, end) span of about SNIPPET_CHARS holding the most hits, cut at
 * spaces. Each hit is tried as the window's anchor (LEAD_IN before it); the
 * hits come in text order and do not overlap, so the hits a window holds are
 * those from the first starting in it to the last ending in it, and two
 * pointers that only move forward count them: linear in the hits, where
 * counting afresh for each anchor took 81 s on a paragraph of 200k words.
 */
function window(text: string, hits: AnalyzedWord[]): [number, number] {
  if (text.length <= SNIPPET_CHARS) return [0, text.length];
  let start = 0;
  let most = 0;
  let first = 0;
  let past = 0;
  for (const h of hits) {
    const s = Math.max(0, h.start - LEAD_IN);
    while (hits[first].start < s) first++;
    while (past < hits.length && hits[past].end <= s + SNIPPET_CHARS) past++;
    const count = past - first;
    if (count > most) [start, most] = [s, count];
  }
  if (start > 0) {
    const firstHit = hits.find((h) => h.start >= start);
    const space = text.indexOf(" ", start);
    if (space !== -1 && (!firstHit || space < firstHit.start)) start = space + 1;
  }
  let end = Math.min(text.length, start + SNIPPET_CHARS);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  return [start, end];
}
