/**
 * Runner of queries/apnap.edn (410.3, 103.4): each player's place in APNAP
 * order, decided by the query from the stored turn order; here the players
 * are only sorted by it. The query reads only the players' order and the
 * active player, so its ranks are remembered by those: every new board of
 * the same table answers without Datalog.
 */
import { runQuery } from "../db/queries";
import type { Board } from "./board";

const ranked = new Map<string, Map<string, number>>();
const RANKED_KEPT = 100;

/** Each player's rank: 0 for the active player, then the others in turn order. */
export function apnapRanks(board: Pick<Board, "db" | "state">): Map<string, number> {
  const key = JSON.stringify([board.state.players.map((p) => p.id), board.state.turn.active]);
  let ranks = ranked.get(key);
  if (!ranks) {
    ranks = new Map(runQuery(board.db, "apnap", "ranks") as Array<[string, number]>);
    if (ranked.size >= RANKED_KEPT) ranked.delete(ranked.keys().next().value!);
    ranked.set(key, ranks);
  }
  return ranks;
}

/** The players in APNAP order. */
export function apnapOrder(board: Pick<Board, "db" | "state">): string[] {
  const ranks = apnapRanks(board);
  return [...ranks.keys()].sort((a, b) => ranks.get(a)! - ranks.get(b)!);
}
