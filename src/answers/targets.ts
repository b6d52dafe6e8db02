/**
 * `{"ask": "targets", "state", "source", "ability"?, "targets", "moment"}`:
 * whether each chosen target is legal when the spell or ability is
 * announced (409.1c, 415) or as it resolves (413.2a), and on resolution
 * whether it is countered. queries/targets.edn finds the reasons a target
 * is illegal; this module counts targets per instance (409.1c), words the
 * reasons and decides "countered" (every target illegal, 413.2a).
 */
import { describeTarget } from "../abilities/targets";
import { wordTargets } from "../engine/target-words";
import { badInput, printable } from "../errors";
import { judgeTargets, type Moment, type TargetSource } from "../judge/targets";
import { readTargetRef } from "../state/read-state";
import type { Because, GameObject, TargetRef } from "../types";
import { cite } from "./citations";
import { effectCitations } from "./effects";
import { abilityOf, objectOf, zoneName, type Game } from "./game";

export type { Moment, TargetSource };

export interface TargetAnswer {
  instance: number;
  object: string;
  legal: boolean;
  because: Because[];
}

export interface TargetsAnswer {
  ask: "targets";
  moment: Moment;
  source: string;
  ability: number;
  /** What each instance of the word "target" may be. */
  instances: Array<{ instance: number; words: string; may: string }>;
  legal: boolean;
  targets: TargetAnswer[];
  countered?: boolean;
  because: Because[];
}

/** The ids of the objects a targets question reads: the source and every object chosen. */
export function targetsScope(game: { state: Game["state"] }, q: Record<string, unknown>): string[] {
  const ids = new Set<string>();
  const item = game.state.stack.find((s) => s.id === q.source);
  if (item) {
    ids.add(item.source);
    for (const g of item.targets) for (const t of g) ids.add(t.id);
  } else if (typeof q.source === "string") ids.add(q.source);
  const walk = (v: unknown): void => {
    if (typeof v === "string") ids.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === "object" && v !== null && typeof (v as Record<string, unknown>).id === "string") ids.add((v as Record<string, string>).id);
  };
  walk(q.targets);
  return [...ids];
}

export function answerTargets(game: Game, q: Record<string, unknown>): TargetsAnswer {
  const moment = q.moment === undefined ? "announce" : q.moment;
  if (moment !== "announce" && moment !== "resolve") throw badInput(`moment: ${printable(moment)} is not a moment (expected "announce" or "resolve")`);
  const source = sourceOf(game, q);
  const chosen = q.targets === undefined && source.item ? source.item.targets : readChosen(game, q.targets);
  return checkTargets(game, source, chosen, moment);
}

function sourceOf(game: Game, q: Record<string, unknown>): TargetSource {
  const item = game.state.stack.find((s) => s.id === q.source) ?? null;
  if (item) {
    const object = objectOf(game, item.source, "source");
    const index = item.ability ?? (q.ability === undefined ? spellAbility(game, object) : q.ability);
    return { object, ability: abilityOf(game, object, index, "ability"), spell: item.ability === null ? object.id : null, controller: item.controller, item };
  }
  const object = objectOf(game, q.source, "source");
  const index = q.ability === undefined ? spellAbility(game, object) : q.ability;
  const ability = abilityOf(game, object, index, "ability");
  const spell = ability.kind === "spell" ? object.id : null;
  return { object, ability, spell, controller: object.controller ?? object.owner, item: null };
}

/**
 * The ability asked about when none is named: an instant's or sorcery's
 * spell ability (415.1: a triggered ability of the card does not make the
 * spell targeted), else the object's first ability with the word "target".
 */
function spellAbility(game: Game, o: GameObject): number {
  const list = game.abilities.get(o.id) ?? [];
  const spells = list.filter((a) => a.kind === "spell");
  const found = spells.find((a) => a.targets.length > 0) ?? spells[0] ?? list.find((a) => a.targets.length > 0);
  if (!found) throw badInput(`ability: ${o.id} has no ability with the word "target"; name the ability's index`);
  return found.index;
}

function readChosen(game: Game, value: unknown): TargetRef[][] {
  if (!Array.isArray(value)) throw badInput(`targets: expected a list with one list of ids for each instance of the word "target", such as [["bear"], ["forest"]]`);
  if (value.length > 16) throw badInput(`targets: ${value.length} lists; at most 16 instances of the word "target" are accepted`);
  const objects = new Map(game.state.objects.map((o) => [o.id, o]));
  const players = new Set(game.state.players.map((p) => p.id));
  return value.map((group, i) => {
    if (!Array.isArray(group)) throw badInput(`targets[${i}]: expected a list of the ids chosen for instance ${i} of the word "target", not ${printable(group)}`);
    if (group.length > 64) throw badInput(`targets[${i}]: ${group.length} targets; at most 64 are accepted`);
    return group.map((t, j) => readTargetRef(t, `targets[${i}][${j}]`, objects, players));
  });
}

/** The decision on each target (judge/targets.ts), worded (engine/target-words.ts) and cited. */
export function checkTargets(game: Game, source: TargetSource, chosen: TargetRef[][], moment: Moment): TargetsAnswer {
  const verdict = judgeTargets(game, source, chosen, moment);
  const worded = wordTargets(game.state, (z) => zoneName(game, z), source, moment, verdict);
  const instances = source.ability.targets.map((s) => ({ instance: s.instance, words: s.words, may: describeTarget(s) }));
  const targets = worded.targets.map((t) => ({ ...t, because: [...t.because.map((b) => cite(game.kb, b.rule, b.detail)), ...effectCitations(game, t.object)] }));
  const because = worded.because.map((b) => cite(game.kb, b.rule, b.detail));
  const countered = moment === "resolve" && verdict.targeted ? { countered: verdict.countered } : {};
  return { ask: "targets", moment, source: source.item?.id ?? source.object.id, ability: source.ability.index, instances, legal: verdict.legal, targets, ...countered, because };
}
