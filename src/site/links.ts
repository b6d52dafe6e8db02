/**
 * Where the site's pages live. The server and the static export render the
 * same pages and differ only in their addresses: the server's are absolute
 * paths with query strings (`/rules/402.8e?version=2008-05-01`), the
 * export's are relative file paths (`../versions/2008-05-01/rules/402.8e.html`)
 * so it works from any directory of any static host, or from disk.
 */
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
  glossaryIndex(): string;
  glossary(term: string): string;
  asset(name: string): string;
  /** The prebuilt search index of the export. */
  searchIndex(): string;
}

export const serverLinks: Links = {
  mode: "server",
  home: () => "/",
  search: (query) => (query === undefined ? "/search" : `/search?q=${encodeURIComponent(query)}`),
  rule: (number, version) => `/rules/${number}${version ? `?version=${encodeURIComponent(version)}` : ""}`,
  ruleDiff: (number, from, to) => `/rules/${number}/diff?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  glossaryIndex: () => "/glossary",
  glossary: (term) => `/glossary/${encodeURIComponent(term)}`,
  asset: (name) => `/assets/${name}`,
  searchIndex: () => "/api/search",
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
  rule: (number: string, version?: string | null) => (version ? `versions/${version}/rules/${number}.html` : `rules/${number}.html`),
  glossaryIndex: "glossary/index.html",
  glossary: (term: string) => `glossary/${glossarySlug(term)}.html`,
  asset: (name: string) => `assets/${name}`,
  searchIndex: "search-index.json",
};

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
    rule: (number, version) => up + exportPaths.rule(number, version),
    ruleDiff: (number) => up + exportPaths.rule(number),
    glossaryIndex: () => up + exportPaths.glossaryIndex,
    glossary: (term) => up + exportPaths.glossary(term),
    asset: (name) => up + exportPaths.asset(name),
    searchIndex: () => up + exportPaths.searchIndex,
  };
}
