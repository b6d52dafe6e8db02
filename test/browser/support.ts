/**
 * Helpers of the real-browser tests (site.test.ts): the system's Chromium
 * (Debian's package; a browser is never downloaded), the site server and a
 * static file server for the export, both on a free port of 127.0.0.1, and
 * a watch on each page for console errors, uncaught exceptions and content
 * security policy violations.
 */
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, relative, resolve, sep } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import type { KnowledgeBase } from "../../src/knowledge-base";
import { buildApp } from "../../src/server/app";

export const CHROMIUM = "/usr/bin/chromium";
export const HAS_CHROMIUM = existsSync(CHROMIUM);

/** Where the screenshots go (gitignored). */
export const ARTIFACTS = resolve(__dirname, "..", "..", "test-artifacts");

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox"] });
}

export interface Running {
  /** The origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  close(): Promise<void>;
}

/** The site server over `kb`, without the rate limit, on a free port. */
export async function startSite(kb: KnowledgeBase): Promise<Running> {
  const app = await buildApp({ kb, rateLimit: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
};

/** A static host for an export directory: a path is a file under `dir`, anything else a 404. */
export async function serveStatic(dir: string): Promise<Running> {
  const root = resolve(dir);
  const server: Server = createServer((request, response) => {
    const notFound = () => {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      response.end("not found");
    };
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    } catch {
      return notFound();
    }
    if (path.endsWith("/")) path += "index.html";
    const file = resolve(root, `.${path}`);
    const inside = relative(root, file);
    if (inside.startsWith("..") || inside.split(sep).includes("..")) return notFound();
    if (!existsSync(file) || !statSync(file).isFile()) return notFound();
    response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    response.end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((done, fail) => server.close((e) => (e ? fail(e) : done()))),
  };
}

/**
 * Everything a page reported as wrong: console errors (Chromium logs a
 * refused script, style or fetch there, and any load that failed),
 * uncaught exceptions, and each
 * `securitypolicyviolation` event, which a script added before the page's
 * own reports on the console.
 */
export async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() !== "error") return;
    const url = m.location().url;
    // Chromium asks for /favicon.ico on its own, not the page; the site has
    // none, so that 404 is the browser's convention, not a page's fault.
    if (url.endsWith("/favicon.ico")) return;
    problems.push(`console: ${m.text()}${url ? ` (${url})` : ""}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "(inline)"}`);
    });
  });
  return problems;
}

/** A full-page PNG in test-artifacts/. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, name), fullPage: true });
}
