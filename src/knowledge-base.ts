/**
 * The knowledge base as a library: the embedded seed corpus plus every
 * release imported into the data directory, as datascript facts, with
 * lookup, history and diff. The CLI and the HTTP server are thin users of
 * this class; everything they answer comes from here.
 *
 * Contract: inputs are validated here, once. A malformed rule number or
 * version id throws a bad-input error (400 / exit 2); an unknown rule or
 * version throws a not-found error (404 / exit 1) whose message names what
 * is loaded, so the user can correct the request.
 *
 * It is the one importer of answers, history and search, and the doors
 * (cli, server, site) import it, the types and the errors only (README,
 * Architecture rules 7 and 8): what a door needs of the layers below is
 * exported here.
 */
import { ask } from "./answers/ask";
import type { ScenarioResult } from "./answers/scenarios";
import { ChangeTracker } from "./history/changes";
import { releaseStep } from "./history/lineage";
import { prepareQuery as prepareQueryWith, type QueryAnswer, type QueryInput, type QueryReader } from "./answers/query";
import { forms, inner, position, ruleName } from "./db/edn";
import { rulesFor } from "./db/queries";
import { QueryPool, type PoolOptions } from "./db/query-pool";
import { CURRENT, scopeVersions } from "./search/documents";
import { readQuery } from "./search/query";
import { Searcher, type ExportedScope } from "./search/searcher";
import { runSteps, runStepsInTurns, type Steps } from "./search/steps";
import { RulesLibrary } from "./db/rules-library";
import { badInput, CrkbError, notFound } from "./errors";
import { compareNumbers, parseNumber } from "./rules/numbers";
import { loadSeedVersions } from "./rules/seed-corpus";
import { loadImported, resolveDataDir, versionFiles } from "./store/data-dir";
import { openStore, SHIPPED_STORE_DIR, shippedReleaseFiles } from "./store/open-store";
import { ReleaseStore } from "./store/release-store";
import { join } from "node:path";
import { ALL, DEFAULT_LIMIT, MAX_LIMIT, type Diff, type GlossaryObject, type History, type ParsedVersion, type Retirement, type RuleObject, type SearchResults, type VersionInfo } from "./types";

export { askKinds } from "./answers/ask";
export { MAX_QUERY, type QueryAnswer, type QueryInput } from "./answers/query";
export type { ScenarioResult } from "./answers/scenarios";
export { TIME_LIMIT_MS } from "./engine/engine";
export { MAX_RELEASE_BYTES } from "./rules/release";
export { MAX_QUERY_CHARS } from "./search/query";
export type { ExportedScope } from "./search/searcher";
export { importRelease, resolveDataDir, type ImportResult } from "./store/data-dir";

/** The rules database's EDN reader and library rules, which reading a user's query takes (answers/query.ts). */
export const QUERY_READER: QueryReader = { forms, inner, position, ruleName, rulesFor };

/** Reads and checks a user's Datalog query, ready for a query worker (answers/query.ts); `versions`: the ids whose facts the workers hold. */
export function prepareQuery(input: unknown, versions: string[]): ReturnType<typeof prepareQueryWith> {
  return prepareQueryWith(input, versions, QUERY_READER);
}

/**
 * The scenario files (*.json) under `paths`, files or folders. The scenario
 * runner (answers/scenarios.ts) is loaded on first use, as before: a
 * lookup does not pay for it.
 */
export async function scenarioFiles(paths: string[]): Promise<string[]> {
  return (await import("./answers/scenarios")).scenarioFiles(paths);
}

export interface OpenOptions {
  /** Data directory of imported releases; default `CRKB_DATA` or ./data. */
  dataDir?: string;
  /** Load the embedded seed corpus (default true). */
  seeds?: boolean;
  /** Releases to load instead of the shipped ones and the data directory (tests, tools). */
  versions?: ParsedVersion[];
  /** Load the releases shipped in rules/releases/ (default true). */
  archive?: boolean;
  /** Told what a slow start is doing (building the release store). */
  progress?: (message: string) => void;
}

const VERSION_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const MAX_INPUT = 200;

export class KnowledgeBase {
  private readonly changes: ChangeTracker;
  private readonly searcher: Searcher;
  private pool: QueryPool | null = null;

  constructor(
    readonly db: RulesLibrary,
    /** Version files in the data directory that could not be read. */
    readonly warnings: string[] = [],
    /** Where search indexes are cached; null keeps them in memory. */
    cacheDir: string | null = null,
    /** How it was opened: a worker thread opens its own copy the same way (server/ask-worker.ts). */
    readonly origin: Omit<OpenOptions, "progress"> = { versions: [] },
  ) {
    this.changes = new ChangeTracker(db);
    this.searcher = new Searcher(db, cacheDir, (from, to) => this.changes.diff(from, to));
  }

  versions(): VersionInfo[] {
    return this.db.versions();
  }

  /** The paragraph `number`, in `version` or else its newest text. */
  rule(number: string, version?: string): RuleObject {
    const n = this.number(number);
    const v = version === undefined ? null : this.version(version).id;
    if (v === null) {
      const retired = this.retired(n);
      if (retired) return retired;
    }
    const rule = this.db.paragraph(v, n);
    if (rule) return rule;
    if (v) {
      const elsewhere = this.db.versionsWith(n);
      throw notFound(`rule ${n} is not in version ${v}` + (elsewhere.length ? `; it is in ${elsewhere.join(", ")}` : ""));
    }
    throw notFound(`no rule ${n} in any loaded version (${this.versions().map((x) => x.id).join(", ")})`);
  }

  /**
   * A number today's release no longer holds, though an older one did: its
   * lineage's text today (SPEC.md: history follows the rule), with when the
   * number was retired; null for a number still in use or never used.
   */
  private retired(number: string): RuleObject | null {
    const retired = this.retirement(number);
    if (!retired) return null;
    const shown = retired.successor ? this.db.paragraph(this.db.newestRelease()!.id, retired.successor) : this.db.paragraph(retired.lastIn.id, number);
    return shown ? { ...shown, retired } : null;
  }

  /** When `number` was retired and the number its text has today (see retired); null for a number in use or never used. */
  private retirement(number: string): Retirement | null {
    const newest = this.db.newestRelease();
    const holders = this.db.versionsWith(number);
    const last = holders.length ? this.db.version(holders.at(-1)!)! : null;
    if (!newest || !last || last.date >= newest.date) return null;
    const after = this.versions().find((v) => !v.partial && v.date > last.date)!;
    const end = this.changes.history(number).versions.at(-1);
    const successor = end && end.version === newest.id && end.change !== "removed" ? end.number : null;
    return { number, lastIn: { id: last.id, date: last.date }, retiredIn: { id: after.id, date: after.date }, successor };
  }

  history(number: string): History {
    const n = this.number(number);
    const h = this.changes.history(n);
    if (h.versions.length === 0) throw notFound(`no rule ${n} in any loaded version`);
    return h;
  }

  diff(from: string, to: string): Diff {
    return this.changes.diff(this.version(from), this.version(to));
  }

  /**
   * Ranked paragraphs and glossary entries for `query` (words or a rule
   * number), in `version` or else the current text (see search/documents.ts).
   */
  search(query: string, options: { limit?: number; version?: string } = {}): SearchResults {
    const limit = options.limit ?? DEFAULT_LIMIT;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
      throw badInput(`limit must be a whole number from 1 to ${MAX_LIMIT}, not "${printable(limit)}"`);
    }
    const scope = options.version === undefined ? CURRENT : options.version === ALL ? ALL : this.searchVersion(options.version);
    const answer = this.searcher.search(query, scope, limit);
    // Only a query with a digit can be a number; a words query costs no second reading.
    return scope === CURRENT && answer.mode === "words" && /\d/.test(answer.query) ? (this.retiredNumber(answer, limit) ?? answer) : answer;
  }

  /** A version id to search, or an error that also offers "all". */
  private searchVersion(id: string): string {
    try {
      return this.version(id).id;
    } catch (e) {
      if (!(e instanceof CrkbError)) throw e;
      throw new CrkbError(e.code, `${e.message}; or "${ALL}" to search every release`, e.status, e.exitCode);
    }
  }

  /**
   * A rule number today's rules no longer hold (402.8 of 2003), asked of
   * today's rules: the rule its text became, or (removed) its last text and
   * children in the last release that held it, with a note saying which.
   * Null when the query is not such a number.
   */
  private retiredNumber(answer: SearchResults, limit: number): SearchResults | null {
    const plan = readQuery(answer.query);
    const retired = plan.mode === "number" ? this.retirement(plan.number) : null;
    if (!retired) return null;
    const shown = retired.successor ? this.searcher.search(retired.successor, CURRENT, limit) : this.searcher.search(retired.number, retired.lastIn.id, limit);
    return { ...shown, query: answer.query, retired };
  }

  /** Builds or loads a search index ahead of the first query, and rehearses queries on it (search/rehearsal.ts): today's rules unless `scope` is "all" or a version id. */
  warmSearch(scope: string = CURRENT): { docs: number; cached: boolean } {
    return runSteps(this.searchWarmUp(scope));
  }

  /**
   * warmSearch with `pause` awaited between its steps (setImmediate by
   * default: a turn of the event loop): a server that warms its search after
   * it listens answers /health and lookups meanwhile, each waiting one step
   * of warm-up at most, and a search arriving meanwhile reads what it needs.
   */
  warmSearchInTurns(scope: string = CURRENT, pause: () => Promise<void> = nextTurn): Promise<{ docs: number; cached: boolean }> {
    return runStepsInTurns(this.searchWarmUp(scope), pause);
  }

  private *searchWarmUp(scope: string): Steps<{ docs: number; cached: boolean }> {
    const warm = yield* this.searcher.warmSteps(scope);
    yield* this.searcher.rehearsalSteps(scope);
    return warm;
  }

  /** The versions (ids) holding paragraph `number`, oldest first. */
  versionsWith(number: string): string[] {
    return this.db.versionsWith(this.number(number));
  }

  /** Every paragraph number of `version`, in rule order. */
  numbers(version: string): string[] {
    return this.db.paragraphs(this.version(version).id).map((p) => p.number);
  }

  /**
   * The table of contents of the current text: parts and sections, each
   * with its newest title.
   */
  contents(): Array<{ number: string; kind: "part" | "section"; title: string | null }> {
    const heads = new Map<string, { number: string; kind: "part" | "section"; title: string | null }>();
    for (const v of scopeVersions(this.versions(), CURRENT)) {
      for (const p of this.db.paragraphs(v.id)) {
        if (p.kind === "part" || p.kind === "section") heads.set(p.number, { number: p.number, kind: p.kind, title: p.title });
      }
    }
    return [...heads.values()].sort((a, b) => compareNumbers(a.number, b.number));
  }

  /** The glossary of `version`, or the current glossary (each term's newest entry), by term. */
  glossaryEntries(version?: string): GlossaryObject[] {
    const ids = version === undefined ? scopeVersions(this.versions(), CURRENT).map((v) => v.id) : [this.version(version).id];
    const entries = new Map<string, GlossaryObject>();
    for (const id of ids) for (const g of this.db.glossaryEntries(id)) entries.set(g.term.toLowerCase(), g);
    return [...entries.values()].sort((a, b) => a.term.localeCompare(b.term));
  }

  /** The current search scope's documents and index, for the static export's browser search. */
  searchExport(): ExportedScope {
    return this.searcher.exportScope(CURRENT);
  }

  glossary(term: string, version?: string): GlossaryObject {
    const t = term.trim();
    if (t === "" || t.length > MAX_INPUT) throw badInput(`a glossary term must be 1-${MAX_INPUT} characters`);
    const g = this.db.glossaryEntry(version === undefined ? null : this.version(version).id, t);
    if (!g) throw notFound(`no glossary entry "${t}"`);
    return g;
  }

  /** Answers a question about a game state (SPEC.md): functions, can-play, triggers, targets, run. */
  ask(question: unknown): object {
    return ask(this, question);
  }

  /** Runs one scenario file: its state, its questions and the answers it expects (answers/scenarios.ts, loaded on first use). */
  async runScenarioFile(file: string): Promise<ScenarioResult> {
    return (await import("./answers/scenarios")).runScenarioFile(this, file);
  }

  /**
   * Runs a read-only Datalog query of the user's on a worker thread, with a
   * time limit and a result-size limit (answers/query.ts); the first call
   * starts the workers, `close()` stops them.
   */
  async query(input: QueryInput | unknown, options: PoolOptions = {}): Promise<QueryAnswer> {
    const job = prepareQuery(input, this.db.queryVersions());
    // A job's state is read on the worker, by the judge, as the questions read it (continuous effects derived).
    this.pool ??= new QueryPool(this.db.querySnapshot(), options, join(__dirname, "judge", "state-facts"));
    const t0 = performance.now();
    const { result, rows } = await this.pool.run(job);
    return { result, rows, version: job.version, rules: job.called, ms: Math.round((performance.now() - t0) * 10) / 10 };
  }

  /** Stops the query workers, if any were started. */
  async close(): Promise<void> {
    await this.pool?.close();
    this.pool = null;
  }

  /** Validates a version id and returns the loaded version it names. */
  version(id: string): VersionInfo {
    if (typeof id !== "string" || !VERSION_ID.test(id)) {
      throw badInput(`"${printable(id)}" is not a version id (expected a date such as 2026-01-16, or a seed version such as fragments-2006)`);
    }
    const v = this.db.version(id);
    if (!v) throw notFound(`unknown version "${id}"; loaded: ${this.versions().map((x) => x.id).join(", ")}`);
    return v;
  }

  private number(input: string): string {
    const p = typeof input === "string" && input.length <= MAX_INPUT ? parseNumber(input) : null;
    if (!p) {
      throw badInput(`"${printable(input)}" is not a rule number (expected a part, section, rule or subrule such as 4, 402, 402.8 or 402.8e; subrule letters skip l and o)`);
    }
    return p.canonical;
  }
}

/** A turn of the event loop: what arrived meanwhile (a request) runs before the promise settles. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Quotes user input in a message without control characters or unbounded length. */
function printable(input: unknown): string {
  const s = String(input).replace(/[\u0000-\u001f\u007f]/g, "?");
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

/**
 * Opens the seeds, the releases shipped in rules/releases/ and those
 * imported into the data directory. The releases are read through the
 * release store (store/open-store.ts), built once and then read from disk.
 */
export function openKnowledgeBase(options: OpenOptions = {}): KnowledgeBase {
  const seeds = options.seeds === false ? [] : loadSeedVersions();
  if (options.versions) {
    const store = options.versions.length ? ReleaseStore.build(options.versions, releaseStep, "given") : null;
    return new KnowledgeBase(new RulesLibrary(seeds, store), [], null, { seeds: options.seeds, versions: options.versions });
  }
  const dataDir = resolveDataDir(options.dataDir);
  const loaded = loadImported(dataDir);
  const opened = openStore({
    files: options.archive === false ? [] : shippedReleaseFiles(),
    imported: loaded.versions,
    importedFiles: versionFiles(dataDir),
    lineage: releaseStep,
    shippedStoreDir: SHIPPED_STORE_DIR,
    importedStoreDir: join(dataDir, "cache", "store"),
    progress: options.progress,
  });
  // Search indexes are cached beside the store they index (so the index that
  // `npm run build` made of the shipped releases serves every data directory).
  const cacheDir = opened.store?.directory ?? dataDir;
  return new KnowledgeBase(new RulesLibrary(seeds, opened.store), [...loaded.warnings, ...opened.warnings], cacheDir, {
    dataDir,
    seeds: options.seeds,
    archive: options.archive,
  });
}
