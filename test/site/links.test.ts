/**
 * The site's addresses (src/site/links.ts): the server's absolute paths with
 * encoded query strings, and the export's relative file paths, whose way up
 * to the export's root depends on how deep the page is.
 */
import { describe, expect, it } from "vitest";
import { exportPaths, glossarySlug, relativeLinks, serverLinks, staticLinks } from "../../src/site/links";

describe("serverLinks", () => {
  it("is in server mode with absolute paths", () => {
    expect(serverLinks.mode).toBe("server");
    expect(serverLinks.home()).toBe("/");
    expect(serverLinks.glossaryIndex()).toBe("/glossary");
    expect(serverLinks.asset("site.css")).toBe("/assets/site.css");
    expect(serverLinks.searchIndex()).toBe("/api/search");
    expect(serverLinks.searchScript()).toBeNull();
  });

  it("links the search page bare, or with the query percent-encoded", () => {
    expect(serverLinks.search()).toBe("/search");
    expect(serverLinks.search("etb trigger")).toBe("/search?q=etb%20trigger");
    expect(serverLinks.search("a&b=c#d")).toBe("/search?q=a%26b%3Dc%23d");
    expect(serverLinks.search('<script>"x"')).toBe("/search?q=%3Cscript%3E%22x%22");
    // An empty query is still a query, not the bare page.
    expect(serverLinks.search("")).toBe("/search?q=");
  });

  it("links a rule's newest text, or one version with the id encoded", () => {
    expect(serverLinks.rule("402.8e")).toBe("/rules/402.8e");
    expect(serverLinks.rule("402.8e", null)).toBe("/rules/402.8e");
    expect(serverLinks.rule("402.8e", "fragments-2006")).toBe("/rules/402.8e?version=fragments-2006");
    expect(serverLinks.rule("402", "a b&c")).toBe("/rules/402?version=a%20b%26c");
  });

  it("links a comparison with both versions encoded", () => {
    expect(serverLinks.ruleDiff("402.8e", "fragments-2006", "rulings-2008-03-17")).toBe(
      "/rules/402.8e/diff?from=fragments-2006&to=rulings-2008-03-17",
    );
    expect(serverLinks.ruleDiff("402.8", "a&to=b", "c d")).toBe("/rules/402.8/diff?from=a%26to%3Db&to=c%20d");
  });

  it("encodes a glossary term as one path segment", () => {
    expect(serverLinks.glossary("Mana Ability")).toBe("/glossary/Mana%20Ability");
    expect(serverLinks.glossary("+1/+1 Counter")).toBe("/glossary/%2B1%2F%2B1%20Counter");
    expect(serverLinks.glossary("Lim-Dûl")).toBe("/glossary/Lim-D%C3%BBl");
  });
});

describe("glossarySlug", () => {
  it.each([
    ["Converted Mana Cost", "converted-mana-cost"],
    ["Mana Ability", "mana-ability"],
    ["+1/+1 Counter", "1-1-counter"],
    ["  Trample  ", "trample"],
    ["Attacking Creature's Controller", "attacking-creature-s-controller"],
    ["Phasing", "phasing"],
  ])("%j -> %j", (term, slug) => {
    expect(glossarySlug(term)).toBe(slug);
  });

  it("gives a term with no ASCII letters or digits a usable name", () => {
    expect(glossarySlug("!!!")).toBe("entry");
    expect(glossarySlug("")).toBe("entry");
  });

  it("only ever gives lower-case letters, digits and inner hyphens", () => {
    for (const term of ["A--B", "-x-", "Ab C/d.e", "ÆTHER 2", "<script>"]) {
      expect(glossarySlug(term)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});

describe("staticLinks", () => {
  it("from a page at the root (depth 0) links with no prefix", () => {
    const links = staticLinks("index.html");
    expect(links.mode).toBe("static");
    expect(links.home()).toBe("index.html");
    expect(links.search()).toBe("search.html");
    expect(links.search("fizzle")).toBe("search.html?q=fizzle");
    expect(links.rule("402.8e")).toBe("rules/402.8e.html");
    expect(links.rule("402.8e", "fragments-2006")).toBe("versions/fragments-2006/rules/402.html#402.8e");
    expect(links.glossaryIndex()).toBe("glossary/index.html");
    expect(links.glossary("Converted Mana Cost")).toBe("glossary/converted-mana-cost.html");
    expect(links.asset("crkb.js")).toBe("assets/crkb.js");
    expect(links.searchIndex()).toBe("search-index.json");
  });

  it("from a page one folder down (depth 1) goes up once", () => {
    const links = staticLinks("rules/402.8e.html");
    expect(links.home()).toBe("../index.html");
    expect(links.rule("402.8")).toBe("../rules/402.8.html");
    expect(links.asset("site.css")).toBe("../assets/site.css");
    expect(links.glossary("Mana Ability")).toBe("../glossary/mana-ability.html");
    expect(links.search("a b")).toBe("../search.html?q=a%20b");
  });

  it("from a version's rule page (depth 3) goes up three times", () => {
    const links = staticLinks("versions/fragments-2006/rules/402.8e.html");
    expect(links.home()).toBe("../../../index.html");
    expect(links.rule("402.8e", "rulings-2008-03-17")).toBe("../../../versions/rulings-2008-03-17/rules/402.html#402.8e");
    expect(links.searchIndex()).toBe("../../../search-index.json");
    expect(links.searchScript()).toBe("../../../search-index.js");
  });

  it("has no server comparison page: ruleDiff goes to the rule's own page", () => {
    expect(staticLinks("rules/402.8e.html").ruleDiff("402.8e", "a", "b")).toBe("../rules/402.8e.html");
  });

  it("resolves every link to the export path it names", () => {
    // A link from a page, resolved against that page's URL, lands on exportPaths.
    const from = "versions/fragments-2006/rules/402.8e.html";
    const links = staticLinks(from);
    const base = new URL(from, "https://example.test/site/");
    const resolve = (href: string) => new URL(href, base).pathname.replace(/^\/site\//, "");
    expect(resolve(links.home())).toBe(exportPaths.home);
    expect(resolve(links.rule("402.8"))).toBe(exportPaths.rule("402.8"));
    expect(resolve(links.glossary("Mana Ability"))).toBe(exportPaths.glossary("Mana Ability"));
    expect(resolve(links.asset("site.css"))).toBe(exportPaths.asset("site.css"));
  });
});

describe("relativeLinks", () => {
  it("puts the given way up in front of every export path", () => {
    const links = relativeLinks("../../");
    expect(links.home()).toBe("../../index.html");
    expect(links.rule("402", "x")).toBe("../../versions/x/rules/402.html");
    expect(links.glossaryIndex()).toBe("../../glossary/index.html");
  });
});
