/**
 * Tenures: which lineage (one text as it was edited, history/lineage.ts)
 * held which rule number over which run of versions, found by walking the
 * versions in order with the steps between neighbours (the numbers added,
 * removed and moved). A number's tenure ends when its text moves to another
 * number or is removed; the lineage then goes on under its new number, or
 * nowhere. Search's every-release scope (search/documents.ts) indexes the
 * last text of each tenure.
 */
import { sectionOf } from "../rules/numbers";
import type { Diff, ParagraphText, VersionInfo } from "../types";

/** How one version's numbers became the next's (changes.ts diff). */
export type StepSource = (from: VersionInfo, to: VersionInfo) => Pick<Diff, "added" | "removed" | "moved" | "scope">;

/** A number held by one lineage over a run of versions. */
export interface Tenure {
  number: string;
  lineage: number;
  /** The last version in which this lineage held this number. */
  last: VersionInfo;
  /** The version in which it left the number (moved or removed), if it did. */
  retiredIn?: VersionInfo;
}

export interface Tenures {
  /** Tenures still running in the last version walked. */
  current: Tenure[];
  /** Tenures that ended, in the order they ended. */
  ended: Tenure[];
  /** Each lineage's number in the last version walked; null once removed. */
  numberNow: Array<string | null>;
}

/** The tenures of every number over `chain` (oldest first), whose first version's paragraphs start them. */
export function tenures(chain: VersionInfo[], paragraphs: (id: string) => Pick<ParagraphText, "number">[], step: StepSource): Tenures {
  const numberNow: Array<string | null> = [];
  const ended: Tenure[] = [];
  let open = new Map<string, Tenure>();
  const begin = (into: Map<string, Tenure>, number: string, v: VersionInfo, lineage = numberNow.push(number) - 1) => into.set(number, { number, lineage, last: v });
  chain.forEach((v, i) => {
    if (i === 0) {
      for (const p of paragraphs(v.id)) begin(open, p.number, v);
      return;
    }
    const d = step(chain[i - 1], v);
    // A partial version (a rulings update) says nothing of the sections it does not hold.
    const speaksOf = (n: string) => d.scope === "all" || d.scope.includes(sectionOf(n) ?? n);
    const removed = new Set(d.removed);
    const moved = new Map(d.moved.map((m) => [m.from, m.to]));
    const next = new Map<string, Tenure>();
    const arrived: Array<[string, number]> = [];
    for (const [n, t] of open) {
      if (!speaksOf(n)) {
        next.set(n, t);
        continue;
      }
      const to = removed.has(n) ? null : (moved.get(n) ?? n);
      if (to === n) {
        t.last = v;
        next.set(n, t);
        continue;
      }
      ended.push({ ...t, retiredIn: v });
      numberNow[t.lineage] = to;
      if (to !== null) arrived.push([to, t.lineage]);
    }
    for (const [to, lineage] of arrived) begin(next, to, v, lineage);
    for (const n of d.added) if (!next.has(n)) begin(next, n, v);
    open = next;
  });
  return { current: [...open.values()], ended, numberNow };
}
