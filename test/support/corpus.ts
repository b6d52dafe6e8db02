/**
 * Access to the official CR releases the repository ships in rules/releases/
 * (byte-for-byte the archive of ../shared/corpus/), for the tests that need
 * them. They are part of every clone, so these tests always run; a file is
 * named by its release's archive date and tests name it as `cr-<date>.txt`,
 * the way users' downloads are named.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe } from "vitest";
import { readRelease } from "../../src/rules/release";
import type { ParsedVersion } from "../../src/types";

export const CORPUS_DIR = resolve(__dirname, "..", "..", "rules", "releases");
export const HAVE_CORPUS = existsSync(resolve(CORPUS_DIR, "2026-01-16.txt"));

export const RELEASE_FILES = ["cr-2007-05-01.txt", "cr-2008-10-01.txt", "cr-2025-02-07.txt", "cr-2026-01-16.txt"] as const;

if (!HAVE_CORPUS) {
  console.warn(`[crkb tests] ${CORPUS_DIR} is absent: tests of the official CR releases are skipped.`);
}

/** `describe` that runs only when the shipped releases are present (a checkout without rules/releases). */
export const describeWithCorpus = describe.skipIf(!HAVE_CORPUS);

export function corpusPath(name: string): string {
  return resolve(CORPUS_DIR, name.replace(/^cr-/, ""));
}

export function corpusBytes(name: string): Buffer {
  return readFileSync(corpusPath(name));
}

const parsed = new Map<string, ParsedVersion>();

/** A release parsed once per test file. */
export function release(name: (typeof RELEASE_FILES)[number]): ParsedVersion {
  let v = parsed.get(name);
  if (!v) {
    v = readRelease(corpusBytes(name), name);
    parsed.set(name, v);
  }
  return v;
}
