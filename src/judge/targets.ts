/**
 * Runner of queries/targets.edn (409.1c, 413.2a, 415): whether each chosen
 * target is legal when a spell or ability is announced or as it resolves.
 * The query gives the reasons a target is illegal; the decisions on the
 * whole are here, as data: the number of targets each instance of the
 * word "target" needs (409.1c), and "countered" (every target illegal,
 * 413.2a).
 */
import { withTargeting } from "../db/game-facts";
import { runQuery } from "../db/queries";
import { badInput } from "../errors";
import type { Ability, GameObject, StackItem, TargetRef } from "../types";
import type { Board } from "./board";

export type Moment = "announce" | "resolve";

/** The spell or ability whose targets are judged: an object's ability, or an item on the stack. */
export interface TargetSource {
  object: GameObject;
  ability: Ability;
  /** The spell's own object, when the spell itself targets (415.6). */
  spell: string | null;
  controller: string;
  item: StackItem | null;
}

export interface TargetVerdict {
  instance: number;
  object: string;
  legal: boolean;
  /** Why it is illegal: each rule and reason code of queries/targets.edn ("shroud", "protection:red", …). */
  reasons: Array<{ rule: string; reason: string }>;
}

/** 409.1c: an instance of the word "target" with the wrong number of targets chosen. */
export interface CountShortfall {
  instance: number;
  needed: number;
  upTo: boolean;
  chosen: number;
}

export interface TargetsVerdict {
  /** The ability has the word "target" at all (415.1, 415.2). */
  targeted: boolean;
  targets: TargetVerdict[];
  /** On announcement only. */
  counts: CountShortfall[];
  legal: boolean;
  /** On resolution only: every target illegal (413.2a). */
  countered: boolean;
}

export function judgeTargets(board: Board, source: TargetSource, chosen: TargetRef[][], moment: Moment): TargetsVerdict {
  const specs = source.ability.targets;
  if (specs.length === 0) {
    return { targeted: false, targets: [], counts: [], legal: !chosen.some((g) => g.length > 0), countered: false };
  }
  if (chosen.length > specs.length) {
    throw badInput(`targets: ${chosen.length} lists given, but "${source.ability.text}" uses the word "target" ${specs.length} time${specs.length > 1 ? "s" : ""}`);
  }
  const players = new Set(board.state.players.map((p) => p.id));
  const db = withTargeting(board.db, { source: source.object.id, spell: source.spell, controller: source.controller, moment, specs, chosen }, (id) => players.has(id));
  const rows = runQuery(db, "targets", "illegal") as Array<[number, number, string, string]>;
  const targets: TargetVerdict[] = chosen.flatMap((group, instance) => group.map((ref, position) => {
    const reasons = rows.filter(([i, p]) => i === instance && p === position).map(([, , rule, reason]) => ({ rule, reason }));
    return { instance, object: ref.id, legal: reasons.length === 0, reasons };
  }));
  const allLegal = targets.every((t) => t.legal);
  if (moment === "resolve") {
    // 413.2a: countered only if every target, for every instance, is illegal.
    return { targeted: true, targets, counts: [], legal: allLegal, countered: targets.length > 0 && !targets.some((t) => t.legal) };
  }
  // 409.1c: the required number of targets for each instance.
  const counts = specs
    .map((s, i) => ({ instance: i, needed: s.count, upTo: s.upTo, chosen: chosen[i]?.length ?? 0 }))
    .filter((c) => c.chosen > c.needed || (!c.upTo && c.chosen < c.needed));
  return { targeted: true, targets, counts, legal: allLegal && counts.length === 0, countered: false };
}
