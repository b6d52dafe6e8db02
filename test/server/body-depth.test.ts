import { describe, expect, it } from "vitest";
import { tooDeep } from "../../src/server/body-depth";

const nest = (depth: number, leaf: unknown = 1): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
};

describe("tooDeep", () => {
  it("scalars and shallow values pass; the limit itself passes, one more does not", () => {
    expect(tooDeep("x", 0)).toBeNull();
    expect(tooDeep({ a: [1, { b: 2 }] }, 3)).toBeNull();
    expect(tooDeep({ a: [1, { b: 2 }] }, 2)).toBe("a[1]");
    expect(tooDeep(nest(64), 64)).toBeNull();
    expect(tooDeep(nest(65), 64)).toBe("[0][0][0][0]…");
  });

  it("names the field, cut short after four segments", () => {
    expect(tooDeep({ state: { objects: [{ text: nest(100) }] } }, 64)).toBe("state.objects[0].text…");
    expect(tooDeep({ query: "q", args: [nest(3_500)] }, 64)).toBe("args[0][0][0]…");
  });

  it("measures a depth that would overflow a recursive walk", () => {
    expect(tooDeep(JSON.parse("[".repeat(200_000) + "]".repeat(200_000)), 64)).toBe("[0][0][0][0]…");
  });
});
