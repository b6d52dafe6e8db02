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
 */
import { createHash } from "node:crypto";
import { questionText, type AskPool } from "./ask-pool";
import { page, PageCache, type Page } from "./page-cache";

export const ASK_CACHE_BYTES = 16 * 1024 * 1024;

export class AskAnswers {
  private readonly kept: PageCache;
  /** Answers on their way from a worker, by key. */
  private readonly asked = new Map<string, Promise<Page>>();

  constructor(
    private readonly pool: AskPool,
    maxBytes = ASK_CACHE_BYTES,
  ) {
    this.kept = new PageCache(maxBytes);
  }

  /** The answer to `question` as sent: kept, on its way, or asked now. Rejects as AskPool.answer does. */
  async answer(question: unknown): Promise<Page> {
    const text = questionText(question);
    const key = createHash("sha256").update(text).digest("base64");
    const kept = this.kept.get(key);
    if (kept !== undefined) return kept;
    let asked = this.asked.get(key);
    if (asked === undefined) {
      asked = this.ask(question, text, key);
      this.asked.set(key, asked);
    }
    return asked;
  }

  /** Answers kept. */
  get size(): number {
    return this.kept.size;
  }

  private async ask(question: unknown, text: string, key: string): Promise<Page> {
    try {
      const { json, lasting } = await this.pool.answer(question, text);
      const answer = page(json);
      if (lasting) this.kept.set(key, answer);
      return answer;
    } finally {
      this.asked.delete(key);
    }
  }
}
