/**
 * A game database whose last changes are applied when something first
 * reads its datoms. The game loop writes a board's changes several times
 * a pass (a life total, a creature moving, the triggered abilities put on
 * the stack, each event's facts), but most of its queries answer from the
 * rows remembered by the versions of what they read (fact-versions.ts,
 * which are known without the datoms): a change no query reads need never
 * be transacted. datascript transacts at 20-35 µs a datom, which was
 * about 40 % of a priority pass.
 *
 * `later(db, tx)` stands for `db` with the transaction `tx`;
 * `rewritten(db, entities)` for `db` with each of `entities` holding
 * exactly the datoms given. Rewrites made one over another wait together
 * as one: realised, they write each entity once, from the datoms of the
 * last database realised, so a long game that never reads its facts
 * holds one database and the entities changed since, never a chain of
 * transactions. `realized` gives the datascript database a value stands
 * for (applying what waits, once) and is the identity on any other
 * database. Only src/db hands a database to datascript, so every reader
 * of game datoms there calls `realized` first.
 */
import * as ds from "datascript";
import type { Db } from "datascript";
import { timed } from "./clock";
import { sameVersions } from "./fact-versions";

/** An entity's datoms as they become, by datomKey: [attribute, value], a ref's value an entity id. None: the entity is gone. */
export type EntityDatoms = Map<string, [string, unknown]>;

interface Pending {
  /** What the changes apply to, until applied (then null, so nothing before is held). */
  base: Db | null;
  /** A transaction (later), or the datoms of each entity changed (rewritten). */
  tx: unknown[] | null;
  entities: Map<number, EntityDatoms> | null;
  value: Db | null;
}

const pending = new WeakMap<Db, Pending>();

/** A datom's attribute and value as one key (a string "1" and a number 1 differ). */
export function datomKey(a: string, v: unknown): string {
  return `${a}\u0000${typeof v}:${String(v)}`;
}

function handle(p: Pending): Db {
  const db = Object.freeze({}) as Db;
  pending.set(db, p);
  return db;
}

/** `db` with `tx`, applied when first read (datascript's errors, such as a lookup ref to nothing, surface then). */
export function later(db: Db, tx: unknown[]): Db {
  return handle({ base: db, tx, entities: null, value: null });
}

/** `db` with each of `entities` (by entity id) holding exactly the datoms given, written when first read. */
export function rewritten(db: Db, entities: Map<number, EntityDatoms>): Db {
  const before = pending.get(db);
  if (before?.value === null && before.entities) {
    // Over a rewrite still waiting: one rewrite of both, the later datoms of an entity replacing the earlier.
    return handle({ base: before.base, tx: null, entities: new Map([...before.entities, ...entities]), value: null });
  }
  return handle({ base: db, tx: null, entities, value: null });
}

/** The datascript database `db` stands for: itself, or a deferred one with its changes applied (once). */
export function realized(db: Db): Db {
  // Walked as a loop, not by recursion: a game that long reads nothing from its datoms waits with a chain as long as its changes.
  const waiting: Array<[Db, Pending]> = [];
  let base = db;
  for (let p = pending.get(base); p; p = pending.get(base)) {
    if (p.value !== null) {
      base = p.value;
      break;
    }
    waiting.push([base, p]);
    base = p.base!;
  }
  for (const [handleOf, p] of waiting.reverse()) {
    const tx = p.tx ?? rewrites(base, p.entities!);
    const from = base;
    base = p.value = sameVersions(handleOf, timed("facts", () => ds.db_with(from, tx)));
    p.base = null;
    p.tx = null;
    p.entities = null;
  }
  return base;
}

/** The datoms to retract and add so that each entity holds exactly its datoms in `entities`. */
function rewrites(db: Db, entities: Map<number, EntityDatoms>): unknown[] {
  const tx: unknown[] = [];
  for (const [e, datoms] of entities) {
    const wanted = new Map(datoms);
    for (const d of ds.datoms(db, ":eavt", e)) if (!wanted.delete(datomKey(d.a, d.v))) tx.push([":db/retract", e, d.a, d.v]);
    for (const [a, v] of wanted.values()) tx.push([":db/add", e, a, v]);
  }
  return tx;
}

/** Whether `db` waits for changes not applied yet (for tests and benchmarks). */
export function isPending(db: Db): boolean {
  return pending.get(db)?.value === null;
}
