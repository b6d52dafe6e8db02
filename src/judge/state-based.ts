/**
 * Runner of queries/state-based.edn (420.5a-c, 420.5f): the players who
 * lose, and the objects a state-based effect puts into a graveyard or ends.
 */
import { boardQuery, type Board } from "./board";

/** Players with 0 or less life (420.5a). */
export function losingPlayers(board: Board): Array<{ player: string; rule: string }> {
  return (boardQuery(board, "state-based", "players") as Array<[string, string]>).map(([player, rule]) => ({ player, rule }));
}

/** Creatures put into a graveyard (420.5b-c) and tokens outside play that cease to exist (420.5f). */
export function stateBasedObjects(board: Board): Array<{ object: string; rule: string; what: "graveyard" | "cease" }> {
  return (boardQuery(board, "state-based", "objects") as Array<[string, string, "graveyard" | "cease"]>).map(([object, rule, what]) => ({ object, rule, what }));
}
