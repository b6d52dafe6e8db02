/**
 * src/db/copy-facts.ts: a game database's facts as a transaction for
 * another database, entity ids and refs as tempids.
 */
import * as ds from "datascript";
import { describe, expect, it } from "vitest";
import { copiedFacts } from "../../src/db/copy-facts";
import { gameDb } from "../../src/db/game-facts";
import { datascriptSchema } from "../../src/db/schema";
import { readingOf } from "../../src/judge/reading";
import { readState } from "../../src/state/read-state";

const STATE = readState({
  players: ["alice", "bob"],
  turn: { number: 1, active: "alice", step: "upkeep" },
  objects: [{ id: "bear", name: "Grizzly Bears", owner: "bob", zone: "in-play", types: ["creature"], text: "" }],
});

describe("copiedFacts", () => {
  it("every datom arrives, with its refs pointing at the copied entities", () => {
    const game = gameDb(STATE, readingOf(new Map()));
    const rules = ds.db_with(ds.empty_db(datascriptSchema()), [{ "rule/number": "402.8" }]);
    const both = ds.db_with(rules, copiedFacts(game));
    expect(ds.datoms(both, ":eavt").length).toBe(ds.datoms(game, ":eavt").length + 1);
    expect(ds.q('[:find ?p . :where [?o "object/id" "bear"] [?o "object/controller" ?x] [?x "player/id" ?p]]', both)).toBe("bob");
    expect(ds.q('[:find ?n . :where [?r "rule/number" ?n]]', both)).toBe("402.8");
  });
});
