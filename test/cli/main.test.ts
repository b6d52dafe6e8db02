/**
 * The `crkb` command line of SPEC.md: `run(argv, io)` in process with
 * captured output, plus two runs of the real bin/crkb.js as a child process.
 *
 * Every command reads the data directory; CRKB_DATA points at an empty
 * temporary folder for this file, so the seeds are all that is loaded unless
 * a test passes `--data` itself. Exit codes: 0 success, 1 not found, 2 bad
 * usage or bad input.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crkb } from "../support/cli";
import { openKnowledgeBase } from "../../src/knowledge-base";
import { buildApp } from "../../src/server/app";
import { corpusPath, describeWithCorpus } from "../support/corpus";
import { miniCr } from "../support/mini-cr";

const ROOT = resolve(__dirname, "..", "..");

const RULINGS_402_8E =
  "An object's ability that modifies how it comes into play functions as that object is coming into play. See Rule 419.6i.";
const FRAGMENTS_402_8E =
  "An object’s activated ability that has a cost that can’t be paid while the object is in play functions from any zone in which its cost can be paid.";

/** A tiny release dated March 3, 2009. */
const TINY_RELEASE = miniCr({ date: "March 3, 2009" });


let scratch: string;
let emptyData: string;
let savedCrkbData: string | undefined;
let app: FastifyInstance;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "crkb-cli-test-"));
  emptyData = join(scratch, "empty-data");
  mkdirSync(emptyData);
  savedCrkbData = process.env.CRKB_DATA;
  process.env.CRKB_DATA = emptyData;
  // The CLI's default knowledge base: the seeds and every shipped release.
  app = await buildApp({ kb: openKnowledgeBase({ dataDir: emptyData }) });
});

afterAll(async () => {
  await app?.close();
  if (savedCrkbData === undefined) delete process.env.CRKB_DATA;
  else process.env.CRKB_DATA = savedCrkbData;
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** Every file under `dir` with a hash of its bytes; null when `dir` is absent. */
function snapshot(dir: string): Record<string, string> | null {
  if (!existsSync(dir)) return null;
  const files: Record<string, string> = {};
  const walk = (d: string, prefix: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      const rel = prefix ? `${prefix}/${name}` : name;
      if (statSync(path).isDirectory()) {
        files[`${rel}/`] = "dir";
        walk(path, rel);
      } else {
        files[rel] = createHash("sha256").update(readFileSync(path)).digest("hex");
      }
    }
  };
  walk(dir, "");
  return files;
}

describe("help", () => {
  it("--help prints every command and the exit codes, exit 0", async () => {
    const r = await crkb("--help");
    expect(r.code).toBe(0);
    for (const usage of ["crkb rule NUMBER", "crkb history NUMBER", "crkb diff FROM TO", "crkb versions", "crkb import FILE", "crkb serve"]) {
      expect(r.stdout).toContain(usage);
    }
    expect(r.stdout).toContain("Exit codes: 0 success, 1 not found, 2 bad usage or bad input.");
    expect(r.stderr).toBe("");
  });

  it("`help` alone prints the same general help, exit 0", async () => {
    const r = await crkb("help");
    expect(r.code).toBe(0);
    expect(r.stdout).toBe((await crkb("--help")).stdout);
  });

  it("no command at all is bad usage: the help, exit 2", async () => {
    const r = await crkb();
    expect(r.code).toBe(2);
    expect(r.stdout).toContain("Commands:");
  });

  it("`rule --help` prints the rule command's usage and options, exit 0", async () => {
    const r = await crkb("rule", "--help");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^usage: crkb rule NUMBER \[--version V\] \[--json\]/);
    expect(r.stdout).toContain("--version VALUE");
    expect(r.stdout).toContain("--json");
    expect(r.stdout).toContain("--data VALUE");
  });

  it("`import -h` prints the import command's usage, exit 0", async () => {
    const r = await crkb("import", "-h");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^usage: crkb import FILE/);
  });

  it("`help rule` prints the rule command's usage", async () => {
    const r = await crkb("help", "rule");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^usage: crkb rule NUMBER/);
  });

  it("`help nosuch` is bad usage naming the command, exit 2", async () => {
    const r = await crkb("help", "nosuch");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('unknown command "nosuch"');
  });
});

describe("search", () => {
  it("prints ranked hits with the expansion used and matched words in **bold**, exit 0", async () => {
    const r = await crkb("search", "fizzle", "--limit", "2");
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines[0]).toMatch(/^\d+ results for "fizzle" in current \(also searched: fizzle → countered on resolution/);
    expect(lines[1]).toMatch(/^608\.2b  \[2026-01-16, score [\d.]+\]$/);
    expect(lines[2]).toMatch(/\*\*(countered|illegal)\*\*/);
    expect(lines).toHaveLength(5);
  });

  it("joins several words into one query and --json prints the API object", async () => {
    const r = await crkb("search", "mana", "ability", "--json", "--limit", "1");
    expect(r.code).toBe(0);
    const body = JSON.parse(r.stdout);
    expect(body.query).toBe("mana ability");
    expect(body.results).toHaveLength(1);
  });

  it("--version all finds where words that left the rules lived, and what became of the rule", async () => {
    const r = await crkb("search", "mana", "burn", "--version", "all", "--limit", "3");
    expect(r.code).toBe(0);
    expect(r.stdout.split("\n")[0]).toMatch(/^\d+ results for "mana burn" in all/);
    expect(r.stdout).toMatch(/\(\d{3}\.\d+ was last used for this text in 2009-\d\d-\d\d; since 2009-07-11 it has been removed\)/);
  });

  it("a rule number retired since shows the rule it became, with a note", async () => {
    const r = await crkb("search", "402.8", "--limit", "1");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("402.8 was last used for this text in 2009-05-01; since 2009-07-11 it is 113.6");
    expect(r.stdout).toMatch(/^113\.6\b/m);
  });

  it("no results is exit 1", async () => {
    const r = await crkb("search", "zzzyzzx");
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^0 results/);
  });

  it.each([
    [["search", "~"], /no letters or digits/],
    [["search", "ability", "--limit", "ten"], /--limit "ten"/],
    [["search", "ability", "--limit", "0"], /limit must be/],
    [["search", "ability", "--version", "../x"], /not a version id/],
    [["search"], /expected 1 to 64 arguments/],
  ])("%j is bad input, exit 2", async (argv, message) => {
    const r = await crkb(...argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});

describe("rule", () => {
  it("says 402.8e was retired and prints the text it has today (113.6h), exit 0", async () => {
    const r = await crkb("rule", "402.8e");
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines[0]).toMatch(/^402\.8e was retired on 2009-\d\d-\d\d \(last in 2009-\d\d-\d\d\); its text is 113\.6h today:$/);
    expect(lines[2]).toBe("113.6h    [2026-01-16, 2026-01-16]");
    expect(r.stdout).toMatch(/modifies how that particular object enters the battlefield/);
    expect(lines).toContain("Parent: 113.6");
    expect(r.stderr).toBe("");
  });

  it("--version rulings-2008-03-17 prints the dump's text of 402.8e", async () => {
    const r = await crkb("rule", "402.8e", "--version", "rulings-2008-03-17");
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines[0]).toBe("402.8e    [rulings-2008-03-17, 2008-03-17; text dated 2007-05-01]");
    expect(lines).toContain(RULINGS_402_8E);
    expect(lines).toContain("References: 419.6i (not in this version)");
    expect(r.stdout).not.toContain("cost can");
  });

  it("--version fragments-2006 prints the older cost text with its witnesses", async () => {
    const r = await crkb("rule", "402.8e", "--version", "fragments-2006");
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines[0]).toBe("402.8e    [fragments-2006, 2006-10-01]");
    expect(lines).toContain(FRAGMENTS_402_8E);
    expect(r.stdout).not.toContain("comes into play");
    expect(r.stdout).toMatch(/^Witnesses: seeds\/001_2a3b736563978c67\.txt \(best\)/m);
  });

  it("--json prints the same object as GET /api/rules/402.8e", async () => {
    const r = await crkb("rule", "402.8e", "--json");
    expect(r.code).toBe(0);
    const printed = JSON.parse(r.stdout);
    expect(printed).toMatchObject({
      number: "113.6h",
      kind: "subrule",
      parent: "113.6",
      version: { id: "2026-01-16", date: "2026-01-16" },
      retired: { number: "402.8e", successor: "113.6h" },
    });
    const res = await app.inject({ method: "GET", url: "/api/rules/402.8e" });
    expect(res.statusCode).toBe(200);
    expect(printed).toEqual(res.json());
  });

  it("--json with --version matches the API with ?version=", async () => {
    const r = await crkb("rule", "402.8e", "--json", "--version", "fragments-2006");
    expect(r.code).toBe(0);
    const res = await app.inject({ method: "GET", url: "/api/rules/402.8e?version=fragments-2006" });
    expect(JSON.parse(r.stdout)).toEqual(res.json());
    expect(JSON.parse(r.stdout).text).toBe(FRAGMENTS_402_8E);
  });
});

describe("history", () => {
  it("follows 402.8e from the releases of 2006 through the seeds and the renumbering to 113.6h today", async () => {
    const r = await crkb("history", "402.8e");
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines[0]).toBe("History of 402.8e");
    expect(lines).toContain("fragments-2006 (2006-10-01)  402.8e  unchanged: same as 2006-10-01");
    expect(lines).toContain("rulings-2008-03-17 (2008-03-17)  402.8e  unchanged: same as 2008-02-01");
    expect(lines.some((l) => /^2009-\d\d-\d\d \(2009-\d\d-\d\d\)  112\.\d[a-z]  moved: moved from 402\.8e to 112\.\d[a-z]/.test(l))).toBe(true);
    expect(lines.filter((l) => l.startsWith("2026-01-16 (2026-01-16)  113.6h"))).toHaveLength(1);
    expect(lines).toContain("2007-05-01 (2007-05-01)  402.8e  added: a new text at 402.8e");
  });

  it("--json matches GET /api/rules/402.8e/history", async () => {
    const r = await crkb("history", "402.8e", "--json");
    expect(r.code).toBe(0);
    const res = await app.inject({ method: "GET", url: "/api/rules/402.8e/history" });
    expect(JSON.parse(r.stdout)).toEqual(res.json());
  });
});

describe("diff", () => {
  it("lists 402.8e -> 402.8f as a move between the fragments and the rulings dump", async () => {
    const r = await crkb("diff", "fragments-2006", "rulings-2008-03-17");
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines.slice(0, 5)).toEqual([
      "Changes from fragments-2006 to rulings-2008-03-17 (sections both hold: 402)",
      "added (1): 402.8e",
      "removed (0)",
      "edited (3): 402.6, 402.8, 402.8a",
      "moved (3): 402.8e -> 402.8f, 402.8f -> 402.8g (edited), 402.8g -> 402.8h",
    ]);
    // Then each change with its text, in rule order.
    const heads = lines.filter((l) => /^[-+~>] /.test(l));
    expect(heads).toEqual([
      "+ 402.8e (added)",
      "~ 402.6 (edited)",
      "~ 402.8 (edited)",
      "~ 402.8a (edited)",
      "> 402.8e -> 402.8f (moved)",
      "> 402.8f -> 402.8g (moved, edited)",
      "> 402.8g -> 402.8h (moved)",
    ]);
    expect(lines[lines.indexOf("+ 402.8e (added)") + 1]).toBe(`  ${RULINGS_402_8E}`);
    expect(lines[lines.indexOf("> 402.8e -> 402.8f (moved)") + 1]).toMatch(/^ {2}now: An object's activated ability that has a cost/);
  });

  it("--json matches GET /api/diff", async () => {
    const r = await crkb("diff", "fragments-2006", "rulings-2008-03-17", "--json");
    expect(r.code).toBe(0);
    const res = await app.inject({ method: "GET", url: "/api/diff?from=fragments-2006&to=rulings-2008-03-17" });
    expect(JSON.parse(r.stdout)).toEqual(res.json());
    expect(JSON.parse(r.stdout).moved).toContainEqual({ from: "402.8e", to: "402.8f", edited: false });
  });
});

describe("versions", () => {
  it("prints a table of the seed versions and every shipped release, oldest first", async () => {
    const r = await crkb("versions");
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\n");
    expect(lines[0]).toMatch(/^id\s+date\s+paragraphs\s+glossary\s+kind\s+title$/);
    expect(lines.length).toBeGreaterThan(100);
    expect(lines[1]).toMatch(/^2003-03-15\s+2003-03-15\s+580\s+\d+\s+release\s+/);
    expect(lines).toContainEqual(expect.stringMatching(/^fragments-2006\s+2006-10-01\s+\d+\s+0\s+fragments \(partial\)\s+/));
    expect(lines).toContainEqual(expect.stringMatching(/^rulings-2008-03-17\s+2008-03-17\s+17\s+0\s+rulings \(partial\)\s+/));
    expect(lines.at(-1)).toMatch(/^2026-01-16\s+2026-01-16\s+3260\s+725\s+release\s+/);
  });

  it("--json matches GET /api/versions", async () => {
    const r = await crkb("versions", "--json");
    expect(r.code).toBe(0);
    const res = await app.inject({ method: "GET", url: "/api/versions" });
    expect(JSON.parse(r.stdout)).toEqual(res.json());
  });
});

describe("exit codes", () => {
  it.each([
    [["rule", "999.9"], "999.9"],
    [["rule", "402.8e", "--version", "nope"], '"nope"'],
    [["rule", "402.8h", "--version", "fragments-2006"], "402.8h"],
    [["history", "999.9"], "999.9"],
    [["diff", "fragments-2006", "1999-01-01"], '"1999-01-01"'],
  ])("1 for not found: crkb %j", async (argv, named) => {
    const r = await crkb(...argv);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(named);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it.each([
    [["rule", "abc"], '"abc" is not a rule number'],
    [["rule", "402.8ee"], '"402.8ee" is not a rule number'],
    [["rule", "402.8l"], '"402.8l" is not a rule number'],
    [["history", "4o2"], '"4o2" is not a rule number'],
    [["rule", "402.8e", "--version", ""], "is not a version id"],
    [["rule", "402.8e", "--version", "../x"], '"../x" is not a version id'],
    [["bogus"], 'unknown command "bogus"'],
    [["rule"], "expected 1 argument, got 0"],
    [["rule", "402.8e", "402.8f"], "expected 1 argument, got 2"],
    [["diff", "fragments-2006"], "expected 2 arguments, got 1"],
    [["versions", "extra"], "expected 0 arguments, got 1"],
    [["import"], "got 0"],
    [["rule", "402.8e", "--bogus"], "--bogus"],
    [["rule", "402.8e", "--version"], "--version"],
    [["versions", "--limit", "3"], "--limit"],
  ])("2 for bad usage or input: crkb %j", async (argv, message) => {
    const r = await crkb(...argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stderr).not.toContain("internal error");
  });

  it("prints the command's usage after an argument-count or option error", async () => {
    expect((await crkb("rule")).stderr).toContain("usage: crkb rule NUMBER [--version V] [--json]");
    expect((await crkb("diff", "x", "--bogus")).stderr).toContain("usage: crkb diff FROM TO [--json]");
  });
});

describe("import", () => {
  function writeTiny(): string {
    const file = join(scratch, "MagicCompRules 20090303.txt");
    writeFileSync(file, TINY_RELEASE);
    return file;
  }

  it("adds a tiny release that versions and rule then read with --data", async () => {
    const data = join(scratch, "data-tiny");
    const file = writeTiny();
    const r = await crkb("import", file, "--data", data);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^added: 2009-03-03 "Magic: The Gathering Comprehensive Rules" from .*: 6 numbered paragraphs, 1 glossary entries, 0 notes/);
    expect(existsSync(join(data, "versions", "2009-03-03.json"))).toBe(true);

    const vs = await crkb("versions", "--data", data, "--json");
    expect(vs.code).toBe(0);
    const listed = JSON.parse(vs.stdout) as Array<{ id: string; date: string; paragraphs: number; glossary: number }>;
    const ids = listed.map((v) => v.id);
    expect(ids.slice(ids.indexOf("2009-03-03") - 1, ids.indexOf("2009-03-03") + 2)).toEqual(["2009-02-01", "2009-03-03", "2009-05-01"]);
    expect(listed.find((v) => v.id === "2009-03-03")).toMatchObject({ date: "2009-03-03", paragraphs: 6, glossary: 1 });

    const human = await crkb("versions", "--data", data);
    expect(human.stdout).toMatch(/^2009-03-03\s+2009-03-03\s+6\s+1\s+release\s+Magic: The Gathering Comprehensive Rules$/m);

    const rule = await crkb("rule", "100.1a", "--version", "2009-03-03", "--data", data, "--json");
    expect(rule.code, rule.stderr).toBe(0);
    expect(JSON.parse(rule.stdout)).toMatchObject({
      number: "100.1a",
      text: "A two-player game is a game that begins with only two players.",
      parent: "100.1",
      version: { id: "2009-03-03", date: "2009-03-03" },
    });

    // The seeds are still there, and a data dir not passed is not read.
    expect((await crkb("rule", "402.8e", "--version", "rulings-2008-03-17", "--data", data)).stdout).toContain(RULINGS_402_8E);
    expect((await crkb("rule", "100.1a", "--version", "2009-03-03")).code).toBe(1);
  });

  it("says `already imported` for the same bytes twice, and leaves the file as it was", async () => {
    const data = join(scratch, "data-twice");
    const file = writeTiny();
    expect((await crkb("import", file, "--data", data)).code).toBe(0);
    const before = snapshot(join(data, "versions"));
    const again = await crkb("import", file, "--data", data);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^already imported: 2009-03-03/);
    expect(snapshot(join(data, "versions"))).toEqual(before);
  });

  describe("refuses a file that is not a CR release: exit 2, the file named, the data dir unchanged", () => {
    let data: string;
    let before: Record<string, string> | null;

    beforeAll(async () => {
      data = join(scratch, "data-refusals");
      expect((await crkb("import", writeTiny(), "--data", data)).code).toBe(0);
      // Reading the directory once writes its cache; snapshot after that.
      expect((await crkb("versions", "--data", data)).code).toBe(0);
      before = snapshot(join(data, "versions"));
      expect(before).not.toBeNull();
    });

    const cases: Array<[string, (path: string) => void, string]> = [
      ["an empty file", (p) => writeFileSync(p, ""), "empty.txt: the file is empty"],
      ["a binary file", (p) => writeFileSync(p, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x00, 0x0d, 0xff, 0xfe])), "binary.txt: a binary file"],
      ["a text file without a date", (p) => writeFileSync(p, "hello world\nthis is not a CR\n"), 'hello.txt: not a Comprehensive Rules release: no "effective as of <date>" line'],
      ["a missing file", () => undefined, "missing.txt: no such file"],
    ];

    it.each(cases)("%s", async (_what, make, message) => {
      const name = message.split(":")[0];
      const file = join(scratch, name);
      make(file);
      const r = await crkb("import", file, "--data", data);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toContain(message);
      expect(r.stderr).not.toMatch(/\n\s+at /);
      expect(snapshot(join(data, "versions"))).toEqual(before);
      // What was imported before still answers.
      const rule = await crkb("rule", "100.1a", "--version", "2009-03-03", "--data", data);
      expect(rule.code).toBe(0);
    });

    it("a directory given as the file", async () => {
      const r = await crkb("import", scratch, "--data", data);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`cannot read ${scratch}: it is a directory`);
      expect(snapshot(join(data, "versions"))).toEqual(before);
    });

    it("does not create a data directory that did not exist", async () => {
      const fresh = join(scratch, "never-created");
      const file = join(scratch, "empty2.txt");
      writeFileSync(file, "");
      const r = await crkb("import", file, "--data", fresh);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain("empty2.txt");
      expect(existsSync(fresh)).toBe(false);
    });
  });
});

describeWithCorpus("import of the official 2008-10-01 release", () => {
  let data: string;

  beforeAll(async () => {
    data = join(scratch, "data-2008");
    const r = await crkb("import", corpusPath("cr-2008-10-01.txt"), "--data", data);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^added: 2008-10-01 "Magic: The Gathering Comprehensive Rules" from .*2008-10-01\.txt: 1258 numbered paragraphs, 399 glossary entries/);
  });

  it("versions --data lists it, dated from its own 'current as of' line", async () => {
    const r = await crkb("versions", "--data", data, "--json");
    expect(r.code).toBe(0);
    const v = (JSON.parse(r.stdout) as Array<{ id: string }>).find((x) => x.id === "2008-10-01");
    expect(v).toMatchObject({ id: "2008-10-01", date: "2008-10-01", kind: "release", partial: false, paragraphs: 1258, glossary: expect.any(Number) });
  });

  it("rule 100.1 --version 2008-10-01 --data gives the release's text", async () => {
    const r = await crkb("rule", "100.1", "--version", "2008-10-01", "--data", data, "--json");
    expect(r.code, r.stderr).toBe(0);
    const rule = JSON.parse(r.stdout);
    expect(rule).toMatchObject({ number: "100.1", kind: "rule", parent: "100", children: ["100.1a", "100.1b"], version: { id: "2008-10-01", date: "2008-10-01" } });
    expect(rule.text).toMatch(
      /^These _?Magic_? rules apply to any _?Magic_? game with two or more players, including two-player games and multiplayer games\.$/,
    );
  });

  it("serves the imported bytes for its date: 402.8e still the 'comes into play' rule", async () => {
    const r = await crkb("rule", "402.8e", "--version", "2008-10-01", "--data", data, "--json");
    expect(r.code).toBe(0);
    const rule = JSON.parse(r.stdout);
    expect(rule.version).toEqual({ id: "2008-10-01", date: "2008-10-01" });
    expect(rule.text).toBe("An object's ability that modifies how it comes into play functions as that object is coming into play. See rule 419.6i.");
  });
});

describe("bin/crkb.js as a child process", () => {
  const bin = join(ROOT, "bin", "crkb.js");

  beforeAll(() => {
    // The bin requires the build; `npm run build` makes dist/.
    if (!existsSync(join(ROOT, "dist", "cli", "main.js"))) {
      execFileSync(process.execPath, [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.json"], { cwd: ROOT, stdio: "ignore" });
    }
  });

  function node(args: string[]): { status: number; stdout: string; stderr: string } {
    try {
      const stdout = execFileSync(process.execPath, [bin, ...args], {
        cwd: ROOT,
        env: { ...process.env, CRKB_DATA: emptyData },
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
      return { status: 0, stdout, stderr: "" };
    } catch (e) {
      const err = e as { status: number | null; stdout: string; stderr: string };
      return { status: err.status ?? -1, stdout: err.stdout, stderr: err.stderr };
    }
  }

  it("`crkb rule 402.8e` prints the rule and exits 0", () => {
    const r = node(["rule", "402.8e"]);
    expect(r.status).toBe(0);
    expect(r.stdout.split("\n")[0]).toMatch(/^402\.8e was retired on /);
    expect(r.stdout).toContain("\n113.6h    [2026-01-16, 2026-01-16]\n");
  });

  it("`crkb rule 402.8ee` exits 2 with the message on stderr", () => {
    const r = node(["rule", "402.8ee"]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain('crkb rule: "402.8ee" is not a rule number');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
