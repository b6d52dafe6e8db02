/**
 * src/worker-pool.ts, the thread's side (workerTask): a readiness ping does
 * nothing; a job is prepared, announced as started, then done, so what its
 * preparation does counts as the thread's start-up, not the job's run.
 */
import { BroadcastChannel } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { moduleFlags, workerTask } from "../src/worker-pool";

describe("workerTask", () => {
  it("prepares the job before announcing its start, then does it; a ping does neither", async () => {
    const calls: string[] = [];
    const channel = `worker-task-test-${process.pid}`;
    const listener = new BroadcastChannel(channel);
    const announced = new Promise<unknown>((resolve) => {
      listener.onmessage = (e) => {
        calls.push("announced");
        resolve((e as { data: unknown }).data);
      };
    });
    const task = workerTask((job: number) => (calls.push(`handle ${job}`), job * 2), (job) => calls.push(`prepare ${job}`));
    expect(task({ job: null, id: 0, channel })).toBeNull();
    expect(calls).toEqual([]);
    expect(task({ job: 3, id: 7, channel })).toBe(6);
    expect(await announced).toBe(7);
    // The announcement is posted after prepare and before handle; it is delivered once the task returned.
    expect(calls).toEqual(["prepare 3", "handle 3", "announced"]);
    listener.close();
  });
});

describe("moduleFlags", () => {
  it("keeps the flags that load modules, with their values, and drops V8's and the process's, which a worker thread refuses", () => {
    const argv = ["--max-old-space-size=4096", "--require", "/a/preflight.cjs", "--expose-gc", "--import=file:///b/loader.mjs", "--max-semi-space-size", "64", "-r", "c", "--stack-size=2000"];
    expect(moduleFlags(argv)).toEqual(["--require", "/a/preflight.cjs", "--import=file:///b/loader.mjs", "-r", "c"]);
  });

  it("nothing given, nothing kept", () => {
    expect(moduleFlags([])).toEqual([]);
  });
});
