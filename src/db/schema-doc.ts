/**
 * docs/schema.md, written from the schema itself (schema.ts, game-schema.ts)
 * and the named rules of queries/*.edn, so the documentation of what a user
 * can query cannot drift: `npm run docs` writes it, and a test checks that
 * the file is what this module writes and that every example query runs.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { inner, readMap, ruleName } from "./edn";
import { GAME_ATTRIBUTES } from "./game-schema";
import { QUERIES_DIR } from "./queries";
import type { Attr } from "./attribute";
import { ATTRIBUTES } from "./schema";

/** A state the game-state examples run against. */
export const EXAMPLE_STATE = {
  players: ["alice", "bob"],
  turn: { number: 3, active: "alice", step: "upkeep" },
  objects: [
    {
      id: "necro", name: "Necrosavant", owner: "alice", zone: "graveyard", types: ["creature"],
      text: "{3}{B}{B}, Sacrifice a creature: Return Necrosavant from your graveyard to play. Play this ability only during your upkeep.",
    },
    { id: "thrull", name: "Absolver Thrull", owner: "bob", zone: "in-play", types: ["creature"], colors: ["white"],
      text: "Haunt\nWhen Absolver Thrull comes into play or the creature it haunts is put into a graveyard, destroy target enchantment." },
  ],
};

/** Each group of attributes (by namespace): what it is, and one query over it. */
export const GROUPS: Record<string, { about: string; example: { query: string; args?: unknown[]; state?: boolean } | null }> = {
  version: { about: "a loaded version: a seed document or an imported release",
    example: { query: '[:find ?id ?date :keys id date :where [?v "version/id" ?id] [?v "version/date" ?date]]' } },
  source: { about: "a file a version was read from", example: { query: '[:find ?file ?format :where [?s "source/file" ?file] [?s "source/format" ?format]]' } },
  rule: { about: "one version of one numbered paragraph",
    example: { query: '[:find ?id ?text :in $ ?n :where [?r "rule/number" ?n] [?r "rule/text" ?text] [?r "rule/version" ?v] [?v "version/id" ?id]]', args: ["402.8h"] } },
  example: { about: "an example under a paragraph",
    example: { query: '[:find ?n (count ?e) :where [?e "example/rule" ?r] [?r "rule/number" ?n]]' } },
  ref: { about: "a cross-reference from one paragraph to another",
    example: { query: '[:find [?cited ...] :in $ ?n :where [?r "rule/number" ?n] [?x "ref/from" ?r] [?x "ref/cited" ?cited]]', args: ["403.4"] } },
  witness: { about: "a seed file's copy of a paragraph, and whether its text was used",
    example: { query: '[:find ?src ?best :in $ ?n :where [?r "rule/number" ?n] [?w "witness/rule" ?r] [?w "witness/source" ?src] [?w "witness/best" ?best]]', args: ["404.3"] } },
  glossary: { about: "a glossary entry of a version", example: { query: '[:find (count ?g) . :where [?g "glossary/term" _]]' } },
  number: { about: "a paragraph number across versions, with its newest text",
    example: { query: '[:find ?text . :in $ ?n :where [?x "number/id" ?n] [?x "number/latest" ?r] [?r "rule/text" ?text]]', args: ["403.5"] } },
  player: { about: "a player of the state (with `state`)",
    example: { query: '[:find ?id ?life ?last :where [?p "player/id" ?id] [?p "player/life" ?life] [?p "player/last-turn" ?last]]', state: true } },
  turn: { about: "the turn and step of the state (with `state`)",
    example: { query: '[:find ?n ?step ?who :where [?t "turn/number" ?n] [?t "turn/step" ?step] [?t "turn/active" ?p] [?p "player/id" ?who]]', state: true } },
  zone: { about: "the zones of the era (with `state`)", example: { query: '[:find [?z ...] :where [_ "zone/name" ?z]]', state: true } },
  object: { about: "a card or token of the state (with `state`)",
    example: { query: '[:find ?id ?zone :where [?o "object/id" ?id] [?o "object/zone" ?zone]]', state: true } },
  ability: { about: "an ability of an object, as the reader read its text (with `state`)",
    example: { query: '[:find ?id ?i ?kind :where [?a "ability/object" ?o] [?o "object/id" ?id] [?a "ability/index" ?i] [?a "ability/kind" ?kind]]', state: true } },
  trigger: { about: "a trigger condition of a triggered ability (with `state`)",
    example: { query: '[:find ?id ?event ?zone :where [?t "trigger/ability" ?a] [?a "ability/object" ?o] [?o "object/id" ?id] [?t "trigger/event" ?event] [?t "trigger/zone" ?zone]]', state: true } },
  stack: { about: "an item on the stack (with `state`)", example: null },
  delayed: { about: "a delayed triggered ability of the game loop (404.4); present only inside the loop's trigger checks", example: null },
  event: { about: "the event of a triggers question; present only inside that question", example: null },
  blocked: { about: "how many creatures block an attacker in a block event (410.9e); present only inside a triggers question", example: null },
  occurrence: { about: "one object's part in an event (410.6); present only inside a triggers question", example: null },
  targeting: { about: "the spell or ability of a targets question; present only inside that question", example: null },
  aim: { about: "an instance of the word \"target\" (409.1c); present only inside a targets question", example: null },
  choice: { about: "a chosen target; present only inside a targets question", example: null },
  grant: { about: "what a static ability in play gives other objects (418.4, src/abilities/grants.ts); present in the judge's boards and with a `state` that has one, whose objects then carry what the grants give them (object/keyword, object/protection, object/type, object/subtype, object/power, object/toughness)", example: null },
  match: { about: "a permanent's characteristics with a wildcard, matched by the grants of queries/continuous.edn; present only where a grant is (the judge's boards, a `state` with one)", example: null },
};

/** An example of using a library rule by name, with a state. */
export const RULE_EXAMPLE = {
  query: '[:find ?zone ?rule :in $ % ?id :where [?o "object/id" ?id] [?a "ability/object" ?o] (functions-in ?a ?zone ?rule)]',
  args: ["necro"],
};

function type(a: Attr): string {
  return [a.type === "ref" ? "ref" : "value", a.many ? "many" : null, a.unique ? "unique" : null, a.index ? "indexed" : null].filter(Boolean).join(", ");
}

function cell(s: string): string {
  return s.replace(/\|/g, "\\|");
}

/** Each named rule of queries/*.edn: name, arguments, file. */
function libraryRuleRows(): string[] {
  const rows: string[] = [];
  for (const file of readdirSync(QUERIES_DIR).filter((f) => f.endsWith(".edn")).sort()) {
    const seen = new Set<string>();
    for (const r of inner(readMap(readFileSync(resolve(QUERIES_DIR, file), "utf8")).get("rules") ?? "[]")) {
      const head = /^\[\s*\(([^)]*)\)/.exec(r)![1].trim();
      if (seen.has(ruleName(r))) continue;
      seen.add(ruleName(r));
      rows.push(`| \`(${head})\` | \`queries/${file}\` |`);
    }
  }
  return rows;
}

function json(v: unknown): string {
  return JSON.stringify(v);
}

export function schemaMarkdown(): string {
  const all = { ...ATTRIBUTES, ...GAME_ATTRIBUTES };
  const groups = new Map<string, Array<[string, Attr]>>();
  for (const [name, a] of Object.entries(all)) {
    const ns = name.split("/")[0];
    groups.set(ns, [...(groups.get(ns) ?? []), [name, a]]);
  }
  const out: string[] = [
    "# The crkb schema",
    "",
    "Generated by `npm run docs` from `src/db/schema.ts`, `src/db/game-schema.ts` and `queries/*.edn`; a test fails when this file",
    "and the schema differ. Query it with `crkb query FILE.edn` or `POST /api/query` (`{query, args?, rules?, version?, state?}`):",
    "attributes are strings (`\"rule/number\"`), `args` are bound by `:in` after `$` (and `%` when the query calls rules), `version`",
    "keeps one version's rules facts, and `state` (a game state of SPEC.md) adds the game-state facts. Queries are read-only, run on a",
    "worker thread, and are stopped past their time limit (2 s) or result limit (10,000 rows).",
    "",
  ];
  for (const [ns, attrs] of groups) {
    const g = GROUPS[ns];
    out.push(`## ${ns}`, "", g ? `${g.about[0].toUpperCase()}${g.about.slice(1)}.` : "", "", "| attribute | type | meaning |", "| --- | --- | --- |");
    for (const [name, a] of attrs) out.push(`| \`${name}\` | ${type(a)} | ${cell(a.doc)} |`);
    if (g?.example) {
      out.push("", "```json", json({ query: g.example.query, ...(g.example.args ? { args: g.example.args } : {}), ...(g.example.state ? { state: "…" } : {}) }), "```");
    }
    out.push("");
  }
  out.push(
    "## Named rules",
    "",
    "A query may call the rules of `queries/*.edn` by name, with `%` in its `:in`; they are passed with the rules they call. Rules the",
    "query brings in `rules` shadow them. Call them with variables: a constant argument (`(functions-in ?a \"graveyard\" ?r)`) trips",
    "datascript's `not-join` inside them; bind a variable and compare it (`[(= ?zone \"graveyard\")]`) instead.",
    "",
    "| rule | file |",
    "| --- | --- |",
    ...libraryRuleRows(),
    "",
    "```json",
    json({ ...RULE_EXAMPLE, state: "…" }),
    "```",
    "",
  );
  return out.filter((l, i, a) => !(l === "" && a[i - 1] === "")).join("\n");
}
