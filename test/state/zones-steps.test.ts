/**
 * src/state/zones.ts and src/state/steps.ts: the zones and steps of the
 * 2006-2008 rules and the names a question may use for them.
 */
import { describe, expect, it } from "vitest";
import { stepInfo, stepNamed, STEPS } from "../../src/state/steps";
import { ALL_ZONES, zoneInfo, zoneList, zoneNamed, ZONES } from "../../src/state/zones";

describe("zoneNamed", () => {
  it("reads the era's names and the modern ones, in any case and with spaces around", () => {
    expect(zoneNamed("graveyard")?.zone).toBe("graveyard");
    expect(zoneNamed("in play")?.zone).toBe("in-play");
    expect(zoneNamed("play")?.zone).toBe("in-play");
    expect(zoneNamed(" Battlefield ")?.zone).toBe("in-play");
    expect(zoneNamed("removed from the game")?.zone).toBe("removed");
    expect(zoneNamed("EXILE")?.zone).toBe("removed");
    expect(zoneNamed("exiled")?.zone).toBe("removed");
  });

  it("is null for a name that is not a zone", () => {
    for (const bad of ["battlefeld", "graveyards", "the stack", "", "command"]) expect(zoneNamed(bad), bad).toBeNull();
  });
});

describe("zoneInfo and ZONES", () => {
  it("lists the six zones of the era in order", () => {
    expect(ALL_ZONES).toEqual(["library", "hand", "graveyard", "in-play", "stack", "removed"]);
    expect(ZONES.map((z) => z.zone)).toEqual(ALL_ZONES);
  });

  it("gives the era's term and the modern name where they differ", () => {
    expect(zoneInfo("in-play")).toMatchObject({ term: "in play", modern: "battlefield" });
    expect(zoneInfo("removed")).toMatchObject({ term: "removed from the game", modern: "exile" });
    expect(zoneInfo("hand")).toMatchObject({ term: "hand", modern: null });
  });

  it("names every zone by its own names (each name reads back to its zone)", () => {
    for (const z of ZONES) for (const n of z.names) expect(zoneNamed(n)?.zone, n).toBe(z.zone);
  });

  it("zoneList names the zones with their modern names for error messages", () => {
    expect(zoneList()).toBe("library, hand, graveyard, in-play (or battlefield), stack, removed (or exile)");
  });
});

describe("steps", () => {
  it("lists the twelve steps of a turn in order, with the two main phases marked", () => {
    expect(STEPS.map((s) => s.step)).toEqual([
      "untap", "upkeep", "draw", "precombat-main", "beginning-of-combat", "declare-attackers",
      "declare-blockers", "combat-damage", "end-of-combat", "postcombat-main", "end-of-turn", "cleanup",
    ]);
    expect(STEPS.filter((s) => s.main).map((s) => s.step)).toEqual(["precombat-main", "postcombat-main"]);
  });

  it("reads the names a user types", () => {
    expect(stepNamed("main")?.step).toBe("precombat-main");
    expect(stepNamed("main2")?.step).toBe("postcombat-main");
    expect(stepNamed("end")?.step).toBe("end-of-turn");
    expect(stepNamed(" Upkeep ")?.step).toBe("upkeep");
    expect(stepNamed("declare blockers")?.step).toBe("declare-blockers");
  });

  it("is null for a name that is not a step", () => {
    for (const bad of ["combat", "lunch", "", "main3"]) expect(stepNamed(bad), bad).toBeNull();
  });

  it("stepInfo finds each step, and says whether it is a main phase", () => {
    expect(stepInfo("postcombat-main").main).toBe(true);
    expect(stepInfo("upkeep").main).toBe(false);
    for (const s of STEPS) for (const n of s.names) expect(stepNamed(n)?.step, n).toBe(s.step);
  });
});
