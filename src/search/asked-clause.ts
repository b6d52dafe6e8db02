/**
 * The clause of a question that says what is asked, apart from the clause
 * that sets the situation. "My deathtouch creature is blocked by three
 * creatures, how much damage do I assign": the clause after the comma asks,
 * the one before only sets the scene; "does my equipment stay on it if my
 * opponent steals my creature": the main clause before "if" asks. English
 * puts a condition or a time (if, when, after, while, once) in a subordinate
 * clause and the question in the main one, which opens on its question word
 * or on the verb before its subject ("does it", "can I"). The asked clause's
 * words weigh weights.ts ASKED_WEIGHT times their rarity for coordination (scope.ts):
 * the answer must hold what is asked more than the situation's words.
 *
 * Measured and left out: a question opening on its condition without a
 * comma ("if my attacker gets tapped does it still deal damage"), its asked
 * clause read from the first asking words on, lowered the question sum of
 * dev and held-out 1-4 and 7 (0.7183 -> 0.7167 with the weight 2, the seventh
 * held-out question 0.711 -> 0.692); 1.5 and 3 for the weight rose less.
 */

/** Where a main clause asks: its question word, or a verb before its subject ("do I", "does it", "can my"). */
const ASKING = /^(?:who|what|how|which|why|where|(?:do|does|did|can|could|will|would|should|must|is|are|am) (?:i|you|we|they|it|he|she|that|this|my|the|both|each|everyone|anyone|players?))\b/i;
/** A subordinate clause of condition or time inside a question, after its main clause. */
const SITUATION_AFTER = /\s(?:if|when|whenever|after|while|once)\s/i;

/** The span [start, end) of the text's asked clause, or null when the query does not set a situation apart from what it asks. */
export function askedSpan(text: string): { start: number; end: number } | null {
  const comma = text.lastIndexOf(",");
  const after = comma > 0 ? text.slice(comma + 1).trimStart() : "";
  if (ASKING.test(after)) return { start: text.length - after.length, end: text.length };
  const sub = ASKING.test(text) ? SITUATION_AFTER.exec(text) : null;
  return sub ? { start: 0, end: sub.index } : null;
}
