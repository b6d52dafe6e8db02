/**
 * src/judge/board.ts: a board's facts, written whole or updated by what
 * changed, and the rows of its queries kept per board.
 */
import { describe, expect, it } from "vitest";
import { DB_CLOCK } from "../../src/db/clock";
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
