/**
 * The servers the HTTP benchmark loads, in a process of their own so the
 * load generator does not share their event loop: fastify's hello-world
 * route (the baseline) and crkb's app over the given data directory. Prints
 * their ports as one JSON line on stdout, then serves until killed.
 */
import Fastify, { type FastifyInstance } from "fastify";
import { openKnowledgeBase } from "../src/knowledge-base";
import { buildApp } from "../src/server/app";

async function main(): Promise<void> {
  const hello = Fastify();
  hello.get("/", async () => ({ hello: "world" }));
  await hello.listen({ port: 0, host: "127.0.0.1" });
  const kb = openKnowledgeBase({ dataDir: process.argv[2] });
  // Build the search indexes before the load starts, as `crkb serve` does for the default one.
  kb.warmSearch();
  if (process.argv[3]) kb.search("warm", { version: process.argv[3] });
  // The benchmark measures the server, not the rate limit that would refuse it.
  const app = await buildApp({ kb, rateLimit: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (s: FastifyInstance) => (s.server.address() as { port: number }).port;
  process.stdout.write(`${JSON.stringify({ hello: port(hello), crkb: port(app) })}\n`);
}

void main();
