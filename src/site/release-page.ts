/**
 * The releases: the list of every loaded version (date first, as judges
 * name them), one release's "what changed" page, and the comparison of any
 * two versions. Edits and moves are word diffs; a page shows
 * CHANGES_PER_PAGE changes and links to the next.
 */
import { escapeHtml } from "../escape-html";
import type { VersionInfo } from "../types";
import type { ChangeItem, ChangeKind, DiffView } from "./changes-view";
import type { Links } from "./links";
import { page } from "./layout";
import { wordDiff } from "./word-diff";

const KIND_LABELS: Record<ChangeKind, string> = { added: "Added", removed: "Removed", edited: "Edited", moved: "Moved" };

export function renderReleasesPage(versions: VersionInfo[], links: Links): string {
  const rows = [...versions].reverse().map(
    (v) => `<tr><td><a href="${links.release(v.id)}"><time datetime="${escapeHtml(v.date)}" class="effective">${escapeHtml(v.date)}</time></a></td><td>${escapeHtml(v.title)}${v.partial ? ' <span class="badge">partial</span>' : ""}</td><td class="n">${v.paragraphs}</td><td><a href="${links.glossaryIndex(v.id)}">glossary</a></td><td><code>${escapeHtml(v.id)}</code></td></tr>`,
  );
  const body = `<nav class="crumbs" aria-label="Breadcrumb"><ol><li><a href="${links.home()}">Rules</a></li><li aria-current="page">Releases</li></ol></nav>
<h1>Releases</h1><p class="meta">Every loaded version, newest first, by effective date; each links to what changed in it.</p>
<div class="table-wrap"><table class="versions-table"><thead><tr><th scope="col">Effective</th><th scope="col">Release</th><th scope="col" class="n">Rules</th><th scope="col">Glossary</th><th scope="col">Id</th></tr></thead><tbody>${rows.join("")}</tbody></table></div>`;
  return page({ title: "Releases", links, body });
}

/**
 * `release`: set on a release's own page (the diff from the version before
 * it); `null` there for the first loaded version, which has nothing before.
 */
export function renderDiffPage(view: DiffView | null, links: Links, release?: VersionInfo): string {
  const title = release ? `What changed on ${release.date}` : `Changes ${view!.from.date} → ${view!.to.date}`;
  const crumbs = `<nav class="crumbs" aria-label="Breadcrumb"><ol><li><a href="${links.home()}">Rules</a></li><li><a href="${links.releases()}">Releases</a></li><li aria-current="page">${escapeHtml(release ? release.date : "Compare")}</li></ol></nav>`;
  if (view === null) {
    const body = `${crumbs}<h1>${escapeHtml(title)}</h1><p class="note">${escapeHtml(release!.id)} is the first loaded version: there is nothing before it to compare with. See the <a href="${links.releases()}">other releases</a>.</p>`;
    return page({ title, links, body });
  }
  const { from, to, counts } = view;
  const summary = (Object.keys(KIND_LABELS) as ChangeKind[]).map((k) => `<li>${KIND_LABELS[k]}: <strong>${counts[k]}</strong></li>`).join("");
  const scope = view.scope === "all" ? "" : `<p class="note">One side holds only some sections; only sections ${escapeHtml(view.scope.join(", "))} were compared.</p>`;
  const shown = view.total === 0
    ? "<p>No paragraph changed.</p>"
    : `<p class="meta">Changes ${view.offset + 1}–${view.offset + view.items.length} of ${view.total}, in the order added, removed, edited, moved.${view.page < view.pages ? ` <a rel="next" href="${links.diff(from.id, to.id, view.page + 1)}">Next ${Math.min(view.total - view.offset - view.items.length, view.items.length)} changes</a>.` : ""}${view.page > 1 ? ` <a rel="prev" href="${links.diff(from.id, to.id, view.page - 1)}">Previous page</a>.` : ""}</p>`;
  const items = view.items.map((c) => item(c, view, links)).join("\n");
  const body = `${crumbs}<article class="rule"><h1>${escapeHtml(title)}</h1>
<p class="meta">From <a href="${links.release(from.id)}">${escapeHtml(from.date)}</a> (<code>${escapeHtml(from.id)}</code>) to <a href="${links.release(to.id)}">${escapeHtml(to.date)}</a> (<code>${escapeHtml(to.id)}</code>). Removed words are <del>struck through</del>, added words <ins>underlined</ins>.</p>
<ul class="inline">${summary}</ul>${scope}${shown}<ol class="timeline changes">${items}</ol></article>`;
  return page({ title, links, body });
}

function item(c: ChangeItem, view: DiffView, links: Links): string {
  const num = (n: string, version: string) => `<a class="num" href="${links.rule(n, version)}">${escapeHtml(n)}</a>`;
  const head = c.kind === "removed" ? num(c.number, view.from.id) : num(c.number, view.to.id);
  const from = c.from ? ` from ${num(c.from, view.from.id)}` : "";
  let text: string;
  if (c.before !== null && c.after !== null) text = c.before === c.after ? escapeHtml(c.after) : wordDiff(c.before, c.after).html;
  else if (c.after !== null) text = `<ins>${escapeHtml(c.after)}</ins>`;
  else if (c.before !== null) text = `<del>${escapeHtml(c.before)}</del>`;
  else text = "(its text could not be read)";
  return `<li class="change-${c.kind}"><span class="badge">${c.kind}</span> ${head}${from}<p class="diff">${text}</p></li>`;
}
