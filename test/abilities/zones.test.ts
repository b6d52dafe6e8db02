/**
 * src/abilities/zones.ts: 402.8's reading table (card text and keywords to
 * the zone facts queries/functions.edn reads), 402.8h's "unless", and the
 * ability/* facts each zone fact is written as.
 */
import { describe, expect, it } from "vitest";
import { KEYWORDS } from "../../src/abilities/keywords";
import { readAbilities } from "../../src/abilities/read-abilities";
import { TEMPLATES } from "../../src/abilities/templates";
import { conditionZone, KEYWORD_ZONES, noZoneFacts, unconfinedByItsTrigger, ZONE_TEMPLATES, zoneFacts, zoneWord } from "../../src/abilities/zones";
import type { Ability, AbilityFacts } from "../../src/types";

function read(name: string, text: string, types = ["creature"]): Ability[] {
  return readAbilities({ name, text, types, abilityFacts: [] });
}

/** An ability's facts with no zone facts, then `facts`. */
function facts(more: Partial<AbilityFacts>): AbilityFacts {
  return { kind: "static", cost: null, effect: null, tap: false, triggers: [], interveningIf: null, timing: [], targets: [], ...noZoneFacts(), ...more };
}

describe("the tables", () => {
  it("every zone template and keyword row cites an exception of 402.8a-h; the other templates cite none", () => {
    for (const t of ZONE_TEMPLATES) expect(t.rule, t.name).toMatch(/^402\.8[a-h]$/);
    for (const [k, z] of Object.entries(KEYWORD_ZONES)) expect(z.rule, k).toMatch(/^402\.8[a-h]$/);
    for (const t of TEMPLATES) expect(t.rule, t.name).not.toMatch(/^402\.8/);
  });

  it("a keyword row is a keyword of keywords.ts, and a keyword without a reading of its own has a row", () => {
    const names = new Set(KEYWORDS.map((k) => k.keyword));
    for (const k of Object.keys(KEYWORD_ZONES)) expect(names.has(k), k).toBe(true);
    for (const k of KEYWORDS.filter((x) => x.reading === null)) expect(KEYWORD_ZONES[k.keyword], k.keyword).toBeDefined();
  });

  it("ties each keyword's zone facts to the exception that gives them", () => {
    expect(KEYWORD_ZONES.cycling).toMatchObject({ rule: "402.8f", facts: { costZones: ["hand"] } });
    expect(KEYWORD_ZONES.flashback).toMatchObject({ rule: "402.8d", facts: { playableFrom: ["graveyard"] } });
    expect(KEYWORD_ZONES.dredge).toMatchObject({ rule: "402.8h", facts: { movesFrom: "graveyard" } });
    expect(KEYWORD_ZONES.storm).toMatchObject({ rule: "402.8g", triggerZone: "stack" });
  });

  it("reads the era's and the later zone words", () => {
    expect(["graveyard", "Hand", "exile", "battlefield", "removed-from-the-game zone"].map(zoneWord)).toEqual(["graveyard", "hand", "removed", "in-play", "removed"]);
  });
});

describe("read through the reader", () => {
  it("a keyword takes its zone facts, rule and reading from its row", () => {
    const [cycling] = read("Krosan Tusker", "Cycling {2}{G}");
    expect(cycling).toMatchObject({ kind: "activated", costZones: ["hand"], effect: "Draw a card." });
    expect(cycling.inferred[0]).toMatchObject({ rule: "402.8f", fact: `keyword cycling: ${KEYWORD_ZONES.cycling.reading}` });
    const [storm] = read("Grapeshot", "Storm", ["sorcery"]);
    expect(storm.triggers).toEqual([{ condition: "you play this spell", zone: "stack" }]);
  });

  it("a keyword without a zone row keeps its own rule and no zone facts", () => {
    const [flying] = read("Test Drake", "Flying");
    expect(flying.inferred[0].rule).toBe("502.4");
    expect(zoneFacts(flying)).toEqual({});
  });
});

describe("unconfinedByItsTrigger (402.8h's unless)", () => {
  it("a trigger that puts the object into the zone it moves it out of leaves 402.8h aside", () => {
    const a = facts({ kind: "triggered", movesFrom: "graveyard" });
    expect(unconfinedByItsTrigger(a, ["~ is put into your graveyard from play"])).toMatchObject({ rule: "402.8h" });
    expect(a.movesFrom).toBeNull();
  });

  it("any other trigger keeps it confined", () => {
    const a = facts({ kind: "triggered", movesFrom: "graveyard" });
    expect(unconfinedByItsTrigger(a, ["the beginning of your upkeep"])).toBeNull();
    expect(a.movesFrom).toBe("graveyard");
  });
});

describe("zoneFacts", () => {
  it("writes each zone fact as its ability/* attribute", () => {
    const f = zoneFacts(facts({ characteristicDefining: true, costModifier: true, comesIntoPlay: true, movesFrom: "hand", statedZones: ["graveyard"], playableFrom: ["graveyard"], costZones: ["hand"] }));
    expect(f).toEqual({
      "ability/cda": true, "ability/cost-modifier": true, "ability/comes-into-play": true, "ability/moves-from": "hand",
      "ability/stated-zone": ["graveyard"], "ability/playable-from": ["graveyard"], "ability/cost-zone": ["hand"],
    });
  });

  it("a trigger condition without a zone of its own triggers in play (402.8), each zone once", () => {
    const a = facts({ kind: "triggered", triggers: [{ condition: "a", zone: null }, { condition: "b", zone: "removed" }, { condition: "c", zone: null }] });
    expect(zoneFacts(a)).toEqual({ "ability/trigger-zone": ["in-play", "removed"] });
    expect(a.triggers.map(conditionZone)).toEqual(["in-play", "removed", "in-play"]);
  });
});
