/**
 * The HTTP API of SPEC.md driven through fastify's `inject()` (no port is
 * opened). The knowledge base is the embedded seed corpus only: passing
 * `versions: []` to openKnowledgeBase skips the data directory, so an
 * imported release on the machine cannot change what these tests see.
 *
 * Texts asserted here are the seeds' own: 402.8e is "comes into play" in the
 * 2008 rulings dump (the newest text) and the activated-ability cost rule in
 * the 2006 fragments, which the rulings dump relettered to 402.8f.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openKnowledgeBase } from "../../src/knowledge-base";
import { BODY_LIMIT, buildApp } from "../../src/server/app";
import { etagOf } from "../../src/server/protection";

const RULINGS_402_8E =
  "An object's ability that modifies how it comes into play functions as that object is coming into play. See Rule 419.6i.";
const FRAGMENTS_402_8E =
  "An object’s activated ability that has a cost that can’t be paid while the object is in play functions from any zone in which its cost can be paid.";
const RULINGS_402_8F =
  "An object's activated ability that has a cost that can't be paid while the object is in play functions from any zone in which its cost can be paid.";

let app: FastifyInstance;

beforeAll(async () => {
  const kb = openKnowledgeBase({ versions: [] });
  app = await buildApp({ kb });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
});

function get(url: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: "GET", url });
}

/** A 4xx answer in the `{error, message}` shape, with no stack trace. */
function expectClientError(res: LightMyRequestResponse, status?: number): { error: string; message: string } {
  expect(res.statusCode, res.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
  if (status !== undefined) expect(res.statusCode).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = res.json() as { error: unknown; message: unknown };
  expect(typeof body.error).toBe("string");
  expect(typeof body.message).toBe("string");
  expect((body.message as string).length).toBeGreaterThan(0);
  // No stack frame, no source path in what the client sees.
  expect(res.body).not.toMatch(/\n\s+at |\bat .*\.(ts|js):\d+|node_modules|\/work\/|src\//);
  return body as { error: string; message: string };
}

async function expectStillServing(): Promise<void> {
  const res = await get("/health");
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: "ok", versions: 2 });
}

describe("GET /health", () => {
  it("answers 200 with the number of loaded versions", async () => {
    const res = await get("/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", versions: 2 });
  });

  it("tags its answer with the ETag of its bytes, and answers 304 to a client that holds them", async () => {
    const first = await get("/health");
    expect(first.headers.etag).toBe(etagOf(first.body));
    const again = await app.inject({ method: "GET", url: "/health", headers: { "if-none-match": String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });
});

describe("GET /api/versions", () => {
  it("lists the two seed versions with their dates, oldest first, with counts", async () => {
    const res = await get("/api/versions");
    expect(res.statusCode).toBe(200);
    const versions = res.json() as Array<{ id: string; date: string; title: string; paragraphs: number; glossary: number }>;
    expect(versions.map((v) => [v.id, v.date])).toEqual([
      ["fragments-2006", "2006-10-01"],
      ["rulings-2008-03-17", "2008-03-17"],
    ]);
    for (const v of versions) {
      expect(v.title.length).toBeGreaterThan(0);
      expect(Number.isInteger(v.paragraphs)).toBe(true);
      expect(v.paragraphs).toBeGreaterThan(0);
      expect(v.glossary).toBe(0);
    }
    // The rulings dump quotes only section 402 (402 to 402.8h: 17 paragraphs);
    // the fragments cover much more of sections 401-415.
    const [fragments, rulings] = versions;
    expect(rulings.paragraphs).toBe(17);
    expect(fragments.paragraphs).toBeGreaterThan(rulings.paragraphs);
  });
});

describe("GET /api/rules/:number", () => {
  it("gives the newest text by default: the rulings dump's 402.8e", async () => {
    const res = await get("/api/rules/402.8e");
    expect(res.statusCode).toBe(200);
    const rule = res.json();
    expect(rule).toMatchObject({
      number: "402.8e",
      kind: "subrule",
      title: null,
      text: RULINGS_402_8E,
      examples: [],
      parent: "402.8",
      children: [],
      version: { id: "rulings-2008-03-17", date: "2008-03-17" },
    });
    expect(rule.refs).toEqual([{ number: "419.6i", cited: "419.6i", exists: false }]);
    expect(rule.referencedBy).toEqual([]);
  });

  it("gives the 2006 cost text with ?version=fragments-2006", async () => {
    const res = await get("/api/rules/402.8e?version=fragments-2006");
    expect(res.statusCode).toBe(200);
    const rule = res.json();
    expect(rule.number).toBe("402.8e");
    expect(rule.text).toBe(FRAGMENTS_402_8E);
    expect(rule.version).toEqual({ id: "fragments-2006", date: "2006-10-01" });
    // Three fragments witness it; the typographic copy is the best one.
    expect(rule.witnesses).toHaveLength(3);
    expect(rule.witnesses.filter((w: { best: boolean }) => w.best)).toHaveLength(1);
  });

  it("finds the relettered cost text at 402.8f in the rulings dump", async () => {
    const res = await get("/api/rules/402.8f?version=rulings-2008-03-17");
    expect(res.statusCode).toBe(200);
    expect(res.json().text).toBe(RULINGS_402_8F);
  });

  it("accepts upper-case letters and answers with the canonical number", async () => {
    const res = await get("/api/rules/402.8E");
    expect(res.statusCode).toBe(200);
    expect(res.json().number).toBe("402.8e");
  });

  it("lists a rule's children in order", async () => {
    const res = await get("/api/rules/402.8?version=rulings-2008-03-17");
    expect(res.statusCode).toBe(200);
    expect(res.json().children).toEqual(["402.8a", "402.8b", "402.8c", "402.8d", "402.8e", "402.8f", "402.8g", "402.8h"]);
  });

  it("says which version holds a rule missing from the one asked for (404)", async () => {
    const body = expectClientError(await get("/api/rules/402.8h?version=fragments-2006"), 404);
    expect(body.error).toBe("not_found");
    expect(body.message).toContain("402.8h");
    expect(body.message).toContain("rulings-2008-03-17");
  });
});

describe("GET /api/rules/:number/history", () => {
  it("shows 402.8e added in 2006, its text moved to 402.8f, and a new 402.8e", async () => {
    const res = await get("/api/rules/402.8e/history");
    expect(res.statusCode).toBe(200);
    const h = res.json();
    expect(h.number).toBe("402.8e");
    expect(h.versions.map((e: { version: string; number: string; change: string }) => [e.version, e.number, e.change])).toEqual([
      ["fragments-2006", "402.8e", "added"],
      ["rulings-2008-03-17", "402.8f", "moved"],
      ["rulings-2008-03-17", "402.8e", "added"],
    ]);
    expect(h.versions[0]).toMatchObject({ date: "2006-10-01", text: FRAGMENTS_402_8E });
    expect(h.versions[1]).toMatchObject({ date: "2008-03-17", text: RULINGS_402_8F });
    expect(h.versions[2]).toMatchObject({ date: "2008-03-17", text: RULINGS_402_8E });
  });

  it("is 404 for a rule no version has, 400 for a malformed number", async () => {
    expect(expectClientError(await get("/api/rules/999.9/history"), 404).message).toContain("999.9");
    expect(expectClientError(await get("/api/rules/abc/history"), 400).message).toContain('"abc"');
  });
});

describe("GET /api/diff", () => {
  it("reports 402.8e -> 402.8f as a move from the fragments to the rulings dump", async () => {
    const res = await get("/api/diff?from=fragments-2006&to=rulings-2008-03-17");
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.from).toBe("fragments-2006");
    expect(d.to).toBe("rulings-2008-03-17");
    expect(d.moved).toContainEqual({ from: "402.8e", to: "402.8f", edited: false });
    expect(d.moved).toEqual([
      { from: "402.8e", to: "402.8f", edited: false },
      { from: "402.8f", to: "402.8g", edited: true },
      { from: "402.8g", to: "402.8h", edited: false },
    ]);
    expect(d.added).toEqual(["402.8e"]);
    expect(d.removed).toEqual([]);
    expect(d.edited).toEqual(["402.6", "402.8", "402.8a"]);
    // Only the section both versions hold is compared.
    expect(d.scope).toEqual(["402"]);
  });

  it("reports no change between a version and itself", async () => {
    const res = await get("/api/diff?from=rulings-2008-03-17&to=rulings-2008-03-17");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ from: "rulings-2008-03-17", to: "rulings-2008-03-17", added: [], removed: [], edited: [], moved: [] });
  });

  it.each([
    ["no parameters", "/api/diff", "from"],
    ["no to", "/api/diff?from=fragments-2006", "to"],
    ["no from", "/api/diff?to=fragments-2006", "from"],
    ["an empty from", "/api/diff?from=&to=fragments-2006", "from"],
  ])("is 400 with %s, naming the missing parameter", async (_what, url, param) => {
    const body = expectClientError(await get(url), 400);
    expect(body.message).toContain(param);
    await expectStillServing();
  });

  it.each([
    ["from", "/api/diff?from=1999-01-01&to=rulings-2008-03-17", "1999-01-01"],
    ["to", "/api/diff?from=fragments-2006&to=nope", "nope"],
  ])("is 404 for an unknown %s version, naming it and what is loaded", async (_which, url, bad) => {
    const body = expectClientError(await get(url), 404);
    expect(body.error).toBe("not_found");
    expect(body.message).toContain(`"${bad}"`);
    expect(body.message).toContain("fragments-2006");
    await expectStillServing();
  });

  it("is 400 for a malformed version id", async () => {
    const body = expectClientError(await get("/api/diff?from=..%2F..&to=fragments-2006"), 400);
    expect(body.message).toContain('"../.."');
  });
});

describe("bad input: a 4xx {error, message}, and the server keeps serving", () => {
  const malformed: Array<[string, string, string]> = [
    ["letters", "abc", '"abc"'],
    ["a doubled subrule letter", "402.8ee", '"402.8ee"'],
    ["the skipped letter l", "402.8l", '"402.8l"'],
    ["a NUL byte", "%00", "is not a rule number"],
    ["a path traversal", "..%2F..%2Fetc%2Fpasswd", '"../../etc/passwd"'],
    ["markup", encodeURIComponent("<script>alert(1)</script>"), '"<script>alert(1)</script>"'],
    ["full-width digits", encodeURIComponent("４０２.８e"), '"４０２.８e"'],
    ["an accented letter", encodeURIComponent("402.8é"), '"402.8é"'],
    ["an emoji", encodeURIComponent("402.8🂡"), "is not a rule number"],
  ];

  it.each(malformed)("GET /api/rules/<%s> is 400 naming the input", async (_what, input, named) => {
    const res = await get(`/api/rules/${input}`);
    const body = expectClientError(res, 400);
    expect(body.error).toBe("bad_input");
    expect(body.message).toContain(named);
    await expectStillServing();
  });

  it("reads a trailing dot the way the CR prints numbers: 402. is section 402", async () => {
    // src/rules/numbers.ts documents "402.8." as accepted input, so "402." is
    // section 402 ("402. Abilities"), not a malformed number.
    const res = await get("/api/rules/402.");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ number: "402", kind: "section", title: "Abilities" });
  });

  it("refuses a 10,000-character number with a 4xx, not a 5xx", async () => {
    const res = await get(`/api/rules/${"4".repeat(10_000)}`);
    expectClientError(res);
    await expectStillServing();
  });

  it("refuses a 100-character number as too long, naming the limit", async () => {
    const body = expectClientError(await get(`/api/rules/${"4".repeat(100)}`), 400);
    expect(body.message).toContain("64");
    await expectStillServing();
  });

  it("refuses a URL that is not valid percent-encoding", async () => {
    expectClientError(await get("/api/rules/%E0%A4%A"), 400);
    await expectStillServing();
  });

  it("is 404 for an unknown rule, naming it", async () => {
    const body = expectClientError(await get("/api/rules/999.9"), 404);
    expect(body.error).toBe("not_found");
    expect(body.message).toContain("999.9");
    await expectStillServing();
  });

  it("is 404 for an unknown version, naming it and the loaded ones", async () => {
    const body = expectClientError(await get("/api/rules/402.8e?version=2026-01-16"), 404);
    expect(body.message).toContain('"2026-01-16"');
    expect(body.message).toContain("rulings-2008-03-17");
    await expectStillServing();
  });

  it("is 400 for an empty version", async () => {
    const body = expectClientError(await get("/api/rules/402.8e?version="), 400);
    expect(body.message).toContain("version");
    await expectStillServing();
  });

  it.each([
    ["a path", "..%2F..%2Fetc", '"../../etc"'],
    ["a NUL byte", "%00", "is not a version id"],
    ["markup", encodeURIComponent("<b>x</b>"), '"<b>x</b>"'],
  ])("is 400 for a version id with %s", async (_what, version, named) => {
    const body = expectClientError(await get(`/api/rules/402.8e?version=${version}`), 400);
    expect(body.message).toContain(named);
    await expectStillServing();
  });

  it("is 400 for a version id over 64 characters", async () => {
    expectClientError(await get(`/api/rules/402.8e?version=${"v".repeat(65)}`), 400);
    await expectStillServing();
  });

  it("is 400 for a repeated version parameter", async () => {
    const body = expectClientError(await get("/api/rules/402.8e?version=fragments-2006&version=rulings-2008-03-17"), 400);
    expect(body.message).toContain("version");
  });

  it("answers an unknown route with a 404 JSON body naming it", async () => {
    const body = expectClientError(await get("/api/nothing-here"), 404);
    expect(body.error).toBe("not_found");
    expect(body.message).toContain("/api/nothing-here");
    await expectStillServing();
  });

  it.each(["POST", "DELETE", "PUT"] as const)("answers %s /api/rules/402.8 with 404 or 405", async (method) => {
    const res = await app.inject({ method, url: "/api/rules/402.8" });
    expectClientError(res);
    expect([404, 405]).toContain(res.statusCode);
    await expectStillServing();
  });

  it("ignores a huge unknown query string and still answers the rule", async () => {
    const res = await get(`/api/rules/402.8e?junk=${"z".repeat(200_000)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().text).toBe(RULINGS_402_8E);
    await expectStillServing();
  });

  it("refuses a body over the 1 MB limit with 413", async () => {
    expect(BODY_LIMIT).toBe(1024 * 1024);
    const payload = JSON.stringify({ padding: "x".repeat(BODY_LIMIT + 16) });
    const res = await app.inject({ method: "POST", url: "/api/rules/402.8", payload, headers: { "content-type": "application/json" } });
    expectClientError(res, 413);
    expect(res.json().message).toMatch(/too large/i);
    await expectStillServing();
  });

  it("answers a small body to the same route with 404, not 413: the limit is what refused the big one", async () => {
    const res = await app.inject({ method: "POST", url: "/api/rules/402.8", payload: { a: 1 } });
    expectClientError(res, 404);
  });

  it("answers a body that is not JSON with a 4xx", async () => {
    const res = await app.inject({ method: "POST", url: "/api/rules/402.8", payload: "{not json", headers: { "content-type": "application/json" } });
    expectClientError(res);
    await expectStillServing();
  });

  it("still looks rules up after all of the above", async () => {
    const res = await get("/api/rules/402.8e?version=fragments-2006");
    expect(res.statusCode).toBe(200);
    expect(res.json().text).toBe(FRAGMENTS_402_8E);
  });
});
