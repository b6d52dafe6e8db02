/**
 * A small pool of worker threads (query-worker.ts) for users' Datalog
 * queries: each query runs off the main thread with a time limit, so a
 * cartesian product or a runaway recursion is stopped (the worker is
 * terminated and replaced) while every other request keeps being served.
 * Workers get a copy of the rules database once, at start; a worker that
 * runs out of memory is replaced the same way.
 */
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { CrkbError } from "../errors";

export interface QueryJob {
  id: number;
  query: string;
  /** The rules string bound to `%`, or null when the query uses none. */
  rules: string | null;
  /** Where `%` stands among the inputs after `$` (the args fill the others in order); -1 without rules. */
  rulesAt: number;
  args: unknown[];
  version: string | null;
  state?: unknown;
}

export type QueryReply =
  | { id: number; result: unknown; rows: number }
  | { id: number; error: { status: number; code: string; message: string } };

export interface PoolOptions {
  size?: number;
  timeLimitMs?: number;
  maxRows?: number;
  /** Jobs waiting for a worker beyond this are refused (429). */
  maxQueued?: number;
  /** Memory a worker may use before it is stopped. */
  maxMemoryMb?: number;
}

export const QUERY_DEFAULTS = { timeLimitMs: 2_000, maxRows: 10_000, maxQueued: 64, maxMemoryMb: 512 };

interface Slot {
  worker: Worker;
  busy: boolean;
  /** The worker has read its copy of the database: a job's time starts only then. */
  ready: boolean;
}

interface Pending {
  job: QueryJob;
  resolve: (r: { result: unknown; rows: number }) => void;
  reject: (e: Error) => void;
}

/** The worker: the built JavaScript, or, run from source (tests, tsx), the TypeScript through tsx's loader. */
function workerSource(): { code: string; eval: boolean } {
  const js = join(__dirname, "query-worker.js");
  if (existsSync(js)) return { code: js, eval: false };
  const ts = JSON.stringify(join(__dirname, "query-worker.ts"));
  return { code: `require("tsx/cjs/api").register(); require(${ts});`, eval: true };
}

export class QueryPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private readonly snapshot: string;
  private readonly options: Required<PoolOptions>;
  private nextId = 1;
  private closed = false;

  /** `snapshot`: the rules database as RulesDb.snapshot() writes it. */
  constructor(snapshot: string, options: PoolOptions = {}) {
    this.options = { size: Math.max(1, Math.min(2, availableParallelism() - 1)), ...QUERY_DEFAULTS, ...options };
    this.snapshot = snapshot;
    for (let i = 0; i < this.options.size; i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const source = workerSource();
    const worker = new Worker(source.code, {
      eval: source.eval,
      workerData: { snapshot: this.snapshot, maxRows: this.options.maxRows },
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxMemoryMb },
    });
    worker.unref();
    const slot: Slot = { worker, busy: false, ready: false };
    worker.once("message", () => {
      slot.ready = true;
      this.dispatch();
    });
    return slot;
  }

  /** Runs a query on the next free worker; rejects with a CrkbError on a bad query, a time limit or a full queue. */
  run(job: Omit<QueryJob, "id">): Promise<{ result: unknown; rows: number }> {
    if (this.closed) return Promise.reject(new Error("the query pool is closed"));
    if (this.queue.length >= this.options.maxQueued) {
      return Promise.reject(new CrkbError("busy", `${this.queue.length} queries are waiting; try again shortly`, 429, 2));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { ...job, id: this.nextId++ }, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.busy || !slot.ready || this.queue.length === 0) continue;
      this.start(slot, this.queue.shift()!);
    }
  }

  private start(slot: Slot, p: Pending): void {
    slot.busy = true;
    const { timeLimitMs } = this.options;
    let done = false;
    const finish = (f: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      slot.worker.off("message", onMessage);
      slot.worker.off("error", onError);
      slot.worker.off("exit", onExit);
      f();
    };
    const replace = () => {
      const i = this.slots.indexOf(slot);
      void slot.worker.terminate();
      if (i >= 0 && !this.closed) this.slots[i] = this.spawn();
    };
    const onMessage = (reply: QueryReply) => {
      if (reply.id !== p.job.id) return;
      finish(() => {
        slot.busy = false;
        if ("error" in reply) p.reject(new CrkbError(reply.error.code, reply.error.message, reply.error.status, 2));
        else p.resolve({ result: reply.result, rows: reply.rows });
        this.dispatch();
      });
    };
    const onError = (e: Error) => finish(() => {
      replace();
      const memory = /memory/i.test(e.message) || (e as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY";
      p.reject(memory
        ? new CrkbError("query_too_costly", `the query needed more than ${this.options.maxMemoryMb} MB and was stopped: narrow it`, 422, 2)
        : new Error(`query worker failed: ${e.message}`));
      this.dispatch();
    });
    const onExit = () => onError(new Error("the query worker exited"));
    const timer = setTimeout(() => finish(() => {
      replace();
      p.reject(new CrkbError("query_timeout", `the query ran past its time limit of ${timeLimitMs / 1000} s and was stopped: narrow it (a clause that joins nothing makes a cartesian product)`, 422, 2));
      this.dispatch();
    }), timeLimitMs);
    slot.worker.on("message", onMessage);
    slot.worker.on("error", onError);
    slot.worker.on("exit", onExit);
    slot.worker.postMessage(p.job);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.reject(new CrkbError("closing", "the server is closing; the query was not run", 503, 1));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
