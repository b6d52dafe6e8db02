/**
 * Game events as the loop performs them: objects changing zones, damage,
 * tapping and untapping, drawing, steps beginning, blocks. Each event is
 * first shown to the judge (judge/triggers.ts) with the game as it was just
 * before (it looks back for leaves-play conditions, 410.10d, and at the game
 * after for the others), then carried out; whatever triggered
 * waits to go on the stack the next time a player would receive priority
 * (404.2, 410.2). Delayed triggered abilities are matched by delayed.ts.
 */
import { abilitiesOf } from "../judge/abilities";
import type { Board } from "../judge/board";
import { protectedFrom } from "../judge/damage";
import { judgeTriggers } from "../judge/triggers";
import type { GameEvent } from "../state/read-event";
import type { GameObject, Zone } from "../types";
import { replaceDamage } from "./damage-replacements";
import { matchDelayed } from "./delayed";
import { dredgeInstead, enterPlay, replaceMoves } from "./replacements";
import { findObject, gameOf, note, object, ref, tick, type Engine, type TriggerContext } from "./engine";

/** Shows `event` to every trigger condition, then carries it out with `apply`. `board`: the game now, just before the event. */
export function happen(e: Engine, event: GameEvent, apply: () => void, context: TriggerContext = { player: null }, board: Board = gameOf(e)): void {
  tick(e, `a ${event.kind} event`);
  const answer = judgeTriggers(board, event);
  const snapshots = new Map(answer.triggered.map((t) => [t.object, structuredClone(object(e, t.object))]));
  const delayed = matchDelayed(e, event);
  apply();
  for (const t of answer.triggered) {
    const snapshot = snapshots.get(t.object)!;
    const now = findObject(e, t.object) ?? snapshot;
    const ability = abilitiesOf(snapshot)[t.ability];
    for (let i = 0; i < t.times; i++) {
      // The source is looked for in the zone the event put it in (410.10): its reference is taken after the event.
      e.pending.push({ source: ref(now), ability, controller: t.controller, snapshot, context, refers: null });
    }
    note(e, "trigger", t.times > 1 ? "410.6" : "410.2",
      `${snapshot.name}'s ability ${t.ability} ("${ability.text}") triggered${t.times > 1 ? ` ${t.times} times` : ""} on the ${event.kind} event; ${t.controller} controls it`);
    if (t.lookBack) {
      note(e, "trigger", "410.10d", `${snapshot.name}'s ability waits for an object to leave play, so the game looked back in time: it triggered on the game as it was before the event${now.zone !== snapshot.zone ? ` (${snapshot.name} was in the ${snapshot.zone} zone then)` : ""}`);
    }
    if (ability.interveningIf && t.intervening === null) {
      note(e, "trigger", "404.3", `the intervening "if ${ability.interveningIf}" cannot be evaluated by the loop: whether the ability triggers is unknown; the loop lets it trigger and the run is uncertain`, true);
    }
  }
  for (const d of delayed) {
    e.pending.push(d.pending);
    note(e, "trigger", d.rule, d.detail);
  }
}

/** Moves objects as one event (410.6: one event, an occurrence for each object). */
export function moveObjects(e: Engine, moves: Array<{ id: string; to: Zone; controller?: string }>, why: string, context: TriggerContext = { player: null }): void {
  // 419.5: a replaced move never happens; the modified one is the event.
  const live = replaceMoves(e, moves.filter((m) => findObject(e, m.id)));
  if (live.length === 0) return;
  const event: GameEvent = { kind: "zone-change", objects: live.map((m) => ({ id: m.id, from: object(e, m.id).zone, to: m.to })), prevented: false };
  happen(e, event, () => {
    for (const m of live) {
      const o = object(e, m.id);
      const from = o.zone;
      place(e, o, m.to, m.controller);
      note(e, "zone-change", "217.1c", `${o.name} moves from the ${from} zone to the ${m.to} zone (${why}); it is a new object there`);
      // 410.10e: how it comes into play is part of this event.
      if (m.to === "in-play") enterPlay(e, o);
    }
  }, context);
}

/** The object in its new zone: a new object (217.1c) with no damage, no counters and, out of play, no controller (401.3). */
function place(e: Engine, o: GameObject, to: Zone, controller?: string): void {
  const from = o.zone;
  o.zone = to;
  o.zoneAsGiven = to;
  o.zoneChanges++;
  o.tapped = false;
  o.damage = 0;
  o.damagedBy = [];
  o.counters = 0;
  o.otherCounters = {};
  o.haunting = null;
  o.chosen = {};
  o.controller = to === "in-play" || to === "stack" ? (controller ?? o.owner) : null;
  if (to === "in-play") o.controlledSinceTurn = e.state.turn.number;
  // Order in a library or graveyard: the newcomer on top (position 0).
  for (const x of e.state.objects) if (x !== o && x.owner === o.owner && x.zone === to && x.position !== null) x.position++;
  o.position = to === "library" || to === "graveyard" ? 0 : null;
  if (from === "stack") e.state.stack = e.state.stack.filter((s) => !(s.source === o.id && s.ability === null));
}

/** Damage from a source to an object or player (a prevented event triggers nothing, 410.7). */
export function dealDamage(e: Engine, source: GameObject, recipient: string, dealt: number, prevented: boolean): void {
  // 419.5: the damage as prevention and redirection effects leave it is the event that happens.
  const { to, amount } = prevented ? { to: recipient, amount: dealt } : replaceDamage(e, source, recipient, dealt);
  const target = findObject(e, to);
  const toPlayer = target === null;
  // The game now, for protection and for the event's triggers: nothing below changes it before the event.
  const board = gameOf(e);
  // 502.7e: damage from a source with the quality is prevented (queries/damage.edn).
  const shield = target ? protectedFrom(board, source.id, target.id)[0] : undefined;
  if (shield) note(e, "effect", "502.7e", `${target!.name} has protection from ${shield}: the damage ${source.name} would deal is prevented`);
  const stopped = prevented || shield !== undefined || amount === 0;
  if (prevented) note(e, "effect", "410.7", `the ${amount} damage ${source.name} would deal to ${to} is prevented, so it triggers nothing`);
  happen(e, { kind: "damage", source: source.id, to, toPlayer, amount, prevented: stopped }, () => {
    if (stopped) return;
    if (toPlayer) {
      const p = e.state.players.find((x) => x.id === to)!;
      p.life -= amount;
      note(e, "effect", "413.2b", `${source.name} deals ${amount} damage to ${to}, who goes to ${p.life} life`);
    } else {
      target!.damage += amount;
      if (!target!.damagedBy.includes(source.id)) target!.damagedBy.push(source.id);
      note(e, "effect", "413.2b", `${source.name} deals ${amount} damage to ${target!.name}`);
    }
  }, { player: toPlayer ? to : null }, board);
}

export function tapObjects(e: Engine, objects: GameObject[], why: string): void {
  for (const o of objects) {
    o.tapped = true;
    note(e, "effect", "413.2b", `${o.name} becomes tapped (${why})`);
  }
}

export function untapObjects(e: Engine, objects: GameObject[], why: string): void {
  const tapped = objects.filter((o) => o.tapped);
  if (tapped.length === 0) return;
  happen(e, { kind: "untap", objects: tapped.map((o) => o.id) }, () => {
    for (const o of tapped) o.tapped = false;
    note(e, "effect", "413.2b", `${tapped.map((o) => o.name).join(", ")} untap${tapped.length === 1 ? "s" : ""} (${why})`);
  });
}

/** Draws from the top of the library (position 0, else the first listed); an empty library is remembered (420.5g). */
export function draw(e: Engine, player: string, count: number): void {
  for (let i = 0; i < count; i++) {
    const dredge = dredgeInstead(e, player);
    if (dredge) {
      note(e, "replacement", "502.47a", `${player} would draw a card; instead ${player} dredges ${dredge.card.name}: the top ${dredge.n} cards of the library go to the graveyard and ${dredge.card.name} returns to the hand`);
      moveObjects(e, dredge.mill.map((o) => ({ id: o.id, to: "graveyard" })), `milled by dredge ${dredge.n}`);
      moveObjects(e, [{ id: dredge.card.id, to: "hand" }], "returned by dredge");
      continue;
    }
    const library = e.state.objects.filter((o) => o.owner === player && o.zone === "library");
    if (library.length === 0) {
      note(e, "effect", "413.2c", `${player} draws from an empty library: drawing is never impossible, and the player loses when state-based effects are next checked (420.5g)`);
      e.drewFromEmpty.add(player);
      continue;
    }
    const top = library.reduce((a, b) => ((b.position ?? Infinity) < (a.position ?? Infinity) ? b : a));
    moveObjects(e, [{ id: top.id, to: "hand" }], `${player} draws a card`);
  }
}

/**
 * 410.11: state triggers, checked before priority and after each instruction of a resolving spell (the hand "momentarily empty").
 * `board`: the game now. Only triggered abilities are added: the game is unchanged.
 */
export function checkStateTriggers(e: Engine, board: Board = gameOf(e)): void {
  // judgeTriggers asks nothing of Datalog when no condition on the board waits for the state.
  for (const t of judgeTriggers(board, { kind: "state" }).triggered) {
    if (e.pending.some((p) => p.source.id === t.object && p.ability.index === t.ability)) continue;
    const o = object(e, t.object);
    const ability = abilitiesOf(o)[t.ability];
    e.pending.push({ source: { id: o.id, zoneChanges: o.zoneChanges }, ability, controller: t.controller, snapshot: structuredClone(o), context: { player: null }, refers: null });
    note(e, "trigger", "410.11", `${o.name}'s state trigger ("${ability.text}") triggers; it will not trigger again until it has left the stack`);
  }
}
