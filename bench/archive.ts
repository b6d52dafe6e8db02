/**
 * The cost of the whole archive, each figure beside the same figure with a
 * single release (2026-01-16) loaded (issue 12): a rule in a fresh process
 * (against `crkb --help`), the server's first /health and its memory, a
 * rule's history across every release, a first search of an old release,
 * importing one release, and building the release store from the raw files.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { releaseStep } from "../src/history/lineage";
import { openKnowledgeBase, type KnowledgeBase } from "../src/knowledge-base";
import { readRelease } from "../src/rules/release";
import { importRelease } from "../src/store/data-dir";
import { RELEASES_DIR, SHIPPED_STORE_DIR } from "../src/store/open-store";
import { ReleaseStore } from "../src/store/release-store";
import { fmt, line, percentiles } from "./stats";

const ROOT = resolve(__dirname, "..");
const BIN = join(ROOT, "bin", "crkb.js");
const NEWEST = "2026-01-16";

/** Median wall time of `runs` runs of the CLI, in ms. */
function cliMs(args: string[], env: NodeJS.ProcessEnv, runs = 7): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    execFileSync(process.execPath, [BIN, ...args], { env, stdio: "ignore" });
    times.push(performance.now() - t0);
  }
  return percentiles(times).median;
}

/** How long the server's search warms after it listens, in steps (kb.warmSearchInTurns): /health is asked every WARMING_EVERY_MS meanwhile. */
const WARMING_MS = 2000;
const WARMING_EVERY_MS = 10;

/**
 * Starts `crkb serve` and answers when /health first answers 200, the
 * slowest /health asked while its search warms (a step of the warm-up at
 * most), and the server's resident memory then and after a warm-up.
 */
async function serveMs(env: NodeJS.ProcessEnv, port: number): Promise<{ healthMs: number; warmingMaxMs: number; rssMb: number; warmRssMb: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [BIN, "serve", "--port", String(port)], { env, stdio: "ignore" });
  try {
    let healthMs = -1;
    for (let i = 0; i < 600 && healthMs < 0; i++) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/health`);
        if (res.ok) healthMs = performance.now() - t0;
      } catch {
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))![1]) / 1024;
    const rssMb = rss();
    let warmingMaxMs = 0;
    for (const until = performance.now() + WARMING_MS; performance.now() < until; ) {
      const t = performance.now();
      await fetch(`http://127.0.0.1:${port}/health`);
      warmingMaxMs = Math.max(warmingMaxMs, performance.now() - t);
      await new Promise((r) => setTimeout(r, WARMING_EVERY_MS));
    }
    for (const n of ["702.19b", "100.1", "402.8"]) await fetch(`http://127.0.0.1:${port}/api/rules/${n}/history`);
    await fetch(`http://127.0.0.1:${port}/api/search?q=mana+burn&version=2005-02-01`);
    await fetch(`http://127.0.0.1:${port}/rules/702.19`);
    return { healthMs, warmingMaxMs, rssMb, warmRssMb: rss() };
  } finally {
    child.kill("SIGTERM");
  }
}

function historyMs(kb: KnowledgeBase, numbers: string[]): { median: number; p99: number; max: number } {
  for (const n of numbers) kb.history(n);
  const times = numbers.map((n) => {
    const t0 = performance.now();
    kb.history(n);
    return performance.now() - t0;
  });
  return { ...percentiles(times), max: Math.max(...times) };
}

export async function benchArchive(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), "crkb-bench-archive-"));
  try {
    const files = readdirSync(RELEASES_DIR).filter((f) => f.endsWith(".txt")).sort();
    console.log(`\nThe archive (${files.length} shipped releases) beside one release (${NEWEST})`);

    const t0 = performance.now();
    const parsed = files.flatMap((f) => {
      try {
        return [readRelease(readFileSync(join(RELEASES_DIR, f)), f)];
      } catch {
        return [];
      }
    });
    const parseMs = performance.now() - t0;
    const store = ReleaseStore.build(parsed, releaseStep, "bench");
    const buildMs = performance.now() - t0;
    const one = parsed.filter((v) => v.id === NEWEST);
    const t1 = performance.now();
    ReleaseStore.build(one, releaseStep, "bench-one");
    line("build the store from the raw releases", `${fmt(buildMs / 1000)} s (reading ${fmt(parseMs / 1000)} s); one release ${fmt(performance.now() - t1, 0)} ms`);
    line("texts stored once", `${store.distinctTexts} distinct texts for ${parsed.reduce((n, v) => n + v.paragraphs.length, 0)} paragraphs of all releases (${store.paragraphs(NEWEST).length} in ${NEWEST})`);

    const empty = join(work, "empty");
    const oneData = join(work, "one");
    importRelease(join(RELEASES_DIR, `${NEWEST}.txt`), oneData);
    const all = { ...process.env, CRKB_DATA: empty };
    const single = { ...process.env, CRKB_DATA: oneData };
    const help = cliMs(["--help"], all);
    const rule = cliMs(["rule", "702.19b"], all);
    line("fresh process: crkb --help", `${fmt(help, 0)} ms`);
    line("fresh process: crkb rule 702.19b, archive", `${fmt(rule, 0)} ms = ${fmt(rule / help)}x --help`);
    line("fresh process: crkb rule 702.19b --version, one", `${fmt(cliMs(["rule", "702.19b", "--version", NEWEST], single), 0)} ms`);

    const served = await serveMs(all, 3917);
    line("server: first /health after start, archive", `${fmt(served.healthMs, 0)} ms; resident ${fmt(served.rssMb, 0)} MB, ${fmt(served.warmRssMb, 0)} MB after history, search and a page`);
    line(`server: slowest /health in the next ${fmt(WARMING_MS / 1000, 0)} s (search warming)`, `${fmt(served.warmingMaxMs, 0)} ms`);

    const kbAll = openKnowledgeBase({ dataDir: empty });
    const kbOne = openKnowledgeBase({ dataDir: oneData, archive: false });
    const numbers = kbAll.numbers(NEWEST).filter((_, i) => i % 13 === 0);
    const hAll = historyMs(kbAll, numbers);
    const hOne = historyMs(kbOne, numbers);
    line(`history, warm (${numbers.length} rules), archive`, `median ${fmt(hAll.median)} ms, p99 ${fmt(hAll.p99)} ms, max ${fmt(hAll.max)} ms`);
    line("history, warm, one release", `median ${fmt(hOne.median)} ms, p99 ${fmt(hOne.p99)} ms`);

    // A first search builds the release's index: drop any index an earlier run cached beside the store.
    const cached = join(SHIPPED_STORE_DIR, "cache");
    for (const name of existsSync(cached) ? readdirSync(cached) : []) {
      if (/^search-\d{4}-/.test(name)) rmSync(join(cached, name), { force: true });
    }
    for (const id of ["2003-07-01", "2005-02-01", "2008-10-01"]) {
      const t = performance.now();
      kbAll.search("mana burn", { version: id });
      line(`search, first time, ${id}`, `${fmt(performance.now() - t, 0)} ms`);
    }
    const ts = performance.now();
    kbOne.search("mana burn", { version: NEWEST });
    line(`search, first time, one release (${NEWEST})`, `${fmt(performance.now() - ts, 0)} ms`);

    // A release the archive does not hold: today's, dated two weeks later.
    const newer = join(work, "MagicCompRules 20260130.txt");
    writeFileSync(newer, readFileSync(join(RELEASES_DIR, `${NEWEST}.txt`), "latin1").replace("January 16, 2026", "January 30, 2026"), "latin1");
    const importDir = join(work, "import");
    const ti = performance.now();
    importRelease(newer, importDir);
    const importMs = performance.now() - ti;
    const to = performance.now();
    openKnowledgeBase({ dataDir: importDir });
    line("import one release, then the first open links it", `import ${fmt(importMs, 0)} ms, open ${fmt(performance.now() - to, 0)} ms`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
