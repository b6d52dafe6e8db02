/**
 * GET /api/search through inject(), on the seed corpus: ranked results in
 * SPEC.md's shape, and the hostile-query list of the search issue, each a
 * result list or a 400, never a 5xx, with /health answering after each.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openKnowledgeBase } from "../../src/knowledge-base";
import { buildApp } from "../../src/server/app";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ kb: openKnowledgeBase({ versions: [] }) });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

function search(query: Record<string, string>): Promise<LightMyRequestResponse> {
  return app.inject({ method: "GET", url: "/api/search", query });
}

async function expectHealthy(): Promise<void> {
  expect((await app.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
}

describe("GET /api/search", () => {
  it("returns {query, total, results:[{number, title, snippet, score}]}", async () => {
    const res = await search({ q: "fizzle", limit: "3" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.query).toBe("fizzle");
    expect(body.total).toBeGreaterThan(3);
    expect(body.results).toHaveLength(3);
    expect(body.results[0]).toMatchObject({ kind: "rule", number: "413.2a", title: null, version: { id: "fragments-2006" } });
    expect(body.results[0].snippet).toContain("<mark>countered</mark>");
    expect(body.expanded[0].said).toBe("fizzle");
  });

  it("a rule number goes to the paragraph and its children", async () => {
    const body = (await search({ q: "402.8" })).json();
    expect(body.mode).toBe("number");
    expect(body.results.map((r: { number: string }) => r.number).slice(0, 3)).toEqual(["402.8", "402.8a", "402.8b"]);
  });

  it("version= picks the version searched", async () => {
    const body = (await search({ q: "402.8e", version: "fragments-2006" })).json();
    expect(body.scope).toBe("fragments-2006");
    expect(body.results[0].snippet).toContain("cost that can’t be paid");
  });

  const hostile = ["foo:", "~", "^", "+", "-", "*", "\"", "'", "text:", "x~", "x^2", "C:\\path", "a".repeat(10_000), "mana\u0000\u0007ability", "<script>alert(1)</script>", "%", "\u202e\u200b", "😀 trample"];
  it.each(hostile.map((q) => [q.length > 40 ? `${q.slice(0, 10)}… (${q.length} chars)` : JSON.stringify(q), q]))("%s gives results or a clear 400", async (_name, q) => {
    const res = await search({ q });
    expect([200, 400]).toContain(res.statusCode);
    const body = res.json();
    if (res.statusCode === 400) {
      expect(body.error).toBe("bad_input");
      expect(body.message.length).toBeGreaterThan(10);
    } else {
      expect(Array.isArray(body.results)).toBe(true);
      for (const r of body.results) expect(r.snippet).not.toMatch(/<(?!\/?mark>)/);
    }
    await expectHealthy();
  });

  it("an empty or missing query is a 400", async () => {
    for (const res of [await search({ q: "" }), await search({ q: "   " }), await search({})]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/q|query/);
    }
    await expectHealthy();
  });

  it("a 10,000-character query is a 400 saying the limit", async () => {
    const res = await search({ q: "trample ".repeat(1250) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/limit is 500/);
  });

  it.each([["0"], ["101"], ["ten"], ["-1"], ["1e9"]])("limit=%s is a 400", async (limit) => {
    const res = await search({ q: "ability", limit });
    expect(res.statusCode).toBe(400);
    await expectHealthy();
  });

  it("an unknown version is a 404, a malformed one a 400", async () => {
    expect((await search({ q: "ability", version: "1999-01-01" })).statusCode).toBe(404);
    expect((await search({ q: "ability", version: "../../etc" })).statusCode).toBe(400);
  });

  it("each hit says its section", async () => {
    const body = (await search({ q: "fizzle", limit: "1" })).json();
    expect(body.results[0].section).toEqual({ number: "413", title: "Resolving Spells and Abilities" });
  });

  it("version=all lists a text once, as its newest number, saying the numbers it held before: the fragments' 402.8e is 402.8f", async () => {
    const res = await search({ q: "cost that can't be paid", version: "all", limit: "20" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.scope).toBe("all");
    type Hit = { number: string; version: { id: string }; formerly?: unknown };
    // The 2008 rulings renumbered the fragments' 402.8e to 402.8f, word for word: one hit, the newest.
    expect(body.results.some((r: Hit) => r.number === "402.8e" && r.version.id === "fragments-2006")).toBe(false);
    const newest = body.results.find((r: Hit) => r.number === "402.8f" && r.version.id === "rulings-2008-03-17");
    expect(newest.formerly).toEqual([{ number: "402.8e", lastIn: { id: "fragments-2006", date: "2006-10-01" } }]);
    expect(newest.retired).toBeUndefined();
    // The default search has only the newest text of 402.8e.
    const today = (await search({ q: "cost that can't be paid", limit: "20" })).json();
    expect(today.results.some((r: { number: string; version: { id: string } }) => r.number === "402.8e" && r.version.id === "fragments-2006")).toBe(false);
  });

  it("version=all with a rule number lists it and its children once each", async () => {
    const body = (await search({ q: "402.8", version: "all", limit: "100" })).json();
    expect(body.mode).toBe("number");
    expect(body.results.map((r: { number: string }) => r.number)).toEqual(["402.8", "402.8a", "402.8b", "402.8c", "402.8d", "402.8e", "402.8f", "402.8g", "402.8h"]);
    expect(body.total).toBe(9);
  });

  const badVersions: Array<[string, string, number]> = [
    ["empty", "", 400],
    ["upper-case ALL", "ALL", 404],
    ["all with a suffix", "all;drop", 400],
    ["huge", "a".repeat(10_000), 400],
    ["markup", "<script>alert(1)</script>", 400],
    ["a NUL byte", "all\u0000", 400],
    ["a path", "../../etc/passwd", 400],
    ["a wildcard", "*", 400],
  ];
  it.each(badVersions)("a version that is %s is a %s saying what to give, and the server keeps serving", async (_what, version, status) => {
    const res = await search({ q: "ability", version });
    expect(res.statusCode).toBe(status);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json().message.length).toBeGreaterThan(10);
    if (status === 404) expect(res.json().message).toContain('or "all" to search every release');
    await expectHealthy();
  });

  it.each(hostile.map((q) => [q.length > 40 ? `${q.slice(0, 10)}… (${q.length} chars)` : JSON.stringify(q), q]))("%s with version=all gives results or a clear 400", async (_name, q) => {
    const res = await search({ q, version: "all" });
    expect([200, 400]).toContain(res.statusCode);
    if (res.statusCode === 200) for (const r of res.json().results) expect(r.snippet).not.toMatch(/<(?!\/?mark>)/);
    await expectHealthy();
  });

  it("a repeated version is a 400", async () => {
    const res = await app.inject({ method: "GET", url: "/api/search?q=ability&version=all&version=fragments-2006" });
    expect(res.statusCode).toBe(400);
    await expectHealthy();
  });

  it("trailing punctuation still matches", async () => {
    const body = (await search({ q: "countered?" })).json();
    expect(body.total).toBeGreaterThan(0);
    expect(body.results[0].snippet).toMatch(/<mark>countered<\/mark>/i);
  });
});
