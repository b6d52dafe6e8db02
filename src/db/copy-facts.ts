/**
 * A game database's facts as a transaction for another database: the
 * judge's board (game-facts.ts's gameDb, with the continuous effects
 * continuous-facts.ts wrote) added to the rules database for a user's query.
 * Each entity id becomes a tempid, and so does each ref's value, so the
 * entities keep their links and take fresh ids beside the rules facts.
 */
import * as ds from "datascript";
import type { Db } from "datascript";
import { realized } from "./deferred-db";
import { GAME_ATTRIBUTES } from "./game-schema";

export function copiedFacts(db: Db): unknown[] {
  return ds.datoms(realized(db), ":eavt").map((d) => [":db/add", -d.e, d.a, GAME_ATTRIBUTES[d.a]?.type === "ref" ? -(d.v as number) : d.v]);
}
