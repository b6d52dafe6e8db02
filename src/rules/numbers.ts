/**
 * The grammar of CR paragraph numbers: parts ("4"), sections ("402"), rules
 * ("402.8") and subrules ("402.8e"). Subrule letters skip "l" and "o" so they
 * cannot be mistaken for 1 and 0 (every release from 2003 on does this).
 *
 * Contract: `parseNumber` accepts what a user types ("402.8e", "402.8.",
 * "402.8E") and returns the canonical form, or null when the text is not a
 * number; `compareNumbers` sorts in document order; `expandRange` turns a
 * citation range such as "409.1a-i" or "306-311" into the numbers it names.
 */
import type { ParagraphKind } from "../types";

/** Subrule letters in order: a-z without l and o. */
export const SUBRULE_LETTERS = "abcdefghijkmnpqrstuvwxyz".split("");

export interface ParsedNumber {
  canonical: string;
  kind: ParagraphKind;
  section: number | null;
  rule: number | null;
  letter: string | null;
}

const NUMBER = /^(?:(\d)|(\d{3})(?:\.(\d{1,3})([a-z])?)?)\.?$/;

export function parseNumber(input: string): ParsedNumber | null {
  const m = NUMBER.exec(input.trim().toLowerCase());
  if (!m) return null;
  if (m[1] !== undefined) {
    if (m[1] === "0") return null;
    return { canonical: m[1], kind: "part", section: null, rule: null, letter: null };
  }
  const section = Number(m[2]);
  if (section < 100) return null;
  if (m[3] === undefined) {
    return { canonical: m[2], kind: "section", section, rule: null, letter: null };
  }
  const rule = Number(m[3]);
  const letter = m[4] ?? null;
  if (letter !== null && !SUBRULE_LETTERS.includes(letter)) return null;
  const canonical = `${m[2]}.${rule}${letter ?? ""}`;
  return { canonical, kind: letter ? "subrule" : "rule", section, rule, letter };
}

/** The number one level up: 402.8e -> 402.8 -> 402 -> 4 -> null. */
export function parentNumber(number: string): string | null {
  const p = parseNumber(number);
  if (!p) return null;
  switch (p.kind) {
    case "subrule":
      return `${p.section}.${p.rule}`;
    case "rule":
      return String(p.section);
    case "section":
      return String(p.section).charAt(0);
    case "part":
      return null;
  }
}

/** The section a number belongs to ("402" for "402.8e"), null for a part. */
export function sectionOf(number: string): string | null {
  const p = parseNumber(number);
  return p && p.section !== null ? String(p.section) : null;
}

function sortKey(number: string): number[] {
  const p = parseNumber(number);
  if (!p) return [Number.MAX_SAFE_INTEGER];
  // A part sorts just before its first section (4 before 400).
  if (p.kind === "part") return [Number(p.canonical) * 100 - 0.5, -1, -1];
  return [p.section!, p.rule ?? -1, p.letter ? SUBRULE_LETTERS.indexOf(p.letter) : -1];
}

function compareKeys(ka: number[], kb: number[]): number {
  for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
    const d = (ka[i] ?? -1) - (kb[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

export function compareNumbers(a: string, b: string): number {
  return compareKeys(sortKey(a), sortKey(b));
}

/** `numbers` in rule order, a new array; each number is parsed once, not once per comparison (the archive has tens of thousands). */
export function sortNumbers(numbers: Iterable<string>): string[] {
  return [...numbers].map((n) => ({ n, key: sortKey(n) })).sort((a, b) => compareKeys(a.key, b.key)).map((e) => e.n);
}

/**
 * The numbers a range citation names. Accepts "409.1a-i", "409.1a-409.1h",
 * "409.1b-i", "306-311" and "702.19-702.21"; anything else yields [start]
 * when start is a number, or [] when it is not.
 */
export function expandRange(start: string, end: string): string[] {
  const a = parseNumber(start);
  if (!a) return [];
  const endIsLetter = /^[a-z]$/i.test(end);
  const b = endIsLetter ? null : parseNumber(end);
  if (a.kind === "subrule" && (endIsLetter || (b && b.kind === "subrule" && b.section === a.section && b.rule === a.rule))) {
    const last = endIsLetter ? end.toLowerCase() : b!.letter!;
    const from = SUBRULE_LETTERS.indexOf(a.letter!);
    const to = SUBRULE_LETTERS.indexOf(last);
    if (to < from) return [a.canonical];
    return SUBRULE_LETTERS.slice(from, to + 1).map((l) => `${a.section}.${a.rule}${l}`);
  }
  if (a.kind === "section" && b && b.kind === "section" && b.section! >= a.section!) {
    const out: string[] = [];
    for (let s = a.section!; s <= b.section! && out.length < 100; s++) out.push(String(s));
    return out;
  }
  if (a.kind === "rule" && b && b.kind === "rule" && b.section === a.section && b.rule! >= a.rule!) {
    const out: string[] = [];
    for (let r = a.rule!; r <= b.rule! && out.length < 100; r++) out.push(`${a.section}.${r}`);
    return out;
  }
  return b ? [a.canonical, b.canonical] : [a.canonical];
}
