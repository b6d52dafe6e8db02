/**
 * src/engine/damage-replacements.ts through "run" questions: static
 * abilities of permanents in play that prevent damage (419.1d, 419.7c) or
 * redirect it (419.6c) as the loop deals it; the modified event is the one
 * that happens (419.5), and damage prevented to 0 triggers nothing (410.7).
 */
import { describe, expect, it } from "vitest";
import { card, creature, expectLogged, objectOf, run, state } from "../support/run";

type Certain = ReturnType<typeof run> & { certain: boolean };

const ARMOR = card("armor", "Urza's Armor", "alice", "in-play", ["artifact"], "If a source would deal damage to you, prevent 1 of that damage.");
const GIANT = creature("giant", "Palisade Giant", "alice", 2, 7, { text: "All damage that would be dealt to you and other permanents you control is dealt to Palisade Giant instead." });
const WALL = creature("wall", "Test Wall", "alice", 0, 4, { text: "Prevent all damage that would be dealt to Test Wall.\nWhenever Test Wall is dealt damage, you gain 1 life." });
const BEAR = creature("bear", "Grizzly Bears", "alice", 2, 2);
const SHOCK = card("shock", "Shock", "bob", "hand", ["instant"], "Shock deals 2 damage to target creature or player.", { colors: ["red"], manaCost: "{R}" });
const damage = (to: string, amount: number) => ({ do: "damage", source: "shock", to, amount });

describe("419.7c: \"If a source would deal damage to you, prevent 1 of that damage\"", () => {
  it("Shock played at alice deals 1: the rest is prevented", () => {
    const a = run(state([ARMOR, SHOCK], { turn: { number: 4, active: "bob", step: "precombat-main" } }), [{ do: "play", object: "shock", targets: [["alice"]] }, { do: "resolve" }]);
    expectLogged(a, "419.7c", "prevents 1 of the damage Shock would deal to alice", "replacement");
    expect(a.life.alice).toBe(19);
  });

  it("damage to a creature of alice's is not damage to alice", () => {
    const a = run(state([ARMOR, BEAR, SHOCK]), [damage("bear", 2)]);
    expect(a.zones.bear).toBe("graveyard");
  });
});

describe("419.1d, 410.7: all damage to the permanent prevented", () => {
  it("none is dealt, and \"is dealt damage\" does not trigger", () => {
    const a = run(state([WALL, SHOCK]), [damage("wall", 3), { do: "pass", times: 2 }]);
    expectLogged(a, "419.1d", "none is dealt", "replacement");
    expect(a.life.alice).toBe(20);
    expect(a.log.some((l) => l.event === "trigger")).toBe(false);
    // The same wall without its prevention: the damage is dealt, and it triggers.
    const open = { ...WALL, text: "Whenever Test Wall is dealt damage, you gain 1 life." };
    expect(run(state([open, SHOCK]), [damage("wall", 3)]).log.some((l) => l.event === "trigger")).toBe(true);
  });
});

describe("419.6c: redirection to the permanent", () => {
  it("damage to alice and to her other permanents is dealt to Palisade Giant instead", () => {
    const a = run(state([GIANT, BEAR, SHOCK]), [damage("alice", 3), damage("bear", 2)]);
    expectLogged(a, "419.6c", "would deal to alice is dealt to Palisade Giant instead", "replacement");
    expect(a.life.alice).toBe(20);
    expect(a.zones.bear).toBe("in-play");
    expect(objectOf(a, "giant")).toMatchObject({ damage: 5 });
  });

  it("not damage to bob, and no redirection while the Giant is not in play", () => {
    const gone = { ...GIANT, zone: "graveyard" };
    expect(run(state([GIANT, SHOCK]), [damage("bob", 2)]).life.bob).toBe(18);
    expect(run(state([gone, SHOCK]), [damage("alice", 2)]).life.alice).toBe(18);
  });

  it("419.9b: prevention sees the new recipient: Urza's Armor does not prevent damage redirected to the Giant", () => {
    const a = run(state([GIANT, ARMOR, SHOCK]), [damage("alice", 3)]);
    expect(a.life.alice).toBe(20);
    expect(objectOf(a, "giant")).toMatchObject({ damage: 3 });
  });

  it("lethal damage redirected destroys the Giant (420.5c)", () => {
    const a = run(state([GIANT, SHOCK]), [damage("alice", 7), { do: "pass" }]);
    expect(a.zones.giant).toBe("graveyard");
  });
});

describe("a static ability about damage the table does not read", () => {
  it("is logged unread when damage is dealt, and the run is uncertain", () => {
    const dome = card("dome", "Test Dome", "alice", "in-play", ["enchantment"], "Prevent all combat damage that would be dealt to you.");
    const a = run(state([dome, SHOCK]), [damage("alice", 2)]) as Certain;
    expect(expectLogged(a, "419.1d", "does not read").unread).toBe(true);
    expect(a.life.alice).toBe(18);
    expect(a.certain).toBe(false);
  });

  it("is logged once however many times damage is dealt in the run", () => {
    const dome = card("dome", "Test Dome", "alice", "in-play", ["enchantment"], "Prevent all combat damage that would be dealt to you.");
    const a = run(state([dome, SHOCK]), [damage("alice", 1), damage("alice", 1)]);
    expect(a.life.alice).toBe(18);
    expect(a.log.filter((l) => l.rule === "419.1d" && l.unread)).toHaveLength(1);
  });
});
