/**
 * Resolving the top of the stack (413): the targets are checked again
 * (413.2a, by the judge: judge/targets.ts, queries/targets.edn) and the
 * spell or ability is countered if every one is illegal (414.1); an
 * intervening "if" is checked again (404.3, 410.8); the instructions are
 * carried out in the order written (413.2b, effects.ts) on the legal
 * targets only; and a spell finally goes to play or to its owner's
 * graveyard (413.2h).
 */
import { conditionOf } from "../abilities/conditions";
import { abilitiesOf } from "../judge/abilities";
import { clausesHold } from "../judge/intervening";
import { judgeTargets, type TargetSource } from "../judge/targets";
import type { Ability, GameObject, StackItem, TargetRef } from "../types";
import { counterItem, carryOut, type EffectContext } from "./effects";
import { current, findObject, gameOf, note, tick, topOfStack, zoneName, type Engine, type StackEntry } from "./engine";
import { moveObjects } from "./events";
import { wordTargets } from "./target-words";

const PERMANENT_TYPES = ["artifact", "creature", "enchantment", "land", "planeswalker"];

/** The ability whose words give a spell's targets: its first with the word "target" (415.1). */
export function spellTargetsAbility(card: Pick<GameObject, "name" | "text" | "types" | "abilityFacts">): Ability | null {
  return abilitiesOf(card).find((a) => a.kind === "spell" && a.targets.length > 0) ?? null;
}

export function resolveTop(e: Engine): void {
  tick(e, "resolving the top of the stack");
  const item = topOfStack(e)!;
  const entry = e.entries.get(item.id)!;
  const card = item.ability === null ? findObject(e, item.source) : null;
  const name = card?.name ?? entry.snapshot.name;
  note(e, "resolve", "413.1", `all players passed in succession: ${item.ability === null ? name : `${name}'s ability`} resolves`);
  const targeting = item.ability === null ? (card ? spellTargetsAbility(card) : null) : entry.ability;
  let legal: TargetRef[][] = item.targets;
  if (targeting && targeting.targets.length > 0) {
    const sourceObject = findObject(e, item.source) ?? entry.snapshot;
    const scope = [sourceObject.id, ...item.targets.flat().map((t) => t.id).filter((id) => findObject(e, id))];
    const source: TargetSource = { object: sourceObject, ability: targeting, spell: item.ability === null ? item.source : null, controller: item.controller, item };
    const verdict = judgeTargets(gameOf(e, scope), source, item.targets, "resolve");
    const worded = wordTargets(e.state, (z) => zoneName(e, z), source, "resolve", verdict);
    for (const t of worded.targets) for (const b of t.because) note(e, "targets", b.rule, b.detail);
    if (verdict.countered) {
      note(e, "targets", worded.because[0].rule, worded.because[0].detail);
      counterItem(e, item.id, "every target is illegal on resolution (413.2a)");
      return;
    }
    legal = item.targets.map((group, i) => group.filter((_, j) => verdict.targets.find((t) => t.instance === i && t.object === group[j].id)?.legal));
  }
  if (entry.ability && !interveningHoldsNow(e, entry, item.controller)) {
    finish(e, item, entry);
    return;
  }
  const context: EffectContext = {
    e, entry, controller: item.controller, targets: legal, instance: 0, it: entry.refers ?? legal.flat(), did: false, lki: new Map(),
    goneRule: entry.refers ? "404.4d" : leavesPlay(entry) ? "410.10c" : "410.10",
  };
  if (item.ability === null && card) {
    const spellText = abilitiesOf(card).filter((a) => a.kind === "spell").map((a) => a.effect ?? "").join(" ");
    if (spellText) carryOut(context, spellText);
  } else if (entry.ability?.effect) {
    carryOut(context, entry.ability.effect);
  } else if (entry.ability) {
    // A keyword's triggered ability whose effect the reader does not write out (flanking, soulshift …): never taken as doing nothing.
    note(e, "resolve", "413.2b", `the loop does not know what ${name}'s ability "${entry.ability.text}" does: it does nothing here`, true);
  }
  finish(e, item, entry);
}

/** A leaves-play ability (410.10c): it looks for the card that left play only in the first zone it went to. */
function leavesPlay(entry: StackEntry): boolean {
  return entry.ability?.kind === "triggered" && entry.ability.triggers.some((t) => {
    const c = conditionOf(t.condition, entry.snapshot.name);
    return c.lookBack && c.from === "in-play";
  });
}

/** 413.2h: a permanent spell comes into play; an instant or sorcery goes to its owner's graveyard. An ability just leaves the stack. */
function finish(e: Engine, item: StackItem, entry: StackEntry): void {
  e.state.stack = e.state.stack.filter((s) => s !== item);
  e.entries.delete(item.id);
  if (item.ability !== null) return;
  const card = findObject(e, item.source);
  if (!card || card.zone !== "stack") return;
  if (card.types.some((t) => PERMANENT_TYPES.includes(t))) {
    note(e, "resolve", "413.2h", `${card.name} is a permanent spell: it comes into play under ${item.controller}'s control`);
    moveObjects(e, [{ id: card.id, to: "in-play", controller: item.controller }], "it resolved");
  } else {
    const to = entry.flashback ? "removed" : "graveyard";
    note(e, "resolve", entry.flashback ? "502.22a" : "413.2h", entry.flashback
      ? `${card.name} was played with flashback: it is removed from the game instead of going anywhere else`
      : `${card.name} is put into its owner's graveyard as the last step of its resolution`);
    moveObjects(e, [{ id: card.id, to }], "it resolved");
  }
}

/** 404.3, 410.8: the intervening "if" is checked again on resolution (queries/intervening.edn). */
function interveningHoldsNow(e: Engine, entry: StackEntry, controller: string): boolean {
  const clause = entry.ability?.interveningIf;
  if (!clause) return true;
  const self = current(e, entry.source) ?? findObject(e, entry.source.id) ?? entry.snapshot;
  // The clause speaks of the object the ability came from; a new object (217.1c) is not it.
  const zoneChanges = entry.source.zoneChanges ?? self.zoneChanges;
  const [holds] = clausesHold(gameOf(e), [{ clause, name: self.name, you: controller, source: entry.source.id, zoneChanges }]);
  if (holds === null) {
    note(e, "resolve", "404.3", `the intervening "if ${clause}" is checked again on resolution; the loop cannot evaluate it, so whether the ability does anything is unknown: the loop carries it out and the run is uncertain`, true);
    return true;
  }
  note(e, "resolve", "404.3", holds
    ? `the intervening "if ${clause}" still holds on resolution`
    : `the intervening "if ${clause}" no longer holds on resolution: the ability does nothing`);
  return holds;
}
