/**
 * The glossary of an official release: entries separated by blank lines, a
 * term line first and its definition after it, in alphabetical order.
 *
 * Two defects of the sources are read through:
 * - a block of one line, or one whose first line is indented, is not an entry
 *   but more of the entry above: 2003-03-15's "Expansion Symbol" prints its
 *   table of set symbols as blank-separated single lines ("Expansions and
 *   Editions", "     Arabian Nights(r) [symbol]");
 * - a blank line lost between two entries ("Flip Cards" running into "Floor
 *   Rules", "Companion" into "Concede"): inside a definition, an unindented
 *   line that reads as a term, follows a finished sentence, has a definition
 *   line after it and sorts between this entry's term and the next entry's
 *   starts an entry of its own.
 *
 * Contract: `parseGlossary` returns the entries in source order and reports
 * each split. When the file stops inside the glossary (`cut`), a last term
 * without its definition is not stored and the cut is reported with its line.
 */
import type { GlossaryEntry, Problem } from "../types";
import { looksLikeTitle } from "./paragraph-splitter";

interface Line {
  text: string;
  /** 1-based line in the source. */
  line: number;
  indented: boolean;
}

const SENTENCE_END = /[.)"\u201d:!?]$/;

export function parseGlossary(lines: string[], start: number, end: number, cut: boolean, problems: Problem[]): GlossaryEntry[] {
  let blocks = readBlocks(lines, start, end);
  if (cut && blocks.length) {
    const last = blocks[blocks.length - 1];
    const stored = last.length > 1;
    if (!stored) blocks = blocks.slice(0, -1);
    const at = last[last.length - 1].line;
    problems.push({
      line: at,
      kind: "truncated",
      message: stored
        ? `the file stops at line ${at}, inside the glossary entry "${last[0].text}", without the credits its contents list (truncated file?)`
        : `the file stops at line ${at}, inside the glossary: the term "${last[0].text}" has no definition and is not stored (truncated file?)`,
      text: last[last.length - 1].text,
    });
  }
  const entries = mergeContinuations(splitLostBlankLines(blocks, problems)).map(glossaryEntry);
  linkAliases(entries);
  return entries;
}

function readBlocks(lines: string[], start: number, end: number): Line[][] {
  const blocks: Line[][] = [];
  let block: Line[] = [];
  for (let i = start; i < end; i++) {
    const t = lines[i].trim();
    if (t === "") {
      if (block.length) blocks.push(block);
      block = [];
    } else {
      block.push({ text: t, line: i + 1, indented: /^\s/.test(lines[i]) });
    }
  }
  if (block.length) blocks.push(block);
  return blocks;
}

/** Terms compared the way the glossary sorts them: letters and digits, case folded. */
function sortKey(term: string): string {
  return term.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function splitLostBlankLines(blocks: Line[][], problems: Problem[]): Line[][] {
  const out: Line[][] = [];
  blocks.forEach((block, b) => {
    const next = blocks[b + 1]?.[0].text;
    let current = block;
    for (let k = 2; k < current.length - 1; k++) {
      const l = current[k];
      const after = sortKey(l.text) > sortKey(current[0].text) && (next === undefined || sortKey(l.text) < sortKey(next));
      if (l.indented || !looksLikeTitle(l.text) || !SENTENCE_END.test(current[k - 1].text) || !after) continue;
      problems.push({ line: l.line, kind: "repaired", message: `glossary term "${l.text}" runs on from "${current[0].text}" without a blank line; read as an entry of its own` });
      out.push(current.slice(0, k));
      current = current.slice(k);
      k = 1;
    }
    out.push(current);
  });
  return out;
}

function mergeContinuations(blocks: Line[][]): Line[][] {
  const out: Line[][] = [];
  for (const block of blocks) {
    const continues = block.length === 1 || block[0].indented;
    if (continues && out.length) out[out.length - 1].push(...block);
    else out.push([...block]);
  }
  return out;
}

function glossaryEntry(block: Line[]): GlossaryEntry {
  let term = block[0].text;
  const obsolete = /\(Obsolete\)$/.test(term);
  if (obsolete) term = term.replace(/\s*\(Obsolete\)$/, "");
  const text = block.slice(1).map((b) => b.text).join("\n");
  const see = /^See ([^.]+?)\.?$/.exec(text);
  const entry: GlossaryEntry = { term, aliases: [], obsolete, text, line: block[0].line };
  if (see) entry.see = see[1];
  return entry;
}

/**
 * "Kicker, Kicked" names one entry twice: both names become aliases. A term
 * whose parts are entries of their own ("Active Player, Nonactive Player
 * Order") is one name. "APNAP Order: See Active Player, ..." makes
 * "APNAP Order" an alias of the entry it points to.
 */
function linkAliases(entries: GlossaryEntry[]): void {
  const terms = new Map(entries.map((e) => [e.term.toLowerCase(), e]));
  for (const e of entries) {
    const parts = e.term.split(/,\s+/);
    if (parts.length > 1 && !parts.some((p) => terms.has(p.toLowerCase()))) e.aliases.push(...parts);
  }
  for (const e of entries) {
    const target = e.see ? terms.get(e.see.toLowerCase()) : undefined;
    if (target && !target.aliases.includes(e.term)) target.aliases.push(e.term);
  }
}
