/**
 * The schema of the game-state facts: the judge's boards hold them alone
 * (game-facts.ts's gameDb), a user's query finds them beside the rules
 * facts (withState), so schema.ts includes them. One row per attribute
 * with its meaning; src/db/game-facts.ts writes them, queries/*.edn read
 * them.
 */
import { CONTINUOUS_ATTRIBUTES } from "./continuous-schema";

/** An attribute's meaning and datascript options; the shape of schema.ts's `Attr`, kept here so that schema.ts (which includes these) is not imported back. */
export interface GameAttr {
  doc: string;
  type?: "ref";
  unique?: true;
  many?: true;
  index?: true;
}

export const GAME_ATTRIBUTES: Record<string, GameAttr> = {
  "player/id": { doc: "a player's name, as the question gives it", unique: true },
  "player/order": { doc: "position in turn order, 0 = first" },
  "player/life": { doc: "life total" },
  "player/last-turn": { doc: "number of the player's most recent turn (the current one if active; 0 before their first)" },
  "player/previous-turn": { doc: "number of the player's turn before their most recent one (0 or less before their second turn): echo's \"since the beginning of your last upkeep\" (502.19a)" },
  "player/hand-size": { doc: "cards in the player's hand (stored: a rule cannot count)" },

  "turn/number": { doc: "the number of the current turn, from 1" },
  "turn/active": { doc: "the active player", type: "ref" },
  "turn/step": { doc: "the current step (src/state/steps.ts)" },
  "turn/main": { doc: "true in a main phase" },
  "turn/stack-empty": { doc: "true when nothing is on the stack" },
  "turn/players": { doc: "how many players are in the game (stored: a rule cannot count; queries/apnap.edn)" },

  "zone/name": { doc: "a zone of the era: library, hand, graveyard, in-play, stack, removed", unique: true },

  "object/id": { doc: "an object's id, as the question gives it", unique: true },
  "object/name": { doc: "its name" },
  "object/owner": { doc: "the player who owns it", type: "ref", index: true },
  "object/controller": { doc: "the player who controls it (in play or on the stack only, 401.3)", type: "ref", index: true },
  "object/zone": { doc: "its zone, in the era's name (in-play, removed)", index: true },
  "object/type": { doc: "card types, lower case (creature, instant …)", many: true },
  "object/subtype": { doc: "subtypes, lower case", many: true },
  "object/supertype": { doc: "supertypes, lower case", many: true },
  "object/color": { doc: "colours, lower case", many: true },
  "object/keyword": { doc: "keywords it has (haste, shroud, protection from black …), given or read from its text", many: true },
  "object/tapped": { doc: "true when tapped" },
  "object/controlled-since": { doc: "turn during which its controller gained control (0: before the first turn)" },
  "object/position": { doc: "order inside a library or graveyard, 0 = top" },
  "object/token": { doc: "true for a token" },
  "object/zone-changes": { doc: "how many times it has changed zones; a move makes a new object (217.1c)" },
  "object/protection": { doc: "a quality it has protection from (502.7): a colour, a card type, or everything", many: true },
  "object/power": { doc: "its power, counters included" },
  "object/toughness": { doc: "its toughness, counters included" },
  "object/damaged-by": { doc: "objects that dealt it damage this turn", type: "ref", many: true },
  "object/haunting": { doc: "for a card removed from the game with haunt, the creature it haunts (502.51)", type: "ref" },
  "object/damage": { doc: "damage marked on it this turn (420.5c)" },
  "object/counter-kind": { doc: "a kind of counter other than +1/+1 it has at least one of (age, fade …; 410.11 state triggers)", many: true },

  "ability/object": { doc: "the object the ability is on", type: "ref", index: true },
  "ability/index": { doc: "0-based index among its object's abilities (one per line of text, 402.7)" },
  "ability/kind": { doc: "activated | triggered | static | mana | spell | unread" },
  "ability/tap": { doc: "true when its cost has the tap symbol (403.4)" },
  "ability/timing": { doc: "restrictions on when it may be played: upkeep, sorcery, instant, once-each-turn (403.3, 403.5)", many: true },
  "ability/cda": { doc: "true for a characteristic-defining ability (402.8a)" },
  "ability/stated-zone": { doc: "a zone the ability says it functions in (402.8b)", many: true },
  "ability/cost-modifier": { doc: "true when it modifies what its object costs to play (402.8c)" },
  "ability/playable-from": { doc: "a zone its object may be played from, by this ability (402.8d)", many: true },
  "ability/comes-into-play": { doc: "true when it modifies how its object comes into play (402.8e)" },
  "ability/cost-zone": { doc: "a zone where a cost that cannot be paid in play can be paid (402.8f)", many: true },
  "ability/trigger-zone": { doc: "a zone one of its trigger conditions triggers from (402.8g; in-play by default)", many: true },
  "ability/moves-from": { doc: "the zone its cost or effect moves its own object out of (402.8h)" },

  "trigger/ability": { doc: "the triggered ability a trigger condition belongs to", type: "ref", index: true },
  "trigger/index": { doc: "0-based index among its ability's conditions (\"When A or B\")" },
  "trigger/event": { doc: "the event it waits for: zone-change, step-begins, damage, cycle, play, block, untap, state, unread (src/abilities/conditions.ts)", index: true },
  "trigger/subject": { doc: "self (its own object), any (an object fitting the description) or haunted (the creature it haunts, 502.51)" },
  "trigger/type": { doc: "card types the subject must have, any of them", many: true },
  "trigger/nontoken": { doc: "true for \"a nontoken creature\"" },
  "trigger/another": { doc: "true for \"another creature\": not its own object" },
  "trigger/whose": { doc: "you, opponent or any: whose object or graveyard, relative to the ability's player" },
  "trigger/from": { doc: "for a zone change, the zone the object leaves" },
  "trigger/to": { doc: "for a zone change, the zone the object enters" },
  "trigger/step": { doc: "for step-begins, the step" },
  "trigger/look-back": { doc: "true for leaves-play conditions, checked against the game before the event (410.10d)" },
  "trigger/damaged": { doc: "for damage: any, player, opponent, creature or self (who must be dealt it)" },
  "trigger/block": { doc: "for block events: blocks, blocks-each, blocked or blocked-each (410.9a-d)" },
  "trigger/blockers": { doc: "for \"becomes blocked by N or more creatures\": N (410.9e)" },
  "trigger/state": { doc: "for a state trigger (410.11): the state it waits for: empty-hand, no-creatures, no-counters, control-none" },
  "trigger/state-arg": { doc: "for a state trigger: its argument, a kind of counter or a card type or subtype" },
  "trigger/damaged-by-self": { doc: "true for \"a creature dealt damage by ~ this turn\"" },
  "trigger/zone": { doc: "the zone the condition works from (402.8g; in-play by default)" },
  "trigger/delayed": { doc: "the delayed triggered ability a trigger condition belongs to (404.4), instead of an ability of an object", type: "ref", index: true },

  "delayed/id": { doc: "a delayed triggered ability created by a resolving effect (404.4a)", unique: true },
  "delayed/controller": { doc: "the player who controls it: the controller of the effect that created it", type: "ref" },
  "delayed/refers": { doc: "the object it refers to (404.4c), if still in the game", type: "ref" },
  "delayed/zone-changes": { doc: "that object's zone changes when referred to: a new object is not it (217.1c)" },

  "event/kind": { doc: "the event a triggers question asks about (SPEC.md)" },
  "event/step": { doc: "step-begins: the step" },
  "event/source": { doc: "damage: the object dealing it", type: "ref" },
  "event/object": { doc: "cycle, play: the object cycled or played", type: "ref" },
  "event/player": { doc: "cycle, play: the player who did it", type: "ref" },
  "event/to-player": { doc: "damage: the player dealt it", type: "ref" },
  "event/to-object": { doc: "damage: the object dealt it", type: "ref" },
  "event/already-blocked": { doc: "block: attacking creatures already blocked earlier this combat (410.9c)", type: "ref", many: true },
  "event/already-blocking": { doc: "block: creatures already blocking earlier this combat (410.9a)", type: "ref", many: true },
  "event/prevented": { doc: "true when the event was prevented or replaced (410.7)" },
  "occurrence/event": { doc: "a zone change's event; one occurrence per object moved (410.6)", type: "ref", index: true },
  "occurrence/object": { doc: "the object moved", type: "ref" },
  "occurrence/from": { doc: "the zone it left" },
  "occurrence/attacker": { doc: "a block: the attacking creature the occurrence's object blocks (410.9)", type: "ref" },
  "blocked/event": { doc: "a block event this count belongs to", type: "ref", index: true },
  "blocked/attacker": { doc: "an attacking creature of the declaration", type: "ref" },
  "blocked/count": { doc: "how many creatures block it in the declaration (410.9e)" },
  "occurrence/to": { doc: "the zone it entered" },

  "targeting/source": { doc: "the object whose spell or ability chooses targets: its colours and types decide protection (502.7b)", type: "ref" },
  "targeting/spell": { doc: "the spell itself, when the targets are a spell's (415.6: an illegal target for itself)", type: "ref" },
  "targeting/controller": { doc: "the player who controls the spell or ability", type: "ref" },
  "targeting/moment": { doc: "announce (409.1c) or resolve (413.2a)" },
  "aim/instance": { doc: "0-based instance of the word \"target\" (409.1c)" },
  "aim/count": { doc: "how many different targets the instance takes" },
  "aim/type": { doc: "card types of which the target must have one", many: true },
  "aim/all-type": { doc: "card types the target must also have (\"artifact creature\")", many: true },
  "aim/not-type": { doc: "card types the target must not have (\"nonartifact\")", many: true },
  "aim/color": { doc: "colours of which the target must have one", many: true },
  "aim/not-color": { doc: "colours the target must not have (\"nonblack\")", many: true },
  "aim/status": { doc: "tapped or untapped", many: true },
  "aim/objects": { doc: "true when an object may be chosen" },
  "aim/players": { doc: "any, opponent or none: which players may be chosen" },
  "aim/zone": { doc: "the zone an object target must be in (415.5: in-play unless the text says otherwise)" },
  "aim/zone-owner": { doc: "you, opponent or any: whose graveyard or hand an object target outside play must be in" },
  "aim/controller": { doc: "you, opponent or any: whose permanent" },
  "aim/another": { doc: "true for \"another target\": not the source itself" },
  "choice/aim": { doc: "the instance of \"target\" this target was chosen for", type: "ref", index: true },
  "choice/position": { doc: "0-based position among the instance's targets" },
  "choice/object": { doc: "the object chosen", type: "ref" },
  "choice/player": { doc: "the player chosen", type: "ref" },
  "choice/zone-changes": { doc: "the object's zone changes when it was chosen (217.1c)" },

  "stack/id": { doc: "an ability or spell on the stack", unique: true },
  "stack/source": { doc: "its source object", type: "ref", index: true },
  "stack/ability": { doc: "for an ability: its index on the source" },
  "stack/order": { doc: "position on the stack, 0 = bottom" },
  ...CONTINUOUS_ATTRIBUTES,
};
