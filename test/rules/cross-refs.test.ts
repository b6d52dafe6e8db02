/**
 * src/rules/cross-refs.ts: citations of other paragraphs inside rules text,
 * as written and with the numbers they name (ranges expanded, subrule
 * letters skipping l and o), without the citing paragraph's own number.
 */
import { describe, expect, it } from "vitest";
import { findRefs } from "../../src/rules/cross-refs";

const NINE = ["409.1a", "409.1b", "409.1c", "409.1d", "409.1e", "409.1f", "409.1g", "409.1h", "409.1i"];

describe("single citations", () => {
  it('finds "See rule 418.5" in 407.1', () => {
    expect(findRefs("The most recent one prevails. (See rule 418.5, “Interaction of Continuous Effects.”)", "407.1")).toEqual([
      { cited: "418.5", numbers: ["418.5"] },
    ]);
  });

  it("finds capitalised 'Rule' citations and subrules, in text order", () => {
    expect(findRefs("See Rule 419.6i; compare Rule 502.51.")).toEqual([
      { cited: "419.6i", numbers: ["419.6i"] },
      { cited: "502.51", numbers: ["502.51"] },
    ]);
  });

  it('counts a bare three-digit number only after "rule"/"rules", and a one-digit one after "section"', () => {
    expect(findRefs("A deck has 100 cards. See section 6 and rule 100.")).toEqual([
      { cited: "6", numbers: ["6"] },
      { cited: "100", numbers: ["100"] },
    ]);
    expect(findRefs("Each player draws 7 cards and may have 250 cards.")).toEqual([]);
    expect(findRefs("see rule 5")).toEqual([]);
  });

  it("ignores numbers that are not paragraph numbers", () => {
    expect(findRefs("In 2008.10 and 12.5 and 1234.5 nothing is cited; nor 402.8l.")).toEqual([]);
  });
});

describe("ranges", () => {
  it('expands "rules 409.1a-i" to nine subrules', () => {
    expect(findRefs("the steps in rules 409.1a-i are followed")).toEqual([{ cited: "409.1a-i", numbers: NINE }]);
  });

  it('expands "409.1a-409.1h" and an en dash range "409.1b–i"', () => {
    expect(findRefs("follow rules 409.1a-409.1h, then rule 409.1i.")).toEqual([
      { cited: "409.1a-409.1h", numbers: NINE.slice(0, 8) },
      { cited: "409.1i", numbers: ["409.1i"] },
    ]);
    expect(findRefs("See rules 409.1b–i.")).toEqual([{ cited: "409.1b–i", numbers: NINE.slice(1) }]);
  });

  it("skips l and o inside a range", () => {
    expect(findRefs("rules 702.19k-p")).toEqual([{ cited: "702.19k-p", numbers: ["702.19k", "702.19m", "702.19n", "702.19p"] }]);
  });

  it('expands section ranges: "rules 306-311 and rule 500"', () => {
    expect(findRefs("(See rules 306-311 and rule 500, “Legal Attacks and Blocks.”)")).toEqual([
      { cited: "306-311", numbers: ["306", "307", "308", "309", "310", "311"] },
      { cited: "500", numbers: ["500"] },
    ]);
  });
});

describe("the citing paragraph's own number", () => {
  it('drops "rule 402.8" from 402.8 but keeps it elsewhere', () => {
    const text = "Abilities of all other objects function (see rule 402.8).";
    expect(findRefs(text, "402.8")).toEqual([]);
    expect(findRefs(text, "402.7")).toEqual([{ cited: "402.8", numbers: ["402.8"] }]);
    expect(findRefs(text)).toEqual([{ cited: "402.8", numbers: ["402.8"] }]);
  });

  it("drops only the own number from a range and from a list", () => {
    expect(findRefs("see rules 409.1a-i", "409.1c")).toEqual([{ cited: "409.1a-i", numbers: NINE.filter((n) => n !== "409.1c") }]);
    expect(findRefs("rules 100.1 and 100.1a", "100.1")).toEqual([{ cited: "100.1a", numbers: ["100.1a"] }]);
  });
});
