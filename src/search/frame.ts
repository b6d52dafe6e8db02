/**
 * The frame people type around what they ask (issue 14): "rules for
 * trample", "can someone explain banding", "what's the deal with phasing",
 * "deathtouch ruling?". A frame says nothing about the rules, yet its words
 * do: "rule", "explain", "deal", "question" all occur in the CR, and "what's
 * the deal with" reads as a question asking a definition (answer-form.ts).
 * So a query's frame is set aside before its words are read (query.ts), and
 * the query is read as if typed bare.
 *
 * A frame is read only where it frames, at the start or the end of the
 * query, and only when words remain inside it: "rules of the game", "deal
 * damage", "legend rule" keep their rules words. Frames are data (FRAMES),
 * `{q}` standing for what is asked.
 */

/**
 * The frames, as patterns of words (regular expressions, matched whole
 * words, case aside). Not "how does ... work" (it asks what something is:
 * answer-form.ts ASKS_DEFINITION), nor "... rule" ("legend rule", "world
 * rule" name a rule). "... rules" is one, as in "mulligan rules", unless
 * its words make a phrase of the vocabulary ("tournament rules": query.ts
 * reads the whole text then).
 */
export const FRAMES: readonly string[] = [
  "can (?:someone|anyone|somebody|you|u) (?:please )?explain(?: to me)? {q}",
  "(?:please )?explain {q}",
  "(?:a |one )?(?:quick )?(?:rules? )?question(?: about| on| regarding| re| with)? {q}",
  "(?:i )?need help(?: with| on| understanding)? {q}",
  "help(?: me)?(?: with| on| understanding) {q}",
  "(?:the )?rules? (?:for|on|about|regarding) {q}",
  "what are the rules (?:for|on|about|regarding|with|of) {q}",
  "is there a rule (?:for|on|about|regarding) {q}",
  "what'?s the deal with {q}",
  "(?:i'?m )?confused (?:about|by|with) {q}",
  "{q} (?:rules|rulings?)",
  "{q} (?:rules )?question",
  "how do(?:es)? {q} rules work",
];

/** Each frame as a regular expression whose one group is what is asked, trailing punctuation aside. */
const PATTERNS: readonly RegExp[] = FRAMES.map((f) => new RegExp(`^${f.replace(" {q}", "[\\s:,-]+(.+?)").replace("{q} ", "(.+?)[\\s:,-]+")}[\\s?!.]*$`, "i"));

/** Frames set aside in one query at most: "quick question: rules for banding?" is two. */
const MAX_FRAMES = 3;

/** The query without the frames around it; the query itself when it has none or when nothing would remain. */
export function unframed(text: string): string {
  let asked = text;
  for (let n = 0; n < MAX_FRAMES; n++) {
    const inner = PATTERNS.map((p) => p.exec(asked)?.[1]).find((q) => q !== undefined && /[\p{L}\p{N}]/u.test(q));
    if (inner === undefined) break;
    asked = inner.replace(/^[\s:,-]+|[\s:,-]+$/g, "");
  }
  return asked;
}
