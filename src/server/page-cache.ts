/**
 * Answers kept by address, as sent: the site's rendered pages and the JSON
 * API's serialised answers, each with its ETag. The knowledge base never
 * changes while the server runs, so an answer built once is the same answer
 * every time; building a rule's view and rendering it costs milliseconds,
 * and even a JSON answer's serialisation and hash cost more than the rest
 * of its request. Bounded by total size, so any number of distinct
 * addresses cannot grow it: the least recently used go first, by a second
 * chance (CLOCK) rather than an exact order, because moving a hit to the
 * end of the map (a delete and a set, and now and then the map's table
 * rebuilt) was the largest part of a kept answer's own cost under load.
 */
import type { FastifyReply } from "fastify";
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

interface Entry {
  page: Page;
  /** Asked for since it was stored or last passed over by the eviction. */
  used: boolean;
}

export class PageCache {
  /** Insertion order is the eviction's round: a used entry passed over goes to the end, unused. */
  private readonly pages = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = PAGE_CACHE_BYTES) {}

  get(key: string): Page | undefined {
    const found = this.pages.get(key);
    if (found === undefined) return undefined;
    found.used = true;
    return found.page;
  }

  set(key: string, p: Page): void {
    const size = sizeOf(key, p);
    if (size > this.maxBytes) return;
    const old = this.pages.get(key);
    if (old !== undefined) {
      this.pages.delete(key);
      this.bytes -= sizeOf(key, old.page);
    }
    this.bytes += size;
    // Room is made before the new entry goes in, so it is not dropped itself. An entry seen again after its second chance is unused since: the loop ends.
    for (const [k, e] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(k);
      if (e.used) {
        e.used = false;
        this.pages.set(k, e);
      } else this.bytes -= sizeOf(k, e.page);
    }
    this.pages.set(key, { page: p, used: false });
  }

  get size(): number {
    return this.pages.size;
  }
}
