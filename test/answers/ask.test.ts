/**
 * `ask(kb, question)` (src/answers/ask.ts): the door every question comes
 * through (POST /api/ask, `crkb ask`, `crkb scenarios`). A question it cannot
 * answer is a CrkbError with status 400 (exit 2) whose message names the
 * field and the value; nothing else escapes.
 */
import { describe, expect, it } from "vitest";
import { ask, askKinds } from "../../src/answers/ask";
import { DB_CLOCK } from "../../src/db/clock";
import { CrkbError } from "../../src/errors";
import { openKnowledgeBase } from "../../src/knowledge-base";

const kb = openKnowledgeBase({ versions: [] });

const STATE = {
  players: ["alice", "bob"],
  turn: { number: 4, active: "alice", step: "upkeep" },
  objects: [
    { id: "necro", name: "Necrosavant", owner: "alice", zone: "graveyard", types: ["creature"],
      text: "{3}{B}{B}, Sacrifice a creature: Return Necrosavant from your graveyard to play. Play this ability only during your upkeep." },
    { id: "tusker", name: "Krosan Tusker", owner: "bob", zone: "hand", types: ["creature"],
      text: "Cycling {2}{G}\nWhen you cycle Krosan Tusker, you may search your library for a basic land card, reveal that card, and put it into your hand. If you do, shuffle your library." },
    { id: "vanilla", name: "Grizzly Bears", owner: "bob", zone: "in-play", types: ["creature"] },
  ],
};

/** The CrkbError the question raises; fails the test if it raises nothing or something else. */
function refused(question: unknown): CrkbError {
  let error: unknown;
  try {
    ask(kb, question);
  } catch (e) {
    error = e;
  }
  expect(error, "the question should be refused").toBeInstanceOf(CrkbError);
  const e = error as CrkbError;
  expect(e.status).toBe(400);
  expect(e.exitCode).toBe(2);
  expect(e.code).toBe("bad_input");
  return e;
}

const functions = (more: Record<string, unknown>) => ({ ask: "functions", state: STATE, object: "necro", ability: 0, ...more });
const canPlay = (more: Record<string, unknown>) => ({ ask: "can-play", state: STATE, object: "necro", ability: 0, ...more });

describe("what is asked", () => {
  it("answers the kinds it knows, functions and can-play among them", () => {
    expect(askKinds().slice(0, 2)).toEqual(["functions", "can-play"]);
    expect(ask(kb, functions({}))).toMatchObject({ ask: "functions", functions: true });
    expect(ask(kb, canPlay({}))).toMatchObject({ ask: "can-play", canPlay: true });
  });

  it("an unknown ask kind is refused, naming it and the kinds answered", () => {
    const e = refused(functions({ ask: "explain" }));
    expect(e.message).toContain('"explain"');
    expect(e.message).toContain(askKinds().join(", "));
  });

  it("an ask of the wrong case or type is refused", () => {
    expect(refused(functions({ ask: "Functions" })).message).toContain('"Functions"');
    expect(refused(functions({ ask: 1 })).message).toContain("ask: 1");
    expect(refused(functions({ ask: null })).message).toContain("ask: null");
  });

  it("a question without ask is refused", () => {
    const e = refused({ state: STATE, object: "necro", ability: 0 });
    expect(e.message).toMatch(/^ask: /);
  });

  it('"targets" about an ability without the word "target" is a 400 asking for the ability\'s index', () => {
    const e = refused({ ask: "targets", state: STATE, source: "necro", targets: [["tusker"]], moment: "announce" });
    expect(e.message).toBe(`ability: necro has no ability with the word "target"; name the ability's index`);
  });

  it("a question that is not a JSON object is refused", () => {
    for (const q of [null, [], ["functions"], "functions", 42, true, undefined]) {
      expect(refused(q).message, JSON.stringify(q)).toContain("a question is a JSON object");
    }
  });

  it("a very long ask value is shown cut short", () => {
    const e = refused(functions({ ask: "x".repeat(10_000) }));
    expect(e.message.length).toBeLessThan(300);
  });
});

describe("the state", () => {
  it("a missing state is refused, naming the field", () => {
    const e = refused({ ask: "functions", object: "necro", ability: 0 });
    expect(e.message).toBe('state: a "functions" question needs the game state');
    expect(refused({ ask: "can-play", object: "necro", ability: 0 }).message).toContain('a "can-play" question needs the game state');
  });

  it("a state that is not an object is refused", () => {
    expect(refused(functions({ state: "alice" })).message).toMatch(/^state: expected an object/);
    expect(refused(functions({ state: null })).message).toMatch(/^state: expected an object/);
  });

  it("a bad state is refused with the path of the bad field", () => {
    const bad = { ...STATE, objects: [{ ...STATE.objects[0], zone: "battlefeld" }] };
    const e = refused(functions({ state: bad }));
    expect(e.message).toContain("state.objects[0].zone");
    expect(e.message).toContain('"battlefeld" is not a zone');
  });
});

describe("object and ability", () => {
  it("an unknown object id is refused, naming the id", () => {
    const e = refused(functions({ object: "nosuch" }));
    expect(e.message).toBe('object: "nosuch" is not the id of an object in the state');
  });

  it("a player's id is not an object id", () => {
    expect(refused(functions({ object: "alice" })).message).toContain('"alice" is not the id of an object');
  });

  it("a missing or non-string object is refused", () => {
    expect(refused(functions({ object: undefined })).message).toMatch(/^object: expected an object id/);
    expect(refused(functions({ object: 3 })).message).toMatch(/^object: expected an object id/);
    expect(refused(functions({ object: ["necro"] })).message).toMatch(/^object: expected an object id/);
  });

  it("an ability index out of range is refused, naming how many abilities the object has", () => {
    const e = refused(functions({ ability: 1 }));
    expect(e.message).toContain("necro has 1 ability");
    expect(e.message).toContain("there is no 1");
    const two = refused(functions({ object: "tusker", ability: 5 }));
    expect(two.message).toContain("tusker has 2 abilities");
    expect(two.message).toContain("indexes 0-1");
  });

  it("an object without text or abilities has none to ask about", () => {
    const e = refused(functions({ object: "vanilla", ability: 0 }));
    expect(e.message).toContain("vanilla has no abilities");
  });

  it("an ability that is not a whole number of at least 0 is refused", () => {
    for (const ability of [-1, 0.5, "0", null, undefined, [0]]) {
      expect(refused(functions({ ability })).message, JSON.stringify(ability)).toMatch(/^ability: expected an ability index/);
    }
  });

  it("can-play checks object and ability the same way", () => {
    expect(refused(canPlay({ object: "nosuch" })).message).toContain('"nosuch" is not the id');
    expect(refused(canPlay({ ability: 9 })).message).toContain("necro has 1 ability");
  });
});

describe("zone", () => {
  it("a bad zone is refused, listing the zones in both names", () => {
    const e = refused(functions({ zone: "battlefeld" }));
    expect(e.message).toContain('zone: "battlefeld" is not a zone');
    expect(e.message).toContain("in-play (or battlefield)");
    expect(e.message).toContain("removed (or exile)");
  });

  it("a zone that is not a string is refused", () => {
    expect(refused(functions({ zone: 3 })).message).toMatch(/^zone: 3 is not a zone/);
    expect(refused(functions({ zone: null })).message).toMatch(/^zone: null is not a zone/);
  });

  it("zone names are read without regard to case and surrounding space", () => {
    expect(ask(kb, functions({ zone: " Graveyard " }))).toMatchObject({ functions: true, zone: "graveyard" });
  });
});

describe("unknown fields", () => {
  it("a field a functions question does not have is refused, listing its fields", () => {
    const e = refused(functions({ player: "alice" }));
    expect(e.message).toBe('player: not a field of a "functions" question (fields: ask, state, object, ability, zone)');
  });

  it("a field a can-play question does not have is refused", () => {
    expect(refused(canPlay({ zone: "graveyard" })).message).toContain('zone: not a field of a "can-play" question');
  });

  it("a typo of a field is named", () => {
    expect(refused({ ask: "functions", state: STATE, objet: "necro", ability: 0 }).message).toMatch(/^objet: not a field/);
  });

  it("expect (a scenario's) is accepted and ignored", () => {
    expect(ask(kb, functions({ expect: { functions: false } }))).toMatchObject({ functions: true });
  });
});

describe("player", () => {
  it("a player who is not a player of the state is refused, listing the players", () => {
    const e = refused(canPlay({ player: "carol" }));
    expect(e.message).toBe('player: "carol" is not one of the players (alice, bob)');
  });

  it("an object id is not a player", () => {
    expect(refused(canPlay({ player: "necro" })).message).toContain('"necro" is not one of the players');
  });

  it("a player that is not a string is refused", () => {
    expect(refused(canPlay({ player: 1 })).message).toMatch(/^player: 1 is not one of the players/);
    expect(refused(canPlay({ player: null })).message).toMatch(/^player: null is not one of the players/);
  });
});

describe("nothing but CrkbError escapes", () => {
  it("refuses each malformed question with a CrkbError, never a TypeError", () => {
    const questions: unknown[] = [
      { ask: "functions", state: {} },
      { ask: "functions", state: { players: [] } },
      { ask: "functions", state: { players: ["alice"], objects: {} } },
      { ask: "functions", state: { players: ["alice"], objects: [null] } },
      { ask: "functions", state: { players: ["alice"], objects: [] }, object: "x", ability: 0 },
      { ask: "functions", state: { players: ["alice"], objects: [{ id: "x", owner: "alice", zone: "hand", abilities: [7] }] }, object: "x", ability: 0 },
      { ask: "can-play", state: { players: ["alice"], objects: [{ id: "x", owner: "alice", zone: "hand", text: "Cycling {2}" }] }, object: "x", ability: 0, player: {} },
    ];
    for (const q of questions) refused(q);
  });
});

describe("names every object has are not questions", () => {
  it("\"toString\", \"constructor\", \"__proto__\" are refused like any unknown ask", () => {
    for (const ask of ["toString", "constructor", "__proto__", "hasOwnProperty"]) {
      expect(refused({ ask, state: STATE }).message, ask).toContain("is not a question crkb answers");
    }
  });
});

describe("answers remembered by the question's content", () => {
  const question = { ask: "functions", state: STATE, object: "necro", ability: 0 };

  it("the same question again: the same answer, with no query run", () => {
    const triggers = { ask: "triggers", state: STATE, event: { kind: "zone-change", objects: ["vanilla"], to: "graveyard" } };
    const first = ask(kb, structuredClone(triggers));
    const before = DB_CLOCK.queries;
    expect(ask(kb, structuredClone(triggers))).toEqual(first);
    expect(DB_CLOCK.queries).toBe(before);
  });

  it("changing a returned answer does not change the next one", () => {
    const a = ask(kb, question) as { zones: string[] };
    a.zones.push("hand");
    expect((ask(kb, question) as { zones: string[] }).zones).toEqual(["graveyard"]);
  });

  it("another state is answered afresh", () => {
    const moved = { ...question, state: { ...STATE, objects: [{ ...STATE.objects[0], zone: "hand" }] } };
    expect((ask(kb, moved) as { zone: string; functions: boolean })).toMatchObject({ zone: "hand", functions: false });
  });
});
