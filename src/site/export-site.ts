/**
 * `crkb export-site DIR`: the whole site as static files, for any static
 * host or CDN, with no server. The pages are the server's pages rendered
 * with relative links (links.ts): every rule in its newest text and in each
 * version that holds it, the glossary, the home and search pages, the
 * assets, and the current search scope's prebuilt index, which the browser
 * bundle ranks with the server's own code.
 *
 * Nothing is lost on failure: the export is written to a sibling directory
 * and moved into place only when complete. An existing DIR is replaced only
 * if it is empty or an earlier export (it holds MARKER).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { badInput } from "../errors";
import type { KnowledgeBase } from "../knowledge-base";
import { loadAssets } from "./assets";
import { renderErrorPage } from "./error-page";
import { renderGlossaryIndex, renderGlossaryPage } from "./glossary-page";
import { renderHomePage } from "./home-page";
import { exportPaths, staticLinks } from "./links";
import { renderRulePage } from "./rule-page";
import { renderSearchPage } from "./search-page";
import { homeView, ruleExists, ruleView } from "./views";

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
    write(exportPaths.searchIndex, JSON.stringify(kb.searchExport()));

    const newest = new Set<string>();
    for (const v of kb.versions()) {
      const numbers = kb.numbers(v.id);
      progress(`${v.id}: ${numbers.length} rule pages`);
      for (const n of numbers) {
        newest.add(n);
        write(exportPaths.rule(n, v.id), renderRulePage(ruleView(kb, n, v.id), staticLinks(exportPaths.rule(n, v.id))));
      }
    }
    progress(`newest text: ${newest.size} rule pages`);
    for (const n of newest) write(exportPaths.rule(n), renderRulePage(ruleView(kb, n), staticLinks(exportPaths.rule(n))));

    const glossary = kb.glossaryEntries();
    const exists = ruleExists(kb);
    progress(`glossary: ${glossary.length} pages`);
    write(exportPaths.glossaryIndex, renderGlossaryIndex(glossary, staticLinks(exportPaths.glossaryIndex)));
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
