/**
 * src/state/read-state.ts: the state JSON of SPEC.md ("Questions about a game
 * state") read into a GameState. Every default is filled; every bad field is
 * a CrkbError (400 / exit 2) whose message names the field path and the bad
 * value; limits keep hostile input bounded.
 */
import { describe, expect, it } from "vitest";
import { CrkbError } from "../../src/errors";
import { MAX_OBJECTS, MAX_TEXT, readState } from "../../src/state/read-state";

const PLAYERS = ["alice", "bob"];

/** A card in alice's hand, with `extra` fields laid over it. */
function card(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: "c1", owner: "alice", zone: "hand", ...extra };
}

/** Reads `input` expecting a bad-input error; returns its message after checking the error's class and codes. */
function rejection(input: unknown): string {
  let caught: unknown;
  try {
    readState(input);
  } catch (e) {
    caught = e;
  }
  expect(caught, "readState should have thrown").toBeInstanceOf(CrkbError);
  const err = caught as CrkbError;
  expect(err.code).toBe("bad_input");
  expect(err.status).toBe(400);
  expect(err.exitCode).toBe(2);
  return err.message;
}

/** The error names `path` (at the start of the message) and mentions each of `words`. */
function expectRejected(input: unknown, path: string, ...words: string[]): void {
  const message = rejection(input);
  expect(message.startsWith(`${path}:`), `"${message}" should start with "${path}:"`).toBe(true);
  for (const w of words) expect(message).toContain(w);
}

describe("readState defaults", () => {
  const state = readState({ players: PLAYERS, objects: [card()] });

  it("gives each player 20 life and starts on turn 1, precombat main, first player active", () => {
    expect(state.players).toEqual([
      { id: "alice", life: 20 },
      { id: "bob", life: 20 },
    ]);
    expect(state.turn).toEqual({ number: 1, active: "alice", step: "precombat-main" });
    expect(state.stack).toEqual([]);
  });

  it("fills every field of an object: name = id, no controller outside play, untapped, not a token, empty lists", () => {
    expect(state.objects).toEqual([
      {
        id: "c1",
        name: "c1",
        owner: "alice",
        controller: null,
        zone: "hand",
        zoneAsGiven: "hand",
        types: [],
        subtypes: [],
        supertypes: [],
        colors: [],
        keywords: [],
        tapped: false,
        controlledSinceTurn: 0,
        power: null,
        toughness: null,
        position: null,
        token: false,
        manaCost: null,
        zoneChanges: 0,
        damage: 0,
        damagedBy: [],
        counters: 0,
        lost: [],
        haunting: null,
        chosen: {},
        otherCounters: {},
        text: "",
        abilityFacts: [],
      },
    ]);
  });

  it("makes the owner the controller in play and on the stack, and no one elsewhere (401.3)", () => {
    const s = readState({
      players: PLAYERS,
      objects: ["library", "hand", "graveyard", "in-play", "stack", "removed"].map((zone) => ({ id: zone, owner: "bob", zone })),
    });
    expect(Object.fromEntries(s.objects.map((o) => [o.id, o.controller]))).toEqual({
      library: null,
      hand: null,
      graveyard: null,
      "in-play": "bob",
      stack: "bob",
      removed: null,
    });
  });

  it("keeps a controller given for an object in play", () => {
    const s = readState({ players: PLAYERS, objects: [card({ zone: "in-play", controller: "bob" })] });
    expect(s.objects[0].owner).toBe("alice");
    expect(s.objects[0].controller).toBe("bob");
  });

  it("reads an empty state's missing objects and stack as empty lists", () => {
    const s = readState({ players: ["solo"] });
    expect(s.objects).toEqual([]);
    expect(s.stack).toEqual([]);
    expect(s.turn.active).toBe("solo");
  });

  it("lower-cases types, subtypes, supertypes, colours and keywords", () => {
    const s = readState({
      players: PLAYERS,
      objects: [card({ types: ["Creature"], subtypes: ["Zombie"], supertypes: ["Legendary"], colors: ["Black"], keywords: ["Protection from Black"] })],
    });
    const o = s.objects[0];
    expect([o.types, o.subtypes, o.supertypes, o.colors, o.keywords]).toEqual([["creature"], ["zombie"], ["legendary"], ["black"], ["protection from black"]]);
  });
});

describe("readState zones", () => {
  it('reads "battlefield" as in-play and "exile" as removed, keeping the name the question used', () => {
    const s = readState({
      players: PLAYERS,
      objects: [card({ id: "a", zone: "battlefield" }), card({ id: "b", zone: "exile" }), card({ id: "c", zone: "Battlefield" })],
    });
    expect(s.objects.map((o) => [o.zone, o.zoneAsGiven])).toEqual([
      ["in-play", "battlefield"],
      ["removed", "exile"],
      ["in-play", "Battlefield"],
    ]);
    // A permanent on the battlefield is in play, so it has a controller.
    expect(s.objects[0].controller).toBe("alice");
    expect(s.objects[1].controller).toBeNull();
  });
});

describe("readState players", () => {
  it("accepts names and {id, life} objects, in turn order", () => {
    const s = readState({ players: ["alice", { id: "bob", life: 7 }, { id: "carol" }] });
    expect(s.players).toEqual([
      { id: "alice", life: 20 },
      { id: "bob", life: 7 },
      { id: "carol", life: 20 },
    ]);
  });

  it("accepts a negative life total (a player at 0 or less is still in the state until state-based actions)", () => {
    expect(readState({ players: [{ id: "alice", life: -3 }] }).players[0].life).toBe(-3);
  });

  it("refuses missing and empty player lists", () => {
    expectRejected({ objects: [] }, "state.players", "expected an array", "undefined");
    expectRejected({ players: [] }, "state.players", "at least one player");
  });

  it("refuses a player listed twice, as a name or an object", () => {
    expectRejected({ players: ["alice", "alice"] }, "state.players[1]", '"alice"', "twice");
    expectRejected({ players: ["alice", { id: "alice", life: 3 }] }, "state.players[1]", '"alice"', "twice");
  });

  it("refuses a life total that is not a whole number, and an unknown field of a player", () => {
    expectRejected({ players: [{ id: "alice", life: "20" }] }, "state.players[0].life", '"20"');
    expectRejected({ players: [{ id: "alice", lfe: 20 }] }, "state.players[0].lfe", "not a field");
  });
});

describe("readState validation names the field path and the bad value", () => {
  it("refuses something that is not an object", () => {
    expectRejected("hello", "state", "expected an object", '"hello"');
    expectRejected(null, "state", "null");
    expectRejected([], "state", "[]");
  });

  it('refuses an unknown zone ("battlefeld") and lists the zones', () => {
    expectRejected({ players: PLAYERS, objects: [card({ zone: "battlefeld" })] }, "state.objects[0].zone", '"battlefeld"', "in-play (or battlefield)", "removed (or exile)");
  });

  it("refuses an owner that is not a player", () => {
    expectRejected({ players: PLAYERS, objects: [card({ owner: "carol" })] }, "state.objects[0].owner", '"carol"', "alice, bob");
  });

  it("refuses a controller on an object in the graveyard (no controller outside play and the stack)", () => {
    expectRejected({ players: PLAYERS, objects: [card({ zone: "graveyard", controller: "bob" })] }, "state.objects[0].controller", "graveyard", "no controller");
  });

  it("refuses a controller that is not a player", () => {
    expectRejected({ players: PLAYERS, objects: [card({ zone: "in-play", controller: "carol" })] }, "state.objects[0].controller", '"carol"');
  });

  it("refuses duplicate object ids and an object id equal to a player id", () => {
    expectRejected({ players: PLAYERS, objects: [card(), card({ zone: "graveyard" })] }, "state.objects[1].id", '"c1"', "unique");
    expectRejected({ players: PLAYERS, objects: [card({ id: "bob" })] }, "state.objects[0].id", '"bob"', "player");
  });

  it("refuses fields of the wrong type", () => {
    expectRejected({ players: PLAYERS, objects: [card({ types: "creature" })] }, "state.objects[0].types", "array", '"creature"');
    expectRejected({ players: PLAYERS, objects: [card({ types: ["creature", 3] })] }, "state.objects[0].types[1]", "string", "3");
    expectRejected({ players: PLAYERS, objects: [card({ tapped: "yes" })] }, "state.objects[0].tapped", "true or false", '"yes"');
    expectRejected({ players: PLAYERS, objects: [card({ power: 1.5 })] }, "state.objects[0].power", "whole number", "1.5");
    expectRejected({ players: PLAYERS, objects: [card({ text: 42 })] }, "state.objects[0].text", "string", "42");
    expectRejected({ players: PLAYERS, objects: [card({ position: -1 })] }, "state.objects[0].position", "-1");
    expectRejected({ players: PLAYERS, objects: [card({ controlledSinceTurn: "2" })] }, "state.objects[0].controlledSinceTurn", '"2"');
    expectRejected({ players: PLAYERS, objects: [card({ id: "   " })] }, "state.objects[0].id", "empty");
  });

  it('names an unknown field, such as the typo "zome", instead of ignoring it', () => {
    expectRejected({ players: PLAYERS, objects: [card({ zome: "graveyard" })] }, "state.objects[0].zome", "not a field", "zone");
    expectRejected({ players: PLAYERS, objcts: [] }, "state.objcts", "not a field", "objects");
    expectRejected({ players: PLAYERS, turn: { nubmer: 3 } }, "state.turn.nubmer", "not a field", "(known: number, active, step)");
    expectRejected({ players: PLAYERS, objects: [card({ toString: 1 })] }, "state.objects[0].toString", "not a field");
  });

  it("refuses an active player who is not a player, an unknown step and a turn number below 1", () => {
    expectRejected({ players: PLAYERS, turn: { active: "carol" } }, "state.turn.active", '"carol"', "alice, bob");
    expectRejected({ players: PLAYERS, turn: { step: "lunch" } }, "state.turn.step", '"lunch"', "upkeep", "cleanup");
    expectRejected({ players: PLAYERS, turn: { number: 0 } }, "state.turn.number", "0");
  });

  it("refuses a stack entry naming an unknown object", () => {
    expectRejected({ players: PLAYERS, stack: ["ghost"] }, "state.stack[0]", '"ghost"', "not the id of an object");
    expectRejected({ players: PLAYERS, stack: [{ id: "s1", source: "ghost" }] }, "state.stack[0].source", '"ghost"');
  });

  it("refuses a spell id on the stack whose object is in another zone", () => {
    expectRejected({ players: PLAYERS, objects: [card()], stack: ["c1"] }, "state.stack[0]", '"c1"', "hand");
  });

  it("refuses targets naming neither an object nor a player, and a stack controller who is not a player", () => {
    const objects = [card({ zone: "in-play" })];
    expectRejected({ players: PLAYERS, objects, stack: [{ id: "s1", source: "c1", targets: [["bob"], ["nobody"]] }] }, "state.stack[0].targets[1][0]", '"nobody"');
    expectRejected({ players: PLAYERS, objects, stack: [{ id: "s1", source: "c1", controller: "zed" }] }, "state.stack[0].controller", '"zed"');
  });

  it("refuses structured ability facts with a bad kind, zone or timing, or an unknown field", () => {
    const withFacts = (facts: unknown) => ({ players: PLAYERS, objects: [card({ abilities: [facts] })] });
    expectRejected(withFacts({ kind: "magic" }), "state.objects[0].abilities[0].kind", '"magic"', "activated");
    // "unread" is what the reader says of text it could not read; a state cannot assert it.
    expectRejected(withFacts({ kind: "unread" }), "state.objects[0].abilities[0].kind", '"unread"');
    expectRejected(withFacts({ statedZones: ["battlefeld"] }), "state.objects[0].abilities[0].statedZones[0]", '"battlefeld"');
    expectRejected(withFacts({ timing: ["noon"] }), "state.objects[0].abilities[0].timing[0]", '"noon"', "once-each-turn");
    expectRejected(withFacts({ tap: "yes" }), "state.objects[0].abilities[0].tap", '"yes"');
    expectRejected(withFacts({ kindd: "static" }), "state.objects[0].abilities[0].kindd", "not a field");
    // These paths carry a stray "[0]" (see the report); the field and the value are named all the same.
    expect(rejection(withFacts({ movesFrom: "moon" }))).toMatch(/^state\.objects\[0\]\.abilities\[0\]\.movesFrom.*"moon"/);
    expect(rejection(withFacts({ triggers: [{ condition: "x", zone: "moon" }] }))).toMatch(/^state\.objects\[0\]\.abilities\[0\]\.triggers\[0\]\.zone.*"moon"/);
  });
});

describe("readState reads the stack", () => {
  it("reads a spell id as a spell controlled by its object's controller, and an ability with its targets", () => {
    const s = readState({
      players: PLAYERS,
      objects: [card({ id: "bolt", zone: "stack", controller: "bob" }), card({ id: "sorc", zone: "in-play" })],
      stack: ["bolt", { id: "ping", source: "sorc", ability: 0, targets: [["bob"]] }],
    });
    expect(s.stack).toEqual([
      { id: "bolt", source: "bolt", ability: null, controller: "bob", targets: [] },
      { id: "ping", source: "sorc", ability: 0, controller: "alice", targets: [[{ id: "bob", zoneChanges: null }]] },
    ]);
  });
});

describe("readState structured ability facts", () => {
  it("keeps the facts given, in zones of the era's names, and null for a skipped index", () => {
    const s = readState({
      players: PLAYERS,
      objects: [card({ abilities: [null, { kind: "static", statedZones: ["exile"], triggers: [{ condition: "x", zone: "battlefield" }], movesFrom: null }] })],
    });
    expect(s.objects[0].abilityFacts).toEqual([null, { kind: "static", statedZones: ["removed"], triggers: [{ condition: "x", zone: "in-play" }], movesFrom: null }]);
  });
});

describe("readState limits", () => {
  it(`refuses ${MAX_OBJECTS + 1} objects before reading any of them, well under a second`, () => {
    const objects = Array.from({ length: MAX_OBJECTS + 1 }, (_, i) => ({ id: `o${i}`, owner: "alice", zone: "hand" }));
    const start = performance.now();
    const message = rejection({ players: PLAYERS, objects });
    const ms = performance.now() - start;
    expect(message).toMatch(/^state\.objects: has 5001 entries; at most 5000/);
    expect(ms).toBeLessThan(250);
  });

  it(`accepts exactly ${MAX_OBJECTS} objects`, () => {
    const objects = Array.from({ length: MAX_OBJECTS }, (_, i) => ({ id: `o${i}`, owner: "alice", zone: "library", position: i }));
    expect(readState({ players: PLAYERS, objects }).objects).toHaveLength(MAX_OBJECTS);
  });

  it(`accepts ${MAX_TEXT} characters of text and refuses one more`, () => {
    expect(readState({ players: PLAYERS, objects: [card({ text: "x".repeat(MAX_TEXT) })] }).objects[0].text).toHaveLength(MAX_TEXT);
    expectRejected({ players: PLAYERS, objects: [card({ text: "x".repeat(MAX_TEXT + 1) })] }, "state.objects[0].text", String(MAX_TEXT + 1), String(MAX_TEXT));
  });

  it("refuses a 10,000-character id, and shows at most a short excerpt of it", () => {
    const huge = "x".repeat(10_000);
    const message = rejection({ players: PLAYERS, objects: [card({ id: huge })] });
    expect(message).toMatch(/^state\.objects\[0\]\.id: is 10000 characters long/);
    expect(message.length).toBeLessThan(300);
    expect(rejection({ players: [huge] })).toMatch(/^state\.players\[0\]: is 10000 characters long/);
  });

  it("shows a long bad value cut short", () => {
    const message = rejection({ players: PLAYERS, objects: [card({ zone: "z".repeat(90) })] });
    expect(message).toContain("…");
    expect(message).not.toContain("z".repeat(61));
  });
});

describe("stack ids are unambiguous", () => {
  const base = { players: ["a", "b"], objects: [{ id: "c", owner: "a", zone: "stack", types: ["instant"] }, { id: "d", owner: "a", zone: "in-play", types: ["creature"] }] };
  const refused = (stack: unknown[]) => {
    try {
      readState({ ...base, stack });
    } catch (e) {
      return (e as Error).message;
    }
    return "accepted";
  };

  it("refuses the same spell twice", () => {
    expect(refused(["c", "c"])).toBe('state.stack[1]: "c" is on the stack twice');
  });

  it("refuses an ability whose id is an object's or a player's", () => {
    expect(refused([{ id: "d", source: "d", ability: 0 }])).toBe('state.stack[0].id: "d" is already the id of an object or player');
    expect(refused([{ id: "a", source: "d", ability: 0 }])).toBe('state.stack[0].id: "a" is already the id of an object or player');
  });

  it("names a bad zone of a structured ability without an index it does not have", () => {
    let message = "";
    try {
      readState({ players: ["a"], objects: [{ id: "x", owner: "a", zone: "hand", abilities: [{ movesFrom: "moon" }] }] });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/^state\.objects\[0\]\.abilities\[0\]\.movesFrom: "moon" is not a zone/);
  });
});

describe("otherCounters: counters by kind (age, fade, time: 502.13a, 502.20a, 502.60a)", () => {
  const at = (otherCounters: unknown) => ({ players: PLAYERS, objects: [card({ zone: "in-play", otherCounters })] });

  it("reads each kind's count, kinds in lower case", () => {
    expect(readState(at({ Age: 2, fade: 0 })).objects[0].otherCounters).toEqual({ age: 2, fade: 0 });
  });

  it.each<[string, unknown, string]>([
    ["a list", [1, 2], "counters by kind"],
    ["a string", "age", "counters by kind"],
    ["a negative count", { age: -1 }, "objects[0].otherCounters.age"],
    ["a fraction", { age: 1.5 }, "objects[0].otherCounters.age"],
    ["a count as text", { age: "2" }, "objects[0].otherCounters.age"],
  ])("refuses %s, naming the field", (_name, value, words) => {
    expect(rejection(at(value))).toContain(words);
  });

  it("refuses more than 16 kinds, and a kind that is no word, without echoing a huge or hostile name whole", () => {
    expect(rejection(at(Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`k${"abcdefghijklmnopq"[i]}`, 1]))))).toContain("at most 16");
    const hostile = `<script>${"x".repeat(10_000)}`;
    const message = rejection(at({ [hostile]: 1 }));
    expect(message).toContain("is not a kind of counter");
    expect(message.length).toBeLessThan(500);
  });
});

describe("chosen: what a permanent chose as it came into play, by kind (419.1b, 203.2d, 212.1e)", () => {
  const at = (chosen: unknown) => ({ players: PLAYERS, objects: [card({ zone: "in-play", chosen })] });

  it("reads each kind's value: colours and creature types in lower case, a player's id as given", () => {
    expect(readState(at({ color: "Black", "creature type": "Goblin", opponent: "bob" })).objects[0].chosen).toEqual({ color: "black", "creature type": "goblin", opponent: "bob" });
  });

  it.each<[string, unknown, string]>([
    ["a list", ["black"], "objects[0].chosen: expected the choices by kind"],
    ["a value that is no colour", { color: "purple" }, "objects[0].chosen.color: \"purple\" cannot be chosen"],
    ["two words as a creature type", { "creature type": "Merfolk Wizard" }, "212.1e"],
    ["an empty value", { color: "" }, "objects[0].chosen.color: must not be empty"],
    ["a number", { color: 3 }, "objects[0].chosen.color: expected a string"],
    ["a player not in the game", { player: "carol" }, "objects[0].chosen.player"],
    ["the controller as its own opponent", { opponent: "alice" }, "objects[0].chosen.opponent"],
    ["an object's own property name", JSON.parse('{"__proto__": "x"}'), "is not a kind of choice"],
    ["an inherited name", { constructor: "x" }, "is not a kind of choice"],
  ])("refuses %s, naming the field", (_name, value, words) => {
    expect(rejection(at(value))).toContain(words);
  });

  it("refuses a huge or hostile kind or value without echoing it whole", () => {
    const hostile = `<script>${"x".repeat(10_000)}`;
    expect(rejection(at({ [hostile]: "black" })).length).toBeLessThan(500);
    expect(rejection(at({ color: hostile }))).toContain("at most 40");
  });
});
