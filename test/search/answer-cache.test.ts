import { describe, expect, it } from "vitest";
import { ANSWERS_KEPT, answerCache, answerKey } from "../../src/search/answer-cache";
import type { SearchResults } from "../../src/types";

const answer = (query: string): SearchResults => ({ query, scope: "current", mode: "words", total: 0, results: [], expanded: [] });

describe("a scope's answer cache", () => {
  it("keeps the last ANSWERS_KEPT answers, dropping the least recently used first", () => {
    const cache = answerCache();
    for (let i = 0; i < ANSWERS_KEPT; i++) cache.set(`10|q${i}`, answer(`q${i}`));
    expect(cache.get("10|q0")?.query).toBe("q0");
    cache.set("10|new", answer("new"));
    expect(cache.get("10|q1")).toBeUndefined();
    expect(cache.get("10|q0")?.query).toBe("q0");
    expect(cache.get("10|new")?.query).toBe("new");
  });
});

describe("answerKey", () => {
  it("keys a text query by its limit and text as typed, and keeps no other query", () => {
    expect(answerKey("Trample ", 10)).toBe("10|Trample ");
    expect(answerKey("trample", 3)).not.toBe(answerKey("trample", 10));
    expect(answerKey({ q: "trample" }, 10)).toBeNull();
  });
});
