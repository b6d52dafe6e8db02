/**
 * queries/apnap.edn: each player's place in APNAP order (410.3, 103.4),
 * from the stored turn order and the active player.
 */
import { describe, expect, it } from "vitest";
import { gameDb } from "../../src/db/game-facts";
import { runQuery } from "../../src/db/queries";
import { readingOf } from "../../src/judge/reading";
import { readState } from "../../src/state/read-state";

function ranks(players: string[], active: string): string[] {
  const state = readState({ players, turn: { number: 2, active, step: "upkeep" }, objects: [] });
  return (runQuery(gameDb(state, readingOf(new Map())), "apnap", "ranks") as Array<[string, number]>).map(([p, r]) => `${p}:${r}`).sort();
}

describe(":ranks (410.3, 103.4)", () => {
  it("the active player first, then the next players in turn order, around the table", () => {
    expect(ranks(["alice", "bob", "carol"], "bob")).toEqual(["alice:2", "bob:0", "carol:1"]);
    expect(ranks(["alice", "bob", "carol"], "carol")).toEqual(["alice:1", "bob:2", "carol:0"]);
  });

  it("two players: the active player 0, the other 1", () => {
    expect(ranks(["alice", "bob"], "alice")).toEqual(["alice:0", "bob:1"]);
    expect(ranks(["alice", "bob"], "bob")).toEqual(["alice:1", "bob:0"]);
  });
});
