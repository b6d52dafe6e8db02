/**
 * queries/intervening.edn's :holding over hand-made clause facts (the input
 * tuples [key kind arg you source zone-changes]) and a tiny state: the keys
 * of the clauses that hold (404.3, 410.8), one describe per kind.
 */
import { describe, expect, it } from "vitest";
import { readAbilities } from "../../src/abilities/read-abilities";
import { readingOf } from "../../src/judge/reading";
import { gameDb } from "../../src/db/game-facts";
import { runQuery } from "../../src/db/queries";
import { readState } from "../../src/state/read-state";

const state = readState({
  players: [{ id: "alice", life: 3 }, "bob"],
  objects: [
    { id: "zombie", name: "Zombie", owner: "alice", zone: "graveyard", types: ["creature"], zoneChanges: 2 },
    { id: "wall", name: "Wall", owner: "bob", controller: "alice", zone: "in-play", types: ["creature"], subtypes: ["wall"] },
    { id: "card", name: "Card", owner: "bob", zone: "hand" },
  ],
});
const db = gameDb(state, readingOf(new Map(state.objects.map((o) => [o.id, readAbilities(o)]))));
const holding = (...asked: unknown[][]) => (runQuery(db, "intervening", "holding", asked.map((a, i) => [i, ...a])) as number[][]).map(([k]) => k).sort();

describe(":holding", () => {
  it("zone: the same object (217.1c), in that zone", () => {
    expect(holding(["zone", "graveyard", "alice", "zombie", 2], ["zone", "graveyard", "alice", "zombie", 1], ["zone", "hand", "alice", "zombie", 2])).toEqual([0]);
  });

  it("tapped", () => {
    expect(holding(["tapped", false, "alice", "wall", 0], ["tapped", true, "alice", "wall", 0])).toEqual([0]);
  });

  it("control-none and control-a: a permanent's controller, not its owner (401.3)", () => {
    expect(holding(["control-a", "wall", "alice", "zombie", 2], ["control-a", "wall", "bob", "zombie", 2])).toEqual([0]);
    expect(holding(["control-none", "creature", "alice", "zombie", 2], ["control-none", "creature", "bob", "zombie", 2])).toEqual([1]);
  });

  it("life-at-most and life-at-least", () => {
    expect(holding(["life-at-most", 3, "alice", "zombie", 2], ["life-at-least", 4, "alice", "zombie", 2], ["life-at-least", 20, "bob", "zombie", 2])).toEqual([0, 2]);
  });

  it("controlled-since-last-upkeep (502.19a): since the player's previous turn or later", () => {
    // Turn 4, alice active, two players: alice's previous turn is 2.
    const at = (since: number) => readState({
      players: ["alice", "bob"], turn: { number: 4, active: "alice", step: "upkeep" },
      objects: [{ id: "raiders", name: "Raiders", owner: "alice", zone: "in-play", types: ["creature"], controlledSinceTurn: since }],
    });
    const asks = (since: number) => (runQuery(gameDb(at(since), readingOf(new Map())), "intervening", "holding", [[0, "controlled-since-last-upkeep", true, "alice", "raiders", 0]]) as number[][]).length;
    expect([1, 2, 3, 4].map(asks)).toEqual([0, 1, 1, 1]);
  });

  it("has-counter (502.60a): a counter of that kind on the same object", () => {
    const s = readState({ players: ["alice", "bob"], objects: [{ id: "v", name: "V", owner: "alice", zone: "in-play", types: ["creature"], otherCounters: { time: 1 } }] });
    const asked = [[0, "has-counter", "time", "alice", "v", 0], [1, "has-counter", "fade", "alice", "v", 0], [2, "has-counter", "time", "alice", "v", 1]];
    expect((runQuery(gameDb(s, readingOf(new Map())), "intervening", "holding", asked) as number[][]).map(([k]) => k)).toEqual([0]);
  });

  it("empty-hand: the cards a player owns in the hand", () => {
    expect(holding(["empty-hand", true, "alice", "zombie", 2], ["empty-hand", true, "bob", "zombie", 2])).toEqual([0]);
  });
});
