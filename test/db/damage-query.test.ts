/**
 * queries/damage.edn's :protected-from over tiny states turned into facts:
 * the qualities of the source the damaged object has protection from
 * (502.7e, 502.7a), none when the damage is dealt.
 */
import { describe, expect, it } from "vitest";
import { readAbilities } from "../../src/abilities/read-abilities";
import { readingOf } from "../../src/judge/reading";
import { gameDb } from "../../src/db/game-facts";
import { runQuery } from "../../src/db/queries";
import { readState } from "../../src/state/read-state";

function protectedFrom(target: Record<string, unknown>, source: Record<string, unknown>): string[] {
  const objects = [{ id: "target", name: "Target", owner: "bob", zone: "in-play", types: ["creature"], ...target }, { id: "source", name: "Source", owner: "alice", zone: "in-play", ...source }];
  const state = readState({ players: ["alice", "bob"], objects });
  const db = gameDb(state, readingOf(new Map(state.objects.map((o) => [o.id, readAbilities(o)]))));
  return (runQuery(db, "damage", "protected-from", "source", "target") as string[][]).map(([q]) => q).sort();
}

describe(":protected-from (502.7e)", () => {
  it("protection from a colour the source has: prevented", () => {
    expect(protectedFrom({ text: "Protection from red" }, { types: ["instant"], colors: ["red"] })).toEqual(["red"]);
  });

  it("a colour the source does not have, or no protection: dealt", () => {
    expect(protectedFrom({ text: "Protection from red" }, { types: ["instant"], colors: ["blue"] })).toEqual([]);
    expect(protectedFrom({}, { types: ["instant"], colors: ["red"] })).toEqual([]);
  });

  it("502.7a: a card type, and \"everything\"", () => {
    expect(protectedFrom({ text: "Protection from artifacts" }, { types: ["artifact"] })).toEqual(["artifact"]);
    expect(protectedFrom({ text: "Protection from everything" }, { types: ["instant"], colors: ["green"] })).toEqual(["everything"]);
  });
});
