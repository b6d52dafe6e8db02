/**
 * Rule text as HTML: escaped, with every cross-reference a link. The
 * parser found the citations (rules/cross-refs.ts) and recorded how each
 * was written, so a citation is linked where its written form occurs; one
 * to a paragraph that is not in the same version is marked, not linked.
 */
import { escapeHtml } from "../escape-html";
import type { RuleRef } from "../types";

export function linkRefs(text: string, refs: RuleRef[], href: (number: string) => string): string {
  let out = "";
  let at = 0;
  for (;;) {
    let next: { index: number; ref: RuleRef } | null = null;
    for (const ref of refs) {
      const i = text.indexOf(ref.cited, at);
      if (i >= 0 && (next === null || i < next.index || (i === next.index && ref.cited.length > next.ref.cited.length))) next = { index: i, ref };
    }
    if (next === null) break;
    const cited = escapeHtml(next.ref.cited);
    out += escapeHtml(text.slice(at, next.index));
    out += next.ref.exists
      ? `<a class="ref" href="${href(next.ref.number)}">${cited}</a>`
      : `<span class="ref missing" title="rule ${escapeHtml(next.ref.number)} is not in this version">${cited}</span>`;
    at = next.index + next.ref.cited.length;
  }
  return out + escapeHtml(text.slice(at));
}
