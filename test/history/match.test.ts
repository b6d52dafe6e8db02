import { describe, expect, it } from "vitest";
import { matchVersions, type Matching } from "../../src/history/match";
import type { ParagraphText } from "../../src/types";
import type { ParagraphKind } from "../../src/types";

function pt(number: string, text: string, extra: Partial<ParagraphText> = {}): ParagraphText {
  const kind: ParagraphKind = /^\d$/.test(number) ? "part" : /^\d{3}$/.test(number) ? "section" : /[a-z]$/.test(number) ? "subrule" : "rule";
  return { number, kind, title: null, text, examples: [], section: kind === "part" ? null : number.slice(0, 3), date: null, ...extra };
}

/** The matching as plain data: pairs sorted by old number, then what is left. */
function summary(m: Matching) {
  return {
    pairs: m.pairs.map((p) => [p.from.number, p.to.number, p.edited] as const).sort((a, b) => a[0].localeCompare(b[0])),
    removed: m.removed.map((p) => p.number),
    added: m.added.map((p) => p.number),
    scope: m.scope,
  };
}

const FULL = { from: false, to: false };

describe("matchVersions", () => {
  const from = [
    pt("100.1", "A player may concede at any time."),
    pt("100.2", "Each player begins the game with twenty life."),
    pt("100.3", "Wombats may block creatures with flying."),
    pt("100.4", "Goblins must attack each combat if able to do so."),
    pt("100.7", "Elephants never forget anything they have seen."),
    pt("100.9", "Mana burn deals damage to a player for each unused mana."),
  ];
  const to = [
    pt("100.1", "A player may concede at any time."),
    pt("100.2", "Each player begins the game with twenty life points."),
    pt("100.3", "Turtles are slow but steady."),
    pt("100.5", "Wombats may block creatures with flying."),
    pt("100.6", "Goblins must attack each combat if able."),
    pt("100.9", "A player loses no life for floating mana anymore when a phase ends."),
  ];
  const m = summary(matchVersions(from, to, FULL));

  it("pairs unchanged, edited, moved and rewritten paragraphs and leaves the rest added or removed", () => {
    expect(m).toEqual({
      pairs: [
        ["100.1", "100.1", false], // unchanged
        ["100.2", "100.2", true], // edited in place
        ["100.3", "100.5", false], // renumbered, same text
        ["100.4", "100.6", true], // renumbered and edited
        ["100.9", "100.9", true], // rewritten in place (weakly similar, same number)
      ],
      removed: ["100.7"],
      added: ["100.3"],
      scope: "all",
    });
  });

  it("does not pair weakly similar text at another number", () => {
    const r = summary(
      matchVersions(
        [pt("100.9", "Mana burn deals damage to a player for each unused mana.")],
        [pt("100.8", "A player loses no life for floating mana anymore when a phase ends.")],
        FULL,
      ),
    );
    expect(r).toEqual({ pairs: [], removed: ["100.9"], added: ["100.8"], scope: "all" });
  });

  it("does not pair unrelated text even at the same number", () => {
    const r = summary(matchVersions([pt("100.3", "Wombats may block creatures with flying.")], [pt("100.3", "Turtles are slow but steady.")], FULL));
    expect(r).toEqual({ pairs: [], removed: ["100.3"], added: ["100.3"], scope: "all" });
  });

  it("folds quotes, case and spaces: such a paragraph is unchanged", () => {
    const r = summary(
      matchVersions([pt("402.8e", "An object's ability  functions \"in play\".")], [pt("402.8e", "An Object’s ability functions “in play”.")], FULL),
    );
    expect(r.pairs).toEqual([["402.8e", "402.8e", false]]);
  });

  it("counts a change of examples alone as an edit", () => {
    const a = pt("100.2", "Each player needs a deck.", { examples: ["Forty cards."] });
    const b = pt("100.2", "Each player needs a deck.", { examples: ["Sixty cards."] });
    expect(summary(matchVersions([a], [b], FULL)).pairs).toEqual([["100.2", "100.2", true]]);
    expect(summary(matchVersions([a], [{ ...a }], FULL)).pairs).toEqual([["100.2", "100.2", false]]);
  });

  it("prefers identical text at the same number over identical text elsewhere", () => {
    const r = summary(
      matchVersions([pt("100.1", "Draw a card."), pt("100.2", "Draw a card.")], [pt("100.1", "Draw a card."), pt("100.4", "Draw a card.")], FULL),
    );
    expect(r.pairs).toEqual([
      ["100.1", "100.1", false],
      ["100.2", "100.4", false],
    ]);
    expect(r.added).toEqual([]);
    expect(r.removed).toEqual([]);
  });

  it("pairs a moved-and-edited paragraph with its most similar candidate", () => {
    const r = summary(
      matchVersions(
        [pt("100.4", "Goblins must attack each combat if able to do so.")],
        [pt("100.5", "Goblins must attack each turn if they are able to."), pt("100.6", "Goblins must attack each combat if able.")],
        FULL,
      ),
    );
    expect(r.pairs).toEqual([["100.4", "100.6", true]]);
    expect(r.added).toEqual(["100.5"]);
  });

  it("never pairs a heading with a numbered rule of the same words", () => {
    const r = summary(
      matchVersions([pt("101.1", "", { title: "Wombats" })], [pt("102", "", { title: "Wombats" }), pt("102.1", "", { title: "Wombats" })], FULL),
    );
    expect(r.pairs).toEqual([["101.1", "102.1", false]]);
    expect(r.added).toEqual(["102"]);
    const headingOnly = summary(matchVersions([pt("101.1", "", { title: "Wombats" })], [pt("102", "", { title: "Wombats" })], FULL));
    expect(headingOnly).toEqual({ pairs: [], removed: ["101.1"], added: ["102"], scope: "all" });
  });

  describe("partial versions", () => {
    const fragment = [pt("100", "", { title: "General" }), pt("100.1", "A player may concede at any time.")];
    const whole = [
      pt("1", "", { title: "Game Concepts" }),
      pt("100", "", { title: "General" }),
      pt("100.1", "A player may concede at any time."),
      pt("100.2", "Each player begins the game with twenty life."),
      pt("200", "", { title: "Cards" }),
      pt("200.1", "A card has a name."),
    ];

    it("compares only the sections both versions hold when either is partial", () => {
      expect(summary(matchVersions(fragment, whole, { from: true, to: false }))).toEqual({
        pairs: [
          ["100", "100", false],
          ["100.1", "100.1", false],
        ],
        removed: [],
        added: ["100.2"],
        scope: ["100"],
      });
      expect(summary(matchVersions(whole, fragment, { from: false, to: true }))).toEqual({
        pairs: [
          ["100", "100", false],
          ["100.1", "100.1", false],
        ],
        removed: ["100.2"],
        added: [],
        scope: ["100"],
      });
    });

    it("compares everything when neither is partial", () => {
      const r = summary(matchVersions(fragment, whole, FULL));
      expect(r.scope).toBe("all");
      expect(r.added).toEqual(["1", "100.2", "200", "200.1"]);
    });

    it("compares nothing when the partial versions share no section", () => {
      const r = summary(matchVersions([pt("300.1", "Something else entirely.")], whole, { from: true, to: false }));
      expect(r).toEqual({ pairs: [], removed: [], added: [], scope: [] });
    });
  });
});
