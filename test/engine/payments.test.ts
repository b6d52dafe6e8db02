/**
 * src/engine/payments.ts through "run" questions: the upkeep costs of the
 * era. Echo triggers only in the first upkeep after the permanent came
 * under its controller's control, and sacrifices it unless the cost is paid
 * (502.19a); cumulative upkeep adds an age counter, then asks for the cost
 * once for each age counter, all or nothing (502.13a, 502.13b). Whether to
 * pay is chosen in advance with `choose {object, pay}`; a life payment is
 * possible only up to the life total (215.4). Each run starts in alice's
 * untap step of turn 4 (her previous turn was 2).
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../src/answers/ask";
import { at, card, creature, expectLogged, expectRefused, kb, run, state, type Obj } from "../support/run";

const UPKEEP = at("untap");
const riders = (since: number) => creature("r", "Keldon Raiders", "alice", 4, 4, { text: "Echo {2}{R}", controlledSinceTurn: since });
const lifeUpkeep = (ages: number, text = "Cumulative upkeep—Pay 1 life") =>
  creature("c", "Phyrexian Soulgorger", "alice", 8, 8, { text, otherCounters: ages ? { age: ages } : {} });
const players = (life: number) => ({ players: [{ id: "alice", life }, "bob"] });

describe("502.19a: echo", () => {
  it("in the first upkeep after it came under alice's control (turn 2), it triggers; the loop pays, and it stays", () => {
    const a = run(state([riders(2)], UPKEEP), [{ do: "resolve" }]);
    expectLogged(a, "404.3", "still holds");
    expectLogged(a, "502.19a", "alice pays {2}{R}", "cost");
    expect(a.zones.r).toBe("in-play");
  });

  it("declined with choose {pay: false}: it is sacrificed", () => {
    const a = run(state([riders(3)], UPKEEP), [{ do: "choose", object: "r", pay: false }, { do: "resolve" }]);
    expectLogged(a, "502.19a", "chooses not to pay", "cost");
    expect(a.zones.r).toBe("graveyard");
  });

  it("controlled since before alice's last upkeep: the intervening \"if\" is false, it does not trigger (410.8)", () => {
    const a = run(state([riders(1)], UPKEEP), [{ do: "pass" }]);
    expect(a.log.filter((l) => l.event === "trigger")).toEqual([]);
    expect(a.zones.r).toBe("in-play");
  });

  it("the triggers question agrees: it triggers for a permanent controlled since turn 2, not since turn 1", () => {
    const upkeep = { kind: "step-begins", step: "upkeep" };
    const now = ask(kb, { ask: "triggers", state: state([riders(2)], UPKEEP), event: upkeep }) as { triggered: unknown[] };
    expect(now.triggered).toHaveLength(1);
    const before = ask(kb, { ask: "triggers", state: state([riders(1)], UPKEEP), event: upkeep }) as { triggered: unknown[]; notTriggered: Array<{ object: string }> };
    expect(before.triggered).toEqual([]);
    expect(before.notTriggered.map((n) => n.object)).toEqual(["r"]);
  });
});

describe("502.13a: cumulative upkeep", () => {
  it("an age counter, then the cost for each age counter: with one already, 2 life", () => {
    const a = run(state([lifeUpkeep(1)], { ...UPKEEP, ...players(20) }), [{ do: "resolve" }]);
    expect((a.state.objects as Obj[]).find((o) => o.id === "c")!.otherCounters).toEqual({ age: 2 });
    expectLogged(a, "215.4", "pays 2 life");
    expect(a.life.alice).toBe(18);
    expect(a.zones.c).toBe("in-play");
  });

  it("215.4: with 1 life alice cannot pay 2 life, so it is sacrificed", () => {
    const a = run(state([lifeUpkeep(1)], { ...UPKEEP, ...players(1) }), [{ do: "resolve" }]);
    expectLogged(a, "215.4", "needs 2 life", "cost");
    expect(a.life.alice).toBe(1);
    expect(a.zones.c).toBe("graveyard");
  });

  it("502.13b example: two instances, no counters: the first asks for 1 life, the second for 2", () => {
    const a = run(state([lifeUpkeep(0, "Cumulative upkeep—Pay 1 life\nCumulative upkeep—Pay 1 life")], { ...UPKEEP, ...players(20) }), [{ do: "resolve" }, { do: "resolve" }]);
    expect(a.life.alice).toBe(17);
    expect(a.zones.c).toBe("in-play");
  });

  it("a mana cost is taken as paid once for each age counter", () => {
    const a = run(state([lifeUpkeep(2, "Cumulative upkeep {1}")], UPKEEP), [{ do: "resolve" }]);
    expectLogged(a, "502.13a", "{1} 3 times", "cost");
    expect(a.zones.c).toBe("in-play");
  });

  it("a cost whose words the loop cannot read is logged unread and not paid: the run is not certain", () => {
    const a = run(state([lifeUpkeep(0, "Cumulative upkeep—Return a land you control to its owner's hand")], UPKEEP), [{ do: "resolve" }]) as ReturnType<typeof run> & { certain: boolean };
    expect(a.log.some((l) => l.unread && l.rule === "502.13a")).toBe(true);
    expect(a.zones.c).toBe("graveyard");
    expect(a.certain).toBe(false);
  });
});

describe("502.13a, 409.1h: upkeep costs that sacrifice or tap permanents", () => {
  const land = (id: string) => card(id, "Mountain", "alice", "in-play", ["land"], undefined, { subtypes: ["mountain"] });
  const sacrificer = (ages: number) => lifeUpkeep(ages, "Cumulative upkeep—Sacrifice a land");

  it("with one age counter already, two lands are sacrificed and it stays", () => {
    const a = run(state([sacrificer(1), land("m1"), land("m2"), land("m3")], UPKEEP), [{ do: "resolve" }]) as ReturnType<typeof run> & { certain: boolean };
    expectLogged(a, "502.13a", "sacrifices Mountain, Mountain", "cost");
    expect([a.zones.m1, a.zones.m2, a.zones.m3]).toEqual(["graveyard", "graveyard", "in-play"]);
    expect(a.zones.c).toBe("in-play");
    expect(a.certain).toBe(true);
  });

  it("409.1h: with one land for two, nothing is sacrificed to pay, and it is sacrificed", () => {
    const a = run(state([sacrificer(1), land("m1")], UPKEEP), [{ do: "resolve" }]);
    expectLogged(a, "409.1h", "needs 2 permanents (land) and alice has 1", "cost");
    expect(a.zones.m1).toBe("in-play");
    expect(a.zones.c).toBe("graveyard");
  });

  it("declined with choose {pay: false}: no land is sacrificed, it is", () => {
    const a = run(state([sacrificer(0), land("m1")], UPKEEP), [{ do: "choose", object: "c", pay: false }, { do: "resolve" }]);
    expect(a.zones.m1).toBe("in-play");
    expect(a.zones.c).toBe("graveyard");
  });

  it("tap an untapped creature you control: the Elves are tapped; with no creature, it is sacrificed", () => {
    const totem = card("c", "Test Totem", "alice", "in-play", ["artifact"], "Cumulative upkeep—Tap an untapped creature you control");
    const a = run(state([totem, creature("elf", "Llanowar Elves", "alice", 1, 1)], UPKEEP), [{ do: "resolve" }]);
    expect(a.tapped).toEqual(["elf"]);
    expect(a.zones.c).toBe("in-play");
    const b = run(state([totem, creature("elf", "Llanowar Elves", "bob", 1, 1)], UPKEEP), [{ do: "resolve" }]);
    expect(b.tapped).toEqual([]);
    expect(b.zones.c).toBe("graveyard");
  });
});

describe("choose {pay}", () => {
  it("pay must be true or false", () => {
    expectRefused(state([riders(2)], UPKEEP), [{ do: "choose", object: "r", pay: "no" }], "actions[0].pay");
  });
});

describe("502.20a: fading, through the loop", () => {
  const fader = (fade: number) => card("f", "Parallax Tide", "alice", "in-play", ["enchantment"], "Fading 5", { otherCounters: fade ? { fade } : {} });

  it("each upkeep a fade counter is removed; with none left, it is sacrificed", () => {
    const one = run(state([fader(1)], UPKEEP), [{ do: "resolve" }]);
    expect(one.zones.f).toBe("in-play");
    expect((one.state.objects as Obj[]).find((o) => o.id === "f")!.otherCounters).toBeUndefined();
    const none = run(state([fader(0)], UPKEEP), [{ do: "resolve" }]);
    expectLogged(none, "413.2c", "no fade counter");
    expect(none.zones.f).toBe("graveyard");
  });
});

describe("502.60a: vanishing, through the loop", () => {
  const riftwatcher = (time: number) => creature("v", "Aven Riftwatcher", "alice", 2, 3, { text: "Flying\nVanishing 3", otherCounters: { time } });

  it("a time counter is removed each upkeep; removing the last one triggers its sacrifice", () => {
    const two = run(state([riftwatcher(2)], UPKEEP), [{ do: "resolve" }]);
    expect((two.state.objects as Obj[]).find((o) => o.id === "v")!.otherCounters).toEqual({ time: 1 });
    const one = run(state([riftwatcher(1)], UPKEEP), [{ do: "resolve" }, { do: "resolve" }]);
    expectLogged(one, "502.60a", "the last time counter was removed", "trigger");
    expect(one.zones.v).toBe("graveyard");
  });

  it("with no time counter the intervening \"if\" is false: it does not trigger", () => {
    const a = run(state([riftwatcher(0)], UPKEEP), [{ do: "pass" }]);
    expect(a.log.filter((l) => l.event === "trigger")).toEqual([]);
  });
});

describe("a keyword's triggered ability whose effect the loop does not know", () => {
  it("is logged unread as it resolves: the run is not certain", () => {
    const a = run(state([creature("s", "Thief of Hope", "alice", 2, 2, { text: "Soulshift 2" })]), [{ do: "move", object: "s", to: "graveyard" }, { do: "resolve" }]) as ReturnType<typeof run> & { certain: boolean };
    expect(a.log.some((l) => l.unread && l.rule === "413.2b" && l.detail.includes("Soulshift 2"))).toBe(true);
    expect(a.certain).toBe(false);
  });
});
