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
 */
import type { Db } from "datascript";

interface Versions {
  /** The number of every attribute not in `changed`: the lineage the database was written in. */
  base: number;
  changed: Map<string, number>;
}

const versions = new WeakMap<Db, Versions>();
let last = 0;

/** `db` was written afresh (init_db, or a transaction of a whole state): every attribute is new. */
export function written(db: Db): Db {
  versions.set(db, { base: ++last, changed: new Map() });
  return db;
}

/**
 * `to` is `from` with a transaction that touched `attributes` (null: it may
 * have touched any, as a retracted entity does through the refs to it). A
 * database derived from one without versions has none either.
 */
export function derived(from: Db, to: Db, attributes: Iterable<string> | null): Db {
  if (to === from) return to;
  const v = versions.get(from);
  if (!v) return to;
  if (attributes === null) return written(to);
  const changed = new Map(v.changed);
  const n = ++last;
  for (const a of attributes) changed.set(a, n);
  versions.set(to, { base: v.base, changed });
  return to;
}

/** The attributes a transaction's data touches: entity maps' keys, and the attribute of each [:db/add e a v] or [:db/retract e a v]. Null when it retracts entities. */
export function touched(tx: unknown[]): Set<string> | null {
  const attributes = new Set<string>();
  for (const op of tx) {
    if (Array.isArray(op)) {
      if (op[0] !== ":db/add" && op[0] !== ":db/retract") return null;
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
