/**
 * What the search scopes hold (src/search/documents.ts), on the hand-made
 * releases of test/db/fixtures.ts (V1 2001-01-01 -> V2 2002-02-02: 100.1b's
 * text moved to 100.1c and a new text took 100.1b, 100.3 removed, 200.1
 * renumbered to 200.2, "Obsolete Thing" only in V1), and on the seeds,
 * whose 2008 rulings dump amends section 402 of the 2006 fragments.
 */
import { describe, expect, it } from "vitest";
import { openKnowledgeBase } from "../../src/knowledge-base";
import type { AskedFor } from "../../src/search/asked-for/row";
import { buildIndex } from "../../src/search/build-index";
import { ALL, allDocuments, allVersions, CURRENT, scopeDocuments, scopeVersions, withSections, type SearchDoc } from "../../src/search/documents";
import { SearchScope } from "../../src/search/scope";
import type { SearchResults, VersionInfo } from "../../src/types";
import { V1, V2 } from "../db/fixtures";

const kb = openKnowledgeBase({ versions: [V1, V2], seeds: false });
const step = (a: VersionInfo, b: VersionInfo) => kb.diff(a.id, b.id);

function byRef(docs: SearchDoc[]): Map<string, SearchDoc> {
  return new Map(docs.map((d) => [d.ref, d]));
}

describe("allDocuments: every text each number held, in its newest form", () => {
  const docs = byRef(allDocuments(kb.db, step));

  it("holds today's texts under their plain refs, without a retirement", () => {
    expect(docs.get("rule:100.1")).toMatchObject({ number: "100.1", version: { id: "2002-02-02" } });
    expect(docs.get("rule:100.1")!.text).toContain("two or more players");
    expect(docs.get("rule:100.1")!.retired).toBeUndefined();
    expect(docs.get("rule:100.1b")!.text).toContain("A team game");
  });

  it("keeps a text a number held before another took it, saying the number it has today", () => {
    const old = docs.get("rule:100.1b@2001-01-01")!;
    expect(old.text).toBe("A multiplayer game is a game that begins with more than two players.");
    expect(old.retired).toEqual({ number: "100.1b", lastIn: { id: "2001-01-01", date: "2001-01-01" }, retiredIn: { id: "2002-02-02", date: "2002-02-02" }, successor: "100.1c" });
  });

  it("keeps a removed text under its own number, with no successor", () => {
    expect(docs.get("rule:100.3")).toMatchObject({ text: expect.stringContaining("Wombats"), version: { id: "2001-01-01" }, retired: { successor: null } });
  });

  it("keeps a renumbered text at its old number too, pointing at the new one", () => {
    expect(docs.get("rule:200.1")!.retired?.successor).toBe("200.2");
    expect(docs.get("rule:200.2")!.retired).toBeUndefined();
  });

  it("has each glossary term once, in its newest entry, the terms no longer used included", () => {
    expect(docs.get("glossary:active player")).toMatchObject({ text: "The player whose turn it is now.", version: { id: "2002-02-02" } });
    expect(docs.get("glossary:obsolete thing")).toMatchObject({ version: { id: "2001-01-01" }, obsolete: true });
  });

  it("has one document per ref, every number with a plain ref", () => {
    const all = allDocuments(kb.db, step);
    expect(new Set(all.map((d) => d.ref)).size).toBe(all.length);
    for (const d of all) if (d.number) expect(docs.has(`rule:${d.number}`), d.ref).toBe(true);
    expect(all.filter((d) => d.kind === "rule")).toHaveLength(14);
  });

  it("a partial version amends only the sections it holds (the seeds: the 2008 rulings dump holds section 402 only)", () => {
    const seeds = openKnowledgeBase({ versions: [] });
    const docs2 = byRef(allDocuments(seeds.db, (a, b) => seeds.diff(a.id, b.id)));
    expect(docs2.get("rule:402.8e")).toMatchObject({ text: expect.stringContaining("comes into play"), version: { id: "rulings-2008-03-17" } });
    // The fragments' 402.8e moved to 402.8f in the rulings dump.
    expect(docs2.get("rule:402.8e@fragments-2006")).toMatchObject({ text: expect.stringContaining("cost that can’t be paid"), retired: { successor: "402.8f" } });
    // 413.2a is in no section the rulings dump holds: the fragments' text is still today's.
    expect(docs2.get("rule:413.2a")).toMatchObject({ version: { id: "fragments-2006" } });
    expect(docs2.get("rule:413.2a")!.retired).toBeUndefined();
  });

  it("walks the complete releases, then the current scope's versions", () => {
    expect(allVersions(kb.versions()).map((v) => v.id)).toEqual(["2001-01-01", "2002-02-02"]);
    expect(allVersions([])).toEqual([]);
    const seeds = openKnowledgeBase({ versions: [] }).versions();
    expect(allVersions(seeds)).toEqual(scopeVersions(seeds, CURRENT));
    expect(ALL).not.toBe(CURRENT);
  });
});

describe("withSections", () => {
  const answer: SearchResults = {
    query: "x", scope: "current", mode: "words", total: 3, expanded: [],
    results: [
      { kind: "rule", number: "100.1b", term: null, title: null, snippet: "", score: 1, version: { id: "v", date: "d" } },
      { kind: "rule", number: "1", term: null, title: null, snippet: "", score: 1, version: { id: "v", date: "d" } },
      { kind: "glossary", number: null, term: "T", title: "T", snippet: "", score: 1, version: { id: "v", date: "d" } },
    ],
  };

  it("gives each rule hit the nearest titled rule above it, in its own version, in a new object", () => {
    const titles: Record<string, string> = { "v|100": "General", "w|100.1": "Wrong version" };
    const r = withSections(answer, (v, n) => titles[`${v}|${n}`] ?? null);
    expect(r.results.map((x) => x.section)).toEqual([{ number: "100", title: "General" }, null, null]);
    expect(answer.results[0].section).toBeUndefined();
  });

  it("keeps each hit's fields in their order, a retirement before the section", () => {
    const retired = { number: "100.1b", lastIn: { id: "v", date: "d" }, retiredIn: { id: "w", date: "e" }, successor: "100.1c" };
    const r = withSections({ ...answer, results: [{ ...answer.results[0], retired }, answer.results[2]] }, () => "General");
    expect(r.results.map((x) => Object.keys(x))).toEqual([
      ["kind", "number", "term", "title", "snippet", "score", "version", "retired", "section"],
      ["kind", "number", "term", "title", "snippet", "score", "version", "section"],
    ]);
    expect(r.results[0].retired).toBe(retired);
  });
});

describe("how players ask for a rule (asked-for/): the rows a rule document takes", () => {
  // V2's 100.1b is the team game; V1's 100.1b was the multiplayer game, which V2 moved to 100.1c.
  const table: AskedFor[] = [
    { rule: "100.1b", says: "A TEAM GAME", asked: ["two versus two"] },
    { rule: "100.1c", says: "multiplayer game", asked: ["free for all", "three way match"] },
    { rule: "Active Player", says: "whose turn", asked: ["whose go is it"] },
  ];

  it("a rule whose text says the row's words takes its phrasings, in any case; the others take none", () => {
    const docs = byRef(scopeDocuments(kb.db, "2002-02-02", table));
    expect(docs.get("rule:100.1b")!.asked).toEqual(["two versus two"]);
    expect(docs.get("rule:100.1c")!.asked).toEqual(["free for all", "three way match"]);
    expect(docs.get("rule:100.1a")!.asked).toBeUndefined();
  });

  it("a release whose paragraph at that number does not say the row's words does not take it", () => {
    const docs = byRef(scopeDocuments(kb.db, "2001-01-01", table));
    expect(docs.get("rule:100.1b")!.text).toContain("multiplayer game");
    expect(docs.get("rule:100.1b")!.asked).toBeUndefined();
  });

  it("glossary entries take none", () => {
    const docs = [...scopeDocuments(kb.db, CURRENT, table), ...allDocuments(kb.db, step, table)].filter((d) => d.kind === "glossary");
    expect(docs.length).toBeGreaterThan(0);
    for (const d of docs) expect(d.asked, d.ref).toBeUndefined();
  });

  it("the all-releases scope: today's text takes the row, the older text the number held does not, and a search finds today's", () => {
    const all = allDocuments(kb.db, step, table);
    const docs = byRef(all);
    expect(docs.get("rule:100.1b")!.asked).toEqual(["two versus two"]);
    expect(docs.get("rule:100.1b@2001-01-01")!.asked).toBeUndefined();
    const scope = new SearchScope(ALL, all, buildIndex(all));
    const hits = scope.search("two versus two").results;
    expect(hits[0]).toMatchObject({ number: "100.1b", version: { id: "2002-02-02" } });
    expect(hits.map((h) => h.snippet).join(" ")).not.toMatch(/versus/i);
  });
});
