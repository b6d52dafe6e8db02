/**
 * The templating of 2006-2008 card text, as a table: each template is a
 * pattern over one ability (one line of text, 402.7) with the card's own
 * name written `~`, the facts it implies, and the rule it serves. The
 * reader (read-abilities.ts) applies every template that matches and
 * reports each with the words it matched. Modern wordings (battlefield,
 * exile, activate) are accepted alongside the era's (play, removed from the
 * game, play an ability), since judges paste both. The templates that give
 * an ability zone facts (402.8a-h) are zones.ts's.
 */
import type { AbilityFacts } from "../types";

export interface Template {
  name: string;
  rule: string;
  /** Where the template looks: the cost of an activated ability, its effect, a trigger condition, or the whole line. */
  part: "cost" | "effect" | "condition" | "if" | "line";
  pattern: RegExp;
  facts: (m: RegExpMatchArray) => Partial<AbilityFacts>;
  /** Phrase for the reader's report; `$zone` is filled from the facts (zones.ts's zoneNamed). */
  reading: string;
}

export const TEMPLATES: readonly Template[] = [
  // 403.1 costs: the tap symbol (403.4).
  { name: "tap symbol", rule: "403.4", part: "cost", pattern: /\{T\}/, facts: () => ({ tap: true }),
    reading: "the cost includes the tap symbol" },
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

  // 409.1b: an additional cost is part of playing the spell, not an instruction of its resolution (412.3).
  { name: "additional cost", rule: "409.1b", part: "line", pattern: /^as an additional cost to (?:play|cast) ~, /i,
    facts: () => ({ kind: "static" }), reading: "an additional cost, paid as the card is played" },
];
