import { describe, expect, it } from "vitest";
import { PageCache } from "../../src/server/page-cache";

describe("PageCache", () => {
  it("returns what was stored under the same address, nothing for another", () => {
    const c = new PageCache(1_000);
    c.set("/rules/402.8", "<p>402.8</p>");
    expect(c.get("/rules/402.8")).toBe("<p>402.8</p>");
    expect(c.get("/rules/402.8?version=x")).toBeUndefined();
  });

  it("stays within its size, dropping the least recently used page first", () => {
    // Each entry: (2 + 98) characters x 2 bytes = 200 bytes; five fit in 1,000.
    const c = new PageCache(1_000);
    const page = "x".repeat(98);
    for (const k of ["/a", "/b", "/c", "/d", "/e"]) c.set(k, page);
    expect(c.get("/a")).toBe(page);
    c.set("/f", page);
    expect(c.size).toBe(5);
    expect(c.get("/b")).toBeUndefined();
    expect(c.get("/a")).toBe(page);
    for (let i = 0; i < 1_000; i++) c.set(`/${i % 100}`.padEnd(2, "_"), page);
    expect(c.size).toBeLessThanOrEqual(5);
  });

  it("does not keep a page larger than the whole cache", () => {
    const c = new PageCache(100);
    c.set("/big", "y".repeat(200));
    expect(c.get("/big")).toBeUndefined();
    expect(c.size).toBe(0);
  });
});
