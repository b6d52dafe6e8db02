/**
 * The paragraphs an answer cites, with their text from the knowledge base.
 *
 * The engine implements the 2006-2008 rules of the seeds, so a citation
 * quotes the newest seed version that holds the paragraph (402.8e is the
 * 2008 rulings dump's "comes into play" text), then a release of that era,
 * never a later release that reuses the number (402 is "Hand" in 2026).
 *
 * Which version and text a number quotes depends only on the rules source and
 * its list of versions, so it is looked up once per (source, versions list)
 * and kept: a verdict cites the same few paragraphs every time, and their
 * lookup (every version holding the number, then its text) was a third of a
 * remembered verdict's cost. A source whose versions list is another array
 * (another library, or versions loaded since) is looked up afresh.
 */
import type { RulesSource } from "./rules-source";
import type { Because, VersionInfo } from "../types";

/** The last date of the era whose rules the engine implements. */
const ERA_END = "2008-12-31";

/** What a number quotes, without the decision's detail. */
type Quote = Omit<Because, "detail">;

const quotes = new WeakMap<RulesSource, WeakMap<VersionInfo[], Map<string, Quote>>>();

function quoted(kb: RulesSource): Map<string, Quote> {
  let bySource = quotes.get(kb);
  if (!bySource) quotes.set(kb, (bySource = new WeakMap()));
  const versions = kb.versions();
  let byRule = bySource.get(versions);
  if (!byRule) bySource.set(versions, (byRule = new Map()));
  return byRule;
}

function quote(kb: RulesSource, rule: string): Quote {
  const holding = new Set(kb.versionsWith(rule));
  const versions = kb.versions().filter((v) => holding.has(v.id) && v.date <= ERA_END);
  const seed = versions.filter((v) => v.kind !== "release").at(-1);
  const v = seed ?? versions.at(-1);
  return v ? { rule, version: v.id, text: kb.rule(rule, v.id).text } : { rule, version: "", text: "" };
}

export function cite(kb: RulesSource, rule: string, detail: string): Because {
  const memo = quoted(kb);
  let q = memo.get(rule);
  if (!q) memo.set(rule, (q = quote(kb, rule)));
  // Written out, not spread ({...q, detail}): a spread was most of a citation's cost (0.7 against 0.01 µs).
  return { rule: q.rule, version: q.version, text: q.text, detail: q.version ? detail : `${detail} (rule ${rule} is not in any loaded version of 2006-2008)` };
}

/** `cite` for many decisions at once (a run's log). */
export function citer(kb: RulesSource): (rule: string, detail: string) => Because {
  return (rule, detail) => cite(kb, rule, detail);
}
