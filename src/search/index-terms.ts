/**
 * What a scope's lunr index knows of its terms: whether it holds one, in
 * how many fields of its documents (its postings), how rare that makes it
 * (lunr's idf), the terms a word typed halfway may become (completions) and
 * the term nearest to a misspelt word (spelling.ts says how near). lunr's
 * TokenSet automata list the candidates; nothing here imports Node, so the
 * browser bundle answers with the same terms.
 */
import lunr from "lunr";
import type { Steps } from "./steps";

/** Terms counted in one warm-up step. */
const TERMS_PER_STEP = 1000;

/** Most edits lunr's fuzzy matching is asked for: its automaton grows with them (spelling.ts MAX_CORRECTED). */
const MAX_FUZZY_EDITS = 2;

/** Completions kept for a word typed halfway: the most frequent. */
const MAX_COMPLETIONS = 20;

/** lunr's automata of the words a pattern matches (`trampl*`) or of those within n edits of a word, which @types/lunr omits. */
const TokenSets = lunr.TokenSet as unknown as { fromString(pattern: string): lunr.TokenSet; fromFuzzyString(word: string, edits: number): lunr.TokenSet };

/** The index field of how players ask for a paragraph (build-index.ts FIELDS "asked", asked-for/). */
export const PHRASINGS_FIELD = "asked";

export class IndexTerms {
  /** Terms of the index (lunr's inverted index). */
  private readonly vocabulary: Record<string, object>;
  private readonly frequencies = new Map<string, number>();
  /** Term → whether a field of the rules' own words holds it (inRules). */
  private readonly ruled = new Map<string, boolean>();

  constructor(
    private readonly index: lunr.Index,
    private readonly documentCount: number,
  ) {
    // @types/lunr omits Index.invertedIndex: term → postings, the index's vocabulary.
    this.vocabulary = (index as unknown as { invertedIndex: Record<string, object> }).invertedIndex;
  }

  has(term: string): boolean {
    return Object.hasOwn(this.vocabulary, term);
  }

  /**
   * Whether a field other than PHRASINGS_FIELD holds the term: the rules' own words, which decide how a query's
   * vocabulary is read (scope.ts), so a word that only a phrasing holds ("stole", "scoop") is read as it was before
   * the phrasings were written.
   */
  inRules(term: string): boolean {
    let held = this.ruled.get(term);
    if (held === undefined) {
      const posting = this.vocabulary[term] as Record<string, object> | undefined;
      held = false;
      for (const field in posting) if (field !== "_index" && field !== PHRASINGS_FIELD && Object.keys(posting[field]).length > 0) held = true;
      this.ruled.set(term, held);
    }
    return held;
  }

  /** How many times documents hold the term, a field at a time (memoised: counting the postings of a common term is not free). */
  frequency(term: string): number {
    let n = this.frequencies.get(term);
    if (n === undefined) {
      const posting = this.vocabulary[term] as Record<string, object> | undefined;
      n = 0;
      for (const field in posting) if (field !== "_index") n += Object.keys(posting[field]).length;
      this.frequencies.set(term, n);
    }
    return n;
  }

  /** Counts every term's postings now, TERMS_PER_STEP a step (a warmed scope: scope.ts warmSteps), not on a query's first use of the term. */
  *countSteps(): Steps<void> {
    let done = 0;
    for (const term in this.vocabulary) {
      this.frequency(term);
      if (++done % TERMS_PER_STEP === 0) yield;
    }
  }

  /** The idf of the rarest of the terms (lunr's formula, lunr.idf, over the memoised counts). */
  rarity(terms: string[]): number {
    const df = Math.min(...terms.map((t) => this.frequency(t)));
    return Math.log(1 + Math.abs((this.documentCount - df + 0.5) / (df + 0.5)));
  }

  /** The index's terms that start with `prefix`, the most frequent first (lunr's wildcard matching over its TokenSet lists them). */
  completions(prefix: string): string[] {
    const found = this.tokenSet().intersect(TokenSets.fromString(`${prefix}*`)).toArray();
    return found.sort((x, y) => this.frequency(y) - this.frequency(x)).slice(0, MAX_COMPLETIONS);
  }

  /** The index's terms within `edits` of `term`, at most MAX_FUZZY_EDITS (lunr's fuzzy matching lists them; spelling.ts says how far a word may reach). */
  within(term: string, edits: number): string[] {
    if (edits <= 0 || !/^\p{L}+$/u.test(term)) return [];
    return this.tokenSet().intersect(TokenSets.fromFuzzyString(term, Math.min(edits, MAX_FUZZY_EDITS))).toArray();
  }

  /** The index's terms as an automaton (lunr's Index.tokenSet, which @types/lunr omits). */
  private tokenSet(): lunr.TokenSet {
    return (this.index as unknown as { tokenSet: lunr.TokenSet }).tokenSet;
  }
}
