/** src/state/same-value.ts: whether two values read as the same data (gameOf's test of an unchanged object). */
import { describe, expect, it } from "vitest";
import { sameValue } from "../../src/state/same-value";

describe("sameValue", () => {
  it("holds for equal data in other objects, whatever the order of the keys", () => {
    expect(sameValue({ a: 1, b: ["x", { c: null }] }, { b: ["x", { c: null }], a: 1 })).toBe(true);
  });

  it("fails on any difference: a value, a nested entry, a key more, a list's length", () => {
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValue({ a: { b: [1, 2] } }, { a: { b: [1, 3] } })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 1 })).toBe(false);
    expect(sameValue({ a: 1, b: 1 }, { a: 1 })).toBe(false);
    expect(sameValue({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(sameValue({ a: 1, c: 1 }, { a: 1, b: 1 })).toBe(false);
    expect(sameValue([1, 2], [1, 2, 3])).toBe(false);
    expect(sameValue({ a: null }, { a: {} })).toBe(false);
    expect(sameValue({ 0: "x" }, ["x"])).toBe(false);
  });

  it("reads an object without a prototype, or a frozen one, by its own keys", () => {
    expect(sameValue(Object.assign(Object.create(null), { a: [1] }), Object.freeze({ a: Object.freeze([1]) }))).toBe(true);
    expect(sameValue(Object.assign(Object.create(null), { a: 1, b: 2 }), { a: 1 })).toBe(false);
  });

  it("is stricter than JSON where JSON loses data: a key holding undefined, a Map", () => {
    expect(sameValue({ a: undefined }, {})).toBe(false);
    expect(sameValue(new Map([["a", 1]]), new Map([["a", 2]]))).toBe(false);
  });
});
