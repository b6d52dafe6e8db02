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
import { openGame, type Game } from "./game";

type Answerer = (game: Game, question: Record<string, unknown>) => object;
/** The ids of the objects a question reads (they alone become facts), or null for the whole board. */
type Scope = (state: GameState, question: Record<string, unknown>) => string[] | null;

const oneObject: Scope = (_s, q) => (typeof q.object === "string" ? [q.object] : null);
const wholeBoard: Scope = () => null;

/** Each question: its fields, its answerer, and the objects it reads. */
const ASKS: Record<string, { fields: string[]; answer: Answerer; scope: Scope }> = {
  functions: { fields: ["object", "ability", "zone"], answer: answerFunctions, scope: oneObject },
  "can-play": { fields: ["object", "ability", "player"], answer: answerCanPlay, scope: oneObject },
  triggers: { fields: ["event"], answer: answerTriggers, scope: wholeBoard },
  targets: { fields: ["source", "ability", "targets", "moment"], answer: answerTargets, scope: (state, q) => targetsScope({ state }, q) },
  // The loop opens the game itself at every decision: the question's own facts are players and turn only.
  run: { fields: ["actions", "budget"], answer: answerRun, scope: () => [] },
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
  const state = readState(q.state);
  const game = openGame(kb, state, typeof q.zone === "string" ? [q.zone] : [], spec.scope(state, q));
  return spec.answer(game, q);
}
