/**
 * What changed between versions: `diff` for two whole versions, `history`
 * for one paragraph number across all of them. Both read the matchings of
 * match.ts, computed once per pair of versions and kept (versions never
 * change while the knowledge base is open).
 *
 * History walks the versions that hold the number's section, oldest first.
 * At each step the number's text is unchanged, edited, moved (the entry's
 * `number` says where it went), removed, or it arrives: added, or moved in
 * from another number (the entry's `number` says where it came from). A
 * number whose old text moved away and that received a new text in the same
 * version gets two entries, so `history 402.8e` shows both the older seed
 * text going to 402.8f and the 2007 text arriving.
 */
import type { ParagraphText, RulesDb } from "../db/rules-db";
import { sectionOf } from "../rules/numbers";
import type { Diff, History, HistoryEntry, VersionInfo } from "../types";
import { matchVersions, type Matching, type Pair } from "./match";

export class ChangeTracker {
  private readonly cache = new Map<string, Matching>();

  constructor(private readonly db: RulesDb) {}

  matching(from: VersionInfo, to: VersionInfo): Matching {
    const key = `${from.id}|${to.id}`;
    let m = this.cache.get(key);
    if (!m) {
      m = matchVersions(this.db.paragraphs(from.id), this.db.paragraphs(to.id), { from: from.partial, to: to.partial });
      this.cache.set(key, m);
    }
    return m;
  }

  diff(from: VersionInfo, to: VersionInfo): Diff {
    const m = this.matching(from, to);
    const edited: string[] = [];
    const moved: Diff["moved"] = [];
    for (const p of m.pairs) {
      if (p.from.number !== p.to.number) moved.push({ from: p.from.number, to: p.to.number, edited: p.edited });
      else if (p.edited) edited.push(p.from.number);
    }
    return {
      from: from.id,
      to: to.id,
      added: m.added.map((p) => p.number),
      removed: m.removed.map((p) => p.number),
      edited,
      moved,
      scope: m.scope,
    };
  }

  history(number: string): History {
    const section = sectionOf(number);
    const chain = this.db
      .versions()
      .filter((v) => !v.partial || (section !== null && this.db.paragraphs(v.id).some((p) => p.section === section)));
    const entries: HistoryEntry[] = [];
    chain.forEach((v, i) => {
      const here = this.db.paragraphs(v.id).find((p) => p.number === number) ?? null;
      if (i === 0) {
        if (here) entries.push(entry(v, number, here, "added", "first seen"));
        return;
      }
      const prev = chain[i - 1];
      const m = this.matching(prev, v);
      const wasHere = this.db.paragraphs(prev.id).some((p) => p.number === number);
      const out: Pair | undefined = m.pairs.find((p) => p.from.number === number);
      if (wasHere && out && out.to.number === number) {
        entries.push(entry(v, number, out.to, out.edited ? "edited" : "unchanged", out.edited ? `changed since ${prev.id}` : `same as ${prev.id}`));
        return;
      }
      if (wasHere && out) {
        entries.push(entry(v, out.to.number, out.to, "moved", `the text of ${number} moved to ${out.to.number}${out.edited ? " and was edited" : ""}`));
      } else if (wasHere && m.removed.some((p) => p.number === number)) {
        entries.push({ version: v.id, date: v.date, number, text: null, change: "removed", detail: `no longer in ${v.id}`, textDate: null });
      }
      if (!here) return;
      // A partial predecessor (the rulings dump holds only section 402) cannot
      // show a text arriving from another section; the last complete version can.
      const complete = prev.partial ? chain.slice(0, i).reverse().find((c) => !c.partial) : undefined;
      const into = m.pairs.find((p) => p.to.number === number) ?? (complete && this.matching(complete, v).pairs.find((p) => p.to.number === number));
      if (into) entries.push(entry(v, into.from.number, here, "moved", `came from ${into.from.number}${into.edited ? ", edited" : ""}`));
      else entries.push(entry(v, number, here, "added", wasHere ? `a new text at ${number}` : "first seen"));
    });
    return { number, versions: entries };
  }
}

function entry(v: VersionInfo, number: string, p: ParagraphText, change: HistoryEntry["change"], detail: string): HistoryEntry {
  const text = p.title && !p.text ? p.title : p.text;
  return { version: v.id, date: v.date, number, text, change, detail, textDate: p.date };
}
