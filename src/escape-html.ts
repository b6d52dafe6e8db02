/**
 * HTML escaping, the one place it is done. Rule text, glossary text, user
 * queries and snippets all pass through here before they reach a page, so
 * `<script>` typed into a search box comes back as text.
 */
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}
