/**
 * `{"ask": "can-play"}` (src/answers/functions.ts, queries/can-play.edn):
 * may this player play this activated ability now? One describe per
 * paragraph of 403 (the 2006 fragments' text), and the paragraphs of 405
 * and 406 that decide what kind of ability a line is. Tiny literal states:
 * alice and bob, one or two objects.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../src/answers/ask";
import type { CanPlayAnswer, FunctionsAnswer } from "../../src/answers/functions";
import { openKnowledgeBase } from "../../src/knowledge-base";
import { NECROSAVANT } from "../support/necrosavant";

const kb = openKnowledgeBase({ versions: [] });
const FRAGMENTS = "fragments-2006";
const RULINGS = "rulings-2008-03-17";

/** The 2006 fragments' text of the paragraphs of 403 (the only seed that holds them). */
const TEXT = {
  "403.1":
    "An activated ability is written as “[cost]: [effect].” The activation cost is everything before the colon (:). An ability’s activation cost must be paid by the player who is playing it.",
  "403.2":
    "Only an object’s controller (or its owner, if it doesn’t have a controller) can play its activated ability unless the object specifically says otherwise.",
  "403.3":
    "If an activated ability has a restriction on its use (for example, “Play this ability only once each turn”), the restriction continues to apply to that object even if its controller changes.",
  "403.4":
    "A creature’s activated ability with the tap symbol ({T}) in its activation cost can’t be played unless the creature has been under its controller’s control since the start of his or her most recent turn. Ignore this rule for creatures with haste (see rule 502.5).",
  "403.5":
    "Activated abilities that read “Play this ability only any time you could play a sorcery” mean the player must follow the timing rules for playing a sorcery, though the ability isn’t actually a sorcery. Activated abilities that read “Play this ability only any time you could play an instant” mean the player must follow the timing rules for playing an instant, though the ability isn’t actually an instant.",
} as const;

type Obj = Record<string, unknown>;
type Turn = { number: number; active: string; step: string };

const ALICE_MAIN: Turn = { number: 4, active: "alice", step: "precombat-main" };
const ALICE_UPKEEP: Turn = { number: 4, active: "alice", step: "upkeep" };
const BOB_UPKEEP: Turn = { number: 5, active: "bob", step: "upkeep" };

function card(name: string, zone: string, types: string[], text: string, more: Obj = {}): Obj {
  return { id: "x", name, owner: "alice", zone, types, text, ...more };
}

function canPlay(o: Obj, opts: { turn?: Turn; ability?: number; player?: string; others?: Obj[]; stack?: unknown[] } = {}): CanPlayAnswer {
  const state: Obj = { players: ["alice", "bob"], turn: opts.turn ?? ALICE_MAIN, objects: [o, ...(opts.others ?? [])] };
  if (opts.stack) state.stack = opts.stack;
  const q: Obj = { ask: "can-play", state, object: o.id, ability: opts.ability ?? 0 };
  if (opts.player !== undefined) q.player = opts.player;
  return ask(kb, q) as CanPlayAnswer;
}

function functions(o: Obj, ability = 0, zone?: string): FunctionsAnswer {
  const q: Obj = { ask: "functions", state: { players: ["alice", "bob"], objects: [o] }, object: o.id, ability };
  if (zone) q.zone = zone;
  return ask(kb, q) as FunctionsAnswer;
}

function check(a: CanPlayAnswer, name: string): { rule: string; check: string; ok: boolean } | undefined {
  return a.checks.find((c) => c.check === name);
}

/** The answer is false, and its first citation is `rule` (the failed check) with the fragments' text. */
function expectRefusedBy(a: CanPlayAnswer, rule: keyof typeof TEXT): void {
  expect(a.canPlay).toBe(false);
  expect(a.because[0].rule).toBe(rule);
  expect(a.because[0].version).toBe(FRAGMENTS);
  expect(a.because[0].text).toBe(TEXT[rule]);
  const failed = a.checks.filter((c) => !c.ok);
  expect(failed.length).toBeGreaterThan(0);
  expect(failed.every((c) => c.rule === rule)).toBe(true);
}

const PRODIGAL_SORCERER = "{T}: Prodigal Sorcerer deals 1 damage to target creature or player.";
const sorcerer = (more: Obj = {}) => card("Prodigal Sorcerer", "in-play", ["creature"], PRODIGAL_SORCERER, { controlledSinceTurn: 1, ...more });
const necrosavant = () => card("Necrosavant", "graveyard", ["creature"], NECROSAVANT);

describe("403.1", () => {
  it("an untapped creature's {T} ability, controlled since an earlier turn, can be played", () => {
    const a = canPlay(sorcerer());
    expect(a.canPlay).toBe(true);
    expect(check(a, "activated")).toEqual({ rule: "403.1", check: "activated", ok: true });
    expect(check(a, "untapped")).toEqual({ rule: "403.1", check: "untapped", ok: true });
    expect(a.checks.every((c) => c.ok)).toBe(true);
  });

  it("a static ability cannot be played", () => {
    const a = canPlay(card("Glorious Anthem", "in-play", ["enchantment"], "Creatures you control get +1/+1."));
    expect(a.ability.kind).toBe("static");
    expectRefusedBy(a, "403.1");
    expect(a.because[0].detail).toContain("static");
  });

  it("a triggered ability cannot be played", () => {
    const a = canPlay(card("Honden of Seeing Winds", "in-play", ["enchantment"], "At the beginning of your upkeep, draw a card for each Shrine you control."));
    expect(a.ability.kind).toBe("triggered");
    expectRefusedBy(a, "403.1");
    expect(a.because[0].detail).toContain("triggered");
  });

  it("an instant's spell ability is not an activated ability", () => {
    const a = canPlay(card("Shock", "hand", ["instant"], "Shock deals 2 damage to target creature or player."));
    expect(a.ability.kind).toBe("spell");
    expect(a.canPlay).toBe(false);
    expect(check(a, "activated")?.ok).toBe(false);
  });

  it("a tapped object cannot pay {T}", () => {
    const a = canPlay(sorcerer({ tapped: true }));
    expectRefusedBy(a, "403.1");
    expect(check(a, "untapped")?.ok).toBe(false);
    expect(a.because[0].detail).toContain("tapped");
  });

  it("a tapped object's ability without {T} in its cost is not stopped by the tap", () => {
    const a = canPlay(card("Shade", "in-play", ["creature"], "{B}: Shade gets +1/+1 until end of turn.", { tapped: true }));
    expect(a.canPlay).toBe(true);
    expect(check(a, "untapped")).toBeUndefined();
  });

  it("an ability in a zone where it does not function (Prodigal Sorcerer in the graveyard) cannot be played, citing 402.8", () => {
    const a = canPlay(card("Prodigal Sorcerer", "graveyard", ["creature"], PRODIGAL_SORCERER));
    expect(a.canPlay).toBe(false);
    expect(a.because[0].rule).toBe("402.8");
    expect(a.because[0].version).toBe(RULINGS);
    expect(a.because[0].detail).toContain("does not function in graveyard");
  });
});

describe("403.2", () => {
  it("the other player cannot play the controller's ability", () => {
    const a = canPlay(sorcerer(), { player: "bob" });
    expect(a.player).toBe("bob");
    expectRefusedBy(a, "403.2");
    expect(check(a, "controller")?.ok).toBe(false);
    expect(a.because[0].detail).toContain("controlled by alice, not bob");
  });

  it("the player field defaults to the controller", () => {
    const a = canPlay(sorcerer());
    expect(a.player).toBe("alice");
    expect(check(a, "controller")).toEqual({ rule: "403.2", check: "controller", ok: true });
  });

  it("the controller, not the owner, plays a permanent's ability: bob controls alice's Sorcerer", () => {
    const a = canPlay(sorcerer({ controller: "bob" }));
    expect(a.player).toBe("bob");
    expect(a.canPlay).toBe(true);
    expectRefusedBy(canPlay(sorcerer({ controller: "bob" }), { player: "alice" }), "403.2");
  });

  it("outside play the owner plays the card's ability (cycling from alice's hand)", () => {
    const tusker = card("Krosan Tusker", "hand", ["creature"], "Cycling {2}{G}");
    const a = canPlay(tusker);
    expect(a.player).toBe("alice");
    expect(a.canPlay).toBe(true);
    expect(check(a, "owner")).toEqual({ rule: "403.2", check: "owner", ok: true });
    expect(check(a, "controller")).toBeUndefined();
  });

  it("outside play the other player may not: bob cannot cycle alice's card, citing 403.2", () => {
    const a = canPlay(card("Krosan Tusker", "hand", ["creature"], "Cycling {2}{G}"), { player: "bob" });
    expectRefusedBy(a, "403.2");
    expect(a.because[0].detail).toContain("owned by alice, not bob");
  });

  it("bob cannot play alice's Necrosavant from her graveyard, even in his own upkeep", () => {
    const a = canPlay(necrosavant(), { turn: BOB_UPKEEP, player: "bob" });
    expectRefusedBy(a, "403.2");
  });
});

describe("403.3", () => {
  it('"Play this ability only during your upkeep": true in your upkeep', () => {
    const a = canPlay(necrosavant(), { turn: ALICE_UPKEEP });
    expect(a.canPlay).toBe(true);
    expect(check(a, "during-your-upkeep")).toEqual({ rule: "403.3", check: "during-your-upkeep", ok: true });
    expect(a.because.some((b) => b.rule === "402.8h")).toBe(true);
  });

  it("false in the opponent's upkeep, citing 403.3", () => {
    const a = canPlay(necrosavant(), { turn: BOB_UPKEEP });
    expectRefusedBy(a, "403.3");
    expect(a.because[0].detail).toContain("bob's turn");
  });

  it("false in your own draw step, citing 403.3", () => {
    const a = canPlay(necrosavant(), { turn: { number: 4, active: "alice", step: "draw" } });
    expectRefusedBy(a, "403.3");
    expect(a.because[0].detail).toContain("draw");
  });

  it("the restriction applies to a permanent's ability too", () => {
    const o = card("Sheltering Ancient", "in-play", ["creature"], "{1}: Draw a card. Play this ability only during your upkeep.");
    expect(canPlay(o, { turn: ALICE_UPKEEP }).canPlay).toBe(true);
    expectRefusedBy(canPlay(o, { turn: ALICE_MAIN }), "403.3");
  });

  it('"only once each turn" is reported as assumed: the state does not record earlier plays', () => {
    const a = canPlay(card("Wall of Roots", "in-play", ["creature"], "Defender\nPut a -0/-1 counter on Wall of Roots: Add {G} to your mana pool. Play this ability only once each turn."), { ability: 1 });
    expect(a.canPlay).toBe(true);
    expect(check(a, "once-each-turn")).toEqual({ rule: "403.3", check: "once-each-turn", ok: true });
    const b = a.because.find((x) => x.rule === "403.3")!;
    expect(b.text).toBe(TEXT["403.3"]);
    expect(b.detail).toMatch(/assumed/);
  });
});

describe("403.4", () => {
  it("Prodigal Sorcerer controlled since turn 4, in turn 4, cannot tap", () => {
    const a = canPlay(sorcerer({ controlledSinceTurn: 4 }));
    expectRefusedBy(a, "403.4");
    expect(check(a, "controlled-since-turn-start")?.ok).toBe(false);
    expect(a.because[0].detail).toContain("turn 4");
  });

  it("controlled since turn 3, in turn 4, it can", () => {
    const a = canPlay(sorcerer({ controlledSinceTurn: 3 }));
    expect(a.canPlay).toBe(true);
    expect(check(a, "controlled-since-turn-start")?.ok).toBe(true);
    expect(a.because.find((b) => b.rule === "403.4")!.text).toBe(TEXT["403.4"]);
  });

  it("with haste among the state's keywords it can", () => {
    const a = canPlay(sorcerer({ controlledSinceTurn: 4, keywords: ["haste"] }));
    expect(a.canPlay).toBe(true);
    expect(check(a, "haste")).toEqual({ rule: "403.4", check: "haste", ok: true });
    expect(check(a, "controlled-since-turn-start")).toBeUndefined();
  });

  it('with "Haste" in its text it can', () => {
    const a = canPlay(sorcerer({ controlledSinceTurn: 4, text: `Haste\n${PRODIGAL_SORCERER}` }), { ability: 1 });
    expect(a.canPlay).toBe(true);
    expect(check(a, "haste")?.ok).toBe(true);
  });

  it("a non-creature artifact's {T} ability is not affected by 403.4", () => {
    const a = canPlay(card("Rod of Ruin", "in-play", ["artifact"], "{3}, {T}: Rod of Ruin deals 1 damage to target creature or player.", { controlledSinceTurn: 4 }));
    expect(a.canPlay).toBe(true);
    expect(a.checks.some((c) => c.rule === "403.4")).toBe(false);
  });

  it("a creature's ability without {T} is not affected by 403.4", () => {
    const a = canPlay(card("Shade", "in-play", ["creature"], "{B}: Shade gets +1/+1 until end of turn.", { controlledSinceTurn: 4 }));
    expect(a.canPlay).toBe(true);
    expect(a.checks.some((c) => c.rule === "403.4")).toBe(false);
  });

  it("a creature's {T} mana ability is held to 403.4 too (Llanowar Elves the turn it came)", () => {
    const elves = card("Llanowar Elves", "in-play", ["creature"], "{T}: Add {G} to your mana pool.", { controlledSinceTurn: 4 });
    expect(canPlay(elves).ability.kind).toBe("mana");
    expectRefusedBy(canPlay(elves), "403.4");
  });

  it("in the opponent's turn: the controller's most recent turn counts, not the current one", () => {
    // Turn 5 is bob's; alice's most recent turn was 4.
    expect(canPlay(sorcerer({ controlledSinceTurn: 3 }), { turn: BOB_UPKEEP }).canPlay).toBe(true);
    expectRefusedBy(canPlay(sorcerer({ controlledSinceTurn: 4 }), { turn: BOB_UPKEEP }), "403.4");
  });

  it("gained in the opponent's turn, it cannot tap until its controller's next turn has started", () => {
    // Alice took it during bob's turn 5: still unusable in that turn.
    expectRefusedBy(canPlay(sorcerer({ controlledSinceTurn: 5 }), { turn: BOB_UPKEEP }), "403.4");
    // In alice's turn 6 it has been hers since before that turn began.
    expect(canPlay(sorcerer({ controlledSinceTurn: 5 }), { turn: { number: 6, active: "alice", step: "upkeep" } }).canPlay).toBe(true);
  });

  it("a player who has not had a turn yet cannot tap a creature (bob in turn 1)", () => {
    const a = canPlay(sorcerer({ controller: "bob", controlledSinceTurn: 0 }), { turn: { number: 1, active: "alice", step: "upkeep" } });
    expectRefusedBy(a, "403.4");
  });

  it("controlledSinceTurn defaults to before the first turn", () => {
    const a = canPlay(card("Prodigal Sorcerer", "in-play", ["creature"], PRODIGAL_SORCERER));
    expect(a.canPlay).toBe(true);
  });
});

describe("403.5", () => {
  const SORCERY_TIMING = "{1}: Draw a card. Play this ability only any time you could play a sorcery.";
  const INSTANT_TIMING = "{1}: Draw a card. Play this ability only any time you could play an instant.";
  const engine = (text: string) => card("Jalum Tome", "in-play", ["artifact"], text);
  const bolt = { id: "bolt", name: "Lightning Bolt", owner: "bob", zone: "stack", types: ["instant"], text: "Lightning Bolt deals 3 damage to target creature or player." };

  it("sorcery timing: true in your precombat main phase with an empty stack", () => {
    const a = canPlay(engine(SORCERY_TIMING));
    expect(a.canPlay).toBe(true);
    expect(check(a, "sorcery-timing")).toEqual({ rule: "403.5", check: "sorcery-timing", ok: true });
    expect(a.because.find((b) => b.rule === "403.5")!.text).toBe(TEXT["403.5"]);
  });

  it("sorcery timing: true in your postcombat main phase", () => {
    expect(canPlay(engine(SORCERY_TIMING), { turn: { number: 4, active: "alice", step: "postcombat-main" } }).canPlay).toBe(true);
  });

  it("sorcery timing: false in the opponent's turn, even in a main phase", () => {
    const a = canPlay(engine(SORCERY_TIMING), { turn: { number: 5, active: "bob", step: "precombat-main" } });
    expectRefusedBy(a, "403.5");
    expect(a.because[0].detail).toContain("bob's turn");
  });

  it("sorcery timing: false in your upkeep", () => {
    const a = canPlay(engine(SORCERY_TIMING), { turn: ALICE_UPKEEP });
    expectRefusedBy(a, "403.5");
    expect(a.because[0].detail).toContain("upkeep");
  });

  it("sorcery timing: false with a spell on the stack", () => {
    const a = canPlay(engine(SORCERY_TIMING), { others: [bolt], stack: ["bolt"] });
    expectRefusedBy(a, "403.5");
    expect(a.because[0].detail).toContain("stack is not empty");
  });

  it("sorcery timing: false with an ability on the stack", () => {
    const a = canPlay(engine(SORCERY_TIMING), { stack: [{ id: "s1", source: "x", ability: 0, controller: "alice" }] });
    expectRefusedBy(a, "403.5");
  });

  it("equip has sorcery timing", () => {
    const o = card("Bonesplitter", "in-play", ["artifact"], "Equipped creature gets +2/+0.\nEquip {1}");
    const a = canPlay(o, { ability: 1 });
    expect(a.canPlay).toBe(true);
    expect(a.ability.cost).toBe("{1}");
    expectRefusedBy(canPlay(o, { ability: 1, turn: ALICE_UPKEEP }), "403.5");
  });

  it("instant timing: always true (opponent's upkeep, a spell on the stack)", () => {
    for (const turn of [ALICE_MAIN, ALICE_UPKEEP, BOB_UPKEEP]) {
      const a = canPlay(engine(INSTANT_TIMING), { turn, others: [bolt], stack: ["bolt"] });
      expect(a.canPlay, turn.step).toBe(true);
      expect(check(a, "instant-timing")).toEqual({ rule: "403.5", check: "instant-timing", ok: true });
    }
  });
});

describe("405.1", () => {
  it("a static ability is reported as static, not playable", () => {
    const anthem = card("Glorious Anthem", "in-play", ["enchantment"], "Creatures you control get +1/+1.");
    const a = canPlay(anthem);
    expect(a.ability.kind).toBe("static");
    expect(a.canPlay).toBe(false);
    expect(a.because[0].detail).toContain("static ability is not played");
  });

  it("a static ability of a permanent functions only in play", () => {
    const anthem = card("Glorious Anthem", "hand", ["enchantment"], "Creatures you control get +1/+1.");
    expect(functions(anthem).zones).toEqual(["in-play"]);
    expect(functions(anthem).functions).toBe(false);
  });

  it("the reader says it read the line as a static ability, citing 405.1", () => {
    const a = canPlay(card("Glorious Anthem", "in-play", ["enchantment"], "Creatures you control get +1/+1."));
    const inferred = a.ability.inferred as Array<{ rule: string; fact: string }>;
    expect(inferred.some((i) => i.rule === "405.1")).toBe(true);
  });
});

describe("405.2a", () => {
  const ALL_ZONES = ["library", "hand", "graveyard", "in-play", "stack", "removed"];
  const arbor = (zone: string) =>
    card("Dryad Arbor", zone, ["land", "creature"], "Dryad Arbor is green.", { subtypes: ["forest", "dryad"] });

  it("a characteristic-setting colour ability (\"Dryad Arbor is green.\") functions in all zones", () => {
    const a = functions(arbor("library"));
    expect(a.ability.kind).toBe("static");
    expect(a.zones).toEqual(ALL_ZONES);
    for (const zone of ALL_ZONES) expect(functions(arbor("hand"), 0, zone).functions, zone).toBe(true);
    expect(a.because[0].rule).toBe("402.8a");
  });

  it("two colours (\"is red and green\") are read as characteristic-setting too", () => {
    const a = functions(card("Hybrid Thing", "graveyard", ["creature"], "Hybrid Thing is red and green."));
    expect(a.zones).toEqual(ALL_ZONES);
  });

  it("the colour ability cannot be played", () => {
    const a = canPlay(arbor("in-play"));
    expect(a.canPlay).toBe(false);
    expect(check(a, "activated")?.ok).toBe(false);
  });
});

describe("406.1", () => {
  const cradle = (more: Obj = {}) => card("Gaea's Cradle", "in-play", ["land"], "{T}: Add {G} to your mana pool for each creature you control.", more);

  it('"{T}: Add {G} to your mana pool for each creature you control." has kind mana and can be played', () => {
    const a = canPlay(cradle());
    expect(a.ability.kind).toBe("mana");
    expect(a.canPlay).toBe(true);
    expect(check(a, "activated")?.ok).toBe(true);
    const inferred = a.ability.inferred as Array<{ rule: string }>;
    expect(inferred.some((i) => i.rule === "406.1")).toBe(true);
  });

  it('"{T}: X deals 1 damage to target creature" is not a mana ability', () => {
    const a = canPlay(sorcerer());
    expect(a.ability.kind).toBe("activated");
    const inferred = a.ability.inferred as Array<{ rule: string }>;
    expect(inferred.some((i) => i.rule === "406.1")).toBe(false);
  });

  it("a mana ability may have other effects and costs (sacrifice, any colour)", () => {
    const ritual = card("Blood Pet", "in-play", ["creature"], "Sacrifice Blood Pet: Add {B} to your mana pool.");
    expect(canPlay(ritual).ability.kind).toBe("mana");
    const prism = card("Prismatic Lens", "in-play", ["artifact"], "{T}: Add one mana of any color to your mana pool.");
    expect(canPlay(prism).ability.kind).toBe("mana");
  });

  it("a triggered ability that triggers from a mana ability and adds mana is a mana ability", () => {
    const a = functions(card("Forest Boon", "in-play", ["enchantment"], "Whenever you tap a Forest for mana, add {G} to your mana pool."));
    expect(a.ability.kind).toBe("mana");
  });
});

describe("406.2", () => {
  it("a triggered ability that adds mana but does not trigger from a mana ability is not a mana ability", () => {
    const vineyard = card("Eladamri's Vineyard", "in-play", ["enchantment"], "At the beginning of each player's precombat main phase, add {G}{G} to that player's mana pool.");
    const a = canPlay(vineyard);
    expect(a.ability.kind).toBe("triggered");
    expect(a.canPlay).toBe(false);
    expectRefusedBy(a, "403.1");
  });

  it("the same for an upkeep trigger that adds mana to your mana pool", () => {
    const a = functions(card("Upkeep Bloom", "in-play", ["enchantment"], "At the beginning of your upkeep, add {G}{G} to your mana pool."));
    expect(a.ability.kind).toBe("triggered");
  });

  it("an instant that adds mana has a spell ability, not a mana ability", () => {
    const a = functions(card("Dark Ritual", "hand", ["instant"], "Add {B}{B}{B} to your mana pool."));
    expect(a.ability.kind).toBe("spell");
  });
});

describe("406.3", () => {
  const cradle = (more: Obj = {}) => card("Gaea's Cradle", "in-play", ["land"], "{T}: Add {G} to your mana pool for each creature you control.", more);

  it("with no creatures in play it is still a mana ability and can be played", () => {
    const a = canPlay(cradle());
    expect(a.ability.kind).toBe("mana");
    expect(a.canPlay).toBe(true);
  });

  it("tapped, it stays a mana ability: can-play is false only because of the tap", () => {
    const a = canPlay(cradle({ tapped: true }));
    expect(a.ability.kind).toBe("mana");
    expect(a.canPlay).toBe(false);
    expect(a.checks.filter((c) => !c.ok)).toEqual([{ rule: "403.1", check: "untapped", ok: false }]);
    expect(check(a, "activated")?.ok).toBe(true);
    expect(a.because[0].detail).toContain("tapped");
  });

  it("tapped, the mana ability still functions in play", () => {
    const a = ask(kb, { ask: "functions", state: { players: ["alice"], objects: [cradle({ tapped: true })] }, object: "x", ability: 0 }) as FunctionsAnswer;
    expect(a.functions).toBe(true);
    expect(a.ability.kind).toBe("mana");
  });
});

describe("the answer", () => {
  it("names the object, the player and the ability, lists every check and cites each with its version's text", () => {
    const a = canPlay(necrosavant(), { turn: ALICE_UPKEEP });
    expect(a).toMatchObject({ ask: "can-play", object: "x", player: "alice", canPlay: true });
    expect(a.ability).toMatchObject({ index: 0, kind: "activated", cost: "{3}{B}{B}, Sacrifice a creature" });
    expect(a.checks.map((c) => c.rule)).toEqual(["403.1", "403.2", "403.3"]);
    for (const b of a.because) {
      expect(b.version === FRAGMENTS || b.version === RULINGS, `${b.rule} ${b.version}`).toBe(true);
      expect(b.text.length).toBeGreaterThan(0);
      expect(b.text).toBe(kb.rule(b.rule, b.version).text);
      expect(b.detail.length).toBeGreaterThan(0);
    }
  });

  it("puts the failed checks first", () => {
    const a = canPlay(sorcerer({ tapped: true }), { player: "bob" });
    expect(a.canPlay).toBe(false);
    const failed = a.because.slice(0, 2).map((b) => b.rule).sort();
    expect(failed).toEqual(["403.1", "403.2"]);
    expect(a.because.slice(0, 2).every((b) => b.detail.includes("not") || b.detail.includes("tapped"))).toBe(true);
  });

  it("answers in the modern words when the state uses them", () => {
    const a = canPlay(sorcerer({ zone: "battlefield" }));
    expect(a.canPlay).toBe(true);
    expect(a.terms).toEqual({ battlefield: "in play", exile: "removed from the game" });
  });
});
