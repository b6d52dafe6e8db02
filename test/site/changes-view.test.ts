/**
 * What changed between two versions (src/site/changes-view.ts) and its pages
 * (release-page.ts, history-page.ts, section-page.ts), on two real releases
 * far apart (2008-10-01 and 2026-01-16: thousands of changes), so a page
 * must stay bounded.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { KnowledgeBase, openKnowledgeBase } from "../../src/knowledge-base";
import { CHANGES_PER_PAGE, diffView, previousVersion } from "../../src/site/changes-view";
import { renderHistoryPage } from "../../src/site/history-page";
import { serverLinks, staticLinks } from "../../src/site/links";
import { renderDiffPage, renderReleasesPage } from "../../src/site/release-page";
import { historyView } from "../../src/site/views";
import { describeWithCorpus, release } from "../support/corpus";
import { expectNoInlineScriptOrStyle } from "./page-checks";

const OLD = "2008-10-01";
const NEW = "2026-01-16";

describeWithCorpus("diffView of two distant releases", () => {
  let kb: KnowledgeBase;
  beforeAll(() => {
    kb = openKnowledgeBase({ seeds: false, versions: [release(`cr-${OLD}.txt`), release(`cr-${NEW}.txt`)] });
  }, 120_000);

  it("pages the changes: every page at most CHANGES_PER_PAGE, all of them across the pages, none twice", () => {
    const first = diffView(kb, OLD, NEW);
    const d = kb.diff(OLD, NEW);
    const total = d.added.length + d.removed.length + d.edited.length + d.moved.length;
    expect(first.total).toBe(total);
    expect(first.pages).toBe(Math.ceil(total / CHANGES_PER_PAGE));
    expect(first.pages).toBeGreaterThan(2);
    const seen = new Set<string>();
    for (let p = 1; p <= first.pages; p++) {
      const view = diffView(kb, OLD, NEW, p);
      expect(view.items.length).toBeLessThanOrEqual(CHANGES_PER_PAGE);
      for (const c of view.items) seen.add(`${c.kind} ${c.from ?? ""} ${c.number}`);
    }
    expect(seen.size).toBe(total);
  });

  it("gives each change its texts, examples included, and refuses a page past the last", () => {
    const last = diffView(kb, OLD, NEW).pages;
    const moved = diffView(kb, OLD, NEW, last).items.filter((c) => c.kind === "moved");
    expect(moved.length).toBeGreaterThan(0);
    for (const c of moved) expect(c.before !== null && c.after !== null, c.number).toBe(true);
    expect(() => diffView(kb, OLD, NEW, last + 1)).toThrow(/page must be a whole number from 1 to/);
  });

  it("a page says which changes it shows and links the next page", () => {
    const html = renderDiffPage(diffView(kb, OLD, NEW), serverLinks);
    expect(html).toContain(`Changes 1–${CHANGES_PER_PAGE} of `);
    expect(html).toContain(`<a rel="next" href="/diff?from=${OLD}&to=${NEW}&page=2">`);
    expectNoInlineScriptOrStyle(html);
  });

  it("the release's previous version is the release before it; the first has none", () => {
    expect(previousVersion(kb, NEW)?.id).toBe(OLD);
    expect(previousVersion(kb, OLD)).toBeNull();
  });

  it("the releases page and a lineage page pass the page checks, static and served", () => {
    for (const links of [serverLinks, staticLinks("history/113.6.html")]) {
      expectNoInlineScriptOrStyle(renderReleasesPage(kb.versions(), links));
      expectNoInlineScriptOrStyle(renderHistoryPage(historyView(kb, "113.6"), links));
    }
  });
});

describe("diffView input", () => {
  it("refuses an unknown version and a malformed one", () => {
    const kb = openKnowledgeBase({ versions: [] });
    expect(() => diffView(kb, "fragments-2006", "1999-01-01")).toThrow(/unknown version/);
    expect(() => diffView(kb, "<b>", "fragments-2006")).toThrow(/is not a version id/);
  });
});
