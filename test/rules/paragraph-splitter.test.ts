/**
 * src/rules/paragraph-splitter.ts: where a numbered paragraph starts on a
 * line (leadingNumber), where paragraphs and examples run together inside a
 * line (splitRunOn), and when a rule's text is really a heading title
 * (looksLikeTitle).
 */
import { describe, expect, it } from "vitest";
import { leadingNumber, looksLikeTitle, splitRunOn } from "../../src/rules/paragraph-splitter";

describe("leadingNumber", () => {
  it("reads subrules, rules and sections at the start of a line", () => {
    expect(leadingNumber("402.8e An object’s ability")).toEqual({ number: "402.8e", hasDot: false, rest: "An object’s ability" });
    expect(leadingNumber("403.1. An activated ability")).toEqual({ number: "403.1", hasDot: true, rest: "An activated ability" });
    expect(leadingNumber("403. Activated Abilities")).toEqual({ number: "403", hasDot: true, rest: "Activated Abilities" });
    expect(leadingNumber("702.190a Sneak")).toEqual({ number: "702.190a", hasDot: false, rest: "Sneak" });
  });

  it('reads the 2007 typo "606. 8b" as 606.8b and says so', () => {
    expect(leadingNumber("606. 8b Players win and lose the game only as a team.")).toEqual({
      number: "606.8b",
      hasDot: false,
      rest: "Players win and lose the game only as a team.",
      typo: '"606. 8b" read as 606.8b',
    });
  });

  it("reads through a rule without its dot and a subrule with one, reporting each", () => {
    expect(leadingNumber("104.2 If anything needs a number")).toMatchObject({ number: "104.2", typo: 'rule number "104.2" without its closing dot' });
    expect(leadingNumber("119.1d. In a two-player Brawl game")).toMatchObject({ number: "119.1d", typo: 'subrule number "119.1d." with a dot' });
  });

  it("is null for lines that do not start with a paragraph number", () => {
    for (const line of ["100 cards in a deck", "2008. A year", "1. The Game", "402.8l text", "403.1.An", "Example: 403.1. text", " 403.1. indented", "See rule 418.5."]) {
      expect(leadingNumber(line), line).toBeNull();
    }
  });
});

describe("splitRunOn", () => {
  it("splits 407.1 and 407.2 printed on one line, keeping the cross-reference in 407.1", () => {
    const text =
      "The most recent one prevails. (See rule 418.5, “Interaction of Continuous Effects.”) 407.2. An effect that sets a characteristic is different.";
    expect(splitRunOn("407.1", text)).toEqual([
      { type: "paragraph", number: "407.1", text: "The most recent one prevails. (See rule 418.5, “Interaction of Continuous Effects.”)" },
      { type: "paragraph", number: "407.2", text: "An effect that sets a characteristic is different." },
    ]);
  });

  it("takes the words before a heading's first subrule as the heading's title", () => {
    expect(splitRunOn("408.1", "Timing, Priority, and the Stack 408.1a Spells can be played only at certain times.")).toEqual([
      { type: "paragraph", number: "408.1", title: "Timing, Priority, and the Stack", text: "" },
      { type: "paragraph", number: "408.1a", text: "Spells can be played only at certain times." },
    ]);
  });

  it('starts an example at "Example:" after a sentence end, also after "(See rule 405.2.)"', () => {
    expect(splitRunOn("407.2", "It’s not granting an ability. (See rule 405.2.) Example: An effect reads this.")).toEqual([
      { type: "paragraph", number: "407.2", text: "It’s not granting an ability. (See rule 405.2.)" },
      { type: "example", text: "An effect reads this." },
    ]);
  });

  it('does not split at "Example:" in the middle of a sentence', () => {
    expect(splitRunOn("415.1", "The spell is not an Example: of anything.")).toEqual([
      { type: "paragraph", number: "415.1", text: "The spell is not an Example: of anything." },
    ]);
  });

  it('never takes a citation ("See rule 407.3. Then", "rules 407.2 and 407.3") for a paragraph', () => {
    const cited = "The most recent wins. See rule 407.3. Then other effects apply.";
    expect(splitRunOn("407.1", cited)).toEqual([{ type: "paragraph", number: "407.1", text: cited }]);
    const and = "It applies (see rules 407.2 and 407.3 Timing).";
    expect(splitRunOn("407.1", and)).toEqual([{ type: "paragraph", number: "407.1", text: and }]);
  });

  it("does not take a cited first subrule for a heading's title", () => {
    const text = "Follow rule 408.1a Spells first.";
    expect(splitRunOn("408.1", text)).toEqual([{ type: "paragraph", number: "408.1", text }]);
  });

  it("never splits at an earlier number, at the paragraph's own number, or at another section's number", () => {
    for (const text of ["Most recent wins. 407.1. Then more.", "Most recent wins. 406.9. Then more.", "Most recent wins. 408.1. Then more."]) {
      expect(splitRunOn("407.2", text), text).toEqual([{ type: "paragraph", number: "407.2", text }]);
    }
  });

  it("needs a sentence end before a later sibling and a capital letter after it", () => {
    const noEnd = "Most recent wins, as in 407.3 Then more.";
    expect(splitRunOn("407.1", noEnd)).toEqual([{ type: "paragraph", number: "407.1", text: noEnd }]);
    const lower = "Most recent wins. 407.3 then more.";
    expect(splitRunOn("407.1", lower)).toEqual([{ type: "paragraph", number: "407.1", text: lower }]);
  });

  it("splits a chain: subrule, subrule, example", () => {
    const pieces = splitRunOn("408.1h", "Priority doesn’t apply. (See rule 405.) 408.1i Special actions don’t use the stack. Example: Playing a land.");
    expect(pieces.map((p) => (p.type === "paragraph" ? p.number : p.type))).toEqual(["408.1h", "408.1i", "example"]);
    expect(pieces[1]).toEqual({ type: "paragraph", number: "408.1i", text: "Special actions don’t use the stack." });
  });
});

describe("looksLikeTitle", () => {
  it("is true for a few capitalised words without sentence punctuation", () => {
    expect(looksLikeTitle("Timing, Priority, and the Stack")).toBe(true);
    expect(looksLikeTitle("Changing Targets")).toBe(true);
  });

  it("is false for sentences, empty text, lower-case text and long runs of words", () => {
    expect(looksLikeTitle("Spells are played.")).toBe(false);
    expect(looksLikeTitle("")).toBe(false);
    expect(looksLikeTitle("changing targets")).toBe(false);
    expect(looksLikeTitle("A very long heading with far too many words in it for a title")).toBe(false);
  });
});

describe("leadingNumber: only numbers of the grammar lead a paragraph", () => {
  it("\"000. \" and \"100.8l Foo\" (no letter l) are text, not paragraphs", () => {
    expect(leadingNumber("000. ")).toBeNull();
    expect(leadingNumber("099. Oops")).toBeNull();
    expect(leadingNumber("100.8l Foo")).toBeNull();
    expect(leadingNumber("100. General")).toMatchObject({ number: "100" });
  });
});
