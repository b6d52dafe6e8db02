/**
 * src/rules/parse-rulings-dump.ts: the March 17, 2008 rulings search page
 * (seed 004): "402.8a - text" items hard-wrapped and indented inside HTML
 * table borders, each paragraph and example followed by a
 * "[CompRules YYYY/MM/DD]" tag that dates it.
 */
import { describe, expect, it } from "vitest";
import { monthDayYear, parseRulingsDump } from "../../src/rules/parse-rulings-dump";

describe("monthDayYear", () => {
  it("turns an English month, a day and a year into YYYY-MM-DD", () => {
    expect(monthDayYear("March", "17", "2008")).toBe("2008-03-17");
    expect(monthDayYear("may", "1", "2007")).toBe("2007-05-01");
    expect(monthDayYear("DECEMBER", "31", "1999")).toBe("1999-12-31");
    expect(monthDayYear("January", "16", "2026")).toBe("2026-01-16");
  });

  it("is null for a month it does not know", () => {
    expect(monthDayYear("Smarch", "1", "2007")).toBeNull();
    expect(monthDayYear("Mar", "17", "2008")).toBeNull();
  });
});

describe("a dump of section 402", () => {
  const r = parseRulingsDump([
    "  | ",
    "  | This search based on the March 17, 2008 release of the Rulings. ",
    "402 - Abilities ",
    "  402.3 - Abilities can be beneficial or detrimental. [CompRules 2005/08/01]",
    `    Example: "[This creature] can't block" is an ability.`,
    "    [CompRules 2005/08/01]",
    "  402.8a - Characteristic-defining abilities function in all zones.",
    "    [CompRules 2007/05/01]",
    "  402.8g - A trigger condition that can trigger only in a zone other than the",
    "    in-play zone triggers from that zone.  Other trigger conditions of the",
    "    same triggered ability may function in different zones.",
    "    [CompRules 2007/05/01]",
    `    Example: Absolver Thrull has the ability "When Absolver Thrull comes`,
    `    into play, destroy target enchantment."  (See Rule 502.51, "Haunt.")`,
    "    [CompRules 2007/10/01]",
    "    ",
    "     |  |  |  |",
  ]);

  it("names the rulings release the page is based on", () => {
    expect(r.releaseDate).toBe("2008-03-17");
  });

  it("reads the section heading and the numbered items in order", () => {
    expect(r.paragraphs.map((p) => [p.number, p.kind, p.line])).toEqual([
      ["402", "section", 3],
      ["402.3", "rule", 4],
      ["402.8a", "subrule", 7],
      ["402.8g", "subrule", 9],
    ]);
    expect(r.paragraphs[0]).toEqual({ number: "402", kind: "section", title: "Abilities", text: "", examples: [], line: 3 });
  });

  it("joins hard-wrapped lines with one space and folds the double spaces after sentences", () => {
    expect(r.paragraphs[3].text).toBe(
      "A trigger condition that can trigger only in a zone other than the in-play zone triggers from that zone. Other trigger conditions of the same triggered ability may function in different zones.",
    );
    expect(r.paragraphs[3].examples[0].text).toBe(
      `Absolver Thrull has the ability "When Absolver Thrull comes into play, destroy target enchantment." (See Rule 502.51, "Haunt.")`,
    );
  });

  it("dates each paragraph and each example by its own [CompRules] tag, tag text removed", () => {
    expect(r.paragraphs.map((p) => p.date)).toEqual([undefined, "2005-08-01", "2007-05-01", "2007-05-01"]);
    expect(r.paragraphs[1].text).toBe("Abilities can be beneficial or detrimental.");
    expect(r.paragraphs[1].examples).toEqual([{ text: `"[This creature] can't block" is an ability.`, date: "2005-08-01" }]);
    expect(r.paragraphs[3].examples.map((e) => e.date)).toEqual(["2007-10-01"]);
    expect(JSON.stringify(r.paragraphs)).not.toContain("CompRules");
  });

  it("keeps the dump's straight quotes", () => {
    expect(r.paragraphs[1].examples[0].text).toContain(`can't`);
  });

  it("reports the table borders and the page header as skipped, and nothing else", () => {
    expect(r.problems.map((p) => [p.line, p.kind, p.message])).toEqual([
      [1, "skipped", "page chrome (table borders)"],
      [2, "skipped", "page header naming the rulings release"],
      [17, "skipped", "page chrome (table borders)"],
    ]);
  });
});

describe("what the dump reader reports", () => {
  it("reports a paragraph and an example without a revision tag, at their first line", () => {
    const r = parseRulingsDump([
      "402.1 - An ability is text on an object.",
      "402.2 - There are three general categories of abilities. [CompRules 2003/07/01]",
      "  Example: An example with no tag",
      "  that wraps.",
    ]);
    expect(r.paragraphs.map((p) => p.date)).toEqual([undefined, "2003-07-01"]);
    expect(r.paragraphs[1].examples).toEqual([{ text: "An example with no tag that wraps." }]);
    expect(r.problems).toEqual([
      { line: 1, kind: "unplaced", message: "paragraph or example without a [CompRules] revision tag" },
      { line: 3, kind: "unplaced", message: "paragraph or example without a [CompRules] revision tag" },
    ]);
  });

  it("reports text and an example before any paragraph as unplaced", () => {
    const r = parseRulingsDump(["Search results", "Example: floating.", "402.4 - A cost is an ability. [CompRules 2003/07/01]"]);
    expect(r.releaseDate).toBeNull();
    expect(r.paragraphs.map((p) => p.number)).toEqual(["402.4"]);
    expect(r.problems).toEqual([
      { line: 1, kind: "unplaced", message: "text outside any paragraph", text: "Search results" },
      { line: 2, kind: "unplaced", message: "example before any paragraph", text: "Example: floating." },
    ]);
  });

  it("does not take a line that only looks like an item (bad number, no ' - ') for a paragraph", () => {
    const r = parseRulingsDump(["402.1 - Text. [CompRules 2003/07/01]", "  402.8l - not a number", "  402.2 without a dash"]);
    expect(r.paragraphs.map((p) => p.number)).toEqual(["402.1"]);
    expect(r.paragraphs[0].text).toBe("Text. 402.8l - not a number 402.2 without a dash");
  });
});

describe("revision tags that are no calendar date", () => {
  it("date nothing and are reported on their line", () => {
    const r = parseRulingsDump(["402 - Abilities ", "  402.3 - Abilities can be beneficial or detrimental. [CompRules 1990/00/00]"]);
    const p = r.paragraphs.find((x) => x.number === "402.3");
    expect(p).toBeDefined();
    expect(p!.date).toBeUndefined();
    expect(r.problems).toContainEqual(expect.objectContaining({ line: 2, message: 'revision tag "[CompRules 1990/00/00]" is not a calendar date' }));
  });
});
