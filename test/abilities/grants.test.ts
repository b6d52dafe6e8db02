/**
 * src/abilities/grants.ts: the 2006-2008 wordings of static abilities that
 * affect other objects (405.1, 418.4), read into an affected set and what
 * it gets. A table of lines as printed, with what each must read as; lines
 * the table does not read stay null (unread, as before).
 */
import { describe, expect, it } from "vitest";
import { grantOf, type Grant } from "../../src/abilities/grants";

const NONE = { types: [], subtypes: [], colors: [], controller: "any", other: false, keywords: [], power: 0, toughness: 0, setPower: null, setToughness: null, addTypes: [], addSubtypes: [] };
const read = (text: string, name = "Lord") => grantOf(text, name);

describe("402.1: \"has\", \"have\" grant abilities to other objects", () => {
  const rows: Array<[string, Partial<Grant>]> = [
    ["Other Soldiers you control have first strike.", { subtypes: ["soldier"], controller: "you", other: true, keywords: ["first strike"] }],
    ["Creatures you control have haste.", { types: ["creature"], controller: "you", keywords: ["haste"] }],
    ["All Slivers have flying.", { subtypes: ["sliver"], keywords: ["flying"] }],
    ["White creatures you control have protection from black.", { types: ["creature"], colors: ["white"], controller: "you", keywords: ["protection from black"] }],
    ["Other creatures you control have flying and first strike.", { types: ["creature"], controller: "you", other: true, keywords: ["flying", "first strike"] }],
    ["Goblin creatures your opponents control have shroud.", { types: ["creature"], subtypes: ["goblin"], controller: "opponent", keywords: ["shroud"] }],
    ["Other Soldier creatures have first strike.", { types: ["creature"], subtypes: ["soldier"], other: true, keywords: ["first strike"] }],
    ["Elves you control have forestwalk.", { subtypes: ["elf"], controller: "you", keywords: ["forestwalk"] }],
  ];
  for (const [text, grant] of rows) {
    it(text, () => expect(read(text)).toEqual({ ...NONE, rule: "402.1", ...grant }));
  }
});

describe("418.5a: power and toughness (layer 6), types (layer 4)", () => {
  it("\"Other Goblins get +1/+1 and have mountainwalk\": modified power and toughness, and a keyword", () => {
    expect(read("Other Goblins get +1/+1 and have mountainwalk.")).toEqual({ ...NONE, rule: "418.5a", subtypes: ["goblin"], other: true, power: 1, toughness: 1, keywords: ["mountainwalk"] });
  });

  it("\"Creatures your opponents control get -1/-1\"", () => {
    expect(read("Creatures your opponents control get -1/-1.")).toMatchObject({ types: ["creature"], controller: "opponent", power: -1, toughness: -1 });
  });

  it("\"All Swamps are 1/1 Zombie creatures that are still lands\": the types added and the power and toughness set", () => {
    expect(read("All Swamps are 1/1 Zombie creatures that are still lands.")).toEqual({
      ...NONE, rule: "418.5a", subtypes: ["swamp"], setPower: 1, setToughness: 1, addTypes: ["creature"], addSubtypes: ["zombie"],
    });
  });

  it("\"All Forests are 1/1 creatures that are still lands\" (Living Lands): no subtype added", () => {
    expect(read("All Forests are 1/1 creatures that are still lands.")).toMatchObject({ subtypes: ["forest"], addTypes: ["creature"], addSubtypes: [] });
  });
});

describe("what the table does not read stays unread (null)", () => {
  const unread = [
    "Enchanted creature has flying.",
    "Equipped creature has haste and shroud.",
    "Attacking creatures you control get +1/+0.",
    "As long as Test Patron is in play, creatures you control have haste.",
    "All Slivers have \"{2}: Regenerate this permanent.\"",
    "Creatures you control have cycling {2}.",
    "Nonblack creatures can't block.",
    "Flying",
    "All Forests are 1/1 green creatures.",
    "Artifact creatures you control have flying.",
  ];
  for (const text of unread) it(text, () => expect(read(text)).toBeNull());

  it("a subject that is the object's own name is the object itself, not others", () => {
    expect(read("Mogg Flunkies has haste.", "Mogg Flunkies")).toBeNull();
  });
});
