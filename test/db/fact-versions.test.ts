/**
 * src/db/fact-versions.ts: which attributes a transaction changed, as
 * version numbers that let a query's rows be reused exactly.
 */
import * as ds from "datascript";
import { describe, expect, it } from "vitest";
import { derived, touched, versionKey, written } from "../../src/db/fact-versions";

const ATTRS = ["object/zone", "player/life"];

describe("fact versions", () => {
  it("a database not written through them has none", () => {
    expect(versionKey(ds.empty_db(), ATTRS)).toBeNull();
  });

  it("a transaction changes the versions of the attributes it touched, and only those", () => {
    const a = written(ds.empty_db());
    const tx = [{ ":db/id": -1, "player/life": 20 }];
    const b = derived(a, ds.db_with(a, tx), touched(tx));
    const [zoneA, lifeA] = versionKey(a, ATTRS)!.split(",");
    const [zoneB, lifeB] = versionKey(b, ATTRS)!.split(",");
    expect(zoneB).toBe(zoneA);
    expect(lifeB).not.toBe(lifeA);
  });

  it("two databases written afresh never share a version, even with the same datoms", () => {
    expect(versionKey(written(ds.empty_db()), ATTRS)).not.toEqual(versionKey(written(ds.empty_db()), ATTRS));
  });

  it("reads the attributes of [:db/add …] and [:db/retract …]; retracting an entity may touch any", () => {
    expect([...touched([[":db/add", 1, "object/zone", "hand"], [":db/retract", 1, "object/tapped", true]])!]).toEqual(["object/zone", "object/tapped"]);
    expect(touched([[":db.fn/retractEntity", 1]])).toBeNull();
    const a = written(ds.empty_db());
    const b = derived(a, ds.db_with(a, [{ ":db/id": -1, "player/life": 1 }]), null);
    expect(versionKey(b, ATTRS)!.split(",").some((v, i) => v === versionKey(a, ATTRS)!.split(",")[i])).toBe(false);
  });
});
