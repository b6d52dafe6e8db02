/**
 * How well the reader read an ability, for answers that must say what they
 * could not read (SPEC.md: `certain`, `unread`), for figures
 * (bench/cards.ts) and tests.
 *
 * An ability's unread parts: text the reader could not read at all, a
 * trigger condition no template reads (it never triggers in this version,
 * so an answer that it did not trigger is not certain), an intervening
 * "if" no pattern evaluates (unknown, never assumed true: 404.3), and text
 * of a later era the reader refuses ("not supported: …"). A condition or
 * clause the reader recognises but the engine cannot decide
 * (unsupported.ts) is refused explicitly: "not supported: …". A static
 * ability other than a keyword line has its effect unapplied: it is an
 * uncertain part of any answer it could change.
 */
import type { Ability } from "../types";
import { choiceOf, selfKeywords } from "./chosen";
import { conditionOf } from "./conditions";
import { damageRowOf } from "./damage-words";
import { grantOf } from "./grants";
import { interveningReadable } from "./intervening";
import { UNSUPPORTED_CLAUSES, UNSUPPORTED_CONDITIONS, unsupported } from "./unsupported";

export type Coverage = "read" | "refused" | "unread";

export interface UnreadPart {
  text: string;
  why: string;
}

export function coverageOf(a: Ability, name: string): Coverage {
  const parts = unreadParts(a, name);
  if (parts.length === 0) return "read";
  return parts.every((p) => p.why.startsWith("not supported:")) ? "refused" : "unread";
}

/** A card is fully read when every ability is read, refused when none is unread and one is refused. */
export function cardCoverage(abilities: Ability[], name: string): Coverage {
  const each = abilities.map((a) => coverageOf(a, name));
  return each.includes("unread") ? "unread" : each.includes("refused") ? "refused" : "read";
}

/** The words of the ability the reader could not read, each with why. */
export function unreadParts(a: Ability, name: string): UnreadPart[] {
  if (a.unread !== null) return [{ text: a.text, why: a.unread }];
  if (a.kind === "unread") return [{ text: a.text, why: "not read" }];
  const parts: UnreadPart[] = [];
  for (const t of a.triggers) {
    if (conditionOf(t.condition, name).event === "unread") {
      const what = unsupported(UNSUPPORTED_CONDITIONS, t.condition, name);
      const why = "a trigger condition this version does not match to any event, so it is never seen to trigger (404.1)";
      parts.push({ text: t.condition, why: what ? `not supported: ${what}; ${why}` : why });
    }
  }
  if (a.interveningIf && !interveningReadable(a.interveningIf, name)) {
    const what = unsupported(UNSUPPORTED_CLAUSES, a.interveningIf, name);
    const why = "an intervening \"if\" this version cannot evaluate: unknown, never assumed true (404.3)";
    parts.push({ text: `if ${a.interveningIf}`, why: what ? `not supported: ${what}; ${why}` : why });
  }
  return parts;
}

/**
 * A static ability whose effect the engine does not apply (405.1): any but
 * a keyword line, a grant to other objects the engine derives (grants.ts,
 * queries/continuous.edn), a choice as the object comes into play and a
 * keyword its own line gives it once the choice is made (chosen.ts), a
 * prevention or redirection of damage the loop applies (damage-words.ts); the facts templates read from it (where it
 * functions, how its card is played) say where it works, not what it does.
 */
export function unappliedStatic(a: Ability, name: string, chosen: Readonly<Record<string, string>> = {}): boolean {
  // A choice as the object comes into play is made then (chosen.ts); what reads it is applied once it is made.
  if (a.kind !== "static" || a.structured || a.keywords.length > 0 || choiceOf(a.text, name) !== null) return false;
  return grantOf(a.text, name, chosen) === null && selfKeywords(a.text, name, chosen) === null && damageRowOf(a.text, name) === null;
}
