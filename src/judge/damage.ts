/**
 * Runner of queries/damage.edn (502.7e): the qualities of a source that an
 * object dealt damage by it has protection from, in alphabetical order;
 * empty when the damage is dealt.
 */
import { runQuery } from "../db/queries";
import type { Board } from "./board";

export function protectedFrom(board: Board, source: string, target: string): string[] {
  return (runQuery(board.db, "damage", "protected-from", source, target) as Array<[string]>).map(([q]) => q).sort();
}
