/**
 * src/rules/seed-corpus.ts: the embedded default corpus, rules/seeds/ read as
 * rules/manifest.json describes it. Two versions: the four 2006 fragments
 * merged into one (fragments-2006) and the March 2008 rulings dump.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { decode } from "../../src/rules/decode";
import { compareNumbers } from "../../src/rules/numbers";
import { parseFragment } from "../../src/rules/parse-fragment";
import { loadSeedVersions, readManifest, RULES_DIR, seedFiles, sha256 } from "../../src/rules/seed-corpus";
import type { ParsedVersion } from "../../src/types";

const versions = loadSeedVersions();
const fragments = versions.find((v) => v.id === "fragments-2006")!;
const rulings = versions.find((v) => v.id === "rulings-2008-03-17")!;
const FRAGMENT_FILES = ["000_7821c83370a8875b.txt", "001_2a3b736563978c67.txt", "002_118258c25ae943e9.txt", "003_6829c22cfc954c95.txt"];
const seedText = (file: string) => readFileSync(join(RULES_DIR, "seeds", file), "utf8");
const allTexts = (v: ParsedVersion) => v.paragraphs.flatMap((p) => [p.text, p.title ?? "", ...p.examples.map((e) => e.text)]);

describe("the two seed versions", () => {
  it("are fragments-2006 and rulings-2008-03-17, in date order, both partial", () => {
    expect(versions.map((v) => [v.id, v.kind, v.date, v.partial])).toEqual([
      ["fragments-2006", "fragments", "2006-10-01", true],
      ["rulings-2008-03-17", "rulings", "2008-03-17", true],
    ]);
  });

  it("fragments-2006 has 148 paragraphs, rulings-2008-03-17 has 17 (402 to 402.8h)", () => {
    expect(fragments.paragraphs).toHaveLength(148);
    expect(fragments.paragraphs[0].number).toBe("401.6");
    expect(fragments.paragraphs.at(-1)!.number).toBe("415.7c");
    expect(rulings.paragraphs).toHaveLength(17);
    expect(rulings.paragraphs.map((p) => p.number)).toEqual([
      "402", "402.1", "402.2", "402.3", "402.4", "402.5", "402.6", "402.7",
      "402.8", "402.8a", "402.8b", "402.8c", "402.8d", "402.8e", "402.8f", "402.8g", "402.8h",
    ]);
  });

  it("name their sources with format and sha256 as the manifest lists them", () => {
    expect(fragments.sources.map((s) => [s.file, s.format])).toEqual([
      ["seeds/000_7821c83370a8875b.txt", "fragment-plain"],
      ["seeds/001_2a3b736563978c67.txt", "fragment-typographic"],
      ["seeds/002_118258c25ae943e9.txt", "fragment-plain"],
      ["seeds/003_6829c22cfc954c95.txt", "fragment-typographic"],
    ]);
    expect(rulings.sources.map((s) => [s.file, s.format])).toEqual([["seeds/004_3fa099907cc3b243.txt", "rulings-dump"]]);
    for (const s of [...fragments.sources, ...rulings.sources]) {
      expect(s.sha256, s.file).toBe(createHash("sha256").update(readFileSync(join(RULES_DIR, s.file))).digest("hex"));
    }
  });

  it("sha256 is the hex digest of the bytes", () => {
    expect(sha256(new TextEncoder().encode("abc"))).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("seedFiles lists the manifest and the five seeds", () => {
    expect(seedFiles().map((f) => f.slice(RULES_DIR.length + 1))).toEqual([
      "manifest.json",
      "seeds/000_7821c83370a8875b.txt",
      "seeds/001_2a3b736563978c67.txt",
      "seeds/002_118258c25ae943e9.txt",
      "seeds/003_6829c22cfc954c95.txt",
      "seeds/004_3fa099907cc3b243.txt",
    ]);
  });
});

describe("paragraph numbers", () => {
  it("every number appears exactly once per version, in document order", () => {
    for (const v of versions) {
      const numbers = v.paragraphs.map((p) => p.number);
      expect(new Set(numbers).size, v.id).toBe(numbers.length);
      expect([...numbers].sort(compareNumbers), v.id).toEqual(numbers);
    }
  });

  it("fragments-2006 holds exactly the numbers the seed texts print (lines and run-together paragraphs), citations excluded", () => {
    const printed = new Set<string>();
    for (const file of FRAGMENT_FILES) {
      const raw = seedText(file);
      for (const m of raw.matchAll(/(^|[^\w.\-\u2013])(\d{3}(?:\.\d{1,3}[a-z]?)?)(?=[. ])/gm)) {
        const before = raw.slice(Math.max(0, m.index! - 12), m.index! + m[1].length);
        if (!/(rules?|see|and)\s*\(?$/i.test(before)) printed.add(m[2]);
      }
    }
    expect(printed.size).toBe(148);
    expect(fragments.paragraphs.map((p) => p.number).sort(compareNumbers)).toEqual([...printed].sort(compareNumbers));
  });

  it("each fragment starts and ends where the manifest's `covers` says, and every paragraph of it is in the merged version", () => {
    const manifest = readManifest().versions.find((v) => v.id === "fragments-2006")!;
    const merged = new Set(fragments.paragraphs.map((p) => p.number));
    for (const s of manifest.sources) {
      const own = parseFragment(decode(readFileSync(join(RULES_DIR, s.file))).lines).paragraphs.map((p) => p.number);
      expect(`${own[0]}-${own.at(-1)}`, s.file).toBe(s.covers);
      expect(own.filter((n) => !merged.has(n)), s.file).toEqual([]);
    }
  });
});

describe("paragraph texts are clean", () => {
  it('no text contains a straight quote used as apostrophe (`"s`) or a ".s." artifact', () => {
    for (const v of versions) {
      expect(allTexts(v).filter((t) => /"s|\.s\./.test(t)), v.id).toEqual([]);
    }
  });

  it("no text contains Cyrillic (the Russian trailer of seed 001 is skipped)", () => {
    for (const v of versions) expect(allTexts(v).filter((t) => /[\u0400-\u04FF]/.test(t)), v.id).toEqual([]);
    expect(fragments.problems.filter((p) => p.kind === "skipped" && p.source === "seeds/001_2a3b736563978c67.txt").map((p) => p.line)).toEqual([
      51, 52, 54, 56, 58, 59,
    ]);
  });

  it("no text starts with a paragraph number or holds an 'Example:'", () => {
    for (const v of versions) {
      expect(allTexts(v).filter((t) => /^\d{3}(\.\d{1,3}[a-z]?)?\.?(\s|$)/.test(t)), v.id).toEqual([]);
      expect(allTexts(v).filter((t) => t.includes("Example:")), v.id).toEqual([]);
    }
  });

  it("the fragments' quotes are typographic: no straight double quote is left", () => {
    expect(allTexts(fragments).filter((t) => t.includes('"'))).toEqual([]);
  });

  it("only 404.5 of seed 001 is reported truncated, and the merged 404.5 is not", () => {
    expect(fragments.problems.filter((p) => p.kind === "truncated").map((p) => [p.source, p.line])).toEqual([["seeds/001_2a3b736563978c67.txt", 49]]);
    expect(fragments.paragraphs.filter((p) => p.truncated)).toEqual([]);
  });
});

describe("examples", () => {
  it("every Example: of every seed is attached to a paragraph (26 in the merged fragments, 3 in the rulings)", () => {
    expect(fragments.paragraphs.reduce((n, p) => n + p.examples.length, 0)).toBe(26);
    expect(rulings.paragraphs.reduce((n, p) => n + p.examples.length, 0)).toBe((seedText("004_3fa099907cc3b243.txt").match(/Example:/g) ?? []).length);
    expect(rulings.paragraphs.filter((p) => p.examples.length).map((p) => p.number)).toEqual(["402.3", "402.8g", "402.8h"]);
    for (const v of versions) expect(v.problems.filter((p) => /example/i.test(p.message) && p.kind === "unplaced"), v.id).toEqual([]);
  });

  it("examples sit on the paragraphs the seeds print them under", () => {
    const ex = (n: string) => fragments.paragraphs.find((p) => p.number === n)!.examples.map((e) => e.text);
    expect(ex("402.3")).toEqual(["“[This creature] can’t block” is an ability."]);
    expect(ex("407.2")).toHaveLength(1);
    expect(ex("407.2")[0]).toMatch(/^An effect reads, “Enchanted creature has ‘This creature is an artifact creature\.’” This effect grants/);
    expect(ex("415.1")).toHaveLength(1);
    expect(ex("415.1")[0]).toMatch(/^A sorcery card has the ability “When you cycle this card/);
    expect(ex("404.4a")).toHaveLength(2);
  });
});

describe("the rulings dump renumbered 402.8", () => {
  const r = (n: string) => rulings.paragraphs.find((p) => p.number === n)!;
  const f = (n: string) => fragments.paragraphs.find((p) => p.number === n)!;

  it('402.8e is the "comes into play" text, dated 2007-05-01', () => {
    expect(r("402.8e")).toMatchObject({
      text: "An object's ability that modifies how it comes into play functions as that object is coming into play. See Rule 419.6i.",
      date: "2007-05-01",
    });
  });

  it('the "cost that can\'t be paid" text is 402.8f there, 402.8e in the 2006 fragments', () => {
    expect(r("402.8f")).toMatchObject({
      text: "An object's activated ability that has a cost that can't be paid while the object is in play functions from any zone in which its cost can be paid.",
      date: "2007-05-01",
    });
    expect(f("402.8e").text).toBe(
      "An object’s activated ability that has a cost that can’t be paid while the object is in play functions from any zone in which its cost can be paid.",
    );
  });

  it("dates every rulings paragraph but the section heading, and every example", () => {
    expect(rulings.paragraphs.filter((p) => p.date === undefined).map((p) => p.number)).toEqual(["402"]);
    expect(rulings.paragraphs.flatMap((p) => p.examples.map((e) => e.date))).toEqual(["2005-08-01", "2007-10-01", "2006-02-01"]);
  });
});

describe("a manifest that disagrees with its seed", () => {
  const dir = mkdtempSync(join(tmpdir(), "crkb-seeds-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("throws when the manifest dates the rulings differently from the page", () => {
    mkdirSync(join(dir, "seeds"));
    copyFileSync(join(RULES_DIR, "seeds", "004_3fa099907cc3b243.txt"), join(dir, "seeds", "004.txt"));
    writeFileSync(
      join(dir, "manifest.json"),
      JSON.stringify({
        versions: [
          { id: "r", kind: "rulings", title: "t", date: "2008-03-18", note: "", sources: [{ file: "seeds/004.txt", format: "rulings-dump", covers: "", reliability: "" }] },
        ],
      }),
    );
    expect(() => loadSeedVersions(dir)).toThrow("rules/manifest.json dates r 2008-03-18, but seeds/004.txt names 2008-03-17");
  });
});
