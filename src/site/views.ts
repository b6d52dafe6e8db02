/**
 * What each site page shows, gathered from the knowledge base. Pages
 * (the *-page.ts renderers) only lay these out, so the server and the
 * static export show the same facts.
 */
import type { KnowledgeBase } from "../knowledge-base";
import { parentNumber } from "../rules/numbers";
import type { History, HistoryEntry, ParagraphText, RuleObject, VersionInfo } from "../types";
import type { HomeView } from "./home-page";

export interface Heading {
  number: string;
  title: string | null;
  /** The version to link to: the page's own, or null (newest text) where it lacks this paragraph. */
  version: string | null;
}

export interface ChildView {
  number: string;
  title: string | null;
  text: string;
}

export interface RuleView {
  rule: RuleObject;
  /** The version asked for; null when the page shows the newest text. */
  asked: string | null;
  /** Part, section and rule above this paragraph, outermost first. */
  trail: Heading[];
  children: ChildView[];
  /** Every loaded version, and whether it holds this number. */
  versions: Array<VersionInfo & { holds: boolean }>;
  history: History;
  /** This paragraph's text in each version that holds it, for comparing any two. */
  texts: Record<string, string>;
  /** For each history entry, the number its text has in its version (a "came from" entry's text is at this number). */
  entryNumbers: Array<string | null>;
  /** Every paragraph under this section or rule, in rule order, for the whole of it on one page (none for a part). */
  descendants: ParagraphText[];
  /** The paragraphs of the same kind before and after this one, in this version's rule order. */
  previous: string | null;
  next: string | null;
}

export function ruleView(kb: KnowledgeBase, number: string, version?: string): RuleView {
  const rule = kb.rule(number, version);
  const v = rule.version.id;
  const trail: Heading[] = [];
  for (let n = parentNumber(rule.number); n !== null; n = parentNumber(n)) {
    // The seeds hold sections 401-415 without their part: no crumb to a missing page.
    const own = kb.db.paragraph(v, n);
    const up = own ?? kb.db.paragraph(null, n);
    if (up) trail.unshift({ number: n, title: up.title, version: own ? (version ?? null) : null });
  }
  const children = rule.children.map((c) => {
    const p = kb.db.paragraph(v, c)!;
    return { number: c, title: p.title, text: p.text };
  });
  const holding = new Set(kb.versionsWith(rule.number));
  // Texts of other versions are read without building their facts (cheap for the export's thousands of pages).
  const texts: Record<string, string> = {};
  for (const id of holding) texts[id] = kb.db.paragraphText(id, rule.number)!.text;
  const history = kb.history(rule.number);
  const entryNumbers = history.versions.map((e) =>
    [e.number, rule.number].find((n) => kb.db.paragraphText(e.version, n)?.text === e.text) ?? null);
  const all = kb.db.paragraphs(v);
  const at = all.findIndex((p) => p.number === rule.number);
  const sameKind = (step: number) => {
    for (let i = at + step; i >= 0 && i < all.length; i += step) if (all[i].kind === rule.kind) return all[i].number;
    return null;
  };
  return {
    descendants: rule.kind === "part" ? [] : descendantsOf(all, rule.number),
    previous: at < 0 ? null : sameKind(-1),
    next: at < 0 ? null : sameKind(1),
    texts,
    entryNumbers,
    rule,
    asked: version ?? null,
    trail,
    children,
    versions: kb.versions().map((x) => ({ ...x, holds: holding.has(x.id) })),
    history,
  };
}

/** The paragraphs under `number` (a section or rule): every number it is an ancestor of, in rule order. */
export function descendantsOf(paragraphs: ParagraphText[], number: string): ParagraphText[] {
  // By prefix rather than by parsing each number: the export asks this for thousands of pages.
  const under = number.includes(".")
    ? (n: string) => n.length > number.length && n.startsWith(number) && /[a-z]/.test(n[number.length])
    : (n: string) => n.startsWith(`${number}.`);
  return paragraphs.filter((p) => under(p.number));
}

/** The text a step replaced: its number and version (linked where that version holds it) and its text with examples. */
export interface Before {
  number: string;
  version: string;
  text: string;
  linked: boolean;
}

/** A paragraph's text with its examples, as compared on the lineage and diff pages. */
export function fullText(p: Pick<ParagraphText, "text" | "examples">): string {
  return [p.text, ...p.examples.map((e) => `Example: ${e}`)].join("\n");
}

/** One line of a lineage page: a step with its text, or a run of releases that left the text alone. */
export type LineageStep =
  | { kind: "step"; entry: HistoryEntry; text: string | null; linked: boolean; before: Before | null }
  | { kind: "unchanged"; count: number; first: HistoryEntry; last: HistoryEntry };

export interface HistoryView {
  /** The number asked for, and the number its text has today (they differ for a retired number). */
  asked: string;
  today: string | null;
  retired: RuleObject["retired"] | null;
  steps: LineageStep[];
}

/**
 * The lineage of a rule: each release that added, edited, moved or removed
 * its text, with that text; runs of releases that left it alone collapse
 * into one line. A step links to the paragraph only where that version
 * holds that number, so no link on the page can 404.
 */
export function historyView(kb: KnowledgeBase, number: string): HistoryView {
  const history = kb.history(number);
  const current = kb.rule(number);
  const steps: LineageStep[] = [];
  let previous: HistoryEntry | null = null;
  for (const e of history.versions) {
    const last = steps.at(-1);
    if (e.change === "unchanged") {
      if (last?.kind === "unchanged") {
        last.count++;
        last.last = e;
      } else steps.push({ kind: "unchanged", count: 1, first: e, last: e });
    } else {
      const own = e.text === null ? null : kb.db.paragraphText(e.version, e.number);
      const was = previous && kb.db.paragraphText(previous.version, previous.number);
      const before = previous && { number: previous.number, version: previous.version, text: was ? fullText(was) : previous.text!, linked: !!was };
      steps.push({ kind: "step", entry: e, text: own ? fullText(own) : e.text, linked: own !== null, before });
    }
    if (e.text !== null) previous = e;
  }
  const end = history.versions.at(-1)!;
  const newest = kb.versions().filter((v) => !v.partial).at(-1);
  const today = end.text !== null && end.version === newest?.id ? end.number : null;
  return { asked: history.number, today, retired: current.retired ?? null, steps };
}

/** Rule numbers worth offering as a search, best first: each era's famous exceptions. */
const NUMBER_EXAMPLES = ["402.8", "702.19", "113.6"];

export function homeView(kb: KnowledgeBase): HomeView {
  const current = new Set(kb.contents().map((c) => c.number));
  const numberExample = NUMBER_EXAMPLES.find((n) => {
    const section = n.split(".")[0];
    return current.has(section) && kb.search(n, { limit: 1 }).mode === "number" && kb.search(n, { limit: 1 }).results[0]?.number === n;
  }) ?? null;
  return { versions: kb.versions(), contents: kb.contents(), numberExample };
}

/** Whether any loaded version holds a rule number (glossary links to no page otherwise). */
export function ruleExists(kb: KnowledgeBase): (number: string) => boolean {
  return (n) => kb.db.versionsWith(n).length > 0;
}

/** Whether the site has a page for rule `number` in `version` (null: its newest text, which a retired number has too). */
export function pageExists(kb: KnowledgeBase): (number: string, version: string | null) => boolean {
  return (n, version) => (version === null ? kb.db.versionsWith(n).length > 0 : kb.db.paragraphText(version, n) !== null);
}

export interface RuleDiffView {
  number: string;
  from: VersionInfo;
  to: VersionInfo;
  /** The paragraph's text in each version; null where the version lacks it. */
  before: string | null;
  after: string | null;
  versions: VersionInfo[];
  /** Texts that moved to or from this number in between, so the page can point to them. */
  moves: Array<{ version: string; other: string; incoming: boolean; detail: string }>;
}

export function ruleDiffView(kb: KnowledgeBase, number: string, from: string, to: string): RuleDiffView {
  const n = kb.rule(number).number;
  const text = (v: string) => kb.db.paragraphText(v, n)?.text ?? null;
  const a = kb.version(from);
  const b = kb.version(to);
  const moves = kb.history(n).versions
    .filter((e) => e.change === "moved" && e.date > a.date && e.date <= b.date)
    .map((e) => ({ version: e.version, other: e.number === n ? (e.from ?? n) : e.number, incoming: e.number === n, detail: e.detail }));
  return { number: n, from: a, to: b, before: text(a.id), after: text(b.id), versions: kb.versions(), moves };
}
