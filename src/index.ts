/**
 * The public face of crkb as a library: `import { openKnowledgeBase } from "crkb"`.
 * The CLI (src/cli) and the server (src/server) use exactly this surface:
 * lookup, search, history and diff on the KnowledgeBase, questions about a
 * game state (`kb.ask`), and users' Datalog queries (`kb.query`).
 */
export { openKnowledgeBase, KnowledgeBase, type OpenOptions } from "./knowledge-base";
export { importRelease, resolveDataDir, type ImportResult } from "./store/data-dir";
export { readRelease } from "./rules/release";
export { CrkbError } from "./errors";
export type { QueryAnswer, QueryInput } from "./answers/query";
export type { PoolOptions } from "./db/query-pool";
export type { FunctionsAnswer, CanPlayAnswer } from "./answers/functions";
export type { TriggersAnswer } from "./answers/triggers";
export type { TargetsAnswer } from "./answers/targets";
export type { RunAnswer } from "./answers/run";
export type * from "./types";
