/**
 * What the benches that make queries of their own (bench/typos.ts, bench/wrapped.ts) start from: the seen query sets,
 * those search is tuned on or has been read against (never the unseen held-out sets 5, 6, 8, 9, 10), and a seeded
 * generator so that each run makes the same queries.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { DevQuery } from "../src/search/evaluate";

const SEEN_FILES: ReadonlyArray<readonly [string, string]> = [
  ["dev 2026", "dev-queries.json"],
  ["held-out", "holdout-queries.json"],
  ["held-out 2", "holdout2-queries.json"],
  ["held-out 3", "holdout3-queries.json"],
  ["held-out 4", "holdout4-queries.json"],
  ["held-out 7", "holdout7-queries.json"],
];

/** The seen sets' 2026 queries (dev's 2026 queries, held-out 1-4 and 7), by name. */
export function seenSets(): Map<string, DevQuery[]> {
  const read = (file: string) => (JSON.parse(readFileSync(join(__dirname, "..", "test", "search", file), "utf8")) as Record<string, DevQuery[]>)["2026-01-16"];
  return new Map(SEEN_FILES.map(([name, file]) => [name, read(file)]));
}

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
