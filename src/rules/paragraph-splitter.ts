/**
 * Finds where one numbered paragraph ends and the next begins inside a single
 * line of text, for sources that ran paragraphs together (the seed fragments
 * print "407.1. ... Effects.\") 407.2. An effect ..." and
 * "408.1. Timing, Priority, and the Stack 408.1a Spells ...").
 *
 * A number inside a line starts a new paragraph only if it reads as one: it
 * comes after the end of a sentence (or right after a heading title when it
 * is that heading's first subrule), it is not introduced by "rule", "rules",
 * "see" or "and", it is followed by a capital letter, and it comes later in
 * document order than the paragraph being read, within the same section.
 * So "See rule 418.5, ..." and "(See rule 405.2.) Example: ..." are never
 * taken for paragraphs. "Example:" after a sentence end starts an example.
 */
import { compareNumbers, parentNumber, parseNumber, sectionOf } from "./numbers";

export type Piece =
  | { type: "paragraph"; number: string; title?: string; text: string; typo?: string }
  | { type: "example"; text: string }
  | { type: "text"; text: string };

/** A numbered line: "402.8e text", "403.1. text", "403. Title", "606. 8b text". */
const LEADING = /^(\d{3})(?:\.(\d{1,3})([a-z])?(\.)?|\.)(?= |$)\s*/;
/** The 2007-05-01 release prints "606. 8b" for 606.8b. */
const SPLIT_NUMBER = /^(\d{3})\. (\d{1,3})([a-z])\s+(?=[A-Z])/;
const EMBEDDED = /(\d{3}\.\d{1,3}[a-z]?)\.?\s+(?=[A-Z"\u201c])|Example:\s*/g;
const SENTENCE_END = /[.)"\u201d:!?]$/;
const CITATION_WORD = /\b(?:rules?|see|and|or|through|to)\s*\(?$/i;

/** Text that ends in "see rule", "rules", "and", ...: a number after it is cited, not a paragraph. */
export function endsWithCitationWord(text: string): boolean {
  return CITATION_WORD.test(text.trimEnd());
}

export interface LeadingNumber {
  number: string;
  hasDot: boolean;
  rest: string;
  typo?: string;
}

/** The number a line starts with, if it starts with one. */
export function leadingNumber(line: string): LeadingNumber | null {
  const split = SPLIT_NUMBER.exec(line);
  // Only numbers of the grammar (numbers.ts) lead a paragraph: "000." or "100.8l" is text.
  if (split) {
    const number = `${split[1]}.${split[2]}${split[3]}`;
    return parseNumber(number) ? { number, hasDot: false, rest: line.slice(split[0].length), typo: `"${split[0].trim()}" read as ${number}` } : null;
  }
  const m = LEADING.exec(line);
  if (!m) return null;
  if (m[2] === undefined) return parseNumber(m[1]) ? { number: m[1], hasDot: true, rest: line.slice(m[0].length) } : null;
  const number = `${m[1]}.${Number(m[2])}${m[3] ?? ""}`;
  const hasDot = m[4] !== undefined;
  let typo: string | undefined;
  if (!m[3] && !hasDot) typo = `rule number "${number}" without its closing dot`;
  if (m[3] && hasDot) typo = `subrule number "${number}." with a dot`;
  return parseNumber(number) ? { number, hasDot, rest: line.slice(m[0].length), typo } : null;
}

/**
 * Splits the text that follows `current`'s number into that paragraph's own
 * text and any paragraphs and examples run on after it.
 */
export function splitRunOn(current: string, text: string): Piece[] {
  const pieces: Piece[] = [];
  let head: Piece = { type: "paragraph", number: current, text: "" };
  let last = current;
  let from = 0;
  EMBEDDED.lastIndex = 0;
  for (let m = EMBEDDED.exec(text); m; m = EMBEDDED.exec(text)) {
    if (m.index === 0) continue;
    const before = text.slice(from, m.index).trimEnd();
    const isExample = m[0].startsWith("Example");
    let titled = false;
    if (isExample) {
      if (!SENTENCE_END.test(before)) continue;
    } else {
      const n = m[1];
      if (!parseNumber(n) || compareNumbers(n, last) <= 0 || sectionOf(n) !== sectionOf(last)) continue;
      if (CITATION_WORD.test(before)) continue;
      titled = parentNumber(n) === last && !SENTENCE_END.test(before) && from === 0;
      if (!SENTENCE_END.test(before) && !titled) continue;
    }
    close(head, before, titled);
    pieces.push(head);
    if (isExample) {
      head = { type: "example", text: "" };
    } else {
      head = { type: "paragraph", number: m[1], text: "" };
      last = m[1];
    }
    from = m.index + m[0].length;
  }
  close(head, text.slice(from).trimEnd(), false);
  pieces.push(head);
  return pieces;
}

function close(piece: Piece, text: string, titled: boolean): void {
  if (piece.type === "paragraph" && titled) piece.title = text;
  else piece.text = text;
}

/**
 * A rule printed as a heading ("408.1. Timing, Priority, and the Stack") has
 * a title and no text: a few words without sentence punctuation.
 */
export function looksLikeTitle(text: string): boolean {
  return text.length > 0 && text.length <= 80 && !SENTENCE_END.test(text) && text.split(/\s+/).length <= 10 && /^[A-Z]/.test(text);
}
