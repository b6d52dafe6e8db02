/**
 * Intervening "if" clauses (404.3, 410.8): their words read into facts by a
 * table (the card's own name written `~`), and queries/intervening.edn,
 * which decides whether each holds on a board. A clause no row of the table
 * reads is not evaluated (null), never guessed.
 */
import { runQuery } from "../db/queries";
import type { Board } from "./board";

/** A clause as facts: what it asks about, and of what (a zone, tappedness, a card type or subtype, a life total). */
export interface ClauseFacts {
  kind: "zone" | "tapped" | "control-none" | "control-a" | "life-at-most" | "life-at-least" | "empty-hand";
  arg: string | number | boolean;
}

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
];

/** The clause's facts, or null when no row of the table reads it. `name`: the name of the card it is on. */
export function clauseFacts(clause: string, name: string): ClauseFacts | null {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // The card's name as written (a proper noun, so "a Wall" is not a card named Wall).
  const text = clause.trim().replace(new RegExp(`(?<![\\w'])${escaped}(?![\\w])`, "g"), "~").replace(/\bthis (?:card|creature|permanent)\b/gi, "~").toLowerCase();
  for (const c of CLAUSES) {
    const m = text.match(c.pattern);
    if (m) return c.facts(m);
  }
  return null;
}

/** A clause asked about: whose ability it is on, the object it came from and the zone changes that make it that object (217.1c). */
export interface ClauseQuestion {
  clause: string;
  name: string;
  you: string;
  source: string;
  zoneChanges: number;
}

/** Whether each clause holds on `db` (one query for all of them); null for a clause the table does not read. */
export function clausesHold(board: Pick<Board, "db">, questions: ClauseQuestion[]): Array<boolean | null> {
  const facts = questions.map((q) => clauseFacts(q.clause, q.name));
  const asked = questions.flatMap((q, key) => (facts[key] ? [[key, facts[key]!.kind, facts[key]!.arg, q.you, q.source, q.zoneChanges]] : []));
  const holding = new Set(asked.length ? (runQuery(board.db, "intervening", "holding", asked) as Array<[number]>).map(([key]) => key) : []);
  return facts.map((f, key) => (f ? holding.has(key) : null));
}
