/**
 * The start-up cache in `<data>/cache/`: the built rules database saved as a
 * datascript snapshot (kind `kb`), so that a start with every release
 * imported reads one file (about 0.2 s) instead of parsing and building
 * (about 0.7 s), and each search scope's lunr index (kind `search-<scope>`,
 * keyed by search/build-index.ts).
 *
 * The cache key hashes everything the database is derived from: the seed
 * files, the imported version files, and the code that parses and builds
 * (the modules of src/rules and src/db as they are run). Any change to one
 * of them gives a new key and the database is rebuilt; stale snapshots are
 * removed when a new one is written. A cache that cannot be read or written
 * is only a slower start, never an error.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const CODE_DIRS = [resolve(__dirname, "..", "rules"), resolve(__dirname, "..", "db")];

export function cacheKey(inputs: string[]): string {
  const h = createHash("sha256");
  for (const dir of CODE_DIRS) {
    for (const name of readdirSync(dir).sort()) {
      if (/\.(js|ts)$/.test(name)) h.update(name).update(readFileSync(join(dir, name)));
    }
  }
  for (const file of inputs) h.update(file).update(readFileSync(file));
  return h.digest("hex").slice(0, 32);
}

function cacheDir(dataDir: string): string {
  return join(dataDir, "cache");
}

/**
 * `kind` names what is cached (`kb` for the database, `search-<scope>` for a
 * search index); each kind keeps only its newest file.
 */
export function readCache(dataDir: string, key: string, kind = "kb"): string | null {
  try {
    return readFileSync(join(cacheDir(dataDir), `${kind}-${key}.json`), "utf8");
  } catch {
    return null;
  }
}

/** Writes the snapshot atomically and removes older ones; false if it could not. */
export function writeCache(dataDir: string, key: string, snapshot: string, kind = "kb"): boolean {
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
