/**
 * The glossary index and entry pages (src/site/glossary-page.ts), from
 * literal entries (the seed corpus has no glossary).
 */
import { describe, expect, it } from "vitest";
import { renderGlossaryIndex, renderGlossaryPage } from "../../src/site/glossary-page";
import { serverLinks, staticLinks } from "../../src/site/links";
import type { GlossaryObject } from "../../src/types";
import { expectNoInlineScriptOrStyle } from "./page-checks";

function entry(over: Partial<GlossaryObject>): GlossaryObject {
  return { term: "Mana Ability", aliases: [], obsolete: false, text: "An ability that produces mana. See rule 605.", see: null, version: { id: "2026-01-16", date: "2026-01-16" }, ...over };
}

describe("renderGlossaryIndex", () => {
  it("links every term, marking obsolete ones", () => {
    const html = renderGlossaryIndex([entry({}), entry({ term: "Converted Mana Cost", obsolete: true })], serverLinks);
    expect(html).toContain('<li><a href="/glossary/Mana%20Ability">Mana Ability</a></li>');
    expect(html).toContain('<li><a href="/glossary/Converted%20Mana%20Cost">Converted Mana Cost</a> <span class="badge">obsolete</span></li>');
    expectNoInlineScriptOrStyle(html);
  });

  it("says so when no version has a glossary", () => {
    expect(renderGlossaryIndex([], serverLinks)).toContain("<p>No loaded version has a glossary.</p>");
  });

  it("links entry files by slug in static mode", () => {
    const html = renderGlossaryIndex([entry({ term: "+1/+1 Counter" })], staticLinks("glossary/index.html"));
    expect(html).toContain('<a href="../glossary/1-1-counter.html">+1/+1 Counter</a>');
  });
});

describe("renderGlossaryPage", () => {
  it("shows the term, its version and its text with rule numbers linked", () => {
    const html = renderGlossaryPage(entry({ text: "Something. See rules 702.19 and 702.19c." }), serverLinks, () => true);
    expect(html).toContain("<h1>Mana Ability</h1>");
    expect(html).toContain('Glossary of 2026-01-16, effective <time datetime="2026-01-16">2026-01-16</time>');
    expect(html).toContain('See rules <a class="ref" href="/rules/702.19">702.19</a> and <a class="ref" href="/rules/702.19c">702.19c</a>.');
    expectNoInlineScriptOrStyle(html);
  });

  it("marks a rule number no loaded version holds instead of linking to a missing page", () => {
    const html = renderGlossaryPage(entry({ text: "See rule 110.10 and 702.19." }), serverLinks, (n) => n === "702.19");
    expect(html).toContain('<span class="ref missing" title="rule 110.10 is in no loaded version">110.10</span>');
    expect(html).toContain('<a class="ref" href="/rules/702.19">702.19</a>');
    expect(html).not.toContain('href="/rules/110.10"');
  });

  it("keeps the text's lines as paragraphs", () => {
    const html = renderGlossaryPage(entry({ text: "First line.\nSecond line." }), serverLinks, () => true);
    expect(html).toContain('<div class="text"><p>First line.</p><p>Second line.</p></div>');
  });

  it("escapes the term, aliases and text", () => {
    const html = renderGlossaryPage(entry({ term: "<b>T</b>", aliases: [`"A" & B`], text: "<script>alert(1)</script>" }), serverLinks, () => true);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<b>T");
    expect(html).toContain("<h1>&lt;b&gt;T&lt;/b&gt;</h1>");
    expect(html).toContain("Also called <q>&quot;A&quot; &amp; B</q>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("links the entry a see-also entry points to, and marks obsolete terms", () => {
    const html = renderGlossaryPage(entry({ term: "Converted Mana Cost", obsolete: true, text: "See Mana Value.", see: "Mana Value" }), serverLinks, () => true);
    expect(html).toContain('<p>See <a href="/glossary/Mana%20Value">Mana Value</a>.</p>');
    expect(html).toContain('<h1>Converted Mana Cost <span class="badge">obsolete</span></h1>');
  });

  it("has a breadcrumb through the glossary index", () => {
    const html = renderGlossaryPage(entry({}), staticLinks("glossary/mana-ability.html"), () => true);
    expect(html).toContain('<ol><li><a href="../index.html">Rules</a></li><li><a href="../glossary/index.html">Glossary</a></li><li aria-current="page">Mana Ability</li></ol>');
  });
});
