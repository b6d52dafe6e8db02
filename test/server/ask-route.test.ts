/**
 * POST /api/ask (src/server/ask-routes.ts) through inject() on the seed
 * corpus: answers with their citations, and hostile input, each a 4xx in
 * `{error, message}` within a bounded time, never a 5xx, with the server
 * still answering GET /health afterwards.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openKnowledgeBase } from "../../src/knowledge-base";
import { BODY_LIMIT, buildApp } from "../../src/server/app";
import { MAX_OBJECTS, MAX_TEXT } from "../../src/state/read-state";
import { NECRO_STATE } from "../support/necrosavant";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ kb: openKnowledgeBase({ versions: [] }), rateLimit: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

/** Each hostile request must be answered within this many ms: a hang fails the test. */
const BOUND_MS = 5_000;

const STATE = NECRO_STATE;

async function post(payload: string | object, headers: Record<string, string> = { "content-type": "application/json" }): Promise<{ res: LightMyRequestResponse; ms: number }> {
  const started = performance.now();
  const res = await app.inject({ method: "POST", url: "/api/ask", payload, headers });
  return { res, ms: performance.now() - started };
}

/** A 4xx in the API's error shape, within the bound, and the server still healthy. */
async function expectRefused(payload: string | object, status: number | null, headers?: Record<string, string>): Promise<{ error: string; message: string }> {
  const { res, ms } = await post(payload, headers);
  expect(ms).toBeLessThan(BOUND_MS);
  expect(res.statusCode, res.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
  if (status !== null) expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = res.json() as { error: string; message: string };
  expect(Object.keys(body).sort()).toEqual(["error", "message"]);
  expect(typeof body.error).toBe("string");
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.message).not.toMatch(/\n\s+at /); // no stack trace
  const health = await app.inject({ method: "GET", url: "/health" });
  expect(health.statusCode).toBe(200);
  return body;
}

describe("answers", () => {
  it("a functions question: 200 with the answer and its citations", async () => {
    const { res } = await post({ ask: "functions", state: STATE, object: "necro", ability: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const a = res.json();
    expect(a).toMatchObject({ ask: "functions", object: "necro", zone: "graveyard", functions: true, zones: ["graveyard"] });
    expect(a.ability).toMatchObject({ index: 0, kind: "activated" });
    expect(a.because[0]).toMatchObject({ rule: "402.8h", version: "rulings-2008-03-17" });
    expect(a.because[0].text).toContain("moves the object it's on out of a particular zone");
    expect(a.because[0].detail.length).toBeGreaterThan(0);
  });

  it("the same question twice, whitespace aside: the same answer and ETag; the state changed: its own answer", async () => {
    const question = { ask: "functions", state: STATE, object: "necro", ability: 0 };
    const first = (await post(question)).res;
    const again = (await post(JSON.stringify(question, null, 2))).res;
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    const moved = (await post({ ...question, state: { ...STATE, objects: [{ ...STATE.objects[0], zone: "hand" }] } })).res;
    expect(moved.json()).toMatchObject({ zone: "hand", functions: false });
    expect(moved.headers.etag).not.toBe(first.headers.etag);
  });

  it("the same bytes again are answered from memory before they are parsed; other bytes of the same question are parsed and get the same answer", async () => {
    const text = JSON.stringify({ ask: "functions", state: STATE, object: "necro", ability: 0, zone: "exile" });
    const first = (await post(text)).res;
    expect(first.statusCode).toBe(200);
    const parse = vi.spyOn(JSON, "parse");
    try {
      const again = (await post(text)).res;
      expect(parse).not.toHaveBeenCalled();
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers["content-type"]).toMatch(/^application\/json/);
      expect(again.headers["x-content-type-options"]).toBe("nosniff");
      const spaced = (await post(` ${text}`)).res;
      expect(parse).toHaveBeenCalled();
      expect(spaced.body).toBe(first.body);
    } finally {
      parse.mockRestore();
    }
  });

  it("a refused body sent again is refused again, and one cut short after a kept one is broken JSON", async () => {
    const bad = JSON.stringify({ ask: "functions", state: STATE, object: "necro", ability: 7 });
    expect((await expectRefused(bad, 400)).error).toBe("bad_input");
    expect((await expectRefused(bad, 400)).error).toBe("bad_input");
    const good = JSON.stringify({ ask: "functions", state: STATE, object: "necro", ability: 0 });
    expect((await post(good)).res.statusCode).toBe(200);
    expect((await expectRefused(good.slice(0, -1), 400)).error).toBe("FST_ERR_CTP_INVALID_JSON_BODY");
  });

  it("a functions question about another zone: 200, functions false", async () => {
    const { res } = await post({ ask: "functions", state: STATE, object: "necro", ability: 0, zone: "battlefield" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ zone: "battlefield", functions: false, terms: { battlefield: "in play" } });
  });

  it("a can-play question: 200 with canPlay, the checks and their citations", async () => {
    const { res } = await post({ ask: "can-play", state: STATE, object: "necro", ability: 0 });
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({ ask: "can-play", object: "necro", player: "alice", canPlay: true });
    expect(a.because.map((b: { rule: string }) => b.rule)).toEqual(expect.arrayContaining(["403.1", "403.2", "403.3", "402.8h"]));
    for (const b of a.because) {
      expect(Object.keys(b).sort()).toEqual(["detail", "rule", "text", "version"]);
      expect(b.text.length).toBeGreaterThan(0);
    }
  });

  it("a can-play question the rules say no to is still a 200", async () => {
    const { res } = await post({ ask: "can-play", state: STATE, object: "necro", ability: 0, player: "bob" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ canPlay: false, player: "bob" });
    expect(res.json().because[0]).toMatchObject({ rule: "403.2", version: "fragments-2006" });
  });

  it("a bad question is a 400 bad_input naming the field", async () => {
    const body = await expectRefused({ ask: "functions", state: STATE, object: "necro", ability: 3 }, 400);
    expect(body).toEqual({ error: "bad_input", message: expect.stringContaining("necro has 1 ability") });
  });

  it("GET /api/ask is not a route", async () => {
    const res = await app.inject({ method: "GET", url: "/api/ask" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe("not_found");
  });
});

describe("load", () => {
  it("100 questions at once (a client per connection) are all answered, none refused as busy", async () => {
    const question = { ask: "functions", state: STATE, object: "necro", ability: 0 };
    const answers = await Promise.all(Array.from({ length: 100 }, () => post(question)));
    expect(answers.map(({ res }) => res.statusCode)).toEqual(Array(100).fill(200));
  }, 60_000);
});

describe("hostile input: a 4xx, never a 5xx, and the server keeps serving", () => {
  it("broken JSON", async () => {
    await expectRefused('{"ask": "functions", "state": {', 400);
  });

  it("an empty body", async () => {
    await expectRefused("", 400);
  });

  it("a JSON array", async () => {
    const body = await expectRefused("[1, 2, 3]", 400);
    expect(body.message).toContain("object");
  });

  it("JSON null, a string, a number", async () => {
    for (const payload of ["null", '"functions"', "42"]) await expectRefused(payload, 400);
  });

  it("a non-JSON content type", async () => {
    await expectRefused("<ask>functions</ask>", null, { "content-type": "application/xml" });
    await expectRefused("ask=functions", null, { "content-type": "application/x-www-form-urlencoded" });
    await expectRefused("functions", null, { "content-type": "text/plain" });
  });

  it("a body of 10 MB: 413", async () => {
    const body = await expectRefused(`{"ask":"functions","pad":"${"a".repeat(10 * 1024 * 1024)}"}`, 413);
    expect(body.message).toMatch(/too large/i);
  });

  it("a state with 100,000 objects is over the body limit: 413", async () => {
    const objects = Array.from({ length: 100_000 }, (_, i) => ({ id: `o${i}`, owner: "alice", zone: "hand" }));
    const payload = JSON.stringify({ ask: "functions", state: { players: ["alice"], objects }, object: "o0", ability: 0 });
    expect(payload.length).toBeGreaterThan(BODY_LIMIT);
    await expectRefused(payload, 413);
  });

  it(`a body within 1 MB with MAX_OBJECTS+1 (${MAX_OBJECTS + 1}) tiny objects: 400 naming the limit`, async () => {
    const objects = Array.from({ length: MAX_OBJECTS + 1 }, (_, i) => ({ id: `o${i}`, owner: "a", zone: "hand" }));
    const payload = JSON.stringify({ ask: "functions", state: { players: ["a"], objects }, object: "o0", ability: 0 });
    expect(payload.length).toBeLessThan(BODY_LIMIT);
    const body = await expectRefused(payload, 400);
    expect(body.error).toBe("bad_input");
    expect(body.message).toContain("state.objects");
    expect(body.message).toContain(`at most ${MAX_OBJECTS}`);
  });

  it("MAX_OBJECTS objects are accepted", async () => {
    const objects = Array.from({ length: MAX_OBJECTS }, (_, i) => ({ id: `o${i}`, owner: "a", zone: "hand", text: i === 0 ? "Cycling {2}" : undefined }));
    const { res, ms } = await post({ ask: "functions", state: { players: ["a"], objects }, object: "o0", ability: 0 });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(ms).toBeLessThan(BOUND_MS);
    expect(res.json()).toMatchObject({ functions: true, zones: ["hand"] });
  });

  it("deep nesting: 100,000 nested arrays in a field, within 1 MB: 400, not 500", async () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    const inState = `{"ask":"functions","state":{"players":["a"],"objects":[],"deep":${deep}},"object":"x","ability":0}`;
    expect(inState.length).toBeLessThan(BODY_LIMIT);
    expect((await expectRefused(inState, 400)).message).toContain("state.deep");
    const inQuestion = `{"ask":"functions","deep":${deep},"state":{"players":["a"]},"object":"x","ability":0}`;
    expect((await expectRefused(inQuestion, 400)).message).toMatch(/^deep\[0\]\[0\]\[0\]…: nests deeper than 64 levels/);
  });

  it("deep nesting where a value is read: as text, as the state, as the object id: 400 naming the field", async () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    const cases: Array<[string, RegExp]> = [
      [`{"ask":"functions","state":{"players":["a"],"objects":[{"id":"x","owner":"a","zone":"hand","text":${deep}}]},"object":"x","ability":0}`, /^state\.objects\[0\]\.text…: nests deeper than 64 levels/],
      [`{"ask":"functions","state":${deep},"object":"x","ability":0}`, /^state\[0\]\[0\]\[0\]…: nests deeper/],
      [`{"ask":"functions","state":${JSON.stringify(STATE)},"object":${deep},"ability":0}`, /^object\[0\]\[0\]\[0\]…: nests deeper/],
    ];
    for (const [body, message] of cases) {
      const err = await expectRefused(body, 400);
      expect(err.message).toMatch(message);
    }
  });

  it(`an ability text of 50,000 characters: 400 naming the limit (${MAX_TEXT})`, async () => {
    const state = { players: ["a"], objects: [{ id: "x", owner: "a", zone: "hand", text: `Cycling {2}${" more".repeat(10_000)}` }] };
    const body = await expectRefused({ ask: "functions", state, object: "x", ability: 0 }, 400);
    expect(body.message).toContain("state.objects[0].text");
    expect(body.message).toContain(`at most ${MAX_TEXT}`);
  });

  it("an ability text of MAX_TEXT characters is accepted", async () => {
    const text = `Cycling {2}\n${"x".repeat(MAX_TEXT - 12)}`;
    expect(text.length).toBe(MAX_TEXT);
    const { res } = await post({ ask: "functions", state: { players: ["a"], objects: [{ id: "x", owner: "a", zone: "hand", text }] }, object: "x", ability: 0 });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  });

  it("__proto__ keys, in the question and in the state", async () => {
    await expectRefused('{"ask":"functions","__proto__":{"polluted":true},"state":{"players":["a"]}}', 400);
    await expectRefused('{"ask":"functions","state":{"players":["a"],"__proto__":{"polluted":true}},"object":"x","ability":0}', 400);
    await expectRefused('{"ask":"functions","state":{"players":["a"],"objects":[{"id":"x","owner":"a","zone":"hand","__proto__":{"text":"Flying"}}]},"object":"x","ability":0}', 400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("constructor.prototype keys", async () => {
    await expectRefused('{"ask":"functions","state":{"players":["a"],"constructor":{"prototype":{"polluted":true}}},"object":"x","ability":0}', 400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("a question with 40 unknown fields: 400 naming one", async () => {
    const question: Record<string, unknown> = { ask: "functions", state: STATE, object: "necro", ability: 0 };
    for (let i = 0; i < 40; i++) question[`field${i}`] = i;
    const body = await expectRefused(question, 400);
    expect(body.error).toBe("bad_input");
    expect(body.message).toMatch(/^field0: not a field of a "functions" question/);
  });

  it("an ask longer than 40 characters or not a string", async () => {
    await expectRefused({ ask: "f".repeat(41), state: STATE }, 400);
    await expectRefused({ ask: { nested: true }, state: STATE }, 400);
  });

  it("a question without ask", async () => {
    await expectRefused({ state: STATE, object: "necro", ability: 0 }, 400);
  });

  it("ids, names and zones full of control characters and long strings", async () => {
    const state = { players: ["a"], objects: [{ id: "x\u0000\u001b[31m", owner: "a", zone: "hand\u0000", text: "Flying" }] };
    const body = await expectRefused({ ask: "functions", state, object: "x", ability: 0 }, 400);
    expect(body.message).not.toMatch(/[\u0000\u001b]/);
    const long = { players: ["a"], objects: [{ id: "y".repeat(10_000), owner: "a", zone: "hand" }] };
    expect((await expectRefused({ ask: "functions", state: long, object: "y", ability: 0 }, 400)).message.length).toBeLessThan(500);
  });

  it("fifty bad requests in a row leave the server answering good ones", async () => {
    for (let i = 0; i < 50; i++) {
      const { res } = await post(i % 2 ? "{" : { ask: "functions", state: { players: [] } });
      expect(res.statusCode).toBe(400);
    }
    const { res } = await post({ ask: "functions", state: STATE, object: "necro", ability: 0 });
    expect(res.statusCode).toBe(200);
  });
});
