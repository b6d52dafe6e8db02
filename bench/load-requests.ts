/**
 * The requests of the load bench (bench/load.ts) and what its load
 * generator (bench/load-client.ts) hands back, shared by the two processes.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

const SCENARIO = join(__dirname, "..", "test", "scenarios", "402.8h-necrosavant.json");

export type Request = {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

/** One row of load: autocannon at `connections` for `durationS` against `url`, cycling through `requests`. */
export interface LoadJob {
  url: string;
  requests: Request[];
  /** Each request's state gets a turn number never used before (askWithNewState): no state is asked twice. */
  newState: boolean;
  durationS: number;
  connections: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts included (autocannon's `errors`). */
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: number;
  /** The load generator's own CPU time (its process) per request answered, ms: on a machine it shares with the server, what it spends on each answer's bytes is CPU the server does not get. */
  clientCpuPerRequestMs: number;
}

/** GET /health's latency, sampled every HEALTH_EVERY_MS while an ask row runs (bench/health-probe.ts). */
export const HEALTH_EVERY_MS = 100;
export const HEALTH_BOUND_MS = 50;
/** The request header that numbers the probe's requests, so the server's side of each can be found (load-health.ts). */
export const PROBE_HEADER = "x-probe";

export interface HealthJob {
  url: string;
  durationS: number;
  everyMs: number;
  /** The server's process, whose main thread's wait for a core is read around each sample. */
  serverPid: number;
}

/**
 * One GET /health of the probe. Times are in ms on the machine's monotonic
 * clock (process.hrtime), which every process on it shares, so they compare
 * with the server's own readings.
 */
export interface HealthSample {
  id: number;
  /** Just before its bytes were written to the socket. */
  sentMs: number;
  /** When the probe had read the whole answer. */
  gotMs: number;
  status: number;
  /** Time the server's and the probe's main threads spent runnable but waiting for a core meanwhile (/proc schedstat). */
  serverWaitMs: number;
  probeWaitMs: number;
}

export interface Health {
  samples: HealthSample[];
  /** The probe's own event loop delay over the row, ms: a late probe is not a late server. */
  probeDelayP99: number;
  probeDelayMax: number;
}

/** The functions questions of the Necrosavant scenario (402.8h), as POST /api/ask bodies, the same bodies each time. */
export function askRequests(): Request[] {
  const scenario = JSON.parse(readFileSync(SCENARIO, "utf8")) as { state: unknown; asks: Record<string, unknown>[] };
  return scenario.asks
    .filter((a) => a.ask === "functions")
    .map(({ expect: _expect, ...question }) => ({ method: "POST", path: "/api/ask", headers: { "content-type": "application/json" }, body: JSON.stringify({ ...question, state: scenario.state }) }));
}

let turn = 1_000;

/** `request` (an ask) with its state's turn number counted up: every call a state not seen before. */
export function askWithNewState(request: Request): Request {
  const question = JSON.parse(request.body!) as { state: { turn: { number: number } } };
  return { ...request, body: JSON.stringify({ ...question, state: { ...question.state, turn: { ...question.state.turn, number: turn++ } } }) };
}
