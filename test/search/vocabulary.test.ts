/**
 * src/search/vocabulary.ts: the table's phrases are written as a query is
 * read (query.ts lower-cases it and turns every character other than a
 * letter, digit, apostrophe, slash, plus or hyphen into a space), or no
 * query could ever match them.
 */
import { describe, expect, it } from "vitest";
import { readQuery } from "../../src/search/query";
import { VOCABULARY } from "../../src/search/vocabulary";

describe("the vocabulary table", () => {
  it("says every phrase in lower case, as whole words separated by one space", () => {
    const unreadable = VOCABULARY.flatMap((e) => e.say).filter((s) => s !== s.toLowerCase() || /[^\p{L}\p{N}'/+\- ]/u.test(s) || /  |^ | $/.test(s) || s === "");
    expect(unreadable).toEqual([]);
  });

  it("finds each entry by each of its phrases, inside a sentence and alone", () => {
    const missed = VOCABULARY.flatMap((e) => e.say.filter((s) => ![`what about ${s} here`, s].every((q) => readQuery(q).mode !== "words" || (readQuery(q) as { expanded: Array<{ said: string }> }).expanded.some((x) => e.say.includes(x.said)))));
    expect(missed).toEqual([]);
  });
});
