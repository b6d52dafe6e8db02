/**
 * `{"ask": "functions"}` (src/answers/functions.ts, queries/functions.edn):
 * where an ability functions, one describe per paragraph of 402.8, each
 * checked against the paragraph's text in the seeds' newest version (the
 * 2008-03-17 rulings dump). Tiny literal states of one object, cards of the
 * 2006-2008 era with their wording of the time.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ask } from "../../src/answers/ask";
import type { FunctionsAnswer } from "../../src/answers/functions";
import { openKnowledgeBase } from "../../src/knowledge-base";
import { readRelease } from "../../src/rules/release";
import type { Because } from "../../src/types";
import { NECROSAVANT } from "../support/necrosavant";

const kb = openKnowledgeBase({ versions: [] });
const RULINGS = "rulings-2008-03-17";

/** The seeds' newest text of the paragraphs these answers cite (the rulings dump). */
const TEXT = {
  "402.8":
    "Abilities of an instant or sorcery usually function only while the object is not in play. Abilities of all other objects usually function only while that object is in play. The exceptions are as follows:",
  "402.8a": "Characteristic-defining abilities function in all zones.",
  "402.8b": "An ability that states which zones it functions in functions only from those zones.",
  "402.8c": "An ability of an object that modifies what it costs to play functions on the stack.",
  "402.8d": "An object's ability that restricts or modifies how that object can be played functions in any zone from which it could be played.",
  "402.8e": "An object's ability that modifies how it comes into play functions as that object is coming into play. See Rule 419.6i.",
  "402.8f": "An object's activated ability that has a cost that can't be paid while the object is in play functions from any zone in which its cost can be paid.",
  "402.8g":
    "A trigger condition that can trigger only in a zone other than the in-play zone triggers from that zone. Other trigger conditions of the same triggered ability may function in different zones.",
  "402.8h":
    "An ability whose cost or effect specifies that it moves the object it's on out of a particular zone functions only in that zone, unless that ability's trigger condition, or a previous part of that ability's cost or effect, specifies that the object is put into that zone.",
} as const;

const ALL_ZONES = ["library", "hand", "graveyard", "in-play", "stack", "removed"];

type Obj = Record<string, unknown>;

/** One of alice's cards: id "x" unless given. */
function card(name: string, zone: string, types: string[], text: string, more: Obj = {}): Obj {
  return { id: "x", name, owner: "alice", zone, types, text, ...more };
}

function state(...objects: Obj[]): Obj {
  return { players: ["alice", "bob"], turn: { number: 4, active: "alice", step: "upkeep" }, objects };
}

function functions(o: Obj, ability = 0, zone?: string): FunctionsAnswer {
  const q: Obj = { ask: "functions", state: state(o), object: o.id, ability };
  if (zone !== undefined) q.zone = zone;
  return ask(kb, q) as FunctionsAnswer;
}

function cited(a: { because: Because[] }, rule: string): Because | undefined {
  return a.because.find((b) => b.rule === rule);
}

/** The answer cites `rule` with the seeds' newest text of it. */
function expectCites(a: { because: Because[] }, rule: keyof typeof TEXT): Because {
  const b = cited(a, rule);
  expect(b, `${rule} cited in ${JSON.stringify(a.because.map((x) => x.rule))}`).toBeDefined();
  expect(b!.version).toBe(RULINGS);
  expect(b!.text).toBe(TEXT[rule]);
  expect(b!.detail.length).toBeGreaterThan(0);
  return b!;
}

/** The first citation says why the ability does not function in the zone asked about. */
function expectNoBecause(a: FunctionsAnswer, rule: keyof typeof TEXT): void {
  expect(a.functions).toBe(false);
  expect(a.because[0].rule).toBe(rule);
  expect(a.because[0].version).toBe(RULINGS);
  expect(a.because[0].text).toBe(TEXT[rule]);
  expect(a.because[0].detail).toContain(`does not function in ${a.zone}`);
}

const PRODIGAL_SORCERER = "{T}: Prodigal Sorcerer deals 1 damage to target creature or player.";
const SHOCK = "Shock deals 2 damage to target creature or player.";
const ANGER = "Haste\nAs long as Anger is in your graveyard and you control a Mountain, creatures you control have haste.";
const ABSOLVER_THRULL =
  "Haunt (When this creature is put into a graveyard from play, remove it from the game haunting target creature.)\nWhen Absolver Thrull comes into play or the creature it haunts is put into a graveyard, destroy target enchantment.";
const GENESIS =
  "At the beginning of your upkeep, if Genesis is in your graveyard, you may pay {2}{G}. If you do, return target creature card from your graveyard to your hand.";

describe("402.8", () => {
  it("a creature's activated ability functions only in play", () => {
    const a = functions(card("Prodigal Sorcerer", "in-play", ["creature"], PRODIGAL_SORCERER));
    expect(a.functions).toBe(true);
    expect(a.zones).toEqual(["in-play"]);
    expect(a.ability.kind).toBe("activated");
    expectCites(a, "402.8");
  });

  it("asked in the graveyard, the creature's ability does not function there, citing 402.8 with its text", () => {
    const a = functions(card("Prodigal Sorcerer", "graveyard", ["creature"], PRODIGAL_SORCERER));
    expect(a.zone).toBe("graveyard");
    expect(a.zones).toEqual(["in-play"]);
    expectNoBecause(a, "402.8");
  });

  it("the creature's ability does not function in a hand, a library, on the stack or removed from the game", () => {
    for (const zone of ["library", "hand", "stack", "removed"]) {
      const a = functions(card("Prodigal Sorcerer", zone, ["creature"], PRODIGAL_SORCERER));
      expect(a.functions, zone).toBe(false);
      expect(a.because[0].rule, zone).toBe("402.8");
    }
  });

  it("a keyword static ability of a creature (flying) functions only in play", () => {
    const bird = card("Suntail Hawk", "hand", ["creature"], "Flying");
    const a = functions(bird);
    expect(a.ability.kind).toBe("static");
    expect(a.zones).toEqual(["in-play"]);
    expectNoBecause(a, "402.8");
    expect(functions(bird, 0, "in-play").functions).toBe(true);
  });

  it("a comes-into-play trigger of a creature triggers in play only", () => {
    const a = functions(card("Sengir Autocrat", "hand", ["creature"], "When Sengir Autocrat comes into play, put three 0/1 black Serf creature tokens into play."));
    expect(a.ability.kind).toBe("triggered");
    expect(a.zones).toEqual(["in-play"]);
    expect(a.functions).toBe(false);
  });
});

describe("402.8a", () => {
  const ghostfire = card("Ghostfire", "hand", ["instant"], "Ghostfire is colorless.\nGhostfire deals 3 damage to target creature or player.");

  it('"Ghostfire is colorless." functions in all six zones', () => {
    const a = functions(ghostfire);
    expect(a.zones).toEqual(ALL_ZONES);
    expect(a.functions).toBe(true);
    const b = expectCites(a, "402.8a");
    expect(b.detail).toContain("Ghostfire is colorless");
  });

  it("asked in each zone, including in play where an instant's other abilities do not function, it functions", () => {
    for (const zone of ALL_ZONES) expect(functions(ghostfire, 0, zone).functions, zone).toBe(true);
    expect(functions(ghostfire, 1, "in-play").functions).toBe(false);
  });

  it("a characteristic-defining power and toughness (Nightmare) functions in all zones, even in a library", () => {
    const a = functions(card("Nightmare", "library", ["creature"], "Flying\nNightmare's power and toughness are each equal to the number of Swamps you control."), 1);
    expect(a.zones).toEqual(ALL_ZONES);
    expect(a.functions).toBe(true);
    expectCites(a, "402.8a");
  });
});

describe("402.8b", () => {
  const anger = (zone: string) => card("Anger", zone, ["creature"], ANGER);

  it("Anger's graveyard ability functions only in the graveyard", () => {
    const a = functions(anger("graveyard"), 1);
    expect(a.zones).toEqual(["graveyard"]);
    expect(a.functions).toBe(true);
    const b = expectCites(a, "402.8b");
    expect(b.detail).toContain("As long as Anger is in your graveyard");
  });

  it("asked in play, it does not function, citing 402.8b", () => {
    const a = functions(anger("graveyard"), 1, "in-play");
    expectNoBecause(a, "402.8b");
    expect(functions(anger("in-play"), 1).functions).toBe(false);
  });

  it("Anger's own haste (its first line) is an ordinary ability: in play only", () => {
    const a = functions(anger("graveyard"), 0);
    expect(a.zones).toEqual(["in-play"]);
    expect(a.functions).toBe(false);
  });

  it("madness states two zones (a hand, removed from the game) and functions in both", () => {
    const a = functions(card("Arrogant Wurm", "hand", ["creature"], "Trample\nMadness {2}{G}"), 1);
    expect(a.zones).toEqual(["hand", "removed"]);
    expect(functions(card("Arrogant Wurm", "removed", ["creature"], "Trample\nMadness {2}{G}"), 1).functions).toBe(true);
    expectCites(a, "402.8b");
  });
});

describe("402.8c", () => {
  const avatar = (zone: string) =>
    card("Avatar of Woe", zone, ["creature"], "If there are ten or more creature cards total in all graveyards, Avatar of Woe costs {6} less to play.\nFear");

  it("Avatar of Woe's cost reduction functions on the stack only", () => {
    const a = functions(avatar("stack"));
    expect(a.zones).toEqual(["stack"]);
    expect(a.functions).toBe(true);
    expect(a.ability.kind).toBe("static");
    expectCites(a, "402.8c");
  });

  it("in a hand or in play it does not function, citing 402.8c", () => {
    expectNoBecause(functions(avatar("hand")), "402.8c");
    expectNoBecause(functions(avatar("stack"), 0, "in-play"), "402.8c");
  });

  it("an additional cost keyword (kicker) modifies what the spell costs: on the stack", () => {
    const a = functions(card("Kavu Titan", "hand", ["creature"], "Kicker {2}{G}"));
    expect(a.zones).toEqual(["stack"]);
    expect(a.functions).toBe(false);
  });
});

describe("402.8d", () => {
  const firebolt = (zone: string) => card("Firebolt", zone, ["sorcery"], "Firebolt deals 2 damage to target creature or player.\nFlashback {4}{R}");

  it("flashback on a sorcery functions in the graveyard, where the card can be played from", () => {
    const a = functions(firebolt("graveyard"), 1);
    expect(a.zones).toEqual(["graveyard"]);
    expect(a.functions).toBe(true);
    const b = expectCites(a, "402.8d");
    expect(b.detail.toLowerCase()).toContain("flashback");
  });

  it("in the hand, flashback does not function; nor does Firebolt's spell ability, which functions on the stack (401.3)", () => {
    expectNoBecause(functions(firebolt("hand"), 1), "402.8d");
    expect(functions(firebolt("hand"), 0).functions).toBe(false);
    expect(functions(firebolt("stack"), 0).functions).toBe(true);
  });

  it("flashback with a non-mana cost (Deep Analysis) is read whole and functions in the graveyard", () => {
    const a = functions(card("Deep Analysis", "graveyard", ["sorcery"], "Target player draws two cards.\nFlashback—{1}{U}, Pay 3 life."), 1);
    expect(a.zones).toEqual(["graveyard"]);
    expect(a.functions).toBe(true);
  });

  it('"You may play X from your graveyard" functions in the graveyard', () => {
    const a = functions(card("Gravecaller", "graveyard", ["creature"], "You may play Gravecaller from your graveyard."));
    expect(a.zones).toEqual(["graveyard"]);
    expect(a.functions).toBe(true);
    const b = expectCites(a, "402.8d");
    expect(b.detail).toContain("You may play Gravecaller from your graveyard");
  });
});

describe("402.8e", () => {
  const salvage = (zone: string) => card("Dakmor Salvage", zone, ["land"], "Dakmor Salvage comes into play tapped.");

  it('"Dakmor Salvage comes into play tapped." functions as it comes into play: in-play, citing 402.8e', () => {
    const a = functions(salvage("hand"), 0, "in-play");
    expect(a.zones).toEqual(["in-play"]);
    expect(a.functions).toBe(true);
    expect(a.ability.kind).toBe("static");
    const b = expectCites(a, "402.8e");
    expect(b.detail).toContain("comes into play");
  });

  it("in the hand or the graveyard it does not function, citing 402.8e", () => {
    expectNoBecause(functions(salvage("hand")), "402.8e");
    expectNoBecause(functions(salvage("graveyard")), "402.8e");
  });
});

describe("402.8f", () => {
  const cycler = (zone: string) => card("Krosan Tusker", zone, ["creature"], "Cycling {2}{G}");

  it("Cycling {2}{G} functions only in a hand", () => {
    const a = functions(cycler("hand"));
    expect(a.ability.kind).toBe("activated");
    expect(a.ability.cost).toBe("{2}{G}");
    expect(a.zones).toEqual(["hand"]);
    expect(a.functions).toBe(true);
    expectCites(a, "402.8f");
  });

  it("asked in play, cycling does not function, citing 402.8f", () => {
    expectNoBecause(functions(cycler("hand"), 0, "in-play"), "402.8f");
    expectNoBecause(functions(cycler("in-play")), "402.8f");
  });

  it('a cost that discards the card itself (channel, "Discard Ghost-Lit Raider") can be paid only from a hand', () => {
    const raider = card(
      "Ghost-Lit Raider", "hand", ["creature"],
      "{2}{R}, {T}: Ghost-Lit Raider deals 2 damage to target creature.\nChannel — {3}{R}, Discard Ghost-Lit Raider: Ghost-Lit Raider deals 4 damage to target creature.",
    );
    const a = functions(raider, 1);
    expect(a.zones).toEqual(["hand"]);
    expect(a.functions).toBe(true);
    expect(expectCites(a, "402.8f").detail).toContain("Discard Ghost-Lit Raider");
    expect(functions(raider, 0).zones).toEqual(["in-play"]);
  });
});

describe("402.8g", () => {
  const thrull = (zone: string) => card("Absolver Thrull", zone, ["creature"], ABSOLVER_THRULL);

  it("Absolver Thrull's two trigger conditions: in play (402.8) and removed from the game (402.8g), both zones listed", () => {
    const a = functions(thrull("removed"), 1);
    expect(a.ability.kind).toBe("triggered");
    expect(a.zones).toEqual(["in-play", "removed"]);
    expect(a.functions).toBe(true);
    expect(expectCites(a, "402.8g").detail).toContain("removed");
    expect(expectCites(a, "402.8").detail).toContain("in-play");
  });

  it("the zone asked about is cited first: in play, 402.8 comes before 402.8g", () => {
    const a = functions(thrull("in-play"), 1);
    expect(a.functions).toBe(true);
    expect(a.because.map((b) => b.rule)).toEqual(["402.8", "402.8g"]);
    expect(functions(thrull("removed"), 1).because.map((b) => b.rule)).toEqual(["402.8g", "402.8"]);
  });

  it("in the graveyard neither trigger condition functions", () => {
    const a = functions(thrull("graveyard"), 1);
    expect(a.functions).toBe(false);
    expect(a.because[0].detail).toContain("does not function in graveyard");
  });

  it("Genesis' intervening if (\"if Genesis is in your graveyard\") confines the trigger to the graveyard", () => {
    const a = functions(card("Genesis", "graveyard", ["creature"], GENESIS));
    expect(a.zones).toEqual(["graveyard"]);
    expect(a.functions).toBe(true);
    expect(a.ability.interveningIf).toBe("Genesis is in your graveyard");
    expect(expectCites(a, "402.8g").detail).toContain("Genesis is in your graveyard");
  });

  it("asked in play, Genesis' trigger does not function, citing 402.8g", () => {
    expectNoBecause(functions(card("Genesis", "in-play", ["creature"], GENESIS)), "402.8g");
  });

  it('"When you cycle X" triggers from the hand the card is cycled from', () => {
    const a = functions(card("Gempalm Incinerator", "hand", ["creature"],
      "Cycling {1}{R}\nWhen you cycle Gempalm Incinerator, you may have it deal X damage to target creature, where X is the number of Goblins in play."), 1);
    expect(a.zones).toEqual(["hand"]);
    expect(a.functions).toBe(true);
    expectCites(a, "402.8g");
  });
});

describe("402.8h", () => {
  /** The SPEC's example state. */
  const SPEC_STATE = {
    players: ["alice", "bob"],
    turn: { number: 4, active: "alice", step: "upkeep" },
    objects: [
      { id: "necro", name: "Necrosavant", owner: "alice", zone: "graveyard", types: ["creature"], colors: ["black"], text: NECROSAVANT },
    ],
  };

  it("the SPEC example: Necrosavant's ability functions only in the graveyard, citing 402.8h", () => {
    const a = ask(kb, { ask: "functions", state: SPEC_STATE, object: "necro", ability: 0 }) as FunctionsAnswer;
    expect(a).toMatchObject({ ask: "functions", object: "necro", zone: "graveyard", functions: true, zones: ["graveyard"] });
    expect(a.ability.kind).toBe("activated");
    const b = expectCites(a, "402.8h");
    expect(b.detail).toContain("Return Necrosavant from your graveyard");
  });

  it("asked in play, Necrosavant's ability does not function, citing 402.8h", () => {
    const a = ask(kb, { ask: "functions", state: SPEC_STATE, object: "necro", ability: 0, zone: "in-play" }) as FunctionsAnswer;
    expect(a.zones).toEqual(["graveyard"]);
    expectNoBecause(a, "402.8h");
  });

  it("Necrosavant in play: the ability does not function where the object is", () => {
    const a = functions(card("Necrosavant", "in-play", ["creature"], NECROSAVANT));
    expect(a.zone).toBe("in-play");
    expectNoBecause(a, "402.8h");
  });

  it("dredge returns its card from a graveyard: it functions only there", () => {
    const a = functions(card("Golgari Thug", "graveyard", ["creature"], "Dredge 4"));
    expect(a.zones).toEqual(["graveyard"]);
    expect(a.functions).toBe(true);
    expectCites(a, "402.8h");
  });
});

describe("the zone asked about", () => {
  it("defaults to the zone the object is in", () => {
    expect(functions(card("Krosan Tusker", "hand", ["creature"], "Cycling {2}{G}")).zone).toBe("hand");
    expect(functions(card("Krosan Tusker", "library", ["creature"], "Cycling {2}{G}"))).toMatchObject({ zone: "library", functions: false });
  });

  it("may be another zone than the object's, in the era's names (in play, removed from the game)", () => {
    const o = card("Absolver Thrull", "graveyard", ["creature"], ABSOLVER_THRULL);
    expect(functions(o, 1, "in play")).toMatchObject({ zone: "in-play", functions: true });
    expect(functions(o, 1, "removed from the game")).toMatchObject({ zone: "removed", functions: true });
    expect(functions(o, 1, "Hand")).toMatchObject({ zone: "hand", functions: false });
  });

  it('"battlefield" in the question comes back as "battlefield", with a terms note giving the era\'s word', () => {
    const a = functions(card("Necrosavant", "graveyard", ["creature"], NECROSAVANT), 0, "battlefield");
    expect(a.zone).toBe("battlefield");
    expect(a.functions).toBe(false);
    expect(a.zones).toEqual(["graveyard"]);
    expect(a.terms).toEqual({ battlefield: "in play", exile: "removed from the game" });
    expect(a.because[0].rule).toBe("402.8h");
    expect(a.because[0].detail).toContain("battlefield");
  });

  it('"exile" in the question comes back as "exile", and every zone of the answer in the modern words', () => {
    const a = functions(card("Absolver Thrull", "graveyard", ["creature"], ABSOLVER_THRULL), 1, "exile");
    expect(a.zone).toBe("exile");
    expect(a.functions).toBe(true);
    expect(a.zones).toEqual(["battlefield", "exile"]);
    expect(a.terms).toEqual({ battlefield: "in play", exile: "removed from the game" });
  });

  it("an object placed on the battlefield in the state gets the modern words too", () => {
    const a = functions(card("Prodigal Sorcerer", "battlefield", ["creature"], PRODIGAL_SORCERER));
    expect(a).toMatchObject({ zone: "battlefield", functions: true, zones: ["battlefield"] });
    expect(a.terms).toEqual({ battlefield: "in play", exile: "removed from the game" });
  });

  it("with the modern words, every because entry still quotes the knowledge base", () => {
    for (const zone of ["battlefield", "exile"]) {
      const a = functions(card("Absolver Thrull", "graveyard", ["creature"], ABSOLVER_THRULL), 1, zone);
      for (const b of a.because) {
        expect(b.version, `${zone} ${b.rule}`).toBe(RULINGS);
        expect(b.text, `${zone} ${b.rule}`).toBe(kb.rule(b.rule, b.version).text);
      }
    }
  });

  it("a question in the era's words gets no terms note", () => {
    const a = functions(card("Prodigal Sorcerer", "in-play", ["creature"], PRODIGAL_SORCERER));
    expect(a.terms).toBeUndefined();
    expect(a.zones).toEqual(["in-play"]);
  });
});

describe("structured abilities in the state", () => {
  const bear = (zone: string, abilities: unknown[]) =>
    card("Tundra Bear", zone, ["creature"], "{T}: Tundra Bear deals 1 damage to target creature.", { abilities });

  it("override what the text says: statedZones [\"hand\"] makes a creature's ability function in a hand only", () => {
    const a = functions(bear("hand", [{ statedZones: ["hand"] }]));
    expect(a.ability.structured).toBe(true);
    expect(a.zones).toEqual(["hand"]);
    expect(a.functions).toBe(true);
    expectCites(a, "402.8b");
  });

  it("with the override, the ability no longer functions in play, citing 402.8b", () => {
    const a = functions(bear("in-play", [{ statedZones: ["hand"] }]));
    expect(a.functions).toBe(false);
    expect(a.because[0].rule).toBe("402.8b");
    expect(a.because[0].text).toBe(TEXT["402.8b"]);
  });

  it("the answer reports the structured facts among what was inferred", () => {
    const a = functions(bear("hand", [{ statedZones: ["hand"] }]));
    const inferred = a.ability.inferred as Array<{ fact: string; from: string }>;
    expect(inferred.some((i) => i.from === "the state's abilities" && i.fact.includes("statedZones"))).toBe(true);
  });

  it("a null entry keeps the text's reading of that line; the next entry overrides its own line", () => {
    const o = card("Anger", "graveyard", ["creature"], ANGER, { abilities: [null, { statedZones: ["removed"] }] });
    const first = functions(o, 0);
    expect(first.ability.structured).toBe(false);
    expect(first.zones).toEqual(["in-play"]);
    const second = functions(o, 1);
    expect(second.ability.structured).toBe(true);
    expect(second.zones).toEqual(["removed"]);
  });

  it("give an ability to an object without text: a structured characteristic-defining ability functions everywhere", () => {
    const o = { id: "x", name: "Blank", owner: "alice", zone: "library", types: ["artifact"], abilities: [{ kind: "static", characteristicDefining: true }] };
    const a = functions(o);
    expect(a.zones).toEqual(ALL_ZONES);
    expect(a.functions).toBe(true);
  });

  it("movesFrom given as a modern zone name is the era's zone", () => {
    const a = functions(bear("removed", [{ movesFrom: "exile" }]));
    expect(a.zones).toEqual(["removed"]);
    expectCites(a, "402.8h");
  });
});

describe("because", () => {
  const questions: Array<[string, Obj, number, string?]> = [
    ["Prodigal Sorcerer in the graveyard", card("Prodigal Sorcerer", "graveyard", ["creature"], PRODIGAL_SORCERER), 0],
    ["Ghostfire", card("Ghostfire", "hand", ["instant"], "Ghostfire is colorless."), 0],
    ["Anger in play", card("Anger", "graveyard", ["creature"], ANGER), 1, "in-play"],
    ["Avatar of Woe in a hand", card("Avatar of Woe", "hand", ["creature"], "If there are ten or more creature cards total in all graveyards, Avatar of Woe costs {6} less to play."), 0],
    ["Firebolt's flashback", card("Firebolt", "graveyard", ["sorcery"], "Firebolt deals 2 damage to target creature or player.\nFlashback {4}{R}"), 1],
    ["Dakmor Salvage", card("Dakmor Salvage", "hand", ["land"], "Dakmor Salvage comes into play tapped."), 0],
    ["cycling in play", card("Krosan Tusker", "in-play", ["creature"], "Cycling {2}{G}"), 0],
    ["Absolver Thrull", card("Absolver Thrull", "removed", ["creature"], ABSOLVER_THRULL), 1],
    ["Genesis", card("Genesis", "graveyard", ["creature"], GENESIS), 0],
    ["Necrosavant in play", card("Necrosavant", "in-play", ["creature"], NECROSAVANT), 0],
  ];

  for (const [name, o, ability, zone] of questions) {
    it(`${name}: each entry has a rule, the version it quotes, that version's text of the rule, and a detail`, () => {
      const a = functions(o, ability, zone);
      expect(a.because.length).toBeGreaterThan(0);
      for (const b of a.because) {
        expect(Object.keys(b).sort()).toEqual(["detail", "rule", "text", "version"]);
        expect(b.rule).toMatch(/^402\.8[a-h]?$/);
        expect(b.version).toBe(RULINGS);
        expect(b.text.length).toBeGreaterThan(0);
        expect(b.text).toBe(kb.rule(b.rule, b.version).text);
        expect(b.detail.length).toBeGreaterThan(0);
      }
    });
  }

  it("the answer names the object, the zone asked about and the ability's index and text", () => {
    const a = functions(card("Krosan Tusker", "hand", ["creature"], "Flying\nCycling {2}{G}"), 1);
    expect(a).toMatchObject({ ask: "functions", object: "x", zone: "hand", functions: true });
    expect(a.ability).toMatchObject({ index: 1, text: "Cycling {2}{G}", kind: "activated", unread: null });
  });
});

describe("citations for abilities that work in play", () => {
  it("402.8, not 402.8g, says why a comes-into-play trigger does not work in a hand", () => {
    const a = functions(card("Sengir Autocrat", "hand", ["creature"], "When Sengir Autocrat comes into play, put three 0/1 black Serf creature tokens into play."));
    expect(a.functions).toBe(false);
    expect(a.because[0].rule).toBe("402.8");
    expect(a.because.some((b) => b.rule === "402.8g")).toBe(false);
  });

  it("a 402.8b blocker from structured facts is worded as 402.8b", () => {
    const a = functions(card("Tundra Bear", "in-play", ["creature"], "Flying", { abilities: [{ statedZones: ["hand"] }] }));
    expect(a.functions).toBe(false);
    expect(a.because[0].rule).toBe("402.8b");
    expect(a.because[0].detail).toContain("states the zones it functions in: hand");
  });
});

describe("401.3 and 402.2: a spell ability is followed as its spell resolves", () => {
  // 401.3 is not in the seeds: the citation quotes the era's last release that holds it.
  const release = readRelease(readFileSync(resolve(__dirname, "..", "..", "rules", "releases", "2008-10-01.txt")), "2008-10-01.txt");
  const withRelease = openKnowledgeBase({ versions: [release] });
  afterAll(() => withRelease.close());
  const spell = (o: Obj, zone?: string) => ask(withRelease, { ask: "functions", state: state(o), object: o.id, ability: 0, ...(zone ? { zone } : {}) }) as FunctionsAnswer;

  it("Shock's instruction functions on the stack only, citing 401.3 (2008-10-01) and the seeds' 402.2", () => {
    const a = spell(card("Shock", "stack", ["instant"], SHOCK));
    expect(a.ability.kind).toBe("spell");
    expect(a).toMatchObject({ functions: true, zones: ["stack"] });
    const b = cited(a, "401.3")!;
    expect(b.version).toBe("2008-10-01");
    expect(b.text).toContain("These abilities are instructions that are followed when the spells resolve");
    expect(cited(a, "402.2")!.version).toBe(RULINGS);
  });

  it("in a hand, a graveyard or in play it does not function, citing 401.3 first", () => {
    for (const zone of ["hand", "graveyard", "in-play"]) {
      const a = spell(card("Lava Spike", "hand", ["sorcery"], "Lava Spike deals 3 damage to target player."), zone);
      expect(a.functions, zone).toBe(false);
      expect(a.because[0].rule, zone).toBe("401.3");
      expect(a.because[0].detail, zone).toContain("does not function in");
    }
  });

  it("the instant's other abilities keep their own zones: \"Ghostfire is colorless\" everywhere (402.8a), its instruction on the stack", () => {
    const card2 = card("Ghostfire", "hand", ["instant"], "Ghostfire is colorless.\nGhostfire deals 3 damage to target creature or player.");
    expect(spell(card2).zones).toEqual(ALL_ZONES);
    expect(functions({ ...card2 }, 1).zones).toEqual(["stack"]);
  });
});
