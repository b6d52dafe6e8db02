/**
 * src/db/inline-rules.ts: a query's rules written into it, so datascript
 * reads them once with the query. The query written out answers the same
 * rows as the query given its rules through `%`.
 */
import * as ds from "datascript";
import { describe, expect, it } from "vitest";
import { inner } from "../../src/db/edn";
import { inlineRules } from "../../src/db/inline-rules";

const RULES = `[
  [(player-of ?o ?p) [?o "controller" ?p]]
  [(player-of ?o ?p) (not [?o "controller" _]) [?o "owner" ?p]]
  [(red-of ?o ?p) [?o "color" "red"] (player-of ?o ?p)]
  [(above ?a ?b) [?a "on" ?b]]
  [(above ?a ?b) [?a "on" ?c] (above ?c ?b)]
]`;

const db = ds.db_with(ds.empty_db(), [
  { ":db/id": -1, name: "bolt", color: "red", controller: "alice" },
  { ":db/id": -2, name: "card", color: "red", owner: "bob" },
  { ":db/id": -3, name: "bear", color: "green", controller: "bob" },
]);

function sorted(rows: unknown): string[] {
  return (rows as unknown[]).map((r) => JSON.stringify(r)).sort();
}

describe("inlineRules", () => {
  const query = '[:find ?n ?p :in $ % :where [?o "name" ?n] (red-of ?o ?p)]';

  it("writes a rule of one clause in place and one of several as or-join, with no % left", () => {
    const out = inlineRules(query, inner(RULES))!;
    expect(out).not.toContain("%");
    expect(out).not.toContain("(red-of");
    expect(out).toContain("(or-join [?o ?p]");
  });

  it("answers the same rows as the rules given through %", () => {
    const viaRules = ds.q(query, db, RULES);
    expect(sorted(ds.q(inlineRules(query, inner(RULES))!, db))).toEqual(sorted(viaRules));
    expect(sorted(viaRules)).toEqual(['["bolt","alice"]', '["card","bob"]']);
  });

  it("keeps a rule's own variables apart from the query's (renamed per call)", () => {
    const q = '[:find ?n :in $ % :where [?o "name" ?n] [?o "color" ?c] (player-of ?o ?c)]';
    expect(sorted(ds.q(inlineRules(q, inner(RULES))!, db))).toEqual(sorted(ds.q(q, db, RULES)));
  });

  it("inputs after % keep their places", () => {
    const q = '[:find ?n :in $ % ?who :where [?o "name" ?n] (player-of ?o ?who)]';
    expect(sorted(ds.q(inlineRules(q, inner(RULES))!, db, "bob"))).toEqual(['["bear"]', '["card"]']);
  });

  it("a recursive rule cannot be written out: null", () => {
    expect(inlineRules('[:find ?a :in $ % :where (above ?a ?b)]', inner(RULES))).toBeNull();
  });

  it("a query without % is left to the caller: null", () => {
    expect(inlineRules('[:find ?n :where [?o "name" ?n]]', inner(RULES))).toBeNull();
  });
});
