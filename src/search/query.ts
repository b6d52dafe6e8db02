/**
 * Reading a user's query.
 *
 * A query is either a rule number (`402.8e`, `402.8`, `rule 702.19`), which
 * goes straight to that paragraph and its children, or words. Words are
 * analysed exactly like the indexed text (analyze.ts) and become lunr query
 * clauses built through the API, never through lunr's query syntax, so
 * `foo:`, `~`, `^`, `+`, `-`, `*` and quotes are plain characters here.
 *
 * The frame typed around a query ("rules for ...", "... ruling?") is set
 * aside first (frame.ts): the query's words and the form of its answer are
 * read from what is left, as if typed bare.
 *
 * A question's filler ("what happens if", "how does ... work", FILLER) is
 * dropped when other words remain, and a number matches spelt or as a
 * numeral (NUMBER_WORDS): the rules write "seven cards" and "40 life".
 * Each word is also looked up in the vocabulary (vocabulary.ts); the rules'
 * terms it maps to are added at a lower boost than the user's own words
 * (weights.ts EXPANSION_BOOST, USER_BOOST). What depends on the index (completing the last
 * word, correcting a misspelt one, setting aside the rules' commonest
 * words) is done by the scope (scope.ts).
 *
 * Bad input (400 / exit 2): an empty query, one over MAX_QUERY_CHARS, one
 * with no letters or digits at all. Control characters are replaced by
 * spaces first.
 */
import { badInput } from "../errors";
import { parseNumber } from "../rules/numbers";
import type { Expansion } from "../types";
import { analyze, analyzeTerms, type AnalyzedWord } from "./analyze";
import { askedSpan } from "./asked-clause";
import { unframed } from "./frame";
import { otherForms } from "./verb-forms";
import { VOCABULARY } from "./vocabulary";
import { WEIGHTS, type SearchWeights } from "./weights";

export const MAX_QUERY_CHARS = 500;
/** Words beyond this many are ignored: no rule needs more to be found. */
export const MAX_WORDS = 32;

/**
 * Words of a question that say nothing about the rules ("what happens if",
 * "how does ... work"), beyond lunr's English stop words, which already
 * drop "what", "how", "can", "do", "does", "if", "I". They are dropped from
 * a query that has other words, so they do not outweigh its content words.
 */
export const FILLER: ReadonlySet<string> = new Set([
  "happen", "happens", "happened", "happening", "work", "works", "working", "mean", "means", "meaning",
  "still", "ok", "okay", "allowed", "possible", "explain", "exactly", "actually", "really", "please",
  "anything", "something", "thing", "things", "way", "need", "want", "know", "tell", "mtg", "magic",
  "question", "wondering", "anyway", "supposed", "correct", "right", "wrong", "whats", "hows", "many", "much", "per",
  // The rules' commonest quantifier ("each player", "each turn"), a stop word as lunr's "every" and "all" are: "how many lands can I play each turn" found 805.4c's "each of that team's turns".
  "each",
]);

/**
 * A query that reads as a question: it opens on a question word or a verb
 * asking one ("can I", "do I have to", "is it"), or "if".
 */
const QUESTION = /^(?:can|could|may|do|does|did|is|are|am|was|how|what|when|where|who|which|why|will|would|should|if)\b/i;
/**
 * Words that are filler in a question only. A player asks "can I play a
 * land during combat", "how many lands can I play each turn": "play" is
 * the verb of every such question, and one of the rules' commonest, while
 * what is asked about is the land (305.1, 305.2). Typed alone ("play a
 * spell", the old wording of casting) it is the word sought, and stays.
 */
const QUESTION_FILLER: ReadonlySet<string> = new Set(["play", "plays", "played", "playing"]);

/** Whether the query reads as a question (QUESTION). */
export function isQuestion(text: string): boolean {
  return QUESTION.test(text);
}

/** Numbers as words and as numerals, matched both ways: the rules write "seven cards" and "40 life". */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, hundred: 100,
};
/**
 * NUMBER_WORDS as a map, for looking a word up: a lookup in the object by name was compiled for the names the rehearsal
 * asked ("twenty") and thrown away on the first other one users asked ("ten poison counters": "wrong name", --trace-deopt).
 */
const NUMBER_VALUES: ReadonlyMap<string, number> = new Map(Object.entries(NUMBER_WORDS));
const NUMERALS = new Map(Object.entries(NUMBER_WORDS).map(([word, n]) => [String(n), word]));

/**
 * One of the user's words: its term, and the terms that stand for it (a numeral for "ten"). Every word has every field, so
 * that all have one hidden class: a word with `asked` set (a permission question with an asked clause, "can I mulligan if I
 * don't like my opening hand") had a class of its own, and the code the rehearsal compiled for the others was thrown away on
 * it in a fresh scope's first queries (query.ts prohibitions, --trace-deopt).
 */
export interface QueryWord {
  word: string;
  term: string;
  alternatives: string[];
  /** Part of a phrase the vocabulary expands ("etb"): known slang, never completed or corrected. */
  slang: boolean;
  /** The terms of its verb's other forms the stemmer leaves apart ("left" for "leaves", verb-forms.ts): they hold its unit for coordination. */
  forms: readonly string[];
  /** The thing a question asks the fate of ("what happens to counters when ..."): the answer must hold it (weights.ts SUBJECT_WEIGHT). */
  subject: boolean;
  /** A word of the clause that asks, in a question that also states a situation (asked-clause.ts, ASKED_WEIGHT). */
  asked: boolean;
}

/** Words in a row that a paragraph scores higher for containing in that order. */
export interface Phrase {
  terms: string[];
  weight: number;
  /** Whether a paragraph holding it only in runs of a few terms in a row gains too (rerank.ts PART): the user's own words do. */
  parts?: boolean;
  /** A word a question counts ("how many lands"): a paragraph holds the phrase where a quantity stands right before the word ("one land", 305.2). */
  counted?: boolean;
  /**
   * The user's one word, typed alone: it counts only where it is what a document is called (its whole title, an alias,
   * a name it defines: "Option", "Variant"), as the user's phrase of two words or more counts there; a text holding the
   * word says no more than that it holds it, which coordination weighs.
   */
  alone?: boolean;
}

export interface WordsPlan {
  mode: "words";
  text: string;
  /** The text without the frame typed around it ("rules for ...", "... ruling?", frame.ts): what the query's words, and the form of its answer, are read from. */
  bare: string;
  words: QueryWord[];
  /** The user's words in the order typed, as indexes into `words`, a repeated word each time: the user's phrase ("mana value of an object with no mana cost"). */
  order: number[];
  /** Each vocabulary entry the query uses: the terms of what was said, and the rules' terms it means, without the user's own. */
  expansions: Array<{ said: string[]; terms: string[] }>;
  /** Phrases of the expansions; the user's own phrase depends on the index (spelling) and is built there. */
  phrases: Phrase[];
  expanded: Expansion[];
}

/** A number query keeps its words reading for when the number is not a paragraph of the scope. */
export type QueryPlan = { mode: "number"; text: string; number: string; words: WordsPlan } | WordsPlan;

/**
 * "What happens to X when ...", "what happens to my X if ...": a question
 * about the fate of X, which the answer names (704.5m says what happens to
 * an Aura, 122.2 to counters); the event after "when" is only its occasion.
 */
const SUBJECT = /\bwhat happens to (?:(?:an?|the|my|your|their|its|all|any)\s+)?([\p{L}'-]+)/iu;

const NUMBER_QUERY = /^(?:(?:cr|rule|rules|section)\s+)?(\d{1,3}(?:\.\d{1,3}[a-z]?)?)\.?$/i;

/** `weights`: the phrases' weights (weights.ts). */
export function readQuery(input: unknown, weights: SearchWeights = WEIGHTS): QueryPlan {
  if (typeof input !== "string") throw badInput("a search query must be text");
  if (input.length > MAX_QUERY_CHARS) {
    throw badInput(`the query is ${input.length} characters long; the limit is ${MAX_QUERY_CHARS}`);
  }
  const text = input.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ").trim().replace(/\s+/g, " ");
  if (text === "") throw badInput("the query is empty: type a word or a rule number");
  if (!/[\p{L}\p{N}]/u.test(text)) throw badInput(`the query "${text.slice(0, 40)}" has no letters or digits to search for`);

  const number = NUMBER_QUERY.exec(text);
  const parsed = number ? parseNumber(number[1]) : null;
  const words = readWords(text, withoutFrame(text), weights);
  return parsed ? { mode: "number", text, number: parsed.canonical, words } : words;
}

/**
 * The text without its frame (frame.ts), unless a phrase of the vocabulary
 * straddles the frame's edge: "tournament rules" names a document, not a
 * frame around "tournament". A phrase wholly inside the frame is the
 * frame's ("what's the deal with" holds "deal with", to destroy).
 */
function withoutFrame(text: string): string {
  const asked = unframed(text);
  if (asked === text) return text;
  const at = text.toLowerCase().indexOf(asked.toLowerCase());
  const own = new Set([asked, text.slice(0, at), text.slice(at + asked.length)].flatMap((part) => expansions(part).map((e) => e.said)));
  return expansions(text).every((e) => own.has(e.said)) ? asked : text;
}

/** `text`: the text without its frame (frame.ts), which is read as if typed bare. */
function readWords(typed: string, text: string, weights: SearchWeights): WordsPlan {
  const all = compoundNumbers(analyze(text), text);
  const asked = QUESTION.test(text);
  const content = all.filter((w) => !FILLER.has(w.word) && !(asked && QUESTION_FILLER.has(w.word)));
  const expanded = expansions(text);
  const subject = SUBJECT.exec(text)?.[1].toLowerCase();
  const span = askedSpan(text);
  const inSpan = (w: AnalyzedWord) => span !== null && w.start >= span.start && w.start < span.end;
  // Only when both clauses hold words that stay: a question all situation, or all asked, weighs its words alike.
  const kept = (content.length ? content : all).slice(0, MAX_WORDS);
  const splits = kept.some(inSpan) && kept.some((w) => !inSpan(w));
  const slang = new Set(expanded.flatMap((e) => e.said.split(" ")));
  const words: QueryWord[] = [];
  const order: number[] = [];
  const seen = new Set<string>();
  for (const w of kept) {
    // `*` is lunr's wildcard even inside a term; a user's `*` is only a character.
    const term = w.term.replace(/\*/g, "");
    if (term === "") continue;
    if (seen.has(term)) {
      order.push(words.findIndex((x) => x.term === term));
      continue;
    }
    seen.add(term);
    order.push(words.length);
    const twin = numberTwin(w.word);
    words.push({ word: w.word, term, alternatives: twin ? [term, twin] : [term], slang: slang.has(w.word), forms: otherForms(term), subject: w.word === subject, asked: splits && inSpan(w) });
  }

  const entries: WordsPlan["expansions"] = [];
  const phrases: Phrase[] = [...quantitiesAfterNouns(words, weights.USER_PHRASE_WEIGHT), ...noneAsZero(text, words, weights.USER_PHRASE_WEIGHT), ...countedWords(text, words, weights.USER_PHRASE_WEIGHT), ...prohibitions(text, words, weights.PROHIBITION_WEIGHT)];
  // Terms read by analyzeTerms, not analyze().map(): map() makes arrays of another hidden class (holey) than the user's phrase's,
  // and the re-rank's code compiled for one was thrown away on meeting the other in a fresh scope's first queries (--trace-deopt).
  for (const e of expanded) {
    const entry: string[] = [];
    for (const phrase of e.means) {
      const terms = analyzeTerms(phrase);
      // A phrase of stop words only adds nothing; its empty array was a hidden class of its own again.
      if (terms.length === 0) continue;
      for (const t of terms) {
        if (!seen.has(t)) entry.push(t);
        seen.add(t);
      }
      if (terms.length >= 2) phrases.push({ terms, weight: weights.EXPANSION_PHRASE_WEIGHT });
    }
    if (entry.length) entries.push({ said: analyzeTerms(e.said), terms: entry });
  }
  return { mode: "words", text: typed, bare: text, words, order, expansions: entries, phrases, expanded };
}

/**
 * Players put a quantity before what it counts ("zero toughness", "0
 * loyalty"); the rules state it after ("toughness 0 or less", 704.5f; "loyalty
 * 0", 704.5i): a paragraph holding the counted word then the number, spelt or
 * as a numeral, holds the user's phrase.
 */
function quantitiesAfterNouns(words: QueryWord[], weight: number): Phrase[] {
  const phrases: Phrase[] = [];
  for (const [i, w] of words.entries()) {
    const noun = words[i + 1];
    if (w.alternatives.length < 2 || noun === undefined || noun.alternatives.length > 1) continue;
    for (const n of w.alternatives) phrases.push({ terms: [noun.term, n], weight });
  }
  return phrases;
}

/**
 * "No loyalty left", "no more cards", "runs out of life": a player says
 * none where the rules state the quantity 0 ("loyalty 0", 704.5i; "0 or
 * less life", 704.5a): a paragraph holding the word next to a 0, either
 * side, holds the user's phrase. "No" itself is a stop word, so it is read
 * from the text.
 */
const NONE = /\b(?:no(?: more)?|out of)\s+([\p{L}'-]+)/giu;

function noneAsZero(text: string, words: QueryWord[], weight: number): Phrase[] {
  const phrases: Phrase[] = [];
  for (const [, noun] of text.matchAll(NONE)) {
    const term = words.find((w) => w.word === noun.toLowerCase())?.term;
    if (term === undefined || term === "0" || phrases.some((p) => p.terms.includes(term))) continue;
    phrases.push({ terms: [term, "0"], weight }, { terms: ["0", term], weight });
  }
  return phrases;
}

/**
 * "How many lands can I play", "how much life do you start with": the answer
 * states the number of the thing counted ("one land", 305.2; "40 life",
 * 903.7). "Many" and "much" are filler, so the counted word is read from the
 * text.
 */
const HOW_MANY = /\bhow many\s+([\p{L}'-]+)/giu;

function countedWords(text: string, words: QueryWord[], weight: number): Phrase[] {
  const phrases: Phrase[] = [];
  for (const [, noun] of text.matchAll(HOW_MANY)) {
    const term = words.find((w) => w.word === noun.toLowerCase())?.term;
    if (term !== undefined) phrases.push({ terms: [term], weight, counted: true });
  }
  return phrases;
}

/**
 * "Twenty-five life", "twenty five life": one quantity, 25, which is how
 * the rules write it ("starting life total is 25", 903.12f), not 20 and 5
 * (103.4's "starting life total of 20" held the query's "twenty"). A tens
 * word and a units word typed next to each other (a hyphen or spaces between
 * them) are read as the one numeral.
 */
const TENS: ReadonlySet<string> = new Set(["twenty", "thirty", "forty", "fifty", "sixty"]);
const UNITS: ReadonlySet<string> = new Set(["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]);

function compoundNumbers(words: AnalyzedWord[], text: string): AnalyzedWord[] {
  const out: AnalyzedWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const [w, next] = [words[i], words[i + 1]];
    if (next !== undefined && TENS.has(w.word) && UNITS.has(next.word) && /^[\s-]+$/.test(text.slice(w.end, next.start))) {
      const n = String(NUMBER_VALUES.get(w.word)! + NUMBER_VALUES.get(next.word)!);
      out.push({ word: n, term: n, start: w.start, end: next.end });
      i++;
    } else out.push(w);
  }
  return out;
}

/**
 * "Can I sacrifice a creature my opponent controls", "can an Aura enchant a
 * creature with protection": the rules answer a question of permission by
 * what can't be done ("A player can't sacrifice ... a permanent they don't
 * control", 701.21a; "can't be enchanted by Auras", 702.16c). "Can" is a
 * stop word, so the question is read from the text: a paragraph holding
 * "can't" right before one of the question's words holds a phrase ("be" is
 * a stop word too: "can't be enchanted" holds "can't enchant").
 */
const PERMISSION = /^(?:can|could|may)\b|\b(?:am|are|is) (?:i|you|we|they|it|a player) allowed\b|\bis it (?:possible|legal)\b/i;
const CANT = analyze("can't")[0].term;

/** `weight`: weights.ts PROHIBITION_WEIGHT, less than the user's own phrase. */
function prohibitions(text: string, words: QueryWord[], weight: number): Phrase[] {
  const phrases: Phrase[] = [];
  if (!PERMISSION.test(text)) return phrases;
  // Pushed, not map()ped: the phrases' array as the other phrase readers make theirs (readWords).
  for (const w of words) if (w.term !== CANT) phrases.push({ terms: [CANT, w.term], weight });
  return phrases;
}

/** "ten" → "10" and "10" → "ten", as terms, for the numbers NUMBER_WORDS spells. */
function numberTwin(word: string): string | null {
  const n = NUMBER_VALUES.get(word);
  if (n !== undefined) return String(n);
  const spelt = NUMERALS.get(word);
  return spelt ? (analyze(spelt)[0]?.term ?? null) : null;
}

/**
 * The vocabulary's entries by the first word of each of their `say` phrases:
 * a query looks up its own words (a few) instead of testing the table's
 * thousand-odd phrases one by one (about 0.1 ms a query).
 */
const SAY_STARTS: ReadonlyMap<string, readonly number[]> = (() => {
  const starts = new Map<string, number[]>();
  VOCABULARY.forEach((entry, i) => {
    for (const s of entry.say) {
      const first = s.split(" ", 1)[0];
      const at = starts.get(first) ?? starts.set(first, []).get(first)!;
      if (at.at(-1) !== i) at.push(i);
    }
  });
  return starts;
})();

/** Vocabulary entries whose `say` phrase occurs in the query as whole words, in the table's order. */
function expansions(text: string): Expansion[] {
  const padded = ` ${text.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/[^\p{L}\p{N}'/+-]+/gu, " ")} `;
  const found = new Set<number>();
  for (const word of padded.split(" ")) for (const i of SAY_STARTS.get(word) ?? []) found.add(i);
  const out: Expansion[] = [];
  for (const i of [...found].sort((a, b) => a - b)) {
    const entry = VOCABULARY[i];
    const said = entry.say.find((s) => padded.includes(` ${s} `));
    if (said) out.push({ said, means: entry.means });
  }
  return out;
}
