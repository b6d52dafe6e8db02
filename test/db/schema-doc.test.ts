/**
 * docs/schema.md is what src/db/schema-doc.ts writes from the schema, and
 * its examples are real: each runs through kb.query and finds something.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GAME_ATTRIBUTES } from "../../src/db/game-schema";
import { ATTRIBUTES } from "../../src/db/schema";
import { EXAMPLE_STATE, GROUPS, RULE_EXAMPLE, schemaMarkdown } from "../../src/db/schema-doc";
import { openKnowledgeBase } from "../../src/knowledge-base";
import { readRelease } from "../../src/rules/release";
import { miniCr } from "../support/mini-cr";

// The seeds and a tiny release, which has the glossary the seeds lack.
const kb = openKnowledgeBase({ versions: [readRelease(Buffer.from(miniCr()), "mini.txt")] });
afterAll(() => kb.close());

describe("docs/schema.md", () => {
  it("is what the schema writes (run `npm run docs` after changing the schema)", () => {
    expect(readFileSync(resolve(__dirname, "..", "..", "docs", "schema.md"), "utf8")).toBe(schemaMarkdown());
  });

  it("documents every attribute, and every namespace has a description", () => {
    const text = schemaMarkdown();
    const names = Object.keys({ ...ATTRIBUTES, ...GAME_ATTRIBUTES });
    for (const name of names) expect(text).toContain(`| \`${name}\` |`);
    expect(new Set(names.map((n) => n.split("/")[0]))).toEqual(new Set(Object.keys(GROUPS)));
  });

  it("lists the named rules of queries/*.edn with their arguments", () => {
    expect(schemaMarkdown()).toContain("| `(functions-in ?a ?zone ?rule)` | `queries/functions.edn` |");
  });
});

describe("the examples of docs/schema.md run", () => {
  for (const [group, { example }] of Object.entries(GROUPS)) {
    if (!example) continue;
    it(group, async () => {
      const a = await kb.query({ query: example.query, ...(example.args ? { args: example.args } : {}), ...(example.state ? { state: EXAMPLE_STATE } : {}) });
      expect(a.rows).toBeGreaterThan(0);
    });
  }

  it("a named rule by name: Necrosavant's ability functions in the graveyard (402.8h)", async () => {
    const a = await kb.query({ ...RULE_EXAMPLE, state: EXAMPLE_STATE });
    expect(a.result).toEqual([["graveyard", "402.8h"]]);
    expect(a.rules).toContain("functions-in");
  });
});
