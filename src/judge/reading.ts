/**
 * The reading's tables that the board's facts are written from
 * (db/game-facts.ts's Reading): src/db may not call the reading itself
 * (.dependency-cruiser.cjs, rule 2), so the judge, which may, hands them in.
 */
import { chosenKeywords } from "../abilities/chosen";
import { conditionOf } from "../abilities/conditions";
import { keywordsOf, protectionQualities } from "../abilities/keywords";
import { gameFacts, type Reading } from "../db/game-facts";
import { stepInfo } from "../state/steps";
import { ALL_ZONES } from "../state/zones";
import type { Ability, GameState } from "../types";
import { abilitiesOf } from "./abilities";

/** The reading of a board whose objects have `abilities` (by object id). */
export function readingOf(abilities: Map<string, Ability[]>): Reading {
  // A keyword an object's own ability gives it once its choice is written in (chosen.ts): "~ has protection from the chosen color".
  const keywords: Reading["keywords"] = (o, a) => [...new Set([...keywordsOf(o, a), ...chosenKeywords(o, a)])];
  return { abilities, keywords, protection: protectionQualities, condition: conditionOf, main: (step) => stepInfo(step).main, zones: ALL_ZONES };
}

/** A state's facts as plain entities (tempids for refs), for a user's query run on a worker thread beside the rules facts. */
export function stateFacts(state: GameState): unknown[] {
  return gameFacts(state, readingOf(new Map(state.objects.map((o) => [o.id, abilitiesOf(o)]))));
}
