import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareQuery as prepareWithReader } from "../src/answers/query";
import { CrkbError } from "../src/errors";
import { openKnowledgeBase, prepareQuery, QUERY_READER, scenarioFiles, type KnowledgeBase } from "../src/knowledge-base";
import { buildApp } from "../src/server/app";
import { V1, V2 } from "./db/fixtures";
import { describeWithCorpus, release } from "./support/corpus";

/** The CrkbError `fn` throws (fails the test if it throws nothing or something else). */
function caught(fn: () => unknown): CrkbError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(CrkbError);
    return e as CrkbError;
  }
  throw new Error("expected a CrkbError, nothing was thrown");
}

function expectNotFound(fn: () => unknown, message?: RegExp): void {
  const e = caught(fn);
  expect({ code: e.code, status: e.status, exitCode: e.exitCode }).toEqual({ code: "not_found", status: 404, exitCode: 1 });
  if (message) expect(e.message).toMatch(message);
}

function expectBadInput(fn: () => unknown, message?: RegExp): void {
  const e = caught(fn);
  expect({ code: e.code, status: e.status, exitCode: e.exitCode }).toEqual({ code: "bad_input", status: 400, exitCode: 2 });
  if (message) expect(e.message).toMatch(message);
}

describe("KnowledgeBase: the seeds plus two hand-made versions", () => {
  const kb = openKnowledgeBase({ versions: [V1, V2] });

  it("lists every version oldest first with dates and counts", () => {
    expect(kb.versions().map((v) => ({ id: v.id, date: v.date, kind: v.kind, paragraphs: v.paragraphs, glossary: v.glossary }))).toEqual([
      { id: "2001-01-01", date: "2001-01-01", kind: "release", paragraphs: 8, glossary: 3 },
      { id: "2002-02-02", date: "2002-02-02", kind: "release", paragraphs: 9, glossary: 2 },
      { id: "fragments-2006", date: "2006-10-01", kind: "fragments", paragraphs: 148, glossary: 0 },
      { id: "rulings-2008-03-17", date: "2008-03-17", kind: "rulings", paragraphs: 17, glossary: 0 },
    ]);
    expect(kb.warnings).toEqual([]);
  });

  it("looks a rule up by number: the newest text without a version", () => {
    const r = kb.rule("402.8e");
    expect(r.version).toEqual({ id: "rulings-2008-03-17", date: "2008-03-17" });
    expect(r.text).toMatch(/comes into play/);
    expect(r.parent).toBe("402.8");
    expect(kb.rule("100.1").version.id).toBe("2002-02-02");
    expect(kb.rule("100.3").version.id).toBe("2001-01-01");
  });

  it("looks a rule up in a named version", () => {
    const r = kb.rule("402.8e", "fragments-2006");
    expect(r.version.id).toBe("fragments-2006");
    expect(r.text).toMatch(/cost that can’t be paid/);
    expect(kb.rule("100.1", "2001-01-01").text).toBe("These rules apply to any game of Magic. See rule 100.2.");
  });

  it("accepts the forms a user types and answers with the canonical number", () => {
    expect(kb.rule("402.8E").number).toBe("402.8e");
    expect(kb.rule(" 402.8. ").number).toBe("402.8");
    expect(kb.rule("402").kind).toBe("section");
  });

  it("an unknown rule is not found (404, exit 1)", () => {
    expectNotFound(() => kb.rule("999.9"), /no rule 999\.9 in any loaded version/);
    expectNotFound(() => kb.rule("415.99"));
  });

  it("a rule missing from the named version is not found, and the message says where it is", () => {
    expectNotFound(() => kb.rule("100.1", "fragments-2006"), /not in version fragments-2006.*2001-01-01, 2002-02-02/);
  });

  it("a malformed rule number is bad input (400, exit 2)", () => {
    for (const bad of ["", "abc", "402.8l", "402.8o", "0", "40", "402.8ee", "402.8e; drop", "9".repeat(300)]) {
      expectBadInput(() => kb.rule(bad), /is not a rule number/);
    }
    expectBadInput(() => kb.history("x.y"));
  });

  it("an unknown version is not found, a malformed one is bad input", () => {
    expectNotFound(() => kb.rule("402.8e", "1999-01-01"), /unknown version "1999-01-01"; loaded: 2001-01-01/);
    expectNotFound(() => kb.diff("fragments-2006", "2099-01-01"));
    expectBadInput(() => kb.rule("402.8e", "../etc/passwd"), /is not a version id/);
    expectBadInput(() => kb.rule("402.8e", ""));
  });

  it("looks glossary entries up by term or alias, in the newest version or a named one", () => {
    // The entry itself is RulesDb's (test/db/rules-db.test.ts); here, that the newest is chosen.
    expect(kb.glossary("active player")).toMatchObject({ term: "Active Player", version: { id: "2002-02-02" } });
    expect(kb.glossary("Active Player", "2001-01-01").text).toBe("The player whose turn it is.");
    expect(kb.glossary("KICKED").term).toBe("Kicker, Kicked");
    expect(kb.glossary("Obsolete Thing")).toMatchObject({ obsolete: true, version: { id: "2001-01-01" } });
  });

  it("an unknown glossary term is not found; an empty or huge one is bad input", () => {
    expectNotFound(() => kb.glossary("Wombat"), /no glossary entry "Wombat"/);
    expectNotFound(() => kb.glossary("Obsolete Thing", "2002-02-02"));
    expectBadInput(() => kb.glossary("   "));
    expectBadInput(() => kb.glossary("x".repeat(201)));
    expectNotFound(() => kb.glossary("Active Player", "1999-01-01"));
  });

  it("history and diff go through the same validation", () => {
    expectNotFound(() => kb.history("999.9"));
    expect(kb.history("100.1").versions.map((e) => e.change)).toEqual(["added", "edited"]);
    expect(kb.diff("2001-01-01", "2002-02-02").removed).toEqual(["100.3"]);
  });
});

describe("KnowledgeBase without seeds", () => {
  const kb = openKnowledgeBase({ versions: [V2], seeds: false });

  it("holds only the versions given", () => {
    expect(kb.versions().map((v) => v.id)).toEqual(["2002-02-02"]);
    expectNotFound(() => kb.rule("402.8e"));
    expectNotFound(() => kb.rule("100.1", "fragments-2006"), /unknown version/);
  });
});

describe("KnowledgeBase: what the doors take of the answers (README, Architecture rules 7 and 8)", () => {
  const kb = openKnowledgeBase({ versions: [] });
  const dir = mkdtempSync(join(tmpdir(), "crkb-kb-scenarios-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  /** A scenario asking what kind of ability Treacherous Link's second one is (404.5: a triggered ability). */
  const scenario = (kind: string) => JSON.stringify({
    name: `Treacherous Link's sacrifice is ${kind}`,
    rules: ["404.5"],
    state: {
      players: ["alice", "bob"],
      turn: { number: 4, active: "alice", step: "precombat-main" },
      objects: [{ id: "aura", name: "Treacherous Link", owner: "alice", zone: "in-play", types: ["enchantment"],
        text: "Enchant creature\nThe controller of enchanted creature sacrifices it at the end of his or her turn." }],
    },
    asks: [{ ask: "functions", object: "aura", ability: 1, expect: { ability: { kind } } }],
  });
  writeFileSync(join(dir, "triggered.json"), scenario("triggered"));
  writeFileSync(join(dir, "static.json"), scenario("static"));
  writeFileSync(join(dir, "notes.txt"), "not a scenario");

  it("scenarioFiles lists the *.json files of a folder", async () => {
    expect((await scenarioFiles([dir])).map((f) => f.slice(dir.length + 1)).sort()).toEqual(["static.json", "triggered.json"]);
  });

  it("runScenarioFile runs a file's questions against what it expects", async () => {
    const passed = await kb.runScenarioFile(join(dir, "triggered.json"));
    const failed = await kb.runScenarioFile(join(dir, "static.json"));
    expect([passed.passed, failed.passed]).toEqual([true, false]);
    expect(failed.asks.flatMap((a) => a.problems).join("\n")).toMatch(/kind: expected "static", got "triggered"/);
  });

  it("prepareQuery reads a query with the rules database's reader, and says where EDN breaks", () => {
    const input = { query: '[:find ?n :where [?r "rule/number" ?n]]' };
    expect(prepareQuery(input, ["fragments-2006"])).toEqual(prepareWithReader(input, ["fragments-2006"], QUERY_READER));
    expectBadInput(() => prepareQuery({ query: "[:find ?n\n :where [?r" }, []), /^query: .*line 2, column/);
  });
});

describeWithCorpus("KnowledgeBase over the 2026-01-16 release", () => {
  // Opened in beforeAll: a skipped describe's body still runs to collect its tests.
  let kb: KnowledgeBase;
  beforeAll(() => {
    kb = openKnowledgeBase({ versions: [release("cr-2026-01-16.txt")] });
  });

  it("lists the release with its date and counts", () => {
    const v = kb.version("2026-01-16");
    expect(v.date).toBe("2026-01-16");
    expect(v.kind).toBe("release");
    expect(v.paragraphs).toBeGreaterThan(3000);
    expect(v.glossary).toBeGreaterThan(700);
  });

  it("402 is Hand in 2026, and the seeds' 402 is still there by version", () => {
    expect(kb.rule("402").title).toBe("Hand");
    expect(kb.rule("402", "fragments-2006").title).not.toBe("Hand");
  });

  it("looks glossary entries up by term and by the alias a See-entry gives", () => {
    expect(kb.glossary("APNAP Order").see).toBe("Active Player, Nonactive Player Order");
    expect(kb.glossary("Active Player, Nonactive Player Order").aliases).toContain("APNAP Order");
    expect(kb.glossary("kicked").term).toBe("Kicker, Kicked");
    expect(kb.glossary("converted mana cost").obsolete).toBe(true);
  });
});

describe("KnowledgeBase.warmSearchInTurns: a server warming its search (crkb serve)", () => {
  it("answers /health, a rule and a search while the warm-up waits between two steps, and the warm-up then ends", async () => {
    const warming = openKnowledgeBase({ versions: [] });
    const app = await buildApp({ kb: warming, rateLimit: false });
    // The test seam: the warm-up's pause between steps holds at its second pause until the test lets it go, so no timing decides.
    let pauses = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reachedHold!: () => void;
    const reached = new Promise<void>((resolve) => (reachedHold = resolve));
    let ended = false;
    const warm = warming.warmSearchInTurns(undefined, () => {
      if (++pauses !== 2) return Promise.resolve();
      reachedHold();
      return held;
    }).then((w) => ((ended = true), w));
    try {
      await reached;
      const health = await app.inject({ method: "GET", url: "/health" });
      expect(health.statusCode).toBe(200);
      expect((await app.inject({ method: "GET", url: "/api/rules/402.8" })).statusCode).toBe(200);
      const search = await app.inject({ method: "GET", url: "/api/search?q=ETB" });
      expect(search.json()).toEqual(openKnowledgeBase({ versions: [] }).search("ETB"));
      expect(ended).toBe(false);
      release();
      expect(await warm).toEqual({ docs: expect.any(Number), cached: false });
      expect(pauses).toBeGreaterThan(2);
      expect(warming.search("ETB")).toEqual(search.json());
    } finally {
      release();
      await warm;
      await app.close();
    }
  });
});
