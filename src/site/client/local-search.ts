/**
 * Search in the static export: the server's own ranking (search/scope.ts)
 * over the exported index of today's rules, with each hit's section read
 * from the same documents, so an answer equals the server's. A number
 * today's rules no longer hold goes to its page, as on the server, which
 * says what it became. Kept apart from main.ts, which touches the page, so
 * tests run it as the browser does.
 */
import { withSections } from "../../search/documents";
import type { SearchScope } from "../../search/scope";
import { parseNumber } from "../../rules/numbers";
import type { SearchResults } from "../../types";
import { exactRule } from "../search-page";

export function localSearch(scope: SearchScope, query: string, limit: number): SearchResults {
  return withSections(scope.search(query, limit), (_version, n) => scope.docs.get(`rule:${n}`)?.title ?? null);
}

/** The rule page a search goes straight to: exactly a rule number of today's rules, or one retired since (`retired`). */
export function localExactRule(r: SearchResults, retired: ReadonlySet<string>): string | null {
  const asked = r.mode === "words" ? parseNumber(r.query.trim().replace(/\.$/, ""))?.canonical : undefined;
  return exactRule(r) ?? (asked !== undefined && retired.has(asked) ? asked : null);
}

/** Which rule numbers the export has a page for: today's rules, and those retired since (each page says what it became). */
export function localPageExists(scope: SearchScope, retired: ReadonlySet<string>): (number: string, version: string | null) => boolean {
  return (n, version) => version === null && (scope.docs.has(`rule:${n}`) || retired.has(n));
}
