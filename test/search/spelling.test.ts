import { describe, expect, it } from "vitest";
import { analyze } from "../../src/search/analyze";
import { allowedEdits, editDistance, nearestOf, nearestSpelt, SpeltWords, TitleWords } from "../../src/search/spelling";

describe("editDistance", () => {
  it.each([
    ["vigilence", "vigilance", 1],
    ["teh", "the", 1],
    ["trampel", "trample", 1],
    ["flahsback", "flashback", 1],
    ["indestructable", "indestructible", 1],
    ["cast", "cast", 0],
  ])("%s → %s is %i", (a, b, d) => {
    expect(editDistance(a, b, 2)).toBe(d);
  });

  it("stops at max + 1 when the words are further apart", () => {
    expect(editDistance("flying", "trample", 2)).toBe(3);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });
});

describe("allowedEdits", () => {
  it("allows none below 3 letters, one from 3 to 7, two from 8 to 16, none beyond", () => {
    expect([2, 3, 4, 7, 8, 14, 16, 17, 400].map(allowedEdits)).toEqual([0, 1, 1, 1, 2, 2, 2, 0, 0]);
  });
});

describe("nearestOf", () => {
  const once = () => 1;

  it("picks the candidate with the fewest edits", () => {
    expect(nearestOf("trampel", ["tramples", "triple", "trample"], 2, once)).toBe("trample");
  });

  it("of equally near candidates, the most frequent", () => {
    const frequency = (t: string) => ({ cast: 50, cost: 200 })[t] ?? 0;
    expect(nearestOf("cust", ["cast", "cost"], 1, frequency)).toBe("cost");
  });

  it("nothing when no candidate is within reach", () => {
    expect(nearestOf("flying", ["trample"], 1, once)).toBeNull();
    expect(nearestOf("flying", [], 1, once)).toBeNull();
  });
});

describe("TitleWords", () => {
  const titles = new TitleWords([analyze("Vigilance"), analyze("Unearth"), analyze("Day and Night")]);

  it("reads a word by the title word nearest as the rules spell it, and answers that word's index term", () => {
    expect(titles.nearest("vigilanse", () => 1)).toBe("vigil");
    expect(titles.nearest("unearht", () => 1)).toBe("unearth");
  });

  it("nothing beyond the edits a word's length allows, nor for a short word", () => {
    expect(titles.nearest("vigorous", () => 1)).toBeNull();
    expect(titles.nearest("dy", () => 1)).toBeNull();
  });
});

describe("nearestSpelt", () => {
  const spelt = new SpeltWords();
  spelt.add(analyze("zone zones soon damage mage kill well wells ball"));
  const typed = (word: string) => analyze(word)[0];
  const often = (t: string) => ({ well: 90, soon: 50, mage: 40 })[t] ?? 1;

  it("measures the word as typed against the rules' words as spelt, not stem against stem", () => {
    // "zoone" stems to "zoon": one edit from the stem "soon", two from "zone"; as typed, one from "zone", two from "soon".
    expect(nearestSpelt(typed("zoone"), ["soon", "zone"], 1, spelt, often)).toEqual({ term: "zone", edits: 1, fits: false });
  });

  it("of equally near words, one with the typed word's first letter, before a more frequent one", () => {
    expect(nearestSpelt(typed("kell"), ["well", "kill"], 1, spelt, often)?.term).toBe("kill");
    expect(nearestSpelt(typed("dmage"), ["mage", "damag"], 1, spelt, often)?.term).toBe("damag");
  });

  it("of equally near words of the typed word's first letter, one that fits the words typed next to it, before a more frequent one", () => {
    const costs = new SpeltWords();
    costs.add(analyze("cost cast well kill long fog"));
    const frequency = (t: string) => ({ cost: 90, well: 90 })[t] ?? 1;
    expect(nearestSpelt(typed("cest"), ["cost", "cast"], 1, costs, frequency)).toEqual({ term: "cost", edits: 1, fits: false });
    expect(nearestSpelt(typed("cest"), ["cost", "cast"], 1, costs, frequency, (t) => t === "cast")).toEqual({ term: "cast", edits: 1, fits: true });
  });

  it("the typed word's first letter before fitting: 'how log does an effect last' is long, though 'fog effect' fits", () => {
    const words = new SpeltWords();
    words.add(analyze("long fog kill well"));
    expect(nearestSpelt(typed("log"), ["fog", "long"], 1, words, often, (t) => t === "fog")).toEqual({ term: "long", edits: 1, fits: false });
    expect(nearestSpelt(typed("kell"), ["kill", "well"], 1, words, often, (t) => t === "well")?.term).toBe("kill");
  });

  it("a farther word never wins by fitting: only the nearest are asked whether they fit", () => {
    const asked: string[] = [];
    const fits = (t: string) => (asked.push(t), t === "ball");
    // "ball" is two edits from "kell", "kill" one.
    expect(nearestSpelt(typed("kell"), ["ball", "kill"], 2, spelt, often, fits)).toEqual({ term: "kill", edits: 1, fits: false });
    expect(asked).toEqual(["kill"]);
  });

  it("a term no field spells (a phrasing's) is measured stem to stem; nothing beyond max", () => {
    expect(nearestSpelt(typed("stifel"), ["stifl"], 1, spelt, often)?.term).toBe("stifl");
    expect(nearestSpelt(typed("zoone"), ["kill"], 1, spelt, often)).toBeNull();
  });
});

describe("SpeltWords.spelledAsTerm", () => {
  it("tells a term the rules spell only as itself from one they spell otherwise too", () => {
    const spelt = new SpeltWords();
    spelt.add(analyze("Lifelink. A zone; zones; the player's hand"));
    expect(spelt.spelledAsTerm("lifelink")).toBe(true);
    expect(spelt.spelledAsTerm("zone")).toBe(false);
    expect(spelt.spelledAsTerm("player")).toBe(false);
    expect(spelt.spelledAsTerm("cmdr")).toBe(true);
  });
});
