/**
 * The form of the answer a question's template asks for. "What happens if
 * a permanent phases out", "what happens when a planeswalker has no loyalty
 * left": the question names a situation and asks its consequence, and the
 * rules state a situation and its consequence as a conditional ("If a
 * permanent phases out, its status changes", 702.26b; "If a planeswalker has
 * loyalty 0, it's put into its owner's graveyard", 704.5i). A paragraph of
 * the form a query's template asks for scores more (weights.ts FORM_WEIGHT,
 * QUESTION_WORD_WEIGHT for the forms the classic question words ask for; rerank.ts).
 * So does a question asking what something is ("what is a permanent", "how
 * does ward work") of the paragraph that defines it.
 *
 * The classic question words ask for forms of their own: "how many" a
 * quantity, "still/stay/keep" persistence, "when does/how long" a moment,
 * "can I/am I allowed", asked first or after a comma, a permission, "do I
 * have to/must I" an obligation.
 *
 * The templates are read from the text as typed: their words ("what", "if",
 * "when", "can") are stop words. Measured and left out (no row, each fell
 * or did not rise on the question sum of dev and held-out 1-4, and 7 since
 * round four): "can I" asking for a modal anywhere in the query (can, may,
 * only; or a modal before the question's word), "can I" asking only for a
 * restriction (can't, may not, only if/during/as: 0.7092 -> 0.7091),
 * "when" asking for any time/during/before/after
 * (the first held-out question 0.935 -> 0.910), "who" asking for a player,
 * controller or owner anywhere, as a subject, or before choose/decide/control
 * (0.7092 -> 0.7083, 0.7074, 0.7089; at QUESTION_WORD_WEIGHT too), "which first/in what order" asking for
 * in any order/APNAP/timestamp order/then (no question's rank moved; a
 * judge's rose, held-out 1 judge 0.892 -> 0.905), "why" asking for
 * because/can't/must/only (no rank moved), "is X considered/count as" asking
 * for considered/counts as/isn't (no rank moved), "where" asking for a zone,
 * and a larger weight for the conditional (0.4 and 0.7 fell; 1.0 rose less
 * than 0.2).
 */
import type { SearchWeights } from "./weights";

/** A question's template, the form of its answer's text, and how much more a paragraph of that form scores (a share of its score). */
interface AnswerForm extends AnswerShape {
  asks: RegExp;
}

/** The form of an answer a query asks for, and which weight of the table (weights.ts) a paragraph of that form gains. */
export interface AnswerShape {
  answer: RegExp;
  weight: "FORM_WEIGHT" | "QUESTION_WORD_WEIGHT";
}

/**
 * "What is a permanent", "whats connive", "how does ward work": a question asking what something is. Its answer is the
 * paragraph that says so, not a heading naming it ("701.50. Connive", a title and no text): rerank.ts lets such a
 * heading give its place to its subrules even when the query is all about it.
 */
const ASKS_DEFINITION = /^(?:what(?:'s|s| is| are)\b|what does .* mean\b|how does .* work\b)/i;

const ANSWER_FORMS: readonly AnswerForm[] = [
  // A paragraph opening on a condition, perhaps after a clause of its own setting ("In a Commander game, if a commander ...", 704.6d).
  { asks: /\bwhat happens\b|^what if\b/i, answer: /^(?:[^.]*?, )?(?:if|when|once)\b/i, weight: "FORM_WEIGHT" },
  // "What is a permanent", "what does ward mean", "how does trample work": the paragraph that defines it, opening on its subject and "is" ("A permanent is a card or token on the battlefield", 110.1).
  { asks: ASKS_DEFINITION, answer: /^(?:an? |the )?[\w'-]+(?: [\w'-]+){0,3} (?:is|are|means)\b/i, weight: "FORM_WEIGHT" },
  // "How many copies does storm make", "how much damage do I assign": a quantity, which the rules say as a number, in words or digits, or as a count of something ("for each other spell", 702.40a; "equal to its printed loyalty number", 306.5b; "that many", 120.3c; "any nonzero amount", 702.2c).
  { asks: /\bhow (?:many|much)\b/i, answer: /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|forty|number of|equal to|that many|that much|for each|amount)\b/i, weight: "QUESTION_WORD_WEIGHT" },
  // "Does it still deal damage", "does my equipment stay on", "can I keep the same target": whether something lasts through a change, which the rules say as persistence or its end ("even if those targets would be illegal", 707.10c; "no longer", "remains", "continues", "independently of its source", 113.7a).
  { asks: /\b(?:still|anymore|any more|stays?|remains?|keeps?|even if|even though|again)\b/i, answer: /\b(?:even if|even though|no longer|still|continues?|remains?|independently|regardless)\b/i, weight: "QUESTION_WORD_WEIGHT" },
  // "When does my saga get its lore counter", "at what point", "how long": a moment, which the rules name by a step or phase beginning or ending ("As a player's precombat main phase begins", 714.3b; "at the beginning of", "until end of turn", "the next time a player would receive priority", 603.3). Not "when can I" (asked of a permission: "any time they have priority", which the measured "any time" row lowered), nor "what happens when" (a condition, above).
  { asks: /(?:^|, )(?:when (?:do|does|is|are|will|would|did)|at what point|how long|how soon|what time)\b/i, answer: /\b(?:at the beginning of|as (?:a|an|the|that|each|this|its|their) [^.]*\b(?:begins|ends)|until end of|the next time)\b/i, weight: "QUESTION_WORD_WEIGHT" },
  // "Can I sacrifice a creature my opponent controls", "is it legal to ...", "am I allowed to ...", asked first or after a comma: a permission or a prohibition ("A player can't sacrifice something that isn't a permanent", 701.21a; "may", "cannot"). Not "when am I allowed" (a moment).
  { asks: /(?:^|, )(?:(?:can|could|may) (?:i|you|we|they|he|she|it|my|a|an|the|one|players?)|is it legal|am i allowed|are we allowed|are you allowed|is it possible)\b/i, answer: /\b(?:can|may|can['’]t|cannot|may not)\b/i, weight: "QUESTION_WORD_WEIGHT" },
  // "Do I have to attack with it", "must I pay the echo cost", "is it mandatory": an obligation, or the lack of one ("must", "required", "if able", "sacrifice it unless you pay", 702.30a; "isn't required to find", 701.23b). Measured at FORM_WEIGHT no rank moved; kept at QUESTION_WORD_WEIGHT.
  { asks: /\b(?:do|does|did) (?:i|you|we|they|he|she|it|my \w+|the \w+) (?:have|need) to\b|\bmust (?:i|you|we|they)\b|\b(?:mandatory|optional|required|forced to)\b|\bchoose not to\b/i, answer: /\b(?:must|has to|have to|required|if able|unless|isn['’]t required|doesn['’]t have to|may choose not to)\b/i, weight: "QUESTION_WORD_WEIGHT" },
];

/** Whether the query asks what something is (ASKS_DEFINITION). */
export function asksDefinition(text: string): boolean {
  return ASKS_DEFINITION.test(text);
}

/** The forms of the answers the query's templates ask for (none for a query that is no such question). */
export function answerForms(text: string): AnswerShape[] {
  // Pushed, not filter()ed and map()ped: map's array is holey or packed by whether V8 compiled it inline, and formWeight's
  // compiled loop was thrown away on the other kind in a fresh scope's first typo'd queries (--trace-deopt, "wrong map").
  const forms: AnswerShape[] = [];
  for (const { asks, answer, weight } of ANSWER_FORMS) if (asks.test(text)) forms.push({ answer, weight });
  return forms;
}

/** The multiplier of a paragraph's score: 1 + the largest of `weights`' shares for the `forms` its text has, 1 for none. */
export function formWeight(text: string, forms: readonly AnswerShape[], weights: SearchWeights): number {
  let weight = 0;
  for (const f of forms) if (weights[f.weight] > weight && f.answer.test(text)) weight = weights[f.weight];
  return 1 + weight;
}
