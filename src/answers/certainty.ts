/**
 * How sure an answer is (SPEC.md): `certain`, and `unread: [{object, text,
 * why}]` listing the words of every object the answer depended on that
 * the reader could not read (abilities/coverage.ts), and the static
 * abilities in play whose effect this version does not apply but which
 * could change the answer (405.1: "Other Soldiers you control have first
 * strike" can give the asked creature a keyword the answer says it lacks),
 * an ability that reads a choice not made among them.
 *
 * What each kind of question depends on is a table: the objects it reads
 * (all their unread parts count), and which static abilities of permanents
 * in play could change it.
 */
import { readAbilities } from "../abilities/read-abilities";
import { choicesRead } from "../abilities/chosen";
import { aboutDamage } from "../abilities/damage-words";
import { unappliedStatic, unreadParts } from "../abilities/coverage";
import type { LogEntry } from "../types";
import type { Game } from "./game";
import { targetsScope } from "./targets";

export interface Unread {
  object: string;
  text: string;
  why: string;
}

interface Depends {
  /** Ids of the objects the answer read; null for every object of the state. */
  objects: (game: Game, q: Record<string, unknown>) => string[] | null;
  /** The words of a static ability in play that could change the answer; null when none could. */
  statics: RegExp | null;
}

const ANY = /./;

const DEPENDS: Record<string, Depends> = {
  // Where an ability functions is decided by its own words (402.8).
  functions: { objects: (_g, q) => [String(q.object)], statics: null },
  // 403.2-403.5: who may play it and when; an effect can grant haste or forbid playing abilities.
  "can-play": { objects: (_g, q) => [String(q.object)], statics: /\babilit(?:y|ies)\b|\bhaste\b|\b(?:play|activate|cast)\b|\bgains? control\b|\bcontrol enchanted\b|\btapped\b/i },
  // 415, 502.7, 502.36: what the target is and what protects it; any characteristic an effect sets can change that.
  targets: { objects: (g, q) => targetsScope(g, q), statics: ANY },
  // Any object may have a trigger; an effect can add or remove abilities or change what an event is.
  triggers: { objects: () => null, statics: ANY },
  run: { objects: () => null, statics: ANY },
};

const STATIC_WHY = "a static ability whose effect this version does not apply (405.1); it could change this answer";

const DAMAGE_WHY =
  "a static ability that prevents or redirects damage (419.1d, 419.6c), applied as the game loop deals damage but not to a damage event a question describes: " +
  "the damage may not be dealt as the event says; give the event as it happens (its recipient, amount, prevented) and ask again";

/** A question's damage event that does not say whether it was prevented: what a prevention or redirection in play would decide. */
function undecidedDamage(q: Record<string, unknown>): boolean {
  const e = q.event as Record<string, unknown> | undefined;
  return typeof e === "object" && e !== null && e.kind === "damage" && e.prevented === undefined;
}

/** The answer with `certain` and `unread` added. */
export function withCertainty<T extends object>(kind: string, game: Game, q: Record<string, unknown>, answer: T): T & { certain: boolean; unread: Unread[] } {
  const depends = DEPENDS[kind];
  const ids = depends.objects(game, q);
  const asked = new Set(ids ?? game.state.objects.map((o) => o.id));
  const unread: Unread[] = [];
  const seen = new Set<string>();
  const add = (u: Unread) => {
    const key = `${u.object}|${u.text}`;
    if (!seen.has(key)) unread.push(u), seen.add(key);
  };
  for (const o of game.state.objects) {
    const abilities = game.abilities.get(o.id) ?? readAbilities(o);
    if (asked.has(o.id)) for (const a of abilities) for (const p of unreadParts(a, o.name)) add({ object: o.id, ...p });
    if (o.zone !== "in-play" || depends.statics === null) continue;
    for (const a of abilities) {
      if (unappliedStatic(a, o.name, o.chosen) && depends.statics.test(a.text)) add({ object: o.id, text: a.text, why: unmadeChoice(a.text, o.chosen) ?? STATIC_WHY });
      else if (kind !== "run" && a.kind === "static" && aboutDamage(a.text) && undecidedDamage(q)) add({ object: o.id, text: a.text, why: DAMAGE_WHY });
    }
  }
  if (kind === "run") for (const u of loopUnread((answer as { log?: LogEntry[] }).log ?? [])) add(u);
  return Object.assign(answer, { certain: unread.length === 0, unread });
}

/** Why an ability reading a choice not made does nothing (chosen.ts), or null when it reads none or the choice is made. */
function unmadeChoice(text: string, chosen: Readonly<Record<string, string>>): string | null {
  const missing = choicesRead(text).filter((k) => chosen[k] === undefined && !(k === "player" && chosen.opponent !== undefined));
  if (missing.length === 0) return null;
  return `it reads the ${missing.join(" and ")} chosen as its permanent came into play (419.1b), and no choice is known (the object's "chosen", or a run's choose {object, choice}): its effect is not applied, never applied to a guessed value`;
}

/** What the game loop logged it could not read or evaluate (an instruction it skipped, a clause taken as true). */
function loopUnread(log: LogEntry[]): Unread[] {
  return log.filter((l) => l.unread).map((l) => ({ object: `log ${l.n}`, text: l.detail, why: `the game loop could not read or evaluate this (rule ${l.rule})` }));
}

