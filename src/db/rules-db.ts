/**
 * The rules facts in datascript, and the index-based reads the answers need.
 * This folder is the only place that imports datascript.
 *
 * Built once from parsed versions with `init_db` over raw datoms (an order of
 * magnitude faster than `transact` for static data, DEPENDENCY-NOTES.md).
 * Reads go through the indexes only: the AVET index finds an entity by its
 * unique key ("2026-01-16|702.19") and the entities that point at it (its
 * children, examples, references); one EAVT scan reads all attributes of an
 * entity at once, which costs less than a single `Entity.get` from JS. No
 * Datalog is parsed on the lookup path. Since a database never changes, each
 * rule answer is kept once built (`paragraph` is then a Map lookup).
 *
 * Contract: versions are ordered by date (the seed fragments first). A
 * paragraph lookup without a version returns the newest text of that number.
 */
import * as ds from "datascript";
import type { Db, DatomInput } from "datascript";
import { findRefs } from "../rules/cross-refs";
import { parentNumber, sectionOf } from "../rules/numbers";
import type { GlossaryObject, ParagraphKind, ParagraphText, ParsedVersion, RuleObject, RuleRef, VersionInfo, VersionKind } from "../types";
import { datascriptSchema } from "./schema";

export class RulesDb {
  private readonly infos: VersionInfo[];
  private readonly textCache = new Map<string, ParagraphText[]>();
  private readonly textIndex = new Map<string, Map<string, ParagraphText>>();
  private readonly answers = new Map<string, RuleObject | null>();

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
        if (p.line > 0) add(re, "rule/line", p.line);
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
      add(ve, "version/paragraphs", v.paragraphs.filter((p) => p.kind !== "part").length);
      add(ve, "version/glossary", v.glossary.length);
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

  /**
   * The paragraph `number` in `versionId`, or its newest text when no version
   * is named. Answers are shared between callers: treat them as read-only.
   */
  paragraph(versionId: string | null, number: string): RuleObject | null {
    const key = `${versionId ?? ""}|${number}`;
    let answer = this.answers.get(key);
    if (answer === undefined) {
      const e = this.ruleEid(versionId, number);
      answer = e === null ? null : this.ruleObject(e);
      this.answers.set(key, answer);
    }
    return answer;
  }

  /** Every paragraph of a version in document order (cached; versions never change). */
  paragraphs(versionId: string): ParagraphText[] {
    const cached = this.textCache.get(versionId);
    if (cached) return cached;
    const ve = this.unique("version/id", versionId);
    if (ve === null) return [];
    const list = this.pointing("rule/version", ve)
      .map((e) => ({ e, a: this.attrs(e) }))
      .sort((x, y) => (x.a["rule/order"] as number) - (y.a["rule/order"] as number))
      .map(({ e, a }) => ({
        number: a["rule/number"] as string,
        kind: a["rule/kind"] as ParagraphKind,
        title: (a["rule/title"] as string | undefined) ?? null,
        text: a["rule/text"] as string,
        examples: this.examples(e),
        section: (a["rule/section"] as string | undefined) ?? null,
        date: (a["rule/date"] as string | undefined) ?? null,
      }));
    this.textCache.set(versionId, list);
    return list;
  }

  /** Paragraph `number` of version `versionId`, as history compares it. */
  paragraphText(versionId: string, number: string): ParagraphText | null {
    let byNumber = this.textIndex.get(versionId);
    if (!byNumber) this.textIndex.set(versionId, (byNumber = new Map(this.paragraphs(versionId).map((p) => [p.number, p]))));
    return byNumber.get(number) ?? null;
  }

  /** No steps are stored here: history matches the versions of this database itself. */
  step(): null {
    return null;
  }

  /** The versions (ids) that hold a paragraph with this number, oldest first. */
  versionsWith(number: string): string[] {
    const order = new Map(this.infos.map((v, i) => [v.id, i]));
    return ds
      .datoms(this.db, ":avet", "rule/number", number)
      .map((d) => this.attrs(this.attrs(d.e)["rule/version"] as number)["version/id"] as string)
      .sort((a, b) => order.get(a)! - order.get(b)!);
  }

  /** A glossary entry by term or alias, case-insensitive, newest version first. */
  glossaryEntry(versionId: string | null, term: string): GlossaryObject | null {
    const wanted = term.trim().toLowerCase();
    const ids = versionId ? [versionId] : [...this.infos].reverse().map((v) => v.id);
    for (const id of ids) {
      const e = this.unique("glossary/key", `${id}|${wanted}`) ?? this.glossaryByAlias(id, wanted);
      if (e !== null) return this.glossaryObject(e);
    }
    return null;
  }

  /** All attributes of an entity in one EAVT scan; card-many values collect into arrays. */
  /** Every glossary entry of a version, in glossary order. */
  glossaryEntries(versionId: string): GlossaryObject[] {
    const ve = this.unique("version/id", versionId);
    if (ve === null) return [];
    return this.pointing("glossary/version", ve)
      .map((e) => ({ e, order: this.attrs(e)["glossary/order"] as number }))
      .sort((x, y) => x.order - y.order)
      .map(({ e }) => this.glossaryObject(e));
  }

  private attrs(eid: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const d of ds.datoms(this.db, ":eavt", eid)) {
      const prev = out[d.a];
      out[d.a] = prev === undefined ? d.v : Array.isArray(prev) ? [...prev, d.v] : [prev, d.v];
    }
    return out;
  }

  /** The entity whose unique attribute has this value. */
  private unique(attr: string, value: string): number | null {
    const found = ds.datoms(this.db, ":avet", attr, value);
    return found.length ? found[0].e : null;
  }

  /** The entities whose ref attribute points at `eid`. */
  private pointing(attr: string, eid: number): number[] {
    return ds.datoms(this.db, ":avet", attr, eid).map((d) => d.e);
  }

  /** Entities pointing at `eid` through `attr`, with their attributes, sorted by `order`. */
  private related(attr: string, eid: number, order: string): Array<Record<string, unknown>> {
    return this.pointing(attr, eid)
      .map((e) => this.attrs(e))
      .sort((a, b) => (a[order] as number) - (b[order] as number));
  }

  private glossaryByAlias(versionId: string, wanted: string): number | null {
    const ve = this.unique("version/id", versionId);
    if (ve === null) return null;
    for (const e of this.pointing("glossary/version", ve)) {
      const aliases = this.attrs(e)["glossary/alias"];
      const list = aliases === undefined ? [] : Array.isArray(aliases) ? aliases : [aliases];
      if (list.some((a) => String(a).toLowerCase() === wanted)) return e;
    }
    return null;
  }

  private glossaryObject(e: number): GlossaryObject {
    const a = this.attrs(e);
    const v = this.attrs(a["glossary/version"] as number);
    const aliases = a["glossary/alias"];
    return {
      term: a["glossary/term"] as string,
      aliases: (aliases === undefined ? [] : Array.isArray(aliases) ? (aliases as string[]) : [aliases as string]).sort(),
      obsolete: a["glossary/obsolete"] === true,
      text: a["glossary/text"] as string,
      see: (a["glossary/see"] as string | undefined) ?? null,
      version: { id: v["version/id"] as string, date: v["version/date"] as string },
    };
  }

  private ruleEid(versionId: string | null, number: string): number | null {
    if (versionId !== null) return this.unique("rule/key", `${versionId}|${number}`);
    const n = this.unique("number/id", number);
    return n === null ? null : (this.attrs(n)["number/latest"] as number);
  }

  private examples(eid: number): string[] {
    return this.related("example/rule", eid, "example/order").map((x) => x["example/text"] as string);
  }

  private ruleObject(eid: number): RuleObject {
    const a = this.attrs(eid);
    const number = a["rule/number"] as string;
    const v = this.attrs(a["rule/version"] as number);
    const refs: RuleRef[] = this.related("ref/from", eid, "ref/order").map((r) => ({
      number: r["ref/number"] as string,
      cited: r["ref/cited"] as string,
      exists: r["ref/target"] !== undefined,
    }));
    const citing = this.pointing("ref/target", eid)
      .map((r) => this.attrs(this.attrs(r)["ref/from"] as number))
      .sort((x, y) => (x["rule/order"] as number) - (y["rule/order"] as number));
    return {
      number,
      kind: a["rule/kind"] as ParagraphKind,
      title: (a["rule/title"] as string | undefined) ?? null,
      text: a["rule/text"] as string,
      examples: this.examples(eid),
      parent: parentNumber(number),
      children: this.related("rule/parent", eid, "rule/order").map((c) => c["rule/number"] as string),
      refs,
      referencedBy: [...new Set(citing.map((f) => f["rule/number"] as string))],
      version: { id: v["version/id"] as string, date: v["version/date"] as string },
      textDate: (a["rule/date"] as string | undefined) ?? null,
      witnesses: this.related("witness/rule", eid, "witness/source")
        .map((w) => ({
          source: w["witness/source"] as string,
          text: w["witness/text"] as string,
          best: w["witness/best"] === true,
          note: w["witness/note"] as string,
        }))
        .sort((x, y) => Number(y.best) - Number(x.best) || x.source.localeCompare(y.source)),
    };
  }
}

/** The loaded versions, oldest first, with their counts, read from the facts. */
function versionInfos(db: Db): VersionInfo[] {
  const versions = ds.datoms(db, ":aevt", "version/id").map((d) => {
    const a: Record<string, unknown> = {};
    for (const x of ds.datoms(db, ":eavt", d.e)) a[x.a] = x.v;
    return a;
  });
  return versions
    .sort((x, y) => (x["version/order"] as number) - (y["version/order"] as number))
    .map((a) => ({
      id: a["version/id"] as string,
      date: a["version/date"] as string,
      title: a["version/title"] as string,
      kind: a["version/kind"] as VersionKind,
      partial: a["version/partial"] === true,
      note: a["version/note"] as string,
      paragraphs: a["version/paragraphs"] as number,
      glossary: a["version/glossary"] as number,
    }));
}
