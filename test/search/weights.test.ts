import { describe, expect, it } from "vitest";
import { RulesDb } from "../../src/db/rules-db";
import { buildIndex } from "../../src/search/build-index";
import { CURRENT, scopeDocuments } from "../../src/search/documents";
import { SearchScope } from "../../src/search/scope";
import { WEIGHTS, type SearchWeights } from "../../src/search/weights";
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
  const docs = scopeDocuments(db, CURRENT);
  const index = buildIndex(docs);
  const ranked = (weights?: SearchWeights) => new SearchScope(CURRENT, docs, index, undefined, null, weights).search("first strike", 10).results.map((r) => r.number);

  it("a scope ranks with the table it is given (bench/tune-search.ts): without the user's phrase weight, the paragraph holding the words most often wins", () => {
    expect(ranked()).toEqual(["100.2", "100.1"]);
    expect(ranked({ ...WEIGHTS, USER_PHRASE_WEIGHT: 0 })).toEqual(["100.1", "100.2"]);
  });

  it("is frozen: a tool tries other values in a table of its own, never by changing the one search ranks with", () => {
    expect(Object.isFrozen(WEIGHTS)).toBe(true);
  });
});
