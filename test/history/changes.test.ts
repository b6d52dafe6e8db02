import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChangeTracker } from "../../src/history/changes";
import { RulesDb } from "../../src/db/rules-db";
import { openKnowledgeBase, type KnowledgeBase } from "../../src/knowledge-base";
import { importRelease } from "../../src/store/data-dir";
import type { Diff, History } from "../../src/types";
import { corpusPath, describeWithCorpus, RELEASE_FILES } from "../support/corpus";
import { V1, V2 } from "../db/fixtures";

/** History entries as [version, number, change] rows. */
function rows(h: History): Array<[string, string, string]> {
  return h.versions.map((e) => [e.version, e.number, e.change]);
}

function sorted(list: string[]): string[] {
  return [...list].sort();
}

describe("ChangeTracker on two hand-made versions", () => {
  const db = RulesDb.build([V1, V2]);
  const changes = new ChangeTracker(db);
  const [v1, v2] = db.versions();

  it("diffs the versions: added, removed, edited in place, moved", () => {
    const d = changes.diff(v1, v2);
    expect(d.from).toBe("2001-01-01");
    expect(d.to).toBe("2002-02-02");
    expect(d.scope).toBe("all");
    expect(d.added).toEqual(["100.1b", "100.4"]);
    expect(d.removed).toEqual(["100.3"]);
    // 100.1 has words added; 100.2 only a changed example.
    expect(sorted(d.edited)).toEqual(["100.1", "100.2"]);
    expect([...d.moved].sort((a, b) => a.from.localeCompare(b.from))).toEqual([
      { from: "100.1b", to: "100.1c", edited: false },
      { from: "200.1", to: "200.2", edited: false },
    ]);
  });

  it("diffs a version against itself as no change", () => {
    expect(changes.diff(v2, v2)).toEqual({ from: "2002-02-02", to: "2002-02-02", added: [], removed: [], edited: [], moved: [], scope: "all" });
  });

  it("diffs backwards as the mirror image", () => {
    const d = changes.diff(v2, v1);
    expect(d.added).toEqual(["100.3"]);
    expect(d.removed).toEqual(["100.1b", "100.4"]);
    expect(sorted(d.moved.map((m) => `${m.from}>${m.to}`))).toEqual(["100.1c>100.1b", "200.2>200.1"]);
  });

  it("lists a diff's numbers in rule order", () => {
    const d = changes.diff(v1, v2);
    expect(d.added).toEqual([...d.added].sort((a, b) => a.localeCompare(b, "en", { numeric: true })));
    expect(d.moved.map((m) => m.from)).toEqual(["100.1b", "200.1"]);
  });

  it("tracks an unchanged and an edited paragraph", () => {
    expect(rows(changes.history("100.1a"))).toEqual([
      ["2001-01-01", "100.1a", "added"],
      ["2002-02-02", "100.1a", "unchanged"],
    ]);
    const h = changes.history("100.1");
    expect(rows(h)).toEqual([
      ["2001-01-01", "100.1", "added"],
      ["2002-02-02", "100.1", "edited"],
    ]);
    expect(h.versions[1].text).toBe("These rules apply to any game of Magic with two or more players. See rule 100.2.");
    expect(h.versions[0]).toMatchObject({ date: "2001-01-01", text: "These rules apply to any game of Magic. See rule 100.2.", textDate: null });
  });

  it("shows a number whose text moved away and that received a new text as two entries", () => {
    const h = changes.history("100.1b");
    expect(rows(h)).toEqual([
      ["2001-01-01", "100.1b", "added"],
      ["2002-02-02", "100.1c", "moved"],
      ["2002-02-02", "100.1b", "added"],
    ]);
    expect(h.versions[1].text).toMatch(/^A multiplayer game/);
    expect(h.versions[2].text).toMatch(/^A team game/);
  });

  it("follows a renumbered text back to its old number, from either number", () => {
    expect(rows(changes.history("100.1c"))).toEqual([
      ["2001-01-01", "100.1b", "added"],
      ["2002-02-02", "100.1c", "moved"],
    ]);
    expect(changes.history("100.1c").versions[1]).toMatchObject({ from: "100.1b", detail: "came from 100.1b" });
    expect(rows(changes.history("200.2"))).toEqual([
      ["2001-01-01", "200.1", "added"],
      ["2002-02-02", "200.2", "moved"],
    ]);
    expect(rows(changes.history("200.1"))).toEqual(rows(changes.history("200.2")));
  });

  it("shows removals and additions", () => {
    const removed = changes.history("100.3");
    expect(rows(removed)).toEqual([
      ["2001-01-01", "100.3", "added"],
      ["2002-02-02", "100.3", "removed"],
    ]);
    expect(removed.versions[1].text).toBeNull();
    expect(rows(changes.history("100.4"))).toEqual([["2002-02-02", "100.4", "added"]]);
  });

  it("gives a heading's title as its text", () => {
    expect(changes.history("100").versions.map((e) => [e.text, e.change])).toEqual([
      ["General", "added"],
      ["General", "unchanged"],
    ]);
  });

  it("has no entries for a number no version holds", () => {
    expect(changes.history("999.9")).toEqual({ number: "999.9", versions: [] });
  });
});

describe("history and diff of the embedded seeds", () => {
  // versions: [] loads the seeds alone, without reading any data directory.
  const kb = openKnowledgeBase({ versions: [] });

  it("loads the two seed versions", () => {
    expect(kb.versions().map((v) => [v.id, v.date, v.partial])).toEqual([
      ["fragments-2006", "2006-10-01", true],
      ["rulings-2008-03-17", "2008-03-17", true],
    ]);
  });

  it("history of 402.8e: added in the fragments, moved to 402.8f in the rulings dump, a new 402.8e added", () => {
    const h = kb.history("402.8e");
    expect(h.number).toBe("402.8e");
    expect(rows(h)).toEqual([
      ["fragments-2006", "402.8e", "added"],
      ["rulings-2008-03-17", "402.8f", "moved"],
      ["rulings-2008-03-17", "402.8e", "added"],
    ]);
    const [first, moved, added] = h.versions;
    expect(first.text).toMatch(/cost that can’t be paid while the object is in play/);
    expect(first.textDate).toBeNull();
    expect(moved.text).toMatch(/cost that can't be paid/);
    expect(moved.textDate).toBe("2007-05-01");
    expect(added.text).toMatch(/comes into play/);
    expect(added.text).not.toMatch(/cost that can/);
    expect(added.textDate).toBe("2007-05-01");
    expect(added.date).toBe("2008-03-17");
  });

  it("diff fragments-2006 → rulings-2008-03-17 compares section 402 and finds the relettering of 402.8", () => {
    const d = kb.diff("fragments-2006", "rulings-2008-03-17");
    expect(d.scope).toEqual(["402"]);
    expect(d.added).toEqual(["402.8e"]);
    expect(d.removed).toEqual([]);
    expect(sorted(d.edited)).toEqual(["402.6", "402.8", "402.8a"]);
    expect([...d.moved].sort((a, b) => a.from.localeCompare(b.from)).map((m) => [m.from, m.to])).toEqual([
      ["402.8e", "402.8f"],
      ["402.8f", "402.8g"],
      ["402.8g", "402.8h"],
    ]);
  });
});

describeWithCorpus("history and diff across the official releases", () => {
  let dataDir: string;
  let kb: KnowledgeBase;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "crkb-changes-"));
    for (const f of RELEASE_FILES) importRelease(corpusPath(f), dataDir);
    kb = openKnowledgeBase({ dataDir, archive: false });
  });
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  function moves(d: Diff): Map<string, { to: string; edited: boolean }> {
    return new Map(d.moved.map((m) => [m.from, { to: m.to, edited: m.edited }]));
  }

  it("loads the seeds and the four releases in date order", () => {
    expect(kb.versions().map((v) => v.id)).toEqual([
      "fragments-2006",
      "2007-05-01",
      "rulings-2008-03-17",
      "2008-10-01",
      "2025-02-07",
      "2026-01-16",
    ]);
    expect(kb.warnings).toEqual([]);
  });

  it("diff 2007-05-01 → 2008-10-01: 116 added, 15 removed, 228 edited, 38 moved", () => {
    const d = kb.diff("2007-05-01", "2008-10-01");
    expect(d.scope).toBe("all");
    expect([d.added.length, d.removed.length, d.edited.length, d.moved.length]).toEqual([116, 15, 228, 38]);
    const m = moves(d);
    expect(m.get("403.3")).toEqual({ to: "403.4", edited: false });
    expect(m.get("407.1")).toEqual({ to: "402.9", edited: true });
    expect(m.get("407.2")).toEqual({ to: "402.10", edited: false });
    expect(m.get("306.2")).toEqual({ to: "306.4", edited: true });
    // A moved paragraph is neither added nor removed.
    for (const n of ["402.9", "402.10"]) expect(d.added).not.toContain(n);
    for (const n of ["407.1", "407.2"]) expect(d.removed).not.toContain(n);
  });

  it("diff 2025-02-07 → 2026-01-16: 97 added, 2 removed, 139 edited, 368 moved", () => {
    const d = kb.diff("2025-02-07", "2026-01-16");
    expect(d.scope).toBe("all");
    expect([d.added.length, d.removed.length, d.edited.length, d.moved.length]).toEqual([97, 2, 139, 368]);
    expect(d.removed).toEqual(["603.2e", "701.50a"]);
  });

  it("history of 402.8e runs from the fragments through 2007 to its move to 113.6h in 2025, and on to today", () => {
    const h = kb.history("402.8e");
    expect(rows(h)).toEqual([
      ["fragments-2006", "402.8e", "added"],
      ["2007-05-01", "402.8f", "moved"],
      ["2007-05-01", "402.8e", "added"],
      ["rulings-2008-03-17", "402.8e", "unchanged"],
      ["2008-10-01", "402.8e", "unchanged"],
      ["2025-02-07", "113.6h", "moved"],
      ["2026-01-16", "113.6h", "unchanged"],
    ]);
    expect(h.versions[1]).toMatchObject({ from: "402.8e", detail: "the text of 402.8e moved to 402.8f" });
    expect(h.versions[2].text).toMatch(/comes into play/);
    expect(h.versions[3].textDate).toBe("2007-05-01");
    expect(h.versions[5]).toMatchObject({ from: "402.8e" });
    expect(h.versions[5].text).toMatch(/enters the battlefield/);
    expect(h.versions[5].detail).toMatch(/edited/);
  });

  it("a retired number shows its text today, and when it was retired", () => {
    const r = kb.rule("402.8e");
    expect(r.number).toBe("113.6h");
    expect(r.version.id).toBe("2026-01-16");
    expect(r.retired).toEqual({ number: "402.8e", lastIn: { id: "2008-10-01", date: "2008-10-01" }, retiredIn: { id: "2025-02-07", date: "2025-02-07" }, successor: "113.6h" });
    expect(kb.rule("402.8e", "2008-10-01").retired).toBeUndefined();
    expect(kb.rule("113.6h").retired).toBeUndefined();
  });

  // The history of a number in section 402 chains through the partial
  // rulings dump, whose matching with 2008-10-01 covers section 402 only; a
  // text arriving from another section must still show where it came from.
  it("history of 402.9 follows its text back to 407.1 in the fragments, and on to 113.10c", () => {
    expect(rows(kb.history("402.9"))).toEqual([
      ["fragments-2006", "407.1", "added"],
      ["2007-05-01", "407.1", "unchanged"],
      ["2008-10-01", "402.9", "moved"],
      ["2025-02-07", "113.10c", "moved"],
      ["2026-01-16", "113.10c", "unchanged"],
    ]);
    expect(kb.history("402.9").versions[2]).toMatchObject({ from: "407.1", detail: "came from 407.1, edited" });
  });

  it("history of a number used again takes its newest text: 407.1 today came from 217.9a", () => {
    expect(rows(kb.history("407.1"))[0]).toEqual(["2007-05-01", "217.9a", "added"]);
    expect(rows(kb.history("407.1")).at(-1)).toEqual(["2026-01-16", "407.1", "edited"]);
  });
});
