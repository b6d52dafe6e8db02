/**
 * Runner of queries/apnap.edn (410.3, 103.4): each player's place in APNAP
 * order, decided by the query from the stored turn order; here the players
 * are only sorted by it.
 */
import { runQuery } from "../db/queries";
import type { Board } from "./board";

/** Each player's rank: 0 for the active player, then the others in turn order. */
export function apnapRanks(board: Pick<Board, "db">): Map<string, number> {
  return new Map(runQuery(board.db, "apnap", "ranks") as Array<[string, number]>);
}

/** The players in APNAP order. */
export function apnapOrder(board: Pick<Board, "db">): string[] {
  const ranks = apnapRanks(board);
  return [...ranks.keys()].sort((a, b) => ranks.get(a)! - ranks.get(b)!);
}
