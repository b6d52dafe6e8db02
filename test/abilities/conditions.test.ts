/**
 * src/abilities/conditions.ts: trigger conditions (404.1, 410.2) read into
 * the event they wait for. One describe per template of CONDITION_TEMPLATES,
 * then the modern wordings, the conditions no template reads, and conditionOf's
 * reading of the object's own name as `~`.
 */
import { describe, expect, it } from "vitest";
import { CONDITION_TEMPLATES, conditionOf, readCondition, type Condition } from "../../src/abilities/conditions";

/** The condition read from `words` has these fields (and the template that read it). */
function expectRead(words: string, template: string, fields: Partial<Condition>): Condition {
  const c = readCondition(words);
  expect(c.template, `template of "${words}"`).toBe(template);
  expect(c).toMatchObject(fields);
  return c;
}

function expectUnread(c: Condition): void {
  expect(c.event).toBe("unread");
  expect(c.template).toBe("");
  expect(c.rule).toBe("");
}

describe("CONDITION_TEMPLATES", () => {
  it("names each template once, each with the rule it serves", () => {
    const names = CONDITION_TEMPLATES.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const t of CONDITION_TEMPLATES) expect(t.rule, t.name).toMatch(/^[45]\d\d\.\d+[a-z]?$/);
  });

  it("the template a condition is read by sets its rule", () => {
    expect(readCondition("~ comes into play").rule).toBe("410.10a");
    expect(readCondition("~ is put into a graveyard from play").rule).toBe("410.10c");
    expect(readCondition("the beginning of your upkeep").rule).toBe("410.2");
    expect(readCondition("you cycle ~").rule).toBe("402.8g");
    expect(readCondition("you have no cards in hand").rule).toBe("410.11");
  });
});

describe("comes into play (410.10a)", () => {
  it("~ comes into play: the object itself, moving to play, not looking back", () => {
    expectRead("~ comes into play", "comes into play", {
      event: "zone-change", subject: "self", to: "in-play", from: null, lookBack: false, another: false, nontoken: false, whose: "any", types: [],
    });
  });

  it("a creature comes into play: any creature", () => {
    expectRead("a creature comes into play", "comes into play", { subject: "any", types: ["creature"], another: false, whose: "any" });
  });

  it("another creature comes into play: not the ability's own object", () => {
    expectRead("another creature comes into play", "comes into play", { subject: "any", types: ["creature"], another: true });
  });

  it("a nontoken creature you control: nontoken, whose you", () => {
    expectRead("a nontoken creature you control comes into play", "comes into play", { types: ["creature"], nontoken: true, whose: "you" });
  });

  it("an artifact an opponent controls: whose opponent", () => {
    expectRead("an artifact an opponent controls comes into play", "comes into play", { types: ["artifact"], whose: "opponent" });
  });

  it("a permanent or a card: no type restriction", () => {
    expectRead("a permanent comes into play", "comes into play", { subject: "any", types: [] });
    expectRead("a land card comes into play", "comes into play", { types: ["land"] });
  });

  it("extra spaces are read the same", () => {
    expectRead("   ~   comes   into   play  ", "comes into play", { subject: "self", to: "in-play" });
    expectRead("a  creature\tcomes into play", "comes into play", { types: ["creature"] });
  });
});

describe("put into a graveyard from play (410.10c)", () => {
  it("~ is put into a graveyard from play: itself, from play to a graveyard, looking back", () => {
    expectRead("~ is put into a graveyard from play", "put into a graveyard from play", {
      event: "zone-change", subject: "self", from: "in-play", to: "graveyard", lookBack: true, whose: "any",
    });
  });

  it("a creature is put into a graveyard from play: any creature, anyone's graveyard", () => {
    expectRead("a creature is put into a graveyard from play", "put into a graveyard from play", { subject: "any", types: ["creature"], whose: "any", lookBack: true });
  });

  it('"your graveyard" is whose you, with nontoken kept', () => {
    expectRead("a nontoken creature is put into your graveyard from play", "put into a graveyard from play", { types: ["creature"], nontoken: true, whose: "you" });
  });

  it('"an opponent\'s graveyard" is whose opponent', () => {
    expectRead("a creature is put into an opponent's graveyard from play", "put into a graveyard from play", { whose: "opponent" });
  });
});

describe("dies and leaves play (410.10c)", () => {
  it("~ dies reads as put into a graveyard from play, looking back", () => {
    expectRead("~ dies", "dies", { event: "zone-change", subject: "self", from: "in-play", to: "graveyard", lookBack: true });
    expectRead("another creature dies", "dies", { subject: "any", types: ["creature"], another: true, lookBack: true });
  });

  it("~ leaves play: from play to any zone, looking back", () => {
    expectRead("~ leaves play", "leaves play", { event: "zone-change", subject: "self", from: "in-play", to: null, lookBack: true });
  });
});

describe("put into a graveyard from anywhere (410.10)", () => {
  it("~ is put into a graveyard: to a graveyard from any zone, not looking back", () => {
    expectRead("~ is put into a graveyard", "put into a graveyard from anywhere", { subject: "self", from: null, to: "graveyard", lookBack: false });
  });

  it("from your library: from the library, your graveyard", () => {
    expectRead("a card is put into your graveyard from your library", "put into a graveyard from anywhere", { from: "library", to: "graveyard", whose: "you", types: [] });
  });

  it("from a hand: from the hand, anyone's graveyard", () => {
    expectRead("a creature card is put into a graveyard from a hand", "put into a graveyard from anywhere", { from: "hand", whose: "any", types: ["creature"] });
  });

  it("an opponent's graveyard: whose opponent", () => {
    expectRead("a card is put into an opponent's graveyard", "put into a graveyard from anywhere", { whose: "opponent", from: null });
  });
});

describe("beginning of a step (410.2)", () => {
  it("the beginning of your upkeep: whose you", () => {
    expectRead("the beginning of your upkeep", "beginning of a step", { event: "step-begins", step: "upkeep", whose: "you", lookBack: false });
  });

  it("the beginning of each upkeep: whose any", () => {
    expectRead("the beginning of each upkeep", "beginning of a step", { step: "upkeep", whose: "any" });
  });

  it("the beginning of each opponent's upkeep: whose opponent", () => {
    expectRead("the beginning of each opponent's upkeep", "beginning of a step", { step: "upkeep", whose: "opponent" });
  });

  it('"end of turn", "each end step" and "the end phase" are the end-of-turn step', () => {
    for (const w of ["end of turn", "the beginning of each end step", "the beginning of the end phase", "the beginning of your end step"]) {
      expect(readCondition(w).step, w).toBe("end-of-turn");
    }
  });

  it("the draw step, combat and the precombat main phase", () => {
    expectRead("the beginning of each player's draw step", "beginning of a step", { step: "draw", whose: "any" });
    expectRead("the beginning of combat", "beginning of a step", { step: "beginning-of-combat" });
    expectRead("the beginning of your precombat main phase", "beginning of a step", { step: "precombat-main", whose: "you" });
  });
});

describe("damage (410.2)", () => {
  it("~ deals damage and ~ deals combat damage to a player are damage dealt by the object", () => {
    expectRead("~ deals damage", "deals damage", { event: "damage", subject: "self" });
    expectRead("~ deals combat damage to a player", "deals damage", { event: "damage", subject: "self" });
    expectRead("~ deals damage to an opponent", "deals damage", { event: "damage" });
  });

  it("~ is dealt damage has its own template", () => {
    expectRead("~ is dealt damage", "is dealt damage", { event: "damage", subject: "any", damaged: "self" });
  });
});

describe("cycle (402.8g)", () => {
  it("you cycle ~: the object itself, by you", () => {
    expectRead("you cycle ~", "cycle", { event: "cycle", subject: "self", another: false, whose: "you" });
  });

  it("you cycle a card / another card", () => {
    expectRead("you cycle a card", "cycle", { subject: "any", another: false });
    expectRead("you cycle another card", "cycle", { subject: "any", another: true });
  });
});

describe("play a spell (410.2)", () => {
  it("you / a player / an opponent", () => {
    expectRead("you play a spell", "play a spell", { event: "play", whose: "you", types: [] });
    expectRead("a player plays a spell", "play a spell", { whose: "any", types: [] });
    expectRead("an opponent plays a spell", "play a spell", { whose: "opponent" });
  });

  it("typed spells, including instant or sorcery", () => {
    expectRead("a player plays an artifact spell", "play a spell", { types: ["artifact"] });
    expectRead("an opponent plays an instant or sorcery spell", "play a spell", { types: ["instant", "sorcery"], whose: "opponent" });
  });
});

describe("state trigger (410.11)", () => {
  it("you have no cards in hand / in your hand", () => {
    expectRead("you have no cards in hand", "state trigger: no cards in hand", { event: "state", whose: "you", lookBack: false });
    expectRead("you have no cards in your hand", "state trigger: no cards in hand", { event: "state" });
  });
});

describe("lookBack", () => {
  it("is true only for leaves-play conditions (410.10d)", () => {
    const all = [
      "~ comes into play", "~ is put into a graveyard from play", "~ dies", "~ leaves play", "~ is put into a graveyard", "the beginning of your upkeep",
      "~ deals damage", "~ is dealt damage", "you cycle ~", "you play a spell", "you have no cards in hand",
    ];
    const looking = all.filter((w) => readCondition(w).lookBack);
    expect(looking).toEqual(["~ is put into a graveyard from play", "~ dies", "~ leaves play"]);
  });
});

describe("modern wording", () => {
  it('"enters the battlefield" reads as comes into play', () => {
    expectRead("~ enters the battlefield", "comes into play", { subject: "self", to: "in-play" });
    expectRead("another creature you control enters the battlefield", "comes into play", { another: true, whose: "you" });
  });

  it('"from the battlefield" and "leaves the battlefield"', () => {
    expectRead("~ is put into a graveyard from the battlefield", "put into a graveyard from play", { from: "in-play", to: "graveyard", lookBack: true });
    expectRead("~ leaves the battlefield", "leaves play", { from: "in-play", lookBack: true });
  });

  it('"dies" is the modern wording of put into a graveyard from play', () => {
    const dies = readCondition("~ dies");
    const old = readCondition("~ is put into a graveyard from play");
    expect({ ...dies, template: "", rule: "" }).toEqual({ ...old, template: "", rule: "" });
  });
});

describe("unread conditions", () => {
  it("a condition no template reads keeps event unread, with every other field empty", () => {
    for (const w of ["~ attacks", "~ becomes the target of a spell", "a player gains life", ""]) {
      const c = readCondition(w);
      expectUnread(c);
      expect(c).toMatchObject({ subject: "any", types: [], from: null, to: null, step: null, lookBack: false, whose: "any" });
    }
  });

  it("a condition with words beyond a template is not matched by part", () => {
    expectUnread(readCondition("~ comes into play tapped or untapped"));
    expectUnread(readCondition("at the beginning of your upkeep"));
  });
});

describe("conditionOf", () => {
  it("reads the object's own name as ~", () => {
    expect(conditionOf("Krosan Tusker comes into play", "Krosan Tusker")).toMatchObject({ event: "zone-change", subject: "self" });
    expect(conditionOf("you cycle Krosan Tusker", "Krosan Tusker")).toMatchObject({ event: "cycle", subject: "self" });
  });

  it("reads the name whatever its case", () => {
    expect(conditionOf("krosan tusker comes into play", "Krosan Tusker").subject).toBe("self");
  });

  it('reads "this creature", "this permanent" and "this card" as ~', () => {
    expect(conditionOf("this creature comes into play", "Grizzly Bears").subject).toBe("self");
    expect(conditionOf("this permanent is put into a graveyard from play", "Grizzly Bears")).toMatchObject({ subject: "self", lookBack: true });
    expect(conditionOf("you cycle this card", "Krosan Tusker")).toMatchObject({ event: "cycle", subject: "self" });
  });

  it('"Squee, Goblin Nabob" with its comma is read as ~', () => {
    expect(conditionOf("Squee, Goblin Nabob is put into a graveyard from play", "Squee, Goblin Nabob")).toMatchObject({
      event: "zone-change", subject: "self", from: "in-play", to: "graveyard", lookBack: true,
    });
  });

  it("a name with regex characters is matched literally", () => {
    expect(conditionOf("Dr. (Test) comes into play", "Dr. (Test)").subject).toBe("self");
    expectUnread(conditionOf("Drx (Test) comes into play", "Dr. (Test)"));
    expectUnread(conditionOf("DrX Test comes into play", "Dr. (Test)"));
    expect(conditionOf("a+b? comes into play", "a+b?").subject).toBe("self");
    expect(conditionOf("[x]$ comes into play", "[x]$").subject).toBe("self");
  });

  it("another object's name is not ~", () => {
    expectUnread(conditionOf("Krosan Tusker comes into play", "Grizzly Bears"));
  });
});

describe("case and whole words", () => {
  it("reads captured words in any case", () => {
    expect(readCondition("Another creature comes into play").another).toBe(true);
    expect(readCondition("You play a spell").whose).toBe("you");
    expect(readCondition("A Creature Comes Into Play").types).toEqual(["creature"]);
  });

  it("replaces the name only as a whole word", () => {
    expect(conditionOf("an artifact comes into play", "Art")).toMatchObject({ event: "zone-change", subject: "any", types: ["artifact"] });
  });

  it("records who must be dealt damage", () => {
    expect(readCondition("~ deals damage to an opponent").damaged).toBe("opponent");
    expect(readCondition("~ deals combat damage to a player").damaged).toBe("player");
    expect(readCondition("~ is dealt damage")).toMatchObject({ subject: "any", damaged: "self" });
  });
});

describe("502.51: \"the creature it haunts is put into a graveyard\"", () => {
  it("is a leaves-play zone change of the haunted creature, looking back (410.10d)", () => {
    const c = readCondition("the creature it haunts is put into a graveyard");
    expect(c).toMatchObject({ event: "zone-change", subject: "haunted", from: "in-play", to: "graveyard", lookBack: true, rule: "502.51" });
  });
});

describe("leaving play, every wording (410.10c, 410.10d: they look back)", () => {
  it("put into a hand or a library from play", () => {
    expectRead("~ is put into its owner's hand from play", "put into a hand or library from play", { event: "zone-change", from: "in-play", to: "hand", lookBack: true, subject: "self" });
    expectRead("a creature is put into a hand from play", "put into a hand or library from play", { to: "hand", subject: "any", types: ["creature"], lookBack: true });
    expectRead("~ is put into its owner's library from play", "put into a hand or library from play", { to: "library", lookBack: true });
  });

  it("removed from the game, from play or from anywhere", () => {
    expectRead("~ is removed from the game from play", "removed from the game from play", { from: "in-play", to: "removed", lookBack: true });
    expectRead("~ is removed from the game", "removed from the game", { from: null, to: "removed", lookBack: true, rule: "410.10d" });
  });
});

describe("state triggers (410.11), read by the table of states", () => {
  it("each state with its argument", () => {
    expectRead("there are no creatures in play", "state trigger: no creatures in play", { event: "state", state: "no-creatures", stateArg: null });
    expectRead("~ has no fade counters on it", "state trigger: no counters of a kind", { event: "state", state: "no-counters", stateArg: "fade" });
    expectRead("you control no islands", "state trigger: you control none of a type", { event: "state", state: "control-none", stateArg: "island", whose: "you" });
    expectRead("you have no cards in hand", "state trigger: no cards in hand", { event: "state", state: "empty-hand" });
  });

  it("the card's name is read as ~, and a state no row reads stays unread", () => {
    expect(conditionOf("Parallax Wave has no fade counters on it", "Parallax Wave")).toMatchObject({ state: "no-counters", stateArg: "fade" });
    expectUnread(readCondition("there are two or more creatures in play"));
  });
});
