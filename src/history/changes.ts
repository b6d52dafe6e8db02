/**
 * What changed between versions: `diff` for two whole versions, `history`
 * for one rule across all of them.
 *
 * Both read steps: how the paragraphs of one version became those of
 * another (lineage.ts). Between consecutive releases the release store keeps
 * the step, so a history across every release reads stored links and one
 * paragraph text per release; any other pair (a seed version, a diff of two
 * distant releases) is matched once (match.ts) and kept, since versions never
 * change while the knowledge base is open.
 *
 * History follows the rule, not the number (SPEC.md): it takes the newest
 * text a number holds and walks its lineage back to where it was first seen
 * and forward to today, through every renumbering, so 402.8 of 2003 runs on
 * through 112.5 (2009-07-11) to 113.6 today in one history. Each entry has
 * the number the text had in that version; a move also says the number it
 * came from (`from`). Versions that hold only some sections (the seeds) are
 * passed only where they hold the section of the number being walked.
 */
import { compareNumbers, sectionOf } from "../rules/numbers";
import type { ReleaseStep } from "../store/release-store";
import type { Diff, History, HistoryEntry, ParagraphText, VersionInfo } from "../types";
import { stepOf } from "./lineage";
import { matchVersions } from "./match";

/** What history and diff read of the versions. */
export interface VersionTexts {
  /** Every version, oldest first. */
  versions(): VersionInfo[];
  paragraphs(id: string): ParagraphText[];
  /** One paragraph of one version, without reading the rest of it. */
  paragraphText(id: string, number: string): ParagraphText | null;
  /** The stored step from `from` to `to`, where the versions keep one. */
  step(from: string, to: string): ReleaseStep | null;
}

/** A step with the lookups history makes of it. */
class StepIndex {
  readonly movedFrom = new Map<string, [string, boolean]>();
  readonly movedTo = new Map<string, [string, boolean]>();
  readonly edited: Set<string>;
  readonly removed: Set<string>;
  readonly added: Set<string>;

  constructor(readonly step: ReleaseStep, readonly scope: string[] | "all") {
    for (const [from, to, edited] of step.moved) {
      this.movedFrom.set(from, [to, edited]);
      this.movedTo.set(to, [from, edited]);
    }
    this.edited = new Set(step.edited);
    this.removed = new Set(step.removed);
    this.added = new Set(step.added);
  }

  /** Where the text of `number` (held by the earlier version) went: a number and whether it was edited, or null if removed. */
  out(number: string): [string, boolean] | null {
    if (this.removed.has(number)) return null;
    return this.movedFrom.get(number) ?? [number, this.edited.has(number)];
  }

  /** Where the text of `number` in the later version came from, when the step says. */
  into(number: string, wasHere: boolean): [string, boolean] | null {
    const moved = this.movedTo.get(number);
    if (moved) return moved;
    if (this.added.has(number) || !wasHere || this.movedFrom.has(number) || this.removed.has(number)) return null;
    return [number, this.edited.has(number)];
  }
}

/** A history entry with its place in the versions, while a lineage is walked. */
type Step = HistoryEntry & { at: number; rank: number };

export class ChangeTracker {
  private readonly steps = new Map<string, StepIndex>();

  constructor(private readonly texts: VersionTexts) {}

  diff(from: VersionInfo, to: VersionInfo): Diff {
    const s = this.stepBetween(from, to);
    const inOrder = (list: string[]) => [...list].sort(compareNumbers);
    return {
      from: from.id,
      to: to.id,
      added: inOrder(s.step.added),
      removed: inOrder(s.step.removed),
      edited: inOrder(s.step.edited),
      moved: [...s.step.moved].sort((a, b) => compareNumbers(a[0], b[0])).map(([f, t, edited]) => ({ from: f, to: t, edited })),
      scope: s.scope,
    };
  }

  /**
   * The lineage of the newest text numbered `number`: walked back through
   * every version to where it was first seen, switching numbers where it was
   * renumbered, and forward to today (or its removal). When that text arrived
   * at a number another text held just before, the earlier text's lineage up
   * to its leaving is shown too, so a relettering reads as two entries.
   */
  history(number: string): History {
    const all = this.texts.versions();
    const anchor = all.map((v) => this.texts.paragraphText(v.id, number) !== null).lastIndexOf(true);
    if (anchor < 0) return { number, versions: [] };
    const entries: Step[] = [];
    const occupant = this.walkBack(number, anchor, entries);
    if (occupant) this.walkBack(number, occupant.at, entries, true);
    this.walkForward(number, anchor, entries);
    entries.sort((a, b) => a.at - b.at || a.rank - b.rank);
    return { number, versions: entries.map(({ at: _a, rank: _r, ...e }) => e) };
  }

  /**
   * Walks the text numbered `number` in version `at` back to where it was
   * first seen. Returns the version where it arrived at a number that held
   * another text just before, if it did (`leaving`: this walk is that other
   * text's, and goes no further back than its own lineage).
   */
  private walkBack(number: string, at: number, out: Step[], leaving = false): { at: number } | null {
    const all = this.texts.versions();
    let c = number;
    let i = at;
    for (;;) {
      const v = all[i];
      const here = this.texts.paragraphText(v.id, c);
      let j = this.neighbour(c, i, -1);
      if (j < 0) {
        out.push(this.entry(v, i, c, here, "added", "first seen"));
        return null;
      }
      let s = this.stepBetween(all[j], v);
      let into = s.into(c, this.texts.paragraphText(all[j].id, c) !== null);
      if (!into && all[j].partial) {
        // A partial predecessor (the rulings dump holds only section 402) cannot
        // show a text arriving from another section; the last complete version can.
        const k = this.completeBefore(j);
        const s2 = k < 0 ? null : this.stepBetween(all[k], v);
        const into2 = s2?.into(c, this.texts.paragraphText(all[k].id, c) !== null);
        if (into2) [j, s, into] = [k, s2!, into2];
      }
      if (into) {
        const [from, edited] = into;
        if (from === c) out.push(this.entry(v, i, c, here, edited ? "edited" : "unchanged", edited ? `changed since ${all[j].id}` : `same as ${all[j].id}`));
        else out.push(this.entry(v, i, c, here, "moved", `came from ${from}${edited ? ", edited" : ""}`, from));
        c = from;
        i = j;
        continue;
      }
      const wasHere = this.texts.paragraphText(all[j].id, c) !== null;
      out.push(this.entry(v, i, c, here, "added", wasHere ? `a new text at ${c}` : "first seen"));
      if (!wasHere || leaving) return null;
      const left = s.out(c);
      if (left) out.push({ ...this.entry(v, i, left[0], this.texts.paragraphText(v.id, left[0]), "moved", `the text of ${c} moved to ${left[0]}${left[1] ? " and was edited" : ""}`, c), rank: 0 });
      else out.push({ ...this.entry(v, i, c, null, "removed", `the text of ${c} is no longer in ${v.id}`), rank: 0 });
      return { at: j };
    }
  }

  /** Walks the text numbered `number` in version `at` forward to the newest version, or to its removal. */
  private walkForward(number: string, at: number, out: Step[]): void {
    const all = this.texts.versions();
    let c = number;
    let i = at;
    for (;;) {
      const j = this.neighbour(c, i, 1);
      if (j < 0) return;
      const v = all[j];
      const went = this.stepBetween(all[i], v).out(c);
      if (!went) {
        out.push(this.entry(v, j, c, null, "removed", `no longer in ${v.id}`));
        return;
      }
      const [to, edited] = went;
      const p = this.texts.paragraphText(v.id, to);
      if (to === c) out.push(this.entry(v, j, c, p, edited ? "edited" : "unchanged", edited ? `changed since ${all[i].id}` : `same as ${all[i].id}`));
      else out.push(this.entry(v, j, to, p, "moved", `moved from ${c} to ${to}${edited ? " and was edited" : ""}`, c));
      c = to;
      i = j;
    }
  }

  /** The nearest version before (-1) or after (+1) index `i` that a lineage through `number` passes: complete, or partial holding its section. */
  private neighbour(number: string, i: number, dir: 1 | -1): number {
    const all = this.texts.versions();
    const section = sectionOf(number);
    for (let j = i + dir; j >= 0 && j < all.length; j += dir) {
      if (!all[j].partial || (section !== null && this.holdsSection(all[j].id, section))) return j;
    }
    return -1;
  }

  private completeBefore(i: number): number {
    const all = this.texts.versions();
    for (let j = i - 1; j >= 0; j--) if (!all[j].partial) return j;
    return -1;
  }

  private readonly sections = new Map<string, Set<string | null>>();

  private holdsSection(id: string, section: string): boolean {
    let held = this.sections.get(id);
    if (!held) this.sections.set(id, (held = new Set(this.texts.paragraphs(id).map((p) => p.section))));
    return held.has(section);
  }

  private entry(v: VersionInfo, at: number, number: string, p: ParagraphText | null, change: HistoryEntry["change"], detail: string, from?: string): Step {
    const text = p === null ? null : p.title && !p.text ? p.title : p.text;
    return { version: v.id, date: v.date, number, ...(from === undefined ? {} : { from }), text, change, detail, textDate: p?.date ?? null, at, rank: 1 };
  }

  /** The step from one version to another: stored, or matched once and kept. */
  private stepBetween(from: VersionInfo, to: VersionInfo): StepIndex {
    const key = `${from.id}|${to.id}`;
    let s = this.steps.get(key);
    if (!s) {
      const stored = this.texts.step(from.id, to.id);
      if (stored) s = new StepIndex(stored, "all");
      else {
        const m = matchVersions(this.texts.paragraphs(from.id), this.texts.paragraphs(to.id), { from: from.partial, to: to.partial });
        s = new StepIndex(stepOf(m), m.scope);
      }
      this.steps.set(key, s);
    }
    return s;
  }
}
