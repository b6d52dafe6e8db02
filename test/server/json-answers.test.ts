import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JsonAnswers } from "../../src/server/json-answers";
import { etagOf } from "../../src/server/protection";

// A route whose answers and handler runs are counted: the first asking of an address builds it, later ones reuse it.
let app: FastifyInstance;
const built: string[] = [];
const handled: string[] = [];
beforeAll(async () => {
  app = Fastify();
  const answers = new JsonAnswers();
  app.get<{ Querystring: { n: string } }>("/n", {
    schema: {
      querystring: { type: "object", properties: { n: { type: "string" } }, required: ["n"] },
      // The response schema decides the body: an undeclared field is dropped.
      response: { 200: { type: "object", properties: { n: { type: "string" } } } },
    },
    preValidation: answers.sendKept,
    handler: (request, reply) => {
      handled.push(request.query.n);
      answers.send(request, reply, () => {
        built.push(request.query.n);
        if (request.query.n === "bad") throw Object.assign(new Error("bad n"), { statusCode: 400 });
        return { n: request.query.n, secret: "not declared" };
      });
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

describe("JsonAnswers", () => {
  it("serialises an answer with the route's schema once, then sends the same body and ETag", async () => {
    const first = await app.inject("/n?n=a");
    const again = await app.inject("/n?n=a");
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('{"n":"a"}');
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(first.headers.etag).toBe(etagOf(first.body));
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(built.filter((n) => n === "a")).toHaveLength(1);
    expect((await app.inject("/n?n=b")).body).toBe('{"n":"b"}');
  });

  it("sends a kept answer from the preValidation hook: the same body and ETag, the handler not run again", async () => {
    const first = await app.inject("/n?n=c");
    const again = await app.inject("/n?n=c");
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe('{"n":"c"}');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(handled.filter((n) => n === "c")).toHaveLength(1);
  });

  it("does not keep a failure: each asking fails anew", async () => {
    expect((await app.inject("/n?n=bad")).statusCode).toBe(400);
    expect((await app.inject("/n?n=bad")).statusCode).toBe(400);
    expect(built.filter((n) => n === "bad")).toHaveLength(2);
    expect(handled.filter((n) => n === "bad")).toHaveLength(2);
  });
});
