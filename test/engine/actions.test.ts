/**
 * src/engine/actions.ts: the actions a "run" question drives the loop with.
 * readActions checks their shape, each error naming actions[i].field; an
 * action that is illegal when it is performed (408.1c priority, 408.1d and
 * 408.2d timing, 409.1a whose card, 402.8d from which zone, 409.1c targets,
 * costs) is a bad-input error that says why; a mana ability resolves
 * without the stack (406.4, 411.1); and every run is bounded by its step
 * budget, stopping with settled false instead of hanging.
 */
import { describe, expect, it } from "vitest";
import { readActions, MAX_ACTIONS } from "../../src/engine/actions";
import { expectBadInput } from "../support/expect";
import { at, card, creature, events, expectLogged, expectRefused, run, state } from "../support/run";

const SHOCK = "Shock deals 2 damage to target creature or player.";
const LAVA_AXE = "Lava Axe deals 5 damage to target player.";
const DEATH_BOMB = "As an additional cost to play Death Bomb, sacrifice a creature.\nDestroy target nonblack creature. It can't be regenerated. Its controller loses 2 life.";
/** A state trigger that retriggers each time it resolves (410.11): all passing never ends the step. */
const ORACLE = "Whenever you have no cards in hand, you gain 1 life.";

const shock = (id: string, owner: string) => card(id, "Shock", owner, "hand", ["instant"], SHOCK, { colors: ["red"], manaCost: "{R}" });
const lavaAxe = (id: string, owner: string) => card(id, "Lava Axe", owner, "hand", ["sorcery"], LAVA_AXE, { colors: ["red"], manaCost: "{4}{R}" });
const forest = (id: string, zone = "hand") => card(id, "Forest", "alice", zone, ["land"]);

/** readActions refuses `value` with a bad-input error whose message starts with `path`. */
function expectBadActions(value: unknown, path: string): string {
  return expectBadInput(() => readActions(value), path);
}

describe("readActions: the shape of the actions, each error naming actions[i].field", () => {
  it("no actions is an empty list; a good list is read with its defaults", () => {
    expect(readActions(undefined)).toEqual([]);
    expect(readActions([{ do: "pass" }, { do: "pass", times: 3 }, { do: "move", object: "x", to: "battlefield" }, { do: "move", objects: ["x"], to: "exile" }])).toEqual([
      { do: "pass", times: 1 },
      { do: "pass", times: 3 },
      { do: "move", objects: ["x"], to: "in-play" },
      { do: "move", objects: ["x"], to: "removed" },
    ]);
  });

  it("not a list", () => {
    expect(expectBadActions({ do: "pass" }, "actions")).toContain("expected a list of actions");
    expect(expectBadActions("pass", "actions")).toContain('"pass"');
    expect(expectBadActions(3, "actions")).toContain("expected a list of actions");
  });

  it(`more than ${MAX_ACTIONS} actions`, () => {
    expect(MAX_ACTIONS).toBe(1_000);
    expect(readActions(Array.from({ length: 1_000 }, () => ({ do: "pass" })))).toHaveLength(1_000);
    expect(expectBadActions(Array.from({ length: 1_001 }, () => ({ do: "pass" })), "actions")).toContain("at most 1000");
  });

  it("an action that is not an object", () => {
    expect(expectBadActions([{ do: "pass" }, null], "actions[1]")).toContain("expected an action object");
    expect(expectBadActions([[]], "actions[0]")).toContain("expected an action object");
    expect(expectBadActions(["pass"], "actions[0]")).toContain("expected an action object");
  });

  it("an unknown \"do\", listing the actions there are", () => {
    const m = expectBadActions([{ do: "pass" }, { do: "attack" }], "actions[1].do");
    expect(m).toContain('"attack" is not an action');
    expect(m).toContain("play, activate, cycle, pass, resolve, move, damage, begin-step, block, choose, change");
    expectBadActions([{ do: 3 }], "actions[0].do");
  });

  it("a missing \"do\"", () => {
    expect(expectBadActions([{ times: 2 }], "actions[0].do")).toContain("missing");
  });

  it("an unknown field, listing the fields of that action", () => {
    expect(expectBadActions([{ do: "pass", object: "x" }], "actions[0].object")).toContain('not a field of a "pass" action (fields: times)');
    expectBadActions([{ do: "play", object: "x", target: [["bob"]] }], "actions[0].target");
    expectBadActions([{ do: "resolve", times: 2 }], "actions[0].times");
  });

  it("bad ids: empty, not a string, too long", () => {
    expectBadActions([{ do: "play", object: "" }], "actions[0].object");
    expect(expectBadActions([{ do: "play", object: 5 }], "actions[0].object")).toContain("expected an id");
    expectBadActions([{ do: "play", object: "x".repeat(101) }], "actions[0].object");
    expectBadActions([{ do: "play", object: "x", player: 7 }], "actions[0].player");
    expectBadActions([{ do: "move", objects: ["x", 3], to: "hand" }], "actions[0].objects[1]");
    expectBadActions([{ do: "play", object: "x", sacrifice: "y" }], "actions[0].sacrifice");
    expectBadActions([{ do: "block", blocks: [["a"]] }], "actions[0].blocks[0]");
  });

  it("bad numbers: not whole, out of range, not a number", () => {
    for (const times of [0, -1, 1.5, "3", 100_001, null]) expect(expectBadActions([{ do: "pass", times }], "actions[0].times")).toContain("whole number from 1 to 100000");
    expectBadActions([{ do: "activate", object: "x", ability: -1 }], "actions[0].ability");
    expectBadActions([{ do: "activate", object: "x", ability: 32 }], "actions[0].ability");
    expectBadActions([{ do: "activate", object: "x" }], "actions[0].ability");
    expectBadActions([{ do: "damage", source: "a", to: "b", amount: -1 }], "actions[0].amount");
    expectBadActions([{ do: "damage", source: "a", to: "b", amount: 2.5 }], "actions[0].amount");
    expectBadActions([{ do: "change", object: "x", power: "big" }], "actions[0].power");
  });

  it("a bad zone, listing the zones", () => {
    const m = expectBadActions([{ do: "move", object: "x", to: "hell" }], "actions[0].to");
    expect(m).toContain('"hell" is not a zone');
    expect(m).toContain("graveyard");
    expectBadActions([{ do: "move", object: "x" }], "actions[0].to");
  });

  it("a bad step, listing the steps", () => {
    const m = expectBadActions([{ do: "begin-step", step: "second breakfast" }], "actions[0].step");
    expect(m).toContain("upkeep");
    expectBadActions([{ do: "begin-step" }], "actions[0].step");
  });

  it("a run question with bad actions is refused before anything is played", () => {
    expect(expectRefused(state([]), [{ do: "pass" }, { do: "fly" }], "actions[1].do")).toContain("is not an action");
    expectRefused(state([]), "pass", "actions");
  });
});

describe("408.1c: only the player with priority acts", () => {
  it("a player without priority playing an instant", () => {
    const m = expectRefused(state([shock("s", "bob")]), [{ do: "play", object: "s", player: "bob", targets: [["alice"]] }], "actions[0].player");
    expect(m).toContain("bob does not have priority; alice has (408.1c)");
  });

  it("the same instant once bob has priority", () => {
    const a = run(state([shock("s", "bob")]), [{ do: "pass" }, { do: "play", object: "s", targets: [["alice"]] }]);
    expect(a.stack.map((s) => [s.id, s.controller])).toEqual([["s", "bob"]]);
    expect(a.priority).toBe("bob");
  });

  it("a player without priority activating an ability", () => {
    const s = state([card("ps", "Prodigal Sorcerer", "bob", "in-play", ["creature"], "{T}: Prodigal Sorcerer deals 1 damage to target creature or player.", { power: 1, toughness: 1 })]);
    expectRefused(s, [{ do: "activate", object: "ps", ability: 0, player: "bob", targets: [["alice"]] }], "actions[0].player");
  });

  it("passing once nobody has priority (the game is over)", () => {
    const s = state([shock("s", "alice")], { players: ["alice", { id: "bob", life: 2 }] });
    const m = expectRefused(s, [{ do: "play", object: "s", targets: [["bob"]] }, { do: "resolve" }, { do: "pass" }], "actions[2]");
    expect(m).toContain("the game is over");
  });
});

describe("408.1d: a spell other than an instant only in its controller's main phase, with an empty stack", () => {
  it("a sorcery in the upkeep", () => {
    const m = expectRefused(state([lavaAxe("axe", "alice")], at("upkeep")), [{ do: "play", object: "axe", targets: [["bob"]] }], "actions[0]");
    expect(m).toContain("alice cannot play Lava Axe now");
    expect(m).toContain("(408.1d)");
  });

  it("a sorcery of the non-active player", () => {
    const m = expectRefused(state([lavaAxe("axe", "bob")]), [{ do: "pass" }, { do: "play", object: "axe", targets: [["alice"]] }], "actions[1]");
    expect(m).toContain("bob cannot play Lava Axe now");
    expect(m).toContain("408.1d");
  });

  it("a sorcery while the stack is not empty", () => {
    const m = expectRefused(state([lavaAxe("axe", "alice"), shock("s", "alice")]), [
      { do: "play", object: "s", targets: [["bob"]] },
      { do: "play", object: "axe", targets: [["bob"]] },
    ], "actions[1]");
    expect(m).toContain("408.1d");
  });

  it("the sorcery in alice's main phase with an empty stack is played", () => {
    const a = run(state([lavaAxe("axe", "alice")]), [{ do: "play", object: "axe", targets: [["bob"]] }, { do: "resolve" }]);
    expect(a.life.bob).toBe(15);
  });

  it("an instant in the upkeep is fine", () => {
    const a = run(state([shock("s", "alice")], at("upkeep")), [{ do: "play", object: "s", targets: [["bob"]] }]);
    expect(a.zones.s).toBe("stack");
  });
});

describe("408.2d: playing a land", () => {
  it("a land is a special action: into play at once, without the stack, and the player keeps priority", () => {
    const a = run(state([forest("f1")]), [{ do: "play", object: "f1" }]);
    expect(a.zones.f1).toBe("in-play");
    expect(a.stack).toEqual([]);
    expect(a.priority).toBe("alice");
    expectLogged(a, "408.2d", "playing a land is a special action");
  });

  it("a second land in the same turn", () => {
    const m = expectRefused(state([forest("f1"), forest("f2")]), [{ do: "play", object: "f1" }, { do: "play", object: "f2" }], "actions[1]");
    expect(m).toContain("alice has already played a land this turn (408.2d)");
  });

  it("a land outside a main phase", () => {
    expect(expectRefused(state([forest("f1")], at("upkeep")), [{ do: "play", object: "f1" }], "actions[0]")).toContain("408.2d");
  });

  it("a land in the next turn is fine again", () => {
    const a = run(state([forest("f1"), forest("f2")]), [
      { do: "play", object: "f1" },
      { do: "begin-step", step: "precombat-main" },
      { do: "begin-step", step: "precombat-main" },
      { do: "play", object: "f2" },
    ]);
    expect(a.turn.number).toBe(6);
    expect(a.zones).toMatchObject({ f1: "in-play", f2: "in-play" });
  });
});

describe("409.1a, 402.8d: a player plays his or her own cards, from a zone they can be played from", () => {
  it("a card that is not its player's", () => {
    const m = expectRefused(state([shock("s", "bob")]), [{ do: "play", object: "s", targets: [["bob"]] }], "actions[0]");
    expect(m).toContain("a player plays only his or her own cards (409.1a)");
  });

  it("a card in the library", () => {
    const m = expectRefused(state([{ ...shock("s", "alice"), zone: "library" }]), [{ do: "play", object: "s", targets: [["bob"]] }], "actions[0]");
    expect(m).toContain("the card is not in a zone it can be played from (402.8d)");
  });

  it("a card in the graveyard without flashback", () => {
    expect(expectRefused(state([{ ...shock("s", "alice"), zone: "graveyard" }]), [{ do: "play", object: "s", targets: [["bob"]] }], "actions[0]")).toContain("402.8d");
  });

  it("an id that is no object of the game", () => {
    expect(expectRefused(state([]), [{ do: "play", object: "nope" }], "actions[0].object")).toContain('"nope" is not the id of an object in the game');
  });
});

describe("409.1c: targets must be legal when announced", () => {
  it("a creature with shroud", () => {
    const m = expectRefused(state([shock("s", "alice"), creature("lynx", "Spectral Lynx", "bob", 2, 1, { keywords: ["shroud"] })]), [
      { do: "play", object: "s", targets: [["lynx"]] },
    ], "actions[0].targets");
    expect(m).toContain("illegal targets");
    expect(m).toContain("shroud");
  });

  it("no target chosen for a spell that needs one", () => {
    expect(expectRefused(state([shock("s", "alice")]), [{ do: "play", object: "s" }], "actions[0].targets")).toContain("needs 1 target; 0 chosen (409.1c)");
  });

  it("the same target twice for one instance of \"target\"", () => {
    const s = state([card("t", "Tap Two", "alice", "hand", ["instant"], "Tap two target creatures."), creature("c1", "Grizzly Bears", "bob", 2, 2), creature("c2", "Hill Giant", "bob", 3, 3)]);
    expect(expectRefused(s, [{ do: "play", object: "t", targets: [["c1", "c1"]] }], "actions[0].targets")).toContain("409.1c");
  });

  it("targets for a spell without the word \"target\"", () => {
    const s = state([card("d", "Inspiration", "alice", "hand", ["instant"], "Draw two cards.")]);
    expect(expectRefused(s, [{ do: "play", object: "d", targets: [["bob"]] }], "actions[0].targets")).toContain('no instance of the word "target"');
  });

  it("a target id that is no object or player", () => {
    expectRefused(state([shock("s", "alice")]), [{ do: "play", object: "s", targets: [["ghost"]] }], "actions[0].targets[0][0]");
  });
});

describe("409.1h: costs other than mana are named by the action", () => {
  const deathBomb = () => card("db", "Death Bomb", "alice", "hand", ["instant"], DEATH_BOMB, { colors: ["black"], manaCost: "{3}{B}" });
  const board = () => state([deathBomb(), creature("gb", "Grizzly Bears", "bob", 2, 2), creature("g1", "Hill Giant", "alice", 3, 3), creature("g2", "Hill Giant", "alice", 3, 3), forest("f", "in-play")]);

  it("no creature named for \"sacrifice a creature\"", () => {
    expect(expectRefused(board(), [{ do: "play", object: "db", targets: [["gb"]] }], "actions[0].sacrifice")).toContain('the cost says "sacrifice a creature"');
  });

  it("two creatures named for \"sacrifice a creature\"", () => {
    expectRefused(board(), [{ do: "play", object: "db", targets: [["gb"]], sacrifice: ["g1", "g2"] }], "actions[0].sacrifice");
  });

  it("a land named for \"sacrifice a creature\"", () => {
    expect(expectRefused(board(), [{ do: "play", object: "db", targets: [["gb"]], sacrifice: ["f"] }], "actions[0].sacrifice[0]")).toContain("Forest is not a creature");
  });

  it("an opponent's creature", () => {
    expect(expectRefused(board(), [{ do: "play", object: "db", targets: [["gb"]], sacrifice: ["gb"] }], "actions[0].sacrifice[0]")).toContain("not a permanent alice controls");
  });

  it("a sacrifice for a spell whose cost sacrifices nothing", () => {
    expect(expectRefused(state([shock("s", "alice"), creature("g1", "Hill Giant", "alice", 3, 3)]), [{ do: "play", object: "s", targets: [["bob"]], sacrifice: ["g1"] }], "actions[0].sacrifice")).toContain("sacrifices nothing");
  });

  it("one creature named: it is sacrificed and the spell goes on the stack", () => {
    const a = run(board(), [{ do: "play", object: "db", targets: [["gb"]], sacrifice: ["g1"] }]);
    expect(a.zones).toMatchObject({ g1: "graveyard", g2: "in-play", db: "stack" });
  });
});

describe("403: activated abilities that cannot be played now", () => {
  const sorcerer = (more: Record<string, unknown> = {}) => card("ps", "Prodigal Sorcerer", "alice", "in-play", ["creature"], "{T}: Prodigal Sorcerer deals 1 damage to target creature or player.", { power: 1, toughness: 1, ...more });

  it("a {T} ability of a tapped creature", () => {
    const m = expectRefused(state([sorcerer({ tapped: true })]), [{ do: "activate", object: "ps", ability: 0, targets: [["bob"]] }], "actions[0]");
    expect(m).toContain("alice cannot play Prodigal Sorcerer's ability 0 now");
    expect(m).toContain("Prodigal Sorcerer is tapped");
    // Only the reasons it cannot be played: not the checks that passed, nor where it functions.
    expect(m).not.toContain("402.8");
  });

  it("a {T} ability of a creature that came under its controller's control this turn (403.4)", () => {
    expect(expectRefused(state([sorcerer({ controlledSinceTurn: 4 })]), [{ do: "activate", object: "ps", ability: 0, targets: [["bob"]] }], "actions[0]")).toContain("403.4");
  });

  it("an opponent's permanent's ability (403.2)", () => {
    expect(expectRefused(state([{ ...sorcerer(), owner: "bob" }]), [{ do: "activate", object: "ps", ability: 0, targets: [["alice"]] }], "actions[0]")).toContain("403.2");
  });

  it("an ability index the object does not have", () => {
    expect(expectRefused(state([sorcerer()]), [{ do: "activate", object: "ps", ability: 3 }], "actions[0].ability")).toContain("there is no 3");
  });

  it("the untapped Sorcerer's ability is played: tapped, on the stack", () => {
    const a = run(state([sorcerer()]), [{ do: "activate", object: "ps", ability: 0, targets: [["bob"]] }]);
    expect(a.tapped).toEqual(["ps"]);
    expect(a.stack).toEqual([{ id: expect.any(String), source: "ps", ability: 0, controller: "alice", targets: [["bob"]] }]);
  });
});

describe("408.1c: resolve and begin-step need the stack they describe", () => {
  it("resolve with an empty stack", () => {
    expect(expectRefused(state([]), [{ do: "resolve" }], "actions[0]")).toContain("the stack is empty");
  });

  it("begin-step with a non-empty stack", () => {
    const m = expectRefused(state([shock("s", "alice")]), [{ do: "play", object: "s", targets: [["bob"]] }, { do: "begin-step", step: "end-of-turn" }], "actions[1]");
    expect(m).toContain("the stack is not empty");
    expect(m).toContain("408.1c");
  });

  it("a refused run leaves the question's state as it was", () => {
    const s = state([shock("s", "alice")]);
    const before = JSON.stringify(s);
    expectRefused(s, [{ do: "play", object: "s", targets: [["bob"]] }, { do: "resolve" }, { do: "resolve" }], "actions[2]");
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe("406.4, 411.1: a mana ability resolves at once, without the stack", () => {
  const elves = (more: Record<string, unknown> = {}) => card("elf", "Llanowar Elves", "alice", "in-play", ["creature"], "{T}: Add {G} to your mana pool.", { power: 1, toughness: 1, ...more });

  it("\"{T}: Add {G} to your mana pool.\": the Elves tap, nothing goes on the stack, alice keeps priority", () => {
    const a = run(state([elves()]), [{ do: "activate", object: "elf", ability: 0 }]);
    expect(a.stack).toEqual([]);
    expect(a.tapped).toEqual(["elf"]);
    expect(a.priority).toBe("alice");
    const l = expectLogged(a, "411.1", "is a mana ability: it resolves immediately and doesn't use the stack", "resolve");
    expect(l.text).toContain("doesn’t go on the stack");
    expectLogged(a, "406.1", "mana is added");
    expect(a.log.filter((x) => x.rule === "409.1a")).toEqual([]);
  });

  it("played while a spell is on the stack, it does not go on top of it", () => {
    const a = run(state([elves(), shock("s", "alice")]), [{ do: "play", object: "s", targets: [["bob"]] }, { do: "activate", object: "elf", ability: 0 }]);
    expect(a.stack.map((s) => s.id)).toEqual(["s"]);
    expect(a.priority).toBe("alice");
  });
});

describe("the step budget: a run that never settles stops, settled false", () => {
  const loop = () => state([card("oracle", "Oracle", "alice", "in-play", ["enchantment"], ORACLE)]);

  it("{\"budget\": 5} with many passes stops with settled false and says the budget ran out", () => {
    const a = run(loop(), Array.from({ length: 50 }, () => ({ do: "pass" })), { budget: 5 });
    expect(a.settled).toBe(false);
    expect(a.stopped).toContain("the step budget of 5 ran out");
    expect(a.log.at(-1)).toMatchObject({ event: "stop", rule: "408.1b" });
    expect(a.log.at(-1)!.detail).toContain("budget");
    // The answer still describes the game where it stopped.
    expect(a.turn.step).toBe("precombat-main");
    expect(a.stack.map((s) => s.source)).toEqual(["oracle"]);
  });

  it("a small budget stops even a quiet game", () => {
    const a = run(state([]), Array.from({ length: 200 }, () => ({ do: "pass" })), { budget: 5 });
    expect(a.settled).toBe(false);
    expect(a.stopped).toContain("budget");
  });

  it("{\"do\": \"pass\", \"times\": 100000} with the default budget stops bounded, settled false", () => {
    const a = run(loop(), [{ do: "pass", times: 100_000 }]);
    expect(a.settled).toBe(false);
    expect(a.stopped).toMatch(/budget|time limit/);
    expect(a.over).toBeUndefined();
    expect(a.life.alice).toBeGreaterThan(20);
    expect(events(a, "stop")).toHaveLength(1);
  });

  it("the same passes in a quiet game end it when a library runs out (420.5g), without an error", () => {
    const a = run(state([]), [{ do: "pass", times: 100_000 }]);
    expect(a.settled).toBe(true);
    expect(a.over).toContain("420.5g");
  });

  it("a budget that is not a whole number from 1 to 100000 is refused", () => {
    for (const budget of [0, -5, 1.5, "5", 100_001, 1e12, null]) expect(expectRefused(state([]), [], "budget", { budget })).toContain("from 1 to 100000");
  });
});

describe("actions the loop refuses or re-checks", () => {
  it("a move to the stack is refused: a card goes there by being played (409.1a)", () => {
    const shock = card("s", "Shock", "alice", "hand", ["instant"], "Shock deals 2 damage to target creature or player.");
    expect(expectRefused(state([shock]), [{ do: "move", object: "s", to: "stack" }], "actions[0].to")).toContain("use a \"play\" action");
  });

  it("a change that leaves a creature with toughness 0 is followed by state-based effects before priority (408.1b)", () => {
    const a = run(state([creature("c", "Grizzly Bears", "alice", 2, 2)]), [{ do: "change", object: "c", toughness: 0 }]);
    expect(a.zones.c).toBe("graveyard");
    expectLogged(a, "420.5b", undefined, "state-based");
    expect(a.priority).toBe("alice");
  });

  it("targets chosen in advance that are illegal now are not used: the loop chooses legal ones (409.1c, 410.4)", () => {
    const hunter = card("h", "Hunter", "alice", "in-play", ["enchantment"], "At the beginning of each upkeep, destroy target creature.");
    const pacifism = card("p", "Pacifism", "bob", "in-play", ["enchantment"]);
    const a = run(state([hunter, pacifism, creature("b", "Grizzly Bears", "bob", 2, 2)]), [
      { do: "choose", object: "h", targets: [["p"]] },
      { do: "begin-step", step: "upkeep" },
    ]);
    expectLogged(a, "409.1c", "chosen in advance");
    expect(a.stack).toEqual([expect.objectContaining({ source: "h", targets: [["b"]] })]);
  });

  it("a countered flashback spell is removed from the game, and the log says so (414.1, 502.22a)", () => {
    const firebolt = card("fb", "Firebolt", "alice", "graveyard", ["sorcery"], "Firebolt deals 2 damage to target creature or player.\nFlashback {4}{R}", { manaCost: "{R}", colors: ["red"] });
    const a = run(state([firebolt, creature("b", "Grizzly Bears", "bob", 2, 2)]), [
      { do: "play", object: "fb", targets: [["b"]] },
      { do: "move", object: "b", to: "hand" },
      { do: "resolve" },
    ]);
    expect(a.zones.fb).toBe("removed");
    expectLogged(a, "409.1f", "{4}{R}");
    expectLogged(a, "502.22a", "removed from the game instead of going to the graveyard", "counter");
  });
});

describe("names every object has are not actions", () => {
  it("\"toString\" and \"constructor\" are refused naming actions[0].do", () => {
    for (const kind of ["toString", "constructor", "__proto__"]) expect(expectBadActions([{ do: kind }], "actions[0].do")).toContain("is not an action");
  });
});
