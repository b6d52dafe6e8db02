/**
 * src/judge/board.ts: a board's facts, written whole or updated by what
 * changed, and the rows of its queries kept per board.
 */
import { describe, expect, it } from "vitest";
import { DB_CLOCK } from "../../src/db/clock";
import { boardQuery, openBoard, updateBoard } from "../../src/judge/board";
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
