/**
 * src/db/live-bodies.ts: the rule bodies that can match a database, from
 * the datoms each body requires; the others are left out of the query.
 */
import * as ds from "datascript";
import { describe, expect, it } from "vitest";
import { liveRules, met, needsOf } from "../../src/db/live-bodies";

const DB = ds.db_with(ds.empty_db(), [{ ":db/id": -1, "aim/players": "any", "aim/objects": true }]);

describe("needsOf", () => {
  it("reads the positive data patterns with a constant attribute, and their constant values", () => {
    expect(needsOf(['[?a "aim/players" "none"]', '[?c "choice/player" _]', '(not [?x "object/tapped" true])', '[(ground "415.5") ?rule]', '[?a "aim/objects" false]', '[?a "aim/count" 2]']))
      .toEqual([{ attribute: "aim/players", value: "none" }, { attribute: "choice/player" }, { attribute: "aim/objects", value: false }, { attribute: "aim/count", value: 2 }]);
  });
});

describe("met", () => {
  it("needs a datom of the attribute, with the value when one is named", () => {
    expect(met(DB, [{ attribute: "aim/players", value: "any" }])).toBe(true);
    expect(met(DB, [{ attribute: "aim/players", value: "none" }])).toBe(false);
    expect(met(DB, [{ attribute: "aim/objects" }])).toBe(true);
    expect(met(DB, [{ attribute: "choice/player" }])).toBe(false);
  });
});

describe("liveRules", () => {
  const rules = ['[(r ?a) [?a "aim/players" "none"]]', '[(r ?a) [?a "aim/players" "any"]]', '[(s ?a) [?a "choice/player" _]]'];
  const needs = rules.map((r) => needsOf([r.slice(r.indexOf(")") + 1, -1).trim()]));

  it("keeps the bodies whose datoms the database holds, and the first body of a rule with none", () => {
    expect(liveRules(DB, rules, needs)).toEqual({ key: "1,2", rules: [rules[1], rules[2]] });
  });
});
