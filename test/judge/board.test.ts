/**
 * src/judge/board.ts: a board's facts, written whole or updated by what
 * changed, and the rows of its queries kept per board.
 */
import { describe, expect, it } from "vitest";
import * as ds from "datascript";
import { DB_CLOCK } from "../../src/db/clock";
import { realized } from "../../src/db/deferred-db";
import { gameDb } from "../../src/db/game-facts";
import { readingOf } from "../../src/judge/reading";
import { abilitiesOf } from "../../src/judge/abilities";
import { boardQuery, openBoard, remembered, updateBoard } from "../../src/judge/board";
import { readState } from "../../src/state/read-state";

const STATE = { players: [{ id: "alice", life: 1 }, "bob"], objects: [{ id: "bear", name: "Bear", owner: "bob", zone: "in-play", types: ["creature"], power: 2, toughness: 2 }] };

describe("boardQuery", () => {
  it("runs a query once per board and inputs", () => {
    const board = openBoard(readState(STATE));
    const before = DB_CLOCK.queries;
    expect(boardQuery(board, "state-based", "players")).toEqual([]);
    expect(boardQuery(board, "state-based", "players")).toEqual([]);
    expect(DB_CLOCK.queries).toBe(before + 1);
  });

  it("a board updated by a change asks afresh, and sees the change", () => {
    const board = openBoard(readState(STATE));
    expect(boardQuery(board, "state-based", "players")).toEqual([]);
    const next = structuredClone(board.state);
    next.players[0].life = 0;
    expect(boardQuery(updateBoard(board, next)!, "state-based", "players")).toEqual([["alice", "420.5a"]]);
  });
});

describe("boards by content", () => {
  it("a whole board opened again on the same content has the abilities read already; a card whose text changed is read anew", () => {
    const input = { ...STATE, turn: { number: 50, active: "alice", step: "upkeep" }, objects: [{ ...STATE.objects[0], text: "Flying" }] };
    const a = openBoard(readState(input));
    expect(openBoard(readState(input)).abilities).toBe(a.abilities);
    const retexted = openBoard(readState({ ...input, objects: [{ ...STATE.objects[0], text: "Trample" }] }));
    expect(retexted.abilities).not.toBe(a.abilities);
    expect(retexted.abilities.get("bear")!.map((x) => x.text)).toEqual(["Trample"]);
    expect(openBoard(readState(input), ["bear"]).abilities).not.toBe(a.abilities);
  });

  it("a state of another turn reads each object's abilities from its own card: the unchanged shared, a changed one anew", () => {
    const at = (number: number, text: string) => ({ ...STATE, turn: { number, active: "alice", step: "upkeep" }, objects: [{ ...STATE.objects[0], text }, { ...STATE.objects[0], id: "elk", text: "Vigilance" }] });
    const texts = (b: ReturnType<typeof openBoard>) => [...b.abilities].map(([id, list]) => [id, list.map((x) => x.text)]);
    expect(texts(openBoard(readState(at(60, "Flying"))))).toEqual([["bear", ["Flying"]], ["elk", ["Vigilance"]]]);
    expect(texts(openBoard(readState(at(61, "Trample"))))).toEqual([["bear", ["Trample"]], ["elk", ["Vigilance"]]]);
    expect(texts(openBoard(readState(at(62, "Flying"))))).toEqual([["bear", ["Flying"]], ["elk", ["Vigilance"]]]);
  });

  it("a board opened again on the same content reuses its facts and verdicts; other content does not", () => {
    const a = openBoard(readState(STATE));
    const b = openBoard(readState(STATE));
    expect(b.db).toBe(a.db);
    let decided = 0;
    const decide = () => ({ n: ++decided });
    expect(remembered(a, "q", decide)).toEqual({ n: 1 });
    expect(remembered(b, "q", decide)).toEqual({ n: 1 });
    const other = openBoard(readState({ ...STATE, players: [{ id: "alice", life: 2 }, "bob"] }));
    expect(other.db).not.toBe(a.db);
    expect(remembered(other, "q", decide)).toEqual({ n: 2 });
  });

  it("a state changed deep inside an object (an entry of a list) is another board; its caller changing it after opening changes no kept board", () => {
    const input = { ...STATE, turn: { number: 60, active: "alice", step: "upkeep" } };
    const a = openBoard(readState(input));
    void a.db;
    const hurt = readState({ ...input, objects: [{ ...STATE.objects[0], damage: 1, damagedBy: ["bear"] }] });
    expect(openBoard(hurt).db).not.toBe(a.db);
    a.state.objects[0].damage = 2;
    const again = openBoard(readState(input));
    expect(again.db).toBe(a.db);
    expect(ds.q('[:find ?d . :where [?o "object/id" "bear"] [?o "object/damage" ?d]]', realized(again.db))).toBe(0);
  });

  it("gives each asker its own copy of a remembered verdict", () => {
    const board = openBoard(readState({ ...STATE, turn: { number: 9, active: "bob", step: "upkeep" } }));
    const first = remembered(board, "list", () => ({ items: [1] }));
    first.items.push(2);
    expect(remembered(board, "list", () => ({ items: [0] }))).toEqual({ items: [1] });
  });

  it("a board updated by a change does not share the verdicts of the board it came from", () => {
    const board = openBoard(readState({ ...STATE, turn: { number: 8, active: "bob", step: "upkeep" } }));
    remembered(board, "q", () => "before");
    const next = structuredClone(board.state);
    next.players[0].life = 0;
    expect(remembered(updateBoard(board, next)!, "q", () => "after")).toBe("after");
  });
});

describe("a board not opened before, written from the last one opened", () => {
  const datoms = (db: ReturnType<typeof gameDb>) => ds.datoms(realized(db), ":eavt").map((d) => JSON.stringify([d.e, d.a, d.v])).sort();
  const SENGIR = { id: "sengir", name: "Sengir Vampire", owner: "alice", zone: "in-play", types: ["creature"], power: 4, toughness: 4, text: "Flying" };

  it("holds the same facts as the state written afresh, and answers for its own state", () => {
    const first = openBoard(readState({ ...STATE, turn: { number: 20, active: "alice", step: "upkeep" }, objects: [...STATE.objects, SENGIR] }));
    expect(boardQuery(first, "state-based", "players")).toEqual([]);
    const input = { players: [{ id: "alice", life: 0 }, "bob"], turn: { number: 21, active: "bob", step: "draw" }, objects: [{ ...STATE.objects[0], zone: "graveyard" }, { ...SENGIR, tapped: true }] };
    const next = openBoard(readState(input));
    const fresh = readState(input);
    expect(datoms(next.db)).toEqual(datoms(gameDb(fresh, readingOf(new Map(fresh.objects.map((o) => [o.id, abilitiesOf(o)]))))));
    expect(boardQuery(next, "state-based", "players")).toEqual([["alice", "420.5a"]]);
  });

  it("a state with an object the last one lacks is written afresh, whole", () => {
    openBoard(readState({ ...STATE, turn: { number: 30, active: "alice", step: "upkeep" } })).db;
    const input = { ...STATE, turn: { number: 31, active: "alice", step: "upkeep" }, objects: [...STATE.objects, SENGIR] };
    const fresh = readState(input);
    expect(datoms(openBoard(readState(input)).db)).toEqual(datoms(gameDb(fresh, readingOf(new Map(fresh.objects.map((o) => [o.id, abilitiesOf(o)]))))));
  });

  it("a last board whose state its caller changed after opening it is not written from", () => {
    const first = openBoard(readState({ ...STATE, turn: { number: 40, active: "alice", step: "upkeep" } }));
    void first.db;
    const moved = readState({ ...STATE, turn: { number: 41, active: "alice", step: "upkeep" }, objects: [{ ...STATE.objects[0], zone: "graveyard" }] });
    first.state.objects[0] = structuredClone(moved.objects[0]);
    const next = openBoard(moved);
    const bear = ds.entity(realized(next.db), ["object/id", "bear"])!;
    expect(bear.get("object/zone")).toBe("graveyard");
  });
});
