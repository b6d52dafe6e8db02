/**
 * Load: autocannon at 100 connections against fastify's hello-world route
 * (the baseline) and three crkb routes (GET /api/rules/:number cycling
 * through real numbers, GET /api/search cycling through the dev queries,
 * POST /api/ask with the functions questions of the Necrosavant scenario),
 * all four runs in this process and in the same run, so the ratios hold
 * whatever the machine. Prints requests/s, the ratio to hello-world, p50 and
 * p99 latency, errors, non-2xx and timeouts, and this process's resident
 * memory before and after the load.
 *
 * Unlike bench/http.ts (servers in a child process, 10 connections), the
 * servers and autocannon share this process and its event loop: absolute
 * figures are lower than a separate load generator would see, the ratios
 * and the memory are what this measures.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import Fastify, { type FastifyInstance } from "fastify";
import { openKnowledgeBase } from "../src/knowledge-base";
import { buildApp } from "../src/server/app";
import { fmt, line } from "./stats";

/** Seconds of load per route: 60 as issue 11 asks; CRKB_LOAD_SECONDS for a shorter look. */
export const LOAD_DURATION_S = Number(process.env.CRKB_LOAD_SECONDS) > 0 ? Number(process.env.CRKB_LOAD_SECONDS) : 60;
export const LOAD_CONNECTIONS = 100;

const SCENARIO = join(__dirname, "..", "test", "scenarios", "402.8h-necrosavant.json");

interface Load {
  /** Resident memory a sixth into the run (after warm-up) and at its end: flat memory means these two agree. */
  rssWarm: number;
  rssEnd: number;
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts included (autocannon's `errors`). */
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: number;
}

type Request = { method: "GET" | "POST"; path: string; headers?: Record<string, string>; body?: string };

function load(url: string, requests: Request[], durationS: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    let rssWarm = 0;
    const warm = setTimeout(() => (rssWarm = process.memoryUsage().rss), (durationS * 1000) / 6);
    autocannon({ url, connections: LOAD_CONNECTIONS, duration: durationS, requests }, (err: Error | null, r: autocannon.Result) => {
      clearTimeout(warm);
      if (err) reject(err);
      else
        resolve({
          rssWarm,
          rssEnd: process.memoryUsage().rss,
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors,
          timeouts: r.timeouts,
          non2xx: r.non2xx,
          requests: r.requests.total,
        });
    });
  });
}

/** One request of each kind before the load: a route that answers 4xx would otherwise look fast. */
async function preflight(url: string, requests: Request[]): Promise<void> {
  for (const r of requests) {
    const res = await fetch(`${url}${r.path}`, { method: r.method, headers: r.headers, body: r.body });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`load bench: ${r.method} ${r.path} answered ${res.status}`);
  }
}

/** The functions questions of the Necrosavant scenario (402.8h), as POST /api/ask bodies. */
function askRequests(): Request[] {
  const scenario = JSON.parse(readFileSync(SCENARIO, "utf8")) as { state: unknown; asks: Record<string, unknown>[] };
  return scenario.asks
    .filter((a) => a.ask === "functions")
    .map(({ expect: _expect, ...question }) => ({
      method: "POST" as const,
      path: "/api/ask",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...question, state: scenario.state }),
    }));
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
    const routes: { label: string; url: string; requests: Request[] }[] = [
      { label: "fastify hello-world (baseline)", url: address(hello), requests: [{ method: "GET", path: "/" }] },
      {
        label: `GET /api/rules/:number (${numbers.length} numbers)`,
        url: address(app),
        requests: numbers.map((n) => ({ method: "GET", path: `/api/rules/${n}` })),
      },
      {
        label: `GET /api/search (${searches.length} queries${version ? `, ${version}` : ""})`,
        url: address(app),
        requests: searches.map((q) => ({ method: "GET", path: `/api/search?q=${encodeURIComponent(q)}${versionParam}` })),
      },
      { label: "POST /api/ask (functions, Necrosavant)", url: address(app), requests: askRequests() },
    ];
    for (const r of routes) await preflight(r.url, r.requests);

    const rssBefore = process.memoryUsage().rss;
    const results: Load[] = [];
    for (const r of routes) {
      results.push(await load(r.url, r.requests, durationS));
    }
    const rssAfter = process.memoryUsage().rss;

    console.log(`\nLoad, autocannon ${LOAD_CONNECTIONS} connections x ${durationS} s each, servers and load generator in this process`);
    const base = results[0].rps;
    routes.forEach((r, i) => {
      const l = results[i];
      line(r.label, `${fmt(l.rps, 0)} req/s${i === 0 ? "" : ` (${fmt((l.rps / base) * 100, 1)} % of hello-world)`}, p50 ${l.p50} ms, p99 ${l.p99} ms`);
      line("", `${l.requests} requests, errors ${l.errors}, non-2xx ${l.non2xx}, timeouts ${l.timeouts}; rss ${mb(l.rssWarm)} a sixth in, ${mb(l.rssEnd)} at the end`);
    });
    line("resident memory (rss) before the load", mb(rssBefore));
    line("resident memory (rss) after the load", `${mb(rssAfter)} (${rssAfter >= rssBefore ? "+" : "-"}${mb(Math.abs(rssAfter - rssBefore))})`);
  } finally {
    for (const s of servers.reverse()) await s.close();
  }
}
