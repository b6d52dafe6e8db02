/**
 * src/judge/intervening.ts: intervening "if" clauses (404.3, 410.8), read
 * into facts by src/abilities/intervening.ts (tested there) and decided by
 * queries/intervening.edn on a tiny board; a clause the table does not read
 * is null.
 */
import { describe, expect, it } from "vitest";
import { openBoard } from "../../src/judge/board";
import { clausesHold } from "../../src/judge/intervening";
import { readState } from "../../src/state/read-state";

const board = openBoard(readState({
  players: [{ id: "alice", life: 5 }, "bob"],
  objects: [
    { id: "g", name: "Genesis", owner: "alice", zone: "graveyard", types: ["creature"], zoneChanges: 1 },
    { id: "w", name: "Wall of Stone", owner: "alice", zone: "in-play", types: ["creature"], subtypes: ["wall"], tapped: true },
    { id: "f", name: "Forest", owner: "bob", zone: "in-play", types: ["land"] },
    { id: "h", name: "Card", owner: "bob", zone: "hand" },
  ],
}));

/** Whether `clause` holds for the ability of object `source` whose player is `you`. */
function holds(clause: string, source: string, you = "alice", zoneChanges?: number): boolean | null {
  const o = board.state.objects.find((x) => x.id === source)!;
  return clausesHold(board, [{ clause, name: o.name, you, source, zoneChanges: zoneChanges ?? o.zoneChanges }])[0];
}

describe("clausesHold (queries/intervening.edn)", () => {
  it("where the object is: in your graveyard, in play, removed from the game", () => {
    expect(holds("Genesis is in your graveyard", "g")).toBe(true);
    expect(holds("Wall of Stone is in your graveyard", "w")).toBe(false);
    expect(holds("Wall of Stone is in play", "w")).toBe(true);
    expect(holds("this creature is removed from the game", "w")).toBe(false);
  });

  it("217.1c: a new object is not the one the ability came from", () => {
    expect(holds("Genesis is in your graveyard", "g", "alice", 0)).toBe(false);
  });

  it("tapped, untapped", () => {
    expect(holds("Wall of Stone is tapped", "w")).toBe(true);
    expect(holds("Wall of Stone is untapped", "w")).toBe(false);
  });

  it("what you control, by type or subtype (401.3: a permanent's controller, else its owner)", () => {
    expect(holds("you control no lands", "w")).toBe(true);
    expect(holds("you control no lands", "f", "bob")).toBe(false);
    expect(holds("you control a Wall", "w")).toBe(true);
    expect(holds("you control a creature", "f", "bob")).toBe(false);
  });

  it("life and hand", () => {
    expect(holds("you have 5 or less life", "w")).toBe(true);
    expect(holds("you have 10 or more life", "w")).toBe(false);
    expect(holds("you have no cards in hand", "w")).toBe(true);
    expect(holds("you have no cards in hand", "f", "bob")).toBe(false);
    expect(holds("you have one or more cards in hand", "f", "bob")).toBe(true);
    expect(holds("you have two or more cards in hand", "f", "bob")).toBe(false);
    expect(holds("you have 0 or fewer cards in hand", "w")).toBe(true);
    expect(holds("you have 0 or fewer cards in hand", "f", "bob")).toBe(false);
  });

  it("several clauses in one query, an unread one null among them", () => {
    const ask = (clause: string, source: string) => ({ clause, name: board.state.objects.find((o) => o.id === source)!.name, you: "alice", source, zoneChanges: 0 });
    expect(clausesHold(board, [ask("Wall of Stone is tapped", "w"), ask("you have 10 or more life", "w"), ask("it is raining", "w")])).toEqual([true, false, null]);
  });
});
