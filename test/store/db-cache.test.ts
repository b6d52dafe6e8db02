import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RulesDb } from "../../src/db/rules-db";
import { openKnowledgeBase } from "../../src/knowledge-base";
import { seedFiles } from "../../src/rules/seed-corpus";
import { importRelease, versionFiles } from "../../src/store/data-dir";
import { cacheKey, readCache, writeCache } from "../../src/store/db-cache";
import { V1 } from "../db/fixtures";
import { miniCr } from "../support/mini-cr";

let work: string;
let dataDir: string;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), "crkb-db-cache-"));
  dataDir = join(work, "data");
  mkdirSync(dataDir);
});
afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

function file(name: string, content: string): string {
  const p = join(work, name);
  writeFileSync(p, content);
  return p;
}

function cacheFiles(): string[] {
  const dir = join(dataDir, "cache");
  // Every file, temporary ones included, except other kinds of cache (search indexes).
  return existsSync(dir) ? readdirSync(dir).filter((n) => /^\.?kb-/.test(n)).sort() : [];
}

function importMini(name: string, options: Parameters<typeof miniCr>[0] = {}): void {
  importRelease(file(name, miniCr(options)), dataDir);
}

describe("cacheKey", () => {
  it("is a stable 32-hex-digit hash of the inputs", () => {
    const a = file("a.json", "one");
    const b = file("b.json", "two");
    const key = cacheKey([a, b]);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(cacheKey([a, b])).toBe(key);
  });

  it("changes when an input's bytes change, and comes back when they do", () => {
    const a = file("a.json", "one");
    const b = file("b.json", "two");
    const key = cacheKey([a, b]);
    writeFileSync(b, "two!");
    expect(cacheKey([a, b])).not.toBe(key);
    writeFileSync(b, "two");
    expect(cacheKey([a, b])).toBe(key);
  });

  it("changes when an input is added or removed", () => {
    const a = file("a.json", "one");
    const b = file("b.json", "two");
    const both = cacheKey([a, b]);
    expect(cacheKey([a])).not.toBe(both);
    expect(cacheKey([])).not.toBe(both);
    expect(cacheKey([])).not.toBe(cacheKey([a]));
  });

  it("covers the seed files, so that the code-only key differs from the one with seeds", () => {
    expect(cacheKey(seedFiles())).not.toBe(cacheKey([]));
  });
});

describe("writeCache / readCache", () => {
  it("round-trips a snapshot under its key", () => {
    const snapshot = RulesDb.build([V1]).snapshot();
    expect(writeCache(dataDir, "k1", snapshot)).toBe(true);
    expect(readCache(dataDir, "k1")).toBe(snapshot);
    expect(RulesDb.fromSnapshot(readCache(dataDir, "k1")!).versions().map((v) => v.id)).toEqual(["2001-01-01"]);
  });

  it("answers null for a key never written or a data directory that does not exist", () => {
    writeCache(dataDir, "k1", "x");
    expect(readCache(dataDir, "k2")).toBeNull();
    expect(readCache(join(work, "nowhere"), "k1")).toBeNull();
  });

  it("keeps only the newest snapshot and no temporary file", () => {
    const k1 = "1".repeat(32);
    const k2 = "2".repeat(32);
    writeCache(dataDir, k1, "first");
    writeCache(dataDir, k2, "second");
    expect(cacheFiles()).toEqual([`kb-${k2}.json`]);
    expect(readCache(dataDir, k1)).toBeNull();
    expect(readCache(dataDir, k2)).toBe("second");
  });

  it("reports false, without throwing, when it cannot write", () => {
    const notADir = file("plain-file", "keep me");
    expect(writeCache(notADir, "k1", "x")).toBe(false);
    expect(readFileSync(notADir, "utf8")).toBe("keep me");
  });
});

describe("openKnowledgeBase and the cache", () => {
  const expectedKey = (seeds = true) => cacheKey([...(seeds ? seedFiles() : []), ...versionFiles(dataDir)]);

  it("writes no cache when the data directory holds no versions", () => {
    const kb = openKnowledgeBase({ dataDir });
    expect(kb.versions().map((v) => v.id)).toEqual(["fragments-2006", "rulings-2008-03-17"]);
    expect(existsSync(join(dataDir, "cache"))).toBe(false);
  });

  it("writes a snapshot keyed by its inputs once versions are imported", () => {
    importMini("mini.txt");
    const kb = openKnowledgeBase({ dataDir });
    expect(kb.versions().map((v) => v.id)).toEqual(["fragments-2006", "2007-05-01", "rulings-2008-03-17"]);
    const key = expectedKey();
    expect(cacheFiles()).toEqual([`kb-${key}.json`]);
    const cached = RulesDb.fromSnapshot(readCache(dataDir, key)!);
    expect(cached.versions()).toEqual(kb.versions());
    expect(cached.paragraph(null, "100.1")).toEqual(kb.rule("100.1"));
  });

  it("reads the snapshot on the next start instead of rebuilding", () => {
    importMini("mini.txt");
    openKnowledgeBase({ dataDir });
    // Plant a different database under the same key: only a start that reads
    // the cache can answer with it.
    writeCache(dataDir, expectedKey(), RulesDb.build([V1]).snapshot());
    expect(openKnowledgeBase({ dataDir }).versions().map((v) => v.id)).toEqual(["2001-01-01"]);
  });

  it("rebuilds and replaces a damaged snapshot", () => {
    importMini("mini.txt");
    openKnowledgeBase({ dataDir });
    const key = expectedKey();
    writeCache(dataDir, key, "{damaged");
    const kb = openKnowledgeBase({ dataDir });
    expect(kb.versions().map((v) => v.id)).toEqual(["fragments-2006", "2007-05-01", "rulings-2008-03-17"]);
    expect(RulesDb.fromSnapshot(readCache(dataDir, key)!).versions()).toEqual(kb.versions());
  });

  it("rebuilds under a new key when a version file changes, removing the stale snapshot", () => {
    importMini("mini.txt");
    openKnowledgeBase({ dataDir });
    const oldKey = expectedKey();
    importMini("mini-fixed.txt", { rule1001: "These rules apply to every Magic game." });
    const newKey = expectedKey();
    expect(newKey).not.toBe(oldKey);
    const kb = openKnowledgeBase({ dataDir });
    expect(kb.rule("100.1").text).toBe("These rules apply to every Magic game.");
    expect(cacheFiles()).toEqual([`kb-${newKey}.json`]);
  });

  it("keys a start without seeds apart from one with them", () => {
    importMini("mini.txt");
    const kb = openKnowledgeBase({ dataDir, seeds: false });
    expect(kb.versions().map((v) => v.id)).toEqual(["2007-05-01"]);
    expect(cacheFiles()).toEqual([`kb-${expectedKey(false)}.json`]);
    expect(expectedKey(false)).not.toBe(expectedKey(true));
  });

  it("writes no cache while a version file is damaged, and reports it", () => {
    importMini("mini.txt");
    mkdirSync(join(dataDir, "versions"), { recursive: true });
    writeFileSync(join(dataDir, "versions", "2008-10-01.json"), "{not json");
    const kb = openKnowledgeBase({ dataDir });
    expect(kb.warnings).toHaveLength(1);
    expect(kb.warnings[0]).toContain("2008-10-01.json");
    expect(kb.versions().map((v) => v.id)).toContain("2007-05-01");
    expect(cacheFiles()).toEqual([]);
  });
});
