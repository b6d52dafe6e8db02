/**
 * Trigger conditions and intervening "if" clauses the reader recognises but
 * this engine cannot decide, as a table: each pattern (the card's own name
 * written `~`, lower case) names what it is and why the engine cannot
 * match or evaluate it. An ability holding one is explicitly refused on
 * that point ("not supported: …"), instead of being left as words the
 * reader did not understand; either way no answer depending on it is
 * certain (answers/certainty.ts).
 */

interface Unsupported {
  pattern: RegExp;
  what: string;
}

const SUBJECT = String.raw`(?:~|it|enchanted creature|equipped creature|fortified land|(?:a|an|another|each|one or more) [\w' -]+?)(?: you control| an opponent controls)?`;

/** Trigger conditions (404.1) whose event the engine does not model. */
export const UNSUPPORTED_CONDITIONS: readonly Unsupported[] = [
  { pattern: new RegExp(`^${SUBJECT} attacks(?: alone| or blocks)?$|^${SUBJECT} attacks or blocks`), what: "attack triggers: the engine has no declare-attackers event" },
  { pattern: new RegExp(`^${SUBJECT} (?:deals|is dealt) (?:combat )?damage\\b`), what: "damage dealt by or to an object other than the ability's own: the engine's damage events match only the ability's own object" },
  { pattern: /\b(?:plays?|casts?) (?:a|an|another) (?!spell$)[\w -]+ spell\b|\bplays? a spell during\b/, what: "a spell qualified by colour, subtype or timing: the engine's play events match card types only" },
  { pattern: new RegExp(`^${SUBJECT} (?:comes into play|is put into [\\w' ]+ graveyard|leaves play)\\b`), what: "an object qualified by colour, subtype or controller in a way the engine's zone-change events do not match" },
  { pattern: /\bis turned face up\b/, what: "turning a face-down permanent face up (502.26): the engine has no such event" },
  { pattern: /\btime counter is removed\b|\bcounters? (?:is|are) (?:put|placed|removed)\b/, what: "counters put or removed: the engine has no counter events" },
  { pattern: /\bcumulative upkeep is paid\b/, what: "paying a cumulative upkeep (502.13): the loop pays it, but has no event for its payment that a trigger could match" },
  { pattern: /\bdiscards?\b|\bcauses you to discard\b/, what: "discarding: the engine has no discard event" },
  { pattern: /\bbecomes? (?:tapped|the target)\b|\btaps? (?:a|an) [\w ]+ for mana\b|\bis tapped for mana\b/, what: "tapping and targeting: the engine has no such events" },
  { pattern: /\bis championed\b/, what: "championing (502.72): the engine has no such event" },
  { pattern: /\b(?:gains?|loses?) life\b|\bdraws? (?:a|the) card\b|\bsacrifices?\b|\bcycles or discards\b/, what: "life, draw and sacrifice events: the engine has none" },
  { pattern: /^you play (?:this spell|~)$/, what: "a trigger on playing the spell itself (storm, ripple): the engine does not copy spells" },
  { pattern: /\bis put into [\w' ]+ hand\b|\bis put into [\w' ]+ library\b/, what: "moves to a hand or library from another zone than play: the engine's zone-change events do not match them" },
  { pattern: /\bblocks or becomes blocked by\b|\bbecomes blocked by a creature without\b/, what: "blocks by creatures of a given quality: the engine's block events do not match qualities" },
];

/** Intervening "if" clauses (404.3) whose facts the state does not hold. */
export const UNSUPPORTED_CLAUSES: readonly Unsupported[] = [
  { pattern: /\bwas kicked\b/, what: "whether a spell was kicked (502.21): the state does not record it" },
  { pattern: /\bis suspended\b|\btime counters?\b/, what: "suspend's time counters (502.59): the state does not record them" },
  { pattern: /\bcounters? on (?:it|~)\b/, what: "counters on the object in the past: the state does not record them" },
  { pattern: /^(?:that|target|defending) player\b|\ban opponent\b/, what: "a clause about another player than the ability's controller" },
  { pattern: /\bthis turn\b|\bsince\b/, what: "what happened earlier in the turn: the state does not record it" },
];

/** What the trigger condition or clause is, when the engine recognises it but cannot decide it; null otherwise. */
export function unsupported(table: readonly Unsupported[], words: string, name: string): string | null {
  const text = words.split(name).join("~").toLowerCase().trim();
  return table.find((u) => u.pattern.test(text))?.what ?? null;
}
