/**
 * `crkb ask FILE.json|-` and `crkb scenarios [PATH...]` (src/cli/main.ts):
 * run in process with captured output, as test/cli/main.test.ts drives the
 * CLI, plus one child process for standard input. CRKB_DATA points at an
 * empty folder, so the seeds are all that is loaded. Exit codes: 0 success
 * (for scenarios: all passed), 1 a scenario failed, 2 bad usage or input.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crkb, crkbWithStdin, type CliResult } from "../support/cli";
import { openKnowledgeBase } from "../../src/knowledge-base";
import { buildApp } from "../../src/server/app";
import { NECRO_STATE } from "../support/necrosavant";



const STATE = NECRO_STATE;
const FUNCTIONS = { ask: "functions", state: STATE, object: "necro", ability: 0 };
const CAN_PLAY = { ask: "can-play", state: STATE, object: "necro", ability: 0 };

let scratch: string;
let savedCrkbData: string | undefined;
let app: FastifyInstance;

/** Writes `content` (JSON unless a string) to a file in the scratch folder and returns its path. */
function file(name: string, content: unknown): string {
  const path = join(scratch, name);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "crkb-cli-ask-"));
  const emptyData = join(scratch, "empty-data");
  mkdirSync(emptyData);
  savedCrkbData = process.env.CRKB_DATA;
  process.env.CRKB_DATA = emptyData;
  app = await buildApp({ kb: openKnowledgeBase({ versions: [] }), rateLimit: false });
});

afterAll(async () => {
  await app?.close();
  if (savedCrkbData === undefined) delete process.env.CRKB_DATA;
  else process.env.CRKB_DATA = savedCrkbData;
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("crkb ask FILE.json", () => {
  it("prints the human answer of a functions question: the verdict, the zones, because lines with rule numbers; exit 0", async () => {
    const r = await crkb("ask", file("functions.json", FUNCTIONS));
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    const lines = r.stdout.split("\n");
    expect(lines[0]).toBe("necro, ability 0: functions in graveyard");
    expect(r.stdout).toContain("functions in: graveyard");
    expect(r.stdout).toContain("ability read as activated");
    expect(r.stdout).toMatch(/^because:$/m);
    expect(r.stdout).toMatch(/^ {2}402\.8h \(rulings-2008-03-17\): /m);
    expect(r.stdout).toContain(`"An ability whose cost or effect specifies that it moves the object it's on out of a particular zone`);
  });

  it("says \"does not function\" for a zone where it does not", async () => {
    const r = await crkb("ask", file("in-play.json", { ...FUNCTIONS, zone: "in-play" }));
    expect(r.code).toBe(0);
    expect(r.stdout.split("\n")[0]).toBe("necro, ability 0: does not function in in-play");
    expect(r.stdout).toMatch(/^ {2}402\.8h \(rulings-2008-03-17\): does not function in in-play/m);
  });

  it("prints a can-play answer: who can or cannot play, and each check's rule", async () => {
    const yes = await crkb("ask", file("can-play.json", CAN_PLAY));
    expect(yes.code).toBe(0);
    expect(yes.stdout.split("\n")[0]).toBe("alice can play ability 0 of necro now");
    for (const rule of ["403.1", "403.2", "403.3", "402.8h"]) expect(yes.stdout).toMatch(new RegExp(`^ {2}${rule.replace(".", "\\.")} \\(`, "m"));
    const no = await crkb("ask", file("can-play-bob.json", { ...CAN_PLAY, player: "bob" }));
    expect(no.code).toBe(0);
    expect(no.stdout.split("\n")[0]).toBe("bob cannot play ability 0 of necro now");
    expect(no.stdout).toMatch(/^ {2}403\.2 \(fragments-2006\): .*not bob/m);
  });

  it("says when the answer is not certain, naming each object's words it could not read or apply (SPEC: certain, unread)", async () => {
    // A grant under a condition ("as long as") is a static ability the reader does not apply.
    const fires = { id: "fires", name: "Test Patron", owner: "alice", zone: "in-play", types: ["enchantment"], text: "As long as Test Patron is in play, creatures you control have haste." };
    const r = await crkb("ask", file("uncertain.json", { ...CAN_PLAY, state: { ...STATE, objects: [...STATE.objects, fires] } }));
    expect(r.code).toBe(0);
    expect(r.stdout.split("\n")[1]).toBe("not certain: it depends on words this version could not read or evaluate:");
    expect(r.stdout).toMatch(/^ {2}fires: "As long as Test Patron is in play, creatures you control have haste\.": a static ability whose effect this version does not apply/m);
    const sure = await crkb("ask", file("certain.json", CAN_PLAY));
    expect(sure.stdout).not.toMatch(/not certain/);
  });

  it("--json prints the same object as POST /api/ask", async () => {
    for (const [name, question] of [["f.json", FUNCTIONS], ["c.json", CAN_PLAY], ["z.json", { ...FUNCTIONS, zone: "exile" }]] as const) {
      const r = await crkb("ask", file(name, question), "--json");
      expect(r.code).toBe(0);
      const res = await app.inject({ method: "POST", url: "/api/ask", payload: question });
      expect(res.statusCode).toBe(200);
      expect(JSON.parse(r.stdout)).toEqual(res.json());
    }
  });

  it("a missing file: exit 2 with a message naming the file", async () => {
    const missing = join(scratch, "no-such-question.json");
    const r = await crkb("ask", missing);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(missing);
    expect(r.stderr).toContain(`cannot read ${missing}: no such file`);
  });

  it("a non-JSON file: exit 2 with a message naming the file", async () => {
    const path = file("broken.json", '{"ask": "functions",');
    const r = await crkb("ask", path);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(path);
    expect(r.stderr).toContain("not JSON");
  });

  it("a bad question: exit 2 with a message naming the field", async () => {
    const r = await crkb("ask", file("bad-ability.json", { ...FUNCTIONS, ability: 4 }));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^crkb ask: ability: necro has 1 ability/);
    const zone = await crkb("ask", file("bad-zone.json", { ...FUNCTIONS, zone: "battlefeld" }));
    expect(zone.code).toBe(2);
    expect(zone.stderr).toContain('zone: "battlefeld" is not a zone');
    const field = await crkb("ask", file("bad-field.json", { ...FUNCTIONS, colour: "black" }));
    expect(field.code).toBe(2);
    expect(field.stderr).toContain("colour: not a field");
    const state = await crkb("ask", file("bad-state.json", { ...FUNCTIONS, state: { ...STATE, players: [] } }));
    expect(state.code).toBe(2);
    expect(state.stderr).toContain("state.players");
  });

  it("a directory instead of a file: exit 2 naming it", async () => {
    const r = await crkb("ask", scratch);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(scratch);
  });

  it("no file or two files: bad usage, exit 2", async () => {
    expect((await crkb("ask")).code).toBe(2);
    const two = await crkb("ask", "a.json", "b.json");
    expect(two.code).toBe(2);
    expect(two.stderr).toContain("usage: crkb ask FILE.json");
  });

  it("--help shows the usage, exit 0", async () => {
    const r = await crkb("ask", "--help");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^usage: crkb ask FILE\.json \[--json\]/);
    expect(r.stdout).toContain("--json");
    expect(r.stdout).toContain("stdin");
  });
});

describe("crkb ask - (standard input)", () => {
  /** The CLI of src/ in a child process (through tsx), reading `input` on its standard input. */
  function childAsk(input: string, ...args: string[]): CliResult {
    return crkbWithStdin(input, join(scratch, "empty-data"), "ask", "-", ...args);
  }

  it("reads the question from standard input", () => {
    const r = childAsk(JSON.stringify(FUNCTIONS), "--json");
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ ask: "functions", functions: true, zones: ["graveyard"] });
  });

  it("names standard input when it is not JSON, exit 2", () => {
    const r = childAsk("not json");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("standard input: not JSON");
  });
});

describe("crkb scenarios", () => {
  const passing = {
    name: "Necrosavant returns from the graveyard",
    rules: ["402.8h"],
    state: STATE,
    asks: [{ ask: "functions", object: "necro", ability: 0, expect: { functions: true, zones: ["graveyard"], because: [{ rule: "402.8h" }] } }],
  };
  const failing = {
    name: "Necrosavant wrongly expected in play",
    rules: ["402.8"],
    state: STATE,
    asks: [
      { ask: "functions", object: "necro", ability: 0, expect: { functions: true } },
      { ask: "functions", object: "necro", ability: 0, expect: { zones: ["in-play"] } },
    ],
  };

  it("a directory with one passing and one failing scenario: exit 1, both printed, with the failing ask's problem", async () => {
    const dir = join(scratch, "mixed");
    mkdirSync(dir);
    writeFileSync(join(dir, "a-passing.json"), JSON.stringify(passing));
    writeFileSync(join(dir, "b-failing.json"), JSON.stringify(failing));
    writeFileSync(join(dir, "notes.txt"), "not a scenario");
    const r = await crkb("scenarios", dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^ok {3}Necrosavant returns from the graveyard {2}\[402\.8h\]/m);
    expect(r.stdout).toMatch(/^FAIL Necrosavant wrongly expected in play {2}\[402\.8\]/m);
    expect(r.stdout).toContain(join(dir, "b-failing.json"));
    expect(r.stdout).toContain('ask 1 (functions): zones: expected ["in-play"], got ["graveyard"]');
    expect(r.stdout).not.toContain("ask 0 (functions)");
    expect(r.stdout).toContain("1 scenarios passed, 1 failed");
  });

  it("only passing scenarios: exit 0", async () => {
    const dir = join(scratch, "passing");
    mkdirSync(dir);
    writeFileSync(join(dir, "one.json"), JSON.stringify(passing));
    const r = await crkb("scenarios", dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("1 scenarios passed, 0 failed");
  });

  it("--json prints each scenario's result", async () => {
    const dir = join(scratch, "json");
    mkdirSync(dir);
    writeFileSync(join(dir, "a.json"), JSON.stringify(passing));
    writeFileSync(join(dir, "b.json"), JSON.stringify(failing));
    const r = await crkb("scenarios", dir, "--json");
    expect(r.code).toBe(1);
    const results = JSON.parse(r.stdout);
    expect(results.map((x: { passed: boolean }) => x.passed)).toEqual([true, false]);
    expect(results[1].asks[1]).toMatchObject({ index: 1, ask: "functions", passed: false });
  });

  it("a question that raises an error fails its scenario with the error as the problem", async () => {
    const dir = join(scratch, "erroring");
    mkdirSync(dir);
    writeFileSync(join(dir, "e.json"), JSON.stringify({ ...passing, asks: [{ ask: "functions", object: "ghost", ability: 0, expect: { functions: true } }] }));
    const r = await crkb("scenarios", dir);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('ask 0 (functions): object: "ghost" is not the id of an object in the state');
  });

  it("an empty directory: exit 2", async () => {
    const dir = join(scratch, "empty");
    mkdirSync(dir);
    const r = await crkb("scenarios", dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("no scenario files");
    expect(r.stderr).toContain(dir);
  });

  it("a path that does not exist: exit 2 naming it", async () => {
    const missing = join(scratch, "no-such-dir");
    const r = await crkb("scenarios", missing);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(missing);
  });

  it("a scenario file that is not JSON: exit 2 naming the file", async () => {
    const dir = join(scratch, "broken");
    mkdirSync(dir);
    writeFileSync(join(dir, "x.json"), "{ nope");
    const r = await crkb("scenarios", dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(join(dir, "x.json"));
  });

  it("a single scenario file may be named instead of a directory", async () => {
    const r = await crkb("scenarios", file("single.json", passing));
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Necrosavant returns from the graveyard");
  });
});
