/**
 * Keywords of the 2006-2008 rules (section 502 of that era; numbers as in
 * the 2008-10-01 release) and the ability facts each implies: "Cycling {2}"
 * is an activated ability that draws a card, "Echo {2}{R}" an upkeep
 * trigger. `rule` is the keyword's own paragraph. Where a keyword's ability
 * functions (402.8a-h: cycling's cost can only be paid in a hand, flashback
 * lets its card be played from a graveyard) is zones.ts's KEYWORD_ZONES.
 */
import type { Ability, AbilityFacts, GameObject } from "../types";

export interface KeywordEntry {
  keyword: string;
  rule: string;
  /** The keyword takes a cost or number after it ("Cycling {2}", "Dredge 3"). */
  parameter: boolean;
  facts: Partial<AbilityFacts>;
  /** What the facts mean, for the reader's report; null for a keyword whose zone row (zones.ts) says what it is. */
  reading: string | null;
  /** The facts the keyword's parameter gives it: the ability it stands for, written out by its rule. */
  expand?: (parameter: string) => Partial<AbilityFacts>;
}

const evasion = (keyword: string, rule: string, parameter = false): KeywordEntry => ({
  keyword, rule, parameter, facts: { kind: "static" }, reading: "a static ability of a permanent in play",
});

export const KEYWORDS: readonly KeywordEntry[] = [
  { keyword: "cycling", rule: "502.18", parameter: true, facts: { kind: "activated", effect: "Draw a card." }, reading: null },
  { keyword: "transmute", rule: "502.48", parameter: true, facts: { kind: "activated", timing: ["sorcery"] }, reading: null },
  { keyword: "forecast", rule: "502.53", parameter: true, facts: { kind: "activated", timing: ["upkeep"] }, reading: null },
  { keyword: "ninjutsu", rule: "502.43", parameter: true, facts: { kind: "activated" }, reading: null },
  { keyword: "flashback", rule: "502.22", parameter: true, facts: { kind: "static" }, reading: null },
  { keyword: "madness", rule: "502.24", parameter: true, facts: { kind: "static" }, reading: null },
  { keyword: "morph", rule: "502.26", parameter: true, facts: { kind: "static" }, reading: null },
  { keyword: "suspend", rule: "502.59", parameter: true, facts: { kind: "static" }, reading: null },
  { keyword: "dredge", rule: "502.47", parameter: true, facts: { kind: "static" }, reading: null },
  { keyword: "recover", rule: "502.55", parameter: true,
    facts: { kind: "triggered", triggers: [{ condition: "a creature is put into your graveyard from play", zone: null }] }, reading: null },
  { keyword: "haunt", rule: "502.51", parameter: false,
    facts: { kind: "triggered", triggers: [
      { condition: "this object is put into a graveyard from play", zone: null },
    ] }, reading: "a leaves-play trigger that removes the card from the game haunting a creature (its other abilities may then work from there, 402.8g)" },
  { keyword: "soulshift", rule: "502.39", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "this object is put into a graveyard from play", zone: null }] },
    reading: "a leaves-play trigger" },
  // 502.19a: "At the beginning of your upkeep, if this permanent came under your control since the
  // beginning of your last upkeep, sacrifice it unless you pay [cost]."
  { keyword: "echo", rule: "502.19", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "the beginning of your upkeep", zone: null }] },
    reading: "an upkeep trigger of a permanent in play, only in the first upkeep after it came under its controller's control: sacrifice it unless its controller pays the echo cost",
    expand: (cost) => ({ interveningIf: "this permanent came under your control since the beginning of your last upkeep", effect: `Sacrifice this permanent unless you pay ${cost}.` }) },
  // 502.13a: "At the beginning of your upkeep, put an age counter on this permanent. Then you may pay
  // [cost] for each age counter on it. If you don't, sacrifice it."
  { keyword: "cumulative upkeep", rule: "502.13", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "the beginning of your upkeep", zone: null }] },
    reading: "an upkeep trigger of a permanent in play: an age counter, then pay the cost for each age counter or sacrifice it",
    expand: (cost) => ({ effect: `Put an age counter on this permanent. You may ${payWords(cost)} for each age counter on it. If you don't, sacrifice this permanent.` }) },
  // 502.20a: "At the beginning of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice the permanent."
  // (Its "comes into play with N fade counters" is applied by the loop, engine/replacements.ts.)
  { keyword: "fading", rule: "502.20", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "the beginning of your upkeep", zone: null }] },
    reading: "an upkeep trigger of a permanent in play: remove a fade counter, or sacrifice it if it can't",
    expand: () => ({ effect: "Remove a fade counter from this permanent. If you can't, sacrifice this permanent." }) },
  // 502.60a: "At the beginning of your upkeep, if this permanent has a time counter on it, remove a time counter
  // from it." (Its "comes into play with N time counters" and "When the last time counter is removed from it,
  // sacrifice it" are the loop's: engine/replacements.ts, engine/effects.ts.)
  { keyword: "vanishing", rule: "502.60", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "the beginning of your upkeep", zone: null }] },
    reading: "an upkeep trigger of a permanent in play: remove a time counter; when the last is removed, sacrifice it",
    expand: () => ({ interveningIf: "this permanent has a time counter on it", effect: "Remove a time counter from this permanent." }) },
  { keyword: "storm", rule: "502.30", parameter: false, facts: { kind: "triggered", triggers: [{ condition: "you play this spell", zone: null }] }, reading: null },
  { keyword: "affinity", rule: "502.31", parameter: true, facts: { kind: "static" }, reading: null },
  { keyword: "convoke", rule: "502.46", parameter: false, facts: { kind: "static" }, reading: null },
  { keyword: "delve", rule: "502.64", parameter: false, facts: { kind: "static" }, reading: null },
  { keyword: "kicker", rule: "502.21", parameter: true, facts: { kind: "static" }, reading: null },
  { keyword: "buyback", rule: "502.16", parameter: true, facts: { kind: "static" }, reading: null },
  { keyword: "entwine", rule: "502.32", parameter: true, facts: { kind: "static" }, reading: null },
  { keyword: "flash", rule: "502.57", parameter: false, facts: { kind: "static" }, reading: null },
  { keyword: "offering", rule: "502.42", parameter: false, facts: { kind: "static" }, reading: null },
  { keyword: "splice onto arcane", rule: "502.40", parameter: true, facts: { kind: "static" }, reading: null },
  { keyword: "equip", rule: "502.33", parameter: true, facts: { kind: "activated", timing: ["sorcery"] },
    reading: "an activated ability played only as a sorcery" },
  evasion("flying", "502.4"),
  evasion("haste", "502.5"),
  evasion("first strike", "502.2"),
  evasion("double strike", "502.28"),
  { keyword: "flanking", rule: "502.3", parameter: false, facts: { kind: "triggered", triggers: [{ condition: "this creature becomes blocked by a creature without flanking", zone: null }] }, reading: "a block trigger of a permanent in play" },
  evasion("protection from", "502.7", true),
  evasion("swampwalk", "502.6"),
  evasion("islandwalk", "502.6"),
  evasion("forestwalk", "502.6"),
  evasion("mountainwalk", "502.6"),
  evasion("plainswalk", "502.6"),
  evasion("landwalk", "502.6"),
  evasion("shadow", "502.8"),
  evasion("trample", "502.9"),
  evasion("vigilance", "502.14"),
  evasion("fear", "502.25"),
  evasion("shroud", "502.36"),
  evasion("defender", "502.41"),
  evasion("deathtouch", "502.63"),
  evasion("lifelink", "502.68"),
  evasion("reach", "502.70"),
  evasion("split second", "502.58"),
  { keyword: "bushido", rule: "502.38", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "this creature blocks", zone: null }, { condition: "this creature becomes blocked", zone: null }] }, reading: "a block trigger of a permanent in play" },
  { keyword: "rampage", rule: "502.12", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "this creature becomes blocked", zone: null }] }, reading: "a block trigger of a permanent in play" },
  { keyword: "bloodthirst", rule: "502.50", parameter: true, facts: { kind: "static" }, reading: null },
  { keyword: "modular", rule: "502.35", parameter: true, facts: { kind: "static" }, reading: null },
  { keyword: "graft", rule: "502.54", parameter: true, facts: { kind: "static" }, reading: null },
  evasion("absorb", "502.61", true),
  { keyword: "poisonous", rule: "502.69", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "this creature deals combat damage to a player", zone: null }] }, reading: "a damage trigger of a permanent in play" },
  { keyword: "frenzy", rule: "502.66", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "this creature attacks and isn't blocked", zone: null }] }, reading: "an attack trigger of a permanent in play" },
  evasion("enchant", "502.45", true),
  evasion("banding", "502.10"),
  evasion("bands with other", "502.11", true),
  evasion("phasing", "502.15"),
  evasion("horsemanship", "502.17"),
  evasion("wither", "502.80"),
  { keyword: "changeling", rule: "502.73", parameter: false, facts: { kind: "static" }, reading: null },
  { keyword: "amplify", rule: "502.27", parameter: true, facts: { kind: "static" }, reading: null },
  { keyword: "sunburst", rule: "502.37", parameter: false, facts: { kind: "static" }, reading: null },
  { keyword: "devour", rule: "502.82", parameter: true, facts: { kind: "static" }, reading: null },
  { keyword: "epic", rule: "502.44", parameter: false, facts: { kind: "static" }, reading: "for the rest of the game its controller copies the spell each upkeep and can't play spells" },
  { keyword: "replicate", rule: "502.52", parameter: true, facts: { kind: "static" }, reading: null },
  { keyword: "prowl", rule: "502.76", parameter: true, facts: { kind: "static" }, reading: null },
  { keyword: "evoke", rule: "502.74", parameter: true, facts: { kind: "static" }, reading: null },
  { keyword: "conspire", rule: "502.78", parameter: false, facts: { kind: "static" }, reading: null },
  { keyword: "retrace", rule: "502.81", parameter: false, facts: { kind: "static" }, reading: null },
  { keyword: "ripple", rule: "502.56", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "you play this spell", zone: null }] }, reading: null },
  { keyword: "gravestorm", rule: "502.67", parameter: false, facts: { kind: "triggered", triggers: [{ condition: "you play this spell", zone: null }] }, reading: null },
  { keyword: "provoke", rule: "502.29", parameter: false, facts: { kind: "triggered", triggers: [{ condition: "this creature attacks", zone: null }] }, reading: "an attack trigger of a permanent in play" },
  { keyword: "exalted", rule: "502.83", parameter: false, facts: { kind: "triggered", triggers: [{ condition: "a creature you control attacks alone", zone: null }] }, reading: "an attack trigger of a permanent in play" },
  { keyword: "champion", rule: "502.72", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "this permanent comes into play", zone: null }] },
    reading: "a comes-into-play trigger (and a leaves-play trigger that returns the championed card)" },
  { keyword: "hideaway", rule: "502.75", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "this permanent comes into play", zone: null }] }, reading: null },
  { keyword: "persist", rule: "502.79", parameter: false, facts: { kind: "triggered", triggers: [{ condition: "this permanent is put into a graveyard from play", zone: null }] },
    reading: "a leaves-play trigger that returns the card from the graveyard" },
  { keyword: "aura swap", rule: "502.62", parameter: true, facts: { kind: "activated" }, reading: "an activated ability of a permanent in play" },
  { keyword: "fortify", rule: "502.65", parameter: true, facts: { kind: "activated", timing: ["sorcery"] }, reading: "an activated ability played only as a sorcery" },
  { keyword: "transfigure", rule: "502.71", parameter: true, facts: { kind: "activated", timing: ["sorcery"] }, reading: "an activated ability played only as a sorcery" },
  { keyword: "reinforce", rule: "502.77", parameter: true, facts: { kind: "activated" }, reading: null },
  { keyword: "unearth", rule: "502.84", parameter: true, facts: { kind: "activated", timing: ["sorcery"] }, reading: null },
];

/** A cost as the object of "you may": "pay {1}" for mana, the cost's own verb otherwise ("pay 1 life", "sacrifice a creature"). */
function payWords(cost: string): string {
  return /^\{/.test(cost) ? `pay ${cost}` : cost.charAt(0).toLowerCase() + cost.slice(1);
}

/** The keyword a comma-separated piece of a line starts with, longest first. */
const ORDERED = [...KEYWORDS].sort((a, b) => b.keyword.length - a.keyword.length);

/**
 * Keywords named by a pattern, read as the keyword they are a variant of:
 * typecycling is cycling (502.18e), "Fox offering" is offering (502.42),
 * "Snow swampwalk" is landwalk (502.6).
 */
const VARIANTS: ReadonlyArray<[RegExp, string]> = [
  [/^(?:basic land|[a-z]+)cycling(?=$|[ —–-])/i, "cycling"],
  [/^[a-z]+ offering$/i, "offering"],
  [/^(?:snow|nonbasic|legendary) [a-z]*walk$/i, "landwalk"],
];

export function keywordOf(piece: string): { entry: KeywordEntry; parameter: string } | null {
  let trimmed = piece.trim().replace(/\.$/, "");
  for (const [pattern, name] of VARIANTS) trimmed = trimmed.replace(pattern, name);
  const p = trimmed.toLowerCase();
  for (const entry of ORDERED) {
    if (p === entry.keyword) return { entry, parameter: "" };
    // "Cycling {2}", "Dredge 3", and the dash of a non-mana cost: "Cycling—Pay 2 life".
    // A parameter is a cost, a number or a dash; words after it make a sentence about the
    // keyword ("Cycling abilities you play cost {1} less"), not the keyword itself.
    const after = p.slice(entry.keyword.length);
    const freeWords = ["protection from", "enchant", "champion", "affinity", "bands with other"].includes(entry.keyword);
    if (entry.parameter && p.startsWith(entry.keyword) && /^[ —–-]/.test(after) && (freeWords || /^\s*(?:[—–-]|\{|\d|x\b)/.test(after))) {
      return { entry, parameter: trimmed.slice(entry.keyword.length).replace(/^\s*[—–-]?\s*/, "") };
    }
  }
  return null;
}

/** The static keywords of a list ("flying and first strike", "protection from black"), as objects hold them; null unless every piece is one. */
export function staticKeywordsIn(list: string): string[] | null {
  const keywords: string[] = [];
  for (const piece of list.split(/, and |, | and (?!from )/)) {
    const k = keywordOf(piece);
    if (!k || k.entry.facts.kind !== "static") return null;
    keywords.push(k.parameter ? `${k.entry.keyword} ${k.parameter.toLowerCase()}` : k.entry.keyword);
  }
  return keywords;
}

/** The keywords an object has: given, and read from its text, less those an effect removed (407.3). */
export function keywordsOf(o: Pick<GameObject, "keywords" | "lost">, abilities: Ability[]): string[] {
  return [...new Set([...o.keywords, ...abilities.flatMap((a) => a.keywords)])].filter((k) => !o.lost.includes(k));
}

/** The qualities of protection (502.7a): "protection from black" → black, "from creatures" → creature, "from black and from red" → both. */
export function protectionQualities(keywords: string[]): string[] {
  return [...new Set(keywords.flatMap((k) => {
    const m = /^protection from (.+)$/.exec(k);
    return m ? m[1].split(/,? and (?:from )?|, (?:from )?/).map((q) => q.trim().replace(/^sorceries$/, "sorcery").replace(/^(artifact|creature|enchantment|land|instant)s$/, "$1")) : [];
  }))];
}
