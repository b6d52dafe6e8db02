/**
 * The development set of judge-style queries. The MRR floors are the figures
 * measured when the set was written, less a little: a change to the
 * vocabulary, the boosts or the analyzer that makes search worse fails here.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { openKnowledgeBase, type KnowledgeBase } from "../../src/knowledge-base";
import { evaluate, type DevQuery } from "../../src/search/evaluate";
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

  it("MRR stays at or above 0.68", () => {
    const result = evaluate(kb, dev["2026-01-16"], "2026-01-16");
    expect(result.mrr, JSON.stringify(result.misses, null, 1)).toBeGreaterThanOrEqual(0.68);
  });

  it("the slang of SPEC.md's quality bar finds its rule in the top three", () => {
    for (const q of ["fizzle", "ETB", "LTB", "LKI", "summoning sickness", "APNAP", "CIP"]) {
      const { expect: answers } = dev["2026-01-16"].find((d) => d.q === q)!;
      const top = evaluate(kb, [{ q, expect: answers }], "2026-01-16");
      expect(top.mrr, q).toBeGreaterThanOrEqual(1 / 3);
    }
  });
});
