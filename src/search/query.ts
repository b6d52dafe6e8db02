/**
 * Reading a user's query.
 *
 * A query is either a rule number (`402.8e`, `402.8`, `rule 702.19`), which
 * goes straight to that paragraph and its children, or words. Words are
 * analysed exactly like the indexed text (analyze.ts) and become lunr query
 * clauses built through the API, never through lunr's query syntax, so
 * `foo:`, `~`, `^`, `+`, `-`, `*` and quotes are plain characters here.
 *
 * Each word is also looked up in the vocabulary (vocabulary.ts); the rules'
 * terms it maps to are added at EXPANSION_BOOST, below the user's own words,
 * which keep USER_BOOST. The last word is also tried as a prefix at
 * PREFIX_BOOST, so a query typed halfway ("tramp") already finds trample.
 *
 * Bad input (400 / exit 2): an empty query, one over MAX_QUERY_CHARS, one
 * with no letters or digits at all. Control characters are replaced by
 * spaces first.
 */
import { badInput } from "../errors";
import { parseNumber } from "../rules/numbers";
import type { Expansion } from "../types";
import { analyze } from "./analyze";
import { VOCABULARY } from "./vocabulary";

export const MAX_QUERY_CHARS = 500;
export const USER_BOOST = 10;
export const EXPANSION_BOOST = 3;
export const PREFIX_BOOST = 1;
/** Score multipliers (1 + weight) for a paragraph holding the query's words, or an expansion, in order. */
export const USER_PHRASE_WEIGHT = 1;
export const EXPANSION_PHRASE_WEIGHT = 0.8;
/** Words beyond this many are ignored: no rule needs more to be found. */
export const MAX_WORDS = 32;

export interface Clause {
  term: string;
  boost: number;
  /**
   * A prefix clause, for a word typed halfway; it names the stemmed term of
   * the whole word, and is dropped when that term is itself in the index.
   */
  prefixOf: string | null;
}

/** Words in a row that a paragraph scores higher for containing in that order. */
export interface Phrase {
  terms: string[];
  weight: number;
}

export interface WordsPlan {
  mode: "words";
  text: string;
  clauses: Clause[];
  phrases: Phrase[];
  expanded: Expansion[];
}

/** A number query keeps its words reading for when the number is not a paragraph of the scope. */
export type QueryPlan = { mode: "number"; text: string; number: string; words: WordsPlan } | WordsPlan;

const NUMBER_QUERY = /^(?:(?:cr|rule|rules|section)\s+)?(\d{1,3}(?:\.\d{1,3}[a-z]?)?)\.?$/i;

export function readQuery(input: unknown): QueryPlan {
  if (typeof input !== "string") throw badInput("a search query must be text");
  if (input.length > MAX_QUERY_CHARS) {
    throw badInput(`the query is ${input.length} characters long; the limit is ${MAX_QUERY_CHARS}`);
  }
  const text = input.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ").trim().replace(/\s+/g, " ");
  if (text === "") throw badInput("the query is empty: type a word or a rule number");
  if (!/[\p{L}\p{N}]/u.test(text)) throw badInput(`the query "${text.slice(0, 40)}" has no letters or digits to search for`);

  const number = NUMBER_QUERY.exec(text);
  const parsed = number ? parseNumber(number[1]) : null;
  const words = readWords(text);
  return parsed ? { mode: "number", text, number: parsed.canonical, words } : words;
}

function readWords(text: string): WordsPlan {
  const words = analyze(text).slice(0, MAX_WORDS);
  const clauses: Clause[] = [];
  const seen = new Set<string>();
  const add = (term: string, boost: number, prefixOf: string | null = null): void => {
    // `*` is lunr's wildcard even inside a term; a user's `*` is only a character.
    const clean = term.replace(/\*/g, "");
    const key = `${clean}|${prefixOf !== null}`;
    if (clean === "" || seen.has(key)) return;
    seen.add(key);
    clauses.push({ term: clean, boost, prefixOf });
  };
  for (const w of words) add(w.term, USER_BOOST);
  const last = words.at(-1);
  if (last && last.word.length >= 3) add(last.word, PREFIX_BOOST, last.term);

  const phrases: Phrase[] = [];
  if (words.length >= 2) phrases.push({ terms: words.map((w) => w.term), weight: USER_PHRASE_WEIGHT });
  const expanded = expansions(text);
  for (const e of expanded) {
    for (const phrase of e.means) {
      const terms = analyze(phrase).map((w) => w.term);
      for (const t of terms) add(t, EXPANSION_BOOST);
      if (terms.length >= 2) phrases.push({ terms, weight: EXPANSION_PHRASE_WEIGHT });
    }
  }
  return { mode: "words", text, clauses, phrases, expanded };
}

/** Vocabulary entries whose `say` phrase occurs in the query as whole words. */
function expansions(text: string): Expansion[] {
  const padded = ` ${text.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/[^\p{L}\p{N}'/+-]+/gu, " ")} `;
  const out: Expansion[] = [];
  for (const entry of VOCABULARY) {
    const said = entry.say.find((s) => padded.includes(` ${s} `));
    if (said) out.push({ said, means: entry.means });
  }
  return out;
}
