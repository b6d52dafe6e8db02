/**
 * JSON schemas of the HTTP API, shared by `$id`. Inputs are validated by
 * fastify before a handler runs (a failure is a 400); outputs are serialised
 * through the response schemas, so every field a route returns is declared
 * here. The shapes are SPEC.md's, plus the fields marked as extras.
 */

// Routes describe themselves for the OpenAPI document (/openapi.json, /docs); fastify passes these through.
declare module "fastify" {
  interface FastifySchema {
    summary?: string;
    description?: string;
  }
}

const nullableString = { type: ["string", "null"] };

export const schemas = [
  {
    $id: "Error",
    type: "object",
    properties: { error: { type: "string" }, message: { type: "string" } },
    required: ["error", "message"],
  },
  {
    $id: "VersionRef",
    type: "object",
    properties: { id: { type: "string" }, date: { type: "string" } },
    required: ["id", "date"],
  },
  {
    $id: "Version",
    type: "object",
    properties: {
      id: { type: "string" },
      date: { type: "string" },
      title: { type: "string" },
      paragraphs: { type: "integer" },
      glossary: { type: "integer" },
      kind: { type: "string" },
      partial: { type: "boolean" },
      note: { type: "string" },
    },
    required: ["id", "date", "title", "paragraphs", "glossary"],
  },
  {
    $id: "Rule",
    type: "object",
    properties: {
      number: { type: "string" },
      kind: { type: "string", enum: ["part", "section", "rule", "subrule"] },
      title: nullableString,
      text: { type: "string" },
      examples: { type: "array", items: { type: "string" } },
      parent: nullableString,
      children: { type: "array", items: { type: "string" } },
      refs: {
        type: "array",
        items: {
          type: "object",
          properties: { number: { type: "string" }, cited: { type: "string" }, exists: { type: "boolean" } },
          required: ["number", "cited", "exists"],
        },
      },
      referencedBy: { type: "array", items: { type: "string" } },
      version: { $ref: "VersionRef#" },
      textDate: nullableString,
      witnesses: {
        type: "array",
        items: {
          type: "object",
          properties: { source: { type: "string" }, text: { type: "string" }, best: { type: "boolean" }, note: { type: "string" } },
          required: ["source", "text", "best", "note"],
        },
      },
    },
    required: ["number", "kind", "title", "text", "examples", "parent", "children", "refs", "referencedBy", "version"],
  },
  {
    $id: "History",
    type: "object",
    properties: {
      number: { type: "string" },
      versions: {
        type: "array",
        items: {
          type: "object",
          properties: {
            version: { type: "string" },
            date: { type: "string" },
            number: { type: "string" },
            text: nullableString,
            change: { type: "string", enum: ["added", "edited", "moved", "unchanged", "removed"] },
            detail: { type: "string" },
            textDate: nullableString,
          },
          required: ["version", "date", "number", "text", "change"],
        },
      },
    },
    required: ["number", "versions"],
  },
  {
    $id: "Diff",
    type: "object",
    properties: {
      from: { type: "string" },
      to: { type: "string" },
      added: { type: "array", items: { type: "string" } },
      removed: { type: "array", items: { type: "string" } },
      edited: { type: "array", items: { type: "string" } },
      moved: {
        type: "array",
        items: {
          type: "object",
          properties: { from: { type: "string" }, to: { type: "string" }, edited: { type: "boolean" } },
          required: ["from", "to", "edited"],
        },
      },
      scope: { anyOf: [{ type: "string", enum: ["all"] }, { type: "array", items: { type: "string" } }] },
    },
    required: ["from", "to", "added", "removed", "edited", "moved"],
  },
  {
    $id: "SearchResults",
    type: "object",
    properties: {
      query: { type: "string" },
      scope: { type: "string" },
      mode: { type: "string", enum: ["number", "words"] },
      total: { type: "integer" },
      results: {
        type: "array",
        items: {
          type: "object",
          properties: {
            kind: { type: "string", enum: ["rule", "glossary"] },
            number: nullableString,
            term: nullableString,
            title: nullableString,
            snippet: { type: "string" },
            score: { type: "number" },
            version: { $ref: "VersionRef#" },
          },
          required: ["kind", "number", "term", "title", "snippet", "score", "version"],
        },
      },
      expanded: {
        type: "array",
        items: {
          type: "object",
          properties: { said: { type: "string" }, means: { type: "array", items: { type: "string" } } },
          required: ["said", "means"],
        },
      },
    },
    required: ["query", "scope", "mode", "total", "results", "expanded"],
  },
];

/** Error responses every route can give. */
export const errorResponses = {
  400: { $ref: "Error#" },
  404: { $ref: "Error#" },
};

/** Bounds on path and query inputs: generous for real use, small enough to refuse floods. */
export const ruleNumberParam = {
  type: "object",
  properties: { number: { type: "string", minLength: 1, maxLength: 64 } },
  required: ["number"],
};

export const versionQuery = {
  type: "object",
  properties: { version: { type: "string", minLength: 1, maxLength: 64 } },
};

export const diffQuery = {
  type: "object",
  properties: {
    from: { type: "string", minLength: 1, maxLength: 64 },
    to: { type: "string", minLength: 1, maxLength: 64 },
  },
  required: ["from", "to"],
};

/**
 * `q` is bounded here only against floods; its real limit (search/query.ts
 * MAX_QUERY_CHARS) is checked by the knowledge base with a clearer message.
 */
export const searchQuery = {
  type: "object",
  properties: {
    q: { type: "string", maxLength: 20000 },
    limit: { type: "integer", minimum: 1, maximum: 100 },
    version: { type: "string", minLength: 1, maxLength: 64 },
  },
  required: ["q"],
};
