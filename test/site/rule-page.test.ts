/**
 * A rule's page and the comparison page (src/site/rule-page.ts), rendered
 * from views of the embedded seed corpus (openKnowledgeBase with no data
 * directory): 402.8e's newest text is the 2008 rulings dump's "comes into
 * play" subrule citing the missing 419.6i; in the 2006 fragments 402.8e is
 * the activated-ability cost rule, which the rulings dump moved to 402.8f.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { openKnowledgeBase, type KnowledgeBase } from "../../src/knowledge-base";
import { serverLinks, staticLinks } from "../../src/site/links";
import { jsonForHtml, renderRuleDiffPage, renderRulePage } from "../../src/site/rule-page";
import { ruleDiffView, ruleView } from "../../src/site/views";
import { expectNoInlineScriptOrStyle } from "./page-checks";

const FRAGMENTS = "fragments-2006";
const RULINGS = "rulings-2008-03-17";

let kb: KnowledgeBase;
beforeAll(() => {
  kb = openKnowledgeBase({ versions: [] });
});

/** The part of a page between an element's opening (matched by `start`) and the next `end`. */
function section(html: string, start: string, end: string): string {
  const i = html.indexOf(start);
  expect(i, `no ${start}`).toBeGreaterThanOrEqual(0);
  const j = html.indexOf(end, i);
  expect(j).toBeGreaterThan(i);
  return html.slice(i, j + end.length);
}

describe("renderRulePage: the newest text of 402.8e (server links)", () => {
  let html: string;
  beforeAll(() => {
    html = renderRulePage(ruleView(kb, "402.8e"), serverLinks);
  });

  it("is a page titled with the number, with no inline script or style", () => {
    expect(html).toContain("<title>402.8e · crkb</title>");
    expect(html).toContain('<h1 id="rule-title"><span class="num">402.8e</span></h1>');
    expectNoInlineScriptOrStyle(html);
  });

  it("has a breadcrumb from the contents through section 402 and rule 402.8", () => {
    expect(section(html, '<nav class="crumbs"', "</nav>")).toBe(
      '<nav class="crumbs" aria-label="Breadcrumb"><ol><li><a href="/">Rules</a></li><li><a href="/rules/402">402 Abilities</a></li><li><a href="/rules/402.8">402.8</a></li><li aria-current="page">402.8e</li></ol></nav>',
    );
  });

  it("shows the rulings text, escaped, with the missing 419.6i marked, not linked", () => {
    expect(html).toContain(
      `<div class="text"><p>An object&#39;s ability that modifies how it comes into play functions as that object is coming into play. See Rule <span class="ref missing" title="rule 419.6i is not in this version">419.6i</span>.</p></div>`,
    );
    expect(html).not.toContain('href="/rules/419.6i');
  });

  it("says where the text is from, that it is the newest, and links its permalink", () => {
    const meta = section(html, '<p class="meta">', "</p>");
    expect(meta).toContain("<strong>Rulings dump, March 17, 2008 release (CR section 402)</strong>");
    expect(meta).toContain('effective <time datetime="2008-03-17">2008-03-17</time>');
    expect(meta).toContain("text dated <time>2007-05-01</time>");
    expect(meta).toContain("newest text");
    expect(meta).toContain('<a class="permalink" href="/rules/402.8e?version=rulings-2008-03-17">');
  });

  it("lists both versions newest first, aria-current on the one shown", () => {
    const versions = section(html, '<section class="versions"', "</section>");
    const items = versions.match(/<li>.*?<\/li>/g)!;
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('href="/rules/402.8e?version=rulings-2008-03-17" aria-current="page"');
    expect(items[0]).toContain('<span class="vdate">2008-03-17</span>');
    expect(items[1]).toContain('href="/rules/402.8e?version=fragments-2006"');
    expect(items[1]).toContain('<span class="vdate">2006-10-01</span>');
    expect(items[1]).not.toContain("aria-current");
  });

  it("shows the history: added in 2006, moved to 402.8f, a new text added", () => {
    const timeline = section(html, '<ol class="timeline">', "</ol>");
    const entries = [...timeline.matchAll(/<li class="change-(\w+)"><span class="badge">(\w+)<\/span> <a href="([^"]+)">([^<]+)<\/a> <time datetime="([^"]+)">/g)].map(
      (m) => [m[1], m[2], m[3], m[4], m[5]],
    );
    expect(entries).toEqual([
      ["added", "added", "/rules/402.8e?version=fragments-2006", FRAGMENTS, "2006-10-01"],
      ["moved", "moved", "/rules/402.8f?version=rulings-2008-03-17", RULINGS, "2008-03-17"],
      ["added", "added", "/rules/402.8e?version=rulings-2008-03-17", RULINGS, "2008-03-17"],
    ]);
    expect(timeline).toContain("the text of 402.8e moved to 402.8f");
  });

  it("has a compare form posting to the server's diff page, oldest to newest preselected", () => {
    const compare = section(html, '<section class="compare"', "</section>");
    expect(compare).toContain('<form action="/rules/402.8e/diff" method="get" data-rule="402.8e">');
    expect(compare).toMatch(/<select name="from"><option value="fragments-2006" selected>/);
    expect(compare).toMatch(/<select name="to"><option value="fragments-2006">[^]*?<option value="rulings-2008-03-17" selected>/);
    expect(compare).not.toContain("<script");
    expect(compare).not.toContain("compare-out");
  });

  it("has no children, referenced-by or witnesses sections", () => {
    expect(html).not.toContain('class="children"');
    expect(html).not.toContain('class="referenced-by"');
    expect(html).not.toContain('class="witnesses"');
  });

  it("uses the start of the text as the page description", () => {
    expect(html).toContain('<meta name="description" content="An object&#39;s ability that modifies how it comes into play');
  });
});

describe("renderRulePage: 402.8e in the 2006 fragments", () => {
  let html: string;
  beforeAll(() => {
    html = renderRulePage(ruleView(kb, "402.8e", FRAGMENTS), serverLinks);
  });

  it("shows the fragments' cost text, not the newest", () => {
    expect(html).toContain("An object’s activated ability that has a cost that can’t be paid while the object is in play");
    expect(html).not.toContain("comes into play functions");
    expect(section(html, '<p class="meta">', "</p>")).not.toContain("newest text");
  });

  it("keeps the version in the breadcrumb links", () => {
    expect(html).toContain('<li><a href="/rules/402?version=fragments-2006">402 Abilities</a></li><li><a href="/rules/402.8?version=fragments-2006">402.8</a></li>');
  });

  it("marks the fragments version as the one shown", () => {
    const versions = section(html, '<section class="versions"', "</section>");
    expect(versions).toContain('href="/rules/402.8e?version=fragments-2006" aria-current="page"');
    expect(versions.match(/aria-current/g)).toHaveLength(1);
  });

  it("lists the three seed fragments' texts", () => {
    expect(html).toContain("The seed fragments' texts of this paragraph (3)</summary>");
    expect(html.match(/\(shown above\)/g)).toHaveLength(1);
  });
});

describe("renderRulePage: children, cross-references, referenced-by, absent versions", () => {
  it("shows 402.8's eight subrules in full on its page, an anchor and a permalink each", () => {
    const html = renderRulePage(ruleView(kb, "402.8"), serverLinks);
    const children = section(html, '<section class="children whole"', "</section>");
    expect(children).toContain('<h2 id="children-h">The whole of 402.8 (8 paragraphs)</h2>');
    expect([...children.matchAll(/<li id="([^"]+)">/g)].map((m) => m[1])).toEqual(["a", "b", "c", "d", "e", "f", "g", "h"].map((l) => `402.8${l}`));
    const hrefs = [...children.matchAll(/<a class="num" href="([^"]+)">/g)].map((m) => m[1]);
    expect(hrefs).toEqual(["a", "b", "c", "d", "e", "f", "g", "h"].map((l) => `/rules/402.8${l}`));
    expect(children).toContain("<p>Characteristic-defining abilities function in all zones.");
  });

  it("shows a whole section with its rules and their subrules, in rule order", () => {
    const view = ruleView(kb, "402");
    expect(view.descendants.map((p) => p.number).slice(0, 3)).toEqual(["402.1", "402.2", "402.3"]);
    expect(view.descendants.map((p) => p.number)).toContain("402.8e");
    expect(renderRulePage(view, serverLinks)).toContain('<li id="402.8e">');
  });

  it("links the previous and next paragraph of the same kind in that version's order", () => {
    // The rulings dump quotes section 402 alone: 402.8 is its last rule, so it has no next.
    const view = ruleView(kb, "402.8", RULINGS);
    expect([view.previous, view.next]).toEqual(["402.7", null]);
    const html = renderRulePage(view, serverLinks);
    expect(html).toContain('<a rel="prev" href="/rules/402.7?version=rulings-2008-03-17">');
    expect(html).not.toContain('rel="next"');
    expect(ruleView(kb, "402.8e", RULINGS)).toMatchObject({ previous: "402.8d", next: "402.8f" });
  });

  it("keeps the version in the subrules' links on a version's page", () => {
    const html = renderRulePage(ruleView(kb, "402.8", RULINGS), serverLinks);
    expect(html).toContain('<a class="num" href="/rules/402.8h?version=rulings-2008-03-17">');
  });

  it("shows what changed in an edited text as a word diff", () => {
    const html = renderRulePage(ruleView(kb, "402.8"), serverLinks);
    const edited = section(html, '<li class="change-edited">', "</li>");
    expect(edited).toContain("<summary>What changed</summary>");
    // fragments: "... while the object is on the stack." rulings: "... is not in play."
    expect(edited).toMatch(/<del>[^<]*\bstack\b[^<]*<\/del>/);
    expect(edited).toMatch(/<ins>[^<]*\bnot\b[^<]*<\/ins>/);
    expect(edited).not.toMatch(/<(del|ins)>[^<]*\bAbilities of all other objects\b/);
  });

  it("links a citation of a paragraph that exists", () => {
    const html = renderRulePage(ruleView(kb, "404.2"), serverLinks);
    expect(html).toContain('See rule <a class="ref" href="/rules/408.1">408.1</a>, “Timing, Priority, and the Stack,” and rule <a class="ref" href="/rules/410">410</a>');
  });

  it("lists the paragraphs that cite this one, in the same version", () => {
    const html = renderRulePage(ruleView(kb, "402.6", FRAGMENTS), serverLinks);
    const by = section(html, '<section class="referenced-by"', "</section>");
    expect(by).toContain('<li><a href="/rules/413.2f?version=fragments-2006">413.2f</a></li>');
  });

  it("shows a version without the paragraph as absent, and no compare form with one text", () => {
    // 409.1f is only in the fragments: the rulings dump quotes section 402 alone.
    const html = renderRulePage(ruleView(kb, "409.1f"), serverLinks);
    const versions = section(html, '<section class="versions"', "</section>");
    expect(versions).toContain('<li class="absent"><span title="not in this version"><span class="vdate">2008-03-17</span>');
    expect(versions).not.toContain('href="/rules/409.1f?version=rulings-2008-03-17"');
    expect(html).not.toContain('class="compare"');
  });
});

describe("renderRulePage: static mode", () => {
  let html: string;
  const view = () => ruleView(kb, "402.8e");
  beforeAll(() => {
    html = renderRulePage(view(), staticLinks("rules/402.8e.html"));
  });

  it("links relative to the page's file", () => {
    expect(html).toContain('<li><a href="../index.html">Rules</a></li><li><a href="../rules/402.html">402 Abilities</a></li>');
    expect(html).toContain('href="../versions/fragments-2006/rules/402.html#402.8e"');
  });

  it("compares in the browser: #compare form, the texts as a JSON block, an output", () => {
    const compare = section(html, '<section class="compare"', "</section>");
    expect(compare).toContain('<form action="#compare" method="get" data-rule="402.8e">');
    const block = /<script type="application\/json" id="rule-texts">([^]*?)<\/script>/.exec(compare);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1])).toEqual({
      [FRAGMENTS]: "An object’s activated ability that has a cost that can’t be paid while the object is in play functions from any zone in which its cost can be paid.",
      [RULINGS]: "An object's ability that modifies how it comes into play functions as that object is coming into play. See Rule 419.6i.",
    });
    expect(compare).toContain('<div id="compare-out" aria-live="polite"></div>');
    expectNoInlineScriptOrStyle(html);
  });

  it("keeps a text holding </script> inside the JSON block", () => {
    const hostile = "</script><script>alert(1)</script><!-- x";
    const page = renderRulePage({ ...view(), texts: { [FRAGMENTS]: hostile, [RULINGS]: "b" } }, staticLinks("rules/402.8e.html"));
    expect(page).not.toContain("<script>alert(1)");
    const start = page.indexOf('<script type="application/json" id="rule-texts">');
    const end = page.indexOf("</script>", start);
    const json = page.slice(start + '<script type="application/json" id="rule-texts">'.length, end);
    expect(JSON.parse(json)[FRAGMENTS]).toBe(hostile);
    expect(page.slice(end).startsWith('</script><div id="compare-out"')).toBe(true);
  });
});

describe("jsonForHtml", () => {
  it("escapes every < so no text can close or open a tag", () => {
    const out = jsonForHtml({ t: "</script><!--<b>" });
    expect(out).not.toContain("<");
    expect(out).toBe('{"t":"\\u003c/script>\\u003c!--\\u003cb>"}');
    expect(JSON.parse(out)).toEqual({ t: "</script><!--<b>" });
  });

  it("is plain JSON otherwise", () => {
    expect(jsonForHtml({ a: "x & y", b: ["q\"uote"] })).toBe(JSON.stringify({ a: "x & y", b: ['q"uote'] }));
  });
});

describe("renderRuleDiffPage", () => {
  it("marks removed and added words between the fragments' and the rulings' 402.8e", () => {
    const html = renderRuleDiffPage(ruleDiffView(kb, "402.8e", FRAGMENTS, RULINGS), serverLinks);
    expect(html).toContain("<h1>Rule <span class=\"num\">402.8e</span>: fragments-2006 → rulings-2008-03-17</h1>");
    expect(html).toMatch(/<p>\d+ words removed, \d+ added\.<\/p><p class="diff">/);
    // jsdiff (diffWords) reads the apostrophe as a token of its own: only the quote mark changed.
    expect(html).toMatch(/object<del>’<\/del><ins>&#39;<\/ins>s/);
    expect(html).toMatch(/<ins>[^<]*comes into play[^<]*<\/ins>/);
    expect(html).toContain('href="/rules/402.8e?version=fragments-2006"');
    expect(html).toContain('href="/rules/402.8e?version=rulings-2008-03-17"');
    expectNoInlineScriptOrStyle(html);
  });

  it("points to where the text moved between the two versions", () => {
    // The rulings dump moved 402.8e's cost text to 402.8f.
    const html = renderRuleDiffPage(ruleDiffView(kb, "402.8e", FRAGMENTS, RULINGS), serverLinks);
    expect(html).toContain("the text of 402.8e moved to 402.8f");
    expect(html).toContain('href="/rules/402.8f/diff?from=fragments-2006&to=rulings-2008-03-17"');
  });

  it("notes no move comparing a version with itself", () => {
    const html = renderRuleDiffPage(ruleDiffView(kb, "402.8e", RULINGS, RULINGS), serverLinks);
    expect(html).not.toContain("moved to");
  });

  it("says the text is the same when it is", () => {
    const html = renderRuleDiffPage(ruleDiffView(kb, "402.8e", FRAGMENTS, FRAGMENTS), serverLinks);
    expect(html).toContain("<p>The text is the same in both versions.</p>");
    expect(html).not.toMatch(/<p class="diff">[^]*<(del|ins)>/);
  });

  it("shows the whole text as added where the older version lacks the paragraph", () => {
    const html = renderRuleDiffPage(ruleDiffView(kb, "402.8h", FRAGMENTS, RULINGS), serverLinks);
    expect(html).toContain("<p>402.8h is not in fragments-2006; its text in rulings-2008-03-17:</p><p class=\"diff\"><ins>An ability whose cost");
  });

  it("shows the whole text as removed where the newer version lacks it", () => {
    const html = renderRuleDiffPage(ruleDiffView(kb, "409.1f", FRAGMENTS, RULINGS), serverLinks);
    expect(html).toContain("<p>409.1f is not in rulings-2008-03-17; its text in fragments-2006:</p><p class=\"diff\"><del>");
  });
});
