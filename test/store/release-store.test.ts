import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { releaseStep } from "../../src/history/lineage";
import { ReleaseStore, type ReleaseStep } from "../../src/store/release-store";
import { V1, V2, version } from "../db/fixtures";

const work = mkdtempSync(join(tmpdir(), "crkb-release-store-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** V2 again a year later with nothing changed but one paragraph. */
const V3 = version("2003-03-03", V2.paragraphs.map((p) => (p.number === "100.2" ? { ...p, text: "Each player needs a deck of at least sixty cards." } : p)), V2.glossary);

describe("ReleaseStore.build: each distinct text once, with the releases it stands in", () => {
  const store = ReleaseStore.build([V3, V1, V2], releaseStep, "k");

  it("orders the releases by date, whatever order they were given in", () => {
    const counted = (v: typeof V1) => [v.id, v.paragraphs.filter((p) => p.kind !== "part").length, v.glossary.length];
    expect(store.releases().map((r) => [r.id, r.paragraphs, r.glossary])).toEqual([V1, V2, V3].map(counted));
  });

  it("gives back every paragraph of one release in rule order, as it was given", () => {
    expect(store.paragraphs("2002-02-02").map((p) => p.number)).toEqual(V2.paragraphs.map((p) => p.number));
    const p = store.paragraph("2002-02-02", "100.2")!;
    expect(p).toMatchObject({ number: "100.2", kind: "rule", text: "Each player needs a deck of at least forty cards.", examples: ["A player shuffles sixty cards together."], section: "100" });
    expect(store.paragraph("2003-03-03", "100.2")!.text).toMatch(/sixty cards\.$/);
    expect(store.paragraph("2001-01-01", "100.4")).toBeNull();
    expect(store.paragraph("1999-01-01", "100.1")).toBeNull();
    expect(store.paragraphs("1999-01-01")).toEqual([]);
  });

  it("stores an unchanged text once however many releases hold it", () => {
    const dir = join(work, "once");
    store.write(dir);
    const { texts } = JSON.parse(readFileSync(join(dir, "texts.json"), "utf8")) as { texts: unknown[] };
    const distinct = new Set([V1, V2, V3].flatMap((v) => v.paragraphs.map((p) => JSON.stringify([p.kind, p.title ?? null, p.text, p.examples.map((e) => e.text)]))));
    expect(texts).toHaveLength(distinct.size);
    const { rules } = JSON.parse(readFileSync(join(dir, "index.json"), "utf8")) as { rules: Record<string, number[][]> };
    // 100.1a never changed: one interval covering the three releases.
    expect(rules["100.1a"]).toEqual([[0, 2, expect.any(Number)]]);
    // 100.2 changed twice (its example, then its text): three intervals.
    expect(rules["100.2"].map(([a, b]) => [a, b])).toEqual([[0, 0], [1, 1], [2, 2]]);
  });

  it("lists the releases holding a number, oldest first", () => {
    expect(store.releasesWith("100.1a")).toEqual(["2001-01-01", "2002-02-02", "2003-03-03"]);
    expect(store.releasesWith("100.4")).toEqual(["2002-02-02", "2003-03-03"]);
    expect(store.releasesWith("100.3")).toEqual(["2001-01-01"]);
    expect(store.releasesWith("999.9")).toEqual([]);
  });

  it("keeps the glossary the same way, by term in any case", () => {
    expect(store.glossary("2001-01-01").map((g) => g.term)).toEqual(["Active Player", "Kicker, Kicked", "Obsolete Thing"]);
    expect(store.glossary("2002-02-02").map((g) => g.term)).not.toContain("Obsolete Thing");
    expect(store.glossaryEntry("2002-02-02", "kicker, kicked")).toMatchObject({ aliases: ["Kicker", "Kicked"] });
    expect(store.glossaryEntry("2002-02-02", "obsolete thing")).toBeNull();
  });

  it("keeps the lineage step between neighbours only", () => {
    const step = store.step("2001-01-01", "2002-02-02")!;
    expect(step.moved).toEqual(expect.arrayContaining([["100.1b", "100.1c", false], ["200.1", "200.2", false]]));
    expect(step.removed).toEqual(["100.3"]);
    expect(step.edited).toEqual(expect.arrayContaining(["100.1", "100.2"]));
    expect(store.step("2002-02-02", "2003-03-03")).toEqual({ moved: [], edited: ["100.2"], removed: [], added: [] });
    expect(store.step("2001-01-01", "2003-03-03")).toBeNull();
    expect(store.step("2002-02-02", "2001-01-01")).toBeNull();
  });

  it("rebuilds a release as the parsers gave it, for its facts", () => {
    const back = store.parsedVersion("2002-02-02")!;
    expect(back.paragraphs.map(({ line: _l, ...p }) => p)).toEqual(V2.paragraphs.map(({ line: _l, ...p }) => p));
    expect(back.glossary.map(({ line: _l, ...g }) => g)).toEqual(V2.glossary.map(({ line: _l, ...g }) => g));
    expect(back.sources).toEqual(V2.sources);
    expect(store.parsedVersion("1999-01-01")).toBeNull();
  });

  it("calls the lineage once per pair of neighbours", () => {
    const calls: string[] = [];
    const noStep: ReleaseStep = { moved: [], edited: [], removed: [], added: [] };
    ReleaseStore.build([V1, V2, V3], (a, b) => (calls.push(`${a.id}>${b.id}`), noStep), "k");
    expect(calls).toEqual(["2001-01-01>2002-02-02", "2002-02-02>2003-03-03"]);
  });
});

describe("ReleaseStore.extend: a store and more releases", () => {
  const whole = ReleaseStore.build([V1, V2, V3], releaseStep, "k");

  it("holds what building every release at once holds, linking only the new release's neighbours", () => {
    const calls: string[] = [];
    const grown = ReleaseStore.extend(ReleaseStore.build([V1, V3], releaseStep, "k"), [V2], (a, b) => (calls.push(`${a.id}>${b.id}`), releaseStep(a, b)), "k2");
    expect(calls).toEqual(["2001-01-01>2002-02-02", "2002-02-02>2003-03-03"]);
    expect(grown.releases()).toEqual(whole.releases());
    for (const r of whole.releases()) {
      expect(grown.paragraphs(r.id)).toEqual(whole.paragraphs(r.id));
      expect(grown.glossary(r.id)).toEqual(whole.glossary(r.id));
    }
    expect(grown.step("2002-02-02", "2003-03-03")).toEqual(whole.step("2002-02-02", "2003-03-03"));
  });

  it("replaces a release of the same id, and keeps the steps of releases still neighbours", () => {
    const calls: string[] = [];
    const fixed = version("2002-02-02", V2.paragraphs.map((p) => (p.number === "100.4" ? { ...p, text: "Goblins attack." } : p)), V2.glossary);
    const grown = ReleaseStore.extend(whole, [fixed], (a, b) => (calls.push(`${a.id}>${b.id}`), releaseStep(a, b)), "k3");
    expect(calls).toEqual(["2001-01-01>2002-02-02", "2002-02-02>2003-03-03"]);
    expect(grown.paragraph("2002-02-02", "100.4")!.text).toBe("Goblins attack.");
    expect(grown.paragraph("2003-03-03", "100.4")!.text).toBe(whole.paragraph("2003-03-03", "100.4")!.text);
    expect(grown.releasesWith("100.4")).toEqual(["2002-02-02", "2003-03-03"]);
  });
});

describe("ReleaseStore on disk", () => {
  const built = ReleaseStore.build([V1, V2], releaseStep, "key-1", ["old.txt: not loaded: a binary file"]);
  const dir = join(work, "store");
  built.write(dir);

  it("reads back what was written, texts only when first needed", () => {
    const read = ReleaseStore.read(dir, "key-1")!;
    expect(read.releases()).toEqual(built.releases());
    expect(read.paragraphs("2002-02-02")).toEqual(built.paragraphs("2002-02-02"));
    expect(read.glossary("2001-01-01")).toEqual(built.glossary("2001-01-01"));
    expect(read.step("2001-01-01", "2002-02-02")).toEqual(built.step("2001-01-01", "2002-02-02"));
    expect(read.unread).toEqual(["old.txt: not loaded: a binary file"]);
  });

  it("refuses a store of another key, or one that is absent or damaged", () => {
    expect(ReleaseStore.read(dir, "key-2")).toBeNull();
    expect(ReleaseStore.read(join(work, "nowhere"), "key-1")).toBeNull();
    const damaged = join(work, "damaged");
    built.write(damaged);
    writeFileSync(join(damaged, "index.json"), '{"format": 1, "key": "key-1"');
    expect(ReleaseStore.read(damaged, "key-1")).toBeNull();
  });

  it("leaves no temporary directory, and replaces an older store whole", () => {
    ReleaseStore.build([V1], releaseStep, "key-3").write(dir);
    expect(ReleaseStore.read(dir, "key-1")).toBeNull();
    expect(ReleaseStore.read(dir, "key-3")!.releases().map((r) => r.id)).toEqual(["2001-01-01"]);
    expect(readFileSync(join(dir, "index.json"), "utf8")).toContain('"key-3"');
  });

  it("throws, leaving the old store as it was, when it cannot write", () => {
    const file = join(work, "a-file");
    writeFileSync(file, "keep me");
    expect(() => built.write(join(file, "store"))).toThrow();
    expect(readFileSync(file, "utf8")).toBe("keep me");
  });

  it("keeps the facts of a release beside the store, and none for a store in memory", () => {
    built.write(join(work, "facts-store"));
    const read = ReleaseStore.read(join(work, "facts-store"), "key-1")!;
    read.writeFacts("2001-01-01", '{"facts": 1}');
    expect(read.readFacts("2001-01-01")).toBe('{"facts": 1}');
    expect(read.readFacts("2002-02-02")).toBeNull();
    read.writeFacts("1999-01-01", "{}");
    expect(read.readFacts("1999-01-01")).toBeNull();
    built.writeFacts("2001-01-01", "{}");
    expect(built.readFacts("2001-01-01")).toBeNull();
  });
});
