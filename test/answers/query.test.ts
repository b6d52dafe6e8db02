/**
 * prepareQuery (src/answers/query.ts): how a user's Datalog question
 * `{query, args?, rules?, version?, state?}` is read and checked before a
 * worker runs it. Every refusal is a 400 whose message starts with the field
 * (and, for EDN that cannot be read, says the line and column); an unknown
 * version is a 404. A query that calls the named rules of queries/*.edn gets
 * them (and the rules they call) through `%`, and must say `%` in its :in.
 * Nothing here starts a worker.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ARGS, MAX_ARGS_JSON, MAX_QUERY, prepareQuery } from "../../src/answers/query";
import { libraryRules } from "../../src/db/queries";
import { CrkbError } from "../../src/errors";
import { openKnowledgeBase, QUERY_READER, type KnowledgeBase } from "../../src/knowledge-base";
import { expectBadInput } from "../support/expect";
import { NECRO_STATE } from "../support/necrosavant";

const Q = '[:find ?n :where [?r "rule/number" ?n]]';

const STATE = NECRO_STATE;

/** A query calling the library rule functions-in, with `%` in its :in. */
const FUNCTIONS_Q = `[:find ?zone ?rule
 :in $ % ?id ?i
 :where [?o "object/id" ?id] [?a "ability/object" ?o] [?a "ability/index" ?i]
        (functions-in ?a ?zone ?rule)]`;

let kb: KnowledgeBase;
let versions: string[];

beforeAll(() => {
  kb = openKnowledgeBase({ versions: [] });
  versions = kb.versions().map((v) => v.id);
});

afterAll(async () => {
  await kb?.close();
});

const prepare = (input: unknown) => prepareQuery(input, versions, QUERY_READER);

describe("prepareQuery accepts", () => {
  it("the seed versions are loaded (the fixture the rest relies on)", () => {
    expect(versions).toContain("fragments-2006");
    expect(versions).toContain("rulings-2008-03-17");
  });

  it("a plain query: passed through as written, no rules, no args, no version", () => {
    const job = prepare({ query: Q });
    expect(job.query).toBe(Q);
    expect(job.rules).toBeNull();
    expect(job.args).toEqual([]);
    expect(job.version).toBeNull();
    expect(job.called).toEqual([]);
    expect("state" in job).toBe(false);
  });

  it("a query with comments and surrounding whitespace: the one vector form is kept", () => {
    const job = prepare({ query: `  ; the numbers\n${Q}\n  ; done\n` });
    expect(job.query).toBe(Q);
  });

  it("args, a loaded version and a valid state, each passed on", () => {
    const job = prepare({ query: '[:find ?n :in $ ?x :where [?r "rule/number" ?x] [?r "rule/number" ?n]]', args: ["402.8h"], version: "fragments-2006", state: STATE });
    expect(job.args).toEqual(["402.8h"]);
    expect(job.version).toBe("fragments-2006");
    expect(job.state).toEqual(STATE);
  });

  it("exactly the limits: a query of MAX_QUERY characters and MAX_ARGS values", () => {
    const long = Q + " ".repeat(MAX_QUERY - Q.length);
    expect(prepare({ query: long }).query).toBe(Q);
    const args = Array.from({ length: MAX_ARGS }, (_, i) => i);
    const binds = `[:find ?n :in $ ${args.map((i) => `?a${i}`).join(" ")} :where [?r "rule/number" ?n]]`;
    expect(prepare({ query: binds, args }).args).toHaveLength(MAX_ARGS);
  });
});

describe("prepareQuery refuses the shape of the input", () => {
  it.each([
    ["a string", "[:find ?n]"],
    ["null", null],
    ["a list", [Q]],
    ["a number", 42],
  ])("%s instead of an object: 400 showing the expected shape", (_label, input) => {
    let caught: unknown;
    try {
      prepare(input);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(CrkbError);
    const err = caught as CrkbError;
    expect(err.status).toBe(400);
    expect(err.code).toBe("bad_input");
    expect(err.message).toContain('"query"');
  });

  it("an unknown field, named", () => {
    const m = expectBadInput(() => prepare({ query: Q, limit: 10 }), "limit");
    expect(m).toContain("fields: query, args, rules, version, state");
  });

  it.each([
    ["missing", {}],
    ["empty", { query: "" }],
    ["blank", { query: " \n\t " }],
    ["a number", { query: 42 }],
    ["a list", { query: [Q] }],
  ])("a query that is %s", (_label, input) => {
    expectBadInput(() => prepare(input), "query");
  });

  it(`a query over ${MAX_QUERY} characters, with its length`, () => {
    const m = expectBadInput(() => prepare({ query: Q + " ".repeat(MAX_QUERY) }), "query");
    expect(m).toContain(`${Q.length + MAX_QUERY} characters`);
    expect(m).toContain(`at most ${MAX_QUERY}`);
  });
});

describe("prepareQuery refuses EDN it cannot read, saying where", () => {
  it("an unclosed bracket: the line and column of the bracket left open", () => {
    const m = expectBadInput(() => prepare({ query: '[:find ?n\n :where [?r "rule/number" ?n]' }), "query");
    expect(m).toMatch(/unbalanced brackets/);
    expect(m).toContain("line 1, column 1");
    expect(m).not.toMatch(/offset/);
  });

  it("an unclosed bracket on a later line: the innermost one left open", () => {
    const m = expectBadInput(() => prepare({ query: '[:find ?n\n :where [?r "rule/number" ?n]\n        [?r "rule/title" _' }), "query");
    expect(m).toContain("line 3, column 9");
  });

  it("a closing bracket too many: where it is", () => {
    const m = expectBadInput(() => prepare({ query: '[:find ?n\n :where [?r "rule/number" ?n]]]' }), "query");
    expect(m).toContain('unbalanced "]"');
    expect(m).toContain("line 2, column 31");
  });

  it("a bracket closed by the wrong kind: 400 with a line and column", () => {
    const m = expectBadInput(() => prepare({ query: '[:find ?n\n  :where (?r "rule/number" ?n])' }), "query");
    expect(m).toContain('"]" closes the "("');
    expect(m).toMatch(/line 2, column \d+/);
  });

  it("an unclosed string: 400 with a line and column", () => {
    const m = expectBadInput(() => prepare({ query: '[:find ?n\n :where [?r "rule/number ?n]]' }), "query");
    expect(m).toContain("string is not closed");
    expect(m).toMatch(/\(at line \d+, column \d+\)$/);
    // A string at the top level is reported where it opens.
    expect(expectBadInput(() => prepare({ query: '\n  "abc' }), "query")).toContain("line 2, column 3");
  });

  it("an unclosed string inside the query: the line and column of its opening quote", () => {
    const m = expectBadInput(() => prepare({ query: '[:find ?n\n :where [?r "rule/number ?n]]' }), "query");
    expect(m).toContain("line 2, column 13");
  });

  it("two forms", () => {
    const m = expectBadInput(() => prepare({ query: `${Q}\n[:find ?x :where [?x "rule/title" _]]` }), "query");
    expect(m).toContain("found 2 forms");
  });

  it("a form that is not a vector: a list, a map, a keyword", () => {
    expect(expectBadInput(() => prepare({ query: '(:find ?n :where [?r "rule/number" ?n])' }), "query")).toContain("found 1 form starting");
    expectBadInput(() => prepare({ query: '{:find [?n] :where [[?r "rule/number" ?n]]}' }), "query");
    expectBadInput(() => prepare({ query: ":find" }), "query");
  });

  it("a vector without :find first: where the query starts", () => {
    const m = expectBadInput(() => prepare({ query: '\n  [:where [?r "rule/number" ?n]]' }), "query");
    expect(m).toContain(":find");
    expect(m).toContain("line 2, column 3");
  });

  it("a transaction in place of a query is no query", () => {
    expectBadInput(() => prepare({ query: '[:db/add -1 "rule/number" "999"]' }), "query");
    expectBadInput(() => prepare({ query: '[[:db/add -1 "rule/number" "999"]]' }), "query");
  });
});

describe("prepareQuery checks rules", () => {
  it("not a string", () => {
    expectBadInput(() => prepare({ query: Q, rules: 5 }), "rules");
    expectBadInput(() => prepare({ query: Q, rules: [["(r ?x)"]] }), "rules");
  });

  it(`longer than ${MAX_QUERY} characters`, () => {
    expectBadInput(() => prepare({ query: Q, rules: `[[(r ?x) [?x "rule/number" _]]${" ".repeat(MAX_QUERY)}]` }), "rules");
  });

  it("not a vector, or more than one form", () => {
    expectBadInput(() => prepare({ query: Q, rules: '(r ?x) [?x "rule/number" _]' }), "rules");
    expectBadInput(() => prepare({ query: Q, rules: '[[(r ?x) [?x "rule/number" _]]] [[(s ?x) [?x "rule/title" _]]]' }), "rules");
  });

  it("unreadable EDN: line and column", () => {
    const m = expectBadInput(() => prepare({ query: Q, rules: '[[(r ?x)\n  [?x "rule/number" _]]' }), "rules");
    expect(m).toMatch(/line \d+, column \d+/);
  });

  it("an entry that is not a rule: its index", () => {
    const m = expectBadInput(() => prepare({ query: Q, rules: '[[(r ?x) [?x "rule/number" _]] [:not-a-rule]]' }), "rules[1]");
    expect(m).toContain(":not-a-rule");
    expectBadInput(() => prepare({ query: Q, rules: '[(r ?x)]' }), "rules[0]");
    expectBadInput(() => prepare({ query: Q, rules: '["r"]' }), "rules[0]");
  });
});

describe("prepareQuery checks args", () => {
  it.each([
    ["a string", "402.8h"],
    ["an object", { x: 1 }],
    ["a number", 3],
    ["null", null],
  ])("not a list: %s", (_label, args) => {
    expectBadInput(() => prepare({ query: Q, args }), "args");
  });

  it(`more than ${MAX_ARGS} values`, () => {
    const m = expectBadInput(() => prepare({ query: Q, args: Array.from({ length: MAX_ARGS + 1 }, () => 1) }), "args");
    expect(m).toContain(`${MAX_ARGS + 1} values`);
  });

  it(`more than ${MAX_ARGS_JSON} characters of JSON`, () => {
    const m = expectBadInput(() => prepare({ query: Q, args: ["x".repeat(MAX_ARGS_JSON)] }), "args");
    expect(m).toContain(`at most ${MAX_ARGS_JSON}`);
  });

  it("deeply nested args: a 400, not a RangeError", () => {
    let deep: unknown[] = [];
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expectBadInput(() => prepare({ query: '[:find ?n :in $ ?x :where [?r "rule/number" ?n]]', args: [deep] }), "args");
  });
});

describe("prepareQuery checks version and state", () => {
  it("a version that is not a string: 400", () => {
    expectBadInput(() => prepare({ query: Q, version: 2006 }), "version");
    expectBadInput(() => prepare({ query: Q, version: ["fragments-2006"] }), "version");
  });

  it("an unknown version: 404 not_found listing the loaded ones", () => {
    let caught: unknown;
    try {
      prepare({ query: Q, version: "2099-01-01" });
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(CrkbError);
    const err = caught as CrkbError;
    expect(err.status).toBe(404);
    expect(err.code).toBe("not_found");
    expect(err.exitCode).toBe(1);
    expect(err.message).toMatch(/^version: /);
    expect(err.message).toContain("fragments-2006");
  });

  it("an invalid state: 400 naming the field inside state", () => {
    expectBadInput(() => prepare({ query: Q, state: 5 }), "state");
    expect(expectBadInput(() => prepare({ query: Q, state: { players: "alice" } }), "state", true)).toMatch(/^state\.players: /);
    const m = expectBadInput(() => prepare({ query: Q, state: { ...STATE, objects: [{ ...STATE.objects[0], zone: "nowhere" }] } }), "state", true);
    expect(m).toMatch(/^state\.objects\[0\]\.zone: /);
  });
});

describe("prepareQuery and the named rules of queries/*.edn", () => {
  it("a query calling functions-in without % in its :in: 400 saying to add it", () => {
    const q = '[:find ?zone ?rule :in $ ?id :where [?o "object/id" ?id] [?a "ability/object" ?o] (functions-in ?a ?zone ?rule)]';
    const m = expectBadInput(() => prepare({ query: q, args: ["necro"] }), "query");
    expect(m).toContain("functions-in");
    expect(m).toContain(":in has no %");
    // No :in at all is the same mistake.
    expectBadInput(() => prepare({ query: '[:find ?z :where (functions-in ?a ?z ?r)]' }), "query");
  });

  it("with :in $ %: the rules passed are functions-in and the rules it calls, and no others", () => {
    const job = prepare({ query: FUNCTIONS_Q, args: ["necro", 0] });
    expect(job.rules).not.toBeNull();
    const lib = libraryRules();
    for (const body of [...lib.get("functions-in")!, ...lib.get("confined")!, ...lib.get("spell-object")!]) expect(job.rules).toContain(body);
    expect([...job.called].sort()).toEqual(["confined", "functions-in", "spell-object"]);
    // confined-by lives in the same file but functions-in does not call it.
    expect(job.rules).not.toContain("(confined-by");
    expect(job.args).toEqual(["necro", 0]);
  });

  it("with :in $ % and no rules called: an empty rules vector", () => {
    const job = prepare({ query: '[:find ?n :in $ % :where [?r "rule/number" ?n]]' });
    expect(job.rules).toBe("[]");
    expect(job.called).toEqual([]);
  });

  it("a user's rules are passed with the library rules they call", () => {
    const rules = '[[(graveyard-ability ?a ?r) (functions-in ?a "graveyard" ?r)]]';
    const job = prepare({ query: '[:find ?a ?r :in $ % :where (graveyard-ability ?a ?r)]', rules });
    expect(job.rules).toContain('[(graveyard-ability ?a ?r) (functions-in ?a "graveyard" ?r)]');
    expect(job.rules).toContain("[(functions-in ?a ?zone ?rule)");
    expect(job.called).toContain("graveyard-ability");
    expect(job.called).toContain("functions-in");
  });

  it("a user's rules without % in :in: 400 naming them", () => {
    const m = expectBadInput(() => prepare({ query: "[:find ?n :where (mine ?n)]", rules: '[[(mine ?n) [?r "rule/number" ?n]]]' }), "query");
    expect(m).toContain("mine");
  });

  it("a user's rule named like a library rule shadows it: only the user's is passed", () => {
    const rules = '[[(functions-in ?a ?zone ?rule) [?a "rule/number" "402"] [(ground "mine") ?rule] [(ground "anywhere") ?zone]]]';
    const job = prepare({ query: "[:find ?zone ?rule :in $ % :where (functions-in ?a ?zone ?rule)]", rules });
    expect(job.rules).toBe(`[${rules.slice(1, -1)}]`);
    expect(job.rules).not.toContain("402.8h");
    expect(job.called).toEqual(["functions-in"]);
  });
});

describe("rule calls are read from the query's code, not its strings", () => {
  it("a string holding \"(functions-in x)\" calls nothing, so needs no %", () => {
    const job = prepare({ query: '[:find ?n . :where [?r "rule/number" ?n] [(= ?n "(functions-in x)")]]' });
    expect(job).toMatchObject({ rules: null, called: [] });
  });

  it("% may stand after other inputs: rulesAt says where", () => {
    const job = prepare({ query: '[:find ?z :in $ ?id % :where [?o "object/id" ?id] [?a "ability/object" ?o] (functions-in ?a ?z ?r)]', args: ["necro"] });
    expect(job.rulesAt).toBe(1);
    expect(job.called).toContain("functions-in");
  });
});

describe(":in is read as EDN forms (issue 11: valid binding forms and strings holding \":in\" were refused)", () => {
  it.each([
    ["a collection [?x ...]", '[:find ?x :in $ [?x ...] :where [?r "rule/number" ?x]]', [["402", "403"]]],
    ["a relation [[?a ?b]]", '[:find ?a :in $ [[?a ?b]] :where [?r "rule/number" ?a]]', [[["402", "x"]]]],
    ["a tuple [?a ?b]", '[:find ?a :in $ [?a ?b] :where [?r "rule/number" ?a]]', [["402", "x"]]],
    ["an ignored input _", '[:find ?a :in $ _ ?a :where [?r "rule/number" ?a]]', [0, "402"]],
    ["a tuple with _", '[:find ?a :in $ [?a _] :where [?r "rule/number" ?a]]', [["402", 1]]],
    ["% between the others", '[:find ?a :in $ ?a % [?b ...] :where [?r "rule/number" ?a]]', ["402", ["x"]]],
  ])("%s: one input per form", (_label, query, args) => {
    const job = prepare({ query, args });
    expect(job.args).toEqual(args);
  });

  it("each binding form counts once: a relation given as two args is refused naming the count", () => {
    expect(expectBadInput(() => prepare({ query: '[:find ?a :in $ [[?a ?b]] :where [?r "rule/number" ?a]]', args: ["402", "x"] }), "args")).toMatch(/binds 1 value after \$; 2 given/);
  });

  it.each([
    ['a string holding ":in" and no :in', '[:find ?t :where [?r "rule/text" ?t] [(= ?t "x :in y")]]', []],
    ['a string holding ":in ?x" after an :in', '[:find ?t :in $ ?q :where [?r "rule/text" ?t] [(= ?t "a :in $ ?b ?c")]]', ["q"]],
    ['a string holding ":where" inside :in\'s values', '[:find ?t :in $ ?q :where [?r "rule/text" ?t] [(= ?t ":where")]]', ["q"]],
  ])("%s: read past", (_label, query, args) => {
    expect(prepare({ query, args }).args).toEqual(args);
  });

  it("the position of % is counted in forms: rulesAt 2 after $ ?a [?b ...]", () => {
    expect(prepare({ query: '[:find ?a :in $ ?a [?b ...] % :where [?r "rule/number" ?a]]', args: ["402", ["x"]] }).rulesAt).toBe(2);
  });

  it("an :in with no inputs, or two :in, is refused naming :in", () => {
    expect(expectBadInput(() => prepare({ query: '[:find ?a :in :where [?r "rule/number" ?a]]' }), "query")).toMatch(/:in names no inputs/);
    expect(expectBadInput(() => prepare({ query: '[:find ?a :in $ :in $ :where [?r "rule/number" ?a]]' }), "query")).toMatch(/:in appears twice/);
  });
});
