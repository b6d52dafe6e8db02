/**
 * Which attributes changed between two game databases, as version numbers:
 * a database written afresh gets a new lineage number for every attribute,
 * and one derived from it by a transaction gets a new number for each
 * attribute the transaction touched and keeps the others. Two databases
 * with the same number for an attribute hold the same datoms of it (the
 * numbers are never reused), so a query's rows, which depend on the datoms
 * of the attributes it names and on its inputs alone, may be reused from
 * one to the other (queries.ts). A database not written through
 * game-facts.ts has no versions and is never answered from memory.
 *
 * Where the content is known, the number is the content's: a database
 * written from datoms gets, for each attribute, the number of that
 * attribute's datoms (by digest), and a transaction that names its
 * entities (no tempid) gets, for each attribute it touches, the number of
 * (the versions it read, the transaction). So two boards that differ in
 * the turn number alone, or the same event added to two such boards, share
 * the numbers of every other attribute, and a query reading none of the
 * differences answers from memory (the trigger checks of a game loop).
 */
import { createHash } from "node:crypto";
import type { Db } from "datascript";

interface Versions {
  /** The number of every attribute not in `changed`: the lineage the database was written in. */
  base: number;
  changed: Map<string, number>;
}

const versions = new WeakMap<Db, Versions>();
let last = 0;
/** The version of an attribute with no datoms in a database written from its datoms (never a number `last` gives). */
const EMPTY = 0;

/** Version numbers by digest of the content they stand for; forgetting one only costs a later miss (a new number). */
const byContent = new Map<string, number>();
const CONTENT_KEPT = 20_000;

function numberOf(content: string): number {
  const digest = createHash("sha256").update(content).digest("base64");
  let n = byContent.get(digest);
  if (n === undefined) {
    if (byContent.size >= CONTENT_KEPT) byContent.clear();
    n = ++last;
    byContent.set(digest, n);
  }
  return n;
}

/** `db` was written afresh (init_db, or a transaction of a whole state): every attribute is new. */
export function written(db: Db): Db {
  versions.set(db, { base: ++last, changed: new Map() });
  return db;
}

/**
 * `db` was written from exactly `datoms` (init_db, one schema for all
 * such databases): each attribute's number is that of its datoms, so
 * another database written with the same datoms of an attribute shares it.
 */
export function writtenFrom(db: Db, datoms: ReadonlyArray<readonly [number, string, unknown]>): Db {
  const byAttribute = new Map<string, Array<[number, unknown]>>();
  for (const [e, a, v] of datoms) {
    const list = byAttribute.get(a) ?? [];
    list.push([e, v]);
    byAttribute.set(a, list);
  }
  const changed = new Map<string, number>();
  for (const [a, list] of byAttribute) changed.set(a, numberOf(`datoms\u0000${a}\u0000${JSON.stringify(list)}`));
  versions.set(db, { base: EMPTY, changed });
  return db;
}

/**
 * `to` is `from` with a transaction that touched `attributes` (null: it may
 * have touched any, as a retracted entity does through the refs to it). A
 * database derived from one without versions has none either. `named`:
 * the transaction as text, when it names every entity it writes (no
 * tempid, whose entity id would depend on the database's history), and
 * the attributes its lookup refs resolve through: the datoms it leaves
 * then depend only on those attributes' and the touched ones' datoms and
 * on that text, and the touched attributes get that content's numbers.
 */
export function derived(from: Db, to: Db, attributes: Iterable<string> | null, named: { text: string; lookups: string[] } | null = null): Db {
  if (to === from) return to;
  const v = versions.get(from);
  if (!v) return to;
  if (attributes === null) return written(to);
  const changed = new Map(v.changed);
  const list = [...attributes];
  if (named === null) {
    const n = ++last;
    for (const a of list) changed.set(a, n);
  } else {
    const read = [...new Set([...list, ...named.lookups])].sort();
    const source = `${read.join(",")}\u0000${read.map((a) => v.changed.get(a) ?? v.base).join(",")}\u0000${named.text}`;
    for (const a of list) changed.set(a, numberOf(`tx\u0000${a}\u0000${source}`));
  }
  versions.set(to, { base: v.base, changed });
  return to;
}

/** `to` holds the same datoms as `from` (a deferred database realised, deferred-db.ts): it has the same versions. */
export function sameVersions(from: Db, to: Db): Db {
  const v = versions.get(from);
  if (v) versions.set(to, v);
  return to;
}

/**
 * The attributes a transaction's data touches: entity maps' keys, and the attribute of each [:db/add e a v],
 * [:db/retract e a v] or [:db.fn/retractAttribute e a]. Null when it retracts entities.
 */
export function touched(tx: unknown[]): Set<string> | null {
  const attributes = new Set<string>();
  for (const op of tx) {
    if (Array.isArray(op)) {
      if (op[0] !== ":db/add" && op[0] !== ":db/retract" && op[0] !== ":db.fn/retractAttribute") return null;
      attributes.add(op[2] as string);
    } else {
      for (const a of Object.keys(op as object)) if (a !== ":db/id") attributes.add(a);
    }
  }
  return attributes;
}

/** The version of each of `attributes` in `db`, as one key; null for a database without versions. */
export function versionKey(db: Db, attributes: readonly string[]): string | null {
  const v = versions.get(db);
  if (!v) return null;
  return attributes.map((a) => v.changed.get(a) ?? v.base).join(",");
}
