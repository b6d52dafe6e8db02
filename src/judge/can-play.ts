/**
 * Runner of queries/can-play.edn (403.1-403.5): may a player play an
 * activated ability now? It may when the ability functions where its
 * object is (queries/functions.edn) and every check passes.
 */
import { compareNumbers } from "../rules/numbers";
import type { Zone } from "../types";
import { boardQuery, type Board } from "./board";
import { functionBlockers, functionZones } from "./functions";

export interface PlayCheck {
  rule: string;
  check: string;
  ok: boolean;
}

export interface CanPlay {
  zones: Map<Zone, string[]>;
  /** The ability functions in the zone its object is in. */
  functions: boolean;
  /** When it does not: the rules that keep it from functioning there. */
  blockers: string[];
  checks: PlayCheck[];
  canPlay: boolean;
}

export function canPlay(board: Board, object: { id: string; zone: Zone }, index: number, player: string): CanPlay {
  const zones = functionZones(board, object.id, index);
  const functions = zones.has(object.zone);
  const checks = (boardQuery(board, "can-play", "checks", object.id, index, player) as Array<[string, string, boolean]>)
    .map(([rule, check, ok]) => ({ rule, check, ok }))
    .sort((x, y) => compareNumbers(x.rule, y.rule) || x.check.localeCompare(y.check));
  const blockers = functions ? [] : functionBlockers(board, object.id, index, object.zone);
  return { zones, functions, blockers, checks, canPlay: functions && checks.every((c) => c.ok) };
}
