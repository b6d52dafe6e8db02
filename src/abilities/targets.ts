/**
 * The targets of a spell or ability, read from its text: each instance of
 * the word "target" (409.1c) with what it may be (415.1, 415.2). The words
 * after "target" are read against tables: adjectives ("nonblack",
 * "tapped"), nouns ("creature", "player", "spell") and what follows them
 * ("you control", "in a graveyard"). Only permanents are legal targets
 * unless the text says otherwise (415.5), so an instance's zone is in-play
 * unless its noun or its words name another.
 */
import { countOf } from "./counts";
import type { TargetSpec, Zone } from "../types";
import { COLORS } from "./colors";

const CARD_TYPES = ["artifact", "creature", "enchantment", "land", "planeswalker", "tribal", "instant", "sorcery"];

/** Nouns the word "target" may take, singular and plural, and what each allows. */
const NOUNS: Record<string, Partial<TargetSpec>> = {
  creature: { types: ["creature"] },
  land: { types: ["land"] },
  artifact: { types: ["artifact"] },
  enchantment: { types: ["enchantment"] },
  planeswalker: { types: ["planeswalker"] },
  permanent: {},
  player: { objects: false, players: "any" },
  "player's": { objects: false, players: "any" },
  opponent: { objects: false, players: "opponent" },
  "opponent's": { objects: false, players: "opponent" },
  spell: { zone: "stack" },
  card: { zone: "graveyard" },
};

/** Words before the noun: each narrows what the target may be. */
const ADJECTIVES: Array<{ pattern: RegExp; read: (m: RegExpMatchArray, t: TargetSpec) => void }> = [
  { pattern: new RegExp(`^non-?(${COLORS.join("|")})$`), read: (m, t) => void t.notColors.push(m[1]) },
  { pattern: new RegExp(`^(${COLORS.join("|")})$`), read: (m, t) => void t.colors.push(m[1]) },
  { pattern: new RegExp(`^non-?(${CARD_TYPES.join("|")})$`), read: (m, t) => void t.notTypes.push(m[1]) },
  { pattern: /^(tapped|untapped)$/, read: (m, t) => void t.status.push(m[1]) },
];

/** What may follow the noun. */
const SUFFIXES: Array<{ pattern: RegExp; read: (t: TargetSpec) => void }> = [
  { pattern: /^you control\b/, read: (t) => { t.controller = "you"; } },
  { pattern: /^(?:an opponent controls|you don't control)\b/, read: (t) => { t.controller = "opponent"; } },
  { pattern: /^(?:in|from) (?:a|your|an opponent's|target player's) graveyard\b/, read: (t) => { t.zone = "graveyard"; } },
  { pattern: /^(?:in|from) (?:a|your) hand\b/, read: (t) => { t.zone = "hand"; } },
  // Whose zone: "from your graveyard" is the controller's own; "an opponent's graveyard" another player's.
  { pattern: /^(?:in|from) your (?:graveyard|hand)\b/, read: (t) => { t.zoneOwner = "you"; } },
  { pattern: /^(?:in|from) an opponent's (?:graveyard|hand)\b/, read: (t) => { t.zoneOwner = "opponent"; } },
];

/** Words read after each "target": a description is a few words, and a bounded window keeps long text linear. */
const WINDOW = 160;

function blank(instance: number, words: string): TargetSpec {
  return {
    instance, words, count: 1, upTo: false, types: [], allTypes: [], notTypes: [], colors: [], notColors: [], status: [],
    objects: true, players: "none", zone: "in-play", zoneOwner: "any", controller: "any", another: false,
  };
}

function nounOf(word: string): Partial<TargetSpec> | null {
  const w = word.replace(/[,.;]$/, "");
  const noun = (x: string) => (Object.hasOwn(NOUNS, x) ? NOUNS[x] : null);
  return noun(w) ?? (w.endsWith("s") && !w.endsWith("'s") ? noun(w.slice(0, -1)) : null);
}

/** Merges a noun into a target: types and players are alternatives ("creature or player"). */
function addNoun(t: TargetSpec, noun: Partial<TargetSpec>, first: boolean): void {
  if (first) {
    t.objects = noun.objects ?? true;
    t.players = noun.players ?? "none";
  } else {
    t.objects ||= noun.objects ?? true;
    if (noun.players && noun.players !== "none") t.players = noun.players;
  }
  if (noun.types) t.types.push(...noun.types);
  if (noun.zone) t.zone = noun.zone as Zone;
}

/**
 * Every instance of the word "target" in `text` (the card's name written
 * `~` or not), in order. Text without the word has none (415.4: untargeted).
 */
export function readTargets(text: string): TargetSpec[] {
  const lower = text.toLowerCase().replace(/\s+/g, " ");
  const out: TargetSpec[] = [];
  const word = /\btarget\b/g;
  for (let m = word.exec(lower); m; m = word.exec(lower)) {
    const before = lower.slice(Math.max(0, m.index - 24), m.index);
    // "can't be the target of", "becomes the target of": the noun "target", not a choice of one.
    if (/\bthe $/.test(before)) continue;
    const t = blank(out.length, "");
    // A count is a whole word of one or more ("0" or the end of "10" on the line before is none: a fuzz finding).
    const lead = /(?:(another) )?(?:(up to) )?(?:\b(a|one|two|three|four|five|[1-9]\d?) )?(another )?$/.exec(before);
    if (lead?.[1] || lead?.[4]) t.another = true;
    if (lead?.[2]) t.upTo = true;
    if (lead?.[3]) t.count = countOf(lead[3]);
    const rest = lower.slice(m.index + m[0].length, m.index + m[0].length + WINDOW).trim().split(" ");
    let i = 0;
    const pending: string[] = [];
    let nouns = 0;
    while (i < rest.length) {
      const w = rest[i].replace(/[,.;:]$/, "");
      const ended = rest[i] !== w && !rest[i].endsWith(",");
      const noun = nounOf(w);
      const adjective = ADJECTIVES.map((a) => ({ a, m: w.match(a.pattern) })).find((x) => x.m);
      if (nouns === 0 && adjective && !noun) {
        adjective.a.read(adjective.m!, t);
      } else if (noun && (nouns === 0 || rest[i - 1] === "or" || rest[i - 1]?.endsWith(","))) {
        // "artifact creature": a type word before the noun is a type the target must also have.
        if (nouns === 0 && pending.length === 0 && noun.types && i + 1 < rest.length && !rest[i].endsWith(",") && nounOf(rest[i + 1])?.types?.length) {
          t.allTypes.push(...noun.types);
        } else {
          addNoun(t, noun, nouns === 0);
          nouns++;
        }
      } else if (nouns > 0 && /^cards?$/.test(w)) {
        // "creature card": a card, not a permanent; in a graveyard unless the words say where.
        t.zone = "graveyard";
      } else if (w === "or" && nouns > 0 && i + 1 < rest.length && nounOf(rest[i + 1])) {
        // "creature or player": the next noun is an alternative.
      } else if (w === "or" && nouns === 0 && t.colors.length > 0 && COLORS.includes(rest[i + 1] ?? "")) {
        // "green or white creature": colour alternatives.
      } else {
        break;
      }
      if (ended) {
        i++;
        break;
      }
      i++;
    }
    const tail = rest.slice(i).join(" ");
    for (const s of SUFFIXES) if (s.pattern.test(tail)) s.read(t);
    t.words = `target ${rest.slice(0, i).join(" ")}`.trim().replace(/[,.;:]$/, "");
    if (nouns === 0) t.objects = true;
    for (const k of ["types", "allTypes", "notTypes", "colors", "notColors", "status"] as const) t[k] = [...new Set(t[k])];
    out.push(t);
  }
  return out;
}

/** A target instance in words, for the reader's report and for answers. */
export function describeTarget(t: TargetSpec): string {
  const what: string[] = [];
  if (t.objects) {
    const kinds = t.types.length ? t.types.join(" or ") : t.zone === "stack" ? "spell" : t.zone === "in-play" ? "permanent" : "card";
    const adjectives = [...t.status, ...t.colors, ...t.notColors.map((c) => `non${c}`), ...t.notTypes.map((c) => `non${c}`), ...t.allTypes].join(" ");
    const owner = t.zoneOwner === "you" ? "your" : t.zoneOwner === "opponent" ? "an opponent's" : "a";
    const where = t.zone === "in-play" || t.zone === "stack" ? "" : ` in ${owner} ${t.zone}`;
    const whose = t.controller === "you" ? " you control" : t.controller === "opponent" ? " an opponent controls" : "";
    what.push(`${t.another ? "another " : ""}${adjectives ? `${adjectives} ` : ""}${kinds}${whose}${where}`);
  }
  if (t.players !== "none") what.push(t.players === "opponent" ? "an opponent" : "a player");
  const count = t.count > 1 ? `${t.upTo ? "up to " : ""}${t.count} different: ` : t.upTo ? "up to one: " : "";
  return count + what.join(" or ");
}
