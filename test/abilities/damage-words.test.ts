/**
 * src/abilities/damage-words.ts: the era's wordings of static abilities
 * that prevent (419.1d, 419.7c) or redirect (419.6c) damage, read as rows.
 */
import { describe, expect, it } from "vitest";
import { aboutDamage, damageRowOf } from "../../src/abilities/damage-words";

describe("419.1d, 419.7c: prevention", () => {
  it("all of it, to the permanent by name or to its controller", () => {
    expect(damageRowOf("Prevent all damage that would be dealt to Test Wall.", "Test Wall")).toMatchObject({ to: "self", prevent: Infinity, redirect: false, rule: "419.1d" });
    expect(damageRowOf("If a source would deal damage to you, prevent that damage.", "X")).toMatchObject({ to: "you", prevent: Infinity });
    expect(damageRowOf("Prevent all damage that would be dealt by this creature.", "X")).toMatchObject({ to: null, by: true });
  });

  it("N of it (419.7c)", () => {
    expect(damageRowOf("If a source would deal damage to you, prevent 1 of that damage.", "Urza's Armor")).toMatchObject({ to: "you", prevent: 1, rule: "419.7c" });
  });
});

describe("419.6c: redirection", () => {
  it("to the permanent instead", () => {
    expect(damageRowOf("All damage that would be dealt to you and other permanents you control is dealt to Palisade Giant instead.", "Palisade Giant"))
      .toMatchObject({ to: "you and other permanents you control", redirect: true, rule: "419.6c" });
  });
});

describe("words the table does not read", () => {
  it("are about damage, but no row: combat damage only, a source of a colour, an enchanted creature", () => {
    for (const text of ["Prevent all combat damage that would be dealt to you.", "Prevent all damage that red sources would deal to you.", "All damage that would be dealt to you is dealt to enchanted creature instead."]) {
      expect(aboutDamage(text), text).toBe(true);
      expect(damageRowOf(text, "X"), text).toBeNull();
    }
    expect(aboutDamage("Flying")).toBe(false);
  });
});
