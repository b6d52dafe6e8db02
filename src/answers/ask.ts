/**
 * Questions about a game state (SPEC.md): `{"ask": …, "state": …, …}` in,
 * an answer with `because` citations out. One table maps each kind of
 * question to the module that answers it; the server's POST /api/ask, `crkb
 * ask` and `crkb scenarios` all come through here.
 */
import { badInput, printable } from "../errors";
import type { KnowledgeBase } from "../knowledge-base";
import { answerCanPlay, answerFunctions } from "./functions";
import { answerTriggers } from "./triggers";
import { openGame, type Game } from "./game";

type Answerer = (game: Game, question: Record<string, unknown>) => object;

/** Each question: its fields, its answerer, and whether it reads one object or the whole board. */
const ASKS: Record<string, { fields: string[]; answer: Answerer; oneObject: boolean }> = {
  functions: { fields: ["object", "ability", "zone"], answer: answerFunctions, oneObject: true },
  "can-play": { fields: ["object", "ability", "player"], answer: answerCanPlay, oneObject: true },
  triggers: { fields: ["event"], answer: answerTriggers, oneObject: false },
};

/** Questions of SPEC.md that later work will answer; asked now, they get a clear 400. */
const NOT_YET = ["targets"];

export function askKinds(): string[] {
  return Object.keys(ASKS);
}

export function ask(kb: KnowledgeBase, question: unknown): object {
  if (typeof question !== "object" || question === null || Array.isArray(question)) {
    throw badInput(`a question is a JSON object such as {"ask": "functions", "state": {…}, "object": "id", "ability": 0}`);
  }
  const q = question as Record<string, unknown>;
  const kind = q.ask;
  if (typeof kind !== "string" || !(kind in ASKS)) {
    const shown = kind === undefined ? "nothing" : printable(kind);
    if (typeof kind === "string" && NOT_YET.includes(kind)) throw badInput(`ask: "${kind}" questions are not answered yet; this version answers ${askKinds().join(", ")}`);
    throw badInput(`ask: ${shown.slice(0, 60)} is not a question crkb answers (expected one of ${askKinds().join(", ")})`);
  }
  const spec = ASKS[kind];
  for (const k of Object.keys(q)) {
    if (k !== "ask" && k !== "state" && k !== "expect" && !spec.fields.includes(k)) {
      throw badInput(`${k}: not a field of a "${kind}" question (fields: ask, state, ${spec.fields.join(", ")})`);
    }
  }
  if (q.state === undefined) throw badInput(`state: a "${kind}" question needs the game state`);
  const scope = spec.oneObject && typeof q.object === "string" ? [q.object] : null;
  const game = openGame(kb, q.state, typeof q.zone === "string" ? [q.zone] : [], scope);
  return spec.answer(game, q);
}
