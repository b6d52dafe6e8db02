/**
 * Trigger conditions (404.1, 410.2) read into the event they wait for, as
 * a table of templates over the condition's words (the card's own name
 * written `~`), each with the rule it serves. queries/triggers.edn matches
 * these facts against an event's facts.
 *
 * Events (SPEC.md): zone-change (comes into play 410.10a, leaves play and
 * "is put into a graveyard from play" 410.10c, which look back in time,
 * 410.10d), step-begins ("At the beginning of your upkeep", 410.2),
 * damage, cycle, play, and state triggers (410.11, read by the table
 * STATE_CONDITIONS into a state and its argument, which queries/triggers.edn
 * evaluates). Every wording of leaving play looks back (410.10d): "leaves
 * play", "is put into a graveyard from play", "is put into a hand / a
 * library from play", "is removed from the game". A condition no template
 * reads keeps event "unread" and is reported, never matched by guess.
 */
import { countOf } from "./counts";
import { asSelf } from "./self-name";
import type { Step, Zone } from "../types";

export interface Condition {
  event: "zone-change" | "step-begins" | "damage" | "cycle" | "play" | "state" | "block" | "untap" | "unread";
  /** Whose object or event: the ability's own object, any object fitting the description, or the creature it haunts (502.51). */
  subject: "self" | "any" | "haunted";
  /** Card types the subject must have (any of them). */
  types: string[];
  nontoken: boolean;
  /** "another creature": not the ability's own object. */
  another: boolean;
  /** Whose object or graveyard: the ability's controller's, an opponent's, or anyone's. */
  whose: "you" | "opponent" | "any";
  from: Zone | null;
  to: Zone | null;
  step: Step | null;
  /** Leaves-play conditions look back in time (410.10d). */
  lookBack: boolean;
  /** For damage: who must be dealt it — any, a player, an opponent, a creature, or the object itself. */
  damaged: "any" | "player" | "opponent" | "creature" | "self";
  /** "a creature dealt damage by ~ this turn": only creatures its own object damaged. */
  damagedBySelf: boolean;
  /**
   * For block events (410.9): blocks (once each combat, 410.9a), blocks-each (once for each
   * creature it blocks, 410.9b), blocked (once each combat, 410.9c), blocked-each (once for
   * each creature blocking it, 410.9d).
   */
  block: "blocks" | "blocks-each" | "blocked" | "blocked-each" | "blocked-by-n" | null;
  /** For "becomes blocked by N or more creatures" (410.9e): N. */
  blockers: number | null;
  /** For a state trigger (410.11): the state it waits for (a row of STATE_CONDITIONS) and its argument (a card type, a kind of counter). */
  state: StateKind | null;
  stateArg: string | null;
  /** The template that read it, and the rule it serves. */
  template: string;
  rule: string;
}

interface ConditionTemplate {
  name: string;
  rule: string;
  pattern: RegExp;
  read: (m: RegExpMatchArray) => Partial<Condition>;
}

const TYPES = "creature|artifact|land|enchantment|permanent|card|spell";
const SUBJECT = `(~|(?:a|an|another|one or more) (?:(nontoken) )?(${TYPES})(?: (?:card|token))?(?: (you control|an opponent controls|dealt damage by ~ this turn))?)`;
const ENTERS = "(?:comes? into play|enters the battlefield)";
const GRAVEYARD = "(?:(a|your|an opponent's) graveyard)";
const FROM_PLAY = "(?:from play|from the battlefield)";

/** The subject group of SUBJECT, as condition facts. */
function subject(m: RegExpMatchArray, at: number): Partial<Condition> {
  if (m[at] === "~") return { subject: "self" };
  const type = m[at + 2];
  return {
    subject: "any",
    types: type === "permanent" || type === "card" ? [] : [type],
    nontoken: m[at + 1] === "nontoken",
    another: /^another\b/.test(m[at]),
    whose: m[at + 3] === "you control" ? "you" : m[at + 3] === "an opponent controls" ? "opponent" : "any",
    damagedBySelf: m[at + 3] === "dealt damage by ~ this turn",
  };
}

function whoseGraveyard(word: string | undefined): Condition["whose"] {
  return word === "your" ? "you" : word === "an opponent's" ? "opponent" : "any";
}

const DAMAGED: Record<string, Condition["damaged"]> = { "a player": "player", "an opponent": "opponent", "a creature": "creature" };


const STEP_WORDS: Record<string, Step> = {
  upkeep: "upkeep", "draw step": "draw", "end step": "end-of-turn", "end of turn": "end-of-turn", "end phase": "end-of-turn",
  combat: "beginning-of-combat", "precombat main phase": "precombat-main",
};

/** The game states a state trigger waits for (410.11); queries/triggers.edn has one `state-holds` rule for each. */
export type StateKind = "empty-hand" | "no-creatures" | "no-counters" | "control-none";

const STATE_CONDITIONS: ReadonlyArray<{ name: string; state: StateKind; pattern: RegExp; arg?: (m: RegExpMatchArray) => string }> = [
  { name: "no cards in hand", state: "empty-hand", pattern: /^you have no cards in (?:your )?hand$/i },
  { name: "no creatures in play", state: "no-creatures", pattern: /^there are no creatures (?:in play|on the battlefield)$/i },
  // "When ~ has no fade counters on it": a kind of counter, singular as the state stores it.
  { name: "no counters of a kind", state: "no-counters", pattern: /^~ has no ([a-z0-9+/-]+) counters on it$/i, arg: (m) => m[1].toLowerCase() },
  // "When you control no Islands": a card type or subtype, singular as the state writes it.
  { name: "you control none of a type", state: "control-none", pattern: /^you control no ([a-z]+?)s?$/i, arg: (m) => m[1].toLowerCase() },
];

export const CONDITION_TEMPLATES: readonly ConditionTemplate[] = [
  { name: "comes into play", rule: "410.10a", pattern: new RegExp(`^${SUBJECT} ${ENTERS}( under your control)?$`, "i"),
    read: (m) => ({ event: "zone-change", to: "in-play", ...subject(m, 1), ...(m[5] ? { whose: "you" as const } : {}) }) },
  { name: "put into a graveyard from play", rule: "410.10c", pattern: new RegExp(`^${SUBJECT} (?:is|are) put into ${GRAVEYARD} ${FROM_PLAY}$`, "i"),
    read: (m) => {
      const s = subject(m, 1);
      // "your graveyard": the card's owner is the ability's controller, whoever controlled the permanent.
      return { event: "zone-change", from: "in-play", to: "graveyard", lookBack: true, ...s, ...(m[5] && m[5] !== "a" ? { whose: whoseGraveyard(m[5]) } : {}) };
    } },
  { name: "dies", rule: "410.10c", pattern: new RegExp(`^${SUBJECT} dies$`, "i"),
    read: (m) => ({ event: "zone-change", from: "in-play", to: "graveyard", lookBack: true, ...subject(m, 1) }) },
  { name: "leaves play", rule: "410.10c", pattern: new RegExp(`^${SUBJECT} leaves (?:play|the battlefield)$`, "i"),
    read: (m) => ({ event: "zone-change", from: "in-play", lookBack: true, ...subject(m, 1) }) },
  // 410.10d: "put into a hand or library" and "removed from the game" from play look back like "leaves play".
  { name: "put into a hand or library from play", rule: "410.10c",
    pattern: new RegExp(`^${SUBJECT} (?:is|are) (?:put into|returned to) (?:a|your|its owner's|their owners'|an opponent's) (hand|library)s? ${FROM_PLAY}$`, "i"),
    read: (m) => ({ event: "zone-change", from: "in-play", to: m[5].toLowerCase() as Zone, lookBack: true, ...subject(m, 1) }) },
  { name: "removed from the game from play", rule: "410.10c", pattern: new RegExp(`^${SUBJECT} (?:is|are) (?:removed from the game|exiled) ${FROM_PLAY}$`, "i"),
    read: (m) => ({ event: "zone-change", from: "in-play", to: "removed", lookBack: true, ...subject(m, 1) }) },
  // Without "from play" the object may come from any zone; one that was in play left it, so the game looks back (410.10d).
  { name: "removed from the game", rule: "410.10d", pattern: new RegExp(`^${SUBJECT} (?:is|are) (?:removed from the game|exiled)$`, "i"),
    read: (m) => ({ event: "zone-change", to: "removed", lookBack: true, ...subject(m, 1) }) },
  { name: "put into a graveyard from anywhere", rule: "410.10", pattern: new RegExp(`^${SUBJECT} (?:is|are) put into ${GRAVEYARD}(?: from (your|a) (library|hand))?$`, "i"),
    read: (m) => ({ event: "zone-change", to: "graveyard", from: (m[7] as Zone | undefined) ?? null, ...subject(m, 1), whose: whoseGraveyard(m[5]) }) },
  { name: "beginning of a step", rule: "410.2",
    pattern: /^(?:the beginning of )?(?:(your|each|each player's|each opponent's|the) )?(upkeep|draw step|end step|end of turn|end phase|combat|precombat main phase)$/i,
    read: (m) => ({ event: "step-begins", step: STEP_WORDS[m[2].toLowerCase()], whose: m[1] === "your" ? "you" : m[1] === "each opponent's" ? "opponent" : "any" }) },
  { name: "deals damage", rule: "410.2", pattern: /^~ deals (?:combat )?damage(?: to (a player|an opponent|a creature|a creature or player))?$/i,
    read: (m) => ({ event: "damage", subject: "self", damaged: DAMAGED[m[1] ?? ""] ?? "any" }) },
  { name: "is dealt damage", rule: "410.2", pattern: /^~ is dealt damage$/i,
    read: () => ({ event: "damage", subject: "any", damaged: "self" }) },
  { name: "cycle", rule: "402.8g", pattern: /^(you|a player|an opponent) cycles? (~|a card|another card)$/i,
    read: (m) => ({ event: "cycle", subject: m[2] === "~" ? "self" : "any", another: /^another/.test(m[2]), whose: m[1] === "you" ? "you" : m[1] === "an opponent" ? "opponent" : "any" }) },
  { name: "the creature it haunts is put into a graveyard", rule: "502.51", pattern: /^the creature (?:~|it) haunts (?:is put into a graveyard(?: from play)?|dies)$/i,
    read: () => ({ event: "zone-change", from: "in-play", to: "graveyard", lookBack: true, subject: "haunted" }) },
  { name: "blocks", rule: "410.9a", pattern: /^~ blocks$/i, read: () => ({ event: "block", subject: "self", block: "blocks" }) },
  { name: "blocks a creature", rule: "410.9b", pattern: /^~ blocks a creature$/i, read: () => ({ event: "block", subject: "self", block: "blocks-each" }) },
  { name: "becomes blocked", rule: "410.9c", pattern: /^~ becomes blocked$/i, read: () => ({ event: "block", subject: "self", block: "blocked" }) },
  { name: "a creature blocks it", rule: "410.9d", pattern: /^(?:a creature blocks ~|~ becomes blocked by a creature)$/i,
    read: () => ({ event: "block", subject: "self", block: "blocked-each" }) },
  { name: "becomes blocked by a number of creatures", rule: "410.9e", pattern: /^~ becomes blocked by (two|three|four|five|\d+) or more creatures$/i,
    read: (m) => ({ event: "block", subject: "self", block: "blocked-by-n", blockers: countOf(m[1]) }) },
  { name: "becomes untapped", rule: "404.4a", pattern: /^~ becomes untapped$/i, read: () => ({ event: "untap", subject: "self" }) },
  { name: "play a spell", rule: "410.2", pattern: new RegExp(`^(you|a player|an opponent) plays? (?:a|an) (?:(${TYPES}|instant|sorcery|instant or sorcery) )?spell$`, "i"),
    read: (m) => ({ event: "play", subject: "any", types: m[2] && m[2] !== "spell" ? m[2].split(" or ") : [], whose: m[1] === "you" ? "you" : m[1] === "an opponent" ? "opponent" : "any" }) },
  ...STATE_CONDITIONS.map((c): ConditionTemplate => ({
    name: `state trigger: ${c.name}`, rule: "410.11", pattern: c.pattern,
    read: (m) => ({ event: "state", whose: "you", state: c.state, stateArg: c.arg?.(m) ?? null }),
  })),
];

const UNREAD: Condition = {
  event: "unread", subject: "any", types: [], nontoken: false, another: false, whose: "any", from: null, to: null, step: null, lookBack: false,
  damaged: "any", damagedBySelf: false, block: null, blockers: null, state: null, stateArg: null, template: "", rule: "",
};

export function readCondition(words: string): Condition {
  // Templates compare the words they capture, so read one case.
  const text = words.trim().replace(/\s+/g, " ").toLowerCase();
  for (const t of CONDITION_TEMPLATES) {
    const m = text.match(t.pattern);
    if (m) {
      const read = Object.fromEntries(Object.entries(t.read(m)).filter(([, v]) => v !== undefined));
      return { ...UNREAD, ...read, template: t.name, rule: t.rule };
    }
  }
  return { ...UNREAD };
}

/** Conditions already read, by name and text: every trigger question reads each waiting ability's again. */
const read = new Map<string, Condition>();
const READ_KEPT = 5_000;

/** A condition as an ability states it, with its object's name (or "this creature") read as `~`; a copy each time, so no caller changes another's. */
export function conditionOf(text: string, name: string): Condition {
  const key = `${name}\u0000${text}`;
  let c = read.get(key);
  if (!c) {
    c = readNamed(text, name);
    if (read.size >= READ_KEPT) read.delete(read.keys().next().value!);
    read.set(key, c);
  }
  return { ...c, types: [...c.types] };
}

function readNamed(text: string, name: string): Condition {
  return readCondition(asSelf(text, name));
}
