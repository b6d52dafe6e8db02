/**
 * src/engine/priority.ts through "run" questions: who receives priority
 * (408.1c), what all players passing in succession does (the top of the
 * stack resolves, or the step ends), the untap and cleanup steps without
 * priority, state-based effects and then triggered abilities to the stack
 * in APNAP order before a player receives priority (408.1b, 410.3), and the
 * choice of a triggered ability's targets as it goes on the stack (410.4).
 */
import { describe, expect, it } from "vitest";
import { at, card, creature, events, expectLogged, expectNotLogged, objectOf, run, state } from "../support/run";

const SHOCK = "Shock deals 2 damage to target creature or player.";
const EACH_UPKEEP = "At the beginning of each upkeep, you lose 1 life.";
const SOUL_NET = "Whenever a creature is put into a graveyard from play, you gain 1 life.";

const shock = (id: string, owner: string) => card(id, "Shock", owner, "hand", ["instant"], SHOCK, { colors: ["red"], manaCost: "{R}" });

describe("408.1c: the active player receives priority first", () => {
  it("in a main phase, alice (active) receives priority, cited from the seeds", () => {
    const a = run(state([]));
    expect(a.settled).toBe(true);
    expect(a.priority).toBe("alice");
    const first = expectLogged(a, "408.1c", "alice receives priority", "priority");
    expect(first.n).toBe(1);
    expect(first.text).toContain("The active player gets priority");
  });

  it("on bob's turn, bob receives priority first", () => {
    const a = run(state([], at("upkeep", "bob", 5)));
    expect(a.priority).toBe("bob");
    expect(events(a, "priority")[0].detail).toBe("bob receives priority");
  });
});

describe("408.1c: a pass gives priority to the next player in turn order", () => {
  it("alice passes: bob receives priority, the step goes on", () => {
    const a = run(state([]), [{ do: "pass" }]);
    expect(a.priority).toBe("bob");
    expect(a.turn).toEqual({ number: 4, active: "alice", step: "precombat-main" });
    expect(events(a, "pass").map((l) => l.detail)).toEqual(["alice passes"]);
    expect(events(a, "priority").map((l) => l.detail)).toEqual(["alice receives priority", "bob receives priority"]);
  });

  it("with three players, priority goes round in turn order from the active player", () => {
    const a = run(state([], { players: ["alice", "bob", "carol"], ...at("precombat-main", "bob") }), [{ do: "pass" }, { do: "pass" }]);
    expect(events(a, "priority").map((l) => l.detail)).toEqual(["bob receives priority", "carol receives priority", "alice receives priority"]);
    expect(a.priority).toBe("alice");
  });

  it("a player who plays a spell receives priority again (409.1i)", () => {
    const a = run(state([shock("s", "alice")]), [{ do: "play", object: "s", targets: [["bob"]] }]);
    expect(a.priority).toBe("alice");
    expect(a.stack).toEqual([{ id: "s", source: "s", ability: null, controller: "alice", targets: [["bob"]] }]);
    expectLogged(a, "409.1i", "alice receives priority again");
  });
});

describe("408.1c: all players passing in succession with a non-empty stack", () => {
  it("the top of the stack resolves, then the active player receives priority", () => {
    const a = run(state([shock("s", "alice")]), [{ do: "play", object: "s", targets: [["bob"]] }, { do: "pass" }, { do: "pass" }]);
    expect(a.stack).toEqual([]);
    expect(a.life).toEqual({ alice: 20, bob: 18 });
    expect(a.zones.s).toBe("graveyard");
    expect(a.priority).toBe("alice");
    expect(a.turn.step).toBe("precombat-main");
    const resolved = expectLogged(a, "413.1", "Shock resolves", "resolve");
    expect(a.log.at(-1)).toMatchObject({ event: "priority", rule: "408.1c", detail: "alice receives priority" });
    expect(resolved.n).toBeLessThan(a.log.at(-1)!.n);
  });

  it("only the top resolves: bob's response resolves first, and alice receives priority after it", () => {
    const a = run(state([shock("s", "alice"), shock("t", "bob")]), [
      { do: "play", object: "s", targets: [["bob"]] },
      { do: "pass" },
      { do: "play", object: "t", targets: [["alice"]] },
      { do: "pass" },
      { do: "pass" },
    ]);
    expect(a.stack.map((s) => s.id)).toEqual(["s"]);
    expect(a.life).toEqual({ alice: 18, bob: 20 });
    expect(a.priority).toBe("alice");
  });

  it("a spell in the state's stack resolves when all pass", () => {
    const s = state([card("s", "Shock", "bob", "stack", ["instant"], SHOCK)], { stack: [{ id: "s", source: "s", ability: null, controller: "bob", targets: [["alice"]] }] });
    const a = run(s, [{ do: "pass" }, { do: "pass" }]);
    expect(a.life.alice).toBe(18);
    expect(a.zones.s).toBe("graveyard");
    expect(a.stack).toEqual([]);
  });

  it("a pass, then an action, then a pass is not all players passing in succession", () => {
    const a = run(state([shock("s", "alice"), shock("t", "bob")]), [
      { do: "play", object: "s", targets: [["bob"]] },
      { do: "pass" },
      { do: "play", object: "t", targets: [["alice"]] },
      { do: "pass" },
    ]);
    expect(a.stack.map((s) => s.id)).toEqual(["s", "t"]);
    expect(a.priority).toBe("alice");
    expectNotLogged(a, "413.1");
  });
});

describe("408.1c: all players passing in succession with an empty stack", () => {
  it("the step ends and the next begins, with the active player receiving priority", () => {
    const a = run(state([]), [{ do: "pass" }, { do: "pass" }]);
    expect(a.turn).toEqual({ number: 4, active: "alice", step: "beginning-of-combat" });
    expect(a.priority).toBe("alice");
    expectLogged(a, "408.1c", "the beginning-of-combat step of turn 4 (alice's) begins", "step");
  });

  it("the draw step: the active player draws the top card of his or her library", () => {
    const a = run(state([], at("upkeep")), [{ do: "pass" }, { do: "pass" }]);
    expect(a.turn.step).toBe("draw");
    expect(a.zones["alice-lib0"]).toBe("hand");
    expect(a.zones["alice-lib1"]).toBe("library");
    expect(a.zones["bob-lib0"]).toBe("library");
  });
});

describe("408.1c: no player receives priority during the untap step", () => {
  it("the untap step untaps the active player's permanents only, then the upkeep begins", () => {
    const a = run(state([
      creature("mine", "Grizzly Bears", "alice", 2, 2, { tapped: true }),
      card("land", "Forest", "alice", "in-play", ["land"], undefined, { tapped: true }),
      creature("theirs", "Hill Giant", "bob", 3, 3, { tapped: true }),
    ], at("untap")));
    expect(a.tapped).toEqual(["theirs"]);
    expect(a.turn.step).toBe("upkeep");
    expect(a.priority).toBe("alice");
    expectLogged(a, "408.1c", "no player receives priority during the untap step");
    expectLogged(a, "413.2b", "untap (the untap step)");
    // Nobody received priority before the upkeep began.
    const upkeep = expectLogged(a, "408.1c", "the upkeep step of turn 4 (alice's) begins");
    expect(events(a, "priority").every((l) => l.n > upkeep.n)).toBe(true);
  });
});

describe("408.1c: the cleanup step", () => {
  it("damage wears off and the next turn begins: turn number +1, the next player active", () => {
    const a = run(state([
      creature("hurt", "Hill Giant", "alice", 3, 3, { damage: 2 }),
      creature("bears", "Grizzly Bears", "bob", 2, 2, { damage: 1, tapped: true }),
    ], at("end-of-turn")), [{ do: "pass" }, { do: "pass" }]);
    expect(a.turn).toEqual({ number: 5, active: "bob", step: "upkeep" });
    expect(a.priority).toBe("bob");
    expect(objectOf(a, "hurt").damage).toBeUndefined();
    expect(objectOf(a, "bears").damage).toBeUndefined();
    expect(a.zones.hurt).toBe("in-play");
    // Bob's untap step untapped his creature.
    expect(a.tapped).toEqual([]);
    expectLogged(a, "408.1c", "wear off in the cleanup step");
    expectLogged(a, "408.1c", "the untap step of turn 5 (bob's) begins");
    // No priority in the cleanup and untap steps: after bob's pass, the next to receive it is bob in his upkeep.
    const priorities = events(a, "priority").map((l) => l.detail);
    expect(priorities).toEqual(["alice receives priority", "bob receives priority", "bob receives priority"]);
  });
});

describe("408.1b, 410.3: triggered abilities go on the stack in APNAP order", () => {
  it("the active player's first, so the non-active player's ability is on top", () => {
    const a = run(state([
      card("b", "Beta Echo", "bob", "in-play", ["enchantment"], EACH_UPKEEP),
      card("a", "Alpha Echo", "alice", "in-play", ["enchantment"], EACH_UPKEEP),
    ], at("untap")));
    expect(a.stack.map((s) => [s.source, s.controller])).toEqual([["a", "alice"], ["b", "bob"]]);
    expect(a.priority).toBe("alice");
    const aliceFirst = expectLogged(a, "410.3", "alice puts Alpha Echo's triggered ability on the stack");
    const bobNext = expectLogged(a, "410.3", "bob puts Beta Echo's triggered ability on the stack");
    expect(aliceFirst.n).toBeLessThan(bobNext.n);
    expect(aliceFirst.text).toContain("APNAP order");
  });

  it("on bob's turn of three players: bob's, then carol's, then alice's on top; the top resolves first", () => {
    const a = run(state([
      card("a", "Alpha Echo", "alice", "in-play", ["enchantment"], EACH_UPKEEP),
      card("b", "Beta Echo", "bob", "in-play", ["enchantment"], EACH_UPKEEP),
      card("c", "Gamma Echo", "carol", "in-play", ["enchantment"], EACH_UPKEEP),
    ], { players: ["alice", "bob", "carol"], ...at("untap", "bob", 5) }), [{ do: "pass", times: 3 }]);
    expect(a.stack.map((s) => s.controller)).toEqual(["bob", "carol"]);
    expect(a.life).toEqual({ alice: 19, bob: 20, carol: 20 });
    expect(a.priority).toBe("bob");
  });

  it("state-based effects are carried out before triggered abilities go on the stack", () => {
    const a = run(state([
      card("a", "Alpha Echo", "alice", "in-play", ["enchantment"], EACH_UPKEEP),
      card("net", "Soul Net", "bob", "in-play", ["artifact"], SOUL_NET),
      creature("zero", "Withered Wretch", "alice", 1, 0),
    ], at("untap")));
    expect(a.zones.zero).toBe("graveyard");
    const sbe = expectLogged(a, "420.5b", "Withered Wretch");
    const stacked = a.log.filter((l) => l.rule === "410.3");
    expect(stacked).toHaveLength(2);
    expect(stacked.every((l) => l.n > sbe.n)).toBe(true);
    // The upkeep trigger and the one the state-based effect caused go on the stack together, APNAP.
    expect(a.stack.map((s) => s.source)).toEqual(["a", "net"]);
  });

  it("a triggered ability goes on the stack before the player receives priority", () => {
    const a = run(state([card("a", "Alpha Echo", "alice", "in-play", ["enchantment"], EACH_UPKEEP)], at("untap")));
    const stacked = expectLogged(a, "410.3");
    const priority = expectLogged(a, "408.1c", "alice receives priority");
    expect(stacked.n).toBeLessThan(priority.n);
  });
});

describe("410.4: a triggered ability's targets are chosen as it goes on the stack", () => {
  const DESTROYER = "At the beginning of each upkeep, destroy target creature.";

  it("with no legal target, the ability is removed from the stack", () => {
    const a = run(state([card("d", "Artifact Hunter", "alice", "in-play", ["enchantment"], "At the beginning of your upkeep, destroy target artifact.")], at("untap")));
    expect(a.stack).toEqual([]);
    expect(a.priority).toBe("alice");
    const removed = expectLogged(a, "410.4", "no legal choice of targets", "stack");
    expect(removed.text).toContain("the ability is simply removed from the stack");
    expectNotLogged(a, "410.3");
  });

  it("a shrouded creature is no legal choice", () => {
    const a = run(state([card("d", "Destroyer", "alice", "in-play", ["enchantment"], DESTROYER), creature("lynx", "Spectral Lynx", "bob", 2, 1, { keywords: ["shroud"] })], at("untap")));
    expect(a.stack).toEqual([]);
    expectLogged(a, "410.4");
  });

  it("a choose action's targets are used", () => {
    const s = state([card("d", "Destroyer", "alice", "in-play", ["enchantment"], DESTROYER), creature("c1", "Grizzly Bears", "bob", 2, 2), creature("c2", "Hill Giant", "bob", 3, 3)]);
    const a = run(s, [{ do: "choose", object: "d", targets: [["c2"]] }, { do: "begin-step", step: "upkeep" }]);
    expect(a.stack).toEqual([{ id: expect.any(String), source: "d", ability: 0, controller: "alice", targets: [["c2"]] }]);
    expectLogged(a, "410.3", "targeting c2");
    const resolved = run(s, [{ do: "choose", object: "d", targets: [["c2"]] }, { do: "begin-step", step: "upkeep" }, { do: "resolve" }]);
    expect(resolved.zones).toMatchObject({ c1: "in-play", c2: "graveyard" });
  });

  it("without a choice, a legal target is chosen for it", () => {
    const a = run(state([card("d", "Destroyer", "alice", "in-play", ["enchantment"], DESTROYER), creature("c1", "Grizzly Bears", "bob", 2, 2)]), [{ do: "begin-step", step: "upkeep" }]);
    expect(a.stack.map((s) => s.targets)).toEqual([[["c1"]]]);
  });
});
