/**
 * First-time queries as a fresh server meets them (issue 14's speed goal), for the typo'd seen queries (bench/typos.ts)
 * or the dev queries: each fresh scope of the 2026 CR is warmed and rehearsed as kb.warmSearch does it, then asked each
 * query once. The first scope is what a server's first users meet (V8 has compiled what the rehearsal ran, and no more);
 * the later ones answer the same queries once V8 has compiled what they need, so the two differ by what the rehearsal
 * left cold. Per query: the CPU time of every thread (V8 compiles and collects garbage beside the main thread) and the
 * wall time (on a shared machine mostly a measure of the neighbours: compare CPU times, least of a few scopes).
 *
 * `npx tsx bench/first-time.ts [typos|dev] [scopes]` (default: typos, 3). To count the compiled code thrown away in the
 * first scope's loop, run it under `npx tsx --trace-deopt` and count the "bailout" lines between the "First-time" header
 * and the first "first scope" line. bench/search.ts measures the dev queries' first time as well, in one process with the
 * other figures.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openKnowledgeBase } from "../src/knowledge-base";
import { readRelease } from "../src/rules/release";
import { Searcher } from "../src/search/searcher";
import { devQueries } from "./search";
import { seenSets } from "./seen-queries";
import { fmt, line, percentiles } from "./stats";
import { typoQueries } from "./typos";

/** The slowest first-scope queries shown. */
const TAIL = 5;

/** CPU time of every thread of the process, ms. */
function processCpu(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

interface Asked {
  q: string;
  cpu: number;
  wall: number;
}

function askEach(searcher: Searcher, scope: string, queries: readonly string[]): Asked[] {
  const out: Asked[] = [];
  for (const q of queries) {
    const c = processCpu();
    const t = performance.now();
    searcher.search(q, scope);
    out.push({ q, wall: performance.now() - t, cpu: processCpu() - c });
  }
  return out;
}

const summary = (xs: number[]) => ((p) => `median ${fmt(p.median, 3)} ms, p99 ${fmt(p.p99, 3)} ms`)(percentiles(xs));

function benchFirstTime(kind: string, scopes: number): void {
  const release = readRelease(readFileSync(join(__dirname, "..", "rules", "releases", "2026-01-16.txt")), "cr-2026-01-16.txt");
  const kb = openKnowledgeBase({ seeds: false, versions: [release] });
  const queries = kind === "dev" ? devQueries() : typoQueries([...seenSets().values()].flat()).map((t) => t.q);
  const cacheDir = mkdtempSync(join(tmpdir(), "crkb-bench-first-"));
  try {
    new Searcher(kb.db, cacheDir).warm(release.id);
    // Each fresh searcher loads its index from the cache and rehearses, as the server's default scope does at start.
    const started = () => {
      const s = new Searcher(kb.db, cacheDir);
      s.warm(release.id);
      s.rehearse(release.id);
      return s;
    };
    const first = started();
    console.log(`\nFirst-time queries (${queries.length} ${kind === "dev" ? "dev" : "typo'd seen"} queries on ${release.id}, each fresh scope warmed and rehearsed)`);
    const asked = askEach(first, release.id, queries);
    line("first scope, CPU of every thread", summary(asked.map((a) => a.cpu)));
    line("first scope, wall", summary(asked.map((a) => a.wall)));
    const later: Asked[][] = [];
    for (let n = 1; n < scopes; n++) later.push(askEach(started(), release.id, queries));
    if (later.length > 0) {
      const least = (pick: (a: Asked) => number) => queries.map((_, i) => Math.min(...later.map((l) => pick(l[i]))));
      line(`later scopes, CPU of every thread (least of ${later.length})`, summary(least((a) => a.cpu)));
      line(`later scopes, wall (least of ${later.length})`, summary(least((a) => a.wall)));
    }
    for (const a of [...asked].sort((x, y) => y.cpu - x.cpu).slice(0, TAIL)) line(`  slow in the first scope: ${JSON.stringify(a.q).slice(0, 30)}`, `CPU ${fmt(a.cpu, 2)} ms, wall ${fmt(a.wall, 2)} ms`);
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

if (require.main === module) benchFirstTime(process.argv[2] ?? "typos", Number(process.argv[3] ?? 3));
