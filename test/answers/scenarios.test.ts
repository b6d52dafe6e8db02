/**
 * Every scenario file of test/scenarios runs as a test of its own (the
 * seeds' examples and real cards of the era whose rulings turn on the
 * zone), and the subset comparison that decides them is tested on its own.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { differences, runScenario, runScenarioFile, scenarioFiles } from "../../src/answers/scenarios";
import { openKnowledgeBase } from "../../src/knowledge-base";

const DIR = join(__dirname, "..", "scenarios");
const kb = openKnowledgeBase({ versions: [] });

describe("test/scenarios", () => {
  const files = scenarioFiles([DIR]);

  it("holds the seeds' examples of 402.8g, 402.8h and 406.3 and the era's cards", () => {
    const names = readdirSync(DIR);
    for (const part of ["absolver-thrull", "necrosavant", "mana-ability-no-creatures", "squee", "genesis", "ichorid", "reya-dawnbringer",
      "bridge-from-below", "krovikan-horror", "cycling", "flashback", "dredge", "prodigal-sorcerer"]) {
      expect(names.some((n) => n.includes(part)), part).toBe(true);
    }
  });

  for (const file of files) {
    it(file.slice(DIR.length + 1), () => {
      const r = runScenarioFile(kb, file);
      expect(r.rules.length, "a scenario names the rules it exercises").toBeGreaterThan(0);
      expect(r.asks.flatMap((a) => a.problems.map((p) => `ask ${a.index}: ${p}`))).toEqual([]);
      expect(r.passed).toBe(true);
    });
  }
});

describe("differences: an answer contains what a scenario expects", () => {
  it("matches nested objects key by key and ignores keys not expected", () => {
    expect(differences({ a: 1, b: { c: "x" } }, { a: 1, b: { c: "x", d: 2 }, e: 3 }, "")).toEqual([]);
    expect(differences({ b: { c: "x" } }, { b: { c: "y" } }, "")).toEqual(['b.c: expected "x", got "y"']);
  });

  it("compares lists of plain values as sets: same members, any order", () => {
    expect(differences(["hand", "graveyard"], ["graveyard", "hand"], "zones")).toEqual([]);
    expect(differences(["hand"], ["hand", "graveyard"], "zones")).toEqual(['zones: expected ["hand"], got ["hand","graveyard"]']);
  });

  it("asks each expected object in a list to match some member", () => {
    const because = [{ rule: "402.8h", text: "…" }, { rule: "403.3", text: "…" }];
    expect(differences([{ rule: "403.3" }], because, "because")).toEqual([]);
    expect(differences([{ rule: "403.4" }], because, "because")).toEqual(['because[0]: nothing in the answer matches {"rule":"403.4"}']);
  });

  it("reports a missing key and a wrong type", () => {
    expect(differences({ functions: true }, {}, "")).toEqual(["functions: expected true, got undefined"]);
    expect(differences({ zones: ["hand"] }, { zones: "hand" }, "")).toEqual(['zones: expected a list, got "hand"']);
  });
});

describe("runScenario", () => {
  const state = { players: ["alice"], objects: [{ id: "c", name: "Card", owner: "alice", zone: "hand", types: ["creature"], text: "Cycling {2}" }] };

  it("fails an ask whose answer differs, naming the path", () => {
    const r = runScenario(kb, { name: "n", rules: ["402.8f"], state, asks: [{ ask: "functions", object: "c", ability: 0, expect: { functions: false } }] }, "x.json");
    expect(r.passed).toBe(false);
    expect(r.asks[0].problems).toEqual(["functions: expected false, got true"]);
  });

  it("passes an ask that expects an error message the question raises", () => {
    const r = runScenario(kb, { name: "n", rules: [], state, asks: [{ ask: "functions", object: "nope", ability: 0, expect: { error: "not the id of an object" } }] }, "x.json");
    expect(r.passed).toBe(true);
  });

  it("fails a scenario whose actions cannot be read, naming the action", () => {
    const r = runScenario(kb, { name: "n", rules: [], state, actions: [{}], asks: [{ ask: "functions", object: "c", ability: 0, expect: {} }] }, "x.json");
    expect(r.passed).toBe(false);
    expect(r.asks[0]).toMatchObject({ ask: "actions", problems: [expect.stringMatching(/^actions\[0\]\.do: missing; every action says what it does/)] });
  });

  it("plays the actions first: the asks see the state they leave, and a bare run ask sees their log", () => {
    const r = runScenario(kb, {
      name: "n", rules: [], state, actions: [{ do: "move", object: "c", to: "graveyard" }],
      asks: [
        { ask: "run", expect: { zones: { c: "graveyard" }, log: [{ event: "action" }] } },
        { ask: "functions", object: "c", ability: 0, expect: { zone: "graveyard" } },
      ],
    }, "x.json");
    expect(r.asks.map((a) => a.problems)).toEqual([[], []]);
    expect(r.passed).toBe(true);
  });

  it("refuses a file that is not a scenario with a 400 naming the file", () => {
    const dir = mkdtempSync(join(tmpdir(), "crkb-scen-"));
    try {
      const file = join(dir, "bad.json");
      writeFileSync(file, "{ not json");
      expect(() => runScenarioFile(kb, file)).toThrow(/bad\.json: not a JSON scenario/);
      writeFileSync(file, "[]");
      expect(() => runScenarioFile(kb, file)).toThrow(/bad\.json: a scenario is a JSON object/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

