/**
 * A worker thread that answers questions about a game state (POST /api/ask)
 * on its own knowledge base, opened as the server's was, so a question that takes seconds
 * or gigabytes costs only this thread: the pool (ask-pool.ts) stops it at
 * its deadline and starts another, and the server keeps answering.
 */
import { workerData } from "node:worker_threads";
import { CrkbError } from "../errors";
import { openKnowledgeBase, type OpenOptions } from "../knowledge-base";
import { workerTask } from "../worker-pool";
import type { AskJob, AskReply } from "./ask-pool";

// Opened as the server's was: the release store is read from disk, not copied.
const kb = openKnowledgeBase((workerData as { origin: OpenOptions }).origin);

export default workerTask(({ question }: AskJob): AskReply => {
  try {
    const answer = kb.ask(JSON.parse(question));
    // A run stopped by its step budget or time limit (answers/run.ts) may go further another time.
    return { answer: { json: JSON.stringify(answer), lasting: (answer as { settled?: unknown }).settled !== false } };
  } catch (e) {
    // Only the knowledge base's own errors reach the client as they are; a fault of ours is a 500 (app.ts).
    return e instanceof CrkbError
      ? { error: { status: e.status, code: e.code, message: e.message } }
      : { error: { status: 500, code: "internal", message: e instanceof Error ? e.stack ?? e.message : String(e) } };
  }
});
