/**
 * src/engine/resolve.ts through "run" questions: the top of the stack
 * resolves when all players pass (413.1); its targets are checked again and
 * a spell whose every target is illegal is countered (413.2a, 414.1) with
 * none of its instructions done; a spell's last step puts it into play or
 * into its owner's graveyard (413.2h), or, played with flashback, removes
 * it from the game (502.22a); an intervening "if" is checked again (404.3).
 */
import { describe, expect, it } from "vitest";
import type { RunAnswer } from "../../src/answers/run";
import { at, card, creature, expectLogged, expectNotLogged, objectOf, run, state } from "../support/run";

const AURA_BLAST = "Destroy target enchantment. Draw a card.";
const FIREBOLT = "Firebolt deals 2 damage to target creature or player.\nFlashback {4}{R}";
const GRAVEKEEPER = "At the beginning of your upkeep, if Gravekeeper is in your graveyard, you gain 2 life.";

const auraBlast = () => card("ab", "Aura Blast", "alice", "hand", ["instant"], AURA_BLAST, { colors: ["white"], manaCost: "{1}{W}" });
const pacifism = () => card("ench", "Pacifism", "bob", "in-play", ["enchantment"]);
const firebolt = (zone: string) => card("fb", "Firebolt", "alice", zone, ["sorcery"], FIREBOLT, { colors: ["red"], manaCost: "{R}" });

describe("413.1: each time all players pass in succession, the top of the stack resolves", () => {
  it("logs 413.1 naming what resolves", () => {
    const a = run(state([auraBlast(), pacifism()]), [{ do: "play", object: "ab", targets: [["ench"]] }, { do: "pass" }, { do: "pass" }]);
    const r = expectLogged(a, "413.1", "Aura Blast resolves", "resolve");
    expect(r.text).toContain("resolves");
  });
});

describe("413.2a, 414.1: a spell whose every target is illegal is countered", () => {
  const countered = () => run(state([auraBlast(), pacifism()]), [
    { do: "play", object: "ab", targets: [["ench"]] },
    { do: "move", object: "ench", to: "graveyard" },
    { do: "resolve" },
  ]);

  it("Aura Blast whose enchantment left play goes to its owner's graveyard, countered", () => {
    const a = countered();
    expect(a.stack).toEqual([]);
    expect(a.zones.ab).toBe("graveyard");
    expectLogged(a, "413.2a", "every target is now illegal", "targets");
    const c = expectLogged(a, "414.1", "Aura Blast is countered", "counter");
    expect(c.text).toContain("To counter a spell is to move the spell from the stack");
  });

  it("its other instructions are not done: no card is drawn (the example of 413.2a)", () => {
    const a = countered();
    expect(a.zones["alice-lib0"]).toBe("library");
    expect(Object.entries(a.zones).filter(([, z]) => z === "hand")).toEqual([]);
    expectNotLogged(a, "413.2h");
    expectNotLogged(a, "413.2b");
  });

  it("the same spell with its target still legal resolves: the enchantment is destroyed and a card drawn", () => {
    const a = run(state([auraBlast(), pacifism()]), [{ do: "play", object: "ab", targets: [["ench"]] }, { do: "resolve" }]);
    expect(a.zones).toMatchObject({ ab: "graveyard", ench: "graveyard", "alice-lib0": "hand" });
    expectLogged(a, "413.2a", "ench is still a legal target");
    expectNotLogged(a, "414.1");
  });

  it("a target that gained shroud is illegal too", () => {
    const a = run(state([card("s", "Shock", "alice", "hand", ["instant"], "Shock deals 2 damage to target creature or player."), creature("gb", "Grizzly Bears", "bob", 2, 2)]), [
      { do: "play", object: "s", targets: [["gb"]] },
      { do: "change", object: "gb", keywords: ["shroud"] },
      { do: "resolve" },
    ]);
    expect(a.zones).toMatchObject({ s: "graveyard", gb: "in-play" });
    expect(objectOf(a, "gb").damage).toBeUndefined();
    expectLogged(a, "414.1", "Shock is countered");
  });

  it("a triggered ability whose target left play is countered and removed from the stack", () => {
    const a = run(state([
      card("d", "Destroyer", "alice", "in-play", ["enchantment"], "At the beginning of each upkeep, destroy target creature."),
      creature("gb", "Grizzly Bears", "bob", 2, 2),
    ]), [{ do: "begin-step", step: "upkeep" }, { do: "move", object: "gb", to: "hand" }, { do: "resolve" }]);
    expect(a.stack).toEqual([]);
    expect(a.zones.gb).toBe("hand");
    expectLogged(a, "414.1", "Destroyer's ability is countered");
  });
});

describe("413.2h: the final step of a spell's resolution", () => {
  it("a permanent spell comes into play under the control of its controller", () => {
    const a = run(state([card("gb", "Grizzly Bears", "bob", "hand", ["creature"], undefined, { colors: ["green"], manaCost: "{1}{G}", power: 2, toughness: 2 })], at("precombat-main", "bob")), [
      { do: "play", object: "gb" },
      { do: "resolve" },
    ]);
    expect(a.zones.gb).toBe("in-play");
    expect(a.stack).toEqual([]);
    expect(objectOf(a, "gb")).toMatchObject({ owner: "bob", zone: "in-play" });
    expectLogged(a, "413.2h", "comes into play under bob's control");
    expect(a.priority).toBe("bob");
  });

  it("an enchantment spell comes into play too", () => {
    const a = run(state([card("glory", "Glorious Anthem", "alice", "hand", ["enchantment"], "Creatures you control get +1/+1.", { manaCost: "{1}{W}{W}" })]), [
      { do: "play", object: "glory" },
      { do: "resolve" },
    ]);
    expect(a.zones.glory).toBe("in-play");
  });

  it("an instant is put into its owner's graveyard after its instructions", () => {
    const a = run(state([card("s", "Shock", "alice", "hand", ["instant"], "Shock deals 2 damage to target creature or player.")]), [
      { do: "play", object: "s", targets: [["bob"]] },
      { do: "resolve" },
    ]);
    expect(a.zones.s).toBe("graveyard");
    expect(a.life.bob).toBe(18);
    const dealt = expectLogged(a, "413.2b", "deals 2 damage to bob");
    const last = expectLogged(a, "413.2h", "Shock is put into its owner's graveyard");
    expect(dealt.n).toBeLessThan(last.n);
  });

  it("a flashback spell played from the graveyard is removed from the game instead (502.22a)", () => {
    const a = run(state([firebolt("graveyard")]), [{ do: "play", object: "fb", targets: [["bob"]] }, { do: "resolve" }]);
    expect(a.zones.fb).toBe("removed");
    expect(a.life.bob).toBe(18);
    expectLogged(a, "502.22a", "played with flashback");
    expectNotLogged(a, "413.2h");
  });

  it("the same card played from the hand goes to the graveyard", () => {
    const a = run(state([firebolt("hand")]), [{ do: "play", object: "fb", targets: [["bob"]] }, { do: "resolve" }]);
    expect(a.zones.fb).toBe("graveyard");
    expectNotLogged(a, "502.22a");
  });

  it("a flashback spell countered on resolution is removed from the game as well", () => {
    const a = run(state([firebolt("graveyard"), creature("gb", "Grizzly Bears", "bob", 2, 2)]), [
      { do: "play", object: "fb", targets: [["gb"]] },
      { do: "move", object: "gb", to: "hand" },
      { do: "resolve" },
    ]);
    expect(a.zones.fb).toBe("removed");
    expectLogged(a, "414.1", "Firebolt is countered");
  });
});

describe("404.3: the intervening \"if\" is checked again on resolution", () => {
  it("\"if Gravekeeper is in your graveyard\" no longer true on resolution: the ability does nothing", () => {
    const a = run(state([card("g", "Gravekeeper", "alice", "graveyard", ["creature"], GRAVEKEEPER)], at("untap")), [
      { do: "move", object: "g", to: "hand" },
      { do: "resolve" },
    ]);
    expect(a.life.alice).toBe(20);
    expect(a.stack).toEqual([]);
    const l = expectLogged(a, "404.3", "no longer holds on resolution", "resolve");
    expect(l.text).toContain("intervening");
  });

  it("still true: the ability resolves (alice gains 2 life)", () => {
    const a = run(state([card("g", "Gravekeeper", "alice", "graveyard", ["creature"], GRAVEKEEPER)], at("untap")), [{ do: "resolve" }]);
    expect(a.life.alice).toBe(22);
    expectLogged(a, "404.3", "still holds on resolution");
  });
});

describe("407.3: an effect that removes an ability removes all instances of it", () => {
  const hawk = () => card("bird", "Suntail Hawk", "bob", "in-play", ["creature"], "Flying", { power: 1, toughness: 1, keywords: ["flying"] });
  const grounded = (text: string) => card("g", "Grounded", "alice", "hand", ["instant"], text, { colors: ["green"] });

  it("\"Target creature loses flying\": the text's flying and the granted one are both gone", () => {
    const a = run(state([hawk(), grounded("Target creature loses flying.")]), [{ do: "play", object: "g", targets: [["bird"]] }, { do: "resolve" }]);
    expect(objectOf(a, "bird").lost).toEqual(["flying"]);
    expectLogged(a, "407.3", "every instance of it", "effect");
  });

  it("\"until end of turn\": flying is back after the cleanup step", () => {
    const a = run(state([hawk(), grounded("Target creature loses flying until end of turn.")]), [
      { do: "play", object: "g", targets: [["bird"]] }, { do: "resolve" }, { do: "begin-step", step: "end-of-turn" }, { do: "pass", times: 2 },
    ]);
    expect(a.turn.number).toBe(5);
    expect(objectOf(a, "bird").lost).toBeUndefined();
    expect(a.untilEndOfTurn).toEqual([]);
  });
});

describe("418.3a: a resolving spell grants a keyword for as long as it says", () => {
  const hawk = () => card("bird", "Hawk", "alice", "in-play", ["creature"], undefined, { power: 1, toughness: 1 });
  const blessing = (text: string) => card("g", "Blessing", "alice", "hand", ["instant"], text, { colors: ["white"] });
  const keywords = (a: ReturnType<typeof run>) => objectOf(a, "bird").keywords ?? [];

  it("\"Target creature gains protection from red until end of turn\": it has it, and not after the cleanup step", () => {
    const granted = run(state([hawk(), blessing("Target creature gains protection from red until end of turn.")]), [{ do: "play", object: "g", targets: [["bird"]] }, { do: "resolve" }]);
    expect(keywords(granted)).toEqual(["protection from red"]);
    expectLogged(granted, "418.3a", "gains protection from red until end of turn", "effect");
    // The state has no place for a duration: the answer says the grant ends at this turn's cleanup.
    expect(granted.untilEndOfTurn).toEqual(["Hawk gains protection from red (418.3a)"]);
    const later = run(state([hawk(), blessing("Target creature gains protection from red until end of turn.")]), [
      { do: "play", object: "g", targets: [["bird"]] }, { do: "resolve" }, { do: "begin-step", step: "end-of-turn" }, { do: "pass", times: 2 },
    ]);
    expect(later.turn.number).toBe(5);
    expect(keywords(later)).toEqual([]);
    expect(later.untilEndOfTurn).toEqual([]);
  });

  it("with no duration stated, the grant stays (until the end of the game)", () => {
    const a = run(state([hawk(), blessing("Target creature gains flying.")]), [
      { do: "play", object: "g", targets: [["bird"]] }, { do: "resolve" }, { do: "begin-step", step: "end-of-turn" }, { do: "pass", times: 2 },
    ]);
    expect(keywords(a)).toEqual(["flying"]);
  });

  it("a word that is no keyword is not granted: the instruction is logged unread, and the run is uncertain", () => {
    const a = run(state([hawk(), blessing("Target creature gains wings.")]), [{ do: "play", object: "g", targets: [["bird"]] }, { do: "resolve" }]);
    expect(keywords(a)).toEqual([]);
    expect(a.log.some((l) => l.unread && l.detail.includes("gains wings"))).toBe(true);
    expect((a as RunAnswer & { certain: boolean }).certain).toBe(false);
  });

  it("a keyword the creature lost earlier is not granted back without an order of effects: logged unread", () => {
    const a = run(state([card("bird", "Hawk", "alice", "in-play", ["creature"], "Flying", { power: 1, toughness: 1, lost: ["flying"] }), blessing("Target creature gains flying until end of turn.")]), [
      { do: "play", object: "g", targets: [["bird"]] }, { do: "resolve" },
    ]);
    expect(objectOf(a, "bird").lost).toEqual(["flying"]);
    expect(a.log.some((l) => l.unread && l.rule === "418.3a")).toBe(true);
  });
});

describe("502.7e: damage from a source with the quality is prevented", () => {
  it("protection read from the creature's text prevents it too, and a lost protection does not", () => {
    const paladin = (more: Record<string, unknown> = {}) => card("p", "Paladin en-Vec", "bob", "in-play", ["creature"], "First strike, protection from black and from red", { power: 2, toughness: 2, ...more });
    const imp = card("imp", "Hell Imp", "alice", "in-play", ["creature"], undefined, { colors: ["black"], power: 3, toughness: 3 });
    const shielded = run(state([paladin(), imp]), [{ do: "damage", source: "imp", to: "p", amount: 3 }]);
    expect(shielded.zones.p).toBe("in-play");
    expect(shielded.log.some((l) => l.rule === "502.7e" && l.detail.includes("protection from black"))).toBe(true);
    const bare = run(state([paladin({ lost: ["protection from black and from red"] }), imp]), [{ do: "damage", source: "imp", to: "p", amount: 3 }]);
    expect(bare.zones.p).toBe("graveyard");
  });
});
