/**
 * Every answer says how sure it is (SPEC.md; src/answers/certainty.ts):
 * `certain`, and `unread` naming the words of each object it depended on
 * that the reader could not read, and each static ability in play whose
 * effect this version does not apply but which could change the answer
 * (405.1). An intervening "if" it cannot evaluate is unknown (404.3).
 * Tiny literal states: alice and bob, a few real cards of the era.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../src/answers/ask";
import { openKnowledgeBase } from "../../src/knowledge-base";

const kb = openKnowledgeBase({ versions: [] });

type Obj = Record<string, unknown>;
const MAIN = { number: 4, active: "alice", step: "precombat-main" };
const state = (objects: Obj[], turn = MAIN) => ({ players: ["alice", "bob"], turn, objects });
const SORCERER: Obj = { id: "sorc", name: "Prodigal Sorcerer", owner: "alice", zone: "in-play", types: ["creature"], controlledSinceTurn: 4, text: "{T}: Prodigal Sorcerer deals 1 damage to target creature or player." };
const BEAR: Obj = { id: "bear", name: "Grizzly Bears", owner: "bob", zone: "in-play", types: ["creature"], text: "" };

type Answer = { certain: boolean; unread: Array<{ object: string; text: string; why: string }> } & Record<string, unknown>;
const answer = (q: Obj) => ask(kb, q) as Answer;

describe("403.4 and a keyword granted by another permanent (405.1)", () => {
  it("a creature that came under control this turn cannot play {T}: certain while nothing could give it haste", () => {
    const a = answer({ ask: "can-play", state: state([SORCERER]), object: "sorc", ability: 0 });
    expect(a).toMatchObject({ canPlay: false, certain: true, unread: [] });
  });

  it("Fires of Yavimaya in play gives it haste (read, applied): it can play {T}, certainly, citing the enchantment (418.4a)", () => {
    const fires = { id: "fires", name: "Fires of Yavimaya", owner: "alice", zone: "in-play", types: ["enchantment"], text: "Creatures you control have haste.\nSacrifice Fires of Yavimaya: Target creature gets +2/+2 until end of turn." };
    const a = answer({ ask: "can-play", state: state([SORCERER, fires]), object: "sorc", ability: 0 });
    expect(a).toMatchObject({ canPlay: true, certain: true, unread: [] });
    expect(a.because).toContainEqual(expect.objectContaining({ rule: "418.4a", detail: expect.stringContaining("fires's static ability \"Creatures you control have haste.\"") }));
  });

  it("a static ability with zone facts still has its effect unapplied: it makes the answer uncertain too", () => {
    const patron = { id: "p", name: "Test Patron", owner: "alice", zone: "in-play", types: ["enchantment"], text: "As long as Test Patron is in play, creatures you control have haste." };
    expect(answer({ ask: "can-play", state: state([SORCERER, patron]), object: "sorc", ability: 0 })).toMatchObject({ canPlay: false, certain: false, unread: [{ object: "p" }] });
  });

  it("a static ability that could not change can-play (a power boost) leaves it certain", () => {
    const anthem = { id: "anthem", name: "Glorious Anthem", owner: "alice", zone: "in-play", types: ["enchantment"], text: "Creatures you control get +1/+1." };
    expect(answer({ ask: "can-play", state: state([SORCERER, anthem]), object: "sorc", ability: 0 })).toMatchObject({ certain: true });
  });
});

describe("415 and 502.36: a target that an effect could give shroud", () => {
  it("Lightning Greaves in play makes \"the bear is a legal target\" uncertain", () => {
    const greaves = { id: "greaves", name: "Lightning Greaves", owner: "bob", zone: "in-play", types: ["artifact"], text: "Equipped creature has haste and shroud. Equip {0}" };
    const sorc = { ...SORCERER, controlledSinceTurn: 1 };
    const alone = answer({ ask: "targets", state: state([sorc, BEAR]), source: "sorc", ability: 0, targets: [["bear"]] });
    expect(alone).toMatchObject({ legal: true, certain: true });
    const a = answer({ ask: "targets", state: state([sorc, BEAR, greaves]), source: "sorc", ability: 0, targets: [["bear"]] });
    expect(a).toMatchObject({ legal: true, certain: false, unread: [{ object: "greaves", text: "Equipped creature has haste and shroud." }] });
  });
});

describe("unread words of the asked object", () => {
  it("functions: an ability the reader cannot read is named, with why", () => {
    const o = { id: "o", name: "Odd Card", owner: "alice", zone: "in-play", types: ["creature"], text: "{T}: Draw a card.\nWhimsy" };
    const a = answer({ ask: "functions", state: state([o]), object: "o", ability: 0 });
    expect(a.certain).toBe(false);
    expect(a.unread).toEqual([{ object: "o", text: "Whimsy", why: expect.stringContaining("not an ability the reader knows") }]);
  });
});

describe("404.3: an intervening \"if\" this version cannot evaluate is unknown, never true", () => {
  const kiyomaro = { id: "kiyo", name: "Kiyomaro, First to Stand", owner: "alice", zone: "in-play", types: ["creature"],
    text: "Kiyomaro, First to Stand's power and toughness are each equal to the number of cards in your hand.\nAs long as you have four or more cards in hand, Kiyomaro has vigilance.\nWhenever Kiyomaro deals damage, if you have seven or more cards in hand, you gain 7 life." };

  it("Thornscape Battlemage comes into play: the kicker clauses are unknown, listed apart from triggered, and the answer is not certain", () => {
    const mage = { id: "mage", name: "Thornscape Battlemage", owner: "alice", zone: "hand", types: ["creature"],
      text: "Kicker {R} and/or {W}\nWhen Thornscape Battlemage comes into play, if it was kicked with its {R} kicker, it deals 2 damage to target creature or player." };
    const a = answer({ ask: "triggers", state: state([mage]), event: { kind: "zone-change", objects: ["mage"], to: "in-play" } });
    expect(a.triggered).toEqual([]);
    expect(a.unknown).toEqual([expect.objectContaining({ object: "mage", ability: 1, because: expect.arrayContaining([expect.objectContaining({ rule: "404.3" })]) })]);
    expect(a.certain).toBe(false);
    expect(a.unread).toEqual([{ object: "mage", text: "if it was kicked with its {R} kicker", why: expect.stringMatching(/^not supported: whether a spell was kicked.*unknown, never assumed true/) }]);
  });

  it("Kiyomaro's \"if you have seven or more cards in hand\" is evaluated: with two cards it does not trigger (410.8)", () => {
    const hand = [1, 2].map((i) => ({ id: `c${i}`, name: `Card ${i}`, owner: "alice", zone: "hand", types: ["instant"], text: "" }));
    const a = answer({ ask: "triggers", state: state([kiyomaro, BEAR, ...hand]), event: { kind: "damage", source: "kiyo", to: "bear", amount: 2 } });
    expect(a).toMatchObject({ triggered: [], unknown: [], notTriggered: [{ object: "kiyo", ability: 2, because: [{ rule: "410.8" }] }] });
  });

  it("a clause it can evaluate is decided: \"if you have no cards in hand\"", () => {
    const o = { id: "o", name: "Test", owner: "alice", zone: "in-play", types: ["creature"], text: "Whenever Test deals damage, if you have no cards in hand, you gain 7 life." };
    const a = answer({ ask: "triggers", state: state([o, BEAR]), event: { kind: "damage", source: "o", to: "bear", amount: 2 } });
    expect(a).toMatchObject({ triggered: [{ object: "o", ability: 0 }], unknown: [], certain: true });
  });
});

describe("triggers: a trigger condition the reader cannot match", () => {
  it("is reported as not matched and makes the answer uncertain", () => {
    const o = { id: "o", name: "Watcher", owner: "alice", zone: "in-play", types: ["creature"], text: "Whenever a player taps a land for mana, draw a card." };
    const a = answer({ ask: "triggers", state: state([o, BEAR]), event: { kind: "zone-change", objects: ["bear"], from: "in-play", to: "graveyard" } });
    expect(a.certain).toBe(false);
    expect(a.unread).toEqual([{ object: "o", text: "a player taps a land for mana", why: expect.stringContaining("never seen to trigger") }]);
  });
});

describe("run: the game loop's answer", () => {
  it("names every object's unread words, and is certain when there are none", () => {
    const odd = { id: "o", name: "Odd Card", owner: "alice", zone: "in-play", types: ["creature"], text: "Whimsy" };
    expect(answer({ ask: "run", state: state([BEAR]), actions: [] })).toMatchObject({ certain: true, unread: [] });
    const a = answer({ ask: "run", state: state([BEAR, odd]), actions: [] });
    expect(a).toMatchObject({ certain: false, unread: [{ object: "o", text: "Whimsy" }] });
  });

  it("an instruction the loop went past without reading makes the run not certain, naming the log entry", () => {
    const spell = { id: "s", name: "Odd Sorcery", owner: "alice", zone: "hand", types: ["sorcery"], text: "You gain 3 life. Each player sings." };
    const a = answer({ ask: "run", state: state([spell]), actions: [{ do: "play", object: "s" }, { do: "resolve" }] });
    const skipped = (a.log as Array<{ n: number; detail: string; unread?: true }>).find((l) => l.unread)!;
    expect(skipped.detail).toContain('does not read "each player sings"');
    expect(a).toMatchObject({ certain: false, unread: [{ object: `log ${skipped.n}`, text: skipped.detail, why: expect.stringContaining("413.2b") }] });
  });
});

describe("SPEC: an asked ability in a later era's terms with no mapping is refused", () => {
  it("throws {error: \"unsupported\"} (422, exit 2) naming the object, the ability and what is not supported", () => {
    const scout = { id: "scout", name: "Gladecover Scout", owner: "alice", zone: "in-play", types: ["creature"], text: "Hexproof" };
    expect(() => ask(kb, { ask: "functions", state: state([scout]), object: "scout", ability: 0 }))
      .toThrow(expect.objectContaining({ code: "unsupported", status: 422, exitCode: 2, message: expect.stringMatching(/^ability: scout's ability 0 \("Hexproof"\): not supported: hexproof/) }));
  });
});

describe("419.1b: an ability reading a choice made as its permanent came into play", () => {
  const PLAGUE = (chosen?: Obj): Obj => ({
    id: "plague", name: "Engineered Plague", owner: "bob", zone: "in-play", types: ["enchantment"], ...(chosen ? { chosen } : {}),
    text: "As Engineered Plague comes into play, choose a creature type.\nAll creatures of the chosen type get -1/-1.",
  });
  const SHOCK: Obj = { id: "shock", name: "Shock", owner: "alice", zone: "hand", types: ["instant"], colors: ["red"], text: "Shock deals 2 damage to target creature or player." };

  it("with the choice known, the grant applies and nothing is unread", () => {
    const a = answer({ ask: "targets", state: state([PLAGUE({ "creature type": "bear" }), { ...BEAR, subtypes: ["bear"] }, SHOCK]), source: "shock", targets: [["bear"]], moment: "announce" });
    expect(a).toMatchObject({ legal: true, certain: true, unread: [] });
  });

  it("with no choice known, the line reading it is unread, saying the choice is not known; the choice line itself is not", () => {
    const a = answer({ ask: "targets", state: state([PLAGUE(), BEAR, SHOCK]), source: "shock", targets: [["bear"]], moment: "announce" });
    expect(a.certain).toBe(false);
    expect(a.unread).toEqual([{ object: "plague", text: "All creatures of the chosen type get -1/-1.", why: expect.stringContaining("no choice is known") }]);
  });
});

describe("419.1d, 419.6c: a damage event a question describes, and a prevention or redirection in play", () => {
  const GUARD: Obj = { id: "guard", name: "Guard", owner: "alice", zone: "in-play", types: ["creature"], text: "Prevent all damage that would be dealt to Guard.\nWhenever Guard is dealt damage, you gain 2 life." };
  const damage = (extra: Obj = {}) => ({ ask: "triggers", state: state([GUARD, BEAR]), event: { kind: "damage", source: "bear", to: "guard", amount: 2, ...extra } });

  it("the event not saying whether it was prevented: the trigger is listed, but not certainly, naming the prevention", () => {
    const a = answer(damage());
    expect(a.certain).toBe(false);
    expect(a.unread).toEqual([{ object: "guard", text: "Prevent all damage that would be dealt to Guard.", why: expect.stringContaining("419.1d") }]);
  });

  it("the event saying it was not prevented (damage that can't be prevented, say): certain, as given", () => {
    expect(answer(damage({ prevented: false }))).toMatchObject({ certain: true, unread: [] });
  });

  it("the event saying it was prevented: nothing is dealt, nothing triggers, certainly", () => {
    expect(answer(damage({ prevented: true }))).toMatchObject({ triggered: [], certain: true, unread: [] });
  });

  it("an event that is not damage is not made uncertain by it", () => {
    const dies = { ask: "triggers", state: state([GUARD, BEAR]), event: { kind: "zone-change", objects: ["bear"], to: "graveyard" } };
    expect(answer(dies)).toMatchObject({ certain: true, unread: [] });
  });
});
