/**
 * The server-rendered site (src/server/site-routes.ts) through inject(), on
 * the embedded seed corpus only (`versions: []`: no data directory). Pages
 * are HTML; bad input is a 400 page, an unknown rule or term a 404 page;
 * hostile input comes back escaped and never makes a 5xx.
 *
 * Seed facts used: two versions, fragments-2006 (2006-10-01) and
 * rulings-2008-03-17 (2008-03-17); 402.8e's newest text cites the missing
 * 419.6i; 402.8 has children 402.8a-402.8h.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openKnowledgeBase } from "../../src/knowledge-base";
import { buildApp } from "../../src/server/app";
import { V1, V2 } from "../db/fixtures";
import { describeWithCorpus, release } from "../support/corpus";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ kb: openKnowledgeBase({ versions: [] }), rateLimit: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

function get(url: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: "GET", url });
}

/** An HTML page with the given status, no stack trace or source path in it. */
function expectPage(res: LightMyRequestResponse, status: number): string {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
  expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(res.body.startsWith("<!doctype html>")).toBe(true);
  expect(res.body).not.toMatch(/\n\s+at |node_modules|\/work\/|src\/|\.ts:\d+/);
  return res.body;
}

/** The page's <main>, without the shell around it. */
function main(body: string): string {
  const m = /<main id="main"[^>]*>([^]*)<\/main>/.exec(body);
  expect(m).not.toBeNull();
  return m![1];
}

async function expectHealthy(): Promise<void> {
  const res = await get("/health");
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: "ok", versions: 2 });
}

const SCRIPT = "<script>alert(1)</script>";
const SCRIPT_URL = encodeURIComponent(SCRIPT);

describe("GET /", () => {
  it("lists both versions, newest first, with their effective dates", async () => {
    const body = expectPage(await get("/"), 200);
    const rows = body.match(/<tr><td><time datetime="([\d-]+)" class="effective">/g)!;
    expect(rows.map((r) => /datetime="([\d-]+)"/.exec(r)![1])).toEqual(["2008-03-17", "2006-10-01"]);
    expect(body).toContain("<code>fragments-2006</code>");
    expect(body).toContain("<code>rulings-2008-03-17</code>");
  });

  it("links the contents: sections 402 to 415", async () => {
    const body = expectPage(await get("/"), 200);
    const contents = /<ul class="contents">([^]*?)<\/section>/.exec(body)![1];
    const hrefs = [...contents.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs[0]).toBe("/rules/402");
    expect(hrefs).toContain("/rules/415");
    expect(contents).toContain('<a href="/rules/402"><span class="num">402</span> Abilities</a>');
  });
});

describe("GET /search", () => {
  it("shows ranked results for fizzle with the matched words in <mark>", async () => {
    const body = expectPage(await get("/search?q=fizzle"), 200);
    expect(body).toContain('value="fizzle"');
    expect(body).toMatch(/<p class="count" role="status">[^<]*\b20 of \d+ matches for <q>fizzle<\/q><\/p>/);
    expect(body).toContain('<a class="hit" href="/rules/413.2a">');
    expect(body).toContain("<mark>countered</mark>");
    expect(body.match(/<li><a class="hit"/g)).toHaveLength(20);
  });

  it("shows the help without a query", async () => {
    const body = expectPage(await get("/search"), 200);
    expect(main(body)).toContain('<p class="none">Type a query above');
  });

  it("shows the form and the help for an empty query", async () => {
    const body = expectPage(await get("/search?q="), 200);
    expect(body).toContain('<form class="search" id="site-search" role="search" action="/search" method="get">');
    expect(main(body)).toContain('<p class="none">Type a query above');
  });

  it("says when nothing matches", async () => {
    const body = expectPage(await get("/search?q=xqzvj%3A"), 200);
    expect(main(body)).toContain("No rule or glossary entry matches <q>xqzvj:</q>");
  });

  it("searches the version asked for, and keeps it selected", async () => {
    const body = expectPage(await get("/search?q=402.8e%20cost&version=fragments-2006"), 200);
    expect(body).toContain("</mark> that can’t be paid");
    expect(body).toContain('<option value="fragments-2006" selected>2006-10-01 · fragments-2006 (partial)</option>');
    expect(body).toContain('href="/rules/402.8e?version=fragments-2006"');
  });

  it("goes straight to the rule when the query is exactly a rule number, in the version asked for", async () => {
    const res = await get("/search?q=402.8e&version=fragments-2006");
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/rules/402.8e?version=fragments-2006");
    expect((await get("/search?q=402.8")).headers.location).toBe("/rules/402.8");
    expect((await get("/search?q=402.8.")).headers.location).toBe("/rules/402.8");
    // "rule 402.8" asks for a list: the paragraph and its children.
    expect(expectPage(await get("/search?q=rule%20402.8"), 200)).toContain('<a class="hit" href="/rules/402.8a">');
  });

  it("shows each hit's section title", async () => {
    const body = expectPage(await get("/search?q=fizzle"), 200);
    expect(body).toContain('<p class="hit-section">in <a href="/rules/413">413 Resolving Spells and Abilities</a></p>');
  });

  it("links the rule numbers of snippets that have a page, and no others", async () => {
    const body = expectPage(await get("/search?q=special%20actions%20see%20rule"), 200);
    const refs = [...main(body).matchAll(/<a class="ref" href="([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    for (const href of refs) expect((await get(href.replace(/&amp;/g, "&"))).statusCode, href).toBe(200);
    // 502.59 is not among the seeds' sections (401-415): no page, no link.
    expect(main(body)).toContain("(<mark>See</mark> <mark>rule</mark> 502.59, “Suspend.”)");
    expect(main(body)).toContain('(<mark>see</mark> <mark>rule</mark> <a class="ref" href="/rules/408.2d">408.2d</a>)');
  });

  it("searches every release with version=all, each text once with the numbers it held before, and keeps the choice", async () => {
    const body = expectPage(await get("/search?q=cost%20that%20can%27t%20be%20paid&version=all"), 200);
    expect(body).toContain('<option value="all" selected>');
    expect(main(body)).toContain('<a class="hit" href="/rules/402.8f">');
    expect(main(body)).toContain('The same text was <a href="/rules/402.8e?version=fragments-2006">402.8e</a> (last in fragments-2006).');
    expect(main(body)).not.toContain('<a class="hit" href="/rules/402.8e?version=fragments-2006">');
    expect(main(body)).toContain('href="/search?q=cost%20that%20can&#39;t%20be%20paid&amp;version=all&amp;page=2"');
    // Exactly a rule number goes to its page: the newest text, which a retired number's page explains.
    expect((await get("/search?q=402.8e&version=all")).headers.location).toBe("/rules/402.8e");
  });

  it.each([
    ["empty", "", 200],
    ["unknown", "1999-01-01", 404],
    ["upper-case ALL", "ALL", 404],
    ["huge", "a".repeat(5000), 400],
    ["markup", SCRIPT_URL, 400],
    ["a NUL byte", "all%00", 400],
  ])("a version that is %s is a page (%s), markup escaped, and the server keeps serving", async (_what, version, status) => {
    const body = expectPage(await get(`/search?q=ability&version=${version}`), status);
    expect(body).not.toContain("<script>alert(1)");
    await expectHealthy();
  });

  it("pages through the results, and refuses a page that is not one", async () => {
    const body = expectPage(await get("/search?q=ability&page=2"), 200);
    expect(body).toContain('<ol class="results" start="21">');
    expect(body).toContain('<a rel="prev" href="/search?q=ability">Previous</a>');
    const firsts = [1, 2].map(async (p) => /<ol class="results" start="\d+"><li><a class="hit" href="([^"]+)"/.exec((await get(`/search?q=ability&page=${p}`)).body)![1]);
    const [a, b] = await Promise.all(firsts);
    expect(a).not.toBe(b);
    for (const bad of ["x", "0", "-1", "1.5", "", "9".repeat(400), "%00", SCRIPT_URL]) {
      const page = expectPage(await get(`/search?q=ability&page=${bad}`), 400);
      expect(main(page)).toContain("page must be a whole number from 1 to 5");
      expect(page).not.toContain("<script>alert(1)");
    }
    expect(main(expectPage(await get("/search?q=ability&page=6"), 400))).toContain("only the best 100 matches are listed");
    expectPage(await get("/search?q=ability&page=1&page=2"), 400);
    await expectHealthy();
  });

  it("is a 404 page for an unknown version, naming it", async () => {
    const body = expectPage(await get("/search?q=ability&version=1999-01-01"), 404);
    expect(main(body)).toContain("unknown version &quot;1999-01-01&quot;");
  });
});

describe("GET /rules/:number", () => {
  it("shows 402.8e's newest text with its missing cross-reference marked", async () => {
    const res = await get("/rules/402.8e");
    const body = expectPage(res, 200);
    expect(body).toContain("<title>402.8e · crkb</title>");
    expect(body).toContain("An object&#39;s ability that modifies how it comes into play functions as that object is coming into play.");
    expect(body).toContain('See Rule <span class="ref missing" title="rule 419.6i is not in this version">419.6i</span>.');
    expect(body).toContain('<li><a href="/rules/402.8">402.8</a></li><li aria-current="page">402.8e</li>');
  });

  it("links a cross-reference to a paragraph that exists", async () => {
    const body = expectPage(await get("/rules/404.2"), 200);
    expect(body).toContain('<a class="ref" href="/rules/408.1">408.1</a>');
  });

  it("shows the fragments' text with ?version=fragments-2006", async () => {
    const body = expectPage(await get("/rules/402.8e?version=fragments-2006"), 200);
    expect(body).toContain("An object’s activated ability that has a cost that can’t be paid while the object is in play functions from any zone in which its cost can be paid.");
    expect(body).not.toContain("comes into play functions");
    expect(body).toContain('href="/rules/402.8e?version=fragments-2006" aria-current="page"');
  });

  it("accepts an upper-case letter", async () => {
    const body = expectPage(await get("/rules/402.8E"), 200);
    expect(body).toContain('<h1 id="rule-title"><span class="num">402.8e</span></h1>');
  });

  it("shows 402.8's children 402.8a-402.8h in full, each linked", async () => {
    const body = expectPage(await get("/rules/402.8"), 200);
    const children = /<section class="children[^]*?<\/section>/.exec(body)![0];
    expect([...children.matchAll(/<a class="num" href="([^"]+)">/g)].map((m) => m[1])).toEqual(
      ["a", "b", "c", "d", "e", "f", "g", "h"].map((l) => `/rules/402.8${l}`),
    );
  });

  it("is a 404 page for a rule no version has, naming it", async () => {
    const body = expectPage(await get("/rules/999.9"), 404);
    expect(body).toContain("<h1>Not found</h1>");
    expect(main(body)).toContain("no rule 999.9 in any loaded version (fragments-2006, rulings-2008-03-17)");
    expect(body).toContain('value="999.9"');
    expect(main(body)).toContain('<a href="/">contents</a>');
  });

  it("is a 404 page suggesting 402.8 and its children for 402.8z", async () => {
    const body = expectPage(await get("/rules/402.8z"), 404);
    expect(body).toContain("<h2>Perhaps you meant</h2>");
    const list = /<ul class="suggestions">([^]*?)<\/ul>/.exec(body)![1];
    const hrefs = [...list.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs[0]).toBe("/rules/402.8");
    expect(hrefs).toContain("/rules/402.8a");
  });

  it("is a 404 page suggesting the section for a missing rule in it", async () => {
    const body = expectPage(await get("/rules/413.9"), 404);
    expect(body).toContain('<li><a href="/rules/413">413 Resolving Spells and Abilities</a></li>');
  });

  it("is a 404 page for a rule missing from the version asked for, naming where it is", async () => {
    const body = expectPage(await get("/rules/402.8h?version=fragments-2006"), 404);
    expect(main(body)).toContain("rule 402.8h is not in version fragments-2006; it is in rulings-2008-03-17");
  });

  it("is a 400 page for a malformed number", async () => {
    const body = expectPage(await get("/rules/abc"), 400);
    expect(body).toContain("<h1>That request could not be read</h1>");
    expect(main(body)).toContain("&quot;abc&quot; is not a rule number");
    expect(body).not.toContain("Perhaps you meant");
  });

  it("is a 404 page for an unknown version, a 400 page for a malformed one", async () => {
    expect(main(expectPage(await get("/rules/402.8e?version=1999-01-01"), 404))).toContain("unknown version &quot;1999-01-01&quot;");
    expect(main(expectPage(await get("/rules/402.8e?version=..%2F..%2Fetc"), 400))).toContain("is not a version id");
  });
});

describe("GET /rules/:number/diff", () => {
  it("marks removed and added words between the fragments and the rulings dump", async () => {
    const body = expectPage(await get("/rules/402.8e/diff?from=fragments-2006&to=rulings-2008-03-17"), 200);
    expect(body).toContain("Rule <span class=\"num\">402.8e</span>: fragments-2006 → rulings-2008-03-17");
    expect(body).toMatch(/<p>\d+ words removed, \d+ added\.<\/p>/);
    expect(body).toMatch(/<del>[^<]*\bactivated\b[^<]*<\/del>/);
    expect(body).toMatch(/<ins>[^<]*\bmodifies\b[^<]*<\/ins>/);
  });

  it("says the text is the same comparing a version with itself", async () => {
    const body = expectPage(await get("/rules/402.8e/diff?from=rulings-2008-03-17&to=rulings-2008-03-17"), 200);
    expect(body).toContain("The text is the same in both versions.");
  });

  it.each([
    ["no parameters", ""],
    ["no to", "?from=fragments-2006"],
    ["no from", "?to=rulings-2008-03-17"],
    ["a repeated from", "?from=fragments-2006&from=rulings-2008-03-17&to=rulings-2008-03-17"],
  ])("is a 400 page with %s", async (_what, query) => {
    const body = expectPage(await get(`/rules/402.8e/diff${query}`), 400);
    expect(body).toContain("<h1>That request could not be read</h1>");
  });

  it("says what to give when from or to is missing", async () => {
    const body = expectPage(await get("/rules/402.8e/diff?from=fragments-2006"), 400);
    expect(main(body)).toContain("name two versions to compare: ?from=…&amp;to=…");
  });

  it("is a 404 page for an unknown version", async () => {
    const body = expectPage(await get("/rules/402.8e/diff?from=fragments-2006&to=nope"), 404);
    expect(main(body)).toContain("unknown version &quot;nope&quot;");
  });
});

describe("GET /glossary", () => {
  it("is a page saying the seeds have no glossary", async () => {
    const body = expectPage(await get("/glossary"), 200);
    expect(body).toContain("<h1>Glossary</h1>");
    expect(body).toContain("No loaded version has a glossary.");
  });

  it("is a 404 page for an unknown term, naming it", async () => {
    const body = expectPage(await get("/glossary/nonexistent"), 404);
    expect(main(body)).toContain("no glossary entry &quot;nonexistent&quot;");
    expect(body).toContain('value="nonexistent"');
  });

  it("is a 400 page for a blank term", async () => {
    expectPage(await get("/glossary/%20"), 400);
  });
});

describe("the search page on two hand-made releases (200.1 renumbered to 200.2, 100.3 removed)", () => {
  let two: FastifyInstance;
  beforeAll(async () => {
    two = await buildApp({ kb: openKnowledgeBase({ seeds: false, versions: [V1, V2] }), rateLimit: false });
    await two.ready();
  });
  afterAll(async () => {
    await two?.close();
  });
  const fetch = (url: string) => two.inject({ method: "GET", url });

  it("a retired number goes to its page, which says what it became", async () => {
    const res = await fetch("/search?q=200.1");
    expect([res.statusCode, res.headers.location]).toEqual([303, "/rules/200.1"]);
    expect(main(expectPage(await fetch("/rules/200.1"), 200))).toContain("200.2");
  });

  it("a retired number asked for as a list shows the rule it became, with a note", async () => {
    const body = main(expectPage(await fetch("/search?q=rule%20200.1"), 200));
    expect(body).toContain('<p class="retired" role="note">200.1 was last used for this text in 2001-01-01; since 2002-02-02 (2002-02-02) its text is <a href="/rules/200.2">200.2</a> today.</p>');
    expect(body).toContain('<a class="hit" href="/rules/200.2">');
  });

  it("every release finds the removed 100.3, linked in the release that held it", async () => {
    // Today's rules no longer say "wombats": the nearest word they hold is read instead ("combat"), and 100.3 is not found.
    const today = main(expectPage(await fetch("/search?q=wombats"), 200));
    expect(today).not.toContain("/rules/100.3");
    expect(today).toContain("combat");
    const body = main(expectPage(await fetch("/search?q=wombats&version=all"), 200));
    expect(body).toContain('<a class="hit" href="/rules/100.3?version=2001-01-01">');
    expect(body).toContain("its text was removed.");
    expect((await fetch("/rules/100.3?version=2001-01-01")).statusCode).toBe(200);
  });
});

describe("the glossary pages, on two hand-made releases with a glossary", () => {
  let withGlossary: FastifyInstance;
  beforeAll(async () => {
    withGlossary = await buildApp({ kb: openKnowledgeBase({ seeds: false, versions: [V1, V2] }), rateLimit: false });
    await withGlossary.ready();
  });
  afterAll(async () => {
    await withGlossary?.close();
  });
  const fetch = (url: string) => withGlossary.inject({ method: "GET", url });

  it("the index links each current term", async () => {
    const body = expectPage(await fetch("/glossary"), 200);
    expect(body).toContain('<ul class="glossary-index"><li><a href="/glossary/Active%20Player">Active Player</a></li><li><a href="/glossary/Kicker%2C%20Kicked">Kicker, Kicked</a></li></ul>');
  });

  it("an entry shows its newest text, with rule numbers linked", async () => {
    const body = expectPage(await fetch("/glossary/Kicker%2C%20Kicked"), 200);
    expect(body).toContain("<h1>Kicker, Kicked</h1>");
    expect(body).toContain('See rule <a class="ref" href="/rules/100.2">100.2</a>.');
    expect(body).toContain("Glossary of 2002-02-02");
  });

  it("finds an entry by another case or by an alias", async () => {
    expect(expectPage(await fetch("/glossary/active%20player"), 200)).toContain("The player whose turn it is now.");
    expect(expectPage(await fetch("/glossary/Kicker"), 200)).toContain("<h1>Kicker, Kicked</h1>");
  });

  it("every link of the index leads to a page", async () => {
    const body = expectPage(await fetch("/glossary"), 200);
    const hrefs = [.../<ul class="glossary-index">([^]*?)<\/ul>/.exec(body)![1].matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toHaveLength(2);
    for (const href of hrefs) expect((await fetch(href)).statusCode, href).toBe(200);
  });
});

describe("links", () => {
  it("every site link reachable from the home page answers 200", async () => {
    const seen = new Set<string>();
    const queue = ["/"];
    const broken: string[] = [];
    while (queue.length > 0 && seen.size < 1000) {
      const url = queue.shift()!;
      if (seen.has(url)) continue;
      seen.add(url);
      const res = await get(url);
      // A search for exactly a rule number goes on to the rule's page, which must answer.
      if (res.statusCode === 303 && url.startsWith("/search?")) {
        queue.push(String(res.headers.location));
        continue;
      }
      if (res.statusCode !== 200) broken.push(`${res.statusCode} ${url}`);
      if (res.statusCode !== 200 || !String(res.headers["content-type"]).startsWith("text/html")) continue;
      for (const m of res.body.matchAll(/(?:href|src)="(\/[^"#]*)"/g)) {
        const href = m[1].replace(/&amp;/g, "&");
        if (!seen.has(href)) queue.push(href);
      }
    }
    expect(broken).toEqual([]);
    // The seeds' 165 paragraphs, their versions, searches and assets.
    expect(seen.size).toBeGreaterThan(200);
  });
});

describe("unknown addresses", () => {
  it("a page address nobody has is a 404 HTML page naming it", async () => {
    const res = await get("/no/such/page");
    const body = expectPage(res, 404);
    expect(main(body)).toContain("There is no page at /no/such/page.");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("suggests what the last path segment's words find", async () => {
    const body = expectPage(await get("/no/such/countered"), 404);
    expect(body).toContain("<h2>Perhaps you meant</h2>");
    expect(body).toContain('value="countered"');
  });

  it("an unknown /api/ address stays a JSON 404", async () => {
    const res = await get("/api/nope");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: "not_found", message: "no route GET /api/nope" });
  });

  it("a POST to a page is a JSON 404, not a page", async () => {
    const res = await app.inject({ method: "POST", url: "/rules/402.8e" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
  });
});

describe("GET /assets/:name", () => {
  it.each([
    ["site.css", "text/css; charset=utf-8"],
    ["crkb.js", "text/javascript; charset=utf-8"],
  ])("serves %s as %s, cacheable by anyone", async (name, type) => {
    const res = await get(`/assets/${name}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(type);
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
    expect(res.body.length).toBeGreaterThan(100);
  });

  it("serves the stylesheet the pages link to", async () => {
    const page = expectPage(await get("/"), 200);
    const css = /<link rel="stylesheet" href="([^"]+)">/.exec(page)![1];
    const js = /<script src="([^"]+)" defer><\/script>/.exec(page)![1];
    expect((await get(css)).statusCode).toBe(200);
    expect((await get(js)).statusCode).toBe(200);
  });

  it.each(["evil", "..%2Fpackage.json", "site.css.map", "SITE.CSS"])("is a 404 page for %s", async (name) => {
    const res = await get(`/assets/${name}`);
    expectPage(res, 404);
    expect(res.body).not.toContain('"dependencies"');
  });
});

describe("hostile input: a 200 or 4xx, never a 5xx, markup escaped", () => {
  it.each([
    ["q", `/search?q=${SCRIPT_URL}`, 200],
    ["a rule number", `/rules/${SCRIPT_URL}`, 400],
    ["a version", `/rules/402.8e?version=${SCRIPT_URL}`, 400],
    ["a diff version", `/rules/402.8e/diff?from=${SCRIPT_URL}&to=fragments-2006`, 400],
    ["a glossary term", `/glossary/${SCRIPT_URL}`, 404],
    ["an unknown path", `/${SCRIPT_URL}`, 404],
    ["a search version", `/search?q=x&version=${SCRIPT_URL}`, 400],
  ])("<script> in %s comes back escaped", async (_where, url, status) => {
    const body = expectPage(await get(url), status);
    expect(body).not.toContain("<script>alert(1)");
    expect(body).toContain("&lt;script&gt;alert(1)");
    await expectHealthy();
  });

  it("a 10,000-character q is a 400 page saying the limit", async () => {
    const body = expectPage(await get(`/search?q=${"a".repeat(10_000)}`), 400);
    expect(main(body)).toContain("the query is 10000 characters long; the limit is 500");
    await expectHealthy();
  });

  it.each([
    ["control characters", "mana%00%07ability"],
    ["foo:", "foo%3A"],
    ["~", "%7E"],
    ["^", "%5E"],
    ["+", "%2B"],
    ["-", "-"],
    ["*", "*"],
    ['a lone "', "%22"],
    ["a lone '", "%27"],
    ["a field and a wildcard", "text%3A*ab~2"],
    ["only spaces", "%20%20%20"],
  ])("q with %s is a results page or a 400 page", async (_what, q) => {
    const res = await get(`/search?q=${q}`);
    expect([200, 400]).toContain(res.statusCode);
    const body = expectPage(res, res.statusCode);
    if (res.statusCode === 400) expect(main(body)).toMatch(/<p class="error" role="alert">[^<]{10,}<\/p>/);
    else expect(main(body)).toMatch(/<p class="(count|none)"/);
    await expectHealthy();
  });

  it("a repeated q is a 400 page", async () => {
    const body = expectPage(await get("/search?q=a&q=b"), 400);
    expect(main(body)).toContain("give one query (q), at most one version and at most one page");
    await expectHealthy();
  });

  it("a repeated version on the search page is a 400 page", async () => {
    expectPage(await get("/search?q=ability&version=fragments-2006&version=rulings-2008-03-17"), 400);
  });

  it("a repeated version on a rule page is a 400", async () => {
    const res = await get("/rules/402.8e?version=fragments-2006&version=rulings-2008-03-17");
    expect(res.statusCode).toBe(400);
    await expectHealthy();
  });

  it("a 300-character path segment is refused by the router with 414", async () => {
    const res = await get(`/rules/${"4".repeat(300)}`);
    expect(res.statusCode).toBe(414);
    expect(res.body).not.toContain("4".repeat(300));
    await expectHealthy();
  });

  it("broken percent-encoding is a 400", async () => {
    const res = await get("/rules/%E0%A4%A");
    expect(res.statusCode).toBe(400);
    await expectHealthy();
  });

  it.each([
    ["a NUL byte", "/rules/%00", 400],
    ["a path traversal", "/rules/..%2F..%2Fetc%2Fpasswd", 400],
    ["a long number", `/rules/${"4".repeat(250)}`, 400],
    ["an emoji", `/rules/${encodeURIComponent("402.8🂡")}`, 400],
  ])("%s in a rule number is a 400 page", async (_what, url, status) => {
    expectPage(await get(url), status);
  });

  it("does not echo a whole long unknown address into its 404 page", async () => {
    const long = "x".repeat(240);
    const body = expectPage(await get(`/no/${long}/${long}`), 404);
    expect(body).not.toContain(`${long}/${long}`);
  });

  it("still serves pages after all of the above", async () => {
    await expectHealthy();
    expectPage(await get("/rules/402.8e"), 200);
  });
});

describe("the lineage, release and diff pages (seeds)", () => {
  const V1 = "fragments-2006";
  const V2 = "rulings-2008-03-17";
  it("GET /rules/402.8/history shows each step with its date and text, and links only pages that exist", async () => {
    const body = main(expectPage(await get("/rules/402.8/history"), 200));
    expect(body).toContain("<h1>History of <span class=\"num\">402.8</span></h1>");
    expect(body).toMatch(/<time datetime="2006-10-01">2006-10-01<\/time> <span class="badge">added<\/span>/);
    expect(body).toMatch(/<time datetime="2008-03-17">2008-03-17<\/time> <span class="badge">edited<\/span>/);
    for (const href of new Set([...body.matchAll(/href="([^"#]+)/g)].map((m) => m[1].replace(/&amp;/g, "&")))) {
      expect((await get(href)).statusCode, href).toBe(200);
    }
  });

  it("GET /releases lists both versions, date first, newest first, each linked to what changed", async () => {
    const body = main(expectPage(await get("/releases"), 200));
    expect([...body.matchAll(/<a href="\/releases\/([^"]+)"><time datetime="([^"]+)"/g)].map((m) => [m[1], m[2]])).toEqual([
      [V2, "2008-03-17"],
      [V1, "2006-10-01"],
    ]);
  });

  it("GET /releases/:id compares with the version before it; the first version says there is none", async () => {
    const second = main(expectPage(await get(`/releases/${V2}`), 200));
    expect(second).toContain(`<code>${V1}</code>`);
    expect(second).toMatch(/Edited: <strong>[1-9]\d*<\/strong>/);
    expect(second).toMatch(/<li class="change-edited"><span class="badge">edited<\/span> <a class="num" href="\/rules\/402\.8\?version=rulings-2008-03-17">402\.8<\/a><p class="diff">[^]*<del>/);
    expect(main(expectPage(await get(`/releases/${V1}`), 200))).toContain("is the first loaded version");
  });

  it("GET /diff lists the same changes as /releases/:id for neighbouring versions", async () => {
    const diff = main(expectPage(await get(`/diff?from=${V1}&to=${V2}`), 200));
    const release = main(expectPage(await get(`/releases/${V2}`), 200));
    const items = (html: string) => html.match(/<li class="change-[^]*?<\/li>/g);
    expect(items(diff)).toEqual(items(release));
    expect(items(diff)!.length).toBeGreaterThan(0);
  });

  it("GET /glossary?version= shows that version's glossary, or says it has none", async () => {
    const body = main(expectPage(await get(`/glossary?version=${V1}`), 200));
    expect(body).toContain(`Glossary of 2006-10-01`);
    expect(body).toContain("This version has no glossary.");
  });

  it.each([
    ["/rules/40x.8/history", 400],
    ["/rules/999.9/history", 404],
    [`/rules/${SCRIPT_URL}/history`, 400],
    ["/diff", 400],
    [`/diff?from=${V1}`, 400],
    [`/diff?from=${V1}&to=`, 400],
    [`/diff?from=${V1}&to=1999-01-01`, 404],
    [`/diff?from=${SCRIPT_URL}&to=${V2}`, 400],
    [`/diff?from=${V1}&to=${V2}&page=0`, 400],
    [`/diff?from=${V1}&to=${V2}&page=99`, 400],
    [`/diff?from=${V1}&to=${V2}&page=${SCRIPT_URL}`, 400],
    [`/diff?from=${V1}&from=${V1}&to=${V2}`, 400],
    [`/diff?from=%00%01&to=${V2}`, 400],
    [`/diff?from=${"a".repeat(10_000)}&to=${V2}`, 400],
    [`/releases/${SCRIPT_URL}`, 400],
    ["/releases/1999-01-01", 404],
    [`/releases/${V2}?page=x`, 400],
    ["/releases/%01%02", 400],
    ["/glossary?version=", 400],
    [`/glossary?version=${SCRIPT_URL}`, 400],
    ["/glossary?version=1999-01-01", 404],
    [`/glossary?version=${V1}&version=${V2}`, 400],
    [`/glossary?version=${"a".repeat(10_000)}`, 400],
  ])("GET %s is a %i page, input escaped, and the server still answers", async (url, status) => {
    const body = expectPage(await get(url), status);
    expect(body).not.toContain(SCRIPT);
    await expectHealthy();
  });
});

describeWithCorpus("the lineage across renumberings (two releases: 2008-10-01 and 2026-01-16)", () => {
  let corpusApp: FastifyInstance;
  beforeAll(async () => {
    const kb = openKnowledgeBase({ versions: [release("cr-2008-10-01.txt"), release("cr-2026-01-16.txt")] });
    corpusApp = await buildApp({ kb, rateLimit: false });
    await corpusApp.ready();
  }, 120_000);
  afterAll(async () => {
    await corpusApp?.close();
  });

  it.each(["702.19b", "402.8", "702.19"])("every link of the rule page and the lineage page of %s resolves", async (n) => {
    const seen = new Set<string>();
    for (const url of [`/rules/${n}/history`, `/rules/${n}`]) {
      const res = await corpusApp.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      for (const href of [...res.body.matchAll(/href="(\/[^"#]*)/g)].map((m) => m[1].replace(/&amp;/g, "&"))) {
        if (seen.has(href)) continue;
        seen.add(href);
        expect((await corpusApp.inject({ method: "GET", url: href })).statusCode, `${url} -> ${href}`).toBe(200);
      }
    }
    expect(seen.size).toBeGreaterThan(5);
  }, 120_000);

  it("402.8's lineage runs from 402.8 (2008) to 113.6 (2026) on one page; /rules/402.8 says it was retired", async () => {
    const history = (await corpusApp.inject({ method: "GET", url: "/rules/402.8/history" })).body;
    expect(history).toContain('<a href="/rules/402.8?version=2008-10-01">402.8</a>');
    expect(history).toContain('<a href="/rules/113.6?version=2026-01-16">113.6</a>');
    expect(history.indexOf("2008-10-01")).toBeLessThan(history.indexOf("2026-01-16"));
    const rule = (await corpusApp.inject({ method: "GET", url: "/rules/402.8" })).body;
    expect(rule).toMatch(/<p class="note retired">Rule 402\.8 was last in <a href="\/rules\/402\.8\?version=2008-10-01">2008-10-01<\/a> and retired in 2026-01-16: its text is now <a href="\/rules\/113\.6">113\.6<\/a>/);
  });

  it("/rules/702.19 shows 702.19b at its anchor, with previous and next rules", async () => {
    const body = (await corpusApp.inject({ method: "GET", url: "/rules/702.19" })).body;
    expect(body).toContain('<li id="702.19b">');
    expect(body).toContain('<a rel="prev" href="/rules/702.18">');
    expect(body).toContain('<a rel="next" href="/rules/702.20">');
  });
});
