/**
 * POST /api/ask's answers kept by the question's content. The knowledge base
 * never changes while the server runs, so the same question (its state
 * included) always has the same answer: the first asking goes to a worker
 * (ask-pool.ts), later ones are sent from here with the body and ETag kept,
 * as GET routes' answers are (json-answers.ts). Under load most of a
 * question's cost is not the answer but its trip to the worker and back
 * (the worker remembers answers too: answers/ask.ts), which this skips.
 *
 * Kept by a hash of the question's JSON text (ask-pool.ts questionText), so
 * a body that differs in any field, the state's included, is asked afresh.
 * An answer is kept whole, an uncertain one (`certain: false`) included: it
 * is as uncertain the next time. Never kept: a refusal or failure, and a run
 * that stopped short, whose time limit depends on the machine's load.
 * Questions asked again while the first asking is on its worker wait for
 * that answer rather than each taking a worker.
 *
 * A kept answer is also found by the request body's bytes (bodyKey), before
 * the body is parsed (ask-routes.ts): the same bytes always parse to the
 * same question, so a client that sends the same body again is answered
 * without JSON parsing, the depth check, the question's JSON text and its
 * hash, the per-request work that made a kept answer cost twice a GET's
 * (issue 13). An answer kept under both keys counts twice against the
 * bound, which stays a bound.
 */
import { createHash, hash } from "node:crypto";
import { questionText, type AskPool } from "./ask-pool";
import { page, PageCache, type Page } from "./page-cache";

export const ASK_CACHE_BYTES = 16 * 1024 * 1024;

/** A request body's key among the kept answers: its bytes' hash, apart from the questions' keys (a space is no base64 character). */
export function bodyKey(body: Buffer): string {
  // One-shot: no Hash object per request (about 1 µs of a kept answer's 130).
  return "body " + hash("sha256", body, "base64");
}

export class AskAnswers {
  private readonly kept: PageCache;
  /** Answers on their way from a worker, by key. */
  private readonly asked = new Map<string, Promise<{ answer: Page; lasting: boolean }>>();

  constructor(
    private readonly pool: AskPool,
    maxBytes = ASK_CACHE_BYTES,
  ) {
    this.kept = new PageCache(maxBytes);
  }

  /**
   * The answer to `question` as sent: kept, on its way, or asked now. Rejects
   * as AskPool.answer does. `body`, the bodyKey of the request it was parsed
   * from, finds the answer next time if it is kept.
   */
  async answer(question: unknown, body?: string): Promise<Page> {
    const text = questionText(question);
    const key = createHash("sha256").update(text).digest("base64");
    const kept = this.kept.get(key);
    if (kept !== undefined) {
      if (body !== undefined) this.kept.set(body, kept);
      return kept;
    }
    let asked = this.asked.get(key);
    if (asked === undefined) {
      asked = this.ask(question, text, key);
      this.asked.set(key, asked);
    }
    const { answer, lasting } = await asked;
    if (lasting && body !== undefined) this.kept.set(body, answer);
    return answer;
  }

  /** The kept answer to a request body of exactly these bytes (bodyKey), if any. */
  keptFor(body: string): Page | undefined {
    return this.kept.get(body);
  }

  /** Entries kept: an answer found by its body's bytes too counts twice. */
  get size(): number {
    return this.kept.size;
  }

  private async ask(question: unknown, text: string, key: string): Promise<{ answer: Page; lasting: boolean }> {
    try {
      const { json, lasting } = await this.pool.answer(question, text);
      const answer = page(json);
      if (lasting) this.kept.set(key, answer);
      return { answer, lasting };
    } finally {
      this.asked.delete(key);
    }
  }
}
