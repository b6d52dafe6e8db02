/**
 * The reading's tables that the board's facts are written from
 * (db/game-facts.ts's Reading): src/db may not call the reading itself
 * (.dependency-cruiser.cjs, rule 2), so the judge, which may, hands them in.
 */
import { chosenKeywords } from "../abilities/chosen";
import { conditionOf } from "../abilities/conditions";
import { keywordsOf, protectionQualities } from "../abilities/keywords";
import { conditionZone, zoneFacts } from "../abilities/zones";
import type { Reading } from "../db/game-facts";
import { stepInfo } from "../state/steps";
import { ALL_ZONES } from "../state/zones";
import type { Ability } from "../types";

/** The reading of a board whose objects have `abilities` (by object id). */
export function readingOf(abilities: Map<string, Ability[]>): Reading {
  // A keyword an object's own ability gives it once its choice is written in (chosen.ts): "~ has protection from the chosen color".
  const keywords: Reading["keywords"] = (o, a) => [...new Set([...keywordsOf(o, a), ...chosenKeywords(o, a)])];
  return {
    abilities, keywords, protection: protectionQualities, condition: conditionOf, zoneFacts, conditionZone,
    main: (step) => stepInfo(step).main, zones: ALL_ZONES,
  };
}
