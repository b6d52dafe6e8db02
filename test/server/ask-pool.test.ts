import { afterAll, describe, expect, it } from "vitest";
import { openKnowledgeBase } from "../../src/knowledge-base";
import { AskPool, inputWork } from "../../src/server/ask-pool";
import { card, state } from "../support/game";

const GAIN = "Whenever a creature is put into a graveyard from play, you gain 1 life.";

describe("inputWork: objects × abilities", () => {
  it("counts each text line as an ability, structured abilities where they outnumber the text", () => {
    const objects = [
      card("a", "A", "alice", "in-play", ["creature"], `${GAIN}\nFlying`),
      card("b", "B", "alice", "in-play", ["creature"], GAIN, { abilities: [{}, {}, {}] }),
      card("c", "C", "alice", "hand", ["creature"]),
    ];
    expect(inputWork({ ask: "triggers", state: state(objects) })).toEqual({ objects: 3, abilities: 5, total: 15 });
  });

  it("reads nothing it cannot: a question without a state or with odd objects is 0 work, left to answers/ask.ts to refuse", () => {
    expect(inputWork(null).total).toBe(0);
    expect(inputWork({ state: { objects: "x" } }).total).toBe(0);
    expect(inputWork({ state: { objects: [null, 3, { text: 5 }] } })).toEqual({ objects: 3, abilities: 0, total: 0 });
  });
});

describe("AskPool", () => {
  const pool = new AskPool(openKnowledgeBase({ versions: [] }), { maxWork: 4, size: 1, deadlineMs: 20_000 });
  afterAll(() => pool.close());

  it("answers on a worker what kb.ask answers, and a bad question is the same 400", async () => {
    const question = { ask: "triggers", state: state([card("a", "A", "alice", "in-play", ["creature"], GAIN)]), event: { kind: "zone-change", objects: ["a"], to: "graveyard" } };
    expect(await pool.ask(question)).toEqual(openKnowledgeBase({ versions: [] }).ask(question));
    await expect(pool.ask({ ask: "nonsense", state: state([]) })).rejects.toMatchObject({ status: 400, message: expect.stringContaining("nonsense") });
  }, 30_000);

  it("refuses input work over its cap before a worker sees it (422)", async () => {
    const objects = ["a", "b", "c"].map((id) => card(id, id, "alice", "in-play", ["creature"], GAIN));
    await expect(pool.ask({ ask: "triggers", state: state(objects) })).rejects.toMatchObject({ status: 422, code: "question_too_large" });
  });

  it("refuses with a 429 a question beyond a full queue, and answers the queued ones", async () => {
    const small = new AskPool(openKnowledgeBase({ versions: [] }), { size: 1, maxQueued: 2, deadlineMs: 20_000 });
    try {
      const question = { ask: "triggers", state: state([card("a", "A", "alice", "in-play", ["creature"], GAIN)]), event: { kind: "zone-change", objects: ["a"], to: "graveyard" } };
      await small.ask(question); // the worker is up: the next question runs at once, two wait, the fourth is refused
      const settled = await Promise.allSettled(Array.from({ length: 4 }, () => small.ask(question)));
      expect(settled.filter((s) => s.status === "fulfilled")).toHaveLength(3);
      expect(settled.filter((s) => s.status === "rejected").map((s) => (s as PromiseRejectedResult).reason)).toEqual([
        expect.objectContaining({ status: 429, code: "busy", message: expect.stringContaining("2 questions are waiting") }),
      ]);
    } finally {
      await small.close();
    }
  }, 30_000);

  it("after close, refuses with a 503", async () => {
    const closed = new AskPool(openKnowledgeBase({ versions: [] }));
    await closed.close();
    await expect(closed.ask({ ask: "triggers" })).rejects.toMatchObject({ status: 503, code: "closing" });
  });
});
