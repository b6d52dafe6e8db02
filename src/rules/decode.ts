/**
 * Bytes to lines. CR releases came as UTF-8 with a BOM, plain ASCII, and
 * Windows-1252, with CRLF, bare CR or mixed line endings (see
 * ../shared/corpus/SOURCES.md). We read UTF-8 when the bytes are valid UTF-8
 * and Windows-1252 otherwise, and split on CRLF, CR or LF.
 *
 * Limits: a byte that Windows-1252 reads as a symbol no rules text uses (0x83
 * "ƒ" in the 2007-05-01 release, a DOS code page 437 "â" in a name) is read
 * with the code page 437 meaning from BYTE_GUESSES and reported, never
 * silently. A file with NUL bytes is binary and refused by the caller.
 */
import type { Problem } from "../types";

/** Bytes whose Windows-1252 reading is implausible in rules text. */
const BYTE_GUESSES: Record<number, { char: string; why: string }> = {
  0x83: { char: "â", why: "0x83 is \"ƒ\" in Windows-1252 but \"â\" in DOS code page 437" },
};

/** Windows-1252 bytes 0x80-0x9F; the rest of the byte range is Latin-1. */
const CP1252_HIGH =
  "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

export interface DecodedText {
  lines: string[];
  encoding: "utf-8" | "utf-8-bom" | "windows-1252";
  problems: Problem[];
}

export function isBinary(bytes: Uint8Array): boolean {
  const n = Math.min(bytes.length, 65536);
  for (let i = 0; i < n; i++) if (bytes[i] === 0) return true;
  return false;
}

export function decode(bytes: Uint8Array): DecodedText {
  const problems: Problem[] = [];
  let encoding: DecodedText["encoding"];
  let text: string;
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(hasBom ? bytes.subarray(3) : bytes);
    encoding = hasBom ? "utf-8-bom" : "utf-8";
  } catch {
    encoding = "windows-1252";
    text = decodeWindows1252(hasBom ? bytes.subarray(3) : bytes, problems);
  }
  return { lines: text.split(/\r\n|\r|\n/), encoding, problems };
}

function decodeWindows1252(bytes: Uint8Array, problems: Problem[]): string {
  let out = "";
  let line = 1;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === 0x0a || (b === 0x0d && bytes[i + 1] !== 0x0a)) line++;
    const guess = BYTE_GUESSES[b];
    if (guess) {
      problems.push({ line, kind: "encoding", message: `byte ${hex(b)} at offset ${i} read as "${guess.char}": ${guess.why}` });
      out += guess.char;
    } else if (b >= 0x80 && b <= 0x9f) {
      out += CP1252_HIGH[b - 0x80];
    } else {
      out += String.fromCharCode(b);
    }
  }
  return out;
}

function hex(b: number): string {
  return `0x${b.toString(16).toUpperCase().padStart(2, "0")}`;
}
