import { describe, expect, it } from "vitest";
import { asSelf } from "../../src/abilities/self-name";

describe("an ability naming its own object, written ~", () => {
  it("by its name in any case, a legendary card also by the part before the comma", () => {
    expect(asSelf("Sacrifice Krosan Tusker: draw a card", "Krosan Tusker")).toBe("Sacrifice ~: draw a card");
    expect(asSelf("when krosan tusker comes into play", "Krosan Tusker")).toBe("when ~ comes into play");
    expect(asSelf("Kiyomaro deals 7 damage", "Kiyomaro, First to Stand")).toBe("~ deals 7 damage");
  });

  it('by "this creature", "this card", "this land" and the like', () => {
    expect(asSelf("Put this card into your graveyard; this land and This Creature", "X")).toBe("Put ~ into your graveyard; ~ and ~");
  });

  it("not inside another word, nor a name holding regular-expression characters as a pattern", () => {
    expect(asSelf("Walls and a Wallbreaker", "Wall")).toBe("Walls and a Wallbreaker");
    expect(asSelf("Ach! Hans, Run! deals damage", "Ach! Hans, Run!")).toBe("~ deals damage");
    expect(asSelf("a.b c", "a+b")).toBe("a.b c");
  });
});
