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
  const cited = refs.filter((r) => r.cited !== "");
  for (;;) {
    let next: { index: number; ref: RuleRef } | null = null;
    for (const ref of cited) {
      const i = whole(text, ref.cited, at);
      if (i >= 0 && (next === null || i < next.index || (i === next.index && ref.cited.length > next.ref.cited.length))) next = { index: i, ref };
    }
    if (next === null) break;
    const words = escapeHtml(next.ref.cited);
    out += escapeHtml(text.slice(at, next.index));
    out += next.ref.exists
      ? `<a class="ref" href="${href(next.ref.number)}">${words}</a>`
      : `<span class="ref missing" title="rule ${escapeHtml(next.ref.number)} is not in this version">${words}</span>`;
    at = next.index + next.ref.cited.length;
  }
  return out + escapeHtml(text.slice(at));
}

/** The next occurrence of `cited` from `from` that is not part of a longer number or word ("6" in "60"). */
function whole(text: string, cited: string, from: number): number {
  for (let i = text.indexOf(cited, from); i >= 0; i = text.indexOf(cited, i + 1)) {
    const before = text[i - 1] ?? " ";
    const after = text[i + cited.length] ?? " ";
    if (!/[0-9A-Za-z]/.test(before) && !/[0-9A-Za-z]/.test(after)) return i;
  }
  return -1;
}
