import { describe, expect, it } from "vitest";
import { analyzeTerms, documentTerms } from "../../src/search/analyze";
import type { SearchDoc } from "../../src/search/documents";
import { NamePairs } from "../../src/search/name-pairs";

const version = { id: "test", date: "2026-01-16" };

function rule(number: string, text: string, title: string | null = null, asked?: string[]): SearchDoc {
  return { ref: `rule:${number}`, kind: "rule", number, term: null, title, text, examples: [], aliases: [], obsolete: false, version, ...(asked ? { asked } : {}) };
}

/** Whether the pairs hold the two words' terms, in this order. */
const holds = (pairs: NamePairs, words: string) => {
  const [first, second] = analyzeTerms(words);
  return pairs.has(first, second);
};

describe("NamePairs", () => {
  const docs = [
    rule("605", "", "Mana Abilities"),
    rule("704.5j", 'If two or more legendary permanents have the same name, that player chooses one. This is called the "legend rule."'),
    rule("702.19b", "Tide pools are not in the rules. Pool it.", null, ["how does trample damage work"]),
  ];

  it("holds the vocabulary's pairs with no document", () => {
    const pairs = new NamePairs();
    expect(holds(pairs, "mana rock")).toBe(true);
    expect(holds(pairs, "gold cards")).toBe(true);
    expect(holds(pairs, "rock mana")).toBe(false);
  });

  it("holds the pairs of a title, a defined name and a player's phrasing, in their order", () => {
    const pairs = new NamePairs();
    for (const d of docs) pairs.add(d);
    expect(holds(pairs, "mana abilities")).toBe(true);
    expect(holds(pairs, "legend rule")).toBe(true);
    expect(holds(pairs, "trample damage")).toBe(true);
    expect(holds(pairs, "abilities mana")).toBe(false);
  });

  it("not two words the text runs together", () => {
    const pairs = new NamePairs();
    for (const d of docs) pairs.add(d);
    expect(holds(pairs, "tide pools")).toBe(false);
    expect(holds(pairs, "rules pool")).toBe(false);
    expect(holds(pairs, "same name")).toBe(false);
  });

  it("reads the same pairs from a document's terms as from the document", () => {
    const pairs = new NamePairs();
    for (const d of docs) pairs.add(d, documentTerms(d));
    for (const words of ["mana abilities", "legend rule", "trample damage"]) expect(holds(pairs, words)).toBe(true);
    expect(holds(pairs, "tide pools")).toBe(false);
  });
});
