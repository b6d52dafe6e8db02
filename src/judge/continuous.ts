/**
 * Runner of queries/continuous.edn (405.1, 418.4, 418.5a): once per board,
 * before any question is answered, the continuous effects of the static
 * abilities in the state are derived and written onto the objects they
 * apply to, so that targets, can-play, triggers and state-based effects see
 * the objects as the effects leave them.
 *
 * A grant counts only where its ability functions (queries/functions.edn,
 * 402.8: a static ability of a permanent, in play). Layer 6 (418.5a) is
 * summed here from the query's rows: the power and toughness set, else the
 * printed ones, plus counters, plus every modification.
 */
import { grantOf } from "../abilities/grants";
import { protectionQualities } from "../abilities/keywords";
import { withEffects, withGrants, type EffectRow, type GrantFacts } from "../db/continuous-facts";
import type { Db } from "../db/game-facts";
import { runQuery } from "../db/queries";
import type { Ability, GameState } from "../types";
import { abilitiesOf } from "./abilities";
import { functionZones } from "./functions";

/** Words a granting line has (a cheap test before reading an object's abilities): the verbs of grants.ts's predicates. */
const GRANT_WORDS = /\b(?:has|have|gets?)\b|\b(?:is|are) \d+\/\d+/;

/** Each state's sources, found once: a board's state is not changed after it is opened (engine.ts clones it). */
const sources = new WeakMap<GameState, string[]>();

/** The ids of the objects in play with a static ability read as a grant (src/abilities/grants.ts). */
export function grantSources(state: GameState): string[] {
  let ids = sources.get(state);
  if (!ids) {
    ids = state.objects
      .filter((o) => o.zone === "in-play" && GRANT_WORDS.test(o.text) && abilitiesOf(o).some((a) => a.kind === "static" && grantOf(a.text, o.name, o.chosen)))
      .map((o) => o.id);
    sources.set(state, ids);
  }
  return ids;
}

/** The board's facts with every continuous effect of a functioning grant written onto the objects. */
export function withContinuousEffects(db: Db, state: GameState, abilities: Map<string, Ability[]>): Db {
  const grants: GrantFacts[] = [];
  for (const o of state.objects) {
    if (o.zone !== "in-play" || !GRANT_WORDS.test(o.text)) continue;
    for (const a of abilities.get(o.id) ?? []) {
      const grant = a.kind === "static" ? grantOf(a.text, o.name, o.chosen) : null;
      if (grant && functionZones({ state, db }, o.id, a.index).has(o.zone)) grants.push({ source: o.id, index: a.index, grant, protection: protectionQualities(grant.keywords) });
    }
  }
  if (grants.length === 0) return db;
  // 418.5a: layer 4 is written first, so the later layers match the types it left.
  let facts = withGrants(db, grants);
  const typed = grants.some(({ grant: g }) => g.addTypes.length || g.addSubtypes.length || g.setPower !== null || g.setToughness !== null);
  const first = typed ? effectRows(facts, "layer-4") : [];
  facts = withEffects(facts, first, []);
  const later = effectRows(facts, "later-layers").filter((r) => !lostByLaterEffect(state, r));
  return withEffects(facts, later, totals(state, [...first, ...later]));
}

/**
 * 407.1 (402.9 in the 2008-10-01 release): when effects add and remove the
 * same ability, the most recent prevails. A state does not record when each
 * effect began; a keyword the state says an effect removed (`lost`, 407.3:
 * the loop's "loses flying") came from a resolving spell or ability, taken
 * here as later than the static ability of a permanent already in play.
 */
function lostByLaterEffect(state: GameState, r: EffectRow): boolean {
  if (r.attribute !== "keyword" && r.attribute !== "protection") return false;
  const lost = state.objects.find((o) => o.id === r.object)?.lost ?? [];
  return lost.includes(r.attribute === "keyword" ? String(r.value) : `protection from ${r.value}`);
}

function effectRows(db: Db, query: string): EffectRow[] {
  return (runQuery(db, "continuous", query) as Array<[number, string, number, string, string | number]>).map(([eid, object, grant, attribute, value]) => ({ eid, object, grant, attribute, value }));
}

/** Layer 6 (418.5a): each affected creature's power and toughness, set first, then modified. */
function totals(state: GameState, rows: EffectRow[]): Array<{ eid: number; power: number; toughness: number }> {
  const touched = new Map(rows.filter((r) => /power|toughness/.test(r.attribute)).map((r) => [r.object, r.eid]));
  return [...touched].flatMap(([id, eid]) => {
    const o = state.objects.find((x) => x.id === id)!;
    const of = (attribute: string) => rows.filter((r) => r.object === id && r.attribute === attribute).map((r) => Number(r.value));
    const set = (attribute: string, printed: number | null) => of(`set-${attribute}`).at(-1) ?? printed;
    const power = set("power", o.power);
    const toughness = set("toughness", o.toughness);
    if (power === null || toughness === null) return [];
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    return [{ eid, power: power + o.counters + sum(of("power")), toughness: toughness + o.counters + sum(of("toughness")) }];
  });
}

/** A continuous effect on an object: which ability of which object gives what. */
export interface EffectOn {
  source: string;
  index: number;
  attribute: string;
  value: string | number;
}

/** The continuous effects on `object` in the board's facts (queries/continuous.edn :on-object). */
export function effectsOn(board: { readonly db: Db }, object: string): EffectOn[] {
  return (runQuery(board.db, "continuous", "on-object", object) as Array<[string, number, string, string | number]>)
    .map(([source, index, attribute, value]) => ({ source, index, attribute, value }))
    .sort((x, y) => x.source.localeCompare(y.source) || x.index - y.index || x.attribute.localeCompare(y.attribute) || String(x.value).localeCompare(String(y.value)));
}
