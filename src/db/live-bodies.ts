/**
 * Which bodies of a query's rules can match a database at all: a body
 * that requires a datom no datom of the database is (an attribute with no
 * datoms, or none with the body's constant value) yields no rows, so it
 * is left out of the query datascript is given. datascript evaluates every
 * body of a rule, each at a cost of its own, and most bodies open with the
 * fact that makes them apply (an aim's criterion, a trigger's kind), which
 * most boards do not hold. Exact: only bodies that cannot match are left out.
 */
import * as ds from "datascript";
import type { Db } from "datascript";
import { realized } from "./deferred-db";
import { inner, ruleName } from "./edn";

/** A datom a clause requires: of `attribute`, with `value` when the clause names a constant. */
export interface Need {
  attribute: string;
  value?: string | number | boolean;
}

/** The datoms `clauses` (a rule body or a query's :where) require: their positive data patterns with a constant attribute. */
export function needsOf(clauses: string[]): Need[] {
  const needs: Need[] = [];
  for (const c of clauses) {
    if (!c.startsWith("[")) continue;
    const [e, a, v] = inner(c);
    if (e === undefined || e.startsWith("(") || e.startsWith("$") || a === undefined || !/^"[^"\\]*"$/.test(a)) continue;
    const value = constant(v);
    needs.push(value === undefined ? { attribute: a.slice(1, -1) } : { attribute: a.slice(1, -1), value });
  }
  return needs;
}

function constant(form: string | undefined): string | number | boolean | undefined {
  if (form === undefined) return undefined;
  if (/^"[^"\\]*"$/.test(form)) return form.slice(1, -1);
  if (form === "true" || form === "false") return form === "true";
  if (/^-?\d+$/.test(form)) return Number(form);
  return undefined;
}

/** Whether `db` holds a datom for every need. */
export function met(db: Db, needs: Need[]): boolean {
  const real = realized(db);
  return needs.every((n) => {
    const datoms = ds.datoms(real, ":aevt", n.attribute);
    return n.value === undefined ? datoms.length > 0 : datoms.some((d) => d.v === n.value);
  });
}

/** A rule form's body clauses (after its head). */
export function bodyOf(rule: string): string[] {
  return inner(rule).slice(1);
}

/**
 * The rules that can match `db`: each rule name keeps its bodies whose needs
 * are met, or its first body when none are (it yields no rows either way,
 * and a rule called inside `not` must still exist). The key names the bodies kept.
 */
export function liveRules(db: Db, rules: string[], needs: Need[][]): { key: string; rules: string[] } {
  const kept: number[] = [];
  const named = new Map<string, number[]>();
  rules.forEach((r, i) => named.set(ruleName(r), [...(named.get(ruleName(r)) ?? []), i]));
  for (const bodies of named.values()) {
    const live = bodies.filter((i) => met(db, needs[i]));
    kept.push(...(live.length ? live : bodies.slice(0, 1)));
  }
  kept.sort((x, y) => x - y);
  return { key: kept.join(","), rules: kept.map((i) => rules[i]) };
}
