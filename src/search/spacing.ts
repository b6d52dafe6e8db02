/**
 * Spaces typed wrong: two words run together ("firststrike", "manaburn") or
 * one typed apart ("cre ature", "life link"). Spelling correction
 * (spelling.ts) cannot mend either: a run-together word is many edits from
 * each of its words, and each half of a split word is read as some other
 * short word ("ature" as "natural"). Only a word the index does not hold is
 * respaced, and only into words the rules use: "lifelink" stays one word,
 * "any one" stays two. Measured on the seen sets' queries with a typo made in
 * them (bench/typos.ts).
 */
import { analyze, analyzeTerms } from "./analyze";

/** What the index knows of a term: whether the rules use it, and how often. */
export interface Lexicon {
  known(term: string): boolean;
  frequency(term: string): number;
}

/** Shortest half of a run-together word read as a word of its own: "at|tack" must not become "at tack". */
const MIN_HALF = 3;
/** Longest word split: two of the rules' longest words (MAX_CORRECTED is 16 letters); each split stems its two halves. */
const MAX_SPLIT = 32;

/**
 * The text with each word the index does not hold (`unknown`, as analysed)
 * joined to its neighbour, or split in two, where that makes words the
 * rules use; null if nothing was respaced.
 */
export function respace(text: string, unknown: ReadonlySet<string>, lexicon: Lexicon): string | null {
  const words = analyze(text).filter((w) => /^[a-z]+$/.test(w.word));
  const edits: Array<{ start: number; end: number; by: string }> = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    const next = words[i + 1];
    if (next && text.slice(w.end, next.start) === " " && (unknown.has(w.word) || unknown.has(next.word)) && isWord(w.word + next.word, lexicon)) {
      edits.push({ start: w.start, end: next.end, by: w.word + next.word });
      i++;
      continue;
    }
    const split = unknown.has(w.word) ? bestSplit(w.word, lexicon) : null;
    if (split) edits.push({ start: w.start, end: w.end, by: split });
  }
  if (!edits.length) return null;
  let out = text;
  for (const e of edits.reverse()) out = out.slice(0, e.start) + e.by + out.slice(e.end);
  return out;
}

/** Whether `word` is one word of the rules (its one term known). */
function isWord(word: string, lexicon: Lexicon): boolean {
  const terms = analyzeTerms(word);
  return terms.length === 1 && lexicon.known(terms[0]);
}

/** `word` as two words the rules use ("first strike"), the split whose rarer half is most frequent; null if none. */
function bestSplit(word: string, lexicon: Lexicon): string | null {
  if (word.length > MAX_SPLIT) return null;
  let best: { text: string; f: number } | null = null;
  for (let at = MIN_HALF; at <= word.length - MIN_HALF; at++) {
    const halves = [word.slice(0, at), word.slice(at)];
    if (!halves.every((h) => isWord(h, lexicon))) continue;
    const f = Math.min(...halves.map((h) => lexicon.frequency(analyzeTerms(h)[0])));
    if (!best || f > best.f) best = { text: halves.join(" "), f };
  }
  return best?.text ?? null;
}
