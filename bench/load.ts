/**
 * Load: autocannon at 100 connections against fastify's hello-world route
 * (the baseline) and crkb routes (GET /health itself, the cheapest route
 * through every plugin; GET /api/rules/:number cycling through real
 * numbers, GET /api/search cycling through the dev queries, POST /api/ask
 * with the functions questions of the Necrosavant scenario, and the same
 * questions with a new state each time), all in this process and in the
 * same run, so the ratios hold whatever the machine. Prints requests/s, the
 * ratio to hello-world, p50 and p99 latency, errors, non-2xx and timeouts,
 * the servers' CPU per request and the load generator's (which shares the
 * machine's cores: a route whose answers cost it more reads lower, whatever
 * the server spends), this process's resident memory before and
 * after the load, how late its event loop ran and its GC pauses
 * (load-loop.ts), and, while the /health, rules and ask rows run, how long
 * GET /health takes and where that time went (load-health.ts).
 * CRKB_LOAD_ROWS (a pattern of labels) runs some rows alone beside the
 * baseline; CRKB_LOAD_PROFILE=1 profiles each row (load-profile.ts).
 *
 * The first ask row asks the same two bodies again and again, so after the
 * first asking the server answers them from memory (server/ask-answers.ts);
 * the second changes the turn number in every request, so no two states are
 * the same and every question goes to a worker: the figure for a state the
 * server has not seen. Its objects are the same, so what the worker keeps of
 * a board by its objects still applies.
 *
 * What bounds the search row (search-speed6, 10-s rows, load 1.2-1.9): the
 * load generator, not the server. Autocannon spends 0.105-0.132 ms on each
 * search answer against 0.038-0.055 ms on hello-world's, more than the
 * server's 0.086-0.107 ms per search; a bare fastify route sending the
 * same 418 answers' bytes with the same headers, none of crkb's plugins or
 * hooks, drew 9.1-9.2k req/s with the client at 0.112-0.118 ms, where
 * crkb's route drew 8.0-9.9k. One 3.5 KB answer, repeated, cost the
 * client 0.05 ms a request; asked by 418 URLs, 0.06-0.07 ms; with crkb's
 * headers, 0.063 ms: the rest is in the row's 418 distinct answers.
 *
 * The servers run in this process and autocannon in a child process
 * (bench/load-client.ts), so a request's latency is the server's, not the
 * load generator's share of one event loop; the resident memory printed is
 * the servers' alone. On 2 cores the two processes and the ask worker still
 * share the machine: the ratios to hello-world are the figure to compare.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { setPriority, tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { openKnowledgeBase } from "../src/knowledge-base";
import { buildApp } from "../src/server/app";
import { healthSeen, watchRequests, type HealthSeen, type Parts } from "./load-health";
import { watchLoop, type LoopSeen } from "./load-loop";
import { profile, type ProfileSeen } from "./load-profile";
import { askRequests, HEALTH_BOUND_MS, HEALTH_EVERY_MS, type Health, type HealthJob, type LoadJob, type LoadResult, type Request } from "./load-requests";
import { devQueries } from "./search";
import { fmt, line } from "./stats";

/** Seconds of load per route: 60 as issue 11 asks; CRKB_LOAD_SECONDS for a shorter look. */
export const LOAD_DURATION_S = Number(process.env.CRKB_LOAD_SECONDS) > 0 ? Number(process.env.CRKB_LOAD_SECONDS) : 60;
export const LOAD_CONNECTIONS = 100;

interface Load extends LoadResult {
  /** Resident memory a sixth into the run (after warm-up) and at its end: flat memory means these two agree. */
  rssWarm: number;
  rssEnd: number;
  health: HealthSeen | null;
  loop: LoopSeen;
  /** CPU time of this process (the servers and their workers) per request answered, ms. */
  cpuPerRequestMs: number;
  /** With CRKB_LOAD_PROFILE: the servers' CPU per request by package and function (load-profile.ts). */
  profile: ProfileSeen | null;
}

/**
 * CRKB_LOAD_CLIENT_NICE: the load generator's niceness, for a diagnosis only:
 * on a machine with fewer cores than busy processes, a nice client stands in
 * for one on a machine of its own, so what is left of a slow /health is the
 * server's. Printed with the figures; never the figure to report.
 */
const CLIENT_NICE = Number(process.env.CRKB_LOAD_CLIENT_NICE ?? 0);

/** Runs bench/`script` in a child process at `nice` with `input` as JSON on its standard input; resolves with the JSON it prints. */
function child<T>(script: string, input: unknown, nice = 0): Promise<T> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [join(__dirname, "..", "node_modules", "tsx", "dist", "cli.mjs"), join(__dirname, script)], { stdio: ["pipe", "pipe", "inherit"] });
    if (nice !== 0 && p.pid !== undefined) setPriority(p.pid, nice);
    let out = "";
    p.stdout.on("data", (d: Buffer) => (out += d));
    p.on("error", reject);
    p.on("close", (code) => (code === 0 ? resolve(JSON.parse(out) as T) : reject(new Error(`load bench: ${script} exited ${code}`))));
    p.stdin.end(JSON.stringify(input));
  });
}

/**
 * Runs `job` from the load generator's process (load-client.ts) and, when
 * `server` is given, samples its GET /health meanwhile from a third
 * (health-probe.ts), so neither the load nor the probe waits on the other's
 * event loop; the server notes its side of each sample (load-health.ts).
 */
async function load(job: LoadJob, server: FastifyInstance | null): Promise<Load> {
  let rssWarm = 0;
  const warm = setTimeout(() => (rssWarm = process.memoryUsage().rss), (job.durationS * 1000) / 6);
  const stop = watchLoop();
  const cpu = process.cpuUsage();
  const probe: HealthJob = { url: job.url, durationS: job.durationS, everyMs: HEALTH_EVERY_MS, serverPid: process.pid };
  const stopWatching = server ? watchRequests(server.server) : null;
  const stopProfile = process.env.CRKB_LOAD_PROFILE ? await profile() : null;
  const [result, health] = await Promise.all([child<LoadResult>("load-client.ts", job, CLIENT_NICE), server ? child<Health>("health-probe.ts", probe) : null]);
  const side = stopWatching?.();
  const profiled = stopProfile ? await stopProfile(result.requests) : null;
  const { user, system } = process.cpuUsage(cpu);
  clearTimeout(warm);
  return {
    ...result,
    health: health && side ? healthSeen(health, side) : null,
    loop: stop(),
    rssWarm,
    rssEnd: process.memoryUsage().rss,
    cpuPerRequestMs: (user + system) / 1000 / Math.max(1, result.requests),
    profile: profiled,
  };
}

/** A sample's parts (load-health.ts), for printing. */
function describeParts(p: Parts): string {
  return (
    `queued ${fmt(p.queuedMs, 1)} ms behind ${fmt(p.ahead, 0)} requests, served ${fmt(p.servedMs, 2)} ms, back ${fmt(p.backMs, 2)} ms; ` +
    `waiting for a core: server ${fmt(p.serverWaitMs, 1)} ms, probe ${fmt(p.probeWaitMs, 1)} ms`
  );
}

/** One request of each kind before the load: a route that answers 4xx would otherwise look fast. */
async function preflight(url: string, requests: Request[]): Promise<void> {
  for (const r of requests) {
    const res = await fetch(`${url}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`load bench: ${r.method} ${r.path} answered ${res.status}`);
  }
}

function mb(bytes: number): string {
  return `${fmt(bytes / 1024 / 1024, 1)} MB`;
}

export async function benchLoad(
  dataDir: string,
  numbers: string[],
  searches: string[],
  version: string | null,
  durationS = LOAD_DURATION_S,
): Promise<void> {
  const servers: FastifyInstance[] = [];
  const address = (s: FastifyInstance) => `http://127.0.0.1:${(s.server.address() as { port: number }).port}`;
  try {
    const hello = Fastify();
    servers.push(hello);
    hello.get("/", async () => ({ hello: "world" }));
    await hello.listen({ port: 0, host: "127.0.0.1" });

    const kb = openKnowledgeBase({ dataDir });
    // Build the search indexes before the load starts, as `crkb serve` does for the default one.
    kb.warmSearch();
    if (version) kb.search("warm", { version });
    // The benchmark measures the server, not the rate limit that would refuse it.
    // autocannon counts every answer's status; questions still queued when the last run ends are
    // refused as the server closes (503 "closing"), which is shutdown at work, not an error to log.
    const app = await buildApp({ kb, rateLimit: false, logger: { level: "fatal" } });
    servers.push(app);
    await app.listen({ port: 0, host: "127.0.0.1" });

    const versionParam = version ? `&version=${version}` : "";
    const routes: { label: string; url: string; requests: Request[]; newState?: boolean; health?: boolean }[] = [
      { label: "fastify hello-world (baseline)", url: address(hello), requests: [{ method: "GET", path: "/" }] },
      { label: "GET /health (the cheapest route, through every plugin)", url: address(app), requests: [{ method: "GET", path: "/health" }], health: true },
      {
        label: `GET /api/rules/:number (${numbers.length} numbers)`,
        url: address(app),
        requests: numbers.map((n) => ({ method: "GET", path: `/api/rules/${n}` })),
        health: true,
      },
      {
        label: `GET /api/search (${searches.length} queries${version ? `, ${version}` : ""})`,
        url: address(app),
        requests: searches.map((q) => ({ method: "GET", path: `/api/search?q=${encodeURIComponent(q)}${versionParam}` })),
      },
      { label: "POST /api/ask (functions, Necrosavant, the same bodies)", url: address(app), requests: askRequests(), health: true },
      { label: "POST /api/ask (the same, a new state every request)", url: address(app), requests: askRequests(), newState: true, health: true },
    ];
    // CRKB_LOAD_ROWS, a pattern of row labels, runs those rows alone beside the baseline (a shorter look at one route).
    const only = process.env.CRKB_LOAD_ROWS ? new RegExp(process.env.CRKB_LOAD_ROWS) : null;
    if (only) routes.splice(1, routes.length, ...routes.slice(1).filter((r) => only.test(r.label)));
    for (const r of routes) await preflight(r.url, r.requests);

    const rssBefore = process.memoryUsage().rss;
    const results: Load[] = [];
    for (const r of routes) {
      results.push(await load({ url: r.url, requests: r.requests, newState: r.newState ?? false, durationS, connections: LOAD_CONNECTIONS }, r.health ? app : null));
    }
    const rssAfter = process.memoryUsage().rss;

    console.log(`\nLoad, autocannon ${LOAD_CONNECTIONS} connections x ${durationS} s each, servers in this process, the load generator in a child process${CLIENT_NICE ? ` at nice ${CLIENT_NICE} (a diagnosis, not the figure)` : ""}`);
    const base = results[0].rps;
    routes.forEach((r, i) => {
      const l = results[i];
      line(r.label, `${fmt(l.rps, 0)} req/s${i === 0 ? "" : ` (${fmt((l.rps / base) * 100, 1)} % of hello-world)`}, p50 ${l.p50} ms, p99 ${l.p99} ms`);
      line("", `${l.requests} requests, errors ${l.errors}, non-2xx ${l.non2xx}, timeouts ${l.timeouts}; rss ${mb(l.rssWarm)} a sixth in, ${mb(l.rssEnd)} at the end`);
      line("", `server CPU per request ${fmt(l.cpuPerRequestMs, 3)} ms; the load generator's ${fmt(l.clientCpuPerRequestMs, 3)} ms`);
      const h = l.health;
      if (h) {
        line("", `GET /health meanwhile: ${h.asked} asked, p99 ${fmt(h.p99, 1)} ms, max ${fmt(h.max, 1)} ms, ${h.slow} over ${HEALTH_BOUND_MS} ms or not 200`);
        line("", `  medians, all: ${describeParts(h.all)}`);
        if (h.slowParts) line("", `  medians, the slow ones: ${describeParts(h.slowParts)}`);
        line("", `  the probe's own event loop: delay p99 ${fmt(h.probeDelayP99, 1)} ms, max ${fmt(h.probeDelayMax, 1)} ms`);
      }
      if (l.profile) {
        const top = (list: [string, number][], n: number) => list.slice(0, n).map(([k, us]) => `${k} ${fmt(us, 1)}`).join(", ");
        line("", `profile, µs per request: ${fmt(l.profile.totalUs, 1)} not idle; by package: ${top(l.profile.byPackage, 12)}`);
        line("", `profile, µs per request by function: ${top(l.profile.byFunction, 20)}`);
      }
      const gc = Object.entries(l.loop.gc).map(([kind, g]) => `${kind} ${g.count}x ${fmt(g.totalMs, 0)} ms (max ${fmt(g.maxMs, 1)})`).join(", ");
      line("", `servers' event loop: delay p99 ${fmt(l.loop.delayP99, 1)} ms, max ${fmt(l.loop.delayMax, 1)} ms; GC ${gc || "none"}`);
    });
    line("resident memory (rss) before the load", mb(rssBefore));
    line("resident memory (rss) after the load", `${mb(rssAfter)} (${rssAfter >= rssBefore ? "+" : "-"}${mb(Math.abs(rssAfter - rssBefore))})`);
  } finally {
    for (const s of servers.reverse()) await s.close();
  }
}

/** `npx tsx bench/load.ts`: this benchmark alone, on the default knowledge base (CRKB_LOAD_SECONDS per row). */
if (require.main === module) {
  const dataDir = mkdtempSync(join(tmpdir(), "crkb-bench-load-"));
  const kb = openKnowledgeBase({ dataDir });
  const newest = kb.versions().at(-1)!;
  const numbers = kb.db.paragraphs(newest.id).map((p) => p.number).filter((_, i) => i % 37 === 0);
  const version = kb.versions().some((v) => v.id === "2026-01-16") ? "2026-01-16" : null;
  benchLoad(dataDir, numbers, devQueries(), version)
    .catch((e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    })
    .finally(() => rmSync(dataDir, { recursive: true, force: true }));
}
