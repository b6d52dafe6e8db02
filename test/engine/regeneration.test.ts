/**
 * src/engine/regeneration.ts through "run" questions: "{G}: Regenerate
 * River Boa." makes a shield (501.5a) that replaces its next destruction
 * this turn, by lethal damage (420.5c) or by "destroy" (419.6b); "It can't
 * be regenerated" lets none apply; the shield ends at the cleanup step.
 */
import { describe, expect, it } from "vitest";
import { card, creature, expectLogged, objectOf, run, state } from "../support/run";

const BOA = creature("boa", "River Boa", "alice", 2, 1, { text: "Islandwalk\n{G}: Regenerate River Boa." });
const SHOCK = card("shock", "Shock", "bob", "hand", ["instant"], "Shock deals 2 damage to target creature or player.", { colors: ["red"], manaCost: "{R}" });
const TERROR = card("terror", "Terror", "alice", "hand", ["instant"], "Destroy target nonartifact, nonblack creature. It can't be regenerated.", { colors: ["black"], manaCost: "{1}{B}" });
const EDICT = card("edict", "Test Execution", "alice", "hand", ["instant"], "Destroy target creature.", { colors: ["white"], manaCost: "{1}{W}" });
const SHIELD = [{ do: "activate", object: "boa", ability: 1 }, { do: "resolve" }];
const LETHAL = [{ do: "damage", source: "shock", to: "boa", amount: 2 }, { do: "pass" }];

describe("419.6b, 501.5a: a regeneration shield", () => {
  it("replaces destruction by lethal damage (420.5c): River Boa stays, tapped, with no damage", () => {
    const a = run(state([BOA, SHOCK]), [...SHIELD, ...LETHAL]);
    expectLogged(a, "501.5a", "regeneration shield protects River Boa");
    expectLogged(a, "419.6b", "it regenerates instead", "replacement");
    expect(a.zones.boa).toBe("in-play");
    expect(objectOf(a, "boa")).toMatchObject({ tapped: true });
    expect(objectOf(a, "boa").damage).toBeUndefined();
  });

  it("a shield not used is listed among the effects that end at this turn's cleanup (the state has no place for it)", () => {
    expect(run(state([BOA]), SHIELD).untilEndOfTurn).toEqual(["a regeneration shield on River Boa (501.5a)"]);
    expect(run(state([BOA]), [...SHIELD, ...SHIELD]).untilEndOfTurn).toEqual(["2 regeneration shields on River Boa (501.5a)"]);
  });

  it("a shield used up is no longer listed", () => {
    expect(run(state([BOA, SHOCK]), [...SHIELD, ...LETHAL]).untilEndOfTurn).toEqual([]);
  });

  it("without a shield lethal damage destroys it", () => {
    expect(run(state([BOA, SHOCK]), LETHAL).zones.boa).toBe("graveyard");
  });

  it("replaces destruction by \"destroy\", once: a second destruction destroys it", () => {
    const second = { ...EDICT, id: "edict2" };
    const a = run(state([BOA, EDICT, second]), [...SHIELD, { do: "play", object: "edict", targets: [["boa"]] }, { do: "resolve" }]);
    expect(a.zones.boa).toBe("in-play");
    const b = run(state([BOA, EDICT, second]), [...SHIELD, { do: "play", object: "edict", targets: [["boa"]] }, { do: "resolve" }, { do: "play", object: "edict2", targets: [["boa"]] }, { do: "resolve" }]);
    expect(b.zones.boa).toBe("graveyard");
  });

  it("\"It can't be regenerated\": Terror destroys it through the shield", () => {
    const a = run(state([BOA, TERROR]), [...SHIELD, { do: "play", object: "terror", targets: [["boa"]] }, { do: "resolve" }]);
    expectLogged(a, "419.6b", "can't be regenerated");
    expect(a.zones.boa).toBe("graveyard");
  });

  it("ends at the cleanup step: lethal damage in a later turn destroys it (and in the end step, before cleanup, it still regenerates)", () => {
    const a = run(state([BOA, SHOCK]), [...SHIELD, { do: "begin-step", step: "cleanup" }, { do: "begin-step", step: "upkeep" }, ...LETHAL]);
    expect(a.zones.boa).toBe("graveyard");
    expect(run(state([BOA, SHOCK]), [...SHIELD, { do: "begin-step", step: "end" }, ...LETHAL]).zones.boa).toBe("in-play");
  });

  it("217.1c: a permanent that left play and came back has no shield", () => {
    const a = run(state([BOA, SHOCK]), [...SHIELD, { do: "move", object: "boa", to: "hand" }, { do: "move", object: "boa", to: "in-play" }, ...LETHAL]);
    expect(a.zones.boa).toBe("graveyard");
  });
});
