/**
 * The search results page (src/site/search-page.ts), from literal results:
 * snippets arrive as escaped HTML with <mark> and are kept; every other
 * field, and the query, is escaped here.
 */
import { describe, expect, it } from "vitest";
import { serverLinks, staticLinks } from "../../src/site/links";
import { renderResults, renderSearchPage } from "../../src/site/search-page";
import type { SearchResult, SearchResults } from "../../src/types";
import { expectNoInlineScriptOrStyle } from "./page-checks";

const V = { id: "fragments-2006", date: "2006-10-01" };

function hit(over: Partial<SearchResult>): SearchResult {
  return { kind: "rule", number: "413.2a", term: null, title: null, snippet: "is <mark>countered</mark>", score: 1, version: V, ...over };
}

function results(over: Partial<SearchResults>): SearchResults {
  return { query: "fizzle", scope: "current", mode: "words", total: 0, results: [], expanded: [], ...over };
}

describe("renderResults", () => {
  it("links a rule hit to its page, keeps the snippet's <mark>, shows the version", () => {
    const html = renderResults(results({ total: 1, results: [hit({})] }), serverLinks);
    expect(html).toContain('<a class="hit" href="/rules/413.2a"><span class="num">413.2a</span></a>');
    expect(html).toContain('<p class="snippet">is <mark>countered</mark></p>');
    expect(html).toContain('<p class="hit-meta">fragments-2006 · 2006-10-01</p>');
  });

  it("links a glossary hit to its entry", () => {
    const html = renderResults(results({ total: 1, results: [hit({ kind: "glossary", number: null, term: "Mana Ability" })] }), serverLinks);
    expect(html).toContain('<a class="hit" href="/glossary/Mana%20Ability"><span class="kind">Glossary</span> Mana Ability</a>');
  });

  it("escapes the title, term and query", () => {
    const html = renderResults(
      results({
        query: `<script>alert(1)</script>`,
        total: 2,
        results: [hit({ title: `<img src=x onerror="a">` }), hit({ kind: "glossary", number: null, term: "<b>T</b>" })],
      }),
      serverLinks,
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).toContain("<q>&lt;script&gt;alert(1)&lt;/script&gt;</q>");
    expect(html).toContain("&lt;img src=x onerror=&quot;a&quot;&gt;");
    expect(html).toContain("&lt;b&gt;T&lt;/b&gt;");
  });

  it("escapes the query in the no-results message", () => {
    const html = renderResults(results({ query: `"><i>x` }), serverLinks);
    expect(html).toBe(
      '<p class="none">No rule or glossary entry matches <q>&quot;&gt;&lt;i&gt;x</q>. Try fewer words, a rule number such as 402.8, or the glossary.</p>',
    );
  });

  it.each([
    [1, 1, "1 match for"],
    [3, 3, "3 matches for"],
    [2, 63, "2 of 63 matches for"],
  ])("with %i shown of %i says %j", (shown, total, text) => {
    const list = Array.from({ length: shown }, (_, i) => hit({ number: `413.${i + 1}` }));
    const html = renderResults(results({ total, results: list }), serverLinks);
    expect(html).toMatch(new RegExp(`<p class="count" role="status">[^<]*\\b${text} <q>fizzle</q></p>`));
    if (shown === total) expect(html).toContain(`<p class="count" role="status">${text} <q>fizzle</q></p>`);
    expect(html.match(/<li>/g)).toHaveLength(shown);
  });

  it("lists the expansions of the user's words, escaped", () => {
    const html = renderResults(
      results({ total: 1, results: [hit({})], expanded: [{ said: "fizzle", means: ["countered on resolution", "it's <gone>"] }] }),
      serverLinks,
    );
    expect(html).toContain(
      '<p class="expanded">Also searched: <q>fizzle</q> → <q>countered on resolution</q>, <q>it&#39;s &lt;gone&gt;</q></p>',
    );
  });

  it("shows expansions even when nothing matched", () => {
    const html = renderResults(results({ expanded: [{ said: "etb", means: ["comes into play"] }] }), serverLinks);
    expect(html).toMatch(/^<p class="expanded">[^]*<p class="none">/);
  });

  it("links relative to the page in static mode", () => {
    const html = renderResults(results({ total: 1, results: [hit({})] }), staticLinks("search.html"));
    expect(html).toContain('href="rules/413.2a.html"');
  });
});

describe("renderSearchPage", () => {
  it("without a query shows the help and an empty search box", () => {
    const html = renderSearchPage("", null, serverLinks);
    expect(html).toContain('<p class="none">Type a query above');
    expect(html).toContain('value=""');
    expect(html).toContain("<title>Search · crkb</title>");
    expectNoInlineScriptOrStyle(html);
  });

  it("without a query in static mode says search needs JavaScript, with a results region", () => {
    const html = renderSearchPage("", null, staticLinks("search.html"));
    expect(html).toContain('<div id="results" aria-live="polite"><p class="none">Type a query above. Searching this static copy needs JavaScript');
    expect(html).toContain('<a href="index.html">contents</a>');
  });

  it("shows results with the query in the title and the box, escaped", () => {
    const q = `x"><script>alert(1)</script>`;
    const html = renderSearchPage(q, { results: results({ query: q, total: 1, results: [hit({})] }) }, serverLinks);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("<title>Search: x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; · crkb</title>");
    expect(html).toContain('value="x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('<div id="results" aria-live="polite"><p class="count"');
    expectNoInlineScriptOrStyle(html);
  });

  it("shows a query that could not be read as an alert, escaped", () => {
    const html = renderSearchPage("~", { error: `the query "~" has <no> letters` }, serverLinks);
    expect(html).toContain('<p class="error" role="alert">the query &quot;~&quot; has &lt;no&gt; letters</p>');
    expect(html).toContain('value="~"');
  });
});
