/**
 * Where a /health sample's time went while a load row ran (bench/load.ts):
 * the server notes when each request reaches it (node's "request" event,
 * its headers parsed) and when the probe's answers are finished, on the
 * monotonic clock the probe (health-probe.ts) reads too. A sample's time is
 * then cut into: queued, from the probe's write until the server read it,
 * with the number of other requests the server took meanwhile; served, from
 * then until its answer was written; back, from then until the probe had
 * read it. Beside them, how long the server's and the probe's threads
 * waited for a core (the machine has fewer cores than busy processes).
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { HEALTH_BOUND_MS, PROBE_HEADER, type Health, type HealthSample } from "./load-requests";
import { percentiles } from "./stats";

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

/** The server's side: when every request arrived, in order, and each probe request's arrival and finish. */
export interface ServerSide {
  starts: number[];
  probes: Map<number, { seenMs: number; doneMs: number }>;
}

/** Starts noting the requests `server` takes; the function returned stops and reports. */
export function watchRequests(server: Server): () => ServerSide {
  const side: ServerSide = { starts: [], probes: new Map() };
  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    const seenMs = nowMs();
    side.starts.push(seenMs);
    const id = request.headers[PROBE_HEADER];
    if (typeof id !== "string") return;
    const seen = { seenMs, doneMs: Number.NaN };
    side.probes.set(Number(id), seen);
    // prefinish: when the whole answer is handed to the socket, not when the write completes a loop turn later.
    response.once("prefinish", () => (seen.doneMs = nowMs()));
  };
  // Before fastify's own listener, so the arrival is the server's first look at the request.
  server.prependListener("request", onRequest);
  return () => {
    server.off("request", onRequest);
    return side;
  };
}

/** Medians (ms, and requests for `ahead`) of a set of samples' parts. */
export interface Parts {
  queuedMs: number;
  /** Other requests the server took while the sample was queued. */
  ahead: number;
  servedMs: number;
  backMs: number;
  serverWaitMs: number;
  probeWaitMs: number;
}

export interface HealthSeen {
  asked: number;
  p99: number;
  max: number;
  /** Samples over HEALTH_BOUND_MS or not answered 200. */
  slow: number;
  /** Medians over every sample, and over the slow ones alone (null if none). */
  all: Parts;
  slowParts: Parts | null;
  probeDelayP99: number;
  probeDelayMax: number;
}

/** How many of the sorted `starts` fall in (from, to]. */
function between(starts: number[], from: number, to: number): number {
  const firstAfter = (t: number) => {
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return firstAfter(to) - firstAfter(from);
}

function parts(samples: HealthSample[], side: ServerSide): Parts {
  const median = (f: (s: HealthSample, seen: { seenMs: number; doneMs: number }) => number) =>
    percentiles(samples.map((s) => f(s, side.probes.get(s.id) ?? { seenMs: Number.NaN, doneMs: Number.NaN }))).median;
  return {
    queuedMs: median((s, seen) => seen.seenMs - s.sentMs),
    // The sample's own arrival is among the starts; it is not ahead of itself.
    ahead: median((s, seen) => between(side.starts, s.sentMs, seen.seenMs) - 1),
    servedMs: median((_, seen) => seen.doneMs - seen.seenMs),
    backMs: median((s, seen) => s.gotMs - seen.doneMs),
    serverWaitMs: median((s) => s.serverWaitMs),
    probeWaitMs: median((s) => s.probeWaitMs),
  };
}

export function healthSeen(health: Health, side: ServerSide): HealthSeen {
  const times = health.samples.map((s) => s.gotMs - s.sentMs);
  const slow = health.samples.filter((s) => s.gotMs - s.sentMs > HEALTH_BOUND_MS || s.status !== 200);
  return {
    asked: times.length,
    p99: percentiles(times).p99,
    max: Math.max(...times),
    slow: slow.length,
    all: parts(health.samples, side),
    slowParts: slow.length ? parts(slow, side) : null,
    probeDelayP99: health.probeDelayP99,
    probeDelayMax: health.probeDelayMax,
  };
}
