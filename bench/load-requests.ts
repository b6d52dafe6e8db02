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
}

/** GET /health's latency, sampled every HEALTH_EVERY_MS while an ask row runs (bench/health-probe.ts). */
export const HEALTH_EVERY_MS = 100;
export const HEALTH_BOUND_MS = 50;

export interface HealthJob {
  url: string;
  durationS: number;
  everyMs: number;
  boundMs: number;
}

export interface Health {
  samples: number;
  p99: number;
  max: number;
  /** Samples over the bound or not answered 200. */
  slow: number;
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
