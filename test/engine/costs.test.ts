/**
 * src/engine/costs.ts: mana costs read and written (parseMana, showMana),
 * and the total cost of a spell (409.1f): its mana cost, changed by the
 * static abilities of the permanents in play that its player controls,
 * locked in before it is paid (409.1h, the Death Bomb example). The cards
 * are in their 2006-2008 wording.
 */
import { describe, expect, it } from "vitest";
import { parseMana, showMana, totalCost } from "../../src/engine/costs";
import { readState } from "../../src/state/read-state";
import type { GameObject } from "../../src/types";
import { card, creature, expectLogged, objectOf, run, state } from "../support/run";

const FAMILIAR = "First strike\nBlack spells and green spells you play cost {1} less to play.";
const CREATURE_DISCOUNT = "Creature spells you play cost {1} less to play.";
const DEATH_BOMB = "As an additional cost to play Death Bomb, sacrifice a creature.\nDestroy target nonblack creature. It can't be regenerated. Its controller loses 2 life.";

/** The objects of a tiny state, read as the loop reads them. */
function objects(...list: Array<Record<string, unknown>>): Map<string, GameObject> {
  const s = readState({ players: ["alice", "bob"], objects: list });
  return new Map(s.objects.map((o) => [o.id, o]));
}

const familiar = (owner = "alice") => card("tf", "Thunderscape Familiar", owner, "in-play", ["creature"], FAMILIAR, { colors: ["red"], power: 1, toughness: 1 });
const spell = (id: string, colors: string[], manaCost: string, types = ["sorcery"], owner = "alice") => card(id, id, owner, "hand", types, undefined, { colors, manaCost });

describe("mana costs: parseMana and showMana", () => {
  it("reads generic mana as a number and every other symbol as it is written", () => {
    expect(parseMana("{3}{B}{B}")).toEqual({ generic: 3, symbols: ["B", "B"] });
    expect(parseMana("{X}{R}")).toEqual({ generic: 0, symbols: ["X", "R"] });
    expect(parseMana("{1}{2}{G}")).toEqual({ generic: 3, symbols: ["G"] });
  });

  it("reads no cost, or {0}, as nothing to pay", () => {
    expect(parseMana(null)).toEqual({ generic: 0, symbols: [] });
    expect(parseMana("")).toEqual({ generic: 0, symbols: [] });
    expect(parseMana("{0}")).toEqual({ generic: 0, symbols: [] });
  });

  it("writes generic mana first, and {0} only when there is nothing else", () => {
    expect(showMana({ generic: 3, symbols: ["B", "B"] })).toBe("{3}{B}{B}");
    expect(showMana({ generic: 0, symbols: ["B"] })).toBe("{B}");
    expect(showMana({ generic: 0, symbols: [] })).toBe("{0}");
    expect(showMana({ generic: 2, symbols: [] })).toBe("{2}");
  });

  it("round-trips the costs of the era", () => {
    for (const cost of ["{3}{B}", "{2}{G}", "{R}", "{4}{R}", "{0}", "{X}{R}{R}"]) expect(showMana(parseMana(cost))).toBe(cost);
  });
});

describe("409.1f: the total cost is the mana cost minus all cost reductions (Thunderscape Familiar)", () => {
  it("a black spell of the Familiar's controller costs {1} less", () => {
    const o = objects(familiar(), spell("bolt", ["black"], "{3}{B}"));
    const { cost, changes } = totalCost(o.get("bolt")!, "alice", [o.get("tf")!]);
    expect(showMana(cost)).toBe("{2}{B}");
    expect(changes).toHaveLength(1);
    expect(changes[0]).toContain("Thunderscape Familiar");
    expect(changes[0]).toContain("Black spells and green spells you play cost {1} less to play.");
  });

  it("a green spell costs {1} less too", () => {
    const o = objects(familiar(), spell("growth", ["green"], "{2}{G}", ["instant"]));
    expect(showMana(totalCost(o.get("growth")!, "alice", [o.get("tf")!]).cost)).toBe("{1}{G}");
  });

  it("an opponent's black spell is not reduced: \"you play\" is the Familiar's controller", () => {
    const o = objects(familiar(), spell("bolt", ["black"], "{3}{B}", ["sorcery"], "bob"));
    const { cost, changes } = totalCost(o.get("bolt")!, "bob", [o.get("tf")!]);
    expect(showMana(cost)).toBe("{3}{B}");
    expect(changes).toEqual([]);
  });

  it("the Familiar's controller, not its owner, gets the reduction", () => {
    const o = objects({ ...familiar(), controller: "bob" }, spell("bolt", ["black"], "{3}{B}", ["sorcery"], "bob"), spell("mine", ["black"], "{3}{B}"));
    expect(showMana(totalCost(o.get("bolt")!, "bob", [o.get("tf")!]).cost)).toBe("{2}{B}");
    expect(showMana(totalCost(o.get("mine")!, "alice", [o.get("tf")!]).cost)).toBe("{3}{B}");
  });

  it("a red spell is not reduced", () => {
    const o = objects(familiar(), spell("axe", ["red"], "{4}{R}"));
    const { cost, changes } = totalCost(o.get("axe")!, "alice", [o.get("tf")!]);
    expect(showMana(cost)).toBe("{4}{R}");
    expect(changes).toEqual([]);
  });

  it("a black-green spell is reduced once, not once per colour", () => {
    const o = objects(familiar(), spell("golgari", ["black", "green"], "{2}{B}{G}"));
    expect(showMana(totalCost(o.get("golgari")!, "alice", [o.get("tf")!]).cost)).toBe("{1}{B}{G}");
  });

  it("generic mana never goes below 0: {B} stays {B}, even with two Familiars", () => {
    const o = objects(familiar(), { ...familiar(), id: "tf2" }, spell("ritual", ["black"], "{B}", ["instant"]), spell("fear", ["black"], "{1}{B}"));
    const both = [o.get("tf")!, o.get("tf2")!];
    expect(totalCost(o.get("ritual")!, "alice", both).cost).toEqual({ generic: 0, symbols: ["B"] });
    expect(totalCost(o.get("fear")!, "alice", both).cost).toEqual({ generic: 0, symbols: ["B"] });
  });

  it("two Familiars reduce a {3}{B} spell by {2}", () => {
    const o = objects(familiar(), { ...familiar(), id: "tf2" }, spell("bolt", ["black"], "{3}{B}"));
    const { cost, changes } = totalCost(o.get("bolt")!, "alice", [o.get("tf")!, o.get("tf2")!]);
    expect(showMana(cost)).toBe("{1}{B}");
    expect(changes).toHaveLength(2);
  });

  it("with no permanent changing it, the total cost is the mana cost", () => {
    const o = objects(spell("bolt", ["black"], "{3}{B}"));
    expect(totalCost(o.get("bolt")!, "alice", [])).toEqual({ cost: { generic: 3, symbols: ["B"] }, changes: [] });
  });
});

describe("409.1f: \"Creature spells you play cost {1} less to play.\"", () => {
  const discount = () => card("cd", "Creature Discount", "alice", "in-play", ["enchantment"], CREATURE_DISCOUNT);

  it("a creature spell of its controller costs {1} less", () => {
    const o = objects(discount(), spell("giant", ["red"], "{3}{R}", ["creature"]));
    const { cost, changes } = totalCost(o.get("giant")!, "alice", [o.get("cd")!]);
    expect(showMana(cost)).toBe("{2}{R}");
    expect(changes[0]).toContain(CREATURE_DISCOUNT);
  });

  it("a noncreature spell is not reduced, whatever its colour", () => {
    const o = objects(discount(), spell("axe", ["red"], "{4}{R}"), spell("bolt", ["black"], "{3}{B}"));
    expect(showMana(totalCost(o.get("axe")!, "alice", [o.get("cd")!]).cost)).toBe("{4}{R}");
    expect(showMana(totalCost(o.get("bolt")!, "alice", [o.get("cd")!]).cost)).toBe("{3}{B}");
  });

  it("an opponent's creature spell is not reduced", () => {
    const o = objects(discount(), spell("giant", ["red"], "{3}{R}", ["creature"], "bob"));
    expect(showMana(totalCost(o.get("giant")!, "bob", [o.get("cd")!]).cost)).toBe("{3}{R}");
  });

  it("a black creature spell with the Familiar as well costs {2} less", () => {
    const o = objects(discount(), familiar(), spell("knight", ["black"], "{3}{B}", ["creature"]));
    expect(showMana(totalCost(o.get("knight")!, "alice", [o.get("cd")!, o.get("tf")!]).cost)).toBe("{1}{B}");
  });
});

describe("409.1f, 409.1h: in the game loop the total cost is locked in before it is paid", () => {
  it("Death Bomb, sacrificing the Familiar: {2}{B}, not {3}{B} (the example of 409.1h)", () => {
    const a = run(state([
      familiar(),
      card("db", "Death Bomb", "alice", "hand", ["instant"], DEATH_BOMB, { colors: ["black"], manaCost: "{3}{B}" }),
      creature("gb", "Grizzly Bears", "bob", 2, 2, { colors: ["green"] }),
    ]), [{ do: "play", object: "db", targets: [["gb"]], sacrifice: ["tf"] }]);
    const locked = expectLogged(a, "409.1f", "{2}{B}");
    expect(locked.detail).toContain("Thunderscape Familiar");
    const paid = expectLogged(a, "409.1h", "pays {2}{B}");
    expect(paid.detail).toContain("sacrifices Thunderscape Familiar");
    // The cost was locked in before the Familiar left play.
    expect(locked.n).toBeLessThan(paid.n);
    expect(a.zones.tf).toBe("graveyard");
    expect(a.stack.map((s) => s.source)).toEqual(["db"]);
  });

  it("an opponent's Familiar does not reduce alice's black spell", () => {
    const a = run(state([familiar("bob"), card("bolt", "Dark Bolt", "alice", "hand", ["instant"], "Dark Bolt deals 2 damage to target creature or player.", { colors: ["black"], manaCost: "{3}{B}" })]),
      [{ do: "play", object: "bolt", targets: [["bob"]] }]);
    const locked = expectLogged(a, "409.1f", "{3}{B}");
    expect(locked.detail).not.toContain("Thunderscape Familiar");
    expect(objectOf(a, "bolt").zone).toBe("stack");
  });
});

describe("409.1f: increases and reductions add up before the floor of zero", () => {
  it("a reduction and an increase of {1} on a {B} spell leave {B}, in either order", () => {
    const less = card("less", "Less", "alice", "in-play", ["enchantment"], "Black spells you play cost {1} less to play.");
    const more = card("more", "More", "alice", "in-play", ["enchantment"], "Black spells you play cost {1} more to play.");
    for (const order of [[less, more], [more, less]]) {
      const o = objects(spell("dark", ["black"], "{B}", ["instant"]), ...order);
      expect(showMana(totalCost(o.get("dark")!, "alice", [o.get(String(order[0].id))!, o.get(String(order[1].id))!]).cost)).toBe("{B}");
    }
  });
});
