/**
 * src/judge/reading.ts: the reading's tables handed to src/db.
 */
import { describe, expect, it } from "vitest";
import { readingOf } from "../../src/judge/reading";

describe("readingOf", () => {
  it("hands in the reading's keywords, protection, conditions, zones and steps", () => {
    const r = readingOf(new Map());
    expect(r.protection(["protection from black and from red"])).toEqual(["black", "red"]);
    expect(r.condition("Bear comes into play", "Bear")).toMatchObject({ event: "zone-change", subject: "self", to: "in-play" });
    expect(r.main("precombat-main")).toBe(true);
    expect(r.main("upkeep")).toBe(false);
    expect(r.zones).toContain("graveyard");
    expect(r.conditionZone({ condition: "the beginning of your upkeep", zone: null })).toBe("in-play");
  });
});
