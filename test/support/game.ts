/**
 * Tiny game-state fixtures for the question tests: a card in a zone, and a
 * two-player state (alice active, turn 4, her precombat main phase).
 */
export type Obj = Record<string, unknown>;

/** A card: id, name, owner, zone, types, and its text when it has one. */
export function card(id: string, name: string, owner: string, zone: string, types: string[], text?: string, more: Obj = {}): Obj {
  return { id, name, owner, zone, types, ...(text === undefined ? {} : { text }), ...more };
}

/** A state with `objects`; `more` adds or replaces top-level fields (stack, turn, players). */
export function state(objects: Obj[], more: Obj = {}): Obj {
  return { players: ["alice", "bob"], turn: { number: 4, active: "alice", step: "precombat-main" }, objects, ...more };
}
