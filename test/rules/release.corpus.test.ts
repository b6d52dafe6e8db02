/**
 * Every official release shipped in rules/releases/, read the way `crkb
 * import` reads it (src/rules/release.ts), against counts made by a separate
 * reader written without looking at crkb's parser (../shared/corpus/SOURCES.md,
 * copied into fixtures/release-counts.json): numbered paragraphs of the body
 * (each number once, parts not counted), glossary entries, the effective date
 * and the encoding. Each file is parsed once.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, expect, it } from "vitest";
import { matchVersions } from "../../src/history/match";
import type { ParagraphText } from "../../src/types";
import { decode } from "../../src/rules/decode";
import { sectionOf } from "../../src/rules/numbers";
import { repairQuestionMarkQuotes } from "../../src/rules/repair";
import { readRelease } from "../../src/rules/release";
import type { ParsedVersion } from "../../src/types";
import { CORPUS_DIR, describeWithCorpus } from "../support/corpus";

interface Counts {
  file: string;
  date: string;
  encoding: string;
  lineEndings: string;
  paragraphs: number;
  glossary: number;
}

const COUNTS: Counts[] = JSON.parse(readFileSync(join(__dirname, "fixtures", "release-counts.json"), "utf8"));

/** SOURCES.md's encoding names, as decode.ts names them. */
const ENCODING: Record<string, string> = {
  "ASCII/UTF-8": "utf-8",
  "UTF-8 (BOM)": "utf-8-bom",
  "UTF-16LE (BOM)": "utf-16le",
  "UTF-16BE (BOM)": "utf-16be",
  "Windows-1252": "windows-1252",
  "Mac Roman": "macintosh",
  CP437: "cp437",
};

const read = new Map<string, { version: ParsedVersion; lines: string[] }>();
const release = (file: string) => read.get(file)!.version;

/** Whitespace runs folded to one space: hard wraps and line ends aside. */
const collapse = (s: string) => s.replace(/\s+/g, " ").trim();

/** The file's lines as one collapsed text (a word broken after its hyphen joined), and where each line starts in it. */
function searchable(lines: string[]): { hay: string; at: number[] } {
  let hay = "";
  let last = "";
  const at: number[] = [];
  for (const l of lines) {
    const t = collapse(l);
    if (t && hay && !/[A-Za-z]-$/.test(last)) hay += " ";
    if (t) last = t;
    at.push(hay.length);
    hay += t;
  }
  return { hay, at };
}

describeWithCorpus("every official release in rules/releases", () => {
  beforeAll(() => {
    for (const c of COUNTS) {
      const bytes = readFileSync(join(CORPUS_DIR, c.file));
      read.set(c.file, { version: readRelease(bytes, c.file), lines: decode(bytes).lines });
    }
  });

  it("the fixture lists the 104 releases", () => {
    expect(COUNTS).toHaveLength(104);
    expect(new Set(COUNTS.map((c) => ENCODING[c.encoding])).size).toBe(7);
  });

  it.each(COUNTS.map((c) => [c.file, c] as const))("%s: date, encoding, paragraph and glossary counts as SOURCES.md records", (file, c) => {
    const v = release(file);
    expect(v.id).toBe(c.date);
    expect(v.encoding).toBe(ENCODING[c.encoding]);
    expect(v.note).toBe(`Official release read from ${file} (${ENCODING[c.encoding]}).`);
    const numbered = v.paragraphs.filter((p) => p.kind !== "part").length;
    expect(Math.abs(numbered - c.paragraphs)).toBeLessThanOrEqual(c.paragraphs * 0.002);
    expect(Math.abs(v.glossary.length - c.glossary)).toBeLessThanOrEqual(c.glossary * 0.01);
    // Aim: exact. Any difference is a reading error of one side or the other.
    expect([numbered, v.glossary.length]).toEqual([c.paragraphs, c.glossary]);
  });

  it("every title, text, example and glossary entry is the file's own text, whitespace aside (a repaired text: its original)", () => {
    const missing: string[] = [];
    for (const c of COUNTS) {
      const { version, lines } = read.get(c.file)!;
      const { hay, at } = searchable(lines);
      const originals = new Map<number, string[]>();
      for (const p of version.problems) {
        if (p.kind === "repaired" && p.text !== undefined) originals.set(p.line, [...(originals.get(p.line) ?? []), p.text]);
      }
      /** A text is found at or after the line it starts on. */
      const check = (line: number, value: string) => {
        const candidates = [value, ...(originals.get(line) ?? []).filter((o) => repairQuestionMarkQuotes(o) === value)].map(collapse);
        if (candidates[0] === "") return;
        if (!candidates.some((t) => hay.indexOf(t, at[line - 1]) >= 0)) missing.push(`${c.file}:${line}: ${value.slice(0, 60)}`);
      };
      // A text's lines may sit apart in the file (a line after an example
      // returns to the paragraph), so each line is looked for on its own.
      const checkLines = (line: number, text: string) => {
        const whole = originals.get(line)?.find((o) => repairQuestionMarkQuotes(o) === text);
        for (const piece of (whole ?? text).split("\n")) check(line, piece);
      };
      for (const p of version.paragraphs) {
        check(p.line, p.title ?? "");
        checkLines(p.line, p.text);
        for (const e of p.examples) checkLines(p.line, e.text);
      }
      for (const g of version.glossary) {
        check(g.line, g.term);
        checkLines(g.line, g.text);
      }
    }
    expect(missing).toEqual([]);
  });

  it("no problem list runs away: each release reports fewer than 60 problems of a kind, repairs of 2008-05-01 aside", () => {
    for (const c of COUNTS) {
      const kinds = new Map<string, number>();
      for (const p of release(c.file).problems) kinds.set(p.kind, (kinds.get(p.kind) ?? 0) + 1);
      for (const [kind, n] of kinds) if (!(c.file === "2008-05-01.txt" && kind === "repaired")) expect([c.file, kind, n < 60]).toEqual([c.file, kind, true]);
    }
  });
});

describeWithCorpus("the quirks of single releases, read generically", () => {
  const one = (file: string) => read.get(file)?.version ?? readRelease(readFileSync(join(CORPUS_DIR, file)), file);

  it("2003-10-01 and 2004-02-01 (hard-wrapped): no false duplicates, cited numbers stay in their paragraph", () => {
    for (const file of ["2003-10-01.txt", "2004-02-01.txt"]) {
      const v = one(file);
      expect(v.problems.filter((p) => p.kind === "unplaced")).toEqual([]);
      expect(v.paragraphs.find((p) => p.number === "413.2d")!.text).toMatch(/See rule 103\.4\. If a player must make more than one choice at a time, he or she makes the choices in the order written/);
    }
    const v = one("2003-10-01.txt");
    expect(v.paragraphs.find((p) => p.number === "200.9c")!.text).toMatch(/See rule 419\.8 "Sources of Damage\."$/);
    expect(v.paragraphs.find((p) => p.number === "419.8")).toMatchObject({ title: "Sources of Damage", line: 2256 });
  });

  it("2009-07-11 (contents renumbered, body not yet): imports as 2009-07-11 from its '1. The Game'", () => {
    const v = one("2009-07-11.txt");
    expect(v.id).toBe("2009-07-11");
    expect(v.paragraphs[0]).toMatchObject({ number: "1", title: "The Game", line: 150 });
  });

  it("2013-02-01 (cut inside the glossary): imports with a truncated problem naming the line where it stops", () => {
    const v = one("2013-02-01.txt");
    expect(v.problems.filter((p) => p.kind === "truncated")).toEqual([
      {
        source: "2013-02-01.txt",
        line: 4609,
        kind: "truncated",
        message: 'the file stops at line 4609, inside the glossary: the term "Attack Multiple Players" has no definition and is not stored (truncated file?)',
        text: "Attack Multiple Players",
      },
    ]);
  });

  it("2003-03-15: the expansion-symbol table is one glossary entry", () => {
    const v = one("2003-03-15.txt");
    const entry = v.glossary.find((g) => g.term === "Expansion Symbol")!;
    expect(entry.text).toContain("Arabian Nights(r) [symbol]");
    expect(entry.text).toContain("Unglued(tm) [symbol]");
    expect(v.glossary.map((g) => g.term)).not.toContain("Expansions and Editions");
  });
});

describeWithCorpus("2008-05-01: quotes the source printed as '?', read back", () => {
  const texts = (v: ParsedVersion): ParagraphText[] =>
    v.paragraphs.map((p) => ({ number: p.number, kind: p.kind, title: p.title ?? null, text: p.text, examples: p.examples.map((e) => e.text), section: sectionOf(p.number), date: v.date }));
  const edited = (from: ParsedVersion, to: ParsedVersion) => matchVersions(texts(from), texts(to), { from: false, to: false }).pairs.filter((p) => p.edited).length;
  const version = (file: string) => read.get(file)?.version ?? readRelease(readFileSync(join(CORPUS_DIR, file)), file);

  it("keeps each original in a repaired problem, and texts no longer read 'doesn?t'", () => {
    const v = version("2008-05-01.txt");
    const repaired = v.problems.filter((p) => p.kind === "repaired" && p.text !== undefined);
    expect(repaired.length).toBeGreaterThan(1000);
    expect(repaired.every((p) => p.text!.includes("?"))).toBe(true);
    // Left as printed: addresses ("default.asp?x=") and signs after a name ("DCI? Floor Rules").
    const unread = v.paragraphs.filter((p) => /[a-z]\?[a-z]/i.test(p.text.replace(/\S*=\S*/g, "")));
    expect(unread.map((p) => p.number)).toEqual([]);
  });

  it("compares equal to its neighbours where the rules did not change: few edited pairs", () => {
    const v = version("2008-05-01.txt");
    // Measured: 34 edited pairs against 2008-02-01 (about 26 real rules edits,
    // 8 trademark signs "?" that cannot be read back), 86 against 2008-07-15
    // (which spells dashes "--" and italics "_Magic_"); with apostrophes and
    // quotes alone read back (no dashes), 136 and 146.
    expect(edited(version("2008-02-01.txt"), v)).toBeLessThanOrEqual(40);
    expect(edited(v, version("2008-07-15.txt"))).toBeLessThanOrEqual(95);
  });
});
