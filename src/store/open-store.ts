/**
 * Finding, or building, the release store for a set of releases: the ones
 * the repository ships in rules/releases/ and the ones users imported into
 * their data directory.
 *
 * The store of the shipped releases is built once (by `npm run build`, or
 * on first use, with progress) into dist/releases/; a data directory with
 * imported releases gets its own store in <data>/cache/store/, built from
 * the shipped store plus the imports, reusing every stored lineage step whose
 * two releases are still neighbours (the steps next to an import are matched
 * when history first asks for them). Each store carries a key made of what
 * it was built from (the release files by name, size and modification time,
 * the imported files, and the code that reads and links them), and is rebuilt
 * when the key changes. A store that cannot be written (a read-only
 * installation) is kept in memory and said so.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { readRelease } from "../rules/release";
import { RULES_DIR } from "../rules/seed-corpus";
import type { ParsedVersion } from "../types";
import { ReleaseStore, STORE_FORMAT, type ReleaseStep } from "./release-store";

/** The official releases shipped with crkb. */
export const RELEASES_DIR = join(RULES_DIR, "releases");
/** Where the shipped releases' store is built: dist/releases at the package root (no module folder of that name), from src/ or dist/ alike. */
export const SHIPPED_STORE_DIR = resolve(__dirname, "..", "..", "dist", "releases");

/**
 * The code a store is derived from: the TypeScript sources where the package
 * has them (so a store built by `npm run build` serves `tsx` runs too), else
 * the compiled modules beside this one.
 */
const SOURCE_ROOT = resolve(__dirname, "..", "..", "src");
const CODE = ["rules", "store", "history"].map((d) => {
  const src = join(SOURCE_ROOT, d);
  return existsSync(src) ? src : resolve(__dirname, "..", d);
});

export interface StoreInputs {
  /** Release files to read (the shipped ones). */
  files: string[];
  /** Releases imported into the data directory, with the files they were read from (for the key). */
  imported: ParsedVersion[];
  importedFiles: string[];
  /** How one release follows another (history/lineage.ts). */
  lineage: (from: ParsedVersion, to: ParsedVersion) => ReleaseStep;
  /** Where the store of the shipped releases lives (SHIPPED_STORE_DIR). */
  shippedStoreDir: string;
  /** Where a store with imported releases lives (<data>/cache/store). */
  importedStoreDir: string;
  /** Told what a slow build is doing. */
  progress?: (message: string) => void;
}

export interface OpenedStore {
  store: ReleaseStore | null;
  warnings: string[];
}

/** The shipped release files, oldest first. */
export function shippedReleaseFiles(dir = RELEASES_DIR): string[] {
  try {
    return readdirSync(dir)
      .filter((n) => n.endsWith(".txt"))
      .sort()
      .map((n) => join(dir, n));
  } catch {
    return [];
  }
}

export function openStore(inputs: StoreInputs): OpenedStore {
  const warnings: string[] = [];
  const shippedKey = keyOf(inputs.files.map(stamp));
  let shipped: ReleaseStore | null = null;
  if (inputs.files.length > 0) {
    shipped = ReleaseStore.read(inputs.shippedStoreDir, shippedKey) ?? save(buildShipped(inputs.files, shippedKey, inputs), inputs.shippedStoreDir, warnings);
    warnings.push(...shipped.unread);
  }
  if (inputs.imported.length === 0) return { store: shipped, warnings };

  const key = keyOf([shippedKey, ...inputs.importedFiles.map(stamp)]);
  const cached = ReleaseStore.read(inputs.importedStoreDir, key);
  if (cached) return { store: cached, warnings };
  const extra = inputs.imported.filter((v) => shipped?.release(v.id)?.sources[0]?.sha256 !== v.sources[0]?.sha256);
  inputs.progress?.(`linking ${extra.length} imported release(s) with the ${shipped?.releases().length ?? 0} shipped ones`);
  // The steps next to an imported release are not computed here: history
  // matches those releases when first asked, so a start after an import
  // stays as quick as the import (matching a large release takes seconds).
  const store = ReleaseStore.extend(shipped, extra, null, key);
  return { store: save(store, inputs.importedStoreDir, warnings), warnings };
}

function buildShipped(files: string[], key: string, inputs: StoreInputs): ReleaseStore {
  const t0 = Date.now();
  const releases: ParsedVersion[] = [];
  const unread: string[] = [];
  files.forEach((file, i) => {
    try {
      releases.push(readRelease(readFileSync(file), file));
    } catch (e) {
      unread.push(`${file}: not loaded: ${(e as Error).message}`);
    }
    if ((i + 1) % 10 === 0 || i + 1 === files.length) inputs.progress?.(`reading the shipped releases: ${i + 1}/${files.length}`);
  });
  let linked = 0;
  const store = ReleaseStore.build(
    releases,
    (from, to) => {
      const step = inputs.lineage(from, to);
      if (++linked % 10 === 0 || linked === releases.length - 1) inputs.progress?.(`linking each release to the next: ${linked}/${releases.length - 1}`);
      return step;
    },
    key,
    unread,
  );
  inputs.progress?.(`release store built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return store;
}

function save(store: ReleaseStore, dir: string, warnings: string[]): ReleaseStore {
  try {
    store.write(dir);
    return store.at(dir);
  } catch (e) {
    warnings.push(`the release store could not be saved in ${dir} (${(e as Error).message}); it is kept in memory and will be built again next time`);
    return store;
  }
}

/** What identifies a file's content cheaply: its name, size and modification time. */
function stamp(file: string): string {
  try {
    const s = statSync(file);
    return `${file}|${s.size}|${s.mtimeMs}`;
  } catch {
    return `${file}|missing`;
  }
}

function keyOf(parts: string[]): string {
  const h = createHash("sha256").update(`format ${STORE_FORMAT}\n`);
  for (const dir of CODE) {
    for (const name of readdirSync(dir).sort()) {
      if (/\.(js|ts)$/.test(name)) h.update(name).update(readFileSync(join(dir, name)));
    }
  }
  for (const p of parts) h.update(p).update("\n");
  return h.digest("hex").slice(0, 32);
}
