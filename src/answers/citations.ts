/**
 * The paragraphs an answer cites, with their text from the knowledge base.
 *
 * The engine implements the 2006-2008 rules of the seeds, so a citation
 * quotes the newest seed version that holds the paragraph (402.8e is the
 * 2008 rulings dump's "comes into play" text), then a release of that era,
 * never a later release that reuses the number (402 is "Hand" in 2026).
 */
import type { RulesSource } from "./rules-source";
import type { Because } from "../types";

/** The last date of the era whose rules the engine implements. */
const ERA_END = "2008-12-31";

export function cite(kb: RulesSource, rule: string, detail: string): Because {
  const holding = new Set(kb.versionsWith(rule));
  const versions = kb.versions().filter((v) => holding.has(v.id) && v.date <= ERA_END);
  const seed = versions.filter((v) => v.kind !== "release").at(-1);
  const v = seed ?? versions.at(-1);
  if (!v) return { rule, version: "", text: "", detail: `${detail} (rule ${rule} is not in any loaded version of 2006-2008)` };
  return { rule, version: v.id, text: kb.rule(rule, v.id).text, detail };
}

/**
 * `cite` for many decisions at once (a run's log): each paragraph is looked
 * up once, however many decisions cite it.
 */
export function citer(kb: RulesSource): (rule: string, detail: string) => Because {
  const quoted = new Map<string, Because>();
  return (rule, detail) => {
    let q = quoted.get(rule);
    if (!q) {
      q = cite(kb, rule, "");
      quoted.set(rule, q);
    }
    return q.version ? { ...q, detail } : cite(kb, rule, detail);
  };
}
