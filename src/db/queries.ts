/**
 * The derived rules in queries/*.edn, loaded once. Each file is a map of
 * `:rules` (a vector of named Datalog rules) and named queries; a query is
 * run with exactly the rules it calls, directly or through other rules,
 * because datascript re-reads the whole rules string on every call. Inputs
 * always pass through `:in`; no query text is ever built from input.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import * as ds from "datascript";
import type { Db } from "datascript";
import { timed } from "./clock";
import { realized } from "./deferred-db";
import { calls, inner, readMap, ruleName } from "./edn";
import { versionKey } from "./fact-versions";
import { inlineRules } from "./inline-rules";
import { bodyOf, liveRules, met, needsOf, type Need } from "./live-bodies";

export const QUERIES_DIR = resolve(__dirname, "..", "..", "queries");

interface Prepared {
  query: string;
  rules: string;
  /** The query with its rules written in (inline-rules.ts), given to datascript without `%`; null if it cannot be. */
  inlined: string | null;
  /** Its rules one form each, with the datoms each body requires (live-bodies.ts), and the datoms its own :where requires. */
  forms: string[];
  needs: Need[][];
  queryNeeds: Need[];
  /** The attributes of all needs, whose versions decide which bodies are live. */
  required: string[];
  /** The query as given for each set of live bodies, by that set's key; and the key for each version of the needed attributes. */
  variants: Map<string, { rules: string; inlined: string | null }>;
  live: Map<string, string | null>;
  /** The attributes the query and its rules name, whose datoms alone decide its rows; null when a pattern's attribute is a variable (any attribute may matter). */
  reads: string[] | null;
}

/** A string literal naming an attribute ("object/zone"). */
const ATTRIBUTE = /"([a-z-]+\/[a-z-]+)"/g;

/** The attributes a query and its rules name; null when a data pattern's attribute is a variable or `_` (any attribute may matter). */
function attributesRead(query: string, rules: string[]): string[] | null {
  const parts = inner(query);
  const clauses = [...parts.slice(parts.indexOf(":where") + 1), ...rules.flatMap((r) => inner(r).slice(1))];
  if (clauses.some(anyAttribute)) return null;
  return [...new Set([query, ...rules].flatMap((text) => [...text.matchAll(ATTRIBUTE)].map((m) => m[1])))].sort();
}

/** A clause that reads datoms of any attribute: `[?e ?a ?v]`, `[_ _ ?v]`, or such a pattern inside not/or/and. */
function anyAttribute(clause: string): boolean {
  if (clause.startsWith("[")) {
    const [first, ...rest] = inner(clause);
    if (first === undefined || first.startsWith("(")) return false;
    const attribute = first.startsWith("$") ? rest[1] : rest[0];
    return attribute === undefined || attribute === "_" || attribute.startsWith("?");
  }
  if (!clause.startsWith("(")) return false;
  const [op, ...args] = inner(clause);
  if (op === "not" || op === "and" || op === "or") return args.some(anyAttribute);
  if (op === "not-join" || op === "or-join") return args.slice(1).some(anyAttribute);
  return false;
}

/**
 * Rows already found, by query, inputs and the versions of the attributes
 * it reads (fact-versions.ts): the game loop and the server ask the same
 * question of databases that differ only in what the question does not
 * read. The oldest are forgotten past REMEMBERED.
 */
const remembered = new Map<string, unknown[][]>();
const REMEMBERED = 2_000;

const files = new Map<string, Map<string, Prepared>>();

/** The predicates every file may call (player-of, has-quality, sorcery-timing), written once. */
export const COMMON = "common";

function readFile(file: string): Map<string, string> {
  const path = resolve(QUERIES_DIR, `${file}.edn`);
  try {
    return readMap(readFileSync(path, "utf8"));
  } catch (e) {
    throw new Error(`${path}: ${(e as Error).message}`);
  }
}

function rulesByName(rules: string[]): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const r of rules) byName.set(ruleName(r), [...(byName.get(ruleName(r)) ?? []), r]);
  return byName;
}

function load(file: string): Map<string, Prepared> {
  let prepared = files.get(file);
  if (prepared) return prepared;
  const map = readFile(file);
  const byName = rulesByName(inner(map.get("rules") ?? "[]"));
  // queries/common.edn's rules, unless the file writes its own of the same name.
  if (file !== COMMON) for (const [name, bodies] of rulesByName(inner(readFile(COMMON).get("rules") ?? "[]"))) if (!byName.has(name)) byName.set(name, bodies);
  const known = new Set(byName.keys());
  prepared = new Map();
  for (const [name, query] of map) {
    if (name === "rules") continue;
    // The rules a query needs: those it calls, and those they call, to a fixed point.
    const needed = new Set<string>();
    const todo = [...calls(query, known)];
    while (todo.length) {
      const r = todo.pop()!;
      if (needed.has(r)) continue;
      needed.add(r);
      for (const body of byName.get(r)!) todo.push(...calls(body.slice(body.indexOf(")") + 1), known));
    }
    const rules = [...needed].flatMap((r) => byName.get(r)!);
    const needs = rules.map((r) => needsOf(bodyOf(r)));
    const parts = inner(query);
    const queryNeeds = needsOf(parts.slice(parts.indexOf(":where") + 1));
    const required = [...new Set([...needs.flat(), ...queryNeeds].map((n) => n.attribute))].sort();
    prepared.set(name, {
      query, rules: `[${rules.join("\n")}]`, inlined: inlineRules(query, rules), reads: attributesRead(query, rules),
      forms: rules, needs, queryNeeds, required, variants: new Map(), live: new Map(),
    });
  }
  files.set(file, prepared);
  return prepared;
}

/** Runs query `name` of queries/`file`.edn over `db`; `inputs` bind its `:in` after `$` and `%`. */
export function runQuery(db: Db, file: string, name: string, ...inputs: unknown[]): unknown[][] {
  return run("query", db, file, name, inputs);
}

/** Runs a query that derives facts to store (derived-facts.ts): the same as runQuery, its time counted as writing facts. */
export function deriveRows(db: Db, file: string, name: string, ...inputs: unknown[]): unknown[][] {
  return run("facts", db, file, name, inputs);
}

function run(slot: "query" | "facts", db: Db, file: string, name: string, inputs: unknown[]): unknown[][] {
  const p = load(file).get(name);
  if (!p) throw new Error(`queries/${file}.edn has no query :${name}`);
  const versions = p.reads && versionKey(db, p.reads);
  const key = versions && `${file}|${name}|${versions}|${JSON.stringify(inputs)}`;
  const known = key && remembered.get(key);
  if (known) return known;
  const variant = live(p, db);
  const real = variant === null ? db : realized(db);
  const rows = variant === null ? [] : timed(slot, () => (variant.inlined === null ? ds.q(p.query, real, variant.rules, ...inputs) : ds.q(variant.inlined, real, ...inputs)) as unknown[][]);
  if (key) {
    if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!);
    remembered.set(key, rows);
  }
  return rows;
}

/**
 * The query as given for `db`: with only the rule bodies that can match it
 * (live-bodies.ts); null when its own :where requires a datom the database
 * does not hold (no rows). Decided once per version of the attributes the
 * bodies require.
 */
function live(p: Prepared, db: Db): { rules: string; inlined: string | null } | null {
  const versions = versionKey(db, p.required);
  let key = versions === null ? undefined : p.live.get(versions);
  if (key === undefined) {
    key = met(db, p.queryNeeds) ? liveRules(db, p.forms, p.needs).key : null;
    if (versions !== null) {
      if (p.live.size >= REMEMBERED) p.live.clear();
      p.live.set(versions, key);
    }
  }
  if (key === null) return null;
  let variant = p.variants.get(key);
  if (!variant) {
    const kept = key === "" ? [] : key.split(",").map((i) => p.forms[Number(i)]);
    variant = { rules: `[${kept.join("\n")}]`, inlined: inlineRules(p.query, kept) };
    p.variants.set(key, variant);
  }
  return variant;
}

/** The rules string a query is given, for tests and benchmarks. */
export function rulesOf(file: string, name: string): string {
  const p = load(file).get(name);
  if (!p) throw new Error(`queries/${file}.edn has no query :${name}`);
  return p.rules;
}

let library: Map<string, string[]> | null = null;

/** Every named rule of queries/*.edn, by name (a name two files define alike is kept once). */
export function libraryRules(): Map<string, string[]> {
  if (library) return library;
  library = new Map();
  for (const file of readdirSync(QUERIES_DIR).filter((f) => f.endsWith(".edn")).sort()) {
    for (const r of inner(readMap(readFileSync(resolve(QUERIES_DIR, file), "utf8")).get("rules") ?? "[]")) {
      const bodies = library.get(ruleName(r)) ?? [];
      if (!bodies.includes(r)) bodies.push(r);
      library.set(ruleName(r), bodies);
    }
  }
  return library;
}

/**
 * The rules string for a user's query: the user's own rules, and the named
 * rules of queries/*.edn the query (or the user's rules) calls, with those
 * they call in turn. A user's rule shadows a library rule of the same name.
 */
export function rulesFor(query: string, userRules: string[]): string {
  const own = new Set(userRules.map(ruleName));
  const lib = libraryRules();
  const known = new Set([...lib.keys()].filter((n) => !own.has(n)));
  const needed = new Set<string>();
  const todo = [...calls(query, known), ...userRules.flatMap((r) => [...calls(r, known)])];
  while (todo.length) {
    const r = todo.pop()!;
    if (needed.has(r)) continue;
    needed.add(r);
    for (const body of lib.get(r)!) todo.push(...calls(body.slice(body.indexOf(")") + 1), known));
  }
  return `[${[...userRules, ...[...needed].flatMap((r) => lib.get(r)!)].join("\n")}]`;
}
