#!/usr/bin/env node
// Builds the release store of the releases shipped in rules/releases/, and
// the search indexes of the newest and of every release, into dist/releases/
// (part of `npm run build`, so `npm install` leaves crkb ready to answer at
// once). Prints progress; exits 1 if a shipped release cannot be read, naming it.
const { openKnowledgeBase } = require("../dist/knowledge-base");

const t0 = Date.now();
const kb = openKnowledgeBase({ dataDir: "/nonexistent/crkb-build-store", progress: (m) => console.log(`release store: ${m}`) });
const releases = kb.versions().filter((v) => v.kind === "release").length;
const warm = kb.warmSearch();
// Searching every release first builds an index of every number's texts over all releases (seconds): built here, a first search only loads it.
const all = kb.warmSearch("all");
console.log(`release store: ${releases} releases, the search index of today's rules (${warm.docs} entries) and of every release (${all.docs}) ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
for (const w of kb.warnings) console.error(`release store: ${w}`);
process.exit(kb.warnings.length ? 1 : 0);
