/**
 * The load bench's load generator (bench/load.ts runs it as a child
 * process): reads one LoadJob on standard input, runs autocannon, prints
 * its LoadResult as JSON. Apart from the servers, so their event loop
 * serves requests and the latencies measured are theirs.
 */
import autocannon from "autocannon";
import { askWithNewState, type LoadJob, type LoadResult } from "./load-requests";

let input = "";
process.stdin.on("data", (d: Buffer) => (input += d));
process.stdin.on("end", () => {
  const job = JSON.parse(input) as LoadJob;
  const requests = job.newState ? job.requests.map((r) => ({ ...r, setupRequest: askWithNewState })) : job.requests;
  const cpu = process.cpuUsage();
  autocannon({ url: job.url, connections: job.connections, duration: job.durationS, requests: requests as autocannon.Request[] }, (err: Error | null, r: autocannon.Result) => {
    if (err) {
      console.error(err);
      process.exitCode = 1;
      return;
    }
    const { user, system } = process.cpuUsage(cpu);
    const result: LoadResult = {
      rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx, requests: r.requests.total,
      clientCpuPerRequestMs: (user + system) / 1000 / Math.max(1, r.requests.total),
    };
    process.stdout.write(JSON.stringify(result));
  });
});
