/**
 * Property-based tests of the state and event validators
 * (src/state/read-state.ts, src/state/read-event.ts): any JSON value, and
 * any valid state or event with one field replaced by a random or hostile
 * value (deep nesting, `__proto__` keys, huge strings), is either read or
 * refused with a CrkbError (400 / exit 2) whose message starts with the path
 * of what it refused ("state.objects[1].zone: …", "event.to: …"); never
 * another error. An accepted state, written back by write-state.ts, reads
 * back to the same state.
 *
 * Fixed seeds: a failure prints its seed and path, and reruns the same way.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CrkbError } from "../../src/errors";
import { readEvent } from "../../src/state/read-event";
import { readState } from "../../src/state/read-state";
import { writeState } from "../../src/state/write-state";
import type { GameState } from "../../src/types";
import { NECROSAVANT } from "../support/necrosavant";
import { mutated, withKey } from "../support/mutate";
import { FUZZ_RUNS } from "../support/fuzz";

/** Runs of every property in this file: CRKB_FUZZ_RUNS, or a small default (test/support/fuzz.ts). */
export const RUNS = FUZZ_RUNS;
const SEED = 20061001;
const options = { numRuns: RUNS, seed: SEED };

/* ---- A valid state and events using every field ---- */

const VALID_STATE = {
  players: ["alice", { id: "bob", life: 17 }],
  turn: { number: 4, active: "alice", step: "upkeep" },
  objects: [
    { id: "necro", name: "Necrosavant", owner: "alice", zone: "graveyard", types: ["creature"], colors: ["black"], text: NECROSAVANT, position: 0, power: 5, toughness: 5, manaCost: "{3}{B}{B}{B}" },
    {
      id: "bear", name: "Grizzly Bears", owner: "bob", controller: "alice", zone: "battlefield", types: ["Creature"], subtypes: ["bear"], supertypes: [],
      keywords: ["haste", "protection from black"], tapped: true, controlledSinceTurn: 3, token: false, zoneChanges: 1, damage: 1, damagedBy: ["shock"],
      counters: 2, lost: ["flying"],
      abilities: [
        null,
        {
          kind: "activated", cost: "{T}", effect: "Add {G} to your mana pool.", tap: true, timing: ["instant"], statedZones: ["hand"], playableFrom: ["graveyard"],
          costZones: ["hand"], movesFrom: "hand", triggers: [{ condition: "you cycle ~", zone: "graveyard" }], interveningIf: null,
          characteristicDefining: false, costModifier: false, comesIntoPlay: false,
        },
      ],
    },
    { id: "shock", name: "Shock", owner: "alice", zone: "stack", types: ["instant"], colors: ["red"], text: "Shock deals 2 damage to target creature or player." },
    { id: "tusker", name: "Krosan Tusker", owner: "bob", zone: "hand", types: ["creature"], text: "Cycling {2}{G}" },
  ],
  stack: ["shock", { id: "trig", source: "bear", ability: 1, controller: "bob", targets: [["bear", { id: "alice", zoneChanges: 0 }]] }],
};

const VALID_EVENTS: unknown[] = [
  { kind: "zone-change", objects: ["necro", "tusker"], to: "exile" },
  { kind: "zone-change", objects: ["bear"], from: "in-play", to: "graveyard", prevented: false },
  { kind: "step-begins", step: "upkeep" },
  { kind: "damage", source: "bear", to: "alice", amount: 2, prevented: true },
  { kind: "damage", source: "shock", to: "bear" },
  { kind: "cycle", object: "tusker" },
  { type: "play", object: "shock" },
  { kind: "block", blocks: [["bear", "necro"]], alreadyBlocked: ["necro"], alreadyBlocking: [] },
  { kind: "untap", objects: ["bear"] },
  { kind: "state" },
];

/* ---- Generators ---- */

const IDS = ["necro", "bear", "shock", "tusker", "trig", "alice", "bob"];
const NAMES = [...IDS, "battlefield", "exile", "in play", "removed", "graveyard", "upkeep", "end-of-turn", "cleanup", "creature", "{T}", "{3}{B}", "activated", "sorcery"];
const HOSTILE_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", ""];

/** An object or array nested `depth` deep, built without recursion. */
function nested(depth: number, array: boolean): unknown {
  let v: unknown = array ? [] : {};
  for (let i = 0; i < depth; i++) v = array ? [v] : { a: v };
  return v;
}


const hostile = fc.oneof(
  fc.constantFrom(null, true, false, 0, -0, -1, 0.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, "", " ", "\u0000", "\uFEFF", [], {}, [null], [[]], [""]),
  fc.constantFrom(...NAMES),
  fc.array(fc.constantFrom(...NAMES), { maxLength: 4 }),
  fc.tuple(fc.integer({ min: 1, max: 20_000 }), fc.boolean()).map(([d, a]) => nested(d, a)),
  fc.tuple(fc.constantFrom("a", "{T}", " ", "é", "\u{1F600}"), fc.integer({ min: 90, max: 20_000 })).map(([s, n]) => s.repeat(n)),
  fc.tuple(fc.constantFrom(...HOSTILE_KEYS), fc.jsonValue({ maxDepth: 2 })).map(([k, v]) => withKey({}, k, v)),
  fc.integer({ min: 5_000, max: 6_000 }).map((n) => Array.from({ length: n }, () => "x")),
);
const value = fc.oneof({ weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) }, { weight: 3, arbitrary: hostile }, { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) });


/** One change to a valid value: a field (or element) replaced, removed, or an unknown key added beside it. */
const mutation = fc.record({
  pick: fc.nat(),
  op: fc.constantFrom("replace", "replace", "replace", "delete", "add-key"),
  value,
  key: fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 8 })),
});


/* ---- The contract ---- */

/** `f` returns, or throws a CrkbError (400, exit 2) whose message starts with `root` and a path. */
function readsOrRefuses<T>(f: () => T, root: "state" | "event"): T | null {
  try {
    return f();
  } catch (e) {
    expect(e, String(e)).toBeInstanceOf(CrkbError);
    const err = e as CrkbError;
    expect([err.code, err.status, err.exitCode]).toEqual(["bad_input", 400, 2]);
    expect(err.message, "the message names the field path").toMatch(new RegExp(`^${root}[.[:]`));
    return null;
  }
}

/** The state read from JSON, with zone names as given set aside (write-state writes the era's names). */
const comparable = (s: GameState) => ({ ...s, objects: s.objects.map(({ zoneAsGiven: _, ...o }) => o) });

const STATE = readState(VALID_STATE);

/* ---- Properties ---- */

describe("readState", () => {
  it("the base state and events are valid, so the mutations below start from an accepted input", () => {
    expect(STATE.objects).toHaveLength(4);
    for (const e of VALID_EVENTS) expect(() => readEvent(e, STATE)).not.toThrow();
  });

  it("any JSON value is read or refused with a CrkbError naming a path under state", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), hostile, fc.record({ players: value, turn: value, objects: value, stack: value }, { requiredKeys: [] })), (input) => {
        readsOrRefuses(() => readState(input), "state");
      }),
      options,
    );
  });

  it("a valid state with one field replaced, removed or added is read or refused with a CrkbError naming a path under state", () => {
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 2 }), (ms) => {
        const input = mutated(VALID_STATE, ms);
        readsOrRefuses(() => readState(input), "state");
      }),
      options,
    );
  });

  it("an accepted state, written back as JSON, reads back to the same state", () => {
    const mild = fc.record({ pick: fc.nat(), op: fc.constantFrom("replace", "delete"), value: fc.oneof(fc.constantFrom(...NAMES), fc.integer({ min: -3, max: 30 }), fc.boolean(), fc.constant(null)), key: fc.constant("") });
    fc.assert(
      fc.property(mild, (m) => {
        const s = readsOrRefuses(() => readState(mutated(VALID_STATE, [m])), "state");
        if (!s) return;
        const again = readState(JSON.parse(JSON.stringify(writeState(s))));
        expect(comparable(again)).toEqual(comparable(s));
      }),
      options,
    );
  });
});

describe("readEvent", () => {
  it("any JSON value is read or refused with a CrkbError naming a path under event", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), hostile, fc.record({ kind: fc.oneof(fc.constantFrom("zone-change", "step-begins", "damage", "cycle", "play", "block", "untap", "state"), value), objects: value, from: value, to: value, step: value, source: value, amount: value, object: value, blocks: value, prevented: value }, { requiredKeys: ["kind"] })), (input) => {
        readsOrRefuses(() => readEvent(input, STATE), "event");
      }),
      options,
    );
  });

  it("a valid event with one field replaced, removed or added is read or refused with a CrkbError naming a path under event", () => {
    fc.assert(
      fc.property(fc.constantFrom(...VALID_EVENTS), fc.array(mutation, { minLength: 1, maxLength: 2 }), (event, ms) => {
        const input = mutated(event, ms);
        readsOrRefuses(() => readEvent(input, STATE), "event");
      }),
      options,
    );
  });
});
