import { describe, expect, it } from "vitest";
import { askedSpan } from "../../src/search/asked-clause";

const clause = (q: string) => {
  const span = askedSpan(q);
  return span && q.slice(span.start, span.end);
};

describe("askedSpan: the clause of a question that asks, apart from its situation", () => {
  it.each([
    ["my deathtouch guy got blocked by three creatures, how much damage do I assign", "how much damage do I assign"],
    ["an effect puts an aura onto the battlefield, does it target what it gets attached to?", "does it target what it gets attached to?"],
    ["does my equipment stay on it if my opponent steals my creature", "does my equipment stay on it"],
    ["who gets priority after a spell resolves", "who gets priority"],
    ["can I respond while a split second spell is on the stack", "can I respond"],
  ])("%s: %s", (q, expected) => expect(clause(q)).toBe(expected));

  it("none for a question whose situation is not apart, one opening on its condition, nor words that are no question", () => {
    for (const q of ["how much damage does trample assign", "if my attacker gets tapped does it still deal damage", "aura falls off when creature phases out", "deathtouch, trample"]) expect(clause(q), q).toBeNull();
  });
});
