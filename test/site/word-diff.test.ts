/**
 * The word-level comparison of two texts (src/site/word-diff.ts, jsdiff's
 * diffWords rendered): removed words in <del>, added ones in <ins>, every
 * text escaped, either text recoverable from the HTML, and a plain
 * removal-plus-addition past the edits jsdiff is allowed to search.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { wordDiff } from "../../src/site/word-diff";

function unescape(html: string): string {
  return html.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&");
}
/** Spacing is not compared: runs of spaces count as one. */
const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();
/** The old text back from the diff: drop the insertions, keep what was deleted. */
const beforeOf = (html: string) => squeeze(unescape(html.replace(/<ins>[\s\S]*?<\/ins>/g, "").replace(/<\/?del>/g, "")));
/** The new text back from the diff. */
const afterOf = (html: string) => squeeze(unescape(html.replace(/<del>[\s\S]*?<\/del>/g, "").replace(/<\/?ins>/g, "")));

describe("wordDiff", () => {
  it("marks nothing when the texts are equal", () => {
    const d = wordDiff("The object is in play.", "The object is in play.");
    expect(d).toEqual({ html: "The object is in play.", removed: 0, added: 0 });
  });

  it("marks an inserted word with <ins> and counts it", () => {
    const d = wordDiff("a triggered ability", "a delayed triggered ability");
    expect(d.removed).toBe(0);
    expect(d.added).toBe(1);
    expect(d.html).not.toContain("<del>");
    expect(d.html.match(/<ins>([^<]*)<\/ins>/g)).toHaveLength(1);
    expect(d.html).toMatch(/<ins>\s*delayed\s*<\/ins>/);
    expect(afterOf(d.html)).toBe("a delayed triggered ability");
    expect(beforeOf(d.html)).toBe("a triggered ability");
  });

  it("marks a removed word with <del> and counts it", () => {
    const d = wordDiff("an activated ability that has a cost", "an ability that has a cost");
    expect(d).toMatchObject({ removed: 1, added: 0 });
    expect(d.html).toMatch(/<del>\s*activated\s*<\/del>/);
    expect(d.html).not.toContain("<ins>");
  });

  it("shows a replaced word as a removal followed by an addition", () => {
    const d = wordDiff("while the object is on the stack", "while the object is in the stack");
    expect(d).toMatchObject({ removed: 1, added: 1 });
    expect(d.html).toMatch(/^while the object is <del>on<\/del>\s?<ins>in<\/ins> the stack$/);
  });

  it("counts words, not the spaces between them", () => {
    const d = wordDiff("usually function only while the object is on the stack.", "usually function only while the object is not in play.");
    expect(d.removed).toBe(3); // on the stack.
    expect(d.added).toBe(3); // not in play.
    expect(beforeOf(d.html)).toBe("usually function only while the object is on the stack.");
    expect(afterOf(d.html)).toBe("usually function only while the object is not in play.");
  });

  it("escapes HTML in kept, removed and added words", () => {
    const d = wordDiff(`keep <b> & "old" it's`, `keep <b> & "new" <script>alert(1)</script>`);
    expect(d.html).not.toMatch(/<(?!\/?(del|ins)>)/);
    expect(d.html).toContain("keep &lt;b&gt; &amp; ");
    // jsdiff reads punctuation as tokens of its own: the quotes are kept, the word inside them changes.
    expect(d.html).toMatch(/&quot;<del>old<\/del><ins>new<\/ins>&quot;/);
    expect(d.html).toMatch(/<ins>[^<]*&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/ins>/);
    expect(beforeOf(d.html)).toBe(`keep <b> & "old" it's`);
    expect(afterOf(d.html)).toBe(`keep <b> & "new" <script>alert(1)</script>`);
  });

  it("handles an empty side", () => {
    expect(wordDiff("", "two words")).toEqual({ html: "<ins>two words</ins>", removed: 0, added: 2 });
    expect(wordDiff("two words", "")).toEqual({ html: "<del>two words</del>", removed: 2, added: 0 });
    expect(wordDiff("", "")).toEqual({ html: "", removed: 0, added: 0 });
  });

  it("still compares word by word just under the size limit", () => {
    // One edit in 2,000 words: far inside the edits jsdiff may search.
    const words = Array.from({ length: 2000 }, (_, i) => `w${i}`);
    const after = [...words];
    after[1000] = "changed";
    const d = wordDiff(words.join(" "), after.join(" "));
    expect(d.removed).toBe(1);
    expect(d.added).toBe(1);
    expect(d.html).toMatch(/ <del>w1000<\/del>\s?<ins>changed<\/ins> w1001 /);
  });

  it("falls back to one removal and one addition for very long texts, without hanging", () => {
    const before = Array.from({ length: 5000 }, (_, i) => `a${i}`).join(" ") + " <x>";
    const after = Array.from({ length: 5000 }, (_, i) => `b${i}`).join(" ");
    const started = Date.now();
    const d = wordDiff(before, after);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(d.removed).toBe(5001);
    expect(d.added).toBe(5000);
    expect(d.html.startsWith("<del>a0 a1 ")).toBe(true);
    expect(d.html).toContain("&lt;x&gt;</del> <ins>b0 b1 ");
    expect(d.html.endsWith("b4999</ins>")).toBe(true);
  });

  it("falls back when only one side is very long", () => {
    const long = Array.from({ length: 4001 }, () => "x").join(" ");
    const d = wordDiff("short", long);
    expect(d).toMatchObject({ removed: 1, added: 4001 });
    expect(d.html.startsWith("<del>short</del> <ins>x x")).toBe(true);
  });
});

describe("wordDiff on any texts", () => {
  const text = fc.array(fc.constantFrom("the", "object", "is", "in", "play.", "<b>", "&", "can't", "402.8e", "\n", "  "), { maxLength: 60 }).map((ws) => ws.join(" "));

  // jsdiff's diffWords may give the space between two changes to one side only, so spacing is not compared here.
  const bare = (t: string) => t.replace(/\s+/g, "");
  it("either text's words and marks are recovered from the HTML, and only <del> and <ins> are tags", () => {
    fc.assert(
      fc.property(text, text, (before, after) => {
        const d = wordDiff(before, after);
        expect(d.html).not.toMatch(/<(?!\/?(del|ins)>)/);
        expect(bare(beforeOf(d.html))).toBe(bare(before));
        expect(bare(afterOf(d.html))).toBe(bare(after));
        if (before === after) expect(d).toMatchObject({ removed: 0, added: 0 });
      }),
      { numRuns: 300, seed: 11 },
    );
  });
});
