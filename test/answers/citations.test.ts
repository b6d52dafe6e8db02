/**
 * `cite` (src/answers/citations.ts): the text an answer quotes for a
 * paragraph. The engine implements the 2006-2008 rules of the seeds, so it
 * quotes the newest seed version holding the paragraph, then a release of
 * that era, and never a later release that reuses the number (402 is "Hand"
 * in 2026).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ask } from "../../src/answers/ask";
import { cite } from "../../src/answers/citations";
import type { CanPlayAnswer, FunctionsAnswer } from "../../src/answers/functions";
import { openKnowledgeBase, type KnowledgeBase } from "../../src/knowledge-base";
import type { VersionInfo } from "../../src/types";
import { describeWithCorpus, release } from "../support/corpus";

const RULINGS = "rulings-2008-03-17";
const FRAGMENTS = "fragments-2006";

const RULINGS_402_8E =
  "An object's ability that modifies how it comes into play functions as that object is coming into play. See Rule 419.6i.";
const FRAGMENTS_402_8E =
  "An object’s activated ability that has a cost that can’t be paid while the object is in play functions from any zone in which its cost can be paid.";
const RULINGS_402_8H =
  "An ability whose cost or effect specifies that it moves the object it's on out of a particular zone functions only in that zone, unless that ability's trigger condition, or a previous part of that ability's cost or effect, specifies that the object is put into that zone.";

const NECRO_STATE = {
  players: ["alice", "bob"],
  turn: { number: 4, active: "alice", step: "upkeep" },
  objects: [
    { id: "necro", name: "Necrosavant", owner: "alice", zone: "graveyard", types: ["creature"],
      text: "{3}{B}{B}, Sacrifice a creature: Return Necrosavant from your graveyard to play. Play this ability only during your upkeep." },
  ],
};

describe("cite with the seeds alone", () => {
  const kb = openKnowledgeBase({ versions: [] });

  it("quotes the newest seed version that holds the paragraph: 402.8e from the 2008 rulings dump", () => {
    expect(kb.versionsWith("402.8e")).toEqual([FRAGMENTS, RULINGS]);
    const b = cite(kb, "402.8e", "why");
    expect(b).toEqual({ rule: "402.8e", version: RULINGS, text: RULINGS_402_8E, detail: "why" });
    // The 2006 fragments letter 402.8e differently: never that text.
    expect(b.text).not.toBe(FRAGMENTS_402_8E);
  });

  it("402.8h, only in the rulings dump, from the rulings dump", () => {
    expect(cite(kb, "402.8h", "d")).toEqual({ rule: "402.8h", version: RULINGS, text: RULINGS_402_8H, detail: "d" });
  });

  it("402.8, whose instants-and-sorceries sentence changed, in the rulings' words (\"not in play\")", () => {
    const b = cite(kb, "402.8", "d");
    expect(b.version).toBe(RULINGS);
    expect(b.text).toContain("only while the object is not in play");
    expect(b.text).not.toContain("on the stack");
  });

  it("403.x, 405.x and 406.x, which only the 2006 fragments hold, from the fragments", () => {
    for (const rule of ["403.1", "403.2", "403.3", "403.4", "403.5", "405.1", "405.2a", "406.1", "406.2", "406.3"]) {
      const b = cite(kb, rule, "d");
      expect(b.version, rule).toBe(FRAGMENTS);
      expect(b.text, rule).toBe(kb.rule(rule, FRAGMENTS).text);
      expect(b.text.length, rule).toBeGreaterThan(0);
    }
  });

  it("a paragraph no version of the era holds is cited without text, and the detail says so", () => {
    const b = cite(kb, "502.5", "haste");
    expect(b).toEqual({ rule: "502.5", version: "", text: "", detail: "haste (rule 502.5 is not in any loaded version of 2006-2008)" });
  });

  it("keeps the detail it is given", () => {
    expect(cite(kb, "403.4", "it has no haste").detail).toBe("it has no haste");
  });
});

describe("cite remembers what a number quotes, per rules source and versions list", () => {
  const info = (id: string, date: string): VersionInfo => ({ id, date, kind: "seed" }) as unknown as VersionInfo;
  /** A rules source holding 100.1 in one version, with its text and a count of lookups. */
  const source = (text: string, versions = [info("v1", "2007-01-01")]) => {
    const calls = { versionsWith: 0 };
    return {
      calls,
      kb: {
        versions: () => versions,
        versionsWith: (n: string) => (calls.versionsWith++, n === "100.1" ? versions.map((v) => v.id) : []),
        rule: (_n: string, v?: string) => ({ text: `${text} (${v})` }),
        db: { db: null as never },
      },
    };
  };

  it("looks a number up once however often it is cited, each citation keeping its own detail", () => {
    const { kb, calls } = source("first");
    expect(cite(kb, "100.1", "a")).toEqual({ rule: "100.1", version: "v1", text: "first (v1)", detail: "a" });
    expect(cite(kb, "100.1", "b")).toEqual({ rule: "100.1", version: "v1", text: "first (v1)", detail: "b" });
    expect(calls.versionsWith).toBe(1);
  });

  it("never answers another source from memory, nor the same source once its versions list is another", () => {
    const one = source("first");
    cite(one.kb, "100.1", "a");
    const other = source("second");
    expect(cite(other.kb, "100.1", "a").text).toBe("second (v1)");
    // The same source object, once it holds another version of 100.1.
    let listed = [info("v1", "2007-01-01")];
    const growing = { ...one.kb, versions: () => listed, versionsWith: (n: string) => (n === "100.1" ? listed.map((v) => v.id) : []) };
    expect(cite(growing, "100.1", "a").version).toBe("v1");
    listed = [...listed, info("v2", "2008-01-01")];
    expect(cite(growing, "100.1", "a")).toMatchObject({ version: "v2", text: "first (v2)" });
  });
});

describeWithCorpus("cite with a 2026 release loaded", () => {
  // Loaded in beforeAll: a skipped describe's body still runs where the corpus is absent.
  let kb: KnowledgeBase;
  let v2026: VersionInfo;
  beforeAll(() => {
    kb = openKnowledgeBase({ versions: [release("cr-2026-01-16.txt")] });
    v2026 = kb.versions().find((v) => v.date.startsWith("2026"))!;
  });

  it("the 2026 release is loaded and holds 402.8h and 402 under its own meaning", () => {
    expect(v2026).toBeDefined();
    expect(kb.versionsWith("402")).toContain(v2026.id);
    expect(kb.rule("402", v2026.id).title).toBe("Hand");
  });

  it("402.8h is still quoted from rulings-2008-03-17", () => {
    const b = cite(kb, "402.8h", "d");
    expect(b.version).toBe(RULINGS);
    expect(b.text).toBe(RULINGS_402_8H);
  });

  it("402 is never the 2026 \"Hand\"", () => {
    const b = cite(kb, "402", "d");
    expect(b.version).not.toBe(v2026.id);
    expect([RULINGS, FRAGMENTS]).toContain(b.version);
    expect(b.text).not.toMatch(/hand/i);
  });

  it("no paragraph of 402.8 is quoted from 2026", () => {
    for (const rule of ["402.8", "402.8a", "402.8b", "402.8c", "402.8d", "402.8e", "402.8f", "402.8g", "402.8h"]) {
      const b = cite(kb, rule, "d");
      expect(b.version, rule).toBe(RULINGS);
      expect(b.text, rule).toBe(kb.rule(rule, RULINGS).text);
    }
  });

  it("a paragraph only the 2026 release holds is not quoted from it", () => {
    const b = cite(kb, "702.10", "d");
    expect(b.version).toBe("");
    expect(b.text).toBe("");
  });

  it("a functions answer cites 402.8h from the rulings dump", () => {
    const a = ask(kb, { ask: "functions", state: NECRO_STATE, object: "necro", ability: 0, zone: "in-play" }) as FunctionsAnswer;
    expect(a.functions).toBe(false);
    for (const b of a.because) {
      expect(b.version).toBe(RULINGS);
      expect(b.text).toBe(RULINGS_402_8H);
    }
  });

  it("a can-play answer cites 403.x from the 2006 fragments, never 2026's 403 (Battlefield)", () => {
    const a = ask(kb, { ask: "can-play", state: NECRO_STATE, object: "necro", ability: 0 }) as CanPlayAnswer;
    expect(a.canPlay).toBe(true);
    for (const b of a.because) {
      expect(b.version, b.rule).not.toBe(v2026.id);
      expect(b.text, b.rule).toBe(kb.rule(b.rule, b.version).text);
    }
    expect(a.because.filter((b) => b.rule.startsWith("403.")).every((b) => b.version === FRAGMENTS)).toBe(true);
  });
});

describeWithCorpus("cite with a release of the era loaded", () => {
  let kb: KnowledgeBase;
  let v2008: VersionInfo;
  beforeAll(() => {
    kb = openKnowledgeBase({ versions: [release("cr-2008-10-01.txt"), release("cr-2026-01-16.txt")] });
    v2008 = kb.versions().find((v) => v.date === "2008-10-01")!;
  });

  it("a seed still wins over the era's release for a paragraph both hold", () => {
    expect(kb.versionsWith("402.8e")).toContain(v2008.id);
    expect(cite(kb, "402.8e", "d")).toMatchObject({ version: RULINGS, text: RULINGS_402_8E });
    // 2008-10-01 renumbered 403: its 403.4 is the 2006 403.3; the seed's text is quoted.
    expect(cite(kb, "403.4", "d").version).toBe(FRAGMENTS);
  });

  it("a paragraph only a release of the era holds is quoted from that release", () => {
    const b = cite(kb, "502.5b", "d");
    expect(b.version).toBe(v2008.id);
    expect(b.text).toContain("haste");
  });
});
