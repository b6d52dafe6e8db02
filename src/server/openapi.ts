/**
 * The OpenAPI 3.1 description of every route, built from the routes
 * themselves: an onRoute hook (added by buildApp before any route) records
 * each route's method, URL and schemas as fastify registers it, and the
 * document is assembled from those records on first request, when no route
 * can be added any more. A route is documented because it exists, so none
 * can be forgotten; what it says is what its schema declares, and the
 * schemas are the ones fastify validates and serialises with.
 *
 * Mapping: `:param` becomes `{param}`; params and querystring schemas become
 * parameters (a path parameter without a schema is a string); body becomes
 * requestBody (JSON unless the schema is keyed by `content`); each response
 * schema a response (JSON unless keyed by `content`, as the site's HTML
 * pages are). `$ref: "Name#"` to a shared schema (app.addSchema) becomes
 * `#/components/schemas/Name`. Routes are grouped by ROUTE_GROUPS.
 *
 * Limits: fastify's automatic HEAD twin of a GET is not listed separately;
 * hooks that answer before a route runs (the rate limit's 429, the 304 of an
 * unchanged ETag) are documented only where a route declares them; the
 * not-found handler is not a route and is not listed.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { STATUS_CODES } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import { serverLinks } from "../site/links";
import { renderDocsPage } from "../site/docs-page";
import { htmlPage } from "./schemas";

export type JsonSchema = { [key: string]: unknown };

export interface OpenApiParameter {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiMedia {
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  content?: Record<string, OpenApiMedia>;
}

export interface OpenApiOperation {
  operationId: string;
  summary?: string;
  description?: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; description?: string; content: Record<string, OpenApiMedia> };
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string; license: { name: string; identifier: string } };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** One route as fastify registered it. */
export interface RecordedRoute {
  methods: string[];
  url: string;
  schema: JsonSchema | undefined;
  /** The instance it was registered on, whose shared schemas its `$ref`s name. */
  instance: FastifyInstance;
}

/**
 * How the docs group routes, in the order the page lists them: a route joins
 * the first group whose test matches its path, or the group without a test
 * (its schema's own `tags`, if it declares any, win).
 */
export const ROUTE_GROUPS: { name: string; description: string; matches?: (path: string) => boolean }[] = [
  { name: "API", description: "JSON answers: rules, search, history, diffs and questions about a game state.", matches: (p) => p.startsWith("/api/") },
  { name: "site", description: "The search site: server-rendered HTML pages that work without JavaScript, and their assets." },
  { name: "health", description: "Liveness, exempt from the rate limit.", matches: (p) => p === "/health" },
  { name: "documentation", description: "This description of the routes, as OpenAPI and as a page.", matches: (p) => p === "/openapi.json" || p === "/docs" },
];

function groupOf(path: string): string {
  return (ROUTE_GROUPS.find((g) => g.matches?.(path)) ?? ROUTE_GROUPS.find((g) => !g.matches)!).name;
}

const COMPONENTS = "#/components/schemas/";

/** Records every route registered from now on; call before the first route. */
export function recordRoutes(app: FastifyInstance): RecordedRoute[] {
  const routes: RecordedRoute[] = [];
  app.addHook("onRoute", function (this: FastifyInstance, route) {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => String(m).toUpperCase());
    routes.push({ methods, url: route.url ?? route.path, schema: route.schema as JsonSchema | undefined, instance: this });
  });
  return routes;
}

/** The version of package.json, read when the document is built (the path is the same from src/ and dist/). */
function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync(resolve(__dirname, "..", "..", "package.json"), "utf8")) as { version: string }).version;
  } catch {
    return "0.0.0";
  }
}

/** Serves the document at GET /openapi.json and its readable page at GET /docs. */
export function registerOpenApiRoutes(app: FastifyInstance, routes: RecordedRoute[]): void {
  let doc: OpenApiDocument | undefined;
  let json: string | undefined;
  let html: string | undefined;
  const document = () => (doc ??= buildOpenApiDocument(routes, packageVersion()));

  app.get("/openapi.json", {
    schema: {
      summary: "this description of every route, as an OpenAPI 3.1 document",
      response: { 200: { type: "object", description: "an OpenAPI 3.1 document", required: ["openapi", "info", "paths"], additionalProperties: true } },
    },
    // Sent as a string, so fastify does not serialise it again.
    handler: async (_request, reply: FastifyReply) => reply.type("application/json; charset=utf-8").send((json ??= JSON.stringify(document()))),
  });

  app.get("/docs", {
    schema: { summary: "this description of every route, as a page", response: { 200: htmlPage("the routes grouped as API, site, health and documentation") } },
    handler: async (_request, reply: FastifyReply) =>
      reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "public, max-age=300")
        .send((html ??= renderDocsPage(document(), serverLinks))),
  });
}

/** The OpenAPI document of the recorded routes. */
export function buildOpenApiDocument(routes: RecordedRoute[], version: string): OpenApiDocument {
  const shared = sharedSchemas(routes);
  const names = new Map([...shared.keys()].map((id) => [id, componentName(id)]));
  const rewrite = (value: unknown, base?: string) => rewriteRefs(value, names, base);

  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  const listed = new Set<string>();
  const ids = new Set<string>();
  for (const route of routes) {
    for (const method of route.methods) {
      // fastify adds a HEAD twin to every GET: it answers like the GET, without the body.
      if (method === "HEAD" && routes.some((r) => r.url === route.url && r.methods.includes("GET"))) continue;
      const path = openApiPath(route.url);
      const key = `${method} ${path}`;
      if (listed.has(key)) continue;
      listed.add(key);
      const schema = (route.schema ?? {}) as JsonSchema;
      const op = operation(method, route.url, path, schema, shared, rewrite);
      // Two paths can spell the same words (/a/{b} and /a/b): operation ids must still differ.
      for (let n = 2; ids.has(op.operationId); n++) op.operationId = `${op.operationId.replace(/_\d+$/, "")}_${n}`;
      ids.add(op.operationId);
      (paths[path] ??= {})[method.toLowerCase()] = op;
    }
  }

  const components: Record<string, JsonSchema> = {};
  for (const [id, schema] of shared) {
    const { $id: _id, ...rest } = clone(schema) as JsonSchema;
    components[names.get(id)!] = rewrite(rest, id) as JsonSchema;
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "crkb",
      version,
      description:
        "The Magic: The Gathering Comprehensive Rules as a knowledge base: every paragraph of every loaded release, its history, " +
        "search, and answers to questions about a game state. JSON routes answer errors as {error, message} with a 4xx status; " +
        "every GET carries an ETag, and a matching If-None-Match is answered 304. Requests are rate-limited per client (429) except /health.",
      license: { name: "MIT", identifier: "MIT" },
    },
    tags: ROUTE_GROUPS.map(({ name, description }) => ({ name, description })),
    paths,
    components: { schemas: components },
  };
}

function operation(
  method: string,
  url: string,
  path: string,
  schema: JsonSchema,
  shared: Map<string, JsonSchema>,
  rewrite: (value: unknown) => unknown,
): OpenApiOperation {
  const op: OpenApiOperation = {
    operationId: operationId(method, path),
    ...(typeof schema.summary === "string" ? { summary: schema.summary } : {}),
    ...(typeof schema.description === "string" ? { description: schema.description } : {}),
    tags: Array.isArray(schema.tags) ? schema.tags.map(String) : [groupOf(path)],
    responses: {},
  };

  const parameters: OpenApiParameter[] = [];
  const params = objectSchema(schema.params, shared);
  for (const name of pathParameters(url)) {
    const declared = params?.properties?.[name] as JsonSchema | undefined;
    parameters.push(parameter(name, "path", true, declared ?? { type: "string" }, rewrite));
  }
  // fastify accepts `query` as another name for `querystring`.
  for (const [part, where] of [[schema.querystring ?? schema.query, "query"], [schema.headers, "header"]] as const) {
    const s = objectSchema(part, shared);
    const required = new Set(Array.isArray(s?.required) ? (s!.required as string[]) : []);
    for (const [name, prop] of Object.entries(s?.properties ?? {})) {
      parameters.push(parameter(name, where, required.has(name), prop as JsonSchema, rewrite));
    }
  }
  if (parameters.length) op.parameters = parameters;

  const body = schema.body as JsonSchema | undefined;
  if (body) {
    op.requestBody = {
      required: true,
      ...(typeof body.description === "string" ? { description: body.description } : {}),
      content: byMediaType(body, "application/json", rewrite),
    };
  }

  const responses = (schema.response ?? {}) as Record<string, JsonSchema>;
  for (const [code, response] of Object.entries(responses)) {
    const status = /^[1-5]xx$/i.test(code) ? code.toUpperCase() : code;
    const description =
      typeof response.description === "string" ? response.description : (STATUS_CODES[Number(code)] ?? (status === "default" ? "any other status" : `any ${status}`));
    op.responses[status] = { description, content: byMediaType(response, "application/json", rewrite) };
  }
  if (!Object.keys(op.responses).length) {
    op.responses.default = { description: "not described: the route declares no response schema" };
  }
  return op;
}

function parameter(name: string, where: OpenApiParameter["in"], required: boolean, schema: JsonSchema, rewrite: (v: unknown) => unknown): OpenApiParameter {
  const { description, ...rest } = clone(schema) as JsonSchema;
  return {
    name,
    in: where,
    required,
    ...(typeof description === "string" ? { description } : {}),
    schema: rewrite(rest) as JsonSchema,
  };
}

/** A schema keyed by `content` (fastify's per-media-type form) as is, otherwise under `fallback`. */
function byMediaType(schema: JsonSchema, fallback: string, rewrite: (v: unknown) => unknown): Record<string, OpenApiMedia> {
  const content = schema.content as Record<string, { schema: JsonSchema }> | undefined;
  if (content && typeof content === "object") {
    return Object.fromEntries(Object.entries(content).map(([type, media]) => [type, { schema: rewrite(clone(media.schema)) as JsonSchema }]));
  }
  return { [fallback]: { schema: rewrite(clone(schema)) as JsonSchema } };
}

/** A params/querystring/headers schema, looked through a `$ref` to a shared schema. */
function objectSchema(schema: unknown, shared: Map<string, JsonSchema>): { properties?: Record<string, unknown>; required?: unknown } | undefined {
  if (!schema || typeof schema !== "object") return undefined;
  const ref = (schema as JsonSchema).$ref;
  if (typeof ref === "string" && ref.endsWith("#")) return shared.get(ref.slice(0, -1)) as { properties?: Record<string, unknown> } | undefined;
  return schema as { properties?: Record<string, unknown> };
}

/** Every shared schema any route's instance knows, by `$id` (the first one wins if two plugins reuse an id). */
function sharedSchemas(routes: RecordedRoute[]): Map<string, JsonSchema> {
  const shared = new Map<string, JsonSchema>();
  for (const instance of new Set(routes.map((r) => r.instance))) {
    for (const [id, schema] of Object.entries(instance.getSchemas())) {
      if (!shared.has(id)) shared.set(id, schema as JsonSchema);
    }
  }
  return shared;
}

/** A component name OpenAPI accepts (^[a-zA-Z0-9._-]+$). */
function componentName(id: string): string {
  return id.replace(/[^A-Za-z0-9._-]+/g, "_");
}

/**
 * `"Name#"` and `"Name#/pointer"` become references into components; a local
 * `"#/pointer"` inside shared schema `base` becomes one into that component.
 * The components lose their `$id`: kept, it would make `#/components/…` inside
 * them resolve against the component instead of the document.
 */
function rewriteRefs(value: unknown, names: Map<string, string>, base?: string): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(v, names, base));
  if (!value || typeof value !== "object") return value;
  const out: JsonSchema = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === "$ref" && typeof v === "string") {
      const hash = v.indexOf("#");
      const id = hash < 0 ? v : v.slice(0, hash);
      const pointer = hash < 0 ? "" : v.slice(hash + 1);
      if (id === "" && base !== undefined && names.has(base)) out.$ref = COMPONENTS + names.get(base) + pointer;
      else if (names.has(id)) out.$ref = COMPONENTS + names.get(id) + pointer;
      else out.$ref = v;
    } else {
      out[key] = rewriteRefs(v, names, base);
    }
  }
  return out;
}

/** fastify's `/rules/:number` as OpenAPI's `/rules/{number}` (a regex constraint dropped, `*` a `{wildcard}`). */
export function openApiPath(url: string): string {
  return url
    .replace(/::/g, "\u0000")
    .replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, "{$1}")
    .replace(/\*/g, "{wildcard}")
    .replace(/\u0000/g, ":");
}

function pathParameters(url: string): string[] {
  const names = [...openApiPath(url).matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  return [...new Set(names)];
}

function operationId(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method.toLowerCase() + (words.length ? words.map((w) => w[0].toUpperCase() + w.slice(1)).join("") : "Root");
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}
