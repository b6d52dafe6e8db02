/**
 * How wholly a query says one way players ask for a paragraph (phrasing-match.ts): a phrasing said whole is evidence
 * for its paragraph; words of the query scattered over several phrasings, or one word shared with a long phrasing,
 * are less.
 */
import { describe, expect, it } from "vitest";
import { buildIndex } from "../../src/search/build-index";
import type { SearchDoc } from "../../src/search/documents";
import { phrasingFactor, weighPhrasings, WHOLE_PHRASING } from "../../src/search/phrasing-match";
import { SearchScope } from "../../src/search/scope";

const version = { id: "test", date: "2026-01-16" };

function rule(number: string, text: string, asked: string[]): SearchDoc {
  return { ref: `rule:${number}`, kind: "rule", number, term: null, title: null, text, examples: [], aliases: [], asked, obsolete: false, version };
}

/** Every term as rare as the next: shares are counts. */
const even = () => 1;

/** phrasingFactor of the phrasings weighed by `rarity`. */
const factor = (asked: string[][], query: ReadonlySet<string>, queryWeight: number, rarity: (t: string) => number = even) => phrasingFactor(weighPhrasings(asked, rarity), query, queryWeight);

describe("phrasingFactor", () => {
  const query = new Set(["respond", "mana", "abil"]);

  it("a phrasing holding every word of the query, and nothing else, counts WHOLE_PHRASING times", () => {
    expect(factor([["respond", "mana", "abil"]], query, 3, even)).toBe(WHOLE_PHRASING);
  });

  it("the query's words scattered over two phrasings count by the best of them alone", () => {
    const scattered = factor([["respond"], ["mana", "abil"]], query, 3, even);
    expect(scattered).toBeCloseTo(WHOLE_PHRASING * (2 / 3), 10);
    expect(scattered).toBeLessThan(factor([["respond", "mana", "abil"], ["untap"]], query, 3, even));
  });

  it("one word shared with a long phrasing counts little, the less the longer the phrasing", () => {
    const short = factor([["mana", "pool"]], query, 3, even);
    const long = factor([["mana", "pool", "empty", "step", "phase", "end"]], query, 3, even);
    expect(long).toBeLessThan(short);
    expect(short).toBeLessThan(WHOLE_PHRASING / 3);
  });

  it("a rare word held weighs more than a common one", () => {
    const rarity = (t: string) => (t === "mana" ? 0.1 : 2);
    expect(factor([["respond", "untap"]], query, 4.1, rarity)).toBeGreaterThan(factor([["mana", "untap"]], query, 4.1, rarity));
  });

  it("counts a term said twice in a phrasing once", () => {
    expect(factor([["mana", "untap", "mana"]], query, 3)).toBe(factor([["mana", "untap"]], query, 3));
  });

  it("is 0 when no phrasing holds a word of the query", () => {
    expect(factor([["untap", "step"]], query, 3, even)).toBe(0);
  });
});

describe("the re-rank: a paragraph one of whose phrasings the query says whole ranks over one holding its words in pieces", () => {
  // Their texts alike; 100.1's short asked field holds every word of the query, one word a phrasing: lunr's bag of
  // words weighs it more. One of 100.2's three phrasings holds them all.
  const docs = [
    rule("100.1", "A token put into exile or a graveyard.", ["exile it", "a token", "graveyard order"]),
    rule("100.2", "A token put into exile or a graveyard.", ["exile a token from the graveyard", "untap my lands at upkeep", "draw a card each turn"]),
    rule("100.3", "The third paragraph.", ["what is the stack"]),
  ];
  const scope = new SearchScope("test", docs, buildIndex(docs));

  it("graveyard token exile (not in the phrasing's order: no phrase to hold) finds 100.2 first", () => {
    expect(scope.search("graveyard token exile").results.map((r) => r.number)).toEqual(["100.2", "100.1"]);
  });
});
