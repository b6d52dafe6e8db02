import { describe, expect, it } from "vitest";
import { SNIPPET_CHARS, snippet } from "../../src/search/snippet";

describe("snippet", () => {
  it("marks the matched words and escapes the rest", () => {
    expect(snippet(["A creature with <trample> & more."], new Set(["trampl"]))).toBe("A creature with &lt;<mark>trample</mark>&gt; &amp; more.");
  });

  it("marks every form of a matched stem", () => {
    expect(snippet(["Abilities trigger; the ability triggered."], new Set(["abil"]))).toBe(
      "<mark>Abilities</mark> trigger; the <mark>ability</mark> triggered.",
    );
  });

  it("takes the field with the most matches", () => {
    expect(snippet(["No match here.", "Example: a spell fizzles."], new Set(["spell"]))).toBe("Example: a <mark>spell</mark> fizzles.");
  });

  it("cuts long text to a window around the matches, marked with ellipses", () => {
    const text = `${"filler ".repeat(60)}the graveyard ability ${"tail ".repeat(60)}`;
    const s = snippet([text], new Set(["graveyard"]));
    expect(s.startsWith("…")).toBe(true);
    expect(s.endsWith("…")).toBe(true);
    expect(s).toContain("<mark>graveyard</mark>");
    expect(s.replace(/<\/?mark>|…/g, "").length).toBeLessThanOrEqual(SNIPPET_CHARS);
  });

  it("with no match, shows the start of the first non-empty field", () => {
    expect(snippet(["", "Plain text."], new Set())).toBe("Plain text.");
  });
});
