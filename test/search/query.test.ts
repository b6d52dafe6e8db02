import { describe, expect, it } from "vitest";
import { CrkbError } from "../../src/errors";
import { EXPANSION_BOOST, MAX_QUERY_CHARS, readQuery, USER_BOOST } from "../../src/search/query";

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
    expect(plan.mode === "number" && plan.words.clauses.map((c) => c.term)).toContain("702.19");
  });

  it("words are not a number query", () => {
    expect(readQuery("402.8e graveyard").mode).toBe("words");
  });
});

describe("readQuery: words", () => {
  it("the user's words keep the top boost; vocabulary expansions come lower", () => {
    const plan = readQuery("ETB");
    if (plan.mode !== "words") throw new Error("expected words");
    expect(plan.clauses.find((c) => c.term === "etb")?.boost).toBe(USER_BOOST);
    const battlefield = plan.clauses.find((c) => c.term === "battlefield");
    expect(battlefield?.boost).toBe(EXPANSION_BOOST);
    expect(EXPANSION_BOOST).toBeLessThan(USER_BOOST);
    expect(plan.expanded).toEqual([{ said: "etb", means: ["enters the battlefield", "comes into play"] }]);
    expect(plan.phrases.map((p) => p.terms)).toContainEqual(["enter", "battlefield"]);
  });

  it("maps old and new terms both ways", () => {
    const old = readQuery("removed from the game");
    const now = readQuery("exile");
    expect(old.mode === "words" && old.expanded[0].means).toContain("exile");
    expect(now.mode === "words" && now.expanded[0].means).toContain("removed from the game");
  });

  it("matches vocabulary only on whole words", () => {
    const plan = readQuery("sacrifice");
    expect(plan.mode === "words" && plan.expanded).toEqual([]);
  });

  it("trailing punctuation still finds the word", () => {
    const plan = readQuery("trample?");
    expect(plan.mode === "words" && plan.clauses[0]).toEqual({ term: "trampl", boost: USER_BOOST, prefixOf: null });
  });

  it("the last word is also tried as a prefix, naming the term it would complete", () => {
    const plan = readQuery("first str");
    expect(plan.mode === "words" && plan.clauses.filter((c) => c.prefixOf !== null)).toEqual([{ term: "str", boost: 1, prefixOf: "str" }]);
  });

  // Clauses go through lunr's Query API, where only `*` (a wildcard inside any term) means anything.
  it("lunr operators are plain characters: no clause carries a user's *", () => {
    for (const q of ["foo:", "text:bar", "x~2", "a^10", "+flying -trample", "tram*", "C:\\path", "\"first strike"]) {
      const plan = readQuery(q);
      if (plan.mode !== "words") throw new Error(q);
      for (const c of plan.clauses) expect(c.term).not.toContain("*");
      expect(plan.clauses.length).toBeGreaterThan(0);
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
