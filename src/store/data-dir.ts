/**
 * The data directory: where imported releases live between runs (`./data`,
 * `--data DIR`, or `CRKB_DATA`). Each imported release is one file,
 * `versions/<id>.json`, holding the parsed version.
 *
 * Imports are atomic and durable: the release is parsed completely in memory
 * first, then written in full to a temporary file in the same directory,
 * flushed, read back and only then renamed over its final name. A file that fails to parse writes nothing; a crash
 * mid-write leaves at most a temporary file, which loading ignores and the
 * next import removes. Loading reports a damaged version file and goes on
 * with the others, so one bad file never takes the rest offline.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { badInput, CrkbError } from "../errors";
import { MAX_RELEASE_BYTES, readRelease } from "../rules/release";
import { writeVerified } from "./durable-write";
import type { ParsedVersion } from "../types";

export function resolveDataDir(dir?: string): string {
  return resolve(dir ?? process.env.CRKB_DATA ?? "data");
}

function versionsDir(dataDir: string): string {
  return join(dataDir, "versions");
}

const TEMP = /^\..*\.tmp-(\d+)$/;

/**
 * Removes the temp files of imports that died (their process no longer
 * exists), never one another running import is still writing.
 */
function removeAbandoned(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const m = TEMP.exec(name);
    if (m && !alive(Number(m[1]))) rmSync(join(dir, name), { force: true });
  }
}

function alive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

export interface LoadedData {
  versions: ParsedVersion[];
  /** One line per version file that could not be read. */
  warnings: string[];
}

/** Paths of the version files in the data directory, sorted. */
export function versionFiles(dataDir: string): string[] {
  const dir = versionsDir(dataDir);
  try {
    return readdirSync(dir)
      .filter((name) => !TEMP.test(name) && name.endsWith(".json"))
      .sort()
      .map((name) => join(dir, name));
  } catch {
    return [];
  }
}

export function loadImported(dataDir: string): LoadedData {
  const versions: ParsedVersion[] = [];
  const warnings: string[] = [];
  for (const file of versionFiles(dataDir)) {
    try {
      const v = JSON.parse(readFileSync(file, "utf8")) as ParsedVersion;
      if (typeof v.id !== "string" || !Array.isArray(v.paragraphs) || !Array.isArray(v.glossary)) throw new Error("not a version file");
      versions.push(v);
    } catch (e) {
      warnings.push(`${file}: skipped, cannot be read (${(e as Error).message}); re-import its release to restore it`);
    }
  }
  return { versions, warnings };
}

export interface ImportResult {
  version: ParsedVersion;
  /** "added", "replaced" (same date, different file), or "unchanged" (same bytes). */
  outcome: "added" | "replaced" | "unchanged";
  path: string;
}

export function importRelease(file: string, dataDir: string): ImportResult {
  let bytes: Buffer;
  try {
    // The size first: a 200 MB file is refused without being read.
    const size = statSync(file).size;
    if (size > MAX_RELEASE_BYTES) throw badInput(`${file}: ${size} bytes is larger than any CR release (limit ${MAX_RELEASE_BYTES}); nothing was read`);
    bytes = readFileSync(file);
  } catch (e) {
    if (e instanceof CrkbError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw badInput(`cannot read ${file}: ${code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a directory" : code ?? (e as Error).message}`);
  }
  const version = readRelease(bytes, file);
  const dir = versionsDir(dataDir);
  const path = join(dir, `${version.id}.json`);
  let outcome: ImportResult["outcome"] = "added";
  try {
    const existing = JSON.parse(readFileSync(path, "utf8")) as ParsedVersion;
    outcome = existing.sources?.[0]?.sha256 === version.sources[0].sha256 ? "unchanged" : "replaced";
  } catch {
    outcome = "added";
  }
  removeAbandoned(dir);
  if (outcome === "unchanged") return { version, outcome, path };
  let temp: string | null = null;
  try {
    mkdirSync(dir, { recursive: true });
    temp = join(dir, `.${version.id}.json.tmp-${process.pid}`);
    writeVerified(temp, JSON.stringify(version));
    renameSync(temp, path);
  } catch (e) {
    if (temp) rmSync(temp, { force: true });
    throw badInput(`cannot write to the data directory ${dataDir}: ${(e as Error).message}; nothing was changed`);
  }
  return { version, outcome, path };
}
