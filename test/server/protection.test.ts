/**
 * What every response carries and every client is held to
 * (src/server/protection.ts: @fastify/helmet, @fastify/etag,
 * @fastify/rate-limit), through inject() on the seed corpus: security
 * headers on pages, API answers and errors; ETags with 304 answers on GET
 * and HEAD; the pages' cache policy; and the per-client rate limit.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openKnowledgeBase, type KnowledgeBase } from "../../src/knowledge-base";
import { buildApp } from "../../src/server/app";
import { etagOf, helmetHeaders } from "../../src/server/protection";

let kb: KnowledgeBase;
let app: FastifyInstance;
beforeAll(async () => {
  kb = openKnowledgeBase({ versions: [] });
  app = await buildApp({ kb, rateLimit: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

function get(url: string, headers: Record<string, string> = {}, on: FastifyInstance = app): Promise<LightMyRequestResponse> {
  return on.inject({ method: "GET", url, headers });
}

function expectSecurityHeaders(res: LightMyRequestResponse): void {
  const csp = res.headers["content-security-policy"];
  expect(typeof csp).toBe("string");
  const directives = (csp as string).split(";").map((d) => d.trim());
  expect(directives).toContain("default-src 'none'");
  expect(directives).toContain("script-src 'self'");
  expect(directives).toContain("style-src 'self'");
  expect(directives).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("unsafe-eval");
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["x-frame-options"]).toBe("DENY");
  expect(res.headers["referrer-policy"]).toBe("no-referrer");
}

describe("security headers", () => {
  it.each([
    ["an HTML page", "/rules/402.8e", 200],
    ["the home page", "/", 200],
    ["a JSON API answer", "/api/rules/402.8e", 200],
    ["/health", "/health", 200],
    ["an asset", "/assets/site.css", 200],
    ["a 404 page", "/rules/999.9", 404],
    ["a 400 page", "/rules/abc", 400],
    ["a 404 for an unknown page address", "/no/such/page", 404],
    ["a JSON 400", "/api/rules/abc", 400],
    ["a JSON 404", "/api/nope", 404],
  ])("are on %s", async (_what, url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res);
  });

  it("are every header @fastify/helmet sends, with its values, set once per answer", async () => {
    const helmet = await helmetHeaders();
    expect(Object.keys(helmet)).toEqual(expect.arrayContaining(["content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy", "cross-origin-opener-policy"]));
    expect(helmet).not.toHaveProperty("strict-transport-security");
    expect(helmet).not.toHaveProperty("content-type");
    for (const url of ["/api/search?q=regenerate", "/api/nope", "/rules/402.8e"]) {
      const res = await get(url);
      for (const [name, value] of Object.entries(helmet)) expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
  });

  it("are on a JSON 404 to another method", async () => {
    const res = await app.inject({ method: "DELETE", url: "/api/rules/402.8" });
    expect(res.statusCode).toBe(404);
    expectSecurityHeaders(res);
  });
});

describe("ETag and 304", () => {
  it.each([
    ["an HTML page", "/rules/402.8e"],
    ["a JSON API answer", "/api/rules/402.8e"],
    ["an asset", "/assets/crkb.js"],
  ])("%s has an ETag; sending it back gets 304 with an empty body", async (_what, url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const again = await get(url, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expectSecurityHeaders(again);
  });

  it("the same page has the same ETag each time, a different page another", async () => {
    const a = (await get("/rules/402.8e")).headers.etag;
    expect((await get("/rules/402.8e")).headers.etag).toBe(a);
    expect((await get("/rules/402.8f")).headers.etag).not.toBe(a);
    expect((await get("/rules/402.8e?version=fragments-2006")).headers.etag).not.toBe(a);
  });

  it("a JSON answer's ETag, kept with its body, is the hash of the body sent, each time", async () => {
    for (const url of ["/api/search?q=regenerate", "/api/rules/402.8e", "/api/versions"]) {
      const first = await get(url);
      const again = await get(url);
      expect(first.headers.etag, url).toBe(etagOf(first.body));
      expect(again.body, url).toBe(first.body);
      expect(again.headers.etag, url).toBe(first.headers.etag);
    }
  });

  it("a different ETag gets the full 200 answer", async () => {
    const first = await get("/rules/402.8e");
    const res = await get("/rules/402.8e", { "if-none-match": 'W/"something-else"' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(first.body);
  });

  it("HEAD carries the GET's ETag, and a matching If-None-Match gets 304", async () => {
    for (const url of ["/rules/402.8e", "/api/versions", "/assets/site.css"]) {
      const etag = (await get(url)).headers.etag as string;
      const head = await app.inject({ method: "HEAD", url });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers.etag, url).toBe(etag);
      const again = await app.inject({ method: "HEAD", url, headers: { "if-none-match": etag } });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it("never turns an error answer into a 304 for another answer's ETag", async () => {
    const etag = (await get("/api/versions")).headers.etag as string;
    for (const url of ["/rules/999.9", "/api/rules/abc", "/no/such/page"]) {
      const res = await get(url, { "if-none-match": etag });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.body.length).toBeGreaterThan(0);
    }
  });
});

describe("cache-control", () => {
  it("rule pages may be cached by anyone for five minutes", async () => {
    for (const url of ["/rules/402.8e", "/rules/402.8e?version=fragments-2006", "/rules/402.8e/diff?from=fragments-2006&to=rulings-2008-03-17", "/", "/search?q=fizzle"]) {
      expect((await get(url)).headers["cache-control"], url).toBe("public, max-age=300");
    }
  });

  it("error pages are not stored", async () => {
    for (const url of ["/rules/999.9", "/rules/abc", "/no/such/page", "/search?q=a&q=b"]) {
      expect((await get(url)).headers["cache-control"], url).toBe("no-store");
    }
  });

  it("API answers are revalidated with their ETag", async () => {
    expect((await get("/api/rules/402.8e")).headers["cache-control"]).toBe("no-cache");
  });
});

describe("rate limit", () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await buildApp({ kb, rateLimit: { max: 3, windowMs: 60_000 } });
    await limited.ready();
  });
  afterAll(async () => {
    await limited?.close();
  });

  // Each test is a different client (address), so they do not share a window.
  const client = (ip: string) => (url: string) => limited.inject({ method: "GET", url, remoteAddress: ip });

  it("counts ratelimit-remaining down and refuses the 4th request with 429", async () => {
    const ask = client("10.0.0.1");
    const remaining: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await ask(i === 1 ? "/api/rules/402.8e" : "/rules/402.8e");
      expect(res.statusCode).toBe(200);
      expect(res.headers["ratelimit-limit"]).toBe("3");
      remaining.push(res.headers["ratelimit-remaining"] as string);
    }
    expect(remaining).toEqual(["2", "1", "0"]);

    const fourth = await ask("/rules/402.8e");
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers["content-type"]).toMatch(/^application\/json/);
    expect(fourth.json()).toMatchObject({ error: "rate_limited" });
    expect(fourth.json().message).toContain("3");
    const retry = Number(fourth.headers["retry-after"]);
    expect(Number.isInteger(retry)).toBe(true);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(fourth.headers["ratelimit-remaining"]).toBe("0");
    expectSecurityHeaders(fourth);
  });

  it("keeps refusing every kind of request from that client in the window", async () => {
    const ask = client("10.0.0.2");
    for (let i = 0; i < 3; i++) expect((await ask("/")).statusCode).toBe(200);
    for (const url of ["/api/versions", "/search?q=fizzle", "/assets/site.css", "/no/such/page"]) {
      expect((await ask(url)).statusCode, url).toBe(429);
    }
  });

  it("exempts /health, which neither counts nor is refused", async () => {
    const ask = client("10.0.0.3");
    for (let i = 0; i < 5; i++) {
      const res = await ask("/health");
      expect(res.statusCode).toBe(200);
      expect(res.headers["ratelimit-remaining"]).toBeUndefined();
    }
    for (let i = 0; i < 3; i++) expect((await ask("/api/versions")).statusCode).toBe(200);
    expect((await ask("/api/versions")).statusCode).toBe(429);
    expect((await ask("/health")).statusCode).toBe(200);
  });

  it("holds each client to its own window", async () => {
    const first = client("10.0.0.4");
    for (let i = 0; i < 4; i++) await first("/api/versions");
    expect((await first("/api/versions")).statusCode).toBe(429);
    const res = await client("10.0.0.5")("/api/versions");
    expect(res.statusCode).toBe(200);
    expect(res.headers["ratelimit-remaining"]).toBe("2");
  });

  it("starts a new window once the old one has ended", async () => {
    const ask = client("10.0.0.6");
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      for (let i = 0; i < 3; i++) await ask("/api/versions");
      expect((await ask("/api/versions")).statusCode).toBe(429);
      vi.setSystemTime(Date.now() + 59_000);
      expect((await ask("/api/versions")).statusCode).toBe(429);
      vi.setSystemTime(Date.now() + 1_001);
      const res = await ask("/api/versions");
      expect(res.statusCode).toBe(200);
      expect(res.headers["ratelimit-remaining"]).toBe("2");
    } finally {
      vi.useRealTimers();
    }
  });

  it("is lifted with rateLimit: false: 50 requests, no 429, no rate headers", async () => {
    for (let i = 0; i < 50; i++) {
      const res = await get(i % 2 ? "/api/rules/402.8e" : "/rules/402.8");
      expect(res.statusCode).toBe(200);
      expect(res.headers["ratelimit-remaining"]).toBeUndefined();
    }
  });

  it("is on by default", async () => {
    const dflt = await buildApp({ kb });
    try {
      const res = await get("/api/versions", {}, dflt);
      expect(res.statusCode).toBe(200);
      expect(Number(res.headers["ratelimit-limit"])).toBeGreaterThan(0);
    } finally {
      await dflt.close();
    }
  });
});
