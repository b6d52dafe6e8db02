/**
 * POST /api/ask: a question about a game state (SPEC.md), answered by
 * answers/ask.ts on a worker thread (ask-pool.ts). Bodies over the app's
 * BODY_LIMIT are refused before they are parsed (413); a bad question or
 * state is a 400 naming the field; one past its deadline, memory or input
 * work a 422.
 */
import type { FastifyInstance } from "fastify";
import { askKinds } from "../knowledge-base";
import type { AskAnswers } from "./ask-answers";
import { bodyErrorResponses } from "./schemas";

/**
 * The fields of a question, for the OpenAPI document only: answers/ask.ts
 * checks them itself and names the field at fault, so they carry no type
 * that would make fastify refuse them first with a vaguer message.
 */
const QUESTION_FIELDS = {
  ask: { type: "string", maxLength: 40, description: `the kind of question: ${askKinds().join(", ")}` },
  state: { description: "the game state (SPEC.md): players in turn order, turn {number, active, step}, objects, and optionally the stack" },
  object: { description: "functions, can-play: the id of the object whose ability is asked about" },
  ability: { description: "functions, can-play, targets: the 0-based index of the ability, in the order of the object's text lines" },
  zone: { description: "functions: the zone to ask about; where the object is if absent" },
  player: { description: "can-play: the player who would play the ability; its controller (its owner outside play) if absent" },
  event: { description: "triggers: the event about to happen, such as {type: zone-change, objects, from, to}" },
  source: { description: "targets: the object or stack item that targets" },
  targets: { description: "targets: for each instance of the word target, the ids of the objects or players chosen" },
  moment: { description: "targets: announce or resolve" },
  actions: { description: "run: the actions to play through the game loop, each {do: play | activate | cycle | pass | resolve | move | damage | begin-step | block | choose | change, …}; choose {object, ability?, targets?, pay?: true | false, replace?: true | false} makes a triggered ability's choices in advance" },
  budget: { description: "run: the most loop steps to take" },
  expect: { description: "accepted and ignored, so a scenario's asks can be sent as they are" },
};

export function registerAskRoutes(app: FastifyInstance, answers: AskAnswers): void {
  app.post<{ Body: unknown }>("/api/ask", {
    schema: {
      summary: "answer one question about a game state, with the rules that decide it",
      description:
        "Each answer carries because: [{rule, version, text, detail}], the rules that decided it with their text from the knowledge base. " +
        "The fields a question takes depend on its kind; a field another kind takes is refused.",
      body: { type: "object", required: ["ask"], properties: QUESTION_FIELDS },
      response: {
        200: { type: "object", additionalProperties: true, description: "the answer; its fields depend on the kind of question (SPEC.md)" },
        ...bodyErrorResponses,
        // 422: past the deadline, memory or input work; 503: no worker free in time, or the server is closing.
        422: { $ref: "Error#" },
        503: { $ref: "Error#" },
      },
    },
    // The answer's JSON text is sent as the worker wrote it (the 200 schema above lets any object through).
    handler: async (request, reply) => {
      const { body, etag } = await answers.answer(request.body);
      return reply.header("etag", etag).type("application/json; charset=utf-8").send(body);
    },
  });
}
