/**
 * What a search scope holds: the paragraphs and glossary entries of one
 * version, or of the "current" scope.
 *
 * The current scope is what lookups show by default, the newest text of
 * each paragraph: starting from the newest complete release, each number and
 * glossary term takes its text from the newest version that has it among
 * that release and the partial versions dated after it (a rulings update
 * amends the release before it). With only the seeds loaded, both seed
 * versions are partial, so the current scope is the fragments overlaid with
 * the 2008 rulings, and 402.8e is the "comes into play" text.
 */
import type { RulesLibrary } from "../db/rules-library";

/** What a scope reads of the rules: any version's paragraphs and glossary. */
export type RulesSource = Pick<RulesLibrary, "versions" | "paragraphs" | "glossaryEntries">;
import type { VersionInfo } from "../types";

export interface SearchDoc {
  ref: string;
  kind: "rule" | "glossary";
  number: string | null;
  term: string | null;
  title: string | null;
  text: string;
  examples: string[];
  /** Extra words for the title field (glossary aliases). */
  aliases: string[];
  /** A glossary entry marked (Obsolete): kept searchable for old terms, ranked low. */
  obsolete: boolean;
  version: { id: string; date: string };
}

export const CURRENT = "current";

/** The versions a scope draws from, oldest first. */
export function scopeVersions(versions: VersionInfo[], scope: string): VersionInfo[] {
  if (scope !== CURRENT) return versions.filter((v) => v.id === scope);
  const sorted = [...versions].sort((a, b) => a.date.localeCompare(b.date));
  const complete = sorted.filter((v) => !v.partial).at(-1);
  return complete ? sorted.filter((v) => v.date >= complete.date) : sorted;
}

export function scopeDocuments(db: RulesSource, scope: string): SearchDoc[] {
  const docs = new Map<string, SearchDoc>();
  for (const v of scopeVersions(db.versions(), scope)) {
    const version = { id: v.id, date: v.date };
    for (const p of db.paragraphs(v.id)) {
      const ref = `rule:${p.number}`;
      docs.set(ref, { ref, kind: "rule", number: p.number, term: null, title: p.title, text: p.text, examples: p.examples, aliases: [], obsolete: false, version });
    }
    for (const g of db.glossaryEntries(v.id)) {
      const ref = `glossary:${g.term.toLowerCase()}`;
      docs.set(ref, { ref, kind: "glossary", number: null, term: g.term, title: g.term, text: g.text, examples: [], aliases: g.aliases, obsolete: g.obsolete, version });
    }
  }
  return [...docs.values()];
}
