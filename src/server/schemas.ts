/**
 * JSON schemas of the HTTP API, shared by `$id`. Inputs are validated by
 * fastify before a handler runs (a failure is a 400); outputs are serialised
 * through the response schemas, so every field a route returns is declared
 * here. The shapes are SPEC.md's, plus the fields marked as extras.
 */
import { MAX_QUERY_CHARS } from "../knowledge-base";
import { DEFAULT_LIMIT } from "../types";

// Routes describe themselves for the OpenAPI document (/openapi.json, /docs); fastify passes these through.
declare module "fastify" {
  interface FastifySchema {
    summary?: string;
    description?: string;
  }
}

const nullableString = { type: ["string", "null"] };

/** A number no longer in today's release (types.ts Retirement). */
function retirement(description: string): object {
  return {
    type: "object",
    description,
    properties: { number: { type: "string" }, lastIn: { $ref: "VersionRef#" }, retiredIn: { $ref: "VersionRef#" }, successor: nullableString },
    required: ["number", "lastIn", "retiredIn", "successor"],
  };
}

export const schemas = [
  {
    $id: "Error",
    description: "every 4xx answer: a short code and a message that says what and where",
    type: "object",
    properties: { error: { type: "string" }, message: { type: "string" } },
    required: ["error", "message"],
  },
  {
    $id: "VersionRef",
    description: "the version a text comes from: its id and effective date",
    type: "object",
    properties: { id: { type: "string" }, date: { type: "string" } },
    required: ["id", "date"],
  },
  {
    $id: "Version",
    description: "a loaded version of the rules with its counts",
    type: "object",
    properties: {
      id: { type: "string" },
      date: { type: "string" },
      title: { type: "string" },
      paragraphs: { type: "integer", description: "numbered paragraphs (sections, rules, subrules; parts not counted)" },
      glossary: { type: "integer", description: "glossary entries" },
      kind: { type: "string", description: "release, fragments or rulings" },
      partial: { type: "boolean", description: "true when the version holds only some sections (the seeds)" },
      note: { type: "string", description: "what is known of its date and reliability" },
    },
    required: ["id", "date", "title", "paragraphs", "glossary"],
  },
  {
    $id: "Rule",
    description: "one paragraph of the rules in one version",
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
          properties: {
            number: { type: "string", description: "the number the citation resolves to" },
            cited: { type: "string", description: 'the citation as written ("409.1a-i", "rule 502.5")' },
            exists: { type: "boolean", description: "whether that number exists in the same version" },
          },
          required: ["number", "cited", "exists"],
        },
      },
      referencedBy: { type: "array", items: { type: "string" } },
      version: { $ref: "VersionRef#" },
      textDate: { ...nullableString, description: "revision date of this text, where the source dates it" },
      witnesses: {
        type: "array",
        description: "the seed fragments that carry the same paragraph, and which one was kept",
        items: {
          type: "object",
          properties: { source: { type: "string" }, text: { type: "string" }, best: { type: "boolean" }, note: { type: "string" } },
          required: ["source", "text", "best", "note"],
        },
      },
      retired: retirement("when the number asked (without a version) is no longer in today's release: when it was retired, and the number its text has today (null if removed; the rule is then its last text)"),
    },
    required: ["number", "kind", "title", "text", "examples", "parent", "children", "refs", "referencedBy", "version"],
  },
  {
    $id: "History",
    description: "the lineage of one paragraph's newest text through every version, oldest first, across renumberings",
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
            number: { type: "string", description: "the number the text has in this version" },
            from: { type: "string", description: "for moved: the number it had before" },
            text: nullableString,
            change: { type: "string", enum: ["added", "edited", "moved", "unchanged", "removed"] },
            detail: { type: "string" },
            textDate: { ...nullableString, description: "revision date of this text, where the source dates it" },
          },
          required: ["version", "date", "number", "text", "change"],
        },
      },
    },
    required: ["number", "versions"],
  },
  {
    $id: "Diff",
    description: "the paragraphs added, removed, edited and moved between two versions",
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
      scope: {
        description: "the sections compared, when one side holds only some sections",
        anyOf: [{ type: "string", enum: ["all"] }, { type: "array", items: { type: "string" } }],
      },
    },
    required: ["from", "to", "added", "removed", "edited", "moved"],
  },
  {
    $id: "SearchResults",
    description: "ranked paragraphs and glossary entries",
    type: "object",
    properties: {
      query: { type: "string" },
      scope: { type: "string", description: 'the version searched, or "current" (the newest text of each paragraph)' },
      mode: { type: "string", enum: ["number", "words"], description: "how the query was read: a rule number, or words" },
      total: { type: "integer" },
      results: {
        type: "array",
        items: {
          type: "object",
          properties: {
            kind: { type: "string", enum: ["rule", "glossary"] },
            number: nullableString,
            term: { ...nullableString, description: "the glossary term, for glossary hits" },
            title: nullableString,
            snippet: { type: "string", description: "HTML-escaped excerpt with the matched words in <mark>" },
            score: { type: "number" },
            version: { $ref: "VersionRef#" },
            section: {
              description: "the nearest titled rule above a rule hit, in the hit's version",
              anyOf: [{ type: "null" }, { type: "object", properties: { number: { type: "string" }, title: { type: "string" } }, required: ["number", "title"] }],
            },
            retired: retirement("searching every release (version=all): this number no longer holds this text today; the release that retired it and the rule the text became (null if removed)"),
            formerly: {
              type: "array",
              description: "searching every release (version=all): the other numbers that held this same text before, newest first, each with the last version it held it in; the text is listed once, as its newest holder",
              items: { type: "object", properties: { number: { type: "string" }, lastIn: { $ref: "VersionRef#" } }, required: ["number", "lastIn"] },
            },
          },
          required: ["kind", "number", "term", "title", "snippet", "score", "version"],
        },
      },
      expanded: {
        type: "array",
        description: "query words added because the user's words map to the rules' vocabulary",
        items: {
          type: "object",
          properties: { said: { type: "string" }, means: { type: "array", items: { type: "string" } } },
          required: ["said", "means"],
        },
      },
      corrected: { type: "string", description: "the query as read when misspelt words were read as the nearest word in the rules" },
      retired: retirement("the query is a rule number today's release no longer holds: the results are the rule it became, or its last text"),
    },
    required: ["query", "scope", "mode", "total", "results", "expanded"],
  },
];

/** Error responses every route can give (429: the per-client rate limit of protection.ts). */
export const errorResponses = {
  400: { $ref: "Error#" },
  404: { $ref: "Error#" },
  429: { $ref: "Error#" },
};

/** And those of a route with a JSON body: too large (app.ts BODY_LIMIT), or not JSON. */
export const bodyErrorResponses = {
  ...errorResponses,
  413: { $ref: "Error#" },
  415: { $ref: "Error#" },
};

/**
 * A response that is an HTML page (or another text asset), for the OpenAPI
 * document. Handlers send these as strings with their own content type, which
 * fastify never serialises, so this schema documents without changing a byte.
 */
export function htmlPage(description: string, types: string[] = ["text/html"]) {
  return { description, content: Object.fromEntries(types.map((t) => [t, { schema: { type: "string" } }])) };
}

export const healthResponse = {
  type: "object",
  properties: {
    status: { type: "string", enum: ["ok"] },
    versions: { type: "integer", description: "how many versions of the rules are loaded" },
  },
  required: ["status", "versions"],
};

const versionParam = {
  type: "string",
  minLength: 1,
  maxLength: 64,
  description: "a version id (an imported release's effective date YYYY-MM-DD, or a seed version such as fragments-2006); GET /api/versions lists them",
};

/** Bounds on path and query inputs: generous for real use, small enough to refuse floods. */
export const ruleNumberParam = {
  type: "object",
  properties: { number: { type: "string", minLength: 1, maxLength: 64, description: "a paragraph number: 402, 402.8 or 402.8e" } },
  required: ["number"],
};

export const versionQuery = {
  type: "object",
  properties: { version: { ...versionParam, description: `${versionParam.description}; the newest text of each paragraph if absent` } },
};

export const diffQuery = {
  type: "object",
  properties: {
    from: { ...versionParam, description: "the older version id" },
    to: { ...versionParam, description: "the newer version id" },
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
    q: { type: "string", maxLength: 20000, description: `words (judges' slang such as ETB or fizzle understood) or a rule number; at most ${MAX_QUERY_CHARS} characters` },
    limit: { type: "integer", minimum: 1, maximum: 100, description: `results to return at most; ${DEFAULT_LIMIT} if absent` },
    version: { ...versionParam, description: `${versionParam.description}; "all" for every release (each number's newest text, and the older texts it held, each saying which release and the rule it became); the current text if absent` },
  },
  required: ["q"],
};
