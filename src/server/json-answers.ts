/**
 * The JSON API's answers kept by address. The knowledge base never changes
 * while the server runs, so the same address always has the same answer;
 * the first asking serialises it with its route's response schema and
 * hashes it, and later ones send the stored body and ETag (the etag plugin
 * then only compares it with If-None-Match). Under load this is most of the
 * cost of a request that is not fastify's own. Failures are not kept: an
 * error thrown by the answer goes to the error handler as before.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { page, PageCache, sendJson } from "./page-cache";

export const JSON_CACHE_BYTES = 16 * 1024 * 1024;

export class JsonAnswers {
  private readonly cache: PageCache;

  constructor(maxBytes = JSON_CACHE_BYTES) {
    this.cache = new PageCache(maxBytes);
  }

  /** Sends the answer to `request`: the kept one, or `answer()` serialised and kept. */
  send(request: FastifyRequest, reply: FastifyReply, answer: () => unknown): FastifyReply {
    let found = this.cache.get(request.url);
    if (found === undefined) this.cache.set(request.url, (found = page(String(reply.serialize(answer())))));
    return sendJson(reply, found);
  }
}
