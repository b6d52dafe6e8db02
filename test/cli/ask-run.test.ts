/**
 * `crkb ask FILE.json` with a run question (src/cli/main.ts,
 * src/cli/format.ts): the human answer is the outcome, the turn, the stack,
 * the zones and life totals, then the log, one line per decision with its
 * rule number; exit 0. An illegal action is bad input: exit 2, with a
 * message naming the action. The CLI runs in process with captured output
 * (reading a question from standard input, the one thing a child process
 * is needed for, is tested by test/cli/ask.test.ts); CRKB_DATA points at an
 * empty folder, so the seeds are all that is loaded.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crkb, type CliResult } from "../support/cli";

const SHOCK = "Shock deals 2 damage to target creature or player.";
const STATE = {
  players: ["alice", "bob"],
  turn: { number: 4, active: "alice", step: "precombat-main" },
  objects: [
    { id: "lib", name: "Island", owner: "alice", zone: "library", types: ["land"] },
    { id: "s", name: "Shock", owner: "alice", zone: "hand", types: ["instant"], colors: ["red"], manaCost: "{R}", text: SHOCK },
  ],
};
const RUN = { ask: "run", state: STATE, actions: [{ do: "play", object: "s", targets: [["bob"]] }, { do: "pass" }, { do: "pass" }] };

let scratch: string;
let savedCrkbData: string | undefined;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "crkb-cli-run-"));
  mkdirSync(join(scratch, "empty-data"));
  savedCrkbData = process.env.CRKB_DATA;
  process.env.CRKB_DATA = join(scratch, "empty-data");
});
afterAll(() => {
  if (savedCrkbData === undefined) delete process.env.CRKB_DATA;
  else process.env.CRKB_DATA = savedCrkbData;
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

let written = 0;

/** `crkb ask FILE ...args` in process, the question written to a file of the scratch folder. */
function askRun(question: unknown, ...args: string[]): Promise<CliResult> {
  const path = join(scratch, `run-${written++}.json`);
  writeFileSync(path, JSON.stringify(question));
  return crkb("ask", path, ...args);
}

describe("crkb ask FILE with a run question", () => {
  it("prints the outcome, the game it leaves and the log with rule numbers; exit 0", async () => {
    const r = await askRun(RUN);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines[0]).toBe("settled");
    expect(lines[1]).toBe("turn 4 (alice), precombat-main step; priority: alice");
    expect(lines[2]).toBe("stack: empty");
    expect(r.stdout).toContain("zones: lib library, s graveyard");
    expect(r.stdout).toContain("life: alice 20, bob 18");
    expect(r.stdout).toMatch(/^log:$/m);
    expect(r.stdout).toMatch(/^ +1 priority +408\.1c: alice receives priority$/m);
    expect(r.stdout).toMatch(/^ +\d+ cast +409\.1a: alice announces Shock, which moves to the stack$/m);
    expect(r.stdout).toMatch(/^ +\d+ resolve +413\.1: all players passed in succession: Shock resolves$/m);
    expect(r.stdout).toMatch(/^ +\d+ effect +413\.2b: Shock deals 2 damage to bob, who goes to 18 life$/m);
    expect(r.stdout).toMatch(/^ +\d+ resolve +413\.2h: Shock is put into its owner's graveyard/m);
  });

  it("--json prints the same answer as the API", async () => {
    const r = await askRun(RUN, "--json");
    expect(r.code).toBe(0);
    const a = JSON.parse(r.stdout);
    expect(a).toMatchObject({ ask: "run", settled: true, life: { alice: 20, bob: 18 }, zones: { s: "graveyard" } });
    expect(a.log.find((l: { rule: string }) => l.rule === "413.1").text).toContain("resolves");
  });

  it("a run stopped by its budget says so on the first line; exit 0", async () => {
    const r = await askRun({ ...RUN, budget: 3 });
    expect(r.code).toBe(0);
    expect(r.stdout.split("\n")[0]).toMatch(/^stopped: the step budget of 3 ran out/);
    expect(r.stdout).toMatch(/^ +\d+ stop +408\.1b: stopped: /m);
  });

  it("an illegal action: exit 2, the message naming the action", async () => {
    const r = await askRun({ ...RUN, actions: [{ do: "resolve" }] });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("crkb ask: actions[0]: the stack is empty");
  });

  it("a malformed action: exit 2, the message naming the field", async () => {
    const r = await askRun({ ...RUN, actions: [{ do: "pass", times: 0 }] });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("actions[0].times: expected a whole number from 1 to 100000, not 0");
  });
});
