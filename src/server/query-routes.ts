/**
 * POST /api/query: a read-only Datalog query of the user's over the rules
 * facts (and a game state's), run on a worker thread with a time limit
 * (KnowledgeBase.query, answers/query.ts). A bad query is a 400 naming
 * where; a query past its time, memory or result limit a 422; a full queue
 * a 429. The workers stop when the server closes.
 */
import type { FastifyInstance } from "fastify";
import { MAX_QUERY, type KnowledgeBase } from "../knowledge-base";
import { bodyErrorResponses } from "./schemas";

export function registerQueryRoutes(app: FastifyInstance, kb: KnowledgeBase): void {
  app.post<{ Body: unknown }>("/api/query", {
    schema: {
      summary: "run a read-only Datalog query over the rules facts, and a game state's",
      body: {
        type: "object",
        required: ["query"],
        properties: {
          query: { type: "string", maxLength: MAX_QUERY, description: "a datascript query, [:find … :in $ % … :where …]" },
          // No "type" for args and version: fastify would coerce a wrong type ("402" to ["402"], 5 to "5");
          // answers/query.ts checks them and names the field instead.
          args: { description: "an array: the values bound by :in after $ (and % when the query calls rules)" },
          rules: { type: "string", maxLength: MAX_QUERY, description: "the query's own rules, a vector of [(name ?a …) clause …]" },
          version: { description: "a string: query only this version's rules facts" },
          state: { type: "object", description: "a game state (SPEC.md) added as facts" },
        },
      },
      response: {
        200: {
          type: "object",
          properties: {
            result: {},
            rows: { type: "integer" },
            version: { type: ["string", "null"] },
            rules: { type: "array", items: { type: "string" } },
            ms: { type: "number" },
          },
        },
        ...bodyErrorResponses,
        // 422: past the time, memory or result limit, or a result that is not data; 503: the server is closing.
        422: { $ref: "Error#" },
        503: { $ref: "Error#" },
      },
    },
    handler: async (request) => kb.query(request.body),
  });
  app.addHook("onClose", async () => kb.close());
}
