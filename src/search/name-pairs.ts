/**
 * Two words in a row that name something: the terms of each two neighbouring
 * words of the vocabulary's `say` phrases ("mana rock", "gold cards"), of the
 * documents' titles ("Mana Abilities"), of the names their text defines
 * (defined-names.ts: "legend rule") and of the ways players ask for them
 * (SearchDoc.asked). Of words equally near a misspelt one, the one
 * making such a pair with a word typed next to it is the one meant
 * (spelling.ts, scope.ts): "mana ruck" is "mana rock", not "mana rack".
 *
 * The rules' text is left out: two words it merely runs together ("priority
 * end", from "priority at the end of"; "stack it", from "on the stack. It")
 * name nothing. Counted too, they made the typo'd seen queries' MRR
 * (bench/typos.ts, seeds 14, 1, 2) 0.7965 / 0.7974 / 0.7968 rather than
 * 0.7969 / 0.7977 / 0.7976.
 *
 * Read once per scope, from the documents' terms the index build or the
 * scope's warm-up reads anyway (analyze.ts documentTerms), else from the
 * documents: on the 2026 CR, 10,277 pairs (0.7 MB of heap), read in 7-10 ms
 * of CPU from the terms, 30-45 ms from the documents (a scope neither built
 * nor warmed, whose first misspelt word also reads every document's words:
 * scope.ts speltWords).
 */
import { analyzeTerms, type DocTerms } from "./analyze";
import { definedNames } from "./defined-names";
import type { SearchDoc } from "./documents";
import { VOCABULARY } from "./vocabulary";

/** The vocabulary's pairs, the same for every scope. */
const VOCABULARY_PAIRS: readonly string[] = [...new Set(VOCABULARY.flatMap((e) => e.say.flatMap((say) => pairsOf(analyzeTerms(say)))))];

/** What of a document's terms holds names. */
type NamingTerms = Pick<DocTerms, "title" | "names" | "asked">;

export class NamePairs {
  private readonly pairs = new Set<string>(VOCABULARY_PAIRS);

  /** Adds the pairs of the document's title, defined names and players' phrasings: from its terms when they were read, else from it. */
  add(d: SearchDoc, terms: NamingTerms = namingTerms(d)): void {
    this.addPairs(terms.title);
    for (const name of terms.names) this.addPairs(name);
    for (const asked of terms.asked) this.addPairs(asked);
  }

  /** Whether the two terms, in this order, are a pair that names something. */
  has(first: string, second: string): boolean {
    return this.pairs.has(`${first} ${second}`);
  }

  private addPairs(terms: readonly string[]): void {
    for (let i = 1; i < terms.length; i++) this.pairs.add(`${terms[i - 1]} ${terms[i]}`);
  }
}

/** documentTerms' naming fields alone: analysing a document's whole text for them took most of the time. */
function namingTerms(d: SearchDoc): NamingTerms {
  return { title: analyzeTerms(d.title ?? ""), names: definedNames(d.text).map(analyzeTerms), asked: (d.asked ?? []).map(analyzeTerms) };
}

function pairsOf(terms: readonly string[]): string[] {
  return terms.slice(1).map((t, i) => `${terms[i]} ${t}`);
}
