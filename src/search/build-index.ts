/**
 * Building a scope's lunr index, and keeping it on disk.
 *
 * Fields and their weights: the rule number, the title (a glossary term and
 * its aliases, a rule heading) and the names a paragraph defines ("This is
 * called the "legend rule"", defined-names.ts) weigh most, then the text,
 * then examples, which mention many rules in passing, then the context: the
 * title of the nearest rule above a subrule that has one (903.7 says "40
 * life" and sits under 903 "Commander"), so a query naming the variant or
 * the keyword finds the subrule that does not repeat it. The context is the
 * title's terms already analysed, so it costs no analysis of its own; titles
 * further up ("Keyword Abilities", "Additional Rules") would add postings to
 * hundreds of subrules and found nothing more on the dev set. Every field is analysed by analyze.ts and
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
import { parentNumber } from "../rules/numbers";
import { documentTerms, type DocTerms } from "./analyze";
import type { SearchDoc } from "./documents";
import type { Steps } from "./steps";

/**
 * The boost of how players ask for a paragraph (asked-for/, SearchDoc.asked): a phrasing says what the paragraph
 * answers in the asker's words, which its text may not share ("who controls a creature I stole", 110.2), but it is
 * written by hand, a guess at the words of questions to come. Measured on the seen query sets (dev and held-out 1-4,
 * 7; 2026 CR) with the first round of the table (1,396 rows): 1 gave the most (dev 0.756 -> 0.812, held-out 7
 * 0.713 -> 0.854), 2 lost judges' and old terms' first ranks to phrasings (dev judge 0.865, old-term 0.679), 0.5
 * found fewer questions (dev question 0.724 against 0.739). With the second round (1,881 rows), 0.75 and 1 measured
 * alike in all (the six sets' sum 638.4 and 637.8 of 771 queries; 1.5: 632.8), 0.75 with judges' queries higher
 * (dev 0.922 against 0.917, held-out 1 0.915 against 0.901, held-out 2 0.938 against 0.925).
 */
export const ASKED_BOOST = 0.75;
/**
 * Field name → boost. Part of the cache key: change it and indexes rebuild.
 * Context (the nearest title above a subrule) at 0.8 rather than 0.5: a
 * subrule of the section a query names ranks over a near-synonym paragraph
 * elsewhere (all three query sets gained: dev 0.825 -> 0.829, held-out
 * 0.743 -> 0.755, second held-out 0.807 -> 0.812; 0.3 and 1.3 measured worse).
 */
export const FIELDS: Record<string, number> = { number: 8, title: 5, names: 6, text: 1, examples: 0.4, context: 0.8, asked: ASKED_BOOST };
/**
 * Document boosts. Glossary entries are a sentence or two, so length
 * normalisation alone would rank them over the rule that decides the
 * question; obsolete entries ("In Play", "Summon") rank below current ones.
 */
export const DOC_BOOST = { rule: 1, glossary: 0.5, obsolete: 0.15 };
const LAYOUT = `lunr ${lunr.version}; fields ${JSON.stringify(FIELDS)}; docs ${JSON.stringify(DOC_BOOST)}; analyzer 5; context skips General; names of triggers; no names of conditions or ordinals`;

/**
 * The documents' index; `terms` receives each document's analysed fields
 * by ref, so the scope that ranks over this index need not analyse them again.
 */
export function buildIndex(docs: SearchDoc[], terms = new Map<string, DocTerms>()): lunr.Index {
  return lunr(function () {
    // Fields arrive as analysed terms and are handed on as they are: with the
    // pipeline empty and no metadata kept, lunr.Builder.add only uses a token
    // as a key (its string), so a lunr.Token per term would be garbage only.
    this.tokenizer = Object.assign((terms: unknown) => terms as lunr.Token[], { separator: lunr.tokenizer.separator });
    this.pipeline.reset();
    this.searchPipeline.reset();
    this.ref("ref");
    for (const [name, boost] of Object.entries(FIELDS)) this.field(name, { boost });
    const titles = new Map<string, string[]>();
    for (const d of docs) {
      const t = documentTerms(d);
      terms.set(d.ref, t);
      // A generic title is left out here, so the context is the next title up.
      if (d.number && t.title.length && !GENERIC_TITLES.has(t.title.join(" "))) titles.set(d.number, t.title);
    }
    for (const d of docs) {
      const t = terms.get(d.ref)!;
      this.add({
        ref: d.ref,
        number: d.number ? [d.number] : [],
        title: [...t.title, ...t.aliases],
        names: t.names.flat(),
        text: t.text,
        examples: t.examples,
        context: contextTerms(d.number, titles),
        asked: t.asked.flat(),
      }, { boost: d.kind === "rule" ? DOC_BOOST.rule : d.obsolete ? DOC_BOOST.obsolete : DOC_BOOST.glossary });
    }
  });
}

/**
 * Titles that name no concept: every section opens with "X00. General"
 * (100, 800, 900...), and a rule under it is about its part's title
 * ("8. Multiplayer Rules": 800.4a is what happens when a player leaves a multiplayer game).
 */
const GENERIC_TITLES = new Set(["General"].map((t) => documentTerms({ title: t, text: "", aliases: [], examples: [] } as unknown as SearchDoc).title.join(" ")));

/** The terms of the title of the nearest rule above `number` in `titles` (those naming a concept). */
function contextTerms(number: string | null, titles: Map<string, string[]>): string[] {
  for (let n = number ? parentNumber(number) : null; n !== null; n = parentNumber(n)) {
    const title = titles.get(n);
    if (title) return title;
  }
  return [];
}

/** How many documents an index holds: lunr keeps a vector per field and document, keyed "field/ref". */
function documentsIn(index: lunr.Index): number {
  const vectors = (index as unknown as { fieldVectors: Record<string, unknown> }).fieldVectors;
  return new Set(Object.keys(vectors).map((k) => k.slice(k.indexOf("/") + 1))).size;
}

export function indexKey(docs: SearchDoc[]): string {
  return createHash("sha256").update(LAYOUT).update(JSON.stringify(docs)).digest("hex").slice(0, 32);
}

/**
 * The scope's index from the cache in `dataDir`, or built (and saved there),
 * filling `terms` when it builds; in steps: reading the cached index, parsing
 * it and loading it (the 2026 CR's: 30-130 ms each) yield between them.
 */
export function* loadOrBuildIndex(docs: SearchDoc[], terms: Map<string, DocTerms>, scope: string, dataDir: string | null): Steps<{ index: lunr.Index; cached: boolean }> {
  if (dataDir === null) return { index: buildIndex(docs, terms), cached: false };
  const key = indexKey(docs);
  const kind = `search-${scope}`;
  const saved = readCache(dataDir, key, kind);
  yield;
  if (saved) {
    try {
      const json = JSON.parse(saved) as object;
      yield;
      const index = lunr.Index.load(json);
      // A file that parses but indexes other documents (an empty index, say) would answer nothing, silently: rebuild it.
      if (documentsIn(index) === docs.length) return { index, cached: true };
    } catch {
      // A damaged index file is rebuilt and overwritten below.
    }
  }
  const index = buildIndex(docs, terms);
  writeCache(dataDir, key, JSON.stringify(index), kind);
  return { index, cached: false };
}
