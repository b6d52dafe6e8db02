/**
 * The attacks of issue 11, each against a real server on 127.0.0.1 with
 * bounded sizes and short limits, each followed by /health (answered within
 * 100 ms) and a normal request: no request can take the server down.
 */
import { connect, type Socket } from "node:net";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openKnowledgeBase } from "../../src/knowledge-base";
import { buildApp } from "../../src/server/app";
import { card, state } from "../support/game";

const GAIN = "Whenever a creature is put into a graveyard from play, you gain 1 life.";
const COUNT_RULES = '[:find (count ?r) . :where [?r "rule/number" _]]';

/** A triggers question: `n` creatures that each watch every creature die, and an event that kills them all. */
function massDeath(n: number) {
  const objects = Array.from({ length: n }, (_, i) => card(`c${i}`, `Bear ${i}`, "alice", "in-play", ["creature"], GAIN));
  return { ask: "triggers", state: state(objects), event: { kind: "zone-change", objects: objects.map((o) => o.id), to: "graveyard" } };
}

const log: Record<string, unknown>[] = [];
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  const stream = new Writable({ write: (chunk, _enc, done) => (log.push(JSON.parse(String(chunk))), done()) });
  app = await buildApp({
    kb: openKnowledgeBase({ versions: [] }),
    rateLimit: false,
    logger: { level: "error", stream },
    limits: { requestTimeoutMs: 400, connectionTimeoutMs: 10_000, maxConnections: 8, ask: { deadlineMs: 500, maxWaitMs: 20_000, maxWork: 40_000, size: 1 } },
  });
  // A fault of ours, to see how a 500 is answered and logged.
  app.get("/test-fault", async () => {
    throw new Error("a bug");
  });
  base = await app.listen({ port: 0, host: "127.0.0.1" });
}, 30_000);

afterAll(async () => {
  await app?.close();
});

const post = (path: string, body: string) => fetch(base + path, { method: "POST", headers: { "content-type": "application/json" }, body });

/** /health answers 200 within 100 ms. */
async function expectHealthy(): Promise<void> {
  const t0 = performance.now();
  const res = await fetch(`${base}/health`);
  expect(res.status).toBe(200);
  expect(performance.now() - t0).toBeLessThan(100);
}

/**
 * /health polled every 20 ms until `work` settles, each answer timed. The
 * machine is shared, so one answer can be slowed by other processes: the
 * median must be under 100 ms and the slowest far under the work's own time
 * (a blocked event loop would hold /health for all of it).
 */
async function healthWhile<T>(work: Promise<T>): Promise<{ result: T; median: number; slowest: number; polls: number }> {
  let settled = false;
  const done = work.finally(() => (settled = true));
  const times: number[] = [];
  while (!settled) {
    const t0 = performance.now();
    const res = await fetch(`${base}/health`);
    expect(res.status).toBe(200);
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 20));
  }
  times.sort((a, b) => a - b);
  return { result: await done, median: times[Math.floor(times.length / 2)] ?? 0, slowest: times.at(-1) ?? 0, polls: times.length };
}

/** A raw connection: resolves with what the server sent by the time it closed the socket (or `limitMs` passed). */
function rawExchange(send: (socket: Socket) => void, limitMs: number): Promise<{ data: string; closedAfterMs: number | null }> {
  return new Promise((resolve) => {
    const url = new URL(base);
    const socket = connect(Number(url.port), url.hostname);
    const t0 = performance.now();
    let data = "";
    const guard = setTimeout(() => (socket.destroy(), resolve({ data, closedAfterMs: null })), limitMs);
    socket.on("data", (d) => (data += d));
    socket.on("error", () => undefined);
    socket.on("close", () => (clearTimeout(guard), resolve({ data, closedAfterMs: performance.now() - t0 })));
    socket.on("connect", () => send(socket));
  });
}

describe("issue 11 (a): a query whose args nest 3,500 deep", () => {
  it("is a 400 naming the field, and /health and a normal query still answer", async () => {
    const deep = "[".repeat(3_500) + "]".repeat(3_500);
    const body = `{"query":"[:find ?n . :in $ ?x :where [?r \\"rule/number\\" ?n]]","args":[${deep}]}`;
    expect(body.length).toBeLessThan(8_000);
    for (let i = 0; i < 2; i++) {
      const res = await post("/api/query", body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(/^args\[0\]\[0\]\[0\]…: nests deeper than 64 levels/);
    }
    await expectHealthy();
    const normal = await post("/api/query", JSON.stringify({ query: COUNT_RULES }));
    expect(normal.status).toBe(200);
    expect((await normal.json()).result).toBeGreaterThan(100);
  }, 30_000);

  it("args nested within the limit still reach the query", async () => {
    const nested = JSON.parse("[".repeat(60) + '"702"' + "]".repeat(60));
    const res = await post("/api/query", JSON.stringify({ query: "[:find ?x . :in $ ?x]", args: [nested] }));
    expect(res.status).toBeLessThan(500);
    await expectHealthy();
  }, 30_000);
});

describe("every 5xx is logged with its request id", () => {
  it("a fault of ours: 500 without the stack, the stack in the log under the same request id", async () => {
    const res = await fetch(`${base}/test-fault`);
    expect(res.status).toBe(500);
    const { message } = await res.json();
    expect(message).not.toContain("a bug");
    const id = /\(request ([^)]+)\)/.exec(message)?.[1];
    expect(id).toBeTruthy();
    const line = log.find((l) => l.reqId === id);
    expect(line?.msg).toMatch(/answered 500/);
    expect((line?.err as { stack?: string })?.stack).toContain("a bug");
    await expectHealthy();
  });
});

describe("issue 11 (b): a question that would block the event loop", () => {
  it("1,000 creatures watching each other die: refused at once as too much work (422), before any worker runs", async () => {
    const t0 = performance.now();
    const res = await post("/api/ask", JSON.stringify(massDeath(1_000)));
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: "question_too_large", message: expect.stringContaining("1000 objects with 1000 abilities") });
    expect(performance.now() - t0).toBeLessThan(2_000);
    await expectHealthy();
  });

  it("one within the work cap but past its deadline: 422 after the deadline, /health under 100 ms meanwhile, then the next question is answered", async () => {
    // 199 creatures: just under this server's work cap, and over a second of work (1.8 s on a quiet machine), past the 0.5 s deadline.
    const { result: res, median, slowest, polls } = await healthWhile(post("/api/ask", JSON.stringify(massDeath(199))));
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: "question_timeout", message: expect.stringContaining("0.5 s") });
    expect(polls).toBeGreaterThan(5);
    expect(median).toBeLessThan(100);
    expect(slowest).toBeLessThan(500);
    // The stopped worker was replaced: a small question is answered.
    const small = await post("/api/ask", JSON.stringify(massDeath(2)));
    expect(small.status).toBe(200);
    // Each creature sees both die (603.2): two entries, each triggering twice.
    expect((await small.json()).triggered.map((t: { times: number }) => t.times)).toEqual([2, 2]);
  }, 30_000);
});

describe("issue 11 (c): slow clients and many connections", () => {
  it("an upload that trickles a byte at a time is answered 408 and closed at the request timeout, /health answering meanwhile", async () => {
    let timer: NodeJS.Timeout | undefined;
    const exchange = rawExchange((socket) => {
      socket.write("POST /api/ask HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 900000\r\n\r\n{");
      timer = setInterval(() => socket.writable && socket.write(" "), 50);
    }, 5_000);
    const { result, median, slowest } = await healthWhile(exchange);
    clearInterval(timer);
    expect(result.closedAfterMs).not.toBeNull();
    expect(result.closedAfterMs!).toBeLessThan(3_000);
    expect(result.data).toMatch(/^HTTP\/1\.1 408/);
    expect(median).toBeLessThan(100);
    expect(slowest).toBeLessThan(500);
  }, 10_000);

  it("connections past the cap are closed at once, and the server answers again when they go", async () => {
    const url = new URL(base);
    const open: Socket[] = [];
    for (let i = 0; i < 8; i++) {
      const s = connect(Number(url.port), url.hostname);
      s.on("error", () => undefined);
      await new Promise((r) => s.once("connect", r));
      open.push(s);
    }
    await new Promise((r) => setTimeout(r, 50));
    const extra = await rawExchange((s) => s.write("GET /health HTTP/1.1\r\nHost: x\r\n\r\n"), 2_000);
    expect(extra.closedAfterMs).not.toBeNull();
    expect(extra.data).toBe("");
    for (const s of open) s.destroy();
    await new Promise((r) => setTimeout(r, 50));
    await expectHealthy();
  }, 10_000);
});

describe("issue 11 (d): closing under load", () => {
  it("close() returns promptly with a question running and a slow upload open", async () => {
    const other = await buildApp({
      kb: openKnowledgeBase({ versions: [] }),
      rateLimit: false,
      logger: false,
      limits: { requestTimeoutMs: 60_000, ask: { deadlineMs: 60_000, size: 1 } },
    });
    const address = await other.listen({ port: 0, host: "127.0.0.1" });
    const url = new URL(address);
    const asking = fetch(`${address}/api/ask`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(massDeath(140)) }).catch((e: Error) => e);
    const slow = connect(Number(url.port), url.hostname);
    slow.on("error", () => undefined);
    slow.write("POST /api/ask HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 900000\r\n\r\n{");
    await new Promise((r) => setTimeout(r, 1_000));
    const t0 = performance.now();
    await other.close();
    expect(performance.now() - t0).toBeLessThan(1_000);
    const answer = await asking;
    // Either the pool's 503 reached the client first or the connection was dropped: never a hang.
    if (!(answer instanceof Error)) expect(answer.status).toBe(503);
    slow.destroy();
  }, 30_000);
});
