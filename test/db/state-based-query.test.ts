/**
 * queries/state-based.edn over tiny states turned into facts: :players
 * [id rule] (420.5a) and :objects [id rule what] (420.5b, 420.5c, 420.5f).
 */
import { describe, expect, it } from "vitest";
import { readAbilities } from "../../src/abilities/read-abilities";
import { readingOf } from "../../src/judge/reading";
import { gameDb } from "../../src/db/game-facts";
import { runQuery } from "../../src/db/queries";
import { readState } from "../../src/state/read-state";

function rows(query: "players" | "objects", input: Record<string, unknown>): string[] {
  const state = readState({ players: ["alice", "bob"], ...input });
  const db = gameDb(state, readingOf(new Map(state.objects.map((o) => [o.id, readAbilities(o)]))));
  return (runQuery(db, "state-based", query) as string[][]).map((r) => r.join(" ")).sort();
}

const creature = (id: string, extra: Record<string, unknown>) => ({ id, name: id, owner: "alice", zone: "in-play", types: ["creature"], power: 2, toughness: 2, ...extra });

describe(":players (420.5a)", () => {
  it("a player with 0 or less life loses; 1 life is not 0", () => {
    expect(rows("players", { players: [{ id: "alice", life: 0 }, { id: "bob", life: -3 }, { id: "carol", life: 1 }] })).toEqual(["alice 420.5a", "bob 420.5a"]);
  });
});

describe(":objects (420.5b, 420.5c, 420.5f)", () => {
  it("toughness 0 or less: to the graveyard (420.5b); lethal damage: destroyed (420.5c)", () => {
    expect(rows("objects", { objects: [creature("weak", { toughness: 0 }), creature("hurt", { damage: 2 }), creature("fine", { damage: 1 })] }))
      .toEqual(["hurt 420.5c graveyard", "weak 420.5b graveyard"]);
  });

  it("only creatures in play", () => {
    expect(rows("objects", { objects: [creature("dead", { zone: "graveyard", toughness: 0 }), { ...creature("wall", { damage: 5 }), types: ["artifact"] }] })).toEqual([]);
  });

  it("420.5f: a token outside play ceases to exist", () => {
    expect(rows("objects", { objects: [creature("token", { token: true, zone: "graveyard" }), creature("token2", { token: true })] })).toEqual(["token 420.5f cease"]);
  });
});
