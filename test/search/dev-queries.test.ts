/**
 * The development set: queries the way judges and players type them, each
 * with its kind (judge, slang, typo, question, number, concept, old-term). The MRR floors are the figures
 * measured when the set was written, less a little: a change to the
 * vocabulary, the boosts or the analyzer that makes search worse fails here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { openKnowledgeBase, type KnowledgeBase } from "../../src/knowledge-base";
import { evaluate, evaluateByKind, type DevQuery } from "../../src/search/evaluate";
import { describeWithCorpus, release } from "../support/corpus";

const dev = JSON.parse(readFileSync(join(__dirname, "dev-queries.json"), "utf8")) as Record<string, DevQuery[]>;

describe("dev queries on the seed corpus", () => {
  it("every query lists accepted answers that exist in the seeds", () => {
    const kb = openKnowledgeBase({ versions: [] });
    for (const { expect: answers } of dev.seeds) {
      expect(answers.some((n) => kb.db.versionsWith(n).length > 0)).toBe(true);
    }
  });

  it("MRR stays at or above 0.75", () => {
    const result = evaluate(openKnowledgeBase({ versions: [] }), dev.seeds);
    expect(result.mrr, JSON.stringify(result.misses, null, 1)).toBeGreaterThanOrEqual(0.75);
  });
});

describeWithCorpus("dev queries on the 2026-01-16 CR", () => {
  let kb: KnowledgeBase;
  beforeAll(() => {
    kb = openKnowledgeBase({ seeds: false, versions: [release("cr-2026-01-16.txt")] });
  });

  it("MRR stays at or above 0.52 in all (0.552 measured on the 141 queries of 2026-11-24)", () => {
    const result = evaluate(kb, dev["2026-01-16"], "2026-01-16");
    expect(result.mrr, JSON.stringify(result.misses, null, 1)).toBeGreaterThanOrEqual(0.52);
  });

  // Floors a little under what each kind measured when the set grew to 141
  // queries; the issue's goals (0.9 judges, 0.8 players' words) are far above.
  it.each([
    ["judge", 0.58],
    ["slang", 0.5],
    ["old-term", 0.64],
    ["concept", 0.83],
    ["typo", 0.32],
    ["question", 0.37],
    ["number", 0.33],
  ])("%s queries keep their MRR at or above %s", (kind, floor) => {
    const result = evaluateByKind(kb, dev["2026-01-16"], "2026-01-16").get(kind)!;
    expect(result.count).toBeGreaterThanOrEqual(10);
    expect(result.mrr, JSON.stringify(result.misses, null, 1)).toBeGreaterThanOrEqual(floor);
  });

  it("every expected answer exists in the 2026 CR", () => {
    for (const { q, expect: answers } of dev["2026-01-16"]) {
      const missing = answers.filter((a) => (a.startsWith("glossary:") ? !kb.db.glossaryEntry("2026-01-16", a.slice(9)) : !kb.db.paragraphText("2026-01-16", a)));
      expect(missing, q).toEqual([]);
    }
  });

  it("the slang of SPEC.md's quality bar finds its rule in the top three", () => {
    for (const q of ["fizzle", "ETB", "LTB", "LKI", "summoning sickness", "APNAP", "CIP"]) {
      const { expect: answers } = dev["2026-01-16"].find((d) => d.q === q)!;
      const top = evaluate(kb, [{ q, expect: answers }], "2026-01-16");
      expect(top.mrr, q).toBeGreaterThanOrEqual(1 / 3);
    }
  });
});
