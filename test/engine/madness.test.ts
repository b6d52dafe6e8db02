/**
 * src/engine/madness.ts through "run" questions (502.24a-b): a card with
 * madness discarded may be removed from the game instead (chosen in advance
 * with `choose {object, replace: true}`); its trigger then lets its owner
 * play it for its madness cost, or it goes to the graveyard. Fiery Temper
 * is discarded to pay Wild Mongrel's cost.
 */
import { describe, expect, it } from "vitest";
import { card, creature, expectLogged, run, state } from "../support/run";

const MONGREL = creature("m", "Wild Mongrel", "alice", 2, 2, { text: "Discard a card: Wild Mongrel gets +1/+1 and becomes the color of your choice until end of turn." });
const TEMPER = card("t", "Fiery Temper", "alice", "hand", ["instant"], "Fiery Temper deals 3 damage to target creature or player.\nMadness {R}", { manaCost: "{1}{R}{R}", colors: ["red"] });
const DISCARD = { do: "activate", object: "m", ability: 0 };

describe("502.24a: madness", () => {
  it("chosen: removed from the game instead of the graveyard; its trigger plays it for {R}, and it deals 3 damage to bob", () => {
    const a = run(state([MONGREL, TEMPER]), [{ do: "choose", object: "t", replace: true }, DISCARD, { do: "resolve" }, { do: "resolve" }, { do: "resolve" }]);
    expectLogged(a, "502.24a", "removes it from the game instead", "replacement");
    expectLogged(a, "502.24b", "madness cost {R}", "cast");
    expect(a.life.bob).toBe(17);
    expect(a.zones.t).toBe("graveyard");
  });

  it("not chosen: it goes to the graveyard, and the log says it could have been removed", () => {
    const a = run(state([MONGREL, TEMPER]), [DISCARD]);
    expect(a.zones.t).toBe("graveyard");
    expectLogged(a, "502.24a", "could remove it from the game instead");
  });

  it("removed, but its owner declines to play it (choose {pay: false}): it is put into the graveyard", () => {
    const a = run(state([MONGREL, TEMPER]), [
      { do: "choose", object: "t", replace: true }, { do: "choose", object: "t", pay: false }, DISCARD, { do: "resolve" },
    ]);
    expectLogged(a, "502.24a", "chooses not to play");
    expect(a.zones.t).toBe("graveyard");
    expect(a.life.bob).toBe(20);
  });
});
