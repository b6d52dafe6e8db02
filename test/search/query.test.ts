import { describe, expect, it } from "vitest";
import { CrkbError } from "../../src/errors";
import { MAX_QUERY_CHARS, readQuery, type WordsPlan } from "../../src/search/query";
import { WEIGHTS } from "../../src/search/weights";

function words(q: string): WordsPlan {
  const plan = readQuery(q);
  if (plan.mode !== "words") throw new Error(`${q} is not a words query`);
  return plan;
}

function badInput(q: unknown): string {
  try {
    readQuery(q);
  } catch (e) {
    expect(e).toBeInstanceOf(CrkbError);
    expect((e as CrkbError).status).toBe(400);
    return (e as CrkbError).message;
  }
  throw new Error(`readQuery(${JSON.stringify(q)}) did not fail`);
}

describe("readQuery: rule numbers", () => {
  it.each([
    ["402.8e", "402.8e"],
    ["402.8", "402.8"],
    ["rule 702.19", "702.19"],
    ["402.", "402"],
  ])("%s is a number query for %s", (q, number) => {
    const plan = readQuery(q);
    expect(plan.mode).toBe("number");
    expect(plan.mode === "number" && plan.number).toBe(number);
  });

  it("a number query keeps a words reading to fall back on", () => {
    const plan = readQuery("702.19");
    expect(plan.mode === "number" && plan.words.words.map((w) => w.term)).toContain("702.19");
  });

  it("words are not a number query", () => {
    expect(readQuery("402.8e graveyard").mode).toBe("words");
  });
});

describe("readQuery: words", () => {
  it("slang is marked as such and expanded to the rules' terms, which weigh less than the user's words", () => {
    const plan = words("ETB");
    expect(plan.words).toEqual([{ word: "etb", term: "etb", alternatives: ["etb"], slang: true, forms: [], subject: false, asked: false }]);
    expect(plan.expansions).toEqual([{ said: ["etb"], terms: ["enter", "battlefield", "come", "play"] }]);
    expect(WEIGHTS.EXPANSION_BOOST).toBeLessThan(WEIGHTS.USER_BOOST);
    expect(plan.expanded).toEqual([{ said: "etb", means: ["enters the battlefield", "comes into play"] }]);
    expect(plan.phrases.map((p) => p.terms)).toContainEqual(["enter", "battlefield"]);
  });

  it("a number before a word is also looked for after it, spelt and as a numeral (the rules write 'toughness 0')", () => {
    expect(words("zero toughness").phrases.map((p) => p.terms)).toEqual([["tough", "zero"], ["tough", "0"]]);
    expect(words("toughness zero").phrases).toEqual([]);
    expect(words("lethal damage").phrases).toEqual([]);
  });

  it("none of a thing is looked for as its quantity 0, either side (the rules write 'loyalty 0', '0 or less life')", () => {
    expect(words("planeswalker with no loyalty left").phrases.map((p) => p.terms)).toEqual([["loyalti", "0"], ["0", "loyalti"]]);
    expect(words("ran out of life").phrases.map((p) => p.terms)).toEqual([["life", "0"], ["0", "life"]]);
    expect(words("planeswalker loyalty").phrases).toEqual([]);
  });

  it("the word a 'how many' question counts is looked for after a quantity (the rules write 'one land', 'ten or more poison counters')", () => {
    expect(words("how many lands can I play each turn").phrases).toEqual([{ terms: ["land"], weight: WEIGHTS.USER_PHRASE_WEIGHT, counted: true }]);
    expect(words("lands I can play each turn").phrases).toEqual([]);
  });

  it("a word typed twice is one word, in the order of the words each time", () => {
    const plan = words("draw two cards with one card");
    expect(plan.words.map((w) => w.term)).toEqual(["draw", "two", "card", "on"]);
    expect(plan.order).toEqual([0, 1, 2, 3, 2]);
  });

  it("maps old and new terms both ways", () => {
    const old = readQuery("removed from the game");
    const now = readQuery("exile");
    expect(old.mode === "words" && old.expanded[0].means).toContain("exile");
    expect(now.mode === "words" && now.expanded[0].means).toContain("removed from the game");
    // The 2021 rename (202.3): a term's glossary entry is obsolete, its rule speaks the new word.
    const cmc = readQuery("converted mana cost");
    const mv = readQuery("mana value");
    expect(cmc.mode === "words" && cmc.expanded[0].means).toContain("mana value");
    expect(mv.mode === "words" && mv.expanded[0].means).toContain("converted mana cost");
  });

  it("a player's everyday words are expanded to what the rules say for them", () => {
    const means = (q: string) => words(q).expanded.flatMap((e) => e.means);
    expect(means("does exiling a creature count as it dying")).toContain("dies");
    expect(means("can I look at my opponent's graveyard")).toContain("examine");
    expect(means("do counters stay on if it goes back to my hand")).toEqual(expect.arrayContaining(["retained", "moves from one zone to another"]));
    expect(means("how much commander damage does it take to kill someone")).toContain("loses the game");
    expect(means("what happens if the creature I'm attacking with leaves")).toContain("removed from combat");
    expect(means("how do I get rid of an indestructible creature")).toEqual(expect.arrayContaining(["exile", "sacrifice"]));
    expect(means("can I attack two players in a four player game")).toContain("multiplayer");
    expect(means("what happens if the creature I'm attacking leaves")).toContain("removed from combat");
    // Question templates: the answer to "who" names a chooser, controller or owner; to "what happens to" a fate.
    expect(means("who chooses the order of triggers")).toEqual(expect.arrayContaining(["chooses", "controller", "owner"]));
    expect(means("what happens to counters when a creature dies")).toEqual(expect.arrayContaining(["ceases to exist", "removed"]));
    expect(means("when can I activate a loyalty ability")).toContain("has priority");
    expect(means("can I steal my opponent's creature")).toContain("gain control");
    expect(means("can I take back a spell I cast by mistake")).toContain("reversed");
    // "kill" alone is a creature's fate (destroy, dies), not a player's.
    expect(means("kill a creature")).not.toContain("loses the game");
  });

  it("matches vocabulary only on whole words", () => {
    const plan = readQuery("sacrifice");
    expect(plan.mode === "words" && plan.expanded).toEqual([]);
  });

  it("trailing punctuation still finds the word", () => {
    expect(words("trample?").words).toEqual([{ word: "trample", term: "trampl", alternatives: ["trampl"], slang: false, forms: [], subject: false, asked: false }]);
  });

  it("a question's filler is dropped when content words remain", () => {
    expect(words("what happens if I can't pay upkeep").words.map((w) => w.word)).toEqual(["can't", "pay", "upkeep"]);
    expect(words("how does trample work").words.map((w) => w.word)).toEqual(["trample"]);
  });

  it("a query of filler alone keeps its words rather than asking nothing", () => {
    expect(words("what happens").words.map((w) => w.word)).toEqual(["happens"]);
  });

  it("numbers match spelt or as numerals, both ways", () => {
    expect(words("ten poison counters").words[0].alternatives).toEqual(["ten", "10"]);
    expect(words("seven").words[0].alternatives).toEqual(["seven", "7"]);
    expect(words("zero toughness").words[0].alternatives).toEqual(["zero", "0"]);
    expect(words("40 life").words[0].alternatives).toEqual(["40", "forti"]);
  });

  it("a tens word and a units word typed together are one quantity, as the rules write it (903.12f: 'starting life total is 25')", () => {
    expect(words("twenty-five life brawl").words.map((w) => w.alternatives)).toEqual([["25"], ["life"], ["brawl"]]);
    expect(words("twenty five life").words[0].alternatives).toEqual(["25"]);
    expect(words("twenty life").words[0].alternatives).toEqual(["twenti", "20"]);
    expect(words("twenty, five life").words.map((w) => w.term)).toEqual(["twenti", "five", "life"]);
  });

  // Clauses go through lunr's Query API, where only `*` (a wildcard inside any term) means anything.
  it("lunr operators are plain characters: no clause carries a user's *", () => {
    for (const q of ["foo:", "text:bar", "x~2", "a^10", "+flying -trample", "tram*", "C:\\path", "\"first strike"]) {
      const plan = words(q);
      for (const w of plan.words) for (const t of w.alternatives) expect(t).not.toContain("*");
      expect(plan.words.length).toBeGreaterThan(0);
    }
  });

  it("control characters are spaces", () => {
    const plan = readQuery("mana\u0000ability\u001b");
    expect(plan.text).toBe("mana ability");
  });
});

describe("readQuery: bad input is a 400 naming the problem", () => {
  it("empty or blank", () => {
    expect(badInput("")).toMatch(/empty/);
    expect(badInput("   \t\n")).toMatch(/empty/);
  });

  it.each(["~", "^", "+", "-", "*", "\"", ":", "<>"])("%s has nothing to search for", (q) => {
    expect(badInput(q)).toMatch(/no letters or digits/);
  });

  it("too long", () => {
    expect(badInput("a".repeat(10_000))).toMatch(new RegExp(`10000 characters long; the limit is ${MAX_QUERY_CHARS}`));
  });

  it("not text", () => {
    expect(badInput(42)).toMatch(/must be text/);
    expect(badInput(undefined)).toMatch(/must be text/);
  });
});

describe("readQuery: the subject of 'what happens to X'", () => {
  it.each([
    ["what happens to counters when a creature dies", "counters"],
    ["What happens to my Aura if the creature leaves", "aura"],
  ])("%s asks the fate of %s", (q, subject) => {
    expect(words(q).words.filter((w) => w.subject).map((w) => w.word)).toEqual([subject]);
  });

  it("a question without that form has no subject", () => {
    expect(words("what happens when a creature dies with counters").words.some((w) => w.subject)).toBe(false);
  });
});

describe("readQuery: a question of permission", () => {
  const cant = (q: string) => words(q).phrases.filter((p) => p.terms[0] === "can't");

  it.each(["can I sacrifice a creature", "May I sacrifice a creature", "am I allowed to sacrifice a creature", "is it possible to sacrifice a creature"])("'%s' looks for 'can't' before each of its words", (q) => {
    expect(cant(q)).toEqual([
      { terms: ["can't", "sacrific"], weight: WEIGHTS.PROHIBITION_WEIGHT },
      { terms: ["can't", "creatur"], weight: WEIGHTS.PROHIBITION_WEIGHT },
    ]);
  });

  it("the phrases weigh what the weights' table given says", () => {
    const plan = readQuery("can I sacrifice a creature", { ...WEIGHTS, PROHIBITION_WEIGHT: 0.7 }) as WordsPlan;
    expect(plan.phrases.filter((p) => p.terms[0] === "can't").map((p) => p.weight)).toEqual([0.7, 0.7]);
    expect((readQuery("how many lands", { ...WEIGHTS, USER_PHRASE_WEIGHT: 2 }) as WordsPlan).phrases.map((p) => p.weight)).toEqual([2]);
  });

  it("a query that asks no permission does not", () => {
    expect(cant("sacrifice a creature")).toEqual([]);
    expect(cant("what happens if I sacrifice a creature")).toEqual([]);
  });
});

describe("readQuery: words that are filler in a question only", () => {
  const terms = (q: string) => words(q).words.map((w) => w.word);

  it("a question's 'play' is dropped, what it plays is kept", () => {
    expect(terms("can I play a land during combat")).toEqual(["land", "during", "combat"]);
    expect(terms("how many lands can I play each turn")).toEqual(["lands", "turn"]);
  });

  it("'play' typed in words that ask no question is the word sought", () => {
    expect(terms("play a spell")).toEqual(["play", "spell"]);
    expect(terms("land play during combat")).toEqual(["land", "play", "during", "combat"]);
  });

  it("'each' is filler everywhere, as lunr's 'every' is a stop word", () => {
    expect(terms("draw each turn")).toEqual(["draw", "turn"]);
  });
});

describe("readQuery: the words of a question's asked clause (asked-clause.ts)", () => {
  const asked = (q: string) => words(q).words.filter((w) => w.asked).map((w) => w.word);

  it.each([
    ["my deathtouch creature got blocked by three creatures, how much damage do I assign", ["damage", "assign"]],
    ["does my equipment stay on it if my opponent steals my creature", ["equipment", "stay"]],
    ["can I respond when my opponent casts a spell", ["respond"]],
  ])("%s asks %j", (q, expected) => expect(asked(q)).toEqual(expected));

  it("a question without a situation apart, or one opening on its condition, weighs its words alike", () => {
    for (const q of ["how much damage does trample assign", "if my attacker gets tapped does it still deal damage", "what happens when a creature dies", "aura falls off when creature phases out"]) expect(asked(q), q).toEqual([]);
  });
});


describe("readQuery: a query's frame (frame.ts)", () => {
  it("reads a framed query's words as the bare query's, and keeps the text as typed", () => {
    const terms = (q: string) => words(q).words.map((w) => w.term);
    for (const q of ["what's the deal with trample damage", "rules for trample damage", "trample damage ruling?", "can someone explain trample damage"]) {
      expect(terms(q)).toEqual(terms("trample damage"));
      expect(words(q).text).toBe(q);
      expect(words(q).bare).toBe("trample damage");
    }
  });

  it("keeps a rules word the query means", () => {
    expect(words("rules of the game").words.map((w) => w.word)).toContain("rules");
    expect(words("deal damage").words.map((w) => w.word)).toContain("deal");
  });
});

describe("readQuery: a frame holding a phrase of the vocabulary", () => {
  it("is no frame: 'tournament rules' names the Tournament Rules", () => {
    expect(words("tournament rules").bare).toBe("tournament rules");
    expect(words("tournament rules").expanded.map((e) => e.said)).toEqual(["tournament rules"]);
  });
});
