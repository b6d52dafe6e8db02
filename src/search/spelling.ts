/**
 * Spelling tolerance: a word the rules never use ("trampel", "hexprof") is
 * read as the rules' word nearest to it. The candidates come from lunr's own
 * fuzzy matching over the index's terms (scope.ts: lunr.TokenSet), which
 * lists every term within reach; this module says how far a word may reach
 * and picks the nearest. A word of 3 to 7 letters may be one
 * edit away, a longer one two; shorter words are too easily another word.
 * Only a word the index lacks is read otherwise ("cat", one edit from "cast"
 * and "tap", is a word of the rules' examples). Three-letter words once had
 * none: a four-letter word with a letter dropped ("lnd", "dis") was left as
 * typed, and on the seen sets' typo'd queries (bench/typos.ts) one edit for
 * them raised words of 3-4 letters from MRR 0.714 to 0.743, the sets' own
 * figures unchanged. An edit inserts, deletes or
 * replaces a letter, or swaps two neighbours ("teh").
 *
 * Edits are counted between the word as typed and the rules' words as they
 * spell them (SpeltWords), as well as between stems: the stemmer cuts a misspelt
 * word otherwise than the word meant ("zoone" stems to "zoon", two edits from
 * "zone" and one from "soon"; "dmage" stays whole, two from "damag" and one
 * from "mage"). Of equally near words, one with the typed word's first
 * letter wins ("kell" is "kill", not "well"): a typist rarely misses the
 * first; then one that makes a phrase with a word typed next to it ("mana
 * ruck" is "mana rock", not "mana rack"; the scope says which phrases:
 * scope.ts fits). A farther word never wins by its neighbours.
 */

/** Longest word corrected: the rules' longest words have 15 letters, and lunr's fuzzy matching grows with the word (a 400-letter word took 40 s, a 20-letter one up to 70 ms, a 16-letter one 10 ms). */
export const MAX_CORRECTED = 16;

/** The edits a word of this length may be away from the word it is read as. */
export function allowedEdits(length: number): number {
  return length > MAX_CORRECTED ? 0 : length >= 8 ? 2 : length >= 3 ? 1 : 0;
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

/** Of the candidates, the one nearest to `term` (fewest edits), the most frequent of equally near ones; null if none is within `max`. */
export function nearestOf(term: string, candidates: readonly string[], max: number, frequency: (t: string) => number): string | null {
  let best: { t: string; d: number; f: number } | null = null;
  for (const t of candidates) {
    const d = editDistance(term, t, max);
    if (d > max || (best && d > best.d)) continue;
    const f = frequency(t);
    if (!best || d < best.d || f > best.f) best = { t, d, f };
  }
  return best?.t ?? null;
}

/**
 * The words of the documents' titles (keyword and glossary names: what is
 * most often misspelt), each with its index term. The nearest term is sought
 * among the index's stems, but a typo in the part the stemmer strips leaves
 * the typed word's stem far from the rules' ("vigilanse" stems to "vigilans",
 * three edits from "vigil", which is "vigilance" stemmed): measured against
 * the words as the rules spell them, it is one edit away.
 */
export class TitleWords {
  private readonly words = new Map<string, string>();

  constructor(titles: Iterable<ReadonlyArray<{ word: string; term: string }>>) {
    for (const title of titles) for (const { word, term } of title) if (/^\p{L}+$/u.test(word)) this.words.set(word, term);
  }

  /** The term of the title word nearest to `word` within `max` edits (at most those its length allows), the most frequent of equally near ones; null if none. */
  nearest(word: string, frequency: (t: string) => number, max = allowedEdits(word.length)): string | null {
    if (max <= 0) return null;
    const near = nearestOf(word, [...this.words.keys()], max, (w) => frequency(this.words.get(w)!));
    return near === null ? null : this.words.get(near)!;
  }
}

/** The rules' words as they spell them, by index term ("zone", "zones" for "zone"). */
export class SpeltWords {
  private readonly byTerm = new Map<string, string[]>();
  /** Terms a word of which is spelt otherwise than the term ("zones" for "zone", "player's" for "player"). */
  private readonly respelt = new Set<string>();

  add(words: Iterable<{ word: string; term: string }>): void {
    for (const { word, term } of words) {
      if (word !== term) this.respelt.add(term);
      if (!/^\p{L}+$/u.test(word)) continue;
      const spelt = this.byTerm.get(term);
      if (!spelt) this.byTerm.set(term, [word]);
      else if (!spelt.includes(word)) spelt.push(word);
    }
  }

  /** Of the words added with this term, the one nearest to the word as typed (the first of equally near ones); null if none was added. */
  nearestWord(typed: string, term: string): string | null {
    return nearestOf(typed, this.byTerm.get(term) ?? [], MAX_LENGTH, () => 0);
  }

  /** Whether every word added with this term is spelt as the term itself ("lifelink"), or none was added. */
  spelledAsTerm(term: string): boolean {
    return !this.respelt.has(term);
  }

  /**
   * Edits from the typed word to the nearest of the term's words, or from its stem to the term if fewer (a plural
   * the rules do not spell: "wombats" is one edit from "combat" stem to stem), or max + 1 when none is within `max`.
   */
  distance(typed: { word: string; term: string }, term: string, max: number): number {
    let least = editDistance(typed.term, term, max);
    for (const word of this.byTerm.get(term) ?? []) least = Math.min(least, editDistance(typed.word, word, max));
    return least;
  }
}

/** A candidate nearest to a misspelt word, and what decides between equally near ones (nearestSpelt). */
interface Nearest {
  term: string;
  fits: boolean;
  first: boolean;
  f: number;
}

/**
 * Whether `a` is to be read before `b`, as near as it: one of the typed word's first letter, then one that fits, then the
 * more frequent. The first letter comes first: "how log does an effect last" was read as "fog" ("fog effect" fits), not
 * "long"; on the typo'd seen queries, whose typos never touch a first letter, the order changes nothing.
 */
function before(a: Nearest, b: Nearest): boolean {
  return a.first !== b.first ? a.first : a.fits !== b.fits ? a.fits : a.f > b.f;
}

/**
 * Of the candidate terms, the one whose words as spelt are nearest to the word as typed (within `max`); of equally near
 * ones, one of the typed word's first letter, then one that `fits` the words typed next to it (a phrase they make with
 * it), then the most frequent; null if none is within `max`. `fits` is asked only of the nearest: a farther
 * candidate never wins. The answer says whether the term read fits, for a caller weighing it against other words.
 */
export function nearestSpelt(typed: { word: string; term: string }, candidates: readonly string[], max: number, spelt: SpeltWords, frequency: (t: string) => number, fits: (t: string) => boolean = () => false): { term: string; edits: number; fits: boolean } | null {
  let edits = max + 1;
  const nearest: string[] = [];
  for (const term of candidates) {
    const reach = Math.min(max, edits);
    const d = spelt.distance(typed, term, reach);
    if (d > reach) continue;
    if (d < edits) nearest.length = 0;
    edits = d;
    nearest.push(term);
  }
  let best: Nearest | null = null;
  for (const term of nearest) {
    const c = { term, fits: fits(term), first: term[0] === typed.word[0], f: frequency(term) };
    if (!best || before(c, best)) best = c;
  }
  return best && { term: best.term, edits, fits: best.fits };
}
