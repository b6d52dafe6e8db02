/**
 * src/rules/decode.ts: bytes to lines. UTF-8 (with or without BOM) when the
 * bytes are valid UTF-8, Windows-1252 otherwise, with the 0x83 byte of the
 * 2007 release read as code page 437 "â" and reported; lines split on CRLF,
 * CR or LF.
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

describe("Windows-1252 fallback", () => {
  it("reads curly quotes 0x93/0x94, the em dash 0x97 and apostrophe 0x92", () => {
    const d = decode(bytes("He said ", [0x93], "hi", [0x94], " ", [0x97], " it", [0x92], "s done"));
    expect(d.encoding).toBe("windows-1252");
    expect(d.lines).toEqual(["He said “hi” — it’s done"]);
    expect(d.problems).toEqual([]);
  });

  it("reads Latin-1 bytes above 0x9F as themselves", () => {
    const d = decode(bytes("caf", [0xe9], " ", [0x97], " ", [0xa9]));
    expect(d.lines).toEqual(["café — ©"]);
  });

  it("reads 0x83 as \"â\" and reports it with its line and offset (CRLF lines)", () => {
    const d = decode(bytes("line one\r\nline two\r\nEl-Hajj", [0x83], "j\r\n"));
    expect(d.encoding).toBe("windows-1252");
    expect(d.lines).toEqual(["line one", "line two", "El-Hajjâj", ""]);
    expect(d.problems).toHaveLength(1);
    expect(d.problems[0]).toMatchObject({ line: 3, kind: "encoding" });
    expect(d.problems[0].message).toContain("0x83");
    expect(d.problems[0].message).toContain("offset 27");
    expect(d.problems[0].message).toContain("â");
  });

  it("counts bare CR and LF lines when placing the 0x83 problem", () => {
    expect(decode(bytes("a\rb\rc", [0x83])).problems[0].line).toBe(3);
    expect(decode(bytes("a\nb\n\n", [0x83])).problems[0].line).toBe(4);
    expect(decode(bytes([0x83], "\r\n", [0x83])).problems.map((p) => p.line)).toEqual([1, 2]);
  });

  // BUG (src/rules/decode.ts decode): the BOM is only stripped on the UTF-8
  // path. A file that starts with a UTF-8 BOM but holds one invalid byte falls
  // back to Windows-1252 with the BOM decoded as the text "ï»¿".
  it("never turns a UTF-8 BOM into text, even when the rest is not valid UTF-8", () => {
    const d = decode(bytes(BOM, "Magic ", [0x93], "x", [0x94]));
    expect(d.encoding).toBe("windows-1252");
    expect(d.lines[0]).toBe("Magic “x”");
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

  it("splits Windows-1252 text the same way", () => {
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
});

describeWithCorpus("the official releases shipped in rules/releases (SOURCES.md)", () => {
  it.each([
    ["cr-2026-01-16.txt", "utf-8-bom", 9258],
    ["cr-2025-02-07.txt", "utf-8-bom", 8992],
    ["cr-2008-10-01.txt", "utf-8", 4262],
    ["cr-2007-05-01.txt", "windows-1252", 3960],
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
    expect(d.problems[0].message).toContain("offset 334013");
    expect(d.lines[2882]).toContain("El-Hajjâj,");
  });
});
