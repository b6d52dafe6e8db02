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
import type { GlossaryEntry, Paragraph, ParsedVersion } from "../types";
import { decode, isBinary } from "./decode";
import { parseCrRelease } from "./parse-cr";
import { sha256 } from "./seed-corpus";

/**
 * Larger than any paragraph or glossary entry of any release (the longest,
 * 2005-02-01's "Creature Type", is 3,922 characters) by a wide margin: a text
 * past it is no CR text, and would cost every search that touches it.
 */
export const MAX_ENTRY_CHARS = 50_000;

function refuseHugeEntries(paragraphs: Paragraph[], glossary: GlossaryEntry[], name: string): void {
  for (const p of paragraphs) {
    const size = p.text.length + p.examples.reduce((n, e) => n + e.text.length, 0);
    if (size > MAX_ENTRY_CHARS) throw badInput(`${name}: line ${p.line}: paragraph ${p.number} is ${size} characters long, more than any CR paragraph (limit ${MAX_ENTRY_CHARS}); nothing was imported`);
  }
  for (const g of glossary) {
    if (g.text.length > MAX_ENTRY_CHARS) throw badInput(`${name}: line ${g.line}: glossary entry "${g.term.slice(0, 40)}" is ${g.text.length} characters long (limit ${MAX_ENTRY_CHARS}); nothing was imported`);
  }
}

/** Larger than any release (2026: 0.95 MB) by a wide margin. */
export const MAX_RELEASE_BYTES = 16 * 1024 * 1024;

export function readRelease(bytes: Uint8Array, file: string): ParsedVersion {
  const name = basename(file);
  if (bytes.length === 0) throw badInput(`${name}: the file is empty`);
  if (bytes.length > MAX_RELEASE_BYTES) throw badInput(`${name}: ${bytes.length} bytes is larger than any CR release (limit ${MAX_RELEASE_BYTES})`);
  if (isBinary(bytes)) throw badInput(`${name}: a binary file (it contains NUL bytes), not a CR text file`);
  const decoded = decode(bytes);
  const release = parseCrRelease(decoded.lines, name);
  refuseHugeEntries(release.paragraphs, release.glossary, name);
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
