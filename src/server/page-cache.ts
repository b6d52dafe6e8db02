/**
 * Answers kept by address, as sent: the site's rendered pages and the JSON
 * API's serialised answers, each with its ETag. The knowledge base never
 * changes while the server runs, so an answer built once is the same answer
 * every time; building a rule's view and rendering it costs milliseconds,
 * and even a JSON answer's serialisation and hash cost more than the rest
 * of its request. Bounded by total size, so any number of distinct
 * addresses cannot grow it: the least recently used go first (lru-cache,
 * whose recency list lives in typed arrays: a hit moves no map entry).
 */
import type { FastifyReply } from "fastify";
import { LRUCache } from "lru-cache";
import { etagOf } from "./protection";

export const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * A body as sent, with its ETag (protection.ts etagOf), so the etag plugin
 * need not hash it again. Encoded once: fastify measures a string body's
 * byte length, and the socket encodes it, on every request.
 */
export interface Page {
  body: Buffer;
  etag: string;
}

export function page(body: string): Page {
  return { body: Buffer.from(body), etag: etagOf(body) };
}

/** Sends a kept JSON answer as it is: its bytes and its ETag, nothing serialised or hashed again. */
export function sendJson(reply: FastifyReply, p: Page): FastifyReply {
  return reply.header("etag", p.etag).type("application/json; charset=utf-8").send(p.body);
}

/** Bytes an entry holds: its body, and two per character of its address and tag. */
const sizeOf = (key: string, p: Page) => p.body.length + (key.length + p.etag.length) * 2;

export class PageCache {
  private readonly pages: LRUCache<string, Page>;

  /** A page larger than the whole cache is not kept. */
  constructor(maxBytes = PAGE_CACHE_BYTES) {
    this.pages = new LRUCache<string, Page>({ maxSize: maxBytes, sizeCalculation: (p, key) => sizeOf(key, p) });
  }

  get(key: string): Page | undefined {
    return this.pages.get(key);
  }

  set(key: string, p: Page): void {
    this.pages.set(key, p);
  }

  get size(): number {
    return this.pages.size;
  }
}
