import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { releaseStep } from "../../src/history/lineage";
import { importRelease, loadImported, versionFiles } from "../../src/store/data-dir";
import { openStore, shippedReleaseFiles, type StoreInputs } from "../../src/store/open-store";
import { miniCr } from "../support/mini-cr";

let work: string;
let shippedDir: string;
let dataDir: string;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), "crkb-open-store-"));
  shippedDir = join(work, "releases");
  dataDir = join(work, "data");
  mkdirSync(shippedDir);
  writeFileSync(join(shippedDir, "2007-05-01.txt"), miniCr({ date: "May 1, 2007" }));
  writeFileSync(join(shippedDir, "2008-10-01.txt"), miniCr({ date: "October 1, 2008", rule1001: "These Magic rules apply to any game of Magic." }));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Inputs as the knowledge base gives them, counting lineage calls and progress. */
function inputs(calls: string[] = [], progress: string[] = []): StoreInputs {
  const loaded = loadImported(dataDir);
  return {
    files: shippedReleaseFiles(shippedDir),
    imported: loaded.versions,
    importedFiles: versionFiles(dataDir),
    lineage: (a, b) => (calls.push(`${a.id}>${b.id}`), releaseStep(a, b)),
    shippedStoreDir: join(work, "store"),
    importedStoreDir: join(dataDir, "cache", "store"),
    progress: (m) => progress.push(m),
  };
}

describe("openStore: the shipped releases", () => {
  it("builds the store once, with progress, and reads it on the next open", () => {
    const calls: string[] = [];
    const progress: string[] = [];
    const first = openStore(inputs(calls, progress));
    expect(first.warnings).toEqual([]);
    expect(first.store!.releases().map((r) => r.id)).toEqual(["2007-05-01", "2008-10-01"]);
    expect(calls).toEqual(["2007-05-01>2008-10-01"]);
    expect(progress.some((m) => /reading the shipped releases: 2\/2/.test(m))).toBe(true);
    expect(progress.some((m) => /release store built in/.test(m))).toBe(true);

    const again: string[] = [];
    const second = openStore(inputs(again));
    expect(again).toEqual([]);
    expect(second.store!.directory).toBe(join(work, "store"));
    expect(second.store!.paragraph("2008-10-01", "100.1")!.text).toBe("These Magic rules apply to any game of Magic.");
  });

  it("rebuilds when a shipped file changes", () => {
    openStore(inputs());
    writeFileSync(join(shippedDir, "2008-10-01.txt"), miniCr({ date: "October 1, 2008", rule1001: "Changed." }));
    const calls: string[] = [];
    expect(openStore(inputs(calls)).store!.paragraph("2008-10-01", "100.1")!.text).toBe("Changed.");
    expect(calls).toHaveLength(1);
  });

  it("reports a shipped file it cannot read on every open, and serves the rest", () => {
    writeFileSync(join(shippedDir, "2009-01-01.txt"), Buffer.from([0x50, 0x4b, 0x00, 0x00]));
    for (let i = 0; i < 2; i++) {
      const { store, warnings } = openStore(inputs());
      expect(warnings).toEqual([expect.stringMatching(/2009-01-01\.txt: not loaded: .*binary/)]);
      expect(store!.releases()).toHaveLength(2);
    }
  });

  it("keeps the store in memory, saying so, when it cannot be saved", () => {
    const blocked = inputs();
    writeFileSync(join(work, "a-file"), "");
    blocked.shippedStoreDir = join(work, "a-file", "store");
    const { store, warnings } = openStore(blocked);
    expect(store!.releases()).toHaveLength(2);
    expect(warnings).toEqual([expect.stringMatching(/could not be saved in .*a-file.*kept in memory/)]);
  });
});

describe("openStore: releases imported into the data directory", () => {
  it("adds an imported release to the shipped ones without matching texts, and keeps the result", () => {
    openStore(inputs());
    importRelease(writeRelease("MagicCompRules 20080201.txt", miniCr({ date: "February 1, 2008" })), dataDir);
    const calls: string[] = [];
    const { store, warnings } = openStore(inputs(calls));
    expect(warnings).toEqual([]);
    expect(store!.releases().map((r) => r.id)).toEqual(["2007-05-01", "2008-02-01", "2008-10-01"]);
    // The steps next to the new release are left for history to match when asked.
    expect(calls).toEqual([]);
    expect(store!.step("2007-05-01", "2008-02-01")).toBeNull();
    expect(store!.directory).toBe(join(dataDir, "cache", "store"));

    const again: string[] = [];
    openStore(inputs(again));
    expect(again).toEqual([]);
  });

  it("an imported release with a shipped one's date and other bytes replaces it; the same bytes change nothing", () => {
    openStore(inputs());
    importRelease(writeRelease("same.txt", readFileSync(join(shippedDir, "2007-05-01.txt"), "utf8")), dataDir);
    expect(openStore(inputs()).store!.paragraph("2007-05-01", "100.1")!.text).toMatch(/^These Magic rules apply to any Magic game/);
    rmSync(join(dataDir, "versions"), { recursive: true });
    importRelease(writeRelease("other.txt", miniCr({ date: "May 1, 2007", rule1001: "A corrected text." })), dataDir);
    expect(openStore(inputs()).store!.paragraph("2007-05-01", "100.1")!.text).toBe("A corrected text.");
  });
});

function writeRelease(name: string, text: string): string {
  const file = join(work, name);
  writeFileSync(file, text);
  return file;
}
