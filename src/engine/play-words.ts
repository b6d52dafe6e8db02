/**
 * The words for where an ability functions (judge/functions.ts, 402.8) and
 * whether it may be played now (judge/can-play.ts, 403), shared by the
 * loop's refusals and the functions and can-play answers (which cite them).
 * Words only; every decision is the judge's.
 */
import type { CanPlay } from "../judge/can-play";
import { compareNumbers } from "../rules/numbers";
import { stepInfo } from "../state/steps";
import type { Ability, GameObject, GameState, Zone } from "../types";
import type { Worded, ZoneWords } from "./target-words";

/** Why a rule puts an ability in its zones (402.8, 402.8a-h). */
const FUNCTIONS_BECAUSE: Record<string, (zones: string, a: Ability, o: GameObject) => string> = {
  "402.8": (zones, a, o) =>
    o.types.includes("instant") || o.types.includes("sorcery")
      ? `${o.name} is an ${o.types.includes("instant") ? "instant" : "sorcery"}: its abilities function while it is not in play (${zones})`
      : a.kind === "triggered"
        ? `a trigger condition of ${o.name} that is not an exception triggers in play (${zones})`
        : `${o.name} is not an instant or sorcery and no exception of 402.8a-h applies: the ability functions only in play (${zones})`,
  "401.3": (zones, _a, o) => `an instruction of ${o.name} is followed as the spell resolves, so it functions only there (${zones})`,
  "402.2": () => "an instruction of an instant or sorcery is none of the three categories of abilities (activated, triggered, static)",
  "402.8a": (zones) => `a characteristic-defining ability functions in all zones (${zones})`,
  "402.8b": (zones) => `the ability states the zones it functions in: ${zones}`,
  "402.8c": (zones, _a, o) => `it modifies what ${o.name} costs to play, so it functions on the stack (${zones})`,
  "402.8d": (zones, _a, o) => `it restricts or modifies how ${o.name} is played, so it functions where ${o.name} can be played from (${zones})`,
  "402.8e": (_zones, _a, o) => `it modifies how ${o.name} comes into play, so it functions as ${o.name} is coming into play`,
  "402.8f": (zones) => `its cost cannot be paid while the object is in play, so it functions where the cost can be paid (${zones})`,
  "402.8g": (zones) => `a trigger condition that can trigger only outside play triggers from that zone (${zones})`,
  "402.8h": (zones, _a, o) => `it moves ${o.name} out of a zone, so it functions only there (${zones})`,
};

/** Where an ability functions and, if asked about a zone it does not function in, why not (`blockers`, the judge's rules for that zone). */
export function wordFunctions(o: GameObject, a: Ability, zones: Map<Zone, string[]>, asked: Zone, blockers: string[], zone: ZoneWords): Worded[] {
  const names = (list: Zone[]) => list.map(zone).join(", ") || "no zone";
  const byRule = new Map<string, Zone[]>();
  for (const [z, rules] of zones) for (const r of rules) byRule.set(r, [...(byRule.get(r) ?? []), z]);
  const words = (rule: string) => a.inferred.find((i) => i.rule === rule);
  const out: Worded[] = [];
  if (!zones.has(asked)) {
    for (const rule of blockers) {
      const from = words(rule);
      const reason = from ? `"${from.from}" — ${from.fact}` : FUNCTIONS_BECAUSE[rule](names([...zones.keys()]), a, o);
      out.push({ rule, detail: `does not function in ${zone(asked)}: ${reason}` });
    }
  }
  for (const [rule, list] of [...byRule].sort((x, y) => Number(y[1].includes(asked)) - Number(x[1].includes(asked)) || compareNumbers(x[0], y[0]))) {
    const from = words(rule);
    const detail = FUNCTIONS_BECAUSE[rule](names(list), a, o);
    out.push({ rule, detail: from ? `${detail}; read from "${from.from}"` : detail });
  }
  return out;
}

interface CheckContext {
  state: GameState;
  o: GameObject;
  a: Ability;
  player: string;
}

/** Each check of queries/can-play.edn. */
const CHECK_DETAIL: Record<string, (ok: boolean, c: CheckContext) => string> = {
  activated: (ok, { a }) => (ok ? `"${a.cost}: …" is an activated ability` : `a ${a.kind} ability is not played; only activated abilities are`),
  untapped: (ok, { o }) => (ok ? `${o.name} is untapped, so the {T} in the cost can be paid` : `${o.name} is tapped, so the {T} in its cost cannot be paid`),
  controller: (ok, { o, player }) => (ok ? `${player} controls ${o.name}` : `${o.name} is controlled by ${o.controller}, not ${player}`),
  owner: (ok, { o, player }) => (ok ? `${o.name} has no controller outside play, and ${player} owns it` : `${o.name} has no controller outside play and is owned by ${o.owner}, not ${player}`),
  "controlled-since-turn-start": (ok, { state, o }) => {
    const p = state.players.findIndex((x) => x.id === o.controller);
    const n = state.players.length;
    const active = state.players.findIndex((x) => x.id === state.turn.active);
    const last = Math.max(0, state.turn.number - ((active - p + n) % n));
    return ok
      ? `${o.controller} has controlled ${o.name} since ${o.controlledSinceTurn === 0 ? "before the first turn" : `turn ${o.controlledSinceTurn}`}, before the start of their most recent turn (${last})`
      : `${o.name} came under ${o.controller}'s control in turn ${o.controlledSinceTurn}, not before the start of their most recent turn (${last}), and it has no haste`;
  },
  haste: (_ok, { o }) => `${o.name} has haste, so the tap-symbol restriction does not apply (502.5)`,
  "during-your-upkeep": (ok, { state, player }) =>
    ok ? `it is ${player}'s upkeep` : `the ability says "only during your upkeep", and it is the ${state.turn.step} step of ${state.turn.active}'s turn`,
  "once-each-turn": () => `"only once each turn": the state does not record earlier plays this turn, so none is assumed`,
  "sorcery-timing": (ok, { state, player }) => {
    if (ok) return `it is ${player}'s main phase and the stack is empty, so a sorcery could be played`;
    const t = state.turn;
    const why = [
      t.active !== player ? `it is ${t.active}'s turn` : null,
      !stepInfo(t.step).main ? `the ${t.step} step is not a main phase` : null,
      state.stack.length || state.objects.some((x) => x.zone === "stack") ? "the stack is not empty" : null,
    ].filter(Boolean);
    return `"only any time you could play a sorcery": ${why.join(", ")}`;
  },
  "instant-timing": () => `"only any time you could play an instant": whenever the player has priority`,
};

/** Why `player` may or may not play the ability now: the refusals (the zone, then each failed check), and every reason. */
export function wordCanPlay(state: GameState, o: GameObject, a: Ability, player: string, verdict: CanPlay, zone: ZoneWords): { refusals: Worded[]; because: Worded[] } {
  const c = { state, o, a, player };
  const refusals: Worded[] = verdict.functions ? [] : wordFunctions(o, a, verdict.zones, o.zone, verdict.blockers, zone).filter((b) => b.detail.startsWith("does not"));
  for (const check of verdict.checks.filter((x) => !x.ok)) refusals.push({ rule: check.rule, detail: CHECK_DETAIL[check.check](false, c) });
  const because = [...refusals];
  for (const check of verdict.checks.filter((x) => x.ok)) because.push({ rule: check.rule, detail: CHECK_DETAIL[check.check](true, c) });
  if (verdict.functions) because.push(...wordFunctions(o, a, verdict.zones, o.zone, [], zone).slice(0, 1));
  return { refusals, because };
}
