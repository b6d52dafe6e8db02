/**
 * One search scope (a version, or the current text): its documents, its
 * lunr index, and the ranking that answers queries over them. It imports
 * nothing of Node or of the database, so the static export's browser
 * bundle ranks with this same code and returns the server's results.
 *
 * A number query returns the paragraph and its children, the paragraph
 * first (score 1, children 0.9 so they sort after it in rule order).
 *
 * A words query becomes lunr clauses, one group per unit of the query: each
 * of the user's words with its alternatives (a numeral for "ten", the
 * completions of a last word typed halfway, the index's nearest term for a
 * word the index does not hold: spelling.ts) and each vocabulary entry the
 * query uses. lunr scores them; then its best RERANK hits are re-ranked:
 * - coordination: a hit holding more of the query's units gains, each unit
 *   weighed by the idf of its rarest term, so "zero toughness" prefers the
 *   paragraph with both words over the many with "toughness" alone;
 * - phrases: a paragraph holding the query's words in that order gains
 *   (query.ts Phrase), most of all when they are its whole title or one of
 *   the names it defines (defined-names.ts);
 * - a glossary entry that matches lifts the rules it points at ("See rule
 *   704.5j", defined-names.ts referencedRules), so slang the glossary knows
 *   reaches the rule.
 *
 * The documents never change while a scope is open, so it keeps its last
 * RESULT_CACHE answers (shared objects: callers must not modify them) and
 * the analysed fields of the documents it has ranked.
 */
import lunr from "lunr";
import { compareNumbers, parentNumber } from "../rules/numbers";
import { DEFAULT_LIMIT, type SearchResult, type SearchResults } from "../types";
import type { SearchDoc } from "./documents";
import { analyze, documentTerms, type DocTerms } from "./analyze";
import { referencedRules } from "./defined-names";
import { EXPANSION_BOOST, readQuery, USER_BOOST, USER_PHRASE_WEIGHT, type Phrase, type QueryPlan, type WordsPlan } from "./query";
import { snippet, type AnalyzedField } from "./snippet";
import { allowedEdits, nearestOf } from "./spelling";

export { DEFAULT_LIMIT, MAX_LIMIT } from "../types";
/** How many of lunr's best hits are re-ranked. */
const RERANK = 100;
/** A phrase that is a document's whole title or a name it defines weighs this many times a phrase in its text. */
const TITLE_PHRASE = 6;
/** A word completed from its first letters, or read as the index's nearest term, counts this much of a word typed in full. */
const COMPLETION = 0.8;
const CORRECTION = 0.9;
/** Words corrected in one query at most: each costs a fuzzy match, and a query of many unknown words is not a typo. */
const MAX_CORRECTIONS = 3;
/** Completions kept for a word typed halfway: the most frequent. */
const MAX_COMPLETIONS = 20;
/** A rule a matching glossary entry points at gains this share of the entry's score. */
const GLOSSARY_LIFT = 0.8;
/** Exponent of the (idf-weighed) share of the query's units a hit holds, which multiplies its score. */
const COORDINATION = 3;
/**
 * A term with more postings than this, counted field by field ("ability",
 * "creature", "player": the rules' own stop words; 5% of the 2026 CR's 4,000
 * documents), is asked of lunr only in the fields that name what a
 * paragraph is about (NAMING_FIELDS), or with the text too for the rarest
 * unit of a query that has no rarer term: scoring the thousand paragraphs
 * whose text or context holds it is most of a query's cost and says little.
 * The re-rank still counts it, in the terms of each hit (coordination).
 */
const COMMON = 200;
const NAMING_FIELDS = ["title", "names"];
const RAREST_COMMON_FIELDS = ["title", "names", "text"];
/** Answers kept: the documents never change while the scope is open. */
const RESULT_CACHE = 500;

/** A document's fields as analysed words, kept for the snippets of the documents shown. */
interface Analysed {
  title: AnalyzedField;
  text: AnalyzedField;
  examples: AnalyzedField[];
}

/** lunr's automata of the words a pattern matches (`trampl*`) or of those within n edits of a word, which @types/lunr omits. */
const TokenSets = lunr.TokenSet as unknown as { fromString(pattern: string): lunr.TokenSet; fromFuzzyString(word: string, edits: number): lunr.TokenSet };

/** Terms asked for as one unit of the query, and how much that unit counts for coordination (0: not at all). */
interface Unit {
  terms: string[];
  boost: number;
  weight: number;
}

export class SearchScope {
  readonly docs: Map<string, SearchDoc>;
  private readonly children = new Map<string, string[]>();
  /** Terms of the index (lunr's inverted index). */
  private readonly vocabulary: Record<string, object>;
  private readonly analysed = new Map<string, Analysed>();
  /**
   * Terms of the documents, handed over by the index build or else analysed
   * when a query first re-ranks the document and kept: re-ranking reads them
   * for up to RERANK hits of each query, and analysing that many documents
   * per query would cost more than the query itself.
   */
  private readonly terms: Map<string, DocTerms>;
  /** Recent answers by limit and query, oldest first (an LRU through Map order). */
  private readonly answers = new Map<string, SearchResults>();
  /** Glossary entry ref → refs of the rules its "See rule N" points at; read on the first words query. */
  private pointers: Map<string, string[]> | null = null;
  private readonly documentCount: number;
  private readonly frequencies = new Map<string, number>();
  /** Every term of a re-ranked document, for coordination's checks of the terms lunr was not asked for. */
  private readonly termSets = new Map<string, Set<string>>();

  constructor(
    /** "current" or a version id, as answers report it. */
    readonly id: string,
    docs: SearchDoc[],
    private readonly index: lunr.Index,
    /** The documents' analysed fields, when the index was just built from them. */
    terms = new Map<string, DocTerms>(),
  ) {
    this.docs = new Map(docs.map((d) => [d.ref, d]));
    this.terms = terms;
    for (const d of docs) {
      const parent = d.number ? parentNumber(d.number) : null;
      if (parent && d.number) this.children.set(parent, [...(this.children.get(parent) ?? []), d.number]);
    }
    for (const list of this.children.values()) list.sort(compareNumbers);
    // @types/lunr omits Index.invertedIndex: term → postings, the index's vocabulary.
    this.vocabulary = (index as unknown as { invertedIndex: Record<string, object> }).invertedIndex;
    this.documentCount = docs.length;
  }

  search(query: unknown, limit = DEFAULT_LIMIT): SearchResults {
    const plan = readQuery(query);
    const key = `${limit}|${plan.text}`;
    const known = this.answers.get(key);
    if (known) {
      this.answers.delete(key);
      this.answers.set(key, known);
      return known;
    }
    const answer = this.answer(plan, limit);
    this.answers.set(key, answer);
    if (this.answers.size > RESULT_CACHE) this.answers.delete(this.answers.keys().next().value!);
    return answer;
  }

  private answer(plan: QueryPlan, limit: number): SearchResults {
    if (plan.mode === "number") {
      const own = this.docs.get(`rule:${plan.number}`);
      if (own) {
        const hits = [own, ...(this.children.get(plan.number) ?? []).map((n) => this.docs.get(`rule:${n}`)!)];
        const results = hits.map((d, i) => result(d, i === 0 ? 1 : 0.9, snippet([d.text], new Set())));
        return { query: plan.text, scope: this.id, mode: "number", total: results.length, results: results.slice(0, limit), expanded: [] };
      }
      // A number that is not a paragraph here may still occur in text ("rule 502").
      return this.words(plan.words, limit);
    }
    return this.words(plan, limit);
  }

  private words(plan: WordsPlan, limit: number): SearchResults {
    const units: Unit[] = [];
    const corrections = new Map<string, string>();
    const primary: string[] = [];
    plan.words.forEach((w, i) => {
      let terms = w.alternatives.filter((t) => this.has(t));
      let boost = USER_BOOST;
      if (!w.slang && !this.has(w.term)) {
        const completions = i === plan.words.length - 1 && /^[\p{L}\p{N}]{3,}$/u.test(w.word) ? this.completions(w.word) : [];
        const near = completions.length || corrections.size >= MAX_CORRECTIONS ? null : this.nearest(w);
        if (completions.length) {
          terms = [...terms, ...completions];
          boost = USER_BOOST * COMPLETION;
        } else if (near) {
          terms = [...terms, near];
          boost = USER_BOOST * CORRECTION;
          corrections.set(w.word, near);
        }
      }
      primary.push(corrections.get(w.word) ?? w.term);
      // Slang the vocabulary expands counts through its expansion, not as a word of its own.
      if (terms.length) units.push({ terms, boost, weight: w.slang ? 0 : this.rarity(terms) });
    });
    for (const entry of plan.expansions) {
      const terms = entry.terms.filter((t) => this.has(t));
      // Slang the rules never use ("sac", "ETB") means only what it expands to: that meaning is the user's own word.
      const boost = entry.said.some((t) => this.has(t)) ? EXPANSION_BOOST : USER_BOOST;
      if (terms.length) units.push({ terms, boost, weight: this.rarity(terms) });
    }
    // The fields each term is asked in: a common term only where its postings are short, in the fields that say what a paragraph is about.
    // With no term under COMMON, the rarest unit is also asked in the text: "mana ability" asks for "mana" there.
    const anyRare = units.some((u) => u.terms.some((t) => this.frequency(t) <= COMMON));
    const rarest = anyRare || units.length === 0 ? null : units.reduce((a, b) => (this.rarity(b.terms) > this.rarity(a.terms) ? b : a));
    const fields = (u: Unit, t: string) => (this.frequency(t) <= COMMON ? {} : { fields: u === rarest ? RAREST_COMMON_FIELDS : NAMING_FIELDS });
    const hits = units.length === 0 ? [] : this.index.query((q) => {
      for (const u of units) {
        for (const term of u.terms) q.term(term, { boost: u.boost, usePipeline: false, wildcard: lunr.Query.wildcard.NONE, ...fields(u, term) });
      }
    });
    const phrases = [...(primary.length >= 2 ? [{ terms: primary, weight: USER_PHRASE_WEIGHT }] : []), ...plan.phrases];
    const totalWeight = units.reduce((sum, u) => sum + u.weight, 0);
    const final = new Map<string, number>();
    for (const h of hits.slice(0, RERANK)) {
      const matched = h.matchData.metadata;
      const held = units.reduce((sum, u) => sum + (u.terms.some((t) => t in matched) || this.holds(h.ref, u.terms) ? u.weight : 0), 0);
      const coordination = totalWeight > 0 ? (held / totalWeight) ** COORDINATION : 1;
      final.set(h.ref, h.score * coordination * (1 + this.phraseWeight(h.ref, phrases)));
    }
    const lifted = this.liftPointedRules(final, hits);
    const ranked = [...final].sort((x, y) => y[1] - x[1]);

    const asked = new Set(units.flatMap((u) => u.terms));
    const results = ranked.slice(0, limit).map(([ref, score]) => {
      const a = this.analysedDoc(ref);
      return result(this.docs.get(ref)!, round(score), snippet([a.text, ...a.examples, a.title], asked));
    });
    const answer: SearchResults = { query: plan.text, scope: this.id, mode: "words", total: hits.length + lifted, results, expanded: plan.expanded };
    if (corrections.size) answer.corrected = this.correctedText(plan.text, corrections, ranked.slice(0, limit).map(([ref]) => ref));
    return answer;
  }

  private has(term: string): boolean {
    return Object.hasOwn(this.vocabulary, term);
  }

  /** The idf of the rarest of the terms (lunr's formula, lunr.idf, over the memoised counts), which weighs a unit of the query. */
  private rarity(terms: string[]): number {
    const df = Math.min(...terms.map((t) => this.frequency(t)));
    return Math.log(1 + Math.abs((this.documentCount - df + 0.5) / (df + 0.5)));
  }

  /**
   * Each matching glossary entry lifts the rules its "See rule N" names by
   * GLOSSARY_LIFT of its score; a rule not among the re-ranked hits joins them
   * with the score lunr gave it (0 if it matched nothing). Returns how many
   * rules joined that matched nothing.
   */
  private liftPointedRules(final: Map<string, number>, hits: lunr.Index.Result[]): number {
    this.pointers ??= this.readPointers();
    const lifts: Array<[string, number]> = [];
    for (const [ref, score] of final) for (const rule of this.pointers.get(ref) ?? []) lifts.push([rule, GLOSSARY_LIFT * score]);
    if (lifts.length === 0) return 0;
    // The scores lunr gave the rules pointed at that are not among the re-ranked hits, in one pass over the hits.
    const wanted = new Set(lifts.map(([rule]) => rule).filter((rule) => !final.has(rule)));
    const scored = new Map<string, number>();
    if (wanted.size) for (const h of hits) if (wanted.has(h.ref)) scored.set(h.ref, h.score);
    let lifted = 0;
    for (const [rule, lift] of lifts) {
      if (!final.has(rule)) {
        if (!scored.has(rule)) lifted++;
        final.set(rule, scored.get(rule) ?? 0);
      }
      final.set(rule, final.get(rule)! + lift);
    }
    return lifted;
  }

  private readPointers(): Map<string, string[]> {
    const pointers = new Map<string, string[]>();
    for (const d of this.docs.values()) {
      if (d.kind !== "glossary") continue;
      const rules = referencedRules(d.text).map((n) => `rule:${n}`).filter((ref) => this.docs.has(ref));
      if (rules.length) pointers.set(d.ref, rules);
    }
    return pointers;
  }

  /** The index's terms that start with `prefix`, the most frequent first (lunr's wildcard matching over its TokenSet lists them). */
  private completions(prefix: string): string[] {
    const found = this.tokenSet().intersect(TokenSets.fromString(`${prefix}*`)).toArray();
    return found.sort((x, y) => this.frequency(y) - this.frequency(x)).slice(0, MAX_COMPLETIONS);
  }

  /** The index's terms as an automaton (lunr's Index.tokenSet, which @types/lunr omits). */
  private tokenSet(): lunr.TokenSet {
    return (this.index as unknown as { tokenSet: lunr.TokenSet }).tokenSet;
  }

  /** The index's term nearest to the word's term, within the edits the word's length allows (lunr's fuzzy matching lists the candidates). */
  private nearest(w: { word: string; term: string }): string | null {
    const max = allowedEdits(w.word.length);
    if (max === 0 || !/^\p{L}+$/u.test(w.term)) return null;
    return nearestOf(w.term, this.tokenSet().intersect(TokenSets.fromFuzzyString(w.term, max)).toArray(), max, (t) => this.frequency(t));
  }

  /** How many times documents hold the term, a field at a time (memoised: counting the postings of a common term is not free). */
  private frequency(term: string): number {
    let n = this.frequencies.get(term);
    if (n === undefined) {
      const posting = this.vocabulary[term] as Record<string, object>;
      n = 0;
      for (const field in posting) if (field !== "_index") n += Object.keys(posting[field]).length;
      this.frequencies.set(term, n);
    }
    return n;
  }

  /** Whether the document holds one of the terms in a field. */
  private holds(ref: string, terms: string[]): boolean {
    let all = this.termSets.get(ref);
    if (!all) {
      const t = this.docTerms(ref);
      all = new Set([...t.title, ...t.aliases, ...t.text, ...t.examples, ...t.names.flat()]);
      this.termSets.set(ref, all);
    }
    return terms.some((term) => all.has(term));
  }

  private docTerms(ref: string): DocTerms {
    let t = this.terms.get(ref);
    if (!t) {
      t = documentTerms(this.docs.get(ref)!);
      this.terms.set(ref, t);
    }
    return t;
  }

  /** The query with each misspelt word replaced by a word of the shown results that has the term it was read as. */
  private correctedText(text: string, corrections: Map<string, string>, shown: string[]): string {
    const spelled = new Map<string, string>();
    for (const [word, term] of corrections) {
      let found: string | undefined;
      for (const ref of shown) {
        const a = this.analysedDoc(ref);
        found = [a.title, a.text, ...a.examples].flatMap((f) => f.words).find((x) => x.term === term)?.word;
        if (found) break;
      }
      spelled.set(word, found ?? term);
    }
    return text.replace(/[\p{L}\p{N}']+/gu, (w) => spelled.get(w.toLowerCase()) ?? w);
  }

  /**
   * Sum of the weights of the phrases the document holds as consecutive
   * terms; a phrase that is the document's whole title (a glossary term, a
   * rule heading) or one of the names it defines counts TITLE_PHRASE times.
   */
  private phraseWeight(ref: string, phrases: Phrase[]): number {
    if (phrases.length === 0) return 0;
    const t = this.docTerms(ref);
    let weight = 0;
    for (const p of phrases) {
      if (equal(t.title, p.terms) || t.names.some((name) => equal(name, p.terms))) weight += TITLE_PHRASE * p.weight;
      else if (contains(t.title, p.terms) || contains(t.text, p.terms)) weight += p.weight;
    }
    return weight;
  }

  private analysedDoc(ref: string): Analysed {
    let a = this.analysed.get(ref);
    if (!a) {
      const d = this.docs.get(ref)!;
      const field = (text: string): AnalyzedField => ({ text, words: analyze(text) });
      a = { title: field(d.title ?? ""), text: field(d.text), examples: d.examples.map(field) };
      this.analysed.set(ref, a);
    }
    return a;
  }
}

function equal(seq: string[], terms: string[]): boolean {
  return seq.length === terms.length && terms.every((t, j) => seq[j] === t);
}

function contains(seq: string[], terms: string[]): boolean {
  for (let i = 0; i + terms.length <= seq.length; i++) {
    if (terms.every((t, j) => seq[i + j] === t)) return true;
  }
  return false;
}

function result(d: SearchDoc, score: number, snip: string): SearchResult {
  return { kind: d.kind, number: d.number, term: d.term, title: d.title, snippet: snip, score, version: d.version };
}

function round(score: number): number {
  return Math.round(score * 1000) / 1000;
}
