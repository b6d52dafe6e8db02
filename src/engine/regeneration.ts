/**
 * Regeneration (419.6b, 501.5a): "Regenerate ~" resolving creates a shield,
 * a replacement effect that protects the permanent the next time it would
 * be destroyed this turn: instead it is tapped, all damage is removed from
 * it, and it is removed from combat. Destruction by an effect ("destroy")
 * and by lethal damage (420.5c) uses a shield, one per destruction; "It
 * can't be regenerated" lets none apply; the shields end at the cleanup
 * step with the turn's other "this turn" effects. A shield belongs to the
 * object it was made for: a permanent that changes zones is a new object
 * without it (217.1c).
 */
import type { GameObject } from "../types";
import { note, type Engine } from "./engine";

/** Shields by object (id and zone changes) for each engine: how many regenerations wait. */
const shields = new WeakMap<Engine, Map<string, number>>();

const keyOf = (o: GameObject) => `${o.id}|${o.zoneChanges}`;

/** 501.5a: one shield for each permanent, until used or until the cleanup step. */
export function regenerate(e: Engine, objects: GameObject[]): void {
  const mine = shields.get(e) ?? new Map<string, number>();
  shields.set(e, mine);
  for (const o of objects) {
    if (o.zone !== "in-play") {
      note(e, "effect", "501.5a", `${o.name} is not a permanent in play: regenerating it does nothing`);
      continue;
    }
    const key = keyOf(o);
    // One entry per object this turn, saying how many of its shields are left (a used-up one stays at 0).
    if (!mine.has(key)) {
      const what = () => {
        const n = mine.get(key) ?? 0;
        return n === 0 ? null : `${n === 1 ? "a regeneration shield" : `${n} regeneration shields`} on ${o.name} (501.5a)`;
      };
      e.untilEndOfTurn.push({ what, undo: () => mine.delete(key) });
    }
    mine.set(key, (mine.get(key) ?? 0) + 1);
    note(e, "effect", "501.5a", `a regeneration shield protects ${o.name} the next time it would be destroyed this turn (${mine.get(key)} now)`);
  }
}

/**
 * 419.6b: the permanents about to be destroyed, less those a shield
 * regenerates instead (tapped, damage removed; the loop has no combat to
 * remove it from); none when
 * the destruction says it can't be regenerated.
 */
export function notRegenerated(e: Engine, objects: GameObject[], canRegenerate: boolean): GameObject[] {
  const mine = shields.get(e);
  return objects.filter((o) => {
    const left = mine?.get(keyOf(o)) ?? 0;
    if (left === 0) return true;
    if (!canRegenerate) {
      note(e, "replacement", "419.6b", `${o.name} has a regeneration shield, but it can't be regenerated: it is destroyed`);
      return true;
    }
    mine!.set(keyOf(o), left - 1);
    o.tapped = true;
    o.damage = 0;
    o.damagedBy = [];
    note(e, "replacement", "419.6b", `${o.name} would be destroyed; it regenerates instead: it is tapped and all damage is removed from it (and it would be removed from combat: the loop keeps no attackers and blockers); the shield is used up`);
    return false;
  });
}
