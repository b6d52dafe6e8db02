/**
 * Merges the seed fragments into the one release they are copies of. Several
 * fragments carry the same paragraph (402.8e-404.5 appear in three); each
 * copy is a witness, and the paragraph's text is taken from the best one:
 * complete before truncated, typographic before repaired plain text, then
 * the one with more examples. The others are kept as witnesses with a note
 * saying what they lack, never as versions of their own.
 *
 * Contract: the merged paragraphs are in document order, each number once.
 * Witnesses whose text disagrees with the best one (after folding quotes and
 * spaces) are reported, since that means a repair or the source went wrong.
 */
import type { Paragraph, Problem, Witness } from "../types";
import { compareNumbers } from "./numbers";
import { comparable } from "./repair";

export interface FragmentCopy {
  source: string;
  typographic: boolean;
  paragraphs: Paragraph[];
}

export interface MergedFragments {
  paragraphs: Paragraph[];
  witnesses: Witness[];
  problems: Array<Problem & { source: string }>;
}

function score(copy: FragmentCopy, p: Paragraph): number[] {
  return [p.truncated ? 0 : 1, copy.typographic ? 1 : 0, p.examples.length, p.text.length];
}

function better(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return false;
}

export function mergeFragments(copies: FragmentCopy[]): MergedFragments {
  const byNumber = new Map<string, Array<{ copy: FragmentCopy; p: Paragraph }>>();
  for (const copy of copies) {
    for (const p of copy.paragraphs) {
      const list = byNumber.get(p.number) ?? [];
      list.push({ copy, p });
      byNumber.set(p.number, list);
    }
  }
  const paragraphs: Paragraph[] = [];
  const witnesses: Witness[] = [];
  const problems: MergedFragments["problems"] = [];
  for (const number of [...byNumber.keys()].sort(compareNumbers)) {
    const list = byNumber.get(number)!;
    let best = list[0];
    for (const w of list.slice(1)) if (better(score(w.copy, w.p), score(best.copy, best.p))) best = w;
    paragraphs.push(best.p);
    if (list.length === 1) continue;
    for (const w of list) {
      const isBest = w === best;
      witnesses.push({ number, source: w.copy.source, text: w.p.text, best: isBest, note: witnessNote(w, isBest, list.length) });
      const agrees = comparable(w.p.text) === comparable(best.p.text) || (w.p.truncated && comparable(best.p.text).startsWith(comparable(w.p.text)));
      if (!isBest && !agrees) {
        problems.push({ source: w.copy.source, line: w.p.line, kind: "unplaced", message: `this copy of ${number} differs from the best witness (${best.copy.source})` });
      }
    }
  }
  return { paragraphs, witnesses, problems };
}

function witnessNote(w: { copy: FragmentCopy; p: Paragraph }, best: boolean, count: number): string {
  const traits = [
    w.p.truncated ? "truncated" : "complete",
    w.copy.typographic ? "typographic quotes" : "plain text, quotes repaired",
  ].join(", ");
  return best ? `best of ${count} witnesses: ${traits}` : traits;
}
