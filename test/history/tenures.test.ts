/**
 * src/history/tenures.ts: which lineage held which number over which run of
 * versions, walked with literal steps between three tiny versions.
 */
import { describe, expect, it } from "vitest";
import { tenures, type StepSource } from "../../src/history/tenures";
import type { VersionInfo } from "../../src/types";

const version = (id: string): VersionInfo => ({ id, date: id, partial: false }) as VersionInfo;
const [V1, V2, V3] = [version("2001-01-01"), version("2002-02-02"), version("2003-03-03")];
const STEPS: Record<string, ReturnType<StepSource>> = {
  // 100.1 removed, 100.2 renumbered to 100.3, 100.4 new.
  "2002-02-02": { scope: "all", added: ["100.3", "100.4"], removed: ["100.1"], moved: [{ from: "100.2", to: "100.3", edited: false }] },
  // Nothing changes.
  "2003-03-03": { scope: "all", added: [], removed: [], moved: [] },
};
const step: StepSource = (_from, to) => STEPS[to.id];

describe("tenures", () => {
  const t = tenures([V1, V2, V3], () => [{ number: "100.1" }, { number: "100.2" }], step);

  it("a number held to the last version is current, last seen there", () => {
    expect(t.current.map((x) => [x.number, x.lineage, x.last.id])).toEqual([["100.3", 1, "2003-03-03"], ["100.4", 2, "2003-03-03"]]);
  });

  it("a removed or renumbered text ends its tenure in the version that changed it", () => {
    expect(t.ended.map((x) => [x.number, x.lineage, x.last.id, x.retiredIn?.id])).toEqual([
      ["100.1", 0, "2001-01-01", "2002-02-02"],
      ["100.2", 1, "2001-01-01", "2002-02-02"],
    ]);
  });

  it("each lineage's number now: the removed one has none, the renumbered one its new number", () => {
    expect(t.numberNow).toEqual([null, "100.3", "100.4"]);
  });

  it("a partial version's step speaks only of its sections: the others run on", () => {
    const partial: StepSource = () => ({ scope: ["200"], added: [], removed: [], moved: [] });
    const p = tenures([V1, V2], () => [{ number: "100.1" }], partial);
    expect(p.current.map((x) => [x.number, x.last.id])).toEqual([["100.1", "2001-01-01"]]);
    expect(p.ended).toEqual([]);
  });
});
