/**
 * One search scope (a version, or the current text): its documents, its
 * lunr index, and the ranking that answers queries over them. It imports
 * nothing of Node or of the database, so the static export's browser
 * bundle ranks with this same code and returns the server's results.
 *
 * A number query returns the paragraph and its children, the paragraph
 * first (score 1, children 0.9 so they sort after it in rule order).
 * A words query runs the clauses of query.ts against the lunr index, then
 * re-ranks the best RERANK hits: lunr scores words one by one, so a
 * paragraph that says "comes into play" in those words, in that order,
 * gains over one that merely mentions "comes" and "play" (query.ts Phrase).
 *
 * The documents never change while a scope is open, so it keeps its last
 * RESULT_CACHE answers (shared objects: callers must not modify them) and
 * the analysed fields of the documents it has ranked.
 */
import lunr from "lunr";
import { compareNumbers, parentNumber } from "../rules/numbers";
import type { SearchResult, SearchResults } from "../types";
import type { SearchDoc } from "./documents";
import { analyze, documentTerms, type DocTerms } from "./analyze";
import { readQuery, type Phrase, type QueryPlan, type WordsPlan } from "./query";
import { snippet, type AnalyzedField } from "./snippet";

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
/** How many of lunr's best hits are checked for phrases. */
const RERANK = 200;
/** A phrase that is a document's whole title weighs this many times a phrase in its text. */
const TITLE_PHRASE = 3;
/** Answers kept: the documents never change while the scope is open. */
const RESULT_CACHE = 500;

/** A document's fields as analysed words, kept for the snippets of the documents shown. */
interface Analysed {
  title: AnalyzedField;
  text: AnalyzedField;
  examples: AnalyzedField[];
}

export class SearchScope {
  readonly docs: Map<string, SearchDoc>;
  private readonly children = new Map<string, string[]>();
  /** Terms of the index (lunr's inverted index). */
  private readonly vocabulary: Record<string, unknown>;
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
    this.vocabulary = (index as unknown as { invertedIndex: Record<string, unknown> }).invertedIndex;
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
    const clauses = plan.clauses.filter((c) => c.prefixOf === null || !(c.prefixOf in this.vocabulary));
    const hits = clauses.length === 0 ? [] : this.index.query((q) => {
      for (const c of clauses) {
        q.term(c.term, { boost: c.boost, usePipeline: false, wildcard: c.prefixOf === null ? lunr.Query.wildcard.NONE : lunr.Query.wildcard.TRAILING });
      }
    });
    const ranked = hits.slice(0, RERANK).map((h) => ({ h, score: h.score * (1 + this.phraseWeight(h.ref, plan.phrases)) }));
    ranked.sort((a, b) => b.score - a.score);
    const results = ranked.slice(0, limit).map(({ h, score }) => {
      const d = this.docs.get(h.ref)!;
      const matched = new Set(Object.keys(h.matchData.metadata));
      const a = this.analysedDoc(h.ref);
      return result(d, round(score), snippet([a.text, ...a.examples, a.title], matched));
    });
    return { query: plan.text, scope: this.id, mode: "words", total: hits.length, results, expanded: plan.expanded };
  }

  /**
   * Sum of the weights of the phrases the document holds as consecutive
   * terms; a phrase that is the document's whole title (a glossary term, a
   * rule heading) counts TITLE_PHRASE times.
   */
  private phraseWeight(ref: string, phrases: Phrase[]): number {
    if (phrases.length === 0) return 0;
    let t = this.terms.get(ref);
    if (!t) {
      t = documentTerms(this.docs.get(ref)!);
      this.terms.set(ref, t);
    }
    let weight = 0;
    for (const p of phrases) {
      if (t.title.length === p.terms.length && p.terms.every((term, j) => t.title[j] === term)) weight += TITLE_PHRASE * p.weight;
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
