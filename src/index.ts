/**
 * The public face of crkb as a library: `import { openKnowledgeBase } from "crkb"`.
 * The CLI (src/cli) and the server (src/server) use exactly this surface.
 */
export { openKnowledgeBase, KnowledgeBase, type OpenOptions } from "./knowledge-base";
export { importRelease, resolveDataDir, type ImportResult } from "./store/data-dir";
export { readRelease } from "./rules/release";
export { CrkbError } from "./errors";
export type * from "./types";
