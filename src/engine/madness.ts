/**
 * Discarding, with madness (502.24a): "If a player would discard this card,
 * that player discards it, but may remove it from the game instead of
 * putting it into his or her graveyard" (a replacement, used when chosen in
 * advance with `choose {object, replace: true}`), and "When this card is
 * removed from the game this way, its owner may play it by paying [cost]
 * rather than paying its mana cost. If that player doesn't, he or she puts
 * this card into his or her graveyard" (a trigger; declining is `choose
 * {object, pay: false}`). Played this way, the spell follows the rules for
 * alternative costs (502.24b, 409.1f-h): its targets are those chosen in
 * advance with `choose {object, targets}`, else the first legal ones.
 */
import { keywordOf } from "../abilities/keywords";
import { describeTarget } from "../abilities/targets";
import { abilitiesOf } from "../judge/abilities";
import { judgeTargets, type TargetSource } from "../judge/targets";
import type { Ability, GameObject, TargetRef } from "../types";
import { current, gameOf, note, ref, type Engine, type StackEntry } from "./engine";
import { happen, moveObjects } from "./events";
import { takeChoice } from "./pay-choices";

function madnessOf(o: GameObject): { ability: Ability; cost: string } | null {
  const ability = abilitiesOf(o).find((a) => a.keywords.includes("madness"));
  const cost = ability ? keywordOf(ability.text.replace(/\s*\([^()]*\)/g, ""))?.parameter : undefined;
  return ability && cost ? { ability, cost } : null;
}

/** `player` discards `cards` (413.2b): to the graveyard, or removed from the game by madness when chosen. */
export function discard(e: Engine, player: string, cards: GameObject[], why: string): void {
  const moves = cards.map((o) => {
    const madness = madnessOf(o);
    const at = madness ? e.replaceChoices.findIndex((c) => c.object === o.id) : -1;
    const chosen = at >= 0 && e.replaceChoices.splice(at, 1)[0].replace;
    if (madness && !chosen) note(e, "replacement", "502.24a", `${o.name} has madness: ${player} could remove it from the game instead; no choice to do so was made (choose {object, replace: true}), so it goes to the graveyard`);
    return { o, madness: chosen ? madness : null };
  });
  for (const { o } of moves.filter((m) => m.madness)) {
    note(e, "replacement", "502.24a", `${player} discards ${o.name} but removes it from the game instead of putting it into the graveyard (madness)`);
  }
  moveObjects(e, moves.map(({ o, madness }) => ({ id: o.id, to: madness ? "removed" as const : "graveyard" as const })), why, { player });
  for (const { o, madness } of moves) {
    if (!madness || o.zone !== "removed") continue;
    // The madness trigger (502.24a): it triggers on being removed from the game this way, so it is made here rather than read from a condition.
    const ability: Ability = {
      ...madness.ability, kind: "triggered", targets: [],
      effect: `You may play this card by paying ${madness.cost} rather than paying its mana cost. If you don't, put this card into your graveyard.`,
    };
    e.pending.push({ source: ref(o), ability, controller: o.owner, snapshot: structuredClone(o), context: { player: o.owner }, refers: null });
    note(e, "trigger", "502.24a", `${o.name}'s madness ability triggers: ${o.owner} may play it by paying ${madness.cost}`);
  }
}

/** "Play this card by paying [cost] rather than paying its mana cost" (502.24a-b), as the madness trigger resolves; true when played. */
export function playWithMadness(e: Engine, entry: StackEntry, player: string, cost: string): boolean {
  const card = current(e, entry.source);
  const shown = cost.replace(/\{[^}]+\}/g, (s) => s.toUpperCase());
  if (!card || card.zone !== "removed") {
    note(e, "effect", "410.10", `${entry.snapshot.name} is no longer the card removed from the game this way: it can't be played`);
    return false;
  }
  if (takeChoice(e, entry) === false) {
    note(e, "effect", "502.24a", `${player} chooses not to play ${card.name} for its madness cost (chosen in advance)`);
    return false;
  }
  const targeting = abilitiesOf(card).find((a) => a.kind === "spell" && a.targets.length > 0) ?? null;
  const targets = targeting ? targetsFor(e, card, targeting, player) : [];
  if (targets === null) {
    note(e, "effect", "502.24a", `${card.name} has no legal choice of targets (${targeting!.targets.map(describeTarget).join("; ")}): ${player} can't play it`);
    return false;
  }
  note(e, "cast", "502.24b", `${player} plays ${card.name} from the removed-from-the-game zone by paying its madness cost ${shown}, an alternative cost (409.1f-h; the loop keeps no mana pool: mana is taken as paid)`);
  moveObjects(e, [{ id: card.id, to: "stack", controller: player }], "played with madness");
  e.state.stack.push({ id: card.id, source: card.id, ability: null, controller: player, targets });
  e.entries.set(card.id, { kind: "spell", ability: targeting, snapshot: structuredClone(card), source: ref(card), context: { player }, refers: null, flashback: false });
  happen(e, { kind: "play", object: card.id, player }, () => {}, { player });
  return true;
}

/** The targets chosen in advance for the card, if legal, else the first legal ones (an opponent's first); null when there are none. */
function targetsFor(e: Engine, card: GameObject, ability: Ability, player: string): TargetRef[][] | null {
  const aim: TargetSource = { object: card, ability, spell: card.id, controller: player, item: null };
  const at = e.choices.findIndex((c) => c.object === card.id);
  const given = at >= 0 ? e.choices.splice(at, 1)[0].targets : null;
  const legal = (chosen: TargetRef[][]) => judgeTargets(gameOf(e, [card.id, ...chosen.flat().map((t) => t.id)]), aim, chosen, "announce").legal;
  if (given && legal(given)) return given;
  const chosen = ability.targets.map((spec) => {
    const candidates = [
      ...(spec.objects ? e.state.objects.filter((o) => o.zone === spec.zone && o.id !== card.id) : []).map(ref),
      ...(spec.players !== "none" ? e.state.players.map((p) => ({ id: p.id, zoneChanges: null })) : []),
    ];
    const mine = (id: string) => (e.state.objects.find((o) => o.id === id)?.controller ?? id) === player;
    candidates.sort((a, b) => Number(mine(a.id)) - Number(mine(b.id)));
    return candidates.filter((c) => legal(ability.targets.map((_, j) => (j === spec.instance ? [c] : [])))).slice(0, spec.count);
  });
  return legal(chosen) ? chosen : null;
}
