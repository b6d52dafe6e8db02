/**
 * The page shell (src/site/layout.ts): no inline script or style, every
 * user-given string escaped, and the content security policy as a meta tag
 * on the export's pages only (the server sends it as a header).
 */
import { describe, expect, it } from "vitest";
import { CONTENT_SECURITY_POLICY, page } from "../../src/site/layout";
import { serverLinks, staticLinks } from "../../src/site/links";
import { expectNoInlineScriptOrStyle } from "./page-checks";

describe("CONTENT_SECURITY_POLICY", () => {
  it("allows only our own scripts and styles, nothing inline", () => {
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("style-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain("unsafe-inline");
    expect(CONTENT_SECURITY_POLICY).not.toContain("unsafe-eval");
  });
});

describe("page", () => {
  it("is a complete document with the body in <main>", () => {
    const html = page({ title: "Glossary", links: serverLinks, body: "<p>BODY</p>" });
    expect(html.startsWith("<!doctype html>\n<html lang=\"en\">")).toBe(true);
    expect(html).toContain("<title>Glossary · crkb</title>");
    expect(html).toMatch(/<main id="main"[^>]*>\n<p>BODY<\/p>\n<\/main>/);
    expect(html.trimEnd().endsWith("</html>")).toBe(true);
  });

  it("has no inline script, style attribute or event handler", () => {
    expectNoInlineScriptOrStyle(page({ title: "t", links: serverLinks, body: "" }));
    expectNoInlineScriptOrStyle(page({ title: "t", links: staticLinks("rules/402.html"), body: "" }));
  });

  it("loads the stylesheet and the deferred bundle from our own assets", () => {
    const html = page({ title: "t", links: serverLinks, body: "" });
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css">');
    expect(html).toContain('<script src="/assets/crkb.js" defer></script>');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  });

  it("escapes the query shown in the search box", () => {
    const html = page({ title: "t", links: serverLinks, body: "", query: `"><script>alert(1)</script>` });
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain("<script>alert(1)");
  });

  it("leaves the search box empty without a query", () => {
    expect(page({ title: "t", links: serverLinks, body: "" })).toContain('name="q" type="search" value=""');
  });

  it("escapes the title and the description", () => {
    const html = page({ title: "<i>a</i> & b", links: serverLinks, body: "", description: `say "<b>hi</b>"` });
    expect(html).toContain("<title>&lt;i&gt;a&lt;/i&gt; &amp; b · crkb</title>");
    expect(html).toContain('<meta name="description" content="say &quot;&lt;b&gt;hi&lt;/b&gt;&quot;">');
  });

  it("has no description meta tag unless given one", () => {
    expect(page({ title: "t", links: serverLinks, body: "" })).not.toContain('name="description"');
  });

  it("in server mode submits the search form to /search and carries no CSP meta tag", () => {
    const html = page({ title: "t", links: serverLinks, body: "" });
    expect(html).toContain('<form class="search" id="site-search" role="search" action="/search" method="get">');
    expect(html).toContain('<body data-mode="server" data-search="/api/search" data-home="/">');
    expect(html).not.toContain("Content-Security-Policy");
  });

  it("in static mode adds the CSP meta tag and links relative to the page", () => {
    const html = page({ title: "t", links: staticLinks("versions/x/rules/402.html"), body: "" });
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`);
    expect(html.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(html).toContain('action="../../../search.html"');
    expect(html).toContain('<script src="../../../assets/crkb.js" defer></script>');
    expect(html).toContain('data-mode="static" data-search="../../../search-index.json"');
    expect(html).toContain('<a href="../../../glossary/index.html">Glossary</a>');
  });

  it("puts the CSP meta tag in <head>, before anything it governs", () => {
    const html = page({ title: "t", links: staticLinks("index.html"), body: "" });
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head.indexOf("Content-Security-Policy")).toBeGreaterThan(0);
    expect(head.indexOf("Content-Security-Policy")).toBeLessThan(head.indexOf("<link"));
    expect(head.indexOf("Content-Security-Policy")).toBeLessThan(head.indexOf("<script"));
  });
});
