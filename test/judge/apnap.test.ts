/**
 * src/judge/apnap.ts: players sorted by the rank queries/apnap.edn gives,
 * and judgeTriggers' order by it (410.3).
 */
import { describe, expect, it } from "vitest";
import { apnapOrder } from "../../src/judge/apnap";
import { openBoard } from "../../src/judge/board";
import { judgeTriggers } from "../../src/judge/triggers";
import { readEvent } from "../../src/state/read-event";
import { readState } from "../../src/state/read-state";

const UPKEEP = "At the beginning of each upkeep, you gain 1 life.";

function state(active: string) {
  return readState({
    players: ["alice", "bob", "carol"],
    turn: { number: 4, active, step: "draw" },
    objects: ["alice", "bob", "carol"].map((p) => ({ id: `${p}-card`, name: `${p} card`, owner: p, zone: "in-play", types: ["enchantment"], text: UPKEEP })),
  });
}

describe("apnapOrder", () => {
  it("the active player, then the others in turn order", () => {
    expect(apnapOrder(openBoard(state("bob")))).toEqual(["bob", "carol", "alice"]);
    expect(apnapOrder(openBoard(state("alice")))).toEqual(["alice", "bob", "carol"]);
  });
});

describe("judgeTriggers in APNAP order", () => {
  it("puts the active player's triggered abilities first, then each next player's", () => {
    const s = state("carol");
    const verdict = judgeTriggers(openBoard(s), readEvent({ kind: "step-begins", step: "upkeep" }, s));
    expect(verdict.triggered.map((t) => t.controller)).toEqual(["carol", "alice", "bob"]);
  });

  it("answers a changed board afresh: another active player, another order", () => {
    const s = state("bob");
    const verdict = judgeTriggers(openBoard(s), readEvent({ kind: "step-begins", step: "upkeep" }, s));
    expect(verdict.triggered.map((t) => t.controller)).toEqual(["bob", "carol", "alice"]);
  });
});
