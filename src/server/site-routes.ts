/**
 * The search site: server-rendered HTML pages over the same knowledge
 * base as the API, every rule a permalink. Pages work without JavaScript;
 * bad input gets a 400 page and an unknown rule or term a 404 page with
 * suggestions, never a stack trace.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CrkbError } from "../errors";
import type { KnowledgeBase } from "../knowledge-base";
import type { Asset } from "../site/assets";
import { renderErrorPage } from "../site/error-page";
import { renderGlossaryIndex, renderGlossaryPage } from "../site/glossary-page";
import { renderHomePage } from "../site/home-page";
import { serverLinks as links } from "../site/links";
import { renderRuleDiffPage, renderRulePage } from "../site/rule-page";
import { PAGE_RESULTS, renderSearchPage } from "../site/search-page";
import { suggest } from "../site/suggest";
import { homeView, ruleDiffView, ruleExists, ruleView } from "../site/views";

/** Pages may be cached briefly; their ETag makes revalidation cheap. */
const PAGE_CACHE = "public, max-age=300";
const ASSET_CACHE = "public, max-age=3600";

type Query = Record<string, unknown>;

export function registerSiteRoutes(app: FastifyInstance, kb: KnowledgeBase, assets: Map<string, Asset>): void {
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.code(status).type("text/html; charset=utf-8").header("cache-control", status === 200 ? PAGE_CACHE : "no-store").send(body);

  /** Runs a page; the knowledge base's bad-input and not-found errors become pages. */
  const render = (reply: FastifyReply, asked: string, build: () => string) => {
    try {
      return html(reply, build());
    } catch (e) {
      if (!(e instanceof CrkbError) || (e.status !== 400 && e.status !== 404)) throw e;
      const status = e.status as 400 | 404;
      return html(reply, renderErrorPage(status, e.message, asked, status === 404 ? suggest(kb, asked, links) : [], links), status);
    }
  };

  app.get("/", async (_request, reply) => html(reply, renderHomePage(homeView(kb), links)));

  app.get("/search", async (request: FastifyRequest<{ Querystring: Query }>, reply) => {
    const q = request.query.q;
    const version = request.query.version;
    if (q === undefined || q === "") return html(reply, renderSearchPage("", null, links));
    if (typeof q !== "string" || (version !== undefined && typeof version !== "string")) {
      return html(reply, renderSearchPage("", { error: "give one query (q) and at most one version" }, links), 400);
    }
    try {
      return html(reply, renderSearchPage(q, { results: kb.search(q, { version, limit: PAGE_RESULTS }) }, links));
    } catch (e) {
      if (!(e instanceof CrkbError)) throw e;
      return html(reply, renderSearchPage(q, { error: e.message }, links), e.status);
    }
  });

  app.get("/rules/:number", async (request: FastifyRequest<{ Params: { number: string }; Querystring: Query }>, reply) => {
    const { number } = request.params;
    return render(reply, number, () => renderRulePage(ruleView(kb, number, one(request.query.version)), links));
  });

  app.get("/rules/:number/diff", async (request: FastifyRequest<{ Params: { number: string }; Querystring: Query }>, reply) => {
    const { number } = request.params;
    return render(reply, number, () => {
      const from = one(request.query.from);
      const to = one(request.query.to);
      if (from === undefined || to === undefined) throw new CrkbError("bad_input", "name two versions to compare: ?from=…&to=…", 400, 2);
      return renderRuleDiffPage(ruleDiffView(kb, number, from, to), links);
    });
  });

  app.get("/glossary", async (_request, reply) => html(reply, renderGlossaryIndex(kb.glossaryEntries(), links)));

  app.get("/glossary/:term", async (request: FastifyRequest<{ Params: { term: string } }>, reply) => {
    const { term } = request.params;
    return render(reply, term, () => renderGlossaryPage(kb.glossary(term), links, ruleExists(kb)));
  });

  app.get("/assets/:name", async (request: FastifyRequest<{ Params: { name: string } }>, reply) => {
    const asset = assets.get(request.params.name);
    if (!asset) return notFoundPage(kb, request, reply);
    return reply.type(asset.type).header("cache-control", ASSET_CACHE).send(asset.body);
  });
}

/** A repeated query parameter (`?version=a&version=b`) is refused as a 400, not half-read. */
function one(value: unknown): string | undefined {
  if (value === undefined || typeof value === "string") return value;
  throw new CrkbError("bad_input", "a query parameter was given more than once", 400, 2);
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
