/**
 * Continuous effects from static abilities as facts (continuous-schema.ts):
 * `withGrants` adds each functioning grant (src/abilities/grants.ts) to a
 * board's facts, with the match/* facts of the permanents in play, for
 * queries/continuous.edn to match; `withEffects` writes what the query
 * derived onto the objects themselves (object/keyword, object/protection,
 * object/type, object/subtype, object/power, object/toughness), so that
 * every other query reads the object as the effects leave it (418.4a,
 * 418.5a). Which grant gave what is derived again when an answer cites it
 * (the query's :on-object), not stored.
 *
 * Both rebuild the database with `init_db` from its datoms and the new
 * ones: about a microsecond a datom, where a transaction costs tens (a
 * board of 200 permanents under ten lords gains a few thousand datoms).
 * The objects' derived values are written over their stored ones: a board
 * with effects is rebuilt, not updated by delta (judge/board.ts).
 */
import * as ds from "datascript";
import type { Db, DatomInput } from "datascript";
import type { Grant } from "../abilities/grants";
import { timed } from "./clock";
import { realized } from "./deferred-db";
import { GAME_ATTRIBUTES } from "./game-schema";
import { datascriptSchema } from "./schema";

const SCHEMA = datascriptSchema();

/** A grant of ability `index` of object `source`, which functions where the object is (402.8), with the qualities of the protection it grants (502.7a). */
export interface GrantFacts {
  source: string;
  index: number;
  grant: Grant;
  protection: string[];
}

/** The wildcard of a grant's requirement and of the match/* facts: any value. */
const ANY = "*";

/** Each match/* attribute and the object attribute it repeats. */
const MATCHED: ReadonlyArray<[string, string]> = [["match/type", "object/type"], ["match/subtype", "object/subtype"], ["match/color", "object/color"]];

/** The grants, and the match/* facts of every permanent in play they are matched against. */
export function withGrants(deferred: Db, grants: GrantFacts[]): Db {
  const db = realized(deferred);
  const add: DatomInput[] = [];
  let next = Math.max(0, ...ds.datoms(db, ":eavt").map((d) => d.e)) + 1;
  const players = ds.datoms(db, ":aevt", "player/id").map((d) => d.v as string);
  // An entity's ref reads as the entity it refers to.
  const playerId = (ref: unknown) => (ref as { get(a: string): unknown } | undefined)?.get("player/id") as string | undefined;
  for (const { source, index, grant: g, protection } of grants) {
    const object = ds.entity(db, ["object/id", source]);
    const ability = object && ds.datoms(db, ":avet", "ability/object", object.eid).find((d) => ds.entity(db, d.e)!.get("ability/index") === index);
    const you = object ? playerId(object.get("object/controller")) : undefined;
    if (!object || !ability || (g.controller !== "any" && you === undefined)) continue;
    const e = next++;
    const controller = g.controller === "any" ? [ANY] : g.controller === "you" ? [you!] : players.filter((p) => p !== you);
    const values: Array<[string, unknown[]]> = [
      ["grant/ability", [ability.e]], ["grant/source", [object.eid]], ["grant/excludes", [g.other ? source : ""]],
      ["grant/type", [g.types[0] ?? ANY]], ["grant/subtype", [g.subtypes[0] ?? ANY]], ["grant/color", [g.colors[0] ?? ANY]], ["grant/controller", controller],
      ["grant/power", [g.power]], ["grant/toughness", [g.toughness]],
      ["grant/set-power", g.setPower === null ? [] : [g.setPower]], ["grant/set-toughness", g.setToughness === null ? [] : [g.setToughness]],
      ["grant/keyword", g.keywords], ["grant/protection", protection], ["grant/add-type", g.addTypes], ["grant/add-subtype", g.addSubtypes],
    ];
    for (const [a, vs] of values) for (const v of vs) add.push([e, a, v]);
  }
  if (add.length === 0) return deferred;
  for (const d of ds.datoms(db, ":avet", "object/zone", "in-play")) {
    const x = ds.entity(db, d.e)!;
    for (const [match, of] of MATCHED) for (const v of [ANY, ...((x.get(of) as string[] | undefined) ?? [])]) add.push([d.e, match, v]);
    const who = playerId(x.get("object/controller"));
    for (const v of who ? [ANY, who] : [ANY]) add.push([d.e, "match/controller", v]);
  }
  return timed("facts", () => rebuilt(db, add));
}

/** One row of queries/continuous.edn's :layer-4 or :later-layers: a grant (entity id) gives an object (entity id and id) an attribute's value. */
export interface EffectRow {
  eid: number;
  object: string;
  grant: number;
  attribute: string;
  value: string | number;
}

/** The object attribute each derived attribute is written to; power and toughness are written as their totals. */
const WRITTEN: Record<string, string[]> = {
  keyword: ["object/keyword"], protection: ["object/protection"],
  // A type or subtype layer 4 added is also matched by the later layers (418.5a).
  type: ["object/type", "match/type"], subtype: ["object/subtype", "match/subtype"],
};

/**
 * The derived rows written onto the objects, with `totals`: each object's
 * power and toughness once every effect applied (layer 6, computed by the
 * caller from the rows and the printed values).
 */
export function withEffects(db: Db, rows: EffectRow[], totals: Array<{ eid: number; power: number; toughness: number }>): Db {
  const add: DatomInput[] = [];
  for (const r of rows) for (const a of WRITTEN[r.attribute] ?? []) add.push([r.eid, a, r.value]);
  for (const t of totals) add.push([t.eid, "object/power", t.power], [t.eid, "object/toughness", t.toughness]);
  return add.length ? timed("facts", () => rebuilt(realized(db), add)) : db;
}

/** `db` with `add`: a value of a one-valued attribute replaces the entity's old one; a repeated value is kept once. */
function rebuilt(db: Db, add: DatomInput[]): Db {
  const replaced = new Set(add.filter(([, a]) => !GAME_ATTRIBUTES[a]?.many).map(([e, a]) => `${e}\u0000${a}`));
  const seen = new Set<string>();
  const datoms: DatomInput[] = [];
  for (const d of [...ds.datoms(db, ":eavt").filter((x) => !replaced.has(`${x.e}\u0000${x.a}`)).map((x): DatomInput => [x.e, x.a, x.v]), ...add]) {
    const key = `${d[0]}\u0000${d[1]}\u0000${typeof d[2]}:${String(d[2])}`;
    if (!seen.has(key)) seen.add(key), datoms.push(d);
  }
  return ds.init_db(datoms, SCHEMA);
}
