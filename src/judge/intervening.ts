/**
 * Intervening "if" clauses (404.3, 410.8): their words read into facts by
 * the table of src/abilities/intervening.ts, and queries/intervening.edn,
 * which decides whether each holds on a board. A clause no row of the table
 * reads is not evaluated (null), never guessed.
 */
import { clauseFacts } from "../abilities/intervening";
import { runQuery } from "../db/queries";
import type { Board } from "./board";

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
