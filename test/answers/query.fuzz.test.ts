/**
 * Property-based tests of the query reader (src/answers/query.ts,
 * prepareQuery): whatever a caller sends as {query, args, rules, version,
 * state}, it returns a job or throws the documented CrkbError (400 bad input,
 * 404 for an unknown version), never another error; a job's args match the
 * inputs its :in binds after $ and %; and a valid query with any :in binding
 * forms, and strings holding ":in" or ":where", is read as written.
 * Nothing here starts a worker. Fixed seed; CRKB_FUZZ_RUNS cases a property.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { prepareQuery } from "../../src/answers/query";
import { CrkbError } from "../../src/errors";
import { QUERY_READER } from "../../src/knowledge-base";
import { FUZZ_RUNS } from "../support/fuzz";

const options = { numRuns: FUZZ_RUNS, seed: 11 };
const VERSIONS = ["fragments-2006", "rulings-2008-03-17"];

/** prepareQuery's outcome: the job, or the CrkbError it threw (anything else fails the property). */
function outcome(input: unknown): ReturnType<typeof prepareQuery> | CrkbError {
  try {
    return prepareQuery(input, VERSIONS, QUERY_READER);
  } catch (e) {
    expect(e, `not a CrkbError: ${(e as Error)?.stack}`).toBeInstanceOf(CrkbError);
    const err = e as CrkbError;
    expect([400, 404]).toContain(err.status);
    expect(err.message.length).toBeGreaterThan(0);
    expect(err.message).not.toMatch(/\n\s+at /);
    return err;
  }
}

/* ---- Generators ---- */

const variable = fc.constantFrom("?a", "?b", "?n", "?x", "?id");
/** One :in binding form of datascript: a scalar, _, a tuple, a collection, a relation. */
const binding = fc.oneof(
  variable,
  fc.constant("_"),
  fc.array(fc.oneof(variable, fc.constant("_")), { minLength: 1, maxLength: 3 }).map((vs) => `[${vs.join(" ")}]`),
  variable.map((v) => `[${v} ...]`),
  fc.array(variable, { minLength: 1, maxLength: 3 }).map((vs) => `[[${vs.join(" ")}]]`),
);
/** A string literal of the query that looks like its keywords. */
const trap = fc.constantFrom(":in", ":in $ ?x ?y", ":where", ":find ?q", "]", "[", "\\\"", ";", "(functions-in ?a)", "%");

/** A valid query: its :in bindings (with % somewhere, or not), a where clause comparing a string that holds keywords. */
const validQuery = fc.record({
  bindings: fc.array(binding, { maxLength: 5 }),
  rulesAt: fc.option(fc.nat(5), { nil: undefined }),
  noIn: fc.boolean(),
  trap,
}).map(({ bindings, rulesAt, noIn, trap: t }) => {
  const ins = rulesAt === undefined ? bindings : [...bindings.slice(0, rulesAt), "%", ...bindings.slice(rulesAt)];
  const inClause = noIn && ins.length === 0 ? "" : ` :in $ ${ins.join(" ")}`;
  return {
    query: `[:find ?n${inClause} :where [?r "rule/number" ?n] [(= ?n "${t} x")]]`,
    values: bindings.length,
    rulesAt: rulesAt === undefined ? -1 : Math.min(rulesAt, bindings.length),
  };
});

const json = fc.jsonValue({ maxDepth: 4 });
/** Text near the grammar: brackets, keywords, strings, comments, odd characters. */
const ednish = fc.array(fc.constantFrom("[", "]", "(", ")", "{", "}", ":find", ":in", ":where", ":keys", "$", "%", "?x", "_", "...", '"', '"s"', ";c\n", "\\", " ", "#", "^", "@", "~", "1", "\u0000", "é"), { maxLength: 40 }).map((ts) => ts.join(""));

/* ---- Properties ---- */

describe("prepareQuery on any input", () => {
  it("any JSON value: a job or a 400/404 CrkbError", () => {
    fc.assert(fc.property(json, (v) => void outcome(v)), options);
  });

  it("any fields of any JSON values: the same", () => {
    const field = fc.oneof(json, ednish);
    fc.assert(
      fc.property(fc.record({ query: field, args: field, rules: field, version: field, state: field }, { requiredKeys: [] }), (input) => void outcome(input)),
      options,
    );
  });

  it("query and rules text near the EDN grammar: the same, and a job's query is one vector starting :find", () => {
    fc.assert(
      fc.property(ednish, fc.option(ednish, { nil: undefined }), fc.array(json, { maxLength: 3 }), (query, rules, args) => {
        const r = outcome({ query, ...(rules === undefined ? {} : { rules }), args });
        if (!(r instanceof CrkbError)) expect(r.query).toMatch(/^\[\s*:find/);
      }),
      options,
    );
  });

  it("args nested thousands deep or huge: refused as 400 naming args, never a throw", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.boolean(), (depth, wide) => {
        let v: unknown = wide ? "x".repeat(depth * 10) : "x";
        if (!wide) for (let i = 0; i < depth; i++) v = [v];
        const r = outcome({ query: '[:find ?n :in $ ?a :where [?r "rule/number" ?n]]', args: [v] });
        if (r instanceof CrkbError) expect(r.message).toMatch(/^args: /);
      }),
      { ...options, numRuns: Math.min(FUZZ_RUNS, 300) },
    );
  });
});

describe("valid queries are read as written", () => {
  it("any :in binding forms and strings holding keywords: accepted with one arg per form, % placed where it stands", () => {
    fc.assert(
      fc.property(validQuery, ({ query, values, rulesAt }) => {
        const job = prepareQuery({ query, args: Array.from({ length: values }, (_, i) => i) }, VERSIONS, QUERY_READER);
        expect(job.query).toBe(query);
        expect(job.args).toHaveLength(values);
        expect(job.rulesAt).toBe(rulesAt);
      }),
      options,
    );
  });

  it("one arg too many or too few: refused naming args and the count the :in binds", () => {
    fc.assert(
      fc.property(validQuery, fc.constantFrom(-1, 1), ({ query, values }, delta) => {
        fc.pre(values + delta >= 0);
        const r = outcome({ query, args: Array.from({ length: values + delta }, () => "v") });
        expect(r).toBeInstanceOf(CrkbError);
        expect((r as CrkbError).message).toContain(`binds ${values} value`);
      }),
      options,
    );
  });
});
