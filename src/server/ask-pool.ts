/**
 * Questions about a game state (POST /api/ask) answered off the event loop:
 * a small pool of worker threads (ask-worker.ts, run by worker-pool.ts on
 * piscina), each with its own copy of the knowledge base, answers them with
 * a deadline and a memory cap. A
 * question past its deadline or its memory is stopped (its worker is
 * terminated and replaced) and answered 422, so one hostile state cannot
 * block /health or any other request. Before a question reaches a worker,
 * its input work (objects × abilities: every ability of every object may
 * look at every object, as triggers do on a mass zone change) is capped.
 *
 * A question travels to its worker as JSON text and its answer comes back
 * as JSON text: a string is copied whole where an object is cloned field by
 * field on both threads, and the server sends the answer's text as it is.
 *
 * Workers start when the server listens (or on the first question) and stop
 * when it closes.
 */
import { availableParallelism } from "node:os";
import { CrkbError } from "../errors";
import { TIME_LIMIT_MS, type KnowledgeBase } from "../knowledge-base";
import { PoolRefusal, WorkerPool } from "../worker-pool";

export interface AskJob {
  /** The question as JSON text. */
  question: string;
}

/**
 * An answer as JSON text, and whether it lasts: the same question always
 * gets it again, unless the answer is a run that stopped short (its time
 * limit depends on the machine's load).
 */
export interface AskAnswer {
  json: string;
  lasting: boolean;
}

export type AskReply = { answer: AskAnswer } | { error: { status: number; code: string; message: string } };

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

export class AskPool {
  private readonly pool: WorkerPool<AskJob, AskReply>;
  private readonly limits: Required<AskLimits>;

  constructor(kb: KnowledgeBase, limits: AskLimits = {}) {
    const deadlineMs = limits.deadlineMs ?? ASK_DEFAULTS.deadlineMs;
    this.limits = { size: Math.max(1, Math.min(2, availableParallelism() - 1)), ...ASK_DEFAULTS, maxWaitMs: deadlineMs, ...limits };
    const { size, maxQueued, maxMemoryMb, maxWaitMs } = this.limits;
    this.pool = new WorkerPool(__dirname, "ask-worker", {
      threads: size,
      maxQueued,
      maxMemoryMb,
      waitMs: maxWaitMs,
      runMs: this.limits.deadlineMs,
      workerData: { origin: kb.origin },
    });
  }

  /** The answer to `question`; rejects with a CrkbError on a bad or too costly question, a full queue or a closing server. */
  async ask(question: unknown): Promise<object> {
    return JSON.parse((await this.answer(question, questionText(question))).json) as object;
  }

  /** The answer to `question`, written as `text` (questionText), as JSON text; rejects as ask() does. */
  async answer(question: unknown, text: string): Promise<AskAnswer> {
    const work = inputWork(question);
    if (work.total > this.limits.maxWork) {
      throw new CrkbError(
        "question_too_large",
        `state.objects: ${work.objects} objects with ${work.abilities} abilities in all make ${work.total} units of work (objects × abilities); at most ${this.limits.maxWork} are answered`,
        422, 2,
      );
    }
    let reply: AskReply;
    try {
      reply = await this.pool.run({ question: text });
    } catch (e) {
      throw e instanceof PoolRefusal ? this.refusal(e) : new Error(`ask worker failed: ${e instanceof Error ? e.message : String(e)}`);
    }
    if ("answer" in reply) return reply.answer;
    if (reply.error.status >= 500) throw new Error(`ask worker failed: ${reply.error.message}`);
    throw new CrkbError(reply.error.code, reply.error.message, reply.error.status, 2);
  }

  private refusal(e: PoolRefusal): CrkbError {
    const { deadlineMs, maxWaitMs, maxMemoryMb } = this.limits;
    switch (e.reason) {
      case "busy": return new CrkbError("busy", `${e.waiting} questions are waiting; try again shortly`, 429, 2);
      case "waited": return new CrkbError("busy", `no worker was free within ${maxWaitMs / 1000} s; try again shortly`, 503, 1);
      case "overran": return new CrkbError("question_timeout", `the question ran past its deadline of ${deadlineMs / 1000} s and was stopped: ask about fewer objects or a shorter run`, 422, 2);
      case "memory": return new CrkbError("question_too_costly", `the question needed more than ${maxMemoryMb} MB and was stopped: ask about fewer objects`, 422, 2);
      case "uncloneable": return new CrkbError("bad_input", `the question cannot be copied to a worker: ${e.message}`, 400, 2);
      case "closed": return new CrkbError("closing", "the server is closing; the question was not answered", 503, 1);
    }
  }

  /**
   * Starts the workers if they are not running: the server calls this when it
   * starts listening, so the copy of the knowledge base is made before any
   * request waits on it; a server driven only through inject() starts them
   * on its first question.
   */
  start(): void {
    this.pool.start();
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/**
 * A question as JSON text, as the worker reads it and the server's answers
 * are kept by (ask-answers.ts): `expect` dropped, since it is accepted and
 * ignored. Keys keep their order rather than being sorted: two bodies that
 * differ only in key order are asked twice, never one answered for the other.
 * A value JSON cannot write (a BigInt, a cycle; a library caller's, never a
 * parsed body's) is refused.
 */
export function questionText(question: unknown): string {
  try {
    const text = JSON.stringify(typeof question === "object" && question !== null && !Array.isArray(question) ? { ...question, expect: undefined } : question);
    // undefined (a function, a symbol) is no question; ask.ts words the refusal of null.
    return text ?? "null";
  } catch (e) {
    throw new CrkbError("bad_input", `the question cannot be written as JSON: ${e instanceof Error ? e.message : String(e)}`, 400, 2);
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
