/**
 * Bytes to lines. The official releases came in every encoding a text file
 * can have (../shared/corpus/SOURCES.md): UTF-16 LE and BE with a BOM, UTF-8
 * with and without a BOM, and, for the files that are neither, one of three
 * code pages: DOS code page 437, Mac Roman and Windows-1252. Lines split on
 * CRLF, CR or LF.
 *
 * A BOM decides; valid UTF-8 is UTF-8. Otherwise the code page is guessed by
 * content: each candidate reads the bytes above 0x7F, and each character it
 * yields is scored by how plausible it is in rules text (typographic quotes
 * and dashes, the accented letters of card names such as El-Hajjâj, versus
 * box drawing, control characters or "ƒ"). The best score wins and the guess
 * is reported with its evidence, never silently.
 *
 * Limits: a code page is chosen for the whole file; a file mixing two is read
 * with the one most of its bytes fit. A file with NUL bytes (NUL code units
 * in UTF-16) is binary and refused by the caller.
 */
import iconv from "iconv-lite";
import type { Problem } from "../types";

export type Encoding = "utf-16le" | "utf-16be" | "utf-8" | "utf-8-bom" | "cp437" | "macintosh" | "windows-1252";

export interface DecodedText {
  lines: string[];
  encoding: Encoding;
  problems: Problem[];
}

type CodePage = Extract<Encoding, "cp437" | "macintosh" | "windows-1252">;

/** Candidates in order of preference when two score the same. */
const CODE_PAGES: CodePage[] = ["windows-1252", "macintosh", "cp437"];

/** Punctuation the rules print (every one occurs in the UTF-8 releases). */
const RULES_PUNCTUATION = "’‘“”—–™®©•…−∞°";
/** Accented letters of card names the rules print (El-Hajjâj, Dandân, Ghazbán, Junún, Lim-Dûl, Jötun, Séance, Æther). */
const NAME_LETTERS = "áâàéíòóöúûÆæ";
/** Any other Latin letter of the Latin-1 range (À-ÿ without × and ÷). */
const LATIN_LETTER = /^[À-ÖØ-öø-ÿ]$/;

/** Score of one decoded character: data, not branches, decide. */
const WEIGHTS: Array<{ test: (c: string) => boolean; weight: number }> = [
  { test: (c) => RULES_PUNCTUATION.includes(c), weight: 3 },
  { test: (c) => NAME_LETTERS.includes(c), weight: 2 },
  { test: (c) => LATIN_LETTER.test(c), weight: 1 },
  { test: () => true, weight: -2 },
];

const BOMS: Array<{ bytes: number[]; encoding: Encoding }> = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: "utf-8-bom" },
  { bytes: [0xff, 0xfe], encoding: "utf-16le" },
  { bytes: [0xfe, 0xff], encoding: "utf-16be" },
];

function bomOf(bytes: Uint8Array): (typeof BOMS)[number] | undefined {
  return BOMS.find((b) => b.bytes.every((x, i) => bytes[i] === x));
}

/** True for NUL bytes, or NUL code units in a file with a UTF-16 BOM. */
export function isBinary(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 65536);
  const bom = bomOf(bytes);
  if (bom && bom.encoding.startsWith("utf-16")) {
    for (let i = 2; i + 1 < n; i += 2) if (bytes[i] === 0 && bytes[i + 1] === 0) return true;
    return false;
  }
  for (let i = 0; i < n; i++) if (bytes[i] === 0) return true;
  return false;
}

export function decode(bytes: Uint8Array): DecodedText {
  const bom = bomOf(bytes);
  const body = Buffer.from(bytes.buffer, bytes.byteOffset + (bom?.bytes.length ?? 0), bytes.length - (bom?.bytes.length ?? 0));
  if (bom && bom.encoding !== "utf-8-bom") return result(iconv.decode(body, bom.encoding, { stripBOM: false }), bom.encoding, []);
  try {
    return result(new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(body), bom ? "utf-8-bom" : "utf-8", []);
  } catch {
    const guess = guessCodePage(body, bom?.bytes.length ?? 0);
    return result(iconv.decode(body, guess.encoding), guess.encoding, [guess.problem]);
  }
}

function result(text: string, encoding: Encoding, problems: Problem[]): DecodedText {
  return { lines: text.split(/\r\n|\r|\n/), encoding, problems };
}

interface HighByte {
  byte: number;
  count: number;
  line: number;
  offset: number;
}

function guessCodePage(bytes: Buffer, skipped: number): { encoding: CodePage; problem: Problem } {
  const high = highBytes(bytes, skipped);
  const scored = CODE_PAGES.map((encoding) => {
    const chars = high.map((h) => iconv.decode(Buffer.from([h.byte]), encoding));
    const score = high.reduce((sum, h, i) => sum + h.count * WEIGHTS.find((w) => w.test(chars[i]))!.weight, 0);
    return { encoding, chars, score };
  });
  const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
  const total = high.reduce((n, h) => n + h.count, 0);
  const evidence = high
    .slice(0, 12)
    .map((h, i) => `${hex(h.byte)} ×${h.count} "${best.chars[i]}" (first at line ${h.line}, offset ${h.offset})`)
    .join(", ");
  const more = high.length > 12 ? `, and ${high.length - 12} more` : "";
  const scores = scored.map((s) => `${s.encoding} ${s.score}`).join(", ");
  return {
    encoding: best.encoding,
    problem: {
      line: high[0]?.line ?? 1,
      kind: "encoding",
      message: `not UTF-8 and no BOM: code page guessed as ${best.encoding} from the ${total} bytes above 0x7F (plausibility in rules text: ${scores}): ${evidence}${more}`,
    },
  };
}

/** Each distinct byte above 0x7F with its count and first place (offset in the file), in byte order. */
function highBytes(bytes: Buffer, skipped: number): HighByte[] {
  const found = new Map<number, HighByte>();
  let line = 1;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === 0x0a || (b === 0x0d && bytes[i + 1] !== 0x0a)) line++;
    if (b < 0x80) continue;
    const h = found.get(b);
    if (h) h.count++;
    else found.set(b, { byte: b, count: 1, line, offset: skipped + i });
  }
  return [...found.values()].sort((a, b) => a.byte - b.byte);
}

function hex(b: number): string {
  return `0x${b.toString(16).toUpperCase().padStart(2, "0")}`;
}
