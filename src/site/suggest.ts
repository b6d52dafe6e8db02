/**
 * Suggestions for a page that does not exist: for a rule number, the
 * nearest paragraph above it that does and that paragraph's children; for
 * anything else, the best search hits for its words.
 */
import type { KnowledgeBase } from "../knowledge-base";
import { parentNumber, parseNumber } from "../rules/numbers";
import type { Links } from "./links";
import type { Suggestion } from "./error-page";

const MAX_SUGGESTIONS = 8;

export function suggest(kb: KnowledgeBase, asked: string, links: Links): Suggestion[] {
  const out: Suggestion[] = [];
  const number = parseNumber(asked.trim())?.canonical;
  if (number) {
    for (let n = parentNumber(number); n !== null; n = parentNumber(n)) {
      if (kb.versionsWith(n).length === 0) continue;
      const near = kb.rule(n);
      out.push({ href: links.rule(n), label: `${n}${near.title ? ` ${near.title}` : ""}` });
      for (const c of near.children.slice(0, MAX_SUGGESTIONS - 1)) out.push({ href: links.rule(c), label: c });
      break;
    }
  }
  const words = asked.replace(/[^\p{L}\p{N}.]+/gu, " ").trim();
  if (out.length < MAX_SUGGESTIONS && words) {
    try {
      for (const r of kb.search(words, { limit: MAX_SUGGESTIONS }).results) {
        const href = r.kind === "rule" ? links.rule(r.number!) : links.glossary(r.term!);
        if (!out.some((s) => s.href === href)) out.push({ href, label: r.kind === "rule" ? `${r.number}${r.title ? ` ${r.title}` : ""}` : `Glossary: ${r.term}` });
      }
    } catch {
      // Words the search cannot read (only punctuation, too long) suggest nothing.
    }
  }
  return out.slice(0, MAX_SUGGESTIONS);
}
