/**
 * The reader on the corpus of test/fixtures/cards (README there): 300 cards
 * of the 2003-2008 sets in Oracle wording and 36 in their printed wording,
 * each read as given (one ability per line) and pasted on one line. Each
 * must split into its printed abilities, each ability reading as the
 * corpus says (a keyword line gives keywords; a line in a later era's terms
 * without an equivalent is refused, "not supported: …"; otherwise its kind), and at
 * least 95 % of the cards must be fully read or explicitly refused.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cardCoverage } from "../../src/abilities/coverage";
import { readAbilities } from "../../src/abilities/read-abilities";
import type { Ability } from "../../src/types";

interface CorpusCard { name: string; types: string[]; text: string; abilities: Array<{ text: string; reads: string }> }

const load = (file: string) => JSON.parse(readFileSync(join(__dirname, "..", "fixtures", "cards", file), "utf8")) as CorpusCard[];
const read = (c: CorpusCard, text: string) => readAbilities({ name: c.name, text, types: c.types, abilityFacts: [] });

/**
 * One-line pastes whose split differs from the printed lines, with why: an
 * instant's sentences are one spell ability (402.2) unless a line break says
 * otherwise, and nothing on one line says so.
 */
const ONE_LINE_DIFFERS: Record<string, string> = {
  "Agony Warp": "two sentences of one spell: one spell ability on one line",
  "Molten Disaster": "the kicked clause and the damage are sentences of one spell",
};

function readsAs(a: Ability, reads: string): boolean {
  if (reads === "refused") return a.kind === "unread" && a.unread?.startsWith("not supported:") === true;
  if (reads === "keyword") return a.keywords.length > 0;
  if (reads === "activated") return a.kind === "activated" || a.kind === "mana";
  return a.kind === reads;
}

describe.each(["era-cards.json", "printed-cards.json"])("%s", (file) => {
  const cards = load(file);

  it("splits every card as given into its printed abilities, each reading as the corpus says", () => {
    const wrong = cards.flatMap((c) => {
      const got = read(c, c.text);
      if (got.map((a) => a.text).join("\n") !== c.abilities.map((a) => a.text).join("\n")) return [`${c.name}: split ${JSON.stringify(got.map((a) => a.text))}`];
      return got.flatMap((a, i) => (readsAs(a, c.abilities[i].reads) ? [] : [`${c.name} [${i}]: ${a.kind} (${a.unread ?? "read"}), expected ${c.abilities[i].reads}`]));
    });
    expect(wrong).toEqual([]);
  });

  it("splits every card pasted on one line into the same abilities", () => {
    const wrong = cards.filter((c) => !ONE_LINE_DIFFERS[c.name]).flatMap((c) => {
      const got = read(c, c.abilities.map((a) => a.text).join(" ")).map((a) => a.text);
      return got.join("\n") === c.abilities.map((a) => a.text).join("\n") ? [] : [`${c.name}: ${JSON.stringify(got)}`];
    });
    expect(wrong).toEqual([]);
  });

  it("reads at least 95 % of the cards fully, or refuses them explicitly", () => {
    const covered = cards.filter((c) => cardCoverage(read(c, c.text), c.name) !== "unread").length;
    console.log(`[corpus] ${file}: ${covered}/${cards.length} cards fully read or refused`);
    expect(covered / cards.length).toBeGreaterThanOrEqual(0.95);
  });
});
