/**
 * The embedded default corpus: the seed documents in rules/seeds/, read as
 * rules/manifest.json describes them. The four fragments become one version
 * (the release they are copies of, merged witness by witness); the rulings
 * dump is a version of its own, dated by the release its page names.
 *
 * Contract: `loadSeedVersions` returns the seed versions in date order. A
 * seed that cannot be read or parsed is a packaging defect and throws.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { ParsedVersion, SourceFormat, SourceInfo, VersionKind } from "../types";
import { decode } from "./decode";
import { parseFragment } from "./parse-fragment";
import { parseRulingsDump } from "./parse-rulings-dump";
import { mergeFragments, type FragmentCopy } from "./witnesses";

/** rules/ at the repository root, from src/rules or dist/rules alike. */
export const RULES_DIR = resolve(__dirname, "..", "..", "rules");

interface ManifestSource {
  file: string;
  format: SourceFormat;
  covers: string;
  reliability: string;
}

interface ManifestVersion {
  id: string;
  kind: VersionKind;
  title: string;
  date: string;
  note: string;
  sources: ManifestSource[];
}

export interface Manifest {
  versions: ManifestVersion[];
}

export function readManifest(dir = RULES_DIR): Manifest {
  return JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as Manifest;
}

export function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** The manifest and every seed file it names. */
export function seedFiles(dir = RULES_DIR): string[] {
  return [join(dir, "manifest.json"), ...readManifest(dir).versions.flatMap((v) => v.sources.map((s) => join(dir, s.file)))];
}

export function loadSeedVersions(dir = RULES_DIR): ParsedVersion[] {
  return readManifest(dir).versions.map((v) => loadSeedVersion(v, dir));
}

function loadSeedVersion(v: ManifestVersion, dir: string): ParsedVersion {
  const version: ParsedVersion = {
    id: v.id,
    date: v.date,
    title: v.title,
    kind: v.kind,
    partial: true,
    note: v.note,
    sources: [],
    paragraphs: [],
    glossary: [],
    witnesses: [],
    problems: [],
  };
  const copies: FragmentCopy[] = [];
  for (const s of v.sources) {
    const bytes = readFileSync(join(dir, s.file));
    const source: SourceInfo = { file: s.file, format: s.format, sha256: sha256(bytes) };
    version.sources.push(source);
    const { lines, problems } = decode(bytes);
    version.problems.push(...problems.map((p) => ({ ...p, source: s.file })));
    if (s.format === "rulings-dump") {
      const dump = parseRulingsDump(lines);
      if (dump.releaseDate && dump.releaseDate !== v.date) {
        throw new Error(`rules/manifest.json dates ${v.id} ${v.date}, but ${s.file} names ${dump.releaseDate}`);
      }
      version.paragraphs.push(...dump.paragraphs);
      version.problems.push(...dump.problems.map((p) => ({ ...p, source: s.file })));
    } else {
      const fragment = parseFragment(lines);
      copies.push({ source: s.file, typographic: fragment.typographic, paragraphs: fragment.paragraphs });
      version.problems.push(...fragment.problems.map((p) => ({ ...p, source: s.file })));
    }
  }
  if (copies.length) {
    const merged = mergeFragments(copies);
    version.paragraphs.push(...merged.paragraphs);
    version.witnesses.push(...merged.witnesses);
    version.problems.push(...merged.problems);
  }
  return version;
}
