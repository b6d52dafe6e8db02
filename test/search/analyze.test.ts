import { describe, expect, it } from "vitest";
import { analyze, foldQuotes } from "../../src/search/analyze";

describe("analyze", () => {
  it("keeps each word's span in the original text, trimmed of punctuation", () => {
    const text = "Trample? (see rule 402.8e.)";
    const words = analyze(text);
    expect(words.map((w) => w.term)).toEqual(["trampl", "see", "rule", "402.8e"]);
    expect(words.map((w) => text.slice(w.start, w.end))).toEqual(["Trample", "see", "rule", "402.8e"]);
  });

  it("drops stop words and splits on hyphens like lunr's tokenizer", () => {
    expect(analyze("Comes-into-play abilities of the permanent").map((w) => w.word)).toEqual(["comes", "play", "abilities", "permanent"]);
  });

  it("indexes possessives under the plain word, with straight or curly apostrophes", () => {
    expect(analyze("player’s")[0].term).toBe("player");
    expect(analyze("players'")[0].term).toBe(analyze("players")[0].term);
    expect(analyze("object's")[0].term).toBe("object");
  });

  it("folds typographic quotes without changing the length", () => {
    const text = "“This” isn’t";
    expect(foldQuotes(text)).toBe('"This" isn\'t');
    expect(foldQuotes(text).length).toBe(text.length);
  });

  it("reads each negative contraction as one form of its verb, typed with or without the apostrophe", () => {
    const term = (w: string) => analyze(w).map((x) => x.term);
    expect(term("don't")).toEqual(term("doesn't"));
    expect(term("dont")).toEqual(term("doesn’t"));
    expect(term("aren't")).toEqual(term("isn't"));
    expect(term("cannot")).toEqual(term("can't"));
    expect(term("cannot")).toHaveLength(1);
    expect(term("don't")).not.toEqual(term("can't"));
  });

  it("reads a verb and 'not' typed apart as its contraction, spanning both words, unless punctuation parts them", () => {
    const term = (w: string) => analyze(w).map((x) => x.term);
    expect(term("does not")).toEqual(term("doesn't"));
    expect(term("can not")).toEqual(term("can't"));
    expect(term("were not")).toEqual(term("isn't"));
    expect(analyze("it does not tap")[0]).toMatchObject({ word: "does not", start: 3, end: 11 });
    expect(term("it does. Not")).toEqual([]);
    expect(term("the not")).toEqual([]);
  });

  it("returns nothing for punctuation or stop words alone", () => {
    expect(analyze("~ ^ + - * \" the of")).toEqual([]);
  });
});
