/**
 * src/answers/effects.ts: an answer that depended on a quality another
 * permanent's static ability gave cites the granting object and 418.4a;
 * a static ability in play the reader could not read still leaves the
 * answer uncertain (answers/certainty.ts). Tiny literal states of the era.
 */
import { describe, expect, it } from "vitest";
import { ask } from "../../src/answers/ask";
import { openKnowledgeBase } from "../../src/knowledge-base";
import type { Because } from "../../src/types";

const kb = openKnowledgeBase({ versions: [] });

type Obj = Record<string, unknown>;
type Answer = { legal: boolean; certain: boolean; unread: Array<{ object: string; text: string }>; targets: Array<{ object: string; legal: boolean; because: Because[] }> };
const state = (objects: Obj[]) => ({ players: ["alice", "bob"], turn: { number: 4, active: "bob", step: "precombat-main" }, objects });
const KNIGHT: Obj = { id: "knight", name: "Knight", owner: "alice", zone: "in-play", types: ["creature"], colors: ["white"], power: 2, toughness: 2, text: "" };
const WARD: Obj = { id: "ward", name: "Ward of Black", owner: "alice", zone: "in-play", types: ["enchantment"], text: "White creatures you control have protection from black." };
const TERROR: Obj = { id: "terror", name: "Terror", owner: "bob", zone: "hand", types: ["instant"], colors: ["black"], text: "Destroy target nonartifact, nonblack creature. It can't be regenerated." };
const SHOCK: Obj = { id: "shock", name: "Shock", owner: "bob", zone: "hand", types: ["instant"], colors: ["red"], text: "Shock deals 2 damage to target creature or player." };
const target = (objects: Obj[], source: string) => ask(kb, { ask: "targets", state: state(objects), source, targets: [["knight"]] }) as Answer;

describe("502.7b with 418.4a: protection a permanent grants", () => {
  it("a black spell cannot target the white creature; the answer cites the protection and the enchantment that gives it", () => {
    const a = target([KNIGHT, WARD, TERROR], "terror");
    expect(a).toMatchObject({ legal: false, certain: true, unread: [] });
    const rules = a.targets[0].because.map((b) => b.rule);
    expect(rules).toContain("502.7b");
    expect(a.targets[0].because.find((b) => b.rule === "418.4a")!.detail).toContain(`knight has protection from black: a continuous effect of ward's static ability "White creatures you control have protection from black."`);
  });

  it("a red spell may target it: protection from black does not stop red, and the effect is still cited", () => {
    const a = target([KNIGHT, WARD, SHOCK], "shock");
    expect(a.legal).toBe(true);
    expect(a.targets[0].because.map((b) => b.rule)).toContain("418.4a");
  });

  it("without the enchantment nothing is granted and nothing cited", () => {
    const a = target([KNIGHT, TERROR], "terror");
    expect(a.legal).toBe(true);
    expect(a.targets[0].because.map((b) => b.rule)).not.toContain("418.4a");
  });

  it("an opponent's white creature is not \"you control\": Terror may target it", () => {
    expect(target([{ ...KNIGHT, owner: "bob" }, WARD, TERROR], "terror").legal).toBe(true);
  });
});

describe("what could not be read still makes the answer uncertain", () => {
  it("beside a read grant, an Aura's \"Enchanted creature has shroud\" (not read) is listed as unread", () => {
    const aura = { id: "aura", name: "Test Aura", owner: "alice", zone: "in-play", types: ["enchantment"], subtypes: ["aura"], text: "Enchanted creature has shroud." };
    const a = target([KNIGHT, WARD, aura, SHOCK], "shock");
    expect(a.certain).toBe(false);
    expect(a.unread).toEqual([expect.objectContaining({ object: "aura", text: "Enchanted creature has shroud." })]);
  });
});
