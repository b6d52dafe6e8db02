/**
 * src/abilities/intervening.ts: the intervening "if" clauses (404.3, 410.8)
 * the engine evaluates, each against a tiny state; any other clause is null.
 */
import { describe, expect, it } from "vitest";
import { interveningHolds } from "../../src/abilities/intervening";
import { readState } from "../../src/state/read-state";

const s = readState({
  players: [{ id: "alice", life: 5 }, "bob"],
  objects: [
    { id: "g", name: "Genesis", owner: "alice", zone: "graveyard", types: ["creature"] },
    { id: "w", name: "Wall of Stone", owner: "alice", zone: "in-play", types: ["creature"], subtypes: ["wall"], tapped: true },
    { id: "f", name: "Forest", owner: "bob", zone: "in-play", types: ["land"] },
    { id: "h", name: "Card", owner: "bob", zone: "hand" },
  ],
});
const obj = (id: string) => s.objects.find((o) => o.id === id)!;

describe("404.3: intervening if clauses the engine evaluates", () => {
  it("where the object is: \"~ is in your graveyard\", \"~ is in play\", \"removed from the game\"", () => {
    expect(interveningHolds("Genesis is in your graveyard", obj("g"), "alice", s)).toBe(true);
    expect(interveningHolds("Wall of Stone is in your graveyard", obj("w"), "alice", s)).toBe(false);
    expect(interveningHolds("Wall of Stone is in play", obj("w"), "alice", s)).toBe(true);
    expect(interveningHolds("this creature is removed from the game", obj("w"), "alice", s)).toBe(false);
  });

  it("\"~ is tapped\" / \"untapped\"", () => {
    expect(interveningHolds("Wall of Stone is tapped", obj("w"), "alice", s)).toBe(true);
    expect(interveningHolds("Wall of Stone is untapped", obj("w"), "alice", s)).toBe(false);
  });

  it("what you control: \"you control no lands\", \"you control a Wall\" (types and subtypes)", () => {
    expect(interveningHolds("you control no lands", obj("w"), "alice", s)).toBe(true);
    expect(interveningHolds("you control no lands", obj("f"), "bob", s)).toBe(false);
    expect(interveningHolds("you control a wall", obj("w"), "alice", s)).toBe(true);
    expect(interveningHolds("you control a Wall", obj("w"), "alice", s)).toBe(true);
    expect(interveningHolds("you control a creature", obj("f"), "bob", s)).toBe(false);
  });

  it("life and hand: \"you have 5 or less life\", \"10 or more\", \"no cards in hand\"", () => {
    expect(interveningHolds("you have 5 or less life", obj("w"), "alice", s)).toBe(true);
    expect(interveningHolds("you have 10 or more life", obj("w"), "alice", s)).toBe(false);
    expect(interveningHolds("you have no cards in hand", obj("w"), "alice", s)).toBe(true);
    expect(interveningHolds("you have no cards in hand", obj("f"), "bob", s)).toBe(false);
  });

  it("a clause no pattern reads is null: not evaluated, never guessed", () => {
    expect(interveningHolds("an opponent has more cards in hand than you", obj("w"), "alice", s)).toBeNull();
    expect(interveningHolds("", obj("w"), "alice", s)).toBeNull();
  });
});
