/**
 * The rules facts in datascript, and the index-based reads the answers need.
 * This folder is the only place that imports datascript.
 *
 * Built once from parsed versions with `init_db` over raw datoms (an order of
 * magnitude faster than `transact` for static data, DEPENDENCY-NOTES.md).
 * Reads use lookup refs (`["rule/key", "2026-01-16|702.19"]`) and the AVET
 * index of ref attributes; no Datalog is parsed on the lookup path.
 *
 * Contract: versions are ordered by date (the seed fragments first). A
 * paragraph lookup without a version returns the newest text of that number.
 */
import * as ds from "datascript";
import type { Db, DatomInput, Entity } from "datascript";
import { findRefs } from "../rules/cross-refs";
import { parentNumber, sectionOf } from "../rules/numbers";
import type { GlossaryObject, ParagraphKind, ParsedVersion, RuleObject, RuleRef, VersionInfo, VersionKind } from "../types";
import { datascriptSchema } from "./schema";

/** The fields of one paragraph that history and diff compare. */
export interface ParagraphText {
  number: string;
  kind: ParagraphKind;
  title: string | null;
  text: string;
  examples: string[];
  section: string | null;
  date: string | null;
}

export class RulesDb {
  private readonly infos: VersionInfo[];
  private readonly textCache = new Map<string, ParagraphText[]>();

  private constructor(readonly db: Db) {
    this.infos = versionInfos(db);
  }

  /** A database saved with `snapshot`, as JSON text. */
  static fromSnapshot(json: string): RulesDb {
    return new RulesDb(ds.from_serializable(JSON.parse(json)));
  }

  /** The database as JSON text, for the start-up cache. */
  snapshot(): string {
    return JSON.stringify(ds.serializable(this.db));
  }

  static build(versions: ParsedVersion[]): RulesDb {
    const ordered = [...versions].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
    const datoms: DatomInput[] = [];
    let eid = 0;
    const add = (e: number, a: string, v: unknown) => {
      if (v !== undefined && v !== null) datoms.push([e, a, v]);
    };
    const latest = new Map<string, number>();

    ordered.forEach((v, order) => {
      const ve = ++eid;
      add(ve, "version/id", v.id);
      add(ve, "version/date", v.date);
      add(ve, "version/title", v.title);
      add(ve, "version/kind", v.kind);
      add(ve, "version/partial", v.partial);
      add(ve, "version/note", v.note);
      add(ve, "version/order", order);
      for (const s of v.sources) {
        const se = ++eid;
        add(se, "source/version", ve);
        add(se, "source/file", s.file);
        add(se, "source/format", s.format);
        add(se, "source/sha256", s.sha256);
      }
      const byNumber = new Map<string, number>();
      v.paragraphs.forEach((p, i) => {
        const re = ++eid;
        byNumber.set(p.number, re);
        latest.set(p.number, re);
        add(re, "rule/key", `${v.id}|${p.number}`);
        add(re, "rule/number", p.number);
        add(re, "rule/version", ve);
        add(re, "rule/kind", p.kind);
        add(re, "rule/title", p.title);
        add(re, "rule/text", p.text);
        add(re, "rule/order", i);
        add(re, "rule/section", sectionOf(p.number));
        add(re, "rule/date", p.date);
        if (p.truncated) add(re, "rule/truncated", true);
        add(re, "rule/line", p.line);
        p.examples.forEach((ex, j) => {
          const ee = ++eid;
          add(ee, "example/rule", re);
          add(ee, "example/order", j);
          add(ee, "example/text", ex.text);
          add(ee, "example/date", ex.date);
        });
      });
      v.paragraphs.forEach((p) => {
        const re = byNumber.get(p.number)!;
        const parent = parentNumber(p.number);
        if (parent && byNumber.has(parent)) add(re, "rule/parent", byNumber.get(parent));
        const texts = [p.text, ...p.examples.map((e) => e.text)].join("\n");
        const seen = new Set<string>();
        let order = 0;
        for (const c of findRefs(texts, p.number)) {
          for (const n of c.numbers) {
            if (seen.has(n)) continue;
            seen.add(n);
            const fe = ++eid;
            add(fe, "ref/from", re);
            add(fe, "ref/cited", c.cited);
            add(fe, "ref/number", n);
            add(fe, "ref/target", byNumber.get(n));
            add(fe, "ref/order", order++);
          }
        }
      });
      for (const w of v.witnesses) {
        const we = ++eid;
        add(we, "witness/rule", byNumber.get(w.number));
        add(we, "witness/source", w.source);
        add(we, "witness/text", w.text);
        add(we, "witness/best", w.best);
        add(we, "witness/note", w.note);
      }
      v.glossary.forEach((g, i) => {
        const ge = ++eid;
        add(ge, "glossary/key", `${v.id}|${g.term.toLowerCase()}`);
        add(ge, "glossary/version", ve);
        add(ge, "glossary/term", g.term);
        for (const a of g.aliases) add(ge, "glossary/alias", a);
        add(ge, "glossary/obsolete", g.obsolete);
        add(ge, "glossary/text", g.text);
        add(ge, "glossary/see", g.see);
        add(ge, "glossary/order", i);
      });
    });
    for (const [number, re] of latest) {
      const ne = ++eid;
      add(ne, "number/id", number);
      add(ne, "number/latest", re);
    }
    return new RulesDb(ds.init_db(datoms, datascriptSchema()));
  }

  /** Loaded versions, oldest first. */
  versions(): VersionInfo[] {
    return this.infos;
  }

  version(id: string): VersionInfo | null {
    return this.infos.find((v) => v.id === id) ?? null;
  }

  /** The paragraph `number` in `versionId`, or its newest text when no version is named. */
  paragraph(versionId: string | null, number: string): RuleObject | null {
    const e = this.ruleEntity(versionId, number);
    return e ? this.ruleObject(e) : null;
  }

  /** Every paragraph of a version in document order (cached; versions never change). */
  paragraphs(versionId: string): ParagraphText[] {
    const cached = this.textCache.get(versionId);
    if (cached) return cached;
    const ve = ds.entity(this.db, ["version/id", versionId]);
    if (!ve) return [];
    const list = ds
      .datoms(this.db, ":avet", "rule/version", ve.eid)
      .map((d) => ds.entity(this.db, d.e)!)
      .sort((a, b) => (a.get("rule/order") as number) - (b.get("rule/order") as number))
      .map((e) => ({
        number: e.get("rule/number") as string,
        kind: e.get("rule/kind") as ParagraphKind,
        title: (e.get("rule/title") as string | null) ?? null,
        text: e.get("rule/text") as string,
        examples: this.examples(e),
        section: (e.get("rule/section") as string | null) ?? null,
        date: (e.get("rule/date") as string | null) ?? null,
      }));
    this.textCache.set(versionId, list);
    return list;
  }

  /** The versions (ids) that hold a paragraph with this number, oldest first. */
  versionsWith(number: string): string[] {
    return ds
      .datoms(this.db, ":avet", "rule/number", number)
      .map((d) => ds.entity(this.db, d.e)!.get("rule/version") as Entity)
      .sort((a, b) => (a.get("version/order") as number) - (b.get("version/order") as number))
      .map((v) => v.get("version/id") as string);
  }

  /** A glossary entry by term or alias, case-insensitive, newest version first. */
  glossaryEntry(versionId: string | null, term: string): GlossaryObject | null {
    const wanted = term.trim().toLowerCase();
    const ids = versionId ? [versionId] : [...this.infos].reverse().map((v) => v.id);
    for (const id of ids) {
      const e = ds.entity(this.db, ["glossary/key", `${id}|${wanted}`]) ?? this.glossaryByAlias(id, wanted);
      if (e) return this.glossaryObject(e);
    }
    return null;
  }

  private glossaryByAlias(versionId: string, wanted: string): Entity | null {
    const ve = ds.entity(this.db, ["version/id", versionId]);
    if (!ve) return null;
    for (const d of ds.datoms(this.db, ":avet", "glossary/version", ve.eid)) {
      const e = ds.entity(this.db, d.e)!;
      const aliases = (e.get("glossary/alias") as string[] | null) ?? [];
      if (aliases.some((a) => a.toLowerCase() === wanted)) return e;
    }
    return null;
  }

  private glossaryObject(e: Entity): GlossaryObject {
    const v = e.get("glossary/version") as Entity;
    return {
      term: e.get("glossary/term") as string,
      aliases: [...((e.get("glossary/alias") as string[] | null) ?? [])].sort(),
      obsolete: e.get("glossary/obsolete") === true,
      text: e.get("glossary/text") as string,
      see: (e.get("glossary/see") as string | null) ?? null,
      version: { id: v.get("version/id") as string, date: v.get("version/date") as string },
    };
  }

  private ruleEntity(versionId: string | null, number: string): Entity | null {
    if (versionId !== null) return ds.entity(this.db, ["rule/key", `${versionId}|${number}`]);
    const n = ds.entity(this.db, ["number/id", number]);
    return n ? (n.get("number/latest") as Entity) : null;
  }

  private related(attr: string, eid: number, order: string): Entity[] {
    return ds
      .datoms(this.db, ":avet", attr, eid)
      .map((d) => ds.entity(this.db, d.e)!)
      .sort((a, b) => (a.get(order) as number) - (b.get(order) as number));
  }

  private examples(e: Entity): string[] {
    return this.related("example/rule", e.eid, "example/order").map((x) => x.get("example/text") as string);
  }

  private ruleObject(e: Entity): RuleObject {
    const number = e.get("rule/number") as string;
    const v = e.get("rule/version") as Entity;
    const refs: RuleRef[] = this.related("ref/from", e.eid, "ref/order").map((r) => ({
      number: r.get("ref/number") as string,
      cited: r.get("ref/cited") as string,
      exists: r.get("ref/target") !== null,
    }));
    const citing = ds
      .datoms(this.db, ":avet", "ref/target", e.eid)
      .map((d) => ds.entity(this.db, d.e)!.get("ref/from") as Entity)
      .sort((a, b) => (a.get("rule/order") as number) - (b.get("rule/order") as number));
    const referencedBy = [...new Set(citing.map((f) => f.get("rule/number") as string))];
    return {
      number,
      kind: e.get("rule/kind") as ParagraphKind,
      title: (e.get("rule/title") as string | null) ?? null,
      text: e.get("rule/text") as string,
      examples: this.examples(e),
      parent: parentNumber(number),
      children: this.related("rule/parent", e.eid, "rule/order").map((c) => c.get("rule/number") as string),
      refs,
      referencedBy,
      version: { id: v.get("version/id") as string, date: v.get("version/date") as string },
      textDate: (e.get("rule/date") as string | null) ?? null,
      witnesses: ds
        .datoms(this.db, ":avet", "witness/rule", e.eid)
        .map((d) => ds.entity(this.db, d.e)!)
        .map((w) => ({
          source: w.get("witness/source") as string,
          text: w.get("witness/text") as string,
          best: w.get("witness/best") === true,
          note: w.get("witness/note") as string,
        }))
        .sort((a, b) => Number(b.best) - Number(a.best) || a.source.localeCompare(b.source)),
    };
  }
}

/** The loaded versions, oldest first, with their counts, read from the facts. */
function versionInfos(db: Db): VersionInfo[] {
  return ds
    .datoms(db, ":aevt", "version/id")
    .map((d) => ds.entity(db, d.e)!)
    .sort((a, b) => (a.get("version/order") as number) - (b.get("version/order") as number))
    .map((v) => ({
      id: v.get("version/id") as string,
      date: v.get("version/date") as string,
      title: v.get("version/title") as string,
      kind: v.get("version/kind") as VersionKind,
      partial: v.get("version/partial") === true,
      note: v.get("version/note") as string,
      paragraphs: ds.datoms(db, ":avet", "rule/version", v.eid).filter((d) => ds.entity(db, d.e)!.get("rule/kind") !== "part").length,
      glossary: ds.datoms(db, ":avet", "glossary/version", v.eid).length,
    }));
}
