/**
 * src/rules/decode.ts: bytes to lines. UTF-16 LE/BE by their BOM, UTF-8
 * (with or without BOM) when the bytes are valid UTF-8, otherwise code page
 * 437, Mac Roman or Windows-1252 guessed by content and reported; lines split
 * on CRLF, CR or LF.
 */
import { describe, expect, it } from "vitest";
import { decode, isBinary } from "../../src/rules/decode";
import { corpusBytes, describeWithCorpus } from "../support/corpus";

const BOM = [0xef, 0xbb, 0xbf];
const bytes = (...parts: Array<string | number[]>): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p, "latin1")] : p)));

describe("UTF-8", () => {
  it("reads UTF-8 with a BOM and drops the BOM", () => {
    const d = decode(Uint8Array.from([...BOM, ...Buffer.from("Magic’s “rules” — 2026\nnext", "utf8")]));
    expect(d.encoding).toBe("utf-8-bom");
    expect(d.lines).toEqual(["Magic’s “rules” — 2026", "next"]);
    expect(d.problems).toEqual([]);
  });

  it("reads UTF-8 without a BOM", () => {
    const d = decode(Buffer.from("El-Hajjâj ∞ −1/−1", "utf8"));
    expect(d.encoding).toBe("utf-8");
    expect(d.lines).toEqual(["El-Hajjâj ∞ −1/−1"]);
    expect(d.problems).toEqual([]);
  });

  it("reads plain ASCII as UTF-8", () => {
    expect(decode(bytes("100.1. These Magic rules")).encoding).toBe("utf-8");
  });

  it("reads a lone BOM as one empty line", () => {
    const d = decode(Uint8Array.from(BOM));
    expect(d.encoding).toBe("utf-8-bom");
    expect(d.lines).toEqual([""]);
  });
});

const utf16 = (text: string, encoding: "utf16le" | "utf16be"): Uint8Array => {
  const le = Buffer.from(`\ufeff${text}`, "utf16le");
  return encoding === "utf16le" ? le : Uint8Array.from(le).map((_, i, a) => a[i ^ 1]);
};

describe("UTF-16 with a BOM", () => {
  it("reads little-endian and drops the BOM", () => {
    const d = decode(utf16("Magic’s “rules”\r\nEl-Hajjâj\rnext\nend", "utf16le"));
    expect(d.encoding).toBe("utf-16le");
    expect(d.lines).toEqual(["Magic’s “rules”", "El-Hajjâj", "next", "end"]);
    expect(d.problems).toEqual([]);
  });

  it("reads big-endian and drops the BOM", () => {
    const bytes16 = utf16("100.1. A “deck” — sixty\r\n", "utf16be");
    expect([...bytes16.subarray(0, 4)]).toEqual([0xfe, 0xff, 0x00, 0x31]);
    const d = decode(bytes16);
    expect(d.encoding).toBe("utf-16be");
    expect(d.lines).toEqual(["100.1. A “deck” — sixty", ""]);
  });
});

describe("code pages, guessed by content and reported", () => {
  it("Windows-1252: curly quotes 0x93/0x94, the em dash 0x97 and apostrophe 0x92", () => {
    const d = decode(bytes("He said ", [0x93], "hi", [0x94], " ", [0x97], " it", [0x92], "s done"));
    expect(d.encoding).toBe("windows-1252");
    expect(d.lines).toEqual(["He said “hi” — it’s done"]);
    expect(d.problems).toHaveLength(1);
    expect(d.problems[0]).toMatchObject({ line: 1, kind: "encoding" });
    expect(d.problems[0].message).toContain("guessed as windows-1252 from the 4 bytes above 0x7F");
    expect(d.problems[0].message).toContain('0x93 ×1 "“" (first at line 1, offset 8)');
  });

  it("Windows-1252: Latin-1 bytes above 0x9F read as themselves", () => {
    const d = decode(bytes("S", [0xe9], "ance ", [0x97], " ", [0xa9]));
    expect(d.encoding).toBe("windows-1252");
    expect(d.lines).toEqual(["Séance — ©"]);
  });

  it("code page 437: 0x83 in a card name is \"â\", not Windows-1252 \"ƒ\"; the problem names its line and offset", () => {
    const d = decode(bytes("line one\r\nline two\r\nEl-Hajj", [0x83], "j, Dand", [0x83], "n\r\n"));
    expect(d.encoding).toBe("cp437");
    expect(d.lines).toEqual(["line one", "line two", "El-Hajjâj, Dandân", ""]);
    expect(d.problems).toHaveLength(1);
    expect(d.problems[0]).toMatchObject({ line: 3, kind: "encoding" });
    expect(d.problems[0].message).toContain('0x83 ×2 "â" (first at line 3, offset 27)');
    expect(d.problems[0].message).toContain("(plausibility in rules text: windows-1252 -4, macintosh 2, cp437 4)");
  });

  it("Mac Roman: 0x89 is \"â\", 0xD0 an en dash and 0xAA the trademark sign", () => {
    const d = decode(bytes("El-Hajj", [0x89], "j\rrules 409.1a", [0xd0], "409.1h\rOdyssey", [0xaa], " block"));
    expect(d.encoding).toBe("macintosh");
    expect(d.lines).toEqual(["El-Hajjâj", "rules 409.1a–409.1h", "Odyssey™ block"]);
  });

  it("counts bare CR and LF lines when placing the problem", () => {
    expect(decode(bytes("a\rb\rc", [0x93])).problems[0].line).toBe(3);
    expect(decode(bytes("a\nb\n\n", [0x93])).problems[0].line).toBe(4);
    expect(decode(bytes("a\r\n", [0x93], "\r\n", [0x94])).problems.map((p) => p.line)).toEqual([2]);
  });

  it("never turns a UTF-8 BOM into text, even when the rest is not valid UTF-8", () => {
    const d = decode(bytes(BOM, "Magic ", [0x93], "x", [0x94]));
    expect(d.encoding).toBe("windows-1252");
    expect(d.lines[0]).toBe("Magic “x”");
    expect(d.problems[0].message).toContain("(first at line 1, offset 9)");
  });
});

describe("line endings", () => {
  it("splits on CRLF, bare CR and LF alike", () => {
    expect(decode(bytes("a\r\nb\rc\nd")).lines).toEqual(["a", "b", "c", "d"]);
  });

  it("keeps empty lines: CR CR is two line ends, CR LF is one", () => {
    expect(decode(bytes("a\r\rb")).lines).toEqual(["a", "", "b"]);
    expect(decode(bytes("a\r\n\r\nb")).lines).toEqual(["a", "", "b"]);
    expect(decode(bytes("a\n\rb")).lines).toEqual(["a", "", "b"]);
  });

  it("splits code page text the same way", () => {
    expect(decode(bytes("x", [0x97], "\ry\r\nz")).lines).toEqual(["x—", "y", "z"]);
  });

  it("gives a trailing empty line for a final line end", () => {
    expect(decode(bytes("a\r\n")).lines).toEqual(["a", ""]);
  });
});

describe("isBinary", () => {
  it("is true when the bytes hold a NUL", () => {
    expect(isBinary(bytes("PK", [0x03, 0x04, 0x00, 0x00]))).toBe(true);
    expect(isBinary(Uint8Array.from([0]))).toBe(true);
  });

  it("is false for text, including Windows-1252 and UTF-8 bytes, and for no bytes", () => {
    expect(isBinary(bytes("100.1. Rules text\r\n"))).toBe(false);
    expect(isBinary(bytes([0x93, 0x83, 0xff]))).toBe(false);
    expect(isBinary(Uint8Array.from([...BOM, 0x41]))).toBe(false);
    expect(isBinary(new Uint8Array(0))).toBe(false);
  });

  it("is false for UTF-16 with a BOM (its zero high bytes are not NULs), true for a NUL code unit in it", () => {
    expect(isBinary(utf16("Rules text\r\n", "utf16le"))).toBe(false);
    expect(isBinary(utf16("Rules text\r\n", "utf16be"))).toBe(false);
    expect(isBinary(utf16("Rules\u0000text", "utf16le"))).toBe(true);
    expect(isBinary(Uint8Array.from([0x00, 0x41, 0x00, 0x42]))).toBe(true);
  });
});

describeWithCorpus("the official releases shipped in rules/releases (SOURCES.md)", () => {
  it.each([
    ["cr-2026-01-16.txt", "utf-8-bom", 9258],
    ["cr-2025-02-07.txt", "utf-8-bom", 8992],
    ["cr-2008-10-01.txt", "utf-8", 4262],
    ["cr-2007-05-01.txt", "cp437", 3960],
  ] as const)("%s decodes as %s into %i logical lines", (file, encoding, lines) => {
    const d = decode(corpusBytes(file));
    expect(d.encoding).toBe(encoding);
    expect(d.lines).toHaveLength(lines);
    expect(d.lines[0]).toBe("Magic: The Gathering Comprehensive Rules");
  });

  it("cr-2007-05-01.txt: the one 0x83 byte (offset 334013) is reported at line 2883 and read as El-Hajjâj", () => {
    const d = decode(corpusBytes("cr-2007-05-01.txt"));
    expect(d.problems).toHaveLength(1);
    expect(d.problems[0]).toMatchObject({ line: 2883, kind: "encoding" });
    expect(d.problems[0].message).toContain('0x83 ×1 "â" (first at line 2883, offset 334013)');
    expect(d.lines[2882]).toContain("El-Hajjâj,");
  });
});
