/**
 * The glossary: an index of every current term, and one page per entry.
 */
import { escapeHtml } from "../escape-html";
import type { GlossaryObject, VersionInfo } from "../types";
import type { Links } from "./links";
import { page } from "./layout";

export function renderGlossaryIndex(entries: GlossaryObject[], links: Links): string {
  const items = entries.map(
    (g) => `<li><a href="${links.glossary(g.term)}">${escapeHtml(g.term)}</a>${g.obsolete ? ' <span class="badge">obsolete</span>' : ""}</li>`,
  );
  const body = `<nav class="crumbs" aria-label="Breadcrumb"><ol><li><a href="${links.home()}">Rules</a></li><li aria-current="page">Glossary</li></ol></nav>
<h1>Glossary</h1><p class="meta">The newest entry of every term. The glossary as of one release: <a href="${links.releases()}">pick a release</a>.</p>${entries.length ? `<ul class="glossary-index">${items.join("")}</ul>` : "<p>No loaded version has a glossary.</p>"}`;
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

/**
 * The glossary as of one release, every entry in full on one page (an
 * anchor per term), with a picker of the other versions' glossaries.
 */
export function renderVersionGlossary(entries: GlossaryObject[], version: VersionInfo, versions: VersionInfo[], links: Links, exists: (number: string) => boolean): string {
  const withGlossary = [...versions].reverse().filter((v) => v.glossary > 0);
  const picker = links.mode === "server"
    ? `<form action="${links.glossaryIndex()}" method="get"><label>Glossary of <select name="version">${withGlossary.map((v) => `<option value="${escapeHtml(v.id)}"${v.id === version.id ? " selected" : ""}>${escapeHtml(v.date)} ${escapeHtml(v.title)}</option>`).join("")}</select></label> <button type="submit">Show</button></form>`
    : `<details><summary>Other releases' glossaries</summary><ul class="inline">${withGlossary.map((v) => `<li><a href="${links.glossaryIndex(v.id)}">${escapeHtml(v.date)}</a></li>`).join("")}</ul></details>`;
  const items = entries.map((g) => `<li id="${escapeHtml(glossaryAnchor(g.term))}"><strong>${escapeHtml(g.term)}</strong>${g.obsolete ? ' <span class="badge">obsolete</span>' : ""}${linkRuleNumbers(g.text, links, exists)}</li>`);
  const body = `<nav class="crumbs" aria-label="Breadcrumb"><ol><li><a href="${links.home()}">Rules</a></li><li><a href="${links.glossaryIndex()}">Glossary</a></li><li aria-current="page">${escapeHtml(version.date)}</li></ol></nav>
<h1>Glossary of ${escapeHtml(version.date)}</h1><p class="meta">${entries.length} entries of <code>${escapeHtml(version.id)}</code>, effective <time datetime="${escapeHtml(version.date)}">${escapeHtml(version.date)}</time>.</p>${picker}
${entries.length ? `<ul class="glossary-index">${items.join("")}</ul>` : "<p>This version has no glossary.</p>"}`;
  return page({ title: `Glossary of ${version.date}`, links, body });
}

/** A term as an anchor id: "Converted Mana Cost" -> "converted-mana-cost". */
function glossaryAnchor(term: string): string {
  return term.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || "entry";
}
