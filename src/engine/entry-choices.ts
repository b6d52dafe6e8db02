/**
 * Choices a scenario makes in advance for a permanent's "As ~ comes into
 * play, choose …" (`choose {object, choice}`; 410.10e, 419.1b): checked
 * against what the object asks for when the action is read, made as the
 * object comes into play (replacements.ts), once. Kept beside the engine,
 * keyed by it, as the loop's other memos of one run are.
 */
import { CHOICE_KINDS, choicesOf, normalChoice, refusedChoice } from "../abilities/chosen";
import { badInput, printable } from "../errors";
import { abilitiesOf } from "../judge/abilities";
import type { GameObject } from "../types";
import { controllerOf, type Engine } from "./engine";

const waiting = new WeakMap<Engine, Map<string, string>>();

/**
 * Records `value` as what `o` will choose as it next comes into play;
 * a 400 naming `path` when the object asks for no such choice or the value
 * is not one of the kind it asks for (203.2d, 212.1e). Returns the kind.
 */
export function chooseInAdvance(e: Engine, o: GameObject, value: string, path: string): string {
  const kind = choicesOf(abilitiesOf(o), o.name)[0];
  if (kind === undefined) throw badInput(`${path}: ${o.name} makes no choice as it comes into play (no "As ${o.name} comes into play, choose ..." the reader knows: ${Object.values(CHOICE_KINDS).map((k) => k.words).join(", ")})`);
  const why = refusedChoice(kind, value, e.state.players.map((p) => p.id), controllerOf(o));
  if (why) throw badInput(`${path}: ${printable(value)} cannot be chosen for ${o.name}'s ${kind}: ${why} (${CHOICE_KINDS[kind].rule})`);
  const mine = waiting.get(e) ?? new Map<string, string>();
  waiting.set(e, mine);
  mine.set(o.id, normalChoice(kind, value));
  return kind;
}

/** The value chosen in advance for `o`'s choice (used once), or null when none was made. */
export function takeEntryChoice(e: Engine, o: GameObject): string | null {
  const value = waiting.get(e)?.get(o.id) ?? null;
  waiting.get(e)?.delete(o.id);
  return value;
}
