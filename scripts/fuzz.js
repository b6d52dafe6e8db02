#!/usr/bin/env node
// Runs the property-based suites (test/**/*.fuzz.test.ts) with many cases:
// CRKB_FUZZ_RUNS (10,000 unless set) per property, over every input surface
// (CR parser, ability reader, state and event validators, routes, the query
// reader, the CLI's argument reader). `npm test` runs the same suites with a
// small default. Extra arguments go to vitest (a file name narrows the run:
// `npm run fuzz -- query.fuzz`). Ends with the cases and the time taken.
const { spawnSync } = require("node:child_process");
const { join } = require("node:path");

const runs = process.env.CRKB_FUZZ_RUNS || "10000";
const vitest = join(__dirname, "..", "node_modules", "vitest", "vitest.mjs");
const extra = process.argv.slice(2);
const started = Date.now();
// No time limit per test: 10,000 cases of a property take minutes.
const run = spawnSync(process.execPath, [vitest, "run", "--testTimeout=0", ...(extra.some((a) => !a.startsWith("-")) ? extra : [".fuzz.test.ts", ...extra])], {
  stdio: "inherit",
  env: { ...process.env, CRKB_FUZZ_RUNS: runs },
});
console.log(`fuzz: ${runs} cases per property, ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(run.status ?? 1);
