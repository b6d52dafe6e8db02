/**
 * The command line under hostile input (issue 11): oversized and endless
 * files refused before they are read whole, unknown or malformed options
 * named with the command's usage, bad PORT / CRKB_RATE_LIMIT values named,
 * help that fits 80 columns, and a reader that closes the pipe early. In
 * process (test/support/cli.ts) except the pipe, where the process boundary
 * is the point. CRKB_DATA points at an empty folder.
 */
import { spawn } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync, ftruncateSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMANDS } from "../../src/cli/main";
import { crkb, crkbWithStdin } from "../support/cli";
import { miniCr } from "../support/mini-cr";

const ROOT = resolve(__dirname, "..", "..");
let scratch: string;
let emptyData: string;
const saved: Record<string, string | undefined> = {};

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "crkb-cli-hostile-"));
  emptyData = join(scratch, "empty-data");
  mkdirSync(emptyData);
  for (const k of ["CRKB_DATA", "PORT", "CRKB_RATE_LIMIT"]) saved[k] = process.env[k];
  process.env.CRKB_DATA = emptyData;
});

afterAll(() => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  rmSync(scratch, { recursive: true, force: true });
});

/** A sparse file of `bytes` bytes: its size is on record, nothing is written. */
function sparse(name: string, bytes: number): string {
  const path = join(scratch, name);
  const fd = openSync(path, "w");
  ftruncateSync(fd, bytes);
  closeSync(fd);
  return path;
}

const MB200 = 200 * 1024 * 1024;

describe("files are refused by their size before they are read", () => {
  it.each([
    ["ask", (f: string) => ["ask", f]],
    ["query", (f: string) => ["query", f]],
    ["query --state", (f: string) => ["query", join(scratch, "q.edn"), "--state", f]],
    ["query --rules", (f: string) => ["query", join(scratch, "q.edn"), "--rules", f]],
    ["import", (f: string) => ["import", f, "--data", join(scratch, "never")]],
  ])("%s: a 200 MB file, exit 2 naming it and its size, in well under the time to read it", async (_label, argv) => {
    writeFileSync(join(scratch, "q.edn"), '[:find ?n . :where [?r "rule/number" ?n]]');
    const big = sparse(`big-${_label.replace(/\W/g, "")}.txt`, MB200);
    const started = performance.now();
    const r = await crkb(...argv(big));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${big}: ${MB200} bytes; at most`);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("import looks at every file first: a big second file leaves the first unimported", async () => {
    const data = join(scratch, "data-two");
    const tiny = join(scratch, "MagicCompRules 20090303.txt");
    writeFileSync(tiny, miniCr({ date: "March 3, 2009" }));
    const r = await crkb("import", tiny, sparse("big2.txt", MB200), "--data", data);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect((await crkb("versions", "--data", data, "--json")).stdout).not.toContain("2009-03-03");
  });

  it("import refuses a device, which it would read whole (/dev/zero never ends)", async () => {
    const r = await crkb("import", "/dev/zero", "--data", join(scratch, "never"));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("/dev/zero: not a regular file");
  });

  it("a file with no size on record (/dev/zero) is read only to one byte past the limit", async () => {
    writeFileSync(join(scratch, "q.edn"), '[:find ?n . :where [?r "rule/number" ?n]]');
    const r = await crkb("query", join(scratch, "q.edn"), "--state", "/dev/zero");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("/dev/zero: more than 1048576 bytes");
  });

  it("standard input past the limit is refused the same way", () => {
    const r = crkbWithStdin("x".repeat(1024 * 1024 + 10), emptyData, "ask", "-");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("standard input: more than 1048576 bytes");
  });

  it("scenarios: an oversized scenario file is refused naming it", async () => {
    const dir = join(scratch, "scenarios");
    mkdirSync(dir);
    const big = join(dir, "huge.json");
    const fd = openSync(big, "w");
    ftruncateSync(fd, 2 * 1024 * 1024);
    closeSync(fd);
    const r = await crkb("scenarios", dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${big}: ${2 * 1024 * 1024} bytes`);
  });
});

describe("options", () => {
  it.each([
    [["rule", "402.8e", "--bogus"], 'unknown option "--bogus" (options: --version, --json, --data, --help)'],
    [["search", "x", "-z"], 'unknown option "-z"'],
    [["rule", "402.8e", "--version"], "--version needs a value"],
    [["rule", "402.8e", "--version", "--json"], '--version needs a value; "--json" looks like an option'],
    [["versions", "--json=yes"], '--json takes no value; got "yes"'],
    [["rule", "-h-", "--bogus"], 'unknown option "-" in "-h-"'],
    [["rule", "402.8e", "--version", "a", "--version", "b"], "--version given twice"],
  ])("crkb %j: exit 2, the option named, the usage after it", async (argv, message) => {
    const r = await crkb(...argv);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`crkb ${argv[0]}: ${message}`);
    expect(r.stderr).toContain(`\nusage: ${COMMANDS[argv[0]].usage}`);
    expect(r.stderr).not.toContain("ERR_PARSE_ARGS");
  });

  it("`--` ends the options: what follows is an argument, even when it starts with -", async () => {
    const r = await crkb("rule", "--", "--402");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('"--402" is not a rule number');
  });

  it("--version=VALUE and -h are read", async () => {
    expect((await crkb("rule", "402.8e", "--version=fragments-2006")).code).toBe(0);
    expect((await crkb("rule", "-h")).stdout).toMatch(/^usage: crkb rule/);
  });
});

describe("serve settings name the bad value and where it came from", () => {
  it.each([
    [{ PORT: "abc" }, [], '$PORT "abc" is not a port number (0-65535)'],
    [{}, ["--port", "70000"], '--port "70000" is not a port number (0-65535)'],
    [{ CRKB_RATE_LIMIT: "abc" }, [], '$CRKB_RATE_LIMIT "abc" is not a whole number of requests per minute'],
    [{ CRKB_RATE_LIMIT: "10" }, ["--rate-limit", "-1"], '--rate-limit needs a value; "-1" looks like an option'],
    [{ CRKB_RATE_LIMIT: "10" }, ["--rate-limit=-1"], '--rate-limit "-1" is not a whole number of requests per minute'],
    [{ PORT: "" }, [], '$PORT "" is not a port number'],
  ])("%j %j", async (env, argv, message) => {
    delete process.env.PORT;
    delete process.env.CRKB_RATE_LIMIT;
    Object.assign(process.env, env);
    try {
      const r = await crkb("serve", ...argv);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`crkb serve: ${message}`);
    } finally {
      delete process.env.PORT;
      delete process.env.CRKB_RATE_LIMIT;
    }
  });
});

describe("help fits 80 columns", () => {
  it("the general help: every line at most 80 characters, every command's usage and summary in full", async () => {
    const r = await crkb("--help");
    expect(r.code).toBe(0);
    for (const line of r.stdout.split("\n")) expect(line.length, line).toBeLessThanOrEqual(80);
    const flat = r.stdout.replace(/\s+/g, " ");
    for (const c of Object.values(COMMANDS)) {
      expect(flat).toContain(c.usage);
      expect(flat).toContain(c.summary);
    }
  });

  it.each(Object.keys(COMMANDS))("`%s --help`: at most 80 columns, each option's name apart from its help", async (name) => {
    const r = await crkb(name, "--help");
    expect(r.code).toBe(0);
    const lines = r.stdout.split("\n");
    for (const line of lines) expect(line.length, line).toBeLessThanOrEqual(80);
    for (const [k, o] of Object.entries(COMMANDS[name].options)) {
      const label = `--${k}${o.type === "string" ? " VALUE" : ""}`;
      expect(lines.some((l) => new RegExp(`^  ${label}\\s{2,}\\S`).test(l)), label).toBe(true);
    }
  });

  it("a long usage breaks between bracketed groups, never inside one", async () => {
    const lines = (await crkb("query", "--help")).stdout.split("\n");
    expect(lines[0]).toBe("usage: crkb query FILE.edn [--version V] [--state STATE.json] [--args JSON]");
    expect(lines[1]).toBe("         [--rules RULES.edn] [--json]");
  });

  it("serve --help no longer runs VALUE into its help", async () => {
    expect((await crkb("serve", "--help")).stdout).toMatch(/--rate-limit VALUE {2,}requests per minute/);
  });
});

describe("a reader that closes the pipe early", () => {
  it("bin/crkb.js exits 0 without a stack trace when stdout's reader is gone (EPIPE)", async () => {
    const child = spawn(process.execPath, [join(ROOT, "bin", "crkb.js"), "versions"], {
      cwd: ROOT, env: { ...process.env, CRKB_DATA: emptyData }, stdio: ["ignore", "pipe", "pipe"],
    });
    // Close our end before the child writes: its first write fails with EPIPE.
    child.stdout.destroy();
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    const code = await new Promise<number | null>((done) => child.on("close", (c) => done(c)));
    expect(stderr).not.toContain("EPIPE");
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(code).toBe(0);
  }, 30_000);
});
