/**
 * POST /api/ask: a question about a game state (SPEC.md), answered by
 * answers/ask.ts on a worker thread (ask-pool.ts). Bodies over the app's
 * BODY_LIMIT are refused before they are parsed (413); a bad question or
 * state is a 400 naming the field; one past its deadline, memory or input
 * work a 422.
 *
 * A body whose bytes were answered before is answered from memory as soon as
 * it is read (ask-answers.ts bodyKey): its JSON is not parsed, and the
 * route's preValidation sends the kept answer before the body schema is
 * checked (those bytes passed it when first asked). Under load that is most
 * of the route's own work; every other body is parsed by fastify's own JSON
 * parser, so its errors are fastify's as before.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { askKinds } from "../knowledge-base";
import { bodyKey, type AskAnswers } from "./ask-answers";
import { sendJson, type Page } from "./page-cache";
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

/** What the body parser leaves for the route: the kept answer, or the body's key to keep the answer by. */
type AskRequest = FastifyRequest & { kept: Page | null; bodyKey: string | null };

/** The body of a request answered from memory: nothing to check (body-depth.ts) and never read. */
const KEPT_BODY = Object.freeze({});

export async function registerAskRoutes(app: FastifyInstance, answers: AskAnswers): Promise<void> {
  // A plugin of its own, so the body parser below is this route's alone.
  await app.register(async (scope) => {
    scope.decorateRequest("kept", null);
    scope.decorateRequest("bodyKey", null);
    const parseJson = scope.getDefaultJsonParser(scope.initialConfig.onProtoPoisoning ?? "error", scope.initialConfig.onConstructorPoisoning ?? "error");
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, raw: Buffer, done) => {
      const ask = request as AskRequest;
      ask.bodyKey = bodyKey(raw);
      ask.kept = answers.keptFor(ask.bodyKey) ?? null;
      if (ask.kept !== null) return done(null, KEPT_BODY);
      parseJson(request, raw.toString("utf8"), done);
    });
    registerAskRoute(scope, answers);
  });
}

function registerAskRoute(app: FastifyInstance, answers: AskAnswers): void {
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
    // Synchronous, and sending without calling done: the rest of the request's hooks and the handler are skipped.
    preValidation: (request, reply, done) => {
      const { kept } = request as AskRequest;
      if (kept === null) return done();
      sendJson(reply, kept);
    },
    // The answer's JSON text is sent as the worker wrote it (the 200 schema above lets any object through).
    handler: async (request, reply) => {
      return sendJson(reply, await answers.answer(request.body, (request as AskRequest).bodyKey ?? undefined));
    },
  });
}
