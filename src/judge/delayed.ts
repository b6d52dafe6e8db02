/**
 * Runner of queries/triggers.edn's delayed-trigger queries (404.4): which of
 * the delayed triggered abilities an event triggers, matched on the game
 * before it by the same rules as every other trigger condition. Only zone
 * changes, steps beginning and untapping have delayed queries: the delayed
 * abilities of the era wait for nothing else.
 */
import { eventWorlds, withDelayed, type DelayedFacts } from "../db/game-facts";
import { runQuery } from "../db/queries";
import type { GameEvent } from "../state/read-event";
import type { Board } from "./board";

const QUERIES: Partial<Record<GameEvent["kind"], string>> = {
  "zone-change": "delayed-zone-change",
  "step-begins": "delayed-step-begins",
  untap: "delayed-untap",
};

/** The ids of the delayed abilities `event` triggers, each once. */
export function judgeDelayed(board: Board, event: GameEvent, delayed: DelayedFacts[]): Set<string> {
  const query = QUERIES[event.kind];
  if (!query || delayed.length === 0) return new Set();
  const { before } = eventWorlds(withDelayed(board.db, delayed), event);
  return new Set((runQuery(before, "triggers", query) as Array<[string, number]>).map(([id]) => id));
}
