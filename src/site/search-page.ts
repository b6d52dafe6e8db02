/**
 * The search results page. renderResults is shared with the export's
 * browser bundle, which ranks with the same code (search/scope.ts) and
 * lays the results out with this function, so both show the same page.
 * Snippets arrive as escaped HTML with <mark> (search/snippet.ts); the rule
 * numbers in them become links here, only to pages that exist, and every
 * other field is escaped.
 *
 * A page shows PAGE_RESULTS hits; a later page asks the search for more
 * (up to its MAX_LIMIT) and shows its share, so paging reaches the best
 * MAX_LIMIT matches. The version chosen stays in the selector, which
 * belongs to the header's search form, and in the links of every page.
 */
import { escapeHtml } from "../escape-html";
import { ALL, MAX_LIMIT, type FormerNumber, type Retirement, type SearchResult, type SearchResults, type VersionInfo } from "../types";
import type { Links } from "./links";
import { page, SEARCH_FORM_ID } from "./layout";

/** Results on a search page, the server's and the export's alike. */
export const PAGE_RESULTS = 20;
/** The pages that reach the best MAX_LIMIT matches. */
export const MAX_PAGE = Math.ceil(MAX_LIMIT / PAGE_RESULTS);

/** How a results page was asked for, and what it may link. */
export interface ResultsView {
  /** The page shown, from 1. */
  page?: number;
  /** The version searched: an id, ALL, or absent for today's rules. */
  version?: string;
  /**
   * Whether a page exists for rule `number` in `version` (null: its newest
   * text). Without it no number inside a snippet is linked.
   */
  exists?: (number: string, version: string | null) => boolean;
}

/** The pages a search's matches fill (the search returns at most MAX_LIMIT). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(Math.min(total, MAX_LIMIT) / PAGE_RESULTS));
}

/** The rule a search goes straight to: one whose query is exactly its number (402.8e), else null. */
export function exactRule(r: SearchResults): string | null {
  const asked = r.query.trim().replace(/\.$/, "");
  if (r.retired?.number === asked) return asked;
  const number = r.mode === "number" ? r.results[0]?.number : null;
  return number && asked === number ? number : null;
}

/** A rule number in a snippet ("702.19b", or a section as "rule 704"), outside tags. */
const RULE_NUMBER = /\b(?:(\d{3}\.\d{1,3}[a-z]?)|([Rr]ules? )(\d{3})(?!\.\d))\b(?![^<]*>)/g;

/**
 * The snippet (escaped HTML) with each rule number that has a page in
 * `version` linked to it; a number without one stays text, so no link is dead.
 */
export function linkRuleNumbers(snippetHtml: string, links: Links, version: string | null, exists: ResultsView["exists"]): string {
  if (!exists) return snippetHtml;
  return snippetHtml.replace(RULE_NUMBER, (whole, number: string | undefined, prefix: string | undefined, section: string | undefined) => {
    const n = number ?? section!;
    return exists(n, version) ? `${prefix ?? ""}<a class="ref" href="${escapeHtml(links.rule(n, version))}">${n}</a>` : whole;
  });
}

/** The version a hit's links go to: the one searched, the hit's own when it is no longer today's, else today's (null). */
function hitVersion(x: SearchResult, view: ResultsView): string | null {
  if (view.version && view.version !== ALL) return view.version;
  return x.retired ? x.version.id : null;
}

function hitName(x: SearchResult): string {
  if (x.kind === "glossary") return `<span class="kind">Glossary</span> ${escapeHtml(x.term!)}`;
  return `<span class="num">${escapeHtml(x.number!)}</span>${x.title ? ` ${escapeHtml(x.title)}` : ""}`;
}

/** What became of a retired number: the rule its text is today, or that it was removed. */
function retirementNote(r: Retirement, links: Links): string {
  const became = r.successor
    ? `its text is <a href="${escapeHtml(links.rule(r.successor))}">${escapeHtml(r.successor)}</a> today`
    : "its text was removed";
  return `${escapeHtml(r.number)} was last used for this text in ${escapeHtml(r.lastIn.id)}; since ${escapeHtml(r.retiredIn.id)} (${escapeHtml(r.retiredIn.date)}) ${became}.`;
}

/** The numbers a text held before its newest (a renumbering that left it unchanged), each linked to its page in that release. */
function formerlyNote(formerly: FormerNumber[], links: Links): string {
  return `The same text was ${formerly.map((f) => `<a href="${escapeHtml(links.rule(f.number, f.lastIn.id))}">${escapeHtml(f.number)}</a> (last in ${escapeHtml(f.lastIn.id)})`).join(", ")}.`;
}

function searchHref(links: Links, query: string, page: number, version?: string): string {
  return `${links.search(query)}${version ? `&version=${encodeURIComponent(version)}` : ""}${page > 1 ? `&page=${page}` : ""}`;
}

export function renderResults(r: SearchResults, links: Links, view: ResultsView = {}): string {
  const page = view.page ?? 1;
  const expanded = r.expanded.length
    ? `<p class="expanded">Also searched: ${r.expanded.map((e) => `<q>${escapeHtml(e.said)}</q> → ${e.means.map((m) => `<q>${escapeHtml(m)}</q>`).join(", ")}`).join("; ")}</p>`
    : "";
  const corrected = r.corrected
    ? `<p class="corrected">Showing results for <q>${escapeHtml(r.corrected)}</q>: some words are not in the rules and were read as the nearest word.</p>`
    : "";
  const retired = r.retired ? `<p class="retired" role="note">${retirementNote(r.retired, links)}</p>` : "";
  const head = `${retired}${corrected}`;
  const shown = r.results.slice((page - 1) * PAGE_RESULTS, page * PAGE_RESULTS);
  if (shown.length === 0) {
    const none = r.results.length
      ? `<p class="none">No page ${page} for <q>${escapeHtml(r.query)}</q>: its ${r.results.length} best matches fill ${pageCount(r.results.length)} ${pageCount(r.results.length) === 1 ? "page" : "pages"}.</p>`
      : `<p class="none">No rule or glossary entry matches <q>${escapeHtml(r.query)}</q>. Try fewer words, a rule number such as 402.8, or the glossary.</p>`;
    return `${head}${expanded}${none}`;
  }
  const first = (page - 1) * PAGE_RESULTS + 1;
  const count = r.total <= shown.length
    ? `${r.total} ${r.total === 1 ? "match" : "matches"}`
    : page === 1 ? `the best ${shown.length} of ${r.total} matches` : `matches ${first}–${first + shown.length - 1} of ${r.total}`;
  const items = shown.map((x) => {
    const where = hitVersion(x, view);
    const href = x.kind === "rule" ? links.rule(x.number!, where) : links.glossary(x.term!);
    const section = x.section ? `<p class="hit-section">in <a href="${escapeHtml(links.rule(x.section.number, where))}">${escapeHtml(x.section.number)} ${escapeHtml(x.section.title)}</a></p>` : "";
    const note = `${x.retired ? `<p class="hit-retired">${retirementNote(x.retired, links)}</p>` : ""}${x.formerly ? `<p class="hit-formerly">${formerlyNote(x.formerly, links)}</p>` : ""}`;
    return `<li><a class="hit" href="${escapeHtml(href)}">${hitName(x)}</a>${section}<p class="snippet">${linkRuleNumbers(x.snippet, links, where, view.exists)}</p>${note}<p class="hit-meta">${escapeHtml(x.version.id)} · ${escapeHtml(x.version.date)}</p></li>`;
  });
  const pages = pageCount(r.total);
  const nav = pages > 1
    ? `<nav class="pages" aria-label="Result pages">${page > 1 ? `<a rel="prev" href="${escapeHtml(searchHref(links, r.query, page - 1, view.version))}">Previous</a> ` : ""}<span>Page ${page} of ${pages}</span>${page < pages ? ` <a rel="next" href="${escapeHtml(searchHref(links, r.query, page + 1, view.version))}">Next</a>` : ""}</nav>`
    : "";
  const more = r.total > MAX_LIMIT && page === pages ? `<p class="more">Only the best ${MAX_LIMIT} matches are listed; more words or the rules' own terms narrow the search, and a rule number (402.8) lists a rule and all its subrules.</p>` : "";
  return `${head}<p class="count" role="status">${count} for <q>${escapeHtml(r.query)}</q></p>${expanded}<ol class="results" start="${first}">${items.join("")}</ol>${nav}${more}`;
}

/** A version's label in the selector: its date first, then its id where that differs. */
export function versionLabel(v: Pick<VersionInfo, "id" | "date" | "partial">): string {
  return `${v.date}${v.id === v.date ? "" : ` · ${v.id}`}${v.partial ? " (partial)" : ""}`;
}

/**
 * The selector of the version searched, part of the header's search form
 * (its `form` attribute), so a new query keeps the version chosen.
 */
export function versionSelector(versions: Array<Pick<VersionInfo, "id" | "date" | "partial">>, chosen: string | undefined): string {
  const option = (value: string, label: string) => `<option value="${escapeHtml(value)}"${(chosen ?? "") === value ? " selected" : ""}>${escapeHtml(label)}</option>`;
  const options = [
    option("", "Today's rules (the newest text of each rule)"),
    option(ALL, "Every release (each rule's newest text, retired numbers too)"),
    ...[...versions].reverse().map((v) => option(v.id, versionLabel(v))),
  ];
  return `<p class="search-version"><label for="search-version">Search in</label> <select id="search-version" name="version" form="${SEARCH_FORM_ID}">${options.join("")}</select> <button type="submit" form="${SEARCH_FORM_ID}">Search again</button></p>`;
}

/** The page for a query: results, or the message of a query that could not be read. */
export function renderSearchPage(
  query: string,
  outcome: { results: SearchResults } | { error: string } | null,
  links: Links,
  view: ResultsView & { versions?: Array<Pick<VersionInfo, "id" | "date" | "partial">> } = {},
): string {
  let main: string;
  if (outcome === null) {
    main = links.mode === "static"
      ? `<div id="results" aria-live="polite"><p class="none">Type a query above. Searching this static copy needs JavaScript; without it, browse the <a href="${links.home()}">contents</a> or the <a href="${links.glossaryIndex()}">glossary</a>.</p></div>`
      : `<p class="none">Type a query above: a judge's words ("etb trigger", "fizzle"), the rules' words, or a rule number (402.8e).</p>`;
  } else if ("error" in outcome) {
    main = `<p class="error" role="alert">${escapeHtml(outcome.error)}</p>`;
  } else {
    main = `<div id="results" aria-live="polite">${renderResults(outcome.results, links, view)}</div>`;
  }
  // The export ranks today's rules only (its one prebuilt index), so it offers no other version.
  const selector = links.mode === "server" && view.versions?.length ? versionSelector(view.versions, view.version) : "";
  const title = query ? `Search: ${query}` : "Search";
  return page({ title, links, query, body: `<h1 class="visually-hidden">Search results</h1>${selector}${main}` });
}
