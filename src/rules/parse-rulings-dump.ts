/**
 * Parser for the 2008 rulings dump (rules/seeds/004): a web search page over
 * "the March 17, 2008 release of the Rulings" that quotes CR section 402 as
 * hard-wrapped, indented lines, "402.8a - text", each paragraph and example
 * followed by a revision tag "[CompRules YYYY/MM/DD]" that dates it.
 *
 * Contract: returns the release date the page names, the paragraphs with
 * their wrapped lines joined and double spaces after sentences folded, each
 * paragraph and example with the date of its tag, and a problem for every
 * line of page chrome it skipped. A paragraph or example without a tag is
 * reported. The dump's straight quotes are the source's own ASCII and kept.
 */
import type { Example, Paragraph, Problem } from "../types";
import { parseNumber } from "./numbers";

export interface RulingsDumpParse {
  /** YYYY-MM-DD of the rulings release the page names, if it names one. */
  releaseDate: string | null;
  paragraphs: Paragraph[];
  problems: Problem[];
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];
const RELEASE_LINE = /based on the (\w+) (\d{1,2}), (\d{4}) release of the Rulings/i;
const ITEM = /^(\d{3}(?:\.\d{1,3}[a-z]?)?) - (.*)$/;
const TAG = /\[CompRules (\d{4})\/(\d{2})\/(\d{2})\]/g;

export function monthDayYear(month: string, day: string, year: string): string | null {
  const m = MONTHS.indexOf(month.toLowerCase());
  const d = Number(day);
  // Day 0 of the next month is the last day of this one.
  if (m < 0 || !Number.isInteger(d) || d < 1 || d > new Date(Date.UTC(Number(year), m + 1, 0)).getUTCDate()) return null;
  return `${year}-${String(m + 1).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

export function parseRulingsDump(lines: string[]): RulingsDumpParse {
  const paragraphs: Paragraph[] = [];
  const problems: Problem[] = [];
  let releaseDate: string | null = null;
  /** The paragraph or example that wrapped lines and tags belong to. */
  let open: { target: Paragraph | Example; line: number } | null = null;
  let paragraph: Paragraph | null = null;

  const append = (text: string) => {
    if (!open) return;
    const t = open.target;
    t.text = t.text ? `${t.text} ${text}` : text;
  };
  const closeOpen = () => {
    if (open && open.target.date === undefined) {
      problems.push({ line: open.line, kind: "unplaced", message: "paragraph or example without a [CompRules] revision tag" });
    }
    open = null;
  };

  lines.forEach((raw, i) => {
    const lineNo = i + 1;
    const line = raw.replace(/\s+/g, " ").trim();
    const release = RELEASE_LINE.exec(line);
    if (release) {
      releaseDate = releaseDate ?? monthDayYear(release[1], release[2], release[3]);
      problems.push({ line: lineNo, kind: "skipped", message: "page header naming the rulings release", text: line });
      return;
    }
    if (line === "" ) return;
    if (!/[A-Za-z0-9]/.test(line)) {
      problems.push({ line: lineNo, kind: "skipped", message: "page chrome (table borders)", text: line });
      return;
    }
    let body = line;
    const item = ITEM.exec(body);
    if (item && parseNumber(item[1])) {
      closeOpen();
      const number = parseNumber(item[1])!.canonical;
      const kind = parseNumber(number)!.kind;
      paragraph = { number, kind, text: "", examples: [], line: lineNo };
      if (kind === "section") {
        paragraph.title = item[2].trim();
        paragraphs.push(paragraph);
        return;
      }
      paragraphs.push(paragraph);
      open = { target: paragraph, line: lineNo };
      body = item[2];
    } else if (body.startsWith("Example:")) {
      if (!paragraph) {
        problems.push({ line: lineNo, kind: "unplaced", message: "example before any paragraph", text: line });
        return;
      }
      closeOpen();
      const example: Example = { text: "" };
      paragraph.examples.push(example);
      open = { target: example, line: lineNo };
      body = body.replace(/^Example:\s*/, "");
    } else if (!open) {
      problems.push({ line: lineNo, kind: "unplaced", message: "text outside any paragraph", text: line });
      return;
    }
    TAG.lastIndex = 0;
    let from = 0;
    for (let m = TAG.exec(body); m; m = TAG.exec(body)) {
      append(body.slice(from, m.index).trim());
      const date = `${m[1]}-${m[2]}-${m[3]}`;
      // A tag whose date is no calendar date ("1990/00/00") dates nothing, and is reported.
      if (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) {
        problems.push({ line: lineNo, kind: "unplaced", message: `revision tag "${m[0]}" is not a calendar date`, text: m[0] });
      } else if (open) (open as { target: Paragraph | Example }).target.date = date;
      from = m.index + m[0].length;
    }
    const rest = body.slice(from).trim();
    if (rest) append(rest);
  });
  closeOpen();
  for (const p of paragraphs) {
    p.text = p.text.replace(/\s+/g, " ").trim();
    for (const e of p.examples) e.text = e.text.replace(/\s+/g, " ").trim();
  }
  return { releaseDate, paragraphs, problems };
}
