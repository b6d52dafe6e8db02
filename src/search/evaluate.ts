/**
 * Measuring search quality: the mean reciprocal rank of a set of queries
 * with the answers a judge would accept (test/search/dev-queries.json).
 * For each query, the first accepted answer at rank r among the top
 * EVALUATE_DEPTH scores 1/r, and a query with none scores 0.
 */
import type { KnowledgeBase } from "../knowledge-base";
import type { SearchResult } from "../types";

export const EVALUATE_DEPTH = 10;

export interface DevQuery {
  q: string;
  /** Rule numbers, or `glossary:<term in lower case>`. */
  expect: string[];
}

export interface Evaluation {
  mrr: number;
  /** Queries whose first accepted answer is not at rank 1 (rank 0: not in the top 10). */
  misses: Array<{ q: string; rank: number; top: string[] }>;
}

export function resultId(r: SearchResult): string {
  return r.number ?? `glossary:${(r.term ?? "").toLowerCase()}`;
}

export function evaluate(kb: KnowledgeBase, queries: DevQuery[], version?: string): Evaluation {
  let sum = 0;
  const misses: Evaluation["misses"] = [];
  for (const { q, expect } of queries) {
    const ids = kb.search(q, { limit: EVALUATE_DEPTH, version }).results.map(resultId);
    const rank = ids.findIndex((id) => expect.includes(id)) + 1;
    if (rank > 0) sum += 1 / rank;
    if (rank !== 1) misses.push({ q, rank, top: ids.slice(0, 3) });
  }
  return { mrr: queries.length ? sum / queries.length : 0, misses };
}
