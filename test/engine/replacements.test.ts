/**
 * src/engine/replacements.ts through "run" questions: replacement effects
 * of the era. A replaced zone change never happens and the modified one is
 * the event that triggers (419.1a, 419.5); a permanent comes into play
 * tapped or with counters as part of the event (410.10e, 419.1b-c, fading
 * 502.20a); a choice "as ~ comes into play" is not kept, and the run says
 * so; dredge replaces a draw when chosen, only with enough cards in the
 * library (502.47a-b); a replacement effect the loop cannot read is logged.
 */
import { describe, expect, it } from "vitest";
import { at, card, creature, events, expectLogged, expectRefused, run, state, type Obj } from "../support/run";

const LEYLINE = card("ley", "Leyline of the Void", "alice", "in-play", ["enchantment"], "If a card would be put into an opponent's graveyard from anywhere, remove it from the game instead.");
const countersOf = (a: ReturnType<typeof run>, id: string) => (a.state.objects as Obj[]).find((o) => o.id === id)!.otherCounters;

describe("419.1a, 419.5: \"instead\" replaces a zone change", () => {
  it("Leyline of the Void: bob's creature put into his graveyard is removed from the game instead", () => {
    const a = run(state([LEYLINE, creature("b", "Grizzly Bears", "bob", 2, 2)]), [{ do: "move", object: "b", to: "graveyard" }]);
    expect(a.zones.b).toBe("removed");
    expectLogged(a, "419.1a", "removed zone instead", "replacement");
  });

  it("alice's own creature is not an opponent's: it goes to her graveyard", () => {
    const a = run(state([LEYLINE, creature("m", "Grizzly Bears", "alice", 2, 2)]), [{ do: "move", object: "m", to: "graveyard" }]);
    expect(a.zones.m).toBe("graveyard");
  });

  it("419.5: the modified event is the one that triggers: \"put into a graveyard from play\" does not trigger", () => {
    const watcher = card("w", "Soul Net", "bob", "in-play", ["artifact"], "Whenever a creature is put into a graveyard from play, you gain 1 life.");
    const a = run(state([LEYLINE, watcher, creature("b", "Grizzly Bears", "bob", 2, 2)]), [{ do: "move", object: "b", to: "graveyard" }]);
    expect(events(a, "trigger")).toEqual([]);
  });

  it("a replacement the loop cannot read is logged unread once, and the run is not certain", () => {
    const odd = card("o", "Odd Shield", "alice", "in-play", ["enchantment"], "If a creature would be put into a graveyard from play, put it on the bottom of its owner's library instead.");
    const a = run(state([odd, creature("b", "Grizzly Bears", "bob", 2, 2), creature("c", "Grizzly Bears", "bob", 2, 2)]), [
      { do: "move", object: "b", to: "graveyard" }, { do: "move", object: "c", to: "graveyard" },
    ]) as ReturnType<typeof run> & { certain: boolean };
    expect(a.log.filter((l) => l.event === "replacement" && l.unread)).toHaveLength(1);
    expect(a.certain).toBe(false);
  });

  it("a line about damage replaces no move: it is left to the damage the loop deals (damage-replacements.ts)", () => {
    const odd = card("o", "Odd Shield", "alice", "in-play", ["enchantment"], "If a creature would deal damage to you, it deals that much damage to your opponent instead.");
    const a = run(state([odd, creature("b", "Grizzly Bears", "bob", 2, 2)]), [{ do: "move", object: "b", to: "graveyard" }]);
    expect(a.log.filter((l) => l.event === "replacement" && l.unread)).toHaveLength(0);
    const hit = run(state([odd, creature("b", "Grizzly Bears", "bob", 2, 2)]), [{ do: "damage", source: "b", to: "alice", amount: 2 }]);
    expect(hit.log.filter((l) => l.event === "replacement" && l.unread)).toHaveLength(1);
  });
});

describe("410.10e, 419.1b-c: how a permanent comes into play", () => {
  const enters = (text: string) => card("p", "Entering Thing", "alice", "hand", ["artifact"], text);

  it("\"comes into play tapped\"", () => {
    const a = run(state([enters("Entering Thing comes into play tapped.")]), [{ do: "move", object: "p", to: "in-play" }]);
    expect(a.tapped).toContain("p");
    expectLogged(a, "419.1c", "tapped", "replacement");
  });

  it("\"comes into play with two +1/+1 counters\", and fading 3 (502.20a)", () => {
    const a = run(state([enters("Entering Thing comes into play with two +1/+1 counters on it.")]), [{ do: "move", object: "p", to: "in-play" }]);
    expect(a.counters.p).toBe(2);
    const f = run(state([enters("Fading 3")]), [{ do: "move", object: "p", to: "in-play" }]);
    expect(countersOf(f, "p")).toEqual({ fade: 3 });
    expectLogged(f, "502.20a", "3 fade counters");
  });

  it("modular 2: two +1/+1 counters (502.35a); bloodthirst, which the loop does not apply, is logged unread", () => {
    const a = run(state([enters("Modular 2")]), [{ do: "move", object: "p", to: "in-play" }]);
    expect(a.counters.p).toBe(2);
    const b = run(state([enters("Bloodthirst 2")]), [{ do: "move", object: "p", to: "in-play" }]);
    expect(b.log.some((l) => l.rule === "419.1b" && l.unread && l.detail.includes("bloodthirst"))).toBe(true);
  });

  it("\"As ~ comes into play, choose a color\": the loop keeps no choice; it says so and the run is not certain", () => {
    const a = run(state([enters("As Entering Thing comes into play, choose a color.")]), [{ do: "move", object: "p", to: "in-play" }]) as ReturnType<typeof run> & { certain: boolean };
    expect(a.log.some((l) => l.rule === "419.1b" && l.unread)).toBe(true);
    expect(a.certain).toBe(false);
  });
});

describe("502.47a-b: dredge replaces a draw when chosen", () => {
  const darkblast = card("dark", "Darkblast", "alice", "graveyard", ["instant"], "Target creature gets -1/-1 until end of turn.\nDredge 3");
  const library = (n: number) => Array.from({ length: n }, (_, i) => card(`l${i}`, "Swamp", "alice", "library", ["land"], undefined, { position: i }));
  const DRAW_STEP = at("upkeep");
  const toDraw = [{ do: "pass", times: 2 }];

  it("chosen, with 3 cards in the library: they go to the graveyard and Darkblast returns to the hand", () => {
    const a = run(state([darkblast, ...library(4)], DRAW_STEP, false), [{ do: "choose", object: "dark", replace: true }, ...toDraw]);
    expect(a.zones.dark).toBe("hand");
    expect([a.zones.l0, a.zones.l1, a.zones.l2, a.zones.l3]).toEqual(["graveyard", "graveyard", "graveyard", "library"]);
    expectLogged(a, "502.47a", "dredges Darkblast", "replacement");
  });

  it("not chosen: alice draws, and the log says she could have dredged", () => {
    const a = run(state([darkblast, ...library(4)], DRAW_STEP, false), toDraw);
    expect(a.zones.l0).toBe("hand");
    expect(a.zones.dark).toBe("graveyard");
    expectLogged(a, "502.47a", "could dredge");
  });

  it("502.47b: fewer than 3 cards in the library: alice draws instead", () => {
    const a = run(state([darkblast, ...library(2)], DRAW_STEP, false), [{ do: "choose", object: "dark", replace: true }, ...toDraw]);
    expect(a.zones.l0).toBe("hand");
    expect(a.zones.dark).toBe("graveyard");
    expectLogged(a, "502.47b", "fewer than dredge 3");
  });

  it("replace must be true or false", () => {
    expectRefused(state([darkblast]), [{ do: "choose", object: "dark", replace: 1 }], "actions[0].replace");
  });
});
