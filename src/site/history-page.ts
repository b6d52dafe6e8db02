/**
 * A rule's lineage page (`/rules/:number/history`): the rule followed
 * through every release and renumbering (402.8 in 2003, 112.5 in 2009, …,
 * 113.6 today), each step with its date, its number then, what changed and
 * its text, edits and moves as word diffs; releases that left the text
 * alone collapse into one line.
 */
import { escapeHtml } from "../escape-html";
import type { Links } from "./links";
import { page } from "./layout";
import type { HistoryView, LineageStep } from "./views";
import { wordDiff } from "./word-diff";

export function renderHistoryPage(view: HistoryView, links: Links): string {
  const { asked, today, retired } = view;
  const now = today
    ? `Today it is <a href="${links.rule(today)}">${escapeHtml(today)}</a>.`
    : "No text of this lineage is in the newest release.";
  const note = retired
    ? `<p class="note">${escapeHtml(retired.number)} was last used in ${escapeHtml(retired.lastIn.date)} and retired in ${escapeHtml(retired.retiredIn.date)}. ${now}</p>`
    : `<p class="meta">${now}</p>`;
  const items = view.steps.map((s) => (s.kind === "step" ? step(s, links) : unchanged(s)));
  const body = `<nav class="crumbs" aria-label="Breadcrumb"><ol><li><a href="${links.home()}">Rules</a></li><li><a href="${links.rule(today ?? asked)}">${escapeHtml(today ?? asked)}</a></li><li aria-current="page">History</li></ol></nav>
<article class="rule"><h1>History of <span class="num">${escapeHtml(asked)}</span></h1>${note}
<p class="meta">Every release that added, changed, moved or removed this text, oldest first. Removed words are <del>struck through</del>, added words <ins>underlined</ins>.</p>
<ol class="timeline lineage">${items.join("\n")}</ol></article>`;
  return page({ title: `History of ${asked}`, links, body });
}

function step(s: Extract<LineageStep, { kind: "step" }>, links: Links): string {
  const e = s.entry;
  const number = s.linked ? `<a href="${links.rule(e.number, e.version)}">${escapeHtml(e.number)}</a>` : escapeHtml(e.number);
  const from = s.before && s.before.number !== e.number
    ? ` from ${s.before.linked ? `<a href="${links.rule(s.before.number, s.before.version)}">${escapeHtml(s.before.number)}</a>` : escapeHtml(s.before.number)}`
    : "";
  let text = "";
  if (s.text === null) text = s.before ? `<p class="diff"><del>${escapeHtml(s.before.text)}</del></p>` : "";
  else if (s.before === null || e.change === "added") text = `<p class="text">${escapeHtml(s.text)}</p>`;
  else text = `<p class="diff">${s.before.text === s.text ? escapeHtml(s.text) : wordDiff(s.before.text, s.text).html}</p>`;
  return `<li class="change-${e.change}"><time datetime="${escapeHtml(e.date)}">${escapeHtml(e.date)}</time> <span class="badge">${e.change}</span> <span class="num">${number}</span>${from} <span class="detail">(${escapeHtml(e.version)}: ${escapeHtml(e.detail)})</span>${text}</li>`;
}

function unchanged(s: Extract<LineageStep, { kind: "unchanged" }>): string {
  const span = s.count === 1 ? escapeHtml(s.first.date) : `${escapeHtml(s.first.date)} to ${escapeHtml(s.last.date)}`;
  return `<li class="change-unchanged"><span class="detail">unchanged in ${s.count} release${s.count === 1 ? "" : "s"}, ${span}</span></li>`;
}
