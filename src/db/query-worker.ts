/**
 * A worker thread that runs users' Datalog queries (POST /api/query, `crkb
 * query`) on its own copy of the rules database, so a runaway query costs
 * only this thread: the pool (query-pool.ts) stops it at its time limit and
 * starts another. The copy comes from the main thread as datascript's
 * serializable form; nothing a query does reaches the knowledge base, and
 * datascript's query language cannot transact. A job's state becomes facts
 * here too, through the module the pool was given (the knowledge base names
 * judge/state-facts.ts: the state read, its abilities read and its continuous
 * effects derived), so a large state or many grants cost this thread's time,
 * under the same limit as the query.
 */
import { workerData } from "node:worker_threads";
import * as ds from "datascript";
import type { Db } from "datascript";
import { workerTask } from "../worker-pool";
import type { QueryJob, QueryReply, ResultLimits } from "./query-pool";

const { snapshot, limits, stateFacts: stateFactsModule } = workerData as { snapshot: string; limits: ResultLimits; stateFacts?: string };
const rulesDb: Db = ds.from_serializable(JSON.parse(snapshot));

/** A state's facts as a transaction for the rules database. */
type StateFacts = (state: unknown) => unknown[];

/**
 * The way from a state to its facts, loaded by the first job with a state,
 * before that job's time starts (workerTask's prepare): loading the reader,
 * the judge and queries/*.edn is this thread's start-up, which a thread that
 * only queries the rules never pays. The pool refuses a state when it was
 * given no module (query-pool.ts).
 */
let stateFacts: StateFacts | null = null;

function prepare(job: QueryJob): void {
  if (job.state !== undefined && stateFactsModule) stateFacts ??= (require(stateFactsModule) as { effectiveStateFacts: StateFacts }).effectiveStateFacts;
}

/** Entities of one version (its paragraphs, their examples, references and witnesses, its glossary), kept per version. */
const scopes = new Map<string, Set<number>>();

function versionScope(version: string): Set<number> | null {
  const cached = scopes.get(version);
  if (cached) return cached;
  const v = ds.entity(rulesDb, ["version/id", version]);
  if (!v) return null;
  const keep = new Set<number>([v.eid]);
  for (const d of ds.datoms(rulesDb, ":avet", "rule/version", v.eid)) {
    keep.add(d.e);
    for (const attr of ["example/rule", "ref/from", "witness/rule"]) for (const x of ds.datoms(rulesDb, ":avet", attr, d.e)) keep.add(x.e);
  }
  for (const attr of ["glossary/version", "source/version"]) for (const d of ds.datoms(rulesDb, ":avet", attr, v.eid)) keep.add(d.e);
  scopes.set(version, keep);
  return keep;
}

/** Attributes that scope an entity to one version: an entity with one of them is another version's unless kept. */
const VERSIONED = ["version/id", "rule/key", "example/rule", "ref/from", "witness/rule", "glossary/key", "source/version"];
let versioned: Set<number> | null = null;

function run(job: QueryJob): QueryReply {
  let db = rulesDb;
  // The state's facts first, as the questions see them (continuous effects applied, 418.4a), on
  // this thread and in this job's time: a filtered database cannot take more (its entities are kept by the filter below).
  if (job.state !== undefined) db = ds.db_with(db, stateFacts!(job.state));
  if (job.version) {
    const keep = versionScope(job.version);
    if (!keep) return { id: job.id, error: { status: 404, code: "not_found", message: `version: "${job.version}" is not a loaded version` } };
    versioned ??= new Set(VERSIONED.flatMap((attr) => ds.datoms(rulesDb, ":aevt", attr).map((d) => d.e)));
    const all = versioned;
    db = ds.filter(db, (_db, d) => keep.has(d.e) || !all.has(d.e));
  }
  const inputs = [...job.args];
  if (job.rules !== null) inputs.splice(job.rulesAt, 0, job.rules);
  const result = ds.q(job.query, db, ...inputs) as unknown;
  const rows = Array.isArray(result) ? result.length : result === null || result === undefined ? 0 : 1;
  const tooLarge = (what: string) => ({ id: job.id, error: { status: 422, code: "result_too_large", message: `the query found ${what}: narrow it, or count with (count ?x)` } });
  if (rows > limits.maxRows) return tooLarge(`${rows} results; at most ${limits.maxRows} are returned`);
  const size = measure(result);
  if (size === "not data") {
    return { id: job.id, error: { status: 422, code: "bad_result", message: "query: the result holds something that is not data (a database, an entity or a function); :find values, not $" } };
  }
  if (size === "cells") return tooLarge(`more than ${limits.maxCells} values in its results (counting those inside lists, maps and pulls); at most ${limits.maxCells} are returned`);
  if (size === "bytes") return tooLarge(`more than ${limits.maxBytes} characters of results; at most ${limits.maxBytes} are returned`);
  return { id: job.id, result, rows };
}

/** Deeper than this, a result is not one a query means to return (and cloning it back would recurse as deep). */
const MAX_RESULT_DEPTH = 64;

/**
 * Walks a result once, at every depth: "not data" for a database, entity or
 * function (what cannot be posted back and sent as JSON); "cells" or "bytes"
 * as soon as the values or their characters pass the limits; else "ok".
 * Iterative and stopping early, so a huge result costs no more than the limit.
 */
function measure(result: unknown): "ok" | "not data" | "cells" | "bytes" {
  let cells = 0;
  let bytes = 0;
  const stack: Array<[unknown, number]> = [[result, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (depth > MAX_RESULT_DEPTH) return "not data";
    if (v === null || v === undefined || typeof v === "number" || typeof v === "boolean") {
      cells++;
      bytes += 8;
    } else if (typeof v === "string") {
      cells++;
      bytes += v.length + 2;
    } else if (Array.isArray(v)) {
      if (v.length > limits.maxCells) return "cells";
      for (const x of v) stack.push([x, depth + 1]);
      bytes += 2;
    } else if (typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype) {
      for (const [k, x] of Object.entries(v)) {
        bytes += k.length + 3;
        stack.push([x, depth + 1]);
      }
    } else {
      return "not data";
    }
    if (cells > limits.maxCells) return "cells";
    if (bytes > limits.maxBytes) return "bytes";
  }
  return "ok";
}

export default workerTask((job: QueryJob): QueryReply => {
  try {
    return run(job);
  } catch (e) {
    const err = e as { status?: number; code?: string; message?: string };
    return { id: job.id, error: { status: err.status ?? 400, code: err.code ?? "bad_query", message: `query: ${String(err.message ?? e).slice(0, 500)}` } };
  }
}, prepare);
