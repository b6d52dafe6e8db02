/**
 * Queries a searcher runs once at start-up on a spare copy of a scope
 * (Searcher.rehearse), so that its first users do not pay for what a fresh
 * process does slowly: the first queries after start-up run search's code
 * before V8 has compiled it, each at two to three times the CPU time of the
 * same query later (measured on the 2026 CR's dev queries: 720 ms for the
 * first pass, 300 ms for the next). The spare copy keeps every answer,
 * term weight and analysed document to itself, so what a user asks first is
 * still answered from nothing.
 *
 * Each kind of query the reader tells apart: a number, plain words, slang, a
 * misspelt word, a word typed halfway, a phrase, a numeral; then each path of
 * the reading and the re-rank a kind of question takes, which the first twenty
 * left for the first users to compile: a permission asked ("can a player"), a
 * count ("how many"), a fate ("what happens to the counters when"), none of a
 * thing ("no cards"), a word said twice, a digit, slang whose meaning a
 * glossary entry points at, a glossary term, a vocabulary phrase of the rules'
 * own words and one of words no paragraph holds, a variant's name, a definition
 * asked ("what is"); and the paths of a typo (spacing.ts, spelling.ts): a
 * word typed apart, two run together, a three-letter word, misspelt slang, a
 * corrected query re-read as the vocabulary's phrase, and one corrected to
 * the words it was read as (a vocabulary word the index lacks). Measured (V8
 * block coverage of the 2026 CR's dev queries against the rehearsal's, and
 * --trace-deopt over a fresh scope's first-time loop): 139 blocks of search's
 * code the dev queries ran that the rehearsal had not -> 6; code thrown away
 * during that loop 13 -> 0.
 *
 * Then what the typo'd seen queries (bench/typos.ts) and the dev queries ran
 * that no query above had, each of which threw away compiled code the first
 * time users asked it (bench/first-time.ts under --trace-deopt, "insufficient
 * type feedback"): a question whose asked clause follows a comma
 * (asked-clause.ts), a frame (frame.ts: a pattern's, and frame words at both
 * ends), a query of the rules' commonest words only (scope.ts COMMON), a
 * misspelt word read as a title word's term and one nearest two title words
 * (spelling.ts TitleWords), a run-together word that splits two ways
 * (spacing.ts), and a vocabulary phrase that means only stop words ("have to":
 * "must"). With them and the arrays and objects made alike (query.ts, analyze.ts,
 * rerank.ts, answer-form.ts, frame.ts, scope.ts), code thrown away in a fresh
 * scope's first loop: dev queries 6-9 ->
 * 0, typo'd 51-52 -> 2 (a re-read query corrected again: "unconterable spell").
 * Five queries hold them all; they cost the rehearsal a twentieth more CPU (the
 * first in a process: 859-969 -> 964-1011 ms). None is in the development
 * or held-out query sets, whose first-time figures bench/search.ts measures.
 */
export const REHEARSAL = [
  "702.19",
  "target creature",
  "damage prevention shield",
  "playr priority",
  "flyin",
  "what happens when a spell is countered",
  '"first strike"',
  "legend",
  "cast from exile",
  "tokens copies",
  "end of turn cleanup step discard",
  "sac",
  "combat damage assignment order",
  "library",
  "triggerd abilites on the stack",
  "+1/+1 counters",
  "how does lifelink work",
  "twenty life lost",
  "upkeep",
  "regenerate",
  "can a player tap an attacking creature for mana",
  "how many counters can a saga have",
  "what happens to the counters when a creature phases out",
  "drawing with no cards in library",
  "copy of a copy",
  "deal 3 damage to any target",
  "token etbs",
  "phyrexian mana symbol",
  "lifelink and deathtou",
  "does floating mana empty between phases",
  "pw ability timing",
  "token goes to the graveyard",
  "combat dam",
  "commander ninjutsu",
  "equipped creature leaves the battlefield",
  "ground pounders",
  "what is a double-faced card",
  "what is the hand size limit at cleanup",
  "how many poison counters does a player need to lose",
  "tram ple blockers",
  "doublestrike and first strike",
  "lnd drop",
  "cmdf tax",
  "summoning sikness",
  "not a token anymore",
  "what happens when a planeswalker has 0 loyalty",
  "my opponent stole my equipment, who controls it now",
  "rules question: does my opponent have to reveal the card",
  "anyone know if a tokencounter can be moved thanks",
  "creature card spell",
  "unblockabel bnding creature",
];

/** Times each query is rehearsed, with a different number of results each time (the scope keeps answers by query and number). */
export const REHEARSALS = [10, 25];

/**
 * Rehearsals, each on a spare copy of its own (a copy keeps its answers):
 * one left V8 compiling search's code during the first fifty queries users
 * ask (measured on the 2026 CR's dev queries, alternate runs at load 3-4:
 * mean of the first 50 first-time queries 2.2-7.9 ms after one, 1.4-1.8 ms
 * after five, against 1.2-1.4 ms for the others; ten or twenty did no
 * better than five). The server rehearses after it listens, in steps.
 */
export const REHEARSAL_ROUNDS = 5;
