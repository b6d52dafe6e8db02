/**
 * A scope's recent answers: its documents never change while it is open,
 * so the same query asks lunr nothing twice. The cache is lru-cache's
 * (least recently used goes first), as the server's page cache is
 * (server/page-cache.ts). Answers are shared objects: callers must not
 * modify them.
 */
import { LRUCache } from "lru-cache";
import type { SearchResults } from "../types";

/** Answers a cache keeps: the documents never change while their scope is open. */
export const ANSWERS_KEPT = 500;

/** A scope's recent answers by answerKey. */
export function answerCache(): LRUCache<string, SearchResults> {
  return new LRUCache<string, SearchResults>({ max: ANSWERS_KEPT });
}

/** The key of a query's answer: the text as typed and the limit, so a repeated query is not read again; null for a query that is not text. */
export function answerKey(query: unknown, limit: number): string | null {
  return typeof query === "string" ? `${limit}|${query}` : null;
}
