/**
 * Questions about a game state: the time to answer `{"ask": "functions"}`
 * on a 20-object and a 1,000-object state (median and p99 over fresh
 * questions, each with its own JSON state), split into turning the JSON
 * into facts (validating every object; reading and adding the asked one,
 * answers/game.ts, judge/board.ts) and the Datalog that answers; next to
 * the baseline of JSON.parse of the same state. A board adds its facts on
 * first use, and judge/functions.ts remembers its rows by the object's
 * content, so a card asked about before costs neither. Also the cost of
 * adding a whole board as facts, which questions about the whole board
 * (triggers) will pay.
 */
import { ask } from "../src/answers/ask";
import { openGame } from "../src/answers/game";
import { answerFunctions } from "../src/answers/functions";
import { answerTriggers } from "../src/answers/triggers";
import type { KnowledgeBase } from "../src/knowledge-base";
import { openBoard, updateBoard } from "../src/judge/board";
import { judgeTriggers } from "../src/judge/triggers";
import { readEvent } from "../src/state/read-event";
import { readState } from "../src/state/read-state";
import { fmt, line, percentiles } from "./stats";

/** Card texts of the era, cycled through to fill a board. */
const CARDS: Array<{ name: string; types: string[]; text: string; zone: string }> = [
  { name: "Necrosavant", types: ["creature"], zone: "graveyard", text: "{3}{B}{B}, Sacrifice a creature: Return Necrosavant from your graveyard to play. Play this ability only during your upkeep." },
  { name: "Prodigal Sorcerer", types: ["creature"], zone: "in-play", text: "{T}: Prodigal Sorcerer deals 1 damage to target creature or player." },
  { name: "Absolver Thrull", types: ["creature"], zone: "in-play", text: "Haunt\nWhen Absolver Thrull comes into play or the creature it haunts is put into a graveyard, destroy target enchantment." },
  { name: "Krosan Tusker", types: ["creature"], zone: "hand", text: "Cycling {2}{G}\nWhen you cycle Krosan Tusker, you may search your library for a basic land card, reveal that card, put it into your hand, then shuffle your library." },
  { name: "Llanowar Elves", types: ["creature"], zone: "in-play", text: "{T}: Add {G} to your mana pool." },
  { name: "Deep Analysis", types: ["sorcery"], zone: "graveyard", text: "Target player draws two cards.\nFlashback—{1}{U}, Pay 3 life." },
  { name: "Bridge from Below", types: ["enchantment"], zone: "graveyard", text: "Whenever a nontoken creature is put into your graveyard from play, if Bridge from Below is in your graveyard, put a 2/2 black Zombie creature token into play." },
  { name: "Grizzly Bears", types: ["creature"], zone: "library", text: "" },
];

function stateText(objects: number, salt: number): string {
  const list = Array.from({ length: objects }, (_, i) => {
    const c = CARDS[i % CARDS.length];
    return { id: `o${i}`, name: c.name, owner: i % 2 ? "bob" : "alice", zone: c.zone, types: c.types, text: c.text, position: c.zone === "library" ? i : undefined };
  });
  return JSON.stringify({ players: ["alice", "bob"], turn: { number: 4 + salt, active: "alice", step: "upkeep" }, objects: list });
}

export function benchAsk(kb: KnowledgeBase): void {
  console.log("\nQuestions about a game state: {\"ask\": \"functions\"} (fresh state each time; JSON -> facts, then Datalog)");
  for (const [objects, rounds] of [[20, 300], [1000, 40]] as const) {
    const texts = Array.from({ length: rounds }, (_, i) => stateText(objects, i));
    const asked = Array.from({ length: objects }, (_, i) => i).filter((i) => CARDS[i % CARDS.length].text !== "");
    for (const t of texts.slice(0, 5)) ask(kb, { ask: "functions", state: JSON.parse(t), object: "o0", ability: 0 });
    const parse: number[] = [];
    const facts: number[] = [];
    const query: number[] = [];
    const total: number[] = [];
    texts.forEach((text, i) => {
      const t0 = performance.now();
      const state = JSON.parse(text);
      const t1 = performance.now();
      const object = `o${asked[(i * 7) % asked.length]}`;
      const game = openGame(kb, readState(state), [], [object]);
      const t2 = performance.now();
      answerFunctions(game, { object, ability: 0 });
      const t3 = performance.now();
      parse.push(t1 - t0);
      facts.push(t2 - t1);
      query.push(t3 - t2);
      total.push(t3 - t1);
    });
    const p = percentiles(total);
    const f = percentiles(facts);
    const q = percentiles(query);
    const j = percentiles(parse);
    const share = facts.reduce((a, b) => a + b, 0) / total.reduce((a, b) => a + b, 0);
    line(`${objects} objects: answer (JSON already parsed)`, `median ${fmt(p.median)} ms, p99 ${fmt(p.p99)} ms`);
    line(`  JSON -> state (validate all, read the asked object)`, `median ${fmt(f.median)} ms (${fmt(share * 100, 0)}% of the time)`);
    line(`  facts (on first use), Datalog or the remembered rows, citations`, `median ${fmt(q.median)} ms, p99 ${fmt(q.p99)} ms`);
    line(`  baseline: JSON.parse of the state`, `median ${fmt(j.median, 3)} ms (${fmt(p.median / j.median, 0)}x)`);
  }
  const whole = JSON.parse(stateText(1000, 0));
  const t0 = performance.now();
  void openGame(kb, readState(whole)).db;
  line("1000 objects: every object as facts (for whole-board questions)", `${fmt(performance.now() - t0)} ms`);
}

/**
 * Trigger checks on a board of 50 permanents carrying 100 triggered
 * abilities: checks per second of one zone-change event (two creatures
 * die), with the share spent in Datalog (queries/triggers.edn) against
 * TypeScript (facts, counting, ordering, citations). The same state asked
 * again finds the facts and the verdict remembered by content
 * (judge/board.ts); a state not seen before (another turn number) pays
 * for both, and is measured beside it: the facts are written from the last
 * board's and the queries' rows found by the versions of what they read
 * (db/fact-versions.ts), as for a board whose objects are all new, which
 * pays for everything.
 */
export function benchTriggers(kb: KnowledgeBase): void {
  const texts = [
    "Whenever a creature is put into a graveyard from play, you gain 1 life.\nAt the beginning of your upkeep, you lose 1 life.",
    "When this creature comes into play, draw a card.\nWhenever a land is put into a graveyard from play, you draw a card.",
  ];
  const objects = Array.from({ length: 50 }, (_, i) => ({
    id: `p${i}`, name: `Permanent ${i}`, owner: i % 2 ? "bob" : "alice", zone: "in-play", types: ["creature"], text: texts[i % 2],
  }));
  const stateOf = (turn: number) => ({ players: ["alice", "bob"], turn: { number: turn, active: "alice", step: "precombat-main" }, objects });
  const state = stateOf(5);
  const question = { ask: "triggers", event: { kind: "zone-change", objects: ["p0", "p1"], to: "graveyard" } };
  const game = () => {
    const g = openGame(kb, readState(state));
    void g.db;
    return g;
  };
  // Warmed up first, as a server answering checks is: 200 timed checks of about 1 ms each were half JIT compilation.
  for (let i = 0; i < 50; i++) answerTriggers(game(), question);
  const rounds = 200;
  let facts = 0;
  let answer = 0;
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) {
    const a = performance.now();
    const g = game();
    const b = performance.now();
    answerTriggers(g, question);
    facts += b - a;
    answer += performance.now() - b;
  }
  const total = performance.now() - t0;
  console.log("\nTrigger checks: 50 permanents, 100 triggered abilities, one event of two creatures dying");
  line("checks per second (state to facts + answer)", `${fmt((rounds / total) * 1000, 1)} /s (${fmt(total / rounds)} ms each)`);
  line("  the board as facts (TypeScript + db_with)", `${fmt((facts / total) * 100, 0)}%`);
  line("  the answer: Datalog on the game before and after, and citations", `${fmt((answer / total) * 100, 0)}%`);
  const fresh = 20;
  const f0 = performance.now();
  for (let i = 0; i < fresh; i++) {
    const g = openGame(kb, readState(stateOf(100 + i)));
    answerTriggers(g, question);
  }
  line("  a state not seen before each time (another turn number)", `${fmt((fresh / (performance.now() - f0)) * 1000, 1)} /s`);
  // Every object new (ids never seen): no facts to start from and no rows to reuse, the cost of a cold board.
  const cold = 10;
  const c0 = performance.now();
  for (let i = 0; i < cold; i++) {
    const renamed = { ...stateOf(5), objects: objects.map((o) => ({ ...o, id: `${o.id}-${i}` })) };
    answerTriggers(openGame(kb, readState(renamed)), { ...question, event: { ...question.event, objects: ["p0-" + i, "p1-" + i] } });
  }
  line("  a board of objects never seen (facts written whole, Datalog run)", `${fmt((cold / (performance.now() - c0)) * 1000, 1)} /s`);
  const g = game();
  const d0 = performance.now();
  for (let i = 0; i < rounds; i++) answerTriggers(g, question);
  line("  answers on a board already as facts", `${fmt((rounds / (performance.now() - d0)) * 1000, 1)} /s`);
  // As the game loop checks: the last board's facts updated by what changed (a life total), then the judge.
  // The next state shares the objects it left alone, as the loop's boards do (engine.ts gameOf): a whole
  // copy of the state (structuredClone, as this line measured before) was a quarter of the time.
  const read = readState(state);
  let board = openBoard(read);
  void board.db;
  const event = readEvent(question.event, read);
  const l0 = performance.now();
  for (let i = 0; i < fresh; i++) {
    const next = { ...board.state, players: board.state.players.map((p, n) => (n === 0 ? { ...p, life: p.life - 1 } : p)) };
    board = updateBoard(board, next)!;
    judgeTriggers(board, event);
  }
  line("  in the game loop: facts updated by the change, then the judge (no wording)", `${fmt((fresh / (performance.now() - l0)) * 1000, 1)} /s`);
}
