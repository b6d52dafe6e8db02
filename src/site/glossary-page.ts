/**
 * The glossary: an index of every current term, and one page per entry.
 */
import { escapeHtml } from "../escape-html";
import type { GlossaryObject } from "../types";
import type { Links } from "./links";
import { page } from "./layout";

export function renderGlossaryIndex(entries: GlossaryObject[], links: Links): string {
  const items = entries.map(
    (g) => `<li><a href="${links.glossary(g.term)}">${escapeHtml(g.term)}</a>${g.obsolete ? ' <span class="badge">obsolete</span>' : ""}</li>`,
  );
  const body = `<nav class="crumbs" aria-label="Breadcrumb"><ol><li><a href="${links.home()}">Rules</a></li><li aria-current="page">Glossary</li></ol></nav>
<h1>Glossary</h1>${entries.length ? `<ul class="glossary-index">${items.join("")}</ul>` : "<p>No loaded version has a glossary.</p>"}`;
  return page({ title: "Glossary", links, body });
}

/** `exists`: whether any loaded version holds a rule number, so only those are linked. */
export function renderGlossaryPage(g: GlossaryObject, links: Links, exists: (number: string) => boolean): string {
  const aliases = g.aliases.length ? `<p class="meta">Also called ${g.aliases.map((a) => `<q>${escapeHtml(a)}</q>`).join(", ")}</p>` : "";
  const see = g.see ? `<p>See <a href="${links.glossary(g.see)}">${escapeHtml(g.see)}</a>.</p>` : "";
  const body = `<nav class="crumbs" aria-label="Breadcrumb"><ol><li><a href="${links.home()}">Rules</a></li><li><a href="${links.glossaryIndex()}">Glossary</a></li><li aria-current="page">${escapeHtml(g.term)}</li></ol></nav>
<article class="rule"><h1>${escapeHtml(g.term)}${g.obsolete ? ' <span class="badge">obsolete</span>' : ""}</h1>
<p class="meta">Glossary of ${escapeHtml(g.version.id)}, effective <time datetime="${escapeHtml(g.version.date)}">${escapeHtml(g.version.date)}</time></p>${aliases}
<div class="text">${linkRuleNumbers(g.text, links, exists)}</div>${see}</article>`;
  return page({ title: g.term, links, body, description: g.text.slice(0, 160) });
}

/** Glossary text cites rules as "See rule 702.19" or "rules 702.19a-c"; link the numbers that exist. */
function linkRuleNumbers(text: string, links: Links, exists: (number: string) => boolean): string {
  return escapeHtml(text)
    .split("\n")
    .map((line) => `<p>${line.replace(/\b(\d{3}\.\d+[a-z]?)\b/g, (n) =>
      exists(n) ? `<a class="ref" href="${links.rule(n)}">${n}</a>` : `<span class="ref missing" title="rule ${n} is in no loaded version">${n}</span>`)}</p>`)
    .join("");
}
