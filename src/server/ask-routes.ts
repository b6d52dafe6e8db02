/**
 * POST /api/ask: a question about a game state (SPEC.md), answered by
 * answers/ask.ts. Bodies over the app's BODY_LIMIT are refused before they
 * are parsed (413); a bad question or state is a 400 naming the field.
 */
import type { FastifyInstance } from "fastify";
import { ask } from "../answers/ask";
import type { KnowledgeBase } from "../knowledge-base";
import { errorResponses } from "./schemas";

export function registerAskRoutes(app: FastifyInstance, kb: KnowledgeBase): void {
  app.post<{ Body: unknown }>("/api/ask", {
    schema: {
      body: { type: "object", required: ["ask"], properties: { ask: { type: "string", maxLength: 40 } } },
      response: { 200: { type: "object", additionalProperties: true }, ...errorResponses },
    },
    handler: async (request) => ask(kb, request.body),
  });
}
