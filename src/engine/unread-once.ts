/**
 * An ability the loop does not apply, logged unread once per run however
 * many events it could have changed (a replacement or prevention effect it
 * cannot read: the run then says certain: false, never that it applied it).
 */
import type { GameObject } from "../types";
import { note, type Engine } from "./engine";

/** Ability lines each run has already logged unread, by rule. */
const said = new WeakMap<Engine, Set<string>>();

/** Logs `words(holder, text)` as unread under `rule` for each ability not logged under that rule in this run yet. */
export function noteUnreadOnce(e: Engine, rule: string, found: Array<{ holder: GameObject; text: string }>, words: (holder: GameObject, text: string) => string): void {
  const seen = said.get(e) ?? new Set<string>();
  said.set(e, seen);
  for (const { holder, text } of found) {
    const key = `${rule}|${holder.id}|${text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    note(e, "replacement", rule, words(holder, text), true);
  }
}
