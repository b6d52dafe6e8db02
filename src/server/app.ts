/**
 * The HTTP server, built in a factory apart from `listen()` so tests drive it
 * through `inject()`. Routes are thin: they validate with the schemas of
 * schemas.ts and ask the knowledge base, which owns every answer.
 *
 * Errors: a bad input is a 400 and an unknown rule or version a 404, both as
 * `{error, message}`; malformed JSON, wrong content types and oversized
 * bodies keep fastify's 4xx status in the same shape. Only a fault of ours is
 * a 500, logged with its stack but answered without one. The server keeps
 * serving after every one of them.
 */
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from "fastify";
import { CrkbError } from "../errors";
import type { KnowledgeBase } from "../knowledge-base";
import { loadAssets, type Asset } from "../site/assets";
import { DEFAULT_RATE_LIMIT, registerProtection, SECURITY_HEADERS, type RateLimit } from "./protection";
import { registerAskRoutes } from "./ask-routes";
import { recordRoutes, registerOpenApiRoutes } from "./openapi";
import { registerQueryRoutes } from "./query-routes";
import { registerRuleRoutes } from "./rule-routes";
import { healthResponse, schemas } from "./schemas";
import { notFoundPage, registerSiteRoutes } from "./site-routes";

export interface AppOptions {
  kb: KnowledgeBase;
  /** fastify's logger; off unless asked for. */
  logger?: boolean;
  /** Requests per client per window; `false` lifts the limit (tests, benchmarks). */
  rateLimit?: RateLimit | false;
  /** The site's stylesheet and script; read from dist/assets unless given. */
  assets?: Map<string, Asset>;
}

/** Request bodies above this are refused with a 413 before they are parsed. */
export const BODY_LIMIT = 1024 * 1024;

export async function buildApp({ kb, logger = false, rateLimit = DEFAULT_RATE_LIMIT, assets = loadAssets() }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: 256 },
    // The router's own refusals (a path parameter over maxParamLength, broken
    // percent-encoding) come here rather than through the error handler;
    // answer them in the same shape, without echoing the whole URL back.
    frameworkErrors: (error, _request, generic) => {
      // fastify types this reply generically over every route's schemas.
      const reply = (generic as unknown as FastifyReply).headers(SECURITY_HEADERS);
      if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
        return reply.code(414).send({ error: "uri_too_long", message: "a path segment is longer than 256 characters" });
      }
      return reply.code(400).send({ error: "bad_url", message: "the URL is not valid percent-encoded UTF-8" });
    },
  });
  for (const s of schemas) app.addSchema(s);
  // Before any route, so the OpenAPI document (/openapi.json, /docs) lists every one.
  const routes = recordRoutes(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof CrkbError) {
      return reply.status(error.status).send({ error: error.code, message: error.message });
    }
    if (error.validation) {
      return reply.status(400).send({ error: "bad_request", message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: error.code ?? "bad_request", message: error.message });
    }
    request.log.error(error);
    return reply.status(500).send({ error: "internal", message: "internal error; the request was not completed" });
  });

  // API clients get JSON; anyone else is a reader who mistyped an address.
  app.setNotFoundHandler((request, reply) =>
    request.url.startsWith("/api/") || request.method !== "GET"
      ? reply.status(404).send({ error: "not_found", message: `no route ${request.method} ${request.url.slice(0, 200)}` })
      : notFoundPage(kb, request, reply),
  );

  registerProtection(app, rateLimit);
  app.get("/health", {
    schema: { summary: "liveness, with the number of loaded versions; exempt from the rate limit", response: { 200: healthResponse } },
    handler: async () => ({ status: "ok", versions: kb.versions().length }),
  });
  registerRuleRoutes(app, kb);
  registerAskRoutes(app, kb);
  registerQueryRoutes(app, kb);
  registerSiteRoutes(app, kb, assets);
  registerOpenApiRoutes(app, routes);
  return app;
}
