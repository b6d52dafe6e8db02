/**
 * The home page (src/site/home-page.ts): loaded versions newest first with
 * their effective dates, starter searches, and the contents grouped by part.
 */
import { describe, expect, it } from "vitest";
import { renderHomePage, type HomeView } from "../../src/site/home-page";
import { serverLinks, staticLinks } from "../../src/site/links";
import type { VersionInfo } from "../../src/types";
import { expectNoInlineScriptOrStyle } from "./page-checks";

function version(id: string, date: string, over: Partial<VersionInfo> = {}): VersionInfo {
  return { id, date, title: `Release ${id}`, kind: "release", partial: false, note: "", paragraphs: 10, glossary: 2, ...over };
}

const VIEW: HomeView = {
  versions: [version("2006-10-01", "2006-10-01", { partial: true }), version("2008-03-17", "2008-03-17", { title: "Rules <2008> & co" })],
  contents: [
    { number: "1", kind: "part", title: "Game Concepts" },
    { number: "100", kind: "section", title: "General" },
    { number: "101", kind: "section", title: null },
    { number: "4", kind: "part", title: "Spells" },
    { number: "402", kind: "section", title: "Abilities" },
  ],
  numberExample: "402.8",
};

describe("renderHomePage", () => {
  const html = renderHomePage(VIEW, serverLinks);

  it("is a page with no inline script or style", () => {
    expect(html).toContain("<title>Comprehensive Rules · crkb</title>");
    expectNoInlineScriptOrStyle(html);
  });

  it("lists the versions newest first with their effective dates, escaped", () => {
    const rows = html.match(/<tr><td><time[^]*?<\/tr>/g)!;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('<time datetime="2008-03-17" class="effective">2008-03-17</time>');
    expect(rows[0]).toContain("Rules &lt;2008&gt; &amp; co");
    expect(rows[0]).not.toContain("partial");
    expect(rows[1]).toContain('<time datetime="2006-10-01" class="effective">2006-10-01</time>');
    expect(rows[1]).toContain('<span class="badge">partial</span>');
    expect(rows[1]).toContain('<td class="n">10</td><td class="n">2</td><td><code>2006-10-01</code></td>');
  });

  it("names the newest text in the lead", () => {
    expect(html).toContain('Newest text: <strong>Rules &lt;2008&gt; &amp; co</strong>, effective <time datetime="2008-03-17">2008-03-17</time>.');
  });

  it("offers starter searches as links with encoded queries", () => {
    expect(html).toContain('<li><a href="/search?q=fizzle">fizzle</a></li>');
    expect(html).toContain('<li><a href="/search?q=etb%20trigger">etb trigger</a></li>');
  });

  it("offers the rule number it is given as a search, and none when given none", () => {
    expect(html).toContain('<li><a href="/search?q=402.8">402.8</a></li>');
    const without = renderHomePage({ ...VIEW, numberExample: null }, serverLinks);
    expect(without).not.toContain("/search?q=402.8");
  });

  it("nests each part's sections under it, with links to their pages", () => {
    const contents = /<ul class="contents">([^]*?)<\/section>/.exec(html)![1];
    expect(contents).toBe(
      '<li class="part"><a href="/rules/1"><span class="num">1</span> Game Concepts</a><ul>' +
        '<li><a href="/rules/100"><span class="num">100</span> General</a></li>' +
        '<li><a href="/rules/101"><span class="num">101</span></a></li>' +
        '</ul></li><li class="part"><a href="/rules/4"><span class="num">4</span> Spells</a><ul>' +
        '<li><a href="/rules/402"><span class="num">402</span> Abilities</a></li></ul></li></ul>',
    );
  });

  it("groups sections with no part (the seeds) in one list", () => {
    const page = renderHomePage({ versions: VIEW.versions, contents: [{ number: "402", kind: "section", title: "Abilities" }, { number: "403", kind: "section", title: null }], numberExample: null }, serverLinks);
    expect(page).toContain('<ul class="contents"><li class="part"><ul><li><a href="/rules/402">');
    expect(page).toContain('<a href="/rules/403"><span class="num">403</span></a></li></ul></li></ul>');
  });

  it("renders with nothing loaded", () => {
    const page = renderHomePage({ versions: [], contents: [], numberExample: null }, serverLinks);
    expect(page).not.toContain("Newest text");
    expect(page).toContain('<ul class="contents"></ul>');
  });

  it("links the export's files from its root in static mode", () => {
    const page = renderHomePage(VIEW, staticLinks("index.html"));
    expect(page).toContain('<a href="rules/402.html">');
    expect(page).toContain('<a href="search.html?q=fizzle">fizzle</a>');
  });
});
