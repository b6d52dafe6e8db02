/**
 * What each site page shows, gathered from the knowledge base. Pages
 * (the *-page.ts renderers) only lay these out, so the server and the
 * static export show the same facts.
 */
import type { KnowledgeBase } from "../knowledge-base";
import { parentNumber } from "../rules/numbers";
import type { History, RuleObject, VersionInfo } from "../types";
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
  entryNumbers: string[];
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
  const texts: Record<string, string> = {};
  // Texts, not facts: building the facts of every release holding the number would cost seconds.
  for (const id of holding) texts[id] = kb.db.paragraphText(id, rule.number)!.text;
  const history = kb.history(rule.number);
  const entryNumbers = history.versions.map((e) => e.number);
  return {
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
