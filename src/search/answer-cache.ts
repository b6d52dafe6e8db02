/**
 * A scope's recent answers: its documents never change while it is open,
 * so the same query asks lunr nothing twice. Least recently used goes
 * first (Map keeps insertion order; a hit is moved to the end). Answers are
 * shared objects: callers must not modify them.
 */
/** Answers a cache keeps unless told otherwise: the documents never change while their scope is open. */
export const ANSWERS_KEPT = 500;

/** The key of a query's answer: the text as typed and the limit, so a repeated query is not read again; null for a query that is not text. */
export function answerKey(query: unknown, limit: number): string | null {
  return typeof query === "string" ? `${limit}|${query}` : null;
}

export class AnswerCache<T> {
  private readonly answers = new Map<string, T>();

  constructor(private readonly size = ANSWERS_KEPT) {}

  get(key: string): T | undefined {
    const known = this.answers.get(key);
    if (known !== undefined) {
      this.answers.delete(key);
      this.answers.set(key, known);
    }
    return known;
  }

  set(key: string, answer: T): void {
    this.answers.set(key, answer);
    if (this.answers.size > this.size) this.answers.delete(this.answers.keys().next().value!);
  }
}
