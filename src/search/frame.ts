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
 * words, case aside). Not "how does ... work": it asks what something is
 * (answer-form.ts ASKS_DEFINITION), and the paragraph saying so is its
 * answer. Not "... rule": "legend rule", "world rule" name a rule. "... rules" is one, as in "mulligan rules", unless
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

/**
 * Words of a frame's kind (greeting, addressee, asking, understanding) that
 * no frame above lists in that order: a run of them at the start or end of
 * a query is set aside too ("anyone know about ...", "trying to understand
 * ...", "... thoughts?"). None is a word the rules use to say what a rule
 * is about; "interaction" is (616, "Interaction of Replacement and/or
 * Prevention Effects"), and stays.
 */
export const FRAME_WORDS: ReadonlySet<string> = new Set([
  "hi", "hey", "hello", "guys", "folks", "everyone", "anyone", "anybody", "someone", "somebody",
  "please", "pls", "plz", "thanks", "thank", "quick", "question", "questions", "ruling", "rulings", "help", "explain", "explanation",
  "clarify", "clarification", "understand", "understanding", "trying", "confused", "confusing", "confusion", "wondering", "curious",
  "know", "thoughts", "opinion", "ok", "okay", "regarding", "re",
]);

/**
 * Small words a run of FRAME_WORDS passes through ("trying to understand")
 * but does not end on: they are stop words, and may open a phrase of the
 * vocabulary ("on the draw").
 */
const LINKS: ReadonlySet<string> = new Set(["about", "on", "with", "to", "a", "an", "i", "im", "i'm", "me", "you", "u", "so", "do", "does", "can", "could", "would"]);

/**
 * Words a clause after the query's last comma or dash may hold besides
 * FRAME_WORDS and LINKS and still only frame it ("..., what's the ruling?",
 * "..., is that right?", "... - how does that work?"). Not "happen" nor
 * "if": "..., what happens" asks a consequence (answer-form.ts).
 */
const CLOSING_CLAUSE: ReadonlySet<string> = new Set([
  "what", "what's", "whats", "how", "is", "are", "it", "that", "this", "the", "here", "right", "correct", "rule", "rules", "ruled", "work", "works",
]);

/** Each frame as a regular expression whose one group is what is asked, trailing punctuation aside. */
const PATTERNS: readonly RegExp[] = FRAMES.map((f) => new RegExp(`^${f.replace(" {q}", "[\\s:,-]+(.+?)").replace("{q} ", "(.+?)[\\s:,-]+")}[\\s?!.]*$`, "i"));

/** Frames set aside in one query at most: "quick question: rules for banding?" is two. */
const MAX_FRAMES = 3;

/** The query without the frames around it; the query itself when it has none or when nothing would remain. */
export function unframed(text: string): string {
  let asked = text;
  for (let n = 0; n < MAX_FRAMES; n++) {
    const inner = framed(asked) ?? withoutFrameWords(withoutClosingClause(asked));
    if (inner === asked) break;
    asked = inner.replace(/^[\s:,-]+|[\s:,-]+$/g, "");
  }
  return asked;
}

/** What the first frame (PATTERNS) around the text asks, if it asks anything (asks); undefined when none does. */
function framed(text: string): string | undefined {
  for (const p of PATTERNS) {
    const q = p.exec(text)?.[1];
    if (q !== undefined && asks(q)) return q;
  }
  return undefined;
}

/** Whether a text holds a word besides a frame's ("what's the" does not): what a frame would leave must. */
function asks(text: string): boolean {
  return bareWords(text).some((w) => /[\p{L}\p{N}]/u.test(w) && !FRAME_WORDS.has(w) && !LINKS.has(w) && !CLOSING_CLAUSE.has(w));
}

/**
 * The text's words (split at spaces), each bare (bareWord). Pushed, not map()ped: map's array is holey or packed by
 * whether V8 compiled it inline, and withoutFrameWords' compiled loops were thrown away on the other kind in a fresh
 * scope's first typo'd queries (--trace-deopt, "wrong map").
 */
function bareWords(text: string): string[] {
  const words: string[] = [];
  for (const w of text.split(" ")) words.push(bareWord(w));
  return words;
}

/** A word as the tables hold it: lower case, straight apostrophe, no punctuation around it. */
function bareWord(w: string): string {
  return w.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
}

/** The text without a last clause (after a comma or a dash) of frame words only (CLOSING_CLAUSE); the text itself when it has none. */
function withoutClosingClause(text: string): string {
  const at = Math.max(text.lastIndexOf(", "), text.lastIndexOf(" - "));
  if (at <= 0) return text;
  const clause = bareWords(text.slice(at + 2)).filter((w) => w !== "");
  const frames = clause.length > 0 && clause.every((w) => FRAME_WORDS.has(w) || LINKS.has(w) || CLOSING_CLAUSE.has(w));
  return frames && asks(text.slice(0, at)) ? text.slice(0, at) : text;
}

/** The text without the runs of FRAME_WORDS (and LINKS between them) at its start and end; the text itself when nothing else would remain. */
function withoutFrameWords(text: string): string {
  const words = bareWords(text);
  let start = 0;
  for (let i = 0; i < words.length && (FRAME_WORDS.has(words[i]) || LINKS.has(words[i])); i++) if (FRAME_WORDS.has(words[i])) start = i + 1;
  let end = words.length;
  for (let i = words.length - 1; i >= start && (FRAME_WORDS.has(words[i]) || LINKS.has(words[i])); i--) if (FRAME_WORDS.has(words[i])) end = i;
  if ((start === 0 && end === words.length) || !asks(text.split(" ").slice(start, end).join(" "))) return text;
  return text.split(" ").slice(start, end).join(" ").replace(/^[\s:,-]+|[\s:,?!.-]+$/g, "");
}
