/**
 * src/abilities/read-abilities.ts with templates.ts: 2006-2008 card text, one
 * ability per line (402.7), read into ability facts: kind (activated 403.1,
 * triggered 404.1, static 405.1, mana 406.1, spell), costs, trigger
 * conditions, intervening "if" (404.3), timing restrictions (403.3, 403.5)
 * and the zone facts of 402.8a-h, each with the words it was read from.
 * The card texts are the Oracle wordings of the era.
 */
import { describe, expect, it } from "vitest";
import { readAbilities } from "../../src/abilities/read-abilities";
import type { Ability, AbilityFacts, GameObject } from "../../src/types";

function read(name: string, text: string, types: string[] = ["creature"], abilityFacts: GameObject["abilityFacts"] = []): Ability[] {
  return readAbilities({ name, text, types, abilityFacts });
}

/** The one ability of a one-line text. */
function one(name: string, text: string, types?: string[]): Ability {
  const abilities = read(name, text, types);
  expect(abilities).toHaveLength(1);
  return abilities[0];
}

const rules = (a: Ability) => a.inferred.map((i) => i.rule);

/** Facts every template leaves alone unless it says otherwise. */
const NO_ZONE_FACTS: Partial<AbilityFacts> = {
  statedZones: [], characteristicDefining: false, costModifier: false, playableFrom: [], comesIntoPlay: false, costZones: [], movesFrom: null,
};

const NECROSAVANT = "{3}{B}{B}, Sacrifice a creature: Return Necrosavant from your graveyard to play. Play this ability only during your upkeep.";
const ABSOLVER_THRULL = [
  "Haunt (When this creature is put into a graveyard, remove it from the game haunting target creature.)",
  "When Absolver Thrull comes into play or the creature it haunts is put into a graveyard, destroy target enchantment.",
].join("\n");
const GENESIS = "At the beginning of your upkeep, if Genesis is in your graveyard, you may pay {2}{G}. If you do, return target creature card from your graveyard to your hand.";
const KROSAN_TUSKER = [
  "Cycling {2}{G} ({2}{G}, Discard this card: Draw a card.)",
  "When you cycle Krosan Tusker, you may search your library for a basic land card, reveal that card, and put it into your hand. If you do, shuffle your library.",
].join("\n");
const DEEP_ANALYSIS = [
  "Target player draws two cards.",
  "Flashback—{1}{U}, Pay 3 life. (You may play this card from your graveyard for its flashback cost. Then remove it from the game.)",
].join("\n");

describe("activated abilities: [cost]: [effect] (403.1)", () => {
  it("Necrosavant: cost, effect, returns itself from the graveyard (402.8h), only during your upkeep (403.3)", () => {
    const a = one("Necrosavant", NECROSAVANT);
    expect(a).toMatchObject({
      kind: "activated",
      cost: "{3}{B}{B}, Sacrifice a creature",
      effect: "Return Necrosavant from your graveyard to play. Play this ability only during your upkeep.",
      tap: false,
      movesFrom: "graveyard",
      timing: ["upkeep"],
      triggers: [],
      unread: null,
      structured: false,
    });
    expect(rules(a)).toEqual(["403.1", "402.8h", "403.3"]);
    expect(a.inferred.find((i) => i.rule === "402.8h")?.from).toBe("Return Necrosavant from your graveyard");
  });

  it("Prodigal Sorcerer: {T} in the cost (403.4) and a target, so not a mana ability", () => {
    const a = one("Prodigal Sorcerer", "{T}: Prodigal Sorcerer deals 1 damage to target creature or player.");
    expect(a).toMatchObject({ kind: "activated", cost: "{T}", tap: true, ...NO_ZONE_FACTS });
    expect(rules(a)).toEqual(["403.1", "403.4", "415.2"]);
  });

  it("Skyshroud Ranger: sorcery timing (403.5)", () => {
    const a = one("Skyshroud Ranger", "{T}: You may put a land card from your hand into play. Play this ability only any time you could play a sorcery.");
    expect(a.timing).toEqual(["sorcery"]);
    expect(rules(a)).toContain("403.5");
  });

  it("instant timing (403.5)", () => {
    const a = one("Test Golem", "{2}: Test Golem gets +1/+1 until end of turn. Play this ability only any time you could play an instant.");
    expect(a.timing).toEqual(["instant"]);
  });

  it("Wall of Roots: only once each turn (403.3), and a mana ability whose cost is not a mana payment", () => {
    const a = one("Wall of Roots", "Put a -0/-1 counter on Wall of Roots: Add {G} to your mana pool. Play this ability only once each turn.");
    expect(a).toMatchObject({ kind: "mana", cost: "Put a -0/-1 counter on Wall of Roots", tap: false, timing: ["once-each-turn"] });
  });

  it("Krovikan Horror's second ability: a sacrifice cost and a target, an ordinary activated ability", () => {
    const [, a] = read("Krovikan Horror", [
      "At the end of your turn, if Krovikan Horror is in your graveyard with a creature card directly above it, you may return Krovikan Horror to your hand.",
      "{1}, Sacrifice a creature: Krovikan Horror deals 1 damage to target creature or player.",
    ].join("\n"));
    expect(a).toMatchObject({ index: 1, kind: "activated", cost: "{1}, Sacrifice a creature", effect: "Krovikan Horror deals 1 damage to target creature or player.", ...NO_ZONE_FACTS });
  });

  it("a cost that discards the card itself can only be paid from a hand (402.8f)", () => {
    const a = one("Krosan Tusker", "{2}{G}, Discard this card: Draw a card.");
    expect(a).toMatchObject({ kind: "activated", cost: "{2}{G}, Discard Krosan Tusker", costZones: ["hand"], movesFrom: null });
    expect(rules(a)).toContain("402.8f");
  });

  it("a cost that removes the card from a graveyard is paid there (402.8f)", () => {
    const a = one("Ghost Card", "Remove Ghost Card in your graveyard from the game: Draw a card.");
    expect(a.costZones).toEqual(["graveyard"]);
  });

  it("a colon inside reminder text or quotes does not make a line activated", () => {
    const a = one("Llanowar Elves Lord", 'Creatures you control have "{T}: Add {G} to your mana pool."', ["enchantment"]);
    expect(a.kind).toBe("static");
    expect(a.cost).toBeNull();
    expect(a.tap).toBe(false);
  });
});

describe("mana abilities (406.1, 406.3)", () => {
  it("Gaea's Cradle: {T}: Add {G} for each creature is a mana ability, whatever the board (406.3)", () => {
    const a = one("Gaea's Cradle", "{T}: Add {G} to your mana pool for each creature you control.", ["land"]);
    expect(a).toMatchObject({ kind: "mana", cost: "{T}", tap: true, effect: "Add {G} to your mana pool for each creature you control." });
    expect(a.inferred.filter((i) => i.rule === "406.1")).toHaveLength(2);
  });

  it("Birds of Paradise: one mana of any color", () => {
    const [flying, mana] = read("Birds of Paradise", "Flying\n{T}: Add one mana of any color to your mana pool.");
    expect(flying.keywords).toEqual(["flying"]);
    expect(mana).toMatchObject({ kind: "mana", tap: true });
  });

  it("an ability that would add mana but has a target is not a mana ability", () => {
    expect(one("Test Shaman", "{T}: Add {R}{R} to target player's mana pool.").kind).toBe("activated");
  });

  it("Dark Ritual: a spell that adds mana stays a spell, not a mana ability", () => {
    expect(one("Dark Ritual", "Add {B}{B}{B} to your mana pool.", ["instant"]).kind).toBe("spell");
  });
});

describe("triggered abilities: When / Whenever / At (404.1)", () => {
  it("Absolver Thrull: the haunt keyword line is a triggered keyword, not read from its reminder text", () => {
    const [haunt] = read("Absolver Thrull", ABSOLVER_THRULL);
    expect(haunt.kind).toBe("triggered");
    expect(haunt.keywords).toEqual(["haunt"]);
    expect(haunt.triggers[0]).toEqual({ condition: "this object is put into a graveyard from play", zone: null });
    expect(haunt.effect).toBeNull();
    expect(haunt.inferred.map((i) => i.from)).toEqual(["haunt"]);
  });

  it("Absolver Thrull: two trigger conditions, the haunted one triggering from the removed zone (402.8g)", () => {
    const [, a] = read("Absolver Thrull", ABSOLVER_THRULL);
    expect(a).toMatchObject({
      index: 1,
      kind: "triggered",
      triggers: [
        { condition: "Absolver Thrull comes into play", zone: null },
        { condition: "the creature it haunts is put into a graveyard", zone: "removed" },
      ],
      effect: "destroy target enchantment.",
      interveningIf: null,
    });
    expect(a.inferred[0]).toMatchObject({ fact: "triggered ability with 2 trigger conditions", rule: "404.1" });
    expect(rules(a)).toContain("402.8g");
  });

  it("Squee, Goblin Nabob: an upkeep trigger that returns the card itself from the graveyard (402.8h)", () => {
    const a = one("Squee, Goblin Nabob", "At the beginning of your upkeep, you may return Squee, Goblin Nabob from your graveyard to your hand.");
    expect(a).toMatchObject({
      kind: "triggered",
      triggers: [{ condition: "the beginning of your upkeep", zone: null }],
      movesFrom: "graveyard",
      interveningIf: null,
      effect: "you may return Squee, Goblin Nabob from your graveyard to your hand.",
    });
    expect(rules(a)).toEqual(["404.1", "402.8h"]);
  });

  it("Genesis: an intervening if (404.3) that puts the trigger condition in the graveyard (402.8g)", () => {
    const a = one("Genesis", GENESIS);
    expect(a).toMatchObject({
      kind: "triggered",
      triggers: [{ condition: "the beginning of your upkeep", zone: "graveyard" }],
      interveningIf: "Genesis is in your graveyard",
      effect: "you may pay {2}{G}. If you do, return target creature card from your graveyard to your hand.",
      movesFrom: null,
    });
    expect(rules(a).sort()).toEqual(["402.8g", "404.1", "404.3", "415.2"]);
  });

  it("Krovikan Horror: an intervening if with more after the zone still names the graveyard", () => {
    const [a] = read("Krovikan Horror", "At the end of your turn, if Krovikan Horror is in your graveyard with a creature card directly above it, you may return Krovikan Horror to your hand.");
    expect(a.triggers).toEqual([{ condition: "the end of your turn", zone: "graveyard" }]);
    expect(a.interveningIf).toBe("Krovikan Horror is in your graveyard with a creature card directly above it");
    // "return Krovikan Horror to your hand" names no zone it leaves: not 402.8h.
    expect(a.movesFrom).toBeNull();
  });

  it("Bridge from Below: both abilities trigger from the graveyard", () => {
    const abilities = read("Bridge from Below", [
      "Whenever a nontoken creature is put into your graveyard from play, if Bridge from Below is in your graveyard, put a 2/2 black Zombie creature token into play.",
      "When a creature is put into an opponent's graveyard from play, if Bridge from Below is in your graveyard, remove Bridge from Below from the game.",
    ].join("\n"), ["enchantment"]);
    expect(abilities.map((a) => a.kind)).toEqual(["triggered", "triggered"]);
    expect(abilities.map((a) => a.triggers)).toEqual([
      [{ condition: "a nontoken creature is put into your graveyard from play", zone: "graveyard" }],
      [{ condition: "a creature is put into an opponent's graveyard from play", zone: "graveyard" }],
    ]);
    expect(abilities.map((a) => a.interveningIf)).toEqual(["Bridge from Below is in your graveyard", "Bridge from Below is in your graveyard"]);
  });

  it("Krosan Tusker: cycling is an activated ability paid in a hand (402.8f); 'When you cycle' triggers from the hand (402.8g)", () => {
    const [cycling, trigger] = read("Krosan Tusker", KROSAN_TUSKER);
    expect(cycling).toMatchObject({ kind: "activated", cost: "{2}{G}", costZones: ["hand"], keywords: ["cycling"], movesFrom: null });
    expect(rules(cycling)).toEqual(["402.8f"]);
    expect(trigger).toMatchObject({ kind: "triggered", triggers: [{ condition: "you cycle Krosan Tusker", zone: "hand" }] });
    expect(rules(trigger)).toContain("402.8g");
  });

  it("Gaea's Blessing: put into your graveyard from your library triggers from the graveyard (402.8g)", () => {
    const abilities = read("Gaea's Blessing", [
      "Target player shuffles up to three target cards from his or her graveyard into his or her library.",
      "Draw a card.",
      "When Gaea's Blessing is put into your graveyard from your library, shuffle your graveyard into your library.",
    ].join("\n"), ["sorcery"]);
    expect(abilities.map((a) => a.kind)).toEqual(["spell", "spell", "triggered"]);
    expect(abilities[2].triggers).toEqual([{ condition: "Gaea's Blessing is put into your graveyard from your library", zone: "graveyard" }]);
  });

  it("Rancor: a leaves-play trigger triggers in play (no zone of its own)", () => {
    const [, , a] = read("Rancor", "Enchant creature\nEnchanted creature gets +2/+0 and has trample.\nWhen Rancor is put into a graveyard from play, return Rancor to its owner's hand.", ["enchantment"]);
    expect(a.triggers).toEqual([{ condition: "Rancor is put into a graveyard from play", zone: null }]);
  });

  it("an intervening if that the card is removed from the game triggers from the removed zone", () => {
    const a = one("Test Spirit", "At the beginning of your upkeep, if Test Spirit is removed from the game, return it to play.");
    expect(a.triggers).toEqual([{ condition: "the beginning of your upkeep", zone: "removed" }]);
  });

  it("an 'or' that does not start a new subject stays one trigger condition", () => {
    const a = one("Test Angel", "Whenever Test Angel attacks or blocks, you gain 1 life.");
    expect(a.triggers).toEqual([{ condition: "Test Angel attacks or blocks", zone: null }]);
  });
});

describe("keyword lines (502)", () => {
  it('Street Wraith: "Cycling—Pay 2 life" takes the cost after the dash', () => {
    const [walk, cycling] = read("Street Wraith", "Swampwalk\nCycling—Pay 2 life. (Pay 2 life, Discard this card: Draw a card.)");
    expect(walk).toMatchObject({ kind: "static", keywords: ["swampwalk"] });
    expect(cycling).toMatchObject({ kind: "activated", cost: "Pay 2 life", costZones: ["hand"], keywords: ["cycling"] });
  });

  it("Deep Analysis: a spell ability, then flashback, which lets it be played from the graveyard (402.8d)", () => {
    const [spell, flashback] = read("Deep Analysis", DEEP_ANALYSIS, ["sorcery"]);
    expect(spell).toMatchObject({ index: 0, kind: "spell", effect: "Target player draws two cards.", keywords: [] });
    expect(flashback).toMatchObject({ index: 1, kind: "static", keywords: ["flashback"], playableFrom: ["graveyard"], movesFrom: null, costZones: [] });
    expect(rules(flashback)).toEqual(["402.8d"]);
  });

  it("Darkblast: dredge returns the card from the graveyard (402.8h)", () => {
    const [, dredge] = read("Darkblast", "Target creature gets -1/-1 until end of turn.\nDredge 3 (If you would draw a card, instead you may put exactly three cards from the top of your library into your graveyard. If you do, return this card from your graveyard to your hand. Otherwise, draw a card.)", ["instant"]);
    expect(dredge).toMatchObject({ kind: "static", keywords: ["dredge"], movesFrom: "graveyard" });
    expect(dredge.inferred.map((i) => i.from)).toEqual(["dredge 3"]);
  });

  it('"Flying, haste" is one ability with two keywords (402.7)', () => {
    const abilities = read("Test Goblin", "Flying, haste");
    expect(abilities).toHaveLength(1);
    expect(abilities[0]).toMatchObject({ kind: "static", keywords: ["flying", "haste"] });
    expect(rules(abilities[0])).toEqual(["502.4", "502.5"]);
  });

  it('"Protection from black" keeps its quality in the keyword', () => {
    expect(one("Test Knight", "Protection from black").keywords).toEqual(["protection from black"]);
    expect(one("Test Knight", "Flying, protection from red").keywords).toEqual(["flying", "protection from red"]);
  });

  it("a list with a piece that is not a keyword is not a keyword line", () => {
    const a = one("Test Drake", "Flying, trample, and it can't block.");
    expect(a.keywords).toEqual([]);
    expect(a.kind).toBe("static");
  });
});

describe("static abilities with zone facts (405.1, 402.8a-e)", () => {
  it("Dakmor Salvage: comes into play tapped (402.8e), a mana ability, dredge", () => {
    const abilities = read("Dakmor Salvage", "Dakmor Salvage comes into play tapped.\n{T}: Add {B} to your mana pool.\nDredge 2", ["land"]);
    expect(abilities.map((a) => a.kind)).toEqual(["static", "mana", "static"]);
    expect(abilities[0]).toMatchObject({ comesIntoPlay: true, statedZones: [], movesFrom: null });
    expect(rules(abilities[0])).toEqual(["405.1", "402.8e"]);
    expect(abilities[2].movesFrom).toBe("graveyard");
  });

  it('"As ~ comes into play" and "comes into play with" modify how it comes into play (402.8e)', () => {
    const [a, b] = read("Riptide Replicator", "As Riptide Replicator comes into play, choose a color and a creature type.\nRiptide Replicator comes into play with X charge counters on it.", ["artifact"]);
    expect([a.comesIntoPlay, b.comesIntoPlay]).toEqual([true, true]);
  });

  it("Avatar of Woe: costs {6} less to play (402.8c)", () => {
    const [a] = read("Avatar of Woe", "If there are ten or more creature cards total in all graveyards, Avatar of Woe costs {6} less to play.\nFear\n{T}: Destroy target creature. It can't be regenerated.");
    expect(a).toMatchObject({ kind: "static", costModifier: true, comesIntoPlay: false });
    expect(a.inferred.find((i) => i.rule === "402.8c")?.from).toBe(", Avatar of Woe costs {6} less to play");
  });

  it("Anger: as long as it is in your graveyard (402.8b)", () => {
    const a = one("Anger", "As long as Anger is in your graveyard and you control a Mountain, creatures you control have haste.");
    expect(a).toMatchObject({ kind: "static", statedZones: ["graveyard"], keywords: [] });
    expect(rules(a)).toEqual(["405.1", "402.8b"]);
  });

  it("Haakon: you may play it from your graveyard (402.8d)", () => {
    const [a, b] = read("Haakon, Stromgald Scourge", "You may play Haakon, Stromgald Scourge from your graveyard, but not from anywhere else.\nAs long as Haakon is in play, you may play Knight cards from your graveyard.");
    expect(a).toMatchObject({ kind: "static", playableFrom: ["graveyard"] });
    // "in play" is the ordinary zone of a permanent's ability, not a stated zone of 402.8b.
    expect(b).toMatchObject({ kind: "static", statedZones: [], playableFrom: [] });
  });

  it("characteristic-defining abilities (402.8a, 405.2): colour, creature types, power and toughness", () => {
    expect(one("Ghostfire", "Ghostfire is colorless.", ["instant"]).characteristicDefining).toBe(true);
    expect(one("Ancestral Vision", "Ancestral Vision is blue.", ["sorcery"]).characteristicDefining).toBe(true);
    for (const [name, text] of [
      ["Nightmare", "Nightmare's power and toughness are each equal to the number of Swamps you control."],
      ["Mistform Ultimus", "Mistform Ultimus is every creature type."],
      ["Lhurgoyf", "Lhurgoyf's power is equal to the number of creature cards in all graveyards and its toughness is equal to that number plus 1."],
      ["Dryad Arbor", "Dryad Arbor is green."],
    ]) {
      const a = one(name, text);
      expect(a, name).toMatchObject({ kind: "static", characteristicDefining: true });
      expect(rules(a), name).toContain("402.8a");
    }
  });

  it("abilities that change other objects or depend on a condition are not characteristic-defining", () => {
    expect(one("Test Aura", "Enchanted creature is black.", ["enchantment"]).characteristicDefining).toBe(false);
    expect(one("Kird Ape", "Kird Ape gets +1/+2 as long as you control a Forest.").characteristicDefining).toBe(false);
  });

  it("a plain static ability has none of the 402.8 facts", () => {
    const a = one("Glorious Anthem", "Creatures you control get +1/+1.", ["enchantment"]);
    expect(a).toMatchObject({ kind: "static", ...NO_ZONE_FACTS, triggers: [], timing: [] });
    expect(rules(a)).toEqual(["405.1"]);
  });
});

describe("self-reference and modern wording", () => {
  it('"this creature" and "this card" mean the card itself', () => {
    expect(one("Drudge Skeletons", "{B}: Regenerate this creature.").effect).toBe("Regenerate Drudge Skeletons.");
    expect(one("Test Land", "This card comes into play tapped.", ["land"]).comesIntoPlay).toBe(true);
  });

  it("reads the card's name with regular-expression characters in it literally", () => {
    const a = one("Ach! Hans, Run!", "At the beginning of your upkeep, if Ach! Hans, Run! is in your graveyard, draw a card.", ["enchantment"]);
    expect(a.triggers).toEqual([{ condition: "the beginning of your upkeep", zone: "graveyard" }]);
  });

  it("accepts enters the battlefield, activate, and exile", () => {
    expect(one("Dakmor Salvage", "Dakmor Salvage enters the battlefield tapped.", ["land"]).comesIntoPlay).toBe(true);
    const a = one("Necrosavant", "{3}{B}{B}, Sacrifice a creature: Return Necrosavant from your graveyard to the battlefield. Activate this ability only during your upkeep.");
    expect(a).toMatchObject({ kind: "activated", movesFrom: "graveyard", timing: ["upkeep"] });
    expect(one("Test Ogre", "{R}: Test Ogre gets +1/+0 until end of turn. Activate this ability only as a sorcery.").timing).toEqual(["sorcery"]);
    const exile = one("Ichorid", "{B}, Exile Ichorid from your graveyard: Draw a card.");
    expect(exile).toMatchObject({ costZones: ["graveyard"], movesFrom: "graveyard" });
  });
});

describe("lines, reminder text and unread text", () => {
  it("ignores reminder text in parentheses", () => {
    const a = one("Test Bird", "Flying (This creature can't be blocked except by creatures with flying or reach.)");
    expect(a.keywords).toEqual(["flying"]);
    expect(a.inferred).toHaveLength(1);
  });

  it("does not count blank lines as abilities, and numbers the rest from 0 (402.7)", () => {
    const abilities = read("Test Bird", "Flying\r\n\r\n   \r\nHaste\n\n");
    expect(abilities.map((a) => [a.index, a.text])).toEqual([
      [0, "Flying"],
      [1, "Haste"],
    ]);
    expect(read("Test Bird", "")).toEqual([]);
    expect(read("Test Bird", "\n \n")).toEqual([]);
  });

  it("reports gibberish as unread with a message, and keeps reading the lines after it", () => {
    const [bad, good] = read("Test Card", "asdf {{\nFlying");
    expect(bad).toMatchObject({ index: 0, kind: "unread", text: "asdf {{", inferred: [], keywords: [] });
    expect(bad.unread).toMatch(/not an ability the reader knows/);
    expect(good).toMatchObject({ index: 1, kind: "static", keywords: ["flying"], unread: null });
  });

  it("a line that reads as an ability has no unread message", () => {
    for (const a of read("Necrosavant", `${NECROSAVANT}\nFlying, haste\n${GENESIS.replace(/Genesis/g, "Necrosavant")}`)) expect(a.unread).toBeNull();
  });
});

describe("structured ability facts (the state's `abilities`)", () => {
  it("override the facts read from the text and mark the ability structured", () => {
    const [a] = read("Prodigal Sorcerer", "{T}: Prodigal Sorcerer deals 1 damage to target creature or player.", ["creature"], [{ kind: "mana", timing: ["sorcery"] }]);
    expect(a).toMatchObject({ kind: "mana", timing: ["sorcery"], tap: true, cost: "{T}", structured: true, unread: null });
    expect(a.inferred.at(-1)?.fact).toBe("structured facts given: kind, timing");
  });

  it("keep the inferred facts they do not name", () => {
    const [a] = read("Necrosavant", NECROSAVANT, ["creature"], [{ timing: [] }]);
    expect(a).toMatchObject({ timing: [], movesFrom: "graveyard", kind: "activated", structured: true });
  });

  it("make an unread line readable", () => {
    const [a] = read("Test Card", "asdf {{", ["creature"], [{ kind: "static", statedZones: ["graveyard"] }]);
    expect(a).toMatchObject({ kind: "static", statedZones: ["graveyard"], unread: null, structured: true, text: "asdf {{" });
  });

  it("leave an ability whose entry is null as read", () => {
    const [a] = read("Prodigal Sorcerer", "{T}: Prodigal Sorcerer deals 1 damage to target creature or player.", ["creature"], [null]);
    expect(a).toMatchObject({ kind: "activated", structured: false });
  });

  it("an entry beyond the text lines becomes its own ability; a gap before it is unread", () => {
    const abilities = read("Prodigal Sorcerer", "{T}: Prodigal Sorcerer deals 1 damage to target creature or player.", ["creature"], [
      null, null, { kind: "triggered", triggers: [{ condition: "Prodigal Sorcerer is put into a graveyard from play", zone: null }] },
    ]);
    expect(abilities).toHaveLength(3);
    expect(abilities.map((a) => a.index)).toEqual([0, 1, 2]);
    expect(abilities[1]).toMatchObject({ kind: "unread", text: "", structured: false });
    expect(abilities[1].unread).toMatch(/no text and no structured facts/);
    expect(abilities[2]).toMatchObject({ kind: "triggered", text: "", structured: true, unread: null, triggers: [{ condition: "Prodigal Sorcerer is put into a graveyard from play", zone: null }] });
  });
});

describe("every inference says from which words and for which rule", () => {
  // Cards that name themselves and write their keywords without a dash: the
  // words an inference quotes occur in the line it read (case aside).
  const CARDS: Array<[string, string, string[]]> = [
    ["Necrosavant", NECROSAVANT, ["creature"]],
    ["Absolver Thrull", ABSOLVER_THRULL, ["creature"]],
    ["Gaea's Cradle", "{T}: Add {G} to your mana pool for each creature you control.", ["land"]],
    ["Prodigal Sorcerer", "{T}: Prodigal Sorcerer deals 1 damage to target creature or player.", ["creature"]],
    ["Squee, Goblin Nabob", "At the beginning of your upkeep, you may return Squee, Goblin Nabob from your graveyard to your hand.", ["creature"]],
    ["Genesis", GENESIS, ["creature"]],
    ["Krosan Tusker", KROSAN_TUSKER, ["creature"]],
    ["Darkblast", "Target creature gets -1/-1 until end of turn.\nDredge 3", ["instant"]],
    ["Dakmor Salvage", "Dakmor Salvage comes into play tapped.\n{T}: Add {B} to your mana pool.\nDredge 2", ["land"]],
    ["Avatar of Woe", "If there are ten or more creature cards total in all graveyards, Avatar of Woe costs {6} less to play.\nFear", ["creature"]],
    ["Anger", "As long as Anger is in your graveyard and you control a Mountain, creatures you control have haste.", ["creature"]],
    ["Ghostfire", "Ghostfire is colorless.\nGhostfire deals 3 damage to target creature or player.", ["instant"]],
    ["Nightmare", "Flying\nNightmare's power and toughness are each equal to the number of Swamps you control.", ["creature"]],
  ];

  for (const [name, text, types] of CARDS) {
    it(name, () => {
      const abilities = read(name, text, types);
      expect(abilities.length).toBeGreaterThan(0);
      for (const a of abilities) {
        expect(a.inferred.length, a.text).toBeGreaterThan(0);
        for (const i of a.inferred) {
          expect(i.from, i.fact).not.toContain("~");
          expect(i.from.trim(), i.fact).not.toBe("");
          expect(a.text.toLowerCase(), i.fact).toContain(i.from.toLowerCase());
          expect(i.rule, i.fact).toMatch(/^\d{3}\.\d+[a-h]?$/);
          expect(i.fact.length, i.fact).toBeGreaterThan(5);
        }
      }
    });
  }
});

describe("bounded time", () => {
  it("reads a 50,000-character single line: one ability per pasted copy", () => {
    const copies = Math.floor(50_000 / (NECROSAVANT.length + 1));
    const line = `${NECROSAVANT} `.repeat(copies + 1).slice(0, 50_000);
    const start = performance.now();
    const abilities = read("Necrosavant", line);
    const ms = performance.now() - start;
    console.log(`[bounded time] one 50,000-character line: ${ms.toFixed(1)} ms`);
    // The cut-off copy at the end reads as the previous one's continuation.
    expect(abilities).toHaveLength(copies);
    expect(abilities.slice(0, copies - 1).every((a) => a.kind === "activated" && a.text === NECROSAVANT)).toBe(true);
    expect(ms).toBeLessThan(2_000);
  });

  it("reads 2,000 lines", () => {
    const kinds = ["{T}: Add {G} to your mana pool.", GENESIS, "Flying, haste", "Cycling {2}", "Genesis comes into play tapped.", "asdf {{"];
    const text = Array.from({ length: 2_000 }, (_, i) => kinds[i % kinds.length]).join("\n");
    const start = performance.now();
    const abilities = read("Genesis", text);
    const ms = performance.now() - start;
    console.log(`[bounded time] 2,000 lines (${text.length} characters): ${ms.toFixed(1)} ms`);
    expect(abilities).toHaveLength(2_000);
    expect(abilities.slice(0, 6).map((a) => a.kind)).toEqual(["mana", "triggered", "static", "activated", "static", "unread"]);
    expect(abilities[1_999].index).toBe(1_999);
    expect(ms).toBeLessThan(2_000);
  });
});

describe("readings the rules correct", () => {
  it("a long run of spaces is read in bounded time (collapsed before matching)", () => {
    const t0 = performance.now();
    const a = one("X", `a${" ".repeat(50_000)}b.`);
    expect(performance.now() - t0).toBeLessThan(500);
    expect(a.kind).toBe("static");
  });

  it("406.1: a triggered ability that triggers from a mana ability and adds mana is a mana ability (Wild Growth, Mana Flare)", () => {
    expect(one("Wild Growth", "Whenever enchanted land is tapped for mana, its controller adds {G} to his or her mana pool.", ["enchantment"]).kind).toBe("mana");
    expect(one("Mana Flare", "Whenever a player taps a land for mana, that player adds one mana to his or her mana pool of any type that land produced.", ["enchantment"]).kind).toBe("mana");
  });

  it("405.1: a sentence that starts with a keyword's name is a static ability, not that keyword (Fluctuator)", () => {
    const a = one("Fluctuator", "Cycling abilities you play cost up to {2} less to play.", ["artifact"]);
    expect(a.kind).toBe("static");
    expect(a.costZones).toEqual([]);
    expect(a.keywords).toEqual([]);
  });

  it("502.51a: haunt alone is one leaves-play trigger; the haunted creature's condition belongs to the card's other ability", () => {
    const a = one("Absolver Thrull", "Haunt");
    expect(a.triggers).toEqual([{ condition: "this object is put into a graveyard from play", zone: null }]);
  });

  it("402.8h: a trigger condition that puts the card into the zone it then leaves does not confine it", () => {
    const a = one("Phoenix", "When Phoenix is put into your graveyard from play, return Phoenix from your graveyard to your hand.");
    expect(a.movesFrom).toBeNull();
    expect(rules(a)).toContain("402.8h");
  });

  it("405.2: a characteristic-defining line of an instant is static, not a spell ability", () => {
    expect(one("Ghostfire", "Ghostfire is colorless.", ["instant"]).kind).toBe("static");
  });

  it("402.8a: a typographic apostrophe does not hide a characteristic-defining ability", () => {
    expect(one("Nightmare", "Nightmare’s power and toughness are each equal to the number of Swamps you control.").characteristicDefining).toBe(true);
  });

  it("402.1: a line that is only reminder text is not an ability", () => {
    const list = read("Dryad Arbor", "(Dryad Arbor isn't a spell, it's affected by summoning sickness, and it has \"{T}: Add {G} to your mana pool.\")\nOther.", ["land", "creature"]);
    expect(list.map((a) => a.text)).toEqual(["Other."]);
  });
});

describe("labels and granted abilities that are not the line's own (404.5, 405.1)", () => {
  it("an ability word labels the ability and is not read as a static ability: Imprint — When …", () => {
    const a = one("Duplicant", "Imprint — When Duplicant enters the battlefield, you may exile target nontoken creature.", ["artifact", "creature"]);
    expect(a.kind).toBe("triggered");
    expect(a.triggers).toEqual([{ condition: "Duplicant comes into play", zone: null }]);
    expect(a.inferred.some((i) => i.fact.startsWith('ability word "Imprint"'))).toBe(true);
  });

  it("a keyword with a dash is not an ability word: Forecast — …", () => {
    expect(one("Sky Hussar", "Forecast — Tap two untapped white and/or blue creatures you control, Reveal Sky Hussar from your hand: Draw a card.").keywords).toEqual(["forecast"]);
  });

  it("a quoted upkeep trigger granted to another object is no trigger of this one (404.5 reads only the line's own words)", () => {
    const a = one("Test Aura", 'Enchanted creature has "At the beginning of your upkeep, you lose 1 life."', ["enchantment"]);
    expect(a).toMatchObject({ kind: "static", triggers: [] });
  });

  it("reminder text naming an upkeep makes no trigger either (402.1)", () => {
    const a = one("Volcano Hellion", "Volcano Hellion has echo {X}, where X is your life total. (At the beginning of your upkeep, if this came under your control since the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)");
    expect(a).toMatchObject({ kind: "static", triggers: [] });
  });
});
