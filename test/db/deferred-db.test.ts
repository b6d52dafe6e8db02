/**
 * src/db/deferred-db.ts: a database whose changes wait until something reads
 * its datoms, and what it stands for once they are applied; with
 * game-facts.ts's writers, which now leave their changes waiting.
 */
import * as ds from "datascript";
import { describe, expect, it } from "vitest";
import { readAbilities } from "../../src/abilities/read-abilities";
import { DB_CLOCK } from "../../src/db/clock";
import { datomKey, isPending, later, realized, rewritten, type EntityDatoms } from "../../src/db/deferred-db";
import { eventWorlds, gameDb, updateGameFacts } from "../../src/db/game-facts";
import { runQuery } from "../../src/db/queries";
import { readingOf } from "../../src/judge/reading";
import { readEvent } from "../../src/state/read-event";
import { readState } from "../../src/state/read-state";
import { sameValue } from "../../src/state/same-value";

const sorted = (db: ReturnType<typeof ds.empty_db>) => ds.datoms(realized(db), ":eavt").map((d) => `${d.e} ${d.a} ${JSON.stringify(d.v)}`).sort();
const entity = (pairs: Array<[string, unknown]>): EntityDatoms => new Map(pairs.map(([a, v]) => [datomKey(a, v), [a, v]]));

describe("a deferred database", () => {
  const base = ds.init_db([[1, "object/zone", "in-play"], [1, "object/tapped", false], [2, "player/life", 20]]);

  it("waits until read, then holds what the transaction would have given; the database it came from is unchanged", () => {
    const tx = [[":db/add", 1, "object/zone", "graveyard"], [":db/retract", 2, "player/life", 20], [":db/add", 2, "player/life", 17]];
    const waiting = later(base, tx);
    expect(isPending(waiting)).toBe(true);
    expect(sorted(waiting)).toEqual(sorted(ds.db_with(base, tx)));
    expect(isPending(waiting)).toBe(false);
    expect(realized(waiting)).toBe(realized(waiting));
    expect(sorted(base)).toEqual(["1 object/tapped false", "1 object/zone \"in-play\"", "2 player/life 20"]);
  });

  it("a chain of changes longer than the call stack is deep, none read until the last, is applied in order", () => {
    let db = base;
    for (let life = 19; life >= -19_980; life--) db = later(db, [[":db/retract", 2, "player/life", life + 1], [":db/add", 2, "player/life", life]]);
    expect(sorted(db)).toEqual(["1 object/tapped false", "1 object/zone \"in-play\"", "2 player/life -19980"]);
  });

  it("is refused by datascript until realised (never read as an empty database)", () => {
    expect(() => ds.datoms(later(base, []), ":eavt")).toThrow();
  });

  it("a rewrite over a rewrite waits as one, each entity holding its last datoms; an entity given none is gone", () => {
    const first = rewritten(base, new Map([[1, entity([["object/zone", "graveyard"], ["object/tapped", true]])], [3, entity([["stack/id", "a"]])]]));
    const second = rewritten(first, new Map([[1, entity([["object/zone", "hand"], ["object/tapped", false]])], [3, new Map()]]));
    expect(sorted(second)).toEqual(["1 object/tapped false", "1 object/zone \"hand\"", "2 player/life 20"]);
    expect(isPending(first)).toBe(true);
    expect(sorted(first)).toEqual(["1 object/tapped true", "1 object/zone \"graveyard\"", "2 player/life 20", "3 stack/id \"a\""]);
  });

  it("a transaction over a waiting rewrite applies both, in order", () => {
    const moved = rewritten(base, new Map([[1, entity([["object/zone", "graveyard"], ["object/tapped", false]])]]));
    expect(sorted(later(moved, [[":db/add", 1, "object/tapped", true]]))).toEqual(["1 object/tapped true", "1 object/zone \"graveyard\"", "2 player/life 20"]);
  });
});

describe("the game's facts, written when a query reads them", () => {
  const DIES = "Whenever a creature is put into a graveyard from play, you gain 1 life.";
  const input = (life: number, zone: string, turn = 61) => ({
    players: [{ id: "alice", life }, "bob"], turn: { number: turn, active: "alice", step: "precombat-main" },
    objects: [
      { id: "deferred-watcher", name: "Watcher", owner: "alice", zone: "in-play", types: ["creature"], text: DIES },
      { id: "deferred-victim", name: "Victim", owner: "bob", zone, types: ["creature"], power: 2, toughness: 2 },
    ],
  });
  // Ids of this file's own: rows are remembered by content across the files a worker runs (another file's board must not answer).
  const reading = (state: ReturnType<typeof readState>) => readingOf(new Map(state.objects.map((o) => [o.id, readAbilities(o)])));

  it("a state changed in what a query reads is answered by datascript on the changed facts, never from the rows of the last", () => {
    const first = readState(input(20, "in-play"));
    const db = gameDb(first, reading(first));
    expect(runQuery(db, "state-based", "players")).toEqual([]);
    const dying = readState(input(0, "in-play"));
    const next = updateGameFacts(db, first, dying, reading(dying), sameValue)!;
    expect(isPending(next)).toBe(true);
    const queries = DB_CLOCK.queries;
    expect(runQuery(next, "state-based", "players")).toEqual([["alice", "420.5a"]]);
    expect(DB_CLOCK.queries - queries).toBe(1);
    expect(isPending(next)).toBe(false);
  });

  it("a change no query reads leaves the facts unwritten, and the rows of the same facts answer", () => {
    const first = readState(input(20, "in-play", 62));
    const db = gameDb(first, reading(first));
    const event = readEvent({ kind: "zone-change", objects: ["deferred-victim"], to: "graveyard" }, first);
    expect((runQuery(eventWorlds(db, event).before, "triggers", "zone-change", true) as unknown[][]).map((r) => r.slice(0, 2))).toEqual([["deferred-watcher", 0]]);
    // Only the life total changed: the trigger query reads no player/life, and the event's facts are the same.
    const later = readState(input(19, "in-play", 62));
    const next = updateGameFacts(db, first, later, reading(later), sameValue)!;
    const { before } = eventWorlds(next, event);
    const queries = DB_CLOCK.queries;
    expect((runQuery(before, "triggers", "zone-change", true) as unknown[][]).map((r) => r.slice(0, 2))).toEqual([["deferred-watcher", 0]]);
    expect(DB_CLOCK.queries - queries).toBe(0);
    expect(isPending(next)).toBe(true);
    expect(isPending(before)).toBe(true);
  });

  it("several updates waiting, realised, hold the facts of the last state written afresh", () => {
    const states = [input(20, "in-play", 63), input(18, "in-play", 63), input(18, "graveyard", 64), input(15, "hand", 64)].map((s) => readState(s));
    let db = gameDb(states[0], reading(states[0]));
    for (let i = 1; i < states.length; i++) db = updateGameFacts(db, states[i - 1], states[i], reading(states[i]), sameValue)!;
    expect(isPending(db)).toBe(true);
    const last = states.at(-1)!;
    expect(sorted(db)).toEqual(sorted(gameDb(last, reading(last))));
  });
});
