/**
 * Building a scope's lunr index, and keeping it on disk.
 *
 * Fields and their weights: the rule number and the title (a glossary
 * term and its aliases) weigh most, then the text, then examples, which
 * mention many rules in passing. Every field is analysed by analyze.ts and
 * handed to lunr as ready terms with lunr's own pipeline emptied, so the
 * saved index needs no registered pipeline functions to load.
 *
 * Building the 2026 CR's index takes about half a second; loading a saved
 * one a tenth of that. With a data directory, the index is saved in its
 * cache under a key that hashes the scope's documents and this module's
 * field layout, so it is rebuilt exactly when its source text changes.
 */
import { createHash } from "node:crypto";
import lunr from "lunr";
import { readCache, writeCache } from "../store/db-cache";
import { analyze } from "./analyze";
import type { SearchDoc } from "./documents";

/** Field name → boost. Part of the cache key: change it and indexes rebuild. */
export const FIELDS: Record<string, number> = { number: 8, title: 5, text: 1, examples: 0.4 };
/**
 * Document boosts. Glossary entries are a sentence or two, so length
 * normalisation alone would rank them over the rule that decides the
 * question; obsolete entries ("In Play", "Summon") rank below current ones.
 */
export const DOC_BOOST = { rule: 1, glossary: 0.5, obsolete: 0.15 };
const LAYOUT = `lunr ${lunr.version}; fields ${JSON.stringify(FIELDS)}; docs ${JSON.stringify(DOC_BOOST)}; analyzer 1`;

function terms(text: string): string[] {
  return analyze(text).map((w) => w.term);
}

export function buildIndex(docs: SearchDoc[]): lunr.Index {
  return lunr(function () {
    this.pipeline.reset();
    this.searchPipeline.reset();
    this.ref("ref");
    for (const [name, boost] of Object.entries(FIELDS)) this.field(name, { boost });
    for (const d of docs) {
      this.add({
        ref: d.ref,
        number: d.number ? [d.number] : [],
        title: terms([d.title ?? "", ...d.aliases].join(" ")),
        text: terms(d.text),
        examples: terms(d.examples.join(" ")),
      }, { boost: d.kind === "rule" ? DOC_BOOST.rule : d.obsolete ? DOC_BOOST.obsolete : DOC_BOOST.glossary });
    }
  });
}

/** How many documents an index holds: lunr keeps a vector per field and document, keyed "field/ref". */
function documentsIn(index: lunr.Index): number {
  const vectors = (index as unknown as { fieldVectors: Record<string, unknown> }).fieldVectors;
  return new Set(Object.keys(vectors).map((k) => k.slice(k.indexOf("/") + 1))).size;
}

export function indexKey(docs: SearchDoc[]): string {
  return createHash("sha256").update(LAYOUT).update(JSON.stringify(docs)).digest("hex").slice(0, 32);
}

/** The scope's index from the cache in `dataDir`, or built (and saved there). */
export function loadOrBuildIndex(docs: SearchDoc[], scope: string, dataDir: string | null): { index: lunr.Index; cached: boolean } {
  if (dataDir === null) return { index: buildIndex(docs), cached: false };
  const key = indexKey(docs);
  const kind = `search-${scope}`;
  const saved = readCache(dataDir, key, kind);
  if (saved) {
    try {
      const index = lunr.Index.load(JSON.parse(saved));
      // A file that parses but indexes other documents (an empty index, say) would answer nothing, silently: rebuild it.
      if (documentsIn(index) === docs.length) return { index, cached: true };
    } catch {
      // A damaged index file is rebuilt and overwritten below.
    }
  }
  const index = buildIndex(docs);
  writeCache(dataDir, key, JSON.stringify(index), kind);
  return { index, cached: false };
}
