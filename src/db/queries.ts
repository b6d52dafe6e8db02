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
import { calls, inner, readMap, ruleName } from "./edn";
import { inlineRules } from "./inline-rules";

export const QUERIES_DIR = resolve(__dirname, "..", "..", "queries");

interface Prepared {
  query: string;
  rules: string;
  /** The query with its rules written in (inline-rules.ts), given to datascript without `%`; null if it cannot be. */
  inlined: string | null;
}

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
    prepared.set(name, { query, rules: `[${rules.join("\n")}]`, inlined: inlineRules(query, rules) });
  }
  files.set(file, prepared);
  return prepared;
}

/** Runs query `name` of queries/`file`.edn over `db`; `inputs` bind its `:in` after `$` and `%`. */
export function runQuery(db: Db, file: string, name: string, ...inputs: unknown[]): unknown[][] {
  const p = load(file).get(name);
  if (!p) throw new Error(`queries/${file}.edn has no query :${name}`);
  return timed("query", () => (p.inlined === null ? ds.q(p.query, db, p.rules, ...inputs) : ds.q(p.inlined, db, ...inputs)) as unknown[][]);
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
