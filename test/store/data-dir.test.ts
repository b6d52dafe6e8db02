import { closeSync, ftruncateSync, openSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, relative, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CrkbError } from "../../src/errors";
import { importRelease, loadImported, resolveDataDir, versionFiles } from "../../src/store/data-dir";
import type { ParsedVersion } from "../../src/types";
import { corpusBytes, describeWithCorpus } from "../support/corpus";
import { miniCr } from "../support/mini-cr";

let work: string;
let dataDir: string;
let inputs: string;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), "crkb-data-dir-"));
  dataDir = join(work, "data");
  inputs = join(work, "inputs");
  mkdirSync(dataDir);
  mkdirSync(inputs);
});
afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

/** Every file under `dir` with its bytes (hex), and every directory, by relative path. */
function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) {
        out[`${relative(dir, p)}/`] = "dir";
        walk(p);
      } else {
        out[relative(dir, p)] = readFileSync(p).toString("hex");
      }
    }
  };
  walk(dir);
  return out;
}

function input(name: string, content: string | Uint8Array): string {
  const p = join(inputs, name);
  writeFileSync(p, content);
  return p;
}

function importError(file: string): CrkbError {
  try {
    importRelease(file, dataDir);
  } catch (e) {
    expect(e).toBeInstanceOf(CrkbError);
    return e as CrkbError;
  }
  throw new Error(`importing ${file} succeeded; expected a CrkbError`);
}

/** Imports `file`, expects a bad-input error naming it, and the data dir untouched. */
function expectRejected(file: string, message: RegExp): CrkbError {
  const before = tree(dataDir);
  const e = importError(file);
  expect(e.exitCode).toBe(2);
  expect(e.status).toBe(400);
  expect(e.message).toContain(basename(file));
  expect(e.message).toMatch(message);
  expect(tree(dataDir)).toEqual(before);
  return e;
}

describe("importRelease", () => {
  it("adds a release as versions/<date>.json holding the parsed version", () => {
    const r = importRelease(input("mini.txt", miniCr()), dataDir);
    expect(r.outcome).toBe("added");
    expect(r.path).toBe(join(dataDir, "versions", "2007-05-01.json"));
    expect(r.version.id).toBe("2007-05-01");
    expect(r.version.paragraphs.map((p) => p.number)).toEqual(["1", "100", "100.1", "100.1a", "100.2", "101", "101.1"]);
    expect(r.version.glossary.map((g) => g.term)).toEqual(["Active Player"]);
    const stored = JSON.parse(readFileSync(r.path, "utf8")) as ParsedVersion;
    expect(stored).toEqual(r.version);
    expect(Object.keys(tree(dataDir))).toEqual(["versions/", "versions/2007-05-01.json"]);
  });

  it("creates the data directory when it does not exist yet", () => {
    const fresh = join(work, "not", "yet");
    const r = importRelease(input("mini.txt", miniCr()), fresh);
    expect(r.outcome).toBe("added");
    expect(versionFiles(fresh)).toEqual([join(fresh, "versions", "2007-05-01.json")]);
  });

  it("importing the same file twice is unchanged and rewrites nothing", () => {
    const file = input("mini.txt", miniCr());
    importRelease(file, dataDir);
    const before = tree(dataDir);
    const mtime = statSync(join(dataDir, "versions", "2007-05-01.json")).mtimeMs;
    const again = importRelease(file, dataDir);
    expect(again.outcome).toBe("unchanged");
    expect(again.version.id).toBe("2007-05-01");
    expect(tree(dataDir)).toEqual(before);
    expect(statSync(join(dataDir, "versions", "2007-05-01.json")).mtimeMs).toBe(mtime);
  });

  it("a changed file with the same date replaces the stored version", () => {
    importRelease(input("mini.txt", miniCr()), dataDir);
    const r = importRelease(input("mini-fixed.txt", miniCr({ rule1001: "These rules apply to every Magic game." })), dataDir);
    expect(r.outcome).toBe("replaced");
    expect(versionFiles(dataDir)).toHaveLength(1);
    const stored = JSON.parse(readFileSync(r.path, "utf8")) as ParsedVersion;
    expect(stored.paragraphs.find((p) => p.number === "100.1")?.text).toBe("These rules apply to every Magic game.");
    expect(stored.sources[0].file).toBe("mini-fixed.txt");
  });

  it("a release with another date is added beside the first", () => {
    importRelease(input("a.txt", miniCr()), dataDir);
    const r = importRelease(input("b.txt", miniCr({ date: "October 1, 2008" })), dataDir);
    expect(r.outcome).toBe("added");
    expect(versionFiles(dataDir).map((f) => basename(f))).toEqual(["2007-05-01.json", "2008-10-01.json"]);
  });

  it("removes a temporary file a crashed import left behind, which loading ignores", () => {
    mkdirSync(join(dataDir, "versions"));
    const stale = join(dataDir, "versions", ".2007-05-01.json.tmp-12345");
    writeFileSync(stale, "{half a file");
    expect(versionFiles(dataDir)).toEqual([]);
    expect(loadImported(dataDir)).toEqual({ versions: [], warnings: [] });
    importRelease(input("mini.txt", miniCr()), dataDir);
    expect(readdirSync(join(dataDir, "versions"))).toEqual(["2007-05-01.json"]);
  });

  it("a data directory it cannot write to is bad input, and the file there is untouched", () => {
    const notADir = join(work, "plain-file");
    writeFileSync(notADir, "keep me");
    let error: unknown;
    try {
      importRelease(input("mini.txt", miniCr()), notADir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(CrkbError);
    expect((error as CrkbError).exitCode).toBe(2);
    expect((error as CrkbError).message).toMatch(/cannot write to the data directory/);
    expect(readFileSync(notADir, "utf8")).toBe("keep me");
  });

  describe("is atomic: a file it cannot import changes nothing", () => {
    // A data directory with something in it, so "unchanged" means something.
    beforeEach(() => {
      importRelease(input("existing.txt", miniCr({ date: "October 1, 2008" })), dataDir);
      mkdirSync(join(dataDir, "cache"));
      writeFileSync(join(dataDir, "cache", "kb-0123.json"), "[]");
    });

    it("an empty file", () => {
      expectRejected(input("empty.txt", ""), /empty/);
    });

    it("a file of blank lines", () => {
      expectRejected(input("blank.txt", "\r\n   \r\n\r\n"), /empty/);
    });

    it("a binary file", () => {
      expectRejected(input("archive.zip", Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, 0xff, 0xfe])), /binary/);
    });

    it("a text file that is not a CR", () => {
      expectRejected(input("notes.txt", "Shopping list\nmilk\neggs\n"), /not a Comprehensive Rules release/);
    });

    it("a text with a date line but no numbered rules", () => {
      expectRejected(input("prose.txt", "Magic Rules\nThese rules are effective as of May 1, 2007.\nJust prose.\n"), /no numbered rules/);
    });

    it("a date it cannot read, naming the line", () => {
      expectRejected(input("smarch.txt", miniCr({ date: "Smarch 13, 2007" })), /line 3: cannot read the date/);
    });

    it("a 200 MB file, refused by its size before it is read", () => {
      const big = join(inputs, "huge.txt");
      const fd = openSync(big, "w");
      ftruncateSync(fd, 200 * 1024 * 1024);
      closeSync(fd);
      expectRejected(big, /209715200 bytes is larger than any CR release .*nothing was read/);
    });

    it("a missing path", () => {
      expectRejected(join(inputs, "missing.txt"), /no such file/);
    });

    it("a directory", () => {
      const d = join(inputs, "a-directory");
      mkdirSync(d);
      expectRejected(d, /directory/);
    });

    it("a CR cut off before a section its contents list, naming the line", () => {
      const full = miniCr();
      const cut = full.slice(0, full.lastIndexOf("101. The Magic Golden Rules"));
      expectRejected(input("cut.txt", cut), /line \d+: the rules stop early: section 101/);
    });

    it("a CR cut off before the glossary its contents list", () => {
      const full = miniCr();
      const cut = full.slice(0, full.lastIndexOf("Glossary"));
      expectRejected(input("no-glossary.txt", cut), /line \d+: the file ends before the glossary/);
    });

    it("an impossible date, naming the line", () => {
      expectRejected(input("feb30.txt", miniCr({ date: "February 30, 2007" })), /line 3/);
    });
  });
});

describeWithCorpus("importRelease of a truncated official release", () => {
  it("the first 40% of cr-2008-10-01.txt is rejected naming file and line, and changes nothing", () => {
    importRelease(input("existing.txt", miniCr()), dataDir);
    const full = corpusBytes("cr-2008-10-01.txt");
    const file = input("cr-2008-10-01-cut.txt", full.subarray(0, Math.floor(full.length * 0.4)));
    const e = expectRejected(file, /line \d+: the rules stop early/);
    expect(e.message).toMatch(/truncated/);
  });

  it("the whole file imports as 2008-10-01", () => {
    const r = importRelease(input("cr-2008-10-01.txt", corpusBytes("cr-2008-10-01.txt")), dataDir);
    expect(r.outcome).toBe("added");
    expect(r.version.id).toBe("2008-10-01");
  });
});

describe("loadImported", () => {
  it("loads nothing, without warnings, from a data directory that does not exist", () => {
    expect(loadImported(join(work, "nowhere"))).toEqual({ versions: [], warnings: [] });
  });

  it("reports each damaged version file by name and still loads the others", () => {
    importRelease(input("a.txt", miniCr()), dataDir);
    importRelease(input("b.txt", miniCr({ date: "October 1, 2008" })), dataDir);
    const broken = join(dataDir, "versions", "2008-10-01.json");
    writeFileSync(broken, readFileSync(broken, "utf8").slice(0, 100));
    const notVersion = join(dataDir, "versions", "2009-01-01.json");
    writeFileSync(notVersion, JSON.stringify({ id: 5, paragraphs: [] }));

    const loaded = loadImported(dataDir);
    expect(loaded.versions.map((v) => v.id)).toEqual(["2007-05-01"]);
    expect(loaded.warnings).toHaveLength(2);
    expect(loaded.warnings[0]).toContain(broken);
    expect(loaded.warnings[1]).toContain(notVersion);
    expect(loaded.warnings[1]).toMatch(/not a version file/);
  });
});

describe("resolveDataDir", () => {
  const saved = process.env.CRKB_DATA;
  afterEach(() => {
    if (saved === undefined) delete process.env.CRKB_DATA;
    else process.env.CRKB_DATA = saved;
  });

  it("prefers the argument, then CRKB_DATA, then ./data", () => {
    process.env.CRKB_DATA = join(work, "from-env");
    expect(resolveDataDir(join(work, "given"))).toBe(join(work, "given"));
    expect(resolveDataDir()).toBe(join(work, "from-env"));
    delete process.env.CRKB_DATA;
    expect(resolveDataDir()).toBe(resolve("data"));
    expect(resolveDataDir("rel")).toBe(resolve("rel"));
  });
});

describe("temp files of other imports", () => {
  const versions = () => join(dataDir, "versions");

  it("a temp file another running import is writing is left alone; once that process is gone, the next import removes it", async () => {
    const { spawn } = await import("node:child_process");
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      mkdirSync(versions(), { recursive: true });
      const theirs = `.2009-03-03.json.tmp-${other.pid}`;
      writeFileSync(join(versions(), theirs), "{");
      importRelease(input("a.txt", miniCr({ date: "May 1, 2007" })), dataDir);
      expect(readdirSync(versions())).toContain(theirs);
      other.kill("SIGKILL");
      await new Promise((r) => other.once("exit", r));
      // "already imported" still tidies what dead imports left.
      expect(importRelease(input("a.txt", miniCr({ date: "May 1, 2007" })), dataDir).outcome).toBe("unchanged");
      expect(readdirSync(versions())).not.toContain(theirs);
    } finally {
      other.kill("SIGKILL");
    }
  });
});
