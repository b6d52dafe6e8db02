/**
 * Irregular verbs: the forms of one verb that the stemmer leaves apart
 * ("leaves" and "left", "loses" and "lost", "takes" and "took"). A player
 * asks what happens "if the planeswalker my creature is attacking leaves";
 * the rules decide it of one that "has left the battlefield" (510.1b). A
 * paragraph holding another form of a query's verb holds that word's unit
 * for coordination (rerank.ts Unit.also), as a paragraph holding what a
 * vocabulary word means does; lunr is not asked for the other forms, so
 * "attack left" (803.1a) is not found by every "leaves" of the rules.
 *
 * Measured and left out: "deal"/"dealt" (the rules' "is dealt damage" is
 * the recipient's side of the event a player's "deals" asks about: "how much
 * damage does double strike deal" fell 2 -> 4) and "go"/"went"/"gone" (a
 * player's "go" asks where a thing goes, the rules' "goes"; "gone" and
 * "went" only lifted other paragraphs: "where does my creature go ..." fell
 * out of the top 10).
 */
import { analyzeTerms } from "./analyze";

/** Each irregular verb the rules use, in its forms the stemmer does not join ("leaves", "leaving" stem with "leave"). */
const IRREGULAR: readonly (readonly string[])[] = [
  ["leave", "left"], ["draw", "drew", "drawn"], ["pay", "paid"], ["lose", "lost"], ["win", "won"],
  ["choose", "chose", "chosen"], ["take", "took", "taken"], ["give", "gave", "given"], ["begin", "began", "begun"],
  ["become", "became"], ["come", "came"], ["hold", "held"], ["spend", "spent"], ["bring", "brought"],
  ["fight", "fought"], ["keep", "kept"], ["find", "found"], ["mean", "meant"], ["seek", "sought"], ["forget", "forgot", "forgotten"],
];

/** Term → the terms of the other forms of its verb. */
const OTHER_FORMS: ReadonlyMap<string, readonly string[]> = (() => {
  const forms = new Map<string, string[]>();
  for (const verb of IRREGULAR) {
    const terms = [...new Set(verb.flatMap((w) => analyzeTerms(w)))];
    for (const t of terms) forms.set(t, terms.filter((o) => o !== t));
  }
  return forms;
})();

/** The terms of the other forms of the verb `term` is a form of (none for a word not in IRREGULAR). */
export function otherForms(term: string): readonly string[] {
  return OTHER_FORMS.get(term) ?? [];
}
