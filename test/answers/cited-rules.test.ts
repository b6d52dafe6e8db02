/**
 * Every CR number a query of queries/*.edn answers with (the rule a row
 * decides by) exists, with the meaning the query gives it, in the version
 * an answer quotes it from (answers/citations.ts: the seeds' newest text,
 * then a release of the 2006-2008 era): the file's header names the number
 * and says what it decides, and the quoted paragraph shares a word of that
 * description. A number renumbered or reused by a later release ("402" is
 * "Hand" in 2026) would fail here, not in a user's answer.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, expect, it } from "vitest";
import { cite } from "../../src/answers/citations";
import { QUERIES_DIR } from "../../src/db/queries";
import { openKnowledgeBase, type KnowledgeBase } from "../../src/knowledge-base";
import { describeWithCorpus, release } from "../support/corpus";

const NUMBER = /"(\d{3}\.\d+[a-z]?)"/g;
/** Words too common in the rules to show a paragraph's meaning. */
const COMMON = new Set(["that", "this", "with", "from", "each", "only", "have", "their", "they", "which", "when", "would", "other", "than", "into", "rule", "rules", "also", "must", "can't", "does", "been", "same", "once", "player", "object"]);

const words = (text: string) => new Set((text.toLowerCase().match(/[a-z']{4,}/g) ?? []).filter((w) => !COMMON.has(w)));

/** A query file's opening comment, and the numbers its Datalog (not its comments) answers with. */
function read(file: string): { header: string[]; cited: string[] } {
  const lines = readFileSync(resolve(QUERIES_DIR, file), "utf8").split("\n");
  const start = lines.findIndex((l) => !l.startsWith(";;"));
  const code = lines.map((l) => l.replace(/;.*$/, "")).join("\n");
  return { header: lines.slice(0, start), cited: [...new Set([...code.matchAll(NUMBER)].map((m) => m[1]))] };
}

/** Whether a header's token ("402.8", "410.10a-d", "404.4") names `n`: itself, a range of letters holding it, or its parent. */
function names(token: string, n: string): boolean {
  const m = /^(\d{3}\.\d+)([a-z])?(?:-([a-z]))?$/.exec(token);
  if (!m) return false;
  const [, base, from, to] = m;
  const own = /^(\d{3}\.\d+)([a-z])?$/.exec(n)!;
  if (base !== own[1]) return false;
  if (from === undefined) return true;
  return own[2] !== undefined && (to === undefined ? from === own[2] : from <= own[2] && own[2] <= to);
}

/** What the header says of `n`: the line listing it first ("  403.1  only an activated ability ...") and the lines continuing it. */
function described(header: string[], n: string): string | null {
  const listed = (exact: boolean) =>
    header.findIndex((l) => {
      const m = /^;;\s+((?:\d{3}\.\d+[a-z]?(?:-[a-z])?(?:,\s*)?)+)\s/.exec(l);
      return m !== null && m[1].split(/,\s*/).some((t) => (exact ? t.trim() === n : names(t.trim(), n)));
    });
  // Its own line first ("402.8b"), else a range or its parent ("410.9a-e", "404.4").
  const own = listed(true);
  const at = own >= 0 ? own : listed(false);
  if (at < 0) return null;
  let text = header[at];
  for (let i = at + 1; i < header.length && /^;;\s{6,}\S/.test(header[i]); i++) text += ` ${header[i]}`;
  return text.replace(/^;;\s*/, "");
}

describeWithCorpus("the CR numbers the queries answer with", () => {
  // The era's releases beside the seeds (what cite falls back to), and 2026's, which reuses numbers and must never be quoted.
  let kb: KnowledgeBase;
  beforeAll(() => {
    kb = openKnowledgeBase({ versions: [release("cr-2007-05-01.txt"), release("cr-2008-10-01.txt"), release("cr-2026-01-16.txt")] });
  });
  const files = readdirSync(QUERIES_DIR).filter((f) => f.endsWith(".edn"));

  it("are found in the query files (the test reads them)", () => {
    expect(files.flatMap((f) => read(f).cited).length).toBeGreaterThan(30);
  });

  it.each(files)("%s: each is named in its header, quoted from a version of the era, and means what the header says", (file) => {
    const { header, cited } = read(file);
    const wrong: string[] = [];
    for (const n of cited) {
      const said = described(header, n);
      if (said === null) {
        wrong.push(`${n}: not named in the header`);
        continue;
      }
      const quoted = cite(kb, n, "");
      if (!quoted.text || quoted.version.startsWith("2026")) {
        wrong.push(`${n}: no version of the era holds it`);
        continue;
      }
      const shared = [...words(said.replace(/\d{3}\.\d+[a-z]?(-[a-z])?/g, ""))].filter((w) => words(quoted.text!).has(w));
      if (shared.length === 0) wrong.push(`${n}: the header says "${said}", ${quoted.version} says "${quoted.text}"`);
    }
    expect(wrong).toEqual([]);
  });
});
