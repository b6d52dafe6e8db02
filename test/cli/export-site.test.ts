/**
 * `crkb export-site DIR` through `run(argv, io)` in process, with captured
 * output: the report on stdout, progress on stderr, and SPEC.md's exit codes
 * (0 success, 2 bad usage or bad input). CRKB_DATA points at an empty
 * temporary folder, so the export is of the embedded seeds only.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMMANDS } from "../../src/cli/main";
import { crkb } from "../support/cli";
import { MARKER } from "../../src/site/export-site";


/** The .html files under `dir`. */
function countPages(dir: string): number {
  let n = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) n += countPages(path);
    else if (name.endsWith(".html")) n++;
  }
  return n;
}

const USAGE = COMMANDS["export-site"].usage;

let scratch: string;
let emptyData: string;
let savedCrkbData: string | undefined;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "crkb-cli-export-test-"));
  emptyData = join(scratch, "empty-data");
  mkdirSync(emptyData);
  savedCrkbData = process.env.CRKB_DATA;
  process.env.CRKB_DATA = emptyData;
});

afterAll(() => {
  if (savedCrkbData === undefined) delete process.env.CRKB_DATA;
  else process.env.CRKB_DATA = savedCrkbData;
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe("crkb export-site DIR", () => {
  it("writes the site, prints the report on stdout and the progress on stderr", async () => {
    const dir = join(scratch, "site");
    const r = await crkb("export-site", dir, "--no-archive");
    expect(r.code).toBe(0);
    const pages = countPages(dir);
    expect(pages).toBe(325);
    expect(r.stdout).toMatch(new RegExp(`^wrote ${pages} pages \\(\\d+\\.\\d MB\\) to ${dir.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} in \\d+\\.\\d s$`));
    expect(r.stdout).not.toContain("rule pages");
    expect(r.stderr.split("\n")).toEqual([
      expect.stringMatching(/^crkb: newest text: rule pages 0\/17 \(\d+ s\)$/),
      expect.stringMatching(/^crkb: older numbers: 132 rule and history pages \(\d+ s\)$/),
      expect.stringMatching(/^crkb: releases: 0\/2 \(\d+ s\)$/),
      "crkb: glossary: 0 pages",
    ]);
    for (const f of ["index.html", "search.html", "404.html", "search-index.json", "assets/crkb.js", "rules/402.8e.html", MARKER]) {
      expect(existsSync(join(dir, f)), f).toBe(true);
    }
  });

  it("reads --data like every command", async () => {
    const dir = join(scratch, "with-data");
    const r = await crkb("export-site", dir, "--data", emptyData, "--no-archive");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`wrote ${countPages(dir)} pages`);
  });

  it("replaces its own earlier export", async () => {
    const dir = join(scratch, "again");
    expect((await crkb("export-site", dir, "--no-archive")).code).toBe(0);
    writeFileSync(join(dir, "stale.html"), "<p>old</p>");
    const r = await crkb("export-site", dir, "--no-archive");
    expect(r.code).toBe(0);
    expect(existsSync(join(dir, "stale.html"))).toBe(false);
    expect(r.stdout).toContain(`wrote ${countPages(dir)} pages`);
  });

  it("without DIR exits 2 with the usage", async () => {
    const r = await crkb("export-site");
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("expected 1 argument, got 0");
    expect(r.stderr).toContain(`usage: ${USAGE}`);
  });

  it("with two directories exits 2 with the usage, writing neither", async () => {
    const a = join(scratch, "two-a");
    const b = join(scratch, "two-b");
    const r = await crkb("export-site", a, b);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`usage: ${USAGE}`);
    expect(existsSync(a)).toBe(false);
    expect(existsSync(b)).toBe(false);
  });

  it("with an unknown option exits 2 with the usage", async () => {
    const dir = join(scratch, "unknown-option");
    const r = await crkb("export-site", dir, "--force");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--force");
    expect(r.stderr).toContain(`usage: ${USAGE}`);
    expect(existsSync(dir)).toBe(false);
  });

  it.each([["--help"], ["-h"]])("%s prints the usage and exits 0", async (flag) => {
    const r = await crkb("export-site", flag);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`usage: ${USAGE}`);
    expect(r.stdout).toContain("--data");
    expect(r.stderr).toBe("");
  });

  it("`crkb help export-site` prints the same usage", async () => {
    const r = await crkb("help", "export-site");
    expect(r.code).toBe(0);
    expect(r.stdout).toBe((await crkb("export-site", "--help")).stdout);
  });

  it("is listed in the general help", async () => {
    const r = await crkb("--help");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(USAGE);
  });

  it("refuses a non-empty directory it did not write: exit 2, a message naming it, files untouched", async () => {
    const dir = join(scratch, "foreign");
    mkdirSync(dir);
    writeFileSync(join(dir, "keep.txt"), "mine\n");
    const r = await crkb("export-site", dir);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain(`crkb export-site: ${dir} is not empty`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(readdirSync(dir)).toEqual(["keep.txt"]);
    expect(readFileSync(join(dir, "keep.txt"), "utf8")).toBe("mine\n");
  });

  it("refuses a path that is a file: exit 2, a message naming it", async () => {
    const file = join(scratch, "a-file");
    writeFileSync(file, "x");
    const r = await crkb("export-site", file);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${file} exists and is not a directory`);
    expect(readFileSync(file, "utf8")).toBe("x");
  });
});
