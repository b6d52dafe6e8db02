/**
 * Users' own Datalog queries (POST /api/query, `crkb query`, `kb.query()`):
 * `{query, args?, rules?, version?, state?}` read and checked here, then run
 * read-only by a worker (src/db/query-pool.ts) over the rules facts, one
 * version's facts, and with a state the game-state facts too. A query may
 * call the named rules of queries/*.edn by name; they are passed with its
 * own rules through `%`. The query text is handed to datascript as written,
 * never spliced with other input: arguments pass through `:in`.
 */
import type { QueryJob } from "../db/query-pool";
import { badInput, notFound, printable } from "../errors";
import { readState } from "../state/read-state";

export const MAX_QUERY = 20_000;
export const MAX_ARGS = 32;
export const MAX_ARGS_JSON = 100_000;

export interface QueryInput {
  query: string;
  args?: unknown[];
  rules?: string;
  version?: string;
  state?: unknown;
}

/**
 * What reading a query takes of the rules database: its EDN reader
 * (db/edn.ts) and the named rules of queries/*.edn (db/queries.ts). The
 * knowledge base gives it (QUERY_READER): the answers use db's types only
 * (README, Architecture rule 5).
 */
export interface QueryReader {
  /** The top-level forms of EDN text; throws naming the offset of what it cannot read. */
  forms(text: string): string[];
  /** The forms inside a vector or list form. */
  inner(form: string): string[];
  /** "line L, column C" of an offset in `text`. */
  position(text: string, offset: number): string;
  /** The name of a rule [(name ?a …) clause …]; throws if it is not one. */
  ruleName(rule: string): string;
  /** The rules string bound to `%`: the user's rules and the library rules the query calls. */
  rulesFor(query: string, userRules: string[]): string;
}

export interface QueryAnswer {
  /** What `:find` returned: rows as arrays, objects with `:keys`, or a scalar or list for the scalar and collection forms. */
  result: unknown;
  rows: number;
  version: string | null;
  /** The rules of queries/*.edn the query called, with its own. */
  rules: string[];
  ms: number;
}

/** `text` read as EDN forms; a problem is a bad input naming `field` and the line and column. */
function readForms(reader: QueryReader, text: string, field: string): string[] {
  const { forms, position } = reader;
  try {
    return forms(text);
  } catch (e) {
    const message = (e as Error).message;
    const offset = /offset (\d+)(?![\s\S]*offset \d)/.exec(message);
    const where = offset ? ` (at ${position(text, Number(offset[1]))})` : "";
    throw badInput(`${field}: ${message.replace(/ at offset \d+| opened at offset \d+/g, "")}${where}`);
  }
}

/** Reads and checks a query question, ready for a worker. `versions`: the ids whose facts the workers hold. */
export function prepareQuery(input: unknown, versions: string[], reader: QueryReader): Omit<QueryJob, "id"> & { called: string[] } {
  const { inner, position, ruleName, rulesFor } = reader;
  if (typeof input !== "object" || input === null || Array.isArray(input)) throw badInput(`expected {"query": "[:find ?n :where [?r \\"rule/number\\" ?n]]", "args"?, "rules"?, "version"?, "state"?}`);
  const q = input as Record<string, unknown>;
  for (const k of Object.keys(q)) if (!["query", "args", "rules", "version", "state"].includes(k)) throw badInput(`${k.slice(0, 40)}: not a field of a query (fields: query, args, rules, version, state)`);
  if (typeof q.query !== "string" || q.query.trim() === "") throw badInput(`query: expected the Datalog query as a string, such as "[:find ?n :where [?r \\"rule/number\\" ?n]]"`);
  if (q.query.length > MAX_QUERY) throw badInput(`query: ${q.query.length} characters; at most ${MAX_QUERY} are accepted`);
  const parts = readForms(reader, q.query, "query");
  if (parts.length !== 1 || !parts[0].startsWith("[")) throw badInput(`query: expected one vector [:find … :where …], found ${parts.length} form${parts.length === 1 ? ` starting ${printable(parts[0].slice(0, 20))}` : "s"}`);
  const query = parts[0];
  const clauses = inner(query);
  if (clauses[0] !== ":find") throw badInput(`query: a query starts with :find (at ${position(q.query, q.query.indexOf(query))})`);
  let userRules: string[] = [];
  if (q.rules !== undefined) {
    if (typeof q.rules !== "string" || q.rules.length > MAX_QUERY) throw badInput(`rules: expected a vector of rules as a string of at most ${MAX_QUERY} characters`);
    const r = readForms(reader, q.rules, "rules");
    if (r.length !== 1 || !r[0].startsWith("[")) throw badInput("rules: expected one vector of rules [[(name ?a) clause …] …]");
    userRules = inner(r[0]);
    for (const [i, rule] of userRules.entries()) {
      try {
        ruleName(rule);
      } catch {
        throw badInput(`rules[${i}]: ${printable(rule.slice(0, 40))} is not a rule [(name ?a …) clause …]`);
      }
    }
  }
  let args: unknown[] = [];
  if (q.args !== undefined) {
    if (!Array.isArray(q.args)) throw badInput(`args: expected a list of the values bound by :in after $ (and % when there are rules), not ${printable(q.args)}`);
    if (q.args.length > MAX_ARGS) throw badInput(`args: ${q.args.length} values; at most ${MAX_ARGS} are accepted`);
    let size: number;
    try {
      size = JSON.stringify(q.args)?.length ?? 0;
    } catch {
      throw badInput("args: nested too deeply to read");
    }
    if (size > MAX_ARGS_JSON) throw badInput(`args: ${size} characters of JSON; at most ${MAX_ARGS_JSON} are accepted`);
    args = q.args;
  }
  let version: string | null = null;
  if (q.version !== undefined) {
    if (typeof q.version !== "string") throw badInput(`version: expected a version id, not ${printable(q.version)}`);
    if (!versions.includes(q.version)) throw notFound(`version: "${q.version.slice(0, 60)}" is not a version queries can read (the seeds and today's release: ${versions.join(", ")})`);
    version = q.version;
  }
  if (q.state !== undefined) readState(q.state);
  const rules = rulesFor(query, userRules);
  const called = inner(rules).map(ruleName).filter((n, i, all) => all.indexOf(n) === i);
  // :in binds $ (the database) first, then `%` (the rules) wherever it stands, and the args in order.
  const bindings = inBindings(clauses);
  if (bindings[0] !== "$") throw badInput(`query: :in starts with $ (the database), then any % and the values of args; found ${printable(bindings[0])}`);
  const rulesAt = bindings.includes("%") ? bindings.indexOf("%") - 1 : -1;
  if (called.length && rulesAt < 0) throw badInput(`query: it calls the rules ${called.join(", ")}, but its :in has no %; write :in $ % …`);
  const wanted = bindings.length - 1 - (rulesAt < 0 ? 0 : 1);
  if (args.length !== wanted) throw badInput(`args: the query's :in binds ${wanted} value${wanted === 1 ? "" : "s"} after $${rulesAt < 0 ? "" : " and %"}; ${args.length} given`);
  return { query, rules: rulesAt < 0 ? null : rules, rulesAt, args, version, ...(q.state === undefined ? {} : { state: q.state }), called };
}

/**
 * The bindings of a query's :in, read from its top-level forms (so ":in" in
 * a string or a binding such as [?x ...], [[?a ?b]] or _ is read as EDN, not
 * matched by a pattern): the forms after :in up to the next keyword, or just
 * $ when there is no :in.
 */
export function inBindings(clauses: string[]): string[] {
  const at = clauses.indexOf(":in");
  if (at < 0) return ["$"];
  if (clauses.indexOf(":in", at + 1) >= 0) throw badInput("query: :in appears twice; write one :in $ …");
  const end = clauses.findIndex((c, i) => i > at && c.startsWith(":"));
  const bindings = clauses.slice(at + 1, end < 0 ? clauses.length : end);
  if (bindings.length === 0) throw badInput("query: :in names no inputs; write :in $ (the database), then any % and the names bound to args");
  return bindings;
}
