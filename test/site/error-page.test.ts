/**
 * The friendly 400 and 404 pages (src/site/error-page.ts): the message and
 * the user's words escaped, suggestions as links.
 */
import { describe, expect, it } from "vitest";
import { renderErrorPage } from "../../src/site/error-page";
import { serverLinks, staticLinks } from "../../src/site/links";
import { expectNoInlineScriptOrStyle } from "./page-checks";

describe("renderErrorPage", () => {
  it("a 404 says not found, lists suggestions and keeps the asked words in the search box", () => {
    const html = renderErrorPage(404, "no rule 402.8z", "402.8z", [{ href: "/rules/402.8", label: "402.8" }, { href: "/rules/402.8a", label: "402.8a" }], serverLinks);
    expect(html).toContain("<title>Not found · crkb</title>");
    expect(html).toContain('<h1>Not found</h1><p class="error" role="alert">no rule 402.8z</p>');
    expect(html).toContain('<h2>Perhaps you meant</h2><ul class="suggestions"><li><a href="/rules/402.8">402.8</a></li><li><a href="/rules/402.8a">402.8a</a></li></ul>');
    expect(html).toContain('value="402.8z"');
    expectNoInlineScriptOrStyle(html);
  });

  it("a 400 says the request could not be read, with no suggestions heading when there are none", () => {
    const html = renderErrorPage(400, "bad", "abc", [], serverLinks);
    expect(html).toContain("<h1>That request could not be read</h1>");
    expect(html).not.toContain("Perhaps you meant");
    expect(html).toContain('<a href="/">contents</a>');
    expect(html).toContain('<a href="/glossary">glossary</a>');
  });

  it("escapes the message, the asked words and the suggestion labels", () => {
    const x = "<script>alert(1)</script>";
    const html = renderErrorPage(404, `"${x}" is not here`, x, [{ href: "/rules/402", label: x }], serverLinks);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain('<p class="error" role="alert">&quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot; is not here</p>');
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('<a href="/rules/402">&lt;script&gt;alert(1)&lt;/script&gt;</a>');
  });

  it("links relative to the page in static mode", () => {
    const html = renderErrorPage(404, "gone", "", [], staticLinks("404.html"));
    expect(html).toContain('<a href="index.html">contents</a>');
    expect(html).toContain("Content-Security-Policy");
  });
});
