/**
 * `{"ask": "triggers", "state", "event"}`: what the event triggers, with the
 * state as it was just before it. queries/triggers.edn matches the trigger
 * conditions (read by abilities/conditions.ts) against the event, on the
 * game before the event for leaves-play conditions (410.10d) and on the game
 * after it for all others (410.10); this module counts occurrences (410.6),
 * orders the result APNAP (410.3) and says why each other ability waiting
 * for this kind of event did not trigger.
 */
import { conditionOf } from "../abilities/conditions";
import { interveningHolds } from "../abilities/intervening";
import { eventWorlds } from "../db/game-facts";
import { runQuery } from "../db/queries";
import { readEvent, type GameEvent } from "../state/read-event";
import type { Ability, Because, GameObject, GameState } from "../types";
import { cite } from "./citations";
import { zoneName, type Game } from "./game";

export interface TriggeredEntry {
  object: string;
  ability: number;
  controller: string;
  times: number;
  because: Because[];
}

export interface TriggersAnswer {
  ask: "triggers";
  event: GameEvent["kind"];
  triggered: TriggeredEntry[];
  notTriggered: Array<{ object: string; ability: number; because: Because[] }>;
}

export function answerTriggers(game: Game, q: Record<string, unknown>): TriggersAnswer {
  return triggersOf(game, readEvent(q.event, game.state));
}

/** What `event` triggers in `game`, the state just before it; the game loop asks this of every event. */
export function triggersOf(game: Game, event: GameEvent): TriggersAnswer {
  const { before, after } = eventWorlds(game.db, event);
  const rows = [
    ...(runQuery(before, "triggers", "triggered", true) as Array<[string, number, number, string]>).map((r) => ({ r, lookBack: true })),
    ...(runQuery(after, "triggers", "triggered", false) as Array<[string, number, number, string]>).map((r) => ({ r, lookBack: false })),
  ];
  const hits = new Map<string, { object: string; ability: number; occurrences: Set<number>; lookBack: boolean; rules: Set<string> }>();
  for (const { r: [object, ability, occ, rule], lookBack } of rows) {
    const key = `${object}|${ability}`;
    const h = hits.get(key) ?? { object, ability, occurrences: new Set<number>(), lookBack, rules: new Set<string>() };
    h.occurrences.add(occ);
    h.rules.add(rule);
    h.lookBack ||= lookBack;
    hits.set(key, h);
  }
  const objects = new Map(game.state.objects.map((o) => [o.id, o]));
  // 404.3, 410.8: an intervening "if" is checked as the event occurs, on the game it leaves (even for
  // a leaves-play trigger, whose event alone looks back): false, the ability does not trigger.
  const notTriggered: TriggersAnswer["notTriggered"] = [];
  const afterState = stateAfter(game.state, event);
  const clauses = new Map<string, boolean | null>();
  for (const [key, h] of hits) {
    const a = game.abilities.get(h.object)![h.ability];
    if (!a.interveningIf) continue;
    const o = objects.get(h.object)!;
    const holds = interveningHolds(a.interveningIf, afterState.objects.find((x) => x.id === o.id) ?? o, o.controller ?? o.owner, afterState);
    clauses.set(key, holds);
    if (holds === false) {
      hits.delete(key);
      notTriggered.push({ object: o.id, ability: a.index, because: [cite(game.kb, "410.8", `the event matches, but the intervening "if ${a.interveningIf}" is false as it occurs, so the ability does not trigger`)] });
    }
  }
  const order = apnap(game);
  const triggered = [...hits.entries()]
    .map(([key, h]) => triggeredEntry(game, event, objects.get(h.object)!, game.abilities.get(h.object)![h.ability], h.occurrences.size, h.lookBack, h.rules, clauses.get(key) ?? null))
    .sort((a, b) => order(a.controller) - order(b.controller) || index(game, a.object) - index(game, b.object) || a.ability - b.ability);
  for (const o of game.state.objects) {
    for (const a of game.abilities.get(o.id) ?? []) {
      if (hits.has(`${o.id}|${a.index}`) || clauses.get(`${o.id}|${a.index}`) === false || a.triggers.length === 0) continue;
      const waiting = a.triggers.map((t) => ({ t, c: conditionOf(t.condition, o.name) })).filter(({ c }) => c.event === event.kind || c.event === "unread");
      if (waiting.length === 0) continue;
      notTriggered.push({ object: o.id, ability: a.index, because: whyNot(game, event, o, a, waiting) });
    }
  }
  if (event.kind === "zone-change" && event.prevented || event.kind === "damage" && event.prevented) {
    for (const n of notTriggered) n.because.unshift(cite(game.kb, "410.7", "the event was prevented or replaced, so it triggers nothing"));
  }
  return { ask: "triggers", event: event.kind, triggered, notTriggered };
}

/** 410.3: the active player's abilities first, then each other player's in turn order. */
function apnap(game: Game): (player: string) => number {
  const players = game.state.players.map((p) => p.id);
  const active = players.indexOf(game.state.turn.active);
  return (p) => (players.indexOf(p) - active + players.length) % players.length;
}

function index(game: Game, id: string): number {
  return game.state.objects.findIndex((o) => o.id === id);
}

/** What each block rule (410.9a-d) counts. */
const BLOCK_COUNTS: Record<string, string> = {
  "410.9a": "once each combat, however many creatures it blocks",
  "410.9b": "once for each attacking creature it blocks",
  "410.9c": "once each combat, however many creatures block it",
  "410.9d": "once for each creature that blocks it",
  "410.9e": "once, as that many creatures block it in the declaration",
};

/** The state just after `event`, as far as its zone changes go, for checking intervening "if" clauses. */
function stateAfter(state: GameState, event: GameEvent): GameState {
  if (event.kind !== "zone-change" || event.prevented) return state;
  const moved = new Map(event.objects.map((m) => [m.id, m.to]));
  return { ...state, objects: state.objects.map((o) => (moved.has(o.id) ? { ...o, zone: moved.get(o.id)! } : o)) };
}

function triggeredEntry(game: Game, event: GameEvent, o: GameObject, a: Ability, times: number, lookBack: boolean, rules: Set<string>, holds: boolean | null): TriggeredEntry {
  const conditions = a.triggers.map((t) => t.condition).join(" or ");
  const because: Because[] = [cite(game.kb, "404.1", `"${conditions}" matches the ${event.kind} event`)];
  for (const rule of rules) if (BLOCK_COUNTS[rule]) because.push(cite(game.kb, rule, `"${conditions}" triggers ${BLOCK_COUNTS[rule]}`));
  if (times > 1) because.push(cite(game.kb, "410.6", `the event holds ${times} occurrences the condition matches, so it triggers ${times} times`));
  if (lookBack) {
    const left = event.kind === "zone-change" && event.objects.some((m) => m.id === o.id);
    because.push(cite(game.kb, "410.10d", left
      ? `a leaves-play condition looks back in time: ${o.name} left play in the same event and still sees it`
      : "a leaves-play condition looks back at the game before the event"));
  } else if (event.kind === "zone-change" && event.objects.some((m) => m.to === "in-play")) {
    because.push(cite(game.kb, "410.10b", "a comes-into-play condition sees the permanent as it is once in play"));
  }
  const outside = a.triggers.find((t) => t.zone && t.zone !== "in-play");
  if (outside) because.push(cite(game.kb, "402.8g", `the condition works from the ${zoneName(game, outside.zone!)} zone, where ${o.name} is`));
  if (a.interveningIf) {
    because.push(cite(game.kb, "404.3", holds
      ? `the intervening "if ${a.interveningIf}" holds now, and is checked again on resolution`
      : `the intervening "if ${a.interveningIf}" is not evaluated by this version: assumed true now; it is checked again on resolution`));
  }
  if (event.kind === "state") because.push(cite(game.kb, "410.11", "a state trigger: it will not trigger again until it has resolved"));
  return { object: o.id, ability: a.index, controller: o.controller ?? o.owner, times, because };
}

function whyNot(game: Game, event: GameEvent, o: GameObject, a: Ability, waiting: Array<{ t: Ability["triggers"][number]; c: ReturnType<typeof conditionOf> }>): Because[] {
  const out: Because[] = [];
  for (const { t, c } of waiting) {
    if (c.event === "unread") {
      out.push(cite(game.kb, "404.1", `the reader could not read the trigger condition "${t.condition}", so it is not matched`));
      continue;
    }
    const zone = t.zone ?? "in-play";
    const where = c.lookBack ? o.zone : event.kind === "zone-change" ? (event.objects.find((m) => m.id === o.id)?.to ?? o.zone) : o.zone;
    if (where !== zone) {
      out.push(cite(game.kb, zone === "in-play" ? "402.8" : "402.8g", `"${t.condition}" works from the ${zoneName(game, zone)} zone, and ${o.name} is in the ${zoneName(game, where)} zone`));
    } else if (event.kind === "state" && game.state.stack.some((s) => s.source === o.id && s.ability === a.index)) {
      out.push(cite(game.kb, "410.11", "the state trigger is already on the stack and does not trigger again until it resolves"));
    } else {
      out.push(cite(game.kb, "410.2", `the event does not match "${t.condition}"`));
    }
  }
  return out;
}
