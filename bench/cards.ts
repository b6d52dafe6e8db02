/**
 * The ability reader on real card text: the share of abilities read and of
 * cards fully read (or explicitly refused), on the corpus of
 * test/fixtures/cards (300 cards of the 2003-2008 sets in 2024 Oracle
 * wording, and cards in their printed 2006-2008 wording), each as given
 * (one ability per line) and pasted on one line; then on every card of the
 * 2003-2008 sets in ../shared/cards/cards.json when it is there. For the
 * one-line pastes, also how often the split gives back the printed
 * abilities.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { cardCoverage, coverageOf } from "../src/abilities/coverage";
import { readAbilities } from "../src/abilities/read-abilities";
import { line } from "./stats";

interface Card { name: string; types: string[]; text: string; abilities?: Array<{ text: string }> }

const FIXTURES = join(__dirname, "..", "test", "fixtures", "cards");
const SHARED = join(__dirname, "..", "..", "shared", "cards", "cards.json");
const ERA_SETS = ["8ED", "MRD", "DST", "5DN", "CHK", "BOK", "SOK", "9ED", "RAV", "GPT", "DIS", "CSP", "TSP", "TSB", "PLC", "FUT", "10E", "LRW", "MOR", "SHM", "EVE", "ALA"];
const SUPERTYPES = new Set(["legendary", "basic", "snow", "world"]);

const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)} %`;

/** Lines of the text as the abilities a card database would paste on one line. */
export function oneLine(text: string): string {
  return text.split("\n").map((l) => l.trim()).filter((l) => l !== "").join(" ");
}

/** The abilities as printed: one per line, a modal spell's bullets ("• …") with the line that opens them, reminder-only lines dropped. */
function printedAbilities(text: string): string[] {
  const out: string[] = [];
  for (const l of text.split("\n").map((x) => x.trim()).filter((x) => x !== "" && !/^\([^()]*\)$/.test(x))) {
    if (l.startsWith("•") && out.length > 0) out[out.length - 1] += ` ${l}`;
    else out.push(l);
  }
  return out;
}

function measure(label: string, cards: Card[]): void {
  for (const [how, textOf] of [["as given", (c: Card) => c.text], ["on one line", (c: Card) => oneLine(c.text)]] as const) {
    let abilities = 0;
    let read = 0;
    let refused = 0;
    const cardsBy = { read: 0, refused: 0, unread: 0 };
    let split = 0;
    for (const c of cards) {
      const list = readAbilities({ name: c.name, text: textOf(c), types: c.types, abilityFacts: [] });
      for (const a of list) {
        abilities++;
        const cov = coverageOf(a, c.name);
        if (cov === "read") read++;
        if (cov === "refused") refused++;
      }
      cardsBy[cardCoverage(list, c.name)]++;
      const expected = c.abilities?.map((a) => a.text) ?? printedAbilities(c.text);
      if (list.map((a) => a.text).join("\n") === expected.join("\n")) split++;
    }
    line(`${label}, ${how}: abilities read`, `${pct(read, abilities)} (${read}/${abilities}, refused ${refused})`);
    line(`${label}, ${how}: cards fully read or refused`, `${pct(cardsBy.read + cardsBy.refused, cards.length)} (${cardsBy.read} read, ${cardsBy.refused} refused, ${cardsBy.unread} not, of ${cards.length})`);
    line(`${label}, ${how}: split into the printed abilities`, `${pct(split, cards.length)} (${split}/${cards.length})`);
  }
}

function sharedCards(): Card[] | null {
  if (!existsSync(SHARED)) return null;
  const all = JSON.parse(readFileSync(SHARED, "utf8")) as { cards: Array<{ name: string; type: string; text: string; sets: string[] }> };
  return all.cards.filter((c) => c.sets.some((s) => ERA_SETS.includes(s))).map((c) => ({
    name: c.name, text: c.text ?? "", types: c.type.split(" — ")[0].toLowerCase().split(/\s+/).filter((w) => !SUPERTYPES.has(w)),
  }));
}

export function benchCards(): void {
  console.log("\nThe ability reader on real card text (share read; cards fully read or refused)");
  for (const file of ["era-cards.json", "printed-cards.json"]) {
    const path = join(FIXTURES, file);
    if (existsSync(path)) measure(file, JSON.parse(readFileSync(path, "utf8")) as Card[]);
  }
  const shared = sharedCards();
  if (shared) measure(`../shared/cards, the ${shared.length} cards of the 2003-2008 sets`, shared);
  else console.log("  ../shared/cards/cards.json is absent: the 2003-2008 sets are not measured");
}

if (require.main === module) benchCards();
