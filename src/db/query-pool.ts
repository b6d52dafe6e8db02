/**
 * A small pool of worker threads (query-worker.ts, run by worker-pool.ts on
 * piscina) for users' Datalog queries: each query runs off the main thread
 * with a time limit, so a
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
import { CrkbError, badInput } from "../errors";
import { PoolRefusal, WorkerPool } from "../worker-pool";

export interface QueryJob {
  id: number;
  query: string;
  /** The rules string bound to `%`, or null when the query uses none. */
  rules: string | null;
  /** Where `%` stands among the inputs after `$` (the args fill the others in order); -1 without rules. */
  rulesAt: number;
  args: unknown[];
  version: string | null;
  /** A game state's JSON, whose facts the worker adds, continuous effects included (judge/state-facts.ts), within the job's time limit. */
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

export class QueryPool {
  private readonly pool: WorkerPool<QueryJob, QueryReply>;
  private readonly options: Required<PoolOptions>;
  private nextId = 1;

  /**
   * `snapshot`: the rules database as RulesDb.snapshot() writes it.
   * `stateFacts`: the module a worker loads to turn a job's state into facts
   * (exporting `effectiveStateFacts(state): unknown[]`), named by the caller
   * so that this layer knows nothing of how a state is read; without it, a
   * job with a state is refused.
   */
  constructor(snapshot: string, options: PoolOptions = {}, private readonly stateFacts?: string) {
    this.options = { size: Math.max(1, Math.min(2, availableParallelism() - 1)), ...QUERY_DEFAULTS, ...options };
    const { size, maxQueued, maxMemoryMb, maxWaitMs, timeLimitMs, maxRows, maxCells, maxBytes } = this.options;
    this.pool = new WorkerPool(__dirname, "query-worker", {
      threads: size,
      maxQueued,
      maxMemoryMb,
      waitMs: maxWaitMs,
      runMs: timeLimitMs,
      workerData: { snapshot, limits: { maxRows, maxCells, maxBytes } satisfies ResultLimits, stateFacts },
    });
    this.pool.start();
  }

  /** Resolves once the workers have their copy of the database (a server may wait for it before it listens). */
  ready(): Promise<void> {
    return this.pool.ready();
  }

  /** Runs a query on the next free worker; rejects with a CrkbError on a bad query, a time limit, a full queue or too long a wait. */
  async run(job: Omit<QueryJob, "id">): Promise<{ result: unknown; rows: number }> {
    for (const [field, value] of [["args", job.args], ["state", job.state]] as const) {
      let deep: boolean;
      try {
        deep = nestedDeeperThan(value, MAX_JOB_DEPTH);
      } catch (e) {
        // A library caller's getter or proxy that throws when read.
        throw badInput(`${field}: cannot be read: ${(e as Error)?.message ?? String(e)}`.slice(0, 300));
      }
      if (deep) throw badInput(`${field}: nested more than ${MAX_JOB_DEPTH} levels deep`);
    }
    if (job.state !== undefined && !this.stateFacts) throw new Error("this query pool was given no module to read a state with");
    let reply: QueryReply;
    try {
      reply = await this.pool.run({ ...job, id: this.nextId++ });
    } catch (e) {
      throw e instanceof PoolRefusal ? this.refusal(e) : e;
    }
    if ("error" in reply) throw new CrkbError(reply.error.code, reply.error.message, reply.error.status, 2);
    return { result: reply.result, rows: reply.rows };
  }

  private refusal(e: PoolRefusal): Error {
    const { maxWaitMs, timeLimitMs, maxMemoryMb } = this.options;
    switch (e.reason) {
      case "busy": return new CrkbError("busy", `${e.waiting} queries are waiting; try again shortly`, 429, 2);
      case "waited": return new CrkbError("queue_timeout", `the query waited ${maxWaitMs / 1000} s for a free worker and was not run: the workers are busy with other queries; try again shortly`, 503, 1);
      case "overran": return new CrkbError("query_timeout", `the query ran past its time limit of ${timeLimitMs / 1000} s and was stopped: narrow it (a clause that joins nothing makes a cartesian product)`, 422, 2);
      case "memory": return new CrkbError("query_too_costly", `the query needed more than ${maxMemoryMb} MB and was stopped: narrow it`, 422, 2);
      case "uncloneable": return badInput(`args: the query's inputs cannot be handed to a worker: ${e.message}`);
      case "closed": return new CrkbError("closing", "the query pool is closed; the query was not run", 503, 1);
    }
  }

  close(): Promise<void> {
    return this.pool.close();
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
