/**
 * Runner of queries/play-spell.edn (408.1d, 408.2d, 409.1a, 402.8d): may a
 * player play a card now, as a spell or a land? The failed checks, empty
 * when it may.
 */
import { boardQuery, type Board } from "./board";
import type { PlayCheck } from "./can-play";

export function spellRefusals(board: Board, card: string, player: string): PlayCheck[] {
  return (boardQuery(board, "play-spell", "checks", card, player) as Array<[string, string, boolean]>)
    .map(([rule, check, ok]) => ({ rule, check, ok }))
    .filter((c) => !c.ok);
}
