/**
 * The HTTP server, built in a factory apart from `listen()` so tests drive it
 * through `inject()`. Routes are thin: they validate with the schemas of
 * schemas.ts and ask the knowledge base, which owns every answer.
 *
 * Errors: a bad input is a 400 and an unknown rule or version a 404, both as
 * `{error, message}`; malformed JSON, wrong content types and oversized
 * bodies keep fastify's 4xx status in the same shape. Only a fault of ours is
 * a 500, logged with its stack but answered without one. Every 5xx is
 * logged with its request id. The server keeps serving after every one of
 * them.
 *
 * Every request is bounded whatever its content: its body in size
 * (bodyLimit) and depth (body-depth.ts), its upload in time (requestTimeout,
 * connectionTimeout), the connections at once (maxConnections), and its
 * work: queries and questions run on worker threads with deadlines
 * (db/query-pool.ts, ask-pool.ts), so /health answers meanwhile.
 *
 * /health is answered on the event loop like any request, in its turn: under
 * load it waits behind the sockets that were ready before it, a round of
 * about one request per connection, so its wait is about connections /
 * throughput. What keeps it quick is a small cost per request (a kept
 * question is answered from its body's bytes, ask-routes.ts; /health's own
 * answer is written once). Measured under 100 connections of kept
 * questions on 2 cores shared with the load generator (issue 13,
 * bench/load.ts's breakdown, load 4-6): a /health waited 24-33 ms (median)
 * behind 117-144 requests and took 0.1-0.7 ms once read; the ones over 50
 * ms waited behind 130-190 requests while the server's thread was off its
 * core for 19-50 ms of it. With a load generator that cannot outrun the
 * server (nice 10, a diagnosis), nothing waits ahead of /health (median 0-1
 * requests, 0.3 ms) and the tail is that wait for a core alone. Garbage
 * collection is a small part: scavenges take 1-2 % of a row's time, with an
 * occasional mark-compact. V8's heap flags are left at their defaults.
 */
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from "fastify";
import { CrkbError } from "../errors";
import type { KnowledgeBase } from "../knowledge-base";
import { ASSET_DIR } from "../site/assets";
import { DEFAULT_RATE_LIMIT, registerProtection, SECURITY_HEADERS, type RateLimit } from "./protection";
import { AskAnswers } from "./ask-answers";
import { AskPool, type AskLimits } from "./ask-pool";
import { registerAskRoutes } from "./ask-routes";
import { limitBodyDepth, MAX_BODY_DEPTH } from "./body-depth";
import { registerApiDocs, registerApiDocsRoutes } from "./api-docs";
import { page, sendJson } from "./page-cache";
import { registerQueryRoutes } from "./query-routes";
import { registerRuleRoutes } from "./rule-routes";
import { healthResponse, schemas } from "./schemas";
import { notFoundPage, registerSiteRoutes } from "./site-routes";

export interface AppOptions {
  kb: KnowledgeBase;
  /** fastify's logger (pino options, or false for none); errors only unless asked for. */
  logger?: FastifyServerOptions["logger"];
  /** Requests per client per window; `false` lifts the limit (tests, benchmarks). */
  rateLimit?: RateLimit | false;
  /** The directory of the site's stylesheet and script; dist/assets unless given. */
  assetDir?: string;
  limits?: ServerLimits;
}

export interface ServerLimits {
  /** Bytes of a request body; larger ones are refused with a 413 before they are parsed. */
  bodyLimit?: number;
  /** Levels a JSON body may nest. */
  maxDepth?: number;
  /** Time to receive a whole request, headers and body; a slower one is answered 408 and closed. */
  requestTimeoutMs?: number;
  /** Time a connection may stay silent, the server's side included: longer than the slowest answer (the ask deadline). */
  connectionTimeoutMs?: number;
  /** Connections at once; more are refused by the socket layer. */
  maxConnections?: number;
  /** Questions (POST /api/ask): their deadline, input work and workers. */
  ask?: AskLimits;
}

/** Request bodies above this are refused with a 413 before they are parsed. */
export const BODY_LIMIT = 1024 * 1024;

export const SERVER_LIMITS = {
  bodyLimit: BODY_LIMIT,
  maxDepth: MAX_BODY_DEPTH,
  requestTimeoutMs: 15_000,
  connectionTimeoutMs: 30_000,
  maxConnections: 512,
};

export async function buildApp({ kb, logger = { level: "error" }, rateLimit = DEFAULT_RATE_LIMIT, assetDir = ASSET_DIR, limits = {} }: AppOptions): Promise<FastifyInstance> {
  const { bodyLimit, maxDepth, requestTimeoutMs, connectionTimeoutMs, maxConnections } = { ...SERVER_LIMITS, ...limits };
  const app = Fastify({
    logger,
    bodyLimit,
    requestTimeout: requestTimeoutMs,
    connectionTimeout: connectionTimeoutMs,
    // node checks request timeouts on this interval (30 s by default), so it must be finer than the timeout.
    http: { connectionsCheckingInterval: Math.max(100, Math.min(1_000, requestTimeoutMs / 4)), headersTimeout: requestTimeoutMs },
    // Closing (SIGTERM, SIGINT) drops open connections rather than waiting for a slow client.
    forceCloseConnections: true,
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
  app.server.maxConnections = maxConnections;
  for (const s of schemas) app.addSchema(s);
  // Before any route, so the OpenAPI document (/openapi.json, /docs) lists every one.
  await registerApiDocs(app);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof CrkbError) {
      if (error.status >= 500) request.log.error({ err: error }, `answered ${error.status}: ${error.message}`);
      return reply.status(error.status).send({ error: error.code, message: error.message });
    }
    if (error.validation) {
      return reply.status(400).send({ error: "bad_request", message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: error.code ?? "bad_request", message: error.message });
    }
    request.log.error({ err: error }, "answered 500: a fault of ours");
    // The request id finds the logged stack; the stack itself stays in the log.
    return reply.status(500).send({ error: "internal", message: `internal error; the request was not completed (request ${request.id})` });
  });

  await registerProtection(app, rateLimit);
  // API clients get JSON; anyone else is a reader who mistyped an address. Unknown addresses count against the rate limit too.
  app.setNotFoundHandler(rateLimit ? { preHandler: app.rateLimit() } : {}, (request, reply) =>
    request.url.startsWith("/api/") || request.method !== "GET"
      ? reply.status(404).send({ error: "not_found", message: `no route ${request.method} ${request.url.slice(0, 200)}` })
      : notFoundPage(kb, request, reply),
  );

  limitBodyDepth(app, maxDepth);
  // A question waits for a worker as a request waits for the server: the
  // connection cap and the wait deadline bound the queue, so questions from
  // every connection the server takes queue rather than being refused.
  const askPool = new AskPool(kb, { maxQueued: maxConnections, ...limits.ask });
  app.addHook("onListen", async () => askPool.start());
  app.addHook("onClose", async () => askPool.close());
  // The loaded versions do not change while the server runs: the answer is written and hashed once, and each request only sends it.
  const health = page(JSON.stringify({ status: "ok", versions: kb.versions().length }));
  app.get("/health", {
    config: { rateLimit: false },
    schema: { summary: "liveness, with the number of loaded versions; exempt from the rate limit", response: { 200: healthResponse } },
    handler: (_request, reply) => {
      sendJson(reply, health);
    },
  });
  registerRuleRoutes(app, kb);
  await registerAskRoutes(app, new AskAnswers(askPool));
  registerQueryRoutes(app, kb);
  await registerSiteRoutes(app, kb, assetDir);
  await registerApiDocsRoutes(app);
  return app;
}
