/**
 * The rules API of SPEC.md: versions, one rule, search, a rule's history,
 * and the diff of two versions. Each route is one call into the knowledge base.
 */
import type { FastifyInstance } from "fastify";
import type { KnowledgeBase } from "../knowledge-base";
import { diffQuery, errorResponses, ruleNumberParam, searchQuery, versionQuery } from "./schemas";

export function registerRuleRoutes(app: FastifyInstance, kb: KnowledgeBase): void {
  app.get("/api/versions", {
    schema: { response: { 200: { type: "array", items: { $ref: "Version#" } } } },
    handler: async () => kb.versions(),
  });

  app.get<{ Params: { number: string }; Querystring: { version?: string } }>("/api/rules/:number", {
    schema: { params: ruleNumberParam, querystring: versionQuery, response: { 200: { $ref: "Rule#" }, ...errorResponses } },
    handler: async (request) => kb.rule(request.params.number, request.query.version),
  });

  app.get<{ Querystring: { q: string; limit?: number; version?: string } }>("/api/search", {
    schema: { querystring: searchQuery, response: { 200: { $ref: "SearchResults#" }, ...errorResponses } },
    handler: async (request) => kb.search(request.query.q, { limit: request.query.limit, version: request.query.version }),
  });

  app.get<{ Params: { number: string } }>("/api/rules/:number/history", {
    schema: { params: ruleNumberParam, response: { 200: { $ref: "History#" }, ...errorResponses } },
    handler: async (request) => kb.history(request.params.number),
  });

  app.get<{ Querystring: { from: string; to: string } }>("/api/diff", {
    schema: { querystring: diffQuery, response: { 200: { $ref: "Diff#" }, ...errorResponses } },
    handler: async (request) => kb.diff(request.query.from, request.query.to),
  });
}
