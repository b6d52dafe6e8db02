/**
 * Priority and the turn (408.1b-c, 410.3): before a player receives
 * priority, state-based effects are checked, then triggered abilities go on
 * the stack in APNAP order, repeating until nothing new happens; when all
 * players pass in succession the top of the stack resolves (413) or, with
 * an empty stack, the step ends and the next begins. No player receives
 * priority in the untap step or the cleanup step.
 */
import { describeTarget } from "../abilities/targets";
import { apnapOrder } from "../judge/apnap";
import type { Board } from "../judge/board";
import { judgeTargets, type TargetSource } from "../judge/targets";
import { STEPS } from "../state/steps";
import type { Step, TargetRef } from "../types";
import {
  controllerOf, findObject, gameOf, newId, nextPlayer, note, tick, zoneName, type Engine, type Pending,
} from "./engine";
import { checkStateTriggers, draw, happen, untapObjects } from "./events";
import { resolveTop } from "./resolve";
import { stateBased } from "./state-based";
import { wordTargets } from "./target-words";

/** Gives `player` priority once state-based effects and triggers have settled (408.1b). */
export function givePriority(e: Engine, player: string): void {
  settle(e);
  if (e.over) {
    e.priority = null;
    return;
  }
  e.priority = player;
  note(e, "priority", "408.1c", `${player} receives priority`);
}

/** 408.1b, 410.3: state-based effects until none, then triggered abilities to the stack, until neither. */
function settle(e: Engine): void {
  for (;;) {
    tick(e, "checking state-based effects and triggered abilities");
    // One board for the three questions: none of them changes the game unless stateBased says it did.
    const board = gameOf(e);
    if (stateBased(e, board)) continue;
    if (e.over) return;
    checkStateTriggers(e, board);
    if (e.pending.length === 0) return;
    putTriggersOnStack(e, board);
  }
}

/** 410.3: each player in APNAP order puts his or her triggered abilities on the stack (the loop keeps the order they triggered in). `board`: the game now. */
function putTriggersOnStack(e: Engine, board: Board): void {
  const pending = e.pending;
  e.pending = [];
  for (const player of apnapOrder(board)) {
    for (const p of pending.filter((x) => x.controller === player)) {
      tick(e, "putting triggered abilities on the stack");
      const targets = chooseTargets(e, p);
      if (targets === null) continue;
      const id = newId(e, "ability");
      e.state.stack.push({ id, source: p.source.id, ability: p.ability.index, controller: player, targets });
      e.entries.set(id, { kind: "ability", ability: p.ability, snapshot: p.snapshot, source: p.source, context: p.context, refers: p.refers, flashback: false });
      const aimed = targets.length ? `, targeting ${targets.map((g) => g.map((t) => t.id).join(" and ")).join("; ")}` : "";
      note(e, "stack", "410.3", `${player} puts ${p.snapshot.name}'s triggered ability on the stack (${id})${aimed}`);
    }
  }
}

/**
 * 410.4: targets for a triggered ability as it goes on the stack: those a
 * scenario chose in advance ("choose" actions), else the first legal ones,
 * an opponent's before the controller's own. Null when no legal choice can
 * be made: the ability is removed from the stack.
 */
function chooseTargets(e: Engine, p: Pending): TargetRef[][] | null {
  const specs = p.ability.targets;
  if (specs.length === 0) return [];
  const source = findObject(e, p.source.id) ?? p.snapshot;
  const aim: TargetSource = { object: source, ability: p.ability, spell: null, controller: p.controller, item: null };
  const at = e.choices.findIndex((c) => c.object === p.source.id && (c.ability === null || c.ability === p.ability.index));
  let chosen: TargetRef[][];
  if (at >= 0) {
    chosen = e.choices[at].targets;
    e.choices.splice(at, 1);
  } else {
    chosen = specs.map((spec, i) => {
      const own = (id: string) => {
        const o = findObject(e, id);
        return (o ? controllerOf(o) : id) === p.controller;
      };
      const candidates = [
        ...(spec.objects ? e.state.objects.filter((o) => o.zone === spec.zone) : []).map((o) => ({ id: o.id, zoneChanges: o.zoneChanges })),
        ...(spec.players !== "none" ? e.state.players.map((x) => ({ id: x.id, zoneChanges: null })) : []),
      ].sort((a, b) => Number(own(a.id)) - Number(own(b.id)));
      const trial = specs.map((_, j) => (j === i ? candidates : []));
      const verdict = judgeTargets(gameOf(e, [source.id, ...candidates.map((c) => c.id)]), aim, trial, "announce");
      return candidates.filter((c) => verdict.targets.find((t) => t.object === c.id)?.legal).slice(0, spec.count);
    });
  }
  const verdict = judgeTargets(gameOf(e, [source.id, ...chosen.flat().map((t) => t.id)]), aim, chosen, "announce");
  if (!verdict.legal && at >= 0) {
    // The targets chosen in advance are not legal now (409.1c): the loop chooses instead.
    const worded = wordTargets(e.state, (z) => zoneName(e, z), aim, "announce", verdict);
    note(e, "stack", "409.1c", `the targets chosen in advance for ${p.snapshot.name}'s triggered ability are not legal now (${worded.targets.filter((t) => !t.legal).map((t) => t.because[0].detail).join("; ")}); the loop chooses its own`);
    return chooseTargets(e, p);
  }
  if (!verdict.legal) {
    const wanted = specs.map(describeTarget).join("; ");
    note(e, "stack", "410.4", `no legal choice of targets (${wanted}) for ${p.snapshot.name}'s triggered ability: it is removed from the stack`);
    return null;
  }
  return chosen;
}

/** The player with priority passes (408.1c). */
export function pass(e: Engine): void {
  const who = e.priority!;
  note(e, "pass", "408.1c", `${who} passes`);
  e.passes++;
  if (e.passes < e.state.players.length) {
    givePriority(e, nextPlayer(e, who));
    return;
  }
  e.passes = 0;
  if (e.state.stack.length) {
    resolveTop(e);
    givePriority(e, e.state.turn.active);
  } else {
    advance(e);
  }
}

/** The step ends and the next begins; after cleanup, the next player's turn (408.1c). */
export function advance(e: Engine): void {
  const at = STEPS.findIndex((s) => s.step === e.state.turn.step);
  if (at === STEPS.length - 1) {
    e.state.turn.number++;
    e.state.turn.active = nextPlayer(e, e.state.turn.active);
    e.landsPlayed = 0;
    beginStep(e, "untap");
    return;
  }
  beginStep(e, STEPS[at + 1].step);
}

export function beginStep(e: Engine, step: Step): void {
  tick(e, `beginning the ${step} step`);
  e.priority = null;
  e.passes = 0;
  e.state.turn.step = step;
  const active = e.state.turn.active;
  if (step === "beginning-of-combat" || step === "untap") e.combat = { blocked: new Set(), blocking: new Set() };
  note(e, "step", "408.1c", `the ${step} step of turn ${e.state.turn.number} (${active}'s) begins`);
  if (step === "untap") {
    untapObjects(e, e.state.objects.filter((o) => o.zone === "in-play" && controllerOf(o) === active), "the untap step");
    note(e, "step", "408.1c", "no player receives priority during the untap step");
    advance(e);
    return;
  }
  if (step === "cleanup") {
    for (const o of e.state.objects) {
      o.damage = 0;
      o.damagedBy = [];
    }
    for (const effect of e.untilEndOfTurn.splice(0)) effect.undo();
    note(e, "step", "408.1c", "damage and \"until end of turn\" effects wear off in the cleanup step, and players usually do not receive priority during it");
    advance(e);
    return;
  }
  if (step === "draw") draw(e, active, 1);
  happen(e, { kind: "step-begins", step }, () => {});
  givePriority(e, active);
}
