/**
 * Checks every site page must pass, shared by the page tests: the content
 * security policy forbids inline scripts and styles, so a page may carry
 * no script without a src except a JSON data block, no style attribute or
 * element, and no event-handler attribute.
 */
import { expect } from "vitest";

export function expectNoInlineScriptOrStyle(html: string): void {
  const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) {
    expect(/\ssrc="[^"]+"/.test(tag) || /\stype="application\/json"/.test(tag), tag).toBe(true);
  }
  expect(html).not.toMatch(/ style=/i);
  expect(html).not.toMatch(/<style\b/i);
  expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
}
