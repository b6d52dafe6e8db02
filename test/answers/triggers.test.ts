/**
 * `{"ask": "triggers", "state", "event"}` (src/answers/triggers.ts,
 * queries/triggers.edn): which trigger conditions an event matches, how many
 * times, in APNAP order, and why the others waiting for that kind of event did
 * not trigger. One describe per paragraph; each state is the moment before
 * the event, with cards of the 2006-2008 era in their wording of the time.
 */
import { describe, expect, it } from "vitest";
import { expectBadInput, expectCites } from "../support/expect";
import { ask } from "../../src/answers/ask";
import type { TriggeredEntry, TriggersAnswer } from "../../src/answers/triggers";
import { openKnowledgeBase } from "../../src/knowledge-base";
import { card, state, type Obj } from "../support/game";
import type { Because } from "../../src/types";

const kb = openKnowledgeBase({ versions: [] });


function triggers(s: Obj, event: unknown): TriggersAnswer {
  return ask(kb, { ask: "triggers", state: s, event }) as TriggersAnswer;
}

function ids(a: TriggersAnswer): string[] {
  return a.triggered.map((t) => `${t.object}#${t.ability}`);
}

function notIds(a: TriggersAnswer): string[] {
  return a.notTriggered.map((t) => `${t.object}#${t.ability}`);
}

function entry(a: TriggersAnswer, object: string, ability = 0): TriggeredEntry {
  const t = a.triggered.find((x) => x.object === object && x.ability === ability);
  expect(t, `${object}#${ability} triggered in ${JSON.stringify(ids(a))}`).toBeDefined();
  return t!;
}

function missed(a: TriggersAnswer, object: string, ability = 0): { because: Because[] } {
  const n = a.notTriggered.find((x) => x.object === object && x.ability === ability);
  expect(n, `${object}#${ability} in notTriggered ${JSON.stringify(notIds(a))}`).toBeDefined();
  return n!;
}

/** The question is refused as bad input (400), its message starting with `path`. */
function expectRejected(s: Obj, event: unknown, path: string): string {
  return expectBadInput(() => triggers(s, event), path);
}

const YOUR_UPKEEP = "At the beginning of your upkeep, you lose 1 life.";
const EACH_UPKEEP = "At the beginning of each upkeep, you lose 1 life.";
const KROSAN_TUSKER =
  "Cycling {2}{G}\nWhen you cycle Krosan Tusker, you may search your library for a basic land card, reveal that card, and put it into your hand. Then shuffle your library.";
const GENESIS =
  "At the beginning of your upkeep, if Genesis is in your graveyard, you may pay {2}{G}. If you do, return target creature card from your graveyard to your hand.";
const SOUL_NET = "Whenever a creature is put into a graveyard from play, you may pay {1}. If you do, you gain 1 life.";
const LAND_WATCH = "Whenever a land is put into a graveyard from play, you draw a card.";
const HYPNOTIC_SPECTER = "Flying\nWhenever Hypnotic Specter deals damage to an opponent, that player discards a card at random.";
const SENGIR_AUTOCRAT = "When Sengir Autocrat comes into play, put three 0/1 black Serf creature tokens into play.";
const SOUL_WARDEN = "Whenever another creature comes into play, you gain 1 life.";
const EMPTY_HAND = "Whenever you have no cards in hand, draw a card.";

describe("404.1 / 410.2", () => {
  it("a condition that matches the event triggers, citing 404.1 with the condition", () => {
    const a = triggers(state([card("sw", "Soul Warden", "alice", "in-play", ["creature"], SOUL_WARDEN), card("b", "Grizzly Bears", "alice", "hand", ["creature"])]), {
      kind: "zone-change", objects: ["b"], to: "in-play",
    });
    const t = entry(a, "sw");
    expect(t.times).toBe(1);
    expect(t.controller).toBe("alice");
    expectCites(t, "404.1", "trigger condition");
    expect(t.because.find((b) => b.rule === "404.1")!.detail).toContain("another creature comes into play");
  });

  it("a condition waiting for the same kind of event that does not match is in notTriggered, citing 410.2", () => {
    const a = triggers(state([card("w", "Land Watch", "bob", "in-play", ["enchantment"], LAND_WATCH), card("b", "Grizzly Bears", "alice", "in-play", ["creature"])]), {
      kind: "zone-change", objects: ["b"], to: "graveyard",
    });
    expect(a.triggered).toEqual([]);
    expectCites(missed(a, "w"), "410.2", "matches a triggered ability’s trigger event");
  });

  it('"At the beginning of your upkeep" triggers on its controller\'s upkeep only', () => {
    const s = state([card("a", "Alpha Echo", "alice", "in-play", ["creature"], YOUR_UPKEEP), card("b", "Beta Echo", "bob", "in-play", ["creature"], YOUR_UPKEEP)]);
    const a = triggers(s, { kind: "step-begins", step: "upkeep" });
    expect(ids(a)).toEqual(["a#0"]);
    expectCites(missed(a, "b"), "410.2");
    const onBobs = triggers({ ...s, turn: { number: 5, active: "bob", step: "untap" } }, { kind: "step-begins", step: "upkeep" });
    expect(ids(onBobs)).toEqual(["b#0"]);
  });

  it('"At the beginning of each upkeep" triggers on every player\'s upkeep', () => {
    const s = state([card("e", "Bob's Echo", "bob", "in-play", ["creature"], EACH_UPKEEP)]);
    expect(ids(triggers(s, { kind: "step-begins", step: "upkeep" }))).toEqual(["e#0"]);
    expect(ids(triggers({ ...s, turn: { number: 5, active: "bob", step: "untap" } }, { kind: "step-begins", step: "upkeep" }))).toEqual(["e#0"]);
  });

  it("an upkeep trigger does not trigger when another step begins", () => {
    const a = triggers(state([card("e", "Alice's Echo", "alice", "in-play", ["creature"], EACH_UPKEEP)]), { kind: "step-begins", step: "draw" });
    expect(a.triggered).toEqual([]);
    expectCites(missed(a, "e"), "410.2");
  });

  it('"At the beginning of each opponent\'s upkeep" triggers only on an opponent\'s upkeep', () => {
    const text = "At the beginning of each opponent's upkeep, that player loses 1 life.";
    const a = triggers(state([card("a", "Alice's Curse", "alice", "in-play", ["enchantment"], text), card("b", "Bob's Curse", "bob", "in-play", ["enchantment"], text)]), {
      kind: "step-begins", step: "upkeep",
    });
    expect(ids(a)).toEqual(["b#0"]);
    expect(notIds(a)).toEqual(["a#0"]);
  });

  it('"When you cycle Krosan Tusker" triggers when that card is cycled from the hand, citing 402.8g', () => {
    const a = triggers(state([card("k", "Krosan Tusker", "alice", "hand", ["creature"], KROSAN_TUSKER)]), { kind: "cycle", object: "k" });
    const t = entry(a, "k", 1);
    expect(t.controller).toBe("alice");
    expect(t.times).toBe(1);
    expectCites(t, "402.8g");
  });

  it("cycling another card does not trigger Krosan Tusker's condition", () => {
    const a = triggers(state([card("k", "Krosan Tusker", "alice", "hand", ["creature"], KROSAN_TUSKER), card("j", "Miren, the Moaning Well", "alice", "hand", ["creature"], "Cycling {2}")]), {
      kind: "cycle", object: "j",
    });
    expect(a.triggered).toEqual([]);
    expectCites(missed(a, "k", 1), "410.2");
  });

  it('"Whenever a player plays a spell" triggers on any player\'s spell; "you play" only on its controller\'s', () => {
    const a = triggers(
      state([
        card("any", "Any Watch", "alice", "in-play", ["enchantment"], "Whenever a player plays a spell, you gain 1 life."),
        card("mine", "Mine Watch", "bob", "in-play", ["enchantment"], "Whenever you play a spell, you gain 1 life."),
        card("s", "Shock", "alice", "hand", ["instant"], "Shock deals 2 damage to target creature or player."),
      ]),
      { kind: "play", object: "s" },
    );
    expect(ids(a)).toEqual(["any#0"]);
    expectCites(missed(a, "mine"), "410.2");
  });

  it('"Whenever you play a spell" triggers on its controller\'s spell, and a typed condition checks the type', () => {
    const a = triggers(
      state([
        card("mine", "Mine Watch", "alice", "in-play", ["enchantment"], "Whenever you play a spell, you gain 1 life."),
        card("cr", "Creature Watch", "alice", "in-play", ["enchantment"], "Whenever a player plays a creature spell, you gain 1 life."),
        card("opp", "Opponent Watch", "bob", "in-play", ["enchantment"], "Whenever an opponent plays an instant spell, you gain 1 life."),
        card("s", "Shock", "alice", "hand", ["instant"], "Shock deals 2 damage to target creature or player."),
      ]),
      { kind: "play", object: "s" },
    );
    expect(ids(a).sort()).toEqual(["mine#0", "opp#0"]);
    expect(notIds(a)).toEqual(["cr#0"]);
  });
});

describe("402.8g", () => {
  const genesisState = (step = "untap") =>
    state(
      [card("gen", "Genesis", "alice", "graveyard", ["creature"], GENESIS), card("gen2", "Genesis", "alice", "in-play", ["creature"], GENESIS)],
      { turn: { number: 3, active: "alice", step } },
    );

  it("Genesis's upkeep trigger triggers from the graveyard, citing 402.8g and the intervening if (404.3)", () => {
    const a = triggers(genesisState(), { kind: "step-begins", step: "upkeep" });
    const t = entry(a, "gen");
    expect(t.controller).toBe("alice");
    expectCites(t, "402.8g", "triggers from that zone");
    expectCites(t, "404.3");
  });

  it("the copy of Genesis in play is in notTriggered, citing 402.8g", () => {
    const a = triggers(genesisState(), { kind: "step-begins", step: "upkeep" });
    expect(ids(a)).toEqual(["gen#0"]);
    const b = expectCites(missed(a, "gen2"), "402.8g");
    expect(b.detail).toContain("graveyard");
  });

  it("Genesis in a hand does not trigger", () => {
    const a = triggers(state([card("g", "Genesis", "alice", "hand", ["creature"], GENESIS)], { turn: { number: 3, active: "alice", step: "untap" } }), {
      kind: "step-begins", step: "upkeep",
    });
    expect(a.triggered).toEqual([]);
    expectCites(missed(a, "g"), "402.8g");
  });

  it("Krosan Tusker's cycling trigger does not trigger from play", () => {
    const a = triggers(state([card("k", "Krosan Tusker", "alice", "in-play", ["creature"], KROSAN_TUSKER)]), { kind: "cycle", object: "k" });
    expect(a.triggered).toEqual([]);
    expectCites(missed(a, "k", 1), "402.8g");
  });
});

describe("410.3", () => {
  const echoes = (order: Obj[], active = "alice") => state(order, { turn: { number: 3, active, step: "untap" } });
  const alices = card("alices", "Alice's Echo", "alice", "in-play", ["creature"], EACH_UPKEEP);
  const bobs = card("bobs", "Bob's Echo", "bob", "in-play", ["creature"], EACH_UPKEEP);

  it("the active player's triggered abilities come before the other player's, whatever the order of the objects", () => {
    expect(ids(triggers(echoes([bobs, alices]), { kind: "step-begins", step: "upkeep" }))).toEqual(["alices#0", "bobs#0"]);
    expect(ids(triggers(echoes([alices, bobs]), { kind: "step-begins", step: "upkeep" }))).toEqual(["alices#0", "bobs#0"]);
  });

  it("on bob's turn bob's come first", () => {
    expect(ids(triggers(echoes([alices, bobs], "bob"), { kind: "step-begins", step: "upkeep" }))).toEqual(["bobs#0", "alices#0"]);
  });

  it("with three players, the order follows the turn order from the active player", () => {
    const carols = card("carols", "Carol's Echo", "carol", "in-play", ["creature"], EACH_UPKEEP);
    const s = { ...echoes([alices, carols, bobs], "bob"), players: ["alice", "bob", "carol"] };
    const a = triggers(s, { kind: "step-begins", step: "upkeep" });
    expect(a.triggered.map((t) => t.controller)).toEqual(["bob", "carol", "alice"]);
  });

  it("a controller's triggered ability is ordered by its controller, not its owner", () => {
    const stolen = card("stolen", "Alice's Echo", "alice", "in-play", ["creature"], EACH_UPKEEP, { controller: "bob" });
    const a = triggers(echoes([stolen, bobs], "bob"), { kind: "step-begins", step: "upkeep" });
    expect(a.triggered.map((t) => t.controller)).toEqual(["bob", "bob"]);
    const b = triggers(echoes([stolen, alices]), { kind: "step-begins", step: "upkeep" });
    expect(ids(b)).toEqual(["alices#0", "stolen#0"]);
  });
});

describe("410.6", () => {
  const lands = () =>
    state([
      card("watch", "Land Watch", "bob", "in-play", ["enchantment"], LAND_WATCH),
      card("l1", "Forest", "alice", "in-play", ["land"]),
      card("l2", "Island", "bob", "in-play", ["land"]),
      card("l3", "Swamp", "bob", "in-play", ["land"]),
      card("bear", "Grizzly Bears", "bob", "in-play", ["creature"]),
    ]);

  it("destroying three lands triggers the land watcher three times, citing 410.6", () => {
    const a = triggers(lands(), { kind: "zone-change", objects: ["l1", "l2", "l3"], to: "graveyard" });
    const t = entry(a, "watch");
    expect(t.times).toBe(3);
    expect(t.controller).toBe("bob");
    expectCites(t, "410.6", "multiple occurrences");
  });

  it("a creature moving with the lands does not count", () => {
    const a = triggers(lands(), { kind: "zone-change", objects: ["l1", "bear", "l3"], to: "graveyard" });
    expect(entry(a, "watch").times).toBe(2);
  });

  it("one land triggers once and does not cite 410.6", () => {
    const t = entry(triggers(lands(), { kind: "zone-change", objects: ["l2"], to: "graveyard" }), "watch");
    expect(t.times).toBe(1);
    expect(t.because.map((b) => b.rule)).not.toContain("410.6");
  });

  it("a creature alone does not trigger it", () => {
    const a = triggers(lands(), { kind: "zone-change", objects: ["bear"], to: "graveyard" });
    expect(a.triggered).toEqual([]);
    expectCites(missed(a, "watch"), "410.2");
  });
});

describe("410.7", () => {
  const specter = () => state([card("spec", "Hypnotic Specter", "alice", "in-play", ["creature"], HYPNOTIC_SPECTER)], { turn: { number: 3, active: "alice", step: "combat-damage" } });

  it("unprevented damage to the opponent triggers Hypnotic Specter", () => {
    const a = triggers(specter(), { kind: "damage", source: "spec", to: "bob", amount: 2 });
    expect(entry(a, "spec", 1).times).toBe(1);
  });

  it("prevented damage triggers nothing, citing 410.7", () => {
    const a = triggers(specter(), { kind: "damage", source: "spec", to: "bob", amount: 2, prevented: true });
    expect(a.triggered).toEqual([]);
    const n = missed(a, "spec", 1);
    expect(n.because[0].rule).toBe("410.7");
    expectCites(n, "410.7", "prevented or replaced");
  });

  it("damage of amount 0 triggers nothing, citing 410.7", () => {
    const a = triggers(specter(), { kind: "damage", source: "spec", to: "bob", amount: 0 });
    expect(a.triggered).toEqual([]);
    expectCites(missed(a, "spec", 1), "410.7");
  });

  it("a prevented zone change triggers nothing, citing 410.7", () => {
    const a = triggers(state([card("net", "Soul Net", "alice", "in-play", ["artifact"], SOUL_NET), card("b", "Grizzly Bears", "bob", "in-play", ["creature"])]), {
      kind: "zone-change", objects: ["b"], to: "graveyard", prevented: true,
    });
    expect(a.triggered).toEqual([]);
    expectCites(missed(a, "net"), "410.7");
  });
});

describe("410.10a/b", () => {
  const autocrat = (more: Obj[] = []) => state([card("auto", "Sengir Autocrat", "alice", "hand", ["creature"], SENGIR_AUTOCRAT), ...more]);

  it('"When Sengir Autocrat comes into play" triggers as it moves from the hand to play, citing 410.10b', () => {
    const a = triggers(autocrat(), { kind: "zone-change", objects: ["auto"], to: "in-play" });
    const t = entry(a, "auto");
    expect(t.times).toBe(1);
    expect(t.controller).toBe("alice");
    expectCites(t, "410.10b");
  });

  it('"battlefield" is accepted as the name of the in-play zone', () => {
    expect(ids(triggers(autocrat(), { kind: "zone-change", objects: ["auto"], to: "battlefield" }))).toEqual(["auto#0"]);
  });

  it("another Sengir Autocrat still in a hand does not trigger, citing 402.8", () => {
    const a = triggers(autocrat([card("other", "Sengir Autocrat", "bob", "hand", ["creature"], SENGIR_AUTOCRAT)]), { kind: "zone-change", objects: ["auto"], to: "in-play" });
    expect(ids(a)).toEqual(["auto#0"]);
    expectCites(missed(a, "other"), "402.8");
  });

  it("the comes-into-play trigger does not trigger when the card goes to a graveyard", () => {
    const a = triggers(autocrat(), { kind: "zone-change", objects: ["auto"], to: "graveyard" });
    expect(a.triggered).toEqual([]);
  });

  it('"another creature comes into play" triggers for a newcomer but not for itself', () => {
    const warden = card("sw", "Soul Warden", "alice", "hand", ["creature"], SOUL_WARDEN);
    const self = triggers(state([warden]), { kind: "zone-change", objects: ["sw"], to: "in-play" });
    expect(self.triggered).toEqual([]);
    expectCites(missed(self, "sw"), "410.2");
    const both = triggers(state([warden, card("b", "Grizzly Bears", "bob", "hand", ["creature"])]), { kind: "zone-change", objects: ["sw", "b"], to: "in-play" });
    expect(entry(both, "sw").times).toBe(1);
  });

  it("a typed condition ignores permanents of other types", () => {
    const a = triggers(autocrat([card("aw", "Artifact Watch", "bob", "in-play", ["enchantment"], "Whenever an artifact comes into play, you gain 1 life.")]), {
      kind: "zone-change", objects: ["auto"], to: "in-play",
    });
    expect(ids(a)).toEqual(["auto#0"]);
    expectCites(missed(a, "aw"), "410.2");
    const art = triggers(state([card("aw", "Artifact Watch", "bob", "in-play", ["enchantment"], "Whenever an artifact comes into play, you gain 1 life."), card("x", "Icy Manipulator", "alice", "hand", ["artifact"])]), {
      kind: "zone-change", objects: ["x"], to: "in-play",
    });
    expect(ids(art)).toEqual(["aw#0"]);
  });

  it('"you control" and "an opponent controls" are read from the ability\'s controller', () => {
    const a = triggers(
      autocrat([
        card("yours", "Your Watch", "alice", "in-play", ["enchantment"], "Whenever a creature you control comes into play, you gain 1 life."),
        card("theirs", "Their Watch", "bob", "in-play", ["enchantment"], "Whenever a creature an opponent controls comes into play, you gain 1 life."),
        card("bobyours", "Bob's Watch", "bob", "in-play", ["enchantment"], "Whenever a creature you control comes into play, you gain 1 life."),
        card("aliceopp", "Alice's Opponent Watch", "alice", "in-play", ["enchantment"], "Whenever a creature an opponent controls comes into play, you gain 1 life."),
      ]),
      { kind: "zone-change", objects: ["auto"], to: "in-play" },
    );
    expect(ids(a).sort()).toEqual(["auto#0", "theirs#0", "yours#0"]);
    expect(notIds(a).sort()).toEqual(["aliceopp#0", "bobyours#0"]);
  });
});

describe("410.10c/d", () => {
  it("an artifact destroyed together with two creatures still triggers twice, citing 410.10d and 410.6", () => {
    const a = triggers(
      state([
        card("net", "Soul Net", "alice", "in-play", ["artifact"], SOUL_NET),
        card("c1", "Grizzly Bears", "alice", "in-play", ["creature"]),
        card("c2", "Grizzly Bears", "bob", "in-play", ["creature"]),
      ]),
      { kind: "zone-change", objects: ["net", "c1", "c2"], to: "graveyard" },
    );
    const t = entry(a, "net");
    expect(t.times).toBe(2);
    expect(t.controller).toBe("alice");
    expectCites(t, "410.10d", "look back in time");
    expectCites(t, "410.6");
  });

  it('"When Rukh Egg is put into a graveyard from play" triggers for the Egg itself', () => {
    const a = triggers(state([card("egg", "Rukh Egg", "alice", "in-play", ["creature"], "When Rukh Egg is put into a graveyard from play, put a 4/4 red Bird creature token with flying into play at end of turn.")]), {
      kind: "zone-change", objects: ["egg"], to: "graveyard",
    });
    const t = entry(a, "egg");
    expect(t.times).toBe(1);
    expect(t.controller).toBe("alice");
    expectCites(t, "410.10d");
  });

  it("a card put into a graveyard from a hand does not trigger a from-play condition", () => {
    const a = triggers(state([card("net", "Soul Net", "alice", "in-play", ["artifact"], SOUL_NET), card("b", "Grizzly Bears", "alice", "hand", ["creature"])]), {
      kind: "zone-change", objects: ["b"], to: "graveyard",
    });
    expect(a.triggered).toEqual([]);
    expectCites(missed(a, "net"), "410.2");
  });

  it('"a nontoken creature is put into your graveyard from play" ignores tokens and the opponent\'s creatures', () => {
    const a = triggers(
      state([
        card("fec", "Fecund Watch", "alice", "in-play", ["enchantment"], "Whenever a nontoken creature is put into your graveyard from play, you draw a card."),
        card("tok", "Serf", "alice", "in-play", ["creature"], undefined, { token: true }),
        card("theirs", "Grizzly Bears", "bob", "in-play", ["creature"]),
        card("mine", "Grizzly Bears", "alice", "in-play", ["creature"]),
      ]),
      { kind: "zone-change", objects: ["tok", "theirs", "mine"], to: "graveyard" },
    );
    expect(entry(a, "fec").times).toBe(1);
    const none = triggers(
      state([
        card("fec", "Fecund Watch", "alice", "in-play", ["enchantment"], "Whenever a nontoken creature is put into your graveyard from play, you draw a card."),
        card("tok", "Serf", "alice", "in-play", ["creature"], undefined, { token: true }),
        card("theirs", "Grizzly Bears", "bob", "in-play", ["creature"]),
      ]),
      { kind: "zone-change", objects: ["tok", "theirs"], to: "graveyard" },
    );
    expect(none.triggered).toEqual([]);
    expectCites(missed(none, "fec"), "410.2");
  });

  it('"leaves play" triggers whatever zone its object goes to, looking back (410.10d)', () => {
    for (const to of ["hand", "removed", "library", "graveyard"]) {
      const a = triggers(state([card("l", "Leaving Spirit", "alice", "in-play", ["creature"], "When Leaving Spirit leaves play, you lose 1 life.")]), {
        kind: "zone-change", objects: ["l"], to,
      });
      expectCites(entry(a, "l"), "410.10d");
    }
  });
});

describe("410.11", () => {
  const engine = card("k", "Empty-Hand Engine", "alice", "in-play", ["enchantment"], EMPTY_HAND);

  it("the empty-hand state trigger triggers when its controller has no cards in hand, citing 410.11", () => {
    const a = triggers(state([engine, card("h", "Grizzly Bears", "bob", "hand", ["creature"])]), { kind: "state" });
    const t = entry(a, "k");
    expect(t.times).toBe(1);
    expect(t.controller).toBe("alice");
    expectCites(t, "410.11", "state triggers");
  });

  it("it does not trigger again while the same ability is on the stack, citing 410.11", () => {
    const a = triggers(state([engine], { stack: [{ id: "s1", source: "k", ability: 0 }] }), { kind: "state" });
    expect(a.triggered).toEqual([]);
    expectCites(missed(a, "k"), "410.11", "doesn’t trigger again");
  });

  it("it does not trigger while its controller has a card in hand", () => {
    const a = triggers(state([engine, card("mine", "Grizzly Bears", "alice", "hand", ["creature"])]), { kind: "state" });
    expect(a.triggered).toEqual([]);
    expect(notIds(a)).toEqual(["k#0"]);
  });

  it("a state trigger is not matched by an ordinary event", () => {
    const a = triggers(state([engine, card("s", "Shock", "bob", "hand", ["instant"])]), { kind: "play", object: "s" });
    expect(a.triggered).toEqual([]);
  });
});

describe("controllers", () => {
  it("the controller of a triggered ability is its source's controller", () => {
    const a = triggers(
      state([card("net", "Soul Net", "alice", "in-play", ["artifact"], SOUL_NET, { controller: "bob" }), card("b", "Grizzly Bears", "alice", "in-play", ["creature"])]),
      { kind: "zone-change", objects: ["b"], to: "graveyard" },
    );
    expect(entry(a, "net").controller).toBe("bob");
  });

  it("outside play, the controller is its source's owner", () => {
    const a = triggers(state([card("gen", "Genesis", "bob", "graveyard", ["creature"], GENESIS)], { turn: { number: 3, active: "bob", step: "untap" } }), {
      kind: "step-begins", step: "upkeep",
    });
    expect(entry(a, "gen").controller).toBe("bob");
  });
});

describe("unread conditions", () => {
  it("a condition the reader cannot read is reported in notTriggered, citing 404.1, never matched", () => {
    const text = "When Spirit Link comes into play or the creature it enchants is put into a graveyard, you gain 2 life.";
    const a = triggers(state([card("ab", "Spirit Link", "alice", "in-play", ["enchantment"], text), card("b", "Grizzly Bears", "alice", "in-play", ["creature"])]), {
      kind: "zone-change", objects: ["b"], to: "graveyard",
    });
    expect(a.triggered).toEqual([]);
    const b = missed(a, "ab").because.find((x) => x.rule === "404.1" && x.detail.includes("could not read"));
    expect(b, "404.1 names the unread condition").toBeDefined();
    expect(b!.detail).toContain("the creature it enchants is put into a graveyard");
  });

  it("an ability whose only condition is unread is reported for any event", () => {
    const a = triggers(state([card("bl", "Blocking Wall", "alice", "in-play", ["creature"], "Whenever Blocking Wall becomes the target of a spell, it gets +1/+1 until end of turn.")]), {
      kind: "step-begins", step: "upkeep",
    });
    expect(a.triggered).toEqual([]);
    expectCites(missed(a, "bl"), "404.1");
  });
});

describe("bad events", () => {
  const s = state([card("b", "Grizzly Bears", "alice", "in-play", ["creature"])]);

  it("an event about an unknown object is a 400 naming event.objects[0]", () => {
    expect(expectRejected(s, { kind: "zone-change", objects: ["nope"], to: "graveyard" }, "event.objects[0]")).toContain("nope");
  });

  it("a zone change whose from is not where the object is is a 400 naming event.from", () => {
    expect(expectRejected(s, { kind: "zone-change", objects: ["b"], from: "hand", to: "graveyard" }, "event.from")).toContain("hand");
  });

  it("an unknown event kind is a 400 naming event.kind", () => {
    expect(expectRejected(s, { kind: "explode" }, "event.kind")).toContain("explode");
  });

  it("a missing event is a 400 naming event", () => {
    expectRejected(s, undefined, "event");
  });
});

describe("whose graveyard, and who is dealt damage (410.2)", () => {
  const YOUR_GRAVEYARD = "Whenever a nontoken creature is put into your graveyard from play, you draw a card.";

  it("\"your graveyard\" is the card owner's graveyard, whoever controlled the creature", () => {
    const s = state([
      card("watch", "Watcher", "alice", "in-play", ["enchantment"], YOUR_GRAVEYARD),
      card("lent", "Bear", "alice", "in-play", ["creature"], undefined, { controller: "bob" }),
      card("stolen", "Bear", "bob", "in-play", ["creature"], undefined, { controller: "alice" }),
    ]);
    expect(ids(triggers(s, { kind: "zone-change", objects: ["lent"], to: "graveyard" }))).toEqual(["watch#0"]);
    expect(ids(triggers(s, { kind: "zone-change", objects: ["stolen"], to: "graveyard" }))).toEqual([]);
  });

  it("\"deals damage to an opponent\" triggers on damage to an opponent only", () => {
    const s = state([
      card("spec", "Hypnotic Specter", "alice", "in-play", ["creature"], "Whenever Hypnotic Specter deals damage to an opponent, that player discards a card at random."),
      card("bear", "Bear", "bob", "in-play", ["creature"]),
    ]);
    expect(ids(triggers(s, { kind: "damage", source: "spec", to: "bob", amount: 1 }))).toEqual(["spec#0"]);
    expect(ids(triggers(s, { kind: "damage", source: "spec", to: "alice", amount: 1 }))).toEqual([]);
    expect(ids(triggers(s, { kind: "damage", source: "spec", to: "bear", amount: 1 }))).toEqual([]);
  });

  it("\"is dealt damage\" triggers when the object is dealt damage, not when it deals it", () => {
    const s = state([
      card("wurm", "Spined Wurm", "alice", "in-play", ["creature"], "Whenever Spined Wurm is dealt damage, you gain 1 life."),
      card("spec", "Specter", "bob", "in-play", ["creature"]),
    ]);
    expect(ids(triggers(s, { kind: "damage", source: "spec", to: "wurm", amount: 2 }))).toEqual(["wurm#0"]);
    expect(ids(triggers(s, { kind: "damage", source: "wurm", to: "bob", amount: 2 }))).toEqual([]);
  });

  it("a short card name is not read inside other words", () => {
    const s = state([card("b", "B", "alice", "in-play", ["creature"], "At the beginning of your upkeep, you lose 1 life.")], { turn: { number: 2, active: "alice", step: "untap" } });
    expect(ids(triggers(s, { kind: "step-begins", step: "upkeep" }))).toEqual(["b#0"]);
  });
});

describe("410.8: an intervening if false as the event occurs stops the ability triggering", () => {
  const keeper = (more: Obj = {}) => card("k", "Land Keeper", "alice", "in-play", ["creature"], "At the beginning of your upkeep, if you control no lands, draw a card.", more);

  it("with no land, it triggers and says the clause holds (404.3)", () => {
    const a = triggers(state([keeper()]), { kind: "step-begins", step: "upkeep" });
    expect(ids(a)).toEqual(["k#0"]);
    expect(expectCites(entry(a, "k"), "404.3").detail).toContain("holds now");
  });

  it("with a land, it does not trigger, citing 410.8", () => {
    const a = triggers(state([keeper(), card("f", "Forest", "alice", "in-play", ["land"])]), { kind: "step-begins", step: "upkeep" });
    expect(ids(a)).toEqual([]);
    expect(expectCites(missed(a, "k"), "410.8").detail).toContain("is false");
  });

  it("checked on the game after a zone change: the last land leaving play makes it true", () => {
    const k = card("k", "Keeper", "alice", "in-play", ["creature"], "Whenever a land is put into a graveyard from play, if you control no lands, you gain 3 life.");
    const a = triggers(state([k, card("f", "Forest", "alice", "in-play", ["land"])]), { kind: "zone-change", objects: ["f"], to: "graveyard" });
    expect(ids(a)).toEqual(["k#0"]);
  });
});

describe("410.9e: \"becomes blocked by N or more creatures\" triggers when that many block it", () => {
  const beast = card("beast", "Craw Giant", "alice", "in-play", ["creature"], "Whenever Craw Giant becomes blocked by two or more creatures, it gets +2/+2 until end of turn.");
  const walls = [card("w1", "Wall A", "bob", "in-play", ["creature"]), card("w2", "Wall B", "bob", "in-play", ["creature"])];

  it("two blockers: it triggers once, citing 410.9e", () => {
    const a = triggers(state([beast, ...walls]), { kind: "block", blocks: [["w1", "beast"], ["w2", "beast"]] });
    expect(entry(a, "beast").times).toBe(1);
    expectCites(entry(a, "beast"), "410.9e");
  });

  it("one blocker: it does not", () => {
    const a = triggers(state([beast, ...walls]), { kind: "block", blocks: [["w1", "beast"]] });
    expect(ids(a)).toEqual([]);
  });
});

describe("502.51, 402.8g: a haunting card's trigger works from the removed-from-the-game zone", () => {
  const THRULL = "Haunt\nWhen Absolver Thrull comes into play or the creature it haunts is put into a graveyard, destroy target enchantment.";
  const haunting = card("t", "Absolver Thrull", "bob", "removed", ["creature"], THRULL, { haunting: "bear" });
  const bear = card("bear", "Grizzly Bears", "alice", "in-play", ["creature"]);
  const other = card("elf", "Llanowar Elves", "alice", "in-play", ["creature"]);

  it("the haunted creature dying triggers it once, from the removed zone", () => {
    const a = triggers(state([haunting, bear, other]), { kind: "zone-change", objects: ["bear"], to: "graveyard" });
    expect(entry(a, "t", 1).times).toBe(1);
    expectCites(entry(a, "t", 1), "402.8g");
  });

  it("another creature dying does not", () => {
    const a = triggers(state([haunting, bear, other]), { kind: "zone-change", objects: ["elf"], to: "graveyard" });
    expect(ids(a)).toEqual([]);
  });

  it("a haunting id that is no object is a 400 naming the field", () => {
    expect(expectRejected(state([{ ...haunting, haunting: "ghost" }, bear]), { kind: "state" }, "state.objects[0].haunting")).toContain('"ghost" is not the id of an object');
  });
});
