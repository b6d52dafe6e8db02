/**
 * The rules site in a real browser (the system's Chromium, driven by
 * playwright-core): the server's pages on a free port, and the static
 * export (exportSite) served over HTTP by a small file server, since its
 * search fetches the prebuilt index. One browser for the file, a fresh
 * context and page for each test.
 *
 * The knowledge base is the embedded seeds only (`versions: []`): sections
 * 401-415 of the 2006 fragments and section 402 of the 2008 rulings dump.
 * 402.8e is "comes into play" in the rulings dump (the newest text) and the
 * activated-ability cost rule in the fragments.
 *
 * Full-page screenshots go to test-artifacts/ for a person to look at.
 * Without /usr/bin/chromium the whole file is skipped, with a message.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openKnowledgeBase, type KnowledgeBase } from "../../src/knowledge-base";
import { exportSite } from "../../src/site/export-site";
import { CHROMIUM, HAS_CHROMIUM, launchBrowser, screenshot, serveStatic, startSite, watchProblems, type Running } from "./support";

const RULINGS_402_8E = "An object's ability that modifies how it comes into play functions as that object is coming into play.";
const FRAGMENTS_402_8E = "An object’s activated ability that has a cost that can’t be paid while the object is in play";
const FRAGMENTS = "fragments-2006";
const RULINGS = "rulings-2008-03-17";

/** Playwright's own waits give up well before the test's time is out, with a clearer message. */
const STEP_MS = 20_000;
const TEST_MS = 60_000;

if (!HAS_CHROMIUM) {
  console.warn(`test/browser: ${CHROMIUM} is missing, so the browser tests are skipped (apt-get install chromium to run them)`);
}

/** Whitespace-normalised text, as a reader sees it. */
function squash(text: string | null): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** The texts of the result links of the search page shown. */
async function resultNames(page: Page): Promise<string[]> {
  return (await page.locator("ol.results a.hit").allTextContents()).map(squash);
}

async function ruleText(page: Page): Promise<string> {
  return squash(await page.locator("article.rule > .text").textContent());
}

async function focusedId(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.id ?? "");
}

describe.skipIf(!HAS_CHROMIUM)("the rules site in Chromium", { timeout: TEST_MS }, () => {
  let kb: KnowledgeBase;
  let browser: Browser;
  let site: Running;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    kb = openKnowledgeBase({ versions: [] });
    [browser, site] = await Promise.all([launchBrowser(), startSite(kb)]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** A fresh context and page; `viewport` for the phone test. */
  async function open(viewport = { width: 1280, height: 900 }): Promise<Page> {
    await context?.close();
    context = await browser.newContext({ viewport });
    context.setDefaultTimeout(STEP_MS);
    page = await context.newPage();
    problems = await watchProblems(page);
    return page;
  }

  beforeEach(async () => {
    await open();
  });

  afterEach(async () => {
    await context?.close();
  });

  describe("the server's pages", () => {
    it("searches from the home page and opens a result", async () => {
      await page.goto(`${site.url}/`);
      await screenshot(page, "home-page.png");
      await page.locator("#q").fill("fizzle");
      await Promise.all([page.waitForURL(`${site.url}/search?q=fizzle`), page.locator("#q").press("Enter")]);

      const items = page.locator("ol.results > li");
      expect(await items.count()).toBeGreaterThanOrEqual(3);
      expect(await page.locator("ol.results mark").count()).toBeGreaterThan(0);
      expect(await page.locator("#q").inputValue()).toBe("fizzle");
      await screenshot(page, "results-page.png");

      const first = items.first().locator("a.hit");
      const number = squash(await first.locator(".num").textContent());
      expect(number).toMatch(/^\d{3}\.\d+[a-z]?$/);
      await Promise.all([page.waitForURL((u) => u.pathname === `/rules/${number}`), first.click()]);
      expect(squash(await page.locator("h1").textContent())).toContain(number);
      expect(problems).toEqual([]);
    });

    it("follows a child link and a cross-reference", async () => {
      await page.goto(`${site.url}/rules/402.8`);
      expect(squash(await page.locator("h1").textContent())).toContain("402.8");
      await screenshot(page, "rule-page.png");
      await Promise.all([page.waitForURL(`${site.url}/rules/402.8a`), page.locator("section.children a[href='/rules/402.8a']").click()]);
      expect(squash(await page.locator("h1").textContent())).toContain("402.8a");

      // Find a paragraph whose text cites another that exists: walk the
      // sections' pages, then their children's, to the first with a.ref.
      let from: string | null = null;
      for (let s = 401; s <= 415 && from === null; s++) {
        const res = await page.goto(`${site.url}/rules/${s}`);
        if (res?.status() !== 200) continue;
        const candidates = [`/rules/${s}`, ...(await page.locator("section.children a").evaluateAll((as) => as.map((a) => a.getAttribute("href")!)))];
        for (const path of candidates) {
          if (path !== `/rules/${s}`) await page.goto(`${site.url}${path}`);
          if ((await page.locator("article.rule a.ref").count()) > 0) {
            from = path;
            break;
          }
        }
      }
      expect(from, "some seed paragraph links a cross-reference").not.toBeNull();
      const before = squash(await page.locator("h1").textContent());
      const ref = page.locator("article.rule a.ref").first();
      const href = (await ref.getAttribute("href"))!;
      const cited = href.replace(/^\/rules\//, "").replace(/\?.*$/, "");
      expect(cited).toMatch(/^\d{3}(\.\d+[a-z]?)?$/);
      await Promise.all([page.waitForURL((u) => u.pathname === `/rules/${cited}`), ref.click()]);
      const after = squash(await page.locator("h1").textContent());
      expect(after).not.toBe(before);
      expect(after.startsWith(cited)).toBe(true);
    });

    it("switches a rule to another version", async () => {
      await page.goto(`${site.url}/rules/402.8e`);
      expect(await ruleText(page)).toContain(RULINGS_402_8E);
      const current = page.locator("section.versions a[aria-current='page']");
      expect(await current.count()).toBe(1);
      expect(await current.getAttribute("href")).toBe(`/rules/402.8e?version=${RULINGS}`);

      const link = page.locator(`section.versions a[href='/rules/402.8e?version=${FRAGMENTS}']`);
      await Promise.all([page.waitForURL(`${site.url}/rules/402.8e?version=${FRAGMENTS}`), link.click()]);
      expect(new URL(page.url()).searchParams.get("version")).toBe(FRAGMENTS);
      const text = await ruleText(page);
      expect(text).toContain(FRAGMENTS_402_8E);
      expect(text).not.toContain("comes into play");
      expect(await current.count()).toBe(1);
      expect(await current.getAttribute("href")).toBe(`/rules/402.8e?version=${FRAGMENTS}`);
    });

    it("lists the history and compares two versions", async () => {
      await page.goto(`${site.url}/rules/402.8e`);
      const entries = page.locator("section.history ol.timeline > li");
      // Added in the fragments; in the rulings dump that text moved to 402.8f
      // and a new one took the number.
      expect(await entries.count()).toBe(3);
      const history = (await entries.allInnerTexts()).map(squash);
      expect(history[0]).toMatch(new RegExp(`^added ${FRAGMENTS} 2006-10-01\\b`, "i"));
      expect(history[1]).toMatch(new RegExp(`^moved ${RULINGS} 2008-03-17 .*402\\.8f`, "i"));
      expect(history[2]).toMatch(new RegExp(`^added ${RULINGS} 2008-03-17\\b`, "i"));

      // Compare the other way round from the form's default (older → newer).
      const form = page.locator("section.compare form");
      await form.locator("select[name=from]").selectOption(RULINGS);
      await form.locator("select[name=to]").selectOption(FRAGMENTS);
      await Promise.all([
        page.waitForURL(`${site.url}/rules/402.8e/diff?from=${RULINGS}&to=${FRAGMENTS}`),
        form.locator("button[type=submit]").click(),
      ]);
      expect(squash(await page.locator("h1").textContent())).toContain("402.8e");
      const removed = squash((await page.locator("p.diff del").allTextContents()).join(" "));
      const added = squash((await page.locator("p.diff ins").allTextContents()).join(" "));
      expect(removed).toContain("modifies");
      expect(added).toContain("activated");
      expect(problems).toEqual([]);
    });

    it("works from the keyboard: skip link, / to search, arrows through suggestions, Escape", async () => {
      await page.goto(`${site.url}/rules/402.8e`);
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.className)).toBe("skip");
      expect(squash(await page.locator("a.skip").textContent())).toBe("Skip to content");
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => document.activeElement?.id === "main");

      await page.keyboard.press("/");
      await page.waitForFunction(() => document.activeElement?.id === "q");
      expect(await page.locator("#q").inputValue()).toBe("");

      await page.keyboard.type("402.8");
      const list = page.locator("ul.suggest");
      await list.locator("a").first().waitFor({ state: "visible" });
      expect(await list.isHidden()).toBe(false);
      const links = list.locator("a");
      expect(await links.count()).toBeGreaterThan(1);

      // A combobox: the arrows move the active option while focus stays in the box.
      const box = page.locator("#q");
      expect(await box.getAttribute("role")).toBe("combobox");
      expect(await box.getAttribute("aria-expanded")).toBe("true");
      expect(await box.getAttribute("aria-controls")).toBe("suggest");
      expect(await list.getAttribute("role")).toBe("listbox");
      await page.keyboard.press("ArrowDown");
      expect(await box.getAttribute("aria-activedescendant")).toBe("suggest-0");
      await page.keyboard.press("ArrowDown");
      expect(await box.getAttribute("aria-activedescendant")).toBe("suggest-1");
      expect(await list.locator("[aria-selected=true]").getAttribute("id")).toBe("suggest-1");
      await page.keyboard.press("ArrowUp");
      expect(await box.getAttribute("aria-activedescendant")).toBe("suggest-0");
      expect(await focusedId(page)).toBe("q");
      await page.keyboard.press("ArrowUp");
      expect(await box.getAttribute("aria-activedescendant")).toBeNull();
      expect(await focusedId(page)).toBe("q");

      await page.keyboard.press("Escape");
      await list.waitFor({ state: "hidden" });
      expect(await focusedId(page)).toBe("q");
      expect(await page.locator("#q").inputValue()).toBe("402.8");
      expect(problems).toEqual([]);
    });

    it("Enter opens the active suggestion", async () => {
      await page.goto(`${site.url}/`);
      await page.locator("#q").focus();
      await page.keyboard.type("402.8");
      const options = page.locator("ul.suggest [role=option]");
      await options.first().waitFor({ state: "visible" });
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      const href = (await options.nth(1).locator("a").getAttribute("href"))!;
      await Promise.all([page.waitForURL(`${site.url}${href}`), page.keyboard.press("Enter")]);
      expect(squash(await page.locator("h1").textContent())).toContain(href.replace("/rules/", ""));
      expect(problems).toEqual([]);
    });

    it("pages through results and keeps the chosen version, which searches again when changed", async () => {
      await page.goto(`${site.url}/search?q=ability`);
      const first = await resultNames(page);
      expect(squash(await page.locator("nav.pages span").textContent())).toMatch(/^Page 1 of \d+$/);
      await Promise.all([page.waitForURL(`${site.url}/search?q=ability&page=2`), page.locator("nav.pages a[rel=next]").click()]);
      expect(await page.locator("ol.results").getAttribute("start")).toBe("21");
      const second = await resultNames(page);
      expect(second.length).toBeGreaterThan(0);
      expect(second.filter((n) => first.includes(n))).toEqual([]);

      // The selector belongs to the header's form: choosing a version searches again in it.
      await Promise.all([page.waitForURL(`${site.url}/search?q=ability&version=${FRAGMENTS}`), page.locator("#search-version").selectOption(FRAGMENTS)]);
      expect(await page.locator("#search-version").inputValue()).toBe(FRAGMENTS);
      expect(new Set(await page.locator("ol.results .hit-meta").allTextContents())).toEqual(new Set([`${FRAGMENTS} · 2006-10-01`]));
      // A new query from the header box keeps it.
      await page.locator("#q").fill("mana ability");
      await Promise.all([page.waitForURL(`${site.url}/search?q=mana+ability&version=${FRAGMENTS}`), page.locator("#q").press("Enter")]);
      expect(await page.locator("#search-version").inputValue()).toBe(FRAGMENTS);
      // Suggestions ask the version chosen too.
      const asked = page.waitForRequest((r) => r.url().includes("/api/search?") && r.url().includes(`version=${FRAGMENTS}`));
      await page.locator("#q").fill("trample");
      await asked;

      // Every release: the fragments' 402.8e, whose text is 402.8f word for word since the 2008 rulings, is listed once, as 402.8f, saying so.
      await page.locator("#q").fill("cost that can't be paid");
      await Promise.all([page.waitForURL((u) => u.searchParams.get("version") === FRAGMENTS), page.locator("#q").press("Enter")]);
      await Promise.all([page.waitForURL((u) => u.searchParams.get("version") === "all"), page.locator("#search-version").selectOption("all")]);
      const note = page.locator("ol.results p.hit-formerly").first();
      expect(squash(await note.textContent())).toBe("The same text was 402.8e (last in fragments-2006).");
      await screenshot(page, "results-every-release.png");
      expect(problems).toEqual([]);
    });

    it("goes straight to the rule when the query is exactly a rule number", async () => {
      await page.goto(`${site.url}/`);
      await page.locator("#q").fill("402.8e");
      await Promise.all([page.waitForURL(`${site.url}/rules/402.8e`), page.locator("#q").press("Enter")]);
      expect(await ruleText(page)).toContain(RULINGS_402_8E);
    });

    it("shows no console errors or CSP violations on any kind of page", async () => {
      const paths = ["/", "/search?q=fizzle", "/search", "/rules/402.8", "/rules/402.8e", `/rules/402.8e?version=${FRAGMENTS}`,
        `/rules/402.8e/diff?from=${FRAGMENTS}&to=${RULINGS}`, "/glossary"];
      for (const path of paths) {
        const res = await page.goto(`${site.url}${path}`);
        expect(res?.status(), path).toBe(200);
        // The stylesheet applied (a blocked one would leave the page unstyled).
        expect(await page.evaluate(() => getComputedStyle(document.querySelector("a.skip")!).position), path).not.toBe("static");
      }
      // Search as you type: the bundle's fetch to /api/search, under connect-src.
      await page.locator("#q").fill("fizzle");
      await page.locator("ul.suggest a").first().waitFor({ state: "visible" });
      expect(problems).toEqual([]);
    });

    it("fits a phone's screen without sideways scrolling", async () => {
      await open({ width: 390, height: 844 });
      for (const path of ["/rules/402.8", "/rules/402.8e", `/rules/402.8e/diff?from=${FRAGMENTS}&to=${RULINGS}`, "/search?q=fizzle", "/"]) {
        await page.goto(`${site.url}${path}`);
        if (path === "/rules/402.8") await screenshot(page, "rule-page-phone.png");
        if (path === "/search?q=fizzle") await screenshot(page, "results-page-phone.png");
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, path).toBeLessThanOrEqual(390);
      }
    });
  });

  describe("the static export", () => {
    let tmp: string;
    let exported: Running;

    beforeAll(async () => {
      tmp = mkdtempSync(join(tmpdir(), "crkb-browser-"));
      const dir = join(tmp, "site");
      exportSite(kb, dir);
      exported = await serveStatic(dir);
    });

    afterAll(async () => {
      await exported?.close();
      if (tmp) rmSync(tmp, { recursive: true, force: true });
    });

    it("searches in the browser and ranks as the server does", async () => {
      // The export's search page holds no results; the bundle renders them.
      const raw = await (await fetch(`${exported.url}/search.html?q=fizzle`)).text();
      expect(raw).not.toContain('class="results"');

      await page.goto(`${exported.url}/index.html`);
      await page.locator("#q").fill("fizzle");
      await Promise.all([page.waitForURL(`${exported.url}/search.html?q=fizzle`), page.locator("#q").press("Enter")]);
      await page.locator("#results ol.results > li").first().waitFor();
      expect(await page.locator("#results mark").count()).toBeGreaterThan(0);
      expect(await page.title()).toBe("Search: fizzle · crkb");
      const local = await resultNames(page);
      await screenshot(page, "export-search.png");

      const server = await context.newPage();
      await server.goto(`${site.url}/search?q=fizzle`);
      const remote = await resultNames(server);
      expect(local.length).toBeGreaterThanOrEqual(5);
      expect(local.slice(0, 5)).toEqual(remote.slice(0, 5));
      expect(squash(await page.locator("#results p.count").textContent())).toBe(squash(await server.locator("#results p.count").textContent()));
      expect(problems).toEqual([]);
    });

    it("ranks every starter query of the home page as the server does", async () => {
      await page.goto(`${exported.url}/index.html`);
      const starters = await page.locator("ul.starters a").evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
      expect(starters.length).toBeGreaterThan(3);
      const server = await context.newPage();
      for (const href of starters) {
        const q = new URL(href, `${exported.url}/`).searchParams.get("q")!;
        await server.goto(`${site.url}/search?q=${encodeURIComponent(q)}`);
        const rule = /^\/rules\/([^/?]+)$/.exec(new URL(server.url()).pathname);
        if (rule) {
          // Exactly a rule number: both go straight to the rule.
          await Promise.all([page.waitForURL(`${exported.url}/rules/${rule[1]}.html`), page.goto(`${exported.url}/${href}`)]);
          continue;
        }
        await page.goto(`${exported.url}/${href}`);
        await page.locator("#results p.count, #results p.none").first().waitFor();
        expect((await resultNames(page)).slice(0, 5), q).toEqual((await resultNames(server)).slice(0, 5));
        expect(squash(await page.locator("#results p.count").textContent()), q).toBe(squash(await server.locator("#results p.count").textContent()));
      }
      expect(problems).toEqual([]);
    });

    it("browses: result, child, another version, and the compare form", async () => {
      await page.goto(`${exported.url}/search.html?q=fizzle`);
      const first = page.locator("#results ol.results a.hit").first();
      const number = squash(await first.locator(".num").textContent());
      await Promise.all([page.waitForURL(`${exported.url}/rules/${number}.html`), first.click()]);
      expect(squash(await page.locator("h1").textContent())).toContain(number);

      // The header's search from a rule page, one directory down: exactly a rule number goes straight to it.
      await page.locator("#q").fill("402.8");
      await Promise.all([page.waitForURL(`${exported.url}/rules/402.8.html`), page.locator("#q").press("Enter")]);

      // 402.8's page holds its subrules in full, each with its permalink.
      const child = page.locator("section.children a.num", { hasText: /^402\.8e$/ });
      await Promise.all([page.waitForURL(`${exported.url}/rules/402.8e.html`), child.click()]);
      expect(await ruleText(page)).toContain(RULINGS_402_8E);

      // An older release is exported as section pages: the link lands at 402.8e's anchor on 402's page.
      const version = page.locator(`section.versions a[href$='versions/${FRAGMENTS}/rules/402.html#402.8e']`);
      await Promise.all([page.waitForURL(`${exported.url}/versions/${FRAGMENTS}/rules/402.html#402.8e`), version.click()]);
      expect(squash(await page.locator("li[id='402.8e']").textContent())).toContain(squash(FRAGMENTS_402_8E));
      await page.goto(`${exported.url}/rules/402.8e.html`);

      const form = page.locator("section.compare form");
      await form.locator("select[name=from]").selectOption(RULINGS);
      await form.locator("select[name=to]").selectOption(FRAGMENTS);
      await form.locator("button[type=submit]").click();
      const out = page.locator("#compare-out");
      await out.locator("p.diff").waitFor();
      expect(page.url()).toBe(`${exported.url}/rules/402.8e.html`);
      expect(squash(await out.textContent())).toMatch(new RegExp(`^${RULINGS} → ${FRAGMENTS}: \\d+ words removed, \\d+ added\\.`));
      expect(squash((await out.locator("del").allTextContents()).join(" "))).toContain("modifies");
      expect(squash((await out.locator("ins").allTextContents()).join(" "))).toContain("activated");
      await screenshot(page, "export-rule-page.png");
      expect(problems).toEqual([]);
    });

    it("pages through results in the browser, as the server does", async () => {
      await page.goto(`${exported.url}/search.html?q=ability&page=2`);
      await page.locator("#results ol.results > li").first().waitFor();
      expect(await page.locator("#results ol.results").getAttribute("start")).toBe("21");
      const server = await context.newPage();
      await server.goto(`${site.url}/search?q=ability&page=2`);
      expect(await resultNames(page)).toEqual(await resultNames(server));
      await Promise.all([page.waitForURL(`${exported.url}/search.html?q=ability`), page.locator("nav.pages a[rel=prev]").click()]);
      await page.locator("#results ol.results > li").first().waitFor();
      expect(await page.locator("#results ol.results").getAttribute("start")).toBe("1");
      // A page that is not one says so, as the server's page does.
      for (const bad of ["x", "0", "6", "9".repeat(50)]) {
        await page.goto(`${exported.url}/search.html?q=ability&page=${bad}`);
        expect(squash(await page.locator("#results p.error[role=alert]").textContent()), bad).toBe("page must be a whole number from 1 to 5");
      }
      expect(problems).toEqual([]);
    });

    it("searches when opened from disk (file://), where a fetch of the index would be refused", async () => {
      await page.goto(`file://${join(tmp, "site", "search.html")}?q=fizzle`);
      await page.locator("#results ol.results > li").first().waitFor();
      const server = await context.newPage();
      await server.goto(`${site.url}/search?q=fizzle`);
      expect((await resultNames(page)).slice(0, 5)).toEqual((await resultNames(server)).slice(0, 5));
      // And suggests as you type there too.
      await page.locator("#q").fill("402.8");
      await page.locator("ul.suggest a").first().waitFor({ state: "visible" });
      expect(problems).toEqual([]);
    });

    it("says plainly what to do when the index cannot be loaded from disk", async () => {
      const copy = join(tmp, "no-index");
      cpSync(join(tmp, "site"), copy, { recursive: true });
      rmSync(join(copy, "search-index.js"));
      await page.goto(`file://${join(copy, "search.html")}?q=fizzle`);
      const alert = page.locator("#results p.error[role=alert]");
      await alert.waitFor();
      expect(squash(await alert.textContent())).toContain("python3 -m http.server");
      rmSync(copy, { recursive: true, force: true });
    });

    it("suggests as you type from the prebuilt index, with links that work from any depth", async () => {
      await page.goto(`${exported.url}/versions/${FRAGMENTS}/rules/402.html`);
      await page.keyboard.press("/");
      await page.waitForFunction(() => document.activeElement?.id === "q");
      await page.keyboard.type("402.8");
      const link = page.locator("ul.suggest a").first();
      await link.waitFor({ state: "visible" });
      const name = squash(await link.locator("strong").textContent());
      const number = name.split(" ")[0];
      await Promise.all([page.waitForURL(`${exported.url}/rules/${number}.html`), link.click()]);
      expect(squash(await page.locator("h1").textContent())).toContain(number);
      expect(problems).toEqual([]);
    });
  });
});
