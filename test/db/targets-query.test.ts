/**
 * queries/targets.edn's :illegal over tiny hand-made facts (the targeting/*,
 * aim/*, choice/* and object/* attributes of src/db/game-schema.ts): one row
 * [instance position rule reason] for each reason a chosen target is
 * illegal, none for a legal one. One describe per paragraph the file
 * implements; then the rules string the query is handed.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import * as ds from "datascript";
import { describe, expect, it } from "vitest";
import { inner, readMap, ruleName } from "../../src/db/edn";
import { QUERIES_DIR, rulesOf, runQuery } from "../../src/db/queries";
import { datascriptSchema } from "../../src/db/schema";

type Entity = Record<string, unknown>;
type Row = [number, number, string, string];

/** An object in play owned by bob, with the facts given (attribute names without "object/"). */
function object(id: string, facts: Entity = {}): Entity {
  const e: Entity = { "object/id": id, "object/zone": "in-play", "object/owner": "bob", "object/zone-changes": 0 };
  for (const [k, v] of Object.entries(facts)) e[`object/${k}`] = v;
  return e;
}

/** A target chosen: an object id, a player, or an object with its zone changes when chosen. */
type Choice = string | { player: string } | { object: string; zoneChanges: number };

interface Aim {
  /** Facts of the instance (attribute names without "aim/"); defaults: a permanent, anyone's. */
  facts?: Entity;
  chosen: Choice[];
}

interface Targeting {
  source: string;
  spell?: string;
  controller?: string;
  moment?: "announce" | "resolve";
}

const PLAYERS = ["alice", "bob"];

/** A database with the two players, `objects`, and one spell or ability choosing targets. */
function world(objects: Entity[], t: Targeting, aims: Aim[]): ds.Db {
  let db = ds.db_with(ds.empty_db(datascriptSchema()), PLAYERS.map((p, i) => ({ ":db/id": -1 - i, "player/id": p, "player/order": i })));
  db = ds.db_with(db, objects.map((o, i) => {
    const e: Entity = { ...o, ":db/id": -1 - i, "object/owner": ["player/id", o["object/owner"]] };
    if (o["object/controller"] !== undefined) e["object/controller"] = ["player/id", o["object/controller"]];
    return e;
  }));
  const tx: Entity[] = [];
  const targeting: Entity = {
    ":db/id": -1, "targeting/source": ["object/id", t.source], "targeting/controller": ["player/id", t.controller ?? "alice"],
    "targeting/moment": t.moment ?? "announce",
  };
  if (t.spell) targeting["targeting/spell"] = ["object/id", t.spell];
  tx.push(targeting);
  let next = -2;
  aims.forEach((aim, instance) => {
    const id = next--;
    const a: Entity = {
      ":db/id": id, "aim/instance": instance, "aim/count": 1, "aim/objects": true, "aim/players": "none", "aim/zone": "in-play",
      "aim/controller": "any", "aim/another": false,
    };
    for (const [k, v] of Object.entries(aim.facts ?? {})) a[`aim/${k}`] = v;
    tx.push(a);
    aim.chosen.forEach((c, position) => {
      const choice: Entity = { ":db/id": next--, "choice/aim": id, "choice/position": position };
      if (typeof c === "string") choice["choice/object"] = ["object/id", c];
      else if ("player" in c) choice["choice/player"] = ["player/id", c.player];
      else Object.assign(choice, { "choice/object": ["object/id", c.object], "choice/zone-changes": c.zoneChanges });
      tx.push(choice);
    });
  });
  return ds.db_with(db, tx);
}

/** The rows of :illegal, sorted. */
function illegal(objects: Entity[], t: Targeting, aims: Aim[]): Row[] {
  const rows = runQuery(world(objects, t, aims), "targets", "illegal") as Row[];
  return rows.map((r) => [...r] as Row).sort((x, y) => x[0] - y[0] || x[1] - y[1] || x.join().localeCompare(y.join()));
}

/** The source of the spell or ability choosing targets: alice's, colourless, not a creature. */
const SOURCE = object("src", { owner: "alice", controller: "alice", zone: "stack", type: ["instant"] });
const BEARS = object("bears", { type: ["creature"], color: ["green"] });

/** One instance with `facts`, one target `chosen`, at `moment`; the rows for it. */
function one(target: Entity, facts: Entity = {}, t: Partial<Targeting> = {}): Row[] {
  return illegal([SOURCE, target], { source: "src", ...t }, [{ facts, chosen: [target["object/id"] as string] }]);
}

describe("a legal target: no row", () => {
  it("a creature in play for \"target creature\"", () => {
    expect(one(BEARS, { type: ["creature"] })).toEqual([]);
  });

  it("a player for \"target creature or player\"", () => {
    expect(illegal([SOURCE], { source: "src" }, [{ facts: { type: ["creature"], players: "any" }, chosen: [{ player: "bob" }] }])).toEqual([]);
  });
});

describe("415.5: only permanents, unless the text names another zone or players", () => {
  it("not-a-player-target: a player for an instance that takes no players", () => {
    expect(illegal([SOURCE], { source: "src" }, [{ facts: { type: ["creature"] }, chosen: [{ player: "bob" }] }]))
      .toEqual([[0, 0, "415.5", "not-a-player-target"]]);
  });

  it("not-an-object-target: an object for \"target player\"", () => {
    expect(one(BEARS, { objects: false, players: "any" })).toEqual([[0, 0, "415.5", "not-an-object-target"]]);
  });

  it("wrong-zone at announcement: a card in a graveyard for a target in play (415.5)", () => {
    const card = object("gbears", { type: ["creature"], zone: "graveyard" });
    expect(one(card, { type: ["creature"] })).toEqual([[0, 0, "415.5", "wrong-zone"]]);
  });

  it("a card in a graveyard for a target in a graveyard: no row", () => {
    const card = object("gbears", { type: ["creature"], zone: "graveyard" });
    expect(one(card, { type: ["creature"], zone: "graveyard" })).toEqual([]);
  });
});

describe("413.2a: on resolution the zone and criteria are checked again, under 413.2a", () => {
  it("wrong-zone: the target left play", () => {
    const gone = object("gone", { type: ["enchantment"], zone: "graveyard" });
    expect(one(gone, { type: ["enchantment"] }, { moment: "resolve" })).toEqual([[0, 0, "413.2a", "wrong-zone"]]);
  });

  it("excluded-color: the creature turned black since it was chosen", () => {
    const black = object("factory", { type: ["land", "creature"], color: ["black"] });
    expect(one(black, { type: ["creature"], "not-color": ["black"] }, { moment: "resolve" })).toEqual([[0, 0, "413.2a", "excluded-color"]]);
  });

  it("type: no longer a creature", () => {
    expect(one(object("land", { type: ["land"] }), { type: ["creature"] }, { moment: "resolve" })).toEqual([[0, 0, "413.2a", "type"]]);
  });
});

describe("217.1c: an object that moved from one zone to another is a new object", () => {
  it("new-object: chosen at zone change 0, now at 1", () => {
    const back = object("back", { type: ["enchantment"], "zone-changes": 1 });
    const rows = illegal([SOURCE, back], { source: "src", moment: "resolve" }, [
      { facts: { type: ["enchantment"] }, chosen: [{ object: "back", zoneChanges: 0 }] },
    ]);
    expect(rows).toEqual([[0, 0, "217.1c", "new-object"]]);
  });

  it("the same count, or none given: no row", () => {
    const back = object("back", { type: ["enchantment"], "zone-changes": 1 });
    expect(illegal([SOURCE, back], { source: "src" }, [{ facts: { type: ["enchantment"] }, chosen: [{ object: "back", zoneChanges: 1 }] }])).toEqual([]);
    expect(illegal([SOURCE, back], { source: "src" }, [{ facts: { type: ["enchantment"] }, chosen: ["back"] }])).toEqual([]);
  });
});

describe("409.1c: the targeting criteria of the instance", () => {
  it("type: none of the card types the instance allows", () => {
    expect(one(BEARS, { type: ["artifact", "enchantment", "land"] })).toEqual([[0, 0, "409.1c", "type"]]);
    expect(one(object("seat", { type: ["artifact", "land"] }), { type: ["artifact", "enchantment", "land"] })).toEqual([]);
  });

  it("type: \"artifact creature\" (all-type) needs the artifact type too", () => {
    expect(one(BEARS, { type: ["creature"], "all-type": ["artifact"] })).toEqual([[0, 0, "409.1c", "type"]]);
    expect(one(object("golem", { type: ["artifact", "creature"] }), { type: ["creature"], "all-type": ["artifact"] })).toEqual([]);
  });

  it("excluded-type: \"nonartifact\"", () => {
    expect(one(object("golem", { type: ["artifact", "creature"] }), { type: ["creature"], "not-type": ["artifact"] }))
      .toEqual([[0, 0, "409.1c", "excluded-type"]]);
  });

  it("color: none of the colours the instance allows", () => {
    const white = object("knight", { type: ["creature"], color: ["white"] });
    expect(one(white, { type: ["creature"], color: ["green"] })).toEqual([[0, 0, "409.1c", "color"]]);
    expect(one(object("gw", { type: ["creature"], color: ["green", "white"] }), { type: ["creature"], color: ["green"] })).toEqual([]);
  });

  it("excluded-color: \"nonblack\" and a black-and-white creature", () => {
    const bw = object("bw", { type: ["creature"], color: ["black", "white"] });
    expect(one(bw, { type: ["creature"], "not-color": ["black"] })).toEqual([[0, 0, "409.1c", "excluded-color"]]);
    expect(one(object("golem", { type: ["artifact", "creature"] }), { "not-color": ["black"] })).toEqual([]);
  });

  it("status: tapped and untapped", () => {
    const tapped = object("tapped", { type: ["creature"], tapped: true });
    const untapped = object("untapped", { type: ["creature"], tapped: false });
    expect(one(untapped, { status: ["tapped"] })).toEqual([[0, 0, "409.1c", "status"]]);
    expect(one(tapped, { status: ["tapped"] })).toEqual([]);
    expect(one(tapped, { status: ["untapped"] })).toEqual([[0, 0, "409.1c", "status"]]);
    expect(one(untapped, { status: ["untapped"] })).toEqual([]);
  });

  it("controller: \"you control\" against the targeting controller, controller before owner", () => {
    expect(one(object("theirs", { controller: "bob" }), { controller: "you" })).toEqual([[0, 0, "409.1c", "controller"]]);
    expect(one(object("mine", { owner: "alice", controller: "alice" }), { controller: "you" })).toEqual([]);
    expect(one(object("stolen", { owner: "bob", controller: "alice" }), { controller: "you" })).toEqual([]);
  });

  it("controller: \"an opponent controls\"", () => {
    expect(one(object("mine", { owner: "alice", controller: "alice" }), { controller: "opponent" })).toEqual([[0, 0, "409.1c", "controller"]]);
    expect(one(object("stolen", { owner: "bob", controller: "alice" }), { controller: "opponent" })).toEqual([[0, 0, "409.1c", "controller"]]);
    expect(one(object("theirs", { controller: "bob" }), { controller: "opponent" })).toEqual([]);
  });

  it("controller: an object with no controller is its owner's", () => {
    const card = object("card", { owner: "alice", zone: "graveyard" });
    expect(one(card, { zone: "graveyard", controller: "you" })).toEqual([]);
    expect(one(card, { zone: "graveyard", controller: "opponent" })).toEqual([[0, 0, "409.1c", "controller"]]);
  });

  it("not-an-opponent: the controller for \"target opponent\"", () => {
    const aim = { objects: false, players: "opponent" };
    expect(illegal([SOURCE], { source: "src" }, [{ facts: aim, chosen: [{ player: "alice" }] }])).toEqual([[0, 0, "409.1c", "not-an-opponent"]]);
    expect(illegal([SOURCE], { source: "src" }, [{ facts: aim, chosen: [{ player: "bob" }] }])).toEqual([]);
  });

  it("another: the source itself for \"another target\"", () => {
    const self = object("self", { owner: "alice", controller: "alice", type: ["creature"] });
    const rows = illegal([self], { source: "self" }, [{ facts: { type: ["creature"], another: true }, chosen: ["self"] }]);
    expect(rows).toEqual([[0, 0, "409.1c", "another"]]);
    expect(illegal([self], { source: "self" }, [{ facts: { type: ["creature"] }, chosen: ["self"] }])).toEqual([]);
  });

  it("on resolution the same criteria answer under 413.2a", () => {
    expect(one(object("mine", { owner: "alice", controller: "alice" }), { controller: "opponent" }, { moment: "resolve" }))
      .toEqual([[0, 0, "413.2a", "controller"]]);
  });

  it("every reason at once is a row each: Terror's criteria on a black artifact creature", () => {
    const black = object("golem", { type: ["artifact", "creature"], color: ["black"] });
    expect(one(black, { type: ["creature"], "not-type": ["artifact"], "not-color": ["black"] })).toEqual([
      [0, 0, "409.1c", "excluded-color"],
      [0, 0, "409.1c", "excluded-type"],
    ]);
  });
});

describe("409.1c: the same target once for each instance of the word \"target\"", () => {
  const tap = { type: ["creature"], count: 2 };

  it("repeated: the second choice of the same object for one instance", () => {
    expect(illegal([SOURCE, BEARS], { source: "src" }, [{ facts: tap, chosen: ["bears", "bears"] }])).toEqual([[0, 1, "409.1c", "repeated"]]);
  });

  it("the same object for two instances: no row", () => {
    const seat = object("seat", { type: ["artifact", "land"] });
    const rows = illegal([SOURCE, seat], { source: "src" }, [
      { facts: { type: ["artifact"] }, chosen: ["seat"] },
      { facts: { type: ["land"] }, chosen: ["seat"] },
    ]);
    expect(rows).toEqual([]);
  });

  it("rows name the instance and position of the illegal target", () => {
    const forest = object("forest", { type: ["land"] });
    const rows = illegal([SOURCE, BEARS, forest], { source: "src" }, [
      { facts: { type: ["creature"] }, chosen: ["bears"] },
      { facts: { type: ["land"] }, chosen: ["bears"] },
    ]);
    expect(rows).toEqual([[1, 0, "409.1c", "type"]]);
  });

  it("not checked on resolution", () => {
    expect(illegal([SOURCE, BEARS], { source: "src", moment: "resolve" }, [{ facts: tap, chosen: ["bears", "bears"] }])).toEqual([]);
  });
});

describe("415.6: a spell on the stack is an illegal target for itself", () => {
  it("itself: the spell choosing its own object", () => {
    const spell = object("cancel", { owner: "alice", controller: "alice", zone: "stack", type: ["instant"], color: ["blue"] });
    const rows = illegal([spell], { source: "cancel", spell: "cancel" }, [{ facts: { zone: "stack" }, chosen: ["cancel"] }]);
    expect(rows).toEqual([[0, 0, "415.6", "itself"]]);
  });

  it("another spell: no row", () => {
    const spell = object("cancel", { owner: "alice", controller: "alice", zone: "stack", type: ["instant"] });
    const other = object("shock", { zone: "stack", type: ["instant"], color: ["red"] });
    expect(illegal([spell, other], { source: "cancel", spell: "cancel" }, [{ facts: { zone: "stack" }, chosen: ["shock"] }])).toEqual([]);
  });
});

describe("502.36a: shroud", () => {
  it("shroud: it can't be the target of spells or abilities", () => {
    expect(one(object("troll", { type: ["creature"], keyword: ["shroud"] }), { type: ["creature"] })).toEqual([[0, 0, "502.36a", "shroud"]]);
  });
});

describe("502.7b: protection from a quality of the spell, or of the ability's source", () => {
  const black = object("terror", { owner: "alice", controller: "alice", zone: "stack", type: ["instant"], color: ["black"] });
  const sorcerer = object("sorcerer", { owner: "alice", controller: "alice", type: ["creature"], color: ["blue"] });

  it("protection:black against a black source", () => {
    const knight = object("knight", { type: ["creature"], color: ["white"], protection: ["black"] });
    expect(illegal([black, knight], { source: "terror", spell: "terror" }, [{ facts: { type: ["creature"] }, chosen: ["knight"] }]))
      .toEqual([[0, 0, "502.7b", "protection:black"]]);
  });

  it("protection:creature against a creature source", () => {
    const ward = object("ward", { type: ["creature"], protection: ["creature"] });
    expect(illegal([sorcerer, ward], { source: "sorcerer" }, [{ facts: { type: ["creature"] }, chosen: ["ward"] }]))
      .toEqual([[0, 0, "502.7b", "protection:creature"]]);
  });

  it("protection:everything against any source", () => {
    const ward = object("ward", { type: ["creature"], protection: ["everything"] });
    expect(one(ward, { type: ["creature"] })).toEqual([[0, 0, "502.7b", "protection:everything"]]);
  });

  it("protection from a quality the source lacks: no row", () => {
    const knight = object("knight", { type: ["creature"], color: ["white"], protection: ["red", "artifact"] });
    expect(illegal([black, knight], { source: "terror", spell: "terror" }, [{ facts: { type: ["creature"] }, chosen: ["knight"] }])).toEqual([]);
  });
});

describe("the rules the :illegal query is handed", () => {
  const rules = inner(rulesOf("targets", "illegal"));

  /** How many times a rule form calls its own rule in its body. */
  function selfCalls(rule: string): number {
    const name = ruleName(rule);
    const body = rule.slice(rule.indexOf(")") + 1);
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return [...body.matchAll(new RegExp(`\\(\\s*${escaped}(?=[\\s)])`, "g"))].length;
  }

  it("has no rule with two recursive calls", () => {
    const over = rules.filter((r) => selfCalls(r) >= 2).map((r) => r.slice(0, 80));
    expect(over).toEqual([]);
  });

  it("counts a recursive call when there is one (the check sees calls in the body)", () => {
    expect(selfCalls("[(reach ?a ?b) [?a \"x\" ?c] (reach ?c ?b)]")).toBe(1);
    expect(selfCalls("[(reach ?a ?b) (reach ?a ?c) (reach ?c ?b)]")).toBe(2);
  });

  it("holds every rule the query needs, and only those of targets.edn", () => {
    expect([...new Set(rules.map(ruleName))].sort()).toEqual(["has-quality", "illegal", "moment-rules", "player-of"]);
  });

  it("targets.edn holds the one query, and opens with the paragraphs it implements", () => {
    const text = readFileSync(resolve(QUERIES_DIR, "targets.edn"), "utf8");
    expect([...readMap(text).keys()]).toEqual(["rules", "illegal"]);
    const header = text.split("\n").filter((l) => l.startsWith(";")).join("\n");
    for (const n of ["409.1c", "413.2a", "415.5", "415.6", "217.1c", "502.7b", "502.36a"]) expect(header).toContain(n);
  });
});
