/**
 * queries/play-spell.edn's :checks over tiny states turned into facts: one
 * row [rule check ok] per check of 408.1d, 408.2d, 409.1a and 402.8d (with
 * common.edn's sorcery-timing), for a card and a player.
 */
import { describe, expect, it } from "vitest";
import { readAbilities } from "../../src/abilities/read-abilities";
import { readingOf } from "../../src/judge/reading";
import { gameDb } from "../../src/db/game-facts";
import { runQuery } from "../../src/db/queries";
import { readState } from "../../src/state/read-state";

/** The checks that fail for `player` playing `card` ("rule check"), sorted; `turn` overrides alice's main phase. */
function failed(card: Record<string, unknown>, player = "alice", extra: Record<string, unknown> = {}): string[] {
  const state = readState({
    players: ["alice", "bob"], turn: { number: 3, active: "alice", step: "precombat-main" },
    objects: [{ id: "card", name: "Card", owner: "alice", zone: "hand", ...card }], ...extra,
  });
  const db = gameDb(state, readingOf(new Map(state.objects.map((o) => [o.id, readAbilities(o)]))));
  return (runQuery(db, "play-spell", "checks", "card", player) as Array<[string, string, boolean]>).filter(([, , ok]) => !ok).map(([r, c]) => `${r} ${c}`).sort();
}

describe(":checks", () => {
  it("408.1d: a sorcery in its owner's main phase with an empty stack; not in another step or another's turn", () => {
    expect(failed({ types: ["sorcery"] })).toEqual([]);
    expect(failed({ types: ["sorcery"] }, "alice", { turn: { number: 3, active: "alice", step: "upkeep" } })).toEqual(["408.1d sorcery-speed"]);
    expect(failed({ types: ["sorcery"], owner: "bob" }, "bob")).toEqual(["408.1d sorcery-speed"]);
  });

  it("408.1d: an instant, or a card with flash, whenever", () => {
    expect(failed({ types: ["instant"] }, "alice", { turn: { number: 3, active: "alice", step: "upkeep" } })).toEqual([]);
    expect(failed({ types: ["creature"], text: "Flash" }, "alice", { turn: { number: 3, active: "alice", step: "upkeep" } })).toEqual([]);
  });

  it("408.2d: a land with a sorcery's timing", () => {
    expect(failed({ types: ["land"] }, "alice", { turn: { number: 3, active: "alice", step: "upkeep" } })).toEqual(["408.2d land"]);
  });

  it("409.1a: only its owner plays it", () => {
    expect(failed({ types: ["instant"] }, "bob")).toEqual(["409.1a owner"]);
  });

  it("402.8d: from a hand, or from the zone an ability names (flashback: a graveyard)", () => {
    expect(failed({ types: ["instant"], zone: "graveyard" })).toEqual(["402.8d zone"]);
    expect(failed({ types: ["sorcery"], zone: "graveyard", text: "Target player draws two cards.\nFlashback {1}{U}" })).toEqual([]);
  });
});
