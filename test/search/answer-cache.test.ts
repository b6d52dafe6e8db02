import { describe, expect, it } from "vitest";
import { AnswerCache, answerKey } from "../../src/search/answer-cache";

describe("a scope's answer cache", () => {
  it("keeps the most recently used answers and drops the least recently used", () => {
    const cache = new AnswerCache<string>(2);
    cache.set("a", "A");
    cache.set("b", "B");
    expect(cache.get("a")).toBe("A");
    cache.set("c", "C");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("A");
    expect(cache.get("c")).toBe("C");
  });
});

describe("answerKey", () => {
  it("keys a text query by its limit and text as typed, and keeps no other query", () => {
    expect(answerKey("Trample ", 10)).toBe("10|Trample ");
    expect(answerKey("trample", 3)).not.toBe(answerKey("trample", 10));
    expect(answerKey({ q: "trample" }, 10)).toBeNull();
  });
});
