/**
 * Continuous effects from static abilities as facts (continuous-schema.ts):
 * `withGrants` adds each functioning grant (src/abilities/grants.ts) to a
 * board's facts, for queries/continuous.edn to match against the objects;
 * `withEffects` writes what the query derived onto the objects themselves
 * (object/keyword, object/protection, object/type, object/subtype,
 * object/power, object/toughness), each with an effect/* record naming the
 * grant, so that every other query reads the object as the effects leave it
 * (418.4a, 418.5a) and an answer can cite the grant.
 *
 * The objects' derived values are written over their stored ones: a board
 * with effects is rebuilt, not updated by delta (judge/board.ts).
 */
import * as ds from "datascript";
import type { Db } from "datascript";
import type { Grant } from "../abilities/grants";
import { protectionQualities } from "../abilities/keywords";
import { timed } from "./clock";

/** A grant of ability `index` of object `source`, which functions where the object is (402.8). */
export interface GrantFacts {
  source: string;
  index: number;
  grant: Grant;
}

export function withGrants(db: Db, grants: GrantFacts[]): Db {
  const tx: Array<Record<string, unknown>> = [];
  for (const { source, index, grant: g } of grants) {
    const object = ds.entity(db, ["object/id", source]);
    const ability = object && ds.datoms(db, ":avet", "ability/object", object.eid).find((d) => ds.entity(db, d.e)!.get("ability/index") === index);
    if (!object || !ability) continue;
    const e: Record<string, unknown> = {
      "grant/ability": ability.e, "grant/source": object.eid, "grant/controller": g.controller, "grant/other": g.other,
      "grant/power": g.power, "grant/toughness": g.toughness,
    };
    if (g.setPower !== null) e["grant/set-power"] = g.setPower;
    if (g.setToughness !== null) e["grant/set-toughness"] = g.setToughness;
    const many: Array<[string, string[]]> = [
      ["grant/type", g.types], ["grant/subtype", g.subtypes], ["grant/color", g.colors], ["grant/keyword", g.keywords],
      ["grant/protection", protectionQualities(g.keywords)], ["grant/add-type", g.addTypes], ["grant/add-subtype", g.addSubtypes],
    ];
    for (const [a, values] of many) if (values.length) e[a] = values;
    tx.push(e);
  }
  return tx.length ? timed("facts", () => ds.db_with(db, tx)) : db;
}

/** One row of queries/continuous.edn's :effects: a grant (entity id) gives an object an attribute's value. */
export interface EffectRow {
  object: string;
  grant: number;
  attribute: string;
  value: string | number;
}

/** The object attribute each derived attribute is written to; power and toughness are written as their totals. */
const WRITTEN: Record<string, string> = {
  keyword: "object/keyword", protection: "object/protection", type: "object/type", subtype: "object/subtype",
};

/**
 * The derived rows written onto the objects, with `totals`: each object's
 * power and toughness once every effect applied (layer 6, computed by the
 * caller from the rows and the printed values).
 */
export function withEffects(db: Db, rows: EffectRow[], totals: Array<{ object: string; power: number; toughness: number }>): Db {
  const tx: unknown[] = [];
  rows.forEach((r, i) => {
    const x = ["object/id", r.object];
    tx.push({ ":db/id": -1 - i, "effect/object": x, "effect/grant": r.grant, "effect/attribute": r.attribute, "effect/value": r.value });
    if (WRITTEN[r.attribute]) tx.push([":db/add", x, WRITTEN[r.attribute], r.value]);
  });
  for (const t of totals) tx.push([":db/add", ["object/id", t.object], "object/power", t.power], [":db/add", ["object/id", t.object], "object/toughness", t.toughness]);
  return tx.length ? timed("facts", () => ds.db_with(db, tx)) : db;
}
