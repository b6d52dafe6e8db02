/**
 * Intervening "if" clauses (404.3, 410.8) read into facts, by a table: each
 * pattern over the clause (the card's own name written `~`) with the facts
 * it stands for. queries/intervening.edn decides whether those facts hold on
 * a board (src/judge/intervening.ts runs it); a clause no row reads is not
 * evaluated (null) and its answer says so, never guessed.
 */
import { countOf, countPattern } from "./counts";
import { asSelf } from "./self-name";

/** A clause as facts: what it asks about, and of what (a zone, tappedness, a card type or subtype, a number). */
export interface ClauseFacts {
  kind: "zone" | "tapped" | "control-none" | "control-a" | "life-at-most" | "life-at-least" | "empty-hand" | "hand-at-least" | "hand-at-most"
    | "controlled-since-last-upkeep" | "has-counter";
  arg: string | number | boolean;
}

/** A count as the clauses write it: a numeral or a number word. */
const COUNT = countPattern();

const CLAUSES: Array<{ pattern: RegExp; facts: (m: RegExpMatchArray) => ClauseFacts }> = [
  { pattern: /^~ is in (?:your|a|its owner's) (graveyard|hand|library)$/, facts: (m) => ({ kind: "zone", arg: m[1] }) },
  { pattern: /^~ is (?:removed from the game|in exile)$/, facts: () => ({ kind: "zone", arg: "removed" }) },
  { pattern: /^~ is in play$/, facts: () => ({ kind: "zone", arg: "in-play" }) },
  { pattern: /^~ is (tapped|untapped)$/, facts: (m) => ({ kind: "tapped", arg: m[1] === "tapped" }) },
  { pattern: /^you control no (\w+?)s?$/, facts: (m) => ({ kind: "control-none", arg: m[1] }) },
  { pattern: /^you control an? (\w+)$/, facts: (m) => ({ kind: "control-a", arg: m[1] }) },
  { pattern: /^you have (\d+) or less life$/, facts: (m) => ({ kind: "life-at-most", arg: Number(m[1]) }) },
  { pattern: /^you have (\d+) or more life$/, facts: (m) => ({ kind: "life-at-least", arg: Number(m[1]) }) },
  { pattern: /^you have no cards in (?:your )?hand$/, facts: () => ({ kind: "empty-hand", arg: true }) },
  // Vanishing's (502.60a): "~ has a time counter on it".
  { pattern: /^~ has an? ([a-z0-9+/-]+) counter on it$/, facts: (m) => ({ kind: "has-counter", arg: m[1] }) },
  // Echo's (502.19a): true in the first upkeep after the permanent came under its controller's control.
  { pattern: /^~ came under your control since the beginning of your last upkeep$/, facts: () => ({ kind: "controlled-since-last-upkeep", arg: true }) },
  { pattern: new RegExp(`^you have ${COUNT} or more cards in (?:your )?hand$`), facts: (m) => ({ kind: "hand-at-least", arg: countOf(m[1]) }) },
  { pattern: new RegExp(`^you have ${COUNT} or fewer cards in (?:your )?hand$`), facts: (m) => ({ kind: "hand-at-most", arg: countOf(m[1]) }) },
];

/** The clause's facts, or null when no row of the table reads it. `name`: the name of the card it is on. */
export function clauseFacts(clause: string, name: string): ClauseFacts | null {
  const text = asSelf(clause.trim(), name).toLowerCase();
  for (const c of CLAUSES) {
    const m = text.match(c.pattern);
    if (m) return c.facts(m);
  }
  return null;
}

/** Whether this version can evaluate the clause at all (whatever the state). */
export function interveningReadable(clause: string, name: string): boolean {
  return clauseFacts(clause, name) !== null;
}
