import { describe, expect, it } from "vitest";
import { page, PageCache } from "../../src/server/page-cache";

describe("page", () => {
  it("tags a body with a weak ETag of its own, different for another body", () => {
    const a = page("<p>402.8</p>");
    expect(a.body).toEqual(Buffer.from("<p>402.8</p>"));
    expect(a.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(page("<p>402.8</p>").etag).toBe(a.etag);
    expect(page("<p>402.9</p>").etag).not.toBe(a.etag);
  });
});

describe("PageCache", () => {
  it("returns what was stored under the same address, nothing for another", () => {
    const c = new PageCache(1_000);
    c.set("/rules/402.8", page("<p>402.8</p>"));
    expect(c.get("/rules/402.8")).toEqual(page("<p>402.8</p>"));
    expect(c.get("/rules/402.8?version=x")).toBeUndefined();
  });

  it("stays within its size, dropping the least recently used page first", () => {
    // Each entry: 186 bytes of body + (2 + 5) characters x 2 bytes = 200 bytes; five fit in 1,000.
    const c = new PageCache(1_000);
    const p = { body: Buffer.alloc(186, "x"), etag: 'W/"e"' };
    for (const k of ["/a", "/b", "/c", "/d", "/e"]) c.set(k, p);
    expect(c.get("/a")).toBe(p);
    c.set("/f", p);
    expect(c.size).toBe(5);
    expect(c.get("/b")).toBeUndefined();
    expect(c.get("/a")).toBe(p);
    for (let i = 0; i < 1_000; i++) c.set(`/${i % 100}`.padEnd(2, "_"), p);
    expect(c.size).toBeLessThanOrEqual(5);
  });

  it("does not keep a page larger than the whole cache", () => {
    const c = new PageCache(100);
    c.set("/big", page("y".repeat(200)));
    expect(c.get("/big")).toBeUndefined();
    expect(c.size).toBe(0);
  });
});
