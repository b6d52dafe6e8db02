/**
 * A small pool of worker threads (query-worker.ts) for users' Datalog
 * queries: each query runs off the main thread with a time limit, so a
 * cartesian product or a runaway recursion is stopped (the worker is
 * terminated and replaced) while every other request keeps being served.
 * Workers get a copy of the rules database once, at start; a worker that
 * runs out of memory is replaced the same way.
 *
 * Every wait is bounded: a job waits for a worker at most maxWaitMs (then
 * it is refused, 503, naming the wait), runs at most timeLimitMs, and its
 * result is refused past maxRows rows, maxCells values or maxBytes
 * characters however they nest. A job the pool cannot hand to a worker (args
 * nested thousands deep, a function) is refused as bad input; nothing a
 * caller passes makes the pool throw.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { CrkbError, badInput } from "../errors";
import { workerSource } from "../worker-source";

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
  /** A job that waited this long for a free worker is refused (503): the queue never holds a caller for minutes. */
  maxWaitMs?: number;
  /** Rows of a result, and the values (cells) and characters it holds at every depth. */
  maxRows?: number;
  maxCells?: number;
  maxBytes?: number;
  /** Jobs waiting for a worker beyond this are refused (429). */
  maxQueued?: number;
  /** Memory a worker may use before it is stopped. */
  maxMemoryMb?: number;
}

export const QUERY_DEFAULTS = {
  timeLimitMs: 2_000,
  maxWaitMs: 5_000,
  maxRows: 10_000,
  maxCells: 200_000,
  maxBytes: 4 * 1024 * 1024,
  maxQueued: 64,
  maxMemoryMb: 512,
};

/** The result limits a worker applies (query-worker.ts). */
export interface ResultLimits {
  maxRows: number;
  maxCells: number;
  maxBytes: number;
}

/**
 * How deep a job's args and state may nest. Structured cloning (postMessage)
 * recurses and throws a RangeError some thousands of levels down; no Datalog
 * binding ([[?a ?b]] is two) or game state comes near this.
 */
export const MAX_JOB_DEPTH = 64;

interface Slot {
  worker: Worker;
  busy: boolean;
  /** The worker has read its copy of the database: a job's time starts only then. */
  ready: boolean;
  started: Promise<void>;
}

interface Pending {
  job: QueryJob;
  /** The wait deadline's timer, cleared when a worker takes the job. */
  waiting: NodeJS.Timeout;
  resolve: (r: { result: unknown; rows: number }) => void;
  reject: (e: Error) => void;
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
    const source = workerSource(__dirname, "query-worker");
    const worker = new Worker(source.code, {
      eval: source.eval,
      workerData: { snapshot: this.snapshot, limits: { maxRows: this.options.maxRows, maxCells: this.options.maxCells, maxBytes: this.options.maxBytes } satisfies ResultLimits },
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxMemoryMb },
    });
    worker.unref();
    let started!: () => void;
    const slot: Slot = { worker, busy: false, ready: false, started: new Promise((r) => (started = r)) };
    worker.once("message", () => {
      slot.ready = true;
      started();
      this.dispatch();
    });
    return slot;
  }

  /** Resolves once every worker has its copy of the database (a server may wait for it before it listens). */
  async ready(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.started));
  }

  /** Runs a query on the next free worker; rejects with a CrkbError on a bad query, a time limit, a full queue or too long a wait. */
  run(job: Omit<QueryJob, "id">): Promise<{ result: unknown; rows: number }> {
    if (this.closed) return Promise.reject(new Error("the query pool is closed"));
    for (const [field, value] of [["args", job.args], ["state", job.state]] as const) {
      let deep: boolean;
      try {
        deep = nestedDeeperThan(value, MAX_JOB_DEPTH);
      } catch (e) {
        // A library caller's getter or proxy that throws when read.
        return Promise.reject(badInput(`${field}: cannot be read: ${(e as Error)?.message ?? String(e)}`.slice(0, 300)));
      }
      if (deep) return Promise.reject(badInput(`${field}: nested more than ${MAX_JOB_DEPTH} levels deep`));
    }
    if (this.queue.length >= this.options.maxQueued) {
      return Promise.reject(new CrkbError("busy", `${this.queue.length} queries are waiting; try again shortly`, 429, 2));
    }
    const { maxWaitMs } = this.options;
    return new Promise((resolve, reject) => {
      const pending: Pending = {
        job: { ...job, id: this.nextId++ },
        resolve,
        reject,
        waiting: setTimeout(() => {
          const i = this.queue.indexOf(pending);
          if (i < 0) return;
          this.queue.splice(i, 1);
          reject(new CrkbError("queue_timeout", `the query waited ${maxWaitMs / 1000} s for a free worker and was not run: the workers are busy with other queries; try again shortly`, 503, 1));
        }, maxWaitMs),
      };
      this.queue.push(pending);
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
    clearTimeout(p.waiting);
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
    try {
      slot.worker.postMessage(p.job);
    } catch (e) {
      // Cloning failed before anything was sent (a function, a symbol, nesting past the cloner's stack): the worker is as it was.
      finish(() => {
        slot.busy = false;
        p.reject(badInput(`args: the query's inputs cannot be handed to a worker: ${(e as Error).message.slice(0, 200)}`));
        this.dispatch();
      });
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) {
      clearTimeout(p.waiting);
      p.reject(new CrkbError("closing", "the server is closing; the query was not run", 503, 1));
    }
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}

/** Whether `value` holds arrays or objects nested more than `limit` deep; iterative, so no depth overflows it. */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  const seen = new Set<object>();
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== "object" || v === null || seen.has(v)) continue;
    if (depth >= limit) return true;
    seen.add(v);
    for (const x of Object.values(v)) stack.push([x, depth + 1]);
  }
  return false;
}
