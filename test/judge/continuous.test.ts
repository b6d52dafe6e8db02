/**
 * src/judge/continuous.ts: the continuous effects of static abilities,
 * derived once when a board's facts are written (judge/board.ts) and written
 * onto the objects, so that the other queries read them: 405.1 (only a
 * functioning ability of a permanent in play), 418.4a (whatever the text
 * indicates now), 418.5a (layer 6 summed over the printed or set values).
 */
import { describe, expect, it } from "vitest";
import { DB_CLOCK } from "../../src/db/clock";
import { boardQuery, openBoard, updateBoard } from "../../src/judge/board";
import { canPlay } from "../../src/judge/can-play";
import { effectsOn, grantSources } from "../../src/judge/continuous";
import { readState } from "../../src/state/read-state";

type Obj = Record<string, unknown>;
const MAIN = { number: 4, active: "alice", step: "precombat-main" };
const state = (objects: Obj[]) => readState({ players: ["alice", "bob"], turn: MAIN, objects });
const SORCERER: Obj = { id: "sorc", name: "Prodigal Sorcerer", owner: "alice", zone: "in-play", types: ["creature"], controlledSinceTurn: 4, power: 1, toughness: 1, text: "{T}: Prodigal Sorcerer deals 1 damage to target creature or player." };
const FIRES: Obj = { id: "fires", name: "Fires of Yavimaya", owner: "alice", zone: "in-play", types: ["enchantment"], text: "Creatures you control have haste." };
const ANTHEM: Obj = { id: "anthem", name: "Glorious Anthem", owner: "alice", zone: "in-play", types: ["enchantment"], text: "Creatures you control get +1/+1." };

describe("403.4 reads the haste a permanent grants (405.1, 418.4a)", () => {
  it("the Sorcerer that came under control this turn can play {T} with Fires of Yavimaya in play, even when the question's scope is the Sorcerer alone", () => {
    const without = canPlay(openBoard(state([SORCERER]), ["sorc"]), { id: "sorc", zone: "in-play" }, 0, "alice");
    expect(without.canPlay).toBe(false);
    const board = openBoard(state([SORCERER, FIRES]), ["sorc"]);
    const verdict = canPlay(board, { id: "sorc", zone: "in-play" }, 0, "alice");
    expect(verdict.canPlay).toBe(true);
    expect(verdict.checks).toContainEqual({ rule: "403.4", check: "haste", ok: true });
    expect(effectsOn(board, "sorc")).toEqual([{ source: "fires", index: 0, attribute: "keyword", value: "haste" }]);
  });

  it("Fires of Yavimaya in a graveyard does not function there (402.8): no haste", () => {
    const board = openBoard(state([SORCERER, { ...FIRES, zone: "graveyard" }]));
    expect(canPlay(board, { id: "sorc", zone: "in-play" }, 0, "alice").canPlay).toBe(false);
    expect(effectsOn(board, "sorc")).toEqual([]);
  });
});

describe("418.5a layer 6: power and toughness as the state-based check reads them (420.5c)", () => {
  it("two anthems make a 1/1 with 2 damage a 3/3 that survives; counters count on top", () => {
    const hurt = { ...SORCERER, damage: 2 };
    expect(boardQuery(openBoard(state([hurt, ANTHEM])), "state-based", "objects")).toEqual([["sorc", "420.5c", "graveyard"]]);
    expect(boardQuery(openBoard(state([hurt, ANTHEM, { ...ANTHEM, id: "anthem2" }])), "state-based", "objects")).toEqual([]);
    const countered = { ...SORCERER, damage: 3, counters: 1 };
    expect(boardQuery(openBoard(state([countered, ANTHEM, { ...ANTHEM, id: "anthem2" }])), "state-based", "objects")).toEqual([]);
  });

  it("an opponent's creature is not \"creatures you control\"", () => {
    const theirs = { ...SORCERER, owner: "bob", damage: 1 };
    expect(boardQuery(openBoard(state([theirs, ANTHEM])), "state-based", "objects")).toEqual([["sorc", "420.5c", "graveyard"]]);
  });
});

describe("a board with effects is derived afresh, not updated by delta", () => {
  it("updateBoard declines a board whose state has a grant in play, and accepts one that has none", () => {
    const plain = openBoard(state([SORCERER]));
    expect(updateBoard(plain, structuredClone(plain.state))).not.toBeNull();
    const granted = openBoard(state([SORCERER, FIRES]));
    expect(updateBoard(granted, structuredClone(granted.state))).toBeNull();
  });

  it("a board with no grant runs no query of queries/continuous.edn", () => {
    const board = openBoard(state([SORCERER]));
    const before = DB_CLOCK.queries;
    void board.db;
    expect(DB_CLOCK.queries).toBe(before);
    expect(grantSources(board.state)).toEqual([]);
  });
});

describe("407.1: the most recent of an effect adding and one removing an ability prevails", () => {
  it("a creature that lost haste to a resolved effect (407.3, `lost`) is not given it back by Fires of Yavimaya", () => {
    const board = openBoard(state([{ ...SORCERER, lost: ["haste"] }, FIRES]));
    expect(canPlay(board, { id: "sorc", zone: "in-play" }, 0, "alice").canPlay).toBe(false);
  });
});
