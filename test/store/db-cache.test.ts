import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readCache, writeCache } from "../../src/store/db-cache";

const KIND = "search-current";
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
  return existsSync(dir) ? readdirSync(dir).filter((n) => n.includes(KIND)).sort() : [];
}

describe("writeCache / readCache", () => {
  it("round-trips a text under its key and kind", () => {
    expect(writeCache(dataDir, "k1", '{"index": 1}', KIND)).toBe(true);
    expect(readCache(dataDir, "k1", KIND)).toBe('{"index": 1}');
    expect(readCache(dataDir, "k1", "search-other")).toBeNull();
  });

  it("answers null for a key never written or a data directory that does not exist", () => {
    writeCache(dataDir, "k1", "x", KIND);
    expect(readCache(dataDir, "k2", KIND)).toBeNull();
    expect(readCache(join(work, "nowhere"), "k1", KIND)).toBeNull();
  });

  it("keeps only the newest snapshot and no temporary file", () => {
    const k1 = "1".repeat(32);
    const k2 = "2".repeat(32);
    writeCache(dataDir, k1, "first", KIND);
    writeCache(dataDir, k2, "second", KIND);
    expect(cacheFiles()).toEqual([`${KIND}-${k2}.json`]);
    expect(readCache(dataDir, k1, KIND)).toBeNull();
    expect(readCache(dataDir, k2, KIND)).toBe("second");
  });

  it("reports false, without throwing, when it cannot write", () => {
    const notADir = file("plain-file", "keep me");
    expect(writeCache(notADir, "k1", "x", KIND)).toBe(false);
    expect(readFileSync(notADir, "utf8")).toBe("keep me");
  });
});
