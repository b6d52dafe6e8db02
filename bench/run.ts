/**
 * `npm run bench`: every benchmark, each printing its figures next to a
 * baseline measured in the same run, on the default knowledge base (the seeds
 * and every release shipped in rules/releases/).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openKnowledgeBase } from "../src/knowledge-base";
import { benchArchive } from "./archive";
import { benchAsk, benchTriggers } from "./ask";
import { benchCards } from "./cards";
import { benchPriority } from "./engine";
import { benchHttp } from "./http";
import { benchLoad } from "./load";
import { benchLookup } from "./lookup";
import { benchSearch, devQueries } from "./search";
import { elapsed, line } from "./stats";

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "crkb-bench-"));
  try {
    console.log(`crkb benchmarks (node ${process.version})`);
    await benchArchive();
    console.log("\nStart-up (open the knowledge base: seeds + the release store)");
    let t0 = performance.now();
    openKnowledgeBase({ dataDir, archive: false });
    line("seeds only", elapsed(t0));
    t0 = performance.now();
    const kb = openKnowledgeBase({ dataDir });
    line("seeds and every shipped release (store on disk)", elapsed(t0));

    benchLookup(kb, openKnowledgeBase({ dataDir }));
    const newest = kb.versions()[kb.versions().length - 1];
    const numbers = kb.db.paragraphs(newest.id).map((p) => p.number).filter((_, i) => i % 37 === 0);
    const version = kb.versions().some((v) => v.id === "2026-01-16") ? "2026-01-16" : null;
    benchSearch(kb, version);
    benchAsk(kb);
    benchTriggers(kb);
    benchPriority();
    benchCards();
    await benchHttp(dataDir, numbers, devQueries(), version);
    await benchLoad(dataDir, numbers, devQueries(), version);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
