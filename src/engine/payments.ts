/**
 * A payment an effect offers as it resolves: "sacrifice it unless you pay
 * [cost]" (echo, 502.19a) and "you may pay [cost] for each age counter on
 * it" (cumulative upkeep, 502.13a). Whether the player pays is a choice: a
 * scenario makes it in advance (`choose {object, pay: false}`); without
 * one, the loop pays when it can. A cost that cannot be paid is not paid
 * (409.1h, 215.4): permanents to tap or sacrifice ("Cumulative upkeep—
 * Sacrifice a land") are counted among those the player controls first.
 * One whose words the loop cannot read is logged unread, so the run is not
 * certain.
 */
import { current, note, type Engine, type StackEntry } from "./engine";
import { takeChoice } from "./pay-choices";
import { payParts, readCost, unpayable } from "./cost-parts";

/** Whether `player` pays `cost` `times` times for the ability of `entry`; paid when true. `rule`: the paragraph that offers the payment. */
export function offerPayment(e: Engine, entry: StackEntry, player: string, cost: string, times: number, rule: string): boolean {
  const source = current(e, entry.source) ?? entry.snapshot;
  const { parts, unread } = readCost(cost, source.name);
  const what = `${cost.replace(/\{[^}]+\}/g, (s) => s.toUpperCase())}${times === 1 ? "" : ` ${times} times`}`;
  if (unread.length) {
    note(e, "cost", rule, `the loop cannot read "${unread.join(", ")}" as a cost: ${player} does not pay ${what}`, true);
    return false;
  }
  const choice = takeChoice(e, entry);
  if (choice === false) {
    note(e, "cost", rule, `${player} chooses not to pay ${what} (chosen in advance)`);
    return false;
  }
  const why = unpayable(e, player, source, parts, times);
  if (why) {
    note(e, "cost", why.rule, `${player} cannot pay ${what}: ${why.detail}`);
    return false;
  }
  note(e, "cost", rule, `${player} pays ${what}${choice === null ? " (the loop pays what it can unless a choice says otherwise)" : " (chosen in advance)"}`);
  payParts(e, player, source, [...parts.filter((p) => p.kind === "mana"), ...parts.filter((p) => p.kind !== "mana")], rule, times);
  return true;
}
