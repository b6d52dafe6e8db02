/**
 * How many cases each property of the fuzz suites (test/**\/*.fuzz.test.ts)
 * runs: CRKB_FUZZ_RUNS when set (`npm run fuzz` sets 10,000), else a small
 * number that keeps `npm test` quick. Seeds stay fixed, so a failure reruns
 * the same way at any count.
 */
export const DEFAULT_FUZZ_RUNS = 100;

export function fuzzRuns(env: string | undefined = process.env.CRKB_FUZZ_RUNS): number {
  if (env === undefined || env === "") return DEFAULT_FUZZ_RUNS;
  const n = Number(env);
  if (!Number.isInteger(n) || n < 1) throw new Error(`CRKB_FUZZ_RUNS "${env}" is not a whole number of cases (1 or more)`);
  return n;
}

export const FUZZ_RUNS = fuzzRuns();
