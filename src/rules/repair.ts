/**
 * Repairs for the plain-text seed fragments, whose copy went through a tool
 * that turned every apostrophe and curly quote into a straight double quote
 * (`object"s`, `"intervening "if" clause"`) and every "ss" into ".s.s"
 * (`pa.s.s`, `a.s.signed`, `a.s.sociated`).
 *
 * Quotes are rebuilt with a small state machine: a quote between two
 * non-spaces is an apostrophe; one after a space opens a quotation (single
 * quotes inside double, as the typographic witnesses have it); one before a
 * space closes the innermost quotation, or, with none open, is the apostrophe
 * of a plural possessive (`abilities" effects`). The typographic fragments
 * are the check: the repaired plain text of every paragraph both carry must
 * equal the typographic text (test/rules/repair.test.ts).
 *
 * Limits: a quotation left open at the end of the paragraph is reported, not
 * guessed; straight single quotes are left alone.
 */

export interface Repaired {
  text: string;
  /** One phrase per kind of repair made, for the problem report. */
  repairs: string[];
}

const SS_ARTIFACT = /([A-Za-z])\.s\.s(?=[a-z]|\b)/g;

export function repairPlainText(input: string): Repaired {
  const repairs: string[] = [];
  let text = input;
  if (SS_ARTIFACT.test(text)) {
    text = text.replace(SS_ARTIFACT, "$1ss");
    repairs.push('".s.s" artifacts restored to "ss"');
  }
  if (text.includes('"')) {
    const q = rebuildQuotes(text);
    text = q.text;
    repairs.push('straight quotes rebuilt as apostrophes and typographic quotes');
    if (q.unbalanced) repairs.push("a quotation is left open (not closed in the source)");
  }
  return { text, repairs };
}

const OPENERS = /[\s([{\u2014-]/;

function rebuildQuotes(text: string): { text: string; unbalanced: boolean } {
  const out: string[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c !== '"') {
      out.push(c);
      continue;
    }
    const before = i > 0 ? text[i - 1] : " ";
    const after = i + 1 < text.length ? text[i + 1] : " ";
    const spaceBefore = OPENERS.test(before);
    const spaceAfter = /\s/.test(after) || after === '"';
    if (!spaceBefore && /[A-Za-z]/.test(after)) {
      out.push("\u2019");
    } else if (spaceBefore && !spaceAfter) {
      out.push(depth === 0 ? "\u201c" : "\u2018");
      depth++;
    } else if (depth > 0) {
      depth--;
      out.push(depth === 0 ? "\u201d" : "\u2019");
    } else {
      out.push("\u2019");
    }
  }
  return { text: out.join(""), unbalanced: depth !== 0 };
}

/**
 * The 2008-05-01 release went through a tool that turned (nearly) every
 * curly quote and apostrophe into "?" ("doesn?t", "?Example?", "players?
 * decks"). A text has that defect when "?" between two letters, where no real
 * question mark stands, outnumbers its quotes and apostrophes many times.
 */
const QUOTE_CHARS = /['"\u2018\u2019\u201c\u201d]/g;
const LETTER_QUESTION_LETTER = /[A-Za-z]\?[A-Za-z]/g;
/** Fewer would be a URL or two ("default.asp?x=...") rather than a defect. */
const MIN_QUESTION_QUOTES = 20;
const QUESTION_TO_QUOTE_RATIO = 10;

export function quotesLostAsQuestionMarks(lines: string[]): boolean {
  let between = 0;
  let quotes = 0;
  for (const line of lines) {
    between += line.match(LETTER_QUESTION_LETTER)?.length ?? 0;
    quotes += line.match(QUOTE_CHARS)?.length ?? 0;
  }
  return between >= MIN_QUESTION_QUOTES && between > quotes * QUESTION_TO_QUOTE_RATIO;
}

/**
 * Reads each "?" of such a text back as what it stood for, where the
 * context makes that clear. The tool replaced quotes, apostrophes and
 * dashes alike, so:
 * - after a letter or "]", before a contraction ending ("doesn?t", "it?s",
 *   "you?re", "[this object]?s"), an apostrophe; between other letters or
 *   digits a dash: an en
 *   dash in a range of rules ("409.1f?h", "306?311"), else an em dash
 *   ("description?either");
 * - after a space or an opening bracket, before a word, an opening quote;
 *   alone between spaces or before a comma an em dash ("choose one ?,");
 * - after a word, closing punctuation or an ellipsis (". . . ?"), with a
 *   quotation open (straight quotes count), the closing quote;
 * - after a lower-case word ending in "s", before a lower-case word, the
 *   apostrophe of a plural possessive ("players? decks").
 * Anything else ("Questions?", "Oracle? card", "default.asp?x=") stays as
 * it is: a real question mark, or a sign the source lost beyond reading.
 */
export function repairQuestionMarkQuotes(input: string): string {
  if (!input.includes("?")) return input;
  const out: string[] = [];
  let depth = 0;
  const open = () => (depth++ === 0 ? "\u201c" : "\u2018");
  const close = () => (--depth === 0 ? "\u201d" : "\u2019");
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    const before = i > 0 ? input[i - 1] : " ";
    const after = i + 1 < input.length ? input[i + 1] : " ";
    if (c === '"') {
      if (OPENERS.test(before)) depth++;
      else depth = Math.max(0, depth - 1);
    }
    if (c !== "?" || inAddress(input, i)) {
      out.push(c);
      continue;
    }
    const rest = input.slice(i + 1);
    if (/[A-Za-z\]]/.test(before) && CONTRACTION.test(rest)) {
      out.push("\u2019");
    } else if (ALNUM.test(before) && ALNUM.test(after)) {
      out.push(RANGE_START.test(input.slice(0, i)) ? "\u2013" : "\u2014");
    } else if (depth > 0 && input.slice(0, i).endsWith(". ")) {
      out.push(close());
    } else if (OPENERS.test(before) && /[\s,.;:?]/.test(after)) {
      out.push("\u2014");
    } else if (OPENERS.test(before)) {
      out.push(open());
    } else if (depth > 0 && /[\s,.;:!?)\u2014-]/.test(after)) {
      out.push(close());
    } else if (ALNUM.test(before) && after === "[") {
      out.push("\u2014");
    } else if (/(?:^|[^A-Za-z])[a-z]+s$/.test(input.slice(0, i)) && /^ [a-z]/.test(rest)) {
      out.push("\u2019");
    } else {
      out.push(c);
    }
  }
  return out.join("");
}

const ALNUM = /[A-Za-z0-9]/;
/** What follows the apostrophe of a contraction or a possessive. */
const CONTRACTION = /^(?:s|t|re|ve|ll|d|m)(?![A-Za-z])/;
/** A rule number or a plain number just before a range dash. */
const RANGE_START = /(?:\d+\.\d+[a-z]?|\d+)$/;

/** An address ("www.wizards.com/default.asp?x=magic") keeps its "?". */
function inAddress(text: string, at: number): boolean {
  const start = text.lastIndexOf(" ", at) + 1;
  const end = text.indexOf(" ", at);
  return /=|:\/\/|www\./.test(text.slice(start, end < 0 ? text.length : end));
}

/** Text compared across witnesses and versions: quotes, dashes and spaces folded. */
export function comparable(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019']/g, "'")
    .replace(/[\u201c\u201d"]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}
