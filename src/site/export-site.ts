/**
 * `crkb export-site DIR`: the whole site as static files, for any static
 * host or CDN, with no server. The pages are the server's pages rendered
 * with relative links (links.ts). To export a hundred releases within two
 * minutes and well under a gigabyte, what is written is chosen per kind:
 * - the newest text: every rule's full page (`rules/N.html`, the whole
 *   section or rule with its subrules) and its lineage (`history/N.html`);
 *   a number no longer in use gets a short page naming its successor;
 * - every version: one page per section and part with an anchor per
 *   paragraph (section-page.ts, from the texts alone), its glossary, and
 *   its "what changed" page(s) (`releases/ID.html`, paged like the server);
 * - the glossary, the home and search pages, the assets, and the current
 *   search scope's prebuilt index, which the browser bundle ranks with the
 *   server's own code.
 *
 * Nothing is lost on failure: the export is written to a sibling directory
 * and moved into place only when complete. An existing DIR is replaced only
 * if it is empty or an earlier export (it holds MARKER).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { badInput } from "../errors";
import type { ExportedScope, KnowledgeBase } from "../knowledge-base";
import { loadAssets } from "./assets";
import { renderErrorPage } from "./error-page";
import { diffView, previousVersion } from "./changes-view";
import { renderGlossaryIndex, renderGlossaryPage, renderVersionGlossary } from "./glossary-page";
import { renderHistoryPage } from "./history-page";
import { renderDiffPage, renderReleasesPage } from "./release-page";
import { renderSectionPage } from "./section-page";
import { sectionOf, sortNumbers } from "../rules/numbers";
import type { ParagraphText } from "../types";
import { renderHomePage } from "./home-page";
import { exportPaths, SEARCH_INDEX_GLOBAL, staticLinks } from "./links";
import { renderRulePage } from "./rule-page";
import { renderSearchPage } from "./search-page";
import { historyView, homeView, ruleExists, ruleView } from "./views";

/** Marks a directory as an export, so a later export may replace it. */
export const MARKER = ".crkb-export.json";

export interface ExportReport {
  dir: string;
  pages: number;
  bytes: number;
  ms: number;
}

export function exportSite(kb: KnowledgeBase, target: string, progress: (message: string) => void = () => undefined): ExportReport {
  const started = performance.now();
  const dir = resolve(target);
  checkTarget(dir);
  const work = join(dirname(dir), `.${basename(dir)}.partial-${process.pid}`);
  removeAbandoned(dir);
  let pages = 0;
  let bytes = 0;
  const write = (path: string, body: string) => {
    const file = join(work, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, body);
    bytes += Buffer.byteLength(body);
    if (path.endsWith(".html")) pages++;
  };
  try {
    write(exportPaths.home, renderHomePage(homeView(kb), staticLinks(exportPaths.home)));
    write(exportPaths.search, renderSearchPage("", null, staticLinks(exportPaths.search)));
    write(exportPaths.notFound, renderErrorPage(404, "There is no page at this address.", "", [], staticLinks(exportPaths.notFound)));
    for (const [name, asset] of loadAssets()) write(exportPaths.asset(name), asset.body);
    const index = JSON.stringify(searchIndex(kb));
    write(exportPaths.searchIndex, index);
    // The same index as a script: a page opened from disk (file://) may load a script beside it, but not fetch a file.
    write(exportPaths.searchScript, `self.${SEARCH_INDEX_GLOBAL} = ${index};\n`);

    writeRules(kb, write, progress);
    writeReleases(kb, write, progress);

    const glossary = kb.glossaryEntries();
    const exists = ruleExists(kb);
    progress(`glossary: ${glossary.length} pages`);
    write(exportPaths.glossaryIndex, renderGlossaryIndex(glossary, staticLinks(exportPaths.glossaryIndex)));
    for (const v of kb.versions()) {
      const path = exportPaths.versionGlossary(v.id);
      write(path, renderVersionGlossary(kb.glossaryEntries(v.id), v, kb.versions(), staticLinks(path), exists));
    }
    for (const g of glossary) write(exportPaths.glossary(g.term), renderGlossaryPage(g, staticLinks(exportPaths.glossary(g.term)), exists));

    write(MARKER, JSON.stringify({ versions: kb.versions().map((v) => v.id), pages }, null, 2));
    rmSync(dir, { recursive: true, force: true });
    renameSync(work, dir);
  } catch (e) {
    rmSync(work, { recursive: true, force: true });
    throw e;
  }
  return { dir, pages, bytes, ms: Math.round(performance.now() - started) };
}

type Write = (path: string, body: string) => void;

/** Today's search scope, and the numbers of every other rule page (writeRules writes one for each number any version held). */
function searchIndex(kb: KnowledgeBase): ExportedScope {
  const scope = kb.searchExport();
  const today = new Set(scope.docs.map((d) => d.number));
  const retired = new Set<string>();
  for (const v of kb.versions()) for (const p of kb.db.paragraphs(v.id)) if (!today.has(p.number)) retired.add(p.number);
  return { ...scope, retired: sortNumbers(retired) };
}

/** Rule pages and lineages of the newest text; a short page for every number retired since. */
function writeRules(kb: KnowledgeBase, write: Write, progress: (message: string) => void): void {
  const newest = kb.versions().at(-1);
  if (!newest) return;
  const current = kb.numbers(newest.id);
  const held = new Set(current);
  const started = performance.now();
  current.forEach((n, i) => {
    if (i % 500 === 0) progress(`newest text: rule pages ${i}/${current.length} (${seconds(started)})`);
    write(exportPaths.rule(n), renderRulePage(ruleView(kb, n), staticLinks(exportPaths.rule(n))));
    write(exportPaths.ruleHistory(n), renderHistoryPage(historyView(kb, n), staticLinks(exportPaths.ruleHistory(n))));
  });
  const retired = new Set<string>();
  for (const v of kb.versions()) for (const p of kb.db.paragraphs(v.id)) if (!held.has(p.number)) retired.add(p.number);
  progress(`older numbers: ${retired.size} rule and history pages (${seconds(started)})`);
  for (const n of retired) {
    write(exportPaths.rule(n), renderRulePage(ruleView(kb, n), staticLinks(exportPaths.rule(n))));
    write(exportPaths.ruleHistory(n), renderHistoryPage(historyView(kb, n), staticLinks(exportPaths.ruleHistory(n))));
  }
}

/** Per version: its sections and parts (one page each, an anchor per paragraph) and what changed in it. */
function writeReleases(kb: KnowledgeBase, write: Write, progress: (message: string) => void): void {
  const versions = kb.versions();
  const newest = versions.at(-1);
  const current = new Set(newest ? kb.numbers(newest.id) : []);
  const started = performance.now();
  write(exportPaths.releases, renderReleasesPage(versions, staticLinks(exportPaths.releases)));
  versions.forEach((v, i) => {
    if (i % 10 === 0) progress(`releases: ${i}/${versions.length} (${seconds(started)})`);
    const groups = new Map<string, { heading: ParagraphText | null; paragraphs: ParagraphText[] }>();
    const group = (n: string) => groups.get(n) ?? groups.set(n, { heading: null, paragraphs: [] }).get(n)!;
    for (const p of kb.db.paragraphs(v.id)) {
      const section = sectionOf(p.number);
      if (p.kind === "part") group(p.number).heading = p;
      else if (section === p.number) {
        group(p.number).heading = p;
        group(p.number.charAt(0)).paragraphs.push(p);
      } else if (section !== null) group(section).paragraphs.push(p);
    }
    const numbers = [...groups.keys()];
    numbers.forEach((n, j) => {
      const same = (k: number) => numbers.slice(k).find((m) => (m.length === 1) === (n.length === 1)) ?? null;
      const previous = numbers.slice(0, j).reverse().find((m) => (m.length === 1) === (n.length === 1)) ?? null;
      const path = exportPaths.rule(n, v.id);
      const { heading, paragraphs } = groups.get(n)!;
      write(path, renderSectionPage({ version: v, number: n, heading, paragraphs, previous, next: same(j + 1), current: (m) => current.has(m) }, staticLinks(path)));
    });
    const before = previousVersion(kb, v.id);
    for (let page = 1, pages = 1; page <= pages; page++) {
      const view = before && diffView(kb, before.id, v.id, page);
      pages = view?.pages ?? 1;
      const path = exportPaths.release(v.id, page);
      write(path, renderDiffPage(view, staticLinks(path), v));
    }
  });
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(0)} s`;
}

/** Removes work directories beside `dir` left by exports whose process no longer runs (killed mid-way). */
function removeAbandoned(dir: string): void {
  const prefix = `.${basename(dir)}.partial-`;
  let siblings: string[];
  try {
    siblings = readdirSync(dirname(dir));
  } catch {
    return;
  }
  for (const name of siblings) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length));
    if (pid !== process.pid && Number.isInteger(pid) && alive(pid)) continue;
    rmSync(join(dirname(dir), name), { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Refuses a target that is a file, or a non-empty directory that is not an earlier export. */
function checkTarget(dir: string): void {
  if (!existsSync(dir)) return;
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    throw badInput(`${dir} exists and is not a directory`);
  }
  if (entries.length === 0) return;
  if (!entries.includes(MARKER)) {
    throw badInput(`${dir} is not empty and holds no earlier export (${MARKER}); choose an empty or new directory`);
  }
  try {
    JSON.parse(readFileSync(join(dir, MARKER), "utf8"));
  } catch {
    throw badInput(`${join(dir, MARKER)} is damaged; remove ${dir} by hand or choose another directory`);
  }
}
