/**
 * An object's abilities as the reader reads them (abilities/read-abilities.ts),
 * read once per card content: what the reader reads depends only on the
 * object's name, text, types and structured abilities, and the game loop
 * asks for the same card's abilities at every step. The lists are shared
 * between the callers that ask, so no caller changes them.
 */
import { readAbilities } from "../abilities/read-abilities";
import type { Ability, GameObject } from "../types";

type Card = Pick<GameObject, "name" | "text" | "types" | "abilityFacts">;

const read = new Map<string, Ability[]>();
/** Distinct card contents remembered; the oldest are forgotten past it. */
const KEPT = 5_000;

/** What a card's abilities are read from, as one key: its name, text, types and the abilities given as facts. */
export function cardKey(card: Card): string {
  return JSON.stringify([card.name, card.text, card.types, card.abilityFacts]);
}

export function abilitiesOf(card: Card): Ability[] {
  const key = cardKey(card);
  let abilities = read.get(key);
  if (!abilities) {
    abilities = readAbilities(card);
    if (read.size >= KEPT) read.delete(read.keys().next().value!);
    read.set(key, abilities);
  }
  return abilities;
}
