/**
 * Splitting pasted card text into abilities (src/abilities/split.ts): 402.7's
 * paragraph breaks kept, and inside a line the keyword shapes of 502 and the
 * sentences that continue an ability. Each case is a card of the era as a
 * card database pastes it: every ability on one line, joined with spaces.
 */
import { describe, expect, it } from "vitest";
import { splitAbilities, splitLine } from "../../src/abilities/split";

const permanent = (line: string, name = "") => splitLine(line, false, name);
const spell = (line: string, name = "") => splitLine(line, true, name);

describe("keyword lists and keywords with parameters (502)", () => {
  it("a keyword list stays one ability, and the ability after it is its own", () => {
    expect(permanent("Flying, haste When Keldon Raider comes into play, you may discard a card.", "Keldon Raider"))
      .toEqual(["Flying, haste", "When Keldon Raider comes into play, you may discard a card."]);
    expect(permanent("Defender; reach Whenever Aether Membrane blocks a creature, draw a card."))
      .toEqual(["Defender; reach", "Whenever Aether Membrane blocks a creature, draw a card."]);
  });

  it("Echo {cost} then a trigger: two abilities (502.19), not one echo swallowing the trigger", () => {
    expect(permanent("Haste Echo {3}{R} When Avalanche Riders comes into play, destroy target land."))
      .toEqual(["Haste", "Echo {3}{R}", "When Avalanche Riders comes into play, destroy target land."]);
  });

  it("Flashback, Buyback, Cycling, Madness, Kicker with mana costs and dash costs end where their cost ends", () => {
    expect(spell("Destroy target artifact. Flashback {G}")).toEqual(["Destroy target artifact.", "Flashback {G}"]);
    expect(spell("Target player draws two cards. Flashback—{1}{U}, Pay 3 life.")).toEqual(["Target player draws two cards.", "Flashback—{1}{U}, Pay 3 life."]);
    expect(spell("Buyback—Discard two cards. Return target creature to its owner's hand."))
      .toEqual(["Buyback—Discard two cards.", "Return target creature to its owner's hand."]);
    expect(permanent("Cycling {2}{G} When you cycle Krosan Tusker, you may search your library for a basic land card.", "Krosan Tusker"))
      .toEqual(["Cycling {2}{G}", "When you cycle Krosan Tusker, you may search your library for a basic land card."]);
    expect(permanent("Madness {1}{B} When Brain Gorgers comes into play, draw a card.")).toEqual(["Madness {1}{B}", "When Brain Gorgers comes into play, draw a card."]);
    expect(permanent("Kicker {R} and/or {W} When Thornscape Battlemage comes into play, draw a card."))
      .toEqual(["Kicker {R} and/or {W}", "When Thornscape Battlemage comes into play, draw a card."]);
  });

  it("Dredge and other numbers; Suspend's number and cost; Haunt without a parameter", () => {
    expect(permanent("Dredge 3 {T}: Add {B} to your mana pool.")).toEqual(["Dredge 3", "{T}: Add {B} to your mana pool."]);
    expect(spell("Suspend 4—{U} Target player draws three cards.")).toEqual(["Suspend 4—{U}", "Target player draws three cards."]);
    expect(permanent("Flying Haunt When Blind Hunter comes into play, target player loses 2 life."))
      .toEqual(["Flying", "Haunt", "When Blind Hunter comes into play, target player loses 2 life."]);
  });

  it("keywords that take words end at the capital of the next ability", () => {
    expect(permanent("Enchant creature Enchanted creature gets +2/+2.")).toEqual(["Enchant creature", "Enchanted creature gets +2/+2."]);
    expect(permanent("Protection from blue, from black, and from red Flying")).toEqual(["Protection from blue, from black, and from red", "Flying"]);
    expect(permanent("Champion a Goblin or Shaman Flying")).toEqual(["Champion a Goblin or Shaman", "Flying"]);
    expect(permanent("Affinity for Islands Flying")).toEqual(["Affinity for Islands", "Flying"]);
  });

  it("a list whose last piece is not a keyword is a sentence; a card named like a keyword is not one", () => {
    expect(permanent("Flying, trample, and it can't block.")).toEqual(["Flying, trample, and it can't block."]);
    expect(permanent("Haste Storm Entity comes into play with a +1/+1 counter on it.", "Storm Entity"))
      .toEqual(["Haste", "Storm Entity comes into play with a +1/+1 counter on it."]);
  });
});

describe("reminder text (402.1: no rules meaning)", () => {
  it("stays with the ability before it, and a reminder ending \".)\" is never an ability", () => {
    expect(permanent("Haunt (When this creature is put into a graveyard from play, remove it from the game haunting target creature.) When Absolver Thrull comes into play, destroy target enchantment."))
      .toEqual([
        "Haunt (When this creature is put into a graveyard from play, remove it from the game haunting target creature.)",
        "When Absolver Thrull comes into play, destroy target enchantment.",
      ]);
  });

  it("a line that is only reminder text is no ability; one opening a line goes with the ability after it", () => {
    expect(splitAbilities(["({T}: Add {B} or {R} to your mana pool.)", "Flying"], false)).toEqual(["Flying"]);
    expect(permanent("(This is reminder text.) Flying")).toEqual(["(This is reminder text.) Flying"]);
  });
});

describe("sentences: one ability or several", () => {
  it("a trigger keeps the sentences that continue it, and the one after it opens its own (404.1)", () => {
    expect(permanent("When Big Game Hunter comes into play, destroy target creature with power 4 or greater. It can't be regenerated. Madness {B}"))
      .toEqual(["When Big Game Hunter comes into play, destroy target creature with power 4 or greater. It can't be regenerated.", "Madness {B}"]);
  });

  it("an activated ability keeps its restriction (403.3) and a delayed trigger in its effect (404.4)", () => {
    expect(permanent("{3}{B}{B}, Sacrifice a creature: Return Necrosavant from your graveyard to play. Play this ability only during your upkeep. Flying"))
      .toEqual(["{3}{B}{B}, Sacrifice a creature: Return Necrosavant from your graveyard to play. Play this ability only during your upkeep.", "Flying"]);
    expect(permanent("{2}{W}{W}: Remove enchanted creature from the game. At the beginning of the next end of turn, return that card to play."))
      .toHaveLength(1);
  });

  it("a keyword, a sacrifice at end of turn and a graveyard upkeep trigger pasted on one line stay three abilities", () => {
    expect(permanent("Haste At the end of turn, sacrifice Ball Lightning. At the beginning of your upkeep, if Ball Lightning is in your graveyard, you may return it to your hand."))
      .toEqual(["Haste", "At the end of turn, sacrifice Ball Lightning.", "At the beginning of your upkeep, if Ball Lightning is in your graveyard, you may return it to your hand."]);
  });

  it("a permanent's static abilities are each their own; an instant's sentences are its one spell ability (402.2)", () => {
    expect(permanent("Other Goblins you control get +1/+1. Goblins you control have mountainwalk."))
      .toEqual(["Other Goblins you control get +1/+1.", "Goblins you control have mountainwalk."]);
    expect(spell("Destroy all creatures. They can't be regenerated. Draw a card.")).toEqual(["Destroy all creatures. They can't be regenerated.", "Draw a card."]);
  });

  it("a quoted ability ends its sentence at the closing quote", () => {
    expect(permanent('Equipped creature has "{T}: Add one mana of any color to your mana pool." Equip {1}'))
      .toEqual(['Equipped creature has "{T}: Add one mana of any color to your mana pool."', "Equip {1}"]);
  });
});

describe("modal spells", () => {
  it("\"Choose one —\" keeps its bullets, on one line or on lines of their own", () => {
    const modes = "Choose one — • Destroy target creature. • Return target creature card from your graveyard to play.";
    expect(spell(`${modes} Entwine—Sacrifice three lands.`)).toEqual([modes, "Entwine—Sacrifice three lands."]);
    expect(splitAbilities(["Choose one —", "• Destroy target creature.", "• Return target creature card from your graveyard to play.", "Entwine—Sacrifice three lands."], true))
      .toEqual([modes, "Entwine—Sacrifice three lands."]);
  });
});
