#!/usr/bin/env node
// Runs the vitest suite and ends with the plain "N passed, N failed" line CI
// reads (vitest's own summary is not one it recognises). Extra arguments go
// to vitest, e.g. `npm test -- test/rules`.
const { spawnSync } = require("node:child_process");
const { readFileSync, rmSync } = require("node:fs");
const { join } = require("node:path");

const report = join(__dirname, "..", ".vitest-report.json");
rmSync(report, { force: true });
const vitest = join(__dirname, "..", "node_modules", "vitest", "vitest.mjs");
const run = spawnSync(
  process.execPath,
  [vitest, "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { stdio: "inherit" },
);
let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const r = JSON.parse(readFileSync(report, "utf8"));
  passed = r.numPassedTests;
  // A failing test also fails its file and describe blocks: count tests, and count suites only
  // when a file failed with no failing test (an import error, say).
  failed = r.numFailedTests || r.numFailedTestSuites || 0;
  skipped = (r.numPendingTests || 0) + (r.numTodoTests || 0);
} catch {
  failed = Math.max(1, failed);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);
