/**
 * src/engine/entry-choices.ts through "run" questions: `choose {object,
 * choice}` made in advance for "As ~ comes into play, choose …" (419.1b,
 * 410.10e), checked against what the object asks for, and made as it comes
 * into play; without it the loop knows no choice and says so.
 */
import { describe, expect, it } from "vitest";
import { card, creature, expectLogged, expectRefused, objectOf, run, state } from "../support/run";

type Certain = ReturnType<typeof run> & { certain: boolean };

const VOICE_TEXT = "Flying\nAs Voice of All comes into play, choose a color.\nVoice of All has protection from the chosen color.";
const VOICE = card("v", "Voice of All", "alice", "hand", ["creature"], VOICE_TEXT, { power: 2, toughness: 2, colors: ["white"], manaCost: "{2}{W}{W}" });
const PLAGUE = card("p", "Engineered Plague", "alice", "hand", ["enchantment"], "As Engineered Plague comes into play, choose a creature type.\nAll creatures of the chosen type get -1/-1.", { manaCost: "{2}{B}" });
const ELF = creature("elf", "Llanowar Elves", "bob", 1, 1, { subtypes: ["elf"] });
const PLAY = (object: string) => [{ do: "play", object }, { do: "resolve" }];

describe("419.1b, 410.10e: the choice made as the permanent comes into play", () => {
  it("is stored on the object in the resulting state, and what reads it applies: the Elf is 0/0", () => {
    const a = run(state([PLAGUE, ELF]), [{ do: "choose", object: "p", choice: "Elf" }, ...PLAY("p")]) as Certain;
    expectLogged(a, "419.1b", "chooses elf as its creature type", "replacement");
    expect(objectOf(a, "p").chosen).toEqual({ "creature type": "elf" });
    expect(a.zones.elf).toBe("graveyard");
    expect(a.certain).toBe(true);
  });

  it("not made: the loop guesses none, the Elf lives, and the run is uncertain", () => {
    const a = run(state([PLAGUE, ELF]), PLAY("p")) as Certain;
    expect(expectLogged(a, "419.1b", "no choice was made").unread).toBe(true);
    expect(objectOf(a, "p").chosen).toBeUndefined();
    expect(a.zones.elf).toBe("in-play");
    expect(a.certain).toBe(false);
  });

  it("217.1c: the permanent leaving play forgets its choice", () => {
    const a = run(state([VOICE]), [{ do: "choose", object: "v", choice: "red" }, ...PLAY("v"), { do: "move", object: "v", to: "hand" }]);
    expect(objectOf(a, "v").chosen).toBeUndefined();
  });
});

describe("choose {choice}: bad input refused naming the field", () => {
  it("malformed, empty, huge or hostile values", () => {
    for (const bad of [7, "", "   ", "x".repeat(41), { color: "red" }, "<script>", "__proto__\u0000"]) {
      expectRefused(state([VOICE]), [{ do: "choose", object: "v", choice: bad }], "actions[0].choice");
    }
  });

  it("a value not of the kind the object asks for (203.2d, 212.1e)", () => {
    expect(expectRefused(state([VOICE]), [{ do: "choose", object: "v", choice: "purple" }], "actions[0].choice")).toContain("203.2d");
    expect(expectRefused(state([PLAGUE]), [{ do: "choose", object: "p", choice: "Merfolk Wizard" }], "actions[0].choice")).toContain("212.1e");
  });

  it("an object that makes no choice as it comes into play", () => {
    expect(expectRefused(state([ELF]), [{ do: "choose", object: "elf", choice: "red" }], "actions[0].choice")).toContain("makes no choice");
  });
});
