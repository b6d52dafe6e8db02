/**
 * 402.8's reading table: which words of an ability give it which zone facts
 * (402.8a-h), and the ability/* fact each is written as for
 * queries/functions.edn, which decides from them where the ability
 * functions. Everything the reader knows of 402.8 is here: the templates of
 * card text, the keywords' zone facts, 402.8h's "unless", and the default
 * zone of a trigger condition (in play, 402.8). Wording 402.8's rows is
 * src/engine/play-words.ts's.
 *
 * The lettering is the 2008-03-17 rulings dump's (402.8a-h), as in
 * queries/functions.edn.
 */
import { conditionOf } from "./conditions";
import type { Template } from "./templates";
import type { AbilityFacts, Zone } from "../types";

const ZONE_WORDS: Record<string, Zone> = {
  graveyard: "graveyard",
  hand: "hand",
  library: "library",
  "removed-from-the-game zone": "removed",
  exile: "removed",
  play: "in-play",
  battlefield: "in-play",
};

/** "your graveyard", "a graveyard", "its owner's hand" → the zone. */
export function zoneWord(word: string): Zone {
  return ZONE_WORDS[word.toLowerCase()] ?? "in-play";
}

const IN_ZONE = "(?:your|a|its owner's|his or her|their) (graveyard|hand|library)";

/** The templates of card text that give an ability zone facts; read-abilities.ts applies them before templates.ts's. */
export const ZONE_TEMPLATES: readonly Template[] = [
  // 402.8f: costs that cannot be paid in play.
  { name: "discard itself", rule: "402.8f", part: "cost", pattern: /\bdiscard ~/i, facts: () => ({ costZones: ["hand"] }),
    reading: "the cost discards the card, which can only be paid from a hand" },
  { name: "reveal itself", rule: "402.8f", part: "cost", pattern: /\breveal ~(?: from your hand)?/i, facts: () => ({ costZones: ["hand"] }),
    reading: "the cost reveals the card from a hand" },
  { name: "remove itself from a graveyard", rule: "402.8f", part: "cost",
    pattern: new RegExp(`\\b(?:remove ~ in ${IN_ZONE} from the game|exile ~ from ${IN_ZONE})`, "i"),
    facts: (m) => ({ costZones: [zoneWord(m[1] ?? m[2])] }), reading: "the cost removes the card from the game from a $zone" },

  // 402.8h: a cost or effect that moves the object itself out of a zone.
  { name: "moves itself out of a zone", rule: "402.8h", part: "line",
    pattern: new RegExp(`\\b(?:(?:return|put|remove|exile|shuffle) ~ from ${IN_ZONE}|remove ~ in ${IN_ZONE} from the game)`, "i"),
    facts: (m) => ({ movesFrom: zoneWord(m[1] ?? m[2]) }), reading: "moves the card itself out of a $zone" },

  // 402.8g: trigger conditions that can trigger only outside the in-play zone.
  { name: "intervening if: in a zone", rule: "402.8g", part: "if", pattern: new RegExp(`^~ is in ${IN_ZONE}`, "i"),
    facts: (m) => ({ triggers: [{ condition: "", zone: zoneWord(m[1]) }] }), reading: "the trigger condition can trigger only while the card is in a $zone" },
  { name: "intervening if: removed", rule: "402.8g", part: "if", pattern: /^~ is (?:removed from the game|in exile)/i,
    facts: () => ({ triggers: [{ condition: "", zone: "removed" }] }), reading: "the trigger condition can trigger only while the card is removed from the game" },
  { name: "cycling trigger", rule: "402.8g", part: "condition", pattern: /^you cycle ~/i,
    facts: () => ({ triggers: [{ condition: "", zone: "hand" }] }), reading: "cycling happens from a hand, so the condition triggers from there" },
  { name: "put into a graveyard from a library or hand", rule: "402.8g", part: "condition",
    pattern: /^~ is put into (?:your|a) graveyard from (?:your|a|anywhere other than)/i,
    facts: () => ({ triggers: [{ condition: "", zone: "graveyard" }] }), reading: "the card is already in the graveyard when this triggers" },
  { name: "haunted creature dies", rule: "402.8g", part: "condition", pattern: /^the creature (?:~|it) haunts (?:is put into a graveyard|dies)/i,
    facts: () => ({ triggers: [{ condition: "", zone: "removed" }] }), reading: "a haunting card is removed from the game, so the condition triggers from there" },

  // Static abilities with zone facts (402.8a-e).
  { name: "characteristic-defining", rule: "402.8a", part: "line",
    pattern: /^~(?:['’]s power(?: and toughness)? (?:is|are each) equal to| is (?:all colors|every color|colorless|every creature type|(?:white|blue|black|red|green)(?:(?:, | and )(?:white|blue|black|red|green))*\.$))/i,
    facts: () => ({ kind: "static", characteristicDefining: true }), reading: "defines the card's own characteristics" },
  { name: "states its zone", rule: "402.8b", part: "line",
    pattern: new RegExp(`\\b(?:as long as|while) ~ is in ${IN_ZONE}`, "i"),
    facts: (m) => ({ statedZones: [zoneWord(m[1])] }), reading: "says it works while the card is in a $zone" },
  { name: "modifies its own cost", rule: "402.8c", part: "line", pattern: /(?:^|, )(?:~|this spell) costs? (?:\{[^}]+\}|\w+) (?:less|more) to (?:play|cast)\b/i,
    facts: () => ({ kind: "static", costModifier: true }), reading: "changes what the card costs to play" },
  { name: "may be played from a zone", rule: "402.8d", part: "line", pattern: new RegExp(`^you may (?:play|cast) ~ from ${IN_ZONE}`, "i"),
    facts: (m) => ({ kind: "static", playableFrom: [zoneWord(m[1])] }), reading: "lets the card be played from a $zone" },
  { name: "restricts how it is played", rule: "402.8d", part: "line",
    pattern: /^(?:(?:play|cast) ~ only\b|~ can't be (?:played|cast)\b|you may (?:play|cast) ~ (?:any time|as though))/i,
    facts: () => ({ kind: "static", playableFrom: ["hand"] }), reading: "restricts or modifies how the card is played from a hand" },
  { name: "comes into play tapped or with", rule: "402.8e", part: "line",
    pattern: /^(?:~ (?:comes into play|enters the battlefield) (?:tapped|with)\b|as ~ (?:comes into play|enters the battlefield)\b)/i,
    facts: () => ({ kind: "static", comesIntoPlay: true }), reading: "modifies how the card comes into play" },
];

/** The zone a template's facts name, for its reading's `$zone`. */
export function zoneNamed(facts: Partial<AbilityFacts>): string {
  return facts.triggers?.[0]?.zone ?? facts.movesFrom ?? facts.costZones?.[0] ?? facts.statedZones?.[0] ?? facts.playableFrom?.[0] ?? "";
}

/** A keyword's zone facts, the 402.8 exception they come from, and what they mean (the reader's report of the keyword). */
export interface KeywordZones {
  rule: string;
  facts: Partial<AbilityFacts>;
  /** The zone its trigger conditions trigger from (402.8g), where not in play. */
  triggerZone?: Zone;
  reading: string;
}

const ON_THE_STACK = (reading: string): KeywordZones => ({ rule: "402.8c", facts: { costModifier: true }, reading });
const COMES_INTO_PLAY = (reading: string): KeywordZones => ({ rule: "402.8e", facts: { comesIntoPlay: true }, reading });
const FROM_THE_STACK: KeywordZones = { rule: "402.8g", facts: {}, triggerZone: "stack", reading: "a trigger on playing the spell, from the stack" };

/** The keywords of keywords.ts that have zone facts, by keyword. */
export const KEYWORD_ZONES: Readonly<Record<string, KeywordZones>> = {
  cycling: { rule: "402.8f", facts: { costZones: ["hand"] }, reading: "an activated ability whose cost discards the card, so it functions in a hand" },
  transmute: { rule: "402.8f", facts: { costZones: ["hand"] }, reading: "an activated ability whose cost discards the card, played only as a sorcery" },
  forecast: { rule: "402.8f", facts: { costZones: ["hand"] }, reading: "an activated ability played by revealing the card from a hand during its owner's upkeep" },
  reinforce: { rule: "402.8f", facts: { costZones: ["hand"] }, reading: "an activated ability whose cost discards the card, so it functions in a hand" },
  ninjutsu: { rule: "402.8h", facts: { costZones: ["hand"], movesFrom: "hand" }, reading: "an activated ability that puts the card into play from a hand" },
  dredge: { rule: "402.8h", facts: { movesFrom: "graveyard" }, reading: "a replacement that returns the card from a graveyard to its owner's hand" },
  unearth: { rule: "402.8h", facts: { movesFrom: "graveyard" }, reading: "an activated ability that returns the card from a graveyard to play, played only as a sorcery" },
  flashback: { rule: "402.8d", facts: { playableFrom: ["graveyard"] }, reading: "the card may be played from a graveyard" },
  retrace: { rule: "402.8d", facts: { playableFrom: ["graveyard"] }, reading: "the card may be played from a graveyard by discarding a land card" },
  morph: { rule: "402.8d", facts: { playableFrom: ["hand"] }, reading: "the card may be played face down from a hand" },
  flash: { rule: "402.8d", facts: { playableFrom: ["hand"] }, reading: "the card may be played any time its owner could play an instant" },
  offering: { rule: "402.8d", facts: { playableFrom: ["hand"] }, reading: "modifies how the card can be played" },
  madness: { rule: "402.8b", facts: { statedZones: ["hand", "removed"] }, reading: "a replacement for discarding the card (in a hand) and a trigger once it is removed from the game" },
  suspend: { rule: "402.8b", facts: { statedZones: ["hand", "removed"] }, reading: "removes the card from the game from a hand, then counts down while removed" },
  "splice onto arcane": { rule: "402.8b", facts: { statedZones: ["hand"] }, reading: "works from its owner's hand, revealed as an Arcane spell is played" },
  recover: { rule: "402.8g", facts: { movesFrom: "graveyard" }, triggerZone: "graveyard", reading: "a trigger that works while the card is in a graveyard" },
  storm: FROM_THE_STACK,
  ripple: FROM_THE_STACK,
  gravestorm: FROM_THE_STACK,
  affinity: ON_THE_STACK("reduces what the spell costs to play, so it functions on the stack"),
  convoke: ON_THE_STACK("changes how the spell's cost is paid, so it functions on the stack"),
  delve: ON_THE_STACK("changes how the spell's cost is paid, so it functions on the stack"),
  kicker: ON_THE_STACK("an optional additional cost of playing the spell, so it functions on the stack"),
  buyback: ON_THE_STACK("an optional additional cost of playing the spell, so it functions on the stack"),
  entwine: ON_THE_STACK("an optional additional cost of playing the spell, so it functions on the stack"),
  replicate: ON_THE_STACK("an optional additional cost paid any number of times as the spell is played, so it functions on the stack"),
  prowl: ON_THE_STACK("an alternative cost of playing the spell, so it functions on the stack"),
  evoke: ON_THE_STACK("an alternative cost of playing the spell (and a trigger that sacrifices it as it comes into play)"),
  conspire: ON_THE_STACK("an optional additional cost of playing the spell (and a trigger that copies it)"),
  bloodthirst: COMES_INTO_PLAY("it comes into play with +1/+1 counters"),
  modular: COMES_INTO_PLAY("it comes into play with +1/+1 counters (and moves them when it leaves play)"),
  graft: COMES_INTO_PLAY("it comes into play with +1/+1 counters (and may move one to a creature that comes into play)"),
  amplify: COMES_INTO_PLAY("it comes into play with +1/+1 counters"),
  sunburst: COMES_INTO_PLAY("it comes into play with counters for each colour of mana spent"),
  devour: COMES_INTO_PLAY("as it comes into play, its controller may sacrifice creatures"),
  hideaway: COMES_INTO_PLAY("it comes into play tapped, and a comes-into-play trigger"),
  changeling: { rule: "402.8a", facts: { characteristicDefining: true }, reading: "the object is every creature type, wherever it is" },
};

/**
 * 402.8h's "unless": a trigger condition that puts the object into the zone
 * its effect moves it out of ("When ~ is put into your graveyard from play,
 * return ~ from your graveyard") leaves it a leaves-play trigger. Clears the
 * ability's movesFrom and says why; null when 402.8h still confines it.
 */
export function unconfinedByItsTrigger(a: AbilityFacts, conditions: string[]): { fact: string; rule: string } | null {
  const zone = a.movesFrom;
  if (!zone || !conditions.some((c) => { const r = conditionOf(c, "~"); return r.subject === "self" && r.to === zone; })) return null;
  a.movesFrom = null;
  return { fact: `the trigger condition puts the object into the ${zone}, so 402.8h does not confine it`, rule: "402.8h" };
}

/** An ability with no zone facts: where it functions is 402.8's default. */
export function noZoneFacts(): Pick<AbilityFacts, "statedZones" | "characteristicDefining" | "costModifier" | "playableFrom" | "comesIntoPlay" | "costZones" | "movesFrom"> {
  return { statedZones: [], characteristicDefining: false, costModifier: false, playableFrom: [], comesIntoPlay: false, costZones: [], movesFrom: null };
}

/** The zone a trigger condition triggers from: its own (402.8g), else in play (402.8). */
export function conditionZone(t: { zone: Zone | null }): Zone {
  return t.zone ?? "in-play";
}

/** The ability/* facts queries/functions.edn reads, from an ability's zone facts (src/db/game-schema.ts documents each). */
export function zoneFacts(a: AbilityFacts): Record<string, unknown> {
  const f: Record<string, unknown> = {};
  const many = (attribute: string, values: readonly string[]) => { if (values.length) f[attribute] = [...values]; };
  if (a.characteristicDefining) f["ability/cda"] = true;
  if (a.costModifier) f["ability/cost-modifier"] = true;
  if (a.comesIntoPlay) f["ability/comes-into-play"] = true;
  if (a.movesFrom) f["ability/moves-from"] = a.movesFrom;
  many("ability/stated-zone", a.statedZones);
  many("ability/playable-from", a.playableFrom);
  many("ability/cost-zone", a.costZones);
  many("ability/trigger-zone", [...new Set(a.triggers.map(conditionZone))]);
  return f;
}
