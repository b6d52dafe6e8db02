/**
 * What a search scope holds: the paragraphs and glossary entries of one
 * version, or of the "current" scope.
 *
 * The current scope is what lookups show by default, the newest text of
 * each paragraph: starting from the newest complete release, each number and
 * glossary term takes its text from the newest version that has it among
 * that release and the partial versions dated after it (a rulings update
 * amends the release before it). With only the seeds loaded, both seed
 * versions are partial, so the current scope is the fragments overlaid with
 * the 2008 rulings, and 402.8e is the "comes into play" text.
 */
import type { RulesLibrary } from "../db/rules-library";
import { tenures, type StepSource, type Tenure } from "../history/tenures";
import { parentNumber } from "../rules/numbers";
import { foldQuotes } from "../text";
import { ASKED_FOR } from "./asked-for";
import type { AskedFor } from "./asked-for/row";

/** What a scope reads of the rules: any version's paragraphs and glossary. */
export type RulesSource = Pick<RulesLibrary, "versions" | "paragraphs" | "paragraphText" | "glossaryEntries">;
import type { Retirement, SearchResult, SearchResults, VersionInfo } from "../types";

export interface SearchDoc {
  ref: string;
  kind: "rule" | "glossary";
  number: string | null;
  term: string | null;
  title: string | null;
  text: string;
  examples: string[];
  /** Extra words for the title field (glossary aliases). */
  aliases: string[];
  /**
   * How players ask for this paragraph (asked-for/row.ts), absent when no row applies: indexed so a question in
   * players' words finds it, never shown (snippets are cut from the title, text and examples only).
   */
  asked?: readonly string[];
  /** A glossary entry marked (Obsolete): kept searchable for old terms, ranked low. */
  obsolete: boolean;
  version: { id: string; date: string };
  /** In the "all" scope: this number no longer holds this text today (which release retired it, the number the text became). */
  retired?: Retirement;
  /** In the "all" scope: the rule's lineage (history/tenures.ts), the same for each number its text held. */
  lineage?: number;
}

export const CURRENT = "current";
export { ALL } from "../types";

/** The versions a scope draws from, oldest first. */
export function scopeVersions(versions: VersionInfo[], scope: string): VersionInfo[] {
  if (scope !== CURRENT) return versions.filter((v) => v.id === scope);
  const sorted = [...versions].sort((a, b) => a.date.localeCompare(b.date));
  const complete = sorted.filter((v) => !v.partial).at(-1);
  return complete ? sorted.filter((v) => v.date >= complete.date) : sorted;
}

/** `table`: how players ask for rules (asked-for/), which the rule documents whose text still says a row's words take. */
export function scopeDocuments(db: RulesSource, scope: string, table: readonly AskedFor[] = ASKED_FOR): SearchDoc[] {
  const askedFor = phrasings(table);
  const docs = new Map<string, SearchDoc>();
  for (const v of scopeVersions(db.versions(), scope)) {
    const version = { id: v.id, date: v.date };
    for (const p of db.paragraphs(v.id)) {
      const ref = `rule:${p.number}`;
      docs.set(ref, { ref, kind: "rule", number: p.number, term: null, title: p.title, text: p.text, examples: p.examples, aliases: [], ...askedFor(p.number, p.text), obsolete: false, version });
    }
    for (const g of db.glossaryEntries(v.id)) {
      const ref = `glossary:${g.term.toLowerCase()}`;
      docs.set(ref, { ref, kind: "glossary", number: null, term: g.term, title: g.term, text: g.text, examples: [], aliases: g.aliases, obsolete: g.obsolete, version });
    }
  }
  return [...docs.values()];
}

/**
 * A rule document's `asked` field from the rows for its number whose `says` its text holds (any case, curly quotes as
 * straight ones): the rows are written against the 2026 CR, and a release where that number holds another text (a
 * rule renumbered or rewritten) must not take phrasings meant for a different rule. Nothing when no row applies.
 */
function phrasings(table: readonly AskedFor[]): (number: string, text: string) => { asked?: readonly string[] } {
  const byRule = new Map<string, AskedFor[]>();
  for (const row of table) byRule.set(row.rule, [...(byRule.get(row.rule) ?? []), row]);
  return (number, text) => {
    const rows = byRule.get(number);
    if (rows === undefined) return {};
    const said = foldQuotes(text).toLowerCase();
    const asked = rows.filter((row) => said.includes(foldQuotes(row.says).toLowerCase())).flatMap((row) => row.asked);
    return asked.length > 0 ? { asked } : {};
  };
}

/**
 * The versions the "all" scope walks, oldest first: every complete release
 * before the current scope's, then the current scope's versions (the newest
 * complete release and the partial versions that amend it; with only the
 * seeds, the seed versions).
 */
export function allVersions(versions: VersionInfo[]): VersionInfo[] {
  const current = scopeVersions(versions, CURRENT);
  if (current.length === 0) return [];
  const earlier = versions.filter((v) => !v.partial && v.date < current[0].date).sort((a, b) => a.date.localeCompare(b.date));
  return [...earlier, ...current];
}

/**
 * The documents of the "all" scope: every text a number held, in its
 * newest form, so words that have left today's rules ("mana burn",
 * "damage on the stack") find where they lived. Each tenure of a number
 * (history/tenures.ts) is one document: today's holder, or the last
 * holder, is `rule:N`; a text that held N before another took it is
 * `rule:N@V`, V the last version it held N, with `retired` saying when it
 * left and the number it has today (null if removed). A text renumbered
 * unchanged is a document at each number it held, each with its rule's
 * `lineage`, and a words answer lists it once, as its newest holder
 * (searcher.ts eachTextOnce). Glossary entries: each term's newest entry.
 */
export function allDocuments(db: RulesSource, step: StepSource, table: readonly AskedFor[] = ASKED_FOR): SearchDoc[] {
  const askedFor = phrasings(table);
  const chain = allVersions(db.versions());
  const { current, ended, numberNow } = tenures(chain, (id) => db.paragraphs(id), step);
  const textOf = (seg: Tenure) => db.paragraphText(seg.last.id, seg.number);
  const docs: SearchDoc[] = [];
  const add = (seg: Tenure, ref: string, retired?: Retirement) => {
    const p = textOf(seg);
    if (!p) return;
    const version = { id: seg.last.id, date: seg.last.date };
    docs.push({ ref, kind: "rule", number: p.number, term: null, title: p.title, text: p.text, examples: p.examples, aliases: [], ...askedFor(p.number, p.text), obsolete: false, version, lineage: seg.lineage, ...(retired ? { retired } : {}) });
  };
  for (const seg of current) add(seg, `rule:${seg.number}`);
  const held = new Set(current.map((seg) => seg.number));
  // Newest first, so the last holder of a number no longer in use takes its plain ref.
  for (const seg of [...ended].sort((a, b) => b.last.date.localeCompare(a.last.date))) {
    const successor = numberNow[seg.lineage];
    const ref = held.has(seg.number) ? `rule:${seg.number}@${seg.last.id}` : `rule:${seg.number}`;
    held.add(seg.number);
    const at = (v: VersionInfo) => ({ id: v.id, date: v.date });
    add(seg, ref, { number: seg.number, lastIn: at(seg.last), retiredIn: at(seg.retiredIn!), successor });
  }

  const glossary = new Map<string, SearchDoc>();
  for (const v of chain) {
    const version = { id: v.id, date: v.date };
    for (const g of db.glossaryEntries(v.id)) {
      // One entry a term, whatever its apostrophes: the 2009 glossary's "Controlling Another Player's Turn" is the
      // 2008 glossary's "Controlling Another Player’s Turn", and was listed twice.
      const ref = `glossary:${foldQuotes(g.term).toLowerCase()}`;
      glossary.set(ref, { ref, kind: "glossary", number: null, term: g.term, title: g.term, text: g.text, examples: [], aliases: g.aliases, obsolete: g.obsolete, version });
    }
  }
  return [...docs, ...glossary.values()];
}

/**
 * The answer with each rule hit's section: the nearest rule above it that
 * has a title, as `titleOf(version, number)` reads it in the hit's own
 * version (402 is "Hand" today but was "Abilities" in 2008). A new object:
 * scopes share their cached answers. Each hit is written out field by field
 * in the order a spread gives (a retirement before the section): a spread
 * copy plus a field was about 440 bytes a hit against 125 (sampling heap
 * profile of the objects a first-time loop keeps, 2026 CR), and kept
 * answers live through scavenges.
 */
export function withSections(r: SearchResults, titleOf: (version: string, number: string) => string | null): SearchResults {
  return { ...r, results: r.results.map((x) => {
    const section = x.number === null ? null : sectionAbove(x.number, x.version.id, titleOf);
    if (x.formerly !== undefined) return { kind: x.kind, number: x.number, term: x.term, title: x.title, snippet: x.snippet, score: x.score, version: x.version, ...(x.retired ? { retired: x.retired } : {}), formerly: x.formerly, section };
    return x.retired === undefined
      ? { kind: x.kind, number: x.number, term: x.term, title: x.title, snippet: x.snippet, score: x.score, version: x.version, section }
      : { kind: x.kind, number: x.number, term: x.term, title: x.title, snippet: x.snippet, score: x.score, version: x.version, retired: x.retired, section };
  }) };
}

function sectionAbove(number: string, version: string, titleOf: (version: string, number: string) => string | null): SearchResult["section"] {
  for (let n = parentNumber(number); n !== null; n = parentNumber(n)) {
    const title = titleOf(version, n);
    if (title) return { number: n, title };
  }
  return null;
}
