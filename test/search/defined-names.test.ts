import { describe, expect, it } from "vitest";
import { definedNames, referencedRules } from "../../src/search/defined-names";

describe("definedNames", () => {
  it.each([
    ["If two or more legendary permanents with the same name are controlled by the same player, that player chooses one of them. This is called the “legend rule.”", ["legend rule"]],
    ["Any permanent with the supertype “world” is subject to the state-based action for world permanents, also called the “world rule” (see rule 704.5k).", ["world rule"]],
    ["This is referred to as the “intervening ‘if’ clause.”", ["intervening 'if' clause"]],
    ["To “scry N” means to look at the top N cards of your library.", ["scry N"]],
    ["Trigger events that involve objects changing zones are called “zone-change triggers.”", ["zone-change triggers"]],
  ])("%s", (text, names) => {
    expect(definedNames(text)).toEqual(names);
  });

  it("a quoted word that is not being named is not a name", () => {
    expect(definedNames("Effects that refer to “playing” a card apply to lands too.")).toEqual([]);
  });
});

describe("referencedRules", () => {
  it("reads the numbers of See rule sentences, not those in quoted titles or elsewhere", () => {
    expect(referencedRules("A kind of ability. See rule 113, “Abilities,” and rule 604, “Handling Static Abilities.”")).toEqual(["113", "604"]);
    expect(referencedRules("Values checked by copy effects. See rules 613.2, 707.2, and 707.3.")).toEqual(["613.2", "707.2", "707.3"]);
    expect(referencedRules("Mentions 20 life. See also Haste.")).toEqual([]);
  });

  it("reads a pointer written mid-sentence in lower case, as the predefined tokens' entries end", () => {
    expect(referencedRules("A Treasure token is a colorless artifact token. For more information about predefined tokens, see rule 111.10.")).toEqual(["111.10"]);
  });

  it("reads a pointer that leaves out the word rule, as the CR's Casualty and Earthbend entries do", () => {
    expect(referencedRules("A keyword ability that allows you to sacrifice a creature to create a copy of a spell. See 702.153, “Casualty.”")).toEqual(["702.153"]);
    expect(referencedRules("A turn created by an effect. See rule 500.7. For extra turns in a team game, see 805.8.")).toEqual(["500.7", "805.8"]);
    expect(referencedRules("A place where objects can be. See section 4, “Zones.” See Damage.")).toEqual([]);
  });
});

describe("definedNames: a sentence that says what something is", () => {
  it("names its subject when a description follows", () => {
    expect(definedNames("A mana ability is either an activated ability or a triggered ability.")).toEqual(["mana ability"]);
    expect(definedNames("Copies are made. The copiable values are the values derived from the text.")).toEqual(["copiable values"]);
  });

  it("not when an event follows", () => {
    expect(definedNames("A creature is dealt damage.")).toEqual([]);
  });

  it("not when the sentence says when its subject is something more (604.3a, 605.1a)", () => {
    expect(definedNames("A static ability is a characteristic-defining ability if it meets the following criteria.")).toEqual([]);
    expect(definedNames("An activated ability is a mana ability if it meets all of the following criteria.")).toEqual([]);
  });

  it("not an ordinal pointing back at an ability just listed (702.35a, Madness)", () => {
    expect(definedNames("Madness represents two abilities. The first is a static ability. The second is a triggered ability.")).toEqual([]);
  });
});

describe("definedNames: zone-change triggers named by their event", () => {
  it("names the event of 'X-the-Y abilities trigger', as judges shorten it (ETB, LTB, CIP)", () => {
    expect(definedNames("Enters-the-battlefield abilities trigger when a permanent enters the battlefield.")).toEqual(["Enters-the-battlefield"]);
    expect(definedNames("Comes-into-play abilities trigger when a permanent enters the in-play zone.")).toEqual(["Comes-into-play"]);
  });

  it("not a hyphenated word used otherwise", () => {
    expect(definedNames("An enters-the-battlefield trigger of a token still triggers.")).toEqual([]);
    expect(definedNames("Mana-producing abilities resolve at once.")).toEqual([]);
  });
});
