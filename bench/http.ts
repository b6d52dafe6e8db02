/**
 * HTTP throughput: autocannon against GET /api/rules/:number and the
 * server-rendered GET /rules/:number (cycling through real numbers) and GET
 * /api/search (cycling through the dev queries) next to fastify's
 * hello-world route, all served by one child
 * process (serve.ts) and measured in the same run, so the ratios hold
 * whatever the machine.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { join } from "node:path";
import autocannon from "autocannon";
import { fmt, line } from "./stats";

const DURATION_S = 5;
const CONNECTIONS = 10;

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function load(url: string, paths: string[]): Promise<Load> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION_S, requests: paths.map((path) => ({ method: "GET", path })) },
      (err: Error | null, r: autocannon.Result) => {
        if (err) reject(err);
        else resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx });
      },
    );
  });
}

export async function benchHttp(dataDir: string, numbers: string[], searches: string[], version: string | null): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", join(__dirname, "serve.ts"), dataDir, version ?? ""], { stdio: ["ignore", "pipe", "inherit"] });
  try {
    const first = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout! }).once("line", resolve);
      child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const ports = JSON.parse(first) as { hello: number; crkb: number };
    // One request to each path first: the first page builds the history of every paragraph (answers/changes.ts), seconds on its own.
    for (const n of numbers) await fetch(`http://127.0.0.1:${ports.crkb}/rules/${n}`);
    const hello = await load(`http://127.0.0.1:${ports.hello}`, ["/"]);
    const rules = await load(`http://127.0.0.1:${ports.crkb}`, numbers.map((n) => `/api/rules/${n}`));
    const pages = await load(`http://127.0.0.1:${ports.crkb}`, numbers.map((n) => `/rules/${n}`));
    const versionParam = version ? `&version=${version}` : "";
    const search = await load(`http://127.0.0.1:${ports.crkb}`, searches.map((q) => `/api/search?q=${encodeURIComponent(q)}${versionParam}`));
    console.log(`\nHTTP, autocannon ${CONNECTIONS} connections x ${DURATION_S} s each, same run`);
    const show = (l: Load) => `${fmt(l.rps, 0)} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms, errors ${l.errors}, non-2xx ${l.non2xx}`;
    line("fastify hello-world (baseline)", show(hello));
    line(`GET /api/rules/:number (${numbers.length} numbers)`, show(rules));
    line("  throughput ratio to hello-world", `${fmt((rules.rps / hello.rps) * 100, 0)} %`);
    line(`GET /rules/:number, the page (${numbers.length} numbers)`, show(pages));
    line("  throughput ratio to the JSON route", `${fmt((pages.rps / rules.rps) * 100, 0)} %`);
    line(`GET /api/search (${searches.length} queries${version ? `, ${version}` : ""})`, show(search));
    line("  throughput ratio to hello-world", `${fmt((search.rps / hello.rps) * 100, 1)} %`);
  } finally {
    child.kill();
  }
}
