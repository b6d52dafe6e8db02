/**
 * The search results page. renderResults is shared with the export's
 * browser bundle, which ranks with the same code (search/scope.ts) and
 * lays the results out with this function, so both show the same page.
 * Snippets arrive as escaped HTML with <mark> (search/snippet.ts); every
 * other field is escaped here.
 */
import { escapeHtml } from "../escape-html";
import type { SearchResults } from "../types";
import type { Links } from "./links";
import { page } from "./layout";

/** Results on a search page, the server's and the export's alike. */
export const PAGE_RESULTS = 20;

export function renderResults(r: SearchResults, links: Links): string {
  const expanded = r.expanded.length
    ? `<p class="expanded">Also searched: ${r.expanded.map((e) => `<q>${escapeHtml(e.said)}</q> → ${e.means.map((m) => `<q>${escapeHtml(m)}</q>`).join(", ")}`).join("; ")}</p>`
    : "";
  if (r.results.length === 0) {
    return `${expanded}<p class="none">No rule or glossary entry matches <q>${escapeHtml(r.query)}</q>. Try fewer words, a rule number such as 402.8, or the glossary.</p>`;
  }
  const count = r.total > r.results.length ? `the best ${r.results.length} of ${r.total} matches` : `${r.total} ${r.total === 1 ? "match" : "matches"}`;
  const items = r.results.map((x) => {
    const href = x.kind === "rule" ? links.rule(x.number!) : links.glossary(x.term!);
    const name = x.kind === "rule" ? `<span class="num">${escapeHtml(x.number!)}</span>${x.title ? ` ${escapeHtml(x.title)}` : ""}` : `<span class="kind">Glossary</span> ${escapeHtml(x.term!)}`;
    return `<li><a class="hit" href="${href}">${name}</a><p class="snippet">${x.snippet}</p><p class="hit-meta">${escapeHtml(x.version.id)} · ${escapeHtml(x.version.date)}</p></li>`;
  });
  const more = r.total > r.results.length ? `<p class="more">Fewer, better matches come from more words or the rules' own terms; a rule number (402.8) lists a rule and all its subrules.</p>` : "";
  return `<p class="count" role="status">${count} for <q>${escapeHtml(r.query)}</q></p>${expanded}<ol class="results">${items.join("")}</ol>${more}`;
}

/** The page for a query: results, or the message of a query that could not be read. */
export function renderSearchPage(query: string, outcome: { results: SearchResults } | { error: string } | null, links: Links): string {
  let main: string;
  if (outcome === null) {
    main = links.mode === "static"
      ? `<div id="results" aria-live="polite"><p class="none">Type a query above. Searching this static copy needs JavaScript; without it, browse the <a href="${links.home()}">contents</a> or the <a href="${links.glossaryIndex()}">glossary</a>.</p></div>`
      : `<p class="none">Type a query above: a judge's words ("etb trigger", "fizzle"), the rules' words, or a rule number (402.8e).</p>`;
  } else if ("error" in outcome) {
    main = `<p class="error" role="alert">${escapeHtml(outcome.error)}</p>`;
  } else {
    main = `<div id="results" aria-live="polite">${renderResults(outcome.results, links)}</div>`;
  }
  const title = query ? `Search: ${query}` : "Search";
  return page({ title, links, query, body: `<h1 class="visually-hidden">Search results</h1>${main}` });
}
