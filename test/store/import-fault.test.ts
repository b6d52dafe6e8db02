/**
 * `crkb import` killed part-way (SIGKILL, so no handler or `finally` runs):
 * the real bin/crkb.js as a child process, killed at fixed delays after it
 * was spawned, as soon as it says it is reading the file (parsing), and as
 * soon as its temporary file appears in the data directory (mid-write).
 *
 * After every kill the data directory must be consistent: the release that
 * was already there is untouched, and the one being imported is either not
 * visible at all or visible whole (every numbered paragraph, the last one's
 * text); a temporary file left behind is ignored by loading, the next
 * import succeeds and removes it, and a server on the directory answers
 * /health and serves a rule of the release.
 *
 * Runs on a large synthetic release (about 8 MB of text, so the write takes
 * a while) always, and on the 2026 release of ../shared/corpus when present.
 * Needs the build (dist/), like the CLI's own child-process tests.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, watch, writeFileSync, type FSWatcher } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openKnowledgeBase } from "../../src/knowledge-base";
import { readRelease } from "../../src/rules/release";
import { buildApp } from "../../src/server/app";
import { importRelease, loadImported, versionFiles } from "../../src/store/data-dir";
import { corpusPath, describeWithCorpus } from "../support/corpus";
import { miniCr } from "../support/mini-cr";

const ROOT = resolve(__dirname, "..", "..");
const BIN = join(ROOT, "bin", "crkb.js");
/** The importer's temporary files: `.<id>.json.tmp-<pid>`. */
const TEMP = /^\..*\.tmp-\d+$/;

/** Where the child is killed: ms after spawn, when it prints "reading FILE ...", or when its temp file appears. */
type KillPoint = number | "reading" | "temp-file";

const KILL_POINTS: KillPoint[] = [5, 50, 200, "reading", "temp-file"];

interface Killed {
  point: string;
  /** The child was killed by our SIGKILL (rather than finishing first). */
  killed: boolean;
  /** importRelease was running when the kill was sent: the child had printed "reading FILE ..." or its temp file existed. */
  started: boolean;
  code: number | null;
  stderr: string;
  /** versions/ afterwards. */
  files: string[];
}

/** What the release must look like when it is visible. */
interface Expected {
  file: string;
  id: string;
  paragraphs: number;
  glossary: number;
  sha256: string;
  /** The last numbered paragraph: a cut-off write would lose it first. */
  last: { number: string; text: string };
}

function expectedOf(file: string): Expected {
  const v = readRelease(readFileSync(file), file);
  const numbered = v.paragraphs.filter((p) => p.kind !== "part");
  const last = numbered[numbered.length - 1];
  return { file, id: v.id, paragraphs: numbered.length, glossary: v.glossary.length, sha256: v.sources[0].sha256, last: { number: last.number, text: last.text } };
}

/** Runs `crkb import FILE --data DIR` and SIGKILLs it at `point`. */
function killImport(file: string, dataDir: string, point: KillPoint): Promise<Killed> {
  return new Promise((done, fail) => {
    const versions = join(dataDir, "versions");
    const child = spawn(process.execPath, [BIN, "import", file, "--data", dataDir], { cwd: ROOT, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    let sent = false;
    let startedAtKill = false;
    let watcher: FSWatcher | undefined;
    let poll: NodeJS.Timeout | undefined;
    let timer: NodeJS.Timeout | undefined;
    /** `sawTemp`: the temp file exists, so importRelease is running even if its "reading" line is still in the pipe. */
    const kill = (sawTemp = false) => {
      if (sent) return;
      sent = true;
      startedAtKill = sawTemp || stderr.includes("reading ");
      child.kill("SIGKILL");
    };
    if (point === "temp-file") {
      // inotify first; the poll is a fallback in case an event is missed.
      watcher = watch(versions, (_event, name) => {
        if (name && TEMP.test(String(name))) kill(true);
      });
      poll = setInterval(() => {
        if (readdirSync(versions).some((n) => TEMP.test(n))) kill(true);
      }, 1);
    } else if (typeof point === "number") {
      timer = setTimeout(() => kill(), point);
    }
    child.stderr!.setEncoding("utf8");
    child.stderr!.on("data", (d: string) => {
      stderr += d;
      if (point === "reading" && stderr.includes("reading ")) kill();
    });
    child.on("error", fail);
    child.on("close", (code, signal) => {
      watcher?.close();
      clearInterval(poll);
      clearTimeout(timer);
      done({
        point: String(point),
        killed: signal === "SIGKILL",
        started: startedAtKill,
        code,
        stderr,
        files: existsSync(versions) ? readdirSync(versions).sort() : [],
      });
    });
  });
}

function runImport(file: string, dataDir: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [BIN, "import", file, "--data", dataDir], { cwd: ROOT, encoding: "utf8" });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * The data directory is consistent: nothing damaged, `earlier` untouched
 * (same bytes), and `e` either absent or complete. Says which.
 */
function expectConsistent(dataDir: string, e: Expected, earlier: { path: string; bytes: Buffer; id: string; paragraphs: number }): "absent" | "complete" {
  const temps = readdirSync(join(dataDir, "versions")).filter((n) => TEMP.test(n));
  for (const t of temps) expect(versionFiles(dataDir), "a temporary file is never listed as a version").not.toContain(join(dataDir, "versions", t));
  expect(readFileSync(earlier.path).equals(earlier.bytes), `${earlier.path} is untouched`).toBe(true);

  const loaded = loadImported(dataDir);
  expect(loaded.warnings).toEqual([]);
  const kb = openKnowledgeBase({ dataDir, archive: false });
  expect(kb.warnings).toEqual([]);
  const byId = new Map(kb.versions().map((v) => [v.id, v]));
  expect(byId.get(earlier.id)?.paragraphs).toBe(earlier.paragraphs);
  const got = byId.get(e.id);
  if (!got) {
    expect(loaded.versions.map((v) => v.id)).not.toContain(e.id);
    return "absent";
  }
  expect(got.paragraphs).toBe(e.paragraphs);
  expect(got.glossary).toBe(e.glossary);
  expect(loaded.versions.find((v) => v.id === e.id)?.sources[0].sha256).toBe(e.sha256);
  expect(kb.rule(e.last.number, e.id).text).toBe(e.last.text);
  return "complete";
}

/** A server on the data directory (built as `crkb serve` builds it) answers /health and serves `e`'s last rule. */
async function expectServed(dataDir: string, e: Expected): Promise<void> {
  const app = await buildApp({ kb: openKnowledgeBase({ dataDir, archive: false }), rateLimit: false });
  try {
    const health = await app.inject({ method: "GET", url: "/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: "ok" });
    const rule = await app.inject({ method: "GET", url: `/api/rules/${e.last.number}?version=${e.id}` });
    expect(rule.statusCode).toBe(200);
    expect(rule.json()).toMatchObject({ number: e.last.number, text: e.last.text, version: { id: e.id } });
  } finally {
    await app.close();
  }
}

/** `crkb serve --port 0` as a child process; its base URL, and a function that stops it. */
async function serve(dataDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [BIN, "serve", "--port", "0", "--rate-limit", "0", "--data", dataDir], { cwd: ROOT, stdio: ["ignore", "ignore", "pipe"] });
  const exited = new Promise<void>((r) => child.once("close", () => r()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  try {
    const url = await new Promise<string>((ok, fail) => {
      let stderr = "";
      child.stderr!.setEncoding("utf8");
      child.stderr!.on("data", (d: string) => {
        stderr += d;
        const m = /serving on (http:\/\/\S+)/.exec(stderr);
        if (m) ok(m[1]);
      });
      child.once("close", (code) => fail(new Error(`crkb serve exited with ${code}: ${stderr}`)));
    });
    return { url, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** A large release in the official layout: 100 sections of 40 paragraphs of ~2 KB each, about 8 MB. */
function syntheticRelease(options: { date?: string; amended?: boolean } = {}): string {
  const letters = "abcdefghijkmnpqrstuvwxyz";
  const filler =
    "If an effect would have a player do something these rules forbid, the player does as much of it as possible and ignores the rest. ".repeat(12);
  const word = options.amended ? "amended" : "original";
  const contents: string[] = [];
  const body: string[] = [];
  for (let part = 1; part <= 9; part++) {
    contents.push(`${part}. Part ${part}`);
    body.push(`${part}. Part ${part}`, "");
    for (let s = 0; s < (part === 9 ? 4 : 12); s++) {
      const section = `${part}${String(s).padStart(2, "0")}`;
      contents.push(`${section}. Section ${section}`);
      body.push(`${section}. Section ${section}`, "");
      for (let r = 1; r <= 10; r++) {
        body.push(`${section}.${r}. Rule ${section}.${r}, ${word} text. ${filler}See rule ${section}.1.`, "");
        for (const letter of letters.slice(0, 3)) body.push(`${section}.${r}${letter} Subrule ${section}.${r}${letter}, ${word} text. ${filler}`, "");
      }
    }
  }
  return [
    "Magic: The Gathering Comprehensive Rules (synthetic)",
    "",
    `These rules are effective as of ${options.date ?? "March 3, 2009"}.`,
    "",
    "Contents",
    "",
    ...contents,
    "Glossary",
    "Credits",
    "",
    ...body,
    "Glossary",
    "",
    "Active Player",
    "The player whose turn it is.",
    "",
    "Credits",
    "",
    "Some people.",
    "",
  ].join("\r\n");
}

let scratch: string;
let earlierFile: string;

beforeAll(() => {
  // bin/crkb.js runs the build; CI builds first (.ci/run), as test/cli/main.test.ts expects.
  if (!existsSync(join(ROOT, "dist", "cli", "main.js"))) {
    execFileSync(process.execPath, [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.json"], { cwd: ROOT, stdio: "ignore" });
  }
  scratch = mkdtempSync(join(tmpdir(), "crkb-import-fault-"));
  earlierFile = join(scratch, "earlier.txt");
  writeFileSync(earlierFile, miniCr());
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** A fresh data directory already holding a small 2007-05-01 release, which every kill must leave alone. */
function dataDirWithEarlier(): { dataDir: string; earlier: { path: string; bytes: Buffer; id: string; paragraphs: number } } {
  const dataDir = mkdtempSync(join(scratch, "data-"));
  const r = importRelease(earlierFile, dataDir);
  const paragraphs = r.version.paragraphs.filter((p) => p.kind !== "part").length;
  return { dataDir, earlier: { path: r.path, bytes: readFileSync(r.path), id: r.version.id, paragraphs } };
}

/**
 * Kills at `point`; for "temp-file" tries again (fresh data directory) when
 * the import finished before the kill landed, up to 5 times.
 */
async function killInFreshDir(file: string, point: KillPoint): Promise<Killed & ReturnType<typeof dataDirWithEarlier>> {
  for (let attempt = 1; ; attempt++) {
    const dir = dataDirWithEarlier();
    const k = await killImport(file, dir.dataDir, point);
    const midWrite = k.killed && k.files.some((n) => TEMP.test(n));
    if (point !== "temp-file" || midWrite || attempt === 5) return { ...k, ...dir };
  }
}

function killSuite(releaseFile: () => string): void {
  const outcomes: Killed[] = [];
  let e: Expected;

  beforeAll(() => {
    e = expectedOf(releaseFile());
  });

  for (const point of KILL_POINTS) {
    const label = typeof point === "number" ? `${point} ms after spawn` : point === "reading" ? `when it prints "reading" (parsing)` : "when its temp file appears (mid-write)";
    it(`SIGKILL ${label}: consistent data dir, then a second import succeeds and a server serves the release`, async () => {
      const k = await killInFreshDir(e.file, point);
      outcomes.push(k);
      if (!k.killed) expect(k.code, `finished before the kill: ${k.stderr}`).toBe(0);

      const state = expectConsistent(k.dataDir, e, k.earlier);
      if (state === "absent") expect(k.killed).toBe(true);
      // A temp file is left only by a kill before the rename, when the release is not visible.
      if (k.files.some((n) => TEMP.test(n))) expect(state).toBe("absent");

      const again = runImport(e.file, k.dataDir);
      expect(again.status, again.stderr).toBe(0);
      expect(again.stdout).toMatch(new RegExp(`^(added|already imported): ${e.id} `));
      if (state === "absent") expect(again.stdout).toMatch(/^added: /);
      expect(readdirSync(join(k.dataDir, "versions")).sort()).toEqual([`${k.earlier.id}.json`, `${e.id}.json`]);
      expect(expectConsistent(k.dataDir, e, k.earlier)).toBe("complete");
      await expectServed(k.dataDir, e);
    });
  }

  it("at least one kill landed while the import was running, and one mid-write", () => {
    const summary = outcomes.map((o) => `${o.point}: ${o.killed ? "killed" : "finished"}${o.started ? " after reading began" : ""} [${o.files.join(", ")}]`).join("; ");
    expect(outcomes.some((o) => o.killed && o.started), summary).toBe(true);
    expect(outcomes.some((o) => o.killed && o.files.some((n) => TEMP.test(n))), summary).toBe(true);
  });
}

describe("crkb import SIGKILLed part-way through a large synthetic release", () => {
  let synthetic: string;
  beforeAll(() => {
    synthetic = join(scratch, "synthetic-2009-03-03.txt");
    writeFileSync(synthetic, syntheticRelease());
  });

  killSuite(() => synthetic);

  it("a kill while replacing a release of the same date leaves the old one whole; re-importing replaces it", async () => {
    const amended = join(scratch, "synthetic-2009-03-03-amended.txt");
    writeFileSync(amended, syntheticRelease({ amended: true }));
    const original = expectedOf(synthetic);
    const next = expectedOf(amended);
    expect(next.id).toBe(original.id);
    expect(next.last.text).not.toBe(original.last.text);

    let k: Killed | undefined;
    let dir: ReturnType<typeof dataDirWithEarlier> | undefined;
    for (let attempt = 1; attempt <= 5; attempt++) {
      dir = dataDirWithEarlier();
      importRelease(synthetic, dir.dataDir);
      k = await killImport(amended, dir.dataDir, "temp-file");
      if (k.killed && k.files.some((n) => TEMP.test(n))) break;
    }
    expect(k!.killed && k!.files.some((n) => TEMP.test(n)), "killed mid-write").toBe(true);
    // The old release is still the one visible, whole.
    expect(expectConsistent(dir!.dataDir, original, dir!.earlier)).toBe("complete");

    const again = runImport(amended, dir!.dataDir);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toMatch(new RegExp(`^replaced: ${next.id} `));
    expect(readdirSync(join(dir!.dataDir, "versions")).sort()).toEqual([`${dir!.earlier.id}.json`, `${next.id}.json`]);
    expect(expectConsistent(dir!.dataDir, next, dir!.earlier)).toBe("complete");
    await expectServed(dir!.dataDir, next);
  });

  it("`crkb serve --port 0` on a data dir with a killed import's temp file serves the rest; after re-import it serves the release", async () => {
    const e = expectedOf(synthetic);
    const k = await killInFreshDir(synthetic, "temp-file");
    expect(k.files.some((n) => TEMP.test(n)), "killed mid-write").toBe(true);

    let server = await serve(k.dataDir);
    try {
      const health = await fetch(`${server.url}/health`);
      expect(health.status).toBe(200);
      const versions = (await (await fetch(`${server.url}/api/versions`)).json()) as { id: string }[];
      expect(versions.map((v) => v.id)).toContain(k.earlier.id);
      expect(versions.map((v) => v.id)).not.toContain(e.id);
      const missing = await fetch(`${server.url}/api/rules/${e.last.number}?version=${e.id}`);
      expect(missing.status).toBe(404);
    } finally {
      await server.stop();
    }

    const again = runImport(synthetic, k.dataDir);
    expect(again.status, again.stderr).toBe(0);
    server = await serve(k.dataDir);
    try {
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
      const rule = await fetch(`${server.url}/api/rules/${e.last.number}?version=${e.id}`);
      expect(rule.status).toBe(200);
      expect(await rule.json()).toMatchObject({ number: e.last.number, text: e.last.text, version: { id: e.id } });
    } finally {
      await server.stop();
    }
    // Two server starts on an 8 MB release, each indexing it for search: slow on a busy machine.
  }, 120_000);
});

describeWithCorpus("crkb import SIGKILLed part-way through the 2026-01-16 release", () => {
  killSuite(() => corpusPath("cr-2026-01-16.txt"));
});

// A data directory that does not exist yet: a kill before the import creates anything leaves nothing behind.
describe("crkb import SIGKILLed into a data directory that does not exist yet", () => {
  it("leaves nothing a later open or import trips over", async () => {
    const dataDir = join(scratch, "not-yet");
    const k = await killImport(earlierFile, dataDir, 5);
    if (k.killed) {
      const kb = openKnowledgeBase({ dataDir, archive: false });
      expect(kb.warnings).toEqual([]);
      expect(kb.versions().map((v) => v.id)).not.toContain("2007-05-01");
    }
    const again = runImport(earlierFile, dataDir);
    expect(again.status, again.stderr).toBe(0);
    expect(openKnowledgeBase({ dataDir, archive: false }).versions().map((v) => v.id)).toContain("2007-05-01");
  });
});
