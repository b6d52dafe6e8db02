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
 *
 * Per request these cost only what they must: @fastify/helmet would build
 * helmet's middleware anew for every request (parsing the policy each time,
 * a tenth of a cached search's CPU), so its headers are asked of it once at
 * start-up and set as one precomputed set; an answer that caches its body
 * also caches its ETag (json-answers.ts), which the etag plugin then uses
 * rather than hashing the body again.
 */
import { createHash } from "node:crypto";
import etag from "@fastify/etag";
import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import rateLimitPlugin from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
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

const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY_DIRECTIVES },
  frameguard: { action: "deny" },
  referrerPolicy: { policy: "no-referrer" },
  // Served on 127.0.0.1 over plain HTTP as often as behind TLS: HSTS is the proxy's to send.
  strictTransportSecurity: false,
};

/** A short, URL-safe hash: sha1 in base64url, weak because a compressing proxy may re-encode the body. */
const bodyHash = (body: string | Buffer) => createHash("sha1").update(body).digest("base64url").slice(0, 27);

/** The ETag header of `body`, as the etag plugin would write it. */
export const etagOf = (body: string | Buffer) => `W/"${bodyHash(body)}"`;

/**
 * The headers helmet sets with HELMET_OPTIONS, asked of @fastify/helmet on a
 * probe server: those of its answer that the same server without helmet
 * does not send.
 */
export async function helmetHeaders(): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify();
    if (withHelmet) await probe.register(helmet, HELMET_OPTIONS);
    probe.get("/", async () => "");
    const { headers } = await probe.inject("/");
    await probe.close();
    return headers;
  };
  const bare = await answer(false);
  const entries = Object.entries(await answer(true)).filter(([name]) => !(name in bare));
  return Object.fromEntries(entries.map(([name, value]) => [name, String(value)]));
}

/** Registers the plugins; call before any route, and await it. */
export async function registerProtection(app: FastifyInstance, rateLimit: RateLimit | false): Promise<void> {
  const headers = await helmetHeaders();
  // Through fastify's reply, which errors and the not-found answer keep too: on the raw response, node would check each header again and merge them one by one.
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(etag, { weak: true, hashFn: bodyHash });
  app.addHook("onSend", (request, reply, payload, done) => {
    // Answers without a policy of their own (the API's) are revalidated with their ETag every time.
    if ((request.method === "GET" || request.method === "HEAD") && reply.statusCode < 400 && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-cache");
    done(null, payload);
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
