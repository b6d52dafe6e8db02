/**
 * Delayed triggered abilities (404.4): created by an effect as it resolves
 * ("Return that card to play at end of turn", "When this creature leaves
 * play this turn, …"), they exist only from then on (404.4a), trigger once
 * unless they have a stated duration (404.4b), keep referring to the same
 * object whatever its characteristics (404.4c) and do nothing if that
 * object has left the zone in the meantime (404.4d, checked on resolution
 * by resolve.ts). Their conditions are read by abilities/conditions.ts like
 * any other ("~" in them is the object they refer to) and matched by
 * queries/triggers.edn like any other (judge/delayed.ts).
 */
import { conditionOf } from "../abilities/conditions";
import { abilitiesOf } from "../judge/abilities";
import { judgeDelayed } from "../judge/delayed";
import type { GameEvent } from "../state/read-event";
import type { GameObject, TargetRef } from "../types";
import { current, gameOf, newId, note, type Delayed, type Engine, type Pending } from "./engine";

export function createDelayed(
  e: Engine,
  d: { condition: string; effect: string; controller: string; snapshot: GameObject; refers: TargetRef[]; thisTurn: boolean },
): void {
  const c = conditionOf(d.condition, d.snapshot.name);
  const subject = d.refers[0] ? current(e, d.refers[0]) : null;
  // 404.4a: an event that already happened does not trigger it ("leaves play" after the object left).
  if (c.event === "zone-change" && c.from === "in-play" && d.refers.length > 0 && (subject === null || subject.zone !== "in-play")) {
    note(e, "delayed", "404.4a", `"${d.condition}" is created after the object already left play: the delayed ability never triggers`);
    return;
  }
  const delayed: Delayed = {
    id: newId(e, "delayed"), condition: d.condition, effect: d.effect, controller: d.controller, snapshot: d.snapshot, refers: d.refers,
    once: !d.thisTurn, until: d.thisTurn ? e.state.turn.number : null,
  };
  e.delayed.push(delayed);
  note(e, "delayed", "404.4a", `a delayed triggered ability is created: "${d.condition}, ${d.effect}"; it triggers only from now on${delayed.once ? ", and only once (404.4b)" : " until the end of the turn"}`);
}

/**
 * The delayed abilities `event` triggers, matched against the game before it by queries/triggers.edn
 * (judge/delayed.ts); those that trigger only once are used up (404.4b). Each comes with its log
 * line, written once the event has happened.
 */
export function matchDelayed(e: Engine, event: GameEvent): Array<{ pending: Pending; rule: string; detail: string }> {
  const out: Array<{ pending: Pending; rule: string; detail: string }> = [];
  e.delayed = e.delayed.filter((d) => d.until === null || d.until >= e.state.turn.number);
  if (e.delayed.length === 0) return out;
  const named = e.delayed.map((d) => {
    const subject = d.refers[0] ? current(e, d.refers[0]) : null;
    return { d, subject, name: subject?.name ?? d.snapshot.name };
  });
  const hit = judgeDelayed(gameOf(e), event, named.map(({ d, subject, name }) => ({
    id: d.id, condition: conditionOf(d.condition, name), controller: d.controller, refers: subject ? { id: subject.id, zoneChanges: subject.zoneChanges } : null,
  })));
  for (const { d, name } of named) {
    if (!hit.has(d.id)) continue;
    const ability = abilitiesOf({ name, text: `When ${d.condition}, ${d.effect}`, types: [], abilityFacts: [] })[0];
    out.push({
      pending: { source: { id: d.snapshot.id, zoneChanges: d.snapshot.zoneChanges }, ability, controller: d.controller, snapshot: d.snapshot, context: { player: null }, refers: d.refers },
      rule: d.once ? "404.4b" : "404.4",
      detail: `the delayed ability "${d.condition}, ${d.effect}" triggers${d.once ? "; it will not trigger again" : ""}`,
    });
    if (d.once) e.delayed = e.delayed.filter((x) => x !== d);
  }
  return out;
}
