/**
 * The game loop's own state: the game (a GameState it changes as the game
 * goes on), who has priority, the triggered abilities waiting to go on the
 * stack, the delayed triggered abilities created so far, and the log of
 * every decision with the rule that made it. The loop holds no rules of its
 * own beyond sequencing: each decision is asked of the judge (src/judge,
 * one runner per queries/*.edn) and logged with the rule that made it; the
 * run answer (answers/run.ts) quotes each rule's text.
 *
 * Every loop is bounded by a step budget, because some game states never
 * settle; running out stops the game where it is, with a log entry.
 */
import { abilitiesOf } from "../judge/abilities";
import { openBoard, updateBoard, type Board } from "../judge/board";
import { usesModernNames, zoneWord } from "../state/zones";
import { deepFrozen } from "../state/frozen";
import { sameValue } from "../state/same-value";
import type { Ability, GameObject, GameState, StackItem, TargetRef, Zone } from "../types";

/** One decision of the loop: what happened and the rule that made it (rule "" for a scenario's own action). */
export interface Decision {
  /** 1-based order in the log. */
  n: number;
  event: string;
  rule: string;
  detail: string;
  /** The loop went on past words it could not read or a condition it could not evaluate. */
  unread?: true;
}

/** What a triggered ability knows of the event that triggered it ("that player", "that card"). */
export interface TriggerContext {
  /** The player the event concerns: the one dealt damage, or the one who cycled or played. */
  player: string | null;
}

/** A triggered ability that has triggered and waits to go on the stack (410.2, 410.3). */
export interface Pending {
  source: TargetRef;
  ability: Ability;
  controller: string;
  /** The source as it was when it triggered (last known information, 402.6). */
  snapshot: GameObject;
  context: TriggerContext;
  /** Set for a delayed triggered ability (404.4): the objects it refers to. */
  refers: TargetRef[] | null;
}

/** What the loop knows of an item on the stack beyond the state's StackItem. */
export interface StackEntry {
  kind: "spell" | "ability";
  ability: Ability | null;
  snapshot: GameObject;
  /** The source as a reference, to find it again in the zone it went to (410.10). */
  source: TargetRef;
  context: TriggerContext;
  refers: TargetRef[] | null;
  /** A spell played with flashback leaves the stack for the removed-from-the-game zone (502.22). */
  flashback: boolean;
}

/** A delayed triggered ability (404.4): created by a resolving effect, waiting for its event. */
export interface Delayed {
  id: string;
  /** Its trigger condition, the card's name written ~ ("end of turn", "~ leaves play"). */
  condition: string;
  effect: string;
  controller: string;
  snapshot: GameObject;
  refers: TargetRef[];
  /** 404.4b: once, unless it has a stated duration such as "this turn". */
  once: boolean;
  /** The turn a "this turn" duration ends with. */
  until: number | null;
}

export class BudgetExhausted extends Error {}

export interface Engine {
  state: GameState;
  priority: string | null;
  /** Players who passed in succession since the last action (408.1c). */
  passes: number;
  pending: Pending[];
  delayed: Delayed[];
  entries: Map<string, StackEntry>;
  /** Targets a scenario chose in advance for an object's triggered abilities. */
  choices: Array<{ object: string; ability: number | null; targets: TargetRef[][] }>;
  /** Whether to pay an optional cost an object's ability asks for ("unless you pay", upkeep costs), chosen in advance (payments.ts). */
  payChoices: Array<{ object: string; ability: number | null; pay: boolean }>;
  /** Whether to apply an optional replacement effect of an object (dredge, madness), chosen in advance (replacements.ts). */
  replaceChoices: Array<{ object: string; replace: boolean }>;
  /** Cards an object's abilities removed from the game, for "the removed card" (Oblivion Ring). */
  removed: Map<string, TargetRef[]>;
  log: Decision[];
  steps: number;
  budget: number;
  /** performance.now() past which the run stops, and the limit it came from. */
  deadline: number;
  timeLimitMs: number;
  nextId: number;
  /** Set when a player has lost (420.5a): the game is over. */
  over: string | null;
  landsPlayed: number;
  /** Players who drew from an empty library since state-based effects were last checked (420.5g). */
  drewFromEmpty: Set<string>;
  /** The last boards opened as facts (gameOf), newest first. */
  games: KeptGame[];
  /**
   * What ends at the cleanup step: "until end of turn" effects, undone there, each saying what it
   * is while it is still in force (null once used up), which the run's answer lists.
   */
  untilEndOfTurn: Array<{ what: () => string | null; undo: () => void }>;
  /** Creatures blocked and blocking so far this combat (410.9a, 410.9c). */
  combat: { blocked: Set<string>; blocking: Set<string> };
  /** The last whole board opened as facts, which the next is written from. */
  board: Board | null;
  /** The objects of the last board opened (gameOf), by id: the next board shares those unchanged. */
  copies: Map<string, GameObject>;
}

export const DEFAULT_BUDGET = 10_000;
export const MAX_BUDGET = 100_000;
/** Wall-clock bound of one run, whatever its budget: a question must not hold the server for long. */
export const TIME_LIMIT_MS = 5_000;

export function createEngine(state: GameState, budget = DEFAULT_BUDGET, timeLimitMs = TIME_LIMIT_MS): Engine {
  const copy = structuredClone(state);
  const e: Engine = {
    payChoices: [],
    replaceChoices: [],
    state: copy, priority: null, passes: 0, deadline: performance.now() + timeLimitMs, timeLimitMs, pending: [], delayed: [], entries: new Map(), choices: [], removed: new Map(),
    log: [], steps: 0, budget, nextId: 1, over: null, landsPlayed: 0, drewFromEmpty: new Set(), games: [], board: null, copies: new Map(), untilEndOfTurn: [], combat: { blocked: new Set(), blocking: new Set() },
  };
  for (const item of copy.stack) {
    const o = object(e, item.source);
    const ability = item.ability === null ? null : abilitiesOf(o)[item.ability] ?? null;
    e.entries.set(item.id, { kind: item.ability === null ? "spell" : "ability", ability, snapshot: structuredClone(o), source: ref(o), context: { player: null }, refers: null, flashback: false });
  }
  return e;
}

/** Counts one step of the loop; past the budget the game stops where it is. */
export function tick(e: Engine, what: string): void {
  e.steps++;
  if (e.steps > e.budget) throw new BudgetExhausted(`the step budget of ${e.budget} ran out while ${what}; the game state never settled`);
  if (performance.now() > e.deadline) throw new BudgetExhausted(`the time limit of ${e.timeLimitMs / 1000} s ran out after ${e.steps} steps, while ${what}`);
}

export function note(e: Engine, event: string, rule: string, detail: string, unread = false): void {
  e.log.push({ n: e.log.length + 1, event, rule, detail, ...(unread ? { unread: true as const } : {}) });
}

/**
 * The game as the queries see it: the state as facts, whole or for the
 * objects named. Adding a board as facts is the loop's largest cost (about
 * 20 µs a datom), and the loop asks several questions of one unchanged
 * state in a row (state-based effects, then state triggers, then the
 * next event), so the last few games are kept. Each object is compared
 * with the last board's copy of it (sameValue, field by field: writing
 * each object's JSON was 40 % of a pass): one the action left as it was
 * is that copy again in the new board (boards are never changed, and
 * their copies are frozen so no reader can change them), so only the
 * objects an action changed are copied, a kept game is the state's when
 * it holds those very copies (or copies like the objects changed) and the
 * same players, turn and stack, and
 * the facts are rewritten for the changed objects alone (db/game-facts.ts
 * skips an object its two boards share).
 */
export function gameOf(e: Engine, scope: string[] | null = null): Board {
  const kept = e.state.objects.map((o) => {
    const last = e.copies.get(o.id);
    return last !== undefined && sameValue(o, last) ? last : null;
  });
  const named = scope === null ? "*" : [...scope].sort().join(",");
  // A kept game holds this state when each of its objects is the copy found above or is like the object (a change undone since).
  const holds = (g: KeptGame) => {
    const objects = g.game.state.objects;
    return objects.length === kept.length && kept.every((c, i) => objects[i] === c || sameValue(e.state.objects[i], objects[i])) && sameValue({ ...e.state, objects: null }, { ...g.game.state, objects: null });
  };
  // A whole board of this state answers a question about some of its objects as well (board.ts: a scope only saves facts).
  const hit = e.games.find((g) => g.scope === named && holds(g)) ?? (scope === null ? undefined : e.games.find((g) => g.scope === "*" && holds(g)));
  if (hit) return hit.game;
  const state: GameState = Object.freeze({ ...deepFrozen(structuredClone({ ...e.state, objects: [] })), objects: Object.freeze(e.state.objects.map((o, i) => kept[i] ?? deepFrozen(structuredClone(o)))) as GameObject[] });
  e.copies = new Map(state.objects.map((o) => [o.id, o]));
  let game: Board | null = null;
  if (scope === null && e.board) {
    // The whole board again: rewrite only what changed since the last whole board.
    game = updateBoard(e.board, state);
  }
  game ??= openBoard(state, scope);
  if (scope === null) e.board = game;
  e.games.unshift({ scope: named, game });
  e.games.length = Math.min(e.games.length, GAMES_KEPT);
  return game;
}

interface KeptGame {
  /** The objects named, "*" for all. */
  scope: string;
  game: Board;
}

const GAMES_KEPT = 4;

/** A zone as the log names it: the modern name while the state has an object given in a zone named the modern way. */
export function zoneName(e: Engine, zone: Zone): string {
  return zoneWord(zone, usesModernNames(e.state.objects.map((o) => o.zoneAsGiven)));
}

export function object(e: Engine, id: string): GameObject {
  const o = e.state.objects.find((x) => x.id === id);
  if (!o) throw new Error(`the game has no object ${id}`);
  return o;
}

export function findObject(e: Engine, id: string): GameObject | null {
  return e.state.objects.find((x) => x.id === id) ?? null;
}

export function ref(o: GameObject): TargetRef {
  return { id: o.id, zoneChanges: o.zoneChanges };
}

/** The object a reference names, if it is still that object (217.1c: a move makes a new one). */
export function current(e: Engine, r: TargetRef): GameObject | null {
  const o = findObject(e, r.id);
  return o && (r.zoneChanges === null || o.zoneChanges === r.zoneChanges) ? o : null;
}

export function isPlayer(e: Engine, id: string): boolean {
  return e.state.players.some((p) => p.id === id);
}

export function controllerOf(o: GameObject): string {
  return o.controller ?? o.owner;
}

export function nextPlayer(e: Engine, player: string): string {
  const ids = e.state.players.map((p) => p.id);
  return ids[(ids.indexOf(player) + 1) % ids.length];
}

export function topOfStack(e: Engine): StackItem | null {
  return e.state.stack.at(-1) ?? null;
}

export function newId(e: Engine, prefix: string): string {
  let id = `${prefix}-${e.nextId++}`;
  while (taken(e, id)) id = `${prefix}-${e.nextId++}`;
  return id;
}

/** Whether an object, a player or an item on the stack has id `id` (a scan: the loop asks once per new item, a set of every id cost more). */
function taken(e: Engine, id: string): boolean {
  return e.state.objects.some((o) => o.id === id) || e.state.players.some((p) => p.id === id) || e.state.stack.some((s) => s.id === id);
}
