/**
 * A choice made as a permanent comes into play ("As Voice of All comes into
 * play, choose a color", 410.10e, 419.1b) and the abilities of the same
 * object that read it ("Voice of All has protection from the chosen color",
 * "All creatures of the chosen type get -1/-1"). The choice is stored on
 * the object (`chosen`, by kind: {"color": "black"}); a new object has made
 * none (217.1c). An ability that reads a choice not made is not applied and
 * says so (coverage.ts, answers/certainty.ts): never a guessed value.
 *
 * Reading is by substitution: the chosen value is written into the words
 * ("creatures of the chosen type" → "Goblin creatures"), which the grants'
 * and keywords' tables then read as they read printed text.
 */
import type { Ability, GameObject } from "../types";
import { toEra } from "./era";
import { staticKeywordsIn } from "./keywords";
import { asSelf } from "./self-name";
import { COLORS } from "./colors";

/** What may be chosen, and the value a choice of each kind must be (by the rule that says so). */
interface ChoiceKind {
  /** The words after "choose": "a color", "a creature type". */
  words: string;
  /** Why a value is refused, or null when it is a legal choice; players are the game's player ids. */
  refuse(value: string, players: readonly string[], controller: string | null): string | null;
  rule: string;
}

const BASIC_LAND_TYPES = ["plains", "island", "swamp", "mountain", "forest"];
/** A creature type is one word (212.1e: "Merfolk" or "Wizard", not "Merfolk Wizard"). */
const ONE_WORD = /^[a-z][a-z'-]{0,29}$/;
/** Words that name no creature type (212.1e's example: "artifact", "opponent", "Swamp"). */
const NOT_CREATURE_TYPES = new Set(["artifact", "creature", "enchantment", "land", "instant", "sorcery", "planeswalker", "tribal", "opponent", "player", "legendary", "basic", "snow", ...BASIC_LAND_TYPES, ...COLORS]);

export const CHOICE_KINDS: Readonly<Record<string, ChoiceKind>> = {
  // 203.2d: one of the five colours; "multicolored" is not a colour.
  color: { words: "a color", rule: "203.2d", refuse: (v) => (COLORS.includes(v) ? null : `a color is one of ${COLORS.join(", ")}`) },
  // 212.1e: one existing subtype of the right card type, one word.
  "creature type": {
    words: "a creature type", rule: "212.1e",
    refuse: (v) => (ONE_WORD.test(v) && !NOT_CREATURE_TYPES.has(v) ? null : "a creature type is one word that is a creature's subtype (212.1e: \"Merfolk\" or \"Wizard\", not \"Merfolk Wizard\", \"artifact\" or \"Swamp\")"),
  },
  "basic land type": { words: "a basic land type", rule: "212.1e", refuse: (v) => (BASIC_LAND_TYPES.includes(v) ? null : `a basic land type is one of ${BASIC_LAND_TYPES.join(", ")}`) },
  player: { words: "a player", rule: "419.1b", refuse: (v, players) => (players.includes(v) ? null : `a player is one of ${players.join(", ")}`) },
  opponent: {
    words: "an opponent", rule: "419.1b",
    refuse: (v, players, controller) => (players.includes(v) && v !== controller ? null : `an opponent is a player other than the permanent's controller (${players.filter((p) => p !== controller).join(", ")})`),
  },
};

const KIND_BY_WORDS = new Map(Object.entries(CHOICE_KINDS).map(([kind, k]) => [k.words, kind]));
const CHOICE_LINE = new RegExp(`^as ~ comes into play, choose (${[...KIND_BY_WORDS.keys()].join("|")})$`);

/** The kind of choice an ability line makes as its object comes into play, or null when it makes none the table knows. */
export function choiceOf(text: string, name: string): string | null {
  // Today's "As ~ enters the battlefield, choose …" is read in the era's terms (era.ts).
  const era = toEra(asSelf(text, name));
  const m = era.refused ? null : CHOICE_LINE.exec(era.text.trim().replace(/\.$/, "").toLowerCase());
  return m ? KIND_BY_WORDS.get(m[1])! : null;
}

/** The kinds of choice an object's abilities make as it comes into play. */
export function choicesOf(abilities: readonly Ability[], name: string): string[] {
  return abilities.flatMap((a) => (a.kind === "static" ? [choiceOf(a.text, name)] : [])).filter((k): k is string => k !== null);
}

/** A value as stored: a player's id as given; other values lower case, as subtypes and colours are stored. */
export function normalChoice(kind: string, value: string): string {
  return kind === "player" || kind === "opponent" ? value.trim() : value.trim().toLowerCase();
}

/** Why `value` is no legal choice of `kind`, or null when it is. */
export function refusedChoice(kind: string, value: string, players: readonly string[], controller: string | null): string | null {
  const k = Object.hasOwn(CHOICE_KINDS, kind) ? CHOICE_KINDS[kind] : null;
  return k ? k.refuse(normalChoice(kind, value), players, controller) : `"${kind}" is not a kind of choice (expected one of ${Object.keys(CHOICE_KINDS).join(", ")})`;
}

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** The words that read a choice, and what the chosen value makes of them. */
const READS: ReadonlyArray<{ pattern: RegExp; kind: string; write: (v: string) => string }> = [
  { pattern: /\bcreatures you control of the chosen type\b/gi, kind: "creature type", write: (v) => `${capital(v)} creatures you control` },
  { pattern: /\bcreatures you control of the chosen color\b/gi, kind: "color", write: (v) => `${v} creatures you control` },
  { pattern: /\bcreatures of the chosen type\b/gi, kind: "creature type", write: (v) => `${capital(v)} creatures` },
  { pattern: /\bcreatures of the chosen color\b/gi, kind: "color", write: (v) => `${v} creatures` },
  { pattern: /\bthe chosen creature type\b/gi, kind: "creature type", write: capital },
  { pattern: /\bthe chosen color\b/gi, kind: "color", write: (v) => v },
  { pattern: /\bthe chosen basic land type\b/gi, kind: "basic land type", write: capital },
  { pattern: /\bthe chosen (?:player|opponent)\b/gi, kind: "player", write: (v) => v },
];

/** Whether the words read a choice ("the chosen color"). */
export function readsChoice(text: string): boolean {
  return /\bthe chosen\b/i.test(text);
}

/** The kinds of choice the words read, in their order. */
export function choicesRead(text: string): string[] {
  return READS.filter((r) => new RegExp(r.pattern.source, "i").test(text)).map((r) => r.kind);
}

/**
 * The words with each choice they read written as the chosen value; the
 * words unchanged when they read none; null when a choice they read was
 * not made (the words mean nothing yet: never a guess).
 */
export function withChoices(text: string, chosen: Readonly<Record<string, string>>): string | null {
  if (!readsChoice(text)) return text;
  let out = text;
  for (const r of READS) {
    if (!new RegExp(r.pattern.source, "i").test(out)) continue;
    // "the chosen player" reads an opponent's choice as well as a player's.
    const value = chosen[r.kind] ?? (r.kind === "player" ? chosen.opponent : undefined);
    if (value === undefined) return null;
    out = out.replace(r.pattern, r.write(value));
  }
  return readsChoice(out) ? null : out;
}

/** "~ has protection from the chosen color": the keywords an object's own static abilities give it once its choice is written in (402.1). */
export function chosenKeywords(o: Pick<GameObject, "name" | "chosen" | "lost">, abilities: readonly Ability[]): string[] {
  return abilities.flatMap((a) => (a.kind === "static" ? selfKeywords(a.text, o.name, o.chosen) ?? [] : [])).filter((k) => !o.lost.includes(k));
}

/** The keywords a "~ has …" line reading a choice gives its own object, or null when it is no such line or the choice is not made. */
export function selfKeywords(text: string, name: string, chosen: Readonly<Record<string, string>>): string[] | null {
  if (!readsChoice(text)) return null;
  const written = withChoices(text, chosen);
  const m = written === null ? null : /^~ (?:has|have) (.+?)\.?$/.exec(asSelf(written.trim(), name));
  return m ? staticKeywordsIn(m[1]) : null;
}
