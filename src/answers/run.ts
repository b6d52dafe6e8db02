/**
 * `{"ask": "run", "state", "actions", "budget"?}`: plays the actions through
 * the game loop (src/engine) and answers with the game it leaves: turn,
 * priority, stack, zones, life totals, the log of every decision with the
 * text of the rule that made it (cited here: the loop logs rule numbers),
 * and the resulting state JSON to ask further questions of. A
 * game that never settles stops when the step budget runs out (`settled:
 * false`), and the answer says where.
 */
import { readActions, perform, start } from "../engine/actions";
import { BudgetExhausted, createEngine, DEFAULT_BUDGET, MAX_BUDGET, note, type Engine } from "../engine/engine";
import { badInput, printable } from "../errors";
import { writeState } from "../state/write-state";
import type { LogEntry, TargetRef, Zone } from "../types";
import type { RulesSource } from "./rules-source";
import { citer } from "./citations";
import type { Game } from "./game";

export interface RunAnswer {
  ask: "run";
  settled: boolean;
  stopped?: string;
  over?: string;
  turn: { number: number; active: string; step: string };
  priority: string | null;
  stack: Array<{ id: string; source: string; ability: number | null; controller: string; targets: string[][] }>;
  zones: Record<string, Zone>;
  life: Record<string, number>;
  tapped: string[];
  counters: Record<string, number>;
  /**
   * "Until end of turn" effects still in force, which end at this turn's cleanup step (408.1c, 418.3a);
   * the state JSON has no place for a duration: its objects show them as if they lasted.
   */
  untilEndOfTurn: string[];
  /** Delayed triggered abilities created and still waiting (404.4); the state JSON has no place for them. */
  delayed: Array<{ condition: string; effect: string; controller: string; refers: string[]; once: boolean }>;
  log: LogEntry[];
  state: Record<string, unknown>;
}

export function answerRun(game: Game, q: Record<string, unknown>): RunAnswer {
  const actions = readActions(q.actions);
  const budget = q.budget === undefined ? DEFAULT_BUDGET : q.budget;
  if (typeof budget !== "number" || !Number.isInteger(budget) || budget < 1 || budget > MAX_BUDGET) {
    throw badInput(`budget: expected a whole number of loop steps from 1 to ${MAX_BUDGET}, not ${printable(budget)}`);
  }
  const e = createEngine(game.state, budget);
  let stopped: string | undefined;
  try {
    start(e);
    actions.forEach((a, i) => perform(e, a, `actions[${i}]`));
  } catch (err) {
    if (!(err instanceof BudgetExhausted)) throw err;
    stopped = err.message;
    note(e, "stop", "408.1b", `stopped: ${err.message}`);
  }
  return answerOf(game.kb, e, stopped);
}

function answerOf(kb: RulesSource, e: Engine, stopped: string | undefined): RunAnswer {
  const ids = (g: TargetRef[]) => g.map((t) => t.id);
  const cite = citer(kb);
  // A scenario's own action is no decision of the rules: it is logged without a citation.
  const log: LogEntry[] = e.log.map(({ n, event, rule, detail, unread }) => ({
    ...(rule === "" ? { n, event, rule, version: "", text: "", detail } : { n, event, ...cite(rule, detail) }),
    ...(unread ? { unread } : {}),
  }));
  return {
    ask: "run",
    settled: stopped === undefined,
    ...(stopped ? { stopped } : {}),
    ...(e.over ? { over: e.over } : {}),
    turn: { ...e.state.turn },
    priority: e.priority,
    stack: e.state.stack.map((s) => ({ id: s.id, source: s.source, ability: s.ability, controller: s.controller, targets: s.targets.map(ids) })),
    zones: Object.fromEntries(e.state.objects.map((o) => [o.id, o.zone])),
    life: Object.fromEntries(e.state.players.map((p) => [p.id, p.life])),
    tapped: e.state.objects.filter((o) => o.tapped).map((o) => o.id),
    counters: Object.fromEntries(e.state.objects.filter((o) => o.counters).map((o) => [o.id, o.counters])),
    untilEndOfTurn: e.untilEndOfTurn.map((x) => x.what()).filter((w): w is string => w !== null),
    delayed: e.delayed.map((d) => ({
      condition: d.condition.replaceAll("~", d.snapshot.name), effect: d.effect.replaceAll("~", d.snapshot.name), controller: d.controller, refers: ids(d.refers), once: d.once,
    })),
    log,
    state: writeState(e.state),
  };
}
