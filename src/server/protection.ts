/**
 * What every response carries and every client is held to: security
 * headers (a content security policy that allows only our own scripts,
 * styles and data), ETags with 304 answers for unchanged GETs, and a
 * per-client rate limit.
 *
 * The knowledge base never changes while the server runs, so a body's hash
 * is a sound ETag. The rate limit is a fixed window per client address;
 * tests and benchmarks lift it with `rateLimit: false`.
 */
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { CONTENT_SECURITY_POLICY } from "../site/layout";

export interface RateLimit {
  /** Requests a client may make per window. */
  max: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimit = { max: 600, windowMs: 60_000 };
/** Clients remembered at most; past this, ended windows are forgotten first. */
const MAX_CLIENTS = 50_000;

/** Sent with every answer, including the router's own refusals (app.ts). */
export const SECURITY_HEADERS: Record<string, string> = {
  "content-security-policy": `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
};

export function registerProtection(app: FastifyInstance, rateLimit: RateLimit | false): void {
  if (rateLimit) limitRate(app, rateLimit);

  app.addHook("onSend", async (request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    if (request.method !== "GET" || reply.statusCode !== 200) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    const etag = `W/"${createHash("sha1").update(payload).digest("base64url").slice(0, 27)}"`;
    reply.header("etag", etag);
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-cache");
    // Weak comparison (RFC 9110 8.8.3.2): W/"x" and "x" name the same body.
    const asked = request.headers["if-none-match"];
    const bare = etag.slice(2);
    if (asked && asked.split(",").some((t) => t.trim().replace(/^W\//, "") === bare || t.trim() === "*")) {
      reply.code(304);
      return "";
    }
    return payload;
  });
}

function limitRate(app: FastifyInstance, { max, windowMs }: RateLimit): void {
  const clients = new Map<string, { count: number; resetAt: number }>();
  app.addHook("onRequest", async (request, reply) => {
    if (request.url.split("?")[0] === "/health") return;
    const now = Date.now();
    let c = clients.get(request.ip);
    if (!c || c.resetAt <= now) {
      if (clients.size >= MAX_CLIENTS) {
        for (const [ip, other] of clients) if (other.resetAt <= now) clients.delete(ip);
        if (clients.size >= MAX_CLIENTS) clients.clear();
      }
      c = { count: 0, resetAt: now + windowMs };
      clients.set(request.ip, c);
    }
    c.count++;
    reply.header("ratelimit-limit", String(max));
    reply.header("ratelimit-remaining", String(Math.max(0, max - c.count)));
    if (c.count > max) {
      const seconds = Math.ceil((c.resetAt - now) / 1000);
      reply.header("retry-after", String(seconds));
      return reply.code(429).send({ error: "rate_limited", message: `more than ${max} requests in ${windowMs / 1000} s; try again in ${seconds} s` });
    }
  });
}
