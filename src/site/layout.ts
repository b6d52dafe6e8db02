/**
 * The page shell every site page shares: head, header with the search box,
 * main, footer. Pages work without JavaScript; the one script (the browser
 * bundle, client/main.ts) only enhances them. Nothing is loaded from
 * another origin, and no inline script or style is used, so the content
 * security policy (server/protection.ts, or the export's meta tag) can
 * forbid both.
 */
import { escapeHtml } from "../escape-html";
import type { Links } from "./links";

/** The policy of every page: our own scripts, styles and data, nothing else. */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  "default-src": ["'none'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  "img-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "form-action": ["'self'"],
  "base-uri": ["'none'"],
};

/** Written as @fastify/helmet writes the server's header (server/protection.ts), so the two compare equal. */
export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES).map(([k, v]) => `${k} ${v.join(" ")}`).join(";");

/** The header's search form: the search page's version selector belongs to it. */
export const SEARCH_FORM_ID = "site-search";

export interface PageOptions {
  title: string;
  links: Links;
  body: string;
  /** The query to show in the header's search box. */
  query?: string;
  description?: string;
}

export function page({ title, links, body, query = "", description }: PageOptions): string {
  const meta = links.mode === "static" ? `\n<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">` : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">${meta}
<title>${escapeHtml(title)} · crkb</title>${description ? `\n<meta name="description" content="${escapeHtml(description)}">` : ""}
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${links.asset("site.css")}">
<script src="${links.asset("crkb.js")}" defer></script>
</head>
<body data-mode="${links.mode}" data-search="${links.searchIndex()}" data-home="${links.home()}">
<a class="skip" href="#main">Skip to content</a>
<header class="top">
<a class="brand" href="${links.home()}"><span class="logo" aria-hidden="true">§</span> crkb</a>
<form class="search" id="${SEARCH_FORM_ID}" role="search" action="${links.search()}" method="get">
<label class="visually-hidden" for="q">Search the rules</label>
<input id="q" name="q" type="search" value="${escapeHtml(query)}" placeholder="Search the rules or type 402.8e" autocomplete="off" maxlength="500">
<button type="submit">Search</button>
</form>
<nav aria-label="Site"><a href="${links.glossaryIndex()}">Glossary</a></nav>
</header>
<main id="main" tabindex="-1">
${body}
</main>
<footer><p>crkb — Magic: The Gathering Comprehensive Rules, every release side by side. Press <kbd>/</kbd> to search.</p></footer>
</body>
</html>
`;
}
