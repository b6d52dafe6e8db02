/**
 * src/abilities/targets.ts: each instance of the word "target" (409.1c) in
 * the words of an effect, read into a TargetSpec: how many targets, of which
 * card types, colours and status, in which zone (415.5: in play unless the
 * words say otherwise), whose, and whether players may be chosen; and
 * describeTarget, the same in words. The card texts are the wordings of
 * 2006-2008.
 */
import { describe, expect, it } from "vitest";
import { describeTarget, readTargets } from "../../src/abilities/targets";
import type { TargetSpec } from "../../src/types";

/** The one instance of the word "target" in `text`. */
function one(text: string): TargetSpec {
  const specs = readTargets(text);
  expect(specs, `one instance of "target" in ${JSON.stringify(text)}`).toHaveLength(1);
  return specs[0];
}

/** What a target of no particular kind is: a permanent, one of them, anyone's. */
const PLAIN: Omit<TargetSpec, "instance" | "words"> = {
  count: 1, upTo: false, types: [], allTypes: [], notTypes: [], colors: [], notColors: [], status: [],
  objects: true, players: "none", zone: "in-play", zoneOwner: "any", controller: "any", another: false,
};

const TERROR = "Destroy target nonartifact, nonblack creature. It can't be regenerated.";
const PLAGUE_SPORES = "Destroy target nonblack creature and target land. They can't be regenerated.";

describe("415.1/415.2: a spell or ability is targeted only by the phrase \"target [something]\"", () => {
  it("text without the word \"target\" has no instance (415.4: not targeted)", () => {
    expect(readTargets("Draw two cards.")).toEqual([]);
    expect(readTargets("Destroy all creatures. They can't be regenerated.")).toEqual([]);
    expect(readTargets("")).toEqual([]);
  });

  it("\"targets\", \"targeted\" and \"untargeted\" are not the word \"target\"", () => {
    expect(readTargets("Whenever Frost Titan becomes targeted, counter that spell. It targets nothing untargeted.")).toEqual([]);
  });

  it("the word is found whatever its case: \"Target player draws two cards.\"", () => {
    expect(one("Target player draws two cards.")).toEqual({ ...PLAIN, instance: 0, words: "target player", objects: false, players: "any" });
  });
});

describe("409.1c: each instance of the word \"target\", in order", () => {
  it("Plague Spores: \"target nonblack creature\" is instance 0, \"target land\" instance 1", () => {
    const [creature, land] = readTargets(PLAGUE_SPORES);
    expect(readTargets(PLAGUE_SPORES)).toHaveLength(2);
    expect(creature).toEqual({ ...PLAIN, instance: 0, words: "target nonblack creature", types: ["creature"], notColors: ["black"] });
    expect(land).toEqual({ ...PLAIN, instance: 1, words: "target land", types: ["land"] });
  });

  it("two sentences, two instances: a creature, then an opponent", () => {
    const specs = readTargets("Target creature gets +1/+1 until end of turn. Target opponent loses 1 life.");
    expect(specs.map((s) => [s.instance, s.words, s.players, s.objects])).toEqual([
      [0, "target creature", "none", true],
      [1, "target opponent", "opponent", false],
    ]);
  });

  it("\"two target creatures\": one instance taking two targets", () => {
    expect(one("Tap two target creatures.")).toMatchObject({ count: 2, upTo: false, types: ["creature"], words: "target creatures" });
    expect(one("Destroy two target lands.")).toMatchObject({ count: 2, types: ["land"] });
    expect(one("Three target creatures can't block this turn.")).toMatchObject({ count: 3 });
  });

  it("\"up to two target\": at most two, fewer allowed", () => {
    expect(one("Destroy up to two target artifacts.")).toMatchObject({ count: 2, upTo: true, types: ["artifact"] });
    expect(one("Up to three target creatures can't block this turn.")).toMatchObject({ count: 3, upTo: true, types: ["creature"] });
  });

  it("a count in digits: \"up to 12 target creatures\"", () => {
    expect(one("Tap up to 12 target creatures.")).toMatchObject({ count: 12, upTo: true });
  });
});

describe("415.5: only permanents unless the words name another zone or players", () => {
  it("an instance is in play unless its words say otherwise", () => {
    expect(one("Destroy target creature.").zone).toBe("in-play");
    expect(one("Destroy target permanent.")).toEqual({ ...PLAIN, instance: 0, words: "target permanent" });
  });

  it("\"target player\": a player, not an object", () => {
    expect(one("Target player discards two cards.")).toMatchObject({ objects: false, players: "any", types: [] });
  });

  it("\"target opponent\": an opponent only", () => {
    expect(one("Target opponent discards a card.")).toMatchObject({ objects: false, players: "opponent" });
  });

  it("\"target creature or player\": either, with the player an alternative", () => {
    expect(one("Prodigal Sorcerer deals 1 damage to target creature or player.")).toEqual({
      ...PLAIN, instance: 0, words: "target creature or player", types: ["creature"], players: "any",
    });
  });

  it("\"target spell\": an object on the stack", () => {
    expect(one("Counter target spell.")).toEqual({ ...PLAIN, instance: 0, words: "target spell", zone: "stack" });
    expect(one("Counter target green spell.")).toMatchObject({ zone: "stack", colors: ["green"] });
  });

  it("\"target card\": a card in a graveyard", () => {
    expect(one("Remove target card in a graveyard from the game.")).toMatchObject({ words: "target card", zone: "graveyard", types: [] });
  });

  it("\"target creature card\": a creature card, in a graveyard", () => {
    expect(one("Return target creature card in a graveyard to its owner's hand.")).toMatchObject({
      words: "target creature card", types: ["creature"], zone: "graveyard", objects: true,
    });
  });

  it("\"from your graveyard\" names the graveyard zone", () => {
    expect(one("Return target creature card from your graveyard to your hand.")).toMatchObject({ types: ["creature"], zone: "graveyard" });
    expect(one("Put target creature card from a graveyard into play under your control.").zone).toBe("graveyard");
  });
});

describe("409.1c: the targeting criteria, read from the table of nouns", () => {
  it.each([
    ["Destroy target creature.", ["creature"]],
    ["Destroy target land.", ["land"]],
    ["Destroy target artifact.", ["artifact"]],
    ["Destroy target enchantment.", ["enchantment"]],
    ["Destroy target planeswalker.", ["planeswalker"]],
    ["Destroy target permanent.", []],
  ])("%s: types %j", (text, types) => {
    expect(one(text)).toMatchObject({ types, objects: true, players: "none", zone: "in-play" });
  });

  it.each([
    ["Tap two target creatures.", "target creatures", ["creature"]],
    ["Destroy two target lands.", "target lands", ["land"]],
    ["Destroy up to two target artifacts.", "target artifacts", ["artifact"]],
    ["Destroy up to two target enchantments.", "target enchantments", ["enchantment"]],
    ["Return two target permanents to their owners' hands.", "target permanents", []],
  ])("the plural %s reads as the singular", (text, words, types) => {
    expect(one(text)).toMatchObject({ words, types, objects: true });
  });

  it("plural players and opponents", () => {
    expect(one("Two target players each draw a card.")).toMatchObject({ count: 2, objects: false, players: "any" });
    expect(one("Up to two target opponents each lose 2 life.")).toMatchObject({ count: 2, upTo: true, objects: false, players: "opponent" });
  });

  it("\"target artifact or enchantment\": types are alternatives (any of them)", () => {
    expect(one("Destroy target artifact or enchantment.")).toMatchObject({ types: ["artifact", "enchantment"], allTypes: [] });
  });

  it("\"target artifact, enchantment, or land\": a list of alternatives", () => {
    expect(one("Destroy target artifact, enchantment, or land.")).toEqual({
      ...PLAIN, instance: 0, words: "target artifact, enchantment, or land", types: ["artifact", "enchantment", "land"],
    });
  });

  it("\"target artifact creature\": a creature that is also an artifact (allTypes)", () => {
    expect(one("Destroy target artifact creature.")).toEqual({
      ...PLAIN, instance: 0, words: "target artifact creature", types: ["creature"], allTypes: ["artifact"],
    });
  });
});

describe("409.1c: the targeting criteria, read from the table of adjectives", () => {
  it.each(["white", "blue", "black", "red", "green"])("non%s: a colour the target must not have", (color) => {
    expect(one(`Destroy target non${color} creature.`)).toMatchObject({ notColors: [color], colors: [], types: ["creature"] });
  });

  it.each(["white", "blue", "black", "red", "green"])("%s: a colour the target must have", (color) => {
    expect(one(`Destroy target ${color} creature.`)).toMatchObject({ colors: [color], notColors: [], types: ["creature"] });
  });

  it("\"non-black\" with a hyphen is nonblack", () => {
    expect(one("Destroy target non-black creature.").notColors).toEqual(["black"]);
  });

  it.each(["artifact", "creature", "enchantment", "land"])("non%s: a card type the target must not have", (type) => {
    expect(one(`Destroy target non${type} permanent.`)).toMatchObject({ notTypes: [type], types: [] });
  });

  it("tapped and untapped", () => {
    expect(one("Destroy target tapped creature.")).toMatchObject({ status: ["tapped"], types: ["creature"], words: "target tapped creature" });
    expect(one("Tap target untapped creature.")).toMatchObject({ status: ["untapped"], types: ["creature"] });
  });

  it("Terror: \"target nonartifact, nonblack creature\" keeps both adjectives across the comma", () => {
    expect(one(TERROR)).toEqual({
      ...PLAIN, instance: 0, words: "target nonartifact, nonblack creature", types: ["creature"], notTypes: ["artifact"], notColors: ["black"],
    });
  });
});

describe("409.1c: the targeting criteria, read from what follows the noun", () => {
  it("\"you control\"", () => {
    expect(one("Return target creature you control to its owner's hand.")).toMatchObject({ controller: "you", types: ["creature"] });
  });

  it("\"an opponent controls\", and \"you don't control\" alike", () => {
    expect(one("Destroy target creature an opponent controls.")).toMatchObject({ controller: "opponent", words: "target creature" });
    expect(one("Destroy target land an opponent controls.")).toMatchObject({ controller: "opponent", types: ["land"] });
    expect(one("Gain control of target creature you don't control.").controller).toBe("opponent");
  });

  it("\"in a graveyard\" and \"from your graveyard\"", () => {
    expect(one("Remove target card in a graveyard from the game.").zone).toBe("graveyard");
    expect(one("Return target card from your graveyard to your hand.").zone).toBe("graveyard");
  });

  it("\"another target\": not the source itself", () => {
    expect(one("Return another target creature you control to its owner's hand.")).toMatchObject({
      another: true, controller: "you", types: ["creature"],
    });
    expect(one("Destroy target creature.").another).toBe(false);
  });
});

describe("describeTarget: an instance in words", () => {
  it.each([
    ["Destroy target creature.", "creature"],
    ["Destroy target permanent.", "permanent"],
    ["Counter target spell.", "spell"],
    ["Remove target card in a graveyard from the game.", "card in a graveyard"],
    ["Return target creature card in a graveyard to its owner's hand.", "creature in a graveyard"],
    ["Target player draws a card.", "a player"],
    ["Target opponent discards a card.", "an opponent"],
    ["Prodigal Sorcerer deals 1 damage to target creature or player.", "creature or a player"],
    ["Destroy target artifact, enchantment, or land.", "artifact or enchantment or land"],
    ["Destroy target artifact creature.", "artifact creature"],
    ["Destroy target green creature.", "green creature"],
    ["Destroy target nonblack creature.", "nonblack creature"],
    ["Destroy target noncreature permanent.", "noncreature permanent"],
    ["Untap target tapped creature.", "tapped creature"],
    ["Destroy target creature an opponent controls.", "creature an opponent controls"],
    ["Return another target creature you control to its owner's hand.", "another creature you control"],
    ["Tap two target creatures.", "2 different: creature"],
    ["Destroy up to two target artifacts.", "up to 2 different: artifact"],
  ])("%s → %s", (text, words) => {
    expect(describeTarget(one(text))).toBe(words);
  });

  it("Terror: both exclusions and the noun", () => {
    const words = describeTarget(one(TERROR));
    expect(words).toMatch(/\bnonartifact\b/);
    expect(words).toMatch(/\bnonblack\b/);
    expect(words).toMatch(/creature$/);
  });

  it("\"up to one\" when an instance of one target may have none", () => {
    expect(describeTarget({ ...PLAIN, instance: 0, words: "target creature", types: ["creature"], upTo: true })).toBe("up to one: creature");
  });
});

describe("hostile text: bounded, never throwing, sane output", () => {
  it("50,000 characters of \"target target …\": one plain instance per word, numbered in order", () => {
    const text = "target ".repeat(7_143).slice(0, 50_000);
    const specs = readTargets(text);
    expect(specs).toHaveLength(7_143);
    specs.forEach((s, i) => expect(s.instance).toBe(i));
    expect(specs.every((s) => s.count === 1 && s.types.length === 0 && s.objects && s.players === "none" && s.zone === "in-play")).toBe(true);
    expect(describeTarget(specs[0])).toBe("permanent");
    expect(describeTarget(specs.at(-1)!)).toBe("permanent");
  });

  it("50,000 characters before the word, or spaces inside the phrase", () => {
    expect(one(`${"x".repeat(50_000)} target creature.`)).toMatchObject({ types: ["creature"], words: "target creature" });
    expect(one(`Destroy target${" ".repeat(50_000)}creature.`)).toMatchObject({ types: ["creature"], words: "target creature" });
  });

  it("a 50,000-character list of alternatives stays one instance", () => {
    const specs = readTargets(`Destroy target creature${" or creature".repeat(4_500)}.`);
    expect(specs).toHaveLength(1);
    expect(specs[0].types.every((t) => t === "creature")).toBe(true);
  });

  it("control characters: a word glued to one is not read, the next instance still is", () => {
    const specs = readTargets("Destroy target \u0000\u0007creature and target\tland.\r\n\u001b");
    expect(specs.map((s) => s.instance)).toEqual([0, 1]);
    expect(specs[0]).toMatchObject({ types: [], objects: true, zone: "in-play" });
    expect(specs[1]).toMatchObject({ types: ["land"], words: "target land" });
    expect(specs.map(describeTarget)).toEqual(["permanent", "land"]);
  });

  it("unicode: accented or emoji words are not nouns; full-width letters are not the word", () => {
    const specs = readTargets("Destroy target créature 🃏 and target land. ＴＡＲＧＥＴ creature, target 🃏🃏🃏");
    expect(specs).toHaveLength(3);
    expect(specs.map((s) => s.types)).toEqual([[], ["land"], []]);
    expect(specs.map(describeTarget)).toEqual(["permanent", "land", "permanent"]);
  });

  it("the word alone, and a lone surrogate half", () => {
    expect(one("target")).toMatchObject({ count: 1, types: [], objects: true });
    expect(one("target \ud83c creature")).toMatchObject({ types: [] });
  });
});

describe("words that name object properties are not nouns", () => {
  it("\"target __proto__\" and \"target constructor\" read no noun", () => {
    for (const w of ["__proto__", "constructor", "toString"]) {
      const [t] = readTargets(`Destroy target ${w}.`);
      expect(t.words, w).toBe("target");
      expect(t.types).toEqual([]);
    }
  });
});

describe("regressions", () => {
  it("a number that is no count before 'target' is not read as one (fuzz: \"0\\ntarget opponent's\" read count 0)", () => {
    expect(readTargets("0\ntarget opponent's").map((t) => t.count)).toEqual([1]);
    expect(readTargets("x10 target creatures").map((t) => t.count)).toEqual([1]);
    expect(readTargets("Tap two target creatures.").map((t) => t.count)).toEqual([2]);
    expect(readTargets("Tap 12 target creatures.").map((t) => t.count)).toEqual([12]);
  });
});
