/**
 * What the servers' event loop went through while a load row ran
 * (bench/load.ts): how late it ran (perf_hooks monitorEventLoopDelay) and
 * its garbage collection pauses by kind, so a slow /health can be told from
 * a GC pause or a loop that is merely busy.
 */
import { constants, monitorEventLoopDelay, PerformanceObserver, type EntryType } from "node:perf_hooks";

export interface LoopSeen {
  /** Event loop delay, ms. */
  delayP99: number;
  delayMax: number;
  /** GC pauses by kind (scavenge, mark-compact, …): count, total and longest ms. */
  gc: Record<string, { count: number; totalMs: number; maxMs: number }>;
}

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: "scavenge",
  [constants.NODE_PERFORMANCE_GC_MAJOR]: "mark-compact",
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: "incremental marking",
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: "weak callbacks",
};

/** Starts watching; the function returned stops and reports. */
export function watchLoop(): () => LoopSeen {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const gc: LoopSeen["gc"] = {};
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = GC_KINDS[(e as unknown as { detail: { kind: number } }).detail.kind] ?? "other";
      const seen = (gc[kind] ??= { count: 0, totalMs: 0, maxMs: 0 });
      seen.count++;
      seen.totalMs += e.duration;
      seen.maxMs = Math.max(seen.maxMs, e.duration);
    }
  });
  observer.observe({ entryTypes: ["gc" as EntryType] });
  delay.enable();
  return () => {
    delay.disable();
    observer.disconnect();
    return { delayP99: delay.percentile(99) / 1e6, delayMax: delay.max / 1e6, gc };
  };
}
