/**
 * The home page: the loaded versions with their effective dates first, a
 * few searches to start from, and the contents of the current text.
 */
import { escapeHtml } from "../escape-html";
import type { VersionInfo } from "../types";
import type { Links } from "./links";
import { page } from "./layout";

export interface HomeView {
  versions: VersionInfo[];
  contents: Array<{ number: string; kind: "part" | "section"; title: string | null }>;
  /** A rule number of the current text to offer as a search. */
  numberExample: string | null;
}

/** Queries shown as examples: a judge's slang, an old term; a number is added from the loaded rules. */
const STARTERS = ["fizzle", "etb trigger", "summoning sickness", "removed from the game", "mana ability"];

export function renderHomePage(view: HomeView, links: Links): string {
  const versions = [...view.versions].reverse().map(
    (v) => `<tr><td><time datetime="${escapeHtml(v.date)}" class="effective">${escapeHtml(v.date)}</time></td><td>${escapeHtml(v.title)}${v.partial ? ' <span class="badge">partial</span>' : ""}</td><td class="n">${v.paragraphs}</td><td class="n">${v.glossary}</td><td><code>${escapeHtml(v.id)}</code></td></tr>`,
  );
  const starters = [...STARTERS, ...(view.numberExample ? [view.numberExample] : [])].map((q) => `<li><a href="${links.search(q)}">${escapeHtml(q)}</a></li>`).join("");
  const contents: string[] = [];
  for (const c of view.contents) {
    const item = `<a href="${links.rule(c.number)}"><span class="num">${escapeHtml(c.number)}</span>${c.title ? ` ${escapeHtml(c.title)}` : ""}</a>`;
    if (c.kind === "part") {
      if (contents.length) contents.push("</ul></li>");
      contents.push(`<li class="part">${item}<ul>`);
    } else {
      if (contents.length === 0) contents.push(`<li class="part"><ul>`);
      contents.push(`<li>${item}</li>`);
    }
  }
  if (contents.length) contents.push("</ul></li>");
  const newest = view.versions.at(-1);
  const body = `<section class="hero"><h1>Magic: The Gathering Comprehensive Rules</h1>
<p class="lead">Look up any rule by number in any release, search the way judges talk, and see how a rule changed.${newest ? ` Newest text: <strong>${escapeHtml(newest.title)}</strong>, effective <time datetime="${escapeHtml(newest.date)}">${escapeHtml(newest.date)}</time>.` : ""}</p>
<p class="try">Try one of these searches:</p><ul class="inline starters">${starters}</ul></section>
<section aria-labelledby="versions-h"><h2 id="versions-h">Loaded versions</h2><p><a href="${links.releases()}">What changed in each release</a></p>
<div class="table-wrap"><table class="versions-table"><thead><tr><th scope="col">Effective</th><th scope="col">Release</th><th scope="col" class="n">Rules</th><th scope="col" class="n">Glossary</th><th scope="col">Id</th></tr></thead><tbody>${versions.join("")}</tbody></table></div></section>
<section aria-labelledby="contents-h"><h2 id="contents-h">Contents</h2><ul class="contents">${contents.join("")}</ul></section>`;
  return page({ title: "Comprehensive Rules", links, body, description: "Search and browse the Magic: The Gathering Comprehensive Rules, every release." });
}
