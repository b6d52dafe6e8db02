/**
 * `{"ask": "targets", "state", "source", "ability"?, "targets", "moment"}`:
 * whether each chosen target is legal when the spell or ability is
 * announced (409.1c, 415) or as it resolves (413.2a), and on resolution
 * whether it is countered. queries/targets.edn finds the reasons a target
 * is illegal; this module counts targets per instance (409.1c), words the
 * reasons and decides "countered" (every target illegal, 413.2a).
 */
import { describeTarget } from "../abilities/targets";
import { withTargeting } from "../db/game-facts";
import { runQuery } from "../db/queries";
import { badInput, printable } from "../errors";
import { readTargetRef } from "../state/read-state";
import type { Ability, Because, GameObject, StackItem, TargetRef } from "../types";
import { cite } from "./citations";
import { abilityOf, objectOf, zoneName, type Game } from "./game";

export type Moment = "announce" | "resolve";

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

/** The spell or ability a targets question is about: an object, or an item on the stack. */
export interface TargetSource {
  object: GameObject;
  ability: Ability;
  /** The spell's own object, when the spell itself targets (415.6). */
  spell: string | null;
  controller: string;
  item: StackItem | null;
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

/** Words for each reason queries/targets.edn gives. */
const REASONS: Record<string, (target: string, game: Game, spec: string, source: TargetSource) => string> = {
  "not-a-player-target": (t, _g, spec) => `${t} is a player, and the target must be ${spec}`,
  "not-an-opponent": (t, _g, spec) => `${t} is not an opponent of the spell's controller; the target must be ${spec}`,
  "not-an-object-target": (t, _g, spec) => `${t} is an object, and the target must be ${spec}`,
  "wrong-zone": (t, g, spec) => `${t} is in the ${zoneName(g, objectIn(g, t).zone)} zone, and the target must be ${spec}${/ in (?:a|your|an opponent's) |^spell|^.*\bspell$/.test(spec) ? "" : " in play"}`,
  "zone-owner": (t, _g, spec) => `${t} is not in the graveyard or hand "${spec}" names`,
  "new-object": (t) => `${t} has changed zones since it was chosen: it is a new object, not the one targeted`,
  type: (t, _g, spec) => `${t} does not fit "${spec}"`,
  "excluded-type": (t, _g, spec) => `${t} has a card type "${spec}" excludes`,
  color: (t, _g, spec) => `${t} does not have the colour of "${spec}"`,
  "excluded-color": (t, _g, spec) => `${t} has a colour "${spec}" excludes`,
  status: (t, _g, spec) => `${t} is not ${spec}`,
  controller: (t, _g, spec) => `${t} is not ${spec}`,
  another: (t) => `"another target": ${t} is the source itself`,
  itself: (t) => `${t} is the spell itself, on the stack`,
  shroud: (t) => `${t} has shroud`,
  repeated: (t) => `${t} is already chosen for this instance of the word "target"; it needs different targets`,
};

function objectIn(game: Game, id: string): GameObject {
  return game.state.objects.find((o) => o.id === id)!;
}

function reasonText(game: Game, reason: string, target: string, spec: string, source: TargetSource): string {
  if (reason.startsWith("protection:")) {
    const q = reason.slice("protection:".length);
    const what = source.spell ? `the spell ${source.object.name}` : `an ability of ${source.object.name}`;
    return `${target} has protection from ${q}, and ${what} ${source.spell ? "is" : "has a source that is"} ${q}`;
  }
  return (REASONS[reason] ?? ((t: string) => `${t}: ${reason}`))(target, game, spec, source);
}

/** The decision on each target, and the whole answer. */
export function checkTargets(game: Game, source: TargetSource, chosen: TargetRef[][], moment: Moment): TargetsAnswer {
  const specs = source.ability.targets;
  const because: Because[] = [];
  const instances = specs.map((s) => ({ instance: s.instance, words: s.words, may: describeTarget(s) }));
  if (specs.length === 0) {
    because.push(cite(game.kb, source.spell ? "415.1" : "415.2", `"${source.ability.text}" has no instance of the word "target": it is not targeted`));
    const extra = chosen.some((g) => g.length > 0);
    return { ask: "targets", moment, source: source.item?.id ?? source.object.id, ability: source.ability.index, instances, legal: !extra, targets: [], because };
  }
  if (chosen.length > specs.length) {
    throw badInput(`targets: ${chosen.length} lists given, but "${source.ability.text}" uses the word "target" ${specs.length} time${specs.length > 1 ? "s" : ""}`);
  }
  const players = new Set(game.state.players.map((p) => p.id));
  const db = withTargeting(game.db, { source: source.object.id, spell: source.spell, controller: source.controller, moment, specs, chosen }, (id) => players.has(id));
  const rows = runQuery(db, "targets", "illegal") as Array<[number, number, string, string]>;
  const targets: TargetAnswer[] = [];
  chosen.forEach((group, instance) => {
    const spec = describeTarget(specs[instance]);
    group.forEach((ref, position) => {
      const mine = rows.filter(([i, p]) => i === instance && p === position);
      const why = mine.map(([, , rule, reason]) => cite(game.kb, rule, reasonText(game, reason, ref.id, spec, source)));
      if (why.length === 0) {
        why.push(cite(game.kb, moment === "announce" ? "409.1c" : "413.2a", moment === "announce"
          ? `${ref.id} fits "${specs[instance].words}" (${spec})`
          : `${ref.id} is still a legal target for "${specs[instance].words}"`));
      }
      targets.push({ instance, object: ref.id, legal: mine.length === 0, because: why });
    });
  });
  let legal = targets.every((t) => t.legal);
  if (moment === "announce") {
    // 409.1c: the required number of targets, different ones for each instance.
    specs.forEach((s, i) => {
      const n = chosen[i]?.length ?? 0;
      if (n > s.count || (!s.upTo && n < s.count)) {
        legal = false;
        because.push(cite(game.kb, "409.1c", `"${s.words}" needs ${s.upTo ? "at most " : ""}${s.count} target${s.count > 1 ? "s" : ""}; ${n} chosen`));
      }
    });
    because.push(cite(game.kb, "409.1c", legal
      ? "every target is legal and each instance of the word \"target\" has its number of targets: the spell or ability may be played"
      : "a player can't play a spell or ability without the required number of legal targets"));
    return { ask: "targets", moment, source: source.item?.id ?? source.object.id, ability: source.ability.index, instances, legal, targets, because };
  }
  // 413.2a: countered only if every target, for every instance, is illegal.
  const countered = targets.length > 0 && targets.every((t) => !t.legal);
  because.push(cite(game.kb, "413.2a", countered
    ? "every target is now illegal, so the spell or ability is countered and none of its effects happen"
    : targets.some((t) => !t.legal)
      ? `not countered: ${targets.filter((t) => t.legal).map((t) => t.object).join(", ")} still legal, so it resolves, affecting only the legal targets`
      : "every target is still legal: it resolves normally"));
  if (countered) because.push(cite(game.kb, "414.1", source.spell ? "countering a spell moves it from the stack to its owner's graveyard" : "countering an ability removes it from the stack"));
  return { ask: "targets", moment, source: source.item?.id ?? source.object.id, ability: source.ability.index, instances, legal, targets, countered, because };
}
