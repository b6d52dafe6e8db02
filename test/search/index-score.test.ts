/**
 * The scorer computes lunr's own scores from the index's postings and field
 * vectors, without lunr's query machinery: on a few literal paragraphs its
 * hits and scores equal lunr.Index.query's for the same clauses.
 */
import lunr from "lunr";
import { describe, expect, it } from "vitest";
import { buildIndex } from "../../src/search/build-index";
import type { SearchDoc } from "../../src/search/documents";
import { IndexScorer, type Clause } from "../../src/search/index-score";
import { runSteps } from "../../src/search/steps";

const version = { id: "test", date: "2026-01-16" };
const rule = (number: string, text: string, title: string | null = null): SearchDoc => ({ ref: `rule:${number}`, kind: "rule", number, term: null, title, text, examples: [], aliases: [], obsolete: false, version });

const docs = [
  rule("702.19", "", "Trample"),
  rule("702.19b", "The controller of an attacking creature with trample first assigns damage to the creatures blocking it."),
  rule("510.1c", "A blocked creature assigns its combat damage to the creatures blocking it."),
  rule("704.5f", "If a creature has toughness 0 or less, it's put into its owner's graveyard."),
];
const index = buildIndex(docs);

function lunrScores(clauses: Clause[]): Array<[string, number]> {
  return index
    .query((q) => {
      for (const c of clauses) q.term(c.term, { boost: c.boost, usePipeline: false, wildcard: lunr.Query.wildcard.NONE, ...(c.fields ? { fields: [...c.fields] } : {}) });
    })
    .map((h) => [h.ref, h.score]);
}

describe("scoring clauses over a lunr index", () => {
  it.each<[string, Clause[]]>([
    ["one term in every field", [{ term: "trampl", boost: 10 }]],
    ["terms at different boosts", [{ term: "creatur", boost: 10 }, { term: "damag", boost: 3 }]],
    ["a term asked in some fields only", [{ term: "trampl", boost: 10, fields: ["title"] }, { term: "block", boost: 10 }]],
    ["the same term twice", [{ term: "toughness", boost: 10 }, { term: "toughness", boost: 3 }]],
  ])("%s: the same hits and scores as lunr", (_name, clauses) => {
    const scored = new IndexScorer(index).score(clauses);
    const ours = scored.hits.map((h) => [h.ref, h.score] as [string, number]);
    const theirs = lunrScores(clauses);
    expect(ours.map(([ref]) => ref).sort()).toEqual(theirs.map(([ref]) => ref).sort());
    expect(scored.count).toBe(theirs.length);
    for (const [ref, score] of theirs) {
      expect(ours.find(([r]) => r === ref)![1]).toBeCloseTo(score, 9);
      expect(scored.scoreOf(ref)).toBe(ours.find(([r]) => r === ref)![1]);
    }
    for (const d of docs) if (!theirs.some(([ref]) => ref === d.ref)) expect(scored.scoreOf(d.ref)).toBeUndefined();
  });

  it("a term so common that lunr rounds its weight to 0 still lists each document holding it, once", () => {
    const common = Array.from({ length: 1200 }, (_, i) => rule(`${100 + Math.floor(i / 100)}.${(i % 100) + 1}`, "Each player plays."));
    const scorer = new IndexScorer(buildIndex(common));
    const { hits, scoreOf } = scorer.score([{ term: "player", boost: 10 }, { term: "play", boost: 10 }]);
    expect(hits.every((h) => h.score === 0)).toBe(true);
    expect(scoreOf(hits[0].ref)).toBe(0);
    expect(hits).toHaveLength(1200);
    expect(new Set(hits.map((h) => h.ref)).size).toBe(1200);
  });

  it("a scorer that read every term's weights at warm-up gives the same hits, in the same order, as one reading them on first use", () => {
    const clauses: Clause[] = [{ term: "creatur", boost: 10 }, { term: "damag", boost: 3 }, { term: "trampl", boost: 10, fields: ["title"] }];
    const prepared = new IndexScorer(index);
    runSteps(prepared.weightSteps());
    const { hits } = prepared.score(clauses);
    expect(hits.length).toBeGreaterThan(1);
    expect(hits).toEqual(new IndexScorer(index).score(clauses).hits);
  });

  // Equal scores at the bar: which of them come first is the stable sort's choice, the order they were touched in.
  const tied = [rule("100.1", "Trample."), rule("100.2", "Trample."), rule("100.3", "Trample."), rule("100.4", "Trample damage.")];
  const many = Array.from({ length: 60 }, (_, i) => rule(`100.${i + 1}`, `${"Trample. ".repeat((i % 7) + 1)}${"Damage. ".repeat(i % 5)}`));
  it.each([
    { label: "4 hits, 3 tied", docs: tied, best: 1 },
    { label: "4 hits, 3 tied", docs: tied, best: 2 },
    { label: "4 hits, 3 tied", docs: tied, best: 3 },
    { label: "60 hits of many tied scores", docs: many, best: 1 },
    { label: "60 hits of many tied scores", docs: many, best: 7 },
    { label: "60 hits of many tied scores", docs: many, best: 25 },
    { label: "60 hits of many tied scores", docs: many, best: 59 },
  ])("of $label, the best $best: the same hits in the same order as a full sort's first, and every hit's score", ({ docs, best }) => {
    const scorer = new IndexScorer(buildIndex(docs));
    const clauses: Clause[] = [{ term: "trampl", boost: 10 }, { term: "damag", boost: 3 }];
    const all = scorer.score(clauses).hits;
    const some = scorer.score(clauses, best);
    expect(some.hits).toEqual(all.slice(0, best));
    expect(some.count).toBe(all.length);
    for (const h of all) expect(some.scoreOf(h.ref)).toBe(h.score);
    // The scratch arrays a query reuses carry nothing into the next: another query between, then the same answer.
    const other = scorer.score([{ term: "damag", boost: 1 }], 2);
    expect(all.filter((h) => other.scoreOf(h.ref) !== undefined).length).toBe(other.count);
    const again = scorer.score(clauses, best);
    expect(again.hits).toEqual(some.hits);
    expect(again.count).toBe(some.count);
  });

  it("someHolding asks its test only of documents holding the term in the fields named", () => {
    const scorer = new IndexScorer(index);
    const asked: string[] = [];
    expect(scorer.someHolding("trampl", ["title"], (ref) => (asked.push(ref), false))).toBe(false);
    expect(asked).toEqual(["rule:702.19"]);
    expect(scorer.someHolding("damag", ["text"], (ref) => ref === "rule:510.1c")).toBe(true);
    expect(scorer.someHolding("vigil", ["text"], () => true)).toBe(false);
    expect(scorer.holders("damag")).toBe(2);
  });

  it("holdingTables: one table per term the index holds, holding a document exactly when holds() says so", () => {
    const scorer = new IndexScorer(index);
    const tables = scorer.holdingTables(["trampl", "vigil", "tough"]);
    expect(tables).toHaveLength(2);
    for (const d of docs) expect(tables.some((t) => t.has(d.ref))).toBe(scorer.holds(d.ref, ["trampl", "vigil", "tough"]));
    expect(tables[0].has("rule:704.5f")).toBe(false);
  });

  it("a term the index does not hold matches nothing", () => {
    const scored = new IndexScorer(index).score([{ term: "vigil", boost: 10 }]);
    expect(scored.hits).toEqual([]);
    expect(scored.count).toBe(0);
    expect(scored.scoreOf("rule:702.19")).toBeUndefined();
  });

  it("says which documents hold a term, in any field or in the fields asked", () => {
    const scorer = new IndexScorer(index);
    expect(scorer.holds("rule:702.19", ["trampl"])).toBe(true);
    expect(scorer.holds("rule:702.19b", ["trampl"], ["title"])).toBe(false);
    expect(scorer.holds("rule:510.1c", ["trampl", "vigil"])).toBe(false);
    expect(scorer.holds("rule:702.19b", ["trampl"], ["title", "text"])).toBe(true);
    expect(scorer.holds("rule:702.19b", ["vigil", "trampl"], ["title"])).toBe(false);
    runSteps(scorer.weightSteps());
    expect(scorer.holds("rule:702.19", ["trampl"], ["title"])).toBe(true);
    expect(scorer.holds("rule:702.19b", ["trampl"], ["title"])).toBe(false);
  });

  it("holdsTerm says of one term what holds says of a list of it, whatever the fields", () => {
    const scorer = new IndexScorer(index);
    for (const d of docs) {
      for (const term of ["trampl", "vigil", "creatur", "absent"]) {
        for (const fields of [undefined, ["title"], ["title", "text"], ["text"]]) {
          expect(scorer.holdsTerm(d.ref, term, fields), `${d.ref} ${term} ${fields}`).toBe(scorer.holds(d.ref, [term], fields));
        }
      }
    }
    expect(scorer.holdsTerm("rule:702.19b", "trampl", ["text"])).toBe(true);
    expect(scorer.holdsTerm("rule:702.19b", "trampl", ["title"])).toBe(false);
  });
});
