/**
 * In-process lookup, over every numbered paragraph of the newest release:
 * the first lookup of each number (built through the indexes: the AVET key,
 * one EAVT scan per entity, the entities pointing at it), then repeated
 * lookups (the knowledge base keeps each answer once built), both next to a
 * plain `Map` holding the same answers.
 */
import type { KnowledgeBase } from "../src/knowledge-base";
import { fmt, line, percentiles, time } from "./stats";

function firstLookups(kb: KnowledgeBase, numbers: string[], version: string): { medianUs: number; p99Us: number } {
  const perCall = numbers.map((n) => {
    const t0 = process.hrtime.bigint();
    kb.rule(n, version);
    return Number(process.hrtime.bigint() - t0) / 1000;
  });
  const { median, p99 } = percentiles(perCall);
  return { medianUs: median, p99Us: p99 };
}

/** `fresh` must be a knowledge base no lookup has touched yet. */
export function benchLookup(kb: KnowledgeBase, fresh: KnowledgeBase): void {
  const newest = kb.versions()[kb.versions().length - 1];
  const numbers = kb.db.paragraphs(newest.id).map((p) => p.number);
  const map = new Map(numbers.map((n) => [n, kb.rule(n, newest.id)]));
  const calls = 50_000;
  const base = time((i) => map.get(numbers[i % numbers.length]), calls);
  const first = firstLookups(fresh, numbers, newest.id);
  const inVersion = time((i) => kb.rule(numbers[i % numbers.length], newest.id), calls);
  const newestText = time((i) => kb.rule(numbers[i % numbers.length]), calls);
  console.log(`\nLookup by number, in process (${numbers.length} paragraphs of ${newest.id})`);
  line("Map.get (baseline)", `median ${fmt(base.medianUs, 3)} µs, p99 ${fmt(base.p99Us, 3)} µs`);
  line("first lookup of each number (indexes)", `median ${fmt(first.medianUs)} µs, p99 ${fmt(first.p99Us)} µs (${fmt(first.medianUs / base.medianUs, 0)}x Map)`);
  line(`repeat kb.rule(n, "${newest.id}")`, `median ${fmt(inVersion.medianUs, 3)} µs, p99 ${fmt(inVersion.p99Us, 3)} µs (${fmt(inVersion.medianUs / base.medianUs, 1)}x Map)`);
  line("repeat kb.rule(n) (newest text)", `median ${fmt(newestText.medianUs, 3)} µs, p99 ${fmt(newestText.p99Us, 3)} µs (${fmt(newestText.medianUs / base.medianUs, 1)}x Map)`);
}
