import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyze } from "../../src/search/analyze";
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

describe("snippet on hostile sizes (issue 11: a paragraph of 200k words took 81 s)", () => {
  /** Hits per window anchor counted afresh: the quadratic reference the linear window must agree with. */
  function mostHitsInAWindow(text: string, matched: Set<string>): number {
    const hits = analyze(text).filter((w) => matched.has(w.term));
    if (text.length <= SNIPPET_CHARS) return hits.length;
    let most = 0;
    for (const h of hits) {
      const s = Math.max(0, h.start - 40);
      most = Math.max(most, hits.filter((x) => x.start >= s && x.end <= s + SNIPPET_CHARS).length);
    }
    return most;
  }

  it("the window holds as many matches as the best window counted afresh", () => {
    const word = fc.constantFrom("graveyard", "card", "a", "permanent", "battlefield", "x".repeat(30));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 400 }), (words) => {
        const text = words.join(" ");
        const matched = new Set(["graveyard", "battlefield"]);
        const marks = snippet([text], matched).split("<mark>").length - 1;
        expect(marks).toBe(mostHitsInAWindow(text, matched));
      }),
      { numRuns: 200, seed: 11 },
    );
  });

  it("50,000 matching words: answered in well under the quadratic time, the output bounded", () => {
    const text = Array.from({ length: 50_000 }, (_, i) => (i % 3 ? "graveyard" : "card")).join(" ");
    const started = performance.now();
    const s = snippet([text], new Set(["graveyard"]));
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(s.replace(/<\/?mark>|…/g, "").length).toBeLessThanOrEqual(SNIPPET_CHARS);
  });

  it("one word longer than the window, escaped characters: the output stays bounded", () => {
    const text = `${"<&>".repeat(100_000)} graveyard ${"y".repeat(100_000)}`;
    const s = snippet([text], new Set(["graveyard"]));
    // Escaping at most multiplies a character by 5 ("&amp;"), plus the marks and ellipses.
    expect(s.length).toBeLessThanOrEqual(SNIPPET_CHARS * 5 + 40);
  });
});
