/**
 * Parser for the seed fragments of the 2006-2007 CR (rules/seeds/000-003):
 * copies of sections 401-415 taken from web pages, in two shapes.
 *
 * - plain: one paragraph a line, straight quotes for apostrophes and quote
 *   marks, ".s." artifacts, paragraphs and examples run together on one line,
 *   a heading with its first subrule on one line, and unnumbered lines that
 *   continue the paragraph above (415.3's second paragraph).
 * - typographic: curly quotes, a blank line between paragraphs, and in one
 *   copy a paragraph cut short and followed by the page's trailer in another
 *   language.
 *
 * Contract: returns the paragraphs in source order with repaired text, and a
 * problem for every repair, every line it skipped and every paragraph it
 * found truncated. Lines in another script are page trailer, reported as
 * skipped; any other unnumbered line continues the paragraph above it, and
 * one before any paragraph is reported as unplaced.
 */
import type { Paragraph, Problem } from "../types";
import { parseNumber } from "./numbers";
import { leadingNumber, looksLikeTitle, splitRunOn } from "./paragraph-splitter";
import { repairPlainText } from "./repair";

export interface FragmentParse {
  typographic: boolean;
  paragraphs: Paragraph[];
  problems: Problem[];
}

/** Letters of scripts the CR is not written in: a web page's trailer. */
const FOREIGN_SCRIPT = /[\u0400-\u04FF\u0370-\u03FF\u0590-\u06FF\u3040-\u30FF\u4E00-\u9FFF]/;
/** A paragraph that ends like this was cut off by the copy. */
const COMPLETE_END = /[.:!?)\]"\u201d\u2019]$/;

export function parseFragment(lines: string[]): FragmentParse {
  const text = lines.join("\n");
  const typographic = /[\u2018\u2019\u201c\u201d]/.test(text) && !/[a-z]"[a-z]/.test(text);
  const paragraphs: Paragraph[] = [];
  const problems: Problem[] = [];
  let current: Paragraph | null = null;
  let trailer = false;

  const startParagraph = (number: string, title: string | undefined, body: string, line: number) => {
    const kind = parseNumber(number)!.kind;
    const p: Paragraph = { number, kind, text: body, examples: [], line };
    if (title !== undefined) p.title = title;
    paragraphs.push(p);
    current = p;
  };

  lines.forEach((raw, i) => {
    const lineNo = i + 1;
    const line = raw.trim();
    if (line === "") return;
    if (trailer || FOREIGN_SCRIPT.test(line) || !/[A-Za-z0-9]/.test(line)) {
      trailer = trailer || FOREIGN_SCRIPT.test(line);
      problems.push({ line: lineNo, kind: "skipped", message: "web page trailer, not rules text", text: line });
      return;
    }
    const { text: repaired, repairs } = typographic ? { text: line, repairs: [] } : repairPlainText(line);
    for (const r of repairs) problems.push({ line: lineNo, kind: "repaired", message: r });

    const lead = leadingNumber(repaired);
    if (lead?.typo) problems.push({ line: lineNo, kind: "typo", message: lead.typo, text: line.slice(0, 80) });
    if (lead && lead.number.includes(".")) {
      const pieces = splitRunOn(lead.number, lead.rest);
      if (pieces.length > 1) problems.push({ line: lineNo, kind: "repaired", message: `${pieces.length} paragraphs and examples run together on one line, split` });
      for (const piece of pieces) {
        if (piece.type === "paragraph") startParagraph(piece.number, piece.title, piece.text, lineNo);
        else if (piece.type === "example") current!.examples.push({ text: piece.text });
      }
      return;
    }
    if (lead) {
      startParagraph(lead.number, lead.rest, "", lineNo);
      return;
    }
    if (/^Example:/.test(repaired)) {
      if (current) (current as Paragraph).examples.push({ text: repaired.replace(/^Example:\s*/, "") });
      else problems.push({ line: lineNo, kind: "unplaced", message: "example before any paragraph", text: line });
      return;
    }
    if (!current) {
      problems.push({ line: lineNo, kind: "unplaced", message: "text before any numbered paragraph", text: line });
      return;
    }
    const p = current as Paragraph;
    p.text = p.text ? `${p.text}\n${repaired}` : repaired;
    problems.push({ line: lineNo, kind: "repaired", message: `unnumbered line joined to ${p.number} as its next paragraph` });
  });

  for (const p of paragraphs) {
    if (p.kind !== "section" && p.title === undefined && looksLikeTitle(p.text)) {
      p.title = p.text;
      p.text = "";
    }
    const last = p.examples.length ? p.examples[p.examples.length - 1].text : p.text;
    if (p.kind !== "section" && p.title === undefined && !COMPLETE_END.test(last)) {
      p.truncated = true;
      problems.push({ line: p.line, kind: "truncated", message: `${p.number} stops mid-sentence ("…${last.slice(-30)}")` });
    }
  }
  return { typographic, paragraphs, problems };
}
