/**
 * The friendly error pages: a 404 says what was asked for and what is near
 * it, a 400 says what could not be read; both keep the search box filled
 * in with the user's words.
 */
import { escapeHtml } from "../escape-html";
import type { Links } from "./links";
import { page } from "./layout";

export interface Suggestion {
  href: string;
  label: string;
}

const HEADINGS: Record<number, string> = { 400: "That request could not be read", 404: "Not found" };

export function renderErrorPage(status: 400 | 404, message: string, asked: string, suggestions: Suggestion[], links: Links): string {
  const list = suggestions.length
    ? `<h2>Perhaps you meant</h2><ul class="suggestions">${suggestions.map((s) => `<li><a href="${s.href}">${escapeHtml(s.label)}</a></li>`).join("")}</ul>`
    : "";
  const body = `<h1>${HEADINGS[status]}</h1><p class="error" role="alert">${escapeHtml(message)}</p>${list}
<p>Search for it instead, or go to the <a href="${links.home()}">contents</a> or the <a href="${links.glossaryIndex()}">glossary</a>.</p>`;
  return page({ title: HEADINGS[status], links, body, query: asked });
}
