/**
 * src/abilities/keywords.ts: the keyword abilities of the 2006-2008 rules
 * (section 502 as numbered in the 2008-10-01 release) and keywordOf, which
 * reads one comma-separated piece of a line as a keyword and its parameter.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { keywordOf, KEYWORDS } from "../../src/abilities/keywords";
import { KEYWORD_ZONES } from "../../src/abilities/zones";
import { corpusPath, describeWithCorpus } from "../support/corpus";

/** keywordOf as [keyword, parameter], or null. */
function kw(piece: string): [string, string] | null {
  const k = keywordOf(piece);
  return k ? [k.entry.keyword, k.parameter] : null;
}

describe("keywordOf", () => {
  it("reads a keyword without a parameter, in any case, with a final period", () => {
    expect(kw("Flying")).toEqual(["flying", ""]);
    expect(kw("flying.")).toEqual(["flying", ""]);
    expect(kw("  Shroud ")).toEqual(["shroud", ""]);
    expect(kw("Split second")).toEqual(["split second", ""]);
  });

  it("reads a keyword with its cost or number", () => {
    expect(kw("Cycling {2}{G}")).toEqual(["cycling", "{2}{G}"]);
    expect(kw("Dredge 3")).toEqual(["dredge", "3"]);
    expect(kw("Bushido 1")).toEqual(["bushido", "1"]);
    expect(kw("Cumulative upkeep {1}")).toEqual(["cumulative upkeep", "{1}"]);
    expect(kw("Splice onto Arcane {1}{R}")).toEqual(["splice onto arcane", "{1}{R}"]);
    expect(kw("Suspend 4—{U}")).toEqual(["suspend", "4—{U}"]);
  });

  it("keeps the parameter as written (protection's quality, a cost's capitals)", () => {
    expect(kw("Protection from Black")).toEqual(["protection from", "Black"]);
    expect(kw("Flashback—{1}{U}, Pay 3 life.")).toEqual(["flashback", "{1}{U}, Pay 3 life"]);
  });

  it("reads the dash form of a non-mana cost, with an em dash, an en dash or a hyphen", () => {
    expect(kw("Cycling—Pay 2 life")).toEqual(["cycling", "Pay 2 life"]);
    expect(kw("Cycling – Pay 2 life")).toEqual(["cycling", "Pay 2 life"]);
    expect(kw("Cycling-{2}")).toEqual(["cycling", "{2}"]);
    expect(kw("Echo—Discard a card")).toEqual(["echo", "Discard a card"]);
  });

  it("reads a parameterised keyword with no parameter (a keyword given in a state's list)", () => {
    expect(kw("Cycling")).toEqual(["cycling", ""]);
  });

  it("takes the longest keyword that matches", () => {
    expect(kw("Double strike")).toEqual(["double strike", ""]);
    expect(kw("First strike")).toEqual(["first strike", ""]);
    expect(kw("Flashback {R}")).toEqual(["flashback", "{R}"]);
    expect(kw("Flash")).toEqual(["flash", ""]);
  });

  it("is null for words that are not a keyword", () => {
    for (const bad of ["asdf", "", "Flyingx", "Enchanted creature", "Strike", "Swampwalk 2", "Flying haste", "Protection", "Fly"]) {
      expect(kw(bad), bad).toBeNull();
    }
  });

  it("does not read a keyword without a parameter as one with a parameter", () => {
    // "Flash {2}" is not flash, and must not be read as flashback either.
    expect(kw("Flash {2}")).toBeNull();
  });
});

describe("KEYWORDS", () => {
  it("cites a paragraph of section 502 for every keyword", () => {
    for (const k of KEYWORDS) expect(k.rule, k.keyword).toMatch(/^502\.\d+$/);
  });

  it("lists each keyword once, lower case, with a reading of its own or of its zone row", () => {
    const names = KEYWORDS.map((k) => k.keyword);
    expect(new Set(names).size).toBe(names.length);
    for (const k of KEYWORDS) {
      expect(k.keyword).toBe(k.keyword.toLowerCase());
      expect((k.reading ?? KEYWORD_ZONES[k.keyword]?.reading ?? "").length, k.keyword).toBeGreaterThan(10);
      expect(k.facts.kind, k.keyword).toMatch(/^(activated|triggered|static)$/);
    }
  });

  it("gives every keyword that takes a parameter a way to be read with one", () => {
    for (const k of KEYWORDS.filter((x) => x.parameter)) expect(kw(`${k.keyword} 2`)?.[0], k.keyword).toBe(k.keyword);
    for (const k of KEYWORDS.filter((x) => !x.parameter)) expect(kw(k.keyword)?.[0], k.keyword).toBe(k.keyword);
  });

  it("holds no zone facts: those are zones.ts's (402.8a-h)", () => {
    const zoneFields = ["statedZones", "characteristicDefining", "costModifier", "playableFrom", "comesIntoPlay", "costZones", "movesFrom"];
    for (const k of KEYWORDS) {
      expect(Object.keys(k.facts).filter((f) => zoneFields.includes(f)), k.keyword).toEqual([]);
      for (const t of k.facts.triggers ?? []) expect(t.zone, k.keyword).toBeNull();
    }
  });
});

describeWithCorpus("KEYWORDS against the 2008-10-01 release", () => {
  // "502.18. Cycling": the heading of each numbered keyword rule.
  // Read in beforeAll: a skipped describe's body still runs where the corpus is absent.
  const titles = new Map<string, string>();
  beforeAll(() => {
    for (const line of readFileSync(corpusPath("cr-2008-10-01.txt"), "utf8").split(/\r?\n/)) {
      const m = /^(502\.\d+)\. (.+)$/.exec(line.trim());
      if (m && m[2].length < 40) titles.set(m[1], m[2].toLowerCase());
    }
  });

  it("finds the keyword headings", () => {
    expect(titles.get("502.18")).toBe("cycling");
  });

  it("numbers every keyword as that release does", () => {
    for (const k of KEYWORDS) {
      const title = titles.get(k.rule);
      expect(title, `${k.keyword} → ${k.rule}`).toBeDefined();
      const fits = k.keyword.startsWith(title!) || (title === "landwalk" && k.keyword.endsWith("walk"));
      expect(fits, `${k.keyword} is cited as ${k.rule} "${title}"`).toBe(true);
    }
  });
});

describe("keywords written out by their rule (expand)", () => {
  const entry = (k: string) => KEYWORDS.find((x) => x.keyword === k)!;

  it("echo: the intervening \"if\" and the payment of 502.19a, with its cost", () => {
    expect(entry("echo").expand!("{2}{R}")).toEqual({
      interveningIf: "this permanent came under your control since the beginning of your last upkeep",
      effect: "Sacrifice this permanent unless you pay {2}{R}.",
    });
  });

  it("cumulative upkeep: the age counter, the payment for each, or the sacrifice of 502.13a", () => {
    expect(entry("cumulative upkeep").expand!("Pay 1 life").effect).toBe("Put an age counter on this permanent. You may pay 1 life for each age counter on it. If you don't, sacrifice this permanent.");
    expect(entry("cumulative upkeep").expand!("{1}").effect).toContain("You may pay {1} for each age counter on it.");
  });
});
