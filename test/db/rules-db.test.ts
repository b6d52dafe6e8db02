import { describe, expect, it } from "vitest";
import { RulesDb } from "../../src/db/rules-db";
import { para, V1, V2, version } from "./fixtures";

const ALL_NUMBERS = [...new Set([...V1.paragraphs, ...V2.paragraphs].map((p) => p.number))];

describe("RulesDb.build from two hand-made versions", () => {
  // Given in reverse order: the database orders versions by date itself.
  const db = RulesDb.build([V2, V1]);

  it("lists the versions oldest first with their counts (parts not counted)", () => {
    expect(db.versions()).toEqual([
      {
        id: "2001-01-01",
        date: "2001-01-01",
        title: "Test rules 2001-01-01",
        kind: "release",
        partial: false,
        note: "hand-made test version",
        paragraphs: 8,
        glossary: 3,
      },
      {
        id: "2002-02-02",
        date: "2002-02-02",
        title: "Test rules 2002-02-02",
        kind: "release",
        partial: false,
        note: "hand-made test version",
        paragraphs: 9,
        glossary: 2,
      },
    ]);
  });

  it("finds one version by id and answers null for an unknown id", () => {
    expect(db.version("2002-02-02")?.paragraphs).toBe(9);
    expect(db.version("2001-01-01")?.glossary).toBe(3);
    expect(db.version("2003-03-03")).toBeNull();
    expect(db.version("")).toBeNull();
  });

  it("returns a paragraph of a named version with its text, family and version", () => {
    const r = db.paragraph("2001-01-01", "100.1");
    expect(r).toEqual({
      number: "100.1",
      kind: "rule",
      title: null,
      text: "These rules apply to any game of Magic. See rule 100.2.",
      examples: [],
      parent: "100",
      children: ["100.1a", "100.1b"],
      refs: [{ number: "100.2", cited: "100.2", exists: true }],
      referencedBy: [],
      version: { id: "2001-01-01", date: "2001-01-01" },
      textDate: null,
      witnesses: [],
    });
  });

  it("returns the same number's text as each version has it", () => {
    expect(db.paragraph("2002-02-02", "100.1")?.text).toBe(
      "These rules apply to any game of Magic with two or more players. See rule 100.2.",
    );
    expect(db.paragraph("2002-02-02", "100.1")?.children).toEqual(["100.1a", "100.1b", "100.1c"]);
    expect(db.paragraph("2001-01-01", "100.1b")?.text).toMatch(/^A multiplayer game/);
    expect(db.paragraph("2002-02-02", "100.1b")?.text).toMatch(/^A team game/);
  });

  it("without a version returns the newest text of the number", () => {
    expect(db.paragraph(null, "100.1")?.version.id).toBe("2002-02-02");
    expect(db.paragraph(null, "100.1b")?.text).toMatch(/^A team game/);
    // Only the older version holds 100.3: its text is the newest there is.
    expect(db.paragraph(null, "100.3")?.version.id).toBe("2001-01-01");
    expect(db.paragraph(null, "100.4")?.version.id).toBe("2002-02-02");
  });

  it("keeps headings' titles, examples, parents and children", () => {
    expect(db.paragraph("2001-01-01", "1")).toMatchObject({ kind: "part", title: "Game Concepts", parent: null, children: ["100"] });
    expect(db.paragraph("2001-01-01", "100")).toMatchObject({
      kind: "section",
      title: "General",
      parent: "1",
      children: ["100.1", "100.2", "100.3"],
    });
    expect(db.paragraph("2001-01-01", "100.2")?.examples).toEqual(["A player shuffles forty cards together."]);
    expect(db.paragraph("2002-02-02", "100.2")?.examples).toEqual(["A player shuffles sixty cards together."]);
    expect(db.paragraph("2001-01-01", "100.1a")).toMatchObject({ kind: "subrule", parent: "100.1", children: [] });
  });

  it("resolves cross-references to targets that exist in the same version", () => {
    // 100.3 cites 999.9, which no version holds.
    expect(db.paragraph("2001-01-01", "100.3")?.refs).toEqual([{ number: "999.9", cited: "999.9", exists: false }]);
    // A range names each number in it; 100.1c exists only in the second version.
    expect(db.paragraph("2002-02-02", "100.4")?.refs).toEqual([
      { number: "100.1a", cited: "100.1a-c", exists: true },
      { number: "100.1b", cited: "100.1a-c", exists: true },
      { number: "100.1c", cited: "100.1a-c", exists: true },
    ]);
    // Resolved targets know who cites them, per version.
    expect(db.paragraph("2001-01-01", "100.2")?.referencedBy).toEqual(["100.1"]);
    expect(db.paragraph("2001-01-01", "100.1a")?.referencedBy).toEqual([]);
    expect(db.paragraph("2002-02-02", "100.1a")?.referencedBy).toEqual(["100.4"]);
    expect(db.paragraph("2002-02-02", "100.1c")?.referencedBy).toEqual(["100.4"]);
  });

  it("answers null for an unknown number, a number missing from the version, or an unknown version", () => {
    expect(db.paragraph(null, "999.9")).toBeNull();
    expect(db.paragraph("2001-01-01", "100.4")).toBeNull();
    expect(db.paragraph("2002-02-02", "100.3")).toBeNull();
    expect(db.paragraph("1999-09-09", "100.1")).toBeNull();
    // Asked twice (the answer is cached): still null.
    expect(db.paragraph("1999-09-09", "100.1")).toBeNull();
  });

  it("lists a version's paragraphs in document order with the compared fields", () => {
    const list = db.paragraphs("2001-01-01");
    expect(list.map((p) => p.number)).toEqual(V1.paragraphs.map((p) => p.number));
    expect(list[0]).toEqual({ number: "1", kind: "part", title: "Game Concepts", text: "", examples: [], section: null, date: null });
    expect(list.find((p) => p.number === "100.2")).toEqual({
      number: "100.2",
      kind: "rule",
      title: null,
      text: "Each player needs a deck of at least forty cards.",
      examples: ["A player shuffles forty cards together."],
      section: "100",
      date: null,
    });
    expect(db.paragraphs("2002-02-02").map((p) => p.number)).toEqual(V2.paragraphs.map((p) => p.number));
    expect(db.paragraphs("1999-09-09")).toEqual([]);
  });

  it("says which versions hold a number, oldest first", () => {
    expect(db.versionsWith("100.1")).toEqual(["2001-01-01", "2002-02-02"]);
    expect(db.versionsWith("100.3")).toEqual(["2001-01-01"]);
    expect(db.versionsWith("100.1c")).toEqual(["2002-02-02"]);
    expect(db.versionsWith("999.9")).toEqual([]);
  });

  it("finds glossary entries by term or alias, case-insensitive, newest first", () => {
    expect(db.glossaryEntry(null, "active player")).toEqual({
      term: "Active Player",
      aliases: [],
      obsolete: false,
      text: "The player whose turn it is now.",
      see: null,
      version: { id: "2002-02-02", date: "2002-02-02" },
    });
    expect(db.glossaryEntry("2001-01-01", "  ACTIVE PLAYER ")?.text).toBe("The player whose turn it is.");
    const kicked = db.glossaryEntry(null, "kicked");
    expect(kicked?.term).toBe("Kicker, Kicked");
    expect(kicked?.aliases).toEqual(["Kicked", "Kicker"]);
    expect(kicked?.version.id).toBe("2002-02-02");
    // Only the older version has it: found there when no version is named.
    expect(db.glossaryEntry(null, "Obsolete Thing")).toMatchObject({ obsolete: true, version: { id: "2001-01-01" } });
    expect(db.glossaryEntry("2002-02-02", "Obsolete Thing")).toBeNull();
    expect(db.glossaryEntry(null, "Wombat")).toBeNull();
    expect(db.glossaryEntry("1999-09-09", "Active Player")).toBeNull();
  });

  it("round-trips through snapshot()/fromSnapshot with identical lookups", () => {
    const copy = RulesDb.fromSnapshot(db.snapshot());
    expect(copy.versions()).toEqual(db.versions());
    for (const v of [null, "2001-01-01", "2002-02-02"]) {
      for (const n of ALL_NUMBERS) expect(copy.paragraph(v, n), `${v} ${n}`).toEqual(db.paragraph(v, n));
    }
    for (const v of ["2001-01-01", "2002-02-02"]) expect(copy.paragraphs(v)).toEqual(db.paragraphs(v));
    for (const n of ALL_NUMBERS) expect(copy.versionsWith(n)).toEqual(db.versionsWith(n));
    for (const t of ["Active Player", "Kicker", "kicked", "Obsolete Thing"]) {
      expect(copy.glossaryEntry(null, t)).toEqual(db.glossaryEntry(null, t));
      expect(copy.glossaryEntry("2001-01-01", t)).toEqual(db.glossaryEntry("2001-01-01", t));
    }
    // And the snapshot of the copy is the same snapshot.
    expect(copy.snapshot()).toBe(db.snapshot());
  });

  it("rejects a snapshot that is not JSON", () => {
    expect(() => RulesDb.fromSnapshot("{not json")).toThrow();
  });
});

describe("RulesDb: seed-style paragraphs (witnesses, revision dates, partial versions)", () => {
  const seedLike = version(
    "fragments-test",
    [
      para("402", "section", "", { title: "Abilities" }),
      para("402.8", "rule", "Abilities function only in play unless stated otherwise.", { date: "2007-05-01" }),
      para("402.9", "rule", "This paragraph stops mid", { truncated: true }),
    ],
    [],
    {
      date: "2006-10-01",
      kind: "fragments",
      partial: true,
      witnesses: [
        { number: "402.8", source: "b.txt", text: "Abilities function only in play unless stated otherwise.", best: false, note: "straight quotes" },
        { number: "402.8", source: "c.txt", text: "Abilities function only in play unless stated otherwise.", best: true, note: "typographic" },
        { number: "402.8", source: "a.txt", text: "Abilities function only in play", best: false, note: "cut off" },
      ],
    },
  );
  const db = RulesDb.build([seedLike]);

  it("keeps the partial flag and kind of the version", () => {
    expect(db.versions()).toMatchObject([{ id: "fragments-test", kind: "fragments", partial: true, paragraphs: 3, glossary: 0 }]);
  });

  it("gives the revision date as textDate and lists witnesses best first, then by source", () => {
    const r = db.paragraph("fragments-test", "402.8");
    expect(r?.textDate).toBe("2007-05-01");
    expect(r?.witnesses.map((w) => [w.source, w.best])).toEqual([
      ["c.txt", true],
      ["a.txt", false],
      ["b.txt", false],
    ]);
    expect(db.paragraph("fragments-test", "402.9")?.witnesses).toEqual([]);
    expect(db.paragraphs("fragments-test").find((p) => p.number === "402.8")?.date).toBe("2007-05-01");
  });

  it("a section whose part is absent still names its parent number and lists its children", () => {
    expect(db.paragraph(null, "402")).toMatchObject({ parent: "4", children: ["402.8", "402.9"] });
    expect(db.paragraph(null, "4")).toBeNull();
  });
});
