/**
 * src/rules/repair.ts: the plain-text seed fragments lost every apostrophe and
 * curly quote to a straight double quote and every "ss" to ".s.s". The check
 * that the repairs are right: wherever a plain fragment and a typographic
 * fragment carry the same paragraph, the repaired plain text equals the
 * typographic text.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { decode } from "../../src/rules/decode";
import { parseFragment } from "../../src/rules/parse-fragment";
import { comparable, quotesLostAsQuestionMarks, repairPlainText, repairQuestionMarkQuotes } from "../../src/rules/repair";
import { RULES_DIR } from "../../src/rules/seed-corpus";

describe('".s.s" artifacts', () => {
  it.each([
    ["pa.s.s", "pass"],
    ["a.s.signed", "assigned"],
    ["a.s.sociated", "associated"],
    ["pa.s.sing priority", "passing priority"],
    ["without any card a.s.sociated with it.", "without any card associated with it."],
  ])("%s -> %s", (input, output) => {
    const r = repairPlainText(input);
    expect(r.text).toBe(output);
    expect(r.repairs).toEqual(['".s.s" artifacts restored to "ss"']);
  });

  it("leaves a dotted abbreviation or rule number alone", () => {
    expect(repairPlainText("See rule 502.5 (U.S. only).")).toEqual({ text: "See rule 502.5 (U.S. only).", repairs: [] });
  });

  // BUG (src/rules/repair.ts SS_ARTIFACT): the letter before ".s.s" must be
  // lower case, so a sentence that starts "Assign ..." stays "A.s.sign ...".
  it('repairs ".s.s" after a capital letter too ("A.s.sign" -> "Assign")', () => {
    expect(repairPlainText("A.s.sign combat damage.").text).toBe("Assign combat damage.");
  });
});

describe("quotes", () => {
  it.each([
    ['An object"s ability', "An object’s ability"],
    ['can"t be paid', "can’t be paid"],
    ['abilities" effects', "abilities’ effects"],
    ['it "triggers" each time', "it “triggers” each time"],
    ['"when," "whenever," or "at."', "“when,” “whenever,” or “at.”"],
    ['(see rule 502.45, "Enchant")', "(see rule 502.45, “Enchant”)"],
    ['(for example, "Play this ability only once each turn"), the', "(for example, “Play this ability only once each turn”), the"],
    ['the "intervening "if" clause" rule', "the “intervening ‘if’ clause” rule"],
    ['reads, "Enchanted creature has "This creature is an artifact creature."" This', "reads, “Enchanted creature has ‘This creature is an artifact creature.’” This"],
    ['says "{3}{B}{B}, Sacrifice a creature: Return it."', "says “{3}{B}{B}, Sacrifice a creature: Return it.”"],
  ])("%s -> %s", (input, output) => {
    const r = repairPlainText(input);
    expect(r.text).toBe(output);
    expect(r.repairs).toEqual(["straight quotes rebuilt as apostrophes and typographic quotes"]);
  });

  it("reports a quotation left open instead of guessing where it ends", () => {
    expect(repairPlainText('says "hi there').repairs).toEqual([
      "straight quotes rebuilt as apostrophes and typographic quotes",
      "a quotation is left open (not closed in the source)",
    ]);
  });

  it("leaves straight single quotes and text without quotes alone", () => {
    expect(repairPlainText("the 'if' clause")).toEqual({ text: "the 'if' clause", repairs: [] });
  });

  it("makes both repairs on one line", () => {
    expect(repairPlainText('can"t be pa.s.s')).toEqual({
      text: "can’t be pass",
      repairs: ['".s.s" artifacts restored to "ss"', "straight quotes rebuilt as apostrophes and typographic quotes"],
    });
  });
});

describe('quotes lost as "?" (the 2008-05-01 release)', () => {
  it.each([
    ["A player can?t take any mulligans.", "A player can’t take any mulligans."],
    ["If you?re sure, it?s what you?ll do; he?d, I?m, who?ve.", "If you’re sure, it’s what you’ll do; he’d, I’m, who’ve."],
    ["See rule 304, ?Draw Step.?", "See rule 304, “Draw Step.”"],
    ["the ?can?t? effect wins", "the “can’t” effect wins"],
    ["reads ?You can?t play ?Shock? this turn,? the effect", "reads “You can’t play ‘Shock’ this turn,” the effect"],
    ["?[this creature] can?t block?", "“[this creature] can’t block”"],
    ["pay [this object]?s mana cost", "pay [this object]’s mana cost"],
    ["the other players? decks", "the other players’ decks"],
    ["a source matching that description?either a source", "a source matching that description—either a source"],
    ["rules 409.1f?h and 306?311", "rules 409.1f–h and 306–311"],
    ["?Choose one ?? or ?Suspend N?[cost]?", "“Choose one —” or “Suspend N—[cost]”"],
    ["\"comes into play, . . . ? or not", "\"comes into play, . . . ” or not"],
  ])("%s", (input, output) => {
    expect(repairQuestionMarkQuotes(input)).toBe(output);
  });

  it.each([
    "Questions? Ask a judge.",
    "What happens? Nothing.",
    "see www.wizards.com/default.asp?x=magic/rules",
    "Use the Oracle? card reference",
  ])("leaves a real question mark, an address or an unreadable sign alone: %s", (input) => {
    expect(repairQuestionMarkQuotes(input)).toBe(input);
  });

  it("finds the defect only where '?' between letters outnumbers real quotes many times", () => {
    const lost = Array.from({ length: 20 }, (_, i) => `Rule ${i}: a player can?t do that.`);
    expect(quotesLostAsQuestionMarks(lost)).toBe(true);
    expect(quotesLostAsQuestionMarks([...lost, ...lost, 'One "real" quote.'])).toBe(true);
    expect(quotesLostAsQuestionMarks(lost.slice(1))).toBe(false);
    expect(quotesLostAsQuestionMarks([...lost, ...Array.from({ length: 2 }, () => `"Quoted" and don't.`)])).toBe(false);
    expect(quotesLostAsQuestionMarks(["Questions?", "default.asp?x=y"])).toBe(false);
  });
});

describe("comparable", () => {
  it("folds case, quotes, dashes and runs of spaces", () => {
    expect(comparable("  The  ‘IF’ — “X”\n–  y ")).toBe(`the 'if' - "x" - y`);
    expect(comparable("object’s")).toBe(comparable("object's"));
  });

  it("keeps words apart", () => {
    expect(comparable("can’t be paid")).not.toBe(comparable("can be paid"));
  });
});

describe("the seeds: repaired plain text equals the typographic text", () => {
  const read = (file: string) => parseFragment(decode(readFileSync(join(RULES_DIR, "seeds", file))).lines);
  const plain = ["000_7821c83370a8875b.txt", "002_118258c25ae943e9.txt"].map(read);
  const typographic = ["001_2a3b736563978c67.txt", "003_6829c22cfc954c95.txt"].map(read);

  const pairs = plain.flatMap((p) =>
    p.paragraphs.flatMap((pp) =>
      typographic.flatMap((t) => t.paragraphs.filter((tp) => tp.number === pp.number && !tp.truncated).map((tp) => ({ plain: pp, typo: tp }))),
    ),
  );

  it("reads 000 and 002 as plain, 001 and 003 as typographic", () => {
    expect(plain.map((p) => p.typographic)).toEqual([false, false]);
    expect(typographic.map((p) => p.typographic)).toEqual([true, true]);
  });

  it("finds the 31 complete paragraphs both kinds carry (402.8d-404.4d)", () => {
    expect(pairs).toHaveLength(31);
    expect(pairs[0].plain.number).toBe("402.8d");
    expect(pairs.at(-1)!.plain.number).toBe("404.4d");
  });

  it("comparable(repaired plain) === comparable(typographic) for every shared paragraph", () => {
    const differ = pairs.filter(({ plain, typo }) => comparable(plain.text) !== comparable(typo.text)).map((x) => x.plain.number);
    expect(differ).toEqual([]);
  });

  it("the repaired text is the typographic text character for character, titles and examples included", () => {
    for (const { plain, typo } of pairs) {
      expect(plain.text, plain.number).toBe(typo.text);
      expect(plain.title, plain.number).toBe(typo.title);
      expect(plain.examples.map((e) => e.text), plain.number).toEqual(typo.examples.map((e) => e.text));
    }
    expect(pairs.reduce((n, x) => n + x.plain.examples.length, 0)).toBe(8);
  });

  it("404.3's nested quotation comes out as the typographic copy prints it", () => {
    const p = pairs.find((x) => x.plain.number === "404.3")!.plain;
    expect(p.text).toContain("This rule is referred to as the “intervening ‘if’ clause” rule.");
  });
});
