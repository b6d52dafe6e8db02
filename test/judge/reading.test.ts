/**
 * src/judge/reading.ts: the reading's tables handed to src/db, and a
 * state's facts written from them for a user's query.
 */
import { describe, expect, it } from "vitest";
import { readingOf, stateFacts } from "../../src/judge/reading";
import { readState } from "../../src/state/read-state";

const STATE = {
  players: ["alice", "bob"],
  turn: { number: 2, active: "bob", step: "precombat-main" },
  objects: [{ id: "knight", name: "White Knight", owner: "alice", zone: "in-play", types: ["creature"], text: "First strike; protection from black" }],
};

describe("readingOf", () => {
  it("hands in the reading's keywords, protection, conditions and steps", () => {
    const r = readingOf(new Map());
    expect(r.protection(["protection from black and from red"])).toEqual(["black", "red"]);
    expect(r.condition("Bear comes into play", "Bear")).toMatchObject({ event: "zone-change", subject: "self", to: "in-play" });
    expect(r.main("precombat-main")).toBe(true);
    expect(r.main("upkeep")).toBe(false);
    expect(r.zones).toContain("graveyard");
  });
});

describe("stateFacts", () => {
  it("writes a state's objects with the keywords read from their text", () => {
    const facts = stateFacts(readState(STATE)) as Array<Record<string, unknown>>;
    const knight = facts.find((f) => f["object/id"] === "knight")!;
    expect(knight["object/protection"]).toEqual(["black"]);
    expect(facts.find((f) => "turn/main" in f)!["turn/main"]).toBe(true);
  });
});
