/**
 * src/judge/state-facts.ts: a state's facts for a user's query, with the
 * continuous effects the questions derive written onto the objects
 * (judge/continuous.ts, 418.4a), as a transaction for the rules database.
 */
import * as ds from "datascript";
import { describe, expect, it } from "vitest";
import { datascriptSchema } from "../../src/db/schema";
import { effectiveStateFacts } from "../../src/judge/state-facts";

type Obj = Record<string, unknown>;
const state = (objects: Obj[]) => ({ players: ["alice", "bob"], turn: { number: 3, active: "alice", step: "precombat-main" }, objects });
const KING: Obj = { id: "king", name: "Goblin King", owner: "alice", zone: "in-play", types: ["creature"], subtypes: ["goblin"], power: 2, toughness: 2, text: "Other Goblins you control get +1/+1 and have haste." };
const PIKER: Obj = { id: "piker", name: "Goblin Piker", owner: "alice", zone: "in-play", types: ["creature"], subtypes: ["goblin"], power: 2, toughness: 1, text: "Goblin Piker can't block." };
const KNIGHT: Obj = { id: "knight", name: "White Knight", owner: "bob", zone: "in-play", types: ["creature"], subtypes: ["knight"], power: 2, toughness: 2, text: "First strike; protection from black" };

/** [id, keyword] and [id, power, toughness] of every object, read back from the facts added to an empty rules-schema database. */
function read(objects: Obj[]): { keywords: string[][]; sizes: unknown[][] } {
  const db = ds.db_with(ds.empty_db(datascriptSchema()), effectiveStateFacts(state(objects)));
  const sort = (rows: unknown) => (rows as unknown[][]).map((r) => r.map(String)).sort((a, b) => a.join().localeCompare(b.join()));
  return {
    keywords: sort(ds.q('[:find ?id ?k :where [?o "object/id" ?id] [?o "object/keyword" ?k]]', db)),
    sizes: sort(ds.q('[:find ?id ?p ?t :where [?o "object/id" ?id] [?o "object/power" ?p] [?o "object/toughness" ?t]]', db)),
  };
}

describe("effectiveStateFacts", () => {
  it("writes the haste and +1/+1 Goblin King grants onto the other Goblin, not onto itself or bob's Knight", () => {
    const { keywords, sizes } = read([KING, PIKER, KNIGHT]);
    expect(keywords).toEqual([["knight", "first strike"], ["knight", "protection from black"], ["piker", "haste"]]);
    expect(sizes).toEqual([["king", "2", "2"], ["knight", "2", "2"], ["piker", "3", "2"]]);
  });

  it("a state without grants gives the objects as written", () => {
    const { keywords, sizes } = read([PIKER, KNIGHT]);
    expect(keywords).toEqual([["knight", "first strike"], ["knight", "protection from black"]]);
    expect(sizes).toEqual([["knight", "2", "2"], ["piker", "2", "1"]]);
  });

  it("keeps the links between entities: an object's owner is a player", () => {
    const db = ds.db_with(ds.empty_db(datascriptSchema()), effectiveStateFacts(state([KING, PIKER])));
    expect(ds.q('[:find ?id ?p :where [?o "object/id" ?id] [?o "object/owner" ?x] [?x "player/id" ?p]]', db)).toHaveLength(2);
  });

  it("bad state JSON is a bad input naming the field", () => {
    expect(() => effectiveStateFacts(state([{ ...PIKER, zone: "battlefeld" }]))).toThrow(/objects\[0\]\.zone/);
  });
});
