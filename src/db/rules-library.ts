/**
 * Every version of the rules the knowledge base holds, behind one set of
 * reads: the seed versions (small, always loaded as datascript facts: they
 * are what the engine's answers cite) and the official releases of the
 * release store, whose facts are built for one release when a request asks
 * about it and kept for the few releases asked most recently.
 *
 * The cost of a read therefore depends on the releases it touches, not on
 * how many the store holds: a lookup in 2026-01-16 builds the facts of that
 * release only, a rule's history reads one stored text per release, and the
 * list of versions comes from the store's index without reading any text.
 *
 * Contract: versions are ordered by date (then id), seeds and releases
 * together; a read without a version takes the newest version holding the
 * number or term.
 */
import type { Db } from "datascript";
import type { ReleaseStep, ReleaseStore } from "../store/release-store";
import type { GlossaryEntry, GlossaryObject, ParagraphText, ParsedVersion, RuleObject, VersionInfo } from "../types";
import { RulesDb } from "./rules-db";

/** Releases whose facts are kept built; a rule page touches one or two. */
const BUILT_RELEASES = 4;

export class RulesLibrary {
  private readonly infos: VersionInfo[];
  private readonly seedIds: Set<string>;
  private readonly built = new Map<string, RulesDb>();
  /** The seed versions as facts. */
  readonly seeds: RulesDb;

  constructor(
    private readonly seedVersions: ParsedVersion[],
    readonly store: ReleaseStore | null,
  ) {
    this.seeds = RulesDb.build(seedVersions);
    this.seedIds = new Set(this.seeds.versions().map((v) => v.id));
    const releases: VersionInfo[] = (store?.releases() ?? []).map((r) => ({
      id: r.id,
      date: r.date,
      title: r.title,
      kind: r.kind,
      partial: r.partial,
      note: r.note,
      paragraphs: r.paragraphs,
      glossary: r.glossary,
    }));
    this.infos = [...this.seeds.versions(), ...releases].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  }

  /** The datascript facts of the seed versions: the rules the engine cites, beneath a game's facts. */
  get db(): Db {
    return this.seeds.db;
  }

  /** Every version, oldest first. */
  versions(): VersionInfo[] {
    return this.infos;
  }

  version(id: string): VersionInfo | null {
    return this.infos.find((v) => v.id === id) ?? null;
  }

  /** The newest complete release, if any: what "today's rules" means. */
  newestRelease(): VersionInfo | null {
    return this.infos.filter((v) => !v.partial).at(-1) ?? null;
  }

  /** The paragraph `number` in `versionId`, or its newest text when no version is named. */
  paragraph(versionId: string | null, number: string): RuleObject | null {
    const id = versionId ?? this.versionsWith(number).at(-1);
    if (id === undefined) return null;
    return this.factsOf(id)?.paragraph(id, number) ?? null;
  }

  /** Every paragraph of a version in rule order. */
  paragraphs(versionId: string): ParagraphText[] {
    return this.seedIds.has(versionId) ? this.seeds.paragraphs(versionId) : (this.store?.paragraphs(versionId) ?? []);
  }

  paragraphText(versionId: string, number: string): ParagraphText | null {
    return this.seedIds.has(versionId) ? this.seeds.paragraphText(versionId, number) : (this.store?.paragraph(versionId, number) ?? null);
  }

  step(from: string, to: string): ReleaseStep | null {
    return this.store?.step(from, to) ?? null;
  }

  /** The versions (ids) that hold a paragraph with this number, oldest first. */
  versionsWith(number: string): string[] {
    const ids = new Set([...this.seeds.versionsWith(number), ...(this.store?.releasesWith(number) ?? [])]);
    return this.infos.filter((v) => ids.has(v.id)).map((v) => v.id);
  }

  /** A glossary entry by term or alias, case-insensitive, in a version or the newest holding it. */
  glossaryEntry(versionId: string | null, term: string): GlossaryObject | null {
    const ids = versionId ? [versionId] : this.infos.map((v) => v.id).reverse();
    const wanted = term.trim().toLowerCase();
    for (const id of ids) {
      if (this.seedIds.has(id)) {
        const g = this.seeds.glossaryEntry(id, wanted);
        if (g) return g;
        continue;
      }
      const g = this.store?.glossaryEntry(id, wanted) ?? this.store?.glossary(id).find((e) => e.aliases.some((a) => a.toLowerCase() === wanted));
      if (g) return this.glossaryObject(id, g);
    }
    return null;
  }

  /** Every glossary entry of a version, in term order. */
  glossaryEntries(versionId: string): GlossaryObject[] {
    if (this.seedIds.has(versionId)) return this.seeds.glossaryEntries(versionId);
    return (this.store?.glossary(versionId) ?? []).map((g) => this.glossaryObject(versionId, g));
  }

  /**
   * The facts of the versions a user's Datalog query may name (the seeds
   * and the newest release), as a datascript snapshot for the query workers.
   */
  querySnapshot(): string {
    const newest = this.newestRelease();
    const release = newest && !this.seedIds.has(newest.id) ? this.store?.parsedVersion(newest.id) : null;
    return release ? RulesDb.build([...this.seedVersions, release]).snapshot() : this.seeds.snapshot();
  }

  /** The ids a user's Datalog query may name (see querySnapshot). */
  queryVersions(): string[] {
    const newest = this.newestRelease();
    return [...this.seedIds, ...(newest && !this.seedIds.has(newest.id) ? [newest.id] : [])];
  }

  /** The facts holding version `id`: the seeds, or the release's own, built on first use. */
  private factsOf(id: string): RulesDb | null {
    if (this.seedIds.has(id)) return this.seeds;
    let db = this.built.get(id);
    if (db) {
      this.built.delete(id);
    } else {
      const saved = this.store?.readFacts(id);
      db = (saved && this.fromSaved(saved)) || undefined;
      if (!db) {
        const parsed = this.store?.parsedVersion(id);
        if (!parsed) return null;
        db = RulesDb.build([parsed]);
        this.store?.writeFacts(id, db.snapshot());
      }
    }
    this.built.set(id, db);
    if (this.built.size > BUILT_RELEASES) this.built.delete(this.built.keys().next().value!);
    return db;
  }

  private fromSaved(snapshot: string): RulesDb | null {
    try {
      return RulesDb.fromSnapshot(snapshot);
    } catch {
      return null;
    }
  }

  private glossaryObject(id: string, g: GlossaryEntry): GlossaryObject {
    const v = this.version(id)!;
    return { term: g.term, aliases: [...g.aliases].sort(), obsolete: g.obsolete, text: g.text, see: g.see ?? null, version: { id: v.id, date: v.date } };
  }
}
