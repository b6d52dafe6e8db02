/** A terminal's search results (src/cli/format.ts), from literal results. */
import { describe, expect, it } from "vitest";
import { formatSearch } from "../../src/cli/format";
import type { SearchResult, SearchResults } from "../../src/types";

const hit = (over: Partial<SearchResult>): SearchResult => ({ kind: "rule", number: "702.19", term: null, title: "Trample", snippet: "<mark>Trample</mark>", score: 2, version: { id: "2026-01-16", date: "2026-01-16" }, ...over });
const results = (hits: SearchResult[]): SearchResults => ({ query: "trample", scope: "all", mode: "words", total: hits.length, results: hits, expanded: [] });

describe("formatSearch", () => {
  it("says which numbers a text of every release held before its newest", () => {
    const formerly = [{ number: "702.18", lastIn: { id: "2013-05-01", date: "2013-05-01" } }, { number: "502.9", lastIn: { id: "2009-05-01", date: "2009-05-01" } }];
    expect(formatSearch(results([hit({ formerly })])).split("\n")).toEqual([
      '1 result for "trample" in all',
      "702.19 Trample  [2026-01-16, score 2]",
      "    **Trample**",
      "    (the same text was 702.18 in 2013-05-01, 502.9 in 2009-05-01)",
    ]);
  });

  it("says nothing of the kind for a text no other number held", () => {
    expect(formatSearch(results([hit({})]))).not.toContain("the same text");
  });
});
