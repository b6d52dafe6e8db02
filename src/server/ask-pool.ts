/**
 * Questions about a game state (POST /api/ask) answered off the event loop:
 * a small pool of worker threads (ask-worker.ts), each with its own copy of
 * the knowledge base, answers them with a deadline and a memory cap. A
 * question past its deadline or its memory is stopped (its worker is
 * terminated and replaced) and answered 422, so one hostile state cannot
 * block /health or any other request. Before a question reaches a worker,
 * its input work (objects × abilities: every ability of every object may
 * look at every object, as triggers do on a mass zone change) is capped.
 *
 * Workers start when the server listens (or on the first question) and stop
 * when it closes.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { CrkbError } from "../errors";
import { TIME_LIMIT_MS } from "../engine/engine";
import type { KnowledgeBase } from "../knowledge-base";
import { workerSource } from "../worker-source";

export interface AskJob {
  id: number;
  question: unknown;
}

export type AskReply = { id: number; answer: object } | { id: number; error: { status: number; code: string; message: string } };

export interface AskLimits {
  /** Time a question may run on its worker. */
  deadlineMs?: number;
  /** Objects × abilities a state may hold. */
  maxWork?: number;
  /** Workers; one fewer than the cores, at least one, at most two. */
  size?: number;
  /** Questions waiting for a worker beyond this are refused (429). */
  maxQueued?: number;
  /** Time a question may wait for a free worker (503 after); the deadline if not given. */
  maxWaitMs?: number;
  /** Memory a worker may use before it is stopped. */
  maxMemoryMb?: number;
}

/**
 * A run stops itself at the engine's own time limit and answers `settled:
 * false` (engine.ts); the hard deadline leaves it time to, and stops only
 * what would not stop itself.
 */
export const ASK_DEFAULTS = { deadlineMs: TIME_LIMIT_MS + 2_000, maxWork: 20_000, maxQueued: 32, maxMemoryMb: 512 };

interface Slot {
  worker: Worker;
  busy: boolean;
  /** The worker has built its knowledge base: a question's time starts only then. */
  ready: boolean;
}

interface Pending {
  job: AskJob;
  resolve: (answer: object) => void;
  reject: (e: Error) => void;
  /** Refuses the question if no worker takes it within its deadline. */
  waiting: NodeJS.Timeout;
}

export class AskPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private readonly limits: Required<AskLimits>;
  private nextId = 1;
  private closed = false;

  constructor(private readonly kb: KnowledgeBase, limits: AskLimits = {}) {
    const deadlineMs = limits.deadlineMs ?? ASK_DEFAULTS.deadlineMs;
    this.limits = { size: Math.max(1, Math.min(2, availableParallelism() - 1)), ...ASK_DEFAULTS, maxWaitMs: deadlineMs, ...limits };
  }

  /** The answer to `question`; rejects with a CrkbError on a bad or too costly question, a full queue or a closing server. */
  ask(question: unknown): Promise<object> {
    if (this.closed) return Promise.reject(new CrkbError("closing", "the server is closing; the question was not answered", 503, 1));
    const work = inputWork(question);
    if (work.total > this.limits.maxWork) {
      return Promise.reject(new CrkbError(
        "question_too_large",
        `state.objects: ${work.objects} objects with ${work.abilities} abilities in all make ${work.total} units of work (objects × abilities); at most ${this.limits.maxWork} are answered`,
        422, 2,
      ));
    }
    if (this.queue.length >= this.limits.maxQueued) {
      return Promise.reject(new CrkbError("busy", `${this.queue.length} questions are waiting; try again shortly`, 429, 2));
    }
    this.start();
    return new Promise((resolve, reject) => {
      const p: Pending = {
        job: { id: this.nextId++, question },
        resolve,
        reject,
        waiting: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(p), 1);
          reject(new CrkbError("busy", `no worker was free within ${this.limits.maxWaitMs / 1000} s; try again shortly`, 503, 1));
        }, this.limits.maxWaitMs),
      };
      this.queue.push(p);
      this.dispatch();
    });
  }

  /**
   * Starts the workers if they are not running: the server calls this when it
   * starts listening, so the copy of the database is made before any request
   * waits on it; a server driven only through inject() starts them on its
   * first question.
   */
  start(): void {
    if (this.closed || this.slots.length) return;
    for (let i = 0; i < this.limits.size; i++) this.slots.push(this.spawn());
  }

  private spawn(): Slot {
    const source = workerSource(__dirname, "ask-worker");
    const worker = new Worker(source.code, {
      eval: source.eval,
      workerData: { origin: this.kb.origin },
      resourceLimits: { maxOldGenerationSizeMb: this.limits.maxMemoryMb },
    });
    worker.unref();
    const slot: Slot = { worker, busy: false, ready: false };
    worker.once("message", () => {
      slot.ready = true;
      this.dispatch();
    });
    // A worker that dies during a question is handled by start(); one that cannot start fails the waiting questions.
    worker.on("error", () => undefined);
    worker.once("exit", (code) => {
      if (slot.ready || this.closed) return;
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.slots.splice(i, 1);
      if (this.slots.length) return;
      for (const p of this.queue.splice(0)) {
        clearTimeout(p.waiting);
        p.reject(new Error(`the ask workers could not start (exit code ${code})`));
      }
    });
    return slot;
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.busy || !slot.ready || this.queue.length === 0) continue;
      this.run(slot, this.queue.shift()!);
    }
  }

  private run(slot: Slot, p: Pending): void {
    clearTimeout(p.waiting);
    slot.busy = true;
    const { deadlineMs, maxMemoryMb } = this.limits;
    let done = false;
    const finish = (f: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      slot.worker.off("message", onMessage);
      slot.worker.off("error", onError);
      slot.worker.off("exit", onExit);
      f();
      this.dispatch();
    };
    const replace = () => {
      void slot.worker.terminate();
      const i = this.slots.indexOf(slot);
      if (i >= 0 && !this.closed) this.slots[i] = this.spawn();
    };
    const onMessage = (reply: AskReply) => {
      if (reply.id !== p.job.id) return;
      finish(() => {
        slot.busy = false;
        if ("answer" in reply) p.resolve(reply.answer);
        else if (reply.error.status >= 500) p.reject(new Error(`ask worker failed: ${reply.error.message}`));
        else p.reject(new CrkbError(reply.error.code, reply.error.message, reply.error.status, 2));
      });
    };
    const onError = (e: Error) => finish(() => {
      replace();
      const memory = /memory/i.test(e.message) || (e as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY";
      p.reject(memory
        ? new CrkbError("question_too_costly", `the question needed more than ${maxMemoryMb} MB and was stopped: ask about fewer objects`, 422, 2)
        : new Error(`ask worker failed: ${e.message}`));
    });
    const onExit = () => onError(new Error(this.closed ? "the server closed" : "the ask worker exited"));
    const timer = setTimeout(() => finish(() => {
      replace();
      p.reject(new CrkbError("question_timeout", `the question ran past its deadline of ${deadlineMs / 1000} s and was stopped: ask about fewer objects or a shorter run`, 422, 2));
    }), deadlineMs);
    slot.worker.on("message", onMessage);
    slot.worker.on("error", onError);
    slot.worker.on("exit", onExit);
    try {
      slot.worker.postMessage(p.job);
    } catch (e) {
      // A value the structured clone cannot copy; the worker never saw it and stays usable.
      finish(() => {
        slot.busy = false;
        p.reject(new CrkbError("bad_input", `the question cannot be copied to a worker: ${e instanceof Error ? e.message : String(e)}`, 400, 2));
      });
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) {
      clearTimeout(p.waiting);
      p.reject(new CrkbError("closing", "the server is closing; the question was not answered", 503, 1));
    }
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}

/**
 * The work a state asks for, counted without trusting its shape (answers/ask.ts
 * reads and checks it later): each line of an object's text is one ability
 * (402.7); structured `abilities` override the text's (SPEC.md), so an object
 * counts the larger of the two.
 */
export function inputWork(question: unknown): { objects: number; abilities: number; total: number } {
  const state = (question as { state?: unknown } | null)?.state;
  const objects = (state as { objects?: unknown } | null)?.objects;
  if (!Array.isArray(objects)) return { objects: 0, abilities: 0, total: 0 };
  let abilities = 0;
  for (const o of objects) {
    if (typeof o !== "object" || o === null) continue;
    const { text, abilities: facts } = o as { text?: unknown; abilities?: unknown };
    const lines = typeof text === "string" ? text.split("\n").filter((line) => line.trim()).length : 0;
    abilities += Math.max(lines, Array.isArray(facts) ? facts.length : 0);
  }
  return { objects: objects.length, abilities, total: objects.length * abilities };
}
