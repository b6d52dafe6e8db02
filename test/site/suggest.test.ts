/**
 * Suggestions for a page that does not exist (src/site/suggest.ts), on the
 * seed corpus: the nearest existing paragraph above a rule number and its
 * children, else search hits for the words; never more than eight, never
 * an exception.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { openKnowledgeBase, type KnowledgeBase } from "../../src/knowledge-base";
import { serverLinks, staticLinks } from "../../src/site/links";
import { suggest } from "../../src/site/suggest";

let kb: KnowledgeBase;
beforeAll(() => {
  kb = openKnowledgeBase({ versions: [] });
});

describe("suggest: rule numbers", () => {
  it("for a missing subrule, offers its rule and the rule's first children, eight at most", () => {
    const s = suggest(kb, "402.8z", serverLinks);
    expect(s.map((x) => x.href)).toEqual(["/rules/402.8", ...["a", "b", "c", "d", "e", "f", "g"].map((l) => `/rules/402.8${l}`)]);
    expect(s[0].label).toBe("402.8");
  });

  it("for a missing rule, offers its section with the section's title, then the section's rules", () => {
    const s = suggest(kb, "413.9", serverLinks);
    expect(s[0]).toEqual({ href: "/rules/413", label: "413 Resolving Spells and Abilities" });
    expect(s.map((x) => x.href)).toContain("/rules/413.1");
    expect(s.map((x) => x.href)).toContain("/rules/413.2");
  });

  it("reads the number the way users type it (upper case, spaces)", () => {
    expect(suggest(kb, " 402.8Z ", serverLinks)[0].href).toBe("/rules/402.8");
  });

  it("links relative to the page in static mode", () => {
    const s = suggest(kb, "402.8z", staticLinks("versions/x/rules/402.8z.html"));
    expect(s[0].href).toBe("../../../rules/402.8.html");
  });
});

describe("suggest: words", () => {
  it("offers the best search hits for words, each once, at most eight", () => {
    const s = suggest(kb, "countered", serverLinks);
    expect(s.length).toBeGreaterThan(0);
    expect(s.length).toBeLessThanOrEqual(8);
    expect(new Set(s.map((x) => x.href)).size).toBe(s.length);
    for (const x of s) expect(x.href).toMatch(/^\/rules\/\d{3}(\.\d+[a-z]?)?$/);
    expect(s.map((x) => x.href)).toContain("/rules/414.1");
  });

  it("reads words out of a URL's path segment with punctuation", () => {
    const s = suggest(kb, "<script>countered</script>", serverLinks);
    expect(s.map((x) => x.href)).toContain("/rules/414.1");
  });

  it.each([
    ["only punctuation", "<<<>>>"],
    ["an empty string", ""],
    ["words the search refuses (too long)", "a".repeat(1000)],
  ])("suggests nothing, without throwing, for %s", (_what, asked) => {
    expect(suggest(kb, asked, serverLinks)).toEqual([]);
  });
});
