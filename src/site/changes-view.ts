/**
 * What changed between two versions, for the diff page (`/diff`) and each
 * release's "what changed" page (`/releases/:id`): every added, removed,
 * edited and moved paragraph with its texts (examples included), a page
 * at a time so that two distant releases (2003 -> 2026, thousands of
 * changes) still make a bounded page.
 */
import { badInput } from "../errors";
import type { KnowledgeBase } from "../knowledge-base";
import type { Diff, VersionInfo } from "../types";
import { fullText } from "./views";

/** Changes shown per page; the rest are one "next page" link away. */
export const CHANGES_PER_PAGE = 150;

export type ChangeKind = "added" | "removed" | "edited" | "moved";

export interface ChangeItem {
  kind: ChangeKind;
  /** The paragraph's number in `to` (in `from` for a removal). */
  number: string;
  /** Its number in `from`, for a move. */
  from?: string;
  before: string | null;
  after: string | null;
}

export interface DiffView {
  from: VersionInfo;
  to: VersionInfo;
  counts: Record<ChangeKind, number>;
  scope: Diff["scope"];
  items: ChangeItem[];
  page: number;
  pages: number;
  /** Index of this page's first change among all of them. */
  offset: number;
  total: number;
}

export function diffView(kb: KnowledgeBase, from: string, to: string, page = 1): DiffView {
  const a = kb.version(from);
  const b = kb.version(to);
  const d = kb.diff(a.id, b.id);
  const all: Array<Omit<ChangeItem, "before" | "after">> = [
    ...d.added.map((n) => ({ kind: "added" as const, number: n })),
    ...d.removed.map((n) => ({ kind: "removed" as const, number: n })),
    ...d.edited.map((n) => ({ kind: "edited" as const, number: n })),
    ...d.moved.map((m) => ({ kind: "moved" as const, number: m.to, from: m.from })),
  ];
  const pages = Math.max(1, Math.ceil(all.length / CHANGES_PER_PAGE));
  if (!Number.isInteger(page) || page < 1 || page > pages) throw badInput(`page must be a whole number from 1 to ${pages}`);
  const offset = (page - 1) * CHANGES_PER_PAGE;
  const text = (version: string, number: string) => {
    const p = kb.db.paragraphText(version, number);
    return p ? fullText(p) : null;
  };
  const items = all.slice(offset, offset + CHANGES_PER_PAGE).map((c) => ({
    ...c,
    before: c.kind === "added" ? null : text(a.id, c.from ?? c.number),
    after: c.kind === "removed" ? null : text(b.id, c.number),
  }));
  const counts = { added: d.added.length, removed: d.removed.length, edited: d.edited.length, moved: d.moved.length };
  return { from: a, to: b, counts, scope: d.scope, items, page, pages, offset, total: all.length };
}

/** The version a release is compared with on its "what changed" page: the full release before it (for a partial seed, any version before it). */
export function previousVersion(kb: KnowledgeBase, id: string): VersionInfo | null {
  const v = kb.version(id);
  const before = kb.versions().filter((x) => x.date < v.date || (x.date === v.date && x.id < v.id));
  return (v.partial ? before : before.filter((x) => !x.partial)).at(-1) ?? null;
}
