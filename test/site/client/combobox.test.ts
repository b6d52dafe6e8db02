import { describe, expect, it } from "vitest";
import { FILE_PROTOCOL_MESSAGE, moveActive, setUpCombobox, showActive } from "../../../src/site/client/combobox";

/** The attributes of an element, which is all these functions touch. */
function element(id = ""): HTMLElement & { attrs: Map<string, string> } {
  const attrs = new Map<string, string>();
  return {
    id,
    attrs,
    setAttribute: (k: string, v: string) => void attrs.set(k, v),
    removeAttribute: (k: string) => void attrs.delete(k),
  } as unknown as HTMLElement & { attrs: Map<string, string> };
}

describe("moveActive", () => {
  it("moves down and up through the options, up from the first back to the typed text", () => {
    expect(moveActive(-1, 3, "ArrowDown")).toBe(0);
    expect(moveActive(2, 3, "ArrowDown")).toBe(2);
    expect(moveActive(1, 3, "ArrowUp")).toBe(0);
    expect(moveActive(0, 3, "ArrowUp")).toBe(-1);
    expect(moveActive(1, 3, "End")).toBe(2);
    expect(moveActive(-1, 3, "Home")).toBeNull();
  });

  it("ignores other keys and an empty list", () => {
    expect(moveActive(0, 3, "a")).toBeNull();
    expect(moveActive(-1, 0, "ArrowDown")).toBeNull();
  });
});

describe("the combobox's attributes", () => {
  it("marks the input as a combobox controlling a listbox", () => {
    const input = element() as unknown as HTMLInputElement & { attrs: Map<string, string> };
    const list = element("suggest");
    setUpCombobox(input, list);
    expect(Object.fromEntries(input.attrs)).toEqual({ role: "combobox", "aria-autocomplete": "list", "aria-expanded": "false", "aria-controls": "suggest" });
    expect(list.attrs.get("role")).toBe("listbox");
  });

  it("names the active option in aria-activedescendant and aria-selected, and none for -1", () => {
    const input = element() as unknown as HTMLInputElement & { attrs: Map<string, string> };
    const options = [element("suggest-0"), element("suggest-1")];
    showActive(input, options, 1);
    expect(input.attrs.get("aria-activedescendant")).toBe("suggest-1");
    expect(options.map((o) => o.attrs.get("aria-selected"))).toEqual(["false", "true"]);
    showActive(input, options, -1);
    expect(input.attrs.has("aria-activedescendant")).toBe(false);
    expect(options.map((o) => o.attrs.get("aria-selected"))).toEqual(["false", "false"]);
  });

  it("tells a reader of a copy opened from a file what to do", () => {
    expect(FILE_PROTOCOL_MESSAGE).toMatch(/over HTTP/);
    expect(FILE_PROTOCOL_MESSAGE).toMatch(/python3 -m http\.server/);
  });
});
