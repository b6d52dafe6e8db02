/**
 * src/judge/event-effects.ts: the game after a zone change with the
 * continuous effects of that moment (410.10b, 418.2, 418.4b), for the
 * trigger conditions matched after the event.
 */
import { describe, expect, it } from "vitest";
import { runQuery } from "../../src/db/queries";
import { openBoard } from "../../src/judge/board";
import { afterWithEffects } from "../../src/judge/event-effects";
import { readEvent } from "../../src/state/read-event";
import { readState } from "../../src/state/read-state";

type Obj = Record<string, unknown>;
const BELL: Obj = { id: "bell", name: "Kormus Bell", owner: "alice", zone: "in-play", types: ["artifact"], text: "All Swamps are 1/1 creatures that are still lands." };
const SWAMP: Obj = { id: "swamp", name: "Swamp", owner: "bob", zone: "hand", types: ["land"], subtypes: ["swamp"], text: "" };
const BEAR: Obj = { id: "bear", name: "Grizzly Bears", owner: "bob", zone: "in-play", types: ["creature"], power: 2, toughness: 2, text: "" };
const state = (objects: Obj[]) => readState({ players: ["alice", "bob"], turn: { number: 3, active: "bob", step: "precombat-main" }, objects });
/** The effects on the Swamp in `db`, as "attribute value" (queries/continuous.edn :on-object). */
const onSwamp = (db: Parameters<typeof runQuery>[0]) => (runQuery(db, "continuous", "on-object", "swamp") as unknown[][]).map((r) => r.slice(2).join(" ")).sort();

describe("410.10b, 418.2: the permanent as it enters play", () => {
  it("a Swamp put into play under Kormus Bell is a 1/1 creature in the game after the event", () => {
    const s = state([BELL, SWAMP]);
    const after = afterWithEffects(openBoard(s), readEvent({ kind: "zone-change", objects: ["swamp"], to: "in-play" }, s));
    expect(after).not.toBeNull();
    expect(onSwamp(after!)).toEqual(["set-power 1", "set-toughness 1", "type creature"]);
  });

  it("418.4b: once the Bell leaves play, the Swamp in play is a land again", () => {
    const s = state([BELL, { ...SWAMP, zone: "in-play" }]);
    const after = afterWithEffects(openBoard(s), readEvent({ kind: "zone-change", objects: ["bell"], to: "graveyard" }, s));
    expect(onSwamp(after!)).toEqual([]);
  });

  it("no grant before or after: nothing to derive (the plain after world is used)", () => {
    const s = state([BEAR, SWAMP]);
    expect(afterWithEffects(openBoard(s), readEvent({ kind: "zone-change", objects: ["swamp"], to: "in-play" }, s))).toBeNull();
    expect(afterWithEffects(openBoard(s), readEvent({ kind: "zone-change", objects: ["bear"], to: "graveyard" }, s))).toBeNull();
  });
});
