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
