/**
 * The ranking mechanisms of a search scope, each on a handful of literal
 * paragraphs: defined names, the context of a subrule, glossary "See rule"
 * lifts, spelling, question filler, numbers as words, coordination.
 */
import { describe, expect, it } from "vitest";
import { buildIndex } from "../../src/search/build-index";
import type { SearchDoc } from "../../src/search/documents";
import { RERANK } from "../../src/search/rerank";
import { bestOf, SearchScope } from "../../src/search/scope";
import { runSteps } from "../../src/search/steps";
import type { SearchResults } from "../../src/types";

const version = { id: "test", date: "2026-01-16" };

function rule(number: string, text: string, title: string | null = null): SearchDoc {
  return { ref: `rule:${number}`, kind: "rule", number, term: null, title, text, examples: [], aliases: [], obsolete: false, version };
}

function glossary(term: string, text: string, aliases: string[] = []): SearchDoc {
  return { ref: `glossary:${term.toLowerCase()}`, kind: "glossary", number: null, term, title: term, text, examples: [], aliases, obsolete: false, version };
}

function scopeOf(docs: SearchDoc[]): SearchScope {
  return new SearchScope("test", docs, buildIndex(docs));
}

const ids = (r: SearchResults) => r.results.map((x) => x.number ?? `glossary:${x.term!.toLowerCase()}`);

describe("defined names", () => {
  const scope = scopeOf([
    rule("100.1", "This rule of the world applies to the world of each game: one rule, one world, every rule in the world."),
    rule("205.4f", "Any permanent with the supertype “world” is subject to the state-based action for world permanents, also called the “world rule.”"),
    rule("704.5j", "If two or more legendary permanents with the same name are controlled by the same player, that player chooses one of them. This is called the “legend rule.”"),
    rule("613.1", "The layer system applies continuous effects in a series of layers."),
  ]);

  it("a paragraph that names a concept is the answer to that name", () => {
    expect(ids(scope.search("world rule"))[0]).toBe("205.4f");
    expect(ids(scope.search("legend rule"))[0]).toBe("704.5j");
  });
});

describe("context: a subrule is found under the titles of the rules above it", () => {
  const scope = scopeOf([
    rule("903", "", "Commander"),
    rule("903.7", "Each player begins the game with a starting life total of 40."),
    rule("103", "", "Starting the Game"),
    rule("103.4", "Each player begins the game with a starting life total of 20."),
  ]);

  it("forty life commander finds 903.7, which says neither forty nor commander", () => {
    expect(ids(scope.search("forty life commander"))[0]).toBe("903.7");
  });
});

describe("context: a title that names no concept ('General') gives way to the part's title above it", () => {
  const scope = scopeOf([
    rule("8", "", "Multiplayer Rules"),
    rule("800", "", "General"),
    rule("800.4a", "When a player leaves the game, all objects owned by that player leave the game."),
    rule("104", "", "Ending the Game"),
    rule("104.5", "If a player loses the game, that player leaves the game."),
  ]);

  it("player leaves multiplayer game finds 800.4a, which says player, leaves and game but not multiplayer", () => {
    expect(ids(scope.search("player leaves multiplayer game"))[0]).toBe("800.4a");
  });
});

describe("a variant of an ability ranks under the ability's own rules unless the query names the variant", () => {
  const scope = scopeOf([
    rule("702.16e", "Damage that would be dealt to a permanent with protection is prevented."),
    rule("702.16j", "“Protection from everything” is a variant of the protection ability: damage from any source is prevented."),
    rule("500.1", "A turn consists of five phases."),
  ]);

  it("protection damage prevented finds the protection rule, not protection from everything", () => {
    expect(ids(scope.search("protection damage prevented"))).toEqual(["702.16e", "702.16j"]);
  });

  it("protection from everything damage finds the variant", () => {
    expect(ids(scope.search("protection from everything damage"))[0]).toBe("702.16j");
  });
});

describe("a variant named only by a stop word and a placeholder is named by that word as typed", () => {
  const scope = scopeOf([
    rule("702.11b", "Hexproof on a permanent means your opponents can't target it."),
    rule("702.11d", "“Hexproof from [quality]” is a variant of the hexproof ability: your opponents can't target it with [quality] spells."),
    rule("500.1", "A turn consists of five phases."),
  ]);

  it("hexproof opponents target finds hexproof, not hexproof from a quality", () => {
    expect(ids(scope.search("hexproof opponents target"))).toEqual(["702.11b", "702.11d"]);
  });

  it("hexproof from blue opponents target finds the variant", () => {
    expect(ids(scope.search("hexproof from blue opponents target"))[0]).toBe("702.11d");
  });
});

describe("a paragraph holding the query's words in runs, not all in a row", () => {
  const scope = scopeOf([
    rule("701.14a", "Two creatures may fight each other: each of those creatures deals damage equal to its power to the other creature."),
    rule("701.14c", "If a creature fights itself, it deals damage to itself equal to twice its power."),
    rule("500.1", "A turn consists of five phases."),
  ]);

  it("fight deals damage equal to power finds the rule with four of its words in a row over one with two", () => {
    expect(ids(scope.search("fight deals damage equal to power"))).toEqual(["701.14a", "701.14c"]);
  });

  it("a word questions drop ('that much life') does not break a run: lifelink damage gain life finds the lifelink rule that gains life", () => {
    const lifelink = scopeOf([
      rule("702.15b", "Damage dealt by a source with lifelink causes that source's controller, or its owner if it has no controller, to gain that much life (in addition to any other results that damage causes)."),
      rule("702.15e", "If multiple sources with lifelink deal damage at the same time, they cause separate life gain events."),
      rule("500.1", "A turn consists of five phases."),
    ]);
    expect(ids(lifelink.search("lifelink damage gain life"))).toEqual(["702.15b", "702.15e"]);
  });
});

describe("a rule and its subrules", () => {
  it("a subrule holding the user's words in a row ranks over its rule holding them apart, which a glossary entry lifts", () => {
    const scope = scopeOf([
      rule("107.4", "The mana symbols are {W}, {U}, {B}, {R}, {G}, and {C}; the hybrid symbols {W/U} and {W/B}; the Phyrexian mana symbols {W/P} and {U/P}; and the snow mana symbol {S}."),
      rule("107.4e", "A hybrid mana symbol is also a colored mana symbol."),
      glossary("Hybrid Mana Symbols", "A mana symbol that represents a cost that can be paid in one of two ways. See rule 107.4."),
      rule("500.1", "A turn consists of five phases."),
    ]);
    const found = ids(scope.search("hybrid mana symbol"));
    expect(found.indexOf("107.4e")).toBeLessThan(found.indexOf("107.4"));
  });
});

describe("the user's phrase", () => {
  it("keeps a word typed twice: 'mana value of object with no mana cost' is a whole run of 202.3a", () => {
    const scope = scopeOf([
      rule("202.3", "The mana value of an object is a number equal to the total amount of mana in its mana cost, regardless of color."),
      rule("202.3a", "The mana value of an object with no mana cost is 0, unless that object is the back face of a nonmodal double-faced permanent or spell, or it is a melded permanent."),
      rule("500.1", "A turn consists of five phases."),
    ]);
    expect(ids(scope.search("mana value of object with no mana cost"))[0]).toBe("202.3a");
  });
});

describe("a quantity typed before what it counts", () => {
  const scope = scopeOf([
    rule("208.5", "If a creature somehow has no value for its power, its power is 0. The same is true for toughness."),
    rule("704.5f", "If a creature has toughness 0 or less, it's put into its owner's graveyard. Regeneration can't replace this event."),
    rule("500.1", "A turn consists of five phases."),
  ]);

  it.each(["zero toughness", "creature with 0 toughness"])("%s finds the rule stating the toughness then the number", (q) => {
    expect(ids(scope.search(q))[0]).toBe("704.5f");
  });
  it("a quantity's bound ('fifteen or more poison counters') does not break a run", () => {
    const poison = scopeOf([
      rule("704.6b", "If a team has fifteen or more poison counters, that team loses the game."),
      rule("810.99", "In a variant for fifteen players, each team gets poison counters and loses the game."),
      rule("500.1", "A turn consists of five phases."),
    ]);
    expect(ids(poison.search("fifteen poison counters loses"))[0]).toBe("704.6b");
  });
});

describe("glossary See rule lifts", () => {
  const scope = scopeOf([
    glossary("Indestructible", "A keyword ability that keeps permanents from being destroyed. See rule 702.12b."),
    rule("702.12b", "A permanent with this ability can't be destroyed. Such permanents aren't destroyed by lethal damage."),
    rule("500.1", "A turn consists of five phases."),
  ]);

  it("a matching glossary entry brings the rule it points at, which holds none of the words, into the results", () => {
    const r = scope.search("indestructible");
    expect(ids(r)).toEqual(["glossary:indestructible", "702.12b"]);
    expect(r.total).toBe(2);
  });
});

describe("spelling", () => {
  const scope = scopeOf([
    rule("702.19b", "The controller of an attacking creature with trample first assigns damage to the creatures blocking it."),
    rule("702.20b", "Attacking doesn't cause creatures with vigilance to tap."),
  ]);

  it("a word the index lacks is read as its nearest term, and the answer says how the query was read", () => {
    const r = scope.search("trampel");
    expect(ids(r)[0]).toBe("702.19b");
    expect(r.corrected).toBe("trample");
  });

  it("keeps the rest of the query as typed", () => {
    expect(scope.search("Trampel damage").corrected).toBe("trample damage");
  });

  it("a typo in the part the stemmer strips is measured against the titles' words as the rules spell them", () => {
    const titled = scopeOf([rule("702.20", "", "Vigilance"), rule("702.20b", "Attacking doesn't cause creatures with vigilance to tap.")]);
    const r = titled.search("vigilanse");
    expect(ids(r)).toContain("702.20");
    expect(r.corrected).toBe("vigilance");
    // The rules' stems alone do not reach it ("vigilans" is three edits from "vigil"): the titles' words did.
    expect(scope.search("vigilanse").results).toEqual([]);
  });

  it("a title word nearer to the word as typed wins over a farther stem", () => {
    const titled = scopeOf([rule("702.16", "", "Protection"), rule("310.8", "Each battle has a protector, a player who protects it.")]);
    const r = titled.search("protecion");
    // "protecion" is two edits from the stem "protector", one from the title word "protection".
    expect(r.corrected).toBe("protection");
    expect(ids(r)[0]).toBe("702.16");
  });

  it("a corrected query is answered as if typed so: a misspelt word of the vocabulary's phrase reads as the phrase", () => {
    const slang = scopeOf([
      rule("302.6", "A creature can't attack unless it has been under its controller's control continuously since their most recent turn began."),
      rule("100.9", "Summoning a creature is an old name for casting a creature spell."),
    ]);
    const r = slang.search("sumoning sickness");
    expect(r.corrected).toBe("summoning sickness");
    // Read as typed, "sumoning" was only "summon": the phrase's meaning (vocabulary.ts) was asked for only once the query was re-read.
    expect(ids(r)[0]).toBe("302.6");
  });

  it("spells a corrected word as the results' word nearest to it as typed", () => {
    const draws = scopeOf([rule("504.1", "The active player draws a card."), rule("121.1", "Then, if a player may draw or not draw a card when an effect says so, that player chooses.")]);
    const r = draws.search("darw a card");
    // The first result holds "draws", the second "draw": both are the term "draw".
    expect(ids(r)).toEqual(["504.1", "121.1"]);
    expect(r.corrected).toBe("draw a card");
  });

  it("a number's word the index holds as a numeral is not read as a nearby word", () => {
    const numbers = scopeOf([rule("100.2a", "A constructed deck must contain at least 60 cards."), rule("505.1", "The sixth step of the turn.")]);
    const r = numbers.search("sixty card deck");
    expect(r.corrected).toBeUndefined();
    expect(ids(r)[0]).toBe("100.2a");
  });

  it("a word is read as the rules' word nearest as spelt, of its first letter when two are as near", () => {
    const zones = scopeOf([rule("400.1", "A zone is a place where objects can be during a game."), rule("117.3", "The player will soon receive priority, as well as mana, and well before the turn ends."), rule("702.2b", "A creature dealt damage by a source with deathtouch is destroyed; the effect doesn't kill it.")]);
    expect(zones.search("zoone").corrected).toBe("zone");
    expect(ids(zones.search("zoone"))[0]).toBe("400.1");
    expect(zones.search("kell").corrected).toBe("kill");
  });

  it("a misspelt word of the vocabulary's slang is read as that slang, and so as what it means", () => {
    const graves = scopeOf([rule("404.1", "A player's graveyard is their discard pile."), rule("401.1", "Each player's library is a pile of cards, face down.")]);
    const r = graves.search("put it in the graev");
    expect(r.corrected).toBe("put it in the grave");
    expect(ids(r)[0]).toBe("404.1");
  });

  it("a slang word the index lacks, typed as the vocabulary spells it, is read as typed: no correction is said", () => {
    const graves = scopeOf([rule("404.1", "A player's graveyard is their discard pile."), rule("401.1", "Each player's library is a pile of cards, face down.")]);
    // "grave" is the vocabulary's word for the graveyard; the rules never write it.
    const r = graves.search("put it in the grave");
    expect(r.corrected).toBeUndefined();
    expect(ids(r)[0]).toBe("404.1");
  });

  describe("of words as near, the one that names something with a word typed next to it", () => {
    // "time" is in more paragraphs than "tide": alone, "tice" is read as it.
    const times = [rule("500.1", "A turn takes time."), rule("500.2", "The time a phase takes."), rule("500.3", "Time passes.")];

    it("a phrase a title holds", () => {
      const tides = scopeOf([...times, rule("730", "", "Tide Pools"), rule("730.1", "A pool holds mana.")]);
      expect(tides.search("tice").corrected).toBe("time");
      expect(tides.search("tice pool").corrected).toBe("tide pool");
      expect(tides.search("pool tice").corrected).toBe("pool time");
    });

    it("a name the text defines, or a way players ask for the paragraph", () => {
      const named = scopeOf([...times, rule("730.1", 'Mana left over drains away. This is called the "tide pool rule."')]);
      expect(named.search("tice pool").corrected).toBe("tide pool");
      const asked = scopeOf([...times, { ...rule("730.1", "Mana left in a pool drains away at the tide."), asked: ["what does a tide pool do"] }]);
      expect(asked.search("tice pool").corrected).toBe("tide pool");
    });

    it("not two words the text runs past a full stop", () => {
      const runs = scopeOf([...times, rule("730.1", "Mana ebbs with the tide. Pool it first.")]);
      expect(runs.search("tice pool").corrected).toBe("time pool");
    });

    it("a phrase of the vocabulary's, read as its slang over an index word as near", () => {
      const rocks = scopeOf([rule("605.1a", "An activated ability is a mana ability if it could add mana."), rule("103.1", "Rack the cards before the game.")]);
      expect(rocks.search("ruck").corrected).toBe("rack");
      expect(rocks.search("mana ruck").corrected).toBe("mana rock");
    });
  });

  describe("a word the index holds, read as another one edit away", () => {
    // "cat" is one example's word; "cast" is in many paragraphs and makes "cast trigger", a pair of the vocabulary's.
    const casts = [
      rule("603.2", "Whenever a player casts a spell, a cast trigger triggers.", "Cast Triggers"),
      rule("601.1", "To cast a spell is to take it from where it is and put it on the stack."),
      rule("601.2", "A player casts a spell by paying its cost."),
      rule("601.3", "A player can cast a spell only if a rule allows it."),
      rule("601.4", "A spell cast from a hand is cast."),
      rule("601.5", "Casting a spell is not playing a land."),
      rule("100.5", "Example: a cat token."),
    ];

    it("when it is rare and makes no name pair with its neighbour, while the other does", () => {
      const scope = scopeOf(casts);
      const r = scope.search("cat trigger");
      expect(r.corrected).toBe("cast trigger");
      expect(ids(r)[0]).toBe("603.2");
    });

    it("not alone, nor when it makes a name pair itself, nor when the rules use it often", () => {
      expect(scopeOf(casts).search("cat").corrected).toBeUndefined();
      expect(scopeOf([...casts, rule("100.6", "", "Cat Triggers")]).search("cat trigger").corrected).toBeUndefined();
      const cats = [1, 2, 3, 4, 5, 6].map((n) => rule(`100.${n + 6}`, "A cat is a creature."));
      expect(scopeOf([...casts, ...cats]).search("cat trigger").corrected).toBeUndefined();
    });

    it("not as a word of the vocabulary's: the rare 'strike' of 'first strike' is not the slang 'first striker'", () => {
      const strikes = scopeOf([rule("100.1", "Strike first with a creature; a strike is first."), rule("100.2", "A creature with first strike deals combat damage first.")]);
      expect(strikes.search("first strike").corrected).toBeUndefined();
    });

    it("a few words a query at most", () => {
      const scope = scopeOf([...casts, rule("100.7", "An example of a bat, a rat and a hat.")]);
      expect(scope.search("bat rat hat cat trigger").corrected).toBeUndefined();
      expect(scope.search("bat rat cat trigger").corrected).toBe("bat rat cast trigger");
    });
  });

  it("a word of three letters the index lacks is read as a word one edit away", () => {
    expect(scope.search("tpa vigilance").corrected).toBe("tap vigilance");
  });

  it("a word spelt right is not corrected, nor a short word", () => {
    expect(scope.search("trample").corrected).toBeUndefined();
    expect(scope.search("tap").corrected).toBeUndefined();
    expect(scope.search("ta vigilance").corrected).toBeUndefined();
    expect(scope.search("xyzzy").results).toEqual([]);
  });
});

describe("spacing", () => {
  const scope = scopeOf([
    rule("702.7b", "A creature with first strike deals combat damage before creatures without first strike.", "First Strike"),
    rule("302.6", "A creature's activated ability with the tap symbol in its cost can't be activated unless the creature has been under its controller's control continuously since their most recent turn began."),
  ]);

  it("two words run together are read apart, and the answer says so", () => {
    const r = scope.search("firststrike damage");
    expect(ids(r)[0]).toBe("702.7b");
    expect(r.corrected).toBe("first strike damage");
    expect(r.query).toBe("firststrike damage");
  });

  it("a word typed apart is read whole, with the correction of another word", () => {
    const r = scope.search("cre ature with frist strike");
    expect(r.corrected).toBe("creature with first strike");
    expect(ids(r)[0]).toBe("702.7b");
  });

  it("words the rules use as typed are left apart", () => {
    expect(scope.search("first strike").corrected).toBeUndefined();
  });
});

describe("plain-language questions", () => {
  const scope = scopeOf([
    rule("702.19b", "The controller of an attacking creature with trample first assigns damage to the creatures blocking it."),
    rule("608.1", "Some effects work only while their source remains on the battlefield; others happen once."),
  ]);

  it("the filler of a question does not find paragraphs of its own", () => {
    expect(ids(scope.search("how does trample work"))).toEqual(["702.19b"]);
    expect(ids(scope.search("what happens if a creature has trample"))[0]).toBe("702.19b");
  });

  it("a query of stop words alone finds nothing rather than failing", () => {
    expect(scope.search("what is the").results).toEqual([]);
  });
});

describe("numbers as words", () => {
  const scope = scopeOf([
    rule("704.5c", "A player with ten or more poison counters loses the game."),
    rule("122.1f", "If a player has 10 or more poison counters, that player loses the game."),
    rule("122.1", "A poison counter is a counter. Poison counters, poison counters, poison counters."),
    rule("704.5f", "A creature with toughness 0 or less is put into its owner's graveyard."),
    rule("208.1", "A creature's toughness is the number after the slash. Toughness can change; toughness is checked."),
  ]);

  it("ten matches 10 and 10 matches ten", () => {
    expect(ids(scope.search("ten poison counters")).slice(0, 2).sort()).toEqual(["122.1f", "704.5c"]);
    expect(ids(scope.search("10 poison counters")).slice(0, 2).sort()).toEqual(["122.1f", "704.5c"]);
  });

  it("zero matches 0, and the paragraph with both words ranks over the one that repeats one (coordination)", () => {
    expect(ids(scope.search("zero toughness"))[0]).toBe("704.5f");
  });
});

describe("a whole number among the words is a quantity, not a part's number", () => {
  const scope = scopeOf([
    rule("4", "", "Zones"),
    rule("100.2a", "A constructed deck may contain no more than 4 of any single card."),
    rule("500.1", "A turn consists of five phases."),
  ]);

  it("four copies finds the rule with 4 in its text, not part 4", () => {
    expect(ids(scope.search("four copies"))).toEqual(["100.2a"]);
  });
});

describe("slang", () => {
  const scope = scopeOf([
    rule("701.21a", "To sacrifice a permanent, its controller moves it from the battlefield directly to its owner's graveyard."),
    rule("302.1", "A creature is a permanent. A creature card, a creature spell, a creature on the battlefield: each creature has power."),
    rule("702.110a", "Exploit means “When this creature enters, you may sacrifice a creature.”"),
    rule("509.1", "The defending player chooses which creatures block; a creature may block one attacking creature."),
  ]);

  it("slang the rules never use finds what it means, above paragraphs of the other word alone", () => {
    const r = scope.search("sac a creature");
    expect(r.expanded.map((e) => e.said)).toEqual(["sac"]);
    expect(ids(r).slice(0, 2)).toEqual(["702.110a", "701.21a"]);
  });
});

describe("a slang phrase of words the rules also use", () => {
  const scope = scopeOf([
    rule("105.2b", "A multicolored card has two or more colors."),
    rule("111.10c", "A Gold token is an artifact token named Gold."),
    rule("202.2c", "An object is colorless if it has no color; a card with no colored mana symbols is colorless."),
    rule("121.1", "A player draws a card by putting the top card of their library into their hand."),
    rule("701.9a", "To discard a card, move it from its owner's hand to that player's graveyard."),
  ]);

  it("'gold cards', which no paragraph says, weighs what it means: the multicolored rule over the Gold token", () => {
    expect(ids(scope.search("gold cards"))[0]).toBe("105.2b");
  });
});

describe("optional sections (CR 800.1, 900.1)", () => {
  const scope = scopeOf([
    rule("103.8a", "The player who plays first skips the draw step of their first turn."),
    rule("800.1", "A multiplayer game is a game that begins with more than two players. This section contains additional optional rules that can be used for multiplayer play."),
    rule("810", "", "Two-Headed Giant Variant"),
    rule("810.6", "The team who plays first skips the draw step."),
  ]);

  it("a variant's paragraph ranks under the general rule when the query does not name the variant", () => {
    expect(ids(scope.search("plays first skips draw"))[0]).toBe("103.8a");
  });

  it("and keeps its rank when the query names it", () => {
    expect(ids(scope.search("two-headed giant plays first skips draw"))[0]).toBe("810.6");
  });
});

describe("slang the rules also use", () => {
  const scope = scopeOf([
    rule("111.2", "The player who creates a token is its owner. The token enters the battlefield under that player's control."),
    rule("111.1", "Some effects put tokens onto the battlefield. A token is a marker; tokens, tokens, tokens."),
    rule("108.3", "Owner, owner, owner."),
  ]);

  it("a word the vocabulary lists but the rules use too counts for coordination: a paragraph without it keeps a fraction of its score", () => {
    const [both, ownerOnly] = scope.search("token owner").results;
    expect([both.number, ownerOnly.number]).toEqual(["111.2", "108.3"]);
    expect(ownerOnly.score).toBeLessThan(both.score / 2);
  });
});

describe("words the vocabulary expands that the rules use too", () => {
  const scope = scopeOf([
    rule("108.3", "The owner of a card in the game is the player who started the game with it in their deck."),
    rule("111.2", "The player who creates a token is its owner."),
    rule("111.1", "Some effects put tokens onto the battlefield. A token is a marker; tokens, tokens, tokens."),
    rule("800.4n", "Objects a player owns in the ante zone do not leave the game."),
  ]);

  it("a paragraph with what the word means holds the word's unit: 'who owns a token' finds the token's owner", () => {
    expect(ids(scope.search("who owns a token"))[0]).toBe("111.2");
  });
});

describe("the rules' commonest words", () => {
  // More than 600 paragraphs saying "ability": a common term, asked of lunr only in titles and defined names.
  const filler = Array.from({ length: 650 }, (_, i) => rule(`${100 + Math.floor(i / 50)}.${(i % 50) + 1}`, `This ability of object ${i} is an ability.`));
  const scope = scopeOf([
    ...filler,
    rule("702.9b", "Flying is an evasion ability: a creature with flying can't be blocked except by creatures with flying or reach."),
    rule("113.3", "There are four general categories of abilities. This is called the “ability categories” rule."),
  ]);

  it("do not drown a query's rarer word: the paragraph with both ranks first", () => {
    expect(ids(scope.search("flying ability"))[0]).toBe("702.9b");
  });

  it("a paragraph that names them with a rarer word ranks first", () => {
    expect(ids(scope.search("ability categories"))[0]).toBe("113.3");
  });

  it("a query of common words alone asks lunr for them in the text too, and finds every paragraph that has them", () => {
    expect(scope.search("ability").total).toBe(652);
  });
});

describe("a rule and its subrules", () => {
  // "player" in a dozen paragraphs is a common word: a rule titled "Infect" holds most of the query's weight.
  const scope = scopeOf([
    ...Array.from({ length: 12 }, (_, i) => rule(`100.${i + 1}`, `Each player is a player in the game ${i}.`)),
    rule("702.90", "", "Infect"),
    rule("702.90b", "Damage dealt to a player by a source with infect doesn't cause that player to lose life; it gives the player that many poison counters instead of anything else that damage would do, as the rules about poison counters and about losing the game say in their own words elsewhere."),
  ]);

  it("a rule ranks under its subrule that holds more of the query, though its short title scores higher", () => {
    expect(ids(scope.search("infect player")).slice(0, 2)).toEqual(["702.90b", "702.90"]);
  });

  it("and keeps its place when it holds as much", () => {
    expect(ids(scope.search("infect"))[0]).toBe("702.90");
  });

  // The glossary's "See rule" lifts a heading over its subrules, as in the CR.
  const headed = scopeOf([
    rule("701.17", "", "Mill"),
    glossary("Mill", "To put a number of cards from the top of a library into the graveyard. See rule 701.17."),
    rule("701.17a", "For a player to mill a number of cards, that player puts that many cards from the top of their library into their graveyard, one card at a time in the order they were in, and if the library holds fewer cards than that number the player puts all the cards of the library there instead, as the effect says."),
    ...Array.from({ length: 4 }, (_, i) => rule(`100.${i + 1}`, `A player may look at itself ${i} times, self and all.`)),
    rule("614", "", "Replacement Effects"),
    glossary("Replacement Effect", "An effect that replaces one event with another. See rule 614."),
    rule("614.1", "Some continuous effects are replacement effects, which watch for a particular event that would happen and completely or partially replace that event with a different event, as the rules of this section describe."),
  ]);

  it("a rule that is only a heading gives its place to a subrule that holds as much of a query about more than its title", () => {
    expect(ids(headed.search("self mill")).slice(0, 2)).toEqual(["701.17a", "701.17"]);
    expect(ids(headed.search("mill"))[0]).toBe("701.17");
  });

  it("a section keeps its place above its rules", () => {
    const found = ids(headed.search("replacement self"));
    expect(found.indexOf("614")).toBeLessThan(found.indexOf("614.1"));
  });

  // "What is X": the answer says what X is, which a heading (a title, no text) or a section's title does not; its first subrule does.
  const defined = scopeOf([
    rule("701.17", "", "Mill"),
    glossary("Mill", "To put a number of cards from the top of a library into the graveyard. See rule 701.17."),
    rule("701.17a", "For a player to mill a number of cards, that player puts that many cards from the top of their library into their graveyard."),
    rule("701.17b", "A player can't mill a number of cards greater than the number of cards in their library. If given the choice to mill, mill all."),
    rule("614", "", "Replacement Effects"),
    glossary("Replacement Effect", "An effect that replaces one event with another. See rule 614."),
    rule("614.1", "Some continuous effects are replacement effects, which watch for a particular event that would happen and completely or partially replace that event with a different event."),
    rule("614.2", "Some replacement effects apply to damage from a source. See rule 615, Prevention Effects."),
  ]);

  it("a question asking what a heading's subject is finds its first subrule, not the heading nor a later subrule scoring higher", () => {
    expect(ids(defined.search("mill"))[0]).toBe("701.17");
    for (const q of ["whats mill", "what is mill", "what's mill"]) expect(ids(defined.search(q)).slice(0, 2), q).toEqual(["701.17a", "701.17"]);
  });

  it("so does a question asking what a section's subject is", () => {
    expect(ids(defined.search("replacement effects"))[0]).toBe("614");
    expect(ids(defined.search("what are replacement effects")).slice(0, 2)).toEqual(["614.1", "614"]);
  });

  const introduced = (ending: string) =>
    scopeOf([
      rule("514.3", `Normally, no player receives priority during the cleanup step. ${ending}`),
      rule("514.3a", "At this point, if any state-based actions would be performed or any triggered abilities are waiting to be put onto the stack, they are, and then the active player gets priority; once the stack is empty and all players pass in succession, another cleanup step begins."),
    ]);

  it("a rule ending by introducing its subrules (a colon) gives its place to the subrule holding as much of the query, though it holds the whole query", () => {
    expect(ids(introduced("However, this rule is subject to the following exception.").search("cleanup step priority"))[0]).toBe("514.3");
    expect(ids(introduced("However, this rule is subject to the following exception:").search("cleanup step priority")).slice(0, 2)).toEqual(["514.3a", "514.3"]);
  });
});

describe("a rule that restates another", () => {
  const scope = scopeOf([
    rule("703.4p", "During the cleanup step, all damage is removed from permanents and all until end of turn effects end. See rule 514.2."),
    rule("514.2", "Second, the following actions happen simultaneously: all damage marked on permanents (including phased-out permanents) is removed and all until end of turn and this turn effects end, as their durations say."),
    rule("120.6", "Damage marked on a creature remains until the cleanup step, even if that permanent stops being a creature, as this rule and the rules of the cleanup step say."),
  ]);

  it("ranks under the rule its text ends by pointing at, when that rule holds as much of the query", () => {
    expect(ids(scope.search("until end of turn effects end")).slice(0, 2)).toEqual(["514.2", "703.4p"]);
  });

  it("keeps its place above a rule that holds less of the query", () => {
    const found = ids(scope.search("cleanup step damage removed"));
    expect(found.indexOf("703.4p")).toBeLessThan(found.indexOf("514.2"));
  });
});

describe("a rule pointing at another at its end, which decides far more of the query", () => {
  const scope = scopeOf([
    rule("702.26b", "If a permanent phases out, its status changes to phased out. Except for rules and effects that specifically mention phased-out permanents, a phased-out permanent is treated as though it does not exist. See rule 506.4."),
    rule("506.4", "A creature is removed from combat if it leaves the battlefield, if its controller changes, if it phases out, if an effect specifically removes it from combat, if it's a planeswalker that's being attacked and stops being a planeswalker, or if it's an attacking or blocking creature that regenerates or stops being a creature. A creature that's removed from combat stops being an attacking, blocking, blocked, and/or unblocked creature; a permanent that is removed from combat stays where it is. Attacking and blocking creatures are declared in the declare attackers and declare blockers steps of the combat phase, after the beginning of combat step and before the combat damage step and the end of combat step, each of which gives players priority in turn order, and each creature is counted once for each of its controllers, owners and teammates, whatever its power, toughness, mana value, colors and types."),
    ...Array.from({ length: 6 }, (_, i) => rule(`100.${i + 1}`, `A player may look at a card ${i} times during a turn.`)),
  ]);

  it("keeps its place over the rule it points at", () => {
    expect(ids(scope.search("what happens when a permanent phases out"))[0]).toBe("702.26b");
  });
});

describe("a rule that restates one of a section's rules", () => {
  const scope = scopeOf([
    rule("306.9", "If a planeswalker has loyalty 0, it's put into its owner's graveyard, as a planeswalker with loyalty 0 must be. (This is a state-based action. See rule 704.)"),
    rule("704", "", "State-Based Actions"),
    rule("704.5i", "If a planeswalker has loyalty 0, it's put into its owner's graveyard."),
    rule("704.5j", "If two or more legendary permanents with the same name are controlled by the same player, that player chooses one of them."),
  ]);

  it("ranks under the rule of that section holding as much of the query", () => {
    expect(ids(scope.search("planeswalker zero loyalty")).slice(0, 2)).toEqual(["704.5i", "306.9"]);
  });
  const midText = scopeOf([
    rule("122.1f", "If a player has ten or more poison counters, that player loses the game as a state-based action. See rule 704. A player is poisoned if they have one or more poison counters on them, as poison counters say."),
    rule("704", "", "State-Based Actions"),
    rule("704.5c", "If a player has ten or more poison counters, that player loses the game. Ignore this rule in Two-Headed Giant games; see rule 704.6b instead."),
    rule("704.5j", "If two or more legendary permanents with the same name are controlled by the same player, that player chooses one of them."),
  ]);

  it("so does a rule saying so mid-text, before it goes on", () => {
    expect(ids(midText.search("how many poison counters does it take to lose")).slice(0, 2)).toEqual(["704.5c", "122.1f"]);
  });
});

describe("answers kept", () => {
  const scope = scopeOf([rule("702.19b", "The controller of an attacking creature with trample first assigns damage.")]);

  it("a query asked again is the same answer, not read again; spacing typed otherwise answers alike", () => {
    const first = scope.search("trample damage");
    expect(scope.search("trample damage")).toBe(first);
    expect(scope.search("  trample   damage ")).toEqual(first);
    expect(scope.search("trample damage", 5)).not.toBe(first);
  });
});

describe("hostile queries", () => {
  const scope = scopeOf([rule("702.19b", "The controller of an attacking creature with trample first assigns damage.")]);

  it.each(["trample:", "+trample -damage", "trample*", "\"trample"])("%s is only words", (q) => {
    expect(ids(scope.search(q))).toEqual(["702.19b"]);
  });

  it("a * inside a word typed halfway is a character, not lunr's wildcard", () => {
    expect(ids(scope.search("tr*m"))).toEqual([]);
    expect(ids(scope.search("tram"))).toEqual(["702.19b"]);
  });

  // lunr's tokenizer keeps "trample~2" one word, which no paragraph holds and which is not letters to correct.
  it.each(["trample~2", "trample^10", "C:\\trample", "~~~~a", "zz".repeat(100)])("%s answers, with no results rather than an error", (q) => {
    const r = scope.search(q);
    expect(r.mode).toBe("words");
    expect(r.results).toEqual([]);
  });
});

describe("subrules of one rule", () => {
  const docs = (general: string) => [
    rule("103.8", "Rules for the first turn of the game."),
    rule(general, "In a two-player game, the player who plays first skips the draw step of their first turn."),
    rule("103.8b", "In a Two-Headed Giant game, the team who plays first skips the draw step of that team's first turn: the draw step of the first turn is skipped, and the team draws nothing."),
    rule("702.7", "First strike."),
    rule("702.7a", "First strike is a static ability that modifies the rules for the combat damage step. (See rule 510, “Combat Damage Step.”)"),
    rule("702.7b", "Creatures with first strike assign combat damage in a combat damage step of their own."),
  ];

  it("the first in the rules' order scoring nearly as well as the best ranks over it: the general case before the details", () => {
    // The same text numbered under another rule ranks under 103.8b: only being its earlier sibling puts it first.
    expect(ids(scopeOf(docs("104.9a")).search("plays first skips draw step")).slice(0, 2)).toEqual(["103.8b", "104.9a"]);
    expect(ids(scopeOf(docs("103.8a")).search("plays first skips draw step")).slice(0, 2)).toEqual(["103.8a", "103.8b"]);
  });

  it("a subrule pointing elsewhere in parentheses does not take a later sibling's place", () => {
    expect(ids(scopeOf(docs("103.8a")).search("first strike combat damage step"))[0]).toBe("702.7b");
  });
});

describe("a document called what the user typed", () => {
  const scope = scopeOf([
    glossary("Option", "An additional rule or set of rules that can be used in a multiplayer game. See rule 800.2."),
    glossary("Attack Left Option", "An option that may be used in certain multiplayer variants. See rule 803."),
    rule("800.2", "These rules consist of a series of options that can be added to a multiplayer game."),
    rule("801.1", "Limited range of influence is an option that can be applied to most multiplayer games."),
    rule("803", "", "Attack Left Option"),
    glossary("Draw", "To put the top card of a player's library into their hand. See rule 121."),
    rule("103.8a", "The player who plays first skips the draw step of their first turn."),
    rule("121.1", "A player draws a card by putting the top card of their library into their hand."),
  ]);

  it("a word typed alone finds the entry of that name first, over the rules other entries holding the word lift", () => {
    expect(ids(scope.search("option"))[0]).toBe("glossary:option");
    expect(ids(scope.search("Option"))).toContain("800.2");
  });

  it("a word typed among stop words names nothing: 'on the draw' is not the entry 'Draw'", () => {
    expect(ids(scope.search("on the draw"))[0]).toBe("103.8a");
  });

  it("a title is called without the words a query never holds: 'Nontraditional Magic Card' is read as 'nontraditional card'", () => {
    const cards = scopeOf([
      glossary("Nontraditional Magic Card", "A card not included in players' decks. See rule 108.2."),
      rule("309.1", "Dungeon is a card type seen only on nontraditional Magic cards."),
      rule("728.2a", "If one or more supplementary decks of nontraditional cards are being used, each player moves their nontraditional cards."),
    ]);
    expect(ids(cards.search("Nontraditional Magic Card"))[0]).toBe("glossary:nontraditional magic card");
  });

  it("an entry is called by each of its aliases, though they lengthen its title", () => {
    const cycling = scopeOf([
      glossary("Typecycling", "A variant of the cycling ability. See rule 702.29.", ["Basic Landcycling", "Forestcycling", "Islandcycling", "Mountaincycling", "Plainscycling"]),
      glossary("Forestcycling", "See Typecycling."),
      glossary("Islandcycling", "See Typecycling."),
      rule("702.29", "", "Cycling"),
      rule("702.29a", "Cycling is an activated ability that functions only while the card with cycling is in a player's hand."),
      rule("702.29e", "Typecycling is a variant of the cycling ability."),
      rule("702.29f", "Some cards have cycling abilities that trigger when they are cycled."),
    ]);
    expect(ids(cycling.search("typecycling"))[0]).toBe("glossary:typecycling");
    expect(ids(cycling.search("islandcycling")).slice(0, 2).sort()).toEqual(["glossary:islandcycling", "glossary:typecycling"]);
  });

  it("what the vocabulary reads a word as is no name the user typed: an alias it equals does not put its entry first", () => {
    const life = scopeOf([
      glossary("Life, Life Total", "An amount each player has. See rule 119.", ["Life", "Life Total"]),
      rule("119.1", "Each player begins the game with a starting life total of 20. A player's life total is the life they have."),
      rule("119.3", "If an effect causes a player to gain life or lose life, that player's life total is adjusted accordingly."),
      ...Array.from({ length: 12 }, (_, i) => rule(`500.${i + 1}`, "A phase or step ends when the stack is empty.")),
    ]);
    expect(ids(life.search("life points"))[0]).toBe("119.1");
  });

  it("an entry called what the user typed is ranked though lunr ranks it below the hundred hits the re-rank reads", () => {
    const texts = scopeOf([
      glossary("Rules Text", "A characteristic that defines a card's abilities. See rule 207.1."),
      ...Array.from({ length: RERANK + 1 }, (_, i) => rule(`612.${i + 1}`, "The rules say an effect may change the text of an object.")),
    ]);
    expect(ids(texts.search("rules text"))[0]).toBe("glossary:rules text");
  });
});

describe("a glossary entry and the rules it points at", () => {
  const scope = scopeOf([
    glossary("Blocking Creature", "A creature blocking an attacking creature until it dies. See rule 509.1."),
    rule("509.1", "Other rules of declaring blockers."),
    rule("509.1g", "Each chosen creature still controlled by the defending player becomes a blocking creature of the attacking creature it blocks, and remains a blocking creature for the rest of the combat even if it dies or leaves combat."),
  ]);

  it("an entry matching a query about more than its term ranks under the rule it points at, or its subrule, holding as much of the query", () => {
    expect(ids(scope.search("blocker attacking creature dies")).slice(0, 2)).toEqual(["509.1g", "glossary:blocking creature"]);
  });

  it("an entry the query is all about keeps its place", () => {
    expect(ids(scope.search("blocking creature"))[0]).toBe("glossary:blocking creature");
  });

  it("but not against a question asking how, which asks for the rules: only a question asking what the term is keeps it first", () => {
    expect(ids(scope.search("how does a blocking creature block")).slice(0, 2)).toEqual(["509.1g", "glossary:blocking creature"]);
    expect(ids(scope.search("what is a blocking creature"))[0]).toBe("glossary:blocking creature");
  });

  const hybrid = (general: string) =>
    scopeOf([
      glossary("Hybrid Mana Symbols", "A mana symbol that represents a cost that can be paid in one of two ways. See rule 107.4."),
      rule("107.4", "The mana symbols are {W}, {U}, {B}, {R}, {G}, and {C}; the hybrid symbols {W/U} and {W/B}; the Phyrexian mana symbols {W/P} and {U/P}."),
      rule("107.4e", `${general} also a colored mana symbol, even if one of its components is colorless. Each one represents a cost that can be paid in one of two ways, as represented by the two halves of the symbol.`),
    ]);

  it("but under a rule it points at that opens by saying what its term is", () => {
    expect(ids(hybrid("Each hybrid mana symbol counts as").search("hybrid mana symbol"))[0]).toBe("glossary:hybrid mana symbols");
    expect(ids(hybrid("A hybrid mana symbol is").search("hybrid mana symbol")).slice(0, 2)).toEqual(["107.4e", "glossary:hybrid mana symbols"]);
  });
});

describe("a glossary entry pointing at a rule that restates a state-based action", () => {
  const scope = scopeOf([
    glossary("Role", "An Aura subtype. A permanent with more than one Role from one player keeps one Role. See rule 303.7."),
    rule("303.7", "Some Auras have the subtype Role."),
    rule("303.7a", "If a permanent has more than one Role controlled by the same player attached to it, each of those Roles except the one with the most recent timestamp is put into its owner's graveyard. This is a state-based action. See rule 704."),
    rule("704", "", "State-Based Actions"),
    rule("704.5y", "If a permanent has more than one Role controlled by the same player attached to it, each of those Roles except the one with the most recent timestamp is put into its owner's graveyard."),
  ]);

  it("leaves its place to the state-based action the rule restates, not to the restatement", () => {
    const found = ids(scope.search("more than one role on a permanent"));
    expect(found[0]).toBe("704.5y");
    expect(found.indexOf("glossary:role")).toBeGreaterThan(0);
  });
});

describe("a section the query names", () => {
  const docs = (title: string) => [
    rule("402", "", "Hand"),
    rule("402.2", "Each player has a maximum hand size, which is normally seven cards. A player may have any number of cards in their hand, but as part of their cleanup step, the player must discard excess cards down to the maximum hand size."),
    rule("514", "", title),
    rule("514.1", "First, if the active player's hand contains more cards than their maximum hand size (normally seven), they discard enough cards to reduce their hand size to that number. This turn-based action doesn't use the stack."),
  ];

  it("a rule of a section whose title of two words or more the query names whole ranks over a rule elsewhere mentioning them", () => {
    expect(ids(scopeOf(docs("Cleanup")).search("cleanup step discard"))[0]).toBe("402.2");
    expect(ids(scopeOf(docs("Cleanup Step")).search("cleanup step discard"))[0]).toBe("514.1");
  });

  it("a title named only in part counts nothing", () => {
    expect(ids(scopeOf(docs("Cleanup Hand")).search("cleanup discard"))[0]).toBe("402.2");
  });

  it("a step is named without its kind by a word of its name few paragraphs use, not by a common one", () => {
    expect(ids(scopeOf(docs("Cleanup Step")).search("seven cleanup discard"))[0]).toBe("514.1");
    const common = Array.from({ length: 101 }, (_, i) => rule(`100.${i + 1}`, `A cleanup of zone ${i} at the turn's end.`));
    expect(ids(scopeOf([...docs("Cleanup Step"), ...common]).search("seven cleanup discard"))[0]).toBe("402.2");
  });

  it("'Handling' names nothing: the rest of the title does ('Handling Triggered Abilities' is named by 'triggered ability')", () => {
    const triggers = (title: string) =>
      scopeOf([
        rule("500", "", "General"),
        rule("500.6", "When a phase or step begins, any abilities that trigger at the beginning of that phase or step trigger. They are put on the stack the next time a player would receive priority. (See rule 117, Timing and Priority.)"),
        rule("603", "", title),
        rule("603.3", "Once an ability has triggered, its controller puts it on the stack as an object that's not a card the next time a player would receive priority. See rule 117, Timing and Priority. The ability becomes the topmost object on the stack. It has the text of the ability that created it, and no other characteristics."),
      ]);
    const q = "triggered ability put on stack next time player receives priority";
    expect(ids(triggers("Managing Triggered Abilities").search(q))[0]).toBe("500.6");
    expect(ids(triggers("Handling Triggered Abilities").search(q))[0]).toBe("603.3");
  });

  it("only the user's own words name it, not what the vocabulary reads them as ('EOT' means 'cleanup step' too)", () => {
    const found = ids(scopeOf(docs("Cleanup Step")).search("eot discard"));
    expect(found.indexOf("402.2")).toBeLessThan(found.indexOf("514.1"));
  });
});

describe("the subject of 'what happens to X when ...'", () => {
  const scope = scopeOf([
    rule("700.4", "A creature dies when it is put into a graveyard from the battlefield."),
    rule("122.2", "Counters on an object are not retained if that object moves from one zone to another."),
  ]);

  it("the paragraph naming what the question asks about ranks over one about the occasion", () => {
    expect(ids(scope.search("what happens to counters when a creature dies"))[0]).toBe("122.2");
  });
});

describe("a question's asked clause over its situation (asked-clause.ts)", () => {
  const scope = scopeOf([
    rule("303.4", "An Aura falls off a permanent it can no longer enchant and is put into its owner's graveyard."),
    rule("702.26b", "A creature that phases out is treated as though it does not exist."),
  ]);

  it("the paragraph holding what the main clause asks ranks over the one holding the situation after 'if'", () => {
    expect(ids(scope.search("does the aura fall off if the creature phases out"))[0]).toBe("303.4");
  });
});

describe("a keyword's rules", () => {
  const scope = scopeOf([
    rule("701", "", "Keyword Actions"),
    rule("701.21", "", "Sacrifice"),
    rule("701.21a", "To sacrifice a creature or another permanent, its controller moves it from the battlefield directly to its owner's graveyard."),
    rule("702", "", "Keyword Abilities"),
    rule("702.110", "", "Exploit"),
    rule("702.110a", "Exploit is a triggered ability. It means: when this creature enters, you may sacrifice a creature."),
  ]);
  const untitled = scopeOf([...scope.docs.values()].map((d) => (d.number === "702" ? { ...d, title: "Other Abilities" } : d)));

  it("count less unless the query names the keyword: a creature's sacrifice finds the keyword action, not exploit", () => {
    expect(ids(untitled.search("sacrifice a creature"))[0]).toBe("702.110a");
    expect(ids(scope.search("sacrifice a creature"))[0]).toBe("701.21a");
  });

  it("and keep their score when it does", () => {
    expect(ids(scope.search("exploit sacrifice a creature"))[0]).toBe("702.110a");
  });

  const timed = scopeOf([
    rule("701", "", "Keyword Actions"),
    rule("701.56", "", "Time Travel"),
    rule("701.56a", "To time travel means to choose permanents you control with time counters on them and suspended cards you own in exile with time counters on them and, for each of those, put a time counter on it or remove a time counter from it."),
    rule("702", "", "Keyword Abilities"),
    rule("702.62", "", "Suspend"),
    rule("702.62a", "Suspend is a keyword that represents three abilities. You may exile the card with N time counters on it. At the beginning of your upkeep, if the card is suspended, remove a time counter from it. When the last is removed, you may cast it."),
  ]);

  it("a keyword's name of two words is named only by both: 'time' alone does not name time travel", () => {
    expect(ids(timed.search("suspend exile with time counters remove one each upkeep"))[0]).toBe("702.62a");
    expect(ids(timed.search("time travel remove time counters"))[0]).toBe("701.56a");
  });
});

describe("warm-up reads ahead what queries read, and changes no answer", () => {
  const docs = [
    rule("702.19", "", "Trample"),
    rule("702.19b", "The controller of an attacking creature with trample first assigns damage to the creatures blocking it."),
    rule("510.1c", "A blocked creature assigns its combat damage to the creatures blocking it. (See rule 702.19.)"),
    rule("704.5f", "If a creature has toughness 0 or less, it's put into its owner's graveyard."),
    glossary("Trample", "A keyword ability that modifies how a creature assigns combat damage. See rule 702.19."),
  ];
  it.each(["trample damage blocking creatures", "zero toughness", "combat damge", "702.19"])("%s: a warmed scope answers as a fresh one, snippets and scores alike", (q) => {
    const warmed = scopeOf(docs);
    runSteps(warmed.warmSteps());
    const answer = warmed.search(q);
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer).toEqual(scopeOf(docs).search(q));
  });

  it("the runs of a phrase read at warm-up, and shared by a scope warmed like it, rank as a fresh scope's", () => {
    const runs = [
      rule("701.14a", "Two creatures may fight each other: each of those creatures deals damage equal to its power to the other creature."),
      rule("701.14c", "If a creature fights itself, it deals damage to itself equal to twice its power."),
      rule("500.1", "A turn consists of five phases."),
    ];
    const index = buildIndex(runs);
    const warmed = new SearchScope("test", runs, index);
    runSteps(warmed.warmSteps());
    const spare = new SearchScope("test", runs, index, undefined, warmed);
    const q = "fight deals damage equal to power";
    const fresh = scopeOf(runs).search(q);
    expect(ids(fresh)).toEqual(["701.14a", "701.14c"]);
    expect(warmed.search(q)).toEqual(fresh);
    expect(spare.search(q)).toEqual(fresh);
  });
});

describe("the forms of an irregular verb", () => {
  const scope = scopeOf([
    rule("510.1b", "If the planeswalker it was attacking has left the battlefield, the attacking creature assigns its combat damage to nothing."),
    rule("306.10", "A planeswalker that leaves the battlefield while a creature is attacking it stops being attacked."),
    rule("120.3", "Damage dealt to a planeswalker causes that many loyalty counters to be removed from it."),
    rule("508.1", "The active player declares attacking creatures."),
    rule("506.3", "Only a creature can be attacking."),
  ]);

  it("a paragraph with another form of the query's verb ('left' for 'leaves') holds that word of the query", () => {
    expect(ids(scope.search("planeswalker attacking leaves damage"))[0]).toBe("510.1b");
  });
});

describe("a question of permission ('can I ...')", () => {
  const scope = scopeOf([
    rule("701.21a", "To sacrifice a permanent, its controller moves it from the battlefield directly to its owner's graveyard. A player can't sacrifice a creature or any other permanent they don't control. Sacrificing a permanent doesn't destroy it, so regeneration or other effects that replace destruction can't affect this action."),
    rule("118.10", "A creature an opponent gave its controller can be sacrificed to pay a cost."),
    rule("500.1", "A turn consists of five phases."),
  ]);

  it("finds the paragraph saying what can't be done: 'can't' right before the question's word", () => {
    expect(ids(scope.search("can I sacrifice a creature my opponent controls"))[0]).toBe("701.21a");
  });
});

describe("the form of answer a question asks for", () => {
  const scope = scopeOf([
    rule("702.26b", "If a permanent phases out, its status changes to phased out until it phases in again."),
    rule("702.26a", "A permanent that phases out has its status changed to phased out."),
    rule("500.1", "A turn consists of five phases."),
  ]);

  it("'what happens when' finds the paragraph stating the situation as a condition ('If ..., ...'), which the same words alone rank second", () => {
    expect(ids(scope.search("what happens when a permanent phases out"))[0]).toBe("702.26b");
    expect(ids(scope.search("permanent phases out"))[0]).toBe("702.26a");
  });

  it("'how does X work' finds the paragraph saying what X is, which the word alone ranks second", () => {
    const keyword = scopeOf([
      rule("702.19b", "An attacking creature with trample assigns its excess combat damage to the player, planeswalker or battle it's attacking."),
      rule("702.19a", "Trample is a static ability that modifies the rules for assigning an attacking creature's combat damage to blockers and players, so that excess damage goes on."),
      rule("500.1", "A turn consists of five phases."),
    ]);
    expect(ids(keyword.search("how does trample work"))[0]).toBe("702.19a");
    expect(ids(keyword.search("trample"))[0]).toBe("702.19b");
  });
});

describe("a question's words held only inside quotation marks", () => {
  const scope = scopeOf([
    rule("730.1", "Day and night are designations that the game itself can have. “It becomes day” and “it becomes night” refer to the game gaining the day or night designation."),
    rule("730.2a", "If it’s day and the previous turn’s active player didn’t cast any spells during that turn, it becomes night."),
    ...Array.from({ length: 6 }, (_, i) => rule(`100.${i + 1}`, `A player may look at a card ${i} times during a turn.`)),
  ]);

  it("are named there, not said: a question finds the paragraph saying them", () => {
    expect(ids(scope.search("when does it become night"))[0]).toBe("730.2a");
  });

  it("while the words typed alone, or a question asking what they are, find the paragraph naming them", () => {
    expect(ids(scope.search("it becomes night"))[0]).toBe("730.1");
    expect(ids(scope.search("what is it becomes night"))[0]).toBe("730.1");
  });
});

describe("how players ask for a paragraph (SearchDoc.asked): found by words its text does not hold, never shown", () => {
  const owner = rule("110.2", "A permanent's controller is, by default, the player under whose control it entered the battlefield.");
  const others = [
    rule("701.12a", "A spell or ability may instruct players to exchange control of two creatures. Each player gains control of the creature the other controlled."),
    rule("302.1", "A creature can attack and block."),
    rule("302.6", "A creature's activated ability with the tap symbol can't be activated unless the creature has been under its controller's control continuously since their most recent turn began."),
    rule("303.4", "An Aura enchants a creature or a player."),
    rule("108.3", "The owner of a card in the game is the player who started the game with it in their deck."),
  ];
  const asked = { ...owner, asked: ["who controls the creature I yoinked", "is a yoinked creature mine"] };
  const question = "who controls the creature I yoinked";

  it("a question in players' words finds the paragraph its phrasings answer, which its text alone ranks under others", () => {
    expect(ids(scopeOf([owner, ...others]).search(question))[0]).not.toBe("110.2");
    expect(ids(scopeOf([asked, ...others]).search(question))[0]).toBe("110.2");
    expect(ids(scopeOf([asked, ...others]).search("yoinked"))).toEqual(["110.2"]);
    expect(ids(scopeOf([owner, ...others]).search("yoinked"))).toEqual([]);
  });

  it("snippets show the paragraph's own text, never a phrasing", () => {
    const r = scopeOf([asked, ...others]).search(question);
    expect(r.results.length).toBeGreaterThan(1);
    for (const hit of r.results) expect(hit.snippet).not.toMatch(/yoink|mine/i);
    expect(r.results[0].snippet).toContain("under whose <mark>control</mark>");
    expect(scopeOf([asked, ...others]).search("yoinked").results[0].snippet).toBe(owner.text.replace("'", "&#39;"));
  });
});

describe("a misspelt word read as a word only players' phrasings hold", () => {
  const uncounterable = { ...rule("113.6g", "An object's ability that states it can't be countered functions on the stack."), asked: ["can a counterspell hit an uncounterable spell"] };
  const others = [rule("312.5", "Each phenomenon card has a triggered ability that triggers when you encounter it."), rule("112.1", "A spell is a card on the stack.")];

  it("is shown as the phrasings spell it, not as its stem, which would be read again as another misspelt word", () => {
    const r = scopeOf([uncounterable, ...others]).search("unconterable spell");
    expect(r.corrected).toBe("uncounterable spell");
    expect(ids(r)[0]).toBe("113.6g");
  });
});

describe("a vocabulary word only a phrasing holds ('stole': gain control) is read as what it means, not as a rare word of its own", () => {
  const owners = rule("400.3", "If an object would go to any library, graveyard, or hand other than its owner's, it goes to its owner's corresponding zone.");
  const others = [
    rule("613.1b", "Layer 2: Control-changing effects are applied."),
    rule("701.12a", "A spell or ability may instruct players to exchange control of two creatures."),
    rule("108.4", "A card doesn't have a controller unless that card represents a permanent or spell. An effect may cause a player to gain control of a creature."),
    rule("302.1", "A creature can attack and block."),
    rule("404.1", "A player's graveyard is their discard pile."),
  ];
  const plain = scopeOf([owners, ...others]);
  const asked = scopeOf([{ ...owners, asked: ["whose graveyard does a creature I stole go to"] }, ...others]);

  it("the phrasing's paragraph answers the question it asks", () => {
    expect(ids(plain.search("creature I stole dies graveyard"))[0]).toBe("108.4");
    expect(ids(asked.search("creature I stole dies graveyard"))[0]).toBe("400.3");
  });

  it("other questions with the word rank as they did: the phrasing's paragraph holds the word's meaning's unit, not a unit outweighing the rest", () => {
    for (const q of ["stole", "can I attack with a creature I stole"]) {
      const before = ids(plain.search(q));
      expect(ids(asked.search(q)).filter((n) => n !== "400.3")).toEqual(before);
    }
    expect(ids(asked.search("stole"))).toContain("400.3");
  });
});

describe("bestOf", () => {
  it("picks the refs a stable sort by score puts first, ties in the order they were set", () => {
    // Scores of many ties and a few distinct values, as the re-rank leaves them.
    const scores = new Map(Array.from({ length: 40 }, (_, i) => [`r${i}`, [3, 1, 2, 3, 0.5, 2][i % 6] * (i % 7 === 0 ? 2 : 1)] as [string, number]));
    const sorted = [...scores].sort((x, y) => y[1] - x[1]).map(([ref]) => ref);
    for (const limit of [0, 1, 3, 10, 39, 40, 100]) expect(bestOf(scores, limit), `limit ${limit}`).toEqual(sorted.slice(0, limit));
  });

  it("of no scores, none", () => {
    expect(bestOf(new Map(), 10)).toEqual([]);
  });
});
