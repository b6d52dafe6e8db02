/**
 * queries/triggers.edn, one query per kind of event, over tiny states turned
 * into facts (src/db/game-facts.ts): each query answers one row per
 * occurrence an ability triggers for, [source index occurrence rule], on the
 * game before the event for leaves-play conditions (410.10d) and after it
 * for the others. One describe per query; then the rules each is handed.
 */
import { describe, expect, it } from "vitest";
import { readAbilities } from "../../src/abilities/read-abilities";
import { readingOf } from "../../src/judge/reading";
import { inner, readMap, ruleName } from "../../src/db/edn";
import { conditionOf } from "../../src/abilities/conditions";
import { eventWorlds, gameDb, withDelayed } from "../../src/db/game-facts";
import { rulesOf, runQuery } from "../../src/db/queries";
import { readEvent } from "../../src/state/read-event";
import { readState } from "../../src/state/read-state";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

type Row = [string, number, number, string];

/** A creature in play with `text`, alice's unless `owner` says otherwise. */
function card(id: string, text: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { id, name: id, owner: "alice", zone: "in-play", types: ["creature"], text, ...extra };
}

/** What the event's query answers on the game before (look-back) and after: "object#ability rule ×occurrences", sorted. */
function triggered(objects: Array<Record<string, unknown>>, event: Record<string, unknown>, extra: Record<string, unknown> = {}): string[] {
  const state = readState({ players: ["alice", "bob"], turn: { number: 3, active: "alice", step: "precombat-main" }, objects, ...extra });
  const db = gameDb(state, readingOf(new Map(state.objects.map((o) => [o.id, readAbilities(o)]))));
  const e = readEvent(event, state);
  const { before, after } = eventWorlds(db, e);
  const rows = [...(runQuery(before, "triggers", e.kind, true) as Row[]), ...(runQuery(after, "triggers", e.kind, false) as Row[])];
  const hits = new Map<string, Set<number>>();
  for (const [source, index, occ, rule] of rows) hits.set(`${source}#${index} ${rule}`, (hits.get(`${source}#${index} ${rule}`) ?? new Set()).add(occ));
  return [...hits].map(([k, occ]) => `${k} ×${occ.size}`).sort();
}

const DIES = "Whenever a creature is put into a graveyard from play, you gain 1 life.";

describe(":zone-change (410.6, 410.10, 402.8g)", () => {
  it("comes into play: matched on the game after the event", () => {
    expect(triggered([card("elf", "When elf comes into play, draw a card.", { zone: "hand" })], { kind: "zone-change", objects: ["elf"], to: "in-play" }))
      .toEqual(["elf#0 410.6 ×1"]);
  });

  it("a creature put into a graveyard: once per creature moved (410.6), looked back for (410.10d)", () => {
    expect(triggered([card("watcher", DIES), card("a", ""), card("b", "")], { kind: "zone-change", objects: ["a", "b"], to: "graveyard" }))
      .toEqual(["watcher#0 410.6 ×2"]);
  });

  it("the description must fit: a land is not a creature, another is not itself", () => {
    const objects = [
      card("watcher", DIES), card("other", "Whenever another creature is put into a graveyard from play, you gain 1 life."),
      card("land", "", { types: ["land"] }), card("token", "", { token: true }),
    ];
    expect(triggered(objects, { kind: "zone-change", objects: ["land"], to: "graveyard" })).toEqual([]);
    expect(triggered(objects, { kind: "zone-change", objects: ["token"], to: "graveyard" })).toEqual(["other#0 410.6 ×1", "watcher#0 410.6 ×1"]);
    expect(triggered(objects, { kind: "zone-change", objects: ["other"], to: "graveyard" })).toEqual(["watcher#0 410.6 ×1"]);
  });

  it("\"your graveyard\": the card's owner's graveyard, whoever controlled it", () => {
    const bridge = card("bridge", "Whenever a nontoken creature is put into your graveyard from play, you gain 1 life.");
    const theirs = card("theirs", "", { owner: "bob", controller: "alice" });
    expect(triggered([bridge, theirs], { kind: "zone-change", objects: ["theirs"], to: "graveyard" })).toEqual([]);
    expect(triggered([bridge, card("mine", "", { controller: "bob" })], { kind: "zone-change", objects: ["mine"], to: "graveyard" })).toEqual(["bridge#0 410.6 ×1"]);
  });

  it("402.8g: a condition works from the zone its object is in", () => {
    expect(triggered([card("watcher", DIES, { zone: "graveyard" }), card("a", "")], { kind: "zone-change", objects: ["a"], to: "graveyard" })).toEqual([]);
  });
});

describe(":step-begins (410.2)", () => {
  const upkeep = (owner: string) => card(`${owner}-upkeep`, "At the beginning of your upkeep, you lose 1 life.", { owner });
  it("\"your upkeep\": only the active player's", () => {
    expect(triggered([upkeep("alice"), upkeep("bob")], { kind: "step-begins", step: "upkeep" })).toEqual(["alice-upkeep#0 410.2 ×1"]);
    expect(triggered([upkeep("alice")], { kind: "step-begins", step: "draw" })).toEqual([]);
  });
});

describe(":damage (410.2, 410.7)", () => {
  const objects = [card("striker", "Whenever striker deals damage to an opponent, draw a card."), card("bear", "")];
  it("dealt to an opponent triggers; to its own player or prevented does not", () => {
    expect(triggered(objects, { kind: "damage", source: "striker", to: "bob", amount: 2 })).toEqual(["striker#0 410.2 ×1"]);
    expect(triggered(objects, { kind: "damage", source: "striker", to: "alice", amount: 2 })).toEqual([]);
    expect(triggered(objects, { kind: "damage", source: "striker", to: "bob", amount: 2, prevented: true })).toEqual([]);
    expect(triggered(objects, { kind: "damage", source: "bear", to: "bob", amount: 2 })).toEqual([]);
  });
});

describe(":cycle (402.8g)", () => {
  it("\"when you cycle ~\" triggers from the hand", () => {
    const tusker = card("tusker", "Cycling {2}{G}\nWhen you cycle tusker, draw a card.", { zone: "hand" });
    expect(triggered([tusker], { kind: "cycle", object: "tusker" })).toEqual(["tusker#1 402.8g ×1"]);
  });
});

describe(":play (410.2)", () => {
  it("\"whenever an opponent plays a spell\": whose spell, relative to the ability's player", () => {
    const objects = [card("watcher", "Whenever an opponent plays a spell, you gain 1 life."), card("bolt", "", { owner: "bob", zone: "stack", types: ["instant"] })];
    expect(triggered(objects, { kind: "play", object: "bolt" })).toEqual(["watcher#0 410.2 ×1"]);
    expect(triggered([objects[0], { ...objects[1], owner: "alice" }], { kind: "play", object: "bolt" })).toEqual([]);
  });
});

describe(":block (410.9a-e)", () => {
  const objects = [
    card("wall", "Whenever wall blocks, you gain 1 life."), card("wall2", "Whenever wall2 blocks a creature, you gain 1 life.", { owner: "alice" }),
    card("bear", "Whenever bear becomes blocked by a creature, draw a card.", { owner: "bob" }),
    card("giant", "Whenever giant becomes blocked by two or more creatures, draw a card.", { owner: "bob" }),
  ];
  it("once each combat, once per pair, and by N or more", () => {
    expect(triggered(objects, { kind: "block", blocks: [["wall", "giant"], ["wall2", "giant"]] })).toEqual(["giant#0 410.9e ×1", "wall#0 410.9a ×1", "wall2#0 410.9b ×1"]);
    expect(triggered(objects, { kind: "block", blocks: [["wall", "bear"], ["wall2", "bear"]] })).toEqual(["bear#0 410.9d ×2", "wall#0 410.9a ×1", "wall2#0 410.9b ×1"]);
  });
});

describe(":untap (404.4a)", () => {
  it("\"when ~ becomes untapped\"", () => {
    const objects = [card("sleeper", "When sleeper becomes untapped, draw a card.", { tapped: true }), card("other", "", { tapped: true })];
    expect(triggered(objects, { kind: "untap", objects: ["sleeper"] })).toEqual(["sleeper#0 404.4a ×1"]);
    expect(triggered(objects, { kind: "untap", objects: ["other"] })).toEqual([]);
  });
});

describe(":state (410.11)", () => {
  const hellion = card("hellion", "When you have no cards in hand, draw a card.");
  it("triggers while its player's hand is empty, and not again while the ability is on the stack", () => {
    expect(triggered([hellion], { kind: "state" })).toEqual(["hellion#0 410.11 ×1"]);
    expect(triggered([hellion, card("card", "", { zone: "hand" })], { kind: "state" })).toEqual([]);
    expect(triggered([hellion], { kind: "state" }, { stack: [{ id: "ab-1", source: "hellion", ability: 0, controller: "alice" }] })).toEqual([]);
  });

  it("state-holds: no creatures in play (the ability's own object is an enchantment)", () => {
    const altar = card("altar", "When there are no creatures in play, sacrifice altar.", { types: ["enchantment"] });
    expect(triggered([altar], { kind: "state" })).toEqual(["altar#0 410.11 ×1"]);
    expect(triggered([altar, card("bear", "", { owner: "bob" })], { kind: "state" })).toEqual([]);
  });

  it("state-holds: no counters of a kind on its own object; +1/+1 counters count as a kind", () => {
    const fader = (counters: Record<string, unknown>) => card("fader", "When fader has no fade counters on it, sacrifice fader.", { types: ["enchantment"], ...counters });
    expect(triggered([fader({ otherCounters: { age: 1 } })], { kind: "state" })).toEqual(["fader#0 410.11 ×1"]);
    expect(triggered([fader({ otherCounters: { fade: 1 } })], { kind: "state" })).toEqual([]);
    const spike = card("spike", "When spike has no +1/+1 counters on it, sacrifice spike.", { counters: 1 });
    expect(triggered([spike], { kind: "state" })).toEqual([]);
    expect(triggered([{ ...spike, counters: 0 }], { kind: "state" })).toEqual(["spike#0 410.11 ×1"]);
  });

  it("state-holds: you control no permanent of a type or subtype; an opponent's does not count", () => {
    const serpent = card("serpent", "When you control no Islands, sacrifice serpent.");
    const island = (owner: string) => card(`island-${owner}`, "", { owner, types: ["land"], subtypes: ["island"] });
    expect(triggered([serpent, island("bob")], { kind: "state" })).toEqual(["serpent#0 410.11 ×1"]);
    expect(triggered([serpent, island("alice")], { kind: "state" })).toEqual([]);
  });
});

describe(":delayed-* (404.4): delayed triggered abilities, matched on the game before the event", () => {
  const state = readState({
    players: ["alice", "bob"], turn: { number: 3, active: "alice", step: "precombat-main" },
    objects: [card("bear", "", { zoneChanges: 1 }), card("elf", "", { tapped: true })],
  });
  const db = gameDb(state, readingOf(new Map(state.objects.map((o) => [o.id, readAbilities(o)]))));
  const delayed = (condition: string, refers: { id: string; zoneChanges: number } | null, controller = "alice") => ({ id: condition, condition: conditionOf(condition, refers?.id ?? "it"), controller, refers });
  function matched(event: Record<string, unknown>, list: ReturnType<typeof delayed>[]): string[] {
    const e = readEvent(event, state);
    const { before } = eventWorlds(withDelayed(db, list), e);
    return [...new Set((runQuery(before, "triggers", `delayed-${e.kind}`) as Array<[string, number]>).map(([id]) => id))].sort();
  }

  it("\"when ~ leaves play\": the object it refers to, as that object (217.1c)", () => {
    expect(matched({ kind: "zone-change", objects: ["bear"], to: "graveyard" }, [delayed("bear leaves play", { id: "bear", zoneChanges: 1 })])).toEqual(["bear leaves play"]);
    expect(matched({ kind: "zone-change", objects: ["bear"], to: "graveyard" }, [delayed("bear leaves play", { id: "bear", zoneChanges: 0 })])).toEqual([]);
    expect(matched({ kind: "zone-change", objects: ["elf"], to: "graveyard" }, [delayed("bear leaves play", { id: "bear", zoneChanges: 1 })])).toEqual([]);
  });

  it("\"at the beginning of your upkeep\": its controller's; \"end of turn\": anyone's", () => {
    const list = [delayed("the beginning of your upkeep", null, "bob"), delayed("end of turn", null, "bob")];
    expect(matched({ kind: "step-begins", step: "upkeep" }, list)).toEqual([]);
    expect(matched({ kind: "step-begins", step: "end-of-turn" }, list)).toEqual(["end of turn"]);
  });

  it("\"when ~ becomes untapped\"", () => {
    expect(matched({ kind: "untap", objects: ["elf"] }, [delayed("elf becomes untapped", { id: "elf", zoneChanges: 0 })])).toEqual(["elf becomes untapped"]);
  });
});

describe("the rules each query is handed", () => {
  const source = readFileSync(resolve(__dirname, "../../queries/triggers.edn"), "utf8");
  const queries = [...readMap(source).keys()].filter((k) => k !== "rules");
  it("one query per kind of event, and for delayed triggered abilities one per kind they wait for", () => {
    expect(queries.sort()).toEqual(["block", "cycle", "damage", "delayed-step-begins", "delayed-untap", "delayed-zone-change", "play", "state", "step-begins", "untap", "zone-change"]);
  });
  it("no query gets the block rules but :block", () => {
    for (const q of queries) expect(inner(rulesOf("triggers", q)).some((r) => ruleName(r) === "blocks"), q).toBe(q === "block");
  });
});
