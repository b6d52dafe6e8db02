/**
 * The event of a triggers question (SPEC.md), read against its state:
 * zone-change {objects, from?, to}, step-begins {step}, damage {source, to,
 * amount, prevented?}, cycle {object}, play {object}, block {blocks:
 * [[blocker, attacker]], alreadyBlocked?, alreadyBlocking?}, untap {objects},
 * state. Errors name
 * the field and the value, like the state's.
 */
import { badInput, printable } from "../errors";
import type { GameState, Step, Zone } from "../types";
import { stepNamed, STEPS } from "./steps";
import { zoneList, zoneNamed } from "./zones";

export type GameEvent =
  | { kind: "zone-change"; objects: Array<{ id: string; from: Zone; to: Zone }>; prevented: boolean }
  | { kind: "step-begins"; step: Step }
  | { kind: "damage"; source: string; to: string; toPlayer: boolean; amount: number; prevented: boolean }
  | { kind: "cycle"; object: string; player: string }
  | { kind: "play"; object: string; player: string }
  | { kind: "block"; blocks: Array<{ blocker: string; attacker: string }>; alreadyBlocked: string[]; alreadyBlocking: string[] }
  | { kind: "untap"; objects: string[] }
  | { kind: "state" };

const KINDS = ["zone-change", "step-begins", "damage", "cycle", "play", "block", "untap", "state"];

export function readEvent(input: unknown, state: GameState, path = "event"): GameEvent {
  if (typeof input !== "object" || input === null || Array.isArray(input)) throw badInput(`${path}: expected an event object such as {"kind": "zone-change", "objects": ["id"], "to": "graveyard"}`);
  const e = input as Record<string, unknown>;
  const kind = e.kind ?? e.type;
  if (typeof kind !== "string" || !KINDS.includes(kind)) throw badInput(`${path}.kind: ${printable(kind)} is not an event (expected one of ${KINDS.join(", ")})`);
  const objects = new Map(state.objects.map((o) => [o.id, o]));
  const object = (v: unknown, p: string) => {
    if (typeof v !== "string" || !objects.has(v)) throw badInput(`${p}: ${printable(v)} is not the id of an object in the state`);
    return objects.get(v)!;
  };
  const zone = (v: unknown, p: string): Zone => {
    const z = typeof v === "string" ? zoneNamed(v) : null;
    if (!z) throw badInput(`${p}: ${printable(v)} is not a zone (expected one of ${zoneList()})`);
    return z.zone;
  };
  const prevented = e.prevented === true;
  switch (kind) {
    case "zone-change": {
      if (!Array.isArray(e.objects) || e.objects.length === 0) throw badInput(`${path}.objects: a zone change moves a list of one or more object ids`);
      const to = zone(e.to, `${path}.to`);
      const moved = e.objects.map((id, i) => {
        const o = object(id, `${path}.objects[${i}]`);
        const from = e.from === undefined ? o.zone : zone(e.from, `${path}.from`);
        if (from !== o.zone) throw badInput(`${path}.from: ${o.id} is in ${o.zoneAsGiven}, not ${String(e.from)}; the state is the moment before the event`);
        return { id: o.id, from, to };
      });
      return { kind, objects: moved, prevented };
    }
    case "step-begins": {
      const s = typeof e.step === "string" ? stepNamed(e.step) : null;
      if (!s) throw badInput(`${path}.step: ${printable(e.step)} is not a step (expected one of ${STEPS.map((x) => x.step).join(", ")})`);
      return { kind, step: s.step };
    }
    case "damage": {
      const source = object(e.source, `${path}.source`);
      const to = typeof e.to === "string" && (objects.has(e.to) || state.players.some((p) => p.id === e.to)) ? e.to : null;
      if (to === null) throw badInput(`${path}.to: ${printable(e.to)} is not an object or a player`);
      const amount = e.amount ?? 1;
      if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 0) throw badInput(`${path}.amount: expected a whole number of damage, not ${printable(amount)}`);
      return { kind, source: source.id, to, toPlayer: !objects.has(to), amount, prevented: prevented || amount === 0 };
    }
    case "cycle":
    case "play": {
      const o = object(e.object, `${path}.object`);
      return { kind, object: o.id, player: o.controller ?? o.owner };
    }
    case "block": {
      // 410.9: the declaration, as [blocker, attacker] pairs.
      if (!Array.isArray(e.blocks) || e.blocks.length === 0) throw badInput(`${path}.blocks: a block event lists [blocker, attacker] pairs, such as [["wall", "bear"]]`);
      if (e.blocks.length > 256) throw badInput(`${path}.blocks: ${e.blocks.length} pairs; at most 256 are accepted`);
      const blocks = e.blocks.map((pair, i) => {
        if (!Array.isArray(pair) || pair.length !== 2) throw badInput(`${path}.blocks[${i}]: expected [blocker, attacker], not ${printable(pair)}`);
        return { blocker: object(pair[0], `${path}.blocks[${i}][0]`).id, attacker: object(pair[1], `${path}.blocks[${i}][1]`).id };
      });
      // Creatures already blocked or blocking earlier in this combat (410.9a, 410.9c: once each combat).
      const earlier = (field: string) => {
        const v = e[field];
        if (v === undefined) return [];
        if (!Array.isArray(v) || v.length > 256) throw badInput(`${path}.${field}: expected a list of the ids of creatures ${field === "alreadyBlocked" ? "already blocked" : "already blocking"} this combat`);
        return v.map((id, i) => object(id, `${path}.${field}[${i}]`).id);
      };
      return { kind, blocks, alreadyBlocked: earlier("alreadyBlocked"), alreadyBlocking: earlier("alreadyBlocking") };
    }
    case "untap": {
      if (!Array.isArray(e.objects) || e.objects.length === 0) throw badInput(`${path}.objects: an untap event lists one or more object ids`);
      return { kind, objects: e.objects.map((id, i) => object(id, `${path}.objects[${i}]`).id) };
    }
    default:
      return { kind: "state" };
  }
}
