/**
 * Helpers for the game-loop tests (test/engine): tiny literal states of
 * 2006-2008 cards, a "run" question played through src/answers/ask.ts, and
 * checks on its log. Every state has two players, alice (active) and bob, in
 * alice's precombat main phase of turn 4, each with a three-card library so
 * that a draw step does not end the game (420.5g) unless a test wants it to.
 */
import { expect } from "vitest";
import { ask } from "../../src/answers/ask";
import type { RunAnswer } from "../../src/answers/run";
import { openKnowledgeBase } from "../../src/knowledge-base";
import type { LogEntry } from "../../src/types";
import { expectBadInput } from "./expect";
import { card, type Obj } from "./game";

export { card, type Obj };

export const kb = openKnowledgeBase({ versions: [] });

/** A creature card in play with its power and toughness. */
export function creature(id: string, name: string, owner: string, power: number, toughness: number, more: Obj = {}): Obj {
  return card(id, name, owner, "in-play", ["creature"], undefined, { power, toughness, ...more });
}

/** `n` Islands on top of `owner`'s library, ids `<owner>-lib0` (the top) and on. */
export function library(owner: string, n = 3): Obj[] {
  return Array.from({ length: n }, (_, i) => card(`${owner}-lib${i}`, "Island", owner, "library", ["land"], undefined, { position: i }));
}

/** A state with `objects` and both libraries; `more` replaces players, turn or the libraries (`objects` is appended to). */
export function state(objects: Obj[], more: Obj = {}, libraries = true): Obj {
  return {
    players: ["alice", "bob"],
    turn: { number: 4, active: "alice", step: "precombat-main" },
    ...more,
    objects: [...(libraries ? [...library("alice"), ...library("bob")] : []), ...objects],
  };
}

/** The turn in `step` of alice's turn 4. */
export function at(step: string, active = "alice", number = 4): Obj {
  return { turn: { number, active, step } };
}

/** Plays `actions` through the game loop from `s`. */
export function run(s: Obj, actions: unknown[] = [], more: Obj = {}): RunAnswer {
  return ask(kb, { ask: "run", state: s, actions, ...more }) as RunAnswer;
}

/** The object as the answer's resulting state writes it. */
export function objectOf(a: RunAnswer, id: string): Obj {
  const o = (a.state.objects as Obj[]).find((x) => x.id === id);
  expect(o, `${id} in the resulting state`).toBeDefined();
  return o!;
}

/** The n (1-based) of the first log entry citing `rule` (and, given, whose detail contains `words`); -1 when none. */
export function logIndex(a: RunAnswer, rule: string, words?: string): number {
  return a.log.find((l) => l.rule === rule && (words === undefined || l.detail.includes(words)))?.n ?? -1;
}

/** Log entries of one kind of event. */
export function events(a: RunAnswer, event: string): LogEntry[] {
  return a.log.filter((l) => l.event === event);
}

/** Paragraphs the seeds hold (401-415): their citations carry a version and the paragraph's text. */
const IN_SEEDS = /^4(?:0\d|1[0-5])\./;

/**
 * A log entry cites `rule` with a detail containing `words`; a paragraph of
 * the seeds is quoted with its version and text.
 */
export function expectLogged(a: RunAnswer, rule: string, words?: string, event?: string): LogEntry {
  const l = a.log.find((x) => x.rule === rule && (words === undefined || x.detail.includes(words)) && (event === undefined || x.event === event));
  expect(l, `${rule}${words ? ` "${words}"` : ""} logged in ${JSON.stringify(a.log.map((x) => `${x.event} ${x.rule}: ${x.detail}`), null, 1)}`).toBeDefined();
  expect(l!.detail.length).toBeGreaterThan(0);
  if (IN_SEEDS.test(rule)) {
    expect(l!.version.length, `${rule} quoted with a version`).toBeGreaterThan(0);
    expect(l!.text.length, `${rule} quoted with its text`).toBeGreaterThan(0);
  }
  return l!;
}

export function expectNotLogged(a: RunAnswer, rule: string, words?: string): void {
  expect(logIndex(a, rule, words), `${rule}${words ? ` "${words}"` : ""} not logged`).toBe(-1);
}

/** The run is refused as bad input (400, exit 2), its message starting with `path` (":" or "." follows). */
export function expectRefused(s: Obj, actions: unknown, path: string, more: Obj = {}): string {
  return expectBadInput(() => ask(kb, { ask: "run", state: s, actions, ...more }), path, true);
}
