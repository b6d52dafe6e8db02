#!/usr/bin/env node
// The crkb command. The TypeScript build (npm install runs it through the
// "prepare" script) puts the CLI in dist/; see src/cli/main.ts.
const { run } = require("../dist/cli/main.js");
run(process.argv.slice(2), {
  out: (t) => process.stdout.write(`${t}\n`),
  err: (t) => process.stderr.write(`${t}\n`),
}).then((code) => {
  process.exitCode = code;
});
