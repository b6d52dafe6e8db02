/**
 * The /docs page: every route of the OpenAPI document (server/openapi.ts),
 * grouped as the document's tags are, each with its method, path, summary,
 * parameters, request body and responses, and the shared schemas once at the
 * end, linked from wherever they are used. Schemas read as nested lists of
 * fields with their types and constraints; the exact JSON Schema sits in a
 * <details> below each. Server-rendered in the site's shell, no script
 * needed; every string from the document is escaped.
 */
import { escapeHtml } from "../escape-html";
import type { JsonSchema, OpenApiDocument, OpenApiOperation, OpenApiParameter, OpenApiResponse } from "../server/openapi";
import type { Links } from "./links";
import { page } from "./layout";

const COMPONENTS = "#/components/schemas/";

interface Entry {
  method: string;
  path: string;
  op: OpenApiOperation;
}

export function renderDocsPage(doc: OpenApiDocument, links: Links): string {
  const entries: Entry[] = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
  const groups = [...doc.tags.map((t) => t.name), ...new Set(entries.flatMap((e) => e.op.tags))]
    .filter((name, i, all) => all.indexOf(name) === i)
    .map((name) => ({ name, description: doc.tags.find((t) => t.name === name)?.description ?? "", entries: entries.filter((e) => (e.op.tags[0] ?? "") === name) }))
    .filter((g) => g.entries.length);

  const contents = groups
    .map(
      (g) => `<li><a href="#${groupId(g.name)}">${escapeHtml(g.name)}</a><ul>${g.entries
        .map((e) => `<li><a href="#${opId(e)}"><span class="method">${escapeHtml(e.method)}</span> <code>${escapeHtml(e.path)}</code></a></li>`)
        .join("")}</ul></li>`,
    )
    .join("");
  const sections = groups
    .map(
      (g) => `<section class="route-group" aria-labelledby="${groupId(g.name)}">
<h2 id="${groupId(g.name)}">${escapeHtml(g.name)}</h2>${g.description ? `<p class="meta">${escapeHtml(g.description)}</p>` : ""}
${g.entries.map(renderOperation).join("\n")}
</section>`,
    )
    .join("\n");
  const schemas = Object.entries(doc.components.schemas)
    .map(
      ([name, schema]) => `<section class="endpoint" id="${schemaId(name)}">
<h3><code>${escapeHtml(name)}</code></h3>
${renderSchema(schema)}
${jsonDetails(schema)}
</section>`,
    )
    .join("\n");

  const body = `<nav class="crumbs" aria-label="Breadcrumb"><ol><li><a href="${links.home()}">Rules</a></li><li aria-current="page">HTTP API</li></ol></nav>
<h1>HTTP API <span class="badge">${escapeHtml(doc.info.version)}</span></h1>
<p class="lead">${escapeHtml(doc.info.description)}</p>
<p>The same description as an OpenAPI ${escapeHtml(doc.openapi)} document: <a href="/openapi.json"><code>/openapi.json</code></a>.</p>
<nav aria-label="Routes"><ul class="contents">${contents}${schemas ? `<li><a href="#schemas">Shared schemas</a></li>` : ""}</ul></nav>
${sections}
${schemas ? `<section class="route-group" aria-labelledby="schemas"><h2 id="schemas">Shared schemas</h2>\n${schemas}\n</section>` : ""}`;
  return page({ title: "HTTP API", links, body, description: `The routes of ${doc.info.title}: method, path, parameters, request and response schemas.` });
}

function renderOperation(e: Entry): string {
  const { op } = e;
  const params = op.parameters?.length ? `<h4>Parameters</h4>${renderParameters(op.parameters)}` : "";
  const body = op.requestBody
    ? `<h4>Request body${op.requestBody.required ? "" : " (optional)"}</h4>${op.requestBody.description ? `<p>${escapeHtml(op.requestBody.description)}</p>` : ""}${renderContent(op.requestBody.content)}`
    : "";
  const responses = `<h4>Responses</h4><dl class="responses">${Object.entries(op.responses).map(([status, r]) => renderResponse(status, r)).join("")}</dl>`;
  return `<article class="endpoint" id="${opId(e)}">
<h3><span class="method method-${escapeHtml(e.method.toLowerCase())}">${escapeHtml(e.method)}</span> <code>${escapeHtml(e.path)}</code></h3>
<p>${op.summary ? escapeHtml(op.summary) : '<span class="meta">No summary.</span>'}</p>${op.description ? `\n<p class="meta">${escapeHtml(op.description)}</p>` : ""}
${params}${body}${responses}
</article>`;
}

function renderParameters(parameters: OpenApiParameter[]): string {
  const rows = parameters.map(
    (p) => `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? "required" : "optional"}</td><td>${renderSchema(p.schema)}${
      p.description ? `<div class="meta">${escapeHtml(p.description)}</div>` : ""
    }</td></tr>`,
  );
  return `<div class="table-wrap"><table><thead><tr><th>name</th><th>in</th><th></th><th>type and meaning</th></tr></thead><tbody>${rows.join("")}</tbody></table></div>`;
}

function renderResponse(status: string, r: OpenApiResponse): string {
  return `<dt><code>${escapeHtml(status)}</code> ${escapeHtml(r.description)}</dt><dd>${r.content ? renderContent(r.content, r.description) : '<span class="meta">no body described</span>'}</dd>`;
}

/** `said`: a description already shown above, not repeated after the type. */
function renderContent(content: Record<string, { schema: JsonSchema }>, said?: string): string {
  return Object.entries(content)
    .map(([type, { schema }]) => {
      const shown = schema.description === said ? { ...schema, description: undefined } : schema;
      return `<div class="media"><span class="meta">${escapeHtml(type)}:</span> ${renderSchema(shown)}${isPlain(schema) ? "" : jsonDetails(schema)}</div>`;
    })
    .join("");
}

/** A schema as a readable line (type, constraints, description) with its fields or alternatives nested below. */
export function renderSchema(schema: JsonSchema): string {
  const line = [typeOf(schema), ...constraints(schema).map(escapeHtml)].join(", ");
  const description = typeof schema.description === "string" ? ` — ${escapeHtml(schema.description)}` : "";
  return `<span class="schema-type">${line}</span>${description}${nested(schema)}`;
}

/** The type, as HTML: a link for a shared schema, "array of …" for arrays. */
function typeOf(schema: JsonSchema): string {
  if (typeof schema.$ref === "string") return refLink(schema.$ref);
  const types = Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === "string" ? [schema.type] : [];
  const items = schema.items as JsonSchema | undefined;
  const named = types.map((t) => (t === "array" && items && typeof items === "object" ? `array of ${itemType(items)}` : escapeHtml(t)));
  if (named.length) return named.join(" or ");
  if (schema.anyOf || schema.oneOf) return "one of";
  if (schema.allOf) return "all of";
  if (schema.properties) return "object";
  return "any JSON value";
}

function itemType(items: JsonSchema): string {
  if (typeof items.$ref === "string") return refLink(items.$ref);
  if (items.type === "object" || items.properties) return "objects";
  return typeOf(items);
}

function refLink(ref: string): string {
  if (!ref.startsWith(COMPONENTS)) return `<code>${escapeHtml(ref)}</code>`;
  const name = ref.slice(COMPONENTS.length).split("/")[0];
  return `<a href="#${schemaId(name)}"><code>${escapeHtml(name)}</code></a>`;
}

/** Constraints in words, plain text (escaped by the caller). */
function constraints(s: JsonSchema): string[] {
  const out: string[] = [];
  if (Array.isArray(s.enum)) out.push(`one of ${s.enum.map((v) => JSON.stringify(v)).join(", ")}`);
  if ("const" in s) out.push(`always ${JSON.stringify(s.const)}`);
  if (s.minLength !== undefined || s.maxLength !== undefined) out.push(range(s.minLength, s.maxLength, "characters"));
  if (s.minItems !== undefined || s.maxItems !== undefined) out.push(range(s.minItems, s.maxItems, "items"));
  if (s.minimum !== undefined || s.maximum !== undefined) out.push(range(s.minimum, s.maximum, ""));
  if (s.exclusiveMinimum !== undefined) out.push(`more than ${String(s.exclusiveMinimum)}`);
  if (s.exclusiveMaximum !== undefined) out.push(`less than ${String(s.exclusiveMaximum)}`);
  if (typeof s.pattern === "string") out.push(`matching /${s.pattern}/`);
  if (typeof s.format === "string") out.push(`format ${s.format}`);
  if ("default" in s) out.push(`default ${JSON.stringify(s.default)}`);
  if (s.additionalProperties === false) out.push("no other fields");
  if (s.additionalProperties === true || (s.type === "object" && !s.properties && s.additionalProperties === undefined)) out.push("any fields");
  return out;
}

function range(min: unknown, max: unknown, unit: string): string {
  const u = unit ? ` ${unit}` : "";
  if (min !== undefined && max !== undefined) return `${String(min)}–${String(max)}${u}`;
  return min !== undefined ? `at least ${String(min)}${u}` : `at most ${String(max)}${u}`;
}

/** Fields of an object (or of the objects in an array), and the alternatives of anyOf/oneOf/allOf, as nested lists. */
function nested(schema: JsonSchema): string {
  const parts: string[] = [];
  const fields = (s: JsonSchema) => {
    const properties = s.properties as Record<string, JsonSchema> | undefined;
    if (!properties || !Object.keys(properties).length) return;
    const required = new Set(Array.isArray(s.required) ? s.required.map(String) : []);
    parts.push(
      `<ul class="schema">${Object.entries(properties)
        .map(([name, p]) => `<li><code>${escapeHtml(name)}</code> <span class="meta">${required.has(name) ? "required" : "optional"}</span>: ${renderSchema(p)}</li>`)
        .join("")}</ul>`,
    );
  };
  fields(schema);
  const items = schema.items as JsonSchema | undefined;
  if (items && typeof items === "object" && !items.$ref) {
    if (items.properties) fields(items);
    else parts.push(alternatives(items));
  }
  parts.push(alternatives(schema));
  return parts.join("");
}

function alternatives(schema: JsonSchema): string {
  const list = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as JsonSchema[] | undefined;
  if (!Array.isArray(list)) return "";
  return `<ul class="schema">${list.map((s) => `<li>${renderSchema(s)}</li>`).join("")}</ul>`;
}

/** A lone type with no fields (a page's string, a $ref) needs no JSON below it. */
function isPlain(schema: JsonSchema): boolean {
  return Object.keys(schema).every((k) => k === "type" || k === "$ref" || k === "description");
}

function jsonDetails(schema: JsonSchema): string {
  return `<details><summary>JSON Schema</summary><pre><code>${escapeHtml(JSON.stringify(schema, null, 2))}</code></pre></details>`;
}

function opId(e: Entry): string {
  return safeId(e.op.operationId || `${e.method}-${e.path}`);
}

function groupId(name: string): string {
  return `group-${safeId(name)}`;
}

function schemaId(name: string): string {
  return `schema-${safeId(name)}`;
}

/** An id or fragment made only of characters that need no escaping. */
function safeId(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]+/g, "-");
}
