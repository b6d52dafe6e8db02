/**
 * Measuring search quality: the mean reciprocal rank of a set of queries
 * with the answers a judge would accept (test/search/dev-queries.json).
 * For each query, the first accepted answer at rank r among the top
 * EVALUATE_DEPTH scores 1/r, and a query with none scores 0. A rule is
 * accepted with its lettered subrules: a query expecting 702.19 is answered
 * by 702.19b (the issue's measure), not by 702.190 or by 702.19's section.
 */
import type { SearchResult, SearchResults } from "../types";

export const EVALUATE_DEPTH = 10;

export interface DevQuery {
  q: string;
  /** How the query is written: judge, slang, typo, question, number, concept, old-term. */
  kind?: string;
  /** Rule numbers, or `glossary:<term in lower case>`. */
  expect: string[];
}

export interface Evaluation {
  mrr: number;
  /** Queries whose first accepted answer is not at rank 1 (rank 0: not in the top 10). */
  misses: Array<{ q: string; rank: number; top: string[] }>;
}

/**
 * What is measured: anything that searches as the knowledge base does
 * (`kb.search`). Search imports no façade (README, Architecture rule 6), so
 * the caller (a test, bench/search.ts) hands its knowledge base in.
 */
export interface Searches {
  search(query: string, options: { limit: number; version?: string }): Pick<SearchResults, "results">;
}

export function resultId(r: SearchResult): string {
  return r.number ?? `glossary:${(r.term ?? "").toLowerCase()}`;
}

export function evaluate(kb: Searches, queries: DevQuery[], version?: string): Evaluation {
  let sum = 0;
  const misses: Evaluation["misses"] = [];
  for (const { q, expect } of queries) {
    const ids = kb.search(q, { limit: EVALUATE_DEPTH, version }).results.map(resultId);
    const rank = ids.findIndex((id) => expect.some((e) => accepts(e, id))) + 1;
    if (rank > 0) sum += 1 / rank;
    if (rank !== 1) misses.push({ q, rank, top: ids.slice(0, 3) });
  }
  return { mrr: queries.length ? sum / queries.length : 0, misses };
}

/** Whether `id` answers a query expecting `expected`: the same, or one of its lettered subrules. */
export function accepts(expected: string, id: string): boolean {
  return id === expected || (/^\d+\.\d+$/.test(expected) && id.startsWith(expected) && /^[a-z]$/.test(id.slice(expected.length)));
}

/** The evaluation of each kind of query, in the order kinds first appear. */
export function evaluateByKind(kb: Searches, queries: DevQuery[], version?: string): Map<string, Evaluation & { count: number }> {
  const kinds = new Map<string, DevQuery[]>();
  for (const q of queries) kinds.set(q.kind ?? "judge", [...(kinds.get(q.kind ?? "judge") ?? []), q]);
  return new Map([...kinds].map(([kind, qs]) => [kind, { ...evaluate(kb, qs, version), count: qs.length }]));
}
