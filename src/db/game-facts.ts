/**
 * A game state as facts (game-schema.ts): players in turn order, the turn,
 * the zones, objects, and each object's abilities as the reader read them.
 * `gameDb` writes them as a database of their own, for the judge;
 * `updateGameFacts` rewrites what changed; `withState` adds them to the
 * rules database for a user's query (a new value: the rules database is not
 * changed). The event of a trigger check, the targets of a targeting check
 * and the delayed triggered abilities are added the same way.
 */
import * as ds from "datascript";
import type { Db } from "datascript";
import type { Condition } from "../abilities/conditions";
import { timed } from "./clock";
import { datomKey, later, realized, rewritten, type EntityDatoms } from "./deferred-db";
import { derived, touched, versionKey, writtenFrom } from "./fact-versions";
import { GAME_ATTRIBUTES } from "./game-schema";
import { datascriptSchema } from "./schema";
import type { GameEvent } from "../state/read-event";
import type { Ability, GameObject, GameState, StackItem, Step, TargetRef, TargetSpec, Zone } from "../types";

/** A database value, for modules outside src/db that hold one without touching datascript. */
export type { Db };

type Entity = Record<string, unknown>;

/**
 * What the facts are written from, read by the caller (src/judge/reading.ts
 * passes the reading's tables): src/db uses the reading's types only
 * (.dependency-cruiser.cjs, rule 2).
 */
export interface Reading {
  /** Each object's abilities as read, by object id. */
  abilities: Map<string, Ability[]>;
  /** The keywords an object has, given or read from its abilities (407.3: less those removed). */
  keywords(o: GameObject, abilities: Ability[]): string[];
  /** The qualities a list of keywords gives protection from (502.7a). */
  protection(keywords: string[]): string[];
  /** A trigger condition's words read (the card's name written ~). */
  condition(text: string, name: string): Condition;
  /** The ability/* facts of where an ability functions, by their attribute (abilities/zones.ts, 402.8). */
  zoneFacts(a: Ability): Record<string, unknown>;
  /** The zone a trigger condition works from (abilities/zones.ts, 402.8g). */
  conditionZone(t: Ability["triggers"][number]): Zone;
  /** Whether a step is in a main phase. */
  main(step: Step): boolean;
  /** The zones of the era. */
  zones: readonly Zone[];
}

/** How an entity refers to a player or object: a tempid of the same transaction, or a lookup ref. */
type Refer = (id: string) => unknown;

/** `only`: the ids of the objects to write (players, turn and zones are always written); null for all. */
export function gameFacts(state: GameState, reading: Reading, only: Set<string> | null = null): Entity[] {
  const { abilities } = reading;
  const tx: Entity[] = [];
  let next = -1;
  const player = new Map<string, number>();
  const objectIds = new Map<string, number>();
  const damagedBy: Array<[number, string[]]> = [];
  const haunting: Array<[number, string]> = [];
  for (const p of state.players) player.set(p.id, next--);
  const refer: Refer = (id) => player.get(id);
  tx.push(...playerEntities(state).map((e, i) => ({ ":db/id": player.get(state.players[i].id), ...e })));
  tx.push({ ":db/id": next--, ...turnEntity(state, reading, refer) });
  for (const zone of reading.zones) tx.push({ ":db/id": next--, "zone/name": zone });
  for (const o of state.objects) {
    if (only !== null && !only.has(o.id)) continue;
    const id = next--;
    objectIds.set(o.id, id);
    tx.push({ ":db/id": id, ...objectEntity(o, reading, refer) });
    if (o.damagedBy.length) damagedBy.push([id, o.damagedBy]);
    if (o.haunting !== null) haunting.push([id, o.haunting]);
    for (const a of abilities.get(o.id) ?? []) {
      const f: Entity = { ":db/id": next--, "ability/object": id, "ability/index": a.index, "ability/kind": a.kind, "ability/tap": a.tap, ...reading.zoneFacts(a) };
      many(f, "ability/timing", a.timing);
      tx.push(f);
      a.triggers.forEach((t, i) => {
        tx.push({ ":db/id": next--, "trigger/ability": f[":db/id"], "trigger/index": i, "trigger/zone": reading.conditionZone(t), ...conditionEntity(reading.condition(t.condition, o.name)) });
      });
    }
  }
  // Refs to objects written above; a damaging object outside the question's scope is left out.
  for (const [id, sources] of damagedBy) {
    const refs = sources.map((s) => objectIds.get(s)).filter((x): x is number => x !== undefined);
    if (refs.length) tx.push({ ":db/id": id, "object/damaged-by": refs });
  }
  for (const [id, haunted] of haunting) {
    const ref = objectIds.get(haunted);
    if (ref !== undefined) tx.push({ ":db/id": id, "object/haunting": ref });
  }
  state.stack.forEach((item, i) => {
    const source = objectIds.get(item.source);
    if (source !== undefined) tx.push({ ":db/id": next--, ...stackEntity(item, i, source) });
  });
  return tx;
}

/** What trigger/from and trigger/to hold when the condition names no zone (no zone is named so). */
const ANY_ZONE = "any";

/** A trigger condition as read (abilities/conditions.ts): what it waits for, of whom. */
function conditionEntity(c: Condition): Entity {
  const g: Entity = {
    "trigger/event": c.event, "trigger/subject": c.subject, "trigger/nontoken": c.nontoken, "trigger/damaged": c.damaged,
    "trigger/another": c.another, "trigger/whose": c.whose, "trigger/look-back": c.lookBack,
  };
  // A zone change's zones are always written, "any" where the condition names none, so
  // queries/triggers.edn matches them by lookup rather than by a not-join over every condition.
  if (c.event === "zone-change") Object.assign(g, { "trigger/from": c.from ?? ANY_ZONE, "trigger/to": c.to ?? ANY_ZONE });
  if (c.step) g["trigger/step"] = c.step;
  if (c.block) g["trigger/block"] = c.block;
  if (c.blockers !== null) g["trigger/blockers"] = c.blockers;
  if (c.damagedBySelf) g["trigger/damaged-by-self"] = true;
  if (c.state) g["trigger/state"] = c.state;
  if (c.stateArg) g["trigger/state-arg"] = c.stateArg;
  many(g, "trigger/type", c.types);
  return g;
}

/** A delayed triggered ability (404.4) waiting for its event: its condition, its controller, the object it refers to. */
export interface DelayedFacts {
  id: string;
  condition: Condition;
  controller: string;
  /** The object it refers to, as that object (217.1c: its zone changes), if it is still in the game. */
  refers: { id: string; zoneChanges: number } | null;
}

/** The delayed triggered abilities as facts added to `db` (queries/triggers.edn's :delayed-* queries). */
export function withDelayed(db: Db, delayed: DelayedFacts[]): Db {
  const tx: Entity[] = [];
  delayed.forEach((d, i) => {
    const e: Entity = { ":db/id": -1 - 2 * i, "delayed/id": d.id, "delayed/controller": ["player/id", d.controller] };
    if (d.refers) Object.assign(e, { "delayed/refers": ["object/id", d.refers.id], "delayed/zone-changes": d.refers.zoneChanges });
    tx.push(e, { ":db/id": -2 - 2 * i, "trigger/delayed": -1 - 2 * i, ...conditionEntity(d.condition) });
  });
  return transacted(db, tx);
}

/**
 * `db` with `tx`, its versions carried over (fact-versions.ts): the attributes the transaction did not touch keep theirs.
 * Applied when first read (deferred-db.ts): a query answered from the rows its versions remember never needs it.
 */
function transacted(db: Db, tx: unknown[], written: Db = later(db, tx)): Db {
  return derived(db, written, touched(tx), named(tx));
}

/** A lookup ref, `["object/id", "p0"]`: an entity named through a unique attribute. */
function lookupRef(x: unknown): x is [string, unknown] {
  return Array.isArray(x) && x.length === 2 && typeof x[0] === "string" && GAME_ATTRIBUTES[x[0]]?.unique === true;
}

/**
 * `tx` as text, with the attributes its lookup refs resolve through, when
 * every entity it writes or refers to is named (a positive entity id or a
 * lookup ref): then the datoms it leaves do not depend on which ids a
 * database would give its tempids (fact-versions.ts). Null otherwise.
 */
function named(tx: unknown[]): { text: string; lookups: string[] } | null {
  const lookups = new Set<string>();
  const entity = (x: unknown): boolean => {
    if (!lookupRef(x)) return typeof x === "number" && x > 0;
    lookups.add(x[0]);
    return true;
  };
  const value = (a: string, v: unknown): boolean => GAME_ATTRIBUTES[a]?.type !== "ref" || (GAME_ATTRIBUTES[a].many && Array.isArray(v) && !lookupRef(v) ? v.every(entity) : entity(v));
  for (const op of tx) {
    if (Array.isArray(op)) {
      if (op[0] === ":db.fn/retractAttribute") {
        if (!entity(op[1]) || typeof op[2] !== "string") return null;
      } else if ((op[0] !== ":db/add" && op[0] !== ":db/retract") || !entity(op[1]) || !value(op[2] as string, op[3])) return null;
    } else {
      const e = op as Entity;
      if (!entity(e[":db/id"]) || Object.entries(e).some(([a, v]) => a !== ":db/id" && !value(a, v))) return null;
    }
  }
  return { text: JSON.stringify(tx), lookups: [...lookups] };
}

/**
 * Players in turn order, with what Datalog would have to count and cannot in
 * a rule (a count is an aggregate of :find): each player's most recent turn,
 * 0 before their first (403.4 reads it), and the cards in their hand
 * (intervening "if you have N or more cards in hand", 410.8).
 */
function playerEntities(state: GameState): Entity[] {
  const n = state.players.length;
  const activeAt = state.players.findIndex((p) => p.id === state.turn.active);
  return state.players.map((p, i) => ({
    "player/id": p.id, "player/order": i, "player/life": p.life, "player/last-turn": Math.max(0, state.turn.number - ((activeAt - i + n) % n)),
    "player/previous-turn": state.turn.number - ((activeAt - i + n) % n) - n,
    "player/hand-size": state.objects.filter((o) => o.owner === p.id && o.zone === "hand").length,
  }));
}

function turnEntity(state: GameState, reading: Reading, refer: Refer): Entity {
  const stackEmpty = state.stack.length === 0 && !state.objects.some((o) => o.zone === "stack");
  return {
    "turn/number": state.turn.number, "turn/active": refer(state.turn.active), "turn/step": state.turn.step, "turn/players": state.players.length,
    "turn/main": reading.main(state.turn.step), "turn/stack-empty": stackEmpty,
  };
}

/** An object's own attributes (its abilities are entities of their own). */
function objectEntity(o: GameObject, reading: Reading, refer: Refer): Entity {
  const e: Entity = {
    "object/id": o.id, "object/name": o.name, "object/owner": refer(o.owner), "object/zone": o.zone,
    "object/tapped": o.tapped, "object/controlled-since": o.controlledSinceTurn, "object/token": o.token,
    "object/zone-changes": o.zoneChanges, "object/damage": o.damage,
  };
  if (o.controller) e["object/controller"] = refer(o.controller);
  if (o.position !== null) e["object/position"] = o.position;
  if (o.power !== null) e["object/power"] = o.power + o.counters;
  if (o.toughness !== null) e["object/toughness"] = o.toughness + o.counters;
  const keywords = reading.keywords(o, reading.abilities.get(o.id) ?? []);
  many(e, "object/protection", reading.protection(keywords));
  many(e, "object/type", o.types);
  many(e, "object/subtype", o.subtypes);
  many(e, "object/supertype", o.supertypes);
  many(e, "object/color", o.colors);
  many(e, "object/keyword", keywords);
  many(e, "object/counter-kind", [...(o.counters > 0 ? ["+1/+1"] : []), ...Object.keys(o.otherCounters).filter((k) => o.otherCounters[k] > 0)]);
  return e;
}

function stackEntity(item: StackItem, order: number, source: unknown): Entity {
  const e: Entity = { "stack/id": item.id, "stack/source": source, "stack/order": order };
  if (item.ability !== null) e["stack/ability"] = item.ability;
  return e;
}

/**
 * Where a game database's entities are: the entity id of each object,
 * player and stack item, and the turn's. updateGameFacts writes by them
 * without reading datoms, so the database it writes from may still be
 * deferred (deferred-db.ts).
 */
interface Layout {
  objects: Map<string, number>;
  players: Map<string, number>;
  stack: Map<string, number>;
  turn: number;
}

const layouts = new WeakMap<Db, Layout>();

/** The layout of `datoms`: each entity named by object/id, player/id, stack/id, and the one with turn/number. */
function layoutFrom(datoms: Iterable<readonly [number, string, unknown]>): Layout {
  const layout: Layout = { objects: new Map(), players: new Map(), stack: new Map(), turn: 0 };
  const named: Record<string, Map<string, number>> = { "object/id": layout.objects, "player/id": layout.players, "stack/id": layout.stack };
  for (const [e, a, v] of datoms) {
    if (a === "turn/number") layout.turn = e;
    else named[a]?.set(v as string, e);
  }
  return layout;
}

/** The layout of `db`: written with it, or read from its datoms (a database written elsewhere). */
function layoutOf(db: Db): Layout {
  let layout = layouts.get(db);
  if (!layout) {
    const real = realized(db);
    layout = layoutFrom(["object/id", "player/id", "stack/id", "turn/number"].flatMap((a) => ds.datoms(real, ":aevt", a).map((d) => [d.e, d.a, d.v] as const)));
    layouts.set(db, layout);
  }
  return layout;
}

/**
 * The facts of `after` from those of `before` (`db` holds the facts of
 * `before` whole, as gameDb or this function wrote them): only the
 * objects, players, turn and stack that changed are rewritten, so a game
 * loop pays for what an event changed rather than for the board. The
 * datoms to retract and add are found by writing the facts of both
 * states, not by reading `db`, whose own transaction may then wait until
 * a query reads it (deferred-db.ts). Null when the change is not of that
 * kind (objects added, text changed, an object the facts do not hold):
 * the caller writes the state afresh. `same`: whether an object is
 * unchanged (their JSON, unless the caller has it written already).
 */
export function updateGameFacts(db: Db, before: GameState, after: GameState, reading: Reading, same: (before: GameObject, after: GameObject) => boolean): Db | null {
  const previous = new Map(before.objects.map((o) => [o.id, o]));
  if (after.objects.some((o) => !previous.has(o.id)) || JSON.stringify(before.players.map((p) => p.id)) !== JSON.stringify(after.players.map((p) => p.id))) return null;
  const layout = layoutOf(db);
  if (before.objects.some((o) => !layout.objects.has(o.id))) return null;
  const beforeItems = new Map(before.stack.map((item, i) => [item.id, { item, i }]));
  if ([...layout.stack.keys()].some((id) => !beforeItems.has(id))) return null;
  const next: Layout = { objects: new Map(layout.objects), players: layout.players, stack: new Map(layout.stack), turn: layout.turn };
  const tx: unknown[] = [];
  const lookup: Refer = (id) => ["player/id", id];
  const eid = (ref: [string, string]): number => {
    const found = (ref[0] === "player/id" ? layout.players : layout.objects).get(ref[1]);
    if (found === undefined) throw new Error(`the game's facts hold no ${ref[0] === "player/id" ? "player" : "object"} ${ref[1]}`);
    return found;
  };
  // Each entity's datoms as [attribute, value] by key, a ref as the entity id it resolves to.
  const datomsOf = (entity: Entity): EntityDatoms => {
    const out: EntityDatoms = new Map();
    for (const [a, v] of Object.entries(entity)) {
      const attr = GAME_ATTRIBUTES[a];
      for (const x of attr?.many ? (v as unknown[]) : [v]) {
        const value = attr?.type === "ref" ? eid(x as [string, string]) : x;
        out.set(datomKey(a, value), [a, value]);
      }
    }
    return out;
  };
  // Each entity changed, with all its datoms as they become: what the database waits to write (deferred-db.ts).
  const changed = new Map<number, EntityDatoms>();
  // Only the datoms that differ: a creature that moves changes its zone and a few counts, not its types.
  const rewrite = (e: number, was: Entity, now: Entity) => {
    const all = datomsOf(now);
    const wanted = new Map(all);
    const size = tx.length;
    for (const [key, [a, v]] of datomsOf(was)) if (!wanted.delete(key)) tx.push([":db/retract", e, a, v]);
    for (const [a, v] of wanted.values()) tx.push([":db/add", e, a, v]);
    if (tx.length > size) changed.set(e, all);
  };
  const present = new Set(after.objects.map((o) => o.id));
  const had = new Set(previous.keys());
  const removed = before.objects.filter((o) => !present.has(o.id));
  if (removed.length) {
    // Rare (a token ceasing to exist): its abilities and conditions are found in the datoms.
    const real = realized(db);
    for (const o of removed) {
      const e = layout.objects.get(o.id)!;
      for (const a of ds.datoms(real, ":avet", "ability/object", e)) {
        for (const t of ds.datoms(real, ":avet", "trigger/ability", a.e)) tx.push([":db.fn/retractEntity", t.e]);
        tx.push([":db.fn/retractEntity", a.e]);
      }
      tx.push([":db.fn/retractEntity", e]);
      next.objects.delete(o.id);
    }
  }
  // An object's facts with its refs to objects of its state (gameFacts leaves out refs to objects it does not write).
  const objectFacts = (o: GameObject, objects: Set<string>): Entity => {
    const e = objectEntity(o, reading, lookup);
    const damagedBy = o.damagedBy.filter((x) => objects.has(x));
    if (damagedBy.length) e["object/damaged-by"] = damagedBy.map((x) => ["object/id", x]);
    if (o.haunting !== null && objects.has(o.haunting)) e["object/haunting"] = ["object/id", o.haunting];
    return e;
  };
  for (const o of after.objects) {
    const b = previous.get(o.id)!;
    // One object shared by both states (engine/engine.ts gameOf) is unchanged without serialising it.
    if (b === o || same(b, o)) continue;
    if (b.text !== o.text || b.name !== o.name || JSON.stringify(b.abilityFacts) !== JSON.stringify(o.abilityFacts)) return null;
    rewrite(layout.objects.get(o.id)!, objectFacts(b, had), objectFacts(o, present));
  }
  const players = playerEntities(before);
  playerEntities(after).forEach((p, i) => rewrite(layout.players.get(p["player/id"] as string)!, players[i], p));
  rewrite(layout.turn, turnEntity(before, reading, lookup), turnEntity(after, reading, lookup));
  const items = new Map(after.stack.map((item, i) => [item.id, { item, i }]));
  const itemFacts = ({ item, i }: { item: StackItem; i: number }) => stackEntity(item, i, ["object/id", item.source]);
  for (const [id, e] of layout.stack) {
    const kept = items.get(id);
    const was = itemFacts(beforeItems.get(id)!);
    if (kept && present.has(kept.item.source)) rewrite(e, was, itemFacts(kept));
    else {
      // Its datoms one by one (nothing refers to a stack entity): a transaction naming its datoms keeps the versions of the rest (fact-versions.ts).
      for (const [a, v] of datomsOf(was).values()) tx.push([":db/retract", e, a, v]);
      changed.set(e, new Map());
      next.stack.delete(id);
    }
    items.delete(id);
  }
  // New items get ids of their own above every item's so far, not tempids (whose ids depend on the database's history).
  let top = Math.max(STACK - 1, ...layout.stack.values());
  // As [:db/add e a v] datoms: datascript transacts those in about two thirds of the time of entity maps (25 items: 2.7 against 4.0 ms).
  for (const kept of items.values()) {
    if (!present.has(kept.item.source)) continue;
    const e = ++top;
    const facts = itemFacts(kept);
    for (const [a, v] of Object.entries(facts)) tx.push([":db/add", e, a, v]);
    changed.set(e, datomsOf(facts));
    next.stack.set(kept.item.id, e);
  }
  if (!tx.length) return db;
  // An object gone is retracted as an entity (with the refs to it): that transaction itself; otherwise the entities' datoms, which wait.
  const updated = transacted(db, tx, removed.length ? later(db, tx) : rewritten(db, changed));
  layouts.set(updated, next);
  return updated;
}

/** The spell or ability choosing targets, and the targets chosen (queries/targets.edn). */
export interface Targeting {
  source: string;
  /** The spell's own object, when the targets are a spell's. */
  spell: string | null;
  controller: string;
  moment: "announce" | "resolve";
  specs: TargetSpec[];
  chosen: TargetRef[][];
}

export function withTargeting(db: Db, t: Targeting, isPlayer: (id: string) => boolean): Db {
  const tx: Entity[] = [];
  // Ids of their own, not tempids, as the event's (eventWorlds): the same targets on boards of the same facts leave the same datoms.
  const e: Entity = { ":db/id": TARGETING, "targeting/source": ["object/id", t.source], "targeting/controller": ["player/id", t.controller], "targeting/moment": t.moment };
  if (t.spell) e["targeting/spell"] = ["object/id", t.spell];
  tx.push(e);
  let next = TARGETING + 1;
  t.specs.forEach((spec, i) => {
    const aim = next++;
    const a: Entity = {
      ":db/id": aim, "aim/instance": spec.instance, "aim/count": spec.count, "aim/objects": spec.objects, "aim/players": spec.players,
      "aim/zone": spec.zone, "aim/zone-owner": spec.zoneOwner, "aim/controller": spec.controller, "aim/another": spec.another,
    };
    many(a, "aim/type", spec.types);
    many(a, "aim/all-type", spec.allTypes);
    many(a, "aim/not-type", spec.notTypes);
    many(a, "aim/color", spec.colors);
    many(a, "aim/not-color", spec.notColors);
    many(a, "aim/status", spec.status);
    tx.push(a);
    (t.chosen[i] ?? []).forEach((ref, position) => {
      const c: Entity = { ":db/id": next++, "choice/aim": aim, "choice/position": position };
      if (isPlayer(ref.id)) c["choice/player"] = ["player/id", ref.id];
      else {
        c["choice/object"] = ["object/id", ref.id];
        if (ref.zoneChanges !== null) c["choice/zone-changes"] = ref.zoneChanges;
      }
      tx.push(c);
    });
  });
  return transacted(db, tx);
}

/** datascript refuses empty card-many values and nils: only non-empty lists are written. */
function many(e: Entity, attr: string, values: readonly string[]): void {
  if (values.length) e[attr] = [...values];
}

/** The state's facts added to `db` (the rules database, for a user's query that joins both). */
export function withState(db: Db, state: GameState, reading: Reading, only: Set<string> | null = null): Db {
  return timed("facts", () => ds.db_with(realized(db), gameFacts(state, reading, only)));
}

/**
 * The state's facts as a database of their own, for the judge (no query of
 * queries/*.edn reads a rules fact). Written as datoms with `init_db`, which
 * costs about a microsecond a datom where a transaction costs 20 to 35: each
 * tempid of gameFacts becomes the entity id of its absolute value.
 */
export function gameDb(state: GameState, reading: Reading, only: Set<string> | null = null): Db {
  return timed("facts", () => {
    const datoms: Array<[number, string, unknown]> = [];
    for (const entity of gameFacts(state, reading, only)) {
      const e = -(entity[":db/id"] as number);
      for (const [a, v] of Object.entries(entity)) {
        if (a === ":db/id") continue;
        const ref = GAME_ATTRIBUTES[a]?.type === "ref";
        for (const x of Array.isArray(v) ? v : [v]) datoms.push([e, a, ref ? -(x as number) : x]);
      }
    }
    const db = writtenFrom(ds.init_db(datoms, SCHEMA), datoms);
    layouts.set(db, layoutFrom(datoms));
    return db;
  });
}

const SCHEMA = datascriptSchema();

/**
 * Whether any trigger condition on the board waits for events of `kind`,
 * looking back at the game before the event (410.10d) or at the game after
 * it: a query over no such condition answers nothing, and an index lookup
 * costs a hundredth of it.
 */
export function conditionsWaiting(db: Db, kind: string): { lookBack: boolean; after: boolean } {
  // By the versions of the two attributes it reads (fact-versions.ts): a game loop's boards share them.
  const versions = versionKey(db, WAITING_READS);
  const key = versions === null ? null : `${kind}|${versions}`;
  const known = key === null ? undefined : waiting.get(key);
  if (known) return { ...known };
  const found = { lookBack: false, after: false };
  const real = realized(db);
  for (const d of ds.datoms(real, ":avet", "trigger/event", kind)) {
    if (ds.entity(real, d.e)!.get("trigger/look-back") === true) found.lookBack = true;
    else found.after = true;
  }
  if (key !== null) {
    if (waiting.size >= WAITING_KEPT) waiting.clear();
    waiting.set(key, { ...found });
  }
  return found;
}

const WAITING_READS = ["trigger/event", "trigger/look-back"];
const waiting = new Map<string, { lookBack: boolean; after: boolean }>();
const WAITING_KEPT = 1_000;

/** The first entity id of a stack item added to the facts (updateGameFacts): above any object's, below the events'. */
const STACK = 300_000_000;

/** The entity id of a targeting (withTargeting), its aims' and choices' after it: above the events', below 2^29. */
const TARGETING = 500_000_000;

/** The event's entity id, its occurrences' after it: above any object's (gameDb numbers from 1), below datascript's first transaction id (2^29). */
const EVENT = 400_000_000;

/**
 * The game just before and just after `event` (410.10d looks back, 410.10
 * otherwise looks at the game after): the event's facts are added to the
 * state's database, and the "after" database moves each object of a zone
 * change. An object leaving play or the stack loses its controller (401.3).
 */
export function eventWorlds(db: Db, event: GameEvent): { before: Db; after: Db } {
  // Entity ids of their own, not tempids: the same event added to boards of the same facts
  // leaves the same datoms, whose versions (fact-versions.ts) then let its queries' rows be reused.
  const tx: Entity[] = [{ ":db/id": EVENT, "event/kind": event.kind }];
  const objectRef = (id: string) => ["object/id", id];
  const player = (id: string) => ["player/id", id];
  const moves: unknown[] = [];
  switch (event.kind) {
    case "zone-change":
      if (event.prevented) break;
      event.objects.forEach((m, i) => {
        tx.push({ ":db/id": EVENT + 1 + i, "occurrence/event": EVENT, "occurrence/object": objectRef(m.id), "occurrence/from": m.from, "occurrence/to": m.to });
        moves.push([":db/add", objectRef(m.id), "object/zone", m.to]);
      });
      break;
    case "step-begins":
      tx[0]["event/step"] = event.step;
      break;
    case "damage":
      tx[0]["event/source"] = objectRef(event.source);
      tx[0][event.toPlayer ? "event/to-player" : "event/to-object"] = event.toPlayer ? player(event.to) : objectRef(event.to);
      if (event.prevented) tx[0]["event/prevented"] = true;
      break;
    case "cycle":
    case "play":
      tx[0]["event/object"] = objectRef(event.object);
      tx[0]["event/player"] = player(event.player);
      break;
    case "block":
      if (event.alreadyBlocked.length) tx[0]["event/already-blocked"] = event.alreadyBlocked.map(objectRef);
      if (event.alreadyBlocking.length) tx[0]["event/already-blocking"] = event.alreadyBlocking.map(objectRef);
      event.blocks.forEach((b, i) => {
        tx.push({ ":db/id": EVENT + 1 + i, "occurrence/event": EVENT, "occurrence/object": objectRef(b.blocker), "occurrence/attacker": objectRef(b.attacker) });
      });
      // 410.9e: how many creatures block each attacker in this declaration, stored rather than counted in a rule.
      [...new Set(event.blocks.map((b) => b.attacker))].forEach((attacker, i) => {
        tx.push({ ":db/id": EVENT + 1000 + i, "blocked/event": EVENT, "blocked/attacker": objectRef(attacker), "blocked/count": event.blocks.filter((b) => b.attacker === attacker).length });
      });
      break;
    case "untap":
      event.objects.forEach((id, i) => tx.push({ ":db/id": EVENT + 1 + i, "occurrence/event": EVENT, "occurrence/object": objectRef(id) }));
      break;
    case "state":
      break;
  }
  if (event.kind === "zone-change" && !event.prevented) {
    // In the same transaction as the moves: the controllers retracted are those the objects had before they moved.
    for (const m of event.objects) if (m.to !== "in-play" && m.to !== "stack") moves.push([":db.fn/retractAttribute", objectRef(m.id), "object/controller"]);
  }
  const before = transacted(db, tx);
  return { before, after: moves.length ? transacted(before, moves) : before };
}
