/**
 * The rules API of SPEC.md: versions, one rule, search, a rule's history,
 * and the diff of two versions. Each route is one call into the knowledge base,
 * whose answer is serialised once per address and then sent from the
 * route's preValidation hook (json-answers.ts). The handlers are
 * synchronous: an async one costs every request a promise, and a throw
 * reaches the error handler either way.
 */
import type { FastifyInstance } from "fastify";
import type { KnowledgeBase } from "../knowledge-base";
import { JsonAnswers } from "./json-answers";
import { diffQuery, errorResponses, ruleNumberParam, searchQuery, versionQuery } from "./schemas";

export function registerRuleRoutes(app: FastifyInstance, kb: KnowledgeBase): void {
  const answers = new JsonAnswers();
  app.get("/api/versions", {
    schema: {
      summary: "the loaded versions of the rules, with their counts of paragraphs and glossary entries",
      response: { 200: { type: "array", items: { $ref: "Version#" } }, 429: errorResponses[429] },
    },
    preValidation: answers.sendKept,
    handler: (request, reply) => {
      answers.send(request, reply, () => kb.versions());
    },
  });

  app.get<{ Params: { number: string }; Querystring: { version?: string } }>("/api/rules/:number", {
    schema: {
      summary: "one paragraph: its text, examples, children and cross-references",
      description: "The newest text of the paragraph unless a version is named. 404 for a number no loaded version holds, 400 for one that is not a rule number.",
      params: ruleNumberParam,
      querystring: versionQuery,
      response: { 200: { $ref: "Rule#" }, ...errorResponses },
    },
    preValidation: answers.sendKept,
    handler: (request, reply) => {
      answers.send(request, reply, () => kb.rule(request.params.number, request.query.version));
    },
  });

  app.get<{ Querystring: { q: string; limit?: number; version?: string } }>("/api/search", {
    schema: {
      summary: "ranked paragraphs and glossary entries with highlighted snippets",
      description: "A rule number returns that paragraph and its children; other words are searched like the rules text. 400 for a query it cannot read (empty, too long, no letter or digit).",
      querystring: searchQuery,
      response: { 200: { $ref: "SearchResults#" }, ...errorResponses },
    },
    preValidation: answers.sendKept,
    handler: (request, reply) => {
      answers.send(request, reply, () => kb.search(request.query.q, { limit: request.query.limit, version: request.query.version }));
    },
  });

  app.get<{ Params: { number: string } }>("/api/rules/:number/history", {
    schema: {
      summary: "every version of one paragraph: added, edited, moved, unchanged or removed",
      params: ruleNumberParam,
      response: { 200: { $ref: "History#" }, ...errorResponses },
    },
    preValidation: answers.sendKept,
    handler: (request, reply) => {
      answers.send(request, reply, () => kb.history(request.params.number));
    },
  });

  app.get<{ Querystring: { from: string; to: string } }>("/api/diff", {
    schema: {
      summary: "what changed between two versions: paragraphs added, removed, edited and moved",
      querystring: diffQuery,
      response: { 200: { $ref: "Diff#" }, ...errorResponses },
    },
    preValidation: answers.sendKept,
    handler: (request, reply) => {
      answers.send(request, reply, () => kb.diff(request.query.from, request.query.to));
    },
  });
}
