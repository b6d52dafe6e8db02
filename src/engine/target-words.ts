/**
 * The words for a verdict of judge/targets.ts, shared by the loop's log and
 * the targets answer (which cites each of them): why each target is legal
 * or not, the number of targets (409.1c), and whether the spell or ability
 * is countered (413.2a, 414.1). Words only; every decision is the judge's.
 */
import { describeTarget } from "../abilities/targets";
import type { Moment, TargetSource, TargetsVerdict } from "../judge/targets";
import type { GameObject, GameState, Zone } from "../types";

/** A decision in words, with the rule that made it; answers cite it, the loop logs it. */
export interface Worded {
  rule: string;
  detail: string;
}

/** How a state's zones are named in the words (the era's names, or the modern ones the question used). */
export type ZoneWords = (zone: Zone) => string;

export interface TargetsWorded {
  targets: Array<{ instance: number; object: string; legal: boolean; because: Worded[] }>;
  because: Worded[];
}

/** Words for each reason queries/targets.edn gives. */
const REASONS: Record<string, (target: string, c: { state: GameState; zone: ZoneWords }, spec: string) => string> = {
  "not-a-player-target": (t, _c, spec) => `${t} is a player, and the target must be ${spec}`,
  "not-an-opponent": (t, _c, spec) => `${t} is not an opponent of the spell's controller; the target must be ${spec}`,
  "not-an-object-target": (t, _c, spec) => `${t} is an object, and the target must be ${spec}`,
  "wrong-zone": (t, c, spec) => `${t} is in the ${c.zone(objectIn(c.state, t).zone)} zone, and the target must be ${spec}${/ in (?:a|your|an opponent's) |^spell|^.*\bspell$/.test(spec) ? "" : " in play"}`,
  "zone-owner": (t, _c, spec) => `${t} is not in the graveyard or hand "${spec}" names`,
  "new-object": (t) => `${t} has changed zones since it was chosen: it is a new object, not the one targeted`,
  type: (t, _c, spec) => `${t} does not fit "${spec}"`,
  "excluded-type": (t, _c, spec) => `${t} has a card type "${spec}" excludes`,
  color: (t, _c, spec) => `${t} does not have the colour of "${spec}"`,
  "excluded-color": (t, _c, spec) => `${t} has a colour "${spec}" excludes`,
  status: (t, _c, spec) => `${t} is not ${spec}`,
  controller: (t, _c, spec) => `${t} is not ${spec}`,
  another: (t) => `"another target": ${t} is the source itself`,
  itself: (t) => `${t} is the spell itself, on the stack`,
  shroud: (t) => `${t} has shroud`,
  repeated: (t) => `${t} is already chosen for this instance of the word "target"; it needs different targets`,
};

function objectIn(state: GameState, id: string): GameObject {
  return state.objects.find((o) => o.id === id)!;
}

function reasonText(c: { state: GameState; zone: ZoneWords }, reason: string, target: string, spec: string, source: TargetSource): string {
  if (reason.startsWith("protection:")) {
    const q = reason.slice("protection:".length);
    const what = source.spell ? `the spell ${source.object.name}` : `an ability of ${source.object.name}`;
    return `${target} has protection from ${q}, and ${what} ${source.spell ? "is" : "has a source that is"} ${q}`;
  }
  return (REASONS[reason] ?? ((t: string) => `${t}: ${reason}`))(target, c, spec);
}

export function wordTargets(state: GameState, zone: ZoneWords, source: TargetSource, moment: Moment, verdict: TargetsVerdict): TargetsWorded {
  const specs = source.ability.targets;
  if (!verdict.targeted) {
    return { targets: [], because: [{ rule: source.spell ? "415.1" : "415.2", detail: `"${source.ability.text}" has no instance of the word "target": it is not targeted` }] };
  }
  const c = { state, zone };
  const targets = verdict.targets.map((t) => {
    const spec = describeTarget(specs[t.instance]);
    const because = t.reasons.map((r) => ({ rule: r.rule, detail: reasonText(c, r.reason, t.object, spec, source) }));
    if (t.legal) {
      because.push(moment === "announce"
        ? { rule: "409.1c", detail: `${t.object} fits "${specs[t.instance].words}" (${spec})` }
        : { rule: "413.2a", detail: `${t.object} is still a legal target for "${specs[t.instance].words}"` });
    }
    return { instance: t.instance, object: t.object, legal: t.legal, because };
  });
  if (moment === "announce") {
    const because: Worded[] = verdict.counts.map((n) => ({
      rule: "409.1c", detail: `"${specs[n.instance].words}" needs ${n.upTo ? "at most " : ""}${n.needed} target${n.needed > 1 ? "s" : ""}; ${n.chosen} chosen`,
    }));
    because.push({ rule: "409.1c", detail: verdict.legal
      ? "every target is legal and each instance of the word \"target\" has its number of targets: the spell or ability may be played"
      : "a player can't play a spell or ability without the required number of legal targets" });
    return { targets, because };
  }
  const because: Worded[] = [{ rule: "413.2a", detail: verdict.countered
    ? "every target is now illegal, so the spell or ability is countered and none of its effects happen"
    : targets.some((t) => !t.legal)
      ? `not countered: ${targets.filter((t) => t.legal).map((t) => t.object).join(", ")} still legal, so it resolves, affecting only the legal targets`
      : "every target is still legal: it resolves normally" }];
  if (verdict.countered) because.push({ rule: "414.1", detail: source.spell ? "countering a spell moves it from the stack to its owner's graveyard" : "countering an ability removes it from the stack" });
  return { targets, because };
}
