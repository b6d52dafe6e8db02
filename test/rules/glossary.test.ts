/**
 * src/rules/glossary.ts: a release's glossary. Blank lines separate entries;
 * a lone or indented block continues the entry above (2003-03-15's table of
 * expansion symbols); a term that lost the blank line before it is split off
 * when it sorts between its neighbours; a file cut inside the glossary is
 * reported with the line where it stops.
 */
import { describe, expect, it } from "vitest";
import { parseGlossary } from "../../src/rules/glossary";
import type { Problem } from "../../src/types";

function read(lines: string[], cut = false) {
  const problems: Problem[] = [];
  const entries = parseGlossary(lines, 0, lines.length, cut, problems);
  return { entries, problems };
}

describe("entries", () => {
  it("reads term and definition, 'Obsolete' and 'See' entries", () => {
    const { entries, problems } = read(["Active Player", "The player whose turn it is.", "", "Fizzle (Obsolete)", "An old term.", "", "AP", "See Active Player."]);
    expect(entries.map((e) => [e.term, e.obsolete, e.text, e.line])).toEqual([
      ["Active Player", false, "The player whose turn it is.", 1],
      ["Fizzle", true, "An old term.", 4],
      ["AP", false, "See Active Player.", 7],
    ]);
    expect(entries[0].aliases).toEqual(["AP"]);
    expect(problems).toEqual([]);
  });
});

describe("a table inside an entry (2003-03-15 'Expansion Symbol')", () => {
  it("keeps single-line and indented blocks in the entry above", () => {
    const { entries } = read([
      "Expansion Symbol",
      "The small icon printed on a card.",
      "     The expansion symbols to date are:",
      "",
      "Expansions and Editions",
      "",
      "     Arabian Nights(r) [symbol]",
      "",
      "     Antiquities(r) [symbol]",
      "     Legends(r) [symbol]",
      "",
      "Face-Down",
      "See rule 504.",
    ]);
    expect(entries.map((e) => e.term)).toEqual(["Expansion Symbol", "Face-Down"]);
    expect(entries[0].text.split("\n")).toEqual([
      "The small icon printed on a card.",
      "The expansion symbols to date are:",
      "Expansions and Editions",
      "Arabian Nights(r) [symbol]",
      "Antiquities(r) [symbol]",
      "Legends(r) [symbol]",
    ]);
  });
});

describe("a lost blank line between two entries", () => {
  it("splits 'Concede' off 'Companion' and reports it", () => {
    const { entries, problems } = read([
      "Companion",
      "A keyword ability. See rule 702.138, “Companion.”",
      "Concede",
      "To quit the game. See rule 104.",
      "",
      "Conspiracy",
      "A card type.",
    ]);
    expect(entries.map((e) => [e.term, e.text, e.line])).toEqual([
      ["Companion", "A keyword ability. See rule 702.138, “Companion.”", 1],
      ["Concede", "To quit the game. See rule 104.", 3],
      ["Conspiracy", "A card type.", 6],
    ]);
    expect(problems).toEqual([{ line: 3, kind: "repaired", message: 'glossary term "Concede" runs on from "Companion" without a blank line; read as an entry of its own' }]);
  });

  it("does not split a short line that does not sort between the neighbours, or follows no finished sentence", () => {
    const lines = ["Flip Cards", "Some text.", "Abacus Rules", "More text.", "", "Flying", "Evasion."];
    expect(read(lines).entries.map((e) => e.term)).toEqual(["Flip Cards", "Flying"]);
    const open = ["Flip Cards", "Some text and", "Floor Rules", "more text.", "", "Flying", "Evasion."];
    expect(read(open).entries.map((e) => e.term)).toEqual(["Flip Cards", "Flying"]);
  });
});

describe("a file cut inside the glossary", () => {
  it("drops a last term without definition and names the line", () => {
    const { entries, problems } = read(["Attack Left Option", "An option.", "", "Attack Multiple Players"], true);
    expect(entries.map((e) => e.term)).toEqual(["Attack Left Option"]);
    expect(problems).toEqual([
      {
        line: 4,
        kind: "truncated",
        message: 'the file stops at line 4, inside the glossary: the term "Attack Multiple Players" has no definition and is not stored (truncated file?)',
        text: "Attack Multiple Players",
      },
    ]);
  });

  it("keeps a last entry with a definition, and still reports the cut", () => {
    const { entries, problems } = read(["Attack Left Option", "An option that"], true);
    expect(entries.map((e) => e.text)).toEqual(["An option that"]);
    expect(problems[0]).toMatchObject({ line: 2, kind: "truncated" });
  });
});
