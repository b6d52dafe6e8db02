import { describe, expect, it } from "vitest";
import { analyzeTerms } from "../../src/search/analyze";
import { respace, type Lexicon } from "../../src/search/spacing";

/** The rules' words of a tiny index, each with its count. */
function lexicon(counts: Record<string, number>): Lexicon {
  const terms = new Map(Object.entries(counts).map(([w, n]) => [analyzeTerms(w)[0], n]));
  return { known: (t) => terms.has(t), frequency: (t) => terms.get(t) ?? 0 };
}

describe("respace", () => {
  const rules = lexicon({ first: 40, strike: 12, creature: 300, mana: 200, burn: 3, life: 90, lifelink: 8 });

  it("splits a word the index lacks into two words the rules use", () => {
    expect(respace("does firststrike work", new Set(["firststrike"]), rules)).toBe("does first strike work");
    expect(respace("manaburn", new Set(["manaburn"]), rules)).toBe("mana burn");
  });

  it("joins a half the index lacks to its neighbour when the two make a word of the rules", () => {
    expect(respace("my cre ature died", new Set(["ature"]), rules)).toBe("my creature died");
    expect(respace("life link", new Set(["link"]), rules)).toBe("lifelink");
  });

  it("leaves known words, halves too short to be words, and unknown words without a split", () => {
    expect(respace("life link", new Set(), rules)).toBeNull();
    expect(respace("atstrike", new Set(["atstrike"]), rules)).toBeNull();
    expect(respace("xyzzy", new Set(["xyzzy"]), rules)).toBeNull();
  });

  it("of two splits, the one whose rarer half is more frequent", () => {
    const split = (counts: Record<string, number>) => respace("firstrike", new Set(["firstrike"]), lexicon(counts));
    expect(split({ fir: 1, strike: 12, first: 40, rike: 5 })).toBe("first rike");
    expect(split({ fir: 9, strike: 12, first: 40, rike: 5 })).toBe("fir strike");
  });
});
