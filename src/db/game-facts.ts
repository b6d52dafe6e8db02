/**
 * A game state as facts (game-schema.ts) added to the rules database:
 * players in turn order, the turn, the zones, objects, and each object's
 * abilities as the reader read them. `withState` returns a new database
 * value (datascript's `db_with`); the rules database is not changed.
 */
import * as ds from "datascript";
import type { Db } from "datascript";
import { stepInfo } from "../state/steps";
import { ALL_ZONES } from "../state/zones";
import type { Ability, GameState } from "../types";

/** A database value, for modules outside src/db that hold one without touching datascript. */
export type { Db };

type Entity = Record<string, unknown>;

/** `only`: the ids of the objects to write (players, turn and zones are always written); null for all. */
export function gameFacts(state: GameState, abilities: Map<string, Ability[]>, only: Set<string> | null = null): Entity[] {
  const tx: Entity[] = [];
  let next = -1;
  const player = new Map<string, number>();
  const n = state.players.length;
  const activeAt = state.players.findIndex((p) => p.id === state.turn.active);
  state.players.forEach((p, i) => {
    const id = next--;
    player.set(p.id, id);
    // Stored rather than derived in Datalog (403.4 reads it): the player's most
    // recent turn, counting back through the turn order; 0 before their first.
    const lastTurn = Math.max(0, state.turn.number - ((activeAt - i + n) % n));
    tx.push({ ":db/id": id, "player/id": p.id, "player/order": i, "player/life": p.life, "player/last-turn": lastTurn });
  });
  const stackEmpty = state.stack.length === 0 && !state.objects.some((o) => o.zone === "stack");
  tx.push({
    ":db/id": next--, "turn/number": state.turn.number, "turn/active": player.get(state.turn.active), "turn/step": state.turn.step,
    "turn/main": stepInfo(state.turn.step).main, "turn/stack-empty": stackEmpty,
  });
  for (const zone of ALL_ZONES) tx.push({ ":db/id": next--, "zone/name": zone });
  for (const o of state.objects) {
    if (only !== null && !only.has(o.id)) continue;
    const id = next--;
    const e: Entity = {
      ":db/id": id, "object/id": o.id, "object/name": o.name, "object/owner": player.get(o.owner), "object/zone": o.zone,
      "object/tapped": o.tapped, "object/controlled-since": o.controlledSinceTurn, "object/token": o.token,
    };
    if (o.controller) e["object/controller"] = player.get(o.controller);
    if (o.position !== null) e["object/position"] = o.position;
    many(e, "object/type", o.types);
    many(e, "object/subtype", o.subtypes);
    many(e, "object/supertype", o.supertypes);
    many(e, "object/color", o.colors);
    many(e, "object/keyword", [...new Set([...o.keywords, ...(abilities.get(o.id) ?? []).flatMap((a) => a.keywords)])]);
    tx.push(e);
    for (const a of abilities.get(o.id) ?? []) {
      const f: Entity = { ":db/id": next--, "ability/object": id, "ability/index": a.index, "ability/kind": a.kind, "ability/tap": a.tap };
      if (a.characteristicDefining) f["ability/cda"] = true;
      if (a.costModifier) f["ability/cost-modifier"] = true;
      if (a.comesIntoPlay) f["ability/comes-into-play"] = true;
      if (a.movesFrom) f["ability/moves-from"] = a.movesFrom;
      many(f, "ability/timing", a.timing);
      many(f, "ability/stated-zone", a.statedZones);
      many(f, "ability/playable-from", a.playableFrom);
      many(f, "ability/cost-zone", a.costZones);
      many(f, "ability/trigger-zone", [...new Set(a.triggers.map((t) => t.zone ?? "in-play"))]);
      tx.push(f);
    }
  }
  return tx;
}

/** datascript refuses empty card-many values and nils: only non-empty lists are written. */
function many(e: Entity, attr: string, values: readonly string[]): void {
  if (values.length) e[attr] = [...values];
}

export function withState(db: Db, state: GameState, abilities: Map<string, Ability[]>, only: Set<string> | null = null): Db {
  return ds.db_with(db, gameFacts(state, abilities, only));
}
