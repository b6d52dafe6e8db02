/**
 * Cross-references inside rules text: "See rule 418.5", "(see rule 502.45,
 * “Enchant”)", "rules 306-311 and rule 500", "409.1a-409.1h", "rules
 * 409.1b-i", "section 6". A reference names one or more paragraph numbers;
 * a range names every number in it (subrule letters skip l and o).
 *
 * Contract: `findRefs` returns each citation as written with the numbers it
 * names, in text order, without the citing paragraph's own number. A bare
 * three-digit number counts only after "rule"/"rules" ("rule 500"), so
 * "100 cards" is never a reference; a dotted number ("409.1a") always is.
 */
import { expandRange, parseNumber } from "./numbers";

export interface Citation {
  cited: string;
  numbers: string[];
}

const DOTTED = /\b(\d{3}\.\d{1,3}[a-z]?)(?:\s?[-\u2013]\s?(\d{3}\.\d{1,3}[a-z]?|[a-z])\b)?/g;
const SECTION = /\b(rules?|sections?)\s+(\d{1,3})(?:\s?[-\u2013]\s?(\d{3}))?\b(?!\.\d)/gi;

export function findRefs(text: string, own?: string): Citation[] {
  const found: Array<Citation & { at: number }> = [];
  for (const m of text.matchAll(DOTTED)) {
    const numbers = m[2] ? expandRange(m[1], m[2]) : parseNumber(m[1]) ? [parseNumber(m[1])!.canonical] : [];
    if (numbers.length) found.push({ cited: m[0], numbers, at: m.index! });
  }
  for (const m of text.matchAll(SECTION)) {
    const isPart = m[1].toLowerCase().startsWith("section");
    const start = m[2];
    if (isPart ? start.length !== 1 : start.length !== 3) continue;
    const numbers = m[3] ? expandRange(start, m[3]) : parseNumber(start) ? [parseNumber(start)!.canonical] : [];
    if (numbers.length) found.push({ cited: m[0].slice(m[1].length).trim(), numbers, at: m.index! });
  }
  return found
    .sort((a, b) => a.at - b.at)
    .map(({ cited, numbers }) => ({ cited, numbers: numbers.filter((n) => n !== own) }))
    .filter((c) => c.numbers.length > 0);
}
