/**
 * Property-based tests of every route (src/server/app.ts, rule-routes.ts,
 * ask-routes.ts, query-routes.ts, site-routes.ts) through inject(), on the seed corpus:
 * random paths, percent-encoded junk, query strings with repeated and hostile
 * keys, strings up to 20,000 characters, and for POST /api/ask random and
 * hostile bodies (JSON values, deep nesting, `__proto__` keys, mutated valid
 * questions, wrong content types). SPEC.md: "never a 5xx for bad input,
 * never a stack trace"; errors of the API are `{error, message}`, pages are
 * HTML; each answer comes within a bounded time, and GET /health still
 * answers 200 after each property.
 *
 * POST /api/query (query-routes.ts) gets queries built from EDN fragments
 * and junk; a query past its time limit is a 422, a full queue a 429.
 *
 * Fixed seeds: a failure prints its seed and path, and reruns the same way.
 */
import fc from "fast-check";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openKnowledgeBase } from "../../src/knowledge-base";
import { buildApp } from "../../src/server/app";
import { NECROSAVANT } from "../support/necrosavant";
import { mutated, withKey } from "../support/mutate";
import { FUZZ_RUNS } from "../support/fuzz";

/** Runs of every property in this file: CRKB_FUZZ_RUNS, or a small default (test/support/fuzz.ts). */
export const RUNS = FUZZ_RUNS;
const SEED = 20260116;
const options = { numRuns: RUNS, seed: SEED };

/** Each request must be answered within this many ms: a slower one is a hang. */
const BOUND_MS = 5_000;

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ kb: openKnowledgeBase({ versions: [] }), rateLimit: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});
afterEach(async () => {
  if (!app) return;
  const health = await app.inject({ method: "GET", url: "/health" });
  expect(health.statusCode).toBe(200);
});

/* ---- What every answer must satisfy ---- */

type Method = "GET" | "POST";

async function request(method: Method, url: string, payload?: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const started = performance.now();
  const res = await app.inject({ method, url, payload, headers });
  const ms = performance.now() - started;
  expect(ms, `${method} ${url.slice(0, 200)} took ${ms.toFixed(0)} ms`).toBeLessThan(BOUND_MS);
  return res;
}

/** Not a 5xx; an API error is `{error, message}` in JSON; a page is HTML; neither carries a stack trace. */
function expectAnswered(res: LightMyRequestResponse, what: string): void {
  const where = `${what.slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeGreaterThanOrEqual(200);
  expect(res.statusCode, where).toBeLessThan(500);
  expect(res.body, where).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  const type = String(res.headers["content-type"] ?? "");
  if (res.statusCode >= 400 && type.startsWith("application/json")) {
    const body = res.json() as Record<string, unknown>;
    expect(Object.keys(body).sort(), where).toEqual(["error", "message"]);
    expect(typeof body.error, where).toBe("string");
    expect(typeof body.message, where).toBe("string");
  } else if (res.statusCode >= 400) {
    expect(type, where).toBe("text/html; charset=utf-8");
  }
}

/* ---- Generators: URL pieces ---- */

const PERCENT_JUNK = ["%", "%z", "%zz", "%E0%A4", "%00", "%2F", "%2f", "%25", "%C0%AF", "%FF", "%ED%A0%80", "%u0041", "%2e%2e", "%0A", "%0D%0A", "%3F", "%23", "%26", "%3D", "+", "%20"];
const RAW = ["..", ".", "/", "//", "-", "_", "~", "!", "$", "'", "(", ")", "*", ",", ";", "=", ":", "@", "[", "]", "{", "}", "|", "\\", "^", "`", "é", "\u{1F600}", " ", "\t", "\"", "<script>"];
const VERSIONS = ["fragments-2006", "rulings-2008-03-17", "2026-01-16", "2007-05-01", "current", "all", "latest", "0000-00-00", "2008-02-30"];
const NUMBERS = ["402.8e", "402.8E", "402.8.", "402.8", "402", "4", "0", "1", "9", "100.1a", "402.8l", "402.8o", "999.999z", "000", "099.1", "402.08", "402.8e.", " 402.8e ", "rule 402.8e", "402.8a-h", "402.8e/history", "ETB"];

/** A string, encoded for a URL: as encodeURIComponent makes it, or as raw junk the router must refuse or read. */
const urlText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NUMBERS, ...VERSIONS).map(encodeURIComponent) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 30 }).map(encodeURIComponent) },
  { weight: 3, arbitrary: fc.array(fc.oneof(fc.constantFrom(...PERCENT_JUNK), fc.constantFrom(...RAW).map(encodeURIComponent), fc.constantFrom(...NUMBERS)), { maxLength: 6 }).map((ps) => ps.join("")) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom("a", "4", "%41", "é", "fizzle "), fc.integer({ min: 1, max: 20_000 })).map(([s, n]) => encodeURIComponent(s.repeat(n)).slice(0, 20_000)) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme-ascii", maxLength: 20 }).map((s) => s.replace(/[#?/%]/g, "")) },
);

const KEYS = ["q", "limit", "version", "from", "to", "q[]", "q[a]", "limit[]", "version[]", "__proto__", "constructor", "prototype", "hasOwnProperty", "", "x"];
const queryValue = fc.oneof(
  urlText,
  fc.constantFrom("0", "-1", "1", "3", "100", "101", "1e3", "1.5", "NaN", "Infinity", "0x10", "", "true", "null", "[]", "{}").map(encodeURIComponent),
  fc.constantFrom("fizzle", "ETB", "summoning sickness", "foo:", "~", "^", "*", "+-", "a:b~2^3", "title:stack", "\"", "(", "402.8", "rule 402.8e", "legend rule").map(encodeURIComponent),
);
const queryString = fc
  .array(fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...KEYS) }, { weight: 1, arbitrary: urlText }), queryValue, fc.boolean()), { maxLength: 5 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v, bare]) => (bare && v === "" ? k : `${k}=${v}`)).join("&")}` : ""));

/* ---- Properties: GET ---- */

describe("routes with random path parameters, paths and query strings never answer 5xx", () => {
  it("/api/rules/:number, /api/rules/:number/history, /rules/:number, /rules/:number/diff", async () => {
    const url = fc
      .tuple(fc.constantFrom("/api/rules/", "/rules/"), urlText, fc.constantFrom("", "", "/history", "/diff", "/", "/x"), queryString)
      .map(([base, n, tail, q]) => `${base}${n}${tail}${q}`);
    await fc.assert(
      fc.asyncProperty(url, async (u) => {
        expectAnswered(await request("GET", u), `GET ${u}`);
      }),
      options,
    );
  });

  it("/api/search, /search, /api/diff, /api/versions, / and /health", async () => {
    const url = fc
      .tuple(fc.constantFrom("/api/search", "/search", "/api/diff", "/api/versions", "/", "/health"), queryString, fc.boolean())
      .map(([base, q, always]) => {
        // The routes' own keys are always there half the time, so the handlers (not only validation) see the junk.
        if (!always) return `${base}${q}`;
        const own = base.endsWith("diff") ? "from=fragments-2006&to=rulings-2008-03-17" : "q=fizzle";
        return `${base}?${own}${q.replace(/^\?/, "&")}`;
      });
    await fc.assert(
      fc.asyncProperty(url, async (u) => {
        expectAnswered(await request("GET", u), `GET ${u}`);
      }),
      options,
    );
  });

  it("any path at all, GET or POST", async () => {
    const path = fc.array(fc.oneof(fc.constantFrom("api", "rules", "search", "versions", "diff", "history", "ask", "health", "glossary", "assets", "site.css", "crkb.js"), urlText), { minLength: 1, maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(path, queryString, fc.constantFrom<Method>("GET", "POST"), async (segments, q, method) => {
        const u = `/${segments.join("/")}${q}`;
        expectAnswered(await request(method, u, method === "POST" ? "{}" : undefined, method === "POST" ? { "content-type": "application/json" } : {}), `${method} ${u}`);
      }),
      options,
    );
  });
});

/* ---- Generators: questions ---- */

const STATE = {
  players: ["alice", { id: "bob", life: 17 }],
  turn: { number: 4, active: "alice", step: "upkeep" },
  objects: [
    { id: "necro", name: "Necrosavant", owner: "alice", zone: "graveyard", types: ["creature"], colors: ["black"], text: NECROSAVANT },
    { id: "bear", name: "Grizzly Bears", owner: "bob", controller: "alice", zone: "battlefield", types: ["creature"], power: 2, toughness: 2, keywords: ["haste"], text: "At the beginning of your upkeep, you gain 1 life." },
    { id: "shock", name: "Shock", owner: "alice", zone: "hand", types: ["instant"], colors: ["red"], text: "Shock deals 2 damage to target creature or player." },
    { id: "tusker", name: "Krosan Tusker", owner: "bob", zone: "hand", types: ["creature"], text: "Cycling {2}{G}\nWhen you cycle Krosan Tusker, you may search your library for a basic land card." },
  ],
};

/** Questions of every kind that are answered with a 200 (checked below), to be mutated. */
const VALID_QUESTIONS: Array<Record<string, unknown>> = [
  { ask: "functions", object: "necro", ability: 0 },
  { ask: "functions", object: "bear", ability: 0, zone: "hand" },
  { ask: "can-play", object: "necro", ability: 0, player: "alice" },
  { ask: "can-play", object: "tusker", ability: 0 },
  { ask: "triggers", event: { kind: "step-begins", step: "upkeep" } },
  { ask: "triggers", event: { kind: "zone-change", objects: ["bear"], to: "graveyard" } },
  { ask: "triggers", event: { kind: "cycle", object: "tusker" } },
  { ask: "targets", source: "shock", ability: 0, targets: [["bear"]], moment: "announce" },
  { ask: "targets", source: "shock", targets: [[{ id: "bob", zoneChanges: 0 }]], moment: "resolve" },
  { ask: "run", actions: [{ do: "pass" }] },
  { ask: "run", actions: [{ do: "play", object: "shock", targets: [["bear"]] }, { do: "resolve" }] },
  { ask: "run", actions: [{ do: "begin-step", step: "precombat-main" }, { do: "pass", times: 2 }], budget: 100 },
].map((q) => ({ ...q, state: STATE }));

const IDS = ["necro", "bear", "shock", "tusker", "alice", "bob", "nobody"];
const NAMES = [...IDS, "graveyard", "hand", "battlefield", "in-play", "exile", "removed", "library", "stack", "upkeep", "cleanup", "announce", "resolve", "creature", "{T}"];
const HOSTILE_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", ""];

/**
 * A value nested `depth` deep stands in a question as a marker, and becomes
 * the nested JSON text in `toJson` (JSON.stringify overflows the stack on it).
 */
const deep = (depth: number, array: boolean) => `@@deep:${depth}:${array ? "a" : "o"}@@`;

/** `q` as JSON text, deep markers expanded. */
function toJson(q: unknown): string {
  return JSON.stringify(q).replace(/"@@deep:(\d+):([ao])@@"/g, (_, n: string, kind: string) => {
    const depth = Number(n);
    return kind === "a" ? `${"[".repeat(depth)}]${"]".repeat(depth - 1)}` : `${"{\"a\":".repeat(depth)}{}${"}".repeat(depth)}`;
  });
}


const junk = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...NAMES, null, true, false, 0, -1, 1, 2, 31, 32, 1.5, 1e308, "", " ", [], {}, [[]], [null]) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 1, max: 20_000 }), fc.boolean()).map(([d, a]) => deep(d, a)) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom("x", "é", " ", "{", "target "), fc.integer({ min: 90, max: 20_000 })).map(([c, n]) => c.repeat(n)) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...HOSTILE_KEYS), fc.jsonValue({ maxDepth: 1 })).map(([k, v]) => withKey({}, k, v)) },
);

const mutation = fc.record({ pick: fc.nat(), op: fc.constantFrom("replace", "replace", "replace", "delete", "add-key"), value: junk, key: fc.oneof(fc.constantFrom(...HOSTILE_KEYS, "extra", "object", "event", "expect"), fc.string({ maxLength: 6 })) });

const question = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...VALID_QUESTIONS) },
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...VALID_QUESTIONS), fc.array(mutation, { minLength: 1, maxLength: 2 })).map(([q, ms]) => mutated(q, ms)) },
);

const hostileBody = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.tuple(fc.constantFrom(...VALID_QUESTIONS), fc.constantFrom(...HOSTILE_KEYS), fc.jsonValue({ maxDepth: 2 })).map(([q, k, v]) => JSON.stringify(withKey({ ...q }, k, v))),
  fc.tuple(fc.constantFrom(...VALID_QUESTIONS), fc.constantFrom(...HOSTILE_KEYS), fc.jsonValue({ maxDepth: 2 })).map(([q, k, v]) => JSON.stringify({ ...q, state: withKey(structuredClone(STATE), k, v) })),
  fc.tuple(fc.constantFrom("[", "{\"a\":", "{\"ask\":", "[{\"state\":"), fc.integer({ min: 1, max: 20_000 }), fc.boolean()).map(([open, n, closed]) => {
    const close = open === "[" ? "]" : open.startsWith("[") ? "}]" : "}";
    return open.repeat(n) + (closed ? `1${close.repeat(n)}` : "");
  }),
  fc.string({ unit: "binary", maxLength: 100 }),
  fc.tuple(fc.constantFrom("x", "é", " ", "{"), fc.integer({ min: 1, max: 20_000 })).map(([c, n]) => JSON.stringify({ ask: "functions", state: STATE, object: c.repeat(n), ability: 0 })),
  fc.constantFrom("", "null", "true", "0", "\"functions\"", "[]", "{}", "{\"ask\":null}", "{\"ask\":\"functions\"}", "{\"ask\":\"functions\",\"state\":null}", "{,}", "\uFEFF{}", "{\"ask\":\"run\"}\n{}", "{\"ask\":\"functions\"} trailing"),
  question.map(toJson),
);

const contentType = fc.oneof(
  { weight: 3, arbitrary: fc.constant("application/json") },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8", "application/json; charset=latin1", "application/json; charset=utf-16", "APPLICATION/JSON", "application/json;;",
      "text/plain", "text/plain; charset=utf-8", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/vnd.api+json",
      "application/octet-stream", "", "*/*", "json",
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme-ascii", maxLength: 30 }) },
);

/* ---- Properties: POST /api/ask ---- */

describe("POST /api/ask with random and hostile bodies never answers 5xx", () => {
  it("the valid questions the mutations start from are answered (200)", async () => {
    for (const q of VALID_QUESTIONS) {
      const res = await request("POST", "/api/ask", JSON.stringify(q), { "content-type": "application/json" });
      expect(res.statusCode, `${JSON.stringify(q).slice(0, 120)} -> ${res.body.slice(0, 200)}`).toBe(200);
    }
  });

  it("questions of every kind with values in their fields and states replaced, removed or added: random, deeply nested, huge, __proto__ keys", async () => {
    await fc.assert(
      fc.asyncProperty(question, async (q) => {
        const payload = toJson(q);
        expectAnswered(await request("POST", "/api/ask", payload, { "content-type": "application/json" }), `POST /api/ask ${payload.slice(0, 300)}`);
      }),
      options,
    );
  });

  it("hostile bodies (JSON values, deep nesting, broken JSON, __proto__ keys, huge strings) with any content type and query string", async () => {
    await fc.assert(
      fc.asyncProperty(hostileBody, contentType, queryString, async (payload, type, q) => {
        const headers: Record<string, string> = type === "" ? {} : { "content-type": type };
        expectAnswered(await request("POST", `/api/ask${q}`, payload, headers), `POST /api/ask [${type}] ${payload.slice(0, 300)}`);
      }),
      options,
    );
  });
});

/* ---- Properties: POST /api/query ---- */

/** Queries that are answered with a 200 (checked below), to be mutated: rows, a scalar, a collection, :keys, args, rules, a version, a state. */
const VALID_QUERIES: Array<Record<string, unknown>> = [
  { query: '[:find ?n ?t :where [?r "rule/number" ?n] [?r "rule/title" ?t] [(= ?n "402")]]' },
  { query: '[:find (count ?r) . :where [?r "rule/number" _]]' },
  { query: '[:find [?v ...] :where [_ "version/id" ?v]]' },
  { query: '[:find ?n ?t :keys number title :in $ ?n :where [?r "rule/number" ?n] [?r "rule/title" ?t]]', args: ["402"], version: "fragments-2006" },
  { query: '[:find ?n :in $ % :where [?r "rule/number" ?n] (my-rule ?r)]', rules: '[[(my-rule ?r) [?r "rule/number" "402"]]]' },
  { query: '[:find ?zone ?rule :in $ % ?id :where [?o "object/id" ?id] [?a "ability/object" ?o] (functions-in ?a ?zone ?rule)]', args: ["necro"], state: STATE },
];

/** Words of Datalog and EDN, well-formed and not, that a mutation puts into a query's text. */
const EDN_WORDS = [
  '[?r "rule/number" ?n]', '[?r "rule/text" ?t]', "[(ground 1) ?x]", '(not [?r "rule/title" _])', '[(re-find #"zone" ?t)]', "[(str ?n) ?s]", '[(js/eval "1") ?x]',
  "[(.-constructor ?n) ?y]", '[?r "__proto__" ?n]', '[(ground {"__proto__" 1}) ?x]', "[(ground #js {}) ?x]", '[(ground #inst "2020") ?x]', "(my-rule ?r)",
  "(functions-in ?a ?zone ?rule)", '[?q "rule/number" ?m]', ":find", ":in", ":where", ":keys", ":with", "$", "%", "?x", "_", ".", "...", "(count ?r)", "(pull ?r [*])",
  "[", "]", "(", ")", "{", "}", "#{", "#_", "\"", "\\", ";", "nil", "#inst", "#js", "^:meta", "'", "`", "~@", "@", "\u0000", "1e999", "-0", '#"["', "\n",
];

/** A query's text with one word (split at spaces) replaced, removed, or another put before it. */
const textMutation = fc.record({ at: fc.nat(), op: fc.constantFrom("replace", "delete", "insert"), word: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...EDN_WORDS) }, { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 8 }) }) });
function mutateText(text: string, m: { at: number; op: string; word: string }): string {
  const words = text.split(" ");
  const i = m.at % words.length;
  if (m.op === "replace") words[i] = m.word;
  else if (m.op === "delete") words.splice(i, 1);
  else words.splice(i, 0, m.word);
  return words.join(" ");
}

const queryBody = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...VALID_QUERIES).map(toJson) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.constantFrom(...VALID_QUERIES), fc.array(textMutation, { minLength: 1, maxLength: 2 }))
      .map(([q, ms]) => toJson({ ...q, query: ms.reduce((t, m) => mutateText(t, m), q.query as string) })),
  },
  {
    weight: 4,
    arbitrary: fc.tuple(fc.constantFrom(...VALID_QUERIES), fc.array(mutation, { minLength: 1, maxLength: 2 })).map(([q, ms]) => toJson(mutated(q, ms))),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("[", "(", "{", "#{", "[(ground 1) ?x] ", '"', "#_ "), fc.integer({ min: 1, max: 20_000 }))
      .map(([s, n]) => toJson({ query: `[:find ?x :where ${s.repeat(n)}`.slice(0, 20_010) })),
  },
  { weight: 1, arbitrary: hostileBody },
);

describe("POST /api/query with random and hostile bodies never answers 5xx", () => {
  it("the valid queries the mutations start from are answered (200)", async () => {
    for (const q of VALID_QUERIES) {
      const res = await request("POST", "/api/query", JSON.stringify(q), { "content-type": "application/json" });
      expect(res.statusCode, `${JSON.stringify(q).slice(0, 120)} -> ${res.body.slice(0, 200)}`).toBe(200);
    }
  });

  it("valid queries with words of their text, args, rules, versions or states changed; huge and hostile bodies; any content type", async () => {
    await fc.assert(
      fc.asyncProperty(queryBody, fc.oneof({ weight: 4, arbitrary: fc.constant("application/json") }, { weight: 1, arbitrary: contentType }), async (payload, type) => {
        const headers: Record<string, string> = type === "" ? {} : { "content-type": type };
        expectAnswered(await request("POST", "/api/query", payload, headers), `POST /api/query [${type}] ${payload.slice(0, 300)}`);
      }),
      options,
    );
  });
});
