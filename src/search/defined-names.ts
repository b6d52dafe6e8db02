/**
 * The names a paragraph gives to what it defines, and the rules a glossary
 * entry points at: the two ways the rules say where a concept lives.
 *
 * A paragraph that ends "This is called the "legend rule"" (704.5j), says
 * "also called the "world rule"" (205.4f), "is referred to as the
 * "intervening 'if' clause"" (603.4) or opens with "To "scry N" means"
 * (701.22a), or whose sentence opens "A mana ability is ..." (605.1a), is
 * the answer to a search for that name; search indexes these
 * names as a field of their own (build-index.ts). The patterns are data:
 * each captures the quoted name.
 *
 * A glossary entry ends "See rule 704.5j." or "See rule 113, "Abilities,"
 * and rule 604, ..." (or "..., see rule 111.10."); the rules it names are lifted when the entry matches
 * (scope.ts), so slang that only the glossary knows reaches the rule.
 */
import { foldQuotes } from "../text";

const DEFINING: readonly RegExp[] = [
  /\b(?:called|known as|referred to as)\s+(?:the\s+|an?\s+)?"([^"]{2,60})"/gi,
  /(?:^|[.:]\s+)(?:To\s+|The term\s+|The terms\s+)?"([^"]{2,60})"\s+(?:means|is|are)\b/g,
  // "A mana ability is either ..." (605.1a), "The copiable values are the values ..." (707.2): a sentence that
  // opens by saying what something is names it, when what follows is a description, not an event ("is dealt").
  // Not "The first is a static ability ..." (702.35a, Madness): an ordinal points back at an ability just listed.
  // Not "A static ability is a characteristic-defining ability if ..." (604.3a), "An activated ability is a mana
  // ability if ..." (605.1a): such a sentence says when its subject is something more, and does not define the
  // subject (named so, 604.3a ranked above 604 and 604.1 for "static ability", 605.1b above 603.1 for "triggered
  // ability"). Nor does it alone define what follows: 605.1a and 605.1b are the two halves of 605.1's "mana abilities".
  /(?:^|[.]\s+)(?:An?|The) (?!(?:first|second|third|fourth)\b)([a-z][a-z-]*(?: [a-z-]+){0,3}) (?:is|are) (?!(?:an?|the) [a-z-]+(?: [a-z-]+){0,3} (?:if|when)\b)(?:an?|the|either|any|one|each)\b/g,
  // "Enters-the-battlefield abilities trigger when ..." (603.6a), "Comes-into-play abilities" (410.10a, 2008): the
  // zone-change triggers are named by their event, the words judges shorten to "ETB", "LTB" and "CIP".
  /(?:^|[.]\s+)([A-Z][a-z]+(?:-[a-z]+)+) abilities trigger\b/g,
];

/** The quoted names the text defines, without their trailing punctuation. */
export function definedNames(text: string): string[] {
  const folded = foldQuotes(text);
  const names: string[] = [];
  for (const pattern of DEFINING) {
    for (const m of folded.matchAll(pattern)) names.push(m[1].replace(/[.,;:]+$/, ""));
  }
  return names;
}

// The sentence runs to a full stop that is not inside a number ("613.2"). A pointer may close a sentence of its own in lower
// case: the predefined tokens' entries end "For more information about predefined tokens, see rule 111.10.", where the
// Treasure token's rule (111.10a) says what the entry says. The word "rule" is sometimes left out (2026 CR: "See 702.153,
// “Casualty.”", "See 701.66, “Earthbend.”", "see 805.8" in "Extra Turn"); a sentence "See X." naming an entry holds no number.
const SEE = /\b[Ss]ee (?:also )?(?:rules? )?((?:[^.]|\.(?=\d))*)/g;
const NUMBER = /\b(\d{3}(?:\.\d{1,3}[a-z]?)?)\b/g;

/** Rule numbers a glossary entry's "See rule N" sentences name, in order. */
export function referencedRules(text: string): string[] {
  const out: string[] = [];
  for (const see of foldQuotes(text).matchAll(SEE)) {
    // "See rule 113, "Abilities," and rule 604": the numbers, not the quoted titles.
    const plain = see[1].replace(/"[^"]*"/g, "");
    for (const n of plain.matchAll(NUMBER)) if (!out.includes(n[1])) out.push(n[1]);
  }
  return out;
}
