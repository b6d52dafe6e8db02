/**
 * The templating of 2006-2008 card text, as a table: each template is a
 * pattern over one ability (one line of text, 402.7) with the card's own
 * name written `~`, the facts it implies, and the rule it serves. The
 * reader (read-abilities.ts) applies every template that matches and
 * reports each with the words it matched. Modern wordings (battlefield,
 * exile, activate) are accepted alongside the era's (play, removed from the
 * game, play an ability), since judges paste both.
 */
import type { AbilityFacts, Zone } from "../types";

export interface Template {
  name: string;
  rule: string;
  /** Where the template looks: the cost of an activated ability, its effect, a trigger condition, or the whole line. */
  part: "cost" | "effect" | "condition" | "if" | "line";
  pattern: RegExp;
  facts: (m: RegExpMatchArray) => Partial<AbilityFacts>;
  /** Phrase for the reader's report; `$zone` is filled from the facts. */
  reading: string;
}

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

export const TEMPLATES: readonly Template[] = [
  // 403.1 costs: the tap symbol (403.4) and costs that cannot be paid in play (402.8f).
  { name: "tap symbol", rule: "403.4", part: "cost", pattern: /\{T\}/, facts: () => ({ tap: true }),
    reading: "the cost includes the tap symbol" },
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

  // 403.2-403.5 restrictions of activated abilities ("Play this ability only …"; 2009+ "Activate …").
  { name: "only during your upkeep", rule: "403.3", part: "effect", pattern: /\b(?:play|activate) this ability only during your upkeep\b/i,
    facts: () => ({ timing: ["upkeep"] }), reading: "may be played only during its controller's upkeep" },
  { name: "sorcery timing", rule: "403.5", part: "effect", pattern: /\b(?:play|activate) this ability only (?:any time you could play|as) a sorcery\b/i,
    facts: () => ({ timing: ["sorcery"] }), reading: "follows the timing rules for playing a sorcery" },
  { name: "instant timing", rule: "403.5", part: "effect", pattern: /\b(?:play|activate) this ability only (?:any time you could play|as) an instant\b/i,
    facts: () => ({ timing: ["instant"] }), reading: "follows the timing rules for playing an instant" },
  { name: "once each turn", rule: "403.3", part: "effect", pattern: /\b(?:play|activate) this ability only once each turn\b/i,
    facts: () => ({ timing: ["once-each-turn"] }), reading: "may be played only once each turn" },

  // 406.1 mana abilities.
  { name: "adds mana", rule: "406.1", part: "effect", pattern: /\badds?\b[^.]*?\bto (?:your|his or her|that player's) mana pool\b|\badds? (?:\{[^}]+\})+|\badds? (?:one|two|three|\w+) mana\b|\badds? an amount of \{/i,
    facts: () => ({}), reading: "could put mana into a player's mana pool" },

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

  // 409.1b: an additional cost is part of playing the spell, not an instruction of its resolution (412.3).
  { name: "additional cost", rule: "409.1b", part: "line", pattern: /^as an additional cost to (?:play|cast) ~, /i,
    facts: () => ({ kind: "static" }), reading: "an additional cost, paid as the card is played" },

  // Static abilities with zone facts.
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
