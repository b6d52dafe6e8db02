/**
 * The browser bundle, an enhancement of pages that work without it:
 * - `/` focuses the search box from anywhere on a page;
 * - typing in the search box lists the best matches under it (the API on
 *   the server, in the version the search page's selector names; the
 *   prebuilt index in the static export), an ARIA combobox (combobox.ts):
 *   the arrow keys move through them with focus kept in the box, Enter
 *   opens one, Escape closes the list;
 * - the search page's version selector searches again when changed;
 * - the export's search page ranks with the server's own code
 *   (search/scope.ts over the server's index) and lays results out with
 *   the server's renderResults, pages included, so both show the same
 *   results; exactly a rule number goes straight to the rule, as on the
 *   server (one retired since, to its page saying what it became). Its index is a script beside the pages (search-index.js), which
 *   a copy opened from disk (file://) may load where it may not fetch;
 * - the export's "compare two versions" form diffs in the browser.
 */
import lunr from "lunr";
import { ALL } from "../../search/documents";
import { SearchScope } from "../../search/scope";
import type { ExportedScope } from "../../search/searcher";
import type { SearchResults } from "../../types";
import { relativeLinks, SEARCH_INDEX_GLOBAL, serverLinks, type Links } from "../links";
import { MAX_PAGE, PAGE_RESULTS, renderResults, type ResultsView } from "../search-page";
import { wordDiff } from "../word-diff";
import { FILE_PROTOCOL_MESSAGE, moveActive, setUpCombobox, showActive } from "./combobox";
import { localExactRule, localPageExists, localSearch } from "./local-search";

const SUGGESTIONS = 6;
const TYPING_DELAY_MS = 150;

const body = document.body;
const isStatic = body.dataset.mode === "static";
const links: Links = isStatic ? relativeLinks((body.dataset.home ?? "index.html").replace(/index\.html$/, "")) : serverLinks;

interface LocalIndex {
  scope: SearchScope;
  retired: Set<string>;
}

let scope: Promise<LocalIndex> | null = null;

/** The export's search scope: its index script, loaded once. */
function localScope(): Promise<LocalIndex> {
  scope ??= new Promise<ExportedScope>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = links.searchScript()!;
    script.onload = () => {
      const data = (self as unknown as Record<string, ExportedScope | undefined>)[SEARCH_INDEX_GLOBAL];
      if (data) resolve(data);
      else reject(new Error("the search index loaded but holds nothing"));
    };
    script.onerror = () => reject(new Error(location.protocol === "file:" ? FILE_PROTOCOL_MESSAGE : `the search index (${links.searchScript()}) could not be loaded`));
    document.head.append(script);
  }).then((data) => ({ scope: new SearchScope("current", data.docs, lunr.Index.load(data.index)), retired: new Set(data.retired) }));
  return scope;
}

/** The version the search page's selector names, if any. */
function chosenVersion(): string {
  return document.querySelector<HTMLSelectElement>("#search-version")?.value ?? "";
}

async function search(query: string, limit: number): Promise<SearchResults> {
  if (isStatic) return localSearch((await localScope()).scope, query, limit);
  const version = chosenVersion();
  const r = await fetch(`/api/search?q=${encodeURIComponent(query)}&limit=${limit}${version ? `&version=${encodeURIComponent(version)}` : ""}`, { headers: { accept: "application/json" } });
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

/** The export's search page: read ?q= and ?page=, and show that page of the ranked results. */
async function staticSearchPage(out: HTMLElement, input: HTMLInputElement): Promise<void> {
  const params = new URLSearchParams(location.search);
  const q = params.get("q") ?? "";
  if (q.trim() === "") return;
  input.value = q;
  document.title = `Search: ${q} · crkb`;
  const asked = params.get("page") ?? "1";
  const page = /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : 0;
  if (page < 1 || page > MAX_PAGE) {
    out.innerHTML = `<p class="error" role="alert">page must be a whole number from 1 to ${MAX_PAGE}</p>`;
    return;
  }
  out.innerHTML = '<p class="none">Searching…</p>';
  try {
    const results = await search(q, page * PAGE_RESULTS);
    const local = await localScope();
    const rule = localExactRule(results, local.retired);
    if (rule) return location.replace(links.rule(rule));
    const view: ResultsView = { page, exists: localPageExists(local.scope, local.retired) };
    out.innerHTML = renderResults(results, links, view);
  } catch (e) {
    out.innerHTML = `<p class="error" role="alert">${escapeText(message(e))}</p>`;
  }
}

/** Search as you type, under the header's search box: a combobox with a listbox of suggestions. */
function suggestAsYouType(form: HTMLFormElement, input: HTMLInputElement): void {
  const list = document.createElement("ul");
  list.className = "suggest";
  list.id = "suggest";
  list.hidden = true;
  form.append(list);
  setUpCombobox(input, list);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;
  let active = -1;
  const options = () => [...list.querySelectorAll<HTMLElement>("[role=option]")];
  const setOpen = (open: boolean) => {
    list.hidden = !open;
    input.setAttribute("aria-expanded", String(open));
    active = -1;
    showActive(input, options(), -1);
  };
  // Closing also cancels a search still waiting or in flight, so a late answer cannot reopen the list.
  const close = () => {
    clearTimeout(timer);
    asked++;
    list.innerHTML = "";
    setOpen(false);
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
        const version = chosenVersion();
        list.innerHTML = r.results
          .map((x, i) => {
            const where = x.retired ? x.version.id : version && version !== ALL ? version : null;
            const href = x.kind === "rule" ? links.rule(x.number!, where) : links.glossary(x.term!);
            const name = x.kind === "rule" ? `${x.number}${x.title ? ` ${x.title}` : ""}` : `Glossary: ${x.term}`;
            return `<li role="option" id="suggest-${i}" aria-selected="false"><a tabindex="-1" href="${escapeText(href)}"><strong>${escapeText(name)}</strong><span>${x.snippet}</span></a></li>`;
          })
          .join("");
        setOpen(r.results.length > 0);
      } catch {
        if (ticket === asked) close();
      }
    }, TYPING_DELAY_MS);
  });
  input.addEventListener("keydown", (e) => {
    if (e.key === "Escape") {
      // Escape closes an open list and keeps the words; with the list closed, the box clears as search boxes do.
      if (!list.hidden) e.preventDefault();
      close();
      return;
    }
    if (list.hidden) return;
    const all = options();
    if (e.key === "Enter" && active >= 0) {
      e.preventDefault();
      all[active].querySelector("a")?.click();
      return;
    }
    const next = moveActive(active, all.length, e.key);
    if (next === null) return;
    e.preventDefault();
    active = next;
    showActive(input, all, active);
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
    // Another version searches the same words again at once.
    document.querySelector<HTMLSelectElement>("#search-version")?.addEventListener("change", () => form.requestSubmit());
    const out = document.getElementById("results");
    if (isStatic && out) void staticSearchPage(out, input);
  }
  const compare = document.querySelector<HTMLFormElement>("section.compare form");
  if (isStatic && compare) staticCompare(compare);
}

start();
