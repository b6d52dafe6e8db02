/**
 * The search index cache in `<data>/cache/`: each search scope's lunr index
 * (kind `search-<scope>`, keyed by search/build-index.ts from the text it
 * indexes). Each kind keeps only its newest file. A cache that cannot be read
 * or written is only a slower start, never an error. (The rules themselves
 * are cached by the release store, store/open-store.ts.)
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

function cacheDir(dataDir: string): string {
  return join(dataDir, "cache");
}

/** The cached text of `kind` under `key`, or null. */
export function readCache(dataDir: string, key: string, kind: string): string | null {
  try {
    return readFileSync(join(cacheDir(dataDir), `${kind}-${key}.json`), "utf8");
  } catch {
    return null;
  }
}

/** Writes the snapshot atomically and removes older ones; false if it could not. */
export function writeCache(dataDir: string, key: string, snapshot: string, kind: string): boolean {
  const dir = cacheDir(dataDir);
  const file = `${kind}-${key}.json`;
  try {
    mkdirSync(dir, { recursive: true });
    const temp = join(dir, `.${file}.tmp-${process.pid}`);
    writeFileSync(temp, snapshot);
    renameSync(temp, join(dir, file));
    const same = new RegExp(`^\\.?${kind.replace(/[^A-Za-z0-9]/g, "\\$&")}-[0-9a-f]{32}\\.json`);
    for (const name of readdirSync(dir)) {
      if (name !== file && same.test(name)) rmSync(join(dir, name), { force: true });
    }
    return true;
  } catch {
    return false;
  }
}
