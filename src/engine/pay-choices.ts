/**
 * Choices a scenario makes in advance for what an ability will ask as it
 * resolves (`choose {object, ability?, pay}`): whether to pay a cost
 * (payments.ts) or to play a card for its madness cost (madness.ts).
 */
import type { Engine, StackEntry } from "./engine";

/** The choice made in advance for this ability's payment (used once), or null when none was made. */
export function takeChoice(e: Engine, entry: StackEntry): boolean | null {
  const index = entry.ability?.index ?? null;
  const at = e.payChoices.findIndex((c) => c.object === entry.source.id && (c.ability === null || c.ability === index));
  if (at < 0) return null;
  const [c] = e.payChoices.splice(at, 1);
  return c.pay;
}
