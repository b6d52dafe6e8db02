/**
 * The load bench's breakdown of a /health sample (bench/load-health.ts):
 * the server's side noted on a real socket, and a sample's time cut into
 * queued, ahead, served and back from tiny literal timelines.
 */
import { createServer, request } from "node:http";
import { describe, expect, it } from "vitest";
import { healthSeen, watchRequests, type ServerSide } from "../../bench/load-health";
import { PROBE_HEADER, type Health, type HealthSample } from "../../bench/load-requests";

const sample = (id: number, sentMs: number, gotMs: number, serverWaitMs = 0): HealthSample => ({ id, sentMs, gotMs, status: 200, serverWaitMs, probeWaitMs: 0 });

describe("watchRequests", () => {
  it("notes every request's arrival, and a probe's arrival and finish by its number", async () => {
    const server = createServer((_req, res) => res.end("ok"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const stop = watchRequests(server);
    const port = (server.address() as { port: number }).port;
    const get = (headers: Record<string, string>) =>
      new Promise<void>((resolve, reject) => request({ port, host: "127.0.0.1", headers }, (res) => res.resume().on("end", resolve)).on("error", reject).end());
    await get({});
    await get({ [PROBE_HEADER]: "7" });
    const side = stop();
    await get({ [PROBE_HEADER]: "8" });
    server.close();
    expect(side.starts).toHaveLength(2);
    expect([...side.probes.keys()]).toEqual([7]);
    const seen = side.probes.get(7)!;
    expect(seen.seenMs).toBe(side.starts[1]);
    expect(seen.doneMs).toBeGreaterThanOrEqual(seen.seenMs);
  });
});

describe("healthSeen", () => {
  // Sample 0 is read at 12 after two other requests (10, 11); sample 1 waits from 15 to 30 behind one (20) and is slow.
  const side: ServerSide = {
    starts: [10, 11, 12, 20, 30],
    probes: new Map([
      [0, { seenMs: 12, doneMs: 12.5 }],
      [1, { seenMs: 30, doneMs: 30.25 }],
    ]),
  };
  const health: Health = { samples: [sample(0, 9.5, 12.75), sample(1, 15, 80, 40)], probeDelayP99: 3, probeDelayMax: 4 };

  it("counts the samples over the bound and their worst", () => {
    const seen = healthSeen(health, side);
    expect([seen.asked, seen.slow, seen.max]).toEqual([2, 1, 65]);
  });

  it("cuts a slow sample into its wait behind other requests, its serving and its way back", () => {
    const slow = healthSeen(health, side).slowParts!;
    expect(slow).toEqual({ queuedMs: 15, ahead: 1, servedMs: 0.25, backMs: 49.75, serverWaitMs: 40, probeWaitMs: 0 });
  });

  it("does not count a sample as ahead of itself", () => {
    const quick = healthSeen({ ...health, samples: [health.samples[0]] }, side);
    expect(quick.slowParts).toBeNull();
    expect(quick.all).toMatchObject({ queuedMs: 2.5, ahead: 2, servedMs: 0.5, backMs: 0.25 });
  });
});
