/**
 * The dependency rules of the README's "Architecture" section, as
 * .dependency-cruiser.cjs writes them: src/ breaks none of the rules at
 * "error" (the test lists what it breaks), and each rule catches a breach
 * in a tiny tree of files written for the purpose (rules 5-8 as errors),
 * while the imports the rules allow beside them pass.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "..");
const CLI = join(ROOT, "node_modules", "dependency-cruiser", "bin", "dependency-cruise.mjs");

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: "error" | "warn" | "info" };
  cycle?: Array<{ name: string }>;
}

/** Cruises `src` of `cwd` with the repository's rules; the violations found. */
function cruise(cwd: string): Violation[] {
  const out = execFileSync(process.execPath, [CLI, "src", "--config", join(ROOT, ".dependency-cruiser.cjs"), "--output-type", "json"], {
    cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, timeout: 120_000,
  });
  return (JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations;
}

function shown(v: Violation): string {
  return `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (circle: ${v.cycle.map((c) => c.name).join(" → ")})` : ""}`;
}

describe("the dependency rules (.dependency-cruiser.cjs)", () => {
  it("src/ breaks none of the rules at error", () => {
    const errors = cruise(ROOT).filter((v) => v.rule.severity === "error").map(shown);
    expect(errors, errors.join("\n")).toEqual([]);
  }, 120_000);

  describe("each rule catches a breach", () => {
    const dir = mkdtempSync(join(tmpdir(), "crkb-arch-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    copyFileSync(join(ROOT, "tsconfig.json"), join(dir, "tsconfig.json"));
    const files: Record<string, string> = {
      "src/types.ts": "export type Id = string;\n",
      "src/knowledge-base.ts": 'import { ask } from "./answers/ask";\nexport const kb = ask;\n',
      "src/answers/ask.ts": 'import { loop } from "../engine/loop";\nexport const ask = loop;\n',
      // Rule 4 and a circle: the engine reads the answers.
      "src/engine/loop.ts": 'import { words } from "../answers/words";\nexport const loop = () => words;\n',
      "src/answers/words.ts": 'import { loop } from "../engine/loop";\nexport const words = typeof loop;\n',
      // Rule 2: datascript outside src/db; rule 3: the judge reads the engine.
      "src/judge/verdict.ts": 'import * as ds from "datascript";\nimport { loop } from "../engine/loop";\nexport const verdict = [ds, loop];\n',
      // Rule 1: the reading imports the judge.
      "src/abilities/read.ts": 'import { verdict } from "../judge/verdict";\nexport const read = verdict;\n',
      // Rule 5: an answer calls db (query.ts) where it may only name db's types (cite.ts).
      "src/db/edn.ts": "export type Form = string;\nexport const forms = (text: string): Form[] => [text];\n",
      // Rule 2: db reaches up to the judge.
      "src/db/worker.ts": 'import { verdict } from "../judge/verdict";\nexport const work = verdict;\n',
      "src/answers/query.ts": 'import { forms } from "../db/edn";\nexport const read = forms;\n',
      "src/answers/cite.ts": 'import type { Form } from "../db/edn";\nexport const cite = (f: Form) => f;\n',
      // Rule 6: search reads the façade.
      "src/search/evaluate.ts": 'import { kb } from "../knowledge-base";\nexport const evaluate = kb;\n',
      // Rules 7 and 8: a door reads the answers beside the façade and the types; the site reads the server.
      "src/cli/main.ts": 'import { ask } from "../answers/ask";\nimport { kb } from "../knowledge-base";\nimport type { Id } from "../types";\nexport const main = (id: Id) => [ask, kb, id];\n',
      "src/server/app.ts": 'import { kb } from "../knowledge-base";\nexport const app = kb;\n',
      "src/site/page.ts": 'import { app } from "../server/app";\nexport const page = app;\n',
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    mkdirSync(join(dir, "node_modules"), { recursive: true });
    const found = cruise(dir);
    const broke = (rule: string, from: string, to: string) => found.some((v) => v.rule.name === rule && v.from === from && v.to === to);

    it.each([
      ["1-reading-imports-shared-ground", "src/abilities/read.ts", "src/judge/verdict.ts"],
      ["2-db-imports-nothing-above-it", "src/db/worker.ts", "src/judge/verdict.ts"],
      ["3-judge-imports-db-and-reading", "src/judge/verdict.ts", "src/engine/loop.ts"],
      ["4-engine-imports-judge-reading-db-types", "src/engine/loop.ts", "src/answers/words.ts"],
      ["7-only-the-facade-imports-answers-and-search", "src/engine/loop.ts", "src/answers/words.ts"],
      ["5-answers-use-db-types-only", "src/answers/query.ts", "src/db/edn.ts"],
      ["6-history-and-search-import-db-and-corpus", "src/search/evaluate.ts", "src/knowledge-base.ts"],
      ["7-only-the-facade-imports-answers-and-search", "src/cli/main.ts", "src/answers/ask.ts"],
      ["8-doors-import-the-facade", "src/cli/main.ts", "src/answers/ask.ts"],
      ["8-site-never-imports-server", "src/site/page.ts", "src/server/app.ts"],
    ])("%s: %s → %s", (rule, from, to) => {
      expect(broke(rule, from, to), found.map(shown).join("\n")).toBe(true);
    });

    it("no-circular: src/engine/loop.ts → src/answers/words.ts → src/engine/loop.ts", () => {
      const circles = found.filter((v) => v.rule.name === "no-circular").map((v) => [v.from, ...(v.cycle ?? []).map((c) => c.name)]);
      expect(circles.some((c) => c.includes("src/engine/loop.ts") && c.includes("src/answers/words.ts")), found.map(shown).join("\n")).toBe(true);
    });

    it("2-only-db-imports-datascript: src/judge/verdict.ts → datascript", () => {
      expect(found.some((v) => v.rule.name === "2-only-db-imports-datascript" && v.from === "src/judge/verdict.ts"), found.map(shown).join("\n")).toBe(true);
    });

    it("an import the rules allow is no violation (the façade imports the answers)", () => {
      expect(found.filter((v) => v.from === "src/knowledge-base.ts").map(shown)).toEqual([]);
    });

    it("nor is a door's import of the façade, the types or another door, nor an answer naming db's types", () => {
      const allowed: Array<[string, string]> = [
        ["src/cli/main.ts", "src/knowledge-base.ts"],
        ["src/cli/main.ts", "src/types.ts"],
        ["src/server/app.ts", "src/knowledge-base.ts"],
        ["src/answers/cite.ts", "src/db/edn.ts"],
      ];
      expect(found.filter((v) => allowed.some(([from, to]) => v.from === from && v.to === to)).map(shown)).toEqual([]);
    });

    it("the breaches of rules 5 to 8 are errors, not warnings", () => {
      const ruled = found.filter((v) => /^[5-8]-/.test(v.rule.name));
      expect(ruled.length).toBeGreaterThanOrEqual(5);
      expect(ruled.filter((v) => v.rule.severity !== "error").map(shown)).toEqual([]);
    });
  });
});
