/**
 * src/abilities/intervening.ts: the words of an intervening "if" clause
 * (404.3, 410.8) read into facts by its table; a clause no row reads is null.
 * Whether the facts hold on a board is queries/intervening.edn's, tested in
 * test/judge/intervening.test.ts.
 */
import { describe, expect, it } from "vitest";
import { clauseFacts, interveningReadable } from "../../src/abilities/intervening";

describe("clauseFacts: the words of a clause as facts", () => {
  it("the card's own name, \"this creature\", and the words of each row", () => {
    expect(clauseFacts("Genesis is in your graveyard", "Genesis")).toEqual({ kind: "zone", arg: "graveyard" });
    expect(clauseFacts("this creature is removed from the game", "Wall")).toEqual({ kind: "zone", arg: "removed" });
    expect(clauseFacts("Wall of Stone is untapped", "Wall of Stone")).toEqual({ kind: "tapped", arg: false });
    expect(clauseFacts("you control no Walls", "X")).toEqual({ kind: "control-none", arg: "wall" });
    expect(clauseFacts("you control a Wall", "X")).toEqual({ kind: "control-a", arg: "wall" });
    expect(clauseFacts("you have 5 or less life", "X")).toEqual({ kind: "life-at-most", arg: 5 });
    expect(clauseFacts("you have no cards in hand", "X")).toEqual({ kind: "empty-hand", arg: true });
  });

  it("counts of a hand, as numerals or number words", () => {
    expect(clauseFacts("you have seven or more cards in hand", "X")).toEqual({ kind: "hand-at-least", arg: 7 });
    expect(clauseFacts("you have 2 or fewer cards in your hand", "X")).toEqual({ kind: "hand-at-most", arg: 2 });
    expect(clauseFacts("you have many or more cards in hand", "X")).toBeNull();
  });

  it("the name as a whole word: a card named Art is not inside \"artifact\"", () => {
    expect(clauseFacts("you control no artifacts", "Art")).toEqual({ kind: "control-none", arg: "artifact" });
  });

  it("echo's clause (502.19a), in the card's name or as \"this permanent\"", () => {
    expect(clauseFacts("this permanent came under your control since the beginning of your last upkeep", "Keldon Raiders")).toEqual({ kind: "controlled-since-last-upkeep", arg: true });
    expect(clauseFacts("Keldon Raiders came under your control since the beginning of your last upkeep", "Keldon Raiders")).toEqual({ kind: "controlled-since-last-upkeep", arg: true });
  });

  it("a clause no row reads is null, and not readable: not evaluated, never guessed", () => {
    expect(clauseFacts("an opponent has more cards in hand than you", "X")).toBeNull();
    expect(clauseFacts("", "X")).toBeNull();
    expect(interveningReadable("an opponent has more cards in hand than you", "X")).toBe(false);
    expect(interveningReadable("Genesis is in your graveyard", "Genesis")).toBe(true);
  });
});
