/**
 * Later wording read in the era's terms (src/abilities/era.ts), each row
 * citing the release and paragraph of the later term, or refused with
 * "not supported: …"; then the reader's facts from the mapped text are the
 * era's own (402.8h, 403.3, 403.5, 410.10a, 410.10c).
 */
import { describe, expect, it } from "vitest";
import { MAPPINGS, REFUSED, toEra } from "../../src/abilities/era";
import { readAbilities } from "../../src/abilities/read-abilities";

const read = (name: string, text: string, types = ["creature"]) => readAbilities({ name, text, types, abilityFacts: [] });

describe("the mapping table", () => {
  it("every row and every refusal cites a release date and a paragraph", () => {
    for (const r of [...MAPPINGS, ...REFUSED]) {
      expect(r.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.rule).toMatch(/^\d{3}\.\d+[a-z]?$/);
    }
  });

  it("battlefield is play (403.1, 2009-07-11), with each mapping reported", () => {
    const r = toEra("Return ~ from your graveyard to the battlefield.");
    expect(r).toMatchObject({ text: "Return ~ from your graveyard to play.", refused: null });
    expect(r.mapped).toEqual([{ later: "the battlefield", era: "play", since: "2009-07-11", rule: "403.1" }]);
    expect(toEra("When ~ enters the battlefield, draw a card.").text).toBe("When ~ comes into play, draw a card.");
    expect(toEra("Put target creature card from a graveyard onto the battlefield under your control.").text)
      .toBe("Put target creature card from a graveyard into play under your control.");
  });

  it("exile is removing from the game (406.1), cast is play (601.1), activate only is play this ability only (602.1), dies (700.6)", () => {
    expect(toEra("Exile target creature.").text).toBe("Remove target creature from the game.");
    expect(toEra("{B}, Exile ~ from your graveyard: Draw a card.").text).toBe("{B}, Remove ~ in your graveyard from the game: Draw a card.");
    expect(toEra("Whenever a player casts a spell, draw a card.").text).toBe("Whenever a player plays a spell, draw a card.");
    expect(toEra("{T}: Draw a card. Activate only as a sorcery.").text).toBe("{T}: Draw a card. Play this ability only any time you could play a sorcery.");
    expect(toEra("When ~ dies, draw a card.").text).toBe("When ~ is put into a graveyard from play, draw a card.");
  });

  it("mana value, any target, token creation and mana pools in the era's words", () => {
    expect(toEra("Destroy target creature with mana value 3 or less.").text).toBe("Destroy target creature with converted mana cost 3 or less.");
    expect(toEra("~ deals 2 damage to any target.").text).toBe("~ deals 2 damage to target creature or player.");
    expect(toEra("create a 1/1 white Soldier creature token with flying.").text).toBe("put a 1/1 white Soldier creature token with flying into play.");
    expect(toEra("{T}: Add {G}.").text).toBe("{T}: Add {G} to your mana pool.");
  });

  it("refuses what the era has no equivalent for, naming it; reminder text refuses nothing (402.1)", () => {
    expect(toEra("Hexproof").refused).toBe("not supported: hexproof (702.11 of the 2011-09-30 rules): the 2006-2008 rules have no equivalent");
    expect(toEra("Ward {2}").refused).toMatch(/^not supported: ward/);
    expect(toEra("Foretell {1}{U}").refused).toMatch(/^not supported: foretell/);
    expect(toEra("Flying (This creature can't be blocked except by creatures with flying, unlike hexproof.)").refused).toBeNull();
  });
});

describe("the reader on today's wording", () => {
  it("403.3 and 402.8h: Necrosavant's Oracle text gives the era's facts and says what it mapped", () => {
    const [a] = read("Necrosavant", "{3}{B}{B}, Sacrifice a creature: Return Necrosavant from your graveyard to the battlefield. Activate only during your upkeep.");
    expect(a).toMatchObject({ kind: "activated", timing: ["upkeep"], movesFrom: "graveyard", unread: null });
    expect(a.inferred.filter((i) => i.fact.startsWith("a later wording")).map((i) => i.from)).toEqual(["the battlefield", "Activate only"]);
  });

  it("410.10: enters or leaves the battlefield is two trigger conditions sharing their subject", () => {
    const [a] = read("Aven Riftwatcher", "When Aven Riftwatcher enters or leaves the battlefield, you gain 2 life.");
    expect(a.triggers.map((t) => t.condition)).toEqual(["Aven Riftwatcher comes into play", "Aven Riftwatcher leaves play"]);
  });

  it("a refused ability is unread with the reason, and the card's other abilities are still read", () => {
    const [hexproof, flying] = read("Test Scout", "Hexproof Flying");
    expect(hexproof).toMatchObject({ kind: "unread", unread: expect.stringMatching(/^not supported: hexproof/) });
    expect(flying).toMatchObject({ kind: "static", keywords: ["flying"] });
  });

  it("Menace and Indestructible alone read as the era's static abilities", () => {
    expect(read("Test Goblin", "Menace")[0]).toMatchObject({ kind: "static", unread: null });
    expect(read("Darksteel Test", "Indestructible", ["artifact"])[0].inferred[0].fact).toContain("~ is indestructible.".replace("~", "Darksteel Test"));
  });
});
