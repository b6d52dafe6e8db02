/**
 * One official CR release file, as `crkb import` reads it: bytes checked
 * (not empty, not binary), decoded, parsed, and turned into a version whose
 * id is its effective date (SPEC.md: "An imported release's version id is
 * its effective date").
 *
 * Contract: returns the version or throws a bad-input error that names the
 * file and, where there is one, the line.
 */
import { basename } from "node:path";
import { badInput } from "../errors";
import type { ParsedVersion } from "../types";
import { decode, isBinary } from "./decode";
import { parseCrRelease } from "./parse-cr";
import { sha256 } from "./seed-corpus";

/** Larger than any release (2026: 0.95 MB) by a wide margin. */
export const MAX_RELEASE_BYTES = 16 * 1024 * 1024;

export function readRelease(bytes: Uint8Array, file: string): ParsedVersion {
  const name = basename(file);
  if (bytes.length === 0) throw badInput(`${name}: the file is empty`);
  if (bytes.length > MAX_RELEASE_BYTES) throw badInput(`${name}: ${bytes.length} bytes is larger than any CR release (limit ${MAX_RELEASE_BYTES})`);
  if (isBinary(bytes)) throw badInput(`${name}: a binary file (it contains NUL bytes), not a CR text file`);
  const decoded = decode(bytes);
  const release = parseCrRelease(decoded.lines, name);
  return {
    id: release.date,
    date: release.date,
    title: release.title,
    kind: "release",
    partial: false,
    note: `Official release read from ${name} (${decoded.encoding}).`,
    encoding: decoded.encoding,
    sources: [{ file: name, format: "cr-release", sha256: sha256(bytes) }],
    paragraphs: release.paragraphs,
    glossary: release.glossary,
    witnesses: [],
    problems: [...decoded.problems, ...release.problems].map((p) => ({ ...p, source: name })),
  };
}
