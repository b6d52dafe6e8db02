/**
 * The start-up rehearsal (src/search/rehearsal.ts, Searcher.rehearse): it
 * runs on a spare copy of the scope, so a rehearsed searcher answers every
 * query, the rehearsed ones included, exactly as a searcher that never
 * rehearsed; and it stays out of the query sets whose first-time figures the
 * benchmark measures.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openKnowledgeBase } from "../../src/knowledge-base";
import { CURRENT } from "../../src/search/documents";
import { REHEARSAL } from "../../src/search/rehearsal";
import { Searcher } from "../../src/search/searcher";

const kb = openKnowledgeBase({ versions: [] });

describe("Searcher.rehearse", () => {
  it("leaves the scope's answers as a searcher that never rehearsed gives them, to the rehearsed queries too", () => {
    const rehearsed = new Searcher(kb.db, null);
    rehearsed.warm(CURRENT);
    rehearsed.rehearse(CURRENT);
    const plain = new Searcher(kb.db, null);
    for (const q of [...REHEARSAL, "ETB", "402.8", "ability from graveyard", "fizle"]) {
      expect(rehearsed.search(q, CURRENT), q).toEqual(plain.search(q, CURRENT));
    }
  });

  it("no rehearsal query is one of the development or held-out queries", () => {
    const sets = ["dev-queries.json", "holdout-queries.json", "holdout2-queries.json", "holdout3-queries.json", "holdout4-queries.json", "holdout5-queries.json", "holdout6-queries.json", "holdout7-queries.json", "holdout8-queries.json", "holdout9-queries.json", "holdout10-queries.json", "holdout11-queries.json"].map(
      (f) => JSON.parse(readFileSync(join(__dirname, f), "utf8")) as Record<string, unknown>,
    );
    const measured = new Set(sets.flatMap((s) => Object.values(s).filter(Array.isArray).flat()).map((d) => (d as { q: string }).q.toLowerCase()));
    expect(measured.size).toBeGreaterThan(100);
    expect(REHEARSAL.filter((q) => measured.has(q.toLowerCase()))).toEqual([]);
  });
});
