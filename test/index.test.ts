/**
 * crkb as a library (src/index.ts): the CLI's and the server's whole surface
 * — lookup, search, history, diff, ask, query — through one typed import,
 * and the built package resolves by its name (package.json "exports").
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openKnowledgeBase, type FunctionsAnswer, type QueryAnswer } from "../src/index";

const kb = openKnowledgeBase({ versions: [] });
afterAll(() => kb.close());
const ROOT = resolve(__dirname, "..");

describe("the library", () => {
  it("looks up, searches, and follows a paragraph's history", () => {
    expect(kb.rule("402.8h").number).toBe("402.8h");
    expect(kb.search("fizzle", { limit: 3 }).results.length).toBeGreaterThan(0);
    expect(kb.history("402.8").versions.length).toBeGreaterThan(1);
    const [a, b] = kb.versions();
    expect(kb.diff(a.id, b.id).from).toBe(a.id);
  });

  it("answers a question about a game state", () => {
    const state = { players: ["alice"], objects: [{ id: "necro", name: "Necrosavant", owner: "alice", zone: "graveyard", types: ["creature"], text: "{3}{B}{B}, Sacrifice a creature: Return Necrosavant from your graveyard to play." }] };
    const answer = kb.ask({ ask: "functions", state, object: "necro", ability: 0 }) as FunctionsAnswer;
    expect(answer.zones).toEqual(["graveyard"]);
  });

  it("runs a Datalog query", async () => {
    const a: QueryAnswer = await kb.query({ query: '[:find ?t . :in $ ?n :where [?r "rule/number" ?n] [?r "rule/title" ?t]]', args: ["402"] });
    expect(a.result).toBe("Abilities");
  });

  it.skipIf(!existsSync(resolve(ROOT, "dist", "index.js")))("the built package is required by its name, with its declarations", () => {
    const out = execFileSync(process.execPath, ["-e", 'const c = require("crkb"); console.log(typeof c.openKnowledgeBase, typeof c.CrkbError)'], { cwd: ROOT, encoding: "utf8" });
    expect(out.trim()).toBe("function function");
    expect(existsSync(resolve(ROOT, "dist", "index.d.ts"))).toBe(true);
  });
});
