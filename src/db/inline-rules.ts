/**
 * A query with its rules written into it. datascript reads the rules input
 * (`%`) again on every call, with no cache (about a millisecond for the
 * rules of one of our queries, more than most queries take to run), while
 * it keeps the last hundred query strings it parsed. So each query of
 * queries/*.edn is given to datascript once, as one string: every rule call
 * `(name ?x …)` is replaced by the rule's clauses, its head variables
 * renamed to the call's and its other variables to fresh ones; a rule of
 * several clauses becomes `(or-join [?x …] (and …) (and …))`, which
 * datascript reads as the same union.
 */
import { inner, ruleName } from "./edn";

interface Rule {
  head: string[];
  body: string[];
}

const VARIABLE = /\?[^\s()[\]{}",;]+/g;

/** `:in $ % …` → `:in $ …`, the rules written into the :where clauses; null when a rule is recursive (it cannot be written out). */
export function inlineRules(query: string, rules: string[]): string | null {
  const byName = new Map<string, Rule[]>();
  for (const r of rules) {
    const [head, ...body] = inner(r);
    const [, ...vars] = inner(head);
    byName.set(ruleName(r), [...(byName.get(ruleName(r)) ?? []), { head: vars, body }]);
  }
  let fresh = 0;
  const expand = (clause: string, path: string[]): string[] | null => {
    if (!clause.startsWith("(")) return [clause];
    const [op, ...args] = inner(clause);
    const defs = byName.get(op);
    if (!defs) {
      // not, not-join, or, or-join, and: their clauses may call rules.
      if (!["not", "not-join", "or", "or-join", "and"].includes(op)) return [clause];
      const keep = op.endsWith("-join") ? [args.shift()!] : [];
      const out: string[] = [];
      for (const a of args) {
        const e = expand(a, path);
        if (e === null) return null;
        out.push(...(op.startsWith("or") && !a.startsWith("(and") && e.length !== 1 ? [`(and ${e.join(" ")})`] : e));
      }
      return [`(${op} ${[...keep, ...out].join(" ")})`];
    }
    if (path.includes(op) || args.some((a) => !a.startsWith("?"))) return null;
    const branches: string[][] = [];
    for (const def of defs) {
      const n = ++fresh;
      const names = new Map(def.head.map((v, i) => [v, args[i]]));
      const rename = (text: string) => mapCode(text, (code) => code.replace(VARIABLE, (v) => names.get(v) ?? `${v}__${n}`));
      const clauses: string[] = [];
      for (const c of def.body) {
        const e = expand(rename(c), [...path, op]);
        if (e === null) return null;
        clauses.push(...e);
      }
      branches.push(clauses);
    }
    if (branches.length === 1) return branches[0];
    return [`(or-join [${args.join(" ")}] ${branches.map((b) => `(and ${b.join(" ")})`).join(" ")})`];
  };
  const parts = inner(query);
  const inAt = parts.indexOf(":in");
  const whereAt = parts.indexOf(":where");
  if (inAt < 0 || whereAt < 0 || parts[inAt + 2] !== "%") return null;
  const where: string[] = [];
  for (const c of parts.slice(whereAt + 1)) {
    const e = expand(c, []);
    if (e === null) return null;
    where.push(...e);
  }
  const head = parts.slice(0, whereAt + 1).filter((_, i) => i !== inAt + 2);
  return `[${[...head, ...where].join(" ")}]`;
}

/** Applies `f` to the text outside string literals. */
function mapCode(text: string, f: (code: string) => string): string {
  return text.split(/("(?:[^"\\]|\\.)*")/).map((part, i) => (i % 2 ? part : f(part))).join("");
}

