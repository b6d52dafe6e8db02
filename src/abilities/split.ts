/**
 * Card text as people paste it, split into abilities (402.7: a paragraph
 * break marks a separate ability, but a card database or a player pastes
 * every ability on one line). Printed line breaks are kept as boundaries;
 * inside a line the split is decided by tables, not branches:
 *
 * - a run of keywords (502): each keyword's name and the shape of what
 *   follows it (nothing, a cost, a number, a few words), separated by
 *   commas, ends where the shape ends ("Echo {2}{R} When ~ comes into
 *   play, …" is two abilities);
 * - otherwise an ability is one or more sentences: a sentence that reads
 *   as the continuation of the one before ("It can't be regenerated.",
 *   "Play this ability only …", "If you do, …", a modal bullet) stays in
 *   its ability; an instant's or sorcery's sentences stay in its spell
 *   ability (402.2) unless one opens a trigger, a "[cost]: [effect]" or a
 *   keyword; a permanent's other sentences are abilities of their own.
 *
 * Reminder text in parentheses stays with the ability it follows (402.1:
 * it has no rules meaning), so a reminder ending ".)" never becomes an
 * ability. Nothing is dropped: the pieces hold every character of the text
 * but the spaces between them.
 */
import { KEYWORDS } from "./keywords";

/** What may follow a keyword's name, by the shape of its parameter (502). */
const COST = String.raw`(?:\{[^}]+\})+(?:\s+(?:or|and\/or)\s+(?:\{[^}]+\})+)?`;
/** A cost after a dash runs to the end of its sentence ("Flashback—{1}{U}, Pay 3 life.", "Forecast — {1}{W}, Reveal ~ from your hand: …."). */
const DASH_COST = String.raw`\s*[—–]\s*[^.(]+(?:\.|$)`;
const SHAPES: Record<string, string> = {
  none: "",
  cost: String.raw`(?:${DASH_COST}|\s+${COST}|\s*[—–-]\s*${COST})`,
  number: String.raw`\s+(?:\d+|X)(?:\s*[—–-]\s*${COST})?`,
  words: String.raw`\s+[^\s,.(]+(?:,?\s+(?:and\s+from|from|or|and)\s+[^\s,.(]+|\s+[a-z0-9][\w']*)*`,
  for: String.raw`\s+for\s+[A-Za-z]+`,
  article: String.raw`\s+an?\s+[A-Za-z]+(?:\s+or\s+[A-Za-z]+)*`,
};

/** The shape of each keyword's parameter; keywords not listed take a cost if they take one. */
const SHAPE_OF: Record<string, string> = {
  dredge: "number", bushido: "number", soulshift: "number", modular: "number", graft: "number", bloodthirst: "number", rampage: "number",
  absorb: "number", poisonous: "number", frenzy: "number", amplify: "number", devour: "number", fading: "number", vanishing: "number",
  ripple: "number", reinforce: "number", suspend: "number", hideaway: "number",
  "protection from": "words", enchant: "words", "bands with other": "words", affinity: "for", champion: "article",
};

/**
 * Keyword names the splitter knows besides the era's own table: later
 * keywords (era.ts refuses or maps them, but they still end where their
 * shape ends) and typecycling (502.18e: "Swampcycling {2}", "Basic landcycling {1}").
 */
const OTHER_KEYWORDS: Record<string, string> = {
  hexproof: "none", ward: "cost", foretell: "cost", menace: "none", indestructible: "none", intimidate: "none", prowess: "none",
};
/** Keywords named by a pattern: typecycling (502.18e) and offering (502.42: "Fox offering"). */
const KEYWORD_PATTERNS: Record<string, string> = {
  "(?:[Bb]asic [Ll]and|[A-Za-z]+)cycling": "cost",
  "[A-Z][a-z]+ offering": "none",
  "(?:[Ss]now|[Nn]onbasic|[Ll]egendary) (?:land|swamp|island|forest|mountain|plains)walk": "none",
};

/**
 * A keyword's name in either case, letter by letter: the pattern is case
 * sensitive so that a parameter's words stop at the capital of the next
 * ability ("Enchant creature Enchanted creature gets +1/+1").
 */
function anyCase(name: string): string {
  return name.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
}

function keywordPattern(): RegExp {
  const alternatives = [
    ...KEYWORDS.map((k) => ({ name: anyCase(k.keyword).replace(/ /g, "\\s+"), shape: k.parameter ? SHAPE_OF[k.keyword] ?? "cost" : "none" })),
    ...Object.entries(OTHER_KEYWORDS).map(([name, shape]) => ({ name: anyCase(name), shape })),
    ...Object.entries(KEYWORD_PATTERNS).map(([name, shape]) => ({ name, shape })),
  ].sort((a, b) => b.name.length - a.name.length);
  // Each keyword and its parameter; a parameter is optional so that "Equip" alone still ends the run.
  const one = alternatives.map((k) => `${k.name}(?:${SHAPES[k.shape]})?`).join("|");
  return new RegExp(`^(?:${one})(?=$|[\\s,.;(])`);
}

const KEYWORD = keywordPattern();
/** What may come after a keyword: the end, a comma, a period, a reminder, or a capital opening the next ability. */
const AFTER_KEYWORD = /^(?:$|[,.;]|\s*\(|\s+[A-Z{•"])/;

/** Sentences that continue the ability before them (their subject or condition is that ability's). */
const CONTINUES = new RegExp("^(?:" + [
  "it\\b", "its\\b", "it's\\b", "they\\b", "their\\b", "them\\b", "that\\b", "those\\b", "then\\b", "otherwise\\b", "•",
  "if (?:you|that|it|it's|they|the|this|two|there|damage|no|~)\\b", "x is\\b", "you (?:may|gain|choose|lose|draw|get|can't)\\b",
  "activate\\b", "play this ability\\b", "play (?:it|them)\\b", "spend this\\b", "repeat\\b", "clash\\b", "scry\\b",
  "(?:untap|tap|sacrifice|return|exile|destroy|remove|reveal|shuffle) (?:it|that|them|those|the rest)\\b", "the (?:same|player|rest|creature|card|token)\\b",
  "put (?:that|the|it|them|those|one|all)\\b", "shuffle\\b", "each of\\b", "x can't\\b", "after this\\b", "until end\\b", "search (?:its|that)\\b",
  "for each\\b", "do this\\b", "any player may\\b", "an opponent may\\b", "(?:that|the chosen) player\\b",
].join("|") + ")", "i");

/**
 * Sentences that open an ability of their own whatever comes before them: a
 * trigger (404.1; "At the beginning of the next end step" is a delayed
 * trigger inside an effect, 404.4), an ability word's label ("Hellbent —"),
 * a modal spell's "Choose one —".
 */
const OPENS = /^when\b(?![^,]*\bthis turn\b)(?! that\b)|^whenever\b|^at\b(?! the beginning of (?:the|your) next\b| end of combat\b| this turn's\b| end of turn, \w+ (?:it|that|them|those)\b)|^[A-Z][a-z]+(?: [a-z]+)? — |^choose (?:one|two|three)\b/i;

/** Sentences that open a static ability (405.1) after another ability, when they do not continue it. */
const STATIC_OPENS = /^(?:enchanted|equipped|fortified|(?:\w+ )?creatures|(?:creature )?tokens|other|each (?:creature|player|other|opponent|permanent)|all|as long as|players|(?:\w+ )?spells|(?:\w+ )?you control|non\w+|lands|artifacts|prevent all|you may (?:play|cast) ~|a deck|(?:activated )?abilities|as ~)\b/i;
/** After a static ability, a sentence about the card itself opens another ("~ can't block."); after a trigger or an effect it is that effect's. */
const SELF_OPENS = /^(?:~ (?:can't|can|is|has|gets|attacks|blocks|doesn't|enters|comes into play)|~'s|you may have ~)\b/i;
/** Words of an effect that lasts a while, not of a static ability ("~ can't be blocked this turn"). */
const EFFECT_WORDS = /\b(?:this turn|until end of turn|next|this way)\b/i;

/** A replacement effect ("If ~ would …, … instead") opens a static ability of its own (405.1). */
const REPLACEMENT_OPENS = /^if [^,]*\bwould\b/i;

/** A spell's additional cost or cost change (409.1b, 402.8c), and a closing "Draw a card.", stand as abilities of their own. */
const SPELL_PARTS = /^(?:as an additional cost to (?:play|cast)|this spell costs|~ costs|spend only|(?:this spell|~) can't be countered)\b|^you may [^.]* rather than pay\b/i;
/** A spell's closing "Draw a card." and what a kicker adds ("If this spell was kicked, …") stand on lines of their own (spell abilities, 402.2). */
const DRAWS = /^draw a card\.$|^if (?:this spell|~) was kicked\b/i;

type PieceKind = "keyword" | "triggered" | "activated" | "static" | "spell" | "cost";

/** Whether `sentence` continues the ability `last` (of kind `kind`) rather than opening one of its own. */
function continues(kind: PieceKind, last: string, sentence: string): boolean {
  if (kind === "keyword") return /^x can't\b/i.test(sentence);
  if (kind === "cost" || (kind === "spell" && (SPELL_PARTS.test(sentence) || DRAWS.test(sentence))) || (kind !== "spell" && REPLACEMENT_OPENS.test(sentence))) return false;
  if (activated(sentence) || OPENS.test(sentence)) return /^choose\b/i.test(last) && sentence.startsWith("•");
  if (kind === "spell" || CONTINUES.test(sentence)) return true;
  return !STATIC_OPENS.test(sentence) && !(SELF_OPENS.test(sentence) && (kind === "static" || !EFFECT_WORDS.test(sentence)));
}

function kindOf(sentence: string, spell: boolean): PieceKind {
  if (activated(sentence)) return "activated";
  if (/^(?:when|whenever|at)\b/i.test(sentence)) return "triggered";
  if (spell && SPELL_PARTS.test(sentence)) return "cost";
  return spell ? "spell" : "static";
}

/** Index just past the reminder text opening at `i` ("(…)", nested parentheses counted), or -1. */
function reminderEnd(text: string, i: number): number {
  if (text[i] !== "(") return -1;
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    if (text[j] === "(") depth++;
    else if (text[j] === ")" && --depth === 0) return j + 1;
  }
  return text.length;
}

/** Index just past the sentence starting at `i`: its top-level "." (outside parentheses and quotes), and any reminder after it. */
function sentenceEnd(text: string, i: number): number {
  let depth = 0;
  let quoted = false;
  for (let j = i; j < text.length; j++) {
    const c = text[j];
    if (c === '"') {
      quoted = !quoted;
      // A quoted ability closing the sentence: `has "{T}: Add {G}."`.
      if (!quoted && depth === 0 && /[.!]/.test(text[j - 1]) && (j + 1 === text.length || text[j + 1] === " ")) return withReminders(text, j + 1);
    } else if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if ((c === "." || c === "!") && depth === 0 && !quoted && (j + 1 === text.length || /[\s)]/.test(text[j + 1]))) {
      return withReminders(text, j + 1);
    }
  }
  return text.length;
}

function withReminders(text: string, end: number): number {
  let e = end;
  for (;;) {
    const start = e + (text.slice(e).length - text.slice(e).trimStart().length);
    const r = reminderEnd(text, start);
    if (r < 0) return e;
    e = r;
  }
}

/** Index just past a run of keywords at `i` ("Flying, first strike (reminder)"), or -1. */
function keywordRunEnd(text: string, i: number, name: string): number {
  if (name !== "" && text.startsWith(name, i)) return -1;
  let j = i;
  let end = -1;
  for (;;) {
    const m = KEYWORD.exec(text.slice(j));
    if (!m || !AFTER_KEYWORD.test(text.slice(j + m[0].length))) break;
    j = withReminders(text, j + m[0].length);
    end = j;
    const comma = /^\s*[,;]\s*/.exec(text.slice(j));
    if (!comma) break;
    j += comma[0].length;
  }
  // A list whose last piece is not a keyword ("Flying, trample, and it can't block.") is a sentence.
  if (end < 0 || j > end) return -1;
  const period = /^\s*\./.exec(text.slice(end));
  return withReminders(text, period ? end + period[0].length : end);
}

/** A "[cost]: [effect]" sentence (403.1): a colon before the sentence's end, outside parentheses and quotes, after a cost's words. */
function activated(sentence: string): boolean {
  const colon = sentence.search(/:\s/);
  return colon > 0 && /^(?:\{|\[[+−-]?[\dX]+\]|[A-Z][a-z]*(?: [^:.()"]*)?$)/.test(sentence.slice(0, colon)) && !/^(?:choose|when|whenever|at)\b/i.test(sentence);
}

/** The abilities of one line of text, in order, each with its reminder text. */
export function splitLine(line: string, spell: boolean, name = ""): string[] {
  const self = (t: string) => (name === "" ? t : t.split(name).join("~"));
  const pieces: Array<{ text: string; kind: PieceKind }> = [];
  let leading = "";
  let i = 0;
  while (i < line.length) {
    while (line[i] === " ") i++;
    if (i >= line.length) break;
    const reminder = reminderEnd(line, i);
    if (reminder > 0) {
      // Reminder text belongs to the ability before it (or, opening the line, the one after).
      const words = line.slice(i, reminder);
      if (pieces.length > 0) pieces[pieces.length - 1].text += ` ${words}`;
      else leading += `${words} `;
      i = reminder;
      continue;
    }
    const last = pieces[pieces.length - 1];
    const run = keywordRunEnd(line, i, name);
    if (run > 0) {
      pieces.push({ text: leading + line.slice(i, run).trim(), kind: "keyword" });
      leading = "";
      i = run;
      continue;
    }
    const end = sentenceEnd(line, i);
    const sentence = line.slice(i, end).trim();
    if (last && continues(last.kind, last.text, self(sentence))) last.text += ` ${sentence}`;
    else pieces.push({ text: leading + sentence, kind: kindOf(sentence, spell) });
    leading = "";
    i = end;
  }
  if (leading) pieces.push({ text: leading.trim(), kind: "static" });
  return pieces.map((p) => p.text);
}

/**
 * The abilities of a card's text: each line split (splitLine), a modal
 * spell's bullet lines ("• …") kept with the line that opens them ("Choose
 * one —"), lines that are only reminder text dropped (402.1; none is an
 * ability).
 */
export function splitAbilities(lines: string[], spell: boolean, name = ""): string[] {
  const joined: string[] = [];
  for (const l of lines) {
    if (l.startsWith("•") && joined.length > 0) joined[joined.length - 1] += ` ${l}`;
    else joined.push(l);
  }
  return joined.filter((l) => !/^\([^()]*\)$/.test(l)).flatMap((l) => splitLine(l, spell, name));
}
