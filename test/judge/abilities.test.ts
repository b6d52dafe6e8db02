/**
 * src/judge/abilities.ts: an object's abilities read once per card content.
 */
import { describe, expect, it } from "vitest";
import { readAbilities } from "../../src/abilities/read-abilities";
import { abilitiesOf } from "../../src/judge/abilities";

const card = (text: string, name = "Prodigal Sorcerer") => ({ name, text, types: ["creature"], abilityFacts: [] });

describe("abilitiesOf", () => {
  it("reads what the reader reads", () => {
    const c = card("{T}: Prodigal Sorcerer deals 1 damage to target creature or player.");
    expect(abilitiesOf(c)).toEqual(readAbilities(c));
  });

  it("reads a card once: two objects of the same content share one reading", () => {
    const text = "When Grim Lavamancer comes into play, you gain 1 life.";
    expect(abilitiesOf(card(text, "Grim Lavamancer"))).toBe(abilitiesOf(card(text, "Grim Lavamancer")));
  });

  it("reads again when the name, the text or the types differ", () => {
    const text = "{T}: Prodigal Sorcerer deals 1 damage to target creature or player.";
    const a = abilitiesOf(card(text));
    expect(abilitiesOf(card(text, "Other Sorcerer"))).not.toBe(a);
    expect(abilitiesOf(card(`${text}\nFlying`))).toHaveLength(2);
    expect(abilitiesOf({ ...card("Draw a card."), types: ["sorcery"] })[0].kind).not.toBe(abilitiesOf(card("Draw a card."))[0].kind);
  });
});
