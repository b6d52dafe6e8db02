/**
 * "Does this ability function here?" (`{"ask": "functions"}`) and "may it be
 * played now?" (`{"ask": "can-play"}`), answered by queries/functions.edn
 * and queries/can-play.edn over the game's facts, each decision cited with
 * the paragraph's text from the knowledge base (answers/citations.ts).
 */
import { wordCanPlay, wordFunctions } from "../engine/play-words";
import { badInput, printable } from "../errors";
import { canPlay, type PlayCheck } from "../judge/can-play";
import { functionBlockers, functionZones } from "../judge/functions";
import type { Because } from "../types";
import { cite } from "./citations";
import { effectCitations } from "./effects";
import { abilityOf, abilitySummary, eraTerms, objectOf, zoneName, zoneOf, type Game } from "./game";

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

export function answerFunctions(game: Game, q: Record<string, unknown>): FunctionsAnswer {
  const o = objectOf(game, q.object, "object");
  const a = abilityOf(game, o, q.ability, "ability");
  const asked = q.zone === undefined ? o.zone : zoneOf(q.zone, "zone");
  const zones = functionZones(game, o.id, a.index);
  const blockers = zones.has(asked) ? [] : functionBlockers(game, o.id, a.index, asked);
  return {
    ask: "functions",
    object: o.id,
    zone: zoneName(game, asked),
    functions: zones.has(asked),
    zones: [...zones.keys()].map((z) => zoneName(game, z)),
    ability: abilitySummary(a),
    because: wordFunctions(o, a, zones, asked, blockers, (z) => zoneName(game, z)).map((b) => cite(game.kb, b.rule, b.detail)),
    terms: eraTerms(game),
  };
}

/* ---- can-play ---- */

export interface CanPlayAnswer {
  ask: "can-play";
  object: string;
  player: string;
  canPlay: boolean;
  checks: PlayCheck[];
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
  const verdict = canPlay(game, o, a.index, player);
  const worded = wordCanPlay(game.state, o, a, player, verdict, (z) => zoneName(game, z));
  const cited = (list: typeof worded.because) => list.map((b) => cite(game.kb, b.rule, b.detail));
  return {
    ask: "can-play", object: o.id, player, canPlay: verdict.canPlay, checks: verdict.checks, refusals: cited(worded.refusals),
    ability: abilitySummary(a), because: [...cited(worded.because), ...effectCitations(game, o.id)], terms: eraTerms(game),
  };
}
