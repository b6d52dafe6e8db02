/**
 * src/rules/release.ts: one official CR release file as `crkb import` reads
 * it. Bad bytes (empty, over-size, binary, not a CR, cut short) are refused
 * with a bad-input CrkbError (400 / exit 2) whose message names the file and,
 * where there is one, the line.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CrkbError } from "../../src/errors";
import { MAX_ENTRY_CHARS, MAX_RELEASE_BYTES, readRelease } from "../../src/rules/release";
import { miniCr } from "../support/mini-cr";
import { describeWithCorpus, release } from "../support/corpus";

const TINY = [
  "Magic: The Gathering Comprehensive Rules",
  "",
  "These rules are effective as of March 3, 2009.",
  "",
  "Contents",
  "",
  "1. The Game",
  "100. General",
  "101. Deck",
  "Glossary",
  "Credits",
  "",
  "1. The Game",
  "",
  "100. General",
  "",
  "100.1. These Magic rules apply to any \x93Magic\x94 game.",
  "",
  "101. Deck",
  "",
  "101.1. A deck has sixty cards \x97 or more.",
  "",
  "Glossary",
  "",
  "Active Player",
  "The player whose turn it is.",
  "",
  "Credits",
  "Someone",
].join("\r\n");
/** The tiny release as Windows-1252 bytes (0x93/0x94 quotes, 0x97 dash). */
const tinyBytes = () => Buffer.from(TINY, "latin1");

function refusal(bytes: Uint8Array, file: string): CrkbError {
  try {
    readRelease(bytes, file);
  } catch (e) {
    expect(e).toBeInstanceOf(CrkbError);
    return e as CrkbError;
  }
  throw new Error(`readRelease accepted ${file}`);
}

describe("refused files", () => {
  it("empty bytes: bad_input, 400, exit 2, naming the file (base name only)", () => {
    const e = refusal(new Uint8Array(0), "/tmp/somewhere/cr-empty.txt");
    expect(e).toMatchObject({ name: "CrkbError", code: "bad_input", status: 400, exitCode: 2, message: "cr-empty.txt: the file is empty" });
  });

  it("only blank lines: the file is empty", () => {
    expect(refusal(Buffer.from("\r\n  \r\n"), "blank.txt").message).toBe("blank.txt: the file is empty");
  });

  it("binary bytes (a NUL)", () => {
    const e = refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x41]), "rules.zip");
    expect(e).toMatchObject({ code: "bad_input", status: 400, message: "rules.zip: a binary file (it contains NUL bytes), not a CR text file" });
  });

  it("a text that is not a CR", () => {
    const e = refusal(Buffer.from("Shopping list\neggs\nmilk\n"), "notes.txt");
    expect(e).toMatchObject({ code: "bad_input", status: 400 });
    expect(e.message).toBe('notes.txt: not a Comprehensive Rules release: no "effective as of <date>" line (read 4 lines)');
  });

  it("a buffer over the size limit, before it is scanned or decoded", () => {
    const e = refusal(Buffer.alloc(MAX_RELEASE_BYTES + 1), "huge.txt");
    expect(e).toMatchObject({ code: "bad_input", status: 400, exitCode: 2 });
    expect(e.message).toBe(`huge.txt: ${MAX_RELEASE_BYTES + 1} bytes is larger than any CR release (limit ${MAX_RELEASE_BYTES})`);
    expect(MAX_RELEASE_BYTES).toBe(16 * 1024 * 1024);
  });

  it("a release cut short, naming the line where the rules stop", () => {
    const cut = Buffer.from(TINY.split("\r\n").slice(0, 18).join("\r\n"), "latin1");
    expect(refusal(cut, "cut.txt").message).toBe(
      'cut.txt: line 17: the rules stop early: section 101 "Deck", listed in the contents at line 9, never appears (truncated file?)',
    );
  });
});

describe("any bytes: a release, or a clear bad-input error", () => {
  it("the tiny release as UTF-16 LE and BE with a BOM (not binary)", () => {
    const le = Buffer.from(`\ufeff${TINY.replace(/\x93|\x94/g, '"').replace(/\x97/g, "—")}`, "utf16le");
    const be = Uint8Array.from(le).map((_, i, a) => a[i ^ 1]);
    for (const [bytes, encoding] of [[le, "utf-16le"], [be, "utf-16be"]] as const) {
      const v = readRelease(bytes, "tiny16.txt");
      expect(v).toMatchObject({ id: "2009-03-03", encoding });
      expect(v.paragraphs.map((p) => p.number)).toEqual(["1", "100", "100.1", "101", "101.1"]);
    }
  });

  it("arbitrary bytes without NULs are refused as not a CR", () => {
    let seed = 7;
    const noise = Uint8Array.from({ length: 4096 }, () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % 255) + 1);
    expect(refusal(noise, "noise.bin")).toMatchObject({ code: "bad_input", status: 400 });
    expect(refusal(noise, "noise.bin").message).toMatch(/^noise\.bin: not a Comprehensive Rules release/);
  });

  it("a release that prints one number 10,000 times imports with a bounded problem list", () => {
    const lines = TINY.split("\r\n");
    const body = [...lines.slice(0, 17), ...Array.from({ length: 10_000 }, () => "100.1. Again."), ...lines.slice(17)];
    const v = readRelease(Buffer.from(body.join("\r\n"), "latin1"), "repeat.txt");
    expect(v.paragraphs.map((p) => p.number)).toEqual(["1", "100", "100.1", "101", "101.1"]);
    const dup = v.problems.filter((p) => p.kind === "unplaced");
    expect(dup.length).toBeLessThan(60);
    expect(dup.at(-1)!.message).toMatch(/^\d+ more problems of this kind \(unplaced\)/);
  });
});

describe("an accepted file", () => {
  const v = readRelease(tinyBytes(), "/data/tiny.txt");

  it("becomes a full release whose id is its effective date", () => {
    expect(v).toMatchObject({ id: "2009-03-03", date: "2009-03-03", kind: "release", partial: false, title: "Magic: The Gathering Comprehensive Rules" });
    expect(v.note).toBe("Official release read from tiny.txt (windows-1252).");
  });

  it("names its source with the sha256 of the bytes", () => {
    expect(v.sources).toEqual([{ file: "tiny.txt", format: "cr-release", sha256: createHash("sha256").update(tinyBytes()).digest("hex") }]);
  });

  it("decodes Windows-1252 punctuation into the paragraph texts", () => {
    expect(v.paragraphs.map((p) => p.number)).toEqual(["1", "100", "100.1", "101", "101.1"]);
    expect(v.paragraphs[2].text).toBe("These Magic rules apply to any “Magic” game.");
    expect(v.paragraphs[4].text).toBe("A deck has sixty cards — or more.");
    expect(v.glossary.map((g) => g.term)).toEqual(["Active Player"]);
    expect(v.witnesses).toEqual([]);
  });

  it("tags every problem with the file it came from", () => {
    expect(v.encoding).toBe("windows-1252");
    expect(v.problems).toEqual([
      { source: "tiny.txt", line: 17, kind: "encoding", message: expect.stringContaining("code page guessed as windows-1252 from the 3 bytes above 0x7F") },
      { source: "tiny.txt", line: 1, kind: "skipped", message: "front matter, lines 1-12 (title, date, introduction, contents)" },
      { source: "tiny.txt", line: 28, kind: "skipped", message: "credits and contact details, lines 28-29" },
    ]);
  });
});

describeWithCorpus("the official releases shipped in rules/releases", () => {
  it("cr-2026-01-16.txt: id 2026-01-16, UTF-8 with BOM, the sha256 SOURCES.md records", () => {
    const v = release("cr-2026-01-16.txt");
    expect(v.id).toBe("2026-01-16");
    expect(v.note).toBe("Official release read from cr-2026-01-16.txt (utf-8-bom).");
    expect(v.sources[0].sha256).toBe("abe9528405163b2a296b2b75b713814907e2bb51bbe3ffbbafabe7da01b7f7b5");
    expect(v.paragraphs.filter((p) => p.kind !== "part")).toHaveLength(3260);
  });

  it("cr-2007-05-01.txt: decoded as code page 437, the 0x83 byte reported at line 2883 as a problem of that file", () => {
    const v = release("cr-2007-05-01.txt");
    expect(v.id).toBe("2007-05-01");
    expect(v.note).toBe("Official release read from cr-2007-05-01.txt (cp437).");
    expect(v.encoding).toBe("cp437");
    expect(v.sources[0].sha256).toBe("4216a5acfac2b237d3447f517e817bd1eadb26b6ce968393dd33bb0b9abb0d11");
    const enc = v.problems.filter((p) => p.kind === "encoding");
    expect(enc).toHaveLength(1);
    expect(enc[0]).toMatchObject({ source: "cr-2007-05-01.txt", line: 2883 });
    expect(enc[0].message).toContain("0x83");
  });

  it("cr-2008-10-01.txt and cr-2025-02-07.txt: ids are their dates", () => {
    expect(release("cr-2008-10-01.txt")).toMatchObject({ id: "2008-10-01", note: "Official release read from cr-2008-10-01.txt (utf-8)." });
    expect(release("cr-2025-02-07.txt").id).toBe("2025-02-07");
  });
});

describe("a paragraph longer than any CR paragraph (issue 11: a 200k-word paragraph slowed every search)", () => {
  it("is refused, naming the line and the paragraph, and nothing is imported", () => {
    const huge = `${"word ".repeat(200_000)}end.`;
    expect(() => readRelease(Buffer.from(miniCr({ rule1001: huge })), "huge.txt")).toThrow(/^huge\.txt: line \d+: paragraph 100\.1 is 1000004 characters long, more than any CR paragraph \(limit 50000\)/);
  });

  it("one just under the limit is read", () => {
    const long = `${"w".repeat(MAX_ENTRY_CHARS - 10)}.`;
    expect(readRelease(Buffer.from(miniCr({ rule1001: long })), "long.txt").paragraphs.find((p) => p.number === "100.1")!.text).toBe(long);
  });
});
