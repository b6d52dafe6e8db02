/**
 * Assertions the answer tests share: a citation of a paragraph with its
 * text, a citation of a paragraph the loaded versions lack, and a call
 * refused as bad input (400, exit 2) with a message that starts with the
 * path of the bad field.
 */
import { expect } from "vitest";
import { CrkbError } from "../../src/errors";
import type { Because } from "../../src/types";

/** `rule` is cited, with the paragraph's text (containing `words`) and a detail. */
export function expectCites(x: { because: Because[] }, rule: string, words?: string): Because {
  const b = x.because.find((c) => c.rule === rule);
  expect(b, `${rule} cited in ${JSON.stringify(x.because.map((c) => c.rule))}`).toBeDefined();
  expect(b!.version.length).toBeGreaterThan(0);
  expect(b!.text.length).toBeGreaterThan(0);
  if (words) expect(b!.text).toContain(words);
  expect(b!.detail.length).toBeGreaterThan(0);
  return b!;
}

/** `rule` is cited, though no loaded version holds it: no text, and a detail saying so. */
export function expectCitesUnloaded(x: { because: Because[] }, rule: string): Because {
  const b = x.because.find((c) => c.rule === rule);
  expect(b, `${rule} cited in ${JSON.stringify(x.because.map((c) => c.rule))}`).toBeDefined();
  expect(b!.text).toBe("");
  expect(b!.version).toBe("");
  expect(b!.detail).toContain(`rule ${rule} is not in any loaded version`);
  return b!;
}

/** `f` is refused as bad input; its message starts with `path` followed by ":" (or by "." when `nested`). */
export function expectBadInput(f: () => unknown, path: string, nested = false): string {
  let caught: unknown;
  try {
    f();
  } catch (e) {
    caught = e;
  }
  expect(caught, "the input should have been refused").toBeInstanceOf(CrkbError);
  const err = caught as CrkbError;
  expect(err.status).toBe(400);
  expect(err.exitCode).toBe(2);
  expect(err.code).toBe("bad_input");
  const starts = err.message.startsWith(`${path}:`) || (nested && err.message.startsWith(`${path}.`));
  expect(starts, `"${err.message}" should start with "${path}"`).toBe(true);
  return err.message;
}
