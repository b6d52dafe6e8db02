/**
 * Questions about a game state (SPEC.md): `{"ask": …, "state": …, …}` in,
 * an answer with `because` citations out. One table maps each kind of
 * question to the module that answers it; the server's POST /api/ask, `crkb
 * ask` and `crkb scenarios` all come through here.
 */
import { badInput, printable } from "../errors";
import type { RulesSource } from "./rules-source";
import { answerCanPlay, answerFunctions } from "./functions";
import { readState } from "../state/read-state";
import type { GameState } from "../types";
import { answerRun } from "./run";
import { answerTargets, targetsScope } from "./targets";
import { answerTriggers } from "./triggers";
import { withCertainty } from "./certainty";
import { openGame, type Game } from "./game";

type Answerer = (game: Game, question: Record<string, unknown>) => object;
/** The ids of the objects a question reads (they alone become facts), or null for the whole board. */
type Scope = (state: GameState, question: Record<string, unknown>) => string[] | null;

const oneObject: Scope = (_s, q) => (typeof q.object === "string" ? [q.object] : null);
const wholeBoard: Scope = () => null;

/** Each question: its fields, its answerer, and the objects it reads. */
const ASKS: Record<string, { fields: string[]; answer: Answerer; scope: Scope; remember: boolean }> = {
  functions: { fields: ["object", "ability", "zone"], answer: answerFunctions, scope: oneObject, remember: true },
  "can-play": { fields: ["object", "ability", "player"], answer: answerCanPlay, scope: oneObject, remember: true },
  triggers: { fields: ["event"], answer: answerTriggers, scope: wholeBoard, remember: true },
  targets: { fields: ["source", "ability", "targets", "moment"], answer: answerTargets, scope: (state, q) => targetsScope({ state }, q), remember: true },
  // The loop opens the game itself at every decision: the question's own facts are players and turn only.
  run: { fields: ["actions", "budget"], answer: answerRun, scope: () => [], remember: false },
};

export function askKinds(): string[] {
  return Object.keys(ASKS);
}

export function ask(kb: RulesSource, question: unknown): object {
  if (typeof question !== "object" || question === null || Array.isArray(question)) {
    throw badInput(`a question is a JSON object such as {"ask": "functions", "state": {…}, "object": "id", "ability": 0}`);
  }
  const q = question as Record<string, unknown>;
  const kind = q.ask;
  if (typeof kind !== "string" || !Object.hasOwn(ASKS, kind)) {
    const shown = kind === undefined ? "nothing" : printable(kind);
    throw badInput(`ask: ${shown.slice(0, 60)} is not a question crkb answers (expected one of ${askKinds().join(", ")})`);
  }
  const spec = ASKS[kind];
  for (const k of Object.keys(q)) {
    if (k !== "ask" && k !== "state" && k !== "expect" && !spec.fields.includes(k)) {
      throw badInput(`${k}: not a field of a "${kind}" question (fields: ask, state, ${spec.fields.join(", ")})`);
    }
  }
  if (q.state === undefined) throw badInput(`state: a "${kind}" question needs the game state`);
  const key = spec.remember ? memoKey(kb, q) : null;
  const known = key === null ? undefined : memoOf(kb).get(key);
  if (known) return structuredClone(known);
  const state = readState(q.state);
  const game = openGame(kb, state, typeof q.zone === "string" ? [q.zone] : [], spec.scope(state, q));
  const answer = withCertainty(kind, game, q, spec.answer(game, q));
  if (key !== null) remember(kb, key, structuredClone(answer));
  return answer;
}

/**
 * Answers remembered by the question's content (its state included), per
 * knowledge base and number of loaded versions (an import changes what a
 * citation quotes); the oldest are forgotten past MEMO_SIZE. A question
 * that is refused is not remembered, nor a run, whose answer may depend on
 * its time limit.
 */
const memos = new WeakMap<RulesSource, Map<string, object>>();
const MEMO_SIZE = 500;

/** Null for a question JSON cannot write (a library caller's cycle, a BigInt): it is answered, or refused, unremembered. */
function memoKey(kb: RulesSource, q: Record<string, unknown>): string | null {
  try {
    return `${kb.versions().length}|${JSON.stringify({ ...q, expect: undefined })}`;
  } catch {
    return null;
  }
}

function memoOf(kb: RulesSource): Map<string, object> {
  let memo = memos.get(kb);
  if (!memo) {
    memo = new Map();
    memos.set(kb, memo);
  }
  return memo;
}

function remember(kb: RulesSource, key: string, answer: object): void {
  const memo = memoOf(kb);
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
  memo.set(key, answer);
}
