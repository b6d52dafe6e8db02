/**
 * Runner of queries/functions.edn (402.8, 402.8a-h): the zones an ability
 * functions in, each with the rules that put it there, and the rules that
 * keep it from functioning in a zone.
 *
 * The query reads only the object's own facts (its types and the facts the
 * reader draws from its name, text and structured abilities), so its rows
 * are remembered by that content: the same card asked about again, in this
 * state or another, under any id, is answered without facts or Datalog.
 */
import { runQuery } from "../db/queries";
import { compareNumbers } from "../rules/numbers";
import { cardKey } from "./abilities";
import type { Db } from "../db/game-facts";
import type { GameState, Zone } from "../types";

/** What the query reads of a board (judge/board.ts's Board is one): its facts, and its state for the object's content. */
export interface Facts {
  readonly state: GameState;
  readonly db: Db;
}

const ZONE_ORDER: readonly Zone[] = ["library", "hand", "graveyard", "in-play", "stack", "removed"];

/** Remembered rows, by the object's content, the ability and the query; the oldest are forgotten past MEMO_SIZE. */
const memo = new Map<string, unknown[][]>();
const MEMO_SIZE = 2_000;

function rowsFor(board: Facts, object: string, query: "functions" | "blockers", ...inputs: unknown[]): unknown[][] {
  const o = board.state.objects.find((x) => x.id === object);
  const key = `${query}|${inputs.join("|")}|${o ? cardKey(o) : object}`;
  let rows = memo.get(key);
  if (!rows) {
    rows = runQuery(board.db, "functions", query, object, ...inputs);
    if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
    memo.set(key, rows);
  }
  return rows;
}

/** Zones where ability `index` of `object` functions, in the order of the zones, each with its rules in paragraph order. */
export function functionZones(board: Facts, object: string, index: number): Map<Zone, string[]> {
  const rows = rowsFor(board, object, "functions", index) as Array<[Zone, string]>;
  const zones = new Map<Zone, string[]>();
  for (const [zone, rule] of rows) zones.set(zone, [...(zones.get(zone) ?? []), rule].sort(compareNumbers));
  return new Map([...zones].sort((x, y) => ZONE_ORDER.indexOf(x[0]) - ZONE_ORDER.indexOf(y[0])));
}

/** The rules that keep the ability from functioning in `zone`, in paragraph order. */
export function functionBlockers(board: Facts, object: string, index: number, zone: Zone): string[] {
  return (rowsFor(board, object, "blockers", index, zone) as Array<[string]>).map(([r]) => r).sort(compareNumbers);
}
