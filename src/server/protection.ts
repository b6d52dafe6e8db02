/**
 * What every response carries and every client is held to, by the kept
 * plugins: security headers with a content security policy that allows only
 * our own scripts, styles and data (@fastify/helmet), ETags with 304 answers
 * for unchanged GETs and HEADs (@fastify/etag), and a per-client rate limit
 * (@fastify/rate-limit) from which /health is exempt.
 *
 * The knowledge base never changes while the server runs, so a body's hash
 * is a sound ETag. Tests and benchmarks lift the rate limit with
 * `rateLimit: false`.
 */
import { createHash } from "node:crypto";
import etag from "@fastify/etag";
import helmet from "@fastify/helmet";
import rateLimitPlugin from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { CSP_DIRECTIVES } from "../site/layout";

export interface RateLimit {
  /** Requests a client may make per window. */
  max: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimit = { max: 600, windowMs: 60_000 };

/** The policy of every answer: the pages' own, and no page of ours framed by another. */
export const CONTENT_SECURITY_POLICY_DIRECTIVES: Record<string, string[]> = { ...CSP_DIRECTIVES, "frame-ancestors": ["'none'"] };

// Written as helmet writes it, so both kinds of answer carry the same header byte for byte.
const policy = (directives: Record<string, string[]>) => Object.entries(directives).map(([k, v]) => `${k} ${v.join(" ")}`).join(";");

/**
 * The same headers as plain values, for the router's own refusals (app.ts
 * frameworkErrors), which are answered before any hook runs.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  "content-security-policy": policy(CONTENT_SECURITY_POLICY_DIRECTIVES),
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
};

/** Registers the plugins; call before any route, and await it. */
export async function registerProtection(app: FastifyInstance, rateLimit: RateLimit | false): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY_DIRECTIVES },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
    // Served on 127.0.0.1 over plain HTTP as often as behind TLS: HSTS is the proxy's to send.
    strictTransportSecurity: false,
  });
  // A short, URL-safe hash: sha1 in base64url, weak because a compressing proxy may re-encode the body.
  await app.register(etag, { weak: true, hashFn: (body: string | Buffer) => createHash("sha1").update(body).digest("base64url").slice(0, 27) });
  app.addHook("onSend", async (request, reply, payload) => {
    // Answers without a policy of their own (the API's) are revalidated with their ETag every time.
    if ((request.method === "GET" || request.method === "HEAD") && reply.statusCode < 400 && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-cache");
    return payload;
  });
  if (!rateLimit) return;
  const { max, windowMs } = rateLimit;
  await app.register(rateLimitPlugin, {
    max,
    timeWindow: windowMs,
    enableDraftSpec: true,
    errorResponseBuilder: (_request, { ttl }) => {
      const seconds = Math.max(1, Math.ceil(ttl / 1000));
      return Object.assign(new Error(`more than ${max} requests in ${windowMs / 1000} s; try again in ${seconds} s`), { statusCode: 429, code: "rate_limited" });
    },
  });
}
