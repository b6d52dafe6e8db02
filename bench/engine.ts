/**
 * The cost of one full priority pass of the game loop (src/engine): with a
 * spell on the stack, every player passes once, the spell resolves (its
 * target checked again, its damage dealt, state-based effects checked, a
 * creature dying and triggering abilities that go on the stack) and the
 * active player receives priority again. Boards of 20 and 50 permanents; the
 * share of the time spent in datascript (queries and facts) against
 * TypeScript, and a structuredClone of the state as the same-run baseline.
 * Each round starts from a state of its own (another turn number): boards
 * are remembered by content (judge/board.ts), and a round must not find
 * the facts and verdicts of the one before. It finds, as the game loop
 * would, the facts of the last board to update and the rows of queries
 * that do not read the turn number (db/fact-versions.ts); a pass on
 * objects never seen (new ids each round) pays for all, measured beside.
 */
import { perform, start } from "../src/engine/actions";
import { createEngine } from "../src/engine/engine";
import { DB_CLOCK } from "../src/db/clock";
import { readState } from "../src/state/read-state";
import { fmt, line, percentiles } from "./stats";

const TEXTS = [
  "Whenever a creature is put into a graveyard from play, you gain 1 life.",
  "When this creature comes into play, you gain 1 life.\nWhenever a land is put into a graveyard from play, you draw a card.",
];

function board(permanents: number, turn: number, suffix = ""): unknown {
  const objects: Record<string, unknown>[] = Array.from({ length: permanents }, (_, i) => ({
    id: `p${i}${suffix}`, name: `Permanent ${i}`, owner: i % 2 ? "bob" : "alice", zone: "in-play", types: ["creature"], power: 2, toughness: 2, text: TEXTS[i % 2],
  }));
  objects.push({ id: "shock", name: "Shock", owner: "alice", zone: "hand", types: ["instant"], colors: ["red"], manaCost: "{R}", text: "Shock deals 2 damage to target creature or player." });
  for (let i = 0; i < 5; i++) objects.push({ id: `l${i}`, name: `Card ${i}`, owner: i % 2 ? "bob" : "alice", zone: "library", types: ["land"], position: i });
  return { players: ["alice", "bob"], turn: { number: turn, active: "alice", step: "precombat-main" }, objects };
}

export function benchPriority(): void {
  console.log("\nGame loop: one full priority pass (both players pass; Shock resolves, a creature dies, its triggers go on the stack)");
  for (const permanents of [20, 50]) {
    const rounds = 30;
    const times: number[] = [];
    let query = 0;
    let facts = 0;
    let queries = 0;
    let steps = 0;
    for (let i = 0; i < rounds + 2; i++) {
      const e = createEngine(readState(board(permanents, 5 + i)));
      start(e);
      perform(e, { do: "play", object: "shock", player: null, targets: [["p1"]], sacrifice: [] }, "play");
      const before = { ...DB_CLOCK };
      const s0 = e.steps;
      const t0 = performance.now();
      perform(e, { do: "pass", times: 2 }, "pass");
      const ms = performance.now() - t0;
      if (i < 2) continue;
      times.push(ms);
      query += DB_CLOCK.query - before.query;
      facts += DB_CLOCK.facts - before.facts;
      queries += DB_CLOCK.queries - before.queries;
      steps += e.steps - s0;
    }
    const total = times.reduce((a, b) => a + b, 0);
    const p = percentiles(times);
    const c0 = performance.now();
    const state = readState(board(permanents, 5));
    for (let i = 0; i < 100; i++) structuredClone(state);
    const clone = (performance.now() - c0) / 100;
    line(`${permanents} permanents: one priority pass`, `median ${fmt(p.median)} ms, p99 ${fmt(p.p99)} ms (${fmt(steps / rounds, 0)} loop steps, ${fmt(queries / rounds, 0)} queries)`);
    line("  Datalog queries (ds.q)", `${fmt((query / total) * 100, 0)}%`);
    line("  the board as facts (db_with)", `${fmt((facts / total) * 100, 0)}%`);
    line("  TypeScript (reading abilities, sequencing, citations)", `${fmt(((total - query - facts) / total) * 100, 0)}%`);
    line("  baseline: structuredClone of the state", `${fmt(clone, 3)} ms (the pass costs ${fmt(p.median / clone, 0)}x)`);
    const cold: number[] = [];
    for (let i = 0; i < 5; i++) {
      const e = createEngine(readState(board(permanents, 5, `-cold${i}`)));
      start(e);
      perform(e, { do: "play", object: "shock", player: null, targets: [[`p1-cold${i}`]], sacrifice: [] }, "play");
      const t0 = performance.now();
      perform(e, { do: "pass", times: 2 }, "pass");
      cold.push(performance.now() - t0);
    }
    line("  a pass on objects never seen (new ids: no facts or rows to reuse)", `median ${fmt(percentiles(cold).median)} ms`);
  }
}
