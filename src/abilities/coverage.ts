/**
 * How well the reader read an ability, for figures (bench/cards.ts) and
 * tests: "read" (its kind is known and every trigger condition is one the
 * engine matches), "refused" (text of a later era the reader says it does
 * not support, "not supported: …"), or "unread" (words it could not read).
 */
import type { Ability } from "../types";
import { conditionOf } from "./conditions";

export type Coverage = "read" | "refused" | "unread";

export function coverageOf(a: Ability, name: string): Coverage {
  if (a.unread?.startsWith("not supported:")) return "refused";
  if (a.kind === "unread" || a.unread !== null) return "unread";
  if (a.triggers.some((t) => conditionOf(t.condition, name).event === "unread")) return "unread";
  return "read";
}

/** A card is fully read when every ability is read, refused when none is unread and one is refused. */
export function cardCoverage(abilities: Ability[], name: string): Coverage {
  const each = abilities.map((a) => coverageOf(a, name));
  return each.includes("unread") ? "unread" : each.includes("refused") ? "refused" : "read";
}
