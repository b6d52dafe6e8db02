/**
 * The search site: server-rendered HTML pages over the same knowledge
 * base as the API, every rule a permalink. Pages work without JavaScript;
 * bad input gets a 400 page and an unknown rule or term a 404 page with
 * suggestions, never a stack trace.
 */
import { existsSync, readdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CrkbError, printable } from "../errors";
import type { KnowledgeBase } from "../knowledge-base";
import { renderErrorPage } from "../site/error-page";
import { diffView, previousVersion } from "../site/changes-view";
import { renderGlossaryIndex, renderGlossaryPage, renderVersionGlossary } from "../site/glossary-page";
import { renderHistoryPage } from "../site/history-page";
import { renderDiffPage, renderReleasesPage } from "../site/release-page";
import { renderHomePage } from "../site/home-page";
import { serverLinks as links } from "../site/links";
import { renderRuleDiffPage, renderRulePage } from "../site/rule-page";
import { ALL, MAX_LIMIT } from "../types";
import { exactRule, MAX_PAGE, PAGE_RESULTS, renderSearchPage } from "../site/search-page";
import { suggest } from "../site/suggest";
import { historyView, homeView, pageExists, ruleDiffView, ruleExists, ruleView } from "../site/views";
import { page, PageCache } from "./page-cache";
import { htmlPage } from "./schemas";

/** Pages may be cached briefly; their ETag makes revalidation cheap. */
const PAGE_CACHE = "public, max-age=300";
const ASSET_MAX_AGE_MS = 3_600_000;
const ASSET_TYPES: Record<string, string> = { ".css": "text/css", ".js": "text/javascript" };

type Query = Record<string, unknown>;

/**
 * Pages read their own input, so that a bad one gets an HTML page rather
 * than fastify's JSON 400: their params and querystring schemas document the
 * input for the OpenAPI document and are not used to validate it.
 */
const documentedOnly = { validatorCompiler: () => () => true };
const str = (description: string) => ({ type: "string", description });
const query = (properties: Record<string, object>, required: string[] = []) => ({ type: "object", properties, required });
const params = (name: string, description: string) => ({ type: "object", properties: { [name]: str(description) }, required: [name] });
const VERSION = str("a version id (GET /api/versions lists them); the newest text if absent");
const RULE_NUMBER = params("number", "a paragraph number: 402, 402.8 or 402.8e");
const badInputPage = htmlPage("a page saying what was wrong with the request");
const notFoundPageResponse = htmlPage("a page suggesting the nearest rules");

/** The site's stylesheet and script in `dir` (dist/assets, written by `npm run build`); a clear error when the build has not run. */
function assetNames(dir: string): string[] {
  const names = existsSync(dir) ? readdirSync(dir).filter((n) => Object.keys(ASSET_TYPES).some((ext) => n.endsWith(ext))) : [];
  if (!names.length) throw new Error(`the site's assets are missing from ${dir}: run \`npm run build\` first`);
  return names.sort();
}

export async function registerSiteRoutes(app: FastifyInstance, kb: KnowledgeBase, assetDir: string): Promise<void> {
  const assets = assetNames(assetDir);
  // @fastify/static sends the files (with their own ETag, Last-Modified and 304s); the route below decides which.
  await app.register(fastifyStatic, {
    root: assetDir,
    serve: false,
    maxAge: ASSET_MAX_AGE_MS,
    // RFC 9239's text/javascript, where the mime table would say application/javascript.
    setHeaders: (reply: FastifyReply, path: string) => reply.type(`${ASSET_TYPES[path.slice(path.lastIndexOf("."))]}; charset=utf-8`),
  });

  const html = (reply: FastifyReply, body: string | Buffer, status = 200) =>
    reply.code(status).type("text/html; charset=utf-8").header("cache-control", status === 200 ? PAGE_CACHE : "no-store").send(body);

  const cache = new PageCache();
  /** A page by its address: rendered and tagged once, then served from the cache (page-cache.ts). */
  const cached = (request: FastifyRequest, reply: FastifyReply, build: () => string) => {
    let found = cache.get(request.url);
    if (found === undefined) cache.set(request.url, (found = page(build())));
    return html(reply.header("etag", found.etag), found.body);
  };

  /** Runs a page; the knowledge base's bad-input and not-found errors become pages (not cached). */
  const render = (request: FastifyRequest, reply: FastifyReply, asked: string, build: () => string) => {
    try {
      return cached(request, reply, build);
    } catch (e) {
      if (!(e instanceof CrkbError) || (e.status !== 400 && e.status !== 404)) throw e;
      const status = e.status as 400 | 404;
      return html(reply, renderErrorPage(status, e.message, asked, status === 404 ? suggest(kb, asked, links) : [], links), status);
    }
  };

  app.get("/", {
    schema: { summary: "the home page: the search box, the loaded versions with their effective dates, the contents", response: { 200: htmlPage("the home page") } },
  }, async (request, reply) => cached(request, reply, () => renderHomePage(homeView(kb), links)));

  app.get("/search", {
    ...documentedOnly,
    schema: {
      summary: "the search page: ranked results with highlighted snippets, the same search as GET /api/search; exactly a rule number goes to the rule's page",
      querystring: query({
        q: str("the words or rule number to search; the empty search form if absent"),
        version: str(`a version id, or "${ALL}" for every release; today's rules if absent`),
        page: str(`the page of results, from 1 (${PAGE_RESULTS} a page, the best ${MAX_LIMIT} matches in all)`),
      }),
      response: { 200: htmlPage("the results"), 303: htmlPage("a redirect to the rule's page, for a query that is exactly a rule number"), 400: badInputPage, 404: notFoundPageResponse },
    },
  }, async (request: FastifyRequest<{ Querystring: Query }>, reply) => {
    const { q, version, page } = request.query;
    const versions = kb.versions();
    if (q === undefined || q === "") return html(reply, renderSearchPage("", null, links, { versions }));
    if (typeof q !== "string" || (version !== undefined && typeof version !== "string") || (page !== undefined && typeof page !== "string")) {
      return html(reply, renderSearchPage("", { error: "give one query (q), at most one version and at most one page" }, links, { versions }), 400);
    }
    const view = { version: version || undefined, versions, exists: pageExists(kb), page: 1 };
    if (page !== undefined && !/^[1-9]\d{0,5}$/.test(page)) {
      return html(reply, renderSearchPage(q, { error: `page must be a whole number from 1 to ${MAX_PAGE}, not ${printable(page, 20)}` }, links, view), 400);
    }
    view.page = page === undefined ? 1 : Number(page);
    if (view.page > MAX_PAGE) {
      return html(reply, renderSearchPage(q, { error: `page must be a whole number from 1 to ${MAX_PAGE}: only the best ${MAX_LIMIT} matches are listed` }, links, view), 400);
    }
    try {
      const results = kb.search(q, { version: view.version, limit: Math.min(MAX_LIMIT, view.page * PAGE_RESULTS) });
      const number = exactRule(results);
      const ruleVersion = view.version === ALL ? undefined : view.version;
      if (number) return reply.redirect(links.rule(number, ruleVersion), 303);
      return html(reply, renderSearchPage(q, { results }, links, view));
    } catch (e) {
      if (!(e instanceof CrkbError)) throw e;
      return html(reply, renderSearchPage(q, { error: e.message }, links, view), e.status);
    }
  });

  app.get("/rules/:number", {
    ...documentedOnly,
    schema: {
      summary: "a rule's permalink: its text, examples, children, cross-references, versions and history",
      params: RULE_NUMBER,
      querystring: query({ version: VERSION }),
      response: { 200: htmlPage("the rule"), 400: badInputPage, 404: notFoundPageResponse },
    },
  }, async (request: FastifyRequest<{ Params: { number: string }; Querystring: Query }>, reply) => {
    const { number } = request.params;
    return render(request, reply, number, () => renderRulePage(ruleView(kb, number, one(request.query.version)), links));
  });

  app.get("/rules/:number/diff", {
    ...documentedOnly,
    schema: {
      summary: "a rule's text in two versions, compared word by word",
      params: RULE_NUMBER,
      querystring: query({ from: str("the older version id"), to: str("the newer version id") }, ["from", "to"]),
      response: { 200: htmlPage("the comparison"), 400: badInputPage, 404: notFoundPageResponse },
    },
  }, async (request: FastifyRequest<{ Params: { number: string }; Querystring: Query }>, reply) => {
    const { number } = request.params;
    return render(request, reply, number, () => {
      const from = one(request.query.from);
      const to = one(request.query.to);
      if (from === undefined || to === undefined) throw new CrkbError("bad_input", "name two versions to compare: ?from=…&to=…", 400, 2);
      return renderRuleDiffPage(ruleDiffView(kb, number, from, to), links);
    });
  });

  app.get("/rules/:number/history", {
    ...documentedOnly,
    schema: {
      summary: "a rule's lineage: every release that added, changed, moved or removed its text, across renumberings",
      params: RULE_NUMBER,
      response: { 200: htmlPage("the lineage"), 400: badInputPage, 404: notFoundPageResponse },
    },
  }, async (request: FastifyRequest<{ Params: { number: string } }>, reply) => {
    const { number } = request.params;
    return render(request, reply, number, () => renderHistoryPage(historyView(kb, number), links));
  });

  app.get("/diff", {
    ...documentedOnly,
    schema: {
      summary: "what changed between two versions: added, removed, edited and moved paragraphs, a page at a time",
      querystring: query({ from: str("the older version id"), to: str("the newer version id"), page: str("the page of changes, from 1") }, ["from", "to"]),
      response: { 200: htmlPage("the changes"), 400: badInputPage, 404: notFoundPageResponse },
    },
  }, async (request: FastifyRequest<{ Querystring: Query }>, reply) => {
    const asked = request.query.from;
    return render(request, reply, typeof asked === "string" ? asked : "", () => {
      const from = one(asked);
      const to = one(request.query.to);
      if (from === undefined || to === undefined) throw new CrkbError("bad_input", "name two versions to compare: ?from=…&to=…", 400, 2);
      return renderDiffPage(diffView(kb, from, to, pageNumber(one(request.query.page))), links);
    });
  });

  app.get("/releases", {
    schema: { summary: "every loaded version, newest first, by effective date", response: { 200: htmlPage("the list of releases") } },
  }, async (_request, reply) => html(reply, renderReleasesPage(kb.versions(), links)));

  app.get("/releases/:id", {
    ...documentedOnly,
    schema: {
      summary: "what changed in one release: the changes from the version before it",
      params: params("id", "a version id (GET /api/versions lists them)"),
      querystring: query({ page: str("the page of changes, from 1") }),
      response: { 200: htmlPage("the changes"), 400: badInputPage, 404: notFoundPageResponse },
    },
  }, async (request: FastifyRequest<{ Params: { id: string }; Querystring: Query }>, reply) => {
    const { id } = request.params;
    return render(request, reply, id, () => {
      const release = kb.version(id);
      const before = previousVersion(kb, release.id);
      const view = before && diffView(kb, before.id, release.id, pageNumber(one(request.query.page)));
      return renderDiffPage(view, links, release);
    });
  });

  app.get("/glossary", {
    ...documentedOnly,
    schema: {
      summary: "the glossary: every current term, or (with a version) that version's whole glossary",
      querystring: query({ version: str("a version id; the index of current terms if absent") }),
      response: { 200: htmlPage("the glossary"), 400: badInputPage, 404: notFoundPageResponse },
    },
  }, async (request: FastifyRequest<{ Querystring: Query }>, reply) => {
    const asked = request.query.version;
    return render(request, reply, typeof asked === "string" ? asked : "", () => {
      const version = one(asked);
      if (version === undefined) return renderGlossaryIndex(kb.glossaryEntries(), links);
      const v = kb.version(version);
      return renderVersionGlossary(kb.glossaryEntries(v.id), v, kb.versions(), links, ruleExists(kb));
    });
  });

  app.get("/glossary/:term", {
    ...documentedOnly,
    schema: {
      summary: "one glossary entry, its rule numbers linked",
      params: params("term", "the term or one of its aliases (case does not matter)"),
      response: { 200: htmlPage("the entry"), 400: badInputPage, 404: notFoundPageResponse },
    },
  }, async (request: FastifyRequest<{ Params: { term: string } }>, reply) => {
    const { term } = request.params;
    return render(request, reply, term, () => renderGlossaryPage(kb.glossary(term), links, ruleExists(kb)));
  });

  app.get("/assets/:name", {
    ...documentedOnly,
    schema: {
      summary: "the site's stylesheet and script; nothing is loaded from another origin",
      params: { type: "object", properties: { name: { type: "string", enum: assets, description: "the asset's file name" } }, required: ["name"] },
      response: { 200: htmlPage("the file", [...new Set(assets.map((n) => ASSET_TYPES[n.slice(n.lastIndexOf("."))]))]), 404: notFoundPageResponse },
    },
  }, async (request: FastifyRequest<{ Params: { name: string } }>, reply) => {
    // Only the listed files: no other name, case or path reaches the file system.
    if (!assets.includes(request.params.name)) return notFoundPage(kb, request, reply);
    return reply.sendFile(request.params.name);
  });
}

/** A repeated query parameter (`?version=a&version=b`) is refused as a 400, not half-read. */
function one(value: unknown): string | undefined {
  if (value === undefined || typeof value === "string") return value;
  throw new CrkbError("bad_input", "a query parameter was given more than once", 400, 2);
}

/** A `page` query parameter: absent is the first page; anything but digits is refused (the view checks the range). */
function pageNumber(value: string | undefined): number {
  if (value === undefined) return 1;
  if (!/^\d{1,6}$/.test(value)) throw new CrkbError("bad_input", "page must be a whole number such as 2", 400, 2);
  return Number(value);
}

/** The 404 page of an unknown address, suggesting what its words find. */
export function notFoundPage(kb: KnowledgeBase, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split("?")[0].slice(0, 200);
  let words: string;
  try {
    words = decodeURIComponent(path.split("/").pop() ?? "");
  } catch {
    words = "";
  }
  const body = renderErrorPage(404, `There is no page at ${path}.`, words, suggest(kb, words, links), links);
  return reply.code(404).type("text/html; charset=utf-8").header("cache-control", "no-store").send(body);
}
