/**
 * Framed queries (issue 14): the judge and slang queries of the seen sets,
 * each wrapped in the frames people type around a need ("how does ... work",
 * "rules for ...", "... ruling?"), each keeping the original's accepted
 * answers. A frame says nothing about the rules, so a framed query must find
 * what the bare one finds: bench/search.ts prints the MRR of both, in all and
 * per frame.
 *
 * Frames are neutral: none asks a definition ("what is ...", which the
 * glossary answers), a permission ("can I ...") or a consequence ("what
 * happens if ..."), which change what is asked. A fixed seed (SEED) decides,
 * per framed query, how it is typed: capitalised or not, with a question mark
 * or not; the same queries come out each run.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { openKnowledgeBase } from "../src/knowledge-base";
import { readRelease } from "../src/rules/release";
import { accepts, evaluate, EVALUATE_DEPTH, resultId, type DevQuery, type Searches } from "../src/search/evaluate";
import { seeded, seenSets } from "./seen-queries";
import { fmt, line } from "./stats";

/** A frame: the text around a query, `{q}` standing for the query. */
export const FRAMES: readonly string[] = [
  "how does {q} work",
  "rules for {q}",
  "can someone explain {q}",
  "question about {q}",
  "what are the rules on {q}",
  "{q} ruling",
  "help with {q}",
  "quick question {q}",
  "is there a rule about {q}",
  "what's the deal with {q}",
  "{q} rules",
  "confused about {q}",
  "how do {q} rules work",
];

/**
 * Frames src/search/frame.ts does not list as frames, measured apart: the
 * frames above are in its table, so their figure says the table works, these
 * how far it reaches beyond what it lists. The first six were measured
 * before frame.ts's FRAME_WORDS and shaped that list; the next six were
 * written after it, as a check it had not seen; the last nine were measured
 * before frame.ts's closing clause and asking LINKS, and shaped them.
 */
export const UNLISTED_FRAMES: readonly string[] = [
  "anyone know about {q}",
  "thoughts on {q}",
  "clarification on {q}",
  "i have a question about {q}",
  "trying to understand {q}",
  "{q} interaction",
  "hey all, {q}",
  "need some info on {q}",
  "eli5 {q}",
  "can anybody clarify {q}",
  "{q} explanation please",
  "{q}, am i reading this right",
  "{q}, what's the ruling?",
  "does anyone know the rules for {q}",
  "{q} rules clarification",
  "{q}, how is this ruled?",
  "could somebody help me understand {q}",
  "{q} - rules help needed",
  "{q}? any help appreciated",
  "hey, does anybody know about {q}",
  "{q}, what is the rule here",
];

/**
 * Frames around a player's question, which keep its own frame ("can I ...",
 * "what happens if ..."): the seen sets' question queries in each, measured
 * apart. Written after frame.ts's table and FRAME_WORDS.
 */
export const QUESTION_FRAMES: readonly string[] = ["quick question: {q}", "rules question, {q}", "{q}? thanks", "hey guys, {q}", "{q} ruling?"];

/** The kinds of query framed: those typed bare, with no frame of their own. */
const FRAMED_KINDS: ReadonlySet<string> = new Set(["judge", "slang"]);

const SEED = 14;

/** The bare queries framed: the judge and slang ones of `sets`. */
export function bareQueries(sets: readonly DevQuery[][]): DevQuery[] {
  return sets.flat().filter((d) => FRAMED_KINDS.has(d.kind ?? "judge"));
}

/** Each bare query in each frame, by frame, with the bare query's answers. */
export function framedQueries(bare: readonly DevQuery[], frames: readonly string[] = FRAMES): Map<string, DevQuery[]> {
  const random = seeded(SEED);
  const out = new Map<string, DevQuery[]>();
  for (const frame of frames) {
    out.set(
      frame,
      bare.map((d) => {
        let q = frame.replace("{q}", d.q);
        if (random() < 0.5) q = q[0].toUpperCase() + q.slice(1);
        if (random() < 0.5) q += "?";
        return { q, kind: d.kind, expect: d.expect };
      }),
    );
  }
  return out;
}

/** The block "framed seen queries": MRR of the bare queries and of them framed, in all and per frame. */
export function reportFramed(kb: Searches, sets: readonly DevQuery[][], version: string): void {
  reportFramedQuestions(kb, sets, version);
  const bare = bareQueries(sets);
  const base = evaluate(kb, bare, version);
  console.log(`\nFramed seen queries: the judge and slang queries of the seen sets (${bare.length}), bare and in ${FRAMES.length} frames (bench/wrapped.ts)`);
  line(`bare (${bare.length} queries)`, `MRR ${fmt(base.mrr, 3)}`);
  for (const [name, frames] of [["framed", FRAMES], ["in frames frame.ts does not list", UNLISTED_FRAMES]] as const) {
    const perFrame = [...framedQueries(bare, frames)].map(([frame, qs]) => [frame, evaluate(kb, qs, version)] as const);
    const all = perFrame.reduce((s, [, e]) => s + e.mrr, 0) / perFrame.length;
    line(`${name} (${bare.length * frames.length} queries)`, `MRR ${fmt(all, 3)} (${fmt(all - base.mrr, 3)} against bare)`);
    for (const [frame, e] of perFrame) line(`  "${frame}"`, `MRR ${fmt(e.mrr, 3)} (${fmt(e.mrr - base.mrr, 3)})`);
  }
}

/** The seen sets' question queries, bare and in QUESTION_FRAMES. */
function reportFramedQuestions(kb: Searches, sets: readonly DevQuery[][], version: string): void {
  const questions = sets.flat().filter((d) => d.kind === "question");
  const base = evaluate(kb, questions, version).mrr;
  console.log(`\nFramed seen questions: the question queries of the seen sets (${questions.length}), bare and in ${QUESTION_FRAMES.length} frames around a question (bench/wrapped.ts)`);
  line(`bare (${questions.length} queries)`, `MRR ${fmt(base, 3)}`);
  for (const frame of QUESTION_FRAMES) {
    const e = evaluate(kb, questions.map((d) => ({ ...d, q: frame.replace("{q}", d.q) })), version);
    line(`  "${frame}"`, `MRR ${fmt(e.mrr, 3)} (${fmt(e.mrr - base, 3)})`);
  }
}

/** `npx tsx bench/wrapped.ts [--losses]`: the block alone, then the seen sets' MRR (sum of MRR x queries, judge per set); `--losses` lists framed queries ranked below their bare query. */
if (require.main === module) {
  const file = join(__dirname, "..", "rules", "releases", "2026-01-16.txt");
  const release = readRelease(readFileSync(file), "cr-2026-01-16.txt");
  const kb = openKnowledgeBase({ seeds: false, versions: [release] });
  const seen = seenSets();
  reportFramed(kb, [...seen.values()], release.id);
  let sum = 0;
  for (const [name, qs] of seen) {
    const e = evaluate(kb, qs, release.id);
    sum += e.mrr * qs.length;
    const judge = qs.filter((q) => (q.kind ?? "judge") === "judge");
    line(`${name} (${qs.length})`, `MRR ${fmt(e.mrr, 4)}${judge.length ? `, judge ${fmt(evaluate(kb, judge, release.id).mrr, 4)}` : ""}`);
  }
  line("seen sets, sum of MRR x queries", sum.toFixed(2));
  if (process.argv.includes("--losses")) {
    const bare = bareQueries([...seen.values()]);
    const rank = (q: DevQuery) => {
      const ids = kb.search(q.q, { limit: EVALUATE_DEPTH, version: release.id }).results.map(resultId);
      return ids.findIndex((id) => q.expect.some((x) => accepts(x, id))) + 1;
    };
    const bareRank = bare.map(rank);
    for (const [, qs] of framedQueries(bare, [...FRAMES, ...UNLISTED_FRAMES])) {
      qs.forEach((q, i) => {
        const r = rank(q);
        const b = bareRank[i];
        if ((r === 0 && b > 0) || (b > 0 && r > b)) console.log(`  ${b} -> ${r}  ${q.q}`);
      });
    }
  }
}
