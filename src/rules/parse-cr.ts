/**
 * Parser for official Comprehensive Rules releases, the "MagicCompRules
 * YYYYMMDD.txt" files Wizards publishes (2003 to today).
 *
 * Layout every release shares: a title line, an "effective as of" (older:
 * "current as of") date line, an introduction, a table of contents that
 * repeats every part and section heading (and "Glossary", "Credits"), the
 * numbered rules, a glossary after the last "Glossary" heading (entries
 * separated by blank lines, a term line first), and credits after the last
 * "Credits" heading.
 *
 * Numbered lines: parts "4. Title", sections "402. Title", rules "402.8. ..."
 * and subrules "402.8e ..."; "Example:" lines belong to the paragraph above,
 * and any other non-blank line (often indented) continues it. Typos of the
 * source are read through and reported: "104.2 " without its dot, "119.1d."
 * with one, "606. 8b" for 606.8b, a number printed twice.
 *
 * Contract: `parseCrRelease` returns every numbered paragraph and glossary
 * entry, or throws a bad-input error naming the line when the text is not a
 * CR (no date line, no numbered rules) or is cut short (a section the
 * contents list is missing from the body). Lines it skips (introduction,
 * contents, credits) are reported as ranges; nothing is dropped silently.
 */
import { badInput } from "../errors";
import type { GlossaryEntry, Paragraph, Problem } from "../types";
import { parseGlossary } from "./glossary";
import { parseNumber } from "./numbers";
import { quotesLostAsQuestionMarks, repairQuestionMarkQuotes } from "./repair";
import { endsWithCitationWord, leadingNumber, looksLikeTitle } from "./paragraph-splitter";
import { monthDayYear } from "./parse-rulings-dump";

export interface CrRelease {
  title: string;
  date: string;
  paragraphs: Paragraph[];
  glossary: GlossaryEntry[];
  problems: Problem[];
}

const DATE_LINE = /(?:effective|current) as of (\w+) (\d{1,2}), (\d{4})/i;
const PART = /^([1-9])\. (\S.*)$/;

export function parseCrRelease(lines: string[], file: string): CrRelease {
  const problems: Problem[] = [];
  const at = (i: number) => `${file}: line ${i + 1}`;
  const trimmed = lines.map((l) => l.replace(/\s+$/, ""));
  const wraps = lines.map(wrapJoint);

  const titleIndex = trimmed.findIndex((l) => l.trim() !== "");
  if (titleIndex < 0) throw badInput(`${file}: the file is empty`);
  const title = trimmed[titleIndex].trim();

  const dateIndex = trimmed.findIndex((l) => DATE_LINE.test(l));
  if (dateIndex < 0) {
    throw badInput(`${file}: not a Comprehensive Rules release: no "effective as of <date>" line (read ${trimmed.length} lines)`);
  }
  const dm = DATE_LINE.exec(trimmed[dateIndex])!;
  const date = monthDayYear(dm[1], dm[2], dm[3]);
  if (!date) throw badInput(`${at(dateIndex)}: cannot read the date "${dm[1]} ${dm[2]}, ${dm[3]}"`);

  const { bodyStart, tocSections, contentsIndex } = findBody(trimmed);
  if (bodyStart < 0 && tocSections.length > 0) {
    throw badInput(`${file}: line ${trimmed.length}: the file stops after its contents (line ${contentsIndex + 1}): the rules they list never appear (truncated file?)`);
  }
  if (bodyStart < 0) throw badInput(`${file}: not a Comprehensive Rules release: no numbered rules found`);
  problems.push({ line: titleIndex + 1, kind: "skipped", message: `front matter, lines ${titleIndex + 1}-${bodyStart} (title, date, introduction, contents)` });

  const glossaryIndex = lastIndexOf(trimmed, "Glossary");
  const creditsIndex = lastIndexOf(trimmed, "Credits");
  const bodyEnd = glossaryIndex > bodyStart ? glossaryIndex : trimmed.length;

  const paragraphs = parseBody(trimmed, wraps, bodyStart, bodyEnd, problems, at);
  if (paragraphs.length === 0) throw badInput(`${file}: not a Comprehensive Rules release: no numbered rules found`);

  const present = new Set(paragraphs.map((p) => p.number));
  for (const s of tocSections) {
    if (!present.has(s.number)) {
      const lastLine = paragraphs[paragraphs.length - 1].line;
      throw badInput(
        `${file}: line ${lastLine}: the rules stop early: section ${s.number} "${s.title}", listed in the contents at line ${s.line}, never appears (truncated file?)`,
      );
    }
  }
  if (contentsIndex >= 0 && tocSections.length && glossaryIndex <= bodyStart && trimmed.slice(contentsIndex, bodyStart).includes("Glossary")) {
    throw badInput(`${file}: line ${trimmed.length}: the file ends before the glossary its contents list (truncated file?)`);
  }

  let glossary: GlossaryEntry[] = [];
  if (glossaryIndex > bodyStart) {
    const end = creditsIndex > glossaryIndex ? creditsIndex : trimmed.length;
    const cut = creditsIndex < glossaryIndex && contentsIndex >= 0 && trimmed.slice(contentsIndex, bodyStart).some((l) => l.trim() === "Credits");
    glossary = parseGlossary(trimmed, glossaryIndex + 1, end, cut, problems);
    if (creditsIndex > glossaryIndex) {
      problems.push({ line: creditsIndex + 1, kind: "skipped", message: `credits and contact details, lines ${creditsIndex + 1}-${trimmed.length}` });
    }
  }
  if (quotesLostAsQuestionMarks(trimmed.slice(bodyStart))) restoreQuotes(paragraphs, glossary, problems);
  return { title, date, paragraphs, glossary, problems };
}

/**
 * Every text of a release whose quotes were lost as "?" (repair.ts) is read
 * back with its quotes; each changed text is reported with its original.
 */
function restoreQuotes(paragraphs: Paragraph[], glossary: GlossaryEntry[], problems: Problem[]): void {
  const message = 'curly quotes and apostrophes the source printed as "?" restored';
  const fix = (line: number, what: string, text: string): string => {
    const repaired = repairQuestionMarkQuotes(text);
    if (repaired !== text) problems.push({ line, kind: "repaired", message: `${what}: ${message}`, text });
    return repaired;
  };
  for (const p of paragraphs) {
    if (p.title !== undefined) p.title = fix(p.line, `title of ${p.number}`, p.title);
    p.text = fix(p.line, `text of ${p.number}`, p.text);
    p.examples.forEach((e, i) => (e.text = fix(p.line, `example ${i + 1} of ${p.number}`, e.text)));
  }
  for (const g of glossary) {
    g.term = fix(g.line, "glossary term", g.term);
    g.text = fix(g.line, `glossary entry "${g.term}"`, g.text);
  }
}

function lastIndexOf(lines: string[], heading: string): number {
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i].trim() === heading) return i;
  return -1;
}

interface TocSection {
  number: string;
  title: string;
  line: number;
}

/**
 * The contents list each part and section heading once, in order; the body
 * starts where a heading number comes a second time. Numbers are compared,
 * not titles: 2009-07-11 (the Magic 2010 renumbering) lists "1. Game
 * Concepts" in its contents while its body still opens with "1. The Game".
 * Without a "Contents" heading, the body starts at the first numbered line.
 */
function findBody(lines: string[]): { bodyStart: number; tocSections: TocSection[]; contentsIndex: number } {
  const contentsIndex = lines.findIndex((l) => l.trim() === "Contents");
  const tocSections: TocSection[] = [];
  if (contentsIndex >= 0) {
    const listed = new Set<string>();
    for (let i = contentsIndex + 1; i < lines.length; i++) {
      const t = lines[i].trim();
      const heading = headingNumber(t);
      if (heading === null) {
        if (leadingNumber(t)) return { bodyStart: i, tocSections, contentsIndex };
        continue;
      }
      if (listed.has(heading)) return { bodyStart: i, tocSections, contentsIndex };
      listed.add(heading);
      const m = /^(\d{3})\. (.+)$/.exec(t);
      if (m) tocSections.push({ number: m[1], title: m[2], line: i + 1 });
    }
    // The contents list their sections, but the body that repeats them never
    // comes: the file stops inside or right after the contents.
    if (tocSections.length > 0) return { bodyStart: -1, tocSections, contentsIndex };
  }
  const bodyStart = lines.findIndex((l) => PART.test(l) || leadingNumber(l) !== null);
  return { bodyStart, tocSections: [], contentsIndex };
}

/** The number of a part or section heading line ("1. The Game", "100. General"). */
function headingNumber(line: string): string | null {
  const part = PART.exec(line);
  if (part) return part[1];
  const lead = leadingNumber(line);
  return lead && !lead.number.includes(".") ? lead.number : null;
}

/**
 * How a line joins the next when it was hard-wrapped: 2003-10-01 to
 * 2004-02-01 wrap near 100 columns and end each wrapped line with a space
 * (joined by a space), or break a hyphenated word after its hyphen ("Snow-" /
 * "Covered Swamp", joined as is). Null for a line that ends where it ends.
 */
function wrapJoint(line: string): string | null {
  if (/[A-Za-z]-\s*$/.test(line)) return "";
  return /\S\s+$/.test(line) ? " " : null;
}

/**
 * A release that repeats one line thousands of times must not yield as many
 * problems: each kind of body problem is listed this many times, then counted.
 */
export const MAX_LISTED_PROBLEMS = 50;

function parseBody(
  lines: string[],
  wraps: Array<string | null>,
  start: number,
  end: number,
  problems: Problem[],
  at: (i: number) => string,
): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  const firstLine = new Map<string, number>();
  const listed = new Map<Problem["kind"], number>();
  const unlisted = new Map<Problem["kind"], { count: number; line: number }>();
  const report = (problem: Problem) => {
    const n = listed.get(problem.kind) ?? 0;
    if (n < MAX_LISTED_PROBLEMS) {
      problems.push(problem);
      listed.set(problem.kind, n + 1);
    } else {
      const u = unlisted.get(problem.kind) ?? { count: 0, line: problem.line };
      u.count++;
      unlisted.set(problem.kind, u);
    }
  };
  let current: Paragraph | null = null;
  /** Continuation lines extend the example just read, or else the paragraph. */
  let lastExample: { text: string } | null = null;
  let skipped: Paragraph | null = null;

  for (let i = start; i < end; i++) {
    const raw = lines[i];
    const line = raw.trim();
    if (line === "") continue;
    const joint = i > start ? wraps[i - 1] : null;
    const wrapped = joint !== null;
    const part = PART.exec(line);
    // A number wrapped onto the start of a line by "See rule" is a citation
    // (2003-10-01: "See rule" / "419.8 \"Sources of Damage.\""), not a paragraph.
    const cited = i > start && lines[i - 1].trim() !== "" && endsWithCitationWord(lines[i - 1]);
    const lead = part || cited ? null : leadingNumber(line);
    if (part || lead) {
      const number = part ? part[1] : lead!.number;
      const kind = parseNumber(number)!.kind;
      const p: Paragraph = { number, kind, text: "", examples: [], line: i + 1 };
      if (kind === "part" || kind === "section") p.title = part ? part[2] : lead!.rest.trim();
      else if (looksLikeTitle(lead!.rest)) p.title = lead!.rest.trim();
      else p.text = lead!.rest.trim();
      if (lead?.typo) report({ line: i + 1, kind: "typo", message: lead.typo, text: line.slice(0, 80) });
      lastExample = null;
      const first = firstLine.get(number);
      if (first !== undefined) {
        report({ line: i + 1, kind: "unplaced", message: `${number} is printed a second time; the first (line ${first}) is kept, this one is not stored`, text: line });
        skipped = p;
        continue;
      }
      skipped = null;
      firstLine.set(number, i + 1);
      paragraphs.push(p);
      current = p;
      continue;
    }
    if (skipped) continue;
    if (!current) {
      report({ line: i + 1, kind: "unplaced", message: `${at(i)}: text before the first numbered rule`, text: line });
      continue;
    }
    if (/^Example:/.test(line)) {
      lastExample = { text: line.replace(/^Example:\s*/, "") };
      current.examples.push(lastExample);
      continue;
    }
    // A hard-wrapped line continues what it wraps; any other line is a line of its own.
    if (lastExample && !wrapped && !/^\s/.test(raw)) lastExample = null;
    const target: { text: string } = lastExample ?? current;
    target.text = target.text ? `${target.text}${joint ?? "\n"}${line}` : line;
  }
  for (const [kind, u] of unlisted) {
    problems.push({ line: u.line, kind, message: `${u.count} more problems of this kind (${kind}) from line ${u.line} on are not listed` });
  }
  return paragraphs;
}
