#!/usr/bin/env node
// Builds the release store of the releases shipped in rules/releases/, and
// the search index of the newest, into dist/releases/ (part of `npm run
// build`, so `npm install` leaves crkb ready to answer at once). Prints
// progress; exits 1 if a shipped release cannot be read, naming it.
const { openKnowledgeBase } = require("../dist/knowledge-base");

const t0 = Date.now();
const kb = openKnowledgeBase({ dataDir: "/nonexistent/crkb-build-store", progress: (m) => console.log(`release store: ${m}`) });
const releases = kb.versions().filter((v) => v.kind === "release").length;
const warm = kb.warmSearch();
console.log(`release store: ${releases} releases and the search index of today's rules (${warm.docs} entries) ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
for (const w of kb.warnings) console.error(`release store: ${w}`);
process.exit(kb.warnings.length ? 1 : 0);
