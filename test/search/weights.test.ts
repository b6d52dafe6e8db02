import { describe, expect, it } from "vitest";
import { RulesDb } from "../../src/db/rules-db";
import { CURRENT } from "../../src/search/documents";
import { Searcher } from "../../src/search/searcher";
import { WEIGHTS } from "../../src/search/weights";
import { para, version } from "../db/fixtures";

describe("the ranking weights' table", () => {
  // 100.1 holds "strike" twice and "first" twice, never in a row; 100.2 holds "first strike" once, in a row.
  const db = RulesDb.build([
    version("2030-01-01", [
      para("100", "section", "", { title: "General" }),
      para("100.1", "rule", "Strike first with a creature; a strike is first."),
      para("100.2", "rule", "A creature with first strike deals combat damage before others."),
    ]),
  ]);
  const ranked = (searcher: Searcher) => searcher.search("first strike", CURRENT).results.map((r) => r.number);

  it("a Searcher ranks with the table it is given: without the user's phrase weight, the paragraph holding the words most often wins", () => {
    expect(ranked(new Searcher(db, null))).toEqual(["100.2", "100.1"]);
    expect(ranked(new Searcher(db, null, null, { weights: WEIGHTS }))).toEqual(["100.2", "100.1"]);
    expect(ranked(new Searcher(db, null, null, { weights: { ...WEIGHTS, USER_PHRASE_WEIGHT: 0 } }))).toEqual(["100.1", "100.2"]);
  });

  it("is frozen: a tool tries other values in a table of its own, never by changing the one search ranks with", () => {
    expect(Object.isFrozen(WEIGHTS)).toBe(true);
  });
});
