import { describe, expect, it } from "vitest";
import { AnswerCache } from "../../src/search/answer-cache";

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
