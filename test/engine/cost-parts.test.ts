/**
 * src/engine/cost-parts.ts: costs other than mana, tap and sacrifice
 * (409.1f) read from the cost's words by a table, checked before anything
 * is paid (409.1h: partial payments are not allowed, unpayable costs can't
 * be paid; 215.4: life only up to the life total), then paid in the loop
 * and logged with the rule. The abilities are of the era's cards, in
 * alice's precombat main phase.
 */
import { describe, expect, it } from "vitest";
import { readCost } from "../../src/engine/cost-parts";
import { card, creature, expectLogged, expectRefused, run, state, type Obj } from "../support/run";

describe("readCost: the parts of a cost, by the table", () => {
  it("mana, tap, sacrifice and the other parts, with amounts and what they are of", () => {
    const { parts, unread } = readCost("{1}{B}, {T}, Pay 2 life, Discard a creature card, Remove two +1/+1 counters from Spike Feeder", "Spike Feeder");
    expect(parts.map((p) => [p.kind, p.amount, p.what])).toEqual([
      ["mana", 1, ""], ["tap", 1, "~"], ["life", 2, ""], ["discard", 1, "creature"], ["counters", 2, "+1/+1"],
    ]);
    expect(unread).toEqual([]);
  });

  it("permanents to tap or sacrifice: the source itself (~), or how many of a type", () => {
    const { parts, unread } = readCost("Sacrifice Test Totem, Sacrifice two lands, Tap an untapped creature you control", "Test Totem");
    expect(parts.map((p) => [p.kind, p.amount, p.what])).toEqual([["sacrifice", 1, "~"], ["sacrifice", 2, "land"], ["tap", 1, "creature"]]);
    expect(unread).toEqual([]);
  });

  it("a card in your graveyard removed from the game, and words no row reads", () => {
    const { parts, unread } = readCost("Remove a card in your graveyard from the game and return a land you control to its owner's hand", "X");
    expect(parts.map((p) => [p.kind, p.amount])).toEqual([["graveyard", 1]]);
    expect(unread).toEqual(["return a land you control to its owner's hand"]);
  });
});

const alice = (life: number) => ({ players: [{ id: "alice", life }, "bob"] });
const inHand = (id: string) => card(id, "Island", "alice", "hand", ["land"]);

describe("215.4, 409.1h: paying life", () => {
  const drainer = card("d", "Bloodletter Altar", "alice", "in-play", ["artifact"], "Pay 3 life: Draw a card.");

  it("with enough life it is paid, logged with 215.4, and the ability goes on the stack", () => {
    const a = run(state([drainer], alice(5)), [{ do: "activate", object: "d", ability: 0 }]);
    expectLogged(a, "215.4", "pays 3 life", "cost");
    expect(a.life.alice).toBe(2);
    expect(a.stack.map((s) => s.source)).toEqual(["d"]);
  });

  it("with less life than the payment the action is refused, naming 215.4, and nothing is paid", () => {
    const message = expectRefused(state([drainer], alice(2)), [{ do: "activate", object: "d", ability: 0 }], "actions[0]");
    expect(message).toContain("215.4");
    expect(message).toContain("needs 3 life");
  });
});

describe("409.1f: discarding cards", () => {
  const looter = creature("l", "Looter", "alice", 1, 1, { text: "{T}, Discard a card: Draw a card." });

  it("the first card of the hand is discarded as the cost is paid", () => {
    const a = run(state([looter, inHand("h1")]), [{ do: "activate", object: "l", ability: 0 }]);
    expectLogged(a, "409.1h", "discards Island", "cost");
    expect(a.zones.h1).toBe("graveyard");
  });

  it("with an empty hand the cost cannot be paid: refused", () => {
    expect(expectRefused(state([looter]), [{ do: "activate", object: "l", ability: 0 }], "actions[0]")).toContain("needs 1 cards in hand");
  });
});

describe("409.1f: removing counters from the permanent", () => {
  const feeder = (counters: number) => creature("s", "Spike Feeder", "alice", 0, 0, { counters, text: "{2}, Remove a +1/+1 counter from Spike Feeder: You gain 2 life." });

  it("one counter removed, the ability played", () => {
    const a = run(state([feeder(2)]), [{ do: "activate", object: "s", ability: 0 }, { do: "resolve" }]);
    expect(a.counters.s).toBe(1);
    expect(a.life.alice).toBe(22);
  });

  it("no counter to remove: refused", () => {
    expectRefused(state([feeder(0), creature("x", "Grizzly Bears", "alice", 2, 2)]), [{ do: "activate", object: "s", ability: 0 }], "actions[0]");
  });

  it("a counter of another kind (age)", () => {
    const aged = card("g", "Aging Idol", "alice", "in-play", ["artifact"], "Remove an age counter from Aging Idol: You gain 1 life.", { otherCounters: { age: 1 } });
    const a = run(state([aged]), [{ do: "activate", object: "g", ability: 0 }]);
    expect((a.state.objects as Obj[]).find((o) => o.id === "g")!.otherCounters).toBeUndefined();
    expectLogged(a, "409.1h", "1 age counter is removed", "cost");
  });
});

describe("409.1f: removing a card in your graveyard from the game", () => {
  const ghoul = creature("g", "Scavenging Ghoul", "alice", 2, 2, { text: "Remove a creature card in your graveyard from the game: You gain 1 life." });

  it("the top creature card of the graveyard is removed; a land card there does not count", () => {
    const dead = card("dead", "Grizzly Bears", "alice", "graveyard", ["creature"], undefined, { position: 1 });
    const land = card("land", "Swamp", "alice", "graveyard", ["land"], undefined, { position: 0 });
    const a = run(state([ghoul, dead, land]), [{ do: "activate", object: "g", ability: 0 }]);
    expect(a.zones.dead).toBe("removed");
    expect(a.zones.land).toBe("graveyard");
    expect(expectRefused(state([ghoul, land]), [{ do: "activate", object: "g", ability: 0 }], "actions[0]")).toContain("409.1h");
  });
});

describe("words of a cost the loop cannot read", () => {
  it("are logged unread as the cost is paid: the run is not certain", () => {
    const a = run(state([card("b", "Bouncer", "alice", "in-play", ["artifact"], "Return a land you control to its owner's hand: You gain 1 life.")]), [
      { do: "activate", object: "b", ability: 0 },
    ]) as ReturnType<typeof run> & { certain: boolean };
    expect(a.log.some((l) => l.unread && l.event === "cost")).toBe(true);
    expect(a.certain).toBe(false);
  });
});
