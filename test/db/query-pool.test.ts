/**
 * Users' Datalog queries run by the worker pool (src/db/query-pool.ts,
 * src/db/query-worker.ts) through kb.query(input, poolOptions): the shapes
 * of results, a version's facts only, a game state's facts with the named
 * rules of queries/*.edn, and the limits: a runaway query stopped at its time
 * limit (the worker replaced, the next query answered), too many rows, too
 * many waiting, too long a wait, results too large at any depth, inputs a
 * worker cannot take, datascript's own errors as 400s. Nothing a query does
 * reaches the knowledge base. Each knowledge base here closes its pool in afterAll.
 *
 * A pool's options are fixed by the first kb.query() call that starts it, so
 * each set of limits gets its own knowledge base.
 *
 * The time limits below are longer than the 300 ms a runaway query needs:
 * a query's time currently includes the start-up of a fresh worker (which,
 * run from the TypeScript sources under load, can take a few hundred ms),
 * and the query right after a timeout runs on such a fresh worker.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QueryPool } from "../../src/db/query-pool";
import { CrkbError } from "../../src/errors";
import { openKnowledgeBase, prepareQuery, type KnowledgeBase } from "../../src/knowledge-base";
import { NECRO_STATE as STATE } from "../support/necrosavant";

const RULINGS_402_8E =
  "An object's ability that modifies how it comes into play functions as that object is coming into play. See Rule 419.6i.";
const FRAGMENTS_402_8E =
  "An object’s activated ability that has a cost that can’t be paid while the object is in play functions from any zone in which its cost can be paid.";

const COUNT_RULES = '[:find (count ?r) . :where [?r "rule/number" _]]';
const TEXT_OF = '[:find ?t . :in $ ?n :where [?r "rule/number" ?n] [?r "rule/text" ?t]]';
const FUNCTIONS_Q = `[:find ?zone ?rule
 :in $ % ?id ?i
 :where [?o "object/id" ?id] [?a "ability/object" ?o] [?a "ability/index" ?i]
        (functions-in ?a ?zone ?rule)]`;
/** Four unjoined clauses over every paragraph: a cartesian product of some 10^8-10^9 rows. */
const RUNAWAY = '[:find ?a ?b ?c ?d :where [?a "rule/text" _] [?b "rule/text" _] [?c "rule/text" _] [?d "rule/text" _]]';

/** The CrkbError a promise rejects with. */
async function refusal(p: Promise<unknown>): Promise<CrkbError> {
  let caught: unknown;
  try {
    await p;
  } catch (e) {
    caught = e;
  }
  expect(caught, "the query should have been refused").toBeInstanceOf(CrkbError);
  return caught as CrkbError;
}

const sortRows = (rows: unknown) => [...(rows as unknown[][])].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

let kb: KnowledgeBase;
const opened: KnowledgeBase[] = [];

/** A knowledge base of the seeds, closed after the file. */
function seedKb(): KnowledgeBase {
  const k = openKnowledgeBase({ versions: [] });
  opened.push(k);
  return k;
}

beforeAll(() => {
  kb = seedKb();
});

afterAll(async () => {
  await Promise.all(opened.map((k) => k.close()));
});

describe("results", () => {
  it("tuples: one array per row, with the answer's metadata", async () => {
    const a = await kb.query({ query: '[:find ?n ?t :where [?r "rule/number" ?n] [?r "rule/title" ?t] [(= ?n "402")]]' });
    expect(a.result).toEqual([["402", "Abilities"]]);
    expect(a.rows).toBe(1);
    expect(a.version).toBeNull();
    expect(a.rules).toEqual([]);
    expect(typeof a.ms).toBe("number");
    expect(a.ms).toBeGreaterThanOrEqual(0);
  });

  it("args bind :in after $", async () => {
    const a = await kb.query({ query: '[:find ?n ?t :in $ [?n ...] :where [?r "rule/number" ?n] [?r "rule/title" ?t]]', args: [["402", "403"]] });
    expect(sortRows(a.result)).toEqual([["402", "Abilities"], ["403", "Activated Abilities"]]);
    expect(a.rows).toBe(2);
  });

  it(":keys: one object per row", async () => {
    const a = await kb.query({ query: '[:find ?n ?t :keys number title :where [?r "rule/number" ?n] [?r "rule/title" ?t] [(= ?n "402")]]' });
    expect(a.result).toEqual([{ number: "402", title: "Abilities" }]);
  });

  it("a scalar with `.`", async () => {
    const a = await kb.query({ query: TEXT_OF, args: ["402.8h"] });
    expect(typeof a.result).toBe("string");
    expect(a.result).toMatch(/^An ability whose cost or effect specifies that it moves the object/);
    expect(a.rows).toBe(1);
  });

  it("a collection with [?x ...]", async () => {
    const a = await kb.query({ query: '[:find [?v ...] :where [_ "version/id" ?v]]' });
    expect([...(a.result as string[])].sort()).toEqual(kb.versions().map((v) => v.id).sort());
    expect(a.rows).toBe(kb.versions().length);
  });

  it("a pull in :find", async () => {
    const a = await kb.query({ query: '[:find (pull ?r ["rule/number" "rule/title"]) . :where [?r "rule/number" "402"]]' });
    expect(a.result).toEqual({ "rule/number": "402", "rule/title": "Abilities" });
  });

  it("aggregates: count per version adds up to the count of all paragraphs; min and max", async () => {
    const total = (await kb.query({ query: COUNT_RULES })).result as number;
    expect(total).toBeGreaterThan(100);
    const per = await kb.query({ query: '[:find ?v (count ?r) :where [?r "rule/version" ?ve] [?ve "version/id" ?v]]' });
    const counts = per.result as [string, number][];
    expect(counts.map(([v]) => v).sort()).toEqual(kb.versions().map((v) => v.id).sort());
    expect(counts.reduce((s, [, n]) => s + n, 0)).toBe(total);
    const range = await kb.query({ query: '[:find [(min ?n) (max ?n)] :where [?r "rule/number" ?n] [?r "rule/section" "402"]]' });
    expect(range.result).toEqual(["402", "402.8h"]);
  });

  it("nothing found: an empty list", async () => {
    const a = await kb.query({ query: '[:find ?n :where [?r "rule/number" ?n] [(= ?n "999.9z")]]' });
    expect(a.result).toEqual([]);
    expect(a.rows).toBe(0);
  });
});

describe("version", () => {
  it("restricts the facts to one version's paragraphs: fewer than all versions, and they add up", async () => {
    const all = (await kb.query({ query: COUNT_RULES })).result as number;
    const counts = await Promise.all(kb.versions().map(async (v) => {
      const a = await kb.query({ query: COUNT_RULES, version: v.id });
      expect(a.version).toBe(v.id);
      return a.result as number;
    }));
    for (const n of counts) {
      expect(n).toBeGreaterThan(0);
      expect(n).toBeLessThan(all);
    }
    expect(counts.reduce((s, n) => s + n, 0)).toBe(all);
  });

  it("the version entity of the others is gone too", async () => {
    const a = await kb.query({ query: '[:find [?v ...] :where [_ "version/id" ?v]]', version: "fragments-2006" });
    expect(a.result).toEqual(["fragments-2006"]);
  });

  it("one number, two versions, two texts (402.8e is lettered differently in the rulings dump)", async () => {
    const rulings = await kb.query({ query: TEXT_OF, args: ["402.8e"], version: "rulings-2008-03-17" });
    const fragments = await kb.query({ query: TEXT_OF, args: ["402.8e"], version: "fragments-2006" });
    expect(rulings.result).toBe(RULINGS_402_8E);
    expect(fragments.result).toBe(FRAGMENTS_402_8E);
    const all = await kb.query({ query: '[:find [?t ...] :in $ ?n :where [?r "rule/number" ?n] [?r "rule/text" ?t]]', args: ["402.8e"] });
    expect([...(all.result as string[])].sort()).toEqual([RULINGS_402_8E, FRAGMENTS_402_8E].sort());
  });

  it("an unknown version: 404 before any worker runs it", async () => {
    const e = await refusal(kb.query({ query: COUNT_RULES, version: "2099-01-01" }));
    expect(e.status).toBe(404);
    expect(e.code).toBe("not_found");
  });
});

describe("state", () => {
  it("adds the game facts: the object, its zone and owner are queryable", async () => {
    const a = await kb.query({
      query: '[:find ?name ?zone ?owner :in $ ?id :where [?o "object/id" ?id] [?o "object/name" ?name] [?o "object/zone" ?zone] [?o "object/owner" ?p] [?p "player/id" ?owner]]',
      args: ["necro"],
      state: STATE,
    });
    expect(a.result).toEqual([["Necrosavant", "graveyard", "alice"]]);
  });

  it("without a state there are no game facts", async () => {
    const a = await kb.query({ query: '[:find ?o :where [?o "object/id" _]]' });
    expect(a.result).toEqual([]);
  });

  it("a library rule over the state: functions-in puts Necrosavant's ability in the graveyard by 402.8h", async () => {
    const a = await kb.query({ query: FUNCTIONS_Q, args: ["necro", 0], state: STATE });
    expect(a.result).toEqual([["graveyard", "402.8h"]]);
    expect([...a.rules].sort()).toEqual(["confined", "functions-in", "spell-object"]);
  });

  it("the cited rule's text is in the same database: join functions-in with rule/text", async () => {
    const a = await kb.query({
      query: `[:find ?rule ?text :in $ % ?id :where [?o "object/id" ?id] [?a "ability/object" ?o]
               (functions-in ?a ?zone ?rule) [(= ?zone "graveyard")] [?r "rule/number" ?rule] [?r "rule/text" ?text]]`,
      args: ["necro"],
      state: STATE,
    });
    const rows = a.result as [string, string][];
    expect(rows.length).toBeGreaterThan(0);
    for (const [rule, text] of rows) {
      expect(rule).toBe("402.8h");
      expect(text.length).toBeGreaterThan(0);
    }
  });

  it("a user's rule of the same name shadows functions-in", async () => {
    const rules = '[[(functions-in ?a ?zone ?rule) [?a "ability/object" _] [(ground "mine") ?rule] [(ground "anywhere") ?zone]]]';
    const a = await kb.query({ query: FUNCTIONS_Q, args: ["necro", 0], state: STATE, rules });
    expect(a.result).toEqual([["anywhere", "mine"]]);
    expect(a.rules).toEqual(["functions-in"]);
  });

  it("the state is not kept: the next query without one sees no objects", async () => {
    await kb.query({ query: '[:find ?o :where [?o "object/id" _]]', state: STATE });
    expect((await kb.query({ query: '[:find ?o :where [?o "object/id" _]]' })).result).toEqual([]);
  });

  it("state together with a version", async () => {
    const a = await kb.query({ query: FUNCTIONS_Q, args: ["necro", 0], state: STATE, version: "rulings-2008-03-17" });
    expect(a.result).toEqual([["graveyard", "402.8h"]]);
  });

  it("sees the keywords the continuous effects grant, as the questions do: Goblin King's haste on the other Goblin (418.4a)", async () => {
    const goblins = {
      players: ["alice", "bob"],
      turn: { number: 3, active: "alice", step: "precombat-main" },
      objects: [
        { id: "king", name: "Goblin King", owner: "alice", zone: "in-play", types: ["creature"], subtypes: ["goblin"], power: 2, toughness: 2, text: "Other Goblins you control get +1/+1 and have haste." },
        { id: "piker", name: "Goblin Piker", owner: "alice", zone: "in-play", types: ["creature"], subtypes: ["goblin"], power: 2, toughness: 1, text: "Goblin Piker can't block." },
      ],
    };
    const a = await kb.query({ query: '[:find ?id ?p :where [?o "object/keyword" "haste"] [?o "object/id" ?id] [?o "object/power" ?p]]', state: goblins });
    expect(a.result).toEqual([["piker", 3]]);
  });

  it("a state without grants is queried as written", async () => {
    const a = await kb.query({ query: '[:find ?id ?k :where [?o "object/id" ?id] [?o "object/color" ?k]]', state: STATE });
    expect(a.result).toEqual([["necro", "black"]]);
    expect((await kb.query({ query: '[:find ?k :where [_ "object/keyword" ?k]]', state: STATE })).result).toEqual([]);
  });

  it("% later in :in than right after $", async () => {
    const q = '[:find ?zone ?rule :in $ ?id % :where [?o "object/id" ?id] [?a "ability/object" ?o] (functions-in ?a ?zone ?rule)]';
    const a = await kb.query({ query: q, args: ["necro"], state: STATE });
    expect(a.result).toEqual([["graveyard", "402.8h"]]);
  });
});

describe("datascript's own errors: 400 bad_query, the message starting \"query:\"", () => {
  it.each([
    ["an unknown function", '[:find ?e :where [?e "rule/number" ?n] [(no-such-fn ?n)]]'],
    ["an unbound variable in :find", '[:find ?nowhere :where [?e "rule/number" _]]'],
    ["a rule called with % but not defined", '[:find ?e :in $ % :where (nowhere ?e)]'],
  ])("%s", async (_label, query) => {
    const e = await refusal(kb.query({ query }));
    expect(e.status).toBe(400);
    expect(e.code).toBe("bad_query");
    expect(e.exitCode).toBe(2);
    expect(e.message).toMatch(/^query: \S/);
    expect(e.message).not.toMatch(/\n\s+at /);
  });

  it("too few or too many inputs for :in: a 400 naming args, before any worker runs it", async () => {
    const few = await refusal(kb.query({ query: '[:find ?e :in $ ?x :where [?e "rule/number" ?x]]' }));
    expect(few).toMatchObject({ status: 400, code: "bad_input", message: "args: the query's :in binds 1 value after $; 0 given" });
    const many = await refusal(kb.query({ query: COUNT_RULES, args: ["extra"] }));
    expect(many).toMatchObject({ status: 400, code: "bad_input", message: "args: the query's :in binds 0 values after $; 1 given" });
  });

  it("a user's rule that datascript cannot read", async () => {
    const e = await refusal(kb.query({ query: "[:find ?n :in $ % :where (mine ?n)]", rules: "[[(mine ?n) 42]]" }));
    expect(e.status).toBe(400);
    expect(e.message).toMatch(/^query: /);
  });

  it("the worker survives them: the next query answers", async () => {
    expect((await kb.query({ query: COUNT_RULES })).result).toBeGreaterThan(100);
  });

  it("a result that cannot leave the worker ($ itself): a CrkbError", async () => {
    const e = await refusal(kb.query({ query: '[:find ?d . :where [?e "rule/number" "402"] [(vector $ ?e) ?d]]' }));
    expect(e.status).toBeLessThan(500);
  });
});

describe("nothing a query does changes the knowledge base", () => {
  it("queries that bind, fail, or look like transactions leave every fact as it was", async () => {
    const before = kb.db.querySnapshot();
    const count = (await kb.query({ query: COUNT_RULES })).result;
    const rule = kb.rule("402.8h");

    const grounded = await kb.query({ query: '[:find ?e :where [?e "rule/number" _] [(ground 1) ?x]]' });
    expect(grounded.rows).toBe(count);
    // Transaction-like queries are not queries, or fail in datascript: nothing is written.
    for (const query of [
      '[:db/add -1 "rule/number" "999"]',
      '[:find ?e :where [(transact! $ [[:db/add -1 "rule/number" "999"]]) ?e]]',
      '[:find ?e :where [(datascript.core/transact! $ [{:db/id -1 "rule/number" "999"}]) ?e]]',
      '[:find ?e :where [?e "rule/number" "402"] [(conj $ [:db/retract ?e "rule/number" "402"]) ?x]]',
    ]) {
      const e = await refusal(kb.query({ query }));
      expect(e.status).toBe(400);
    }
    // A state's facts are added to the worker's copy only.
    await kb.query({ query: COUNT_RULES, state: STATE });

    expect((await kb.query({ query: COUNT_RULES })).result).toBe(count);
    expect((await kb.query({ query: '[:find ?e :where [?e "rule/number" "999"]]' })).result).toEqual([]);
    expect((await kb.query({ query: '[:find ?o :where [?o "object/id" _]]' })).result).toEqual([]);
    expect(kb.rule("402.8h")).toEqual(rule);
    expect(kb.db.querySnapshot()).toBe(before);
  });
});

describe("limits", () => {
  it("a cartesian product is stopped at its time limit (422 query_timeout), and the next query still answers", async () => {
    const k = seedKb();
    await k.query({ query: COUNT_RULES }, { size: 1, timeLimitMs: 1_500 });
    const e = await refusal(k.query({ query: RUNAWAY }));
    expect(e.status).toBe(422);
    expect(e.code).toBe("query_timeout");
    expect(e.exitCode).toBe(2);
    expect(e.message).toContain("time limit of 1.5 s");
    // The one worker was stopped and replaced.
    expect((await k.query({ query: COUNT_RULES })).result).toBeGreaterThan(100);
  });

  it("a rule recursing twice in one body (datascript #277) is stopped the same way", async () => {
    const k = seedKb();
    const e = await refusal(k.query(
      { query: "[:find ?x :in $ % :where (up ?x ?y)]", rules: '[[(up ?a ?b) [?a "rule/parent" ?b]] [(up ?a ?b) (up ?a ?c) (up ?c ?b)]]' },
      { size: 1, timeLimitMs: 1_500 },
    ));
    expect(e.code).toBe("query_timeout");
    expect((await k.query({ query: COUNT_RULES })).result).toBeGreaterThan(100);
  });

  it("while a slow query runs, a fast one on the other worker of a pool of two completes", async () => {
    const k = seedKb();
    let slowSettled = false;
    const slow = k.query({ query: RUNAWAY }, { size: 2, timeLimitMs: 4_000 }).finally(() => {
      slowSettled = true;
    });
    const fast = await k.query({ query: TEXT_OF, args: ["402.8h"] });
    expect(fast.result).toMatch(/^An ability whose cost/);
    expect(slowSettled).toBe(false);
    const e = await refusal(slow);
    expect(e.code).toBe("query_timeout");
  });

  it(`more rows than maxRows: 422 result_too_large; at most maxRows is fine`, async () => {
    const k = seedKb();
    const e = await refusal(k.query({ query: '[:find ?n :where [?r "rule/number" ?n]]' }, { maxRows: 5 }));
    expect(e.status).toBe(422);
    expect(e.code).toBe("result_too_large");
    expect(e.message).toContain("at most 5");
    const ok = await k.query({ query: '[:find ?n :in $ [?n ...] :where [?r "rule/number" ?n]]', args: [["402", "402.8", "402.8a", "402.8b", "402.8h"]] });
    expect(ok.rows).toBe(5);
    // A count is one row, however many it counts.
    expect((await k.query({ query: COUNT_RULES })).result).toBeGreaterThan(5);
  });

  it("more queries waiting than maxQueued: 429 busy, and the waiting one still runs", async () => {
    const k = seedKb();
    // A first query starts the worker, so the slow one is running, not waiting, when the others come.
    await k.query({ query: COUNT_RULES }, { size: 1, maxQueued: 1, timeLimitMs: 1_500 });
    const slow = k.query({ query: RUNAWAY });
    const waiting = k.query({ query: COUNT_RULES });
    const e = await refusal(k.query({ query: COUNT_RULES }));
    expect(e.status).toBe(429);
    expect(e.code).toBe("busy");
    expect((await refusal(slow)).code).toBe("query_timeout");
    expect((await waiting).result).toBeGreaterThan(100);
  });
});

/** A pool of one worker over the seeds, started before the block's tests and closed after them. */
function seedPool(): { pool: QueryPool; versions: string[] } {
  const opened = {} as { pool: QueryPool; versions: string[] };
  beforeAll(() => {
    const k = seedKb();
    opened.versions = k.versions().map((v) => v.id);
    opened.pool = new QueryPool(k.db.querySnapshot(), { size: 1 });
  });
  afterAll(async () => {
    await opened.pool?.close();
  });
  return opened;
}

describe("QueryPool directly", () => {
  const seeds = seedPool();

  it("runs a prepared job", async () => {
    const r = await seeds.pool.run(prepareQuery({ query: '[:find ?t . :in $ ?n :where [?r "rule/number" ?n] [?r "rule/title" ?t]]', args: ["402"] }, seeds.versions));
    expect(r).toEqual({ result: "Abilities", rows: 1 });
  });

  it("jobs queued on one worker all answer, each its own", async () => {
    const numbers = ["402", "403", "404", "405", "406"];
    const rs = await Promise.all(numbers.map((n) => seeds.pool.run(prepareQuery({ query: '[:find ?n . :in $ ?n :where [?r "rule/number" ?n]]', args: [n] }, seeds.versions))));
    expect(rs.map((r) => r.result)).toEqual(numbers);
  });

  it("a state on a pool given no module to read states with is refused, not run without its facts", async () => {
    const job = prepareQuery({ query: COUNT_RULES, state: { players: ["alice", "bob"], objects: [] } }, seeds.versions);
    await expect(seeds.pool.run(job)).rejects.toThrow(/no module to read a state/);
  });

  it("after close(), run() is refused", async () => {
    const k = seedKb();
    const p = new QueryPool(k.db.querySnapshot(), { size: 1 });
    await p.close();
    await expect(p.run(prepareQuery({ query: COUNT_RULES }, seeds.versions))).rejects.toThrow(/closed/);
  });
});

describe("close", () => {
  it("after kb.close(), a new query starts a fresh pool", async () => {
    const k = seedKb();
    const first = (await k.query({ query: COUNT_RULES })).result;
    await k.close();
    expect((await k.query({ query: COUNT_RULES })).result).toBe(first);
    await k.close();
    await k.close(); // closing twice, or with no pool, is fine
  });
});

describe("the pool's limits count the query, not the worker's start", () => {
  it("a short time limit still answers a quick first query: the clock starts once the worker has its copy", async () => {
    const k = seedKb();
    const a = await k.query({ query: COUNT_RULES }, { size: 1, timeLimitMs: 150 });
    expect(a.result).toBeGreaterThan(100);
  });

  it("a scalar query that finds nothing has 0 rows", async () => {
    const a = await kb.query({ query: '[:find ?n . :where [?r "rule/number" "999"] [?r "rule/number" ?n]]' });
    expect(a).toMatchObject({ result: null, rows: 0 });
  });
});

describe("the wait for a worker is bounded (issue 11: 100 runaway queries held the queue for minutes)", () => {
  let versions: string[];
  let snapshot: string;
  const pools: QueryPool[] = [];
  beforeAll(() => {
    versions = kb.versions().map((v) => v.id);
    snapshot = kb.db.querySnapshot();
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()));
  });
  /** A pool whose workers have their copy: the waits below are for a busy worker, not a starting one. */
  async function readyPool(options: ConstructorParameters<typeof QueryPool>[1]): Promise<QueryPool> {
    const p = new QueryPool(snapshot, options);
    pools.push(p);
    await p.ready();
    return p;
  }
  const job = (query: string) => prepareQuery({ query }, versions);

  it("a job that waited maxWaitMs is refused 503 queue_timeout naming the wait, long before the running one ends", async () => {
    const pool = await readyPool({ size: 1, timeLimitMs: 4_000, maxWaitMs: 300 });
    const slow = pool.run(job(RUNAWAY));
    const started = performance.now();
    const e = await refusal(pool.run(job(COUNT_RULES)));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(e).toMatchObject({ status: 503, code: "queue_timeout", exitCode: 1 });
    expect(e.message).toContain("waited 0.3 s for a free worker");
    expect((await refusal(slow)).code).toBe("query_timeout");
  });

  it("twenty runaway queries at once all settle within a few seconds, and the pool answers after", async () => {
    const pool = await readyPool({ size: 1, timeLimitMs: 300, maxWaitMs: 1_000, maxQueued: 100 });
    const started = performance.now();
    const errors = await Promise.all(Array.from({ length: 20 }, () => refusal(pool.run(job(RUNAWAY)))));
    const ms = performance.now() - started;
    const codes = new Set(errors.map((e) => e.code));
    expect([...codes].sort()).toEqual(["query_timeout", "queue_timeout"]);
    expect(errors.filter((e) => e.code === "queue_timeout").length).toBeGreaterThan(10);
    // Without the wait limit: 20 × (300 ms + a fresh worker's start).
    expect(ms).toBeLessThan(1_000 + 300 + 3_000);
    await pool.ready();
    expect((await pool.run(job(COUNT_RULES))).result).toBeGreaterThan(100);
  });
});

describe("result limits count nested values, not only rows", () => {
  /** One row: a version with every paragraph's text pulled into it. */
  const ONE_BIG_ROW = '[:find (pull ?v ["version/id" {"rule/_version" ["rule/text"]}]) . :where [?v "version/id" "fragments-2006"]]';

  it("one row past maxBytes characters: 422 result_too_large naming the characters", async () => {
    const k = seedKb();
    const e = await refusal(k.query({ query: ONE_BIG_ROW }, { maxBytes: 2_000 }));
    expect(e).toMatchObject({ status: 422, code: "result_too_large" });
    expect(e.message).toContain("more than 2000 characters of results");
  });

  it("one row past maxCells values: 422 result_too_large naming the values", async () => {
    const k = seedKb();
    const e = await refusal(k.query({ query: ONE_BIG_ROW }, { maxCells: 20 }));
    expect(e).toMatchObject({ status: 422, code: "result_too_large" });
    expect(e.message).toContain("more than 20 values");
  });

  it("a collection of values in one aggregate row counts each value", async () => {
    const k = seedKb();
    const e = await refusal(k.query({ query: '[:find (distinct ?t) . :where [_ "rule/text" ?t]]' }, { maxCells: 20 }));
    expect(e.code).toBe("result_too_large");
  });

  it("the same row within the limits is returned whole", async () => {
    const k = seedKb();
    const a = await k.query({ query: ONE_BIG_ROW }, { maxBytes: 10_000_000, maxCells: 100_000 });
    const row = a.result as { "version/id": string; "rule/_version": Array<{ "rule/text": string }> };
    expect(row["version/id"]).toBe("fragments-2006");
    expect(row["rule/_version"].length).toBeGreaterThan(20);
  });
});

describe("inputs a worker cannot take are bad input, never a throw (issue 11)", () => {
  const seeds = seedPool();
  const ANY = '[:find ?x . :in $ ?x :where [(ground 1) ?y]]';

  /** A list nested `depth` levels deep. */
  const deep = (depth: number) => {
    let v: unknown = "x";
    for (let i = 0; i < depth; i++) v = [v];
    return v;
  };

  it.each([65, 3_500, 100_000])("args nested %i deep: 400 bad_input naming args", async (depth) => {
    const job = { ...prepareQuery({ query: ANY, args: ["x"] }, seeds.versions), args: [deep(depth)] };
    const e = await refusal(seeds.pool.run(job));
    expect(e).toMatchObject({ status: 400, code: "bad_input", exitCode: 2 });
    expect(e.message).toMatch(/^args: nested more than 64 levels deep/);
  });

  it("a state nested 3,500 deep: 400 bad_input naming state", async () => {
    const job = { ...prepareQuery({ query: ANY, args: ["x"] }, seeds.versions), state: { objects: deep(3_500) } };
    expect((await refusal(seeds.pool.run(job))).message).toMatch(/^state: nested more than 64 levels/);
  });

  it("an arg that cannot be cloned (a function): 400 bad_input, and the worker answers the next job", async () => {
    const job = { ...prepareQuery({ query: ANY, args: ["x"] }, seeds.versions), args: [() => 1] };
    const e = await refusal(seeds.pool.run(job));
    expect(e).toMatchObject({ status: 400, code: "bad_input" });
    expect(e.message).toMatch(/^args: the query's inputs cannot be handed to a worker/);
    expect(await seeds.pool.run(prepareQuery({ query: ANY, args: [7] }, seeds.versions))).toEqual({ result: 7, rows: 1 });
  });

  it("an arg whose getter throws: 400 bad_input, not a throw from run()", async () => {
    const hostile = Object.defineProperty({}, "x", { enumerable: true, get: () => { throw new Error("boom"); } });
    const job = { ...prepareQuery({ query: ANY, args: ["x"] }, seeds.versions), args: [hostile] };
    let p: Promise<unknown> | undefined;
    expect(() => (p = seeds.pool.run(job))).not.toThrow();
    const e = await refusal(p!);
    expect(e).toMatchObject({ status: 400, code: "bad_input" });
    expect(e.message).toBe("args: cannot be read: boom");
  });

  it("through kb.query too: 3,500 levels of args is a 400", async () => {
    const e = await refusal(kb.query({ query: ANY, args: [deep(3_500)] }));
    expect(e).toMatchObject({ status: 400, code: "bad_input" });
  });
});

describe(":in binding forms run as datascript reads them", () => {
  it("a relation [[?n ?label]], an ignored _, and a string holding \":in\"", async () => {
    const rel = await kb.query({ query: '[:find ?n ?l :in $ _ [[?n ?l]] :where [?r "rule/number" ?n]]', args: [0, [["402", "a"], ["999", "b"]]] });
    expect(rel.result).toEqual([["402", "a"]]);
    const str = await kb.query({ query: '[:find ?n . :where [?r "rule/number" ?n] [(str ?n " :in ") ?s] [(= ?s "402 :in ")]]' });
    expect(str.result).toBe("402");
  });
});
