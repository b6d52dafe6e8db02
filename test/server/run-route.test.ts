/**
 * POST /api/ask with {"ask": "run"} (src/server/ask-routes.ts,
 * src/answers/run.ts) through inject() on the seed corpus: a run answered
 * with the game it leaves and its log; malformed and illegal actions, and
 * hostile input, each a 4xx in `{error, message}`, never a 5xx, with the
 * server still answering GET /health afterwards.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openKnowledgeBase } from "../../src/knowledge-base";
import { buildApp } from "../../src/server/app";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ kb: openKnowledgeBase({ versions: [] }), rateLimit: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

const SHOCK = "Shock deals 2 damage to target creature or player.";
const library = (owner: string) => [0, 1, 2].map((i) => ({ id: `${owner}-lib${i}`, name: "Island", owner, zone: "library", types: ["land"], position: i }));
const STATE = {
  players: ["alice", "bob"],
  turn: { number: 4, active: "alice", step: "precombat-main" },
  objects: [
    ...library("alice"),
    ...library("bob"),
    { id: "s", name: "Shock", owner: "alice", zone: "hand", types: ["instant"], colors: ["red"], manaCost: "{R}", text: SHOCK },
  ],
};
/** Alice's hand empty and a state trigger that retriggers each time it resolves (410.11): passing never ends the step. */
const LOOP = { ...STATE, objects: [...STATE.objects.filter((o) => o.zone !== "hand"), { id: "oracle", name: "Oracle", owner: "alice", zone: "in-play", types: ["enchantment"], text: "Whenever you have no cards in hand, you gain 1 life." }] };

async function post(payload: string | object): Promise<LightMyRequestResponse> {
  return app.inject({ method: "POST", url: "/api/ask", payload, headers: { "content-type": "application/json" } });
}

async function expectHealthy(): Promise<void> {
  const health = await app.inject({ method: "GET", url: "/health" });
  expect(health.statusCode).toBe(200);
}

/** A 4xx in the API's error shape, and the server still healthy. */
async function expectRefused(payload: string | object, status: number): Promise<{ error: string; message: string }> {
  const res = await post(payload);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = res.json() as { error: string; message: string };
  expect(Object.keys(body).sort()).toEqual(["error", "message"]);
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.message).not.toMatch(/\n\s+at /); // no stack trace
  await expectHealthy();
  return body;
}

describe("a run question", () => {
  it("200: the game it leaves, with the log of every decision and its citation", async () => {
    const res = await post({ ask: "run", state: STATE, actions: [{ do: "play", object: "s", targets: [["bob"]] }, { do: "pass" }, { do: "pass" }] });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const a = res.json();
    expect(a).toMatchObject({
      ask: "run", settled: true, turn: { number: 4, active: "alice", step: "precombat-main" }, priority: "alice", stack: [],
      life: { alice: 20, bob: 18 }, tapped: [], counters: {},
    });
    expect(a.zones.s).toBe("graveyard");
    expect(a.stopped).toBeUndefined();
    const resolved = a.log.find((l: { rule: string }) => l.rule === "413.1");
    expect(resolved).toMatchObject({ event: "resolve", version: expect.any(String) });
    expect(resolved.text).toContain("resolves");
    expect(a.log.map((l: { n: number }) => l.n)).toEqual(a.log.map((_: unknown, i: number) => i + 1));
    // The resulting state can be asked about again.
    expect(a.state).toMatchObject({ players: [{ id: "alice", life: 20 }, { id: "bob", life: 18 }], turn: { step: "precombat-main" } });
    const again = await post({ ask: "run", state: a.state, actions: [{ do: "pass" }, { do: "pass" }] });
    expect(again.statusCode).toBe(200);
    expect(again.json().turn.step).toBe("beginning-of-combat");
  });

  it("200 with no actions: the active player receives priority", async () => {
    const res = await post({ ask: "run", state: STATE });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ settled: true, priority: "alice" });
  });
});

describe("malformed and illegal actions: 400 naming the action", () => {
  it("an unknown action", async () => {
    const body = await expectRefused({ ask: "run", state: STATE, actions: [{ do: "pass" }, { do: "fly" }] }, 400);
    expect(body.error).toBe("bad_input");
    expect(body.message).toMatch(/^actions\[1\]\.do: "fly" is not an action/);
  });

  it("actions that are not a list; an unknown field; a bad zone", async () => {
    expect((await expectRefused({ ask: "run", state: STATE, actions: { do: "pass" } }, 400)).message).toMatch(/^actions: expected a list/);
    expect((await expectRefused({ ask: "run", state: STATE, actions: [{ do: "pass", tims: 2 }] }, 400)).message).toMatch(/^actions\[0\]\.tims: not a field/);
    expect((await expectRefused({ ask: "run", state: STATE, actions: [{ do: "move", object: "s", to: "moon" }] }, 400)).message).toMatch(/^actions\[0\]\.to:/);
  });

  it("an illegal action: resolve with an empty stack", async () => {
    const body = await expectRefused({ ask: "run", state: STATE, actions: [{ do: "pass" }, { do: "resolve" }] }, 400);
    expect(body.message).toMatch(/^actions\[1\]: the stack is empty/);
  });

  it("an illegal action: a player without priority", async () => {
    const body = await expectRefused({ ask: "run", state: STATE, actions: [{ do: "play", object: "s", player: "bob", targets: [["bob"]] }] }, 400);
    expect(body.message).toBe("actions[0].player: bob does not have priority; alice has (408.1c)");
  });

  it("an unknown field of the question", async () => {
    expect((await expectRefused({ ask: "run", state: STATE, actions: [], steps: 5 }, 400)).message).toMatch(/^steps: not a field of a "run" question/);
  });
});

describe("long runs", () => {
  it("1,000 passes in a game that never settles: answered, or stopped with settled false; then /health answers", async () => {
    const res = await post({ ask: "run", state: LOOP, actions: Array.from({ length: 1_000 }, () => ({ do: "pass" })) });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const a = res.json();
    if (a.settled) {
      expect(a.stopped).toBeUndefined();
    } else {
      expect(a.stopped).toMatch(/budget|time limit/);
      expect(a.log.at(-1)).toMatchObject({ event: "stop", rule: "408.1b" });
    }
    expect(a.life.alice).toBeGreaterThan(20);
    await expectHealthy();
  });

  it("a small budget: 200, settled false, the budget named", async () => {
    const res = await post({ ask: "run", state: LOOP, actions: Array.from({ length: 100 }, () => ({ do: "pass" })), budget: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ settled: false, stopped: expect.stringContaining("budget of 5") });
    await expectHealthy();
  });
});

describe("hostile input: 4xx, never a 5xx, and the server keeps serving", () => {
  it("100,000 actions (within the body limit): 400", async () => {
    const body = await expectRefused({ ask: "run", state: STATE, actions: Array.from({ length: 100_000 }, () => ({})) }, 400);
    expect(body.message).toBe("actions: 100000 actions; at most 1000 are accepted");
  });

  it("100,000 passes spelled out: over the body limit, 413", async () => {
    await expectRefused({ ask: "run", state: STATE, actions: Array.from({ length: 100_000 }, () => ({ do: "pass" })) }, 413);
  });

  it("deep nesting as the actions, as an action, inside targets and as a number: 400 naming the field", async () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    const deepObject = '{"a":'.repeat(50_000) + "1" + "}".repeat(50_000);
    const s = JSON.stringify(STATE);
    const cases: Array<[string, RegExp]> = [
      [`{"ask":"run","state":${s},"actions":${deep}}`, /^actions\[0\]\[0\]\[0\]…: nests deeper than 64 levels/],
      [`{"ask":"run","state":${s},"actions":[${deep}]}`, /^actions\[0\]\[0\]\[0\]…: nests deeper/],
      [`{"ask":"run","state":${s},"actions":[{"do":"play","object":"s","targets":${deep}}]}`, /^actions\[0\]\.targets\[0\]…: nests deeper/],
      [`{"ask":"run","state":${s},"actions":[{"do":"choose","object":"s","targets":[[${deep}]]}]}`, /^actions\[0\]\.targets\[0\]…: nests deeper/],
      [`{"ask":"run","state":${s},"actions":[{"do":"pass","times":${deepObject}}]}`, /^actions\[0\]\.times\.a…: nests deeper/],
      [`{"ask":"run","state":${s},"actions":[],"budget":${deep}}`, /^budget\[0\]\[0\]\[0\]…: nests deeper/],
    ];
    for (const [payload, message] of cases) expect((await expectRefused(payload, 400)).message).toMatch(message);
  });

  it("a huge budget: 400", async () => {
    for (const budget of [1e12, 100_001, Number.MAX_SAFE_INTEGER]) {
      expect((await expectRefused({ ask: "run", state: STATE, actions: [], budget }, 400)).message).toMatch(/^budget: expected a whole number of loop steps from 1 to 100000/);
    }
  });

  it("a huge times on a pass is bounded by the budget: 200, settled false", async () => {
    const res = await post({ ask: "run", state: LOOP, actions: [{ do: "pass", times: 100_000 }], budget: 50 });
    expect(res.statusCode).toBe(200);
    expect(res.json().settled).toBe(false);
    await expectHealthy();
  });
});
