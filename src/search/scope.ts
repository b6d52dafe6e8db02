/**
 * One search scope (a version, or the current text): its documents, its
 * lunr index, and the answers to queries over them. It imports nothing of
 * Node or of the database, so the static export's browser bundle ranks
 * with this same code and returns the server's results.
 *
 * A number query returns the paragraph and its children, the paragraph
 * first (score 1, children 0.9 so they sort after it in rule order).
 *
 * A words query becomes lunr clauses, one group per unit of the query: each
 * of the user's words with its alternatives (a numeral for "ten", the
 * completions of a last word typed halfway, the index's nearest term for a
 * word the index does not hold: index-terms.ts, spelling.ts) and each
 * vocabulary entry the query uses. lunr scores them; rerank.ts reorders its
 * best hits (coordination, phrases, glossary lifts); the shown hits get
 * snippets, and a corrected query says what it was read as.
 *
 * The documents never change while a scope is open, so it keeps its last
 * answers (answer-cache.ts) and the analysed fields of its documents (all of
 * them once warmed). A caller that keeps what it makes of an answer
 * (searcher.ts) asks with answerTo(), which keeps nothing: an answer kept
 * twice was twice the objects each scavenge copied and promoted.
 */
import type lunr from "lunr";
import { compareNumbers, parentNumber } from "../rules/numbers";
import { DEFAULT_LIMIT, type SearchResult, type SearchResults } from "../types";
import type { SearchDoc } from "./documents";
import { analyze, analyzeTerms, documentTerms, type DocTerms } from "./analyze";
import { answerCache, answerKey } from "./answer-cache";
import { answerForms, asksDefinition } from "./answer-form";
import { IndexScorer, type Clause } from "./index-score";
import { IndexTerms } from "./index-terms";
import { NamePairs } from "./name-pairs";
import { isQuestion, readQuery, type Phrase, type QueryPlan, type WordsPlan } from "./query";
import { Reranker, RERANK, typedWords, type Unit } from "./rerank";
import { snippet, type AnalyzedField } from "./snippet";
import { respace } from "./spacing";
import type { Steps } from "./steps";
import { allowedEdits, editDistance, nearestSpelt, SpeltWords, TitleWords } from "./spelling";
import { VOCABULARY } from "./vocabulary";
import { WEIGHTS, type SearchWeights } from "./weights";

/** Words corrected in one query at most: each costs a fuzzy match, and a query of many unknown words is not a typo. */
const MAX_CORRECTIONS = 3;
/** The vocabulary's words of slang ("cmdr", "wubrg", "grave"), each its own term, stop words left out ("what"): a misspelt one is read as it (nearestTerm). */
const SLANG_WORDS = [...new Set(VOCABULARY.flatMap((e) => e.say.flatMap((say) => say.split(" "))).filter((w) => /^[a-z]+$/.test(w) && analyzeTerms(w).length === 1))];
const SLANG = new SpeltWords();
SLANG.add(SLANG_WORDS.map((word) => ({ word, term: word })));
/** Each of SLANG_WORDS's index term, for the pairs it makes (name-pairs.ts). */
const SLANG_TERMS = new Map(SLANG_WORDS.map((w) => [w, analyzeTerms(w)[0]]));
/**
 * Most postings of a word the index holds that may still be read as a typo of another (SearchScope.meantInstead): on
 * bench/typos.ts, 5 raised the typo'd seen queries' MRR at seeds 14, 1 and 2 by 0.0008, 0.0012 and 0.0015, and the
 * seen sets read no query otherwise; 10 by 0.0013, 0.0012 and 0.0015, reading "stat of a creature card" as "stay"; at
 * 20 the seen sets' "changeling every creature type" was read as "change every creature type".
 */
const RARE_WORD = 5;
/** Farthest a word of the results is measured from a misspelt word when the corrected query is spelt out: farther ones tie. */
const MAX_SPELLING_DISTANCE = 4;

/**
 * A term with more postings than this, counted field by field ("ability",
 * "creature", "player": the rules' own stop words; about 15% of the 2026
 * CR's 4,000 documents), is asked of lunr only in the fields that name what
 * a paragraph is about (NAMING_FIELDS), or with the text too for the rarest
 * unit of a query that has no rarer term: scoring the thousands of
 * paragraphs whose text or context holds it says little. The re-rank still
 * counts it, in the terms of each hit (coordination). At 200 (5%), "cast" and
 * "commander" were left out of the text, and "how do I cast a commander from
 * the command zone" never reached 903.8; 600 measured best on both query sets
 * (index-score.ts makes the longer postings cheap). How players ask for a
 * paragraph (the "asked" field) names what it is about as its title does.
 */
const COMMON = 600;
const NAMING_FIELDS = ["title", "names", "asked"];
/**
 * A whole number among a query's words is a quantity ("four copies of a card",
 * "one hundred card deck"), not the number of a part or section ("4. Card
 * Types", "100. General"): it is asked in every field but the rule's number.
 * A rule number ("702.19") is read as one before a words query is made.
 */
const QUANTITY = /^\d+$/;
/** build-index.ts FIELDS but "number" (build-index.ts imports Node, which the browser bundle of this module must not). */
const QUANTITY_FIELDS = ["title", "names", "text", "examples", "context", "asked"];
const RAREST_COMMON_FIELDS = ["title", "names", "text", "asked"];
/** Documents analysed for the re-rank and snippets in one warm-up step (the 2026 CR's 4,000 take a few hundred ms in all). */
const DOCS_PER_STEP = 250;

/** The terms of the words typed right before and right after a word (each time it is typed): what a misspelt word is read in (SearchScope.fits). */
interface Context {
  before: string[];
  after: string[];
}

/** A query's first reading (SearchScope.answer): its answer, or only the text its misspelt words are corrected to. */
type Reading = SearchResults | { corrected: string };

/** A document's fields as analysed words, kept for the snippets of the documents shown. */
interface Analysed {
  title: AnalyzedField;
  text: AnalyzedField;
  examples: AnalyzedField[];
}

export class SearchScope {
  readonly docs: Map<string, SearchDoc>;
  private readonly children = new Map<string, string[]>();
  private readonly terms: IndexTerms;
  private readonly scorer: IndexScorer;
  private readonly reranker: Reranker;
  private readonly analysed: Map<string, Analysed>;
  /** Each document's terms for the re-rank: the index build's, or read at warm-up (or on a hit's first re-rank) when the index was loaded. */
  private readonly docTerms: Map<string, DocTerms>;
  private readonly answers = answerCache();
  /** Read on the first misspelt word the index's stems do not reach. */
  private titles: TitleWords | null = null;
  /** Read on the first misspelt word, or at warm-up. */
  private spelt: SpeltWords | null = null;
  /** Read on the first misspelt word typed next to another, or at warm-up. */
  private pairs: NamePairs | null = null;
  /** The players' phrasings' words as spelt (SearchDoc.asked): read at warm-up, or on the first correction only they spell. */
  private askedSpelt: SpeltWords | null = null;

  constructor(
    /** "current" or a version id, as answers report it. */
    readonly id: string,
    docs: SearchDoc[],
    index: lunr.Index,
    /** The documents' analysed fields, when the index was just built from them. */
    terms = new Map<string, DocTerms>(),
    /**
     * A scope over the same documents and index whose warm-up this one shares:
     * what warmSteps() reads is the same for every query (terms' counts, weights,
     * snippets' words, title words, the re-rank's tables), while answers and the
     * re-rank's memories stay this scope's own (the server's rehearsal, searcher.ts).
     */
    warmedLike: SearchScope | null = null,
    /** The ranking weights (weights.ts): another table ranks the same index otherwise. */
    private readonly weights: SearchWeights = WEIGHTS,
  ) {
    this.docs = new Map(docs.map((d) => [d.ref, d]));
    for (const d of docs) {
      const parent = d.number ? parentNumber(d.number) : null;
      if (parent && d.number) this.children.set(parent, [...(this.children.get(parent) ?? []), d.number]);
    }
    for (const list of this.children.values()) list.sort(compareNumbers);
    this.terms = warmedLike?.terms ?? new IndexTerms(index, docs.length);
    this.scorer = warmedLike?.scorer ?? new IndexScorer(index);
    this.analysed = warmedLike?.analysed ?? new Map();
    this.titles = warmedLike?.titles ?? null;
    this.spelt = warmedLike?.spelt ?? null;
    this.pairs = warmedLike?.pairs ?? null;
    this.askedSpelt = warmedLike?.askedSpelt ?? null;
    this.docTerms = warmedLike?.docTerms ?? terms;
    this.reranker = new Reranker(this.docs, this.docTerms, this.scorer, weights, warmedLike?.reranker.runTexts, warmedLike?.reranker);
  }

  /**
   * Reads now what the first query would otherwise read (each term's count
   * of postings and weights for scoring, the re-rank's tables, the title words and name pairs for spelling,
   * the documents' terms for the re-rank and words for snippets and spelling): what a warmed scope's first users do
   * not wait for. In steps of a few milliseconds, each yielding after it: a server answers other requests
   * between them (searcher.ts warmSteps; steps.ts runSteps runs them at once).
   */
  *warmSteps(): Steps<void> {
    yield* this.terms.countSteps();
    yield* this.scorer.weightSteps();
    this.reranker.prepare();
    yield;
    this.titleWords();
    yield;
    let read = 0;
    const spelt = this.spelt ? null : new SpeltWords();
    const pairs = this.pairs ? null : new NamePairs();
    const askedSpelt = this.askedSpelt ? null : new SpeltWords();
    for (const d of this.docs.values()) {
      // Its terms for the re-rank, which an index loaded from the cache comes without: analysing a query's hits on their first
      // re-rank was about a sixth of a first-time query's CPU time on the 2026 CR (2,583 documents over the 348 dev queries).
      if (!this.docTerms.has(d.ref)) this.docTerms.set(d.ref, documentTerms(d));
      this.reranker.prepareDoc(d.ref);
      // Its words for a snippet: analysing the ten shown was an eighth of a first-time query's CPU time on the 2026 CR. As spelt, for spelling.
      if (spelt) this.addSpelt(spelt, d.ref);
      else this.analysedDoc(d.ref);
      pairs?.add(d, this.docTerms.get(d.ref));
      if (askedSpelt) this.addAskedSpelt(askedSpelt, d);
      if (++read % DOCS_PER_STEP === 0) yield;
    }
    this.spelt ??= spelt;
    this.pairs ??= pairs;
    this.askedSpelt ??= askedSpelt;
  }

  search(query: unknown, limit = DEFAULT_LIMIT): SearchResults {
    // Keyed by the text as typed, so a repeated query is not read again (under load, reading it was most of a cached answer's cost).
    const key = answerKey(query, limit);
    const known = key === null ? undefined : this.answers.get(key);
    if (known) return known;
    const answer = this.answerTo(query, limit);
    if (key !== null) this.answers.set(key, answer);
    return answer;
  }

  /** The answer to `query`, not kept: for a caller that keeps what it makes of it. */
  answerTo(query: unknown, limit = DEFAULT_LIMIT): SearchResults {
    const plan = readQuery(query, this.weights);
    // Words typed together or apart (spacing.ts) are read respaced, and the answer says so as it says a correction.
    const unknown = new Set(plan.mode === "words" ? plan.words.filter((w) => !w.slang && !w.alternatives.some((t) => this.terms.has(t))).map((w) => w.word) : []);
    const respaced = unknown.size ? respace(plan.text, unknown, { known: (t) => this.terms.inRules(t), frequency: (t) => this.terms.frequency(t) }) : null;
    const first = this.answer(respaced === null ? plan : readQuery(respaced, this.weights), limit, true);
    if ("results" in first) return respaced === null ? first : { ...first, query: plan.text, corrected: respaced };
    // A corrected query is answered as if typed so: its words then read as the vocabulary's ("summoning sikness") and as their verbs' other forms.
    const reread = this.answer(readQuery(first.corrected, this.weights), limit);
    return { ...reread, query: plan.text, corrected: reread.corrected ?? first.corrected };
  }

  /**
   * The answer to the plan; a first reading (`first`) of a query whose words are corrected to others gives only the text they
   * are corrected to, without the results' snippets: answerTo answers the query as re-read so, and those results went unused.
   */
  private answer(plan: QueryPlan, limit: number): SearchResults;
  private answer(plan: QueryPlan, limit: number, first: true): Reading;
  private answer(plan: QueryPlan, limit: number, first = false): Reading {
    if (plan.mode === "number") {
      const own = this.docs.get(`rule:${plan.number}`);
      if (own) {
        const hits = [own, ...(this.children.get(plan.number) ?? []).map((n) => this.docs.get(`rule:${n}`)!)];
        const results = hits.map((d, i) => result(d, i === 0 ? 1 : 0.9, snippet([d.text], new Set())));
        return { query: plan.text, scope: this.id, mode: "number", total: results.length, results: results.slice(0, limit), expanded: [] };
      }
      // A number that is not a paragraph here may still occur in text ("rule 502").
      return this.words(plan.words, limit, first);
    }
    return this.words(plan, limit, first);
  }

  private words(plan: WordsPlan, limit: number, first: boolean): Reading {
    const { USER_BOOST, EXPANSION_BOOST, COMPLETION, CORRECTION, SUBJECT_WEIGHT, ASKED_WEIGHT, USER_PHRASE_WEIGHT } = this.weights;
    const units: Unit[] = [];
    // A vocabulary entry the index can answer is asked for at a lower boost. Slang the rules never use ("sac", "ETB") means only
    // what it expands to: that meaning is the user's own word, a unit of its own. A word the rules use too ("cast", "dies") stays
    // the unit, which a paragraph with what it expands to also holds: an older era's wording ("play a spell") finds more
    // paragraphs, but does not outweigh the word. A phrase of such words that no paragraph's title or text holds ("gold card",
    // "o-ring", "instant speed"; a word only an example's card name holds) is slang all the same: what it means weighs for
    // coordination as one of the query's units, so the rules' other sense of its words ("gold token") does not hold the whole query.
    const expansions: Unit[] = [];
    const synonyms = new Map<string, string[]>();
    for (const entry of plan.expansions) {
      const terms = entry.terms.filter((t) => this.terms.has(t));
      if (terms.length === 0) continue;
      // A vocabulary word only a phrasing holds ("stole", read as "gain control") is not a word of the rules: it joins the unit of
      // what it means, at that unit's boost and weight. Made a unit of its own, rare as it is, it outweighed every other unit in
      // coordination, and turned its meaning into an expansion at a lower boost.
      const said = entry.said.filter((t) => this.terms.inRules(t));
      const phrased = entry.said.filter((t) => this.terms.has(t) && !this.terms.inRules(t));
      for (const t of said) synonyms.set(t, [...(synonyms.get(t) ?? []), ...terms]);
      const rulesWords = said.length > 0 && this.reranker.holdsPhrase(entry.said);
      expansions.push({ terms: [...terms, ...phrased], boost: said.length ? EXPANSION_BOOST : USER_BOOST, weight: rulesWords ? 0 : this.terms.rarity(terms) });
    }
    const corrections = new Map<string, string>();
    let rareRead = 0;
    const primary: string[] = [];
    plan.words.forEach((w, i) => {
      let terms = w.alternatives.filter((t) => (w.slang ? this.terms.inRules(t) : this.terms.has(t)));
      let boost = USER_BOOST;
      // A number's word the index holds as a numeral ("sixty" as "60") is no typo.
      if (!w.slang && !terms.length) {
        const completions = i === plan.words.length - 1 && /^[\p{L}\p{N}]{3,}$/u.test(w.word) ? this.terms.completions(w.word) : [];
        const near = completions.length || corrections.size >= MAX_CORRECTIONS ? null : this.nearestTerm(w, context(plan, i));
        if (completions.length) {
          terms = [...terms, ...completions];
          boost = USER_BOOST * COMPLETION;
        } else if (near) {
          // A slang word (not an index term) is asked for when the corrected query is re-read.
          if (this.terms.has(near)) terms = [...terms, near];
          boost = USER_BOOST * CORRECTION;
          corrections.set(w.word, near);
        }
      } else if (!w.slang && terms.length && w.alternatives.length === 1 && rareRead < MAX_CORRECTIONS && this.terms.frequency(w.term) <= RARE_WORD) {
        // Each costs a fuzzy match, as a misspelt word does: a query of many rare words is read as typed past the first few.
        rareRead++;
        const meant = this.meantInstead(w, context(plan, i));
        if (meant) {
          terms = this.terms.has(meant) ? [meant] : [];
          boost = USER_BOOST * CORRECTION;
          corrections.set(w.word, meant);
        }
      }
      primary.push(corrections.get(w.word) ?? w.term);
      // A paragraph holding what a vocabulary entry means by the word, or another form of its verb ("left" for "leaves"), holds its unit.
      const also = [...(synonyms.get(w.term) ?? []), ...w.forms];
      if (terms.length) units.push({ terms, also: also.length ? also : undefined, boost, weight: this.terms.rarity(terms) * (w.subject ? SUBJECT_WEIGHT : 1) * (w.asked ? ASKED_WEIGHT : 1) });
    });
    // A correction whose term the rules spell only as the term, or not at all (slang), is spelt so whichever results are shown
    // (correctedText): a first reading gives it without ranking, since the query is answered as re-read so.
    if (first && corrections.size && [...corrections.values()].every((t) => this.speltWords().spelledAsTerm(t))) {
      const corrected = this.correctedText(plan.text, corrections, []);
      if (corrected !== plan.text) return { corrected };
    }
    units.push(...expansions);
    // The fields each term is asked in: a common term only where its postings are short, in the fields that say what a paragraph is about.
    // With no term under COMMON, the rarest unit is also asked in the text: "mana ability" asks for "mana" there.
    const anyRare = units.some((u) => u.terms.some((t) => this.terms.frequency(t) <= COMMON));
    const rarest = anyRare || units.length === 0 ? null : units.reduce((a, b) => (this.terms.rarity(b.terms) > this.terms.rarity(a.terms) ? b : a));
    const fields = (u: Unit, t: string) => (this.terms.frequency(t) > COMMON ? (u === rarest ? RAREST_COMMON_FIELDS : NAMING_FIELDS) : QUANTITY.test(t) ? QUANTITY_FIELDS : undefined);
    // Every clause with its fields (undefined: all), pushed: clauses of two hidden classes (a spread `fields` or none) in an
    // array of flatMap's made the scorer's compiled loop be thrown away in a fresh scope's first typo'd queries (--trace-deopt).
    const clauses: Clause[] = [];
    for (const u of units) for (const term of u.terms) clauses.push({ term, boost: u.boost, fields: fields(u, term) });
    const scored = this.scorer.score(clauses, RERANK);
    // Pushed, not map()ped: a holey array (map's) among the phrases' packed ones threw the re-rank's compiled code away (readWords).
    const typedOrder: string[] = [];
    for (const i of plan.order) typedOrder.push(primary[i]);
    const typed = typedWords(plan.bare);
    const phrases = [...userPhrase(typedOrder, typed.length, USER_PHRASE_WEIGHT), ...plan.phrases];
    const { scores, lifted } = this.reranker.rerank(scored, units, phrases, new Set(typed), answerForms(plan.bare), { defines: asksDefinition(plan.bare), question: isQuestion(plan.bare) });
    const shown = bestOf(scores, limit);
    const corrected = corrections.size ? this.correctedText(plan.text, corrections, shown) : undefined;
    if (first && corrected !== undefined && corrected !== plan.text) return { corrected };

    const asked = new Set(units.flatMap((u) => u.terms));
    const results = shown.map((ref) => {
      const a = this.analysedDoc(ref);
      return result(this.docs.get(ref)!, round(scores.get(ref)!), snippet([a.text, ...a.examples, a.title], asked));
    });
    const answer: SearchResults = { query: plan.text, scope: this.id, mode: "words", total: scored.count + lifted, results, expanded: plan.expanded };
    // A word "corrected" to itself (a slang word the index lacks, typed as the vocabulary spells it: "anymore") was read as typed.
    if (corrected !== undefined && corrected !== plan.text) answer.corrected = corrected;
    return answer;
  }

  /**
   * The query with each misspelt word replaced by the word of the shown results that has the term it was read as, the one
   * nearest to the word as typed: "darw phase" is read as "draw phase", not as "drawing phase", which the vocabulary reads otherwise.
   */
  private correctedText(text: string, corrections: Map<string, string>, shown: string[]): string {
    const spelled = new Map<string, string>();
    for (const [word, term] of corrections) {
      let found: { word: string; d: number } | undefined;
      for (const ref of shown) {
        const a = this.analysedDoc(ref);
        for (const f of [a.title, a.text, ...a.examples]) {
          for (const x of f.words) {
            if (x.term !== term || found?.word === x.word) continue;
            const d = editDistance(word, x.word, MAX_SPELLING_DISTANCE);
            if (!found || d < found.d) found = { word: x.word, d };
          }
        }
      }
      // Not among the shown results (a first reading shows none), spelt as the rules spell it; a term only players'
      // phrasings hold ("uncounterable", of 113.6g) as they spell it: its stem ("uncounter") was shown, then read again
      // as a misspelt word and corrected to another ("encounter").
      spelled.set(word, found?.word ?? this.speltWords().nearestWord(word, term) ?? this.askedSpeltWords().nearestWord(word, term) ?? term);
    }
    return text.replace(/[\p{L}\p{N}']+/gu, (w) => spelled.get(w.toLowerCase()) ?? w);
  }

  /**
   * The index's term nearest to a misspelt word, measured as the rules spell
   * their words (spelling.ts nearestSpelt): among the stems one edit farther
   * from the word's stem than the word may be from a word (the stemmer cuts a
   * typo otherwise: "zoone" stems to "zoon", two edits from "zone"), or the
   * term of a title word (spelling.ts TitleWords) nearer still ("vigilanse"
   * stems to "vigilans", three edits from "vigil", lunr's fuzzy reach).
   */
  private nearestTerm(w: { word: string; term: string }, context: Context): string | null {
    const max = allowedEdits(w.word.length);
    if (max === 0) return null;
    const fits = (t: string) => this.fits(t, context);
    const near = nearestSpelt(w, this.terms.within(w.term, max + 1), max, this.speltWords(), (t) => this.terms.frequency(t), fits);
    const title = this.titleWords().nearest(w.word, (t) => this.terms.frequency(t), near === null ? max : near.edits - 1);
    if (title !== null) return title;
    // A word of the vocabulary's strictly nearer ("cjdr" for "cmdr"), or as near and making a phrase with the words next to it
    // where the index's term does not ("mana ruck" is "mana rock", not "mana rack"): read as that slang once the corrected
    // query is re-read (answerTo).
    const slang = nearestSpelt(w, SLANG_WORDS, near === null ? max : near.edits, SLANG, () => 0, (word) => fits(SLANG_TERMS.get(word)!));
    if (slang && (near === null || slang.edits < near.edits || (slang.fits && !near.fits))) return slang.term;
    return near?.term ?? null;
  }

  /**
   * Whether the term makes, with a word typed next to it, a pair that names something (name-pairs.ts): of words equally
   * near a misspelt one, such a one is meant. On bench/typos.ts the typo'd seen queries' MRR rose from 0.792 / 0.791 /
   * 0.792 (seeds 14, 1, 2) to 0.797 / 0.798 / 0.798.
   */
  private fits(term: string, context: Context): boolean {
    if (!nextToAny(context)) return false;
    const pairs = this.namePairs();
    return context.before.some((b) => pairs.has(b, term)) || context.after.some((a) => pairs.has(term, a));
  }

  private namePairs(): NamePairs {
    return (this.pairs ??= this.fromEveryDoc(new NamePairs(), (pairs, d) => pairs.add(d, this.docTerms.get(d.ref))));
  }

  /**
   * The word meant by a word the index holds that is a typo all the same, one letter from another word ("cat trigger",
   * "when do I drew a card"): read so only when the typed word is one the rules hardly use (RARE_WORD) and makes no
   * name pair with the words typed next to it, while a word one edit away, more frequent, does (fits). Null when it is
   * read as typed. The caller asks only of a rare word. Not as a word of the vocabulary's, as a misspelt word may be:
   * in a paragraph that uses it rarely, "first strike" was read as the slang "first striker", for two readings gained
   * on bench/typos.ts ("mana dark" as "mana dork").
   */
  private meantInstead(w: { word: string; term: string }, context: Context): string | null {
    const typed = this.terms.frequency(w.term);
    if (allowedEdits(w.word.length) === 0 || !nextToAny(context) || this.fits(w.term, context)) return null;
    const fits = (t: string) => this.fits(t, context);
    const near = nearestSpelt(w, this.terms.within(w.term, 2).filter((t) => t !== w.term), 1, this.speltWords(), (t) => this.terms.frequency(t), fits);
    return near?.fits && this.terms.frequency(near.term) > typed ? near.term : null;
  }

  /** The rules' words as spelt, read from every document's fields (warmSteps reads them for a warmed scope). */
  private speltWords(): SpeltWords {
    return (this.spelt ??= this.fromEveryDoc(new SpeltWords(), (spelt, d) => this.addSpelt(spelt, d.ref)));
  }

  private askedSpeltWords(): SpeltWords {
    return (this.askedSpelt ??= this.fromEveryDoc(new SpeltWords(), (spelt, d) => this.addAskedSpelt(spelt, d)));
  }

  /** `into`, with what `add` reads of every document: a table a scope neither warmed reads at once on first need. */
  private fromEveryDoc<T>(into: T, add: (into: T, d: SearchDoc) => void): T {
    for (const d of this.docs.values()) add(into, d);
    return into;
  }

  private addAskedSpelt(spelt: SpeltWords, d: SearchDoc): void {
    for (const asked of d.asked ?? []) spelt.add(analyze(asked));
  }

  private addSpelt(spelt: SpeltWords, ref: string): void {
    const a = this.analysedDoc(ref);
    for (const f of [a.title, a.text, ...a.examples]) spelt.add(f.words);
  }

  private titleWords(): TitleWords {
    this.titles ??= new TitleWords([...this.docs.values()].map((d) => analyze(d.title ?? "")));
    return this.titles;
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

/** The terms typed next to the plan's i-th word, in the order typed (WordsPlan.order), each once. */
function context(plan: WordsPlan, i: number): Context {
  const before = new Set<string>();
  const after = new Set<string>();
  plan.order.forEach((j, k) => {
    if (j !== i) return;
    if (k > 0) before.add(plan.words[plan.order[k - 1]].term);
    if (k + 1 < plan.order.length) after.add(plan.words[plan.order[k + 1]].term);
  });
  return { before: [...before], after: [...after] };
}

/**
 * The user's phrase: their terms in the order typed, two or more, which count in runs of a few too (`parts`); or a word
 * typed alone, which counts only where a document is called so (`alone`: "Option", "Limited"). A word typed among stop
 * words is not what the user calls anything: "on the draw" is not "Draw", "do I have to attack with it" not "Attack"
 * (each ranked the glossary entry over the seen sets' answers).
 */
function userPhrase(terms: string[], typed: number, weight: number): Phrase[] {
  if (terms.length >= 2) return [{ terms, weight, parts: true }];
  return terms.length === 1 && typed === 1 ? [{ terms, weight, alone: true }] : [];
}

/** Whether the word was typed next to another. */
function nextToAny(context: Context): boolean {
  return context.before.length > 0 || context.after.length > 0;
}

function result(d: SearchDoc, score: number, snip: string): SearchResult {
  return { kind: d.kind, number: d.number, term: d.term, title: d.title, snippet: snip, score, version: d.version };
}

/**
 * The refs of the `limit` best scores, best first, equal scores in the order they were set: what a stable sort of
 * every score would put first. Picked in one pass: the re-rank's hundred-odd scores as [ref, score] arrays, sorted,
 * were 7 of a first-time loop's 106 MB of garbage (2026 CR, 418 dev queries, sampling heap profile).
 */
export function bestOf(scores: ReadonlyMap<string, number>, limit: number): string[] {
  const best: string[] = [];
  for (const ref of scores.keys()) {
    const score = scores.get(ref)!;
    let at = best.length;
    while (at > 0 && scores.get(best[at - 1])! < score) at--;
    if (at >= limit) continue;
    best.splice(at, 0, ref);
    if (best.length > limit) best.pop();
  }
  return best;
}

function round(score: number): number {
  return Math.round(score * 1000) / 1000;
}
