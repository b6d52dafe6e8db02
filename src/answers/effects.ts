/**
 * Citations of the continuous effects an answer read (418.4a): the
 * characteristics a static ability of another permanent gave an object the
 * answer depends on (judge/continuous.ts), each group cited with the
 * granting object and its words, so "bear has shroud" says where the
 * shroud came from.
 */
import { effectsOn, grantSources } from "../judge/continuous";
import type { GameEvent } from "../state/read-event";
import type { Because } from "../types";
import { cite } from "./citations";
import type { Game } from "./game";

/** How an effect's attribute and value read in a detail. */
const WORDED: Record<string, (v: string | number) => string> = {
  keyword: (v) => `has ${v}`,
  protection: (v) => `has protection from ${v}`,
  type: (v) => `is a ${v}`,
  subtype: (v) => `is a ${v}`,
  "set-power": (v) => `has base power ${v}`,
  "set-toughness": (v) => `has base toughness ${v}`,
  power: (v) => `gets ${Number(v) >= 0 ? "+" : ""}${v} power`,
  toughness: (v) => `gets ${Number(v) >= 0 ? "+" : ""}${v} toughness`,
};

/** One citation of 418.4a for each static ability giving `object` something, in source order. */
export function effectCitations(game: Game, object: string): Because[] {
  if (grantSources(game.state).length === 0 || !game.state.objects.some((o) => o.id === object)) return [];
  const bySource = new Map<string, string[]>();
  for (const e of effectsOn(game, object)) {
    const key = `${e.source}\u0000${e.index}`;
    // A protection's keyword ("protection from black") says it already.
    if (e.attribute === "protection") continue;
    bySource.set(key, [...(bySource.get(key) ?? []), WORDED[e.attribute](e.value)]);
  }
  return [...bySource].map(([key, gives]) => {
    const [source, index] = key.split("\u0000");
    const text = game.abilities.get(source)?.[Number(index)]?.text ?? "";
    return cite(game.kb, "418.4a", `${object} ${gives.join(", ")}: a continuous effect of ${source}'s static ability "${text}" (ability ${index}), applied while ${source} is in play (405.1)`);
  });
}

/** The objects an event involves, whose characteristics a trigger condition matches (410.10d: as the effects leave them). */
const EVENT_OBJECTS: { [K in GameEvent["kind"]]: (e: Extract<GameEvent, { kind: K }>) => string[] } = {
  "zone-change": (e) => e.objects.map((m) => m.id),
  "step-begins": () => [],
  damage: (e) => (e.toPlayer ? [e.source] : [e.source, e.to]),
  cycle: (e) => [e.object],
  play: (e) => [e.object],
  block: (e) => e.blocks.flatMap((b) => [b.blocker, b.attacker]),
  untap: (e) => e.objects,
  state: () => [],
};

/** effectCitations for every object the event involves. */
export function eventEffectCitations(game: Game, event: GameEvent): Because[] {
  const ids = (EVENT_OBJECTS[event.kind] as (e: GameEvent) => string[])(event);
  return [...new Set(ids)].flatMap((id) => effectCitations(game, id));
}
