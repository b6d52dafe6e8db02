/**
 * Rule text as HTML (src/site/rule-text.ts): escaped, each citation linked
 * where its written form occurs, citations of missing paragraphs marked.
 */
import { describe, expect, it } from "vitest";
import { linkRefs } from "../../src/site/rule-text";
import type { RuleRef } from "../../src/types";

const href = (n: string) => `/rules/${n}`;
const ref = (number: string, cited = number, exists = true): RuleRef => ({ number, cited, exists });

describe("linkRefs: escaping", () => {
  it("escapes text with no references", () => {
    expect(linkRefs(`A < B & "C" isn't D > E`, [], href)).toBe("A &lt; B &amp; &quot;C&quot; isn&#39;t D &gt; E");
  });

  it("escapes the text around a link, and the link text itself", () => {
    const html = linkRefs(`<b>x</b> & see rule 402.8 "now"`, [ref("402.8")], href);
    expect(html).toBe(`&lt;b&gt;x&lt;/b&gt; &amp; see rule <a class="ref" href="/rules/402.8">402.8</a> &quot;now&quot;`);
  });

  it("escapes a citation whose written form holds markup", () => {
    const html = linkRefs("see <402.8>", [ref("402.8", "<402.8>")], href);
    expect(html).toBe(`see <a class="ref" href="/rules/402.8">&lt;402.8&gt;</a>`);
  });
});

describe("linkRefs: citations", () => {
  it("links a cited rule where its written form occurs", () => {
    expect(linkRefs("See rule 408.1, “Timing.”", [ref("408.1")], href)).toBe(
      `See rule <a class="ref" href="/rules/408.1">408.1</a>, “Timing.”`,
    );
  });

  it("marks a citation of a paragraph missing from the version instead of linking it", () => {
    const html = linkRefs("See Rule 419.6i.", [ref("419.6i", "419.6i", false)], href);
    expect(html).toBe(`See Rule <span class="ref missing" title="rule 419.6i is not in this version">419.6i</span>.`);
    expect(html).not.toContain("<a");
  });

  it("links two different citations in text order, whatever the order of refs", () => {
    const text = "See rule 411, “Playing Mana Abilities,” and rule 408.2.";
    const html = linkRefs(text, [ref("408.2"), ref("411")], href);
    expect(html).toBe(
      `See rule <a class="ref" href="/rules/411">411</a>, “Playing Mana Abilities,” and rule <a class="ref" href="/rules/408.2">408.2</a>.`,
    );
  });

  it("links a citation each time it is written", () => {
    const html = linkRefs("See 402.6; again, see 402.6.", [ref("402.6")], href);
    expect(html.match(/<a class="ref" href="\/rules\/402.6">402.6<\/a>/g)).toHaveLength(2);
    expect(html).toBe(`See <a class="ref" href="/rules/402.6">402.6</a>; again, see <a class="ref" href="/rules/402.6">402.6</a>.`);
  });

  it("links a range once, to the first number it resolves to", () => {
    // The parser gives a range one ref per number it names, all with the same written form.
    const refs = ["409.1b", "409.1c", "409.1d"].map((n) => ref(n, "409.1b-d"));
    expect(linkRefs("the steps in rules 409.1b-d.", refs, href)).toBe(`the steps in rules <a class="ref" href="/rules/409.1b">409.1b-d</a>.`);
  });

  it("prefers the longer of two citations starting at the same place", () => {
    const html = linkRefs("see rules 402.8a and 402.8.", [ref("402.8"), ref("402.8a")], href);
    expect(html).toBe(`see rules <a class="ref" href="/rules/402.8a">402.8a</a> and <a class="ref" href="/rules/402.8">402.8</a>.`);
    // Same outcome with the refs the other way round.
    expect(linkRefs("see rules 402.8a and 402.8.", [ref("402.8a"), ref("402.8")], href)).toBe(html);
  });

  it("does not link a shorter citation inside a longer one already linked", () => {
    const html = linkRefs("rules 409.1a-409.1h apply", [ref("409.1h"), ref("409.1a", "409.1a-409.1h")], href);
    expect(html).toBe(`rules <a class="ref" href="/rules/409.1a">409.1a-409.1h</a> apply`);
  });

  it("leaves text alone when a ref's written form does not occur in it", () => {
    expect(linkRefs("No citation here.", [ref("402.8")], href)).toBe("No citation here.");
  });

  it("uses the href function given for each link", () => {
    const html = linkRefs("see 402.8", [ref("402.8")], (n) => `../rules/${n}.html`);
    expect(html).toBe(`see <a class="ref" href="../rules/402.8.html">402.8</a>`);
  });
});
