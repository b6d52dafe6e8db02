/**
 * Property-based tests of the reader on random concatenations of real
 * abilities from the corpus (test/fixtures/cards): any few abilities of
 * any cards, pasted on one line or on lines of their own, under one card's
 * name, as a permanent or a spell. Never a crash; no character dropped; no
 * printed line merged with another; on one line, no trigger, activated
 * ability or keyword swallowed by the ability before it; and every ability
 * either says what it inferred or says what it could not read.
 *
 * Fixed seed: a failure prints its seed and path, and reruns the same way.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unreadParts } from "../../src/abilities/coverage";
import { readAbilities } from "../../src/abilities/read-abilities";
import { FUZZ_RUNS } from "../support/fuzz";

interface CorpusCard { name: string; types: string[]; abilities: Array<{ text: string; reads: string }> }

const cards = ["era-cards.json", "printed-cards.json"].flatMap((f) => JSON.parse(readFileSync(join(__dirname, "..", "fixtures", "cards", f), "utf8")) as CorpusCard[]);
/** Each ability with its card's name written `~`, so it can be pasted under any card's name. */
const ABILITIES = cards.flatMap((c) => c.abilities.map((a) => ({ ...a, text: a.text.split(c.name).join("~"), spell: c.types.includes("instant") || c.types.includes("sorcery") })));
const options = { numRuns: FUZZ_RUNS, seed: 20080701 };

const pasted = fc.record({
  picks: fc.array(fc.nat(ABILITIES.length - 1), { minLength: 1, maxLength: 6 }),
  name: fc.constantFrom(...cards.map((c) => c.name)),
  spell: fc.boolean(),
  oneLine: fc.boolean(),
});

/** Strong openers: the kinds of ability a sentence before them can never take in. */
const OPENS = new Set(["triggered", "activated", "mana", "keyword"]);

describe("random concatenations of real abilities", () => {
  it("never crash, never drop a character or an ability, and every ability is read or says what it could not read", () => {
    fc.assert(
      fc.property(pasted, ({ picks, name, spell, oneLine }) => {
        const parts = picks.map((i) => ({ ...ABILITIES[i], text: ABILITIES[i].text.split("~").join(name) }));
        const text = parts.map((p) => p.text).join(oneLine ? " " : "\n");
        const abilities = readAbilities({ name, text, types: spell ? ["instant"] : ["creature"], abilityFacts: [] });
        expect(abilities.map((a) => a.text).join("").replace(/\s+/g, "")).toBe(text.replace(/\s+/g, ""));
        for (const a of abilities) {
          expect(a.inferred.length > 0 || unreadParts(a, name).length > 0, `"${a.text}" says neither what it read nor what it could not`).toBe(true);
        }
        // Where each pasted ability starts in the text, and where the reader's abilities start.
        const starts = new Set<number>();
        let at = 0;
        for (const a of abilities) {
          at = text.indexOf(a.text, at);
          starts.add(at);
          at += a.text.length;
        }
        let offset = 0;
        for (const [i, p] of parts.entries()) {
          const opens = !oneLine || OPENS.has(p.reads) || i === 0;
          if (opens) expect(starts.has(offset), `"${p.text}" was swallowed by the ability before it in ${JSON.stringify(text)}`).toBe(true);
          offset += p.text.length + 1;
        }
      }),
      options,
    );
  });
});
