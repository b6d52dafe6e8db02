/**
 * Where the site's pages live. The server and the static export render the
 * same pages and differ only in their addresses: the server's are absolute
 * paths with query strings (`/rules/402.8e?version=2008-05-01`), the
 * export's are relative file paths (`../versions/2008-05-01/rules/402.html#402.8e`)
 * so it works from any directory of any static host, or from disk. The
 * export writes an older release as one page per section (every paragraph
 * an anchor on it), so a link to a paragraph of a release lands on its
 * section's page at its anchor.
 */
import { sectionOf } from "../rules/numbers";

export interface Links {
  /** "server" pages can submit forms to the server; "static" ones use the browser bundle. */
  mode: "server" | "static";
  home(): string;
  /** The search page; `query` filled in for links to results. */
  search(query?: string): string;
  /** A rule's page, in one version or (no version) its newest text. */
  rule(number: string, version?: string | null): string;
  /** The comparison of a rule's text in two versions (server only; the export compares in the browser). */
  ruleDiff(number: string, from: string, to: string): string;
  /** A rule's lineage across releases and renumberings. */
  ruleHistory(number: string): string;
  /** Every loaded version, date first. */
  releases(): string;
  /** What changed in one release (from the version before it). */
  release(id: string): string;
  /** The changes between two versions (server only; the export links the "what changed" page of `to`). */
  diff(from: string, to: string, page?: number): string;
  /** The glossary index, or (with a version) that version's whole glossary on one page. */
  glossaryIndex(version?: string | null): string;
  glossary(term: string): string;
  asset(name: string): string;
  /** The prebuilt search index of the export. */
  searchIndex(): string;
  /** The same index as a script, which a page opened from a file may load where it may not fetch (the server has none: null). */
  searchScript(): string | null;
}

export const serverLinks: Links = {
  mode: "server",
  home: () => "/",
  search: (query) => (query === undefined ? "/search" : `/search?q=${encodeURIComponent(query)}`),
  rule: (number, version) => `/rules/${number}${version ? `?version=${encodeURIComponent(version)}` : ""}`,
  ruleDiff: (number, from, to) => `/rules/${number}/diff?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  ruleHistory: (number) => `/rules/${number}/history`,
  releases: () => "/releases",
  release: (id) => `/releases/${encodeURIComponent(id)}`,
  diff: (from, to, page) => `/diff?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${page && page > 1 ? `&page=${page}` : ""}`,
  glossaryIndex: (version) => (version ? `/glossary?version=${encodeURIComponent(version)}` : "/glossary"),
  glossary: (term) => `/glossary/${encodeURIComponent(term)}`,
  asset: (name) => `/assets/${name}`,
  searchIndex: () => "/api/search",
  searchScript: () => null,
};

/** A glossary term as a file name: "Converted Mana Cost" → "converted-mana-cost". */
export function glossarySlug(term: string): string {
  return term.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || "entry";
}

/** Paths of the export, relative to its root. */
export const exportPaths = {
  home: "index.html",
  search: "search.html",
  notFound: "404.html",
  /** A paragraph's page: its own in the newest text; in a release, its section's page (a part has its own). */
  rule: (number: string, version?: string | null) => (version ? `versions/${version}/rules/${sectionOf(number) ?? number}.html` : `rules/${number}.html`),
  ruleHistory: (number: string) => `history/${number}.html`,
  releases: "releases/index.html",
  /** Page 1 of a release's changes, and its further pages in a folder of their own (an id may end in "-2"). */
  release: (id: string, page = 1) => (page > 1 ? `releases/pages/${id}/${page}.html` : `releases/${id}.html`),
  glossaryIndex: "glossary/index.html",
  versionGlossary: (version: string) => `versions/${version}/glossary.html`,
  glossary: (term: string) => `glossary/${glossarySlug(term)}.html`,
  asset: (name: string) => `assets/${name}`,
  searchIndex: "search-index.json",
  searchScript: "search-index.js",
};

/** The global that the export's search-index.js sets to the index (an ExportedScope). */
export const SEARCH_INDEX_GLOBAL = "crkbSearchIndex";

/** Links for the export page at `path` (relative to the export's root). */
export function staticLinks(path: string): Links {
  return relativeLinks("../".repeat(path.split("/").length - 1));
}

/** Links for an export page whose way up to the export's root is `up` ("", "../", …). */
export function relativeLinks(up: string): Links {
  return {
    mode: "static",
    home: () => up + exportPaths.home,
    search: (query) => up + exportPaths.search + (query === undefined ? "" : `?q=${encodeURIComponent(query)}`),
    rule: (number, version) => up + exportPaths.rule(number, version) + (version && sectionOf(number) !== null && sectionOf(number) !== number ? `#${number}` : ""),
    ruleDiff: (number) => up + exportPaths.rule(number),
    ruleHistory: (number) => up + exportPaths.ruleHistory(number),
    releases: () => up + exportPaths.releases,
    release: (id) => up + exportPaths.release(id),
    diff: (_from, to, page) => up + exportPaths.release(to, page),
    glossaryIndex: (version) => up + (version ? exportPaths.versionGlossary(version) : exportPaths.glossaryIndex),
    glossary: (term) => up + exportPaths.glossary(term),
    asset: (name) => up + exportPaths.asset(name),
    searchIndex: () => up + exportPaths.searchIndex,
    searchScript: () => up + exportPaths.searchScript,
  };
}
