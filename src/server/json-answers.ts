/**
 * The JSON API's answers kept by address. The knowledge base never changes
 * while the server runs, so the same address always has the same answer;
 * the first asking serialises it with its route's response schema and
 * hashes it, and later ones send the stored body and ETag (the etag plugin
 * then only compares it with If-None-Match). Under load this is most of the
 * cost of a request that is not fastify's own. Failures are not kept: an
 * error thrown by the answer goes to the error handler as before.
 *
 * A kept answer is sent from the route's preValidation hook (`sendKept`),
 * before the query's validation and the handler: the address it is kept
 * by passed them once already, and the same address parses to the same
 * query. The hooks before it still run (the security headers and the rate
 * limit are onRequest hooks), and so do the onSend ones (ETag, 304).
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { page, PageCache, sendJson } from "./page-cache";

export const JSON_CACHE_BYTES = 16 * 1024 * 1024;

export class JsonAnswers {
  private readonly cache: PageCache;

  constructor(maxBytes = JSON_CACHE_BYTES) {
    this.cache = new PageCache(maxBytes);
  }

  /** A route's preValidation hook: sends the kept answer to `request`'s address, or lets the request go on to its handler. */
  readonly sendKept = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const found = this.cache.get(request.url);
    if (found === undefined) done();
    else sendJson(reply, found);
  };

  /** Sends the answer to `request`: the kept one, or `answer()` serialised and kept. */
  send(request: FastifyRequest, reply: FastifyReply, answer: () => unknown): FastifyReply {
    let found = this.cache.get(request.url);
    if (found === undefined) this.cache.set(request.url, (found = page(String(reply.serialize(answer())))));
    return sendJson(reply, found);
  }
}
