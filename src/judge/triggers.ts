/**
 * Runner of queries/triggers.edn (404, 410): what an event triggers, with
 * the state as it was just before it. The query of the event's kind matches the trigger
 * conditions (read by abilities/conditions.ts) against the event, on the
 * game before the event for leaves-play conditions (410.10d) and on the
 * game after it for all others (410.10b); here the occurrences are
 * counted (410.6), an intervening "if" is checked as the event occurs
 * (404.3, 410.8, queries/intervening.edn through intervening.ts), and the
 * result is put in APNAP order (410.3, queries/apnap.edn through apnap.ts).
 */
import { conditionsWaiting, eventWorlds } from "../db/game-facts";
import { runQuery } from "../db/queries";
import type { GameEvent } from "../state/read-event";
import { apnapRanks } from "./apnap";
import { remembered, type Board } from "./board";
import { afterWithEffects } from "./event-effects";
import { clausesHold } from "./intervening";

export interface Triggered {
  object: string;
  ability: number;
  controller: string;
  /** 410.6: once for each occurrence of the event the condition matches. */
  times: number;
  /** A leaves-play condition, matched on the game before the event (410.10d). */
  lookBack: boolean;
  /** The rules of queries/triggers.edn that matched it (404.1, 410.9a-e). */
  rules: string[];
  /** Its intervening "if" as the event occurs: true, or null when it has none or the reader cannot evaluate it. */
  intervening: boolean | null;
}

export interface TriggersVerdict {
  /** In APNAP order (410.3), then in the order of the objects in the state, then by ability. */
  triggered: Triggered[];
  /** Abilities the event matches whose intervening "if" is false as it occurs: they do not trigger (410.8). */
  interveningFalse: Array<{ object: string; ability: number }>;
}

/** What `event` triggers on `board`, the state just before it (the whole board as facts); once per board content and event. */
export function judgeTriggers(board: Board, event: GameEvent): TriggersVerdict {
  return remembered(board, `triggers|${JSON.stringify(event)}`, () => decide(board, event));
}

function decide(board: Board, event: GameEvent): TriggersVerdict {
  const waiting = conditionsWaiting(board.db, event.kind);
  if (!waiting.lookBack && !waiting.after) return { triggered: [], interveningFalse: [] };
  const worlds = eventWorlds(board.db, event);
  const { before } = worlds;
  const after = afterWithEffects(board, event) ?? worlds.after;
  const rows = [
    ...(waiting.lookBack ? runQuery(before, "triggers", event.kind, true) as Array<[string, number, number, string]> : []).map((r) => ({ r, lookBack: true })),
    ...(waiting.after ? runQuery(after, "triggers", event.kind, false) as Array<[string, number, number, string]> : []).map((r) => ({ r, lookBack: false })),
  ];
  const hits = new Map<string, { object: string; ability: number; occurrences: Set<number>; lookBack: boolean; rules: Set<string> }>();
  for (const { r: [object, ability, occ, rule], lookBack } of rows) {
    const key = `${object}|${ability}`;
    const h = hits.get(key) ?? { object, ability, occurrences: new Set<number>(), lookBack, rules: new Set<string>() };
    h.occurrences.add(occ);
    h.rules.add(rule);
    h.lookBack ||= lookBack;
    hits.set(key, h);
  }
  const objects = new Map(board.state.objects.map((o, i) => [o.id, { o, i }]));
  const interveningFalse: TriggersVerdict["interveningFalse"] = [];
  const triggered: Triggered[] = [];
  const found = [...hits.values()].map((h) => {
    const { o } = objects.get(h.object)!;
    return { h, o, a: board.abilities.get(h.object)![h.ability], controller: o.controller ?? o.owner };
  });
  // 404.3, 410.8: checked as the event occurs, on the game after it (even for a leaves-play
  // trigger, whose event alone looks back), by queries/intervening.edn: false, it does not trigger.
  const withClause = found.filter((f) => f.a.interveningIf);
  const holds = new Map(clausesHold({ db: after }, withClause.map((f) => ({ clause: f.a.interveningIf!, name: f.o.name, you: f.controller, source: f.o.id, zoneChanges: f.o.zoneChanges })))
    .map((v, i) => [withClause[i], v]));
  for (const f of found) {
    const { h, controller } = f;
    const intervening = holds.get(f) ?? null;
    if (intervening === false) {
      interveningFalse.push({ object: h.object, ability: h.ability });
      continue;
    }
    triggered.push({ object: h.object, ability: h.ability, controller, times: h.occurrences.size, lookBack: h.lookBack, rules: [...h.rules], intervening });
  }
  // 410.3: by the controller's place in APNAP order (queries/apnap.edn).
  const rank = apnapRanks(board);
  triggered.sort((a, b) => rank.get(a.controller)! - rank.get(b.controller)! || objects.get(a.object)!.i - objects.get(b.object)!.i || a.ability - b.ability);
  return { triggered, interveningFalse };
}
