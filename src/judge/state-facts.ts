/**
 * A state's facts for a user's Datalog query (db/query-worker.ts, on the
 * worker thread that runs the query, within its time limit): the facts the
 * questions read, with the continuous effects of the static abilities in
 * play derived and written onto the objects first (continuous.ts,
 * queries/continuous.edn), so a query sees the keyword "Other Goblins you
 * control have haste" grants as a question does.
 */
import { copiedFacts } from "../db/copy-facts";
import { gameDb } from "../db/game-facts";
import { readState } from "../state/read-state";
import { abilitiesOf } from "./abilities";
import { withContinuousEffects } from "./continuous";
import { readingOf } from "./reading";

/** The facts of the state JSON `input` (read and checked as a question's), as a transaction for the rules database. */
export function effectiveStateFacts(input: unknown): unknown[] {
  const state = readState(input);
  const abilities = new Map(state.objects.map((o) => [o.id, abilitiesOf(o)]));
  return copiedFacts(withContinuousEffects(gameDb(state, readingOf(abilities)), state, abilities));
}
