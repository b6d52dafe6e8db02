/**
 * src/engine/events.ts through "run" questions: every wording of leaving
 * play triggers and looks back in time (410.10c, 410.10d), a leaves-play
 * ability looks for the card only in the first zone it went to (410.10c),
 * state triggers read from their text trigger as soon as the state matches
 * and not again while on the stack (410.11), and an intervening "if" the
 * loop cannot evaluate is unknown: the run says so (404.3).
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../src/answers/ask";
import { card, creature, events, expectLogged, expectNotLogged, kb, run, state, type Obj } from "../support/run";

const watcher = (text: string, more: Obj = {}) => creature("w", "Watcher", "alice", 2, 2, { text, ...more });

describe("410.10c-d: each wording of leaving play triggers, looking back at the game before the event", () => {
  const cases: Array<[string, string]> = [
    ["When Watcher is put into its owner's hand from play, you gain 2 life.", "hand"],
    ["When Watcher is put into a hand from play, you gain 2 life.", "hand"],
    ["When Watcher is removed from the game, you gain 2 life.", "removed"],
    ["When Watcher is removed from the game from play, you gain 2 life.", "removed"],
    ["When Watcher is put into a graveyard from play, you gain 2 life.", "graveyard"],
    ["When Watcher leaves play, you gain 2 life.", "library"],
  ];
  for (const [text, to] of cases) {
    it(`"${text}" triggers when it moves from play to the ${to} zone`, () => {
      const a = run(state([watcher(text)]), [{ do: "move", object: "w", to }, { do: "resolve" }]);
      expectLogged(a, "410.10d", "looked back in time", "trigger");
      expect(a.life.alice).toBe(22);
      expect(a.zones.w).toBe(to);
    });
  }

  it("a card removed from the game from a graveyard did not leave play: the ability (which works in play) does not trigger", () => {
    const a = run(state([card("w", "Watcher", "alice", "graveyard", ["creature"], "When Watcher is removed from the game, you gain 2 life.")]), [
      { do: "move", object: "w", to: "removed" },
    ]);
    expect(events(a, "trigger")).toEqual([]);
    expect(a.life.alice).toBe(20);
  });

  it("the triggers question looks back too: it answers the bounce as triggered, citing 410.10d", () => {
    const a = ask(kb, {
      ask: "triggers", state: state([watcher("When Watcher is put into its owner's hand from play, you gain 2 life.")]),
      event: { kind: "zone-change", objects: ["w"], from: "in-play", to: "hand" },
    }) as { triggered: Array<{ object: string; because: Array<{ rule: string }> }> };
    expect(a.triggered.map((t) => t.object)).toEqual(["w"]);
    expect(a.triggered[0].because.map((b) => b.rule)).toContain("410.10d");
  });

  it("\"put into its owner's hand from play\" does not trigger on a move to the graveyard", () => {
    const a = run(state([watcher("When Watcher is put into its owner's hand from play, you gain 2 life.")]), [{ do: "move", object: "w", to: "graveyard" }]);
    expect(events(a, "trigger")).toEqual([]);
  });
});

describe("410.10c: a leaves-play ability looks for the card only in the first zone it went to", () => {
  const RETURNS = "When Watcher is put into a graveyard from play, return Watcher to its owner's hand.";

  it("still in the graveyard on resolution: it is found there and returned", () => {
    const a = run(state([watcher(RETURNS)]), [{ do: "move", object: "w", to: "graveyard" }, { do: "resolve" }]);
    expect(a.zones.w).toBe("hand");
    expectNotLogged(a, "410.10c");
  });

  it("moved on from the graveyard before it resolves: it is not looked for elsewhere, and stays removed from the game", () => {
    const a = run(state([watcher(RETURNS)]), [
      { do: "move", object: "w", to: "graveyard" },
      { do: "move", object: "w", to: "removed" },
      { do: "resolve" },
    ]);
    expect(a.zones.w).toBe("removed");
    expectLogged(a, "410.10c", "only there", "effect");
  });
});

describe("410.11: state triggers read from their text", () => {
  const ALONE = card("e", "Lonely Altar", "alice", "in-play", ["enchantment"], "When there are no creatures in play, sacrifice Lonely Altar.");

  it("\"When there are no creatures in play\": triggers once the last creature leaves, and its ability resolves", () => {
    const a = run(state([ALONE, creature("b", "Grizzly Bears", "bob", 2, 2)]), [{ do: "move", object: "b", to: "graveyard" }, { do: "resolve" }]);
    expectLogged(a, "410.11", "state trigger", "trigger");
    expect(a.zones.e).toBe("graveyard");
  });

  it("while a creature is in play it does not trigger", () => {
    const a = run(state([ALONE, creature("b", "Grizzly Bears", "bob", 2, 2)]), [{ do: "pass" }]);
    expect(events(a, "trigger")).toEqual([]);
    expect(a.zones.e).toBe("in-play");
  });

  it("triggers once and not again while its ability waits on the stack", () => {
    const a = run(state([ALONE]), [{ do: "pass" }]);
    expect(events(a, "trigger").filter((l) => l.rule === "410.11")).toHaveLength(1);
    expect(a.stack.map((s) => s.source)).toEqual(["e"]);
  });

  const FADER = (counters: Record<string, number>) => card("f", "Parallax Fader", "alice", "in-play", ["enchantment"], "When Parallax Fader has no fade counters on it, sacrifice Parallax Fader.", { otherCounters: counters });

  it("\"When ~ has no fade counters on it\": with one fade counter nothing triggers; with none it triggers", () => {
    expect(events(run(state([FADER({ fade: 1 })]), [{ do: "pass" }]), "trigger")).toEqual([]);
    const a = run(state([FADER({ age: 2 })]), [{ do: "pass" }, { do: "resolve" }]);
    expectLogged(a, "410.11", "Parallax Fader", "trigger");
    expect(a.zones.f).toBe("graveyard");
  });

  const SERPENT = creature("s", "Sea Serpent", "alice", 5, 5, { text: "When you control no Islands, sacrifice Sea Serpent." });
  const island = (id: string, owner: string) => card(id, "Island", owner, "in-play", ["land"], undefined, { subtypes: ["island"], supertypes: ["basic"] });

  it("\"When you control no Islands\": an opponent's Island does not count; losing your last one triggers it", () => {
    const a = run(state([SERPENT, island("i1", "alice"), island("i2", "bob")]), [{ do: "move", object: "i1", to: "graveyard" }, { do: "resolve" }]);
    expectLogged(a, "410.11", "Sea Serpent", "trigger");
    expect(a.zones.s).toBe("graveyard");
    const kept = run(state([SERPENT, island("i1", "alice")]), [{ do: "pass" }]);
    expect(kept.zones.s).toBe("in-play");
    expect(events(kept, "trigger")).toEqual([]);
  });

  it("the triggers question answers the same state triggers", () => {
    const a = ask(kb, { ask: "triggers", state: state([SERPENT]), event: { kind: "state" } }) as { triggered: Array<{ object: string }> };
    expect(a.triggered.map((t) => t.object)).toEqual(["s"]);
  });
});

describe("404.3: an intervening \"if\" the loop cannot evaluate is unknown, never silently true", () => {
  it("as the event occurs and on resolution: both logged as unread, and the run is not certain", () => {
    const a = run(state([watcher("When Watcher is put into a graveyard from play, if the moon is full, you gain 2 life.")]), [
      { do: "move", object: "w", to: "graveyard" },
      { do: "resolve" },
    ]) as ReturnType<typeof run> & { certain: boolean };
    const unread = a.log.filter((l) => l.rule === "404.3");
    expect(unread.map((l) => l.event)).toEqual(["trigger", "resolve"]);
    for (const l of unread) expect(l.detail).toContain("unknown");
    expect(a.certain).toBe(false);
  });
});
