/**
 * Search over the knowledge base: one SearchScope (scope.ts) per version,
 * plus the current text and every release ("all", documents.ts
 * allDocuments), each built or loaded from the index cache on first use and
 * kept while the knowledge base is open: the "all" index only when a search
 * asks for it.
 *
 * In the "all" scope a number may have several documents (the texts it held
 * in turn); the scope's number search lists a rule's children by number, so
 * such a child would come twice: each is listed once, and each hit whose
 * text the number no longer holds says so (`retired`). A text renumbered
 * unchanged is a document at each number it held: words list it once
 * (eachTextOnce).
 */
import type lunr from "lunr";
import { foldQuotes } from "../text";
import { DEFAULT_LIMIT, type FormerNumber, type Retirement, type SearchResult, type SearchResults } from "../types";
import type { DocTerms } from "./analyze";
import { answerCache, answerKey } from "./answer-cache";
import type { LRUCache } from "lru-cache";
import { loadOrBuildIndex } from "./build-index";
import type { StepSource } from "../history/tenures";
import { ALL, allDocuments, scopeDocuments, withSections, type RulesSource, type SearchDoc } from "./documents";
import { parentNumber } from "../rules/numbers";
import { REHEARSAL, REHEARSAL_ROUNDS, REHEARSALS } from "./rehearsal";
import { RERANK } from "./rerank";
import { SearchScope } from "./scope";
import { runSteps, type Steps } from "./steps";


interface OpenScope {
  scope: SearchScope;
  /**
   * The finished answers by query (answer-cache.ts), so a repeated query costs no second pass over its hits. Kept here alone,
   * not the scope's answer as well (scope.ts answerTo): each answer a first-time loop keeps lives through one or two scavenges,
   * and the scope's copy was 0.5 of the 3.7 MB such a loop kept (2026 CR, 418 dev queries, sampling heap profile of live objects).
   */
  answers: LRUCache<string, SearchResults>;
  index: lunr.Index;
  cached: boolean;
  /** "all" scope: the retirement of each document that has one, by `number@version`. */
  retired: Map<string, Retirement>;
  /** "all" scope: per number, how many of its children's documents repeat a child number. */
  repeats: Map<string, number>;
  /** "all" scope: each rule document's text in its lineage, and the newest document of that text (lineageTexts), by `number@version`. */
  lineages: Map<string, LineageText>;
}

/** A rule document's title and text in its lineage, the newest document of its lineage that holds them, and the others' numbers. */
interface LineageText {
  text: string;
  newest: { number: string; version: { id: string; date: string } };
  formerly: FormerNumber[];
}

/** A scope as the static export writes it: lunr.Index.load() reads `index` back. */
export interface ExportedScope {
  docs: SearchDoc[];
  index: object;
  /** The export's other rule pages: numbers no longer in today's rules, whose page says what became of them. */
  retired?: string[];
}

export class Searcher {
  private readonly scopes = new Map<string, OpenScope>();

  /** `dataDir`: where indexes are cached; null keeps them in memory only. */
  constructor(
    private readonly db: RulesSource,
    private readonly dataDir: string | null,
    /** How versions follow one another, for the "all" scope; null: no "all" scope. */
    private readonly step: StepSource | null = null,
  ) {}

  /** The scope's answer, each rule hit with its section as its own version titles it. */
  search(query: unknown, scope: string, limit = DEFAULT_LIMIT): SearchResults {
    return this.answer(this.open(scope), query, limit);
  }

  private answer(s: OpenScope, query: unknown, limit: number): SearchResults {
    const key = answerKey(query, limit);
    const known = key === null ? undefined : s.answers.get(key);
    if (known) return known;
    let r = s.scope.answerTo(query, limit);
    if (s.repeats.size > 0 && r.mode === "number") {
      const repeats = s.repeats.get(r.results[0].number!) ?? 0;
      if (repeats > 0) r = listedOnce(s.scope.answerTo(query, limit + repeats), repeats, limit);
    }
    if (s.lineages.size > 0 && r.mode === "words") r = eachTextOnce(s, query, r, limit);
    if (s.retired.size > 0) {
      r = { ...r, results: r.results.map((x) => {
        const retired = x.number === null ? undefined : s.retired.get(`${x.number}@${x.version.id}`);
        return retired ? { ...x, retired } : x;
      }) };
    }
    const answer = withSections(r, (version, n) => {
      // The scope's own document when it is of that version (a map lookup), else the version's text.
      const d = s.scope.docs.get(`rule:${n}`);
      return d && d.version.id === version ? d.title : (this.db.paragraphText(version, n)?.title ?? null);
    });
    if (key !== null) s.answers.set(key, answer);
    return answer;
  }

  /** Builds or loads the scope's index now, and what its first query would read (the server warms the default scope at start). */
  warm(scope: string): { docs: number; cached: boolean } {
    return runSteps(this.warmSteps(scope));
  }

  /**
   * warm() in steps of a few milliseconds to a hundred (a cached index's
   * parse), so a server warming its default scope answers requests between
   * them; a search of the scope meanwhile reads what it needs itself.
   */
  *warmSteps(scope: string): Steps<{ docs: number; cached: boolean }> {
    const s = yield* this.openSteps(scope);
    yield;
    yield* s.scope.warmSteps();
    return { docs: s.scope.docs.size, cached: s.cached };
  }

  /**
   * Runs the rehearsal queries (rehearsal.ts) on spare copies of the scope
   * over the same index, which are then dropped: the code is compiled, and
   * the scope itself has answered and re-ranked nothing more. The spare
   * shares what the scope's warm-up read (the same for every query), so
   * the index is not read twice.
   */
  rehearse(scope: string): void {
    runSteps(this.rehearsalSteps(scope));
  }

  /** rehearse() a query a step. */
  *rehearsalSteps(scope: string): Steps<void> {
    const s = yield* this.openSteps(scope);
    for (let round = 0; round < REHEARSAL_ROUNDS; round++) {
      const spare = openScope(new SearchScope(s.scope.id, [...s.scope.docs.values()], s.index, undefined, s.scope), s);
      yield* spare.scope.warmSteps();
      for (const limit of REHEARSALS) {
        for (const q of REHEARSAL) {
          this.answer(spare, q, limit);
          yield;
        }
      }
    }
  }

  /** The scope's documents and index, as the static export ships them to the browser. */
  exportScope(scope: string): ExportedScope {
    const s = this.open(scope);
    return { docs: [...s.scope.docs.values()], index: s.index.toJSON() };
  }

  private open(id: string): OpenScope {
    return runSteps(this.openSteps(id));
  }

  /** The open scope, or opened in steps (its documents, then its index: build-index.ts); when a search opened it between two steps, that scope, and the rest of the index is not read. */
  private *openSteps(id: string): Steps<OpenScope> {
    const known = this.scopes.get(id);
    if (known) return known;
    if (id === ALL && this.step === null) throw new Error("this searcher was opened without the versions' steps, so it cannot search every release");
    const docs = id === ALL ? allDocuments(this.db, this.step!) : scopeDocuments(this.db, id);
    const terms = new Map<string, DocTerms>();
    const loading = loadOrBuildIndex(docs, terms, id, this.dataDir);
    let loaded: { index: lunr.Index; cached: boolean } | undefined;
    while (loaded === undefined) {
      yield;
      const opened = this.scopes.get(id);
      if (opened) return opened;
      const step = loading.next();
      if (step.done) loaded = step.value;
    }
    const { index, cached } = loaded;
    const retired = new Map(docs.filter((d) => d.retired).map((d) => [`${d.number}@${d.version.id}`, d.retired!]));
    const lineages = id === ALL ? lineageTexts(docs) : new Map<string, LineageText>();
    const s = openScope(new SearchScope(id, docs, index, terms), { index, cached, retired, repeats: repeatedChildren(docs), lineages });
    this.scopes.set(id, s);
    return s;
  }
}

/**
 * An open scope with no answers yet, made here alone so the rehearsal's spares and the scope users ask have one hidden class:
 * a spare copied by a spread had another, and the code the rehearsal compiled for it was thrown away (V8 deoptimised
 * Searcher.answer's section lookup, "wrong map") on the first query users asked, then compiled again while they waited.
 */
function openScope(scope: SearchScope, like: Pick<OpenScope, "index" | "cached" | "retired" | "repeats" | "lineages">): OpenScope {
  return { scope, answers: answerCache(), index: like.index, cached: like.cached, retired: like.retired, repeats: like.repeats, lineages: like.lineages };
}

/**
 * Each rule document's place in the "all" scope's answers, by `number@version`: the text it shares with the documents of
 * its lineage (documents.ts) that hold the same title and text, and the newest of them (by the last version each held
 * it), which answers for them all. Quotes are folded: the 2018 releases curled every apostrophe and changed nothing else.
 */
function lineageTexts(docs: SearchDoc[]): Map<string, LineageText> {
  const holders = new Map<string, SearchDoc[]>();
  for (const d of docs) {
    if (d.number === null || d.lineage === undefined) continue;
    const text = `${d.lineage}\n${foldQuotes(d.title ?? "")}\n${foldQuotes(d.text)}`;
    const known = holders.get(text);
    if (known) known.push(d);
    else holders.set(text, [d]);
  }
  const lineages = new Map<string, LineageText>();
  for (const [text, group] of holders) {
    const [newest, ...older] = group.sort((a, b) => b.version.date.localeCompare(a.version.date));
    const shared: LineageText = {
      text,
      newest: { number: newest.number!, version: newest.version },
      formerly: older.map((d) => ({ number: d.number!, lastIn: d.version })),
    };
    for (const d of group) lineages.set(`${d.number}@${d.version.id}`, shared);
  }
  return lineages;
}

/**
 * Searching every release, each number a text held is a document of its own (documents.ts allDocuments), so words found a
 * text renumbered unchanged at every number it held: "trample" listed the heading at 702.19 (today), 702.18 (2013) and
 * 702.17 (2011), "damage on the stack" 703.4m's sentence at five numbers. The issue asks for the newest text of each
 * rule's lineage: a words answer lists each text of a lineage once, at its best rank, as its newest holder (the same
 * title and text, so the same snippet; its number and version), saying which numbers held it before (`formerly`), so
 * where it lived is still told. More hits are asked for until `limit` distinct ones
 * fill the answer or none are left; `total` leaves out the repeats among those read.
 */
function eachTextOnce(s: OpenScope, query: unknown, first: SearchResults, limit: number): SearchResults {
  let r = first;
  for (let asked = limit; ; ) {
    const kept = newestOfEachText(s.lineages, r.results);
    // The scope ranks lunr's best RERANK hits (and the rules their glossary entries lift): no more come of asking past them.
    if (kept.length >= limit || r.results.length < asked || asked >= RERANK) {
      return { ...r, total: r.total - (r.results.length - kept.length), results: kept.slice(0, limit) };
    }
    asked = Math.min(asked * 2, RERANK);
    r = s.scope.answerTo(query, asked);
  }
}

/** The hits with each text of a lineage once, at its best rank, as its newest holder, with the numbers it held before. */
function newestOfEachText(lineages: Map<string, LineageText>, hits: SearchResult[]): SearchResult[] {
  const listed = new Set<string>();
  const kept: SearchResult[] = [];
  for (const x of hits) {
    const lineage = x.number === null ? undefined : lineages.get(`${x.number}@${x.version.id}`);
    if (lineage === undefined) kept.push(x);
    else if (!listed.has(lineage.text)) {
      listed.add(lineage.text);
      const { newest: { number, version }, formerly } = lineage;
      if (formerly.length === 0) kept.push(x);
      else kept.push({ ...x, number, version, formerly });
    }
  }
  return kept;
}

/** Per number, how many documents of its children repeat a child number already counted. */
function repeatedChildren(docs: SearchDoc[]): Map<string, number> {
  const seen = new Set<string>();
  const repeats = new Map<string, number>();
  for (const d of docs) {
    if (d.number === null) continue;
    if (!seen.has(d.number)) {
      seen.add(d.number);
      continue;
    }
    const parent = parentNumber(d.number);
    if (parent !== null) repeats.set(parent, (repeats.get(parent) ?? 0) + 1);
  }
  return repeats;
}

/** A number search's answer with each child listed once (the scope lists a repeated child number once per document). */
function listedOnce(r: SearchResults, repeats: number, limit: number): SearchResults {
  const seen = new Set<string>();
  const results = r.results.filter((x) => !seen.has(x.number!) && seen.add(x.number!));
  return { ...r, total: r.total - repeats, results: results.slice(0, limit) };
}
