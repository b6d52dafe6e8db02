/**
 * src/db/edn.ts: just enough EDN to load queries/*.edn: top-level forms,
 * maps of keyword → form, rule names, and the rules a form calls.
 */
import { describe, expect, it } from "vitest";
import { calls, forms, inner, readMap, ruleName } from "../../src/db/edn";

describe("forms", () => {
  it("splits text into its top-level forms, each as its own text", () => {
    expect(forms('[a b] (c [d]) {:k 1} "s" :kw 12 foo')).toEqual(["[a b]", "(c [d])", "{:k 1}", '"s"', ":kw", "12", "foo"]);
  });

  it("skips ; comments, at the top level and to the end of their line", () => {
    expect(forms(";; header\n;; more\n[a] ; trailing [ not a form\n(b)")).toEqual(["[a]", "(b)"]);
    expect(forms("; only a comment")).toEqual([]);
    expect(forms("")).toEqual([]);
  });

  it("treats commas as whitespace", () => {
    expect(forms("a, b,c")).toEqual(["a", "b", "c"]);
  });

  it("keeps strings holding brackets, semicolons and escaped quotes intact", () => {
    expect(forms('[(ground "402.8a") ?rule] "x]y" "a;b" "say \\"hi\\" ["')).toEqual(['[(ground "402.8a") ?rule]', '"x]y"', '"a;b"', '"say \\"hi\\" ["']);
    expect(forms('[")" "(" "]"]')).toEqual(['[")" "(" "]"]']);
  });

  it("keeps a comment inside a form as part of the form", () => {
    expect(forms("[a ; ] not a closer\n b]")).toEqual(["[a ; ] not a closer\n b]"]);
  });

  it("throws on unbalanced brackets, naming where", () => {
    expect(() => forms("[a (b]")).toThrow(/"\]" at offset 5 closes the "\(" opened at offset 3/);
    expect(() => forms("[a")).toThrow(/the "\[" opened at offset 0 is not closed/);
    expect(() => forms("a]")).toThrow(/unbalanced "\]" at offset 1/);
    expect(() => forms("{:a [1 2}")).toThrow(/"}" at offset 8 closes the "\[" opened at offset 4/);
    expect(() => forms("[a)")).toThrow(/closes the "\[" opened at offset 0/);
    expect(() => forms('"abc')).toThrow(/string opened at offset 0 is not closed/);
  });

  it("inner gives the forms inside a bracketed form", () => {
    expect(inner("[a (b c) [d] \"e]\"]")).toEqual(["a", "(b c)", "[d]", '"e]"']);
    expect(inner("[]")).toEqual([]);
  });
});

describe("readMap", () => {
  it("reads a {:key form …} map as keyword name → form text, in order", () => {
    const m = readMap(";; comment\n{:rules [[(r ?a) [?a :x 1]]]\n :q [:find ?a :where (r ?a)]}");
    expect([...m.keys()]).toEqual(["rules", "q"]);
    expect(m.get("rules")).toBe("[[(r ?a) [?a :x 1]]]");
    expect(m.get("q")).toBe("[:find ?a :where (r ?a)]");
  });

  it("refuses a key without a value, a key that is not a keyword, and anything but one map", () => {
    expect(() => readMap("{:a}")).toThrow(/value for every key/);
    expect(() => readMap("{a 1}")).toThrow(/map key a is not a keyword/);
    expect(() => readMap("[1 2]")).toThrow(/one \{:key form …\} map/);
    expect(() => readMap("{:a 1} {:b 2}")).toThrow(/one \{:key form …\} map/);
    expect(() => readMap("")).toThrow(/one \{:key form …\} map/);
  });
});

describe("ruleName", () => {
  it("names a rule form by its head", () => {
    expect(ruleName('[(spell-object ?o) [?o "object/type" "instant"]]')).toBe("spell-object");
    expect(ruleName("[ ( functions-in ?a ?zone ?rule) [?a :x 1]]")).toBe("functions-in");
  });

  it("throws on a form that is not a rule", () => {
    expect(() => ruleName("(spell-object ?o)")).toThrow(/not a rule/);
    expect(() => ruleName("[?a :x 1]")).toThrow(/not a rule/);
  });
});

describe("calls", () => {
  const known = new Set(["confined", "spell-object", "functions-in"]);

  it("finds the known rules a form calls, including inside not and or-join", () => {
    const q = "[:find ?z :where [?a :x ?o] (spell-object ?o) (not (confined ?a)) (or-join [?a] (functions-in ?a ?z _))]";
    expect([...calls(q, known)].sort()).toEqual(["confined", "functions-in", "spell-object"]);
  });

  it("finds only known rule names, not functions, predicates or clauses", () => {
    expect([...calls('[(ground "402.8") ?rule] [(not= ?z "in-play")] (not [?a :x _]) (confined-by ?a ?r)', known)]).toEqual([]);
  });

  it("finds nothing in a form with no list forms", () => {
    expect(calls("[?a :x 1]", known).size).toBe(0);
  });
});
