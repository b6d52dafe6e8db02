/**
 * The browser bundle, an enhancement of pages that work without it:
 * - `/` focuses the search box from anywhere on a page;
 * - typing in the search box lists the best matches under it (the API on
 *   the server; the prebuilt index in the static export), reachable with
 *   the arrow keys and closed with Escape;
 * - the export's search page ranks with the server's own code
 *   (search/scope.ts over the server's index) and lays results out with
 *   the server's renderResults, so both show the same results;
 * - the export's "compare two versions" form diffs in the browser.
 */
import lunr from "lunr";
import { SearchScope } from "../../search/scope";
import type { ExportedScope } from "../../search/searcher";
import type { SearchResults } from "../../types";
import { relativeLinks, serverLinks, type Links } from "../links";
import { PAGE_RESULTS, renderResults } from "../search-page";
import { wordDiff } from "../word-diff";

const SUGGESTIONS = 6;
const TYPING_DELAY_MS = 150;

const body = document.body;
const isStatic = body.dataset.mode === "static";
const links: Links = isStatic ? relativeLinks((body.dataset.home ?? "index.html").replace(/index\.html$/, "")) : serverLinks;

let scope: Promise<SearchScope> | null = null;

/** The export's search scope, fetched once. */
function localScope(): Promise<SearchScope> {
  scope ??= fetch(links.searchIndex())
    .then((r) => {
      if (!r.ok) throw new Error(`the search index could not be loaded (${r.status})`);
      return r.json() as Promise<ExportedScope>;
    })
    .then((data) => new SearchScope("current", data.docs, lunr.Index.load(data.index)));
  return scope;
}

async function search(query: string, limit: number): Promise<SearchResults> {
  if (isStatic) return (await localScope()).search(query, limit);
  const r = await fetch(`/api/search?q=${encodeURIComponent(query)}&limit=${limit}`, { headers: { accept: "application/json" } });
  const answer = await r.json();
  if (!r.ok) throw new Error(answer.message ?? `search failed (${r.status})`);
  return answer as SearchResults;
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function escapeText(text: string): string {
  const div = document.createElement("div");
  div.textContent = text;
  return div.innerHTML;
}

/** The export's search page: read ?q= and show the ranked results. */
async function staticSearchPage(out: HTMLElement, input: HTMLInputElement): Promise<void> {
  const q = new URLSearchParams(location.search).get("q") ?? "";
  if (q.trim() === "") return;
  input.value = q;
  document.title = `Search: ${q} · crkb`;
  out.innerHTML = '<p class="none">Searching…</p>';
  try {
    out.innerHTML = renderResults(await search(q, PAGE_RESULTS), links);
  } catch (e) {
    out.innerHTML = `<p class="error" role="alert">${escapeText(message(e))}</p>`;
  }
}

/** Search as you type, under the header's search box. */
function suggestAsYouType(form: HTMLFormElement, input: HTMLInputElement): void {
  const list = document.createElement("ul");
  list.className = "suggest";
  list.id = "suggest";
  list.hidden = true;
  form.append(list);
  input.setAttribute("aria-controls", list.id);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;
  // Closing also cancels a search still waiting or in flight, so a late answer cannot reopen the list.
  const close = () => {
    clearTimeout(timer);
    asked++;
    list.hidden = true;
    list.innerHTML = "";
  };
  input.addEventListener("input", () => {
    clearTimeout(timer);
    const q = input.value;
    if (q.trim().length < 2) return close();
    timer = setTimeout(async () => {
      const ticket = ++asked;
      try {
        const r = await search(q, SUGGESTIONS);
        if (ticket !== asked) return;
        list.innerHTML = r.results
          .map((x) => {
            const href = x.kind === "rule" ? links.rule(x.number!) : links.glossary(x.term!);
            const name = x.kind === "rule" ? `${x.number}${x.title ? ` ${x.title}` : ""}` : `Glossary: ${x.term}`;
            return `<li><a href="${href}"><strong>${escapeText(name)}</strong><span>${x.snippet}</span></a></li>`;
          })
          .join("");
        list.hidden = r.results.length === 0;
      } catch {
        if (ticket === asked) close();
      }
    }, TYPING_DELAY_MS);
  });
  const items = () => [...list.querySelectorAll<HTMLAnchorElement>("a")];
  form.addEventListener("keydown", (e) => {
    if (e.key === "Escape") {
      close();
      input.focus();
      return;
    }
    if (list.hidden) return;
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const next = e.key === "ArrowDown" ? Math.min(at + 1, all.length - 1) : at - 1;
      (next < 0 ? input : all[next]).focus();
    }
  });
  document.addEventListener("click", (e) => {
    if (!form.contains(e.target as Node)) close();
  });
}

/** The export's compare form: diff the page's embedded texts. */
function staticCompare(form: HTMLFormElement): void {
  const data = document.getElementById("rule-texts");
  const out = document.getElementById("compare-out");
  if (!data || !out) return;
  const texts = JSON.parse(data.textContent ?? "{}") as Record<string, string>;
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const from = (form.elements.namedItem("from") as HTMLSelectElement).value;
    const to = (form.elements.namedItem("to") as HTMLSelectElement).value;
    const a = texts[from];
    const b = texts[to];
    if (a === undefined || b === undefined) return;
    const d = wordDiff(a, b);
    out.innerHTML = a === b
      ? `<p>The text is the same in ${escapeText(from)} and ${escapeText(to)}.</p>`
      : `<p>${escapeText(from)} → ${escapeText(to)}: ${d.removed} words removed, ${d.added} added.</p><p class="diff">${d.html}</p>`;
  });
}

function start(): void {
  const form = document.querySelector<HTMLFormElement>("form.search");
  const input = document.querySelector<HTMLInputElement>("#q");
  if (form && input) {
    suggestAsYouType(form, input);
    document.addEventListener("keydown", (e) => {
      const t = e.target as HTMLElement;
      if (e.key === "/" && !/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName) && !t.isContentEditable) {
        e.preventDefault();
        input.focus();
        input.select();
      }
    });
    const out = document.getElementById("results");
    if (isStatic && out) void staticSearchPage(out, input);
  }
  const compare = document.querySelector<HTMLFormElement>("section.compare form");
  if (isStatic && compare) staticCompare(compare);
}

start();
