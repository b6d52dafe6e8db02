/**
 * Time spent in datascript, for the benchmarks' "share in Datalog versus
 * TypeScript" figures: runQuery adds to `query`, the game-state writers to
 * `facts`. Reading performance.now() costs well under a microsecond, against
 * queries of a millisecond.
 */
export const DB_CLOCK = { query: 0, queries: 0, facts: 0 };

export function timed<T>(slot: "query" | "facts", f: () => T): T {
  const t0 = performance.now();
  try {
    return f();
  } finally {
    DB_CLOCK[slot] += performance.now() - t0;
    if (slot === "query") DB_CLOCK.queries++;
  }
}
