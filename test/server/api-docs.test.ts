/**
 * The OpenAPI document (GET /openapi.json, @fastify/swagger) and its page
 * (GET /docs, @fastify/swagger-ui) of src/server/api-docs.ts, through
 * inject() on the seed corpus. The document is held to the routes fastify
 * really has: every registered route is listed (read from fastify's own
 * printRoutes) but swagger-ui's own files, every listed operation exists,
 * every $ref resolves inside the document, and the schemas it shows are the
 * ones the answers are serialised with. A route added after buildApp, with
 * or without a schema, shows up too. The page loads only files we serve,
 * under a policy that allows nothing else.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openKnowledgeBase } from "../../src/knowledge-base";
import { buildApp } from "../../src/server/app";

type JsonSchema = { [key: string]: unknown };
interface OpenApiOperation {
  operationId: string;
  summary?: string;
  tags: string[];
  parameters?: { name: string; in: string; required: boolean; description?: string; schema: JsonSchema }[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

const PACKAGE_VERSION = (JSON.parse(readFileSync(join(__dirname, "..", "..", "package.json"), "utf8")) as { version: string }).version;

let app: FastifyInstance;
let doc: OpenApiDocument;
beforeAll(async () => {
  app = await buildApp({ kb: openKnowledgeBase({ versions: [] }), rateLimit: false });
  await app.ready();
  doc = (await app.inject({ method: "GET", url: "/openapi.json" })).json() as OpenApiDocument;
});
afterAll(async () => {
  await app?.close();
});

function get(url: string, on: FastifyInstance = app): Promise<LightMyRequestResponse> {
  return on.inject({ method: "GET", url });
}

async function expectHealthy(on: FastifyInstance = app): Promise<void> {
  const res = await get("/health", on);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: "ok", versions: 2 });
}

/**
 * Every [method, fastify URL] fastify has registered, read from printRoutes'
 * tree: each line is a path segment below its parent, four columns per level,
 * with the methods of the route ending there in parentheses.
 */
function registeredRoutes(on: FastifyInstance): Array<[string, string]> {
  const routes: Array<[string, string]> = [];
  const stack: string[] = [];
  for (const line of on.printRoutes({ commonPrefix: false }).split("\n")) {
    const m = /^((?:[│ ] {3})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    const path = (depth ? stack[depth - 1] : "") + m[2];
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of m[3]?.split(", ") ?? []) routes.push([method, path]);
  }
  return routes;
}

/** The routes a document should list: fastify's HEAD twin of a GET is not one, nor are swagger-ui's page and files under /docs. */
function expectedOperations(on: FastifyInstance): Array<[string, string]> {
  const routes = registeredRoutes(on).filter(([, url]) => url !== "/docs" && !url.startsWith("/docs/"));
  return routes.filter(([method, url]) => method !== "HEAD" || !routes.some(([m, u]) => m === "GET" && u === url));
}

const toOpenApi = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
const toFastify = (path: string) => path.replace(/\{([^}]+)\}/g, ":$1");

function operations(d: OpenApiDocument): Array<[string, string]> {
  return Object.entries(d.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => [m.toUpperCase(), path] as [string, string]));
}

/** Every `$ref` anywhere in a value. */
function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refs(v, out));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (k === "$ref" && typeof v === "string") out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

/** A `#/…` JSON pointer resolved inside the document, or undefined. */
function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  let at: unknown = root;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (!at || typeof at !== "object" || !(key in at)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** A JSON response schema of an operation, with a `$ref` to a component followed. */
function responseSchema(method: string, path: string, status: string): JsonSchema {
  const schema = doc.paths[path][method].responses[status].content!["application/json"].schema;
  return typeof schema.$ref === "string" ? (resolvePointer(doc, schema.$ref) as JsonSchema) : schema;
}

describe("GET /openapi.json", () => {
  it("is an OpenAPI 3.1 document named crkb at the package's version", async () => {
    const res = await get("/openapi.json");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers.etag).toBeDefined();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBe("crkb");
    expect(doc.info.version).toBe(PACKAGE_VERSION);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(10);
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(["Error", "Rule", "History", "Diff", "SearchResults", "Version", "VersionRef"]));
    // The same document every time.
    expect((await get("/openapi.json")).body).toBe(res.body);
  });

  it("lists every route fastify has registered, with each of its methods", () => {
    const expected = expectedOperations(app);
    // The parser of printRoutes found the routes (it would pass vacuously otherwise).
    expect(expected).toContainEqual(["GET", "/health"]);
    expect(expected).toContainEqual(["GET", "/rules/:number/diff"]);
    expect(expected).toContainEqual(["POST", "/api/ask"]);
    const listed = operations(doc).map(([m, p]) => `${m} ${p}`);
    for (const [method, url] of expected) expect(listed, `${method} ${url}`).toContain(`${method} ${toOpenApi(url)}`);
    expect(listed.length).toBe(expected.length);
  });

  it("lists nothing fastify does not answer", () => {
    for (const [method, path] of operations(doc)) {
      expect(app.hasRoute({ method: method as "GET", url: toFastify(path) }), `${method} ${path}`).toBe(true);
    }
  });

  it("resolves every $ref inside the document", () => {
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(10);
    for (const ref of all) {
      expect(ref, ref).toMatch(/^#\/components\/schemas\//);
      expect(resolvePointer(doc, ref), ref).toBeDefined();
    }
    // Components lose their $id: kept, it would move the base of the refs inside them.
    for (const schema of Object.values(doc.components.schemas)) expect(schema.$id).toBeUndefined();
  });

  it("gives every operation an id, a summary, a group and responses; every path parameter is declared", () => {
    const ids = new Set<string>();
    const groups = doc.tags.map((t) => t.name);
    for (const [path, ops] of Object.entries(doc.paths)) {
      expect(path, path).not.toMatch(/:/);
      for (const [method, op] of Object.entries(ops)) {
        const where = `${method} ${path}`;
        expect(ids.has(op.operationId), where).toBe(false);
        ids.add(op.operationId);
        expect(op.summary, where).toMatch(/\w{3}/);
        expect(groups, where).toContain(op.tags[0]);
        expect(Object.keys(op.responses).length, where).toBeGreaterThan(0);
        for (const r of Object.values(op.responses)) expect(r.description, where).toBeTruthy();
        const declared = (op.parameters ?? []).filter((p) => p.in === "path");
        const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
        expect(declared.map((p) => p.name).sort(), where).toEqual(inPath.sort());
        for (const p of declared) expect(p.required, where).toBe(true);
      }
    }
  });

  it("groups routes as API, site, health and documentation", () => {
    expect(doc.paths["/api/rules/{number}"].get.tags).toEqual(["API"]);
    expect(doc.paths["/api/ask"].post.tags).toEqual(["API"]);
    expect(doc.paths["/rules/{number}"].get.tags).toEqual(["site"]);
    expect(doc.paths["/assets/{name}"].get.tags).toEqual(["site"]);
    expect(doc.paths["/health"].get.tags).toEqual(["health"]);
    expect(doc.paths["/openapi.json"].get.tags).toEqual(["documentation"]);
  });

  it("documents parameters with their types and constraints", () => {
    const search = doc.paths["/api/search"].get.parameters!;
    const q = search.find((p) => p.name === "q")!;
    expect(q).toMatchObject({ in: "query", required: true, schema: { type: "string" } });
    expect(q.description).toBeTruthy();
    expect(search.find((p) => p.name === "limit")).toMatchObject({ in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: 100 } });
    expect(doc.paths["/api/rules/{number}"].get.parameters).toContainEqual(
      expect.objectContaining({ name: "number", in: "path", required: true, schema: { type: "string", minLength: 1, maxLength: 64 } }),
    );
    const diff = doc.paths["/api/diff"].get.parameters!;
    expect(diff.filter((p) => p.required).map((p) => p.name)).toEqual(["from", "to"]);
    expect(doc.paths["/rules/{number}/diff"].get.parameters!.map((p) => `${p.in}:${p.name}`).sort()).toEqual(["path:number", "query:from", "query:to"]);
    expect(doc.paths["/assets/{name}"].get.parameters![0].schema.enum).toEqual(expect.arrayContaining(["site.css", "crkb.js"]));
  });

  it("documents request bodies", () => {
    const body = doc.paths["/api/ask"].post.requestBody!;
    expect(body.required).toBe(true);
    const schema = body.content["application/json"].schema;
    expect(schema.required).toEqual(["ask"]);
    const ask = (schema.properties as Record<string, JsonSchema>).ask;
    for (const kind of ["functions", "can-play", "triggers", "targets", "run"]) expect(ask.description).toContain(kind);
  });

  it("documents the 4xx error shape {error, message} on the JSON routes", () => {
    expect(doc.components.schemas.Error).toMatchObject({ type: "object", required: ["error", "message"] });
    for (const [method, path] of operations(doc).filter(([, p]) => p.startsWith("/api/"))) {
      const op = doc.paths[path][method.toLowerCase()];
      const fours = Object.entries(op.responses).filter(([status]) => status.startsWith("4"));
      expect(fours.length, `${method} ${path}`).toBeGreaterThan(0);
      for (const [status, r] of fours) expect(r.content?.["application/json"].schema, `${method} ${path} ${status}`).toEqual({ $ref: "#/components/schemas/Error" });
    }
    expect(Object.keys(doc.paths["/api/ask"].post.responses)).toEqual(expect.arrayContaining(["400", "413", "415", "429"]));
  });

  it("documents the site's pages and assets as text, not JSON", () => {
    for (const [method, path] of operations(doc).filter(([, p]) => !p.startsWith("/api/") && !["/health", "/openapi.json"].includes(p))) {
      for (const [status, r] of Object.entries(doc.paths[path][method.toLowerCase()].responses)) {
        const types = Object.keys(r.content ?? {});
        expect(types.length, `${method} ${path} ${status}`).toBeGreaterThan(0);
        for (const t of types) expect(t, `${method} ${path} ${status}`).toMatch(/^text\//);
      }
    }
    expect(Object.keys(doc.paths["/rules/{number}"].get.responses)).toEqual(["200", "400", "404"]);
    expect(Object.keys(doc.paths["/assets/{name}"].get.responses["200"].content!).sort()).toEqual(["text/css", "text/javascript"]);
  });

  // The document's response schemas are the ones fastify serialises with, so an
  // answer carries every required field and no field the schema does not name.
  it.each([
    ["/api/versions", "/api/versions"],
    ["/api/rules/{number}", "/api/rules/402.8e"],
    ["/api/rules/{number}/history", "/api/rules/402.8e/history"],
    ["/api/search", "/api/search?q=fizzle"],
    ["/api/diff", "/api/diff?from=fragments-2006&to=rulings-2008-03-17"],
    ["/health", "/health"],
  ])("%s answers in its documented shape", async (path, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    let schema = responseSchema("get", path, "200");
    let body = res.json() as unknown;
    if (schema.type === "array") {
      schema = resolvePointer(doc, (schema.items as JsonSchema).$ref as string) as JsonSchema;
      body = (body as unknown[])[0];
    }
    const fields = Object.keys(body as object);
    for (const f of schema.required as string[]) expect(fields).toContain(f);
    for (const f of fields) expect(Object.keys(schema.properties as object)).toContain(f);
  });

  it("documents the shape of a real 400 and 404", async () => {
    const error = doc.components.schemas.Error;
    for (const url of ["/api/rules/not-a-rule!", "/api/rules/999.9z", "/api/search?q="]) {
      const res = await get(url);
      expect([400, 404]).toContain(res.statusCode);
      expect(Object.keys(res.json() as object).sort()).toEqual([...(error.required as string[])].sort());
    }
    await expectHealthy();
  });
});

describe("GET /docs", () => {
  let res: LightMyRequestResponse;
  let csp: string;
  beforeAll(async () => {
    res = await get("/docs");
    csp = res.headers["content-security-policy"] as string;
  });

  it("is swagger-ui's page, with the site's policy and its other security headers", () => {
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    const directives = csp.split(";").map((d) => d.trim());
    for (const d of ["default-src 'none'", "script-src 'self'", "style-src 'self'", "connect-src 'self'", "frame-ancestors 'none'"]) expect(directives).toContain(d);
    expect(csp).not.toMatch(/unsafe-|https?:|\*/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.body).toContain('<div id="swagger-ui">');
  });

  it("loads only its own files, served by us, with no inline script or style", async () => {
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>([^]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, , inline] of scripts) expect(inline.trim()).toBe("");
    expect(res.body).not.toMatch(/<style\b|\bstyle="|\bon[a-z]+="/);
    const files = [...res.body.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      expect(file, file).not.toMatch(/^(?:https?:)?\/\//);
      const served = await get(new URL(file, "http://x/docs/").pathname);
      expect(served.statusCode, file).toBe(200);
    }
  });

  it("shows this server's document: the initializer points at it, and it is the same as /openapi.json", async () => {
    const init = await get("/docs/static/swagger-initializer.js");
    expect(init.statusCode).toBe(200);
    // Resolved against the page's own address with a trailing slash (swagger-initializer.js resolveUrl).
    const url = /url: resolveUrl\('([^']+)'\)/.exec(init.body)?.[1];
    expect(url).toBeDefined();
    const shown = await get(new URL(url!, "http://x/docs/").pathname);
    expect(shown.json()).toEqual(doc);
  });

  it("leaves the server answering", async () => {
    await expectHealthy();
  });
});

describe("a route added after buildApp", () => {
  const HOSTILE = `<script>alert(1)</script> & "quotes"`;
  let extra: FastifyInstance;
  let extraDoc: OpenApiDocument;
  beforeAll(async () => {
    extra = await buildApp({ kb: openKnowledgeBase({ versions: [] }), rateLimit: false });
    extra.get("/api/extra/:id", {
      schema: {
        summary: HOSTILE,
        description: "an extra route </pre></code><b>bold</b>",
        querystring: { type: "object", properties: { [`k<i>`]: { type: "string", enum: [`<img src=x onerror=alert(1)>`] } } },
        response: { 200: { $ref: "VersionRef#" } },
      },
      handler: async () => ({ id: "x", date: "2008-01-01" }),
    });
    extra.post("/api/undocumented/:a/:b", async () => ({}));
    await extra.register(
      async (child) => {
        child.get("/inner", { schema: { summary: "inside a plugin" } }, async () => ({ ok: true }));
      },
      { prefix: "/api/plugin" },
    );
    await extra.ready();
    extraDoc = (await get("/openapi.json", extra)).json() as OpenApiDocument;
  });
  afterAll(async () => {
    await extra?.close();
  });

  it("shows up in the document, and every registered route still does", () => {
    const listed = operations(extraDoc).map(([m, p]) => `${m} ${p}`);
    for (const [method, url] of expectedOperations(extra)) expect(listed, `${method} ${url}`).toContain(`${method} ${toOpenApi(url)}`);
    const op = extraDoc.paths["/api/extra/{id}"].get;
    expect(op.summary).toBe(HOSTILE);
    expect(op.parameters).toHaveLength(2);
    expect(op.parameters).toEqual(expect.arrayContaining([
      { name: "id", in: "path", required: true, schema: { type: "string" } },
      { name: "k<i>", in: "query", required: false, schema: { type: "string", enum: ["<img src=x onerror=alert(1)>"] } },
    ]));
    expect(op.responses["200"].content!["application/json"].schema).toEqual({ $ref: "#/components/schemas/VersionRef" });
    expect(extraDoc.paths["/api/plugin/inner"].get.summary).toBe("inside a plugin");
  });

  it("is listed even without a schema", () => {
    const op = extraDoc.paths["/api/undocumented/{a}/{b}"].post;
    expect(op.summary).toBeUndefined();
    expect(op.parameters!.map((p) => p.name)).toEqual(["a", "b"]);
    expect(Object.keys(op.responses)).toEqual(["200"]);
  });

  it("keeps hostile text as data in the document, for swagger-ui to show as text", async () => {
    const raw = (await get("/openapi.json", extra)).body;
    expect(JSON.parse(raw).paths["/api/extra/{id}"].get.description).toBe("an extra route </pre></code><b>bold</b>");
  });

  it("leaves the server answering", async () => {
    expect((await extra.inject({ method: "GET", url: "/api/extra/1" })).json()).toEqual({ id: "x", date: "2008-01-01" });
    await expectHealthy(extra);
  });
});
