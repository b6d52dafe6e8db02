/**
 * The description of every route: @fastify/swagger builds the OpenAPI 3.1
 * document from the routes' own schemas (the ones fastify validates and
 * serialises with), served at GET /openapi.json, and @fastify/swagger-ui
 * shows it at /docs from its own files, served by us.
 *
 * Shared schemas (app.addSchema, `$ref: "Name#"`) become
 * `#/components/schemas/Name`; each operation is grouped by ROUTE_GROUPS
 * and named after its method and path. The HEAD twin of a GET and the
 * plugins' own routes (swagger-ui's files) are not listed.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { CONTENT_SECURITY_POLICY_DIRECTIVES } from "./protection";

/**
 * How the docs group routes, in the order they are listed: a route joins the
 * first group whose test matches its path, or the group without a test (its
 * schema's own `tags`, if it declares any, win).
 */
export const ROUTE_GROUPS: { name: string; description: string; matches?: (path: string) => boolean }[] = [
  { name: "API", description: "JSON answers: rules, search, history, diffs and questions about a game state.", matches: (p) => p.startsWith("/api/") },
  { name: "site", description: "The search site: server-rendered HTML pages that work without JavaScript, and their assets." },
  { name: "health", description: "Liveness, exempt from the rate limit.", matches: (p) => p === "/health" },
  { name: "documentation", description: "This description of the routes, as OpenAPI and as a page.", matches: (p) => p === "/openapi.json" || p.startsWith("/docs") },
];

function groupOf(path: string): string {
  return (ROUTE_GROUPS.find((g) => g.matches?.(path)) ?? ROUTE_GROUPS.find((g) => !g.matches)!).name;
}

/** `get` + `/rules/:number/diff` = `getRulesNumberDiff`. */
function operationId(method: string, url: string): string {
  const words = url.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method.toLowerCase() + (words.length ? words.map((w) => w[0].toUpperCase() + w.slice(1)).join("") : "Root");
}

/** swagger-ui needs what the site's pages need, and fonts it may inline as data. */
const DOCS_POLICY: Record<string, string[]> = { ...CONTENT_SECURITY_POLICY_DIRECTIVES, "font-src": ["'self'", "data:"] };

/** The version of package.json (the path is the same from src/ and dist/). */
function packageVersion(): string {
  return (JSON.parse(readFileSync(resolve(__dirname, "..", "..", "package.json"), "utf8")) as { version: string }).version;
}

/** Registers the document builder; call before any route, and await it. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "crkb",
        version: packageVersion(),
        description:
          "The Magic: The Gathering Comprehensive Rules as a knowledge base: every paragraph of every loaded release, its history, " +
          "search, and answers to questions about a game state. JSON routes answer errors as {error, message} with a 4xx status; " +
          "every GET carries an ETag, and a matching If-None-Match is answered 304. Requests are rate-limited per client (429) except /health.",
        license: { name: "MIT", identifier: "MIT" },
      },
      tags: ROUTE_GROUPS.map(({ name, description }) => ({ name, description })),
    },
    // Shared schemas keep their names as components.
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
    transform: ({ schema, url, route }) => {
      const method = Array.isArray(route.method) ? route.method[0] : route.method;
      const own = (schema ?? {}) as Record<string, unknown>;
      return { url, schema: { ...own, tags: (own.tags as string[] | undefined) ?? [groupOf(url)], operationId: operationId(String(method), url) } as typeof schema };
    },
  });
}

/** Serves the document and its page; call after every route. */
export async function registerApiDocsRoutes(app: FastifyInstance): Promise<void> {
  let json: string | undefined;
  app.get("/openapi.json", {
    schema: {
      summary: "this description of every route, as an OpenAPI 3.1 document",
      response: { 200: { type: "object", description: "an OpenAPI 3.1 document", required: ["openapi", "info", "paths"], additionalProperties: true } },
    },
    // Built once, when every route is known; sent as a string so fastify does not serialise it again.
    handler: async (_request, reply) => reply.type("application/json; charset=utf-8").send((json ??= JSON.stringify(app.swagger()))),
  });
  await app.register(swaggerUi, {
    routePrefix: "/docs",
    // No call to the public validator: nothing is loaded from another origin.
    uiConfig: { validatorUrl: null },
    staticCSP: DOCS_POLICY,
  });
}
