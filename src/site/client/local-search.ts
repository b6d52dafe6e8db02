/**
 * Search in the static export: the server's own ranking (search/scope.ts)
 * over the exported index of today's rules, with each hit's section read
 * from the same documents, so an answer equals the server's. Kept apart
 * from main.ts, which touches the page, so tests run it as the browser does.
 */
import { withSections } from "../../search/documents";
import type { SearchScope } from "../../search/scope";
import type { SearchResults } from "../../types";

export function localSearch(scope: SearchScope, query: string, limit: number): SearchResults {
  return withSections(scope.search(query, limit), (_version, n) => scope.docs.get(`rule:${n}`)?.title ?? null);
}

/** Which rule numbers the export has a page for, as far as its index knows: today's rules. */
export function localPageExists(scope: SearchScope): (number: string, version: string | null) => boolean {
  return (n, version) => version === null && scope.docs.has(`rule:${n}`);
}
