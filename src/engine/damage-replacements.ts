/**
 * Prevention and redirection of damage by the static abilities of
 * permanents in play, as the loop deals damage (419.1d, 419.6c, 419.7),
 * read by the table of abilities/damage-words.ts (the object's name as ~):
 * - "Prevent all damage that would be dealt to ~", "… to you", "… to
 *   creatures you control", "… dealt by ~", "If a source would deal damage
 *   to ~, prevent that damage" (419.1d, 419.7a);
 * - "If a source would deal damage to you, prevent 1 of that damage"
 *   (419.7c: that amount from each source, each time);
 * - "All damage that would be dealt to you is dealt to ~ instead", "If a
 *   source would deal damage to you, it deals that much damage to ~
 *   instead" (419.6c: redirection, not if ~ has left play), applied once to
 *   the event (419.6a) and before prevention, whose effects then see the
 *   new recipient (419.9b).
 * The modified event is the one that happens and triggers (419.5); damage
 * reduced to 0 is not dealt at all (419.5a). A static ability about damage
 * that the table does not read ("prevent all combat damage", a source of a
 * colour) is logged unread when damage is dealt, never ignored silently.
 */
import { ABOUT_DAMAGE, aboutDamage, damageRowOf, type Recipient } from "../abilities/damage-words";
import { abilitiesOf } from "../judge/abilities";
import type { GameObject } from "../types";
import { controllerOf, findObject, note, type Engine } from "./engine";
import { noteUnreadOnce } from "./unread-once";

const RECEIVES: Record<Recipient, (e: Engine, to: string, holder: GameObject) => boolean> = {
  self: (_e, to, holder) => to === holder.id,
  you: (_e, to, holder) => to === controllerOf(holder),
  "creatures you control": (e, to, holder) => isCreatureOf(e, to, holder, false),
  "other creatures you control": (e, to, holder) => isCreatureOf(e, to, holder, true),
  "you and other permanents you control": (e, to, holder) => {
    const o = findObject(e, to);
    return to === controllerOf(holder) || (o !== null && o.id !== holder.id && o.zone === "in-play" && controllerOf(o) === controllerOf(holder));
  },
};

function isCreatureOf(e: Engine, to: string, holder: GameObject, other: boolean): boolean {
  const o = findObject(e, to);
  return o !== null && o.zone === "in-play" && o.types.includes("creature") && controllerOf(o) === controllerOf(holder) && !(other && o.id === holder.id);
}

/**
 * The damage as the static abilities in play leave it: its recipient
 * (redirected at most once, 419.6a) and its amount (0 when prevented).
 */
export function replaceDamage(e: Engine, source: GameObject, to: string, amount: number): { to: string; amount: number } {
  const holders = e.state.objects.filter((o) => o.zone === "in-play" && ABOUT_DAMAGE.test(o.text));
  if (holders.length === 0 || amount <= 0) return { to, amount };
  const read = holders.flatMap((h) => abilitiesOf(h).filter((a) => a.kind === "static" && aboutDamage(a.text)).map((a) => ({ h, a, row: damageRowOf(a.text, h.name) })));
  noteUnreadOnce(
    e, "419.1d", read.filter((x) => x.row === null).map((x) => ({ holder: x.h, text: x.a.text })),
    (holder, text) => `${holder.name} has a prevention or redirection effect the loop does not read ("${text}"): it is not applied to the damage of this run`,
  );
  const name = (id: string) => findObject(e, id)?.name ?? id;
  let recipientId = to;
  // 419.6c: to the permanent instead, while it is in play; not damage already dealt to it.
  const redirect = read.find(({ h, row }) => row?.redirect && h.id !== recipientId && RECEIVES[row.to!](e, recipientId, h));
  if (redirect) {
    note(e, "replacement", "419.6c", `${redirect.h.name}'s "${redirect.a.text}": the ${amount} damage ${source.name} would deal to ${name(recipientId)} is dealt to ${redirect.h.name} instead (a redirection, applied once to the event, 419.6a)`);
    recipientId = redirect.h.id;
  }
  let left = amount;
  for (const { h, a, row } of read) {
    if (!row || row.redirect || left === 0) continue;
    const applies = row.by ? source.id === h.id : RECEIVES[row.to!](e, recipientId, h);
    if (!applies) continue;
    const prevented = Math.min(left, row.prevent);
    left -= prevented;
    note(e, "replacement", row.rule, `${h.name}'s "${a.text}" prevents ${prevented} of the damage ${source.name} would deal to ${name(recipientId)}${left === 0 ? ": none is dealt, and a prevented event triggers nothing (410.7, 419.5a)" : `: ${left} is still dealt`}`);
  }
  return { to: recipientId, amount: left };
}

