#!/usr/bin/env node
// The crkb command. The TypeScript build (npm install runs it through the
// "prepare" script) puts the CLI in dist/; see src/cli/main.ts.
const { run } = require("../dist/cli/main.js");

// A reader that stops early (`crkb import a b | head -1`) closes the pipe:
// the rest of the output has no one to read it, so stop quietly instead of
// dying on the EPIPE with a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (e) => {
    if (e.code === "EPIPE") process.exit(0);
    throw e;
  });
}

run(process.argv.slice(2), {
  out: (t) => process.stdout.write(`${t}\n`),
  err: (t) => process.stderr.write(`${t}\n`),
}).then((code) => {
  process.exitCode = code;
});
