/**
 * "Does this ability function here?" (`{"ask": "functions"}`) and "may it be
 * played now?" (`{"ask": "can-play"}`), answered by queries/functions.edn
 * and queries/can-play.edn over the game's facts, each decision cited with
 * the paragraph's text from the knowledge base (answers/citations.ts).
 */
import { runQuery } from "../db/queries";
import { badInput, printable } from "../errors";
import { compareNumbers } from "../rules/numbers";
import { stepInfo } from "../state/steps";
import type { Ability, Because, GameObject, Zone } from "../types";
import { cite } from "./citations";
import { abilityOf, abilitySummary, eraTerms, objectOf, zoneName, zoneOf, type Game } from "./game";

/** Why a rule puts an ability in its zones (402.8, 402.8a-h), worded for the answer. */
const FUNCTIONS_BECAUSE: Record<string, (zones: string, a: Ability, o: GameObject) => string> = {
  "402.8": (zones, a, o) =>
    o.types.includes("instant") || o.types.includes("sorcery")
      ? `${o.name} is an ${o.types.includes("instant") ? "instant" : "sorcery"}: its abilities function while it is not in play (${zones})`
      : a.kind === "triggered"
        ? `a trigger condition of ${o.name} that is not an exception triggers in play (${zones})`
        : `${o.name} is not an instant or sorcery and no exception of 402.8a-h applies: the ability functions only in play (${zones})`,
  "402.8a": (zones) => `a characteristic-defining ability functions in all zones (${zones})`,
  "402.8b": (zones) => `the ability states the zones it functions in: ${zones}`,
  "402.8c": (zones, _a, o) => `it modifies what ${o.name} costs to play, so it functions on the stack (${zones})`,
  "402.8d": (zones, _a, o) => `it restricts or modifies how ${o.name} is played, so it functions where ${o.name} can be played from (${zones})`,
  "402.8e": (_zones, _a, o) => `it modifies how ${o.name} comes into play, so it functions as ${o.name} is coming into play`,
  "402.8f": (zones) => `its cost cannot be paid while the object is in play, so it functions where the cost can be paid (${zones})`,
  "402.8g": (zones) => `a trigger condition that can trigger only outside play triggers from that zone (${zones})`,
  "402.8h": (zones, _a, o) => `it moves ${o.name} out of a zone, so it functions only there (${zones})`,
};

export interface FunctionsAnswer {
  ask: "functions";
  object: string;
  zone: string;
  functions: boolean;
  zones: string[];
  ability: Record<string, unknown>;
  because: Because[];
  terms?: Record<string, string>;
}

/** Zones where the ability functions, each with the rules that put it there. */
export function functionZones(game: Game, o: GameObject, a: Ability): Map<Zone, string[]> {
  const rows = runQuery(game.db, "functions", "functions", o.id, a.index) as Array<[Zone, string]>;
  const zones = new Map<Zone, string[]>();
  for (const [zone, rule] of rows) zones.set(zone, [...(zones.get(zone) ?? []), rule].sort(compareNumbers));
  return new Map([...zones].sort((x, y) => order(x[0]) - order(y[0])));
}

function order(zone: Zone): number {
  return ["library", "hand", "graveyard", "in-play", "stack", "removed"].indexOf(zone);
}

/** The citations for where an ability functions and, if asked about a zone it does not function in, why not. */
export function functionsBecause(game: Game, o: GameObject, a: Ability, zones: Map<Zone, string[]>, asked: Zone): Because[] {
  const byRule = new Map<string, Zone[]>();
  for (const [zone, rules] of zones) for (const r of rules) byRule.set(r, [...(byRule.get(r) ?? []), zone]);
  const words = (rule: string) => a.inferred.find((i) => i.rule === rule);
  const because: Because[] = [];
  if (!zones.has(asked)) {
    const blockers = (runQuery(game.db, "functions", "blockers", o.id, a.index, asked) as Array<[string]>).map(([r]) => r).sort(compareNumbers);
    for (const rule of blockers) {
      const from = words(rule);
      const reason = from ? `"${from.from}" — ${from.fact}` : FUNCTIONS_BECAUSE[rule](names(game, [...zones.keys()]), a, o);
      because.push(cite(game.kb, rule, `does not function in ${zoneName(game, asked)}: ${reason}`));
    }
  }
  for (const [rule, list] of [...byRule].sort((x, y) => Number(y[1].includes(asked)) - Number(x[1].includes(asked)) || compareNumbers(x[0], y[0]))) {
    const from = words(rule);
    const detail = FUNCTIONS_BECAUSE[rule](names(game, list), a, o);
    because.push(cite(game.kb, rule, from ? `${detail}; read from "${from.from}"` : detail));
  }
  return because;
}

function names(game: Game, zones: Zone[]): string {
  return zones.map((z) => zoneName(game, z)).join(", ") || "no zone";
}

export function answerFunctions(game: Game, q: Record<string, unknown>): FunctionsAnswer {
  const o = objectOf(game, q.object, "object");
  const a = abilityOf(game, o, q.ability, "ability");
  const asked = q.zone === undefined ? o.zone : zoneOf(q.zone, "zone");
  const zones = functionZones(game, o, a);
  return {
    ask: "functions",
    object: o.id,
    zone: zoneName(game, asked),
    functions: zones.has(asked),
    zones: [...zones.keys()].map((z) => zoneName(game, z)),
    ability: abilitySummary(a),
    because: functionsBecause(game, o, a, zones, asked),
    terms: eraTerms(game),
  };
}

/* ---- can-play ---- */

interface Check {
  rule: string;
  check: string;
  ok: boolean;
}

/** Each check of queries/can-play.edn, worded for the answer. */
const CHECK_DETAIL: Record<string, (ok: boolean, c: { game: Game; o: GameObject; a: Ability; player: string }) => string> = {
  activated: (ok, { a }) => (ok ? `"${a.cost}: …" is an activated ability` : `a ${a.kind} ability is not played; only activated abilities are`),
  untapped: (ok, { o }) => (ok ? `${o.name} is untapped, so the {T} in the cost can be paid` : `${o.name} is tapped, so the {T} in its cost cannot be paid`),
  controller: (ok, { o, player }) => (ok ? `${player} controls ${o.name}` : `${o.name} is controlled by ${o.controller}, not ${player}`),
  owner: (ok, { o, player }) => (ok ? `${o.name} has no controller outside play, and ${player} owns it` : `${o.name} has no controller outside play and is owned by ${o.owner}, not ${player}`),
  "controlled-since-turn-start": (ok, { game, o }) => {
    const p = game.state.players.findIndex((x) => x.id === o.controller);
    const n = game.state.players.length;
    const active = game.state.players.findIndex((x) => x.id === game.state.turn.active);
    const last = Math.max(0, game.state.turn.number - ((active - p + n) % n));
    return ok
      ? `${o.controller} has controlled ${o.name} since ${o.controlledSinceTurn === 0 ? "before the first turn" : `turn ${o.controlledSinceTurn}`}, before the start of their most recent turn (${last})`
      : `${o.name} came under ${o.controller}'s control in turn ${o.controlledSinceTurn}, not before the start of their most recent turn (${last}), and it has no haste`;
  },
  haste: (_ok, { o }) => `${o.name} has haste, so the tap-symbol restriction does not apply (502.5)`,
  "during-your-upkeep": (ok, { game, player }) =>
    ok ? `it is ${player}'s upkeep` : `the ability says "only during your upkeep", and it is the ${game.state.turn.step} step of ${game.state.turn.active}'s turn`,
  "once-each-turn": () => `"only once each turn": the state does not record earlier plays this turn, so none is assumed`,
  "sorcery-timing": (ok, { game, player }) => {
    if (ok) return `it is ${player}'s main phase and the stack is empty, so a sorcery could be played`;
    const t = game.state.turn;
    const why = [
      t.active !== player ? `it is ${t.active}'s turn` : null,
      !stepInfo(t.step).main ? `the ${t.step} step is not a main phase` : null,
      game.state.stack.length || game.state.objects.some((x) => x.zone === "stack") ? "the stack is not empty" : null,
    ].filter(Boolean);
    return `"only any time you could play a sorcery": ${why.join(", ")}`;
  },
  "instant-timing": () => `"only any time you could play an instant": whenever the player has priority`,
};

export interface CanPlayAnswer {
  ask: "can-play";
  object: string;
  player: string;
  canPlay: boolean;
  checks: Check[];
  /** The reasons it cannot be played now (empty when it can): the zone, then each failed check. */
  refusals: Because[];
  ability: Record<string, unknown>;
  because: Because[];
  terms?: Record<string, string>;
}

export function answerCanPlay(game: Game, q: Record<string, unknown>): CanPlayAnswer {
  const o = objectOf(game, q.object, "object");
  const a = abilityOf(game, o, q.ability, "ability");
  let player = o.controller ?? o.owner;
  if (q.player !== undefined) {
    if (typeof q.player !== "string" || !game.state.players.some((p) => p.id === q.player)) {
      throw badInput(`player: ${printable(q.player)} is not one of the players (${game.state.players.map((p) => p.id).join(", ")})`);
    }
    player = q.player;
  }
  const zones = functionZones(game, o, a);
  const functions = zones.has(o.zone);
  const checks = (runQuery(game.db, "can-play", "checks", o.id, a.index, player) as Array<[string, string, boolean]>)
    .map(([rule, check, ok]) => ({ rule, check, ok }))
    .sort((x, y) => compareNumbers(x.rule, y.rule) || x.check.localeCompare(y.check));
  const canPlay = functions && checks.every((c) => c.ok);
  const ctx = { game, o, a, player };
  const failed = checks.filter((c) => !c.ok);
  const refusals: Because[] = [];
  if (!functions) refusals.push(...functionsBecause(game, o, a, zones, o.zone).filter((b) => b.detail.startsWith("does not")));
  for (const c of failed) refusals.push(cite(game.kb, c.rule, CHECK_DETAIL[c.check](c.ok, ctx)));
  const because: Because[] = [...refusals];
  for (const c of checks.filter((x) => x.ok)) because.push(cite(game.kb, c.rule, CHECK_DETAIL[c.check](c.ok, ctx)));
  if (functions) because.push(...functionsBecause(game, o, a, zones, o.zone).slice(0, 1));
  return { ask: "can-play", object: o.id, player, canPlay, checks, refusals, ability: abilitySummary(a), because, terms: eraTerms(game) };
}
