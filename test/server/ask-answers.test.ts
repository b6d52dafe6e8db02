/**
 * POST /api/ask's answers kept by content (src/server/ask-answers.ts), on a
 * real worker pool over the seed corpus: what goes to a worker is counted
 * on the pool itself.
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import { openKnowledgeBase } from "../../src/knowledge-base";
import { AskAnswers, bodyKey } from "../../src/server/ask-answers";
import { AskPool } from "../../src/server/ask-pool";
import { NECRO_STATE } from "../support/necrosavant";

const kb = openKnowledgeBase({ versions: [] });
const pool = new AskPool(kb, { size: 1, deadlineMs: 20_000 });
afterAll(() => pool.close());

const FUNCTIONS = { ask: "functions", state: NECRO_STATE, object: "necro", ability: 0 };
const MAIN = { number: 4, active: "alice", step: "precombat-main" };
const SORCERER = { id: "sorc", name: "Prodigal Sorcerer", owner: "alice", zone: "in-play", types: ["creature"], controlledSinceTurn: 4, text: "{T}: Prodigal Sorcerer deals 1 damage to target creature or player." };
const PATRON = { id: "p", name: "Test Patron", owner: "alice", zone: "in-play", types: ["enchantment"], text: "As long as Test Patron is in play, creatures you control have haste." };

/** A fresh memory over the shared pool, and the number of questions that went to a worker. */
function answers(): { answers: AskAnswers; asked: () => number } {
  const spy = vi.spyOn(pool, "answer");
  spy.mockClear();
  return { answers: new AskAnswers(pool), asked: () => spy.mock.calls.length };
}

const json = async (p: Promise<{ body: Buffer }>) => JSON.parse((await p).body.toString()) as Record<string, unknown>;

describe("AskAnswers", () => {
  it("the same question again is sent from memory, byte for byte and with its ETag, without a worker", async () => {
    const { answers: a, asked } = answers();
    const first = await a.answer(FUNCTIONS);
    const again = await a.answer(structuredClone(FUNCTIONS));
    expect(asked()).toBe(1);
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.etag).toBe(first.etag);
    expect(JSON.parse(first.body.toString())).toEqual(kb.ask(FUNCTIONS));
  });

  it("a body changed anywhere, the state included, goes to a worker and gets its own answer", async () => {
    const { answers: a, asked } = answers();
    expect(await json(a.answer(FUNCTIONS))).toMatchObject({ zone: "graveyard", functions: true });
    const inPlay = { ...FUNCTIONS, state: { ...NECRO_STATE, objects: [{ ...NECRO_STATE.objects[0], zone: "in-play" }] } };
    expect(await json(a.answer(inPlay))).toMatchObject({ zone: "in-play", functions: false });
    const laterTurn = { ...FUNCTIONS, state: { ...NECRO_STATE, turn: { ...NECRO_STATE.turn, number: 5 } } };
    await a.answer(laterTurn);
    expect(asked()).toBe(3);
    expect(a.size).toBe(3);
  });

  it("expect, accepted and ignored, does not make a question new", async () => {
    const { answers: a, asked } = answers();
    await a.answer(FUNCTIONS);
    await a.answer({ ...FUNCTIONS, expect: { functions: true } });
    expect(asked()).toBe(1);
  });

  it("an uncertain answer is kept whole: certain false and what was unread, the same the second time", async () => {
    const { answers: a, asked } = answers();
    const question = { ask: "can-play", state: { players: ["alice", "bob"], turn: MAIN, objects: [SORCERER, PATRON] }, object: "sorc", ability: 0 };
    const first = await json(a.answer(question));
    expect(first).toMatchObject({ canPlay: false, certain: false, unread: [{ object: "p" }] });
    expect(await json(a.answer(question))).toEqual(first);
    expect(asked()).toBe(1);
  });

  it("an answer is found by its body's bytes once kept; not before, not for other bytes, and not for a refused body", async () => {
    const { answers: a } = answers();
    const text = JSON.stringify(FUNCTIONS);
    const key = bodyKey(Buffer.from(text));
    expect(a.keptFor(key)).toBeUndefined();
    const first = await a.answer(FUNCTIONS, key);
    expect(a.keptFor(key)).toBe(first);
    expect(a.keptFor(bodyKey(Buffer.from(` ${text}`)))).toBeUndefined();
    const spacedKey = bodyKey(Buffer.from(JSON.stringify(FUNCTIONS, null, 1)));
    expect(await a.answer(FUNCTIONS, spacedKey)).toBe(first);
    expect(a.keptFor(spacedKey)).toBe(first);
    const badKey = bodyKey(Buffer.from("bad"));
    await expect(a.answer({ ...FUNCTIONS, object: "nobody" }, badKey)).rejects.toMatchObject({ status: 400 });
    expect(a.keptFor(badKey)).toBeUndefined();
  });

  it("a run that stopped short is not found by its body's bytes either", async () => {
    const { answers: a } = answers();
    const short = { ask: "run", state: NECRO_STATE, actions: [{ do: "pass", times: 20 }], budget: 1 };
    const key = bodyKey(Buffer.from(JSON.stringify(short)));
    expect(await json(a.answer(short, key))).toMatchObject({ settled: false });
    expect(a.keptFor(key)).toBeUndefined();
  });

  it("a refused question is not kept: asked again, it goes to a worker again and is refused again", async () => {
    const { answers: a, asked } = answers();
    const bad = { ...FUNCTIONS, object: "nobody" };
    await expect(a.answer(bad)).rejects.toMatchObject({ status: 400 });
    await expect(a.answer(bad)).rejects.toMatchObject({ status: 400 });
    expect(asked()).toBe(2);
    expect(a.size).toBe(0);
  });

  it("a run that stopped short (settled false) is not kept; a settled one is", async () => {
    const { answers: a, asked } = answers();
    const short = { ask: "run", state: NECRO_STATE, actions: [{ do: "pass", times: 20 }], budget: 1 };
    expect(await json(a.answer(short))).toMatchObject({ settled: false });
    await a.answer(short);
    expect(asked()).toBe(2);
    const settled = { ask: "run", state: NECRO_STATE, actions: [] };
    expect(await json(a.answer(settled))).toMatchObject({ settled: true });
    await a.answer(settled);
    expect(asked()).toBe(3);
  });

  it("the same question asked while its first asking is on a worker waits for that answer", async () => {
    const { answers: a, asked } = answers();
    const question = { ...FUNCTIONS, zone: "hand" };
    const all = await Promise.all([a.answer(question), a.answer(question), a.answer(question)]);
    expect(asked()).toBe(1);
    expect(new Set(all.map((p) => p.body.toString())).size).toBe(1);
  });
});
