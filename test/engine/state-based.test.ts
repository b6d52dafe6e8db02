/**
 * src/engine/state-based.ts (queries/state-based.edn) through "run"
 * questions: each time a player would receive priority, every state-based
 * effect that applies happens at once, as a single event (408.1b): a player
 * at 0 life loses (420.5a), a creature with toughness 0 (420.5b) or lethal
 * damage (420.5c) goes to its owner's graveyard, a token outside play ceases
 * to exist (420.5f), a player who drew from an empty library loses (420.5g).
 * The seeds stop at 415, so the 420.5 citations carry no quoted text.
 */
import { describe, expect, it } from "vitest";
import { at, card, creature, events, expectLogged, expectRefused, run, state } from "../support/run";

const SHOCK = "Shock deals 2 damage to target creature or player.";
const SOUL_NET = "Whenever a creature is put into a graveyard from play, you gain 1 life.";
const pyre = () => card("pyre", "Pyre", "alice", "in-play", ["enchantment"], undefined, { colors: ["red"] });

describe("420.5a: a player with 0 or less life loses the game", () => {
  it("Shock takes bob from 2 to 0 life: bob loses and the game is over", () => {
    const a = run(state([card("s", "Shock", "alice", "hand", ["instant"], SHOCK)], { players: ["alice", { id: "bob", life: 2 }] }), [
      { do: "play", object: "s", targets: [["bob"]] },
      { do: "resolve" },
    ]);
    expect(a.settled).toBe(true);
    expect(a.life.bob).toBe(0);
    expect(a.over).toContain("bob lost the game");
    expect(a.over).toContain("420.5a");
    expect(a.priority).toBeNull();
    const l = expectLogged(a, "420.5a", "bob has 0 or less life and loses the game", "state-based");
    expect(l.detail).toContain("not in any loaded version");
  });

  it("a state that starts below 0 life ends at once, before anyone receives priority", () => {
    const a = run(state([], { players: ["alice", { id: "bob", life: -3 }] }));
    expect(a.over).toContain("bob lost the game");
    expect(a.priority).toBeNull();
    expect(events(a, "priority")).toEqual([]);
  });

  it("both players at 0 life lose at the same time", () => {
    const a = run(state([], { players: [{ id: "alice", life: 0 }, { id: "bob", life: 0 }] }));
    expect(a.over).toContain("alice and bob lost the game");
  });

  it("no action can be taken once the game is over", () => {
    const s = state([], { players: ["alice", { id: "bob", life: 0 }] });
    expect(expectRefused(s, [{ do: "pass" }], "actions[0]")).toContain("the game is over");
  });
});

describe("420.5b: a creature with toughness 0 or less is put into its owner's graveyard", () => {
  it("a 1/0 creature in play goes to the graveyard before anyone receives priority", () => {
    const a = run(state([creature("w", "Withered Wretch", "bob", 1, 0)]));
    expect(a.zones.w).toBe("graveyard");
    const l = expectLogged(a, "420.5b", "Withered Wretch has toughness 0 or less", "state-based");
    expect(l.n).toBeLessThan(expectLogged(a, "408.1c", "alice receives priority").n);
  });

  it("toughness below 0 too; a noncreature permanent is not affected", () => {
    const a = run(state([creature("w", "Withered Wretch", "bob", 1, -1), card("e", "Pacifism", "bob", "in-play", ["enchantment"], undefined, { toughness: 0 })]));
    expect(a.zones).toMatchObject({ w: "graveyard", e: "in-play" });
  });
});

describe("420.5c: a creature with lethal damage is destroyed", () => {
  it("2 damage to a 2/2: it is destroyed", () => {
    const a = run(state([creature("gb", "Grizzly Bears", "bob", 2, 2), pyre()]), [{ do: "damage", source: "pyre", to: "gb", amount: 2 }]);
    expect(a.zones.gb).toBe("graveyard");
    expectLogged(a, "420.5c", "Grizzly Bears has lethal damage", "state-based");
  });

  it("damage less than its toughness: it stays in play, the damage marked", () => {
    const a = run(state([creature("gb", "Grizzly Bears", "bob", 2, 2), pyre()]), [{ do: "damage", source: "pyre", to: "gb", amount: 1 }]);
    expect(a.zones.gb).toBe("in-play");
    expect((a.state.objects as Array<Record<string, unknown>>).find((o) => o.id === "gb")!.damage).toBe(1);
  });

  it("damage marked over two events adds up to lethal", () => {
    const a = run(state([creature("gb", "Grizzly Bears", "bob", 2, 2, { damage: 1 }), pyre()]), [{ do: "damage", source: "pyre", to: "gb", amount: 1 }]);
    expect(a.zones.gb).toBe("graveyard");
  });
});

describe("420.5f: a token in a zone other than the in-play zone ceases to exist", () => {
  it("a token returned to its owner's hand ceases to exist", () => {
    const a = run(state([creature("serf", "Serf", "bob", 0, 1, { token: true })]), [{ do: "move", object: "serf", to: "hand" }]);
    expect(a.zones.serf).toBeUndefined();
    expect((a.state.objects as Array<{ id: string }>).some((o) => o.id === "serf")).toBe(false);
    expectLogged(a, "420.5f", "Serf is a token outside play: it ceases to exist");
  });

  it("a token with lethal damage goes to the graveyard (triggering what sees it die), then ceases to exist", () => {
    const a = run(state([creature("serf", "Serf", "bob", 0, 1, { token: true, damage: 1 }), card("net", "Soul Net", "alice", "in-play", ["artifact"], SOUL_NET)]), [{ do: "resolve" }]);
    expect(a.zones.serf).toBeUndefined();
    expect(a.life.alice).toBe(21);
    const died = expectLogged(a, "420.5c", "Serf has lethal damage");
    const ceased = expectLogged(a, "420.5f", "Serf");
    expect(died.n).toBeLessThan(ceased.n);
  });

  it("a nontoken card moved to the hand stays there", () => {
    const a = run(state([creature("gb", "Grizzly Bears", "bob", 2, 2)]), [{ do: "move", object: "gb", to: "hand" }]);
    expect(a.zones.gb).toBe("hand");
  });
});

describe("420.5g: a player who attempted to draw from an empty library loses", () => {
  it("alice's draw step with an empty library: alice loses", () => {
    const a = run(state([], at("upkeep"), false), [{ do: "pass" }, { do: "pass" }]);
    expect(a.turn.step).toBe("draw");
    expect(a.over).toContain("alice lost the game");
    expect(a.over).toContain("420.5g");
    expectLogged(a, "413.2c", "alice draws from an empty library");
    expectLogged(a, "420.5g", "alice attempted to draw from an empty library", "state-based");
  });

  it("a draw instruction on an empty library: the player loses when state-based effects are next checked", () => {
    const a = run(state([card("d", "Inspiration", "alice", "hand", ["instant"], "Draw two cards.")], {}, false), [{ do: "play", object: "d" }, { do: "resolve" }]);
    expect(a.over).toContain("alice lost the game");
    expect(a.life.alice).toBe(20);
  });

  it("with cards in the library, the draw step takes the top one and the game goes on", () => {
    const a = run(state([], at("upkeep")), [{ do: "pass" }, { do: "pass" }]);
    expect(a.over).toBeUndefined();
    expect(a.zones["alice-lib0"]).toBe("hand");
  });
});

describe("408.1b: all applicable state-based effects happen at once, as a single event", () => {
  it("two creatures dying together trigger \"Whenever a creature is put into a graveyard from play\" twice (410.6)", () => {
    const a = run(state([
      creature("c1", "Grizzly Bears", "bob", 2, 2, { damage: 2 }),
      creature("c2", "Hill Giant", "alice", 3, 3, { damage: 5 }),
      card("net", "Soul Net", "alice", "in-play", ["artifact"], SOUL_NET),
    ]));
    expect(a.zones).toMatchObject({ c1: "graveyard", c2: "graveyard" });
    expect(a.stack.map((s) => s.source)).toEqual(["net", "net"]);
    const t = expectLogged(a, "410.6", "triggered 2 times", "trigger");
    expect(t.detail).toContain("Soul Net");
    // One zone-change event: both moves are logged before the trigger.
    const moves = events(a, "zone-change");
    expect(moves).toHaveLength(2);
    expect(moves.every((m) => m.n < t.n)).toBe(true);
    const resolved = run(state([
      creature("c1", "Grizzly Bears", "bob", 2, 2, { damage: 2 }),
      creature("c2", "Hill Giant", "alice", 3, 3, { damage: 5 }),
      card("net", "Soul Net", "alice", "in-play", ["artifact"], SOUL_NET),
    ]), [{ do: "resolve" }, { do: "resolve" }]);
    expect(resolved.life.alice).toBe(22);
  });

  it("different state-based effects at once: toughness 0 and lethal damage in one check", () => {
    const a = run(state([
      creature("w", "Withered Wretch", "bob", 1, 0),
      creature("gb", "Grizzly Bears", "alice", 2, 2, { damage: 3 }),
      card("net", "Soul Net", "alice", "in-play", ["artifact"], SOUL_NET),
    ]));
    expect(a.zones).toMatchObject({ w: "graveyard", gb: "graveyard" });
    expectLogged(a, "410.6", "triggered 2 times");
  });

  it("a creature that dies with the Soul Net-like creature sees itself die (410.10d look-back)", () => {
    const a = run(state([
      card("c1", "Grizzly Bears", "bob", "in-play", ["creature"], undefined, { power: 2, toughness: 2, damage: 2 }),
      card("watcher", "Carrion Watcher", "alice", "in-play", ["creature"], SOUL_NET, { power: 1, toughness: 1, damage: 1 }),
    ]));
    expect(a.zones).toMatchObject({ c1: "graveyard", watcher: "graveyard" });
    expect(a.stack.map((s) => s.source)).toEqual(["watcher", "watcher"]);
  });
});
