/**
 * Intervening "if" clauses (404.3, 410.8) the engine can evaluate, as a
 * table: each pattern over the clause (the card's own name written `~`)
 * with a test of the game state. A triggered ability whose clause is false
 * when its event occurs does not trigger, and does nothing if the clause is
 * false on resolution. A clause no pattern reads is reported as not
 * evaluated (null), never guessed.
 */
import type { GameObject, GameState } from "../types";

interface Context {
  state: GameState;
  self: GameObject;
  /** The player the ability belongs to. */
  you: string;
}

const ZONE_WORDS: Record<string, string> = { graveyard: "graveyard", hand: "hand", library: "library" };

const CLAUSES: Array<{ pattern: RegExp; test: (m: RegExpMatchArray, c: Context) => boolean }> = [
  { pattern: /^~ is in (?:your|a|its owner's) (graveyard|hand|library)$/, test: (m, c) => c.self.zone === ZONE_WORDS[m[1]] },
  { pattern: /^~ is (?:removed from the game|in exile)$/, test: (_m, c) => c.self.zone === "removed" },
  { pattern: /^~ is in play$/, test: (_m, c) => c.self.zone === "in-play" },
  { pattern: /^~ is (tapped|untapped)$/, test: (m, c) => c.self.tapped === (m[1] === "tapped") },
  { pattern: /^you control no (\w+?)s?$/, test: (m, c) => !permanents(c).some((o) => o.types.includes(m[1]) || o.subtypes.includes(m[1])) },
  { pattern: /^you control an? (\w+)$/, test: (m, c) => permanents(c).some((o) => o.types.includes(m[1]) || o.subtypes.includes(m[1])) },
  { pattern: /^you have (\d+) or less life$/, test: (m, c) => life(c) <= Number(m[1]) },
  { pattern: /^you have (\d+) or more life$/, test: (m, c) => life(c) >= Number(m[1]) },
  { pattern: /^you have no cards in (?:your )?hand$/, test: (_m, c) => !c.state.objects.some((o) => o.owner === c.you && o.zone === "hand") },
  { pattern: /^you have (\w+) or (more|fewer) cards in (?:your )?hand$/, test: (m, c) => compare(handSize(c), m[2], count(m[1])) },
];

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

function count(word: string): number {
  return NUMBERS[word] ?? Number(word);
}

function compare(n: number, how: string, than: number): boolean {
  return how === "more" ? n >= than : n <= than;
}

function handSize(c: Context): number {
  return c.state.objects.filter((o) => o.owner === c.you && o.zone === "hand").length;
}

function permanents(c: Context): GameObject[] {
  return c.state.objects.filter((o) => o.zone === "in-play" && (o.controller ?? o.owner) === c.you);
}

function life(c: Context): number {
  return c.state.players.find((p) => p.id === c.you)?.life ?? 0;
}

/** The clause as the patterns read it: the card's name as written (a proper noun, so "a Wall" is not a card named Wall) is `~`. */
function clauseWords(clause: string, name: string): string {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return clause.trim().replace(new RegExp(`(?<![\\w'])${escaped}(?![\\w])`, "g"), "~").replace(/\bthis (?:card|creature|permanent)\b/gi, "~").toLowerCase();
}

/** Whether this version can evaluate the clause at all (whatever the state): a clause no pattern reads is unknown. */
export function interveningReadable(clause: string, name: string): boolean {
  const text = clauseWords(clause, name);
  return CLAUSES.some((c) => c.pattern.test(text));
}

/** Whether the clause holds now; null when this version cannot evaluate it. */
export function interveningHolds(clause: string, self: GameObject, you: string, state: GameState): boolean | null {
  const text = clauseWords(clause, self.name);
  for (const c of CLAUSES) {
    const m = text.match(c.pattern);
    if (m) return c.test(m, { state, self, you });
  }
  return null;
}
