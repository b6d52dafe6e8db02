/**
 * src/db/game-facts.ts: a game state and its read abilities as the facts of
 * src/db/game-schema.ts, ready to be added to the rules database.
 */
import * as ds from "datascript";
import { DB_CLOCK } from "../../src/db/clock";
import { runQuery } from "../../src/db/queries";
import { readEvent } from "../../src/state/read-event";
import { describe, expect, it } from "vitest";
import { readAbilities } from "../../src/abilities/read-abilities";
import { readingOf } from "../../src/judge/reading";
import { realized } from "../../src/db/deferred-db";
import { conditionsWaiting, eventWorlds, gameDb, gameFacts, updateGameFacts, withState } from "../../src/db/game-facts";
import { GAME_ATTRIBUTES } from "../../src/db/game-schema";
import { datascriptSchema } from "../../src/db/schema";
import { readState } from "../../src/state/read-state";
import { sameValue } from "../../src/state/same-value";

type Entity = Record<string, unknown>;

function factsOf(input: unknown): Entity[] {
  const state = readState(input);
  return gameFacts(state, readingOf(new Map(state.objects.map((o) => [o.id, readAbilities(o)]))));
}

function lastTurns(tx: Entity[]): Record<string, unknown> {
  return Object.fromEntries(tx.filter((e) => "player/id" in e).map((e) => [e["player/id"], e["player/last-turn"]]));
}

const turnOf = (tx: Entity[]) => tx.find((e) => "turn/number" in e)!;
const objectOf = (tx: Entity[], id: string) => tx.find((e) => e["object/id"] === id)!;
const abilitiesOf = (tx: Entity[], id: string) => tx.filter((e) => e["ability/object"] === objectOf(tx, id)[":db/id"]);

describe("gameFacts: players", () => {
  it("two players, turn 4, alice active: alice's last turn is 4, bob's 3", () => {
    const tx = factsOf({ players: ["alice", "bob"], turn: { number: 4, active: "alice" } });
    expect(lastTurns(tx)).toEqual({ alice: 4, bob: 3 });
  });

  it("two players, turn 4, bob active: bob 4, alice 3", () => {
    expect(lastTurns(factsOf({ players: ["alice", "bob"], turn: { number: 4, active: "bob" } }))).toEqual({ alice: 3, bob: 4 });
  });

  it("three players rotate: each counts back through the turn order", () => {
    const players = ["ann", "ben", "cat"];
    expect(lastTurns(factsOf({ players, turn: { number: 5, active: "ben" } }))).toEqual({ ann: 4, ben: 5, cat: 3 });
    expect(lastTurns(factsOf({ players, turn: { number: 6, active: "cat" } }))).toEqual({ ann: 4, ben: 5, cat: 6 });
    expect(lastTurns(factsOf({ players, turn: { number: 7, active: "ann" } }))).toEqual({ ann: 7, ben: 5, cat: 6 });
  });

  it("is 0 for a player who has not had a turn yet", () => {
    expect(lastTurns(factsOf({ players: ["ann", "ben", "cat"], turn: { number: 1, active: "ann" } }))).toEqual({ ann: 1, ben: 0, cat: 0 });
    expect(lastTurns(factsOf({ players: ["ann", "ben", "cat"], turn: { number: 2, active: "ben" } }))).toEqual({ ann: 1, ben: 2, cat: 0 });
  });

  it("writes turn order and life", () => {
    const tx = factsOf({ players: ["alice", { id: "bob", life: 7 }] });
    expect(tx.filter((e) => "player/id" in e).map((e) => [e["player/id"], e["player/order"], e["player/life"]])).toEqual([
      ["alice", 0, 20],
      ["bob", 1, 7],
    ]);
  });
});

describe("gameFacts: the turn", () => {
  it("writes the step, the active player and whether it is a main phase", () => {
    const tx = factsOf({ players: ["alice", "bob"], turn: { number: 3, active: "bob", step: "upkeep" } });
    const bob = tx.find((e) => e["player/id"] === "bob")!;
    expect(turnOf(tx)).toMatchObject({ "turn/number": 3, "turn/active": bob[":db/id"], "turn/step": "upkeep", "turn/main": false, "turn/stack-empty": true });
    expect(turnOf(factsOf({ players: ["alice"], turn: { step: "main2" } }))).toMatchObject({ "turn/step": "postcombat-main", "turn/main": true });
  });

  it("the stack is not empty with an ability on it, or a spell in the stack zone", () => {
    const sorcerer = { id: "sorc", owner: "alice", zone: "in-play" };
    expect(turnOf(factsOf({ players: ["alice"], objects: [sorcerer], stack: [{ id: "s1", source: "sorc", ability: 0 }] }))["turn/stack-empty"]).toBe(false);
    expect(turnOf(factsOf({ players: ["alice"], objects: [{ id: "bolt", owner: "alice", zone: "stack" }] }))["turn/stack-empty"]).toBe(false);
    expect(turnOf(factsOf({ players: ["alice"], objects: [sorcerer] }))["turn/stack-empty"]).toBe(true);
  });

  it("writes the six zones", () => {
    expect(factsOf({ players: ["alice"] }).filter((e) => "zone/name" in e).map((e) => e["zone/name"])).toEqual(["library", "hand", "graveyard", "in-play", "stack", "removed"]);
  });
});

describe("gameFacts: objects and abilities", () => {
  const STATE = {
    players: ["alice", "bob"],
    turn: { number: 4, active: "alice", step: "upkeep" },
    objects: [
      { id: "wraith", name: "Street Wraith", owner: "bob", zone: "in-play", types: ["creature"], subtypes: ["wraith"], keywords: ["haste"],
        text: "Swampwalk\nCycling—Pay 2 life." },
      { id: "genesis", name: "Genesis", owner: "alice", zone: "graveyard", position: 0, types: ["creature"],
        text: "At the beginning of your upkeep, if Genesis is in your graveyard, you may pay {2}{G}. If you do, return target creature card from your graveyard to your hand.\nWhen Genesis comes into play, draw a card." },
      { id: "thrull", name: "Absolver Thrull", owner: "alice", zone: "removed", types: ["creature"],
        text: "When Absolver Thrull comes into play or the creature it haunts is put into a graveyard, destroy target enchantment." },
      { id: "blank", owner: "alice", zone: "library" },
    ],
  };
  const tx = factsOf(STATE);

  it("writes an object's owner, zone, controller (in play only), position and lists", () => {
    const bob = tx.find((e) => e["player/id"] === "bob")![":db/id"];
    expect(objectOf(tx, "wraith")).toMatchObject({
      "object/name": "Street Wraith", "object/owner": bob, "object/controller": bob, "object/zone": "in-play",
      "object/type": ["creature"], "object/subtype": ["wraith"], "object/tapped": false, "object/controlled-since": 0, "object/token": false,
    });
    expect(objectOf(tx, "genesis")).toMatchObject({ "object/zone": "graveyard", "object/position": 0 });
    expect(objectOf(tx, "genesis")).not.toHaveProperty("object/controller");
    expect(objectOf(tx, "wraith")).not.toHaveProperty("object/position");
  });

  it("gives an object the keywords it was given and those read from its text", () => {
    expect(objectOf(tx, "wraith")["object/keyword"]).toEqual(["haste", "swampwalk", "cycling"]);
  });

  it("writes one ability entity per ability, with index, kind and zone facts", () => {
    expect(abilitiesOf(tx, "wraith").map((a) => [a["ability/index"], a["ability/kind"], a["ability/cost-zone"]])).toEqual([
      [0, "static", undefined],
      [1, "activated", ["hand"]],
    ]);
  });

  it("defaults a trigger condition's zone to in-play, and keeps the zones the reader found", () => {
    expect(abilitiesOf(tx, "genesis").map((a) => a["ability/trigger-zone"])).toEqual([["graveyard"], ["in-play"]]);
    expect(abilitiesOf(tx, "thrull")[0]["ability/trigger-zone"]).toEqual(["in-play", "removed"]);
    expect(abilitiesOf(tx, "wraith")[0]).not.toHaveProperty("ability/trigger-zone");
  });

  it("writes no nil values and no empty lists (datascript refuses them)", () => {
    for (const e of tx) {
      for (const [k, v] of Object.entries(e)) {
        expect(v, k).not.toBeNull();
        expect(v, k).not.toBeUndefined();
        if (Array.isArray(v)) {
          expect(v.length, k).toBeGreaterThan(0);
          expect(GAME_ATTRIBUTES[k]?.many, `${k} holds a list, so it must be card-many`).toBe(true);
        }
      }
    }
    expect(objectOf(tx, "blank")).not.toHaveProperty("object/type");
    expect(objectOf(tx, "blank")).not.toHaveProperty("object/keyword");
  });

  it("writes only attributes of the game schema", () => {
    for (const e of tx) for (const k of Object.keys(e)) if (k !== ":db/id") expect(GAME_ATTRIBUTES, k).toHaveProperty([k]);
  });

  it("adds to a database without changing it (withState returns a new value)", () => {
    const state = readState(STATE);
    const empty = ds.empty_db(datascriptSchema());
    const db = withState(empty, state, readingOf(new Map(state.objects.map((o) => [o.id, readAbilities(o)]))));
    expect(ds.q('[:find ?id :where [_ "object/id" ?id]]', empty)).toEqual([]);
    expect((ds.q('[:find ?id :where [_ "object/id" ?id]]', db) as string[][]).map(([id]) => id).sort()).toEqual(["blank", "genesis", "thrull", "wraith"]);
    expect(ds.q('[:find ?k :where [?o "object/id" "wraith"] [?o "object/keyword" ?k]]', db)).toHaveLength(3);
  });
});

describe("updateGameFacts: a changed state written from the facts of the last", () => {
  const schema = datascriptSchema();
  const base = ds.empty_db(schema);
  const STATE = {
    players: ["alice", "bob"],
    turn: { number: 3, active: "alice", step: "precombat-main" },
    objects: [
      { id: "bear", name: "Grizzly Bears", owner: "bob", zone: "in-play", types: ["creature"], colors: ["green"], power: 2, toughness: 2 },
      { id: "sengir", name: "Sengir Vampire", owner: "alice", zone: "in-play", types: ["creature"], power: 4, toughness: 4,
        text: "Flying\nWhenever a creature dealt damage by Sengir Vampire this turn is put into a graveyard, put a +1/+1 counter on Sengir Vampire." },
      { id: "token", name: "Saproling", owner: "bob", zone: "in-play", types: ["creature"], token: true, text: "When Saproling leaves play, you gain 1 life." },
      { id: "shock", name: "Shock", owner: "alice", zone: "hand", types: ["instant"], text: "Shock deals 2 damage to target creature or player." },
    ],
  };

  /** Every fact as [attribute, value] with entity ids replaced by the ids the question uses, sorted. */
  function facts(db: ReturnType<typeof ds.empty_db>): string[] {
    const name = (eid: number): string => {
      const e = ds.datoms(db, ":eavt", eid);
      const id = e.find((d) => d.a === "object/id" || d.a === "player/id" || d.a === "zone/name" || d.a === "stack/id");
      if (id) return String(id.v);
      const ability = e.find((d) => d.a === "ability/object");
      if (ability) return `${name(ability.v as number)}#${e.find((d) => d.a === "ability/index")!.v}`;
      const trigger = e.find((d) => d.a === "trigger/ability");
      if (trigger) return `${name(trigger.v as number)}/${e.find((d) => d.a === "trigger/index")!.v}`;
      return "turn";
    };
    return ds.datoms(db, ":eavt").map((d) => {
      const ref = GAME_ATTRIBUTES[d.a]?.type === "ref";
      return `${name(d.e)} ${d.a} ${ref ? name(d.v as number) : JSON.stringify(d.v)}`;
    }).sort();
  }

  function read(input: unknown) {
    const state = readState(input);
    return { state, reading: readingOf(new Map(state.objects.map((o) => [o.id, readAbilities(o)]))) };
  }

  it("gives the same facts as writing the changed state afresh: moves, damage, life, turn, stack, an object gone", () => {
    const before = read(STATE);
    const changed = structuredClone(STATE) as typeof STATE & { stack?: unknown[] };
    const [bear, sengir] = changed.objects;
    Object.assign(bear, { zone: "graveyard", zoneChanges: 1 });
    delete (bear as Record<string, unknown>).controller;
    Object.assign(sengir, { tapped: true, damage: 1, counters: 1, damagedBy: ["shock"] });
    changed.objects = changed.objects.filter((o) => o.id !== "token");
    Object.assign(changed.objects.find((o) => o.id === "shock")!, { zone: "stack" });
    changed.stack = [{ id: "shock", source: "shock", targets: [["bob"]] }];
    (changed as { players: unknown[] }).players = ["alice", { id: "bob", life: 17 }];
    changed.turn = { number: 3, active: "alice", step: "end-of-turn" };
    const after = read(changed);
    const updated = updateGameFacts(withState(base, before.state, before.reading), before.state, after.state, before.reading, sameValue);
    expect(updated).not.toBeNull();
    expect(facts(realized(updated!))).toEqual(facts(withState(base, after.state, after.reading)));
  });

  it("gameDb writes the same facts as a transaction, in a database of their own", () => {
    const { state, reading } = read(STATE);
    expect(facts(gameDb(state, reading))).toEqual(facts(withState(base, state, reading)));
    const one = gameDb(state, reading, new Set(["sengir"]));
    expect(ds.q('[:find ?id :where [_ "object/id" ?id]]', one)).toEqual([["sengir"]]);
  });

  it("declines a change it cannot write in part: an object added, or an object's text changed", () => {
    const before = read(STATE);
    const db = withState(base, before.state, before.reading);
    const added = read({ ...STATE, objects: [...STATE.objects, { id: "new", owner: "bob", zone: "hand" }] });
    expect(updateGameFacts(db, before.state, added.state, before.reading, sameValue)).toBeNull();
    const retexted = read({ ...STATE, objects: STATE.objects.map((o) => (o.id === "bear" ? { ...o, text: "Flying" } : o)) });
    expect(updateGameFacts(db, before.state, retexted.state, before.reading, sameValue)).toBeNull();
  });
});

describe("gameFacts: abilities an effect removed (407.3)", () => {
  it("a lost keyword is not a fact, from its text or given; protection it lost protects from nothing", () => {
    const tx = factsOf({
      players: ["alice"],
      objects: [{ id: "c", owner: "alice", zone: "in-play", text: "Flying, protection from black", keywords: ["flying", "haste"], lost: ["flying", "protection from black"] }],
    });
    expect(objectOf(tx, "c")["object/keyword"]).toEqual(["haste"]);
    expect(objectOf(tx, "c")["object/protection"]).toBeUndefined();
  });
});

describe("eventWorlds: the same event on boards of the same facts", () => {
  const DIES = "Whenever a creature is put into a graveyard from play, you gain 1 life.";
  const stateOf = (turn: number, victimTypes: string[]) => readState({
    players: ["alice", "bob"], turn: { number: turn, active: "alice", step: "precombat-main" },
    objects: [
      { id: "watcher", name: "Watcher", owner: "alice", zone: "in-play", types: ["creature"], text: DIES },
      { id: "victim", name: "Victim", owner: "bob", zone: "in-play", types: victimTypes },
    ],
  });
  const ask = (turn: number, victimTypes: string[]) => {
    const state = stateOf(turn, victimTypes);
    const db = gameDb(state, readingOf(new Map(state.objects.map((o) => [o.id, readAbilities(o)]))));
    const { before } = eventWorlds(db, readEvent({ kind: "zone-change", objects: ["victim"], to: "graveyard" }, state));
    const queries = DB_CLOCK.queries;
    const rows = (runQuery(before, "triggers", "zone-change", true) as unknown[][]).map((r) => r.slice(0, 2));
    return { rows, ran: DB_CLOCK.queries - queries };
  };

  it("reuses the trigger query's rows on a board differing only in what the query does not read (the turn number)", () => {
    expect(ask(41, ["creature"])).toEqual({ rows: [["watcher", 0]], ran: 1 });
    expect(ask(42, ["creature"])).toEqual({ rows: [["watcher", 0]], ran: 0 });
  });

  it("asks afresh when a fact the query reads differs: the dying object is an artifact, not a creature", () => {
    expect(ask(43, ["creature"]).rows).toEqual([["watcher", 0]]);
    expect(ask(43, ["artifact"])).toEqual({ rows: [], ran: 1 });
  });
});

describe("conditionsWaiting: remembered by the versions of the conditions", () => {
  const dbOf = (text: string, turn: number) => {
    const state = readState({ players: ["alice", "bob"], turn: { number: turn, active: "alice", step: "upkeep" }, objects: [{ id: "x", name: "X", owner: "alice", zone: "in-play", types: ["creature"], text }] });
    return gameDb(state, readingOf(new Map(state.objects.map((o) => [o.id, readAbilities(o)]))));
  };
  it("answers each board's own conditions: a leaves-play one looks back, a comes-into-play one does not, none waits for a draw", () => {
    expect(conditionsWaiting(dbOf("When X leaves play, you gain 1 life.", 1), "zone-change")).toEqual({ lookBack: true, after: false });
    expect(conditionsWaiting(dbOf("When X leaves play, you gain 1 life.", 2), "zone-change")).toEqual({ lookBack: true, after: false });
    expect(conditionsWaiting(dbOf("When X comes into play, you gain 1 life.", 2), "zone-change")).toEqual({ lookBack: false, after: true });
    expect(conditionsWaiting(dbOf("When X comes into play, you gain 1 life.", 2), "step-begins")).toEqual({ lookBack: false, after: false });
  });
});
