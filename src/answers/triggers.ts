/**
 * `{"ask": "triggers", "state", "event"}`: what the event triggers, with the
 * state as it was just before it, as judge/triggers.ts decides it (matched
 * by queries/triggers.edn, counted, intervening "if" checked, APNAP
 * order), each entry cited; and why each other ability waiting for this
 * kind of event did not trigger.
 */
import { conditionOf } from "../abilities/conditions";
import { judgeTriggers } from "../judge/triggers";
import { readEvent, type GameEvent } from "../state/read-event";
import type { Ability, Because, GameObject } from "../types";
import { cite } from "./citations";
import { eventEffectCitations } from "./effects";
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
  /**
   * Abilities the event matches whose intervening "if" this version cannot
   * evaluate: whether they trigger is unknown (404.3), so they are neither
   * triggered nor not.
   */
  unknown: TriggeredEntry[];
  notTriggered: Array<{ object: string; ability: number; because: Because[] }>;
}

export function answerTriggers(game: Game, q: Record<string, unknown>): TriggersAnswer {
  const event = readEvent(q.event, game.state);
  const verdict = judgeTriggers(game, event);
  const objects = new Map(game.state.objects.map((o) => [o.id, o]));
  const notTriggered: TriggersAnswer["notTriggered"] = verdict.interveningFalse.map(({ object, ability }) => ({
    object, ability, because: [cite(game.kb, "410.8", `the event matches, but the intervening "if ${game.abilities.get(object)![ability].interveningIf}" is false as it occurs, so the ability does not trigger`)],
  }));
  const entries = verdict.triggered.map((t) => triggeredEntry(game, event, objects.get(t.object)!, game.abilities.get(t.object)![t.ability], t.times, t.lookBack, t.rules, t.intervening));
  const unknownIf = (e: TriggeredEntry) => game.abilities.get(e.object)![e.ability].interveningIf !== null && verdict.triggered.some((t) => t.object === e.object && t.ability === e.ability && t.intervening === null);
  const triggered = entries.filter((e) => !unknownIf(e));
  const unknown = entries.filter(unknownIf);
  const settled = new Set([...verdict.triggered, ...verdict.interveningFalse].map((t) => `${t.object}|${t.ability}`));
  for (const o of game.state.objects) {
    for (const a of game.abilities.get(o.id) ?? []) {
      if (settled.has(`${o.id}|${a.index}`) || a.triggers.length === 0) continue;
      const waiting = a.triggers.map((t) => ({ t, c: conditionOf(t.condition, o.name) })).filter(({ c }) => c.event === event.kind || c.event === "unread");
      if (waiting.length === 0) continue;
      notTriggered.push({ object: o.id, ability: a.index, because: whyNot(game, event, o, a, waiting) });
    }
  }
  if (event.kind === "zone-change" && event.prevented || event.kind === "damage" && event.prevented) {
    for (const n of notTriggered) n.because.unshift(cite(game.kb, "410.7", "the event was prevented or replaced, so it triggers nothing"));
  }
  return { ask: "triggers", event: event.kind, triggered, unknown, notTriggered };
}

/** What each block rule (410.9a-d) counts. */
const BLOCK_COUNTS: Record<string, string> = {
  "410.9a": "once each combat, however many creatures it blocks",
  "410.9b": "once for each attacking creature it blocks",
  "410.9c": "once each combat, however many creatures block it",
  "410.9d": "once for each creature that blocks it",
  "410.9e": "once, as that many creatures block it in the declaration",
};

function triggeredEntry(game: Game, event: GameEvent, o: GameObject, a: Ability, times: number, lookBack: boolean, rules: string[], holds: boolean | null): TriggeredEntry {
  const conditions = a.triggers.map((t) => t.condition).join(" or ");
  const because: Because[] = [cite(game.kb, "404.1", `"${conditions}" matches the ${event.kind} event`), ...eventEffectCitations(game, event)];
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
      : `the intervening "if ${a.interveningIf}" cannot be evaluated by this version: whether the ability triggers is unknown, never assumed`));
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
