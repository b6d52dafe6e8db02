/**
 * The static export (src/site/export-site.ts): the server's pages written as
 * files with relative links, the assets, and the current search scope's
 * prebuilt index, which the browser bundle ranks with the server's own code.
 *
 * What is checked:
 * - the files of an export and the report's counts;
 * - every href, src and form action of every page resolves to a file of the
 *   export, and none is absolute (an export must work from any directory);
 * - search-index.json, loaded exactly as client/main.ts loads it, ranks the
 *   server's results with the server's snippets, and the server's search page
 *   lists the same hits in the same order;
 * - the pages are the server's pages: same text, same link targets;
 * - the export never overwrites a directory it did not write, and a failed
 *   export leaves nothing behind.
 *
 * The seeds-only knowledge base (`versions: []`) is fragments-2006 and
 * rulings-2008-03-17 (sections 401-415); with ../shared/corpus the 2026 CR
 * is added (describeWithCorpus). Site assets come from dist/assets, built by
 * the vitest global setup.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, posix } from "node:path";
import type { FastifyInstance } from "fastify";
import lunr from "lunr";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CrkbError } from "../../src/errors";
import { KnowledgeBase, openKnowledgeBase } from "../../src/knowledge-base";
import { SearchScope } from "../../src/search/scope";
import type { ExportedScope } from "../../src/search/searcher";
import { buildApp } from "../../src/server/app";
import { diffView, previousVersion } from "../../src/site/changes-view";
import { exportSite, MARKER, type ExportReport } from "../../src/site/export-site";
import { CONTENT_SECURITY_POLICY } from "../../src/site/layout";
import { exportPaths, glossarySlug, SEARCH_INDEX_GLOBAL, serverLinks, staticLinks } from "../../src/site/links";
import { PAGE_RESULTS, renderResults } from "../../src/site/search-page";
import { localExactRule, localPageExists, localSearch } from "../../src/site/client/local-search";
import { describeWithCorpus, release } from "../support/corpus";

const FRAGMENTS = "fragments-2006";
const RULINGS = "rulings-2008-03-17";
const V2026 = "2026-01-16";

const SEED_QUERIES = [
  "fizzle",
  "comes into play",
  "mana ability",
  "402.8",
  "trample?",
  "etb",
  "summoning sickness",
  "removed from the game",
  "sac a creature",
  "static ability",
];
const CORPUS_QUERIES = [...SEED_QUERIES, "deathtouch", "state-based actions", "cascade", "hexproof", "lki"];

const CORPUS_MS = 120_000;

// ---------------------------------------------------------------- helpers

const scratch: string[] = [];

/** A fresh temporary folder, removed after the file's tests. */
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), "crkb-export-test-"));
  scratch.push(d);
  return d;
}

afterAll(() => {
  for (const d of scratch) rmSync(d, { recursive: true, force: true });
});

/** Every file under `dir`, as sorted posix paths relative to it. */
function listFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (d: string, prefix: string) => {
    for (const name of readdirSync(d)) {
      const rel = prefix ? `${prefix}/${name}` : name;
      if (statSync(join(d, name)).isDirectory()) walk(join(d, name), rel);
      else files.push(rel);
    }
  };
  walk(dir, "");
  return files.sort();
}

function htmlFiles(dir: string): string[] {
  return listFiles(dir).filter((f) => f.endsWith(".html"));
}

/** Sibling folders a failed or interrupted export could leave beside `dir`. */
function partialsBeside(dir: string): string[] {
  return readdirSync(dirname(dir)).filter((n) => n.startsWith(`.${basename(dir)}.partial-`));
}

/** Every file under `dir` with its bytes, to show nothing was touched. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(listFiles(dir).map((f) => [f, readFileSync(join(dir, f), "base64")]));
}

function decodeEntities(s: string): string {
  return s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

/** What a reader sees of some HTML: scripts dropped, tags stripped, entities decoded, spaces squashed. */
function visibleText(html: string): string {
  return decodeEntities(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ").trim();
}

/** The attributes of a page that name another resource, in document order. */
const LINK_ATTRS = ["href", "src", "action", "data-search", "data-home"] as const;
type LinkAttr = (typeof LINK_ATTRS)[number];

function linksOf(html: string, attrs: readonly LinkAttr[] = LINK_ATTRS): Array<{ attr: LinkAttr; value: string }> {
  const found: Array<{ attr: LinkAttr; value: string }> = [];
  for (const [tag] of html.matchAll(/<[a-zA-Z][^>]*>/g)) {
    for (const m of tag.matchAll(/\s([a-z-]+)="([^"]*)"/g)) {
      if ((attrs as readonly string[]).includes(m[1])) found.push({ attr: m[1] as LinkAttr, value: decodeEntities(m[2]) });
    }
  }
  return found;
}

interface LinkReport {
  pages: number;
  checked: number;
  /** `page -> link` for every link whose target is not a file of the export. */
  broken: string[];
  /** `page -> link` for every absolute link (a path from the host's root, or another origin). */
  absolute: string[];
  /** `page: tag` for link attributes not in double quotes, which the check could not read. */
  unreadable: string[];
  /** Pages without the export's content security policy. */
  withoutPolicy: string[];
}

/**
 * Reads every page of the export and resolves each of its links the way a
 * browser would from that page's own path. Fragments (`#main`), `mailto:`,
 * `data:` (inline, fetched from nowhere) and query strings are set aside:
 * `search.html?q=fizzle` needs search.html.
 */
function checkLinks(dir: string): LinkReport {
  const report: LinkReport = { pages: 0, checked: 0, broken: [], absolute: [], unreadable: [], withoutPolicy: [] };
  const policy = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`;
  for (const page of htmlFiles(dir)) {
    report.pages++;
    const html = readFileSync(join(dir, page), "utf8");
    if (!html.includes(policy)) report.withoutPolicy.push(page);
    for (const [tag] of html.matchAll(/<[a-zA-Z][^>]*>/g)) {
      if (/\s(?:href|src|action)\s*=\s*(?!")/.test(tag)) report.unreadable.push(`${page}: ${tag}`);
    }
    for (const { value } of linksOf(html)) {
      if (value.startsWith("#") || value.startsWith("mailto:") || value.startsWith("data:")) continue;
      report.checked++;
      if (value.startsWith("/") || /^[a-z][a-z0-9+.-]*:/i.test(value)) {
        report.absolute.push(`${page} -> ${value}`);
        continue;
      }
      const path = decodeURIComponent(value.replace(/[?#].*$/, ""));
      const target = path === "" ? page : posix.normalize(posix.join(posix.dirname(page), path));
      const file = join(dir, target);
      if (target.startsWith("../") || !existsSync(file) || !statSync(file).isFile()) report.broken.push(`${page} -> ${value}`);
    }
  }
  return report;
}

/**
 * A static page's link as the server's address, so both pages' links can be
 * compared: `../versions/V/rules/N.html` from `rules/X.html` is
 * `/rules/N?version=V`. Glossary pages compare by slug (`glossary:map`).
 */
function asServerAddress(page: string, link: string): string {
  if (link.startsWith("#") || link.startsWith("data:")) return link;
  const [beforeAnchor, anchor] = link.split("#");
  const [path, query] = beforeAnchor.split("?");
  const target = posix.normalize(posix.join(posix.dirname(page), path));
  const q = query === undefined ? "" : `?${query}`;
  let m: RegExpMatchArray | null;
  if (target === exportPaths.home) return "/";
  if (target === exportPaths.search) return `/search${q}`;
  if (target === exportPaths.glossaryIndex) return "/glossary";
  if ((m = target.match(/^versions\/([^/]+)\/rules\/(.+)\.html$/))) return `/rules/${anchor ?? m[2]}?version=${m[1]}`;
  if ((m = target.match(/^versions\/([^/]+)\/glossary\.html$/))) return `/glossary?version=${m[1]}`;
  if ((m = target.match(/^history\/(.+)\.html$/))) return `/rules/${m[1]}/history`;
  if (target === exportPaths.releases) return "/releases";
  if ((m = target.match(/^releases\/pages\/(.+)\/(\d+)\.html$/))) return `/releases/${m[1]}?page=${m[2]}`;
  if ((m = target.match(/^releases\/(.+)\.html$/))) return `/releases/${m[1]}`;
  if ((m = target.match(/^rules\/(.+)\.html$/))) return `/rules/${m[1]}`;
  if ((m = target.match(/^glossary\/(.+)\.html$/))) return `glossary:${m[1]}`;
  if ((m = target.match(/^assets\/(.+)$/))) return `/assets/${m[1]}`;
  return `unknown:${target}`;
}

/** The server's glossary links by slug, like asServerAddress. */
function normalServerAddress(link: string): string {
  const m = link.match(/^\/glossary\/(.+)$/);
  return m ? `glossary:${glossarySlug(decodeURIComponent(m[1]))}` : link;
}

/** The href and src of a page in order, as server addresses. */
function targetsOfStatic(page: string, html: string): string[] {
  return linksOf(html, ["href", "src"]).map((l) => asServerAddress(page, l.value));
}

function targetsOfServer(html: string): string[] {
  return linksOf(html, ["href", "src"]).map((l) => normalServerAddress(l.value));
}

/** The texts of the page's `<div class="text">` blocks (rule text; they hold no nested div). */
function textBlocks(html: string): string[] {
  return [...html.matchAll(/<div class="text">([\s\S]*?)<\/div>/g)].map((m) => visibleText(m[1]));
}

function mainOf(html: string): string {
  const m = html.match(/<main\b[^>]*>([\s\S]*)<\/main>/);
  if (!m) throw new Error("page without <main>");
  return m[1];
}

/** The export's search scope, built exactly as client/main.ts builds it from search-index.js (the global it sets). */
function browserScope(dir: string): SearchScope {
  const script = readFileSync(join(dir, exportPaths.searchScript), "utf8");
  const self: Record<string, ExportedScope> = {};
  new Function("self", script)(self);
  const data = self[SEARCH_INDEX_GLOBAL];
  expect(data, "search-index.js sets the index").toEqual(JSON.parse(readFileSync(join(dir, exportPaths.searchIndex), "utf8")));
  const scope = new SearchScope("current", data.docs, lunr.Index.load(data.index));
  retiredOf.set(scope, new Set(data.retired));
  return scope;
}

/** The numbers of the export's pages for rules retired since, by the scope loaded with them. */
const retiredOf = new WeakMap<SearchScope, Set<string>>();

/** A result as kind and number or term. */
function refOf(r: { kind: string; number: string | null; term: string | null }): string {
  return r.kind === "rule" ? `rule ${r.number}` : `glossary ${r.term}`;
}

/** The hrefs of the hits of a search page, in order. */
function hitHrefs(html: string): string[] {
  return [...html.matchAll(/<a class="hit" href="([^"]*)"/g)].map((m) => decodeEntities(m[1]));
}

/** The `<div id="results">` of a search page (its results hold no nested div). */
function resultsBlock(html: string): string {
  const m = html.match(/<div id="results" aria-live="polite">([\s\S]*?)<\/div>/);
  if (!m) throw new Error("search page without results");
  return m[1];
}

async function get(app: FastifyInstance, url: string): Promise<string> {
  const res = await app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
}

/** The pages an export of `kb` must hold: home, search, 404, every version's rules, newest texts, glossary. */
/**
 * The pages an export holds: 3 shell pages; per number any version holds, its
 * newest page and its lineage; per version, a page per part and section
 * (`exportPaths.rule(n, v)` names it), its glossary and its "what changed"
 * page(s);
 * the releases list, the glossary index and one page per glossary entry.
 */
function expectedPages(kb: KnowledgeBase): number {
  const numbers = new Set<string>();
  let perVersion = 0;
  for (const v of kb.versions()) {
    const sections = new Set<string>();
    for (const n of kb.numbers(v.id)) {
      numbers.add(n);
      sections.add(exportPaths.rule(n, v.id));
      if (/^\d{3}$/.test(n)) sections.add(exportPaths.rule(n.charAt(0), v.id));
    }
    const before = previousVersion(kb, v.id);
    perVersion += sections.size + 1 + (before ? diffView(kb, before.id, v.id).pages : 1);
  }
  return 3 + 2 * numbers.size + perVersion + 2 + kb.glossaryEntries().length;
}

/** Search results as the browser and the server agree on them: refs, snippets, and the rest. */
function expectSameResults(kb: KnowledgeBase, scope: SearchScope, q: string): void {
  const server = kb.search(q, { limit: 10 });
  const browser = localSearch(scope, q, 10);
  if (server.retired) {
    // A number today's rules no longer hold: the browser goes to its page, which says what became of it.
    expect(localExactRule(browser, retiredOf.get(scope)!), q).toBe(server.retired.number);
    return;
  }
  expect(browser.results.map(refOf), `top 10 refs of "${q}"`).toEqual(server.results.map(refOf));
  expect(browser.results.map((r) => r.snippet), `snippets of "${q}"`).toEqual(server.results.map((r) => r.snippet));
  expect(browser, `whole answer for "${q}"`).toEqual(server);
}

/** The server's /search page lists the browser scope's hits in the same order, and the same results block. */
async function expectSameSearchPage(app: FastifyInstance, scope: SearchScope, q: string): Promise<void> {
  const browser = localSearch(scope, q, PAGE_RESULTS);
  const rule = localExactRule(browser, retiredOf.get(scope)!);
  if (rule) {
    // Exactly a rule number: both go straight to the rule.
    const res = await app.inject({ url: `/search?q=${encodeURIComponent(q)}` });
    expect([res.statusCode, res.headers.location], q).toEqual([303, serverLinks.rule(rule)]);
    return;
  }
  const html = await get(app, `/search?q=${encodeURIComponent(q)}`);
  const expected = browser.results.map((r) => (r.kind === "rule" ? serverLinks.rule(r.number!) : serverLinks.glossary(r.term!)));
  expect(hitHrefs(html), `hits of the server's page for "${q}"`).toEqual(expected);
  expect(resultsBlock(html), `results block for "${q}"`).toBe(renderResults(browser, serverLinks, { exists: localPageExists(scope, retiredOf.get(scope)!) }));
}

/** The links the browser bundle writes for the results on search.html resolve to pages of the export. */
function expectResultLinksResolve(dir: string, scope: SearchScope, q: string): void {
  const links = staticLinks(exportPaths.search);
  const html = renderResults(localSearch(scope, q, PAGE_RESULTS), links, { exists: localPageExists(scope, retiredOf.get(scope)!) });
  // Every link of the results: hits, their sections, the numbers in snippets, the other pages (a file and its query).
  const hrefs = [...html.matchAll(/href="([^"#?]*)/g)].map((m) => decodeEntities(m[1]));
  for (const href of hrefs) {
    expect(existsSync(join(dir, decodeURIComponent(href))), `result link ${href} for "${q}"`).toBe(true);
  }
}

describe("the link check", () => {
  it("finds broken, absolute and unreadable links, and sets aside fragments, mailto, data and queries", () => {
    const dir = tempDir();
    mkdirSync(join(dir, "rules"));
    writeFileSync(join(dir, "index.html"), '<a href="rules/a.html#x">a</a><a href="search.html?q=x">s</a>');
    writeFileSync(join(dir, "search.html"), '<link rel="icon" href="data:,"><a href="#main">top</a><a href="mailto:x@example.com">mail</a><form action="search.html"></form>');
    writeFileSync(
      join(dir, "rules", "a.html"),
      '<a href="../index.html">home</a><a href="b.html">b</a><script src="/assets/crkb.js"></script><a href="https://example.com/">x</a><a href=index.html>u</a><a href="../../up.html">up</a>',
    );
    const r = checkLinks(dir);
    expect(r.pages).toBe(3);
    expect(r.checked).toBe(8);
    expect(r.broken).toEqual(["rules/a.html -> b.html", "rules/a.html -> ../../up.html"]);
    expect(r.absolute).toEqual(["rules/a.html -> /assets/crkb.js", "rules/a.html -> https://example.com/"]);
    expect(r.unreadable).toEqual(["rules/a.html: <a href=index.html>"]);
    expect(r.withoutPolicy).toEqual(["index.html", "rules/a.html", "search.html"]);
  });
});

// ---------------------------------------------------------------- the seeds

describe("exportSite of the seed corpus", () => {
  let kb: KnowledgeBase;
  let dir: string;
  let report: ExportReport;
  const progress: string[] = [];
  let app: FastifyInstance;

  beforeAll(async () => {
    kb = openKnowledgeBase({ versions: [] });
    dir = join(tempDir(), "site");
    report = exportSite(kb, dir, (m) => progress.push(m));
    app = await buildApp({ kb, rateLimit: false });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  describe("files and report", () => {
    it("writes the shell pages, the assets, the search index and every version of 402.8e", () => {
      for (const f of [
        "index.html",
        "search.html",
        "404.html",
        "assets/site.css",
        "assets/crkb.js",
        "search-index.json",
        "rules/402.8e.html",
        "history/402.8e.html",
        `versions/${FRAGMENTS}/rules/402.html`,
        `versions/${RULINGS}/rules/402.html`,
        `versions/${RULINGS}/glossary.html`,
        "releases/index.html",
        `releases/${FRAGMENTS}.html`,
        `releases/${RULINGS}.html`,
        "glossary/index.html",
        MARKER,
      ]) {
        expect(existsSync(join(dir, f)), f).toBe(true);
      }
    });

    it("copies the built assets byte for byte", () => {
      for (const name of ["site.css", "crkb.js"]) {
        expect(readFileSync(join(dir, "assets", name), "utf8"), name).toBe(readFileSync(join(__dirname, "..", "..", "dist", "assets", name), "utf8"));
      }
    });

    it("reports the pages on disk, the bytes written and the resolved directory", () => {
      const pages = htmlFiles(dir).length;
      expect(report.pages).toBe(pages);
      expect(report.pages).toBe(expectedPages(kb));
      const bytes = listFiles(dir).reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
      expect(report.bytes).toBe(bytes);
      expect(report.dir).toBe(dir);
      expect(report.ms).toBeGreaterThanOrEqual(0);
    });

    it("writes each rule of each version at its anchor on its section's page, and each rule's newest text and lineage", () => {
      const files = new Set(listFiles(dir));
      for (const v of kb.versions()) {
        for (const n of kb.numbers(v.id)) {
          const section = readFileSync(join(dir, exportPaths.rule(n, v.id)), "utf8");
          expect(section, `${v.id} ${n}`).toContain(/^\d{1,3}$/.test(n) ? `<h1><span class="num">${n}</span>` : `<li id="${n}">`);
          expect(files.has(`rules/${n}.html`), n).toBe(true);
          expect(files.has(`history/${n}.html`), n).toBe(true);
        }
      }
    });

    it("marks the directory as an export naming the versions", () => {
      const marker = JSON.parse(readFileSync(join(dir, MARKER), "utf8"));
      expect(marker.versions).toEqual([FRAGMENTS, RULINGS]);
    });

    it("reports its progress by version", () => {
      expect(progress.map((m) => m.replace(/ \(\d+ s\)$/, ""))).toEqual([
        "newest text: rule pages 0/17",
        "older numbers: 132 rule and history pages",
        "releases: 0/2",
        "glossary: 0 pages",
      ]);
    });

    it("leaves no work folder beside the export", () => {
      expect(partialsBeside(dir)).toEqual([]);
    });
  });

  describe("links", () => {
    let links: LinkReport;
    beforeAll(() => {
      links = checkLinks(dir);
    });

    it("reads every page's links", async ({ annotate }) => {
      await annotate(`${links.checked} links checked on ${links.pages} pages`);
      expect(links.pages).toBe(report.pages);
      expect(links.unreadable).toEqual([]);
      // The seed export has about 3,800 links; far fewer means the check read nothing.
      expect(links.checked, `${links.checked} links checked on ${links.pages} pages`).toBeGreaterThan(3000);
    });

    it("every href, src, form action and data address resolves to a file of the export", () => {
      expect(links.broken, `${links.broken.length} of ${links.checked} links broken`).toEqual([]);
    });

    it("no link is absolute, so the export works from any directory", () => {
      expect(links.absolute, `${links.absolute.length} of ${links.checked} links absolute`).toEqual([]);
    });

    it("every page carries the content security policy as a meta tag", () => {
      expect(links.withoutPolicy).toEqual([]);
    });

    it("each page tells the bundle its way up to the root and where the search index is", () => {
      for (const page of htmlFiles(dir)) {
        const html = readFileSync(join(dir, page), "utf8");
        const up = "../".repeat(page.split("/").length - 1);
        expect(html, page).toContain(`<body data-mode="static" data-search="${up}search-index.json" data-home="${up}index.html">`);
      }
    });

    it("every document of the search index has its page", () => {
      const data = JSON.parse(readFileSync(join(dir, exportPaths.searchIndex), "utf8")) as ExportedScope;
      expect(data.docs.length).toBeGreaterThan(100);
      for (const d of data.docs) {
        const page = d.kind === "rule" ? exportPaths.rule(d.number!) : exportPaths.glossary(d.term!);
        expect(existsSync(join(dir, page)), `${d.ref} -> ${page}`).toBe(true);
      }
    });
  });

  describe("search in the browser ranks as the server does", () => {
    let scope: SearchScope;
    beforeAll(() => {
      scope = browserScope(dir);
    });

    it("loads the whole current scope", () => {
      expect(scope.docs.size).toBe(kb.searchExport().docs.length);
    });

    it.each(SEED_QUERIES)("%s: same top 10 and snippets as kb.search", (q) => {
      expectSameResults(kb, scope, q);
    });

    it("finds something for most queries", () => {
      const found = SEED_QUERIES.filter((q) => scope.search(q, 10).results.length > 0);
      expect(found.length).toBeGreaterThanOrEqual(SEED_QUERIES.length - 2);
    });

    it.each(SEED_QUERIES)("%s: the server's search page lists the same hits in the same order", async (q) => {
      await expectSameSearchPage(app, scope, q);
    });

    it.each(SEED_QUERIES)("%s: the results' links resolve on the export", (q) => {
      expectResultLinksResolve(dir, scope, q);
    });
  });

  describe("pages are the server's pages", () => {
    const page = (path: string) => readFileSync(join(dir, path), "utf8");

    it("rules/402.8e.html holds the rule text of GET /rules/402.8e", async () => {
      const exported = textBlocks(page("rules/402.8e.html"));
      expect(exported).toHaveLength(1);
      expect(exported[0]).toContain("modifies how it comes into play");
      expect(exported).toEqual(textBlocks(await get(app, "/rules/402.8e")));
    });

    it.each([
      [FRAGMENTS, "activated ability that has a cost"],
      [RULINGS, "modifies how it comes into play"],
    ])("the section page of %s holds 402.8e's text of that version at its anchor", (v, words) => {
      const item = /<li id="402\.8e">([\s\S]*?)<\/li>/.exec(page(`versions/${v}/rules/402.html`));
      expect(item).not.toBeNull();
      expect(visibleText(item![1])).toContain(words);
      expect(visibleText(item![1])).toContain(visibleText(kb.rule("402.8e", v).text));
    });

    it("the static page carries the policy the server sends as a header", async () => {
      const res = await app.inject({ method: "GET", url: `/rules/402.8e?version=${FRAGMENTS}` });
      const header = String(res.headers["content-security-policy"]);
      expect(header.startsWith(CONTENT_SECURITY_POLICY)).toBe(true);
      expect(page(`versions/${FRAGMENTS}/rules/402.html`)).toContain(`<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`);
      expect(res.body).not.toContain('http-equiv="Content-Security-Policy"');
    });

    it("the compare form stays on the page and embeds every version's text", () => {
      const html = page("rules/402.8e.html");
      expect(html).toMatch(/<section class="compare" id="compare"[^>]*>[\s\S]*<form action="#compare" method="get" data-rule="402.8e">/);
      const m = html.match(/<script type="application\/json" id="rule-texts">([\s\S]*?)<\/script>/);
      expect(m).not.toBeNull();
      const texts = JSON.parse(m![1]) as Record<string, string>;
      expect(Object.keys(texts).sort()).toEqual([FRAGMENTS, RULINGS]);
      for (const v of [FRAGMENTS, RULINGS]) expect(texts[v], v).toBe(kb.rule("402.8e", v).text);
      expect(texts[FRAGMENTS]).not.toBe(texts[RULINGS]);
      expect(m![1]).not.toContain("<");
      expect(html).toContain('<div id="compare-out" aria-live="polite"></div>');
    });

    it("a rule held by one version only has no compare form", () => {
      const only = kb.numbers(FRAGMENTS).find((n) => kb.versionsWith(n).length === 1)!;
      const html = page(`rules/${only}.html`);
      expect(html).not.toContain('id="rule-texts"');
      expect(html).not.toContain('class="compare"');
    });

    it("every rule page shows what the server's page shows and links where it links", async () => {
      let compared = 0;
      const numbers = new Set(kb.versions().flatMap((v) => kb.numbers(v.id)));
      for (const n of numbers) {
        for (const [file, url] of [
          [exportPaths.rule(n), `/rules/${n}`],
          [exportPaths.ruleHistory(n), `/rules/${n}/history`],
        ]) {
          const exported = page(file);
          const served = await get(app, url);
          expect(visibleText(mainOf(exported)), file).toBe(visibleText(mainOf(served)));
          expect(targetsOfStatic(file, exported), file).toEqual(targetsOfServer(served));
          compared++;
        }
      }
      expect(compared).toBe(2 * 149);
    });

    it.each([
      ["index.html", "/"],
      ["glossary/index.html", "/glossary"],
      ["releases/index.html", "/releases"],
      [`releases/${RULINGS}.html`, `/releases/${RULINGS}`],
    ])("%s shows what GET %s shows and links where it links", async (file, url) => {
      const exported = page(file);
      const served = await get(app, url);
      expect(visibleText(mainOf(exported))).toBe(visibleText(mainOf(served)));
      expect(targetsOfStatic(file, exported)).toEqual(targetsOfServer(served));
    });

    it("the search page waits for the bundle and says so without JavaScript", () => {
      const html = page("search.html");
      expect(html).toContain('<form class="search" id="site-search" role="search" action="search.html" method="get">');
      expect(html).toMatch(/<div id="results" aria-live="polite"><p class="none">[^<]*needs JavaScript/);
    });

    it("the 404 page is the server's not-found page", () => {
      const html = page("404.html");
      expect(html).toContain("<h1>Not found</h1>");
      expect(html).toContain("There is no page at this address.");
    });
  });
});

// ---------------------------------------------------------------- safety

describe("exportSite never overwrites what it did not write", () => {
  let kb: KnowledgeBase;
  beforeAll(() => {
    kb = openKnowledgeBase({ versions: [] });
  });

  function badInputOf(f: () => unknown): CrkbError {
    try {
      f();
    } catch (e) {
      expect(e).toBeInstanceOf(CrkbError);
      const err = e as CrkbError;
      expect(err.status).toBe(400);
      expect(err.code).toBe("bad_input");
      expect(err.exitCode).toBe(2);
      return err;
    }
    throw new Error("expected a bad-input error");
  }

  it("exports into a new directory, creating it", () => {
    const dir = join(tempDir(), "new", "site");
    const r = exportSite(kb, dir);
    expect(r.pages).toBe(htmlFiles(dir).length);
    expect(existsSync(join(dir, MARKER))).toBe(true);
  });

  it("exports into an existing empty directory", () => {
    const dir = join(tempDir(), "empty");
    mkdirSync(dir);
    const r = exportSite(kb, dir);
    expect(r.pages).toBe(htmlFiles(dir).length);
  });

  it("refuses a non-empty directory without the marker, leaving its files untouched", () => {
    const dir = join(tempDir(), "mine");
    mkdirSync(join(dir, "notes"), { recursive: true });
    writeFileSync(join(dir, "thesis.txt"), "years of work\n");
    writeFileSync(join(dir, "notes", "index.html"), "<p>my page</p>\n");
    const before = snapshot(dir);
    const err = badInputOf(() => exportSite(kb, dir));
    expect(err.message).toContain(dir);
    expect(err.message).toContain(MARKER);
    expect(snapshot(dir)).toEqual(before);
    expect(partialsBeside(dir)).toEqual([]);
  });

  it("refuses a directory holding only hidden files", () => {
    const dir = join(tempDir(), "hidden");
    mkdirSync(dir);
    writeFileSync(join(dir, ".env"), "SECRET=1\n");
    badInputOf(() => exportSite(kb, dir));
    expect(readFileSync(join(dir, ".env"), "utf8")).toBe("SECRET=1\n");
  });

  it("refuses a path that is a regular file, leaving it untouched", () => {
    const file = join(tempDir(), "site.txt");
    writeFileSync(file, "not a directory\n");
    const err = badInputOf(() => exportSite(kb, file));
    expect(err.message).toContain("not a directory");
    expect(statSync(file).isFile()).toBe(true);
    expect(readFileSync(file, "utf8")).toBe("not a directory\n");
    expect(partialsBeside(file)).toEqual([]);
  });

  it("refuses an earlier export whose marker is damaged", () => {
    const dir = join(tempDir(), "damaged");
    exportSite(kb, dir);
    writeFileSync(join(dir, MARKER), "{not json");
    const before = snapshot(dir);
    const err = badInputOf(() => exportSite(kb, dir));
    expect(err.message).toContain("damaged");
    expect(snapshot(dir)).toEqual(before);
  });

  it("replaces an earlier export: same pages, files added since are gone", () => {
    const dir = join(tempDir(), "twice");
    const first = exportSite(kb, dir);
    const firstFiles = listFiles(dir);
    writeFileSync(join(dir, "stale.html"), "<p>left over</p>");
    rmSync(join(dir, "rules", "402.8e.html"));
    const second = exportSite(kb, dir);
    expect(second.pages).toBe(first.pages);
    expect(second.bytes).toBe(first.bytes);
    expect(listFiles(dir)).toEqual(firstFiles);
    expect(existsSync(join(dir, "rules", "402.8e.html"))).toBe(true);
    expect(partialsBeside(dir)).toEqual([]);
  });

  it("a relative path is resolved against the working directory", () => {
    const parent = tempDir();
    const cwd = process.cwd();
    process.chdir(parent);
    try {
      const r = exportSite(kb, "out");
      expect(r.dir).toBe(join(process.cwd(), "out"));
    } finally {
      process.chdir(cwd);
    }
    expect(existsSync(join(parent, "out", "index.html"))).toBe(true);
  });

  /** A knowledge base whose rule listing fails after `good` versions. */
  function failingKb(good: number): KnowledgeBase {
    let calls = 0;
    return new (class extends KnowledgeBase {
      numbers(version: string): string[] {
        if (calls++ >= good) throw new Error("simulated failure while rendering");
        return super.numbers(version);
      }
    })(kb.db);
  }

  it("a failure mid-way leaves nothing behind", () => {
    const dir = join(tempDir(), "never");
    // The first version's 148 pages are written before the second fails.
    expect(() => exportSite(failingKb(1), dir)).toThrow("simulated failure while rendering");
    expect(existsSync(dir)).toBe(false);
    expect(partialsBeside(dir)).toEqual([]);
  });

  it("a failure mid-way keeps the earlier export as it was", () => {
    const dir = join(tempDir(), "kept");
    exportSite(kb, dir);
    const before = snapshot(dir);
    expect(() => exportSite(failingKb(1), dir)).toThrow("simulated failure while rendering");
    expect(snapshot(dir)).toEqual(before);
    expect(partialsBeside(dir)).toEqual([]);
  });
});

// ---------------------------------------------------------------- the 2026 CR

describeWithCorpus("exportSite of the seeds and the 2026 CR", { timeout: CORPUS_MS }, () => {
  let kb: KnowledgeBase;
  let dir: string;
  let report: ExportReport;
  let app: FastifyInstance;
  let links: LinkReport;
  let scope: SearchScope;

  beforeAll(async () => {
    kb = openKnowledgeBase({ versions: [release("cr-2025-02-07.txt"), release("cr-2026-01-16.txt")] });
    dir = join(tempDir(), "site");
    report = exportSite(kb, dir);
    links = checkLinks(dir);
    scope = browserScope(dir);
    app = await buildApp({ kb, rateLimit: false });
    await app.ready();
  }, CORPUS_MS);

  afterAll(async () => {
    await app?.close();
  });

  it("writes a page per rule per version, per newest text and per glossary entry", () => {
    expect(report.pages).toBe(htmlFiles(dir).length);
    expect(report.pages).toBe(expectedPages(kb));
    expect(report.pages).toBeGreaterThan(4000);
    for (const f of [`versions/${V2026}/rules/702.html`, "rules/702.2b.html", "history/702.2b.html", `releases/${V2026}.html`, "glossary/deathtouch.html", "glossary/map.html"]) {
      expect(existsSync(join(dir, f)), f).toBe(true);
    }
  });

  it("every glossary entry has its own page (no two terms share a file name)", () => {
    const entries = kb.glossaryEntries();
    expect(entries.length).toBeGreaterThan(500);
    expect(new Set(entries.map((g) => glossarySlug(g.term))).size).toBe(entries.length);
    expect(listFiles(join(dir, "glossary")).length).toBe(entries.length + 1);
  });

  it("every link of every page resolves, and none is absolute", async ({ annotate }) => {
    await annotate(`${links.checked} links checked on ${links.pages} pages; ${links.broken.length} broken by known bugs`);
    expect(links.pages).toBe(report.pages);
    expect(links.unreadable).toEqual([]);
    expect(links.checked, `${links.checked} links checked on ${links.pages} pages`).toBeGreaterThan(50_000);
    expect(links.absolute, `${links.absolute.length} of ${links.checked} links absolute`).toEqual([]);
    expect(links.broken, `${links.broken.length} of ${links.checked} links broken`).toEqual([]);
    expect(links.withoutPolicy).toEqual([]);
  });

  it("every document of the search index has its page", () => {
    const data = JSON.parse(readFileSync(join(dir, exportPaths.searchIndex), "utf8")) as ExportedScope;
    for (const d of data.docs) {
      const page = d.kind === "rule" ? exportPaths.rule(d.number!) : exportPaths.glossary(d.term!);
      expect(existsSync(join(dir, page)), `${d.ref} -> ${page}`).toBe(true);
    }
  });

  it.each(CORPUS_QUERIES)("%s: same top 10 and snippets as kb.search", (q) => {
    expectSameResults(kb, scope, q);
  });

  it("lists the numbers retired since (402.8 of the seeds among them) in the search index, each with its page, none in today's scope", () => {
    const data = JSON.parse(readFileSync(join(dir, exportPaths.searchIndex), "utf8")) as ExportedScope;
    const today = new Set(data.docs.map((d) => d.number));
    expect(data.retired).toContain("402.8");
    for (const n of data.retired!) {
      expect(today.has(n), n).toBe(false);
      expect(existsSync(join(dir, exportPaths.rule(n))), n).toBe(true);
    }
    expect(localExactRule(localSearch(scope, "402.8", 10), retiredOf.get(scope)!)).toBe("402.8");
  });

  it("finds something for every query but 402.8, which the current text (2026) no longer holds", () => {
    for (const q of CORPUS_QUERIES) {
      if (q !== "402.8") expect(scope.search(q, 10).results.length, q).toBeGreaterThan(0);
    }
    expect(kb.versionsWith("402.8")).not.toContain(V2026);
  });

  it.each(CORPUS_QUERIES)("%s: the server's search page lists the same hits in the same order", async (q) => {
    await expectSameSearchPage(app, scope, q);
  });

  it.each(CORPUS_QUERIES)("%s: the results' links resolve on the export", (q) => {
    expectResultLinksResolve(dir, scope, q);
  });

  it("702.2b (deathtouch) in 2026 holds the server's rule text, on its page and at its anchor of section 702", async () => {
    const exported = textBlocks(readFileSync(join(dir, "rules/702.2b.html"), "utf8"));
    expect(exported.join(" ")).toContain("deathtouch");
    expect(exported).toEqual(textBlocks(await get(app, `/rules/702.2b?version=${V2026}`)));
    const item = /<li id="702\.2b">([\s\S]*?)<\/li>/.exec(readFileSync(join(dir, `versions/${V2026}/rules/702.html`), "utf8"));
    expect(visibleText(item![1])).toContain("dealt damage by a source with deathtouch since the last time state-based actions were checked");
  });

  it("a sample of pages shows what the server's pages show and links where they link", async () => {
    const pages = htmlFiles(dir).filter((f) => /^(rules|history|glossary)\//.test(f));
    let compared = 0;
    for (let i = 0; i < pages.length; i += 37) {
      const file = pages[i];
      const html = readFileSync(join(dir, file), "utf8");
      const url = asServerAddress("", file).replace(/^glossary:.*/, () => {
        // The glossary page's own heading is its term.
        const term = decodeEntities(html.match(/<h1>([^<]*)/)![1]).trim();
        return serverLinks.glossary(term);
      });
      const served = await get(app, url);
      expect(visibleText(mainOf(html)), file).toBe(visibleText(mainOf(served)));
      expect(targetsOfStatic(file, html), file).toEqual(targetsOfServer(served));
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
  });
});
