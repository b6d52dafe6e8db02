/**
 * Search over the knowledge base: one scope (a version, or the current
 * text) at a time, each built or loaded on first use and kept.
 *
 * A number query returns the paragraph and its children, the paragraph
 * first (score 1, children 0.9 so they sort after it in rule order).
 * A words query runs the clauses of query.ts against the scope's lunr index,
 * then re-ranks the best RERANK hits: lunr scores words one by one, so a
 * paragraph that says "comes into play" in those words, in that order,
 * gains over one that merely mentions "comes" and "play" (query.ts Phrase).
 *
 * The knowledge base does not change while open, so each scope keeps its
 * last RESULT_CACHE answers (shared objects: callers must not modify them)
 * and the analysed fields of the documents it has ranked.
 */
import lunr from "lunr";
import type { RulesDb } from "../db/rules-db";
import { compareNumbers, parentNumber } from "../rules/numbers";
import type { SearchResult, SearchResults } from "../types";
import { loadOrBuildIndex } from "./build-index";
import { scopeDocuments, type SearchDoc } from "./documents";
import { analyze } from "./analyze";
import { readQuery, type Phrase, type QueryPlan, type WordsPlan } from "./query";
import { snippet, type AnalyzedField } from "./snippet";

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
/** How many of lunr's best hits are checked for phrases. */
const RERANK = 200;
/** A phrase that is a document's whole title weighs this many times a phrase in its text. */
const TITLE_PHRASE = 3;

/** A document's fields as analysed words, kept for phrase checks and snippets. */
interface Analysed {
  title: AnalyzedField;
  text: AnalyzedField;
  examples: AnalyzedField[];
  titleTerms: string[];
  textTerms: string[];
}

/** Answers kept per scope: the knowledge base never changes while open. */
const RESULT_CACHE = 500;

interface Scope {
  docs: Map<string, SearchDoc>;
  children: Map<string, string[]>;
  index: lunr.Index;
  /** Terms of the index (lunr's inverted index). */
  vocabulary: Record<string, unknown>;
  /** Analysed fields of each document; filled on first need. */
  analysed: Map<string, Analysed>;
  /** Recent answers by query and limit, oldest first (an LRU through Map order). */
  answers: Map<string, SearchResults>;
  cached: boolean;
}

export class Searcher {
  private readonly scopes = new Map<string, Scope>();

  /** `dataDir`: where indexes are cached; null keeps them in memory only. */
  constructor(
    private readonly db: RulesDb,
    private readonly dataDir: string | null,
  ) {}

  search(query: unknown, scope: string, limit = DEFAULT_LIMIT): SearchResults {
    const plan = readQuery(query);
    const s = this.scope(scope);
    const key = `${limit}|${plan.text}`;
    const known = s.answers.get(key);
    if (known) {
      s.answers.delete(key);
      s.answers.set(key, known);
      return known;
    }
    const answer = this.answer(plan, s, scope, limit);
    s.answers.set(key, answer);
    if (s.answers.size > RESULT_CACHE) s.answers.delete(s.answers.keys().next().value!);
    return answer;
  }

  private answer(plan: QueryPlan, s: Scope, scope: string, limit: number): SearchResults {
    if (plan.mode === "number") {
      const own = s.docs.get(`rule:${plan.number}`);
      if (own) {
        const hits = [own, ...(s.children.get(plan.number) ?? []).map((n) => s.docs.get(`rule:${n}`)!)];
        const results = hits.map((d, i) => result(d, i === 0 ? 1 : 0.9, escapeOnly(d)));
        return { query: plan.text, scope, mode: "number", total: results.length, results: results.slice(0, limit), expanded: [] };
      }
      // A number that is not a paragraph here may still occur in text ("rule 502").
      return this.words(plan.words, s, scope, limit);
    }
    return this.words(plan, s, scope, limit);
  }

  /** Builds or loads the scope's index now (the server warms the default scope at start). */
  warm(scope: string): { docs: number; cached: boolean } {
    const s = this.scope(scope);
    return { docs: s.docs.size, cached: s.cached };
  }

  private words(plan: WordsPlan, s: Scope, scope: string, limit: number): SearchResults {
    const clauses = plan.clauses.filter((c) => c.prefixOf === null || !(c.prefixOf in s.vocabulary));
    const hits = clauses.length === 0 ? [] : s.index.query((q) => {
      for (const c of clauses) {
        q.term(c.term, { boost: c.boost, usePipeline: false, wildcard: c.prefixOf === null ? lunr.Query.wildcard.NONE : lunr.Query.wildcard.TRAILING });
      }
    });
    const ranked = hits.slice(0, RERANK).map((h) => ({ h, score: h.score * (1 + this.phraseWeight(s, h.ref, plan.phrases)) }));
    ranked.sort((a, b) => b.score - a.score);
    const results = ranked.slice(0, limit).map(({ h, score }) => {
      const d = s.docs.get(h.ref)!;
      const matched = new Set(Object.keys(h.matchData.metadata));
      const a = this.analysedDoc(s, h.ref);
      return result(d, round(score), snippet([a.text, ...a.examples, a.title], matched));
    });
    return { query: plan.text, scope, mode: "words", total: hits.length, results, expanded: plan.expanded };
  }

  private scope(id: string): Scope {
    let s = this.scopes.get(id);
    if (!s) {
      const docs = scopeDocuments(this.db, id);
      const { index, cached } = loadOrBuildIndex(docs, id, this.dataDir);
      const children = new Map<string, string[]>();
      for (const d of docs) {
        const parent = d.number ? parentNumber(d.number) : null;
        if (parent && d.number) children.set(parent, [...(children.get(parent) ?? []), d.number]);
      }
      for (const list of children.values()) list.sort(compareNumbers);
      // @types/lunr omits Index.invertedIndex: term → postings, the index's vocabulary.
      const vocabulary = (index as unknown as { invertedIndex: Record<string, unknown> }).invertedIndex;
      s = { docs: new Map(docs.map((d) => [d.ref, d])), children, index, vocabulary, analysed: new Map(), answers: new Map(), cached };
      this.scopes.set(id, s);
    }
    return s;
  }

  /**
   * Sum of the weights of the phrases the document holds as consecutive
   * terms; a phrase that is the document's whole title (a glossary term, a
   * rule heading) counts TITLE_PHRASE times.
   */
  private phraseWeight(s: Scope, ref: string, phrases: Phrase[]): number {
    if (phrases.length === 0) return 0;
    const a = this.analysedDoc(s, ref);
    let weight = 0;
    for (const p of phrases) {
      if (a.titleTerms.length === p.terms.length && p.terms.every((t, j) => a.titleTerms[j] === t)) weight += TITLE_PHRASE * p.weight;
      else if (contains(a.titleTerms, p.terms) || contains(a.textTerms, p.terms)) weight += p.weight;
    }
    return weight;
  }

  private analysedDoc(s: Scope, ref: string): Analysed {
    let a = s.analysed.get(ref);
    if (!a) {
      const d = s.docs.get(ref)!;
      const field = (text: string): AnalyzedField => ({ text, words: analyze(text) });
      const title = field(d.title ?? "");
      const text = field(d.text);
      a = { title, text, examples: d.examples.map(field), titleTerms: title.words.map((w) => w.term), textTerms: text.words.map((w) => w.term) };
      s.analysed.set(ref, a);
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

function escapeOnly(d: SearchDoc): string {
  return snippet([d.text], new Set());
}

function result(d: SearchDoc, score: number, snip: string): SearchResult {
  return { kind: d.kind, number: d.number, term: d.term, title: d.title, snippet: snip, score, version: d.version };
}

function round(score: number): number {
  return Math.round(score * 1000) / 1000;
}
