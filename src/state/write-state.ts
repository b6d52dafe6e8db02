/**
 * A GameState back into the state JSON of SPEC.md, so the state a game
 * loop leaves can be read again (state/read-state.ts) or asked about. Only
 * fields that differ from read-state's defaults are written.
 */
import type { GameObject, GameState } from "../types";

export function writeState(state: GameState): Record<string, unknown> {
  return {
    players: state.players.map((p) => ({ id: p.id, life: p.life })),
    turn: { ...state.turn },
    objects: state.objects.map(writeObject),
    stack: state.stack.map((s) => (s.ability === null && s.source === s.id && s.targets.length === 0
      ? s.id
      : { id: s.id, source: s.source, ...(s.ability === null ? {} : { ability: s.ability }), controller: s.controller, targets: s.targets.map((g) => g.map((t) => (t.zoneChanges === null ? t.id : { ...t }))) })),
  };
}

function writeObject(o: GameObject): Record<string, unknown> {
  const out: Record<string, unknown> = { id: o.id, name: o.name, owner: o.owner, zone: o.zone };
  if (o.controller && o.controller !== o.owner) out.controller = o.controller;
  const lists = { types: o.types, subtypes: o.subtypes, supertypes: o.supertypes, colors: o.colors, keywords: o.keywords, damagedBy: o.damagedBy, lost: o.lost };
  for (const [k, v] of Object.entries(lists)) if (v.length) out[k] = [...v];
  const values = {
    tapped: o.tapped || undefined, controlledSinceTurn: o.controlledSinceTurn || undefined, power: o.power ?? undefined, toughness: o.toughness ?? undefined,
    position: o.position ?? undefined, token: o.token || undefined, manaCost: o.manaCost ?? undefined, zoneChanges: o.zoneChanges || undefined,
    damage: o.damage || undefined, counters: o.counters || undefined, otherCounters: Object.values(o.otherCounters).some((n) => n > 0) ? o.otherCounters : undefined, haunting: o.haunting ?? undefined, text: o.text || undefined,
  };
  for (const [k, v] of Object.entries(values)) if (v !== undefined) out[k] = v;
  if (Object.keys(o.chosen).length) out.chosen = { ...o.chosen };
  if (o.abilityFacts.length) out.abilities = o.abilityFacts.map((a) => (a ? { ...a } : null));
  return out;
}
