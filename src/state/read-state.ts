/**
 * The state JSON of SPEC.md read into a GameState: every field checked,
 * every default filled here and nowhere else. A bad state is a bad-input
 * error (400 / exit 2) whose message names the field and the value, e.g.
 * `objects[2].zone: "battlefeld" is not a zone (…)`.
 *
 * Limits keep hostile input bounded: MAX_OBJECTS objects, MAX_TEXT
 * characters of card text per object, MAX_ID characters per id.
 */
import { CHOICE_KINDS, normalChoice, refusedChoice } from "../abilities/chosen";
import { badInput, printable } from "../errors";
import type { AbilityFacts, GameObject, GameState, PlayerState, StackItem, TargetRef } from "../types";
import { stepNamed, STEPS } from "./steps";
import { zoneList, zoneNamed } from "./zones";

export const MAX_OBJECTS = 5_000;
export const MAX_TEXT = 5_000;
const MAX_ID = 100;
const MAX_PLAYERS = 16;
const MAX_ABILITIES = 32;

type Json = Record<string, unknown>;

function fail(path: string, message: string): never {
  throw badInput(`${path}: ${message}`);
}

const show = (value: unknown): string => printable(value);

function object(value: unknown, path: string): Json {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, `expected an object, not ${show(value)}`);
  return value as Json;
}

function array(value: unknown, path: string, max: number): unknown[] {
  if (!Array.isArray(value)) fail(path, `expected an array, not ${show(value)}`);
  if (value.length > max) fail(path, `has ${value.length} entries; at most ${max} are accepted`);
  return value;
}

function str(value: unknown, path: string, max = MAX_ID): string {
  if (typeof value !== "string") fail(path, `expected a string, not ${show(value)}`);
  if (value.trim() === "") fail(path, "must not be empty");
  if (value.length > max) fail(path, `is ${value.length} characters long; at most ${max} are accepted`);
  return value;
}

function int(value: unknown, path: string, min: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min) fail(path, `expected a whole number of at least ${min}, not ${show(value)}`);
  return value;
}

function bool(value: unknown, path: string): boolean {
  if (typeof value !== "boolean") fail(path, `expected true or false, not ${show(value)}`);
  return value;
}

function strings(value: unknown, path: string): string[] {
  return array(value, path, 64).map((v, i) => str(v, `${path}[${i}]`).toLowerCase());
}

/** Checks the keys of an object against what the contract knows, so a typo is named, not ignored. */
function known(o: Json, path: string, keys: ReadonlySet<string>): void {
  for (const k of Object.keys(o)) if (!keys.has(k)) fail(`${path}.${k}`, `is not a field here (known: ${[...keys].join(", ")})`);
}

const STATE_KEYS = new Set(["players", "turn", "objects", "stack"]);
const PLAYER_KEYS = new Set(["id", "life"]);
const TRIGGER_KEYS = new Set(["condition", "zone"]);
const TARGET_KEYS = new Set(["id", "zoneChanges"]);
const TURN_KEYS = new Set(["number", "active", "step"]);
const OBJECT_KEYS = new Set([
  "id", "name", "owner", "controller", "zone", "types", "subtypes", "supertypes", "colors", "keywords", "tapped",
  "controlledSinceTurn", "power", "toughness", "position", "token", "text", "abilities", "manaCost", "zoneChanges",
  "damage", "damagedBy", "counters", "otherCounters", "lost", "haunting", "chosen",
]);
const STACK_KEYS = new Set(["id", "source", "ability", "controller", "targets"]);
const ABILITY_KEYS: ReadonlySet<string> = new Set<keyof AbilityFacts>([
  "kind", "cost", "effect", "tap", "triggers", "interveningIf", "timing", "statedZones", "characteristicDefining",
  "costModifier", "playableFrom", "comesIntoPlay", "costZones", "movesFrom",
]);
const KINDS = ["activated", "triggered", "static", "mana", "spell"];
const TIMINGS = ["upkeep", "sorcery", "instant", "once-each-turn"];

export function readState(input: unknown, path = "state"): GameState {
  const s = object(input, path);
  known(s, path, STATE_KEYS);
  const players = readPlayers(s.players, `${path}.players`);
  const ids = new Set(players.map((p) => p.id));
  const turn = readTurn(s.turn, `${path}.turn`, ids, players[0].id);
  const objects = array(s.objects ?? [], `${path}.objects`, MAX_OBJECTS).map((o, i) => readObject(o, `${path}.objects[${i}]`, ids));
  const seen = new Set<string>();
  objects.forEach((o, i) => {
    if (ids.has(o.id)) fail(`${path}.objects[${i}].id`, `"${o.id}" is already the id of a player`);
    if (seen.has(o.id)) fail(`${path}.objects[${i}].id`, `"${o.id}" is the id of an earlier object too; ids must be unique`);
    seen.add(o.id);
  });
  const byId = new Map(objects.map((o) => [o.id, o]));
  objects.forEach((o, i) => {
    if (o.haunting !== null && !byId.has(o.haunting)) fail(`${path}.objects[${i}].haunting`, `"${o.haunting}" is not the id of an object in the state`);
  });
  const stack = array(s.stack ?? [], `${path}.stack`, MAX_OBJECTS).map((x, i) => readStackItem(x, `${path}.stack[${i}]`, byId, ids));
  // A stack item is named by its id (a targets question's source): ids must be unambiguous.
  const stackIds = new Set<string>();
  stack.forEach((item, i) => {
    const own = item.source === item.id && item.ability === null;
    if (stackIds.has(item.id)) fail(`${path}.stack[${i}]`, `"${item.id}" is on the stack twice`);
    if (!own && (byId.has(item.id) || ids.has(item.id))) fail(`${path}.stack[${i}].id`, `"${item.id}" is already the id of an object or player`);
    stackIds.add(item.id);
  });
  return { players, turn, objects, stack };
}

function readPlayers(value: unknown, path: string): PlayerState[] {
  const list = array(value, path, MAX_PLAYERS);
  if (list.length === 0) fail(path, "must name at least one player");
  const players = list.map((p, i): PlayerState => {
    if (typeof p === "string") return { id: str(p, `${path}[${i}]`), life: 20 };
    const o = object(p, `${path}[${i}]`);
    known(o, `${path}[${i}]`, PLAYER_KEYS);
    return { id: str(o.id, `${path}[${i}].id`), life: o.life === undefined ? 20 : int(o.life, `${path}[${i}].life`, -1_000_000) };
  });
  const seen = new Set<string>();
  players.forEach((p, i) => {
    if (seen.has(p.id)) fail(`${path}[${i}]`, `"${p.id}" is listed twice`);
    seen.add(p.id);
  });
  return players;
}

function readTurn(value: unknown, path: string, players: Set<string>, first: string): GameState["turn"] {
  const t = value === undefined ? {} : object(value, path);
  known(t, path, TURN_KEYS);
  const active = t.active === undefined ? first : str(t.active, `${path}.active`);
  if (!players.has(active)) fail(`${path}.active`, `"${active}" is not one of the players (${[...players].join(", ")})`);
  let step: GameState["turn"]["step"] = "precombat-main";
  if (t.step !== undefined) {
    const info = stepNamed(str(t.step, `${path}.step`));
    if (!info) fail(`${path}.step`, `${show(t.step)} is not a step (expected one of ${STEPS.map((x) => x.step).join(", ")})`);
    step = info.step;
  }
  return { number: t.number === undefined ? 1 : int(t.number, `${path}.number`, 1), active, step };
}

/** One of the state's players, named by id. */
function player(value: unknown, path: string, players: Set<string>): string {
  const name = str(value, path);
  if (!players.has(name)) fail(path, `"${name}" is not one of the players (${[...players].join(", ")})`);
  return name;
}

/** A whole number, or null when absent. */
function optionalInt(value: unknown, path: string, min: number): number | null {
  return value === undefined || value === null ? null : int(value, path, min);
}

function readObject(value: unknown, path: string, players: Set<string>): GameObject {
  const o = object(value, path);
  known(o, path, OBJECT_KEYS);
  const id = str(o.id, `${path}.id`);
  const owner = player(o.owner, `${path}.owner`, players);
  const zoneName = str(o.zone, `${path}.zone`);
  const zone = zoneNamed(zoneName);
  if (!zone) fail(`${path}.zone`, `${show(o.zone)} is not a zone (expected one of ${zoneList()})`);
  // 401.3 (era rules): only objects in play or on the stack have a controller.
  const controlled = zone.zone === "in-play" || zone.zone === "stack";
  let controller: string | null = controlled ? owner : null;
  if (o.controller !== undefined) {
    if (!controlled) fail(`${path}.controller`, `an object in the ${zone.term} zone has no controller; only objects in play or on the stack do`);
    controller = player(o.controller, `${path}.controller`, players);
  }
  const text = o.text === undefined ? "" : typeof o.text === "string" ? o.text : fail(`${path}.text`, `expected a string, not ${show(o.text)}`);
  if (text.length > MAX_TEXT) fail(`${path}.text`, `is ${text.length} characters long; card text of at most ${MAX_TEXT} characters is accepted`);
  return {
    id,
    name: o.name === undefined ? id : str(o.name, `${path}.name`, 200),
    owner,
    controller,
    zone: zone.zone,
    zoneAsGiven: zoneName,
    types: o.types === undefined ? [] : strings(o.types, `${path}.types`),
    subtypes: o.subtypes === undefined ? [] : strings(o.subtypes, `${path}.subtypes`),
    supertypes: o.supertypes === undefined ? [] : strings(o.supertypes, `${path}.supertypes`),
    colors: o.colors === undefined ? [] : strings(o.colors, `${path}.colors`),
    keywords: o.keywords === undefined ? [] : strings(o.keywords, `${path}.keywords`),
    tapped: o.tapped === undefined ? false : bool(o.tapped, `${path}.tapped`),
    controlledSinceTurn: o.controlledSinceTurn === undefined ? 0 : int(o.controlledSinceTurn, `${path}.controlledSinceTurn`, 0),
    power: optionalInt(o.power, `${path}.power`, -1_000_000),
    toughness: optionalInt(o.toughness, `${path}.toughness`, -1_000_000),
    position: optionalInt(o.position, `${path}.position`, 0),
    token: o.token === undefined ? false : bool(o.token, `${path}.token`),
    manaCost: o.manaCost === undefined || o.manaCost === null ? null : manaCost(o.manaCost, `${path}.manaCost`),
    zoneChanges: o.zoneChanges === undefined ? 0 : int(o.zoneChanges, `${path}.zoneChanges`, 0),
    damage: o.damage === undefined ? 0 : int(o.damage, `${path}.damage`, 0),
    damagedBy: o.damagedBy === undefined ? [] : array(o.damagedBy, `${path}.damagedBy`, 64).map((v, i) => str(v, `${path}.damagedBy[${i}]`)),
    counters: o.counters === undefined ? 0 : int(o.counters, `${path}.counters`, -1_000_000),
    otherCounters: o.otherCounters === undefined ? {} : kindCounters(o.otherCounters, `${path}.otherCounters`),
    lost: o.lost === undefined ? [] : strings(o.lost, `${path}.lost`),
    haunting: o.haunting === undefined || o.haunting === null ? null : str(o.haunting, `${path}.haunting`),
    chosen: o.chosen === undefined ? {} : readChosen(o.chosen, `${path}.chosen`, [...players], controller),
    text,
    abilityFacts: o.abilities === undefined ? [] : array(o.abilities, `${path}.abilities`, MAX_ABILITIES).map((a, i) => readAbilityFacts(a, `${path}.abilities[${i}]`)),
  };
}

/** What was chosen as the permanent came into play, by kind: {"color": "black"} (chosen.ts, 419.1b). */
function readChosen(value: unknown, path: string, players: string[], controller: string | null): Record<string, string> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, `expected the choices by kind, such as {"color": "black"} or {"creature type": "goblin"}, not ${show(value)}`);
  return Object.fromEntries(Object.entries(value as Json).map(([kind, v]) => {
    if (!Object.hasOwn(CHOICE_KINDS, kind)) fail(path, `${show(kind)} is not a kind of choice (expected one of ${Object.keys(CHOICE_KINDS).join(", ")})`);
    const chosen = str(v, `${path}.${kind}`, 40);
    const why = refusedChoice(kind, chosen, players, controller);
    if (why) fail(`${path}.${kind}`, `${show(v)} cannot be chosen: ${why} (${CHOICE_KINDS[kind].rule})`);
    return [kind, normalChoice(kind, chosen)];
  }));
}

/** Counters by kind, {"age": 2}: each a word and a whole number of at least 0. */
function kindCounters(value: unknown, path: string): Record<string, number> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail(path, `expected counters by kind such as {"age": 2}, not ${show(value)}`);
  const entries = Object.entries(value as Json);
  if (entries.length > 16) fail(path, `${entries.length} kinds of counters; at most 16 are accepted`);
  return Object.fromEntries(entries.map(([kind, n]) => {
    if (!/^[a-z][a-z+/-]{0,30}$/i.test(kind)) fail(path, `${show(kind)} is not a kind of counter (a word such as age, fade, time)`);
    return [kind.toLowerCase(), int(n, `${path}.${kind}`, 0)];
  }));
}

/** A mana cost in braces: "{3}{B}", "{X}{R}{R}", "{0}". */
function manaCost(value: unknown, path: string): string {
  const cost = str(value, path, 100).toUpperCase().replace(/\s+/g, "");
  if (!/^(?:\{(?:\d+|[WUBRGXYZS]|[WUBRG2]\/[WUBRG])\})+$/.test(cost)) fail(path, `${show(value)} is not a mana cost (expected symbols in braces, such as "{3}{B}")`);
  return cost;
}

function readAbilityFacts(value: unknown, path: string): Partial<AbilityFacts> | null {
  if (value === null) return null;
  const a = object(value, path);
  known(a, path, ABILITY_KEYS);
  const out: Partial<AbilityFacts> = {};
  const zoneAt = (z: unknown, p: string) => zoneNamed(str(z, p))?.zone ?? fail(p, `${show(z)} is not a zone (expected one of ${zoneList()})`);
  const zones = (v: unknown, p: string) => array(v, p, 8).map((z, i) => zoneAt(z, `${p}[${i}]`));
  if (a.kind !== undefined) {
    const k = str(a.kind, `${path}.kind`);
    if (!KINDS.includes(k)) fail(`${path}.kind`, `${show(k)} is not an ability kind (expected one of ${KINDS.join(", ")})`);
    out.kind = k as AbilityFacts["kind"];
  }
  for (const key of ["cost", "effect", "interveningIf"] as const) {
    if (a[key] !== undefined) out[key] = a[key] === null ? null : str(a[key], `${path}.${key}`, MAX_TEXT);
  }
  for (const key of ["tap", "characteristicDefining", "costModifier", "comesIntoPlay"] as const) {
    if (a[key] !== undefined) out[key] = bool(a[key], `${path}.${key}`);
  }
  for (const key of ["statedZones", "playableFrom", "costZones"] as const) {
    if (a[key] !== undefined) out[key] = zones(a[key], `${path}.${key}`);
  }
  if (a.movesFrom !== undefined) out.movesFrom = a.movesFrom === null ? null : zoneAt(a.movesFrom, `${path}.movesFrom`);
  if (a.timing !== undefined) {
    out.timing = array(a.timing, `${path}.timing`, 4).map((t, i) => {
      const v = str(t, `${path}.timing[${i}]`);
      return TIMINGS.includes(v) ? (v as AbilityFacts["timing"][number]) : fail(`${path}.timing[${i}]`, `${show(v)} is not a timing (expected one of ${TIMINGS.join(", ")})`);
    });
  }
  if (a.triggers !== undefined) {
    out.triggers = array(a.triggers, `${path}.triggers`, 8).map((t, i) => {
      const p = `${path}.triggers[${i}]`;
      const o = object(t, p);
      known(o, p, TRIGGER_KEYS);
      return { condition: str(o.condition, `${p}.condition`, MAX_TEXT), zone: o.zone === undefined || o.zone === null ? null : zoneAt(o.zone, `${p}.zone`) };
    });
  }
  return out;
}

function readStackItem(value: unknown, path: string, objects: Map<string, GameObject>, players: Set<string>): StackItem {
  if (typeof value === "string") {
    const o = objects.get(value);
    if (!o) fail(path, `"${value}" is not the id of an object`);
    if (o.zone !== "stack") fail(path, `"${value}" is a spell on the stack, but its zone is ${o.zoneAsGiven}`);
    return { id: value, source: value, ability: null, controller: o.controller ?? o.owner, targets: [] };
  }
  const s = object(value, path);
  known(s, path, STACK_KEYS);
  const id = str(s.id, `${path}.id`);
  const sourceId = str(s.source, `${path}.source`);
  const source = objects.get(sourceId);
  if (!source) fail(`${path}.source`, `"${sourceId}" is not the id of an object`);
  const ability = s.ability === undefined || s.ability === null ? null : int(s.ability, `${path}.ability`, 0);
  const controller = s.controller === undefined ? (source.controller ?? source.owner) : str(s.controller, `${path}.controller`);
  if (!players.has(controller)) fail(`${path}.controller`, `"${controller}" is not one of the players`);
  const targets = s.targets === undefined ? [] : array(s.targets, `${path}.targets`, 16).map((group, i) =>
    array(group, `${path}.targets[${i}]`, 64).map((t, j) => readTargetRef(t, `${path}.targets[${i}][${j}]`, objects, players)));
  return { id, source: sourceId, ability, controller, targets };
}

/**
 * A chosen target: an object or player id, or `{id, zoneChanges}` giving the
 * object's zone changes when it was chosen, so that a target that left its
 * zone and came back is seen as a new object (217.1c).
 */
export function readTargetRef(value: unknown, path: string, objects: Map<string, GameObject>, players: Set<string>): TargetRef {
  let id: string;
  let zoneChanges: number | null = null;
  if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    const o = value as Json;
    known(o, path, TARGET_KEYS);
    id = str(o.id, `${path}.id`);
    if (o.zoneChanges !== undefined) zoneChanges = int(o.zoneChanges, `${path}.zoneChanges`, 0);
  } else {
    id = str(value, path);
  }
  if (!objects.has(id) && !players.has(id)) fail(path, `"${id}" is not an object or a player`);
  return { id, zoneChanges: zoneChanges ?? objects.get(id)?.zoneChanges ?? null };
}
