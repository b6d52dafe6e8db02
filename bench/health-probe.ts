/**
 * The load bench's /health probe (bench/load.ts runs it as a child process
 * beside the load generator): reads one HealthJob on standard input, asks
 * GET /health one request at a time every `everyMs` for `durationS`, and
 * prints its Health as JSON. A process of its own, so what it measures is
 * the server's answer, not a busy load generator's.
 */
import { percentiles } from "./stats";
import type { Health, HealthJob } from "./load-requests";

async function probe(job: HealthJob): Promise<Health> {
  const times: number[] = [];
  let slow = 0;
  const end = performance.now() + job.durationS * 1000;
  while (performance.now() < end) {
    const t0 = performance.now();
    const res = await fetch(`${job.url}/health`);
    await res.arrayBuffer();
    const ms = performance.now() - t0;
    times.push(ms);
    if (ms > job.boundMs || res.status !== 200) slow++;
    await new Promise((r) => setTimeout(r, job.everyMs));
  }
  return { samples: times.length, p99: percentiles(times).p99, max: Math.max(...times), slow };
}

let input = "";
process.stdin.on("data", (d: Buffer) => (input += d));
process.stdin.on("end", () => {
  probe(JSON.parse(input) as HealthJob).then(
    (h) => process.stdout.write(JSON.stringify(h)),
    (e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    },
  );
});
