/**
 * Runner of queries/functions.edn (402.8, 402.8a-h): the zones an ability
 * functions in, each with the rules that put it there, and the rules that
 * keep it from functioning in a zone.
 */
import { runQuery } from "../db/queries";
import { compareNumbers } from "../rules/numbers";
import type { Zone } from "../types";
import type { Board } from "./board";

const ZONE_ORDER: readonly Zone[] = ["library", "hand", "graveyard", "in-play", "stack", "removed"];

/** Zones where ability `index` of `object` functions, in the order of the zones, each with its rules in paragraph order. */
export function functionZones(board: Board, object: string, index: number): Map<Zone, string[]> {
  const rows = runQuery(board.db, "functions", "functions", object, index) as Array<[Zone, string]>;
  const zones = new Map<Zone, string[]>();
  for (const [zone, rule] of rows) zones.set(zone, [...(zones.get(zone) ?? []), rule].sort(compareNumbers));
  return new Map([...zones].sort((x, y) => ZONE_ORDER.indexOf(x[0]) - ZONE_ORDER.indexOf(y[0])));
}

/** The rules that keep the ability from functioning in `zone`, in paragraph order. */
export function functionBlockers(board: Board, object: string, index: number, zone: Zone): string[] {
  return (runQuery(board.db, "functions", "blockers", object, index, zone) as Array<[string]>).map(([r]) => r).sort(compareNumbers);
}
