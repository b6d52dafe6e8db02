/**
 * The table of how players ask for a rule (src/search/asked-for/): every row
 * names a paragraph of the 2026-01-16 CR that says the row's `says` (else no
 * release would take it, or another rule would), and no rule has two rows.
 */
import { describe, expect, it } from "vitest";
import { ASKED_FOR } from "../../../src/search/asked-for";
import { foldQuotes } from "../../../src/text";
import { describeWithCorpus, release } from "../../support/corpus";

describeWithCorpus("ASKED_FOR against the 2026-01-16 CR", () => {
  const texts = new Map(release("cr-2026-01-16.txt").paragraphs.map((p) => [p.number, foldQuotes(p.text).toLowerCase()]));

  it("names a paragraph of the 2026 CR whose text says the row's words", () => {
    const wrong = ASKED_FOR.filter((row) => !texts.has(row.rule) || !texts.get(row.rule)!.includes(foldQuotes(row.says).toLowerCase()))
      .map((row) => `${row.rule} (says "${row.says}"): ${texts.has(row.rule) ? "its text does not say it" : "no such paragraph"}`);
    expect(wrong).toEqual([]);
  });

  it("names each rule once", () => {
    const seen = new Set<string>();
    const twice = ASKED_FOR.filter((row) => seen.size === seen.add(row.rule).size).map((row) => `${row.rule} (says "${row.says}")`);
    expect(twice).toEqual([]);
  });
});

describe("ASKED_FOR rows", () => {
  it("each say a word of the paragraph and how players ask for it", () => {
    const empty = ASKED_FOR.filter((row) => row.says.trim() === "" || row.asked.length === 0 || row.asked.some((a) => a.trim() === "")).map((row) => row.rule);
    expect(empty).toEqual([]);
  });
});
