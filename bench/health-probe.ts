/**
 * The load bench's /health probe (bench/load.ts runs it as a child process
 * beside the load generator): reads one HealthJob on standard input, asks
 * GET /health one request at a time every `everyMs` for `durationS` on one
 * kept-alive connection, and prints its Health as JSON. A process of its
 * own, so what it measures is the server's answer, not a busy load
 * generator's.
 *
 * Each request is written straight to a socket, so a sample's time starts
 * when its bytes go to the kernel rather than somewhere inside an HTTP
 * client; around each one the probe reads how long its own main thread and
 * the server's waited for a core (/proc/<pid>/task/<pid>/schedstat), and it
 * watches its own event loop, so a sample made slow by the probe, or by a
 * server the machine did not run, is told from one the server kept waiting.
 */
import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { PROBE_HEADER, type Health, type HealthJob, type HealthSample } from "./load-requests";

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

/** Time the main thread of `pid` has spent runnable but not running, ms (the second field of schedstat). */
function waitedMs(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, "utf8").split(" ")[1]) / 1e6;
}

/** Sends one GET /health on `socket`; resolves with its status once the whole answer (Content-Length bytes of body) is read. */
function ask(socket: Socket, host: string, id: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let got = Buffer.alloc(0);
    const onData = (d: Buffer) => {
      got = Buffer.concat([got, d]);
      const end = got.indexOf("\r\n\r\n");
      if (end < 0) return;
      const head = got.subarray(0, end).toString("latin1");
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (got.length < end + 4 + length) return;
      socket.off("data", onData).off("error", reject);
      resolve(Number(head.split(" ")[1]));
    };
    socket.on("data", onData).on("error", reject);
    socket.write(`GET /health HTTP/1.1\r\nhost: ${host}\r\n${PROBE_HEADER}: ${id}\r\n\r\n`);
  });
}

async function probe(job: HealthJob): Promise<Health> {
  const url = new URL(job.url);
  const socket = connect(Number(url.port), url.hostname);
  socket.setNoDelay(true);
  await new Promise((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const samples: HealthSample[] = [];
  const end = nowMs() + job.durationS * 1000;
  try {
    for (let id = 0; nowMs() < end; id++) {
      const serverWait0 = waitedMs(job.serverPid);
      const probeWait0 = waitedMs(process.pid);
      const sentMs = nowMs();
      const status = await ask(socket, url.host, id);
      const gotMs = nowMs();
      samples.push({ id, sentMs, gotMs, status, serverWaitMs: waitedMs(job.serverPid) - serverWait0, probeWaitMs: waitedMs(process.pid) - probeWait0 });
      await new Promise((r) => setTimeout(r, job.everyMs));
    }
  } finally {
    delay.disable();
    socket.destroy();
  }
  return { samples, probeDelayP99: delay.percentile(99) / 1e6, probeDelayMax: delay.max / 1e6 };
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
