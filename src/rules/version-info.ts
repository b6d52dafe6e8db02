/**
 * What `crkb versions` and /api/versions say of a parsed version: its
 * identity and its counts (numbered paragraphs, parts not counted, and
 * glossary entries), computed in one place for seeds and releases alike.
 */
import type { ParsedVersion, VersionInfo } from "../types";

export function versionInfo(v: ParsedVersion): VersionInfo {
  return {
    id: v.id,
    date: v.date,
    title: v.title,
    kind: v.kind,
    partial: v.partial,
    note: v.note,
    paragraphs: v.paragraphs.filter((p) => p.kind !== "part").length,
    glossary: v.glossary.length,
  };
}
