/**
 * The temporal store of releases: every official release the knowledge base
 * holds, with each distinct paragraph text and glossary entry stored once and
 * the releases it stands in recorded as intervals ("spans"), the way a
 * history database records a fact's life instead of one copy per release.
 * 104 releases hold about 215,000 paragraphs but only about 13,000 distinct
 * texts (5 MB), so the whole archive costs about what two releases cost.
 *
 * On disk a store is a directory of two JSON files: `index.json` (the
 * releases, the spans of every number and glossary term, the lineage links
 * between consecutive releases) read at start-up, and `texts.json` (the
 * distinct texts) read the first time a text is needed. Answering about one
 * release reads only the spans that cover it; nothing is built per release
 * until a request asks for that release.
 *
 * The lineage links are computed by the caller (history/lineage.ts) and
 * stored as given: this module reads and writes, it does not match texts.
 *
 * Contract: a store is immutable once built. `write` is atomic (a temporary
 * directory, each file written, flushed and read back, then renamed), and
 * `read` refuses a store that is incomplete or of another format, so a
 * damaged store is rebuilt, never read half.
 */
import { mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { sectionOf, sortNumbers } from "../rules/numbers";
import { versionInfo } from "../rules/version-info";
import { writeVerified } from "./durable-write";
import type { GlossaryEntry, Paragraph, ParagraphText, ParsedVersion, Problem, SourceInfo, VersionInfo, Witness } from "../types";

export const STORE_FORMAT = 1;

/** What one release of the store says of itself. */
export interface StoredRelease extends VersionInfo {
  sources: SourceInfo[];
  encoding?: string;
  /** Problems of the kinds a reader must see (truncation, encoding guesses); the rest are counted. */
  problems: Array<Problem & { source: string }>;
  otherProblems: number;
  witnesses: Witness[];
}

/**
 * How the paragraphs of one release became those of the next (history/match.ts):
 * `moved` [from, to, edited] for texts that changed number, `edited` for
 * texts edited in place, `removed` and `added`. A number in both releases
 * and in none of these lists kept its text.
 */
export interface ReleaseStep {
  moved: Array<[string, string, boolean]>;
  edited: string[];
  removed: string[];
  added: string[];
}

/** [first release index, last release index, text index]. */
type Span = [number, number, number];
/** kind, title, text, examples, truncated. */
type TextRecord = [Paragraph["kind"], string | null, string, string[], boolean];
/** term, aliases, obsolete, text, see. */
type GlossaryRecord = [string, string[], boolean, string, string | null];

interface StoreIndex {
  format: number;
  key: string;
  releases: StoredRelease[];
  rules: Record<string, Span[]>;
  glossary: Record<string, Span[]>;
  /** steps[i]: from releases[i - 1] to releases[i]; steps[0] is empty; null where none was computed (history matches those two releases when asked). */
  steps: Array<ReleaseStep | null>;
  /** Release files that could not be read when the store was built, and why: reported on every open. */
  unread: string[];
}

interface StoreTexts {
  format: number;
  key: string;
  texts: TextRecord[];
  glossary: GlossaryRecord[];
}

export interface StoreData {
  index: StoreIndex;
  texts: StoreTexts;
}

const NO_STEP: ReleaseStep = { moved: [], edited: [], removed: [], added: [] };
const CACHED_RELEASES = 8;

export class ReleaseStore {
  private texts: StoreTexts | null;
  private readonly order: Map<string, number>;
  private readonly lists = new Map<string, ParagraphText[]>();
  /** Every number the store holds, in rule order (sorted once: comparing numbers parses them). */
  private numbers: string[] | null = null;

  private constructor(
    private readonly index: StoreIndex,
    texts: StoreTexts | null,
    /** The directory the store was read from; null for a store built in memory. */
    private readonly dir: string | null,
  ) {
    this.texts = texts;
    this.order = new Map(index.releases.map((r, i) => [r.id, i]));
  }

  /**
   * A store of `releases` (any order; kept oldest first by date) with the
   * lineage `steps` between consecutive ones, as `lineage(previous, next)` says.
   */
  static build(
    releases: ParsedVersion[],
    lineage: (from: ParsedVersion, to: ParsedVersion) => ReleaseStep,
    key: string,
    unread: string[] = [],
  ): ReleaseStore {
    return ReleaseStore.extend(null, releases, lineage, key, unread);
  }

  /**
   * `base`'s releases and `extra` in one store (an extra release with a base
   * release's id replaces it). What `base` holds is taken over as it is
   * stored, texts and spans and the steps between releases that stay
   * neighbours; only the extra releases are read, and only the steps next to
   * them are computed (or, without `lineage`, left for history to match when
   * asked), so adding one release to the archive costs about what that
   * release costs.
   */
  static extend(
    base: ReleaseStore | null,
    extra: ParsedVersion[],
    lineage: ((from: ParsedVersion, to: ParsedVersion) => ReleaseStep) | null,
    key: string,
    unread: string[] = [],
  ): ReleaseStore {
    interface Entry {
      id: string;
      date: string;
      parsed?: ParsedVersion;
      baseAt?: number;
    }
    const replaced = new Set(extra.map((v) => v.id));
    const entries: Entry[] = [
      ...(base?.index.releases ?? []).map((r, baseAt) => ({ id: r.id, date: r.date, baseAt })).filter((e) => !replaced.has(e.id)),
      ...extra.map((parsed) => ({ id: parsed.id, date: parsed.date, parsed })),
    ].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
    const stored = base?.allTexts();
    const texts: TextRecord[] = stored ? [...stored.texts] : [];
    const glossary: GlossaryRecord[] = stored ? [...stored.glossary] : [];
    const textIds = new Map(texts.map((t, i) => [JSON.stringify(t), i]));
    const glossaryIds = new Map(glossary.map((g, i) => [JSON.stringify(g), i]));
    const ruleAt = new Map<string, Array<[number, number]>>();
    const termAt = new Map<string, Array<[number, number]>>();
    const cover = (table: Map<string, Array<[number, number]>>, k: string, at: number, id: number) => {
      const list = table.get(k);
      if (list) list.push([at, id]);
      else table.set(k, [[at, id]]);
    };
    const newAt = new Map<number, number>();
    entries.forEach((e, at) => {
      if (e.baseAt !== undefined) newAt.set(e.baseAt, at);
    });
    for (const [table, spans] of [[ruleAt, base?.index.rules], [termAt, base?.index.glossary]] as const) {
      for (const k in spans ?? {}) {
        for (const [first, last, id] of spans![k]) {
          for (let i = first; i <= last; i++) {
            const at = newAt.get(i);
            if (at !== undefined) cover(table, k, at, id);
          }
        }
      }
    }
    entries.forEach((e, at) => {
      if (!e.parsed) return;
      for (const p of e.parsed.paragraphs) {
        const record: TextRecord = [p.kind, p.title ?? null, p.text, p.examples.map((x) => x.text), p.truncated === true];
        const k = JSON.stringify(record);
        let id = textIds.get(k);
        if (id === undefined) textIds.set(k, (id = texts.push(record) - 1));
        cover(ruleAt, p.number, at, id);
      }
      for (const g of e.parsed.glossary) {
        const record: GlossaryRecord = [g.term, g.aliases, g.obsolete, g.text, g.see ?? null];
        const k = JSON.stringify(record);
        let id = glossaryIds.get(k);
        if (id === undefined) glossaryIds.set(k, (id = glossary.push(record) - 1));
        cover(termAt, g.term.toLowerCase(), at, id);
      }
    });
    const parsedOf = (e: Entry) => e.parsed ?? base!.parsedVersion(e.id)!;
    const steps = entries.map((e, at) => {
      if (at === 0) return NO_STEP;
      const prev = entries[at - 1];
      const kept = prev.baseAt !== undefined && e.baseAt === prev.baseAt + 1;
      return kept ? base!.index.steps[e.baseAt!] : lineage ? lineage(parsedOf(prev), parsedOf(e)) : null;
    });
    const index: StoreIndex = {
      format: STORE_FORMAT,
      key,
      releases: entries.map((e) => (e.parsed ? describe(e.parsed) : base!.index.releases[e.baseAt!])),
      rules: spansOf(ruleAt),
      glossary: spansOf(termAt),
      steps,
      unread,
    };
    return new ReleaseStore(index, { format: STORE_FORMAT, key, texts, glossary }, null);
  }

  /** The same store, read back from `dir` where `write` put it (so saved facts go beside it). */
  at(dir: string): ReleaseStore {
    return new ReleaseStore(this.index, this.texts, dir);
  }

  /** The store in `dir`, or null when it is absent, incomplete, of another format or another key. */
  static read(dir: string, key: string): ReleaseStore | null {
    try {
      const index = JSON.parse(readFileSync(join(dir, "index.json"), "utf8")) as StoreIndex;
      if (index.format !== STORE_FORMAT || index.key !== key || !Array.isArray(index.releases) || !Array.isArray(index.steps) || !Array.isArray(index.unread)) return null;
      return new ReleaseStore(index, null, dir);
    } catch {
      return null;
    }
  }

  /**
   * Writes the store to `dir` atomically: a sibling temporary directory with
   * each file written, flushed and read back, then renamed over `dir`.
   * Throws when any step fails, leaving `dir` as it was.
   */
  write(dir: string): void {
    const texts = this.allTexts();
    const temp = `${dir}.tmp-${process.pid}`;
    rmSync(temp, { recursive: true, force: true });
    mkdirSync(temp, { recursive: true });
    try {
      writeVerified(join(temp, "texts.json"), JSON.stringify(texts));
      writeVerified(join(temp, "index.json"), JSON.stringify(this.index));
      mkdirSync(dirname(dir), { recursive: true });
      rmSync(dir, { recursive: true, force: true });
      renameSync(temp, dir);
    } catch (e) {
      rmSync(temp, { recursive: true, force: true });
      throw e;
    }
  }

  get key(): string {
    return this.index.key;
  }

  /** How many distinct paragraph texts the store holds (each stored once, whatever the releases holding it). */
  get distinctTexts(): number {
    return this.allTexts().texts.length;
  }

  /** Where the store lives on disk (caches derived from it go beside it), or null for one in memory. */
  get directory(): string | null {
    return this.dir;
  }

  /** The release files that could not be read into this store, each with the reason. */
  get unread(): string[] {
    return this.index.unread;
  }

  /** The releases, oldest first. */
  releases(): StoredRelease[] {
    return this.index.releases;
  }

  release(id: string): StoredRelease | null {
    const i = this.order.get(id);
    return i === undefined ? null : this.index.releases[i];
  }

  /** Every paragraph of release `id` in rule order (the newest few releases asked are kept). */
  paragraphs(id: string): ParagraphText[] {
    const cached = this.lists.get(id);
    if (cached) {
      this.lists.delete(id);
      this.lists.set(id, cached);
      return cached;
    }
    const at = this.order.get(id);
    if (at === undefined) return [];
    const list: ParagraphText[] = [];
    this.numbers ??= sortNumbers(Object.keys(this.index.rules));
    for (const number of this.numbers) {
      const span = covering(this.index.rules[number], at);
      if (span) list.push(this.paragraphText(number, span[2]));
    }
    this.lists.set(id, list);
    if (this.lists.size > CACHED_RELEASES) this.lists.delete(this.lists.keys().next().value!);
    return list;
  }

  /** Paragraph `number` of release `id`, without reading the rest of the release. */
  paragraph(id: string, number: string): ParagraphText | null {
    const at = this.order.get(id);
    const spans = this.index.rules[number];
    const span = at === undefined || !spans ? undefined : covering(spans, at);
    return span ? this.paragraphText(number, span[2]) : null;
  }

  /** The releases (ids) holding a paragraph `number`, oldest first. */
  releasesWith(number: string): string[] {
    return (this.index.rules[number] ?? []).flatMap(([first, last]) => this.index.releases.slice(first, last + 1).map((r) => r.id));
  }

  /** Whether release `id` has any paragraph of `section`. */
  hasSection(id: string, section: string): boolean {
    return this.paragraph(id, section) !== null || this.paragraphs(id).some((p) => p.section === section);
  }

  /** The glossary of release `id`, in term order. */
  glossary(id: string): GlossaryEntry[] {
    const at = this.order.get(id);
    if (at === undefined) return [];
    const out: GlossaryEntry[] = [];
    for (const term in this.index.glossary) {
      const span = covering(this.index.glossary[term], at);
      if (span) out.push(this.glossaryEntryAt(span[2]));
    }
    return out.sort((a, b) => a.term.localeCompare(b.term));
  }

  /** The glossary entry `term` (lower case) of release `id`. */
  glossaryEntry(id: string, term: string): GlossaryEntry | null {
    const at = this.order.get(id);
    const spans = this.index.glossary[term];
    const span = at === undefined || !spans ? undefined : covering(spans, at);
    return span ? this.glossaryEntryAt(span[2]) : null;
  }

  /** How release `to` follows release `from`, when `from` is the release just before it. */
  step(from: string, to: string): ReleaseStep | null {
    const a = this.order.get(from);
    const b = this.order.get(to);
    return a !== undefined && b === a + 1 ? this.index.steps[b] : null;
  }

  /** Release `id` as the parsers would give it, for building its facts (source lines are not kept: line 0). */
  parsedVersion(id: string): ParsedVersion | null {
    const r = this.release(id);
    if (!r) return null;
    const { paragraphs: _p, glossary: _g, otherProblems: _o, ...meta } = r;
    return {
      ...meta,
      paragraphs: this.paragraphs(id).map((p) => ({
        number: p.number,
        kind: p.kind,
        ...(p.title === null ? {} : { title: p.title }),
        text: p.text,
        examples: p.examples.map((text) => ({ text })),
        line: 0,
        ...(p.truncated ? { truncated: true } : {}),
      })),
      glossary: this.glossary(id),
      witnesses: r.witnesses,
      problems: r.problems,
    };
  }

  /**
   * The saved facts of release `id` (a datascript snapshot, db/rules-db.ts),
   * if an earlier run saved them beside the store: building a release's facts
   * costs ~0.25 s, reading them back a tenth of that.
   */
  readFacts(id: string): string | null {
    if (!this.dir || !this.order.has(id)) return null;
    try {
      return readFileSync(join(this.dir, "facts", `${id}.json`), "utf8");
    } catch {
      return null;
    }
  }

  /** Saves the facts of release `id` beside the store; a store that cannot be written is only slower. */
  writeFacts(id: string, snapshot: string): void {
    if (!this.dir || !this.order.has(id)) return;
    const folder = join(this.dir, "facts");
    const temp = join(folder, `.${id}.json.tmp-${process.pid}`);
    try {
      mkdirSync(folder, { recursive: true });
      writeVerified(temp, snapshot);
      renameSync(temp, join(folder, `${id}.json`));
    } catch {
      rmSync(temp, { force: true });
    }
  }

  private allTexts(): StoreTexts {
    if (!this.texts) {
      const file = join(this.dir!, "texts.json");
      const texts = JSON.parse(readFileSync(file, "utf8")) as StoreTexts;
      if (texts.format !== STORE_FORMAT || texts.key !== this.index.key) throw new Error(`${file} belongs to another store`);
      this.texts = texts;
    }
    return this.texts;
  }

  private paragraphText(number: string, id: number): ParagraphText {
    const [kind, title, text, examples, truncated] = this.allTexts().texts[id];
    return { number, kind, title, text, examples, section: sectionOf(number), date: null, ...(truncated ? { truncated } : {}) };
  }

  private glossaryEntryAt(id: number): GlossaryEntry {
    const [term, aliases, obsolete, text, see] = this.allTexts().glossary[id];
    return { term, aliases, obsolete, text, ...(see === null ? {} : { see }), line: 0 };
  }
}

/** Each key's [release index, id] pairs as intervals of consecutive releases with the same id. */
function spansOf(table: Map<string, Array<[number, number]>>): Record<string, Span[]> {
  const out: Record<string, Span[]> = Object.create(null);
  for (const [k, pairs] of table) {
    pairs.sort((x, y) => x[0] - y[0]);
    const spans: Span[] = [];
    for (const [at, id] of pairs) {
      const last = spans.at(-1);
      if (last && last[1] === at - 1 && last[2] === id) last[1] = at;
      else spans.push([at, at, id]);
    }
    out[k] = spans;
  }
  return out;
}

function covering(spans: Span[], at: number): Span | undefined {
  let lo = 0;
  let hi = spans.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = spans[mid];
    if (at < s[0]) hi = mid - 1;
    else if (at > s[1]) lo = mid + 1;
    else return s;
  }
  return undefined;
}

/** Kinds of problem every reader of a release should see; the rest are counted. */
const SHOWN: ReadonlySet<Problem["kind"]> = new Set(["truncated", "encoding"]);

function describe(v: ParsedVersion): StoredRelease {
  return {
    ...versionInfo(v),
    sources: v.sources,
    ...(v.encoding ? { encoding: v.encoding } : {}),
    problems: v.problems.filter((p) => SHOWN.has(p.kind)),
    otherProblems: v.problems.filter((p) => !SHOWN.has(p.kind)).length,
    witnesses: v.witnesses,
  };
}
