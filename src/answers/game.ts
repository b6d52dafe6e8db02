/**
 * A question's game: the board the judge reads (judge/board.ts: the state,
 * the abilities of the objects the question concerns, both as facts) with
 * what the answer needs to word and cite it: the knowledge base, and
 * whether the question named zones the modern way.
 */
import { openBoard, type Board } from "../judge/board";
import { badInput, printable, unsupported } from "../errors";
import type { RulesSource } from "./rules-source";
import { usesModernNames, zoneInfo, zoneNamed, zoneList, zoneWord } from "../state/zones";
import type { Ability, GameObject, GameState, Zone } from "../types";

export interface Game extends Board {
  kb: RulesSource;
  /** The question named zones the modern way (battlefield, exile): answer in its words. */
  modern: boolean;
}

/** `state`: a state read by state/read-state.ts; `scope`: ids of the objects the question concerns, null for all. */
export function openGame(kb: RulesSource, state: GameState, askedZones: string[] = [], scope: string[] | null = null): Game {
  const modern = usesModernNames([...state.objects.map((o) => o.zoneAsGiven), ...askedZones]);
  // Object.assign, not a spread: the board's facts stay unread until a query needs them.
  return Object.assign(openBoard(state, scope), { kb, modern });
}

/** A zone as the answer names it: the question's style (in-play or battlefield). */
export function zoneName(game: Game, zone: Zone): string {
  return zoneWord(zone, game.modern);
}

/**
 * The era's terms for the modern names the question used ({battlefield: "in
 * play", exile: "removed from the game"}), so answers say which term the
 * rules they cite use.
 */
export function eraTerms(game: Game): Record<string, string> | undefined {
  if (!game.modern) return undefined;
  return { battlefield: zoneInfo("in-play").term, exile: zoneInfo("removed").term };
}

export function objectOf(game: Game, id: unknown, path: string): GameObject {
  if (typeof id !== "string") throw badInput(`${path}: expected an object id (a string), not ${printable(id)}`);
  const o = game.state.objects.find((x) => x.id === id);
  if (!o) throw badInput(`${path}: "${id.slice(0, 60)}" is not the id of an object in the state`);
  return o;
}

export function abilityOf(game: Game, o: GameObject, index: unknown, path: string): Ability {
  const list = game.abilities.get(o.id);
  if (!list) throw new Error(`${o.id} is outside the question's scope`);
  if (typeof index !== "number" || !Number.isInteger(index) || index < 0) {
    throw badInput(`${path}: expected an ability index (0, 1, …), not ${printable(index)}`);
  }
  if (list.length === 0) throw badInput(`${path}: ${o.id} has no abilities (no text and no structured abilities)`);
  if (index >= list.length) {
    throw badInput(`${path}: ${o.id} has ${list.length} abilit${list.length === 1 ? "y" : "ies"} (indexes 0-${list.length - 1}, in the order of its text: ${list.map((a) => JSON.stringify(a.text.slice(0, 40))).join(", ").slice(0, 300)}); there is no ${index}`);
  }
  const a = list[index];
  // SPEC: an ability in a later era's terms with no mapping is refused, never answered about.
  if (a.kind === "unread" && a.unread?.startsWith("not supported:")) throw unsupported(`${path}: ${o.id}'s ability ${index} ("${a.text.slice(0, 80)}"): ${a.unread}`);
  return a;
}

export function zoneOf(value: unknown, path: string): Zone {
  const info = typeof value === "string" ? zoneNamed(value) : null;
  if (!info) throw badInput(`${path}: ${printable(value)} is not a zone (expected one of ${zoneList()})`);
  return info.zone;
}

/** What an answer says of the ability: its kind and what the reader inferred. */
export function abilitySummary(a: Ability): Record<string, unknown> {
  return {
    index: a.index,
    text: a.text,
    kind: a.kind,
    cost: a.cost,
    triggers: a.triggers,
    interveningIf: a.interveningIf,
    timing: a.timing,
    inferred: a.inferred,
    unread: a.unread,
    structured: a.structured,
  };
}
