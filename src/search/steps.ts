/**
 * Work done in steps: a generator that yields between steps of a few
 * milliseconds (a search scope's warm-up, searcher.ts warmSteps). Run at
 * once, or a step a turn of the caller's event loop, so a server answers
 * the requests that arrive meanwhile. No Node import: scope.ts, which the
 * browser bundle holds, writes its warm-up as steps too.
 */
export type Steps<T> = Generator<void, T>;

/** Runs every step now. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs the steps with `pause` awaited before each: what runs between them (a server's requests) waits for one step at most. */
export async function runStepsInTurns<T>(steps: Steps<T>, pause: () => Promise<void>): Promise<T> {
  for (;;) {
    await pause();
    const step = steps.next();
    if (step.done) return step.value;
  }
}
