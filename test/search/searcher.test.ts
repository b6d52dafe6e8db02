import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import lunr from "lunr";
import { CrkbError } from "../../src/errors";
import { openKnowledgeBase, type KnowledgeBase } from "../../src/knowledge-base";
import { RulesDb } from "../../src/db/rules-db";
import { Searcher } from "../../src/search/searcher";
import { ALL, CURRENT, scopeDocuments, scopeVersions } from "../../src/search/documents";
import { buildIndex } from "../../src/search/build-index";
import { SearchScope } from "../../src/search/scope";
import type { ParsedVersion, VersionInfo } from "../../src/types";
import { gloss, para, V1, V2, version } from "../db/fixtures";

let kb: KnowledgeBase;
beforeAll(() => {
  kb = openKnowledgeBase({ versions: [] });
});

describe("search over the seed corpus", () => {
  it("keeps one finished answer per query text and limit; the scope's answerTo keeps none", () => {
    const searcher = new Searcher(kb.db, null);
    const first = searcher.search("creature", CURRENT);
    expect(searcher.search("creature", CURRENT)).toBe(first);
    expect(searcher.search("creature", CURRENT, 3)).not.toBe(first);
    expect(searcher.search("creature", CURRENT, 3).results).toEqual(first.results.slice(0, 3));
    expect(first.results.length).toBeGreaterThan(3);
    expect(first.results.every((x) => "section" in x)).toBe(true);
    const scope = new SearchScope(CURRENT, scopeDocuments(kb.db, CURRENT), buildIndex(scopeDocuments(kb.db, CURRENT)));
    const unkept = scope.answerTo("creature");
    expect(scope.answerTo("creature")).not.toBe(unkept);
    expect(scope.answerTo("creature")).toEqual(unkept);
    expect(scope.search("creature")).not.toBe(unkept);
  });

  it("a rule number returns the paragraph, then its children in rule order", () => {
    const r = kb.search("402.8");
    expect(r.mode).toBe("number");
    expect(r.results.map((x) => x.number)).toEqual(["402.8", "402.8a", "402.8b", "402.8c", "402.8d", "402.8e", "402.8f", "402.8g", "402.8h"]);
    expect(r.results[0].score).toBeGreaterThan(r.results[1].score);
  });

  it("the default scope is the newest text: 402.8e is the 2007 rulings text", () => {
    const [hit] = kb.search("402.8e").results;
    expect(hit.version.id).toBe("rulings-2008-03-17");
    expect(hit.snippet).toContain("comes into play");
  });

  it("?version searches that version only", () => {
    const [hit] = kb.search("402.8e", { version: "fragments-2006" }).results;
    expect(hit.version.id).toBe("fragments-2006");
    expect(hit.snippet).toContain("cost that can’t be paid");
  });

  it("slang finds the rule and says what it was expanded to", () => {
    const r = kb.search("ETB");
    expect(r.expanded.map((e) => e.said)).toEqual(["etb"]);
    expect(r.results.slice(0, 3).map((x) => x.number)).toContain("410.10a");
    expect(r.results.find((x) => x.number === "410.10a")?.snippet).toMatch(/<mark>Comes<\/mark>-into-<mark>play<\/mark>/);
  });

  it("fizzle finds countering on resolution", () => {
    expect(kb.search("fizzle").results[0].number).toBe("413.2a");
  });

  it("a card name in an example finds its paragraph", () => {
    const r = kb.search("Necrosavant");
    expect(r.results.map((x) => x.number)).toEqual(["402.8h"]);
    expect(r.results[0].snippet).toContain("<mark>Necrosavant</mark>");
  });

  it("a word typed halfway is completed", () => {
    expect(kb.search("Necrosav").results[0]?.number).toBe("402.8h");
  });

  it("a query echoing HTML comes back escaped in snippets", () => {
    const r = kb.search("<script>alert(1)</script> ability");
    expect(r.total).toBeGreaterThan(0);
    for (const x of r.results) expect(x.snippet).not.toMatch(/<(?!\/?mark>)/);
  });

  it("a number that is not a paragraph falls back to words", () => {
    const r = kb.search("999.9");
    expect(r.mode).toBe("words");
    expect(r.total).toBe(0);
  });

  it("limit bounds the results but not the total", () => {
    const r = kb.search("ability", { limit: 2 });
    expect(r.results).toHaveLength(2);
    expect(r.total).toBeGreaterThan(2);
  });

  it.each([0, 101, 1.5, Number.NaN])("limit %s is bad input", (limit) => {
    expect(() => kb.search("ability", { limit })).toThrow(CrkbError);
  });

  it("an unknown version is not found, a malformed one bad input", () => {
    expect(() => kb.search("ability", { version: "1999-01-01" })).toThrow(/unknown version/);
    expect(() => kb.search("ability", { version: "../etc" })).toThrow(/not a version id/);
  });
});

describe("scopeVersions", () => {
  const v = (id: string, date: string, partial: boolean) => ({ id, date, partial }) as VersionInfo;
  it("the current scope starts at the newest complete release and takes later partial versions", () => {
    const all = [v("2007-05-01", "2007-05-01", false), v("rulings", "2008-03-17", true), v("2008-10-01", "2008-10-01", false), v("frag", "2006-10-01", true)];
    expect(scopeVersions(all, CURRENT).map((x) => x.id)).toEqual(["2008-10-01"]);
    expect(scopeVersions(all.slice(0, 2), CURRENT).map((x) => x.id)).toEqual(["2007-05-01", "rulings"]);
  });
  it("with only partial versions, all of them, oldest first", () => {
    expect(scopeVersions([v("rulings", "2008-03-17", true), v("frag", "2006-10-01", true)], CURRENT).map((x) => x.id)).toEqual(["frag", "rulings"]);
  });
});

describe("Searcher.warmSteps: the warm-up in steps", () => {
  const dir = mkdtempSync(join(tmpdir(), "crkb-search-steps-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const queries = ["ETB", "402.8", "ability from graveyard", "fizle", "comes into play"];

  it("a search between any two steps answers as a searcher that never warmed, and the warm-up ends on the scope that search opened", () => {
    // Cached on the first pass, read back on the second: both paths of the index's steps.
    for (const cached of [false, true]) {
      const plain = new Searcher(kb.db, null);
      const warming = new Searcher(kb.db, dir);
      const steps = warming.warmSteps(CURRENT);
      let step = steps.next();
      let paused = 0;
      for (; !step.done; step = steps.next()) {
        const q = queries[paused++ % queries.length];
        expect(warming.search(q, CURRENT), q).toEqual(plain.search(q, CURRENT));
      }
      expect(paused).toBeGreaterThan(2);
      expect(step.value).toEqual({ docs: plain.warm(CURRENT).docs, cached });
      for (const q of queries) expect(warming.search(q, CURRENT), q).toEqual(plain.search(q, CURRENT));
    }
  });
});

describe("the index cache", () => {
  const dir = mkdtempSync(join(tmpdir(), "crkb-search-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const release = (text: string): ParsedVersion => version("2030-01-01", [para("100", "section", "", { title: "General" }), para("100.1", "rule", text)]);

  it("is written on first use, read on the next, and rebuilt when the text changes", () => {
    const first = new Searcher(RulesDb.build([release("Trample is an ability.")]), dir);
    expect(first.warm(CURRENT)).toEqual({ docs: 2, cached: false });
    const files = readdirSync(join(dir, "cache"));
    expect(files.filter((f) => f.startsWith("search-current-"))).toHaveLength(1);

    const again = new Searcher(RulesDb.build([release("Trample is an ability.")]), dir);
    expect(again.warm(CURRENT)).toEqual({ docs: 2, cached: true });
    expect(again.search("trample", CURRENT).results[0].number).toBe("100.1");

    const changed = new Searcher(RulesDb.build([release("Flying is an ability.")]), dir);
    expect(changed.warm(CURRENT).cached).toBe(false);
    expect(changed.search("flying", CURRENT).results[0].number).toBe("100.1");
    expect(readdirSync(join(dir, "cache")).filter((f) => f.startsWith("search-current-"))).toHaveLength(1);
  });

  it("rebuilds a cache file that parses but holds no documents, instead of answering nothing (issue 11)", () => {
    const rules = RulesDb.build([release("Vigilance is an ability.")]);
    expect(new Searcher(rules, dir).warm(CURRENT).cached).toBe(false);
    const [file] = readdirSync(join(dir, "cache")).filter((f) => f.startsWith("search-current-"));
    writeFileSync(join(dir, "cache", file), JSON.stringify(lunr(function () { this.ref("ref"); this.field("text"); })));
    const again = new Searcher(rules, dir);
    expect(again.warm(CURRENT)).toEqual({ docs: 2, cached: false });
    expect(again.search("vigilance", CURRENT).results[0].number).toBe("100.1");
  });
});

describe("a 'how many' question", () => {
  const db = RulesDb.build([
    version("2030-01-01", [
      para("100", "section", "", { title: "General" }),
      para("100.1", "rule", "Lands are played from a player's hand during their turn, and a land can be played by any player."),
      para("100.2", "rule", "A player can normally play one land during their turn."),
    ]),
  ]);
  const searcher = new Searcher(db, null);

  it("ranks first the paragraph that states a quantity of what it counts", () => {
    expect(searcher.search("how many lands can a player play during their turn", CURRENT).results[0].number).toBe("100.2");
    // Without the question, the paragraph holding the words more often ranks first.
    expect(searcher.search("lands player play during their turn", CURRENT).results[0].number).toBe("100.1");
  });
});

describe("glossary hits", () => {
  const db = RulesDb.build([
    version("2030-01-01", [para("100", "section", "", { title: "General" }), para("100.1", "rule", "Kicker is an additional cost paid as the spell is cast.")], [
      gloss("Kicker, Kicked", "An optional additional cost.", { aliases: ["Kicker", "Kicked"] }),
      gloss("Kicking (Obsolete)", "The old name of kicker.", { obsolete: true }),
    ]),
  ]);
  const searcher = new Searcher(db, null);

  it("are found by term and alias, with the term and no number", () => {
    const hits = searcher.search("kicked", CURRENT).results;
    expect(hits[0]).toMatchObject({ kind: "glossary", number: null, term: "Kicker, Kicked" });
  });

  it("an obsolete entry ranks below the rule and the current entry", () => {
    const order = searcher.search("kicker", CURRENT).results.map((x) => x.term ?? x.number);
    expect(order.indexOf("Kicking (Obsolete)")).toBe(order.length - 1);
  });
});

describe("every release (version all), on the hand-made releases V1 -> V2", () => {
  const both = openKnowledgeBase({ versions: [V1, V2], seeds: false });

  it("finds a text today's rules no longer hold, saying where it lived and that it was removed", () => {
    // Today's rules no longer say "wombats" (the nearest word they hold, "combat", is read instead).
    expect(both.search("wombats")).toMatchObject({ corrected: "combat", results: [{ number: "100.4" }] });
    const r = both.search("wombats", { version: ALL });
    expect(r.scope).toBe(ALL);
    expect(r.results[0]).toMatchObject({ number: "100.3", version: { id: "2001-01-01" }, retired: { number: "100.3", successor: null, retiredIn: { id: "2002-02-02" } } });
  });

  it("finds a text renumbered unchanged once, under today's number (the newest text of its lineage)", () => {
    // 100.1b in 2001 is 100.1c since 2002, word for word: one hit, today's, though the index holds both.
    const r = both.search("multiplayer game", { version: ALL });
    const hits = r.results.filter((x) => x.snippet.includes("<mark>multiplayer</mark>")).map((x) => [x.number, x.version.id, x.retired?.successor ?? null]);
    expect(hits).toEqual([["100.1c", "2002-02-02", null]]);
    expect(r.results.find((x) => x.number === "100.1c")?.formerly).toEqual([{ number: "100.1b", lastIn: { id: "2001-01-01", date: "2001-01-01" } }]);
    expect(both.search("parts of a card", { version: ALL }).results.filter((x) => x.number?.startsWith("200.")).map((x) => x.number)).toEqual(["200.2"]);
    expect(both.search("multiplayer game", { version: ALL, limit: 1 })).toMatchObject({ results: [{ number: "100.1c" }] });
  });

  it("a rule number lists each child once, today's text of each", () => {
    const r = both.search("100.1", { version: ALL });
    expect(r.mode).toBe("number");
    expect(r.results.map((x) => x.number)).toEqual(["100.1", "100.1a", "100.1b", "100.1c"]);
    expect(r.total).toBe(4);
    expect(r.results[2].snippet).toContain("team game");
    expect(both.search("100.1", { version: ALL, limit: 2 }).results.map((x) => x.number)).toEqual(["100.1", "100.1a"]);
  });

  it("gives each hit its section, as its own version titles it", () => {
    expect(both.search("wombats", { version: ALL }).results[0].section).toEqual({ number: "100", title: "General" });
  });

  it("a rule number retired since, asked of today's rules, shows the rule it became, with a note", () => {
    const r = both.search("200.1");
    expect(r.retired).toEqual({ number: "200.1", lastIn: { id: "2001-01-01", date: "2001-01-01" }, retiredIn: { id: "2002-02-02", date: "2002-02-02" }, successor: "200.2" });
    expect(r.query).toBe("200.1");
    expect(r.results[0]).toMatchObject({ number: "200.2", version: { id: "2002-02-02" } });
  });

  it("a rule number removed since shows its last text, in the last release that held it", () => {
    const r = both.search("rule 100.3");
    expect(r.retired?.successor).toBeNull();
    expect(r.results[0]).toMatchObject({ number: "100.3", version: { id: "2001-01-01" } });
  });

  it("a number no release held is searched as words, without a note", () => {
    const r = both.search("999.9");
    expect(r.retired).toBeUndefined();
    expect(r.mode).toBe("words");
    // Only the removed 100.3 cites it, so only every release finds it.
    expect(r.results).toEqual([]);
    expect(both.search("999.9", { version: ALL }).results.map((x) => x.number)).toEqual(["100.3"]);
  });

  it("builds the every-release index only when a search asks for it, and caches it", () => {
    const dir = mkdtempSync(join(tmpdir(), "crkb-search-all-"));
    try {
      const step = (a: VersionInfo, b: VersionInfo) => both.diff(a.id, b.id);
      const searcher = new Searcher(both.db, dir, step);
      searcher.search("wombats", CURRENT);
      const kinds = () => readdirSync(join(dir, "cache")).map((f) => f.replace(/-[0-9a-f]{32}.*$/, "")).sort();
      expect(kinds()).toEqual(["search-current"]);
      searcher.search("wombats", ALL);
      expect(kinds()).toEqual(["search-all", "search-current"]);
      expect(new Searcher(both.db, dir, step).warm(ALL).cached).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
