/**
 * State-based effects, checked each time a player would receive priority
 * (408.1b): the judge (judge/state-based.ts, queries/state-based.edn) finds
 * them (420.5a-c, 420.5f), and all that apply happen at once, as a single
 * event.
 */
import type { Board } from "../judge/board";
import { losingPlayers, stateBasedObjects } from "../judge/state-based";
import { gameOf, note, object, type Engine } from "./engine";
import { moveObjects } from "./events";
import { notRegenerated } from "./regeneration";

/** Carries out every state-based effect that applies now; true when any did (false: the game is unchanged). `board`: the game now. */
export function stateBased(e: Engine, board: Board = gameOf(e)): boolean {
  const losers = losingPlayers(board);
  for (const player of e.drewFromEmpty) losers.push({ player, rule: "420.5g" });
  e.drewFromEmpty.clear();
  if (losers.length) {
    for (const { player, rule } of losers) note(e, "state-based", rule, rule === "420.5g" ? `${player} attempted to draw from an empty library and loses the game` : `${player} has 0 or less life and loses the game`);
    e.over = `${losers.map((l) => l.player).join(" and ")} lost the game (${[...new Set(losers.map((l) => l.rule))].join(", ")})`;
    return false;
  }
  const rows = stateBasedObjects(board);
  if (rows.length === 0) return false;
  for (const { object: id, rule, what } of rows) {
    const o = object(e, id);
    note(e, "state-based", rule, what === "cease" ? `${o.name} is a token outside play: it ceases to exist`
      : rule === "420.5b" ? `${o.name} has toughness 0 or less: it is put into its owner's graveyard`
        : `${o.name} has lethal damage: it is destroyed`);
  }
  const ceasing = new Set(rows.filter((r) => r.what === "cease").map((r) => r.object));
  e.state.objects = e.state.objects.filter((o) => !ceasing.has(o.id));
  // 420.5c: lethal damage destroys, which a regeneration shield can replace (419.6b); 0 toughness (420.5b) does not destroy.
  const destroyed = notRegenerated(e, [...new Set(rows.filter((r) => r.rule === "420.5c").map((r) => r.object))].map((id) => object(e, id)), true);
  const dying = [...new Set(rows.filter((r) => r.what === "graveyard" && (r.rule !== "420.5c" || destroyed.some((o) => o.id === r.object))).map((r) => r.object))];
  if (dying.length) moveObjects(e, dying.map((id) => ({ id, to: "graveyard" })), "a state-based effect");
  return true;
}
