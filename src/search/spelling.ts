/**
 * Spelling tolerance: a word the rules never use ("trampel", "hexprof") is
 * read as the rules' word nearest to it (scope.ts compares the word's term
 * with the terms of the lunr index). A word of 4 to 7 letters may be one
 * edit away, a longer one two; shorter words are too easily another word
 * ("cat" is one edit from "cast" and "tap"). An edit inserts, deletes or
 * replaces a letter, or swaps two neighbours ("teh").
 */

/** The edits a word of this length may be away from the word it is read as. */
export function allowedEdits(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/** Longest word compared: nothing in the rules is longer, and the rows below are sized for it. */
const MAX_LENGTH = 40;
let rows = [new Int32Array(MAX_LENGTH + 1), new Int32Array(MAX_LENGTH + 1), new Int32Array(MAX_LENGTH + 1)];

/**
 * Edit distance (optimal string alignment) of a and b, or max + 1 as soon
 * as it must exceed max: the check runs over much of the index's vocabulary,
 * so it reuses three rows rather than allocating a table.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max || a.length > MAX_LENGTH || b.length > MAX_LENGTH) return max + 1;
  let [prev2, prev, row] = rows;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) d = Math.min(d, prev2[j - 2] + 1);
      row[j] = d;
      if (d < least) least = d;
    }
    if (least > max) return max + 1;
    [prev2, prev, row] = [prev, row, prev2];
  }
  rows = [prev2, prev, row];
  return prev[b.length];
}

/**
 * The rules' words, indexed by their letter pairs so that a misspelt word is
 * compared only with words that share enough pairs to be within reach: with
 * the word padded by a mark at each end, a word of n letters has n + 1 pairs
 * and an edit breaks at most three of them (a swap of neighbours, "trampel"),
 * so a word within d edits shares at least n + 1 - 3d pairs with it (q-gram
 * filtering). Comparing with every
 * word of a near length took milliseconds per misspelt word.
 */
export class Speller {
  private readonly pairs = new Map<string, number[]>();
  private readonly counts: Uint16Array;

  constructor(
    /** Words of letters alone, lower case. */
    private readonly words: readonly string[],
    /** How often the rules use a word: of equally near words, the most used wins. */
    private readonly frequency: (word: string) => number,
  ) {
    words.forEach((w, i) => {
      for (const pair of new Set(pairsOf(w))) {
        let list = this.pairs.get(pair);
        if (!list) this.pairs.set(pair, (list = []));
        list.push(i);
      }
    });
    this.counts = new Uint16Array(words.length);
  }

  /** The word nearest to `word` within `max` edits (by default its allowed edits), or null. */
  nearest(word: string, max = allowedEdits(word.length)): string | null {
    if (max === 0) return null;
    const own = [...new Set(pairsOf(word))];
    const needed = Math.max(1, own.length - 3 * max);
    const touched: number[] = [];
    for (const pair of own) {
      for (const i of this.pairs.get(pair) ?? []) {
        if (this.counts[i]++ === 0) touched.push(i);
      }
    }
    let best: { w: string; d: number; f: number } | null = null;
    for (const i of touched) {
      const shared = this.counts[i];
      this.counts[i] = 0;
      const w = this.words[i];
      if (shared < needed || Math.abs(w.length - word.length) > max) continue;
      const d = editDistance(word, w, best ? best.d : max);
      if (d > max || (best && d > best.d)) continue;
      const f = this.frequency(w);
      if (!best || d < best.d || f > best.f) best = { w, d, f };
    }
    return best?.w ?? null;
  }
}

function pairsOf(word: string): string[] {
  const padded = `^${word}$`;
  const out: string[] = [];
  for (let i = 0; i + 1 < padded.length; i++) out.push(padded.slice(i, i + 2));
  return out;
}
