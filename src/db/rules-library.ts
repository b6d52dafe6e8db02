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
import { paragraphTexts } from "../rules/paragraph-text";
import { versionInfo } from "../rules/version-info";
import { RulesDb } from "./rules-db";

/** Releases whose facts are kept built; a rule page touches one or two. */
const BUILT_RELEASES = 4;

export class RulesLibrary {
  private readonly infos: VersionInfo[];
  private readonly seedIds: Set<string>;
  private readonly built = new Map<string, RulesDb>();
  private seedFacts: RulesDb | null = null;
  /** Each seed version's paragraphs by number, read from the parsed seeds without building facts. */
  private readonly seedTexts: Map<string, Map<string, ParagraphText>>;

  constructor(
    private readonly seedVersions: ParsedVersion[],
    readonly store: ReleaseStore | null,
  ) {
    this.seedIds = new Set(seedVersions.map((v) => v.id));
    this.seedTexts = new Map(seedVersions.map((v) => [v.id, new Map(paragraphTexts(v).map((p) => [p.number, p]))]));
    const seeds = seedVersions.map(versionInfo);
    const releases = (store?.releases() ?? []).map(({ sources: _s, encoding: _e, problems: _p, otherProblems: _o, witnesses: _w, ...info }) => info);
    this.infos = [...seeds, ...releases].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  }

  /** The seed versions as facts, built on first use (a lookup in a release never needs them). */
  get seeds(): RulesDb {
    this.seedFacts ??= RulesDb.build(this.seedVersions);
    return this.seedFacts;
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
    const seed = this.seedTexts.get(versionId);
    return seed ? [...seed.values()] : (this.store?.paragraphs(versionId) ?? []);
  }

  paragraphText(versionId: string, number: string): ParagraphText | null {
    const seed = this.seedTexts.get(versionId);
    return seed ? (seed.get(number) ?? null) : (this.store?.paragraph(versionId, number) ?? null);
  }

  step(from: string, to: string): ReleaseStep | null {
    return this.store?.step(from, to) ?? null;
  }

  /** The versions (ids) that hold a paragraph with this number, oldest first. */
  versionsWith(number: string): string[] {
    const ids = new Set(this.store?.releasesWith(number) ?? []);
    for (const [id, texts] of this.seedTexts) if (texts.has(number)) ids.add(id);
    return this.infos.filter((v) => ids.has(v.id)).map((v) => v.id);
  }

  /** A glossary entry by term or alias, case-insensitive, in a version or the newest holding it. */
  glossaryEntry(versionId: string | null, term: string): GlossaryObject | null {
    const ids = versionId ? [versionId] : this.infos.map((v) => v.id).reverse();
    const wanted = term.trim().toLowerCase();
    for (const id of ids) {
      if (this.seedIds.has(id)) {
        if (this.version(id)!.glossary === 0) continue;
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
    if (this.seedIds.has(versionId)) return this.version(versionId)!.glossary === 0 ? [] : this.seeds.glossaryEntries(versionId);
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
