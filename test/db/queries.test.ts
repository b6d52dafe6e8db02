/**
 * src/db/queries.ts over queries/functions.edn and queries/can-play.edn:
 * each query is handed exactly the rules it calls (directly or through other
 * rules), every rule serves some query, each file opens with the CR
 * paragraphs it implements, and a query runs over a state's facts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import * as ds from "datascript";
import { describe, expect, it } from "vitest";
import { readAbilities } from "../../src/abilities/read-abilities";
import { readingOf } from "../../src/judge/reading";
import { inner, readMap, ruleName } from "../../src/db/edn";
import { DB_CLOCK } from "../../src/db/clock";
import { gameDb, updateGameFacts, withState } from "../../src/db/game-facts";
import { COMMON, QUERIES_DIR, rulesOf, runQuery } from "../../src/db/queries";
import { datascriptSchema } from "../../src/db/schema";
import { readState } from "../../src/state/read-state";
import { sameValue } from "../../src/state/same-value";

const FILES = ["functions", "can-play"] as const;

function source(file: string): string {
  return readFileSync(resolve(QUERIES_DIR, `${file}.edn`), "utf8");
}

/** Rule name → number of clauses (rule forms) of that name in a rules vector. */
function ruleCounts(rulesVector: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of inner(rulesVector)) out.set(ruleName(r), (out.get(ruleName(r)) ?? 0) + 1);
  return out;
}

/** The queries of a file: every key of its map but :rules. */
function queryNames(file: string): string[] {
  return [...readMap(source(file)).keys()].filter((k) => k !== "rules");
}

/** The comment block a file opens with, as lines without their ";;". */
function header(file: string): string[] {
  const lines: string[] = [];
  for (const line of source(file).split("\n")) {
    if (!line.startsWith(";")) break;
    lines.push(line.replace(/^;+\s?/, ""));
  }
  return lines;
}

describe("the query files", () => {
  it("hold the queries the answers use", () => {
    expect(queryNames("functions")).toEqual(["functions", "blockers"]);
    expect(queryNames("can-play")).toEqual(["checks"]);
  });

  it("open with a comment block listing 402.8 and 402.8a-h (functions.edn)", () => {
    const lines = header("functions");
    for (const n of ["402.8", "402.8a", "402.8b", "402.8c", "402.8d", "402.8e", "402.8f", "402.8g", "402.8h"]) {
      expect(lines.some((l) => new RegExp(`^\\s+${n.replace(".", "\\.")}\\s`).test(l)), `${n} in the header of functions.edn`).toBe(true);
    }
  });

  it("open with a comment block listing 403.1-403.5 (can-play.edn)", () => {
    const lines = header("can-play");
    for (const n of ["403.1", "403.2", "403.3", "403.4", "403.5"]) {
      expect(lines.some((l) => new RegExp(`^\\s+${n.replace(".", "\\.")}\\s`).test(l)), `${n} in the header of can-play.edn`).toBe(true);
    }
  });

  it("name the version whose text they implement in the header", () => {
    expect(header("functions").join(" ")).toMatch(/2008-03-17/);
    expect(header("can-play").join(" ")).toMatch(/2006/);
  });
});

describe("rulesOf: each query gets only the rules it calls", () => {
  it("functions: functions-in and what it calls (confined, spell-object), not confined-by", () => {
    const names = [...ruleCounts(rulesOf("functions", "functions")).keys()].sort();
    expect(names).toEqual(["confined", "functions-in", "spell-object"]);
  });

  it("blockers: also confined-by", () => {
    const names = [...ruleCounts(rulesOf("functions", "blockers")).keys()].sort();
    expect(names).toEqual(["confined", "confined-by", "functions-in", "spell-object"]);
  });

  it("can-play checks: check, and sorcery-timing from queries/common.edn", () => {
    expect([...ruleCounts(rulesOf("can-play", "checks")).keys()].sort()).toEqual(["check", "sorcery-timing"]);
  });

  it("hands over every clause of each rule it includes, once", () => {
    for (const file of FILES) {
      const all = new Map([...ruleCounts(readMap(source(COMMON)).get("rules")!), ...ruleCounts(readMap(source(file)).get("rules")!)]);
      for (const q of queryNames(file)) {
        for (const [name, count] of ruleCounts(rulesOf(file, q))) expect(count, `${file}:${q} ${name}`).toBe(all.get(name));
      }
    }
  });

  it("uses every rule of each file in some query", () => {
    for (const file of FILES) {
      const all = [...ruleCounts(readMap(source(file)).get("rules")!).keys()];
      const used = new Set(queryNames(file).flatMap((q) => [...ruleCounts(rulesOf(file, q)).keys()]));
      expect(all.filter((r) => !used.has(r)), file).toEqual([]);
    }
  });

  it("refuses an unknown query name clearly", () => {
    expect(() => rulesOf("functions", "nope")).toThrow("queries/functions.edn has no query :nope");
  });
});

describe("runQuery", () => {
  const state = readState({
    players: ["alice", "bob"],
    turn: { number: 4, active: "alice", step: "upkeep" },
    objects: [
      { id: "necro", name: "Necrosavant", owner: "alice", zone: "graveyard", types: ["creature"],
        text: "{3}{B}{B}, Sacrifice a creature: Return Necrosavant from your graveyard to play. Play this ability only during your upkeep." },
      { id: "tusker", name: "Krosan Tusker", owner: "bob", zone: "hand", types: ["creature"], text: "Cycling {2}{G}" },
      { id: "sorc", name: "Prodigal Sorcerer", owner: "bob", zone: "in-play", types: ["creature"], tapped: true,
        text: "{T}: Prodigal Sorcerer deals 1 damage to target creature or player." },
    ],
  });
  const abilities = readingOf(new Map(state.objects.map((o) => [o.id, readAbilities(o)])));
  const db = withState(ds.empty_db(datascriptSchema()), state, abilities);

  it("answers where an ability functions, with the rule (402.8h, 402.8f, 402.8)", () => {
    expect(runQuery(db, "functions", "functions", "necro", 0)).toEqual([["graveyard", "402.8h"]]);
    expect(runQuery(db, "functions", "functions", "tusker", 0)).toEqual([["hand", "402.8f"]]);
    expect(runQuery(db, "functions", "functions", "sorc", 0)).toEqual([["in-play", "402.8"]]);
  });

  it("answers why an ability does not function in a zone, and nothing where it does", () => {
    expect(runQuery(db, "functions", "blockers", "necro", 0, "in-play")).toEqual([["402.8h"]]);
    expect(runQuery(db, "functions", "blockers", "necro", 0, "graveyard")).toEqual([]);
    expect(runQuery(db, "functions", "blockers", "sorc", 0, "graveyard")).toEqual([["402.8"]]);
  });

  it("runs the can-play checks with their inputs bound through :in", () => {
    const rows = (runQuery(db, "can-play", "checks", "sorc", 0, "bob") as Array<[string, string, boolean]>).map((r) => r.join(" ")).sort();
    expect(rows).toContain("403.1 untapped false");
    expect(rows).toContain("403.2 controller true");
    expect(rows).toContain("403.1 activated true");
  });

  it("binds an input that looks like query text as a plain value", () => {
    expect(runQuery(db, "functions", "functions", '"] [?x', 0)).toEqual([]);
  });

  it("throws a clear error for an unknown query or file", () => {
    expect(() => runQuery(db, "functions", "nope")).toThrow("queries/functions.edn has no query :nope");
    expect(() => runQuery(db, "no-such-file", "functions")).toThrow(/no-such-file\.edn/);
  });
});

describe("queries/common.edn: the shared predicates, written once", () => {
  const all = readdirSync(QUERIES_DIR).filter((f) => f.endsWith(".edn")).map((f) => f.replace(/\.edn$/, ""));
  const common = [...ruleCounts(readMap(source(COMMON)).get("rules")!).keys()];

  it("holds player-of, has-quality and sorcery-timing", () => {
    expect(common.sort()).toEqual(["has-quality", "player-of", "sorcery-timing"]);
  });

  it("no other file writes them again", () => {
    for (const file of all.filter((f) => f !== COMMON)) {
      const own = [...ruleCounts(readMap(source(file)).get("rules") ?? "[]").keys()];
      expect(own.filter((r) => common.includes(r)), file).toEqual([]);
    }
  });

  it("each is called by some query of another file", () => {
    const used = new Set(all.filter((f) => f !== COMMON).flatMap((f) => queryNames(f).flatMap((q) => [...ruleCounts(rulesOf(f, q)).keys()])));
    expect(common.filter((r) => !used.has(r))).toEqual([]);
  });

  it("every file opens with the paragraphs it implements and the files its rules touch", () => {
    for (const file of all) {
      const text = header(file).join("\n");
      expect(text, file).toMatch(/Implements/);
      expect(text, file).toMatch(/src\/[a-z-]+\/[a-z-]+\.ts/);
    }
  });
});

describe("runQuery: rows remembered by the versions of the attributes read", () => {
  const state = readState({
    players: [{ id: "alice", life: 3 }, "bob"],
    objects: [{ id: "bear", name: "Bear", owner: "bob", zone: "in-play", types: ["creature"], power: 2, toughness: 2 }],
  });
  const reading = readingOf(new Map(state.objects.map((o) => [o.id, readAbilities(o)])));

  it("asks datascript again only when an attribute the query reads changed, and then sees the change", () => {
    const db = gameDb(state, reading);
    const first = DB_CLOCK.queries;
    expect(runQuery(db, "state-based", "players")).toEqual([]);
    expect(runQuery(db, "state-based", "players")).toEqual([]);
    expect(DB_CLOCK.queries).toBe(first + 1);
    // A change the query does not read (the bear's damage) keeps the rows; one it reads (life) does not.
    const damaged = structuredClone(state);
    damaged.objects[0].damage = 1;
    const db2 = updateGameFacts(db, state, damaged, reading, sameValue)!;
    expect(runQuery(db2, "state-based", "players")).toEqual([]);
    expect(DB_CLOCK.queries).toBe(first + 1);
    const dead = structuredClone(damaged);
    dead.players[0].life = 0;
    expect(runQuery(updateGameFacts(db2, damaged, dead, reading, sameValue)!, "state-based", "players")).toEqual([["alice", "420.5a"]]);
    expect(DB_CLOCK.queries).toBe(first + 2);
  });

  it("keeps the rows of one board from another written afresh with other facts", () => {
    expect(runQuery(gameDb(state, reading), "state-based", "objects")).toEqual([]);
    const weak = structuredClone(state);
    weak.objects[0].toughness = 0;
    expect(runQuery(gameDb(weak, reading), "state-based", "objects")).toEqual([["bear", "420.5b", "graveyard"]]);
  });

  it("does not remember a query over a database written without versions", () => {
    const db = withState(ds.empty_db(datascriptSchema()), state, reading);
    const first = DB_CLOCK.queries;
    runQuery(db, "state-based", "players");
    runQuery(db, "state-based", "players");
    expect(DB_CLOCK.queries).toBe(first + 2);
  });
});

describe("runQuery: only the rule bodies that can match (live-bodies.ts)", () => {
  const state = readState({
    players: ["alice", "bob"],
    objects: [
      { id: "bear", name: "Bear", owner: "bob", zone: "in-play", types: ["creature"], colors: ["green"], power: 2, toughness: 2 },
      { id: "knight", name: "Knight", owner: "alice", zone: "in-play", types: ["creature"], power: 2, toughness: 2, text: "Protection from green" },
    ],
  });
  const reading = readingOf(new Map(state.objects.map((o) => [o.id, readAbilities(o)])));

  it("answers no rows without datascript when the query's own clauses need a fact the board lacks, and the full answer when it holds it", () => {
    const plain = structuredClone(state);
    plain.objects = plain.objects.filter((o) => o.id === "bear");
    const first = DB_CLOCK.queries;
    expect(runQuery(gameDb(plain, reading), "damage", "protected-from", "bear", "bear")).toEqual([]);
    expect(DB_CLOCK.queries).toBe(first);
    expect(runQuery(gameDb(state, reading), "damage", "protected-from", "bear", "knight")).toEqual([["green"]]);
    expect(DB_CLOCK.queries).toBe(first + 1);
  });
});
