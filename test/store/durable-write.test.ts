import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeVerified } from "../../src/store/durable-write";

const work = mkdtempSync(join(tmpdir(), "crkb-durable-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("writeVerified", () => {
  it("writes the whole text, multi-byte characters included", () => {
    const file = join(work, "a.json");
    const text = `{"t": "${"’".repeat(100_000)}"}`;
    writeVerified(file, text);
    expect(readFileSync(file, "utf8")).toBe(text);
  });

  it.skipIf(!existsSync("/dev/full"))("fails, naming the file, when the disk is full (issue 11: a short write reported success)", () => {
    expect(() => writeVerified("/dev/full", "x".repeat(10_000))).toThrow(/ENOSPC|no more bytes|bytes on disk/);
  });

  it("fails when the file cannot be created", () => {
    expect(() => writeVerified(join(work, "no-such-dir", "a.json"), "x")).toThrow(/ENOENT/);
  });
});
