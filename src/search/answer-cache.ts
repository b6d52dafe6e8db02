/**
 * A scope's recent answers: its documents never change while it is open,
 * so the same query asks lunr nothing twice. Least recently used goes
 * first (Map keeps insertion order; a hit is moved to the end). Answers are
 * shared objects: callers must not modify them.
 */
export class AnswerCache<T> {
  private readonly answers = new Map<string, T>();

  constructor(private readonly size: number) {}

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
