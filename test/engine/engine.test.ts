/**
 * src/engine/engine.ts gameOf: the game as facts, remembered while the
 * state is unchanged. A board is never the answer for a state that changed
 * since it was opened, and an object an action did not change is the last
 * board's copy again (its facts not rewritten).
 */
import * as ds from "datascript";
import { describe, expect, it } from "vitest";
import { realized } from "../../src/db/deferred-db";
import { createEngine, gameOf, newId } from "../../src/engine/engine";
import { readState } from "../../src/state/read-state";
import type { Board } from "../../src/judge/board";
import { creature, state } from "../support/run";

const engine = () => createEngine(readState(state([creature("a", "Bear", "alice", 2, 2), creature("b", "Ogre", "bob", 3, 3)], {}, false)));
const damage = (board: Board, id: string) => ds.q('[:find ?d . :in $ ?id :where [?o "object/id" ?id] [?o "object/damage" ?d]]', realized(board.db), id);

describe("gameOf", () => {
  it("answers an unchanged state with the same board, whole or scoped", () => {
    const e = engine();
    expect(gameOf(e)).toBe(gameOf(e));
    expect(gameOf(e, ["a"])).toBe(gameOf(e, ["a"]));
  });

  it("a change to any object, player or the turn is a new board whose facts say so", () => {
    const e = engine();
    const before = gameOf(e);
    expect(damage(before, "b")).toBe(0);
    e.state.objects[1].damage = 2;
    const damaged = gameOf(e);
    expect(damaged).not.toBe(before);
    expect(damage(damaged, "b")).toBe(2);
    expect(damage(before, "b")).toBe(0);
    e.state.players[0].life = 7;
    const hurt = gameOf(e);
    expect(hurt).not.toBe(damaged);
    expect(hurt.state.players[0].life).toBe(7);
    e.state.turn.number = 9;
    expect(gameOf(e)).not.toBe(hurt);
    expect(gameOf(e).state.turn.number).toBe(9);
  });

  it("a board keeps the state it was opened with: a later change to the game is not in it", () => {
    const e = engine();
    const board = gameOf(e);
    e.state.objects[0].tapped = true;
    expect(board.state.objects[0].tapped).toBe(false);
    expect(gameOf(e).state.objects[0].tapped).toBe(true);
  });

  it("the next board shares the last one's copy of an object the change left alone, and copies the changed one", () => {
    const e = engine();
    const before = gameOf(e);
    e.state.objects[1].damage = 1;
    const after = gameOf(e);
    expect(after.state.objects[0]).toBe(before.state.objects[0]);
    expect(after.state.objects[1]).not.toBe(before.state.objects[1]);
    expect(after.state.objects[1]).not.toBe(e.state.objects[1]);
    expect(after.state.objects[1].damage).toBe(1);
  });

  it("a change deep inside an object (an entry added to a list) is a new board holding it", () => {
    const e = engine();
    const before = gameOf(e);
    e.state.objects[1].damagedBy.push("a");
    const after = gameOf(e);
    expect(after).not.toBe(before);
    expect(after.state.objects[1].damagedBy).toEqual(["a"]);
    expect(before.state.objects[1].damagedBy).toEqual([]);
  });

  it("a board's state is frozen: a reader cannot change it behind the facts and the kept boards", () => {
    const board = gameOf(engine());
    expect(() => {
      board.state.objects[0].tapped = true;
    }).toThrow(TypeError);
    expect(() => board.state.objects[0].damagedBy.push("b")).toThrow(TypeError);
    expect(() => board.state.players.pop()).toThrow(TypeError);
    expect(board.state.objects[0].tapped).toBe(false);
  });

  it("going back to an earlier state answers with that state's board", () => {
    const e = engine();
    const first = gameOf(e);
    e.state.objects[0].tapped = true;
    gameOf(e);
    e.state.objects[0].tapped = false;
    expect(gameOf(e)).toBe(first);
  });
});

describe("gameOf with a scope", () => {
  it("is a board of the objects named while no whole board of the state was opened", () => {
    const scoped = gameOf(engine(), ["a"]);
    expect(damage(scoped, "a")).toBe(0);
    expect(damage(scoped, "b")).toBeNull();
  });

  it("is answered by the whole board of the same state, and by a board of its own once the state changed", () => {
    const e = engine();
    const whole = gameOf(e);
    expect(gameOf(e, ["a"])).toBe(whole);
    e.state.objects[0].damage = 1;
    const scoped = gameOf(e, ["a"]);
    expect(scoped).not.toBe(whole);
    expect(damage(scoped, "a")).toBe(1);
  });
});

describe("newId", () => {
  it("numbers new items past every id an object, a player or a stack item holds", () => {
    const e = createEngine(readState(state([creature("ability-1", "Bear", "alice", 2, 2), creature("b", "Ogre", "ability-2", 3, 3)], {
      players: ["alice", "ability-2"], stack: [{ id: "ability-3", source: "b", ability: null, controller: "ability-2", targets: [] }],
    }, false)));
    expect([newId(e, "ability"), newId(e, "ability"), newId(e, "delayed")]).toEqual(["ability-4", "ability-5", "delayed-6"]);
  });
});
