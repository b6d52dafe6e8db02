/**
 * Scenario files (SPEC.md): `{name, rules, state, actions?, budget?, asks:
 * [{…question, expect}]}`. The actions are first played through the game
 * loop (a "run" question); each ask is then answered by answers/ask.ts with
 * the state the actions left (or the scenario's state, without actions)
 * unless it brings its own, and its answer must contain `expect`:
 * every key of an expected object must match; an expected list of plain
 * values must have the same members as the answer's (order aside); an
 * expected list of objects must each match some member of the answer's
 * (so `because: [{"rule": "402.8h"}]` asks that 402.8h be cited).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { CrkbError, badInput } from "../errors";
import type { RulesSource } from "./rules-source";
import { ask } from "./ask";
import type { RunAnswer } from "./run";

export interface AskResult {
  index: number;
  ask: string;
  passed: boolean;
  /** What differed, as `path: expected X, got Y`; or the error the question raised. */
  problems: string[];
}

export interface ScenarioResult {
  file: string;
  name: string;
  rules: string[];
  passed: boolean;
  asks: AskResult[];
}

/** The scenario files under each path (a file, or a directory read recursively), in name order. */
export function scenarioFiles(paths: string[]): string[] {
  const out: string[] = [];
  const visit = (p: string) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      throw badInput(`${p}: no such file or directory`);
    }
    if (st.isDirectory()) for (const name of readdirSync(p).sort()) visit(join(p, name));
    else if (p.endsWith(".json")) out.push(p);
  };
  for (const p of paths) visit(p);
  return out;
}

export function runScenarioFile(kb: RulesSource, file: string): ScenarioResult {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    throw badInput(`${file}: not a JSON scenario: ${(e as Error).message}`);
  }
  return runScenario(kb, json, file);
}

export function runScenario(kb: RulesSource, json: unknown, file: string): ScenarioResult {
  if (typeof json !== "object" || json === null || Array.isArray(json)) throw badInput(`${file}: a scenario is a JSON object {name, rules, state, asks}`);
  const s = json as Record<string, unknown>;
  const name = typeof s.name === "string" ? s.name : file;
  if (!Array.isArray(s.asks) || s.asks.length === 0) throw badInput(`${file}: asks: a scenario needs a list of questions with "expect"`);
  const rules = Array.isArray(s.rules) ? s.rules.map(String) : [];
  // The actions are played through the game loop once; every ask then sees the state it
  // leaves, and a "run" ask without actions of its own is answered by that run (its log).
  let played: RunAnswer | null = null;
  if (s.actions !== undefined) {
    try {
      played = ask(kb, { ask: "run", state: s.state, actions: s.actions, ...(s.budget === undefined ? {} : { budget: s.budget }) }) as RunAnswer;
    } catch (e) {
      if (!(e instanceof CrkbError)) throw e;
      return { file, name, rules, passed: false, asks: [{ index: -1, ask: "actions", passed: false, problems: [e.message] }] };
    }
  }
  const asks = s.asks.map((raw, index): AskResult => {
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return { index, ask: "?", passed: false, problems: [`asks[${index}]: not an object`] };
    const { expect, ...question } = raw as Record<string, unknown>;
    const kind = String(question.ask);
    if (question.state === undefined) question.state = played ? played.state : s.state;
    let answer: unknown;
    try {
      answer = kind === "run" && played && question.actions === undefined ? played : ask(kb, question);
    } catch (e) {
      if (!(e instanceof CrkbError)) throw e;
      const wanted = (expect as Record<string, unknown> | undefined)?.error;
      if (typeof wanted === "string" && e.message.includes(wanted)) return { index, ask: kind, passed: true, problems: [] };
      return { index, ask: kind, passed: false, problems: [e.message] };
    }
    const problems = expect === undefined ? ["no expect: nothing to check"] : differences(expect, answer, "");
    return { index, ask: kind, passed: problems.length === 0, problems };
  });
  return { file, name, rules, passed: asks.every((a) => a.passed), asks };
}

/** Where `actual` fails to contain `expected`, as readable lines. */
export function differences(expected: unknown, actual: unknown, path: string): string[] {
  const at = path || "answer";
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${at}: expected a list, got ${show(actual)}`];
    if (expected.every((e) => typeof e !== "object" || e === null)) {
      const a = [...actual].map(show).sort();
      const e = [...expected].map(show).sort();
      return a.join("|") === e.join("|") ? [] : [`${at}: expected ${show(expected)}, got ${show(actual)}`];
    }
    return expected.flatMap((e, i) =>
      actual.some((x) => differences(e, x, "").length === 0) ? [] : [`${at}[${i}]: nothing in the answer matches ${show(e)}`]);
  }
  if (typeof expected === "object" && expected !== null) {
    if (typeof actual !== "object" || actual === null || Array.isArray(actual)) return [`${at}: expected an object, got ${show(actual)}`];
    return Object.entries(expected).flatMap(([k, v]) => differences(v, (actual as Record<string, unknown>)[k], path ? `${path}.${k}` : k));
  }
  return Object.is(expected, actual) ? [] : [`${at}: expected ${show(expected)}, got ${show(actual)}`];
}

function show(v: unknown): string {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 120 ? `${s.slice(0, 120)}…` : s;
}
