/**
 * The derived rules in queries/*.edn, loaded once. Each file is a map of
 * `:rules` (a vector of named Datalog rules) and named queries; a query is
 * run with exactly the rules it calls, directly or through other rules,
 * because datascript re-reads the whole rules string on every call. Inputs
 * always pass through `:in`; no query text is ever built from input.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import * as ds from "datascript";
import type { Db } from "datascript";
import { timed } from "./clock";
import { calls, inner, readMap, ruleName } from "./edn";

export const QUERIES_DIR = resolve(__dirname, "..", "..", "queries");

interface Prepared {
  query: string;
  rules: string;
}

const files = new Map<string, Map<string, Prepared>>();

function load(file: string): Map<string, Prepared> {
  let prepared = files.get(file);
  if (prepared) return prepared;
  const path = resolve(QUERIES_DIR, `${file}.edn`);
  let map: Map<string, string>;
  try {
    map = readMap(readFileSync(path, "utf8"));
  } catch (e) {
    throw new Error(`${path}: ${(e as Error).message}`);
  }
  const rules = inner(map.get("rules") ?? "[]");
  const byName = new Map<string, string[]>();
  for (const r of rules) byName.set(ruleName(r), [...(byName.get(ruleName(r)) ?? []), r]);
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
    prepared.set(name, { query, rules: `[${[...needed].flatMap((r) => byName.get(r)!).join("\n")}]` });
  }
  files.set(file, prepared);
  return prepared;
}

/** Runs query `name` of queries/`file`.edn over `db`; `inputs` bind its `:in` after `$` and `%`. */
export function runQuery(db: Db, file: string, name: string, ...inputs: unknown[]): unknown[][] {
  const p = load(file).get(name);
  if (!p) throw new Error(`queries/${file}.edn has no query :${name}`);
  return timed("query", () => ds.q(p.query, db, p.rules, ...inputs) as unknown[][]);
}

/** The rules string a query is given, for tests and benchmarks. */
export function rulesOf(file: string, name: string): string {
  const p = load(file).get(name);
  if (!p) throw new Error(`queries/${file}.edn has no query :${name}`);
  return p.rules;
}
