/**
 * The game just after a zone change as the continuous effects of that
 * moment leave it: a permanent is never in play with its unmodified
 * characteristics (410.10b, 418.2), and an effect whose source left play
 * no longer applies (418.4b). db/game-facts.ts's eventWorlds moves the
 * objects in the facts as they are; where a static ability in play (or
 * moving) grants something, the board after the event is derived afresh
 * (judge/board.ts, queries/continuous.edn) and the event's facts added to it.
 */
import { eventWorlds, type Db } from "../db/game-facts";
import type { GameEvent } from "../state/read-event";
import type { GameState } from "../types";
import { openBoard, type Board } from "./board";
import { grantSources } from "./continuous";

/** The facts of the game after `event` with the continuous effects derived again, or null when no grant could change them. */
export function afterWithEffects(board: Board, event: GameEvent): Db | null {
  if (event.kind !== "zone-change" || event.prevented) return null;
  // A grant in play before, or one coming into play (Goblin King entering gives the others +1/+1 as it does).
  if (grantSources(board.state).length === 0 && !event.objects.some((m) => m.to === "in-play")) return null;
  const moved: GameState = structuredClone(board.state);
  for (const m of event.objects) {
    const o = moved.objects.find((x) => x.id === m.id);
    if (!o) continue;
    o.zone = m.to;
    // 401.3: out of play (and off the stack) an object has no controller; in play, its owner's unless a question said otherwise.
    o.controller = m.to === "in-play" || m.to === "stack" ? (o.controller ?? o.owner) : null;
  }
  if (grantSources(board.state).length === 0 && grantSources(moved).length === 0) return null;
  return eventWorlds(openBoard(moved).db, event).after;
}
