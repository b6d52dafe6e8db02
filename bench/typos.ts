/**
 * Typo tolerance at scale (issue 14): the seen query sets' judge, slang and
 * question queries, each with one typo in one content word, of the kinds
 * people make on phones and keyboards, each keeping the original's expected
 * answers. Deterministic: each typo'd query is drawn from a generator seeded
 * by its query and kind of typo, so adding a query changes no other's typo.
 * `npx tsx bench/typos.ts [--seed N] [--verbose]` prints the block alone (another
 * seed makes other typos, to check a change is not fitted to these; --verbose
 * lists the typo'd queries that lost); bench/search.ts prints it with the other figures.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { analyze, analyzeTerms, type AnalyzedWord } from "../src/search/analyze";
import { accepts, EVALUATE_DEPTH, resultId, type DevQuery } from "../src/search/evaluate";
import type { SearchResults } from "../src/types";
import { seeded, seenSets } from "./seen-queries";
import { fmt, line } from "./stats";

const TYPO_KINDS_OF_QUERY = new Set(["judge", "slang", "question"]);
const SEED = 14;

/** Neighbouring keys on a QWERTY keyboard (rows and the keys above and below). */
const NEIGHBOURS: Readonly<Record<string, string>> = {
  q: "wa", w: "qeas", e: "wrsd", r: "etdf", t: "ryfg", y: "tugh", u: "yihj", i: "uojk", o: "ipkl", p: "ol",
  a: "qwsz", s: "awedxz", d: "serfcx", f: "drtgvc", g: "ftyhbv", h: "gyujnb", j: "huikmn", k: "jiolm", l: "kop",
  z: "asx", x: "zsdc", c: "xdfv", v: "cfgb", b: "vghn", n: "bhjm", m: "njk",
};
const VOWELS = "aeiou";
/** Endings a hurried typist leaves off: a plural, a past tense, a present participle. */
const ENDINGS = ["ing", "ed", "es", "s"];
const BANDS = ["3-4 letters", "5-7 letters", "8+ letters"];

export interface TypoQuery extends DevQuery {
  /** The query as written. */
  original: string;
  /** The kind of typo made. */
  typo: string;
  /** The letters of the word typo'd (a band of lengths of the original word, or of the two run together); null for an apostrophe. */
  length: string | null;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

type Pick = <T>(xs: readonly T[]) => T;

/** A typo of one word (lower case, letters), or null when this kind cannot be made in it. */
type WordTypo = (word: string, pick: Pick) => string | null;

const positions = (word: string) => Array.from({ length: word.length }, (_, i) => i);
const replace = (word: string, at: number, length: number, by: string) => word.slice(0, at) + by + word.slice(at + length);

/** Kinds of typo made within one word (never its first letter: a typist rarely misses that one). */
const WORD_TYPOS: ReadonlyArray<[string, WordTypo]> = [
  ["dropped letter", (w, pick) => (w.length < 4 ? null : replace(w, pick(positions(w).slice(1)), 1, ""))],
  ["doubled letter", (w, pick) => ((i) => replace(w, i, 0, w[i]))(pick(positions(w)))],
  ["neighbours swapped", (w, pick) => {
    const at = positions(w).slice(1, -1).filter((i) => w[i] !== w[i + 1]);
    return at.length ? ((i) => replace(w, i, 2, w[i + 1] + w[i]))(pick(at)) : null;
  }],
  ["neighbouring key", (w, pick) => {
    const at = positions(w).slice(1).filter((i) => NEIGHBOURS[w[i]]);
    return at.length ? ((i) => replace(w, i, 1, pick([...NEIGHBOURS[w[i]]])))(pick(at)) : null;
  }],
  ["vowel swapped", (w, pick) => {
    const at = positions(w).slice(1).filter((i) => VOWELS.includes(w[i]));
    return at.length ? ((i) => replace(w, i, 1, pick([...VOWELS].filter((v) => v !== w[i]))))(pick(at)) : null;
  }],
  ["ending left off", (w) => {
    const ending = ENDINGS.find((e) => w.endsWith(e) && w.length - e.length >= 3 && !w.endsWith("ss"));
    return ending ? w.slice(0, -ending.length) : null;
  }],
  ["split in two", (w, pick) => (w.length < 7 ? null : replace(w, pick(positions(w).slice(3, -3)), 0, " "))],
];

/** The query's words a typo may land in: content words (not stop words) of letters, three or more. */
function contentWords(q: string): AnalyzedWord[] {
  return analyze(q).filter((w) => /^[a-z]{3,}$/.test(w.word) && q.slice(w.start, w.end).toLowerCase() === w.word);
}

function band(length: number): string {
  return length <= 4 ? "3-4 letters" : length <= 7 ? "5-7 letters" : "8+ letters";
}

/** One typo'd query per kind of typo that the query allows. */
export function typoQueries(queries: readonly DevQuery[], seed = SEED): TypoQuery[] {
  const out: TypoQuery[] = [];
  for (const d of queries) {
    if (!TYPO_KINDS_OF_QUERY.has(d.kind ?? "judge")) continue;
    const words = contentWords(d.q);
    for (const [typo, make] of WORD_TYPOS) {
      const rnd = seeded(hash(`${seed}:${typo}:${d.q}`));
      const pick: Pick = (xs) => xs[Math.floor(rnd() * xs.length)];
      const made = words.map((w) => ({ w, typed: make(w.word, pick) })).filter((x) => x.typed !== null && x.typed !== x.w.word);
      if (!made.length) continue;
      const { w, typed } = pick(made);
      out.push({ ...d, original: d.q, q: d.q.slice(0, w.start) + typed + d.q.slice(w.end), typo, length: band(w.word.length) });
    }
    const apostrophes = [...d.q.matchAll(/[a-z]'[a-z]/gi)];
    if (apostrophes.length) {
      const at = apostrophes[seeded(hash(`${seed}:apostrophe:${d.q}`))() * apostrophes.length | 0].index! + 1;
      out.push({ ...d, original: d.q, q: d.q.slice(0, at) + d.q.slice(at + 1), typo: "apostrophe left out", length: null });
    }
    // Two neighbouring content words typed as one ("firststrike").
    const pairs = words.slice(0, -1).map((w, i) => [w, words[i + 1]] as const).filter(([a, b]) => d.q.slice(a.end, b.start) === " ");
    if (pairs.length) {
      const [a, b] = pairs[seeded(hash(`${seed}:run together:${d.q}`))() * pairs.length | 0];
      out.push({ ...d, original: d.q, q: d.q.slice(0, a.end) + d.q.slice(b.start), typo: "run together", length: band(a.word.length + b.word.length) });
    }
  }
  return out;
}

interface Searches {
  search(query: string, options: { limit: number; version?: string }): SearchResults;
}

function reciprocalRank(answer: SearchResults, expect: string[]): number {
  const rank = answer.results.map(resultId).findIndex((id) => expect.some((e) => accepts(e, id))) + 1;
  return rank > 0 ? 1 / rank : 0;
}

/** How the typo'd query was read: as the original's terms, left as typed, or corrected to other terms. */
function reading(answer: SearchResults, t: TypoQuery): "right" | "left" | "other" {
  const read = analyzeTerms(answer.corrected ?? t.q).join(" ");
  return read === analyzeTerms(t.original).join(" ") ? "right" : answer.corrected === undefined ? "left" : "other";
}

interface Tally {
  n: number;
  original: number;
  typoed: number;
  left: number;
  other: number;
}

/** Prints the block "typo'd seen queries": MRR of the originals vs the typo'd, in all, per kind of typo and per length of the word typo'd. */
export function benchTypos(kb: Searches, version: string, verbose = false, seed = SEED): void {
  const typos = typoQueries([...seenSets().values()].flat(), seed);
  const keys = ["all", ...WORD_TYPOS.map(([typo]) => typo), "apostrophe left out", "run together", ...BANDS.map((b) => `word of ${b}`)];
  const tallies = new Map(keys.map((key): [string, Tally] => [key, { n: 0, original: 0, typoed: 0, left: 0, other: 0 }]));
  const add = (key: string, o: number, r: number, how: string) => {
    const t = tallies.get(key)!;
    t.n++;
    t.original += o;
    t.typoed += r;
    if (how === "left") t.left++;
    if (how === "other") t.other++;
  };
  for (const t of typos) {
    const o = reciprocalRank(kb.search(t.original, { limit: EVALUATE_DEPTH, version }), t.expect);
    const answer = kb.search(t.q, { limit: EVALUATE_DEPTH, version });
    const r = reciprocalRank(answer, t.expect);
    const how = reading(answer, t);
    for (const key of ["all", t.typo, ...(t.length ? [`word of ${t.length}`] : [])]) add(key, o, r, how);
    if (verbose && r < o) console.log(`${t.typo}\t${fmt(o, 2)}→${fmt(r, 2)}\t${how}\t${JSON.stringify(t.q)}\t${answer.corrected ? `read as ${JSON.stringify(answer.corrected)}` : ""}`);
  }
  console.log(`\nTypo'd seen queries (dev 2026, held-out 1-4 and 7; judge, slang, question: one typo in one content word, seed ${seed})`);
  for (const [key, t] of tallies) {
    const pct = (x: number) => `${fmt((100 * x) / t.n, 0)}%`;
    line(`${key === "all" ? "in all" : `  ${key}`} (${t.n})`, `MRR ${fmt(t.original / t.n, 3)} → ${fmt(t.typoed / t.n, 3)}, left as typed ${pct(t.left)}, read as another word ${pct(t.other)}`);
  }
}

if (require.main === module) {
  // Imported here so that bench/search.ts, which imports this module, does not load the corpus twice.
  const { openKnowledgeBase } = require("../src/knowledge-base") as typeof import("../src/knowledge-base");
  const { readRelease } = require("../src/rules/release") as typeof import("../src/rules/release");
  const release = readRelease(readFileSync(join(__dirname, "..", "rules", "releases", "2026-01-16.txt")), "cr-2026-01-16.txt");
  const seed = process.argv.indexOf("--seed");
  benchTypos(openKnowledgeBase({ seeds: false, versions: [release] }), release.id, process.argv.includes("--verbose"), seed > 0 ? Number(process.argv[seed + 1]) : SEED);
}
