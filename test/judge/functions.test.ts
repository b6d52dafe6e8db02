/**
 * src/judge/functions.ts: where an ability functions (queries/functions.edn),
 * as data; rows remembered by the object's content, so the same card asked
 * about in another state runs no query and adds no facts, while a changed
 * card is asked afresh.
 */
import { describe, expect, it } from "vitest";
import { DB_CLOCK } from "../../src/db/clock";
import { openBoard } from "../../src/judge/board";
import { functionBlockers, functionZones } from "../../src/judge/functions";
import { readState } from "../../src/state/read-state";
import { NECRO_STATE } from "../support/necrosavant";

const board = (state: unknown) => openBoard(readState(state), ["necro"]);

describe("functionZones", () => {
  it("Necrosavant's ability functions in the graveyard (402.8h), and 402.8 keeps it out of play", () => {
    expect([...functionZones(board(NECRO_STATE), "necro", 0)]).toEqual([["graveyard", ["402.8h"]]]);
    expect(functionBlockers(board(NECRO_STATE), "necro", 0, "in-play")).toContain("402.8h");
  });

  it("the same card in another state (another turn) is answered from memory: no query, no facts", () => {
    functionZones(board(NECRO_STATE), "necro", 0);
    const before = DB_CLOCK.queries;
    const later = board({ ...NECRO_STATE, turn: { number: 9, active: "bob", step: "draw" } });
    expect([...functionZones(later, "necro", 0)]).toEqual([["graveyard", ["402.8h"]]]);
    expect(DB_CLOCK.queries).toBe(before);
  });

  it("the same card under another id, elsewhere in the state, is answered from memory", () => {
    functionZones(board(NECRO_STATE), "necro", 0);
    const before = DB_CLOCK.queries;
    const other = { ...NECRO_STATE, objects: [{ ...NECRO_STATE.objects[0], id: "necro-2", owner: "bob" }] };
    expect([...functionZones(openBoard(readState(other), ["necro-2"]), "necro-2", 0)]).toEqual([["graveyard", ["402.8h"]]]);
    expect(DB_CLOCK.queries).toBe(before);
  });

  it("a card whose types changed is asked afresh (402.8 reads them)", () => {
    const sorcery = { ...NECRO_STATE, objects: [{ ...NECRO_STATE.objects[0], types: ["sorcery"], text: "Draw a card." }] };
    const before = DB_CLOCK.queries;
    expect([...functionZones(board(sorcery), "necro", 0)].map(([z]) => z)).not.toContain("in-play");
    expect(DB_CLOCK.queries).toBe(before + 1);
  });

  it("a card whose text changed is asked afresh", () => {
    const changed = { ...NECRO_STATE, objects: [{ ...NECRO_STATE.objects[0], text: "Flying" }] };
    const before = DB_CLOCK.queries;
    expect([...functionZones(board(changed), "necro", 0)]).toEqual([["in-play", ["402.8"]]]);
    expect(DB_CLOCK.queries).toBe(before + 1);
  });
});
