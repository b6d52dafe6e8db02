/**
 * `crkb query FILE.edn|- [--version V] [--state STATE.json] [--args JSON]
 * [--rules RULES.edn] [--json]` (src/cli/main.ts, formatQuery in
 * src/cli/format.ts): run in process with captured output, plus one child
 * process for standard input. CRKB_DATA points at an empty folder, so the
 * seeds are all that is loaded. Human output is the rows, one a line, then
 * "N rows in … ms"; --json prints the API's object. Exit codes: 0 success,
 * 1 an unknown version, 2 bad usage or bad input (a query that cannot be
 * read, with its line and column; bad --args; an unreadable file; a runaway
 * query stopped at its time limit).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crkb, crkbWithStdin, type CliResult } from "../support/cli";
import { NECRO_STATE } from "../support/necrosavant";


const STATE = NECRO_STATE;
const RULINGS_402_8E =
  "An object's ability that modifies how it comes into play functions as that object is coming into play. See Rule 419.6i.";

const TITLES = '[:find ?n ?t\n :where [?r "rule/number" ?n] [?r "rule/title" ?t]\n        [(contains? #{"402" "403"} ?n)]]\n';
const TEXT_OF = '[:find ?t . :in $ ?n :where [?r "rule/number" ?n] [?r "rule/text" ?t]]';
const FUNCTIONS_Q = '[:find ?zone ?rule :in $ % ?id ?i :where [?o "object/id" ?id] [?a "ability/object" ?o] [?a "ability/index" ?i] (functions-in ?a ?zone ?rule)]';
const RUNAWAY = '[:find ?a ?b ?c ?d :where [?a "rule/text" _] [?b "rule/text" _] [?c "rule/text" _] [?d "rule/text" _]]';

let scratch: string;
let savedCrkbData: string | undefined;

/** Writes `content` (JSON unless a string) to a file in the scratch folder and returns its path. */
function file(name: string, content: unknown): string {
  const path = join(scratch, name);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "crkb-cli-query-"));
  mkdirSync(join(scratch, "empty-data"));
  savedCrkbData = process.env.CRKB_DATA;
  process.env.CRKB_DATA = join(scratch, "empty-data");
});

afterAll(() => {
  if (savedCrkbData === undefined) delete process.env.CRKB_DATA;
  else process.env.CRKB_DATA = savedCrkbData;
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** Exit 2 and one line on stderr naming the command, nothing on stdout. */
function expectUsageError(r: CliResult): string {
  expect(r.code, r.stderr).toBe(2);
  expect(r.stdout).toBe("");
  expect(r.stderr).toMatch(/^crkb query: /);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  return r.stderr;
}

describe("crkb query FILE.edn", () => {
  it("prints the rows, tab-separated, then \"N rows in … ms\"; exit 0", async () => {
    const r = await crkb("query", file("titles.edn", TITLES));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe("");
    const lines = r.stdout.split("\n");
    expect(lines).toHaveLength(5);
    expect(lines.slice(0, 4).sort()).toEqual(["402\tAbilities", "402\tHand", "403\tActivated Abilities", "403\tBattlefield"]);
    expect(lines[4]).toMatch(/^4 rows in \d+(\.\d+)? ms$/);
  });

  it("a scalar: one line and \"1 row\"", async () => {
    const r = await crkb("query", file("count.edn", '[:find (count ?r) . :where [?r "rule/number" _]]'));
    expect(r.code, r.stderr).toBe(0);
    const [value, summary] = r.stdout.split("\n");
    expect(Number(value)).toBeGreaterThan(100);
    expect(summary).toMatch(/^1 row in .* ms$/);
  });

  it(":keys rows as key=value", async () => {
    const r = await crkb("query", file("keys.edn", '[:find ?n ?t :keys number title :where [?r "rule/number" ?n] [?r "rule/title" ?t] [(= ?n "402")]]'));
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.split("\n")[0]).toBe("number=402\ttitle=Abilities");
  });

  it("--json prints the API's object", async () => {
    const r = await crkb("query", file("titles.edn", TITLES), "--json");
    expect(r.code, r.stderr).toBe(0);
    const body = JSON.parse(r.stdout);
    expect(Object.keys(body).sort()).toEqual(["ms", "result", "rows", "rules", "version"]);
    // The seeds' section titles and today's (the newest release is queryable too).
    expect([...body.result].sort()).toEqual([["402", "Abilities"], ["402", "Hand"], ["403", "Activated Abilities"], ["403", "Battlefield"]]);
    expect(body.rows).toBe(4);
    expect(body.version).toBeNull();
    expect(body.rules).toEqual([]);
  });

  it("--args binds :in, and --version restricts to one version (named in the summary)", async () => {
    const r = await crkb("query", file("text.edn", TEXT_OF), "--args", '["402.8e"]', "--version", "rulings-2008-03-17");
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines[0]).toBe(RULINGS_402_8E);
    expect(lines[1]).toMatch(/^1 row in .* ms \(version rulings-2008-03-17\)$/);
    const json = JSON.parse((await crkb("query", file("text.edn", TEXT_OF), "--args", '["402.8e"]', "--version", "rulings-2008-03-17", "--json")).stdout);
    expect(json).toMatchObject({ result: RULINGS_402_8E, version: "rulings-2008-03-17" });
  });

  it("--state adds the game facts, and a library rule works on them (listed in the summary)", async () => {
    const r = await crkb("query", file("functions.edn", FUNCTIONS_Q), "--state", file("state.json", STATE), "--args", '["necro", 0]');
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines[0]).toBe("graveyard\t402.8h");
    expect(lines[1]).toMatch(/^1 row in .* ms; rules of queries\/\*\.edn: /);
    expect(lines[1]).toContain("functions-in");
  });

  it("--rules: the query's own rules from a file", async () => {
    const rules = file("mine.edn", '[[(titled ?n ?t) [?r "rule/number" ?n] [?r "rule/title" ?t]]]');
    const r = await crkb("query", file("uses-mine.edn", '[:find ?t . :in $ % ?n :where (titled ?n ?t)]'), "--rules", rules, "--args", '["402"]');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.split("\n")[0]).toBe("Abilities");
  });

  it("nothing found: \"0 rows\", exit 0", async () => {
    const r = await crkb("query", file("none.edn", '[:find ?n :where [?r "rule/number" ?n] [(= ?n "999.9z")]]'));
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^0 rows in .* ms$/);
  });
});

describe("crkb query refuses", () => {
  it("a malformed query: exit 2, the message with the line and column", async () => {
    const err = expectUsageError(await crkb("query", file("bad.edn", '[:find ?n\n :where [?r "rule/number" ?n]]]')));
    expect(err).toContain("query: ");
    expect(err).toContain("line 2, column 31");
    const open = expectUsageError(await crkb("query", file("open.edn", '[:find ?n\n :where [?r "rule/number" ?n')));
    expect(open).toContain("line 2, column 9");
  });

  it("a query that is not a query: exit 2", async () => {
    expectUsageError(await crkb("query", file("empty.edn", "")));
    expectUsageError(await crkb("query", file("list.edn", '(:find ?n :where [?r "rule/number" ?n])')));
    expectUsageError(await crkb("query", file("nofind.edn", '[:where [?r "rule/number" ?n]]')));
  });

  it("--args that is not JSON, or not a list: exit 2 naming it", async () => {
    const err = expectUsageError(await crkb("query", file("text.edn", TEXT_OF), "--args", '["402.8e"'));
    expect(err).toContain("--args: not JSON");
    expect(expectUsageError(await crkb("query", file("text.edn", TEXT_OF), "--args", '{"n": "402"}'))).toContain("args: ");
  });

  it("an unreadable file: exit 2 naming it", async () => {
    const missing = join(scratch, "no-such.edn");
    expect(expectUsageError(await crkb("query", missing))).toContain(`cannot read ${missing}: no such file`);
    expect(expectUsageError(await crkb("query", scratch))).toContain(`cannot read ${scratch}: it is a directory`);
    const state = expectUsageError(await crkb("query", file("text.edn", TEXT_OF), "--state", join(scratch, "no-state.json")));
    expect(state).toContain("no-state.json");
  });

  it("a state file that is not JSON or not a state: exit 2", async () => {
    expect(expectUsageError(await crkb("query", file("text.edn", TEXT_OF), "--args", '["402"]', "--state", file("broken.json", "{")))).toContain("not JSON");
    expect(expectUsageError(await crkb("query", file("text.edn", TEXT_OF), "--args", '["402"]', "--state", file("bad-state.json", { players: "alice" })))).toContain("state.players");
  });

  it("a library rule without % in :in: exit 2 saying so", async () => {
    const q = '[:find ?z :in $ ?id :where [?o "object/id" ?id] [?a "ability/object" ?o] (functions-in ?a ?z ?r)]';
    expect(expectUsageError(await crkb("query", file("no-percent.edn", q), "--args", '["necro"]'))).toContain("%");
  });

  it("datascript's own error: exit 2", async () => {
    expect(expectUsageError(await crkb("query", file("unknown-fn.edn", '[:find ?e :where [?e "rule/number" ?n] [(no-such-fn ?n)]]')))).toMatch(/^crkb query: query: /);
  });

  it("an unknown version: exit 1 (not found)", async () => {
    const r = await crkb("query", file("titles.edn", TITLES), "--version", "2099-01-01");
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("2099-01-01");
  });

  it("no file, or two: exit 2 with the usage", async () => {
    const none = await crkb("query");
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("usage: crkb query");
    expect((await crkb("query", "a.edn", "b.edn")).code).toBe(2);
  });

  it("a runaway query: stopped at the time limit (422), exit 2", async () => {
    const r = await crkb("query", file("runaway.edn", RUNAWAY));
    const err = expectUsageError(r);
    expect(err).toContain("time limit");
  });
});

describe("crkb query - (standard input)", () => {
  /** `crkb query - ARGS…` in a child process with `input` on its standard input. */
  function childQuery(input: string, ...args: string[]): CliResult {
    return crkbWithStdin(input, join(scratch, "empty-data"), "query", "-", ...args);
  }

  it("reads the query from standard input", () => {
    const r = childQuery('[:find [?v ...] :where [_ "version/id" ?v]]', "--json");
    expect(r.code, r.stderr).toBe(0);
    const body = JSON.parse(r.stdout);
    expect([...body.result].sort()).toEqual(["2026-01-16", "fragments-2006", "rulings-2008-03-17"]);
  });

  it("a malformed query on standard input: exit 2 with the line and column", () => {
    const r = childQuery('[:find ?n\n :where [?r "rule/number" ?n]]]');
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("line 2, column 31");
  });
});
