/**
 * Types shared across the stages of crkb: corpus (parsers) -> facts (db) ->
 * answers (lookup, history, diff) -> CLI and HTTP. Shapes that cross a folder
 * boundary live here and nowhere else; the HTTP answer shapes follow SPEC.md.
 */

/** part ("4."), section ("402."), rule ("402.8."), subrule ("402.8e"). */
export type ParagraphKind = "part" | "section" | "rule" | "subrule";

/** What a parser could not take as it stood. Nothing is dropped without one. */
export interface Problem {
  /** 1-based line in the source (after line endings are normalised). */
  line: number;
  /**
   * skipped: recognised non-rules text (page chrome, credits, table of contents)
   * unplaced: text the parser could not attach to any paragraph
   * repaired: text it changed (quotes, `.s.` artifacts, run-together paragraphs)
   * typo: a defect of the source it read through (`104.2 ` without its dot)
   * encoding: a byte it had to guess
   * truncated: a paragraph that stops mid-sentence
   */
  kind: "skipped" | "unplaced" | "repaired" | "typo" | "encoding" | "truncated";
  message: string;
  text?: string;
}

export interface Example {
  text: string;
  /** Revision date from a `[CompRules YYYY/MM/DD]` tag, as YYYY-MM-DD. */
  date?: string;
}

export interface Paragraph {
  number: string;
  kind: ParagraphKind;
  /** Headings (parts, sections, titled rules such as 408.1) have a title. */
  title?: string;
  text: string;
  examples: Example[];
  /** Line of the source where the paragraph starts; 0 where it is not kept (the release store). */
  line: number;
  /** Revision date of this text, when the source dates paragraphs. */
  date?: string;
  /** The source stops inside this paragraph. */
  truncated?: boolean;
}

export interface GlossaryEntry {
  term: string;
  /** Other names the entry goes by ("Converted Mana Cost" for "Mana Value"). */
  aliases: string[];
  obsolete: boolean;
  text: string;
  /** For an entry that only says "See X.", the entry it points to. */
  see?: string;
  line: number;
}

/** One source document a version was read from. */
export interface SourceInfo {
  file: string;
  format: SourceFormat;
  sha256: string;
}

export type SourceFormat =
  | "cr-release"
  | "fragment-plain"
  | "fragment-typographic"
  | "rulings-dump";

/** One text of a paragraph as one seed fragment carries it. */
export interface Witness {
  number: string;
  source: string;
  text: string;
  best: boolean;
  /** Why the best witness was chosen, or what this one lacks. */
  note: string;
}

export type VersionKind = "release" | "fragments" | "rulings";

/** What identifies and describes a version. */
export interface VersionMeta {
  id: string;
  date: string;
  title: string;
  kind: VersionKind;
  /** True when the version holds only some sections (the seeds). */
  partial: boolean;
  /** What is known of its date and reliability. */
  note: string;
}

/** A version as the parsers produce it and the data directory stores it. */
export interface ParsedVersion extends VersionMeta {
  /** How an imported release's bytes were read ("utf-8-bom", "cp437", ...), for the import report. */
  encoding?: string;
  sources: SourceInfo[];
  paragraphs: Paragraph[];
  glossary: GlossaryEntry[];
  witnesses: Witness[];
  problems: Array<Problem & { source: string }>;
}

/** A loaded version with its counts, as `crkb versions` and /api/versions list it. */
export interface VersionInfo extends VersionMeta {
  /** Numbered paragraphs (sections, rules, subrules; parts not counted). */
  paragraphs: number;
  glossary: number;
}

/** The fields of one paragraph that history and diff compare. */
export interface ParagraphText {
  number: string;
  kind: ParagraphKind;
  title: string | null;
  text: string;
  examples: string[];
  section: string | null;
  date: string | null;
  truncated?: boolean;
}

export interface RuleRef {
  /** The number the citation resolves to. */
  number: string;
  /** The citation as written ("409.1a-i", "rule 502.5"). */
  cited: string;
  /** Whether that number exists in the same version. */
  exists: boolean;
}

export interface RuleObject {
  number: string;
  kind: ParagraphKind;
  title: string | null;
  text: string;
  examples: string[];
  parent: string | null;
  children: string[];
  refs: RuleRef[];
  referencedBy: string[];
  version: { id: string; date: string };
  /** Revision date of this text where the source dates it. */
  textDate: string | null;
  /** Other seed fragments that carry the same paragraph. */
  witnesses: Array<{ source: string; text: string; best: boolean; note: string }>;
  /**
   * When a number asked without a version is no longer in today's release:
   * the last version that held it, the release that retired it, and the
   * number its text has today (null if it was removed; the object is then its
   * last text).
   */
  retired?: Retirement;
}

/** A number no longer in today's release: where it was last, when it went, and the number its text has today (null if removed). */
export interface Retirement {
  number: string;
  lastIn: { id: string; date: string };
  retiredIn: { id: string; date: string };
  successor: string | null;
}

export type Change = "added" | "edited" | "moved" | "unchanged" | "removed";

export interface HistoryEntry {
  version: string;
  date: string;
  /** The number the text has in this version. */
  number: string;
  /** For `moved` (and a text leaving a number): the number it had before. */
  from?: string;
  text: string | null;
  change: Change;
  detail: string;
  /** Revision date of this text, where the source dates it. */
  textDate: string | null;
}

export interface History {
  number: string;
  versions: HistoryEntry[];
}

export interface Diff {
  from: string;
  to: string;
  added: string[];
  removed: string[];
  edited: string[];
  moved: Array<{ from: string; to: string; edited: boolean }>;
  /** Sections compared, when one side holds only some sections. */
  scope: string[] | "all";
}

export interface GlossaryObject {
  term: string;
  aliases: string[];
  obsolete: boolean;
  text: string;
  see: string | null;
  version: { id: string; date: string };
}

/** One hit of a search: a paragraph, or a glossary entry (`number` null). */
export interface SearchResult {
  kind: "rule" | "glossary";
  number: string | null;
  /** The glossary term, for glossary hits. */
  term: string | null;
  title: string | null;
  /** HTML-escaped excerpt with the matched words in `<mark>`. */
  snippet: string;
  score: number;
  version: { id: string; date: string };
  /** The nearest titled rule above a rule hit, in the hit's own version (702.19 "Trample" for 702.19b). */
  section?: { number: string; title: string } | null;
  /** Searching every release: the hit's number is no longer used for this text today (which release retired it, the rule it became). */
  retired?: Retirement;
  /** Searching every release: the other numbers that held this same text before, newest first (each the last version it held it in). */
  formerly?: FormerNumber[];
}

/** A number a text held before the hit's (a renumbering that left the text unchanged), and the last version it held it in. */
export interface FormerNumber {
  number: string;
  lastIn: { id: string; date: string };
}

/** A query term added because the user's words map to the rules' vocabulary. */
export interface Expansion {
  said: string;
  means: string[];
}

export interface SearchResults {
  query: string;
  /** The version searched, or "current" (the newest text of each paragraph). */
  scope: string;
  /** How the query was read: a rule number, or words. */
  mode: "number" | "words";
  total: number;
  results: SearchResult[];
  expanded: Expansion[];
  /** The query as read when some of its words are not in the rules and were read as the nearest word ("vigilence" -> "vigilance"). */
  corrected?: string;
  /** The query is a rule number today's release no longer holds: the results are the rule it became (or its last text). */
  retired?: Retirement;
}

/*
 * The search's terms as its users name them (`--version all`, `?limit=`):
 * the doors and the browser bundle word and check them without importing
 * search (README, Architecture rules 7 and 8), so they live here.
 */
/** The scope of every release: each number's newest text, and the older texts a number held before another took it. */
export const ALL = "all";
/** Results a search returns when no limit is asked for. */
export const DEFAULT_LIMIT = 10;
/** The most results one search returns. */
export const MAX_LIMIT = 100;

/* ---- Game state (SPEC.md "Questions about a game state") ---- */

/** Zones in the 2006-2008 rules' own names; "battlefield" and "exile" are read as in-play and removed. */
export type Zone = "library" | "hand" | "graveyard" | "in-play" | "stack" | "removed";

export interface PlayerState {
  id: string;
  life: number;
}

export interface GameObject {
  id: string;
  name: string;
  owner: string;
  /** In play or on the stack: its controller (default the owner); elsewhere null (401.3 no controller). */
  controller: string | null;
  zone: Zone;
  /** The zone name the question used ("battlefield"), for answers in its words. */
  zoneAsGiven: string;
  types: string[];
  subtypes: string[];
  supertypes: string[];
  colors: string[];
  keywords: string[];
  tapped: boolean;
  /** Turn during which its controller gained control; 0 = since before the game's first turn. */
  controlledSinceTurn: number;
  power: number | null;
  toughness: number | null;
  /** Order inside a graveyard or library, 0 = top. */
  position: number | null;
  token: boolean;
  /** Its mana cost, "{3}{B}" (409.1f). */
  manaCost: string | null;
  /** How many times it has changed zones: each move makes a new object (217.1c). */
  zoneChanges: number;
  /** Damage marked on it this turn (420.5c). */
  damage: number;
  /** Objects that dealt it damage this turn. */
  damagedBy: string[];
  /** +1/+1 counters (negative for -1/-1). */
  counters: number;
  /** Counters of other kinds by kind ("age", "fade", "time"): cumulative upkeep (502.13) and state triggers (410.11) count them. */
  otherCounters: Record<string, number>;
  /** Keyword abilities an effect removed, every instance of each (407.3), whether given or from its text. */
  lost: string[];
  /** For a card removed from the game with haunt: the creature it haunts (502.51). */
  haunting: string | null;
  /** What was chosen as it came into play, by kind ({"color": "black"}; 410.10e, 419.1b): src/abilities/chosen.ts. */
  chosen: Record<string, string>;
  text: string;
  /** Structured facts per ability index, overriding what the reader infers. */
  abilityFacts: Array<Partial<AbilityFacts> | null>;
}

/** One instance of the word "target" (409.1c) and what it may be (415.1-415.5). */
export interface TargetSpec {
  /** 0-based, in the order the word "target" appears. */
  instance: number;
  /** The words read, "target nonblack creature". */
  words: string;
  /** How many targets this instance takes ("two target creatures": 2). */
  count: number;
  /** "up to two target …": fewer may be chosen. */
  upTo: boolean;
  /** Card types of which the target must have one; empty: any object of its zone. */
  types: string[];
  /** Card types the target must have as well ("artifact creature"). */
  allTypes: string[];
  notTypes: string[];
  /** Colours of which the target must have one. */
  colors: string[];
  notColors: string[];
  /** tapped or untapped. */
  status: string[];
  /** An object may be chosen. */
  objects: boolean;
  /** Whether a player may be chosen: any player, an opponent only, or none. */
  players: "any" | "opponent" | "none";
  /** The zone an object target must be in: in-play unless the text says otherwise (415.5). */
  zone: Zone;
  /** Whose zone, for a target outside play: "from your graveyard", "an opponent's graveyard". */
  zoneOwner: "you" | "opponent" | "any";
  /** Whose permanent: "you control", "an opponent controls". */
  controller: "you" | "opponent" | "any";
  /** "another target": not the object the ability is on. */
  another: boolean;
}

/** A chosen target: an object or player id, with the object's zone changes when it was chosen (217.1c). */
export interface TargetRef {
  id: string;
  zoneChanges: number | null;
}

export interface StackItem {
  id: string;
  /** An ability on the stack: its source object; a spell: the object on the stack. */
  source: string;
  ability: number | null;
  controller: string;
  /** The targets chosen for each instance of the word "target". */
  targets: TargetRef[][];
}

export interface GameState {
  players: PlayerState[];
  turn: { number: number; active: string; step: Step };
  objects: GameObject[];
  stack: StackItem[];
}

export type Step =
  | "untap" | "upkeep" | "draw" | "precombat-main" | "beginning-of-combat" | "declare-attackers"
  | "declare-blockers" | "combat-damage" | "end-of-combat" | "postcombat-main" | "end-of-turn" | "cleanup";

/* ---- Abilities as the reader infers them (src/abilities) ---- */

export type AbilityKind = "activated" | "triggered" | "static" | "mana" | "spell" | "unread";

export type Timing = "upkeep" | "sorcery" | "instant" | "once-each-turn";

/** The facts of one ability that the derived rules (queries/*.edn) read. */
export interface AbilityFacts {
  kind: AbilityKind;
  cost: string | null;
  effect: string | null;
  /** The cost has the tap symbol {T} (403.4). */
  tap: boolean;
  /** Trigger conditions of a triggered ability (404.1), each with the zone it triggers from if not in play (402.8g). */
  triggers: Array<{ condition: string; zone: Zone | null }>;
  /** The intervening "if" clause (404.3). */
  interveningIf: string | null;
  timing: Timing[];
  /** Zones the ability says it functions in (402.8b). */
  statedZones: Zone[];
  /** Characteristic-defining / -setting (402.8a, 405.2a). */
  characteristicDefining: boolean;
  /** Modifies what the object costs to play (402.8c). */
  costModifier: boolean;
  /** Restricts or modifies how the object can be played: the zones it can be played from (402.8d). */
  playableFrom: Zone[];
  /** Modifies how the object comes into play (402.8e). */
  comesIntoPlay: boolean;
  /** Each instance of the word "target" in its effect (409.1c, 415). */
  targets: TargetSpec[];
  /** Zones where a cost that cannot be paid in play can be paid (402.8f). */
  costZones: Zone[];
  /** The cost or effect moves the object out of this zone (402.8h). */
  movesFrom: Zone | null;
}

/** One thing the reader inferred, from which words, serving which rule. */
export interface Inference {
  fact: string;
  from: string;
  rule: string;
}

export interface Ability extends AbilityFacts {
  index: number;
  text: string;
  /** Keywords the line grants its object ("Flying, haste"), lower case. */
  keywords: string[];
  inferred: Inference[];
  /** Text the reader could not read, reported instead of guessed. */
  unread: string | null;
  /** True when the state's structured `abilities` gave facts for this ability. */
  structured: boolean;
}

/** A paragraph that decides an answer, with its text from the knowledge base. */
export interface Because {
  rule: string;
  version: string;
  text: string;
  detail: string;
}

/* ---- The game loop (src/engine) ---- */

/** One decision of the game loop, with the paragraph that decides it. */
export interface LogEntry extends Because {
  /** 1-based order in the log. */
  n: number;
  /** What happened: action, priority, pass, cast, trigger, stack, resolve, counter, effect, state-based, step, delayed, stop. */
  event: string;
  /** The loop went on past words it could not read or a condition it could not evaluate (the answer is then not certain). */
  unread?: true;
}
