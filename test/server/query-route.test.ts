/**
 * POST /api/query (src/server/query-routes.ts) through inject() on the seed
 * corpus: rows for a good query; 400 for a query that cannot be read (with
 * its line and column), a missing query or fields of the wrong type; 404 for
 * an unknown version; 422 for a runaway query, with GET /health answering
 * while it runs and after; 413 for a huge body; hostile JSON a 4xx, never a
 * 5xx. Every error is `{error, message}` without a stack trace. The app's
 * onClose stops the query workers.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_QUERY } from "../../src/answers/query";
import { openKnowledgeBase, type KnowledgeBase } from "../../src/knowledge-base";
import { BODY_LIMIT, buildApp } from "../../src/server/app";
import { NECRO_STATE } from "../support/necrosavant";

let kb: KnowledgeBase;
let app: FastifyInstance;

beforeAll(async () => {
  kb = openKnowledgeBase({ versions: [] });
  app = await buildApp({ kb, rateLimit: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await kb?.close();
});

const STATE = NECRO_STATE;
const COUNT_RULES = '[:find (count ?r) . :where [?r "rule/number" _]]';
const RUNAWAY = '[:find ?a ?b ?c ?d :where [?a "rule/text" _] [?b "rule/text" _] [?c "rule/text" _] [?d "rule/text" _]]';

/** Each refusal must come back within this many ms (a runaway query is stopped at 2 s): a hang fails the test. */
const BOUND_MS = 10_000;

function post(payload: string | object, headers: Record<string, string> = { "content-type": "application/json" }): Promise<LightMyRequestResponse> {
  return app.inject({ method: "POST", url: "/api/query", payload, headers });
}

/** A 4xx in the API's error shape, within the bound, and the server still healthy. */
async function expectRefused(payload: string | object, status: number | null): Promise<{ error: string; message: string }> {
  const started = performance.now();
  const res = await post(payload);
  expect(performance.now() - started).toBeLessThan(BOUND_MS);
  expect(res.statusCode, res.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
  if (status !== null) expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = res.json() as { error: string; message: string };
  expect(Object.keys(body).sort()).toEqual(["error", "message"]);
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.message).not.toMatch(/\n\s+at /);
  const health = await app.inject({ method: "GET", url: "/health" });
  expect(health.statusCode).toBe(200);
  return body;
}

describe("answers", () => {
  it("200 with the rows and the answer's metadata", async () => {
    const res = await post({ query: '[:find ?n ?t :where [?r "rule/number" ?n] [?r "rule/title" ?t] [(= ?n "402")]]' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.result).toEqual([["402", "Abilities"]]);
    expect(body.rows).toBe(1);
    expect(body.version).toBeNull();
    expect(body.rules).toEqual([]);
    expect(typeof body.ms).toBe("number");
  });

  it("args, :keys objects and a version", async () => {
    const res = await post({
      query: '[:find ?n ?t :keys number title :in $ ?n :where [?r "rule/number" ?n] [?r "rule/title" ?t]]',
      args: ["402"],
      version: "fragments-2006",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ result: [{ number: "402", title: "Abilities" }], rows: 1, version: "fragments-2006" });
  });

  it("a scalar, and a collection", async () => {
    const scalar = await post({ query: COUNT_RULES });
    expect(scalar.statusCode).toBe(200);
    expect(scalar.json().result).toBeGreaterThan(100);
    const coll = await post({ query: '[:find [?v ...] :where [_ "version/id" ?v]]' });
    expect(coll.statusCode).toBe(200);
    expect([...coll.json().result].sort()).toEqual(kb.versions().map((v) => v.id).sort());
  });

  it("a state and a library rule: functions-in for Necrosavant, with the rules it called", async () => {
    const res = await post({
      query: '[:find ?zone ?rule :in $ % ?id :where [?o "object/id" ?id] [?a "ability/object" ?o] (functions-in ?a ?zone ?rule)]',
      args: ["necro"],
      state: STATE,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual([["graveyard", "402.8h"]]);
    expect([...res.json().rules].sort()).toEqual(["confined", "functions-in", "spell-object"]);
  });
});

describe("refusals", () => {
  it("a malformed query: 400 saying the line and column", async () => {
    const body = await expectRefused({ query: '[:find ?n\n :where [?r "rule/number" ?n]]]' }, 400);
    expect(body.error).toBe("bad_input");
    expect(body.message).toMatch(/^query: /);
    expect(body.message).toContain("line 2, column 31");
    const open = await expectRefused({ query: '[:find ?n\n :where [?r "rule/number" ?n' }, 400);
    expect(open.message).toContain("line 2, column 9");
  });

  it("a missing query: 400", async () => {
    const body = await expectRefused({ args: [] }, 400);
    expect(body.message).toContain("query");
    await expectRefused({}, 400);
    await expectRefused({ query: "" }, 400);
  });

  it("a body that is not an object: 400", async () => {
    await expectRefused("[]", 400);
    await expectRefused('"[:find ?n :where [?r \\"rule/number\\" ?n]]"', 400);
    await expectRefused("null", 400);
  });

  it("fields of the wrong type: 400", async () => {
    for (const payload of [
      { query: { find: "?n" } },
      { query: ["[:find ?n]"] },
      { query: COUNT_RULES, state: [1, 2] },
      { query: COUNT_RULES, state: "alice" },
      { query: COUNT_RULES, args: { a: 1 } },
      { query: COUNT_RULES, rules: { a: 1 } },
      { query: COUNT_RULES, version: { id: "fragments-2006" } },
    ]) {
      await expectRefused(payload, 400);
    }
  });

  it("an unknown field, a query over the limit, a rules entry that is not a rule: 400 naming them", async () => {
    expect((await expectRefused({ query: COUNT_RULES, limit: 5 }, 400)).message).toContain("limit");
    expect((await expectRefused({ query: COUNT_RULES + " ".repeat(MAX_QUERY) }, 400)).message).toContain("query");
    expect((await expectRefused({ query: "[:find ?n :in $ % :where (r ?n)]", rules: "[[:not-a-rule]]" }, 400)).message).toMatch(/^rules\[0\]: /);
  });

  it("a library rule called without % in :in: 400 saying so", async () => {
    const body = await expectRefused({ query: '[:find ?z :in $ ?id :where [?o "object/id" ?id] [?a "ability/object" ?o] (functions-in ?a ?z ?r)]', args: ["necro"], state: STATE }, 400);
    expect(body.message).toContain("%");
  });

  it("an invalid state: 400 naming the field", async () => {
    const body = await expectRefused({ query: COUNT_RULES, state: { players: "alice" } }, 400);
    expect(body.message).toMatch(/^state\.players: /);
  });

  it("datascript's own error: 400 bad_query", async () => {
    const body = await expectRefused({ query: '[:find ?e :where [?e "rule/number" ?n] [(no-such-fn ?n)]]' }, 400);
    expect(body.error).toBe("bad_query");
    expect(body.message).toMatch(/^query: /);
  });

  it("an unknown version: 404", async () => {
    const body = await expectRefused({ query: COUNT_RULES, version: "2099-01-01" }, 404);
    expect(body.error).toBe("not_found");
    expect(body.message).toContain("2099-01-01");
  });

  it("broken JSON: 400", async () => {
    await expectRefused('{"query": "[:find ?n', 400);
    await expectRefused("{", 400);
  });
});

describe("a runaway query", () => {
  it("422 query_timeout; /health answers while it runs and after, and the next query answers", async () => {
    await post({ query: COUNT_RULES }); // the workers are up
    let settled = false;
    const slow = post({ query: RUNAWAY }).finally(() => {
      settled = true;
    });
    const during = await app.inject({ method: "GET", url: "/health" });
    expect(during.statusCode).toBe(200);
    expect(during.json().status).toBe("ok");
    const lookup = await app.inject({ method: "GET", url: "/api/rules/402.8h" });
    expect(lookup.statusCode).toBe(200);
    expect(settled).toBe(false);

    const res = await slow;
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toBe("query_timeout");
    expect(res.json().message).toContain("time limit");

    expect((await app.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
    const next = await post({ query: COUNT_RULES });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().result).toBeGreaterThan(100);
  });
});

describe("hostile bodies", () => {
  it("a body over the limit: 413", async () => {
    const body = await expectRefused(JSON.stringify({ query: COUNT_RULES, args: ["x".repeat(BODY_LIMIT)] }), 413);
    expect(body.message.length).toBeLessThan(500);
  });

  it("__proto__ and constructor.prototype keys: 400", async () => {
    await expectRefused(`{"query":${JSON.stringify(COUNT_RULES)},"__proto__":{"polluted":true}}`, 400);
    await expectRefused(`{"query":${JSON.stringify(COUNT_RULES)},"state":{"players":["a"],"__proto__":{"polluted":true}}}`, 400);
    await expectRefused(`{"query":${JSON.stringify(COUNT_RULES)},"args":[{"__proto__":{"polluted":true}}]}`, 400);
    await expectRefused(`{"query":${JSON.stringify(COUNT_RULES)},"constructor":{"prototype":{"polluted":true}}}`, 400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("deep nesting where it is not read as args: 4xx", async () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    const deepObject = '{"a":'.repeat(50_000) + "1" + "}".repeat(50_000);
    await expectRefused(`{"query":${JSON.stringify(COUNT_RULES)},"state":${deepObject}}`, null);
    await expectRefused(`{"query":${JSON.stringify(COUNT_RULES)},"state":{"players":${deep}}}`, null);
    await expectRefused(`{"query":${JSON.stringify(COUNT_RULES)},"deep":${deep}}`, null);
    await expectRefused(`{"query":${deep}}`, null);
    await expectRefused(`{"query":${JSON.stringify("[".repeat(15_000))}}`, 400);
    await expectRefused(`{"query":${JSON.stringify(COUNT_RULES)},"rules":${JSON.stringify("[".repeat(15_000))}}`, 400);
  });

  it("deep nesting inside args: 4xx, not 500", async () => {
    const deep = "[".repeat(20_000) + "]".repeat(20_000);
    await expectRefused(`{"query":"[:find ?n . :in $ ?x :where [?r \\"rule/number\\" ?n]]","args":[${deep}]}`, null);
  });

  it("a query returning $ itself: 4xx, not 500", async () => {
    await expectRefused({ query: '[:find ?d . :where [?e "rule/number" "402"] [(vector $ ?e) ?d]]' }, null);
  });

  it("the server still answers after all of it", async () => {
    expect((await app.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
    const res = await post({ query: COUNT_RULES });
    expect(res.statusCode).toBe(200);
  });
});

describe("POST /api/query does not coerce wrong types (the query module names them)", () => {
  it("a number for version is a 400 naming version, not a 404 for \"5\"", async () => {
    expect((await expectRefused({ query: COUNT_RULES, version: 5 }, 400)).message).toMatch(/^version: expected a version id/);
  });

  it("a string for args is a 400 naming args, not a one-value list", async () => {
    expect((await expectRefused({ query: '[:find ?t . :in $ ?n :where [?r "rule/number" ?n] [?r "rule/title" ?t]]', args: "402" }, 400)).message).toMatch(/^args: expected a list/);
  });
});
