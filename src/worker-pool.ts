/**
 * Worker threads for work that must not hold the event loop (users' Datalog
 * queries, questions about a game state), on piscina: a fixed number of
 * threads, a bounded queue, a memory cap per thread, a thread that dies
 * replaced. Ours is only what piscina leaves to its callers: each job has
 * two deadlines, how long it may wait for a thread and how long it may run
 * once a thread has taken it (the thread says so on the pool's one broadcast
 * channel: a port per job would cost native memory that grows under load),
 * and a job past either is aborted, which terminates a running
 * thread and starts another, so a runaway costs only its own thread. Every
 * way a job is not done is a PoolRefusal with its reason, for each pool to
 * word for its callers.
 *
 * A thread runs the built JavaScript module beside its pool, or, when crkb
 * runs from source (tests, tsx), the TypeScript through tsx's require hook.
 * Threads start on the first job (or start()), so an app that never asks
 * costs none.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { BroadcastChannel } from "node:worker_threads";
import { Piscina } from "piscina";

/** This process's flags about how modules load (tsx's own hooks), each with its value unless written "--flag=value". */
const MODULE_FLAGS = new Set(["--require", "-r", "--import", "--loader", "--experimental-loader", "--conditions", "-C"]);

/**
 * Of a process's flags (`process.execArgv`), the ones a thread run from
 * source is given: those that load modules. A worker thread refuses V8's and
 * the process's own flags (ERR_WORKER_INVALID_EXEC_ARGV: a heap size such as
 * --max-old-space-size), which would make every job of a server started
 * with one fail; a thread's memory is piscina's resourceLimits instead.
 */
export function moduleFlags(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const [name] = execArgv[i].split("=", 1);
    if (!MODULE_FLAGS.has(name)) continue;
    kept.push(execArgv[i]);
    if (!execArgv[i].includes("=") && i + 1 < execArgv.length) kept.push(execArgv[++i]);
  }
  return kept;
}

/** Why a job was not done. */
export type Refusal = "busy" | "waited" | "overran" | "memory" | "uncloneable" | "closed";

export class PoolRefusal extends Error {
  constructor(
    readonly reason: Refusal,
    message: string,
    /** Jobs that were waiting for a thread, for a "busy" refusal. */
    readonly waiting = 0,
  ) {
    super(message);
  }
}

export interface PoolSettings {
  threads: number;
  /** Jobs waiting for a thread beyond this are refused ("busy"). */
  maxQueued: number;
  /** Memory a thread may use before it is stopped ("memory"). */
  maxMemoryMb: number;
  /** Time a job may wait for a thread ("waited"). */
  waitMs: number;
  /** Time a job may run once a thread has it ("overran"). */
  runMs: number;
  /** What every thread's module reads at start (`workerData`). */
  workerData: unknown;
}

/** A job as it travels: the caller's job (null for a readiness ping), its number, and the channel its thread announces the start on. */
export interface Task<J> {
  job: J | null;
  id: number;
  channel: string;
}

let pools = 0;

export class WorkerPool<J, R> {
  private pool: Piscina<Task<J>, R | null> | null = null;
  private closed = false;
  /** Where threads announce the jobs they start, and what each started job does then. */
  private readonly channelName = `crkb-pool-${process.pid}-${++pools}`;
  private channel: BroadcastChannel | null = null;
  private readonly onStart = new Map<number, () => void>();
  private nextId = 1;

  /** The thread module `name` (without extension) in folder `dir`. */
  constructor(
    private readonly dir: string,
    private readonly name: string,
    private readonly settings: PoolSettings,
  ) {}

  /** Starts the threads if they are not running (each loads its module, and whatever that opens, at once). */
  start(): void {
    if (this.pool || this.closed) return;
    const js = join(this.dir, `${this.name}.js`);
    const fromSource = !existsSync(js);
    const { threads, maxMemoryMb, workerData } = this.settings;
    this.channel = new BroadcastChannel(this.channelName);
    this.channel.unref();
    this.channel.onmessage = (event) => this.onStart.get((event as { data: number }).data)?.();
    this.pool = new Piscina({
      filename: fromSource ? join(this.dir, `${this.name}.ts`) : js,
      execArgv: fromSource ? [...moduleFlags(process.execArgv), "--require", require.resolve("tsx/cjs")] : undefined,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.MAX_SAFE_INTEGER,
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb },
      workerData,
    });
  }

  /**
   * Resolves once the threads have each answered a ping, which a thread takes
   * only once it has loaded its module (a caller may want to measure the wait
   * for a busy thread, not for a starting one). Pings go to free threads, so
   * with several threads one quick thread may answer two.
   */
  async ready(): Promise<void> {
    this.start();
    await Promise.all(Array.from({ length: this.settings.threads }, () => this.pool?.run({ job: null, id: 0, channel: this.channelName })));
  }

  async run(job: J): Promise<R> {
    if (this.closed) throw new PoolRefusal("closed", "the pool is closed");
    this.start();
    const { waitMs, runMs, maxMemoryMb, maxQueued } = this.settings;
    // piscina's own maxQueue does not count jobs that carry an abort signal (its "skip queue"), and all of ours do.
    const waiting = this.pool!.queueSize;
    if (waiting >= maxQueued) throw new PoolRefusal("busy", `${waiting} jobs are waiting`, waiting);
    const id = this.nextId++;
    const abort = new AbortController();
    let stopped: Refusal | null = null;
    const stop = (why: Refusal) => {
      stopped = why;
      abort.abort();
    };
    let timer = setTimeout(() => stop("waited"), waitMs);
    this.onStart.set(id, () => {
      clearTimeout(timer);
      timer = setTimeout(() => stop("overran"), runMs);
    });
    try {
      return (await this.pool!.run({ job, id, channel: this.channelName }, { signal: abort.signal })) as R;
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (stopped === "waited") throw new PoolRefusal("waited", `waited ${waitMs / 1000} s for a free worker`);
      if (stopped === "overran") throw new PoolRefusal("overran", `ran past its time limit of ${runMs / 1000} s`);
      if (this.closed) throw new PoolRefusal("closed", "the pool closed");
      if ((e as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY" || /memory limit/i.test(message)) {
        throw new PoolRefusal("memory", `needed more than ${maxMemoryMb} MB and was stopped`);
      }
      // Cloning failed before the job left this thread (a function, nesting past the cloner's stack): the thread is as it was.
      if ((e as { name?: string }).name === "DataCloneError" || e instanceof RangeError) throw new PoolRefusal("uncloneable", message.slice(0, 200));
      throw e;
    } finally {
      clearTimeout(timer);
      this.onStart.delete(id);
    }
  }

  /** Refuses what waits and stops every thread. */
  async close(): Promise<void> {
    this.closed = true;
    await this.pool?.destroy();
    this.channel?.close();
  }
}

/**
 * The thread's side: announces that the job started, then does it; a
 * readiness ping does nothing. `prepare` runs before the announcement, so
 * what it does counts as the thread's start-up (the job's wait), not the
 * job's run: loading modules a kind of job needs once per thread.
 */
export function workerTask<J, R>(handle: (job: J) => R, prepare?: (job: J) => void): (task: Task<J>) => R | null {
  const channels = new Map<string, BroadcastChannel>();
  return ({ job, id, channel }) => {
    if (job === null) return null;
    prepare?.(job);
    let c = channels.get(channel);
    if (!c) {
      c = new BroadcastChannel(channel);
      c.unref();
      channels.set(channel, c);
    }
    c.postMessage(id);
    return handle(job);
  };
}
