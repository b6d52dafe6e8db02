/**
 * src/abilities/chosen.ts: "As ~ comes into play, choose …" (419.1b,
 * 410.10e) and the words of the same object that read the choice, written
 * with the chosen value; a choice not made reads as nothing, never a guess.
 */
import { describe, expect, it } from "vitest";
import { choiceOf, refusedChoice, selfKeywords, withChoices } from "../../src/abilities/chosen";
import { grantOf } from "../../src/abilities/grants";

describe("419.1b: the choice a permanent makes as it comes into play", () => {
  it("reads the kinds of the era's wordings, by the card's name or as ~", () => {
    expect(choiceOf("As Voice of All comes into play, choose a color.", "Voice of All")).toBe("color");
    expect(choiceOf("As Engineered Plague comes into play, choose a creature type.", "Engineered Plague")).toBe("creature type");
    expect(choiceOf("As Lost Order of Jarkeld comes into play, choose an opponent.", "Lost Order of Jarkeld")).toBe("opponent");
  });

  it("today's Oracle wording is read in the era's terms (era.ts: \"enters the battlefield\")", () => {
    expect(choiceOf("As Engineered Plague enters the battlefield, choose a creature type.", "Engineered Plague")).toBe("creature type");
  });

  it("a choice the table does not know, or no choice, is none", () => {
    expect(choiceOf("As Gather Specimens comes into play, choose a card name.", "Gather Specimens")).toBeNull();
    expect(choiceOf("Voice of All has protection from the chosen color.", "Voice of All")).toBeNull();
  });
});

describe("203.2d, 212.1e: what may be chosen", () => {
  it("a colour is one of the five; a creature type is one word that is no card type, land type or colour", () => {
    expect(refusedChoice("color", "Black", ["alice", "bob"], "alice")).toBeNull();
    expect(refusedChoice("color", "multicolored", ["alice", "bob"], "alice")).toContain("one of white");
    expect(refusedChoice("creature type", "Goblin", ["alice", "bob"], "alice")).toBeNull();
    for (const bad of ["Merfolk Wizard", "artifact", "Swamp", "opponent"]) expect(refusedChoice("creature type", bad, ["alice", "bob"], "alice"), bad).toContain("212.1e");
  });

  it("an opponent is a player other than the permanent's controller", () => {
    expect(refusedChoice("opponent", "bob", ["alice", "bob"], "alice")).toBeNull();
    expect(refusedChoice("opponent", "alice", ["alice", "bob"], "alice")).toContain("other than");
    expect(refusedChoice("player", "carol", ["alice", "bob"], "alice")).toContain("one of alice, bob");
  });

  it("an unknown kind, even an object's own property name, is refused", () => {
    expect(refusedChoice("__proto__", "x", [], null)).toContain("not a kind of choice");
  });
});

describe("the words that read the choice", () => {
  it("are written with the chosen value", () => {
    expect(withChoices("All creatures of the chosen type get -1/-1.", { "creature type": "goblin" })).toBe("All Goblin creatures get -1/-1.");
    expect(withChoices("Voice of All has protection from the chosen color.", { color: "black" })).toBe("Voice of All has protection from black.");
  });

  it("read nothing while the choice is not made (null), and words reading no choice are unchanged", () => {
    expect(withChoices("All creatures of the chosen type get -1/-1.", { color: "black" })).toBeNull();
    expect(withChoices("Other Goblins get +1/+1.", {})).toBe("Other Goblins get +1/+1.");
  });

  it("402.1: \"~ has protection from the chosen color\" gives the object itself the keyword once chosen", () => {
    expect(selfKeywords("Voice of All has protection from the chosen color.", "Voice of All", { color: "red" })).toEqual(["protection from red"]);
    expect(selfKeywords("Voice of All has protection from the chosen color.", "Voice of All", {})).toBeNull();
  });

  it("418.4a: a grant to the creatures of the chosen type is read with the choice, and not without it", () => {
    const plague = "All creatures of the chosen type get -1/-1.";
    expect(grantOf(plague, "Engineered Plague", { "creature type": "elf" })).toMatchObject({ types: ["creature"], subtypes: ["elf"], power: -1, toughness: -1 });
    expect(grantOf(plague, "Engineered Plague")).toBeNull();
    expect(grantOf("Creatures you control of the chosen color get +1/+1.", "Test Banner", { color: "green" }))
      .toMatchObject({ types: ["creature"], colors: ["green"], controller: "you", power: 1, toughness: 1 });
  });
});
