/**
 * A section (or part) of one release as the export writes it: every
 * paragraph of the section on one page with an anchor each
 * (`versions/2009-10-01/rules/112.html#112.6`), previous/next section, and
 * links to the release's "what changed" page, the paragraph's newest text
 * and its lineage. Built from the release's texts alone (no facts), so a
 * hundred releases export in seconds.
 */
import { escapeHtml } from "../escape-html";
import type { ParagraphText, VersionInfo } from "../types";
import type { Links } from "./links";
import { page } from "./layout";

export interface SectionView {
  version: VersionInfo;
  /** The section or part number, and its heading where the release has one. */
  number: string;
  heading: ParagraphText | null;
  /** Its paragraphs in rule order (a part: its sections). */
  paragraphs: ParagraphText[];
  previous: string | null;
  next: string | null;
  /** Whether a paragraph's number has a page in the newest text (else no link to it). */
  current: (number: string) => boolean;
}

export function renderSectionPage(view: SectionView, links: Links): string {
  const v = view.version;
  const title = `${view.number}${view.heading?.title ? ` ${view.heading.title}` : ""}`;
  const items = view.paragraphs.map((p) => {
    const examples = p.examples.map((ex) => `<aside class="example"><strong>Example:</strong> ${escapeHtml(ex)}</aside>`).join("");
    const more = view.current(p.number) ? ` <a class="permalink" href="${links.rule(p.number)}">newest text</a>` : "";
    return `<li id="${escapeHtml(p.number)}"><a class="num" href="#${escapeHtml(p.number)}">${escapeHtml(p.number)}</a>${p.title ? ` <strong>${escapeHtml(p.title)}</strong>` : ""}${more} <a class="permalink" href="${links.ruleHistory(p.number)}">history</a>${p.text ? p.text.split(/\n+/).map((t) => `<p>${escapeHtml(t)}</p>`).join("") : ""}${examples}</li>`;
  });
  const step = (n: string | null, rel: string, label: string) => (n ? `<a rel="${rel}" href="${links.rule(n, v.id)}">${label} <span class="num">${escapeHtml(n)}</span></a>` : "");
  const nav = [step(view.previous, "prev", "Previous:"), step(view.next, "next", "Next:")].filter(Boolean).join(" · ");
  const body = `<nav class="crumbs" aria-label="Breadcrumb"><ol><li><a href="${links.home()}">Rules</a></li><li><a href="${links.release(v.id)}">${escapeHtml(v.date)}</a></li><li aria-current="page">${escapeHtml(view.number)}</li></ol></nav>
<article class="rule"><h1><span class="num">${escapeHtml(view.number)}</span>${view.heading?.title ? ` ${escapeHtml(view.heading.title)}` : ""}</h1>
<p class="meta">From <strong>${escapeHtml(v.title)}</strong>, effective <time datetime="${escapeHtml(v.date)}">${escapeHtml(v.date)}</time> (<code>${escapeHtml(v.id)}</code>) · <a href="${links.release(v.id)}">what changed in this release</a></p>
${view.heading?.text ? `<div class="text"><p>${escapeHtml(view.heading.text)}</p></div>` : ""}
<section class="children whole"><ol>${items.join("")}</ol></section>
${nav ? `<nav class="neighbours" aria-label="Previous and next">${nav}</nav>` : ""}</article>`;
  return page({ title: `${title} (${v.date})`, links, body });
}
