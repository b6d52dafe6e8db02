/**
 * Glossary terms as queries (issue 14: "a concept the rules define and name puts its defining paragraph first; a
 * glossary entry that says 'See rule N' lifts N in the same result list"): each current (not obsolete) term of the
 * 2026 CR's glossary typed as a query, as the glossary spells it. Answered right by the entry itself, by a rule its
 * "See rule N" names (defined-names.ts referencedRules) or one below it, by a rule of a section its "See section N"
 * names, and for an entry that only says "See X." (GlossaryEntry.see), by X's entry and what X points at. Reads
 * only the CR, no query set: the terms are the rules' own, so nothing here is tuned on a query someone wrote.
 * `npx tsx bench/glossary-terms.ts [--verbose]` prints the block alone (--verbose: each term whose first hit is no
 * answer, with the entry's own rank and the first three hits); bench/search.ts prints it with the other figures.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { referencedRules } from "../src/search/defined-names";
import { accepts, EVALUATE_DEPTH, resultId } from "../src/search/evaluate";
import type { SearchResults } from "../src/types";
import { fmt, line } from "./stats";

/** "See section 4, “Zones.”" (Zone, Face Down), "See section 8" (Multiplayer Game): every rule of that section answers. */
const SECTION = /\b[Ss]ee section (\d)\b/g;

/** A glossary entry as a release reads it (GlossaryEntry) or the knowledge base gives it (GlossaryObject). */
type Entry = { term: string; text: string; obsolete: boolean; see?: string | null };

export interface TermQuery {
  /** The term, as the glossary spells it. */
  q: string;
  /** The entry's result id (evaluate.ts resultId). */
  entry: string;
  /** Rule numbers whose rule, or one below it, answers. */
  rules: string[];
  /** Sections ("4") any of whose rules answers. */
  sections: string[];
  /** For an entry that only says "See X.": X's entry's result id, which answers too. */
  see: string | null;
}

/** Whether result `id` answers `t`. */
export function answers(t: TermQuery, id: string): boolean {
  if (id === t.entry || id === t.see || t.rules.some((n) => accepts(n, id) || id.startsWith(`${n}.`))) return true;
  return /^\d{3}/.test(id) && t.sections.includes(id[0]);
}

/** One query per current glossary term. */
export function termQueries(glossary: readonly Entry[]): TermQuery[] {
  const byTerm = new Map(glossary.map((g) => [g.term.toLowerCase(), g]));
  const id = (g: Entry) => `glossary:${g.term.toLowerCase()}`;
  return glossary
    .filter((g) => !g.obsolete)
    .map((g) => {
      const target = g.see ? byTerm.get(g.see.toLowerCase()) : undefined;
      const texts = target === undefined ? [g.text] : [g.text, target.text];
      return {
        q: g.term,
        entry: id(g),
        rules: texts.flatMap(referencedRules),
        sections: texts.flatMap((text) => [...text.matchAll(SECTION)].map((m) => m[1])),
        see: target === undefined ? null : id(target),
      };
    });
}

interface Searches {
  search(query: string, options: { limit: number; version?: string }): Pick<SearchResults, "results">;
}

/** Prints the block "glossary terms as queries": how many, answered first, MRR, not answered in the top 10. */
export function benchGlossaryTerms(kb: Searches, glossary: readonly Entry[], version: string, verbose = false): void {
  const queries = termQueries(glossary);
  let first = 0;
  let none = 0;
  let sum = 0;
  const misses: string[] = [];
  for (const t of queries) {
    const ids = kb.search(t.q, { limit: EVALUATE_DEPTH, version }).results.map(resultId);
    const rank = ids.findIndex((id) => answers(t, id)) + 1;
    if (rank === 1) first++;
    if (rank === 0) none++;
    sum += rank > 0 ? 1 / rank : 0;
    if (verbose && rank !== 1) misses.push(`  ${rank || "-"}\tentry ${ids.indexOf(t.entry) + 1 || "-"}\t${t.q}\t(${[...t.rules, ...t.sections.map((s) => `section ${s}`)].join(", ") || "no rule"})\t${ids.slice(0, 3).join("  ")}`);
  }
  console.log(`\nGlossary terms as queries (${queries.length} current terms of the ${version} glossary; the entry, a rule it points at or one below it; bench/glossary-terms.ts)`);
  line("answered first", `${first} of ${queries.length}, MRR ${fmt(sum / queries.length, 3)}, ${none} not in top ${EVALUATE_DEPTH}`);
  if (misses.length) console.log(`  rank\tentry\tterm\t(points at)\tfirst three\n${misses.join("\n")}`);
}

if (require.main === module) {
  // Imported here so that bench/search.ts, which imports this module, does not load the corpus twice.
  const { openKnowledgeBase } = require("../src/knowledge-base") as typeof import("../src/knowledge-base");
  const { readRelease } = require("../src/rules/release") as typeof import("../src/rules/release");
  const release = readRelease(readFileSync(join(__dirname, "..", "rules", "releases", "2026-01-16.txt")), "cr-2026-01-16.txt");
  benchGlossaryTerms(openKnowledgeBase({ seeds: false, versions: [release] }), release.glossary, release.id, process.argv.includes("--verbose"));
}
