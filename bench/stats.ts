/**
 * Timing helpers for the benchmarks: per-call times in batches, summarised as
 * median and p99, and ratios against a baseline measured in the same run.
 */

export interface Timing {
  medianUs: number;
  p99Us: number;
  calls: number;
}

/**
 * Times `fn(i)` for `calls` calls in batches of `batch`, so that clock
 * resolution does not dominate sub-microsecond calls.
 */
export function time(fn: (i: number) => unknown, calls: number, batch = 100): Timing {
  for (let i = 0; i < Math.min(calls, 2000); i++) fn(i);
  const perCall: number[] = [];
  for (let start = 0; start < calls; start += batch) {
    const t0 = process.hrtime.bigint();
    for (let i = start; i < start + batch; i++) fn(i);
    perCall.push(Number(process.hrtime.bigint() - t0) / 1000 / batch);
  }
  const { median, p99 } = percentiles(perCall);
  return { medianUs: median, p99Us: p99, calls };
}

/** Median and p99 of a list of samples, in their own unit. */
export function percentiles(samples: number[]): { median: number; p99: number } {
  const s = [...samples].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], p99: s[Math.min(s.length - 1, Math.floor(s.length * 0.99))] };
}

/** Milliseconds since `start` (a performance.now() reading), for printing. */
export function elapsed(start: number): string {
  return `${fmt(performance.now() - start, 0)} ms`;
}

export function fmt(n: number, digits = 2): string {
  return n >= 100 ? n.toFixed(0) : n.toFixed(digits);
}

export function line(label: string, value: string): void {
  console.log(`  ${label.padEnd(44)} ${value}`);
}
