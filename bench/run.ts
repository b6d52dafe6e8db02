/**
 * `npm run bench`: every benchmark, each printing its figures next to a
 * baseline measured in the same run. Uses the official releases in
 * ../shared/corpus when present (imported into a temporary data directory),
 * and the embedded seeds alone otherwise.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { openKnowledgeBase } from "../src/knowledge-base";
import { importRelease } from "../src/store/data-dir";
import { benchAsk, benchTriggers } from "./ask";
import { benchPriority } from "./engine";
import { benchHttp } from "./http";
import { benchLoad } from "./load";
import { benchLookup } from "./lookup";
import { benchSearch, devQueries } from "./search";
import { elapsed, line } from "./stats";

const CORPUS = resolve(__dirname, "..", "..", "shared", "corpus");

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "crkb-bench-"));
  try {
    const files = existsSync(CORPUS) ? readdirSync(CORPUS).filter((f) => f.endsWith(".txt")).sort() : [];
    console.log(`crkb benchmarks (node ${process.version}); corpus: ${files.length ? files.join(", ") : "absent, seeds only"}`);
    if (files.length) {
      console.log("\nImport (parse + atomic write)");
      for (const f of files) {
        const t0 = performance.now();
        const r = importRelease(join(CORPUS, f), dataDir);
        line(f, `${elapsed(t0)} (${r.version.paragraphs.length} paragraphs)`);
      }
    }
    console.log("\nStart-up (open the knowledge base: seeds + imported releases)");
    let t0 = performance.now();
    openKnowledgeBase({ dataDir: join(dataDir, "none") });
    line("seeds only", elapsed(t0));
    t0 = performance.now();
    openKnowledgeBase({ dataDir });
    line("all releases, cold (parse JSON, build, write cache)", elapsed(t0));
    t0 = performance.now();
    const kb = openKnowledgeBase({ dataDir });
    line("all releases, warm (read cache)", elapsed(t0));

    benchLookup(kb, openKnowledgeBase({ dataDir }));
    const newest = kb.versions()[kb.versions().length - 1];
    const numbers = kb.db.paragraphs(newest.id).map((p) => p.number).filter((_, i) => i % 37 === 0);
    const version = kb.versions().some((v) => v.id === "2026-01-16") ? "2026-01-16" : null;
    benchSearch(kb, version);
    benchAsk(kb);
    benchTriggers(kb);
    benchPriority(kb);
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
