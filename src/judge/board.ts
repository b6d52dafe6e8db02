/**
 * The board the judge reads: a state read and checked (state/read-state.ts),
 * the abilities of the objects a question concerns (abilities/read-abilities.ts,
 * once per card: abilities.ts), and both as facts in a database of their
 * own (db/game-facts.ts), ready for the queries of queries/*.edn.
 *
 * Every object is validated, but only the objects a question concerns
 * become facts (with the players, the turn and the zones): a 1,000-object
 * state is about 13,000 datoms, while "does this ability function here?"
 * reads one object. A question that reads the whole board passes no scope.
 */
import { gameDb, updateGameFacts, type Db } from "../db/game-facts";
import { runQuery } from "../db/queries";
import type { Ability, GameObject, GameState } from "../types";
import { abilitiesOf } from "./abilities";
import { grantSources, withContinuousEffects } from "./continuous";
import { readingOf } from "./reading";
import { deepFrozen } from "../state/frozen";
import { sameValue } from "../state/same-value";

export interface Board {
  state: GameState;
  abilities: Map<string, Ability[]>;
  /** The facts, added on first use: a verdict remembered by content (functions.ts) needs none. */
  readonly db: Db;
  /** Rows of the queries already run on these facts, by query and inputs: the loop asks again of an unchanged board. */
  readonly rows: Map<string, unknown[][]>;
  /** Whole verdicts already reached on this board (or one of the same content), by question: see remembered(). */
  readonly verdicts: Map<string, unknown>;
}

/**
 * The facts and verdicts of whole boards opened lately, by their state's
 * content: a server asked twice about the same state answers the second
 * time without writing facts or running Datalog. Each is kept with a
 * frozen copy of its state as opened, which its facts are written from
 * and a later state is compared with (state/same-value.ts, field by field:
 * writing each state's JSON as its key was a quarter of a same-state
 * trigger check), so a state that differs in anything is another entry,
 * and a caller that changes its state after opening it changes no entry.
 * A board of a few objects (a scope) is not kept: its facts cost less than
 * the comparison of a large state would.
 */
interface Opened {
  /** The state as it was opened, frozen; null for a scoped board. */
  state: GameState | null;
  /** The abilities of its objects, once a board of it read them. */
  abilities: Map<string, Ability[]> | null;
  db: Db | null;
  verdicts: Map<string, unknown>;
}
/** Oldest first. */
const opened: Opened[] = [];
const OPENED_KEPT = 16;

function openedFor(state: GameState, scope: Set<string> | null): Opened {
  if (scope !== null) return { state: null, abilities: null, db: null, verdicts: new Map() };
  let at = opened.length - 1;
  while (at >= 0 && !sameValue(opened[at].state, state)) at--;
  const entry = at >= 0 ? opened.splice(at, 1)[0] : { state: keptCopy(state), abilities: null, db: null, verdicts: new Map() };
  if (opened.length >= OPENED_KEPT) opened.shift();
  opened.push(entry);
  return entry;
}

/**
 * A frozen copy of `state` to keep, sharing the newest kept state's copy of
 * each object that is like it (no copy made, and the facts written from
 * the two states skip it at once: updateGameFacts's `before === after`).
 */
function keptCopy(state: GameState): GameState {
  const newest = opened.at(-1)?.state;
  const copies = new Map(newest?.objects.map((o) => [o.id, o]));
  const objects = state.objects.map((o) => {
    const kept = copies.get(o.id);
    return kept !== undefined && sameValue(o, kept) ? kept : deepFrozen(structuredClone(o));
  });
  return deepFrozen({ ...structuredClone({ ...state, objects: [] }), objects });
}

/**
 * The abilities of an object of a kept copy, by the object itself: a kept
 * copy is deep-frozen, so its card cannot change, and a state of another
 * turn shares the copies of the objects it left alone (keptCopy), whose
 * cards are then not looked up again (abilities.ts keys each by its JSON:
 * 50 keys written for each state not seen before).
 */
const ofKept = new WeakMap<GameObject, Ability[]>();
function keptAbilities(o: GameObject): Ability[] {
  let abilities = ofKept.get(o);
  if (abilities === undefined) {
    abilities = abilitiesOf(o);
    ofKept.set(o, abilities);
  }
  return abilities;
}

/**
 * The facts of a whole board not opened before, written from those of the
 * board opened last (db/game-facts.ts's updateGameFacts rewrites only what
 * differs: a server asked about the next turn of the same table, or a new
 * game loop on a board like the last one); null when that board's change
 * is not one it can write (objects came or went, text changed) or
 * continuous effects are derived on either (written afresh instead).
 * Both are the kept copies, whose facts are those of their state as opened.
 */
function fromLastOpened(entry: Opened, abilities: Map<string, Ability[]>): Db | null {
  const last = [...opened].reverse().find((e) => e.db !== null && e !== entry);
  if (!last?.state || !entry.state || grantSources(last.state).length || grantSources(entry.state).length) return null;
  return updateGameFacts(last.db!, last.state, entry.state, readingOf(abilities), sameValue);
}

/**
 * `decide(board)` once per board content and `question` (a string naming
 * the question and its inputs); later askers get a copy, so none changes
 * another's verdict.
 */
export function remembered<T>(board: Board, question: string, decide: () => T): T {
  let verdict = board.verdicts.get(question) as T | undefined;
  if (verdict === undefined) {
    verdict = decide();
    board.verdicts.set(question, verdict);
  }
  return structuredClone(verdict);
}

/** Runs query `name` of queries/`file`.edn on the board's facts, once per board and inputs. */
export function boardQuery(board: Board, file: string, name: string, ...inputs: unknown[]): unknown[][] {
  const key = JSON.stringify([file, name, inputs]);
  let rows = board.rows.get(key);
  if (!rows) {
    rows = runQuery(board.db, file, name, ...inputs);
    board.rows.set(key, rows);
  }
  return rows;
}

/** `scope`: ids of the objects the question concerns, null for all. */
export function openBoard(state: GameState, scope: string[] | null = null): Board {
  // The permanents whose static abilities grant something to others are read with any scope (418.4a).
  const wanted = scope === null ? null : new Set([...scope, ...grantSources(state)]);
  const readAll = () => new Map(state.objects.filter((o) => wanted === null || wanted.has(o.id)).map((o) => [o.id, abilitiesOf(o)]));
  // A whole board's are read from its kept copy, whose objects a later state of another turn shares.
  const readKept = () => new Map(content().state!.objects.map((o) => [o.id, keptAbilities(o)]));
  let entry: Opened | null = null;
  const content = () => (entry ??= openedFor(state, wanted));
  let read: Map<string, Ability[]> | null = null;
  // A whole board of a content opened before has its abilities read already (each object's reading is looked up by its card's JSON).
  const abilities = () => (read ??= wanted === null ? (content().abilities ??= readKept()) : readAll());
  return {
    state,
    get abilities() {
      return abilities();
    },
    rows: new Map(),
    get db() {
      const e = content();
      // A whole board's facts are those of its kept copy, the state as opened.
      const facts = e.state ?? state;
      e.db ??= (wanted === null ? fromLastOpened(e, abilities()) : null) ?? withContinuousEffects(gameDb(facts, readingOf(abilities()), wanted), facts, abilities());
      return e.db;
    },
    get verdicts() {
      return content().verdicts;
    },
  };
}

/**
 * The same board after the game moved on to `state`: only what changed is
 * rewritten as facts (adding a whole board is the game loop's largest
 * cost). Null when the change is not one it can apply (objects came or
 * went): open a new board.
 */
export function updateBoard(board: Board, state: GameState): Board | null {
  // Continuous effects are written over the objects' own values: such a board is derived afresh.
  if (grantSources(board.state).length || grantSources(state).length) return null;
  // Objects compared field by field (sameValue), not by writing both as JSON.
  const db = updateGameFacts(board.db, board.state, state, readingOf(board.abilities), sameValue);
  return db ? { state, abilities: board.abilities, db, rows: new Map(), verdicts: new Map() } : null;
}
