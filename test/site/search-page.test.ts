/**
 * The search results page (src/site/search-page.ts), from literal results:
 * snippets arrive as escaped HTML with <mark> and are kept; every other
 * field, and the query, is escaped here.
 */
import { describe, expect, it } from "vitest";
import { serverLinks, staticLinks } from "../../src/site/links";
import { exactRule, linkRuleNumbers, MAX_PAGE, pageCount, renderResults, renderSearchPage, versionLabel, versionSelector } from "../../src/site/search-page";
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

describe("results pages", () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => hit({ number: `413.${i + 1}` }));
  const exists = (n: string, version: string | null) => n !== "999.9" && (version === null || version === "2025-02-07");

  it("says when misspelt words were read as the rules' words, escaped", () => {
    const html = renderResults(results({ query: "vigilence", corrected: "vigil<ance", total: 1, results: [hit({})] }), serverLinks);
    expect(html).toContain('<p class="corrected">Showing results for <q>vigil&lt;ance</q>');
    expect(renderResults(results({ total: 1, results: [hit({})] }), serverLinks)).not.toContain("Showing results for");
  });

  it("shows each rule hit's section title, linked", () => {
    const html = renderResults(results({ total: 1, results: [hit({ number: "702.19b", section: { number: "702.19", title: "Trample" } })] }), serverLinks);
    expect(html).toContain('<p class="hit-section">in <a href="/rules/702.19">702.19 Trample</a></p>');
  });

  it("links the rule numbers inside snippets that have a page, not inside tags, and leaves the others as text", () => {
    const snippet = "See rule 704, <mark>702.19b</mark>, rules 409.1b-i and 999.9, not 20 life.";
    const html = renderResults(results({ total: 1, results: [hit({ snippet })] }), serverLinks, { exists });
    expect(html).toContain('See rule <a class="ref" href="/rules/704">704</a>, <mark><a class="ref" href="/rules/702.19b">702.19b</a></mark>, rules <a class="ref" href="/rules/409.1b">409.1b</a>-i and 999.9, not 20 life.');
    expect(linkRuleNumbers('<a href="/rules/702.19">x</a>', serverLinks, null, exists)).toBe('<a href="/rules/702.19">x</a>');
    // Without a way to know which pages exist, nothing is linked.
    expect(linkRuleNumbers(snippet, serverLinks, null, undefined)).toBe(snippet);
  });

  it("links snippet numbers in the version searched, only where that version has them", () => {
    const html = renderResults(results({ total: 1, results: [hit({ snippet: "see 702.19b" })] }), serverLinks, { exists, version: "2025-02-07" });
    expect(html).toContain('see <a class="ref" href="/rules/702.19b?version=2025-02-07">702.19b</a>');
    const other = renderResults(results({ total: 1, results: [hit({ snippet: "see 702.19b" })] }), serverLinks, { exists, version: "2024-01-01" });
    expect(other).toContain("<p class=\"snippet\">see 702.19b</p>");
  });

  it("pages through the matches, keeping the version in the links", () => {
    const r = results({ total: 63, results: many(63) });
    const second = renderResults(r, serverLinks, { page: 2, version: "2026-01-16" });
    expect(second).toContain("matches 21–40 of 63 for");
    expect(second.match(/<li>/g)).toHaveLength(20);
    expect(second).toContain('<ol class="results" start="21">');
    expect(second).toContain('<a rel="prev" href="/search?q=fizzle&amp;version=2026-01-16">Previous</a>');
    expect(second).toContain('<a rel="next" href="/search?q=fizzle&amp;version=2026-01-16&amp;page=3">Next</a>');
    expect(second).toContain('href="/rules/413.21?version=2026-01-16"');
    expect(renderResults(r, serverLinks, { page: 4 })).not.toContain('rel="next"');
    expect(pageCount(63)).toBe(4);
    expect(pageCount(1000)).toBe(MAX_PAGE);
    expect(pageCount(0)).toBe(1);
  });

  it("a page past the last says how many pages there are", () => {
    expect(renderResults(results({ total: 3, results: many(3) }), serverLinks, { page: 9 })).toContain("No page 9 for <q>fizzle</q>: its 3 best matches fill 1 page.");
  });

  it("says which release a hit of every release comes from and the rule its text became", () => {
    const retired = { number: "300.3", lastIn: { id: "2009-02-01", date: "2009-02-01" }, retiredIn: { id: "2009-07-11", date: "2009-07-11" }, successor: null };
    const moved = { ...retired, number: "402.8", successor: "113.6" };
    const html = renderResults(results({ scope: "all", total: 2, results: [hit({ number: "300.3", version: retired.lastIn, retired }), hit({ number: "402.8", version: retired.lastIn, retired: moved })] }), serverLinks, { version: "all" });
    expect(html).toContain('<a class="hit" href="/rules/300.3?version=2009-02-01">');
    expect(html).toContain("300.3 was last used for this text in 2009-02-01; since 2009-07-11 (2009-07-11) its text was removed.");
    expect(html).toContain('since 2009-07-11 (2009-07-11) its text is <a href="/rules/113.6">113.6</a> today.');
  });

  it("says which numbers a text of every release held before its newest, each linked in the release that held it, escaped", () => {
    const formerly = [{ number: "402.8e", lastIn: V }, { number: "<b>", lastIn: { id: "x&y", date: "2005-01-01" } }];
    const html = renderResults(results({ scope: "all", total: 1, results: [hit({ number: "402.8f", formerly })] }), serverLinks, { version: "all" });
    expect(html).toContain('<p class="hit-formerly">The same text was <a href="/rules/402.8e?version=fragments-2006">402.8e</a> (last in fragments-2006), <a href="/rules/&lt;b&gt;?version=x%26y">&lt;b&gt;</a> (last in x&amp;y).</p>');
    expect(renderResults(results({ scope: "all", total: 1, results: [hit({})] }), serverLinks, { version: "all" })).not.toContain("hit-formerly");
  });

  it("notes a retired number asked on today's rules", () => {
    const retired = { number: "402.8", lastIn: { id: "2009-02-01", date: "2009-02-01" }, retiredIn: { id: "2009-07-11", date: "2009-07-11" }, successor: "113.6" };
    const html = renderResults(results({ query: "402.8", mode: "number", retired, total: 1, results: [hit({ number: "113.6" })] }), serverLinks);
    expect(html).toMatch(/^<p class="retired" role="note">402\.8 was last used/);
  });

  it("offers today's rules, every release and each version, date first and newest first, the chosen one selected", () => {
    const versions = [{ id: "fragments-2006", date: "2006-10-01", partial: true }, { id: "2025-02-07", date: "2025-02-07", partial: false }, { id: "2026-01-16", date: "2026-01-16", partial: false }];
    const html = renderSearchPage("trample", { results: results({ query: "trample" }) }, serverLinks, { version: "2025-02-07", versions });
    expect(html).toContain('<select id="search-version" name="version" form="site-search">');
    expect(html).toContain('<option value="2025-02-07" selected>2025-02-07</option>');
    expect(html).toContain('<option value="all">Every release');
    expect(html).toContain('<option value="fragments-2006">2006-10-01 · fragments-2006 (partial)</option>');
    expect(html.indexOf("2026-01-16</option>")).toBeLessThan(html.indexOf("2025-02-07</option>"));
    expect(html).toContain('<form class="search" id="site-search"');
    expect(versionSelector(versions, undefined)).toContain('<option value="" selected>');
    expect(versionLabel({ id: "x<y", date: "2000-01-01", partial: false })).toBe("2000-01-01 · x<y");
    expect(versionSelector([{ id: "x<y", date: "2000-01-01", partial: false }], undefined)).toContain("x&lt;y");
    expectNoInlineScriptOrStyle(html);
  });

  it("offers no version in the static export, which holds today's index only", () => {
    const html = renderSearchPage("trample", { results: results({}) }, staticLinks("search.html"), { versions: [{ id: "2026-01-16", date: "2026-01-16", partial: false }] });
    expect(html).not.toContain("search-version");
  });
});

describe("exactRule", () => {
  it("is the rule whose number is exactly the query, else null", () => {
    expect(exactRule(results({ query: "402.8e", mode: "number", results: [hit({ number: "402.8e" })] }))).toBe("402.8e");
    expect(exactRule(results({ query: "rule 402.8e", mode: "number", results: [hit({ number: "402.8e" })] }))).toBeNull();
    expect(exactRule(results({ query: "402.8e", mode: "words", results: [hit({ number: "402.8e" })] }))).toBeNull();
    expect(exactRule(results({ query: "402.8", mode: "number", results: [] }))).toBeNull();
  });

  it("is a retired number asked on today's rules, whose page says what it became", () => {
    const retired = { number: "402.8", lastIn: V, retiredIn: V, successor: "113.6" };
    expect(exactRule(results({ query: "402.8", mode: "number", retired, results: [hit({ number: "113.6" })] }))).toBe("402.8");
  });
});
