/**
 * `{"ask": "targets", "state", "source", "ability"?, "targets", "moment"}`
 * (src/answers/targets.ts, queries/targets.edn): whether each chosen target
 * is legal when the spell or ability is announced (409.1c, 415.5, 415.6,
 * shroud, protection) or as it resolves (413.2a), and whether it is then
 * countered. One describe per paragraph; the cards are those of 2006-2008 in
 * their wording of the time. The knowledge base holds the seeds only, which
 * lack 217.1c, 502.7b and 502.36a: those citations name the rule with no
 * text, and say in their detail that the rule is not loaded.
 */
import { describe, expect, it } from "vitest";
import { expectBadInput, expectCites, expectCitesUnloaded } from "../support/expect";
import { ask } from "../../src/answers/ask";
import type { TargetAnswer, TargetsAnswer } from "../../src/answers/targets";
import { openKnowledgeBase } from "../../src/knowledge-base";
import { card, state, type Obj } from "../support/game";

const kb = openKnowledgeBase({ versions: [] });


function targets(q: Obj): TargetsAnswer {
  return ask(kb, { ask: "targets", moment: "announce", ...q }) as TargetsAnswer;
}

/** The answer for target `object` of instance `instance`. */
function target(a: TargetsAnswer, object: string, instance = 0): TargetAnswer {
  const t = a.targets.find((x) => x.object === object && x.instance === instance);
  expect(t, `${object} for instance ${instance} in ${JSON.stringify(a.targets.map((x) => [x.instance, x.object]))}`).toBeDefined();
  return t!;
}

/** The question is refused as bad input (400), its message starting with `path`. */
function expectRejected(q: Obj, path: string): string {
  return expectBadInput(() => targets(q), path);
}

const TERROR = "Destroy target nonartifact, nonblack creature. It can't be regenerated.";
const AURA_BLAST = "Destroy target enchantment. Draw a card.";
const PLAGUE_SPORES = "Destroy target nonblack creature and target land. They can't be regenerated.";
const PRODIGAL_SORCERER = "{T}: Prodigal Sorcerer deals 1 damage to target creature or player.";

/** Terror, black, on the stack as alice's spell. */
const terror = card("terror", "Terror", "alice", "stack", ["instant"], TERROR, { colors: ["black"] });
const bears = card("bears", "Grizzly Bears", "bob", "in-play", ["creature"], undefined, { colors: ["green"] });
const sorcerer = card("sorcerer", "Prodigal Sorcerer", "alice", "in-play", ["creature"], PRODIGAL_SORCERER, { colors: ["blue"] });

describe("415.1/415.2: targeted only by the words \"target [something]\"", () => {
  it("a spell whose text has no \"target\" is not targeted: legal with no targets (415.1)", () => {
    const divination = card("div", "Divination", "alice", "stack", ["sorcery"], "Draw two cards.", { colors: ["blue"] });
    const a = targets({ state: state([divination], { stack: ["div"] }), source: "div", ability: 0, targets: [] });
    expect(a.legal).toBe(true);
    expect(a.targets).toEqual([]);
    expect(a.instances).toEqual([]);
    expect(expectCites(a, "415.1", "instant or sorcery spell is targeted").detail).toContain("not targeted");
  });

  it("an activated ability without the word is not targeted (415.2)", () => {
    const jar = card("jar", "Howling Mine-ish", "alice", "in-play", ["artifact"], "{T}: Each player draws a card.");
    const a = targets({ state: state([jar]), source: "jar", ability: 0, targets: [] });
    expect(a).toMatchObject({ legal: true, targets: [], ability: 0, source: "jar" });
    expect(expectCites(a, "415.2", "activated or triggered ability is targeted").detail).toContain("has no instance of the word \"target\"");
  });

  it("an empty list for the untargeted ability is no target at all: legal", () => {
    const jar = card("jar", "Jar", "alice", "in-play", ["artifact"], "{T}: Each player draws a card.");
    expect(targets({ state: state([jar]), source: "jar", ability: 0, targets: [[]] }).legal).toBe(true);
  });

  it("targets given to an untargeted spell or ability are illegal", () => {
    const divination = card("div", "Divination", "alice", "stack", ["sorcery"], "Draw two cards.");
    expect(targets({ state: state([divination, bears], { stack: ["div"] }), source: "div", ability: 0, targets: [["bears"]] }).legal).toBe(false);
    const jar = card("jar", "Jar", "alice", "in-play", ["artifact"], "{T}: You gain 1 life.");
    // 415.7c: "you" is not a target.
    const a = targets({ state: state([jar]), source: "jar", ability: 0, targets: [["alice"]] });
    expect(a.legal).toBe(false);
    expectCites(a, "415.2");
  });

  it("415.1's example: the sorcery's cycling trigger is targeted (415.2), the spell ability is not (415.1)", () => {
    const text = "You gain 3 life.\nCycling {2}\nWhen you cycle Gift, target creature gets -1/-1 until end of turn.";
    const gift = card("gift", "Gift", "alice", "stack", ["sorcery"], text);
    const spell = targets({ state: state([gift, bears], { stack: ["gift"] }), source: "gift", ability: 0, targets: [] });
    expect(spell).toMatchObject({ legal: true, ability: 0, targets: [] });
    expectCites(spell, "415.1");
    const cycled = card("gift", "Gift", "alice", "graveyard", ["sorcery"], text);
    const trigger = targets({ state: state([cycled, bears]), source: "gift", ability: 2, targets: [["bears"]] });
    expect(trigger.instances).toEqual([{ instance: 0, words: "target creature", may: "creature" }]);
    expect(trigger).toMatchObject({ legal: true, ability: 2 });
    expect(target(trigger, "bears").legal).toBe(true);
  });

  it("without `ability`, a spell's targets are those of its ability with the word \"target\"", () => {
    const a = targets({ state: state([terror, bears], { stack: ["terror"] }), source: "terror", targets: [["bears"]] });
    expect(a).toMatchObject({ ability: 0, source: "terror", legal: true });
    expect(a.instances).toEqual([{ instance: 0, words: "target nonartifact, nonblack creature", may: expect.stringContaining("creature") }]);
  });

  it("without `ability`, a spell with no \"target\" is asked about its spell ability: not targeted (415.1)", () => {
    const divination = card("div", "Divination", "alice", "hand", ["sorcery"], "Draw two cards.");
    const a = targets({ state: state([divination]), source: "div", targets: [] });
    expect(a).toMatchObject({ ability: 0, legal: true, targets: [] });
    expectCites(a, "415.1");
  });

  it("without `ability`, a sorcery's targeted cycling trigger does not make the spell targeted (415.1)", () => {
    const text = "You gain 3 life.\nCycling {2}\nWhen you cycle Gift, target creature gets -1/-1 until end of turn.";
    const a = targets({ state: state([card("gift", "Gift", "alice", "stack", ["sorcery"], text), bears], { stack: ["gift"] }), source: "gift", targets: [["bears"]] });
    expect(a).toMatchObject({ ability: 0, legal: false });
  });

  it("an object with no \"target\" at all and no `ability` is refused, naming the field", () => {
    const wall = card("wall", "Wall of Stone", "alice", "in-play", ["creature"], "Defender");
    expect(expectRejected({ state: state([wall]), source: "wall", targets: [] }, "ability")).toContain("name the ability's index");
  });
});

describe("415.5: only permanents, unless the text names another zone or a player", () => {
  const graveyardBears = card("gbears", "Grizzly Bears", "bob", "graveyard", ["creature"], undefined, { colors: ["green"] });

  it("Terror: a creature card in a graveyard is not a legal target for \"target … creature\"", () => {
    const a = targets({ state: state([terror, graveyardBears]), source: "terror", targets: [["gbears"]] });
    expect(a.legal).toBe(false);
    const t = target(a, "gbears");
    expect(t.legal).toBe(false);
    expect(expectCites(t, "415.5", "Only permanents are legal targets").detail).toContain("graveyard");
    expectCites(a, "409.1c");
  });

  it("a permanent in play is", () => {
    const a = targets({ state: state([terror, bears]), source: "terror", targets: [["bears"]] });
    expect(a.legal).toBe(true);
    expect(target(a, "bears").legal).toBe(true);
    expect(expectCites(target(a, "bears"), "409.1c").detail).toContain("bears fits");
  });

  it("a player only when the text says \"player\": not for Terror", () => {
    const a = targets({ state: state([terror]), source: "terror", targets: [["bob"]] });
    expect(a.legal).toBe(false);
    expect(expectCites(target(a, "bob"), "415.5").detail).toContain("bob is a player");
  });

  it("\"target creature or player\": a player and a creature both", () => {
    const s = state([sorcerer, bears]);
    expect(targets({ state: s, source: "sorcerer", ability: 0, targets: [["bob"]] }).legal).toBe(true);
    expect(targets({ state: s, source: "sorcerer", ability: 0, targets: [["alice"]] }).legal).toBe(true);
    expect(targets({ state: s, source: "sorcerer", ability: 0, targets: [["bears"]] }).legal).toBe(true);
  });

  it("\"target player\": an object is not a player", () => {
    const mindRot = card("rot", "Mind Rot", "alice", "stack", ["sorcery"], "Target player discards two cards.");
    const s = state([mindRot, bears]);
    expect(targets({ state: s, source: "rot", targets: [["bob"]] }).legal).toBe(true);
    const a = targets({ state: s, source: "rot", targets: [["bears"]] });
    expect(a.legal).toBe(false);
    expect(expectCites(target(a, "bears"), "415.5").detail).toContain("bears is an object");
  });

  it("\"target creature card in a graveyard\" takes the graveyard card, not the creature in play", () => {
    const raise = card("raise", "Resurrection-ish", "alice", "stack", ["sorcery"], "Return target creature card in a graveyard to its owner's hand.");
    const s = state([raise, graveyardBears, bears, card("glands", "Forest", "bob", "graveyard", ["land"])]);
    expect(targets({ state: s, source: "raise", targets: [["gbears"]] }).legal).toBe(true);
    const inPlay = targets({ state: s, source: "raise", targets: [["bears"]] });
    expect(inPlay.legal).toBe(false);
    expect(expectCites(target(inPlay, "bears"), "415.5").detail).toContain("in-play");
    const land = targets({ state: s, source: "raise", targets: [["glands"]] });
    expect(land.legal).toBe(false);
    expectCites(target(land, "glands"), "409.1c");
  });

  it("\"target spell\": a spell on the stack, not a permanent", () => {
    const cancel = card("cancel", "Cancel", "alice", "stack", ["instant"], "Counter target spell.", { colors: ["blue"] });
    const shock = card("shock", "Shock", "bob", "stack", ["instant"], "Shock deals 2 damage to target creature or player.", { colors: ["red"] });
    const s = state([cancel, shock, bears], { stack: ["shock", "cancel"] });
    expect(targets({ state: s, source: "cancel", targets: [["shock"]] }).legal).toBe(true);
    const a = targets({ state: s, source: "cancel", targets: [["bears"]] });
    expect(a.legal).toBe(false);
    expectCites(target(a, "bears"), "415.5");
  });
});

describe("415.6: a spell on the stack is an illegal target for itself", () => {
  it("\"Counter target spell.\" on the stack choosing itself", () => {
    const cancel = card("cancel", "Cancel", "alice", "stack", ["instant"], "Counter target spell.", { colors: ["blue"] });
    const a = targets({ state: state([cancel], { stack: ["cancel"] }), source: "cancel", targets: [["cancel"]] });
    expect(a.legal).toBe(false);
    const t = target(a, "cancel");
    expect(t.legal).toBe(false);
    expect(t.because.map((b) => b.rule)).toEqual(["415.6"]);
    expect(expectCites(t, "415.6", "illegal target for itself").detail).toContain("the spell itself");
  });

  it("another spell on the stack is legal", () => {
    const cancel = card("cancel", "Cancel", "alice", "stack", ["instant"], "Counter target spell.");
    const other = card("other", "Cancel", "bob", "stack", ["instant"], "Counter target spell.");
    const a = targets({ state: state([cancel, other], { stack: ["other", "cancel"] }), source: "cancel", targets: [["other"]] });
    expect(a.legal).toBe(true);
  });
});

describe("409.1c: the number of targets, and the same target once per instance of \"target\"", () => {
  const tap = card("tap", "Tap Two", "alice", "stack", ["instant"], "Tap two target creatures.");
  const more = card("more", "Hill Giant", "bob", "in-play", ["creature"], undefined, { colors: ["red"] });

  it("\"Tap two target creatures\": the same creature twice for one instance is illegal", () => {
    const a = targets({ state: state([tap, bears]), source: "tap", targets: [["bears", "bears"]] });
    expect(a.legal).toBe(false);
    expect(a.targets.map((t) => [t.instance, t.object, t.legal])).toEqual([
      [0, "bears", true],
      [0, "bears", false],
    ]);
    expect(expectCites(a.targets[1], "409.1c", "same target can").detail).toContain("already chosen");
  });

  it("two different creatures are legal", () => {
    const a = targets({ state: state([tap, bears, more]), source: "tap", targets: [["bears", "more"]] });
    expect(a.legal).toBe(true);
    expect(a.targets.every((t) => t.legal)).toBe(true);
    expect(expectCites(a, "409.1c").detail).toContain("may be played");
  });

  it("\"Destroy target artifact and target land\": an artifact land may be chosen for both instances", () => {
    const text = "Destroy target artifact and target land.";
    const spell = card("spell", "Artifact and Land", "alice", "stack", ["sorcery"], text);
    const seat = card("seat", "Seat of the Synod", "bob", "in-play", ["artifact", "land"]);
    const a = targets({ state: state([spell, seat]), source: "spell", targets: [["seat"], ["seat"]] });
    expect(a.legal).toBe(true);
    expect(a.targets.map((t) => [t.instance, t.object, t.legal])).toEqual([
      [0, "seat", true],
      [1, "seat", true],
    ]);
    expect(a.instances.map((i) => i.words)).toEqual(["target artifact", "target land"]);
  });

  it("too few targets is illegal, each target legal or not", () => {
    const a = targets({ state: state([tap, bears]), source: "tap", targets: [["bears"]] });
    expect(a.legal).toBe(false);
    expect(target(a, "bears").legal).toBe(true);
    expect(a.because.some((b) => b.rule === "409.1c" && b.detail.includes("needs 2 targets; 1 chosen"))).toBe(true);
  });

  it("too many targets is illegal", () => {
    const third = card("third", "Third", "bob", "in-play", ["creature"]);
    const a = targets({ state: state([tap, bears, more, third]), source: "tap", targets: [["bears", "more", "third"]] });
    expect(a.legal).toBe(false);
    expect(a.because.some((b) => b.rule === "409.1c" && b.detail.includes("needs 2 targets; 3 chosen"))).toBe(true);
  });

  it("no target for an instance, or no list for it, is illegal", () => {
    const text = "Destroy target artifact and target land.";
    const spell = card("spell", "Artifact and Land", "alice", "stack", ["sorcery"], text);
    const seat = card("seat", "Seat of the Synod", "bob", "in-play", ["artifact", "land"]);
    const s = state([spell, seat, terror]);
    const missing = targets({ state: s, source: "spell", targets: [["seat"]] });
    expect(missing.legal).toBe(false);
    expect(missing.because.some((b) => b.detail.includes("\"target land\" needs 1 target; 0 chosen"))).toBe(true);
    expect(targets({ state: s, source: "terror", targets: [[]] }).legal).toBe(false);
    expect(targets({ state: s, source: "terror", targets: [] }).legal).toBe(false);
  });

  it("\"up to two target\": none, one or two, not three", () => {
    const upTo = card("upto", "Up To", "alice", "stack", ["sorcery"], "Destroy up to two target artifacts.");
    const arts = ["a1", "a2", "a3"].map((id) => card(id, id, "bob", "in-play", ["artifact"]));
    const s = state([upTo, ...arts]);
    expect(targets({ state: s, source: "upto", targets: [[]] }).legal).toBe(true);
    expect(targets({ state: s, source: "upto", targets: [["a1"]] }).legal).toBe(true);
    expect(targets({ state: s, source: "upto", targets: [["a1", "a2"]] }).legal).toBe(true);
    const three = targets({ state: s, source: "upto", targets: [["a1", "a2", "a3"]] });
    expect(three.legal).toBe(false);
    expect(three.because.some((b) => b.detail.includes("needs at most 2 targets; 3 chosen"))).toBe(true);
  });
});

describe("409.1c: the targeting criteria of each instance", () => {
  it("nonblack: a black creature, or a black-and-white one, is illegal; a colourless one is legal", () => {
    const spell = card("nb", "Nonblack", "alice", "stack", ["instant"], "Destroy target nonblack creature.");
    const zombie = card("zombie", "Zombie", "bob", "in-play", ["creature"], undefined, { colors: ["black"] });
    const hybrid = card("bw", "Black-White", "bob", "in-play", ["creature"], undefined, { colors: ["black", "white"] });
    const golem = card("golem", "Golem", "bob", "in-play", ["artifact", "creature"]);
    const s = state([spell, zombie, hybrid, golem]);
    const black = targets({ state: s, source: "nb", targets: [["zombie"]] });
    expect(black.legal).toBe(false);
    expect(expectCites(target(black, "zombie"), "409.1c").detail).toContain("colour");
    expect(targets({ state: s, source: "nb", targets: [["bw"]] }).legal).toBe(false);
    expect(targets({ state: s, source: "nb", targets: [["golem"]] }).legal).toBe(true);
  });

  it("Terror: nonartifact as well as nonblack", () => {
    const golem = card("golem", "Golem", "bob", "in-play", ["artifact", "creature"]);
    const zombie = card("zombie", "Zombie", "bob", "in-play", ["creature"], undefined, { colors: ["black"] });
    const s = state([terror, golem, zombie, bears]);
    const artifact = targets({ state: s, source: "terror", targets: [["golem"]] });
    expect(artifact.legal).toBe(false);
    expect(expectCites(target(artifact, "golem"), "409.1c").detail).toContain("card type");
    expect(targets({ state: s, source: "terror", targets: [["zombie"]] }).legal).toBe(false);
    expect(targets({ state: s, source: "terror", targets: [["bears"]] }).legal).toBe(true);
  });

  it("a card type: \"target creature\" is not a land", () => {
    const spell = card("dc", "Destroy Creature", "alice", "stack", ["instant"], "Destroy target creature.");
    const forest = card("forest", "Forest", "bob", "in-play", ["land"]);
    const a = targets({ state: state([spell, forest]), source: "dc", targets: [["forest"]] });
    expect(a.legal).toBe(false);
    expect(expectCites(target(a, "forest"), "409.1c").detail).toContain("does not fit");
  });

  it("\"artifact creature\": both types needed", () => {
    const spell = card("ac", "Artifact Creature Bane", "alice", "stack", ["instant"], "Destroy target artifact creature.");
    const golem = card("golem", "Golem", "bob", "in-play", ["artifact", "creature"]);
    const rock = card("rock", "Mind Stone", "bob", "in-play", ["artifact"]);
    const s = state([spell, golem, rock, bears]);
    expect(targets({ state: s, source: "ac", targets: [["golem"]] }).legal).toBe(true);
    expect(targets({ state: s, source: "ac", targets: [["rock"]] }).legal).toBe(false);
    expect(targets({ state: s, source: "ac", targets: [["bears"]] }).legal).toBe(false);
  });

  it("\"artifact, enchantment, or land\": any one of them", () => {
    const spell = card("aeo", "Any Of", "alice", "stack", ["instant"], "Destroy target artifact, enchantment, or land.");
    const s = state([spell, bears, card("ench", "Pacifism", "bob", "in-play", ["enchantment"])]);
    expect(targets({ state: s, source: "aeo", targets: [["ench"]] }).legal).toBe(true);
    expect(targets({ state: s, source: "aeo", targets: [["bears"]] }).legal).toBe(false);
  });

  describe("\"you control\" and \"an opponent controls\" read the controller, not the owner", () => {
    const mine = card("mine", "My Bears", "alice", "in-play", ["creature"]);
    const stolen = card("stolen", "Stolen Bears", "bob", "in-play", ["creature"], undefined, { controller: "alice" });
    const yours = card("yours", "Return", "alice", "stack", ["instant"], "Return target creature you control to its owner's hand.");
    const theirs = card("theirs", "Destroy", "alice", "stack", ["instant"], "Destroy target creature an opponent controls.");
    const s = state([mine, stolen, bears, yours, theirs]);

    it("you control", () => {
      expect(targets({ state: s, source: "yours", targets: [["mine"]] }).legal).toBe(true);
      expect(targets({ state: s, source: "yours", targets: [["stolen"]] }).legal).toBe(true);
      const a = targets({ state: s, source: "yours", targets: [["bears"]] });
      expect(a.legal).toBe(false);
      expect(expectCites(target(a, "bears"), "409.1c").detail).toContain("you control");
    });

    it("an opponent controls", () => {
      expect(targets({ state: s, source: "theirs", targets: [["bears"]] }).legal).toBe(true);
      expect(targets({ state: s, source: "theirs", targets: [["mine"]] }).legal).toBe(false);
      expect(targets({ state: s, source: "theirs", targets: [["stolen"]] }).legal).toBe(false);
    });

    it("the controller of an ability on the stack decides, not the source's owner", () => {
      const ability = card("ab", "Borrowed", "bob", "in-play", ["creature"], "{T}: Destroy target creature an opponent controls.", { controller: "alice" });
      const a = targets({ state: state([ability, mine, bears]), source: "ab", ability: 0, targets: [["bears"]] });
      expect(a.legal).toBe(true);
      expect(targets({ state: state([ability, mine, bears]), source: "ab", ability: 0, targets: [["mine"]] }).legal).toBe(false);
    });
  });

  it("\"target opponent\": not the spell's controller", () => {
    const hymn = card("hymn", "Hymn", "alice", "stack", ["sorcery"], "Target opponent discards two cards.");
    const s = state([hymn]);
    expect(targets({ state: s, source: "hymn", targets: [["bob"]] }).legal).toBe(true);
    const a = targets({ state: s, source: "hymn", targets: [["alice"]] });
    expect(a.legal).toBe(false);
    expect(expectCites(target(a, "alice"), "409.1c").detail).toContain("not an opponent");
  });

  it("tapped and untapped", () => {
    const tapped = card("tapped", "Tapped Bears", "bob", "in-play", ["creature"], undefined, { tapped: true });
    const tapper = card("tapper", "Tapper", "alice", "stack", ["instant"], "Tap target untapped creature.");
    const untapper = card("untapper", "Untapper", "alice", "stack", ["instant"], "Untap target tapped creature.");
    const s = state([tapped, bears, tapper, untapper]);
    expect(targets({ state: s, source: "tapper", targets: [["bears"]] }).legal).toBe(true);
    const a = targets({ state: s, source: "tapper", targets: [["tapped"]] });
    expect(a.legal).toBe(false);
    expect(expectCites(target(a, "tapped"), "409.1c").detail).toContain("untapped");
    expect(targets({ state: s, source: "untapper", targets: [["tapped"]] }).legal).toBe(true);
    expect(targets({ state: s, source: "untapper", targets: [["bears"]] }).legal).toBe(false);
  });

  it("\"another target\" excludes the source itself", () => {
    const text = "{1}: Return another target creature you control to its owner's hand.";
    const source = card("src", "Returner", "alice", "in-play", ["creature"], text);
    const mine = card("mine", "My Bears", "alice", "in-play", ["creature"]);
    const s = state([source, mine]);
    const self = targets({ state: s, source: "src", ability: 0, targets: [["src"]] });
    expect(self.legal).toBe(false);
    expect(expectCites(target(self, "src"), "409.1c").detail).toContain("the source itself");
    expect(targets({ state: s, source: "src", ability: 0, targets: [["mine"]] }).legal).toBe(true);
  });

  it("without \"another\", the source may target itself", () => {
    const source = card("src", "Self Pinger", "alice", "in-play", ["creature"], "{T}: Self Pinger deals 1 damage to target creature or player.");
    expect(targets({ state: state([source]), source: "src", ability: 0, targets: [["src"]] }).legal).toBe(true);
  });
});

describe("502.36a: shroud — it can't be the target of spells or abilities", () => {
  it("a creature with the keyword shroud is not a legal target for Terror", () => {
    const troll = card("troll", "Troll Ascetic", "bob", "in-play", ["creature"], undefined, { colors: ["green"], keywords: ["shroud"] });
    const a = targets({ state: state([terror, troll]), source: "terror", targets: [["troll"]] });
    expect(a.legal).toBe(false);
    const t = target(a, "troll");
    expect(t.legal).toBe(false);
    expect(expectCitesUnloaded(t, "502.36a").detail).toContain("troll has shroud");
  });

  it("shroud read from the creature's text stops an ability, even its own controller's", () => {
    const troll = card("troll", "Troll Ascetic", "alice", "in-play", ["creature"], "Shroud\n{1}{G}: Regenerate Troll Ascetic.", { colors: ["green"] });
    const a = targets({ state: state([sorcerer, troll]), source: "sorcerer", ability: 0, targets: [["troll"]] });
    expect(a.legal).toBe(false);
    expectCitesUnloaded(target(a, "troll"), "502.36a");
  });
});

describe("502.7b: protection — no target of spells with the quality, nor of abilities from a source with it", () => {
  it("protection from black vs Terror, a black spell", () => {
    const knight = card("knight", "White Knight", "bob", "in-play", ["creature"], "First strike\nProtection from black", { colors: ["white"] });
    const a = targets({ state: state([terror, knight], { stack: ["terror"] }), source: "terror", targets: [["knight"]] });
    expect(a.legal).toBe(false);
    const t = target(a, "knight");
    expect(t.legal).toBe(false);
    expect(t.because.map((b) => b.rule)).toEqual(["502.7b"]);
    const b = expectCitesUnloaded(t, "502.7b");
    expect(b.detail).toContain("protection from black");
    expect(b.detail).toContain("the spell Terror is black");
  });

  it("protection from a colour vs an ability whose source has that colour", () => {
    const ward = card("ward", "Blue Ward Knight", "bob", "in-play", ["creature"], undefined, { colors: ["white"], keywords: ["protection from blue"] });
    const a = targets({ state: state([sorcerer, ward]), source: "sorcerer", ability: 0, targets: [["ward"]] });
    expect(a.legal).toBe(false);
    const b = expectCitesUnloaded(target(a, "ward"), "502.7b");
    expect(b.detail).toContain("protection from blue");
    expect(b.detail).toContain("an ability of Prodigal Sorcerer");
  });

  it("the same ability from a colourless source is legal", () => {
    const rod = card("rod", "Rod of Ruin", "alice", "in-play", ["artifact"], "{3}, {T}: Rod of Ruin deals 1 damage to target creature or player.");
    const ward = card("ward", "Blue Ward Knight", "bob", "in-play", ["creature"], undefined, { colors: ["white"], keywords: ["protection from blue"] });
    expect(targets({ state: state([rod, ward]), source: "rod", ability: 0, targets: [["ward"]] }).legal).toBe(true);
  });

  it("protection from creatures vs a creature's ability; not vs an instant", () => {
    const guard = card("guard", "Creature Ward", "bob", "in-play", ["creature"], undefined, { colors: ["white"], keywords: ["protection from creatures"] });
    const a = targets({ state: state([sorcerer, guard]), source: "sorcerer", ability: 0, targets: [["guard"]] });
    expect(a.legal).toBe(false);
    expect(expectCitesUnloaded(target(a, "guard"), "502.7b").detail).toContain("protection from creature");
    const shock = card("shock", "Shock", "alice", "stack", ["instant"], "Shock deals 2 damage to target creature or player.", { colors: ["red"] });
    expect(targets({ state: state([shock, guard]), source: "shock", targets: [["guard"]] }).legal).toBe(true);
  });

  it("protection from red does not stop a black spell", () => {
    const knight = card("knight", "Red Ward Knight", "bob", "in-play", ["creature"], undefined, { colors: ["white"], keywords: ["protection from red"] });
    const a = targets({ state: state([terror, knight]), source: "terror", targets: [["knight"]] });
    expect(a.legal).toBe(true);
    expect(target(a, "knight").because.map((b) => b.rule)).toEqual(["409.1c"]);
  });

  it("a spell of two colours: protection from either one stops it", () => {
    const spores = card("spores", "Plague Spores", "alice", "stack", ["sorcery"], PLAGUE_SPORES, { colors: ["black", "red"] });
    const knight = card("knight", "Red Ward Knight", "bob", "in-play", ["creature"], undefined, { colors: ["white"], keywords: ["protection from red"] });
    const forest = card("forest", "Forest", "bob", "in-play", ["land"]);
    const a = targets({ state: state([spores, knight, forest]), source: "spores", targets: [["knight"], ["forest"]] });
    expect(a.legal).toBe(false);
    expect(target(a, "knight", 0).legal).toBe(false);
    expect(target(a, "forest", 1).legal).toBe(true);
  });
});

describe("413.2a: on resolution, targets are checked again; countered only if every one is illegal", () => {
  const blast = card("blast", "Aura Blast", "alice", "stack", ["instant"], AURA_BLAST, { colors: ["white"] });
  const pacifism = card("pacifism", "Pacifism", "bob", "in-play", ["enchantment"], undefined, { colors: ["white"] });

  it("Aura Blast, its enchantment still in play: resolves normally", () => {
    const a = targets({ state: state([blast, pacifism], { stack: ["blast"] }), source: "blast", targets: [["pacifism"]], moment: "resolve" });
    expect(a).toMatchObject({ moment: "resolve", legal: true, countered: false });
    expect(expectCites(target(a, "pacifism"), "413.2a", "checks whether the targets are still legal").detail).toContain("still a legal target");
    expect(a.because.map((b) => b.rule)).not.toContain("414.1");
  });

  it("Aura Blast, its enchantment gone from play: countered (414.1)", () => {
    const gone = { ...pacifism, zone: "graveyard" };
    const a = targets({ state: state([blast, gone], { stack: ["blast"] }), source: "blast", targets: [["pacifism"]], moment: "resolve" });
    expect(a).toMatchObject({ legal: false, countered: true });
    expect(target(a, "pacifism").legal).toBe(false);
    expectCites(target(a, "pacifism"), "413.2a");
    expect(expectCites(a, "413.2a").detail).toContain("countered");
    expect(expectCites(a, "414.1", "To counter a spell").detail).toContain("owner's graveyard");
  });

  it("Aura Blast, its enchantment has gained protection from white: countered", () => {
    const warded = { ...pacifism, keywords: ["protection from white"] };
    const a = targets({ state: state([blast, warded], { stack: ["blast"] }), source: "blast", targets: [["pacifism"]], moment: "resolve" });
    expect(a.countered).toBe(true);
    expectCitesUnloaded(target(a, "pacifism"), "502.7b");
    expectCites(a, "414.1");
  });

  it("Plague Spores: the creature land turned black is illegal for \"target nonblack creature\" but legal for \"target land\" — not countered", () => {
    const spores = card("spores", "Plague Spores", "alice", "stack", ["sorcery"], PLAGUE_SPORES, { colors: ["black", "red"] });
    const factory = card("factory", "Mishra's Factory", "bob", "in-play", ["land", "creature"], undefined, { colors: ["black"] });
    const a = targets({ state: state([spores, factory], { stack: ["spores"] }), source: "spores", targets: [["factory"], ["factory"]], moment: "resolve" });
    expect(a.countered).toBe(false);
    expect(a.legal).toBe(false);
    expect(a.targets.map((t) => [t.instance, t.object, t.legal])).toEqual([
      [0, "factory", false],
      [1, "factory", true],
    ]);
    expectCites(target(a, "factory", 0), "413.2a");
    expect(expectCites(a, "413.2a").detail).toContain("not countered");
    expect(a.because.map((b) => b.rule)).not.toContain("414.1");
  });

  it("the stack item's own targets are used when the question gives none", () => {
    const ping = { id: "ping", source: "sorcerer", ability: 0, controller: "alice", targets: [["bears"]] };
    const there = targets({ state: state([sorcerer, bears], { stack: [ping] }), source: "ping", moment: "resolve" });
    expect(there).toMatchObject({ source: "ping", ability: 0, countered: false, legal: true });
    expect(there.targets.map((t) => t.object)).toEqual(["bears"]);
    const gone = targets({ state: state([sorcerer, { ...bears, zone: "graveyard" }], { stack: [ping] }), source: "ping", moment: "resolve" });
    expect(gone).toMatchObject({ countered: true, legal: false });
    expect(expectCites(gone, "414.1").detail).toContain("removes it from the stack");
  });

  it("a spell on the stack given as {id, source, targets}, asked by its id", () => {
    const item = { id: "blast", source: "blast", targets: [["pacifism"]] };
    const removed = { ...pacifism, zone: "removed" };
    const a = targets({ state: state([blast, removed], { stack: [item] }), source: "blast", moment: "resolve" });
    expect(a).toMatchObject({ source: "blast", countered: true });
    expect(target(a, "pacifism").legal).toBe(false);
  });

  it("a player still in the game is still a legal target", () => {
    const ping = { id: "ping", source: "sorcerer", ability: 0, controller: "alice", targets: [["bob"]] };
    expect(targets({ state: state([sorcerer], { stack: [ping] }), source: "ping", moment: "resolve" })).toMatchObject({ countered: false, legal: true });
  });

  it("on resolution a count of targets is not checked again: \"up to\" with none is not countered", () => {
    const upTo = card("upto", "Up To", "alice", "stack", ["sorcery"], "Destroy up to two target artifacts.");
    expect(targets({ state: state([upTo]), source: "upto", targets: [[]], moment: "resolve" })).toMatchObject({ countered: false, targets: [] });
  });
});

describe("217.1c: an object that changes zones is a new object", () => {
  const blast = card("blast", "Aura Blast", "alice", "stack", ["instant"], AURA_BLAST, { colors: ["white"] });

  it("a target chosen at zone change 0 whose object now has 1 is illegal, though it is back in play", () => {
    const returned = card("pacifism", "Pacifism", "bob", "in-play", ["enchantment"], undefined, { zoneChanges: 1 });
    const a = targets({ state: state([blast, returned]), source: "blast", targets: [[{ id: "pacifism", zoneChanges: 0 }]], moment: "resolve" });
    expect(a.countered).toBe(true);
    const t = target(a, "pacifism");
    expect(t.legal).toBe(false);
    expect(t.because.map((b) => b.rule)).toEqual(["217.1c"]);
    expect(expectCitesUnloaded(t, "217.1c").detail).toContain("new object");
  });

  it("the same count of zone changes is the same object", () => {
    const stayed = card("pacifism", "Pacifism", "bob", "in-play", ["enchantment"], undefined, { zoneChanges: 1 });
    const a = targets({ state: state([blast, stayed]), source: "blast", targets: [[{ id: "pacifism", zoneChanges: 1 }]], moment: "resolve" });
    expect(a).toMatchObject({ countered: false, legal: true });
  });

  it("a stack item's target given with its zone changes", () => {
    const moved = { ...bears, zoneChanges: 2 };
    const ping = { id: "ping", source: "sorcerer", ability: 0, controller: "alice", targets: [[{ id: "bears", zoneChanges: 1 }]] };
    const a = targets({ state: state([sorcerer, moved], { stack: [ping] }), source: "ping", moment: "resolve" });
    expect(a.countered).toBe(true);
    expectCitesUnloaded(target(a, "bears"), "217.1c");
  });

  it("a bare id means the object as it is now", () => {
    const returned = card("pacifism", "Pacifism", "bob", "in-play", ["enchantment"], undefined, { zoneChanges: 3 });
    expect(targets({ state: state([blast, returned]), source: "blast", targets: [["pacifism"]], moment: "resolve" }).countered).toBe(false);
  });
});

describe("bad input: a clear error naming the field", () => {
  const blast = card("blast", "Aura Blast", "alice", "stack", ["instant"], AURA_BLAST);
  const pacifism = card("pacifism", "Pacifism", "bob", "in-play", ["enchantment"]);
  const base = { state: state([blast, pacifism]), source: "blast" };

  it("targets not a list", () => {
    expect(expectRejected({ ...base, targets: "pacifism" }, "targets")).toContain("expected a list");
    expect(expectRejected({ ...base, targets: { pacifism: true } }, "targets")).toContain("expected a list");
  });

  it("no targets, and no stack item to take them from", () => {
    expectRejected({ ...base }, "targets");
  });

  it("a group not a list", () => {
    expect(expectRejected({ ...base, targets: ["pacifism"] }, "targets[0]")).toContain("expected a list of the ids chosen for instance 0");
  });

  it("an unknown id, or a target that is not an id", () => {
    expect(expectRejected({ ...base, targets: [["nope"]] }, "targets[0][0]")).toContain('"nope" is not an object or a player');
    expectRejected({ ...base, targets: [[5]] }, "targets[0][0]");
    expectRejected({ ...base, targets: [[{ id: "pacifism", zoneChanges: -1 }]] }, "targets[0][0].zoneChanges");
    expectRejected({ ...base, targets: [[{ id: "pacifism", extra: 1 }]] }, "targets[0][0].extra");
  });

  it("more lists than instances of \"target\"", () => {
    expect(expectRejected({ ...base, targets: [["pacifism"], ["pacifism"]] }, "targets")).toContain('uses the word "target" 1 time');
  });

  it("moment not announce or resolve", () => {
    expect(expectRejected({ ...base, targets: [["pacifism"]], moment: "cast" }, "moment")).toContain('"announce" or "resolve"');
    expectRejected({ ...base, targets: [["pacifism"]], moment: 1 }, "moment");
  });

  it("17 lists", () => {
    expect(expectRejected({ ...base, targets: Array.from({ length: 17 }, () => ["pacifism"]) }, "targets")).toContain("at most 16");
  });

  it("a group of 65 targets", () => {
    expect(expectRejected({ ...base, targets: [Array.from({ length: 65 }, () => "pacifism")] }, "targets[0]")).toContain("at most 64");
  });

  it("an unknown source or ability", () => {
    expectRejected({ ...base, source: "nobody", targets: [] }, "source");
    expectRejected({ ...base, ability: 3, targets: [] }, "ability");
    expectRejected({ ...base, ability: "first", targets: [] }, "ability");
  });

  it("a field the question does not have", () => {
    expectRejected({ ...base, targets: [["pacifism"]], object: "blast" }, "object");
  });
});

describe("409.1c and 502.7b: wordings the reader once misread", () => {
  it("\"from your graveyard\": a card in an opponent's graveyard does not fit", () => {
    const raise = card("raise", "Raise Dead", "alice", "stack", ["sorcery"], "Return target creature card from your graveyard to your hand.");
    const mine = card("mine", "Grizzly Bears", "alice", "graveyard", ["creature"]);
    const theirs = card("theirs", "Grizzly Bears", "bob", "graveyard", ["creature"]);
    const s = state([raise, mine, theirs], { stack: ["raise"] });
    expect(targets({ state: s, source: "raise", targets: [["mine"]] }).legal).toBe(true);
    const a = targets({ state: s, source: "raise", targets: [["theirs"]] });
    expect(a.legal).toBe(false);
    expect(target(a, "theirs").because[0]).toMatchObject({ rule: "409.1c" });
    expect(a.instances[0].may).toBe("creature in your graveyard");
  });

  it("the same player twice for one instance is illegal: \"Two target players each draw a card.\"", () => {
    const s = state([card("vision", "Vision", "alice", "stack", ["sorcery"], "Two target players each draw a card.")], { stack: ["vision"] });
    const a = targets({ state: s, source: "vision", targets: [["bob", "bob"]] });
    expect(a.legal).toBe(false);
    expect(a.targets.map((t) => t.legal)).toEqual([true, false]);
    expect(targets({ state: s, source: "vision", targets: [["alice", "bob"]] }).legal).toBe(true);
  });

  it("\"target green or white creature\": either colour, and a creature", () => {
    const s = (o: Obj) => state([card("mark", "Deathmark", "alice", "stack", ["sorcery"], "Destroy target green or white creature."), o], { stack: ["mark"] });
    expect(targets({ state: s(card("knight", "White Knight", "bob", "in-play", ["creature"], undefined, { colors: ["white"] })), source: "mark", targets: [["knight"]] }).legal).toBe(true);
    expect(targets({ state: s(card("forest", "Forest", "bob", "in-play", ["land"], undefined, { colors: ["green"] })), source: "mark", targets: [["forest"]] }).legal).toBe(false);
  });

  it("\"can't be the target of spells\" has no instance of a target", () => {
    const s = state([card("gild", "Gilded Light", "alice", "stack", ["instant"], "You can't be the target of spells or abilities this turn.")], { stack: ["gild"] });
    expect(targets({ state: s, source: "gild", ability: 0, targets: [] })).toMatchObject({ legal: true, instances: [] });
  });

  it("\"protection from black and from red\" protects from a red spell", () => {
    const shock = card("shock", "Shock", "alice", "hand", ["instant"], "Shock deals 2 damage to target creature or player.", { colors: ["red"] });
    const paladin = card("paladin", "Paladin en-Vec", "bob", "in-play", ["creature"], "First strike, protection from black and from red", { colors: ["white"] });
    const a = targets({ state: state([shock, paladin]), source: "shock", targets: [["paladin"]] });
    expect(a.legal).toBe(false);
    expect(target(a, "paladin").because.map((b) => b.rule)).toEqual(["502.7b"]);
    expect(target(a, "paladin").because[0].detail).toContain("the spell Shock is red");
  });

  it("a card that must be in a graveyard is not said to need to be in play", () => {
    const regrowth = card("regrowth", "Regrowth", "alice", "stack", ["sorcery"], "Return target card in a graveyard to its owner's hand.");
    const a = targets({ state: state([regrowth, card("c", "Opt", "bob", "hand", ["instant"])], { stack: ["regrowth"] }), source: "regrowth", targets: [["c"]] });
    expect(target(a, "c").because[0].detail).toBe("c is in the hand zone, and the target must be card in a graveyard");
  });
});
