/**
 * Keywords of the 2006-2008 rules (section 502 of that era; numbers as in
 * the 2008-10-01 release) and the ability facts each implies, so that "Cycling
 * {2}" is an activated ability whose cost can only be paid in a hand
 * (402.8f) and "Flashback {1}{R}" lets its card be played from a graveyard
 * (402.8d). `rule` is the keyword's own paragraph; `zoneRule` the 402.8
 * exception its zone facts come from, where it has one.
 */
import type { Ability, AbilityFacts, GameObject } from "../types";

export interface KeywordEntry {
  keyword: string;
  rule: string;
  /** The keyword takes a cost or number after it ("Cycling {2}", "Dredge 3"). */
  parameter: boolean;
  facts: Partial<AbilityFacts>;
  zoneRule: string | null;
  /** What the facts mean, for the reader's report. */
  reading: string;
  /** The facts the keyword's parameter gives it: the ability it stands for, written out by its rule. */
  expand?: (parameter: string) => Partial<AbilityFacts>;
}

const evasion = (keyword: string, rule: string, parameter = false): KeywordEntry => ({
  keyword, rule, parameter, facts: { kind: "static" }, zoneRule: null, reading: "a static ability of a permanent in play",
});

export const KEYWORDS: readonly KeywordEntry[] = [
  { keyword: "cycling", rule: "502.18", parameter: true, facts: { kind: "activated", costZones: ["hand"], effect: "Draw a card." }, zoneRule: "402.8f",
    reading: "an activated ability whose cost discards the card, so it functions in a hand" },
  { keyword: "transmute", rule: "502.48", parameter: true, facts: { kind: "activated", costZones: ["hand"], timing: ["sorcery"] }, zoneRule: "402.8f",
    reading: "an activated ability whose cost discards the card, played only as a sorcery" },
  { keyword: "forecast", rule: "502.53", parameter: true, facts: { kind: "activated", costZones: ["hand"], timing: ["upkeep"] }, zoneRule: "402.8f",
    reading: "an activated ability played by revealing the card from a hand during its owner's upkeep" },
  { keyword: "ninjutsu", rule: "502.43", parameter: true, facts: { kind: "activated", costZones: ["hand"], movesFrom: "hand" }, zoneRule: "402.8h",
    reading: "an activated ability that puts the card into play from a hand" },
  { keyword: "flashback", rule: "502.22", parameter: true, facts: { kind: "static", playableFrom: ["graveyard"] }, zoneRule: "402.8d",
    reading: "the card may be played from a graveyard" },
  { keyword: "madness", rule: "502.24", parameter: true, facts: { kind: "static", statedZones: ["hand", "removed"] }, zoneRule: "402.8b",
    reading: "a replacement for discarding the card (in a hand) and a trigger once it is removed from the game" },
  { keyword: "morph", rule: "502.26", parameter: true, facts: { kind: "static", playableFrom: ["hand"] }, zoneRule: "402.8d",
    reading: "the card may be played face down from a hand" },
  { keyword: "suspend", rule: "502.59", parameter: true, facts: { kind: "static", statedZones: ["hand", "removed"] }, zoneRule: "402.8b",
    reading: "removes the card from the game from a hand, then counts down while removed" },
  { keyword: "dredge", rule: "502.47", parameter: true, facts: { kind: "static", movesFrom: "graveyard" }, zoneRule: "402.8h",
    reading: "a replacement that returns the card from a graveyard to its owner's hand" },
  { keyword: "recover", rule: "502.55", parameter: true,
    facts: { kind: "triggered", triggers: [{ condition: "a creature is put into your graveyard from play", zone: "graveyard" }], movesFrom: "graveyard" }, zoneRule: "402.8g",
    reading: "a trigger that works while the card is in a graveyard" },
  { keyword: "haunt", rule: "502.51", parameter: false,
    facts: { kind: "triggered", triggers: [
      { condition: "this object is put into a graveyard from play", zone: null },
    ] }, zoneRule: null, reading: "a leaves-play trigger that removes the card from the game haunting a creature (its other abilities may then work from there, 402.8g)" },
  { keyword: "soulshift", rule: "502.39", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "this object is put into a graveyard from play", zone: null }] }, zoneRule: null,
    reading: "a leaves-play trigger" },
  // 502.19a: "At the beginning of your upkeep, if this permanent came under your control since the
  // beginning of your last upkeep, sacrifice it unless you pay [cost]."
  { keyword: "echo", rule: "502.19", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "the beginning of your upkeep", zone: null }] }, zoneRule: null,
    reading: "an upkeep trigger of a permanent in play, only in the first upkeep after it came under its controller's control: sacrifice it unless its controller pays the echo cost",
    expand: (cost) => ({ interveningIf: "this permanent came under your control since the beginning of your last upkeep", effect: `Sacrifice this permanent unless you pay ${cost}.` }) },
  // 502.13a: "At the beginning of your upkeep, put an age counter on this permanent. Then you may pay
  // [cost] for each age counter on it. If you don't, sacrifice it."
  { keyword: "cumulative upkeep", rule: "502.13", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "the beginning of your upkeep", zone: null }] }, zoneRule: null,
    reading: "an upkeep trigger of a permanent in play: an age counter, then pay the cost for each age counter or sacrifice it",
    expand: (cost) => ({ effect: `Put an age counter on this permanent. You may ${payWords(cost)} for each age counter on it. If you don't, sacrifice this permanent.` }) },
  // 502.20a: "At the beginning of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice the permanent."
  // (Its "comes into play with N fade counters" is applied by the loop, engine/replacements.ts.)
  { keyword: "fading", rule: "502.20", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "the beginning of your upkeep", zone: null }] }, zoneRule: null,
    reading: "an upkeep trigger of a permanent in play: remove a fade counter, or sacrifice it if it can't",
    expand: () => ({ effect: "Remove a fade counter from this permanent. If you can't, sacrifice this permanent." }) },
  // 502.60a: "At the beginning of your upkeep, if this permanent has a time counter on it, remove a time counter
  // from it." (Its "comes into play with N time counters" and "When the last time counter is removed from it,
  // sacrifice it" are the loop's: engine/replacements.ts, engine/effects.ts.)
  { keyword: "vanishing", rule: "502.60", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "the beginning of your upkeep", zone: null }] }, zoneRule: null,
    reading: "an upkeep trigger of a permanent in play: remove a time counter; when the last is removed, sacrifice it",
    expand: () => ({ interveningIf: "this permanent has a time counter on it", effect: "Remove a time counter from this permanent." }) },
  { keyword: "storm", rule: "502.30", parameter: false, facts: { kind: "triggered", triggers: [{ condition: "you play this spell", zone: "stack" }] }, zoneRule: "402.8g",
    reading: "a trigger on playing the spell, from the stack" },
  { keyword: "affinity", rule: "502.31", parameter: true, facts: { kind: "static", costModifier: true }, zoneRule: "402.8c",
    reading: "reduces what the spell costs to play, so it functions on the stack" },
  { keyword: "convoke", rule: "502.46", parameter: false, facts: { kind: "static", costModifier: true }, zoneRule: "402.8c",
    reading: "changes how the spell's cost is paid, so it functions on the stack" },
  { keyword: "delve", rule: "502.64", parameter: false, facts: { kind: "static", costModifier: true }, zoneRule: "402.8c",
    reading: "changes how the spell's cost is paid, so it functions on the stack" },
  { keyword: "kicker", rule: "502.21", parameter: true, facts: { kind: "static", costModifier: true }, zoneRule: "402.8c",
    reading: "an optional additional cost of playing the spell, so it functions on the stack" },
  { keyword: "buyback", rule: "502.16", parameter: true, facts: { kind: "static", costModifier: true }, zoneRule: "402.8c",
    reading: "an optional additional cost of playing the spell, so it functions on the stack" },
  { keyword: "entwine", rule: "502.32", parameter: true, facts: { kind: "static", costModifier: true }, zoneRule: "402.8c",
    reading: "an optional additional cost of playing the spell, so it functions on the stack" },
  { keyword: "flash", rule: "502.57", parameter: false, facts: { kind: "static", playableFrom: ["hand"] }, zoneRule: "402.8d",
    reading: "the card may be played any time its owner could play an instant" },
  { keyword: "offering", rule: "502.42", parameter: false, facts: { kind: "static", playableFrom: ["hand"] }, zoneRule: "402.8d",
    reading: "modifies how the card can be played" },
  { keyword: "splice onto arcane", rule: "502.40", parameter: true, facts: { kind: "static", statedZones: ["hand"] }, zoneRule: "402.8b",
    reading: "works from its owner's hand, revealed as an Arcane spell is played" },
  { keyword: "equip", rule: "502.33", parameter: true, facts: { kind: "activated", timing: ["sorcery"] }, zoneRule: null,
    reading: "an activated ability played only as a sorcery" },
  evasion("flying", "502.4"),
  evasion("haste", "502.5"),
  evasion("first strike", "502.2"),
  evasion("double strike", "502.28"),
  { keyword: "flanking", rule: "502.3", parameter: false, facts: { kind: "triggered", triggers: [{ condition: "this creature becomes blocked by a creature without flanking", zone: null }] }, zoneRule: null, reading: "a block trigger of a permanent in play" },
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
  { keyword: "bushido", rule: "502.38", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "this creature blocks", zone: null }, { condition: "this creature becomes blocked", zone: null }] }, zoneRule: null, reading: "a block trigger of a permanent in play" },
  { keyword: "rampage", rule: "502.12", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "this creature becomes blocked", zone: null }] }, zoneRule: null, reading: "a block trigger of a permanent in play" },
  { keyword: "bloodthirst", rule: "502.50", parameter: true, facts: { kind: "static", comesIntoPlay: true }, zoneRule: "402.8e", reading: "it comes into play with +1/+1 counters" },
  { keyword: "modular", rule: "502.35", parameter: true, facts: { kind: "static", comesIntoPlay: true }, zoneRule: "402.8e", reading: "it comes into play with +1/+1 counters (and moves them when it leaves play)" },
  { keyword: "graft", rule: "502.54", parameter: true, facts: { kind: "static", comesIntoPlay: true }, zoneRule: "402.8e", reading: "it comes into play with +1/+1 counters (and may move one to a creature that comes into play)" },
  evasion("absorb", "502.61", true),
  { keyword: "poisonous", rule: "502.69", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "this creature deals combat damage to a player", zone: null }] }, zoneRule: null, reading: "a damage trigger of a permanent in play" },
  { keyword: "frenzy", rule: "502.66", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "this creature attacks and isn't blocked", zone: null }] }, zoneRule: null, reading: "an attack trigger of a permanent in play" },
  evasion("enchant", "502.45", true),
  evasion("banding", "502.10"),
  evasion("bands with other", "502.11", true),
  evasion("phasing", "502.15"),
  evasion("horsemanship", "502.17"),
  evasion("wither", "502.80"),
  { keyword: "changeling", rule: "502.73", parameter: false, facts: { kind: "static", characteristicDefining: true }, zoneRule: "402.8a",
    reading: "the object is every creature type, wherever it is" },
  { keyword: "amplify", rule: "502.27", parameter: true, facts: { kind: "static", comesIntoPlay: true }, zoneRule: "402.8e", reading: "it comes into play with +1/+1 counters" },
  { keyword: "sunburst", rule: "502.37", parameter: false, facts: { kind: "static", comesIntoPlay: true }, zoneRule: "402.8e", reading: "it comes into play with counters for each colour of mana spent" },
  { keyword: "devour", rule: "502.82", parameter: true, facts: { kind: "static", comesIntoPlay: true }, zoneRule: "402.8e", reading: "as it comes into play, its controller may sacrifice creatures" },
  { keyword: "epic", rule: "502.44", parameter: false, facts: { kind: "static" }, zoneRule: null, reading: "for the rest of the game its controller copies the spell each upkeep and can't play spells" },
  { keyword: "replicate", rule: "502.52", parameter: true, facts: { kind: "static", costModifier: true }, zoneRule: "402.8c",
    reading: "an optional additional cost paid any number of times as the spell is played, so it functions on the stack" },
  { keyword: "prowl", rule: "502.76", parameter: true, facts: { kind: "static", costModifier: true }, zoneRule: "402.8c",
    reading: "an alternative cost of playing the spell, so it functions on the stack" },
  { keyword: "evoke", rule: "502.74", parameter: true, facts: { kind: "static", costModifier: true }, zoneRule: "402.8c",
    reading: "an alternative cost of playing the spell (and a trigger that sacrifices it as it comes into play)" },
  { keyword: "conspire", rule: "502.78", parameter: false, facts: { kind: "static", costModifier: true }, zoneRule: "402.8c",
    reading: "an optional additional cost of playing the spell (and a trigger that copies it)" },
  { keyword: "retrace", rule: "502.81", parameter: false, facts: { kind: "static", playableFrom: ["graveyard"] }, zoneRule: "402.8d",
    reading: "the card may be played from a graveyard by discarding a land card" },
  { keyword: "ripple", rule: "502.56", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "you play this spell", zone: "stack" }] }, zoneRule: "402.8g",
    reading: "a trigger on playing the spell, from the stack" },
  { keyword: "gravestorm", rule: "502.67", parameter: false, facts: { kind: "triggered", triggers: [{ condition: "you play this spell", zone: "stack" }] }, zoneRule: "402.8g",
    reading: "a trigger on playing the spell, from the stack" },
  { keyword: "provoke", rule: "502.29", parameter: false, facts: { kind: "triggered", triggers: [{ condition: "this creature attacks", zone: null }] }, zoneRule: null, reading: "an attack trigger of a permanent in play" },
  { keyword: "exalted", rule: "502.83", parameter: false, facts: { kind: "triggered", triggers: [{ condition: "a creature you control attacks alone", zone: null }] }, zoneRule: null, reading: "an attack trigger of a permanent in play" },
  { keyword: "champion", rule: "502.72", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "this permanent comes into play", zone: null }] }, zoneRule: null,
    reading: "a comes-into-play trigger (and a leaves-play trigger that returns the championed card)" },
  { keyword: "hideaway", rule: "502.75", parameter: true, facts: { kind: "triggered", triggers: [{ condition: "this permanent comes into play", zone: null }], comesIntoPlay: true }, zoneRule: "402.8e",
    reading: "it comes into play tapped, and a comes-into-play trigger" },
  { keyword: "persist", rule: "502.79", parameter: false, facts: { kind: "triggered", triggers: [{ condition: "this permanent is put into a graveyard from play", zone: null }] }, zoneRule: null,
    reading: "a leaves-play trigger that returns the card from the graveyard" },
  { keyword: "aura swap", rule: "502.62", parameter: true, facts: { kind: "activated" }, zoneRule: null, reading: "an activated ability of a permanent in play" },
  { keyword: "fortify", rule: "502.65", parameter: true, facts: { kind: "activated", timing: ["sorcery"] }, zoneRule: null, reading: "an activated ability played only as a sorcery" },
  { keyword: "transfigure", rule: "502.71", parameter: true, facts: { kind: "activated", timing: ["sorcery"] }, zoneRule: null, reading: "an activated ability played only as a sorcery" },
  { keyword: "reinforce", rule: "502.77", parameter: true, facts: { kind: "activated", costZones: ["hand"] }, zoneRule: "402.8f",
    reading: "an activated ability whose cost discards the card, so it functions in a hand" },
  { keyword: "unearth", rule: "502.84", parameter: true, facts: { kind: "activated", timing: ["sorcery"], movesFrom: "graveyard" }, zoneRule: "402.8h",
    reading: "an activated ability that returns the card from a graveyard to play, played only as a sorcery" },
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
