/**
 * Text analysis shared by indexing, querying and highlighting.
 *
 * Words are split on whitespace and hyphens (lunr's tokenizer), trimmed of
 * non-word characters at each end (lunr's trimmer), stripped of a possessive
 * `'s`, filtered of English stop words and stemmed. The index is built from
 * these terms with lunr's own pipeline switched off, so this module is the
 * only analyzer: index and query terms cannot drift apart. Queries are never handed to lunr's query parser
 * (whose syntax turns `foo:`, `~`, `^`, `+`, `-` and `*` into operators or
 * errors); instead the user's words go through this same analysis and become
 * query clauses directly, so whatever a user types is only ever words.
 *
 * `analyze` also keeps each word's span in the original text, so a snippet
 * can mark exactly the words that matched. Curly apostrophes and quotes are
 * folded to straight ones before analysis (the seeds and releases use both),
 * which keeps spans aligned because the replacement has the same length.
 *
 * Known limit, inherited from lunr's trimmer and stemmer: English only; a
 * word is trimmed of non-Latin letters at its ends.
 */
import lunr from "lunr";
import { foldQuotes } from "../text";
import { definedNames } from "./defined-names";
import type { SearchDoc } from "./documents";

export interface AnalyzedWord {
  /** The term as the index stores it (trimmed, lower-cased, stemmed). */
  term: string;
  /** The trimmed word, lower-cased and unstemmed. */
  word: string;
  /** Span of the trimmed word in the input text. */
  start: number;
  end: number;
}

export { foldQuotes };

/**
 * Trimmed word → its term, or null for a stop word. Stemming is most of the
 * cost of analysis and the rules use a few thousand distinct words, so
 * each is stemmed once; the memo is emptied if hostile input grows it.
 */
const TERMS = new Map<string, string | null>();
/**
 * Negative contractions, each read as one form of its verb: the rules say
 * "An activated mana ability doesn't go on the stack" (605.3b) to a judge
 * who types "mana abilities don't use the stack"; "cannot" is how "can't"
 * is typed in full. The stemmer leaves them apart, and lunr's stop words
 * omit them, because the rules' "can't" (101.2) is a word that matters.
 */
const NEGATIONS: Readonly<Record<string, string>> = {
  "don't": "doesn't", "didn't": "doesn't", "dont": "doesn't", "doesnt": "doesn't",
  "aren't": "isn't", "wasn't": "isn't", "weren't": "isn't", "isnt": "isn't",
  "haven't": "hasn't", "hadn't": "hasn't",
  "cannot": "can't", "couldn't": "can't", "cant": "can't",
  "wouldn't": "won't", "wont": "won't",
};
/**
 * A verb and "not" typed apart ("does not", "can not"), read as its contraction:
 * both words are stop words, so "mana abilities do not use the stack" lost the
 * negation the rules decide with ("doesn't go on the stack", 605.3b).
 */
const NEGATED: Readonly<Record<string, string>> = {
  do: "doesn't", does: "doesn't", did: "doesn't", is: "isn't", are: "isn't", was: "isn't", were: "isn't",
  has: "hasn't", have: "hasn't", had: "hasn't", can: "can't", could: "can't", will: "won't", would: "won't",
};
const MAX_MEMO = 100_000;

function termOf(word: string): string | null {
  let term = TERMS.get(word);
  if (term === undefined) {
    const read = Object.hasOwn(NEGATIONS, word) ? NEGATIONS[word] : word;
    // "player's" and "players'" index as "player": judges rarely type the possessive.
    const base = read.replace(/'s?$/, "");
    term = lunr.stopWordFilter(new lunr.Token(read, {})) === undefined || base === "" ? null : lunr.stemmer(new lunr.Token(base, {})).toString();
    if (TERMS.size >= MAX_MEMO) TERMS.clear();
    TERMS.set(word, term);
  }
  return term;
}

/**
 * A token as lunr.tokenizer cuts one: a run of anything but whitespace and
 * hyphens (its default `separator`) in the lower-cased text. Matched here
 * directly because lunr's tokenizer builds a Token and copies its metadata
 * for every character boundary it tests, half the cost of analysing a release.
 */
const TOKEN = /[^\s-]+/g;

/** Whether a UTF-16 code is a word character as `\w` reads one ([A-Za-z0-9_]): lunr's trimmer strips any other at a word's ends. */
function isWordCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || c === 95;
}

/**
 * Calls `visit` with each analysed word of `text` in order. One scan serves
 * both `analyze` (each word with its span) and `analyzeTerms` (the terms
 * alone, what indexing a release needs, without an object per word).
 */
function scan(text: string, visit: (term: string, word: string, start: number, end: number) => void): void {
  /** The verb just read and its start, when "not" may follow it as the next token (no punctuation between); two variables, not an object per verb. */
  let verb: string | null = null;
  let verbStart = 0;
  for (const token of foldQuotes(text).toLowerCase().matchAll(TOKEN)) {
    const raw = token[0];
    let lead = 0;
    while (lead < raw.length && !isWordCode(raw.charCodeAt(lead))) lead++;
    let stop = raw.length;
    while (stop > lead && !isWordCode(raw.charCodeAt(stop - 1))) stop--;
    const trail = raw.length - stop;
    const word = lead === 0 && trail === 0 ? raw : raw.slice(lead, stop);
    const start = token.index + lead;
    const negated = word === "not" && verb !== null && lead === 0 ? NEGATED[verb] : undefined;
    if (negated !== undefined) {
      visit(termOf(negated)!, `${verb} not`, verbStart, start + word.length);
      verb = null;
      continue;
    }
    verb = trail === 0 && Object.hasOwn(NEGATED, word) ? word : null;
    verbStart = start;
    if (word === "") continue;
    const term = termOf(word);
    if (term === null) continue;
    visit(term, word, start, start + word.length);
  }
}

export function analyze(text: string): AnalyzedWord[] {
  const out: AnalyzedWord[] = [];
  scan(text, (term, word, start, end) => out.push({ term, word, start, end }));
  return out;
}

/** The terms of `analyze(text)`, in order. */
export function analyzeTerms(text: string): string[] {
  const out: string[] = [];
  scan(text, (term) => out.push(term));
  return out;
}

/** A document's fields as index terms: analysed once, then both indexed (build-index.ts) and kept for phrase checks (scope.ts). */
export interface DocTerms {
  title: string[];
  aliases: string[];
  /** Each name the text defines (defined-names.ts), as its terms. */
  names: string[][];
  text: string[];
  examples: string[];
  /** Each way players ask for the paragraph (SearchDoc.asked), as its terms. */
  asked: string[][];
}

export function documentTerms(d: SearchDoc): DocTerms {
  return {
    title: analyzeTerms(d.title ?? ""),
    aliases: analyzeTerms(d.aliases.join(" ")),
    names: termsOfEach(definedNames(d.text)),
    text: analyzeTerms(d.text),
    examples: analyzeTerms(d.examples.join(" ")),
    asked: termsOfEach(d.asked ?? []),
  };
}

/**
 * The terms of each text that has any, in a packed array: map() then filter() made one document's array holey (a
 * different one each run: 702.1c's names, 702.145b's), and the re-rank's code compiled for the others was thrown away
 * when a fresh scope's first queries met it (rerank.ts phraseWeight, --trace-deopt, "wrong map").
 */
function termsOfEach(texts: readonly string[]): string[][] {
  const out: string[][] = [];
  for (const text of texts) {
    const terms = analyzeTerms(text);
    if (terms.length > 0) out.push(terms);
  }
  return out;
}
