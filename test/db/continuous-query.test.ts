/**
 * queries/continuous.edn over tiny states turned into facts, with the
 * grants written as src/db/continuous-facts.ts writes them: :layer-4, then
 * :later-layers over the types layer 4 wrote, each [id grant attribute
 * value], by paragraph (418.4a: the affected set; 418.5a: layer 4 first).
 */
import { describe, expect, it } from "vitest";
import { readingOf } from "../../src/judge/reading";
import { grantOf } from "../../src/abilities/grants";
import { protectionQualities } from "../../src/abilities/keywords";
import { readAbilities } from "../../src/abilities/read-abilities";
import { withEffects, withGrants } from "../../src/db/continuous-facts";
import { gameDb } from "../../src/db/game-facts";
import { runQuery } from "../../src/db/queries";
import { readState } from "../../src/state/read-state";

type Obj = Record<string, unknown>;

/** Each row as "object-id attribute value", the entity ids left out; every line of every object given is a grant. */
function effects(objects: Obj[]): string[] {
  const state = readState({ players: ["alice", "bob"], turn: { number: 3, active: "alice", step: "precombat-main" }, objects });
  const abilities = new Map(state.objects.map((o) => [o.id, readAbilities(o)]));
  const grants = state.objects.flatMap((o) => (abilities.get(o.id) ?? []).flatMap((a) => {
    const grant = grantOf(a.text, o.name);
    return grant ? [{ source: o.id, index: a.index, grant, protection: protectionQualities(grant.keywords) }] : [];
  }));
  // As the runner does (418.5a): layer 4 written before the later layers are matched.
  const db = withGrants(gameDb(state, readingOf(abilities)), grants);
  const first = (runQuery(db, "continuous", "layer-4") as Array<[number, string, number, string, string | number]>).map(([eid, object, grant, attribute, value]) => ({ eid, object, grant, attribute, value }));
  const later = runQuery(withEffects(db, first, []), "continuous", "later-layers") as unknown[][];
  return [...first.map((r) => [r.eid, r.object, r.grant, r.attribute, r.value]), ...later].map(([, id, , attribute, value]) => `${id} ${attribute} ${value}`).sort();
}

const permanent = (id: string, types: string[], subtypes: string[], extra: Obj = {}): Obj => ({ id, name: id, owner: "alice", zone: "in-play", types, subtypes, text: "", ...extra });

describe("418.4a: whatever the text indicates, at this moment", () => {
  it("\"Other Soldiers you control\": the controller's other Soldiers in play, not the lord, not an opponent's, not one in a graveyard", () => {
    const lord = permanent("lord", ["creature"], ["soldier"], { text: "Other Soldiers you control have first strike." });
    expect(effects([
      lord, permanent("mine", ["creature"], ["soldier"]), permanent("theirs", ["creature"], ["soldier"], { owner: "bob" }),
      permanent("dead", ["creature"], ["soldier"], { zone: "graveyard" }), permanent("bear", ["creature"], ["bear"]),
    ])).toEqual(["mine keyword first strike"]);
  });

  it("\"All Slivers\" includes the source itself; \"your opponents control\" only the others'", () => {
    expect(effects([permanent("s1", ["creature"], ["sliver"], { text: "All Slivers have flying." }), permanent("s2", ["creature"], ["sliver"], { owner: "bob" })]))
      .toEqual(["s1 keyword flying", "s2 keyword flying"]);
    expect(effects([permanent("curse", ["enchantment"], [], { text: "Creatures your opponents control get -1/-1." }), permanent("mine", ["creature"], []), permanent("theirs", ["creature"], [], { owner: "bob" })]))
      .toEqual(["theirs power -1", "theirs toughness -1"]);
  });

  it("colours and types must all fit: \"White creatures you control\"", () => {
    const ward = permanent("ward", ["enchantment"], [], { text: "White creatures you control have protection from black." });
    expect(effects([ward, permanent("knight", ["creature"], [], { colors: ["white"] }), permanent("orc", ["creature"], [], { colors: ["red"] }), permanent("altar", ["artifact"], [], { colors: ["white"] })]))
      .toEqual(["knight keyword protection from black", "knight protection black"]);
  });
});

describe("418.5a: layer 4 (types) first, then abilities and power and toughness", () => {
  it("\"All Swamps are 1/1 Zombie creatures\": each Swamp becomes a Zombie creature with 1/1 set; other lands do not", () => {
    const bell = permanent("bell", ["artifact"], [], { text: "All Swamps are 1/1 Zombie creatures that are still lands." });
    expect(effects([bell, permanent("swamp", ["land"], ["swamp"]), permanent("forest", ["land"], ["forest"])]))
      .toEqual(["swamp set-power 1", "swamp set-toughness 1", "swamp subtype zombie", "swamp type creature"]);
  });

  it("a later layer sees the types layer 4 gave: \"Other Zombies get +1/+1\" and \"Creatures you control have haste\" reach the Swamp", () => {
    const bell = permanent("bell", ["artifact"], [], { text: "All Swamps are 1/1 Zombie creatures that are still lands." });
    const lord = permanent("lord", ["creature"], ["zombie"], { text: "Other Zombies get +1/+1." });
    const fires = permanent("fires", ["enchantment"], [], { text: "Creatures you control have haste." });
    const rows = effects([bell, lord, fires, permanent("swamp", ["land"], ["swamp"])]).filter((r) => r.startsWith("swamp"));
    expect(rows).toEqual(["swamp keyword haste", "swamp power 1", "swamp set-power 1", "swamp set-toughness 1", "swamp subtype zombie", "swamp toughness 1", "swamp type creature"]);
  });
});
