/**
 * src/rules/witnesses.ts: several seed fragments carry the same paragraph;
 * the merged version takes the best copy (complete before truncated,
 * typographic before repaired plain text, then more examples, then longer
 * text) and keeps every copy as a witness.
 */
import { describe, expect, it } from "vitest";
import { loadSeedVersions } from "../../src/rules/seed-corpus";
import { mergeFragments, type FragmentCopy } from "../../src/rules/witnesses";
import type { Paragraph } from "../../src/types";

const para = (number: string, text: string, extra: Partial<Paragraph> = {}): Paragraph => ({
  number,
  kind: number.includes(".") ? (/[a-z]$/.test(number) ? "subrule" : "rule") : "section",
  text,
  examples: [],
  line: 1,
  ...extra,
});

describe("mergeFragments on literal copies", () => {
  const plain: FragmentCopy = {
    source: "plain.txt",
    typographic: false,
    paragraphs: [
      para("404.4", "A delayed ability won’t trigger.", { line: 3 }),
      para("404.5", "A very few objects have triggered abilities.", { line: 4, examples: [{ text: "An ability that reads “Reveal.”" }] }),
      para("404.10", "Ten.", { line: 5 }),
    ],
  };
  const typo: FragmentCopy = {
    source: "typo.txt",
    typographic: true,
    paragraphs: [
      para("404.4", "A delayed ability won't trigger.", { line: 7 }),
      para("404.5", "A very few objects have", { line: 9, truncated: true }),
      para("404.9", "Nine.", { line: 11 }),
    ],
  };
  const m = mergeFragments([plain, typo]);

  it("gives each number once, in document order (404.9 before 404.10)", () => {
    expect(m.paragraphs.map((p) => p.number)).toEqual(["404.4", "404.5", "404.9", "404.10"]);
  });

  it("prefers the typographic copy when both are complete", () => {
    expect(m.paragraphs[0].text).toBe("A delayed ability won't trigger.");
  });

  it("prefers a complete plain copy to a truncated typographic one", () => {
    expect(m.paragraphs[1]).toBe(plain.paragraphs[1]);
  });

  it("keeps every copy of a shared paragraph as a witness with a note, and none for a paragraph with one copy", () => {
    expect(m.witnesses).toEqual([
      { number: "404.4", source: "plain.txt", text: "A delayed ability won’t trigger.", best: false, note: "complete, plain text, quotes repaired" },
      { number: "404.4", source: "typo.txt", text: "A delayed ability won't trigger.", best: true, note: "best of 2 witnesses: complete, typographic quotes" },
      { number: "404.5", source: "plain.txt", text: "A very few objects have triggered abilities.", best: true, note: "best of 2 witnesses: complete, plain text, quotes repaired" },
      { number: "404.5", source: "typo.txt", text: "A very few objects have", best: false, note: "truncated, typographic quotes" },
    ]);
  });

  it("reports nothing when the copies agree (a truncated copy agrees with the start of the best)", () => {
    expect(m.problems).toEqual([]);
  });

  it("reports a copy whose text differs from the best one, with its source and line", () => {
    const other: FragmentCopy = { source: "other.txt", typographic: false, paragraphs: [para("404.4", "A delayed ability will trigger.", { line: 42 })] };
    expect(mergeFragments([typo, other]).problems).toEqual([
      { source: "other.txt", line: 42, kind: "unplaced", message: "this copy of 404.4 differs from the best witness (typo.txt)" },
    ]);
  });

  it("breaks a tie between complete typographic copies by examples, then by text length, then by order", () => {
    const a: FragmentCopy = { source: "a", typographic: true, paragraphs: [para("402.3", "Short.")] };
    const b: FragmentCopy = { source: "b", typographic: true, paragraphs: [para("402.3", "Short.", { examples: [{ text: "E." }] })] };
    const c: FragmentCopy = { source: "c", typographic: true, paragraphs: [para("402.3", "A longer text.")] };
    const d: FragmentCopy = { source: "d", typographic: true, paragraphs: [para("402.3", "Short.")] };
    const best = (copies: FragmentCopy[]) => mergeFragments(copies).witnesses.find((w) => w.best)!.source;
    expect(best([a, b])).toBe("b");
    expect(best([a, c])).toBe("c");
    expect(best([a, d])).toBe("a");
    expect(best([d, a])).toBe("d");
  });
});

describe("the seed fragments (fragments-2006)", () => {
  const fragments = loadSeedVersions().find((v) => v.id === "fragments-2006")!;
  const groups = new Map<string, typeof fragments.witnesses>();
  for (const w of fragments.witnesses) groups.set(w.number, [...(groups.get(w.number) ?? []), w]);

  it("has 52 witnesses of 20 paragraphs, each paragraph with exactly one best witness", () => {
    expect(fragments.witnesses).toHaveLength(52);
    expect(groups.size).toBe(20);
    for (const [number, ws] of groups) expect(ws.filter((w) => w.best), number).toHaveLength(1);
  });

  it("404.5 is truncated in seed 001; its best witness is the complete copy in seed 000", () => {
    expect(groups.get("404.5")!.map((w) => [w.source, w.best, w.note])).toEqual([
      ["seeds/000_7821c83370a8875b.txt", true, "best of 2 witnesses: complete, plain text, quotes repaired"],
      ["seeds/001_2a3b736563978c67.txt", false, "truncated, typographic quotes"],
    ]);
    const p = fragments.paragraphs.find((x) => x.number === "404.5")!;
    expect(p.truncated).toBeUndefined();
    expect(p.text).toMatch(/A very few objects have triggered abilities which are written with the trigger condition in the middle of the ability, rather than at the beginning\.$/);
    expect(p.examples).toHaveLength(2);
  });

  it("takes the typographic copy when a plain copy of 000 and typographic copies agree (402.8e)", () => {
    expect(groups.get("402.8e")!.map((w) => [w.source, w.best])).toEqual([
      ["seeds/000_7821c83370a8875b.txt", false],
      ["seeds/001_2a3b736563978c67.txt", true],
      ["seeds/003_6829c22cfc954c95.txt", false],
    ]);
  });

  it("reports no disagreement between witnesses", () => {
    expect(fragments.problems.filter((p) => p.message.includes("differs from the best witness"))).toEqual([]);
  });
});
