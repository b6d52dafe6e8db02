/**
 * A parsed paragraph as history, diff and search compare it: its number,
 * kind, title, text, examples and section, with the revision date a source
 * gives it. One conversion for every reader of parsed versions.
 */
import type { ParagraphText, ParsedVersion } from "../types";
import { sectionOf } from "./numbers";

export function paragraphTexts(v: ParsedVersion): ParagraphText[] {
  return v.paragraphs.map((p) => ({
    number: p.number,
    kind: p.kind,
    title: p.title ?? null,
    text: p.text,
    examples: p.examples.map((e) => e.text),
    section: sectionOf(p.number),
    date: p.date ?? null,
    ...(p.truncated ? { truncated: true } : {}),
  }));
}
