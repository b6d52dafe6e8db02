/**
 * Human-readable output of the CLI: the same objects `--json` prints, laid
 * out for a terminal. Long lines are left to the terminal to wrap.
 */
import type { ScenarioResult } from "../knowledge-base";
import type { Because, Diff, History, Retirement, RuleObject, SearchResults, VersionInfo } from "../types";

export function formatRule(r: RuleObject): string {
  const head = [r.number, r.title].filter(Boolean).join(". ");
  const dated = r.textDate ? `; text dated ${r.textDate}` : "";
  const lines = [`${head}    [${r.version.id}, ${r.version.date}${dated}]`];
  if (r.retired) {
    const { number, lastIn, retiredIn, successor } = r.retired;
    lines.unshift(
      successor
        ? `${number} was retired on ${retiredIn.date} (last in ${lastIn.id}); its text is ${successor} today:`
        : `${number} was retired on ${retiredIn.date} and its text removed; as it stood in ${lastIn.id}:`,
      "",
    );
  }
  if (r.text) lines.push("", r.text);
  for (const ex of r.examples) lines.push("", `Example: ${ex}`);
  lines.push("");
  if (r.parent) lines.push(`Parent: ${r.parent}`);
  if (r.children.length) lines.push(`Children: ${r.children.join(", ")}`);
  if (r.refs.length) lines.push(`References: ${r.refs.map((x) => (x.exists ? x.number : `${x.number} (not in this version)`)).join(", ")}`);
  if (r.referencedBy.length) lines.push(`Referenced by: ${r.referencedBy.join(", ")}`);
  if (r.witnesses.length) {
    lines.push(`Witnesses: ${r.witnesses.map((w) => `${w.source}${w.best ? " (best)" : ""}: ${w.note}`).join("; ")}`);
  }
  return lines.join("\n");
}

export function formatVersions(vs: VersionInfo[]): string {
  const rows = vs.map((v) => [v.id, v.date, String(v.paragraphs), String(v.glossary), v.kind + (v.partial ? " (partial)" : ""), v.title]);
  return table([["id", "date", "paragraphs", "glossary", "kind", "title"], ...rows]);
}

export function formatHistory(h: History): string {
  const lines = [`History of ${h.number}`];
  for (const e of h.versions) {
    const where = e.number !== h.number ? ` -> ${e.number}` : "";
    const head = `${e.version} (${e.date})  ${e.number}  ${e.change}${where && e.change !== "moved" ? where : ""}: ${e.detail}`;
    if (e.change === "unchanged") {
      lines.push(head);
      continue;
    }
    lines.push("", `${head}${e.textDate ? ` [text dated ${e.textDate}]` : ""}`);
    if (e.text) lines.push(`  ${e.text}`, "");
  }
  return lines.join("\n");
}

/**
 * A diff: the lists of numbers in rule order, then, when `textOf` is given,
 * each change with its text (the new text; an edit or a move also its old one).
 */
export function formatDiff(d: Diff, textOf?: (version: string, number: string) => string | null): string {
  const lines = [`Changes from ${d.from} to ${d.to}` + (d.scope === "all" ? "" : ` (sections both hold: ${d.scope.join(", ") || "none"})`)];
  const list = (label: string, items: string[]) => lines.push(`${label} (${items.length})${items.length ? `: ${items.join(", ")}` : ""}`);
  list("added", d.added);
  list("removed", d.removed);
  list("edited", d.edited);
  list("moved", d.moved.map((m) => `${m.from} -> ${m.to}${m.edited ? " (edited)" : ""}`));
  if (!textOf) return lines.join("\n");
  const show = (head: string, ...texts: Array<[string, string | null]>) => {
    lines.push("", head);
    for (const [label, text] of texts) if (text !== null) lines.push(`  ${label}${text}`);
  };
  for (const n of d.added) show(`+ ${n} (added)`, ["", textOf(d.to, n)]);
  for (const n of d.removed) show(`- ${n} (removed)`, ["", textOf(d.from, n)]);
  for (const n of d.edited) show(`~ ${n} (edited)`, ["was: ", textOf(d.from, n)], ["now: ", textOf(d.to, n)]);
  for (const m of d.moved) {
    show(`> ${m.from} -> ${m.to} (moved${m.edited ? ", edited" : ""})`, ...(m.edited ? [["was: ", textOf(d.from, m.from)] as [string, string | null]] : []), ["now: ", textOf(d.to, m.to)]);
  }
  return lines.join("\n");
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]))).join("  ")).join("\n");
}

/** Search results for a terminal: snippet HTML back to text, matched words as **word**. */
export function formatSearch(r: SearchResults): string {
  const head = `${r.total} result${r.total === 1 ? "" : "s"} for "${r.query}" in ${r.scope}` +
    (r.expanded.length ? ` (also searched: ${r.expanded.map((e) => `${e.said} → ${e.means.join(", ")}`).join("; ")})` : "");
  const rows = r.results.map((x) => {
    const name = x.kind === "rule" ? `${x.number}${x.title ? ` ${x.title}` : ""}` : `glossary: ${x.term}`;
    const formerly = x.formerly ? `\n    (the same text was ${x.formerly.map((f) => `${f.number} in ${f.lastIn.id}`).join(", ")})` : "";
    return `${name}  [${x.version.id}, score ${x.score}]\n    ${snippetText(x.snippet)}${x.retired ? `\n    (${retirementText(x.retired)})` : ""}${formerly}`;
  });
  return [head, ...(r.retired ? [retirementText(r.retired)] : []), ...rows].join("\n");
}

/** What became of a number no longer in use. */
function retirementText(r: Retirement): string {
  return `${r.number} was last used for this text in ${r.lastIn.id}; since ${r.retiredIn.id} ${r.successor ? `it is ${r.successor}` : "it has been removed"}`;
}

const ENTITY: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

function snippetText(html: string): string {
  return html.replace(/<\/?mark>/g, "**").replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITY[e]);
}

/** An answer to a game question: the verdict, then each citation with its reason. */
export function formatAnswer(a: Record<string, unknown>): string {
  const lines: string[] = [];
  const head = HEADLINES[String(a.ask)];
  if (head) lines.push(...head(a));
  // SPEC: what the answer could not read or evaluate is said, never left out.
  if (a.certain === false) {
    lines.push("not certain: it depends on words this version could not read or evaluate:");
    for (const u of a.unread as Array<{ object: string; text: string; why: string }>) lines.push(`  ${u.object}: "${u.text}": ${u.why}`);
  }
  const ability = a.ability as { kind: string; unread: string | null; inferred: Array<{ fact: string; from: string; rule: string }> } | undefined;
  if (ability && typeof ability === "object") {
    lines.push(`ability read as ${ability.kind}${ability.unread ? ` (unread: ${ability.unread})` : ""}`);
    for (const i of ability.inferred) lines.push(`  ${i.rule ? `${i.rule}: ` : ""}${i.fact} — "${i.from}"`);
  }
  if (Array.isArray(a.because)) {
    lines.push("because:");
    lines.push(...citations(a.because as Because[], "  "));
  }
  return lines.join("\n");
}

function citations(because: Because[], indent: string): string[] {
  return because.flatMap((b) => [`${indent}${b.rule}${b.version ? ` (${b.version})` : ""}: ${b.detail}`, ...(b.text ? [`${indent}  "${b.text}"`] : [])]);
}

type Answer = Record<string, unknown>;
type Entry = { object: string; ability: number; controller?: string; times?: number; because: Because[] };

/** The first lines of each kind of answer. */
const HEADLINES: Record<string, (a: Answer) => string[]> = {
  functions: (a) => [
    `${a.object}, ability ${(a.ability as { index: number }).index}: ${a.functions ? "functions" : "does not function"} in ${a.zone}`,
    `functions in: ${(a.zones as string[]).join(", ") || "no zone"}`,
  ],
  "can-play": (a) => [`${a.player} ${a.canPlay ? "can" : "cannot"} play ability ${(a.ability as { index: number }).index} of ${a.object} now`],
  triggers: (a) => [
    `the ${a.event} event triggers ${(a.triggered as Entry[]).length} abilit${(a.triggered as Entry[]).length === 1 ? "y" : "ies"} (in the order they go on the stack):`,
    ...(a.triggered as Entry[]).flatMap((t) => [`  ${t.object}, ability ${t.ability} (${t.controller})${t.times! > 1 ? ` × ${t.times}` : ""}`, ...citations(t.because, "    ")]),
    ...((a.unknown as Entry[] | undefined)?.length ? ["may trigger (an intervening \"if\" it cannot evaluate):"] : []),
    ...((a.unknown as Entry[] | undefined) ?? []).flatMap((t) => [`  ${t.object}, ability ${t.ability}`, ...citations(t.because, "    ")]),
    ...((a.notTriggered as Entry[]).length ? ["did not trigger:"] : []),
    ...(a.notTriggered as Entry[]).flatMap((t) => [`  ${t.object}, ability ${t.ability}`, ...citations(t.because, "    ")]),
  ],
  targets: (a) => [
    `${a.source}, ability ${a.ability}, on ${a.moment === "resolve" ? "resolution" : "announcement"}: ${a.moment === "resolve" ? (a.countered ? "countered" : "resolves") : a.legal ? "legal targets" : "illegal"}`,
    ...(a.targets as Array<{ instance: number; object: string; legal: boolean; because: Because[] }>).flatMap((t) => [
      `  target ${t.instance}: ${t.object} ${t.legal ? "legal" : "illegal"}`, ...citations(t.because, "    "),
    ]),
  ],
  run: (a) => {
    const turn = a.turn as { number: number; active: string; step: string };
    return [
      `${a.settled ? "settled" : `stopped: ${a.stopped}`}${a.over ? `; ${a.over}` : ""}`,
      `turn ${turn.number} (${turn.active}), ${turn.step} step; priority: ${a.priority ?? "none"}`,
      `stack: ${(a.stack as Array<{ id: string }>).map((s) => s.id).join(", ") || "empty"}`,
      `zones: ${Object.entries(a.zones as Record<string, string>).map(([id, z]) => `${id} ${z}`).join(", ")}`,
      `life: ${Object.entries(a.life as Record<string, number>).map(([p, l]) => `${p} ${l}`).join(", ")}`,
      "log:",
      ...(a.log as Array<Because & { n: number; event: string }>).map((l) => `  ${String(l.n).padStart(3)} ${l.event.padEnd(11)} ${l.rule ? `${l.rule}: ` : ""}${l.detail}`),
    ];
  },
};

export function formatScenarios(results: ScenarioResult[]): string {
  const lines: string[] = [];
  for (const r of results) {
    lines.push(`${r.passed ? "ok  " : "FAIL"} ${r.name}  [${r.rules.join(", ")}]  (${r.file})`);
    for (const x of r.asks) for (const p of x.problems) lines.push(`       ask ${x.index} (${x.ask}): ${p}`);
  }
  const failed = results.filter((r) => !r.passed).length;
  lines.push("", `${results.length - failed} scenarios passed, ${failed} failed`);
  return lines.join("\n");
}

/** A query's result: one line per row (tab-separated values, or key=value with :keys), then the count. */
export function formatQuery(a: { result: unknown; rows: number; version: string | null; rules: string[]; ms: number }): string {
  const cell = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));
  const row = (r: unknown) => (Array.isArray(r) ? r.map(cell).join("\t")
    : typeof r === "object" && r !== null ? Object.entries(r).map(([k, v]) => `${k}=${cell(v)}`).join("\t") : cell(r));
  const lines = Array.isArray(a.result) ? a.result.map(row) : [row(a.result)];
  const rules = a.rules.length ? `; rules of queries/*.edn: ${a.rules.join(", ")}` : "";
  lines.push(`${a.rows} row${a.rows === 1 ? "" : "s"} in ${a.ms} ms${a.version ? ` (version ${a.version})` : ""}${rules}`);
  return lines.join("\n");
}
