/**
 * The fit of bench/tune-search.ts: its objective (kinds counted alike), the
 * values it tries, and coordinate ascent on tiny literal score functions.
 */
import { describe, expect, it } from "vitest";
import { ascend, candidates, groupOf, objective, type FitScore, type Ranked } from "../../bench/tune-search";
import { WEIGHTS, type SearchWeights } from "../../src/search/weights";

const ranked = (kind: string, ...rrs: number[]): Ranked[] => rrs.map((rr) => ({ kind, rr }));

describe("objective", () => {
  it("is the mean of the kinds' MRRs, each kind counting alike however many queries it has", () => {
    // MRR over the four queries: 0.25; per kind: judge 1, question 0.
    expect(objective([...ranked("judge", 1), ...ranked("question", 0, 0, 0)])).toBe(0.5);
  });

  it("counts concept and old-term queries with the judge's", () => {
    expect(objective([...ranked("judge", 1), ...ranked("concept", 0), ...ranked("old-term", 0.5), ...ranked("slang", 1)])).toBe(0.75);
    expect(groupOf(undefined)).toBe("judge");
  });

  it("a kind it does not know is an error naming it", () => {
    expect(() => groupOf("haiku")).toThrow(/"haiku"/);
  });
});

describe("candidates", () => {
  it("are multiples of the value within its range, each once, the value itself left out", () => {
    expect(candidates(0.5, 0.5, [0, 1])).toEqual([0, 0.25, 0.375, 0.625, 0.75, 1]);
  });

  it("of a weight moved to 0 are multiples of its starting value", () => {
    expect(candidates(0, 2, [1, 10])).toEqual([1, 1.5, 2.5, 3, 4, 6]);
  });
});

describe("ascend", () => {
  const passes = { passes: 3, epsilon: 0.001 };

  it("moves a weight to the value the objective likes best", () => {
    // Questions answer best at PART 0.25.
    const score = (w: SearchWeights): FitScore => ({ ranked: [...ranked("judge", 1), ...ranked("question", 1 - Math.abs(w.PART - 0.25))], guard: 1 });
    expect(ascend(WEIGHTS, score, passes, { PART: [0, 1] }).PART).toBe(0.25);
  });

  it("takes no move that makes the judge's queries or the guard fall, however much the others gain", () => {
    // Questions gain with OPTIONAL; judge queries fall past 0.5, the seeds' guard past 0.75.
    const judge = (w: SearchWeights): FitScore => ({ ranked: [...ranked("judge", w.OPTIONAL > 0.5 ? 0.5 : 1), ...ranked("question", w.OPTIONAL)], guard: 1 });
    expect(ascend(WEIGHTS, judge, passes, { OPTIONAL: [0, 1] }).OPTIONAL).toBe(0.5);
    const guard = (w: SearchWeights): FitScore => ({ ranked: ranked("question", w.OPTIONAL), guard: w.OPTIONAL > 0.75 ? 0.9 : 1 });
    expect(ascend(WEIGHTS, guard, passes, { OPTIONAL: [0, 1] }).OPTIONAL).toBe(0.75);
  });

  it("keeps no move rising by no more than epsilon", () => {
    const score = (w: SearchWeights): FitScore => ({ ranked: ranked("question", 0.5 + w.VARIANT / 1000), guard: 1 });
    expect(ascend(WEIGHTS, score, { passes: 3, epsilon: 0.01 }, { VARIANT: [0, 1] }).VARIANT).toBe(WEIGHTS.VARIANT);
    expect(ascend(WEIGHTS, score, { passes: 3, epsilon: 0 }, { VARIANT: [0, 1] }).VARIANT).toBe(1);
  });
});
