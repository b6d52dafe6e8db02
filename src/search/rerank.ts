/**
 * Re-ranking lunr's best hits for a words query (scope.ts asks lunr, this
 * module reorders what it found):
 * - coordination: a hit holding more of the query's units gains, each unit
 *   weighed by the idf of its rarest term, so "zero toughness" prefers the
 *   paragraph with both words over the many with "toughness" alone;
 * - phrases: a paragraph holding the query's words in that order gains
 *   (query.ts Phrase), most of all when they are its whole title or one of
 *   the names it defines (defined-names.ts), or the user's words are what it
 *   is called (an alias, its title without filler; a word typed alone counts
 *   only so, and such a document joins the hits lunr ranked below the first
 *   hundred), and less when it holds them only in runs of a few in a row (PART);
 * - a glossary entry that matches lifts the rules it points at ("See rule
 *   704.5j", defined-names.ts referencedRules), so slang the glossary knows
 *   reaches the rule;
 * - a paragraph of the form a question asks for ("what happens if" → "If
 *   ..., ...") gains a little (answer-form.ts);
 * - a variant of an ability ("Protection from everything") counts less
 *   unless the query names it, and so does a keyword's rule; a rule of a
 *   section whose title the user's words name ("Cleanup Step") counts more;
 * - a rule and the rules near it: a subrule holding more of the query, or
 *   the subrule of a bare heading, ranks over it; a rule restating another
 *   ("See rule N." at its end: 703.4's turn-based actions) ranks under it;
 *   of a rule's subrules scoring nearly alike, the first ranks first; a
 *   glossary entry ranks under its rule for a query about more than its term.
 * It keeps the terms of the documents it has re-ranked: the next query
 * re-ranks many of the same ones.
 */
import { compareNumbers, parentNumber } from "../rules/numbers";
import { analyze, analyzeTerms, documentTerms, foldQuotes, type DocTerms } from "./analyze";
import { referencedRules } from "./defined-names";
import type { SearchDoc } from "./documents";
import type { Hit, IndexScorer, Scored } from "./index-score";
import { FILLER, NUMBER_WORDS, type Phrase } from "./query";
import { formWeight, type AnswerShape } from "./answer-form";
import { WEIGHTS, type SearchWeights } from "./weights";

/** How many of lunr's best hits are re-ranked. */
export const RERANK = 100;
/**
 * How many of each phrase's terms the hit phraseWeight weighs holds, its first entries rewritten for each hit (one
 * array for every query, not one per hit: those were a twentieth of a first-time query's garbage, and garbage brings
 * the scavenges that land in first-time queries).
 */
const PHRASE_COUNTS: number[] = [];
/**
 * A rule of a section whose title of two words or more the query names whole
 * ("Cleanup Step", "Casting Spells") is where what the query asks is decided:
 * it counts more (weights.ts NAMED_SECTION) than a rule elsewhere that mentions the same
 * words. "cleanup step discard" means 514.1, the cleanup step's own action,
 * not 402.2's maximum hand size, which says the discarding happens there.
 *
 * A step or a phase is named without its kind by a word of its name few
 * paragraphs use (RARE_NAME texts or fewer; about 2.5 % of the 2026 CR):
 * "discard down to seven cleanup" names the cleanup step, "untap at the
 * start of my turn" the untap step; "end" (118 texts) names no end step.
 * 80 to 120 measured alike.
 */
const SECTION_KINDS: ReadonlySet<string> = new Set(["step", "phase"].flatMap((w) => analyze(w).map((x) => x.term)));
const RARE_NAME = 100;
/** "Handling Triggered Abilities" (603), "Handling Static Abilities" (604): "handling" says nothing of the subject, which the rest of the title names. */
const HANDLING: ReadonlySet<string> = new Set(analyze("handling").map((x) => x.term));
/**
 * A rule of the keyword actions and abilities (701 and 702 since 2009, 501
 * and 502 before: the sections so titled) is about the keyword its title
 * names: it counts less (weights.ts UNNAMED_KEYWORD) unless the query names it (a term of its title
 * or of the titles above it). "can I pay more life than I have" means 119.4,
 * not a keyword's 702.150a that pays life too; "sacrifice a creature" means
 * 701.21, not exploit's "you may sacrifice a creature" (702.110a). A
 * keyword named in two words or more is named by all of them: "time
 * counters" of suspend (702.62a) do not name time travel (701.56a).
 */
const KEYWORD_SECTION = /^keyword (?:actions|abilities)$/i;
/**
 * A paragraph of an optional section (multiplayer options and variants, casual
 * variants: CR 800.1 and 900.1, 600.1 before 2009, say "This section contains
 * additional optional rules") counts less (weights.ts OPTIONAL) unless the query names what
 * it is about (a term of its title or of the titles above it): "who goes first
 * skips draw" means 103.8a, not the Two-Headed Giant's 810.6.
 */
const OPTIONAL_SECTION = /\bthis section contains additional optional rules\b/i;
/**
 * A rule whose text ends "See rule N." restates the rule that decides it
 * (703.4p's cleanup step actions end "See rule 514.2.", 400.11a "See rule
 * 100.4."): N ranks just above it when N holds as much of the query. When N
 * is a section ("(This is a state-based action. See rule 704.)", ending 122.3,
 * 306.9, 310.7 and some thirty more), the rule of that section holding as
 * much of the query and scoring best ranks above it: "zero loyalty" is
 * decided by 704.5i, which 306.9 restates.
 *
 * A rule pointing at another at its end is a restatement only of what it shares with it: the rule it points at
 * must score a share of its score (weights.ts RESTATED_NEAR) or more. 702.26b ("If a permanent phases out, its status changes ... See rule
 * 506.4.") decides phasing and points at 506.4 only for combat: "what happens when a permanent phases out" means
 * 702.26b, and 506.4's list of ways to leave combat scores a fifth of it.
 */
const RESTATED = /\bSee rule (\d{3}(?:\.\d+[a-z]?)?)\.\)?$/;
/**
 * A rule saying mid-text that what it states happens "as a state-based action. See rule 704." restates the action
 * as much as one ending so (122.1f: "If a player has ten or more poison counters, that player loses the game as a
 * state-based action. See rule 704. A player is “poisoned” if ..."), though it goes on to define more: "how many
 * poison counters does it take to lose" is decided by 704.5c.
 */
const RESTATES_ACTION = /\bstate-based action[.;] [Ss]ee rule (\d{3})\./;
/**
 * A paragraph that defines a variant of an ability ("702.16j “Protection from
 * everything” is a variant of the protection ability", 702.19c "Trample over
 * planeswalkers is a variant of trample") counts less (weights.ts VARIANT) unless the query
 * holds a word of the variant's name that the ability's lacks: "protection
 * damage prevented" means 702.16e, not protection from everything. A name
 * that differs from the ability's only by a stop word and a placeholder
 * ("Hexproof from [quality]" 702.11d, "Emerge from [quality]") is named by a
 * query holding that word as typed: "hexproof from blue", not "hexproof
 * opponents target" (702.11b).
 */
const VARIANT_OF = /^"?([^"]+?)"? is a variant of (?:the )?(.+?)(?: ability\b| that\b|[.,]|$)/;
/** Placeholders of a variant's name ("Hexproof from [quality]", "Connive N"): no word of the query names them. */
const PLACEHOLDER = /\[[^\]]*\]|\b[NX]\b/g;
const HAS_PLACEHOLDER = new RegExp(PLACEHOLDER.source);
/**
 * A query never holds its filler (query.ts FILLER), so a paragraph's runs are
 * read without it too: 702.15b's "gain that much life" is a run of "gain life".
 */
const FILLER_TERMS: ReadonlySet<string> = new Set([...FILLER].flatMap((w) => analyze(w).map((x) => x.term)));
/**
 * A quantity's bound ("fifteen or more poison counters", 704.6b; "toughness 0
 * or less", 704.5f) is part of the quantity: a run reads past it, so
 * "fifteen poison counters" is a run of 704.6b's text.
 */
const BOUNDS: ReadonlySet<string> = new Set(["more", "less", "fewer", "greater"].flatMap((w) => analyze(w).map((x) => x.term)));
const QUANTITY_TERMS: ReadonlySet<string> = new Set(Object.keys(NUMBER_WORDS).flatMap((w) => analyze(w).map((x) => x.term)));
const isQuantity = (term: string) => /^\d+$/.test(term) || QUANTITY_TERMS.has(term);
/**
 * A phrase of PART_MIN terms or more that a paragraph holds only in parts
 * (runs of two or more of its terms in a row) weighs up to a share (weights.ts PART) of the whole
 * phrase, by how many of its terms those runs hold: "fight deals damage equal
 * to power" is 701.14a's "deals damage equal to its power" (four terms in a
 * row), not 701.14c's "deals damage to itself equal to twice its power" (two).
 * Counting the terms the runs hold, not the longest run, keeps twin texts
 * (702.4b and 702.7b) level. Only the user's own words count so, and only
 * four or more: two of three in a row ("zero loyalty" in 107.7's loyalty
 * symbols) say less than 704.5i's "loyalty 0".
 */
const PART_MIN = 4;
/**
 * A subrule pointing elsewhere in a parenthesis of its own ("First strike is
 * a static ability that modifies the rules for the combat damage step. (See
 * rule 510, ...)", 702.7a) leaves what it is about to that rule: it does not
 * take a later sibling's place. A reference inside a sentence ("skips the
 * draw step (see rule 504, ...) of their first turn", 103.8a) is no such
 * pointer.
 */
const DEFERS = /\(See rules? \d/;

/** The fields a phrase is looked for in (phraseWeight): the paragraph's own words, and how players ask for it (a phrase of a question they would ask). */
const PHRASE_FIELDS = ["title", "names", "text", "asked"];
/** The fields of the rules' own words (holdsPhrase): how players ask for a paragraph does not make a phrase the rules'. */
const RULES_FIELDS = ["title", "names", "text"];
/** The fields that say what a paragraph is about: its title and the titles above it. */
const NAMING = ["title", "context"];
/** One array for the title field: IndexScorer keeps a fields list's bits by the list itself. */
const TITLE = ["title"];

/** Terms asked for as one unit of the query, and how much that unit counts for coordination (0: not at all). */
export interface Unit {
  terms: string[];
  /** Terms that hold the unit for coordination without being asked for (the user's word a vocabulary entry expands). */
  also?: string[];
  boost: number;
  weight: number;
}

/** What kind of question the query asks (answer-form.ts asksDefinition, query.ts isQuestion). */
export interface Asked {
  /** It asks what something is ("whats connive"). */
  defines: boolean;
  /** It reads as a question at all ("how do I win the game"). */
  question: boolean;
}

const NOT_ASKED: Asked = { defines: false, question: false };

export interface Reranked {
  /** Ref → final score, unsorted. */
  scores: Map<string, number>;
  /** Rules a glossary entry lifted that matched nothing themselves. */
  lifted: number;
}

export class Reranker {
  /** Rule ref → refs of the rules above it; read on the first words query. */
  private ancestors: Map<string, string[]> | null = null;
  /** Section number → the terms of its title that name it, for titles of two terms or more (NAMED_SECTION, SECTION_KINDS); read on the first words query. */
  private sectionTitles: Map<string, string[]> | null = null;
  /** Keyword's rule number ("701.56") → the terms of its name, for names of two terms or more; read on the first words query. */
  private keywordNames: Map<string, string[]> | null = null;
  /** Numbers of the keyword sections (KEYWORD_SECTION); read on the first words query. */
  private keywords: Set<string> | null = null;
  /** First digits of the sections of optional rules; read on the first words query. */
  private optional: Set<string> | null = null;
  /** Glossary entry ref → refs of the rules its "See rule N" points at; read on the first words query. */
  private pointers: Map<string, string[]> | null = null;
  /** What a document is called (readCalled), as terms joined by spaces → the refs of the documents called so; read on the first words query. */
  private called: Map<string, string[]> | null = null;
  /** Rule ref → what names its variant and not the ability it varies (VARIANT_OF); read on the first words query. */
  private variants: Map<string, VariantName> | null = null;
  /** Rule ref → number of the rule or section its text ends by pointing at (RESTATED); read on the first words query. */
  private restated: Map<string, string> | null = null;
  /** Phrase (terms joined by spaces) → whether a paragraph holds it (holdsPhrase). */
  private readonly phrasesHeld = new Map<string, boolean>();
  /** Ref → its text's terms outside quotation marks (unquoted), read on a question's first need. */
  private readonly unquotedTexts = new Map<string, string[]>();

  constructor(
    private readonly docs: ReadonlyMap<string, SearchDoc>,
    /**
     * Terms of the documents, handed over by the index build or else analysed
     * when a query first re-ranks the document and kept: analysing up to
     * RERANK documents per query would cost more than the query itself.
     */
    private readonly terms: Map<string, DocTerms>,
    /** Which document holds which term, for coordination. */
    private readonly index: IndexScorer,
    private readonly weights: SearchWeights = WEIGHTS,
    /**
     * Document ref → its text's terms without FILLER_TERMS nor a quantity's BOUNDS, for runs of a phrase (partShare): the same
     * for every query, so shared by the scopes warmed alike (scope.ts) and filled at warm-up (prepareDoc); filled by the queries,
     * 2,300 arrays lived through scavenges and were promoted in the middle of first-time queries.
     */
    readonly runTexts = new Map<string, string[]>(),
    /**
     * A re-ranker of the same documents whose tables (prepare) this one reads rather than its own: the same arrays, so
     * the code a rehearsal compiles on a spare scope (scope.ts warmedLike) meets the arrays users' queries meet. Read
     * again, they came from map() run by other code (V8 had optimised it meanwhile), with another hidden class; the
     * rehearsal's optimised keywordWeight and namedSectionWeight were thrown away ("wrong map") on the first real query.
     */
    like: Reranker | null = null,
  ) {
    if (like === null) return;
    like.prepare();
    this.optional = like.optional;
    this.keywords = like.keywords;
    this.pointers = like.pointers;
    this.ancestors = like.ancestors;
    this.restated = like.restated;
    this.variants = like.variants;
    this.sectionTitles = like.sectionTitles;
    this.keywordNames = like.keywordNames;
    this.called = like.called;
  }

  /** Reads now what the first words query would (the server's start-up, not its first user, pays for it). */
  prepare(): void {
    this.optional ??= this.readOptional();
    this.keywords ??= this.readKeywords();
    this.pointers ??= this.readPointers();
    this.ancestors ??= this.readAncestors();
    this.restated ??= this.readRestated();
    this.variants ??= this.readVariants();
    this.sectionTitles ??= this.readSectionTitles();
    this.keywordNames ??= this.readKeywordNames();
    this.called ??= this.readCalled();
  }

  /** `typed`: the query's words as typed, lower-cased, stop words included; `forms`: the forms of answer its question asks for (answer-form.ts). */
  rerank(scored: Scored, units: Unit[], phrases: Phrase[], typed: ReadonlySet<string>, forms: readonly AnswerShape[] = [], ask: Asked = NOT_ASKED): Reranked {
    const totalWeight = units.reduce((sum, u) => sum + u.weight, 0);
    const scores = new Map<string, number>();
    const held = new Map<string, number>();
    const phrased = new Set<string>();
    this.optional ??= this.readOptional();
    this.keywords ??= this.readKeywords();
    this.variants ??= this.readVariants();
    this.sectionTitles ??= this.readSectionTitles();
    this.keywordNames ??= this.readKeywordNames();
    this.called ??= this.readCalled();
    const asked = new Set(units.flatMap((u) => u.terms));
    const named = new Set([...asked, ...units.flatMap((u) => u.also ?? [])]);
    // The user's own words, not what the vocabulary reads them as ("start with" is no "Starting the Game").
    const own = new Set(analyze([...typed].join(" ")).map((w) => w.term));
    // Each unit's terms' tables of documents, and each phrase term's (heldTerms), found once for the hundred hits. Pushed, not
    // map()ped: map's arrays were holey or packed by whether V8 had compiled the map() inline, and heldWeight's and heldTerms'
    // compiled code was thrown away on the other kind in a fresh scope's first typo'd queries (--trace-deopt, "wrong map").
    const holding: ReadonlyMap<string, number>[][] = [];
    for (const u of units) holding.push(u.weight > 0 ? this.index.holdingTables(u.also === undefined ? u.terms : [...u.terms, ...u.also]) : []);
    const phraseTables: (ReadonlyMap<string, number> | undefined)[][] = [];
    for (const p of phrases) {
      const tables: (ReadonlyMap<string, number> | undefined)[] = [];
      for (const term of p.terms) tables.push(this.index.termTable(term));
      phraseTables.push(tables);
    }
    const user = phrases.find(isUsers);
    const calledAs = user === undefined ? NOT_CALLED : (this.called.get(user.terms.join(" ")) ?? NOT_CALLED);
    for (const h of this.withCalled(scored, calledAs)) {
      const weight = heldWeight(h.ref, units, holding);
      const coordination = totalWeight > 0 ? (weight / totalWeight) ** this.weights.COORDINATION : 1;
      held.set(h.ref, weight);
      scores.set(h.ref, h.score * coordination * (1 + this.phraseWeight(h.ref, phrases, phraseTables, calledAs, phrased, ask.question && !ask.defines)) * this.optionalWeight(h.ref, units) * this.keywordWeight(h.ref, units, named) * this.variantWeight(h.ref, asked, typed) * this.namedSectionWeight(h.ref, own) * formWeight(this.docs.get(h.ref)!.text, forms, this.weights));
    }
    const lifted = this.liftPointedRules(scores, scored);
    this.belowBetterChildren(scores, held, phrased);
    this.headingsBehindSubrules(scores, held, totalWeight, ask.defines);
    this.restatementsBehindRules(scores, held);
    this.earlierSiblingsFirst(scores, held, phrased);
    this.glossaryBehindRules(scores, held, units, ask.question && !ask.defines);
    return { scores, lifted };
  }

  /**
   * lunr's best hits, and the documents called what the user typed (`calledAs`) that the query matched below them: a
   * title is one field of a document's, and a glossary entry weighs half (build-index.ts DOC_BOOST), so "Rules Text" (two
   * words the rules' text holds hundreds of times over) ranked its own entry below a hundred paragraphs holding "text",
   * and the re-rank never saw it.
   */
  private withCalled(scored: Scored, calledAs: readonly string[]): Hit[] {
    const hits = scored.hits.slice(0, RERANK);
    for (const ref of calledAs) {
      const score = scored.scoreOf(ref);
      if (score !== undefined && !hits.some((h) => h.ref === ref)) hits.push({ ref, score });
    }
    return hits;
  }

  /**
   * Each matching glossary entry lifts the rules its "See rule N" names by
   * weights.ts GLOSSARY_LIFT of its score; a rule not among the re-ranked hits joins them
   * with the score lunr gave it (0 if it matched nothing). Returns how many
   * rules joined that matched nothing.
   */
  private liftPointedRules(final: Map<string, number>, scored: Scored): number {
    this.pointers ??= this.readPointers();
    const lifts: Array<[string, number]> = [];
    for (const ref of final.keys()) for (const rule of this.pointers.get(ref) ?? []) lifts.push([rule, this.weights.GLOSSARY_LIFT * final.get(ref)!]);
    if (lifts.length === 0) return 0;
    let lifted = 0;
    for (const [rule, lift] of lifts) {
      if (!final.has(rule)) {
        // The score lunr gave a rule pointed at that is not among the re-ranked hits.
        const score = scored.scoreOf(rule);
        if (score === undefined) lifted++;
        final.set(rule, score ?? 0);
      }
      final.set(rule, final.get(rule)! + lift);
    }
    return lifted;
  }

  /**
   * A rule ranks under a subrule of its own that holds more of the query: a
   * section's title ("702.90 Infect") or a rule's general text says less about
   * "infect damage to player" than the lettered subrule that decides it (702.90b).
   * So does a rule holding as much of it but not the user's words in a row
   * where the subrule does: 107.4 lists "hybrid symbols" among the "mana
   * symbols", 107.4e says what "a hybrid mana symbol" is (`phrased`).
   */
  private belowBetterChildren(scores: Map<string, number>, held: Map<string, number>, phrased: ReadonlySet<string>): void {
    this.ancestors ??= this.readAncestors();
    for (const ref of scores.keys()) {
      const score = scores.get(ref)!;
      const mine = held.get(ref) ?? 0;
      for (const parent of this.ancestors.get(ref) ?? []) {
        const above = scores.get(parent);
        if (above === undefined || above <= score) continue;
        const theirs = held.get(parent) ?? 0;
        if (theirs < mine || (theirs === mine && phrased.has(ref) && !phrased.has(parent))) scores.set(parent, score * this.weights.CHILD_FIRST);
      }
    }
  }

  /**
   * A rule that is only a heading (a number and a title, no text: "701.17.
   * Mill") says nothing a lettered subrule of its own holding as much of the
   * query does not say better ("701.17a For a player to mill a number of
   * cards..."): its best such subrule takes the heading's place, the heading
   * just under it. A heading the query is all about ("mill": the query holds
   * nothing its title does not) keeps its place, and so does a section
   * ("614. Replacement Effects"): its numbered rules are each about one part of it.
   * But a question asking what the subject is ("whats connive", "what is a
   * permanent": answer-form.ts asksDefinition) is answered by the paragraph
   * saying so, the first under the heading or section (701.50a, 110.1), not
   * by its title.
   */
  private headingsBehindSubrules(scores: Map<string, number>, held: Map<string, number>, totalWeight: number, defines: boolean): void {
    const ancestors = (this.ancestors ??= this.readAncestors());
    const best = new Map<string, string>();
    for (const ref of scores.keys()) {
      const parent = ancestors.get(ref)?.[0];
      if (parent === undefined || !scores.has(parent)) continue;
      const heading = this.docs.get(parent)!;
      const intro = introducesSubrules(heading);
      if (!intro && !isHeadingRule(heading) && !(defines && heading.text === "")) continue;
      const theirs = held.get(parent) ?? 0;
      const allAbout = theirs >= totalWeight && !intro;
      if ((allAbout && !defines) || (held.get(ref) ?? 0) < theirs) continue;
      const rival = best.get(parent);
      // A question asking what the heading's subject is: its first subrule says (701.50a "... instruct a permanent to connive. To do so, ...").
      const better = allAbout ? compareNumbers(this.docs.get(ref)!.number!, this.docs.get(rival ?? ref)!.number!) < 0 : scores.get(ref)! > scores.get(rival ?? ref)!;
      if (rival === undefined || better) best.set(parent, ref);
    }
    for (const [parent, child] of best) {
      const above = scores.get(parent)!;
      if (above <= scores.get(child)!) continue;
      scores.set(child, above);
      scores.set(parent, above * this.weights.CHILD_FIRST);
    }
  }

  /**
   * The rule of the section `ref` says it restates ("This is a state-based action. See rule 704.": RESTATED) that
   * scores best among the hits holding as much of the query. A rule pointing at one rule ("See rule 100.4.", 400.11a)
   * sends the reader on for more, and is no such restatement here: "wish for a card" means 400.11, not 100.4's sideboard.
   */
  private decidingRule(ref: string, scores: Map<string, number>, held: Map<string, number>): string | undefined {
    const n = this.restated!.get(ref);
    return n === undefined || n.includes(".") ? undefined : this.bestOfSection(n, ref, scores, held);
  }

  private restatementsBehindRules(scores: Map<string, number>, held: Map<string, number>): void {
    this.restated ??= this.readRestated();
    // Only scores of refs already held change: the map can be walked as it is.
    for (const ref of scores.keys()) {
      const score = scores.get(ref)!;
      const n = this.restated.get(ref);
      if (n === undefined) continue;
      const rule = n.includes(".") ? `rule:${n}` : this.bestOfSection(n, ref, scores, held);
      if (rule === undefined) continue;
      const below = scores.get(rule);
      if (below === undefined || below >= score || below < this.weights.RESTATED_NEAR * score || (held.get(rule) ?? 0) < (held.get(ref) ?? 0)) continue;
      scores.set(rule, score);
      scores.set(ref, score * this.weights.CHILD_FIRST);
    }
  }

  /**
   * Of the subrules of one rule (or the rules of one section), the
   * best-scored gives its place to the first in the rules' order that scores
   * nearly as well (SIBLING_NEAR) and holds as much of the query: a rule
   * states the general case first and its later subrules the exceptions and
   * details (103.8a who plays first skips the draw step, 103.8b the
   * Two-Headed Giant's case).
   */
  private earlierSiblingsFirst(scores: Map<string, number>, held: Map<string, number>, phrased: ReadonlySet<string>): void {
    const ancestors = (this.ancestors ??= this.readAncestors());
    const groups = new Map<string, string[]>();
    for (const ref of scores.keys()) {
      const parent = ancestors.get(ref)?.[0];
      if (parent === undefined) continue;
      const group = groups.get(parent);
      if (group) group.push(ref);
      else groups.set(parent, [ref]);
    }
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      const top = group.reduce((a, b) => (scores.get(b)! > scores.get(a)! ? b : a));
      const score = scores.get(top)!;
      const first = group
        .filter((ref) => ref === top || (scores.get(ref)! >= this.weights.SIBLING_NEAR * score && (held.get(ref) ?? 0) >= (held.get(top) ?? 0) && (phrased.has(ref) || !phrased.has(top)) && !DEFERS.test(this.docs.get(ref)!.text)))
        .reduce((a, b) => (compareNumbers(this.docs.get(b)!.number!, this.docs.get(a)!.number!) < 0 ? b : a));
      if (first === top) continue;
      scores.set(first, score);
      scores.set(top, score * this.weights.CHILD_FIRST);
    }
  }

  /**
   * A glossary entry matching a query about more than its term ("is my
   * attacker still blocked if the blocker dies": the entry "Blocked Creature"
   * says what one is) ranks just under the best-scored of the rules it points
   * at, or of their subrules, holding as much of the query (509.1h). An entry
   * the query is all about (its term holds every unit of the query, or a word
   * the unit's word means: "LKI", "timestamp order", "removed from the game"
   * for "Exile") keeps its place, but under a rule it points at that opens
   * by saying what the term is ("A hybrid mana symbol is also a colored mana
   * symbol", 107.4e). A question is all about no entry unless it asks what
   * the term is: "how do I win the game" asks for the rules (104.2a), not the
   * entry "Win the Game", which only points at them. When that rule restates a state-based
   * action (decidingRule), the place goes to the action's rule (704.5y, not 303.7a).
   */
  private glossaryBehindRules(scores: Map<string, number>, held: Map<string, number>, units: Unit[], asksRules: boolean): void {
    // The hits' rule numbers and held weights, read once rather than per glossary hit (the loop below changes scores, not which refs hold one, nor held).
    let ruled: { refs: string[]; numbers: string[]; helds: number[] } | undefined;
    for (const ref of scores.keys()) {
      const score = scores.get(ref)!;
      const rules = this.pointers!.get(ref);
      if (rules === undefined) continue;
      const allAbout = !asksRules && units.every((u) => u.weight <= 0 || this.index.holds(ref, u.terms, TITLE) || (u.also !== undefined && this.index.holds(ref, u.also, TITLE)));
      const term = allAbout ? analyze(this.docs.get(ref)!.title ?? "").map((w) => w.term) : [];
      const numbers = rules.map((r) => this.docs.get(r)!.number!);
      const mine = held.get(ref) ?? 0;
      let best: string | undefined;
      ruled ??= this.ruledHits(scores, held);
      for (let i = 0; i < ruled.refs.length; i++) {
        const other = ruled.refs[i];
        const n = ruled.numbers[i];
        if (ruled.helds[i] < mine || !withinAny(n, numbers)) continue;
        // A query all about the entry's term gives its place only to a rule saying what the term is ("A hybrid mana symbol is ...", 107.4e).
        if (allAbout && !saysWhatItIs(this.docs.get(other)!.text, term)) continue;
        if (best === undefined || scores.get(other)! > scores.get(best)!) best = other;
      }
      // A rule the entry points at that restates a state-based action holding as much of the query (303.7a restates
      // 704.5y: "This is a state-based action. See rule 704.") leaves the entry's place to the rule that decides.
      if (best !== undefined) best = this.decidingRule(best, scores, held) ?? best;
      if (best === undefined || scores.get(best)! >= score) continue;
      scores.set(best, score);
      scores.set(ref, score * this.weights.CHILD_FIRST);
    }
  }

  /** The refs among `scores` with a rule number, in its order, with their numbers and held weights. */
  private ruledHits(scores: Map<string, number>, held: Map<string, number>): { refs: string[]; numbers: string[]; helds: number[] } {
    const refs: string[] = [];
    const numbers: string[] = [];
    const helds: number[] = [];
    for (const ref of scores.keys()) {
      const n = this.docs.get(ref)!.number;
      if (n === null) continue;
      refs.push(ref);
      numbers.push(n);
      helds.push(held.get(ref) ?? 0);
    }
    return { refs, numbers, helds };
  }

  /** The best-scored rule of section `n` (not `restating` itself) holding as much of the query as `restating`. */
  private bestOfSection(n: string, restating: string, scores: Map<string, number>, held: Map<string, number>): string | undefined {
    const mine = held.get(restating) ?? 0;
    const section = `${n}.`;
    let best: string | undefined;
    for (const ref of scores.keys()) {
      const score = scores.get(ref)!;
      if (ref === restating || !this.docs.get(ref)!.number?.startsWith(section) || (held.get(ref) ?? 0) < mine) continue;
      if (best === undefined || score > scores.get(best)!) best = ref;
    }
    return best;
  }

  /** Rule ref → the number its text ends by pointing at (RESTATED), a rule or a section. */
  private readRestated(): Map<string, string> {
    const restated = new Map<string, string>();
    for (const d of this.docs.values()) {
      const n = d.kind === "rule" ? (RESTATED.exec(d.text)?.[1] ?? RESTATES_ACTION.exec(d.text)?.[1]) : undefined;
      if (n !== undefined && this.docs.has(`rule:${n}`)) restated.set(d.ref, n);
    }
    return restated;
  }

  /** Each rule's refs of the rules above it that the scope holds, nearest first. */
  private readAncestors(): Map<string, string[]> {
    const ancestors = new Map<string, string[]>();
    for (const d of this.docs.values()) {
      const refs: string[] = [];
      for (let p = d.number === null ? null : parentNumber(d.number); p !== null; p = parentNumber(p)) if (this.docs.has(`rule:${p}`)) refs.push(`rule:${p}`);
      if (refs.length) ancestors.set(d.ref, refs);
    }
    return ancestors;
  }

  private optionalWeight(ref: string, units: Unit[]): number {
    const number = this.docs.get(ref)!.number;
    if (number === null || !this.optional!.has(number[0]) || number.length < 3) return 1;
    return units.some((u) => this.index.holds(ref, u.terms, NAMING)) ? 1 : this.weights.OPTIONAL;
  }

  private keywordWeight(ref: string, units: Unit[], asked: ReadonlySet<string>): number {
    const number = this.docs.get(ref)!.number;
    if (number === null || !number.includes(".") || !this.keywords!.has(number.slice(0, number.indexOf(".")))) return 1;
    if (!units.some((u) => this.index.holds(ref, u.terms, NAMING) || (u.also !== undefined && this.index.holds(ref, u.also, NAMING)))) return this.weights.UNNAMED_KEYWORD;
    const name = this.keywordNames!.get(/^\d+\.\d+/.exec(number)![0]);
    return name === undefined || name.every((t) => asked.has(t)) ? 1 : this.weights.UNNAMED_KEYWORD;
  }

  private namedSectionWeight(ref: string, asked: ReadonlySet<string>): number {
    const number = this.docs.get(ref)!.number;
    const title = number === null || number.length < 5 ? undefined : this.sectionTitles!.get(number.slice(0, 3));
    return title !== undefined && title.every((t) => asked.has(t)) ? this.weights.NAMED_SECTION : 1;
  }

  private readSectionTitles(): Map<string, string[]> {
    const titles = new Map<string, string[]>();
    for (const d of this.docs.values()) {
      if (d.kind !== "rule" || d.number === null || !/^\d{3}$/.test(d.number)) continue;
      const terms = analyze(d.title ?? "").map((w) => w.term);
      if (terms.length < 2) continue;
      const subject = terms.filter((t) => !HANDLING.has(t));
      const named = subject.filter((t) => !SECTION_KINDS.has(t));
      titles.set(d.number, named.length > 0 && named.every((t) => this.index.documents(t, ["text"]).length <= RARE_NAME) ? named : subject);
    }
    return titles;
  }

  private readKeywordNames(): Map<string, string[]> {
    const names = new Map<string, string[]>();
    for (const d of this.docs.values()) {
      if (d.kind !== "rule" || d.number === null || !/^\d+\.\d+$/.test(d.number) || !this.keywords!.has(d.number.slice(0, d.number.indexOf(".")))) continue;
      const terms = analyze(d.title ?? "").map((w) => w.term);
      if (terms.length >= 2) names.set(d.number, terms);
    }
    return names;
  }

  /** The sections titled "Keyword Actions" and "Keyword Abilities" (KEYWORD_SECTION). */
  private readKeywords(): Set<string> {
    const sections = new Set<string>();
    for (const d of this.docs.values()) if (d.number && /^\d{3}$/.test(d.number) && KEYWORD_SECTION.test(d.title ?? "")) sections.add(d.number);
    return sections;
  }

  private variantWeight(ref: string, asked: Set<string>, typed: ReadonlySet<string>): number {
    const name = this.variants!.get(ref);
    if (name === undefined) return 1;
    return name.terms.some((t) => asked.has(t)) || name.words.some((w) => typed.has(w)) ? 1 : this.weights.VARIANT;
  }

  private readVariants(): Map<string, VariantName> {
    const variants = new Map<string, VariantName>();
    const termsOf = (text: string) => analyze(text.replace(PLACEHOLDER, " ")).map((w) => w.term);
    for (const d of this.docs.values()) {
      const m = d.kind === "rule" ? VARIANT_OF.exec(foldQuotes(d.text)) : null;
      if (m === null) continue;
      const base = new Set(termsOf(m[2]));
      const terms = termsOf(m[1]).filter((t) => !base.has(t));
      const baseWords = new Set(typedWords(m[2]));
      // Only a name with a placeholder is named by a stop word: "Protection from everything" is not named by "protection from red".
      const words = terms.length === 0 && HAS_PLACEHOLDER.test(m[1]) ? typedWords(m[1].replace(PLACEHOLDER, " ")).filter((w) => !baseWords.has(w)) : [];
      if (terms.length || words.length) variants.set(d.ref, { terms, words });
    }
    return variants;
  }

  /**
   * What each document is called: its title and each of its aliases ("Forestcycling" for "Typecycling"), and each again
   * without the words a query never holds (query.ts FILLER: "Nontraditional Magic Card" is typed and read as
   * "nontraditional card").
   */
  private readCalled(): Map<string, string[]> {
    const called = new Map<string, string[]>();
    const add = (terms: string[], ref: string) => {
      for (const key of new Set([terms.join(" "), terms.filter((t) => !FILLER_TERMS.has(t)).join(" ")])) {
        const refs = called.get(key);
        if (refs === undefined) called.set(key, [ref]);
        else if (!refs.includes(ref)) refs.push(ref);
      }
    };
    for (const d of this.docs.values()) {
      for (const name of [d.title ?? "", ...d.aliases]) {
        const terms = analyzeTerms(name);
        if (terms.length > 0) add(terms, d.ref);
      }
    }
    return called;
  }

  private readOptional(): Set<string> {
    const sections = new Set<string>();
    for (const d of this.docs.values()) if (d.number && /^\d00\.1$/.test(d.number) && OPTIONAL_SECTION.test(d.text)) sections.add(d.number[0]);
    return sections;
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

  /** Reads now the document's text for runs of a phrase (runTexts), which a query's re-rank would read (scope.ts warmSteps). */
  prepareDoc(ref: string): void {
    this.runText(ref, this.docTerms(ref));
  }

  private runText(ref: string, t: DocTerms): string[] {
    let text = this.runTexts.get(ref);
    if (text === undefined) {
      text = t.text.filter((term, i) => !FILLER_TERMS.has(term) && !(BOUNDS.has(term) && i > 0 && isQuantity(t.text[i - 1])));
      this.runTexts.set(ref, text);
    }
    return text;
  }

  /** The share of a phrase's terms past the first that a document holds in runs of two or more in a row (0 with none). */
  private partShare(ref: string, t: DocTerms, terms: string[]): number {
    const text = this.runText(ref, t);
    const covered = terms.map(() => false);
    coverRuns(t.title, terms, covered);
    coverRuns(text, terms, covered);
    const inRuns = covered.filter(Boolean).length;
    return inRuns >= 2 ? (inRuns - 1) / (terms.length - 1) : 0;
  }

  /**
   * Whether some paragraph's title or text holds the terms in a row: "end of
   * turn" is the rules' own phrase, "gold card" is not. Asked once for each
   * vocabulary phrase a query uses, and kept.
   */
  holdsPhrase(terms: string[]): boolean {
    const key = terms.join(" ");
    let held = this.phrasesHeld.get(key);
    if (held === undefined) {
      // Only the documents of the phrase's rarest term can hold it.
      const rarest = terms.reduce((a, b) => (this.index.holders(b) < this.index.holders(a) ? b : a));
      held = this.index.someHolding(rarest, RULES_FIELDS, (ref) => {
        if (!terms.every((term) => this.index.holdsTerm(ref, term, RULES_FIELDS))) return false;
        const t = this.docTerms(ref);
        return contains(t.title, terms) || contains(t.text, terms);
      });
      this.phrasesHeld.set(key, held);
    }
    return held;
  }

  /** The document's text terms outside quotation marks ("“it becomes night” refer to", 730.1, names the words; 730.2a says when). */
  private unquoted(ref: string, t: DocTerms): string[] {
    let u = this.unquotedTexts.get(ref);
    if (u === undefined) {
      const text = foldQuotes(this.docs.get(ref)!.text);
      u = text.includes('"') ? analyze(text.replace(/"[^"]*"/g, " ")).map((w) => w.term) : t.text;
      this.unquotedTexts.set(ref, u);
    }
    return u;
  }

  private docTerms(ref: string): DocTerms {
    let t = this.terms.get(ref);
    if (!t) {
      t = documentTerms(this.docs.get(ref)!);
      this.terms.set(ref, t);
    }
    return t;
  }

  /** How many of a phrase's terms the document holds (`tables`: its terms' documents, termTable): those it holds of a phrase that counts in part, else all of them or 0. */
  private heldTerms(ref: string, p: Phrase, tables: (ReadonlyMap<string, number> | undefined)[]): number {
    // A loop rather than filter() or every() and their functions: asked of every phrase of each of a query's hundred hits.
    const inPart = p.parts === true && p.terms.length >= PART_MIN;
    const mask = this.index.fieldMask(PHRASE_FIELDS);
    let held = 0;
    for (const table of tables) {
      if (((table?.get(ref) ?? 0) & mask) !== 0) held++;
      else if (!inPart) return 0;
    }
    return held;
  }

  /**
   * Sum of the weights of the phrases the document holds as consecutive
   * terms; a phrase that is the document's whole title (a glossary term, a
   * rule heading) or one of the names it defines counts weights.ts TITLE_PHRASE times,
   * and so does the user's phrase where the document is called so (`calledAs`: by an
   * alias too, or its title without filler). A vocabulary entry's meaning counts so
   * only as a whole title: "life points" means "life total", the alias of the entry
   * "Life, Life Total", which ranked over 103.4 and 119.1 (seen sets).
   * A document holding the user's own phrase whole joins `phrased`. With
   * `said` (a question not asking what something is), the user's phrase held
   * only inside quotation marks is named there, not said, and counts not:
   * "when does it become night" means 730.2a's "..., it becomes night", not
   * 730.1's "“it becomes night” refer to ...".
   */
  private phraseWeight(ref: string, phrases: Phrase[], tables: (ReadonlyMap<string, number> | undefined)[][], calledAs: readonly string[], phrased: Set<string>, said: boolean): number {
    // The postings say first whether the document holds the words of a phrase: most hold none, and need not be read.
    // Loops, not map(), some() and entries(): asked of each of a query's hundred hits, they made a tenth of its garbage.
    const counts = PHRASE_COUNTS;
    let any = false;
    for (let i = 0; i < phrases.length; i++) {
      const n = this.heldTerms(ref, phrases[i], tables[i]);
      counts[i] = n;
      if (n === phrases[i].terms.length || (n >= 2 && phrases[i].parts)) any = true;
    }
    if (!any) return 0;
    const t = this.docTerms(ref);
    let weight = 0;
    for (let i = 0; i < phrases.length; i++) {
      const p = phrases[i];
      const whole = counts[i] === p.terms.length;
      if (p.counted) {
        if (whole && counted(t.text, p.terms[0])) weight += p.weight;
      } else if (whole && ((isUsers(p) ? calledAs.includes(ref) : equal(t.title, p.terms)) || t.names.some((name) => equal(name, p.terms)))) {
        weight += this.weights.TITLE_PHRASE * p.weight;
        if (p.parts) phrased.add(ref);
      } else if (whole && !p.alone && (contains(t.title, p.terms) || t.asked.some((a) => contains(a, p.terms)) || (contains(t.text, p.terms) && (!p.parts || !said || contains(this.unquoted(ref, t), p.terms))))) {
        weight += p.weight;
        if (p.parts) phrased.add(ref);
      } else if (counts[i] >= 2 && p.parts && p.terms.length >= PART_MIN) weight += this.weights.PART * p.weight * this.partShare(ref, t, p.terms);
    }
    return weight;
  }
}

/** Whether the phrase is the user's own words (scope.ts userPhrase): two or more, or one typed alone. */
function isUsers(p: Phrase): boolean {
  return p.parts === true || p.alone === true;
}

/** No document is called what the user typed. */
const NOT_CALLED: readonly string[] = [];

/** The sum of the weights of the units whose terms (their tables: `holding`) `ref` holds, in the units' order; loops, not a function per unit and hit. */
function heldWeight(ref: string, units: Unit[], holding: ReadonlyMap<string, number>[][]): number {
  let sum = 0;
  for (let k = 0; k < units.length; k++) {
    let held = false;
    if (units[k].weight > 0) {
      for (const t of holding[k]) {
        if (t.has(ref)) {
          held = true;
          break;
        }
      }
    }
    sum += held ? units[k].weight : 0;
  }
  return sum;
}

/** What names a variant: terms of its name the ability's lacks, or else words typed as the name has them (stop words included). */
interface VariantName {
  terms: string[];
  words: string[];
}

/** A text's words as typed, lower-cased, stop words included. */
export function typedWords(text: string): string[] {
  return foldQuotes(text).toLowerCase().split(/[^\p{L}\p{N}']+/u).filter((w) => w !== "");
}

/** A text opening by saying what something is: "A hybrid mana symbol is also a colored mana symbol" (107.4e). */
const OPENS_WHAT_IT_IS = /^(?:an?|the)\s+([^.,;:()]{2,60}?)\s+(?:is|are)\b/i;

/** Whether `text` opens by saying what the thing `term` (its terms) is. */
function saysWhatItIs(text: string, term: string[]): boolean {
  const m = OPENS_WHAT_IT_IS.exec(foldQuotes(text));
  if (m === null) return false;
  const said = analyze(m[1]).map((w) => w.term);
  return said.length === term.length && said.every((t, i) => t === term[i]);
}

/** Whether rule `n` is rule `p` or one below it ("702.4b", "104.2" in "104"; not "702.40" in "702.4"). */
function within(n: string, p: string): boolean {
  if (n === p) return true;
  if (n.length <= p.length || !n.startsWith(p)) return false;
  // The next character, read without a slice nor a regex: asked of every rule hit for each glossary hit.
  const next = n.charCodeAt(p.length);
  return next === DOT || (next >= LOWER_A && next <= LOWER_Z);
}
const DOT = ".".charCodeAt(0);
const LOWER_A = "a".charCodeAt(0);
const LOWER_Z = "z".charCodeAt(0);

/** Whether rule `n` is one of `numbers` or below one (within), with no function made per call. */
function withinAny(n: string, numbers: string[]): boolean {
  for (const p of numbers) if (within(n, p)) return true;
  return false;
}

/** A rule of a section ("701.17", not "701") with a title and no text. */
function isHeadingRule(d: SearchDoc): boolean {
  return d.text === "" && d.number !== null && d.number.includes(".");
}

/**
 * A rule whose text ends by introducing its subrules ("However, this rule is
 * subject to the following exception:", 514.3) says what they decide only
 * through them: like a heading, it gives its place to its best subrule
 * holding as much of the query, even when it holds the whole query itself
 * ("cleanup step priority" is 514.3a's exception, not 514.3's "normally").
 */
function introducesSubrules(d: SearchDoc): boolean {
  return d.number !== null && d.number.includes(".") && d.text.trimEnd().endsWith(":");
}

/** Marks in `covered` each of `terms` that `seq` holds in a run of two or more of them in a row. */
function coverRuns(seq: string[], terms: string[], covered: boolean[]): void {
  for (let i = 0; i + 1 < seq.length; i++) {
    // Most of a paragraph's terms are none of the phrase's: one comparison each.
    for (let j = terms.indexOf(seq[i]); j !== -1 && j + 1 < terms.length; j = terms.indexOf(seq[i], j + 1)) {
      let k = 1;
      while (i + k < seq.length && j + k < terms.length && seq[i + k] === terms[j + k]) k++;
      if (k >= 2) covered.fill(true, j, j + k);
    }
  }
}

/** Whether `seq` holds `term` right after a quantity, or a quantity and its bound ("ten or more poison", 704.5c). */
function counted(seq: string[], term: string): boolean {
  for (let i = seq.indexOf(term); i > 0; i = seq.indexOf(term, i + 1)) {
    if (isQuantity(seq[i - 1]) || (i > 1 && BOUNDS.has(seq[i - 1]) && isQuantity(seq[i - 2]))) return true;
  }
  return false;
}

function equal(seq: string[], terms: string[]): boolean {
  return seq.length === terms.length && terms.every((t, j) => seq[j] === t);
}

/** Loops rather than every() and a function made at each position: asked of every phrase of a query's hits, it was a tenth of a first query's garbage. */
function contains(seq: string[], terms: string[]): boolean {
  next: for (let i = 0; i + terms.length <= seq.length; i++) {
    for (let j = 0; j < terms.length; j++) if (seq[i + j] !== terms[j]) continue next;
    return true;
  }
  return false;
}
