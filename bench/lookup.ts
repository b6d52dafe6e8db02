/**
 * In-process lookup: `kb.rule(number)` (entity by lookup ref, children,
 * references through AVET) against a plain `Map` holding the same answers,
 * over every numbered paragraph of the newest release.
 */
import type { KnowledgeBase } from "../src/knowledge-base";
import { fmt, line, time } from "./stats";

export function benchLookup(kb: KnowledgeBase): void {
  const newest = kb.versions()[kb.versions().length - 1];
  const numbers = kb.db.paragraphs(newest.id).map((p) => p.number);
  const map = new Map(numbers.map((n) => [n, kb.rule(n, newest.id)]));
  const calls = 50_000;
  const base = time((i) => map.get(numbers[i % numbers.length]), calls);
  const inVersion = time((i) => kb.rule(numbers[i % numbers.length], newest.id), calls);
  const newestText = time((i) => kb.rule(numbers[i % numbers.length]), calls);
  console.log(`\nLookup by number, in process (${numbers.length} paragraphs of ${newest.id}, ${calls} calls)`);
  line("Map.get (baseline)", `median ${fmt(base.medianUs, 3)} µs, p99 ${fmt(base.p99Us, 3)} µs`);
  line(`kb.rule(n, "${newest.id}")`, `median ${fmt(inVersion.medianUs)} µs, p99 ${fmt(inVersion.p99Us)} µs (${fmt(inVersion.medianUs / base.medianUs, 0)}x Map)`);
  line("kb.rule(n) (newest text of the number)", `median ${fmt(newestText.medianUs)} µs, p99 ${fmt(newestText.p99Us)} µs (${fmt(newestText.medianUs / base.medianUs, 0)}x Map)`);
}
