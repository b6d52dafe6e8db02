/**
 * The search box's suggestions as an ARIA combobox (WAI-ARIA 1.2 combobox
 * with a listbox popup): focus stays in the input, the arrow keys move the
 * active option, which the input names in aria-activedescendant, Enter
 * follows the active option's link, Escape closes the list.
 */

/** The option made active by an arrow key, -1 for none (back to the typed text), null for another key. */
export function moveActive(at: number, count: number, key: string): number | null {
  if (count === 0) return null;
  if (key === "ArrowDown") return Math.min(at + 1, count - 1);
  if (key === "ArrowUp") return Math.max(at - 1, -1);
  if (key === "Home" && at >= 0) return 0;
  if (key === "End" && at >= 0) return count - 1;
  return null;
}

/** Marks the input and the list as a combobox and its listbox. */
export function setUpCombobox(input: HTMLInputElement, list: HTMLElement): void {
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-expanded", "false");
  input.setAttribute("aria-controls", list.id);
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", "Suggestions");
}

/** Shows option `at` as active (or none for -1), in the input's aria-activedescendant and each option's aria-selected. */
export function showActive(input: HTMLInputElement, options: HTMLElement[], at: number): void {
  options.forEach((o, i) => o.setAttribute("aria-selected", String(i === at)));
  if (at >= 0) {
    input.setAttribute("aria-activedescendant", options[at].id);
    options[at].scrollIntoView?.({ block: "nearest" });
  } else input.removeAttribute("aria-activedescendant");
}

/**
 * What to tell a reader of the export when its search index would not load
 * from a file (a browser that refuses even scripts beside the page).
 */
export const FILE_PROTOCOL_MESSAGE =
  "This browser would not load the search index of a copy opened from a file. " +
  "Serve the export's folder over HTTP instead: run `python3 -m http.server` (or `npx serve`) in it and open the address it prints. " +
  "The contents, the rules and the glossary work without it.";
