/**
 * src/engine/delayed.ts (created by effects.ts as an ability resolves) through
 * "run" questions: a delayed triggered ability exists only from its creation
 * (404.4a), triggers once unless it has a stated duration such as "this
 * turn" (404.4b), and one that refers to a permanent does nothing if that
 * permanent left play, even if it returned (404.4d). The abilities are "{0}:"
 * activated abilities whose effect creates the delayed ability.
 */
import { describe, expect, it } from "vitest";
import { card, events, expectLogged, expectNotLogged, run, state } from "../support/run";

const ELVES = "Llanowar Elves";
const elves = (text: string, more: Record<string, unknown> = {}) => card("elf", ELVES, "alice", "in-play", ["creature"], text, { colors: ["green"], power: 1, toughness: 1, ...more });
const untapper = () => card("un", "Untapper", "alice", "in-play", ["artifact"], "{0}: Untap target creature.");
const LEAVES = `{0}: When ${ELVES} leaves play this turn, you gain 2 life.`;
const REMOVE_AT_END = `{0}: Remove ${ELVES} from the game at end of turn.`;

/** Taps the Elves for mana, then untaps them with the Untapper's ability. */
const TAP_AND_UNTAP = [
  { do: "activate", object: "elf", ability: 0 },
  { do: "activate", object: "un", ability: 0, targets: [["elf"]] },
  { do: "resolve" },
];

describe("404.4a: a delayed triggered ability triggers only once it has been created", () => {
  it("\"When ~ leaves play this turn\": the creature left play before the ability resolved, so it never triggers", () => {
    const a = run(state([elves(LEAVES)]), [
      { do: "activate", object: "elf", ability: 0 },
      { do: "move", object: "elf", to: "graveyard" },
      { do: "resolve" },
    ]);
    expect(a.zones.elf).toBe("graveyard");
    expect(a.life.alice).toBe(20);
    expect(a.stack).toEqual([]);
    const l = expectLogged(a, "404.4a", "created after the object already left play", "delayed");
    expect(l.text).toContain("won’t trigger until it has actually been created");
    expect(events(a, "trigger")).toEqual([]);
  });

  it("created first, then the creature leaves play: it triggers and alice gains 2 life", () => {
    const a = run(state([elves(LEAVES)]), [
      { do: "activate", object: "elf", ability: 0 },
      { do: "resolve" },
      { do: "move", object: "elf", to: "graveyard" },
      { do: "resolve" },
    ]);
    expectLogged(a, "404.4a", "a delayed triggered ability is created");
    expectLogged(a, "404.4", "triggers", "trigger");
    expect(a.life.alice).toBe(22);
  });

  it("\"When ~ becomes untapped\": an untap before it resolves does not trigger it; it waits for the next untap", () => {
    const s = state([elves(`{T}: Add {G} to your mana pool.\n{0}: When ${ELVES} becomes untapped, you gain 2 life.`, { tapped: true }), untapper()]);
    const before = [
      { do: "activate", object: "elf", ability: 1 },
      { do: "activate", object: "un", ability: 0, targets: [["elf"]] },
      { do: "resolve" },
      { do: "resolve" },
    ];
    const waited = run(s, before);
    expect(waited.tapped).toEqual([]);
    expect(waited.life.alice).toBe(20);
    expect(events(waited, "trigger")).toEqual([]);
    const next = run(s, [...before, ...TAP_AND_UNTAP, { do: "resolve" }]);
    expect(next.life.alice).toBe(22);
  });
});

describe("404.4b: a delayed triggered ability triggers only once, unless it has a stated duration", () => {
  it("\"at end of turn\" triggers at this turn's end of turn step, not at the next one", () => {
    const a = run(state([elves("{0}: You gain 2 life at end of turn.")]), [
      { do: "activate", object: "elf", ability: 0 },
      { do: "resolve" },
      { do: "begin-step", step: "end-of-turn" },
      { do: "resolve" },
      { do: "begin-step", step: "end-of-turn" },
    ]);
    expect(a.turn).toEqual({ number: 5, active: "bob", step: "end-of-turn" });
    expect(a.life.alice).toBe(22);
    expect(a.stack).toEqual([]);
    const t = expectLogged(a, "404.4b", "it will not trigger again", "trigger");
    expect(t.text).toContain("trigger only once");
    expect(events(a, "trigger")).toHaveLength(1);
  });

  it("\"When ~ becomes untapped\" triggers the first time only", () => {
    const a = run(state([elves(`{T}: Add {G} to your mana pool.\n{0}: When ${ELVES} becomes untapped, you gain 2 life.`), untapper()]), [
      { do: "activate", object: "elf", ability: 1 },
      { do: "resolve" },
      ...TAP_AND_UNTAP, { do: "resolve" },
      ...TAP_AND_UNTAP,
    ]);
    expect(a.life.alice).toBe(22);
    expect(a.stack).toEqual([]);
    expect(events(a, "trigger")).toHaveLength(1);
  });

  it("\"Whenever ~ becomes untapped this turn\" triggers each time this turn, and not after the turn", () => {
    const a = run(state([elves(`{T}: Add {G} to your mana pool.\n{0}: Whenever ${ELVES} becomes untapped this turn, you gain 2 life.`), untapper()]), [
      { do: "activate", object: "elf", ability: 1 },
      { do: "resolve" },
      ...TAP_AND_UNTAP, { do: "resolve" },
      ...TAP_AND_UNTAP, { do: "resolve" },
      { do: "activate", object: "elf", ability: 0 },
      { do: "begin-step", step: "untap" },
      { do: "begin-step", step: "untap" },
    ]);
    expect(a.life.alice).toBe(24);
    expect(events(a, "trigger")).toHaveLength(2);
    // Alice's untap step in turn 6 untapped the Elves without triggering anything.
    expect(a.turn).toMatchObject({ number: 6, active: "alice" });
    expect(a.tapped).toEqual([]);
    expect(a.stack).toEqual([]);
    expectNotLogged(a, "404.4b");
  });
});

describe("404.4d: a delayed triggered ability that refers to a permanent that left play does nothing", () => {
  it("\"Remove ~ from the game at end of turn\" with the creature still in play removes it (the ability works)", () => {
    const a = run(state([elves(REMOVE_AT_END)]), [
      { do: "activate", object: "elf", ability: 0 },
      { do: "resolve" },
      { do: "begin-step", step: "end-of-turn" },
      { do: "resolve" },
    ]);
    expect(a.zones.elf).toBe("removed");
  });

  it("the creature went to the graveyard before end of turn: the ability does nothing (the example of 404.4d)", () => {
    const a = run(state([elves(REMOVE_AT_END)]), [
      { do: "activate", object: "elf", ability: 0 },
      { do: "resolve" },
      { do: "move", object: "elf", to: "graveyard" },
      { do: "begin-step", step: "end-of-turn" },
      { do: "resolve" },
    ]);
    expect(a.zones.elf).toBe("graveyard");
    expect(a.stack).toEqual([]);
    const l = expectLogged(a, "404.4d", "no longer the object the effect refers to", "effect");
    expect(l.text).toContain("will fail if the permanent leaves play");
  });

  it("even if it returned to play before the end of turn step, it stays in play", () => {
    const a = run(state([elves(REMOVE_AT_END)]), [
      { do: "activate", object: "elf", ability: 0 },
      { do: "resolve" },
      { do: "move", object: "elf", to: "graveyard" },
      { do: "move", object: "elf", to: "in-play" },
      { do: "begin-step", step: "end-of-turn" },
      { do: "resolve" },
    ]);
    expect(a.zones.elf).toBe("in-play");
    expectLogged(a, "404.4d");
  });
});

describe("404.4: the run answer lists the delayed triggered abilities still waiting", () => {
  it("created and waiting, then used up once it has triggered (404.4b)", () => {
    const waiting = run(state([elves(REMOVE_AT_END)]), [{ do: "activate", object: "elf", ability: 0 }, { do: "resolve" }]);
    expect(waiting.delayed).toEqual([{ condition: "end of turn", effect: "remove Llanowar Elves from the game", controller: "alice", refers: ["elf"], once: true }]);
    const done = run(state([elves(REMOVE_AT_END)]), [{ do: "activate", object: "elf", ability: 0 }, { do: "resolve" }, { do: "begin-step", step: "end-of-turn" }]);
    expect(done.delayed).toEqual([]);
  });
});
