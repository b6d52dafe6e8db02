/**
 * Replacement effects of the era in the loop (419): an event that is
 * replaced never happens; the modified event happens instead, and it is
 * the one shown to trigger conditions (419.5). Read by tables over the
 * ability's words (the object's name as ~):
 * - zone changes: "If a card would be put into an opponent's graveyard from
 *   anywhere, remove it from the game instead" (419.1a), each replacement
 *   applied once to each event (419.6a);
 * - how a permanent comes into play: "~ comes into play tapped", "with N
 *   <kind> counters on it", fading (502.20a), part of the event that puts it
 *   into play (410.10e, 419.1b-c); a choice "as ~ comes into play, choose a
 *   color" is made then, as chosen in advance (entry-choices.ts), and kept
 *   on the object; without one the loop says so (unread);
 * - draws: dredge (502.47a-b), used when chosen in advance
 *   (`choose {object, replace: true}`).
 * A replacement effect ("instead") the tables do not read is logged unread
 * when an event of the kind it could replace happens, never ignored silently.
 */
import { CHOICE_KINDS, choiceOf } from "../abilities/chosen";
import { keywordOf } from "../abilities/keywords";
import { abilitiesOf } from "../judge/abilities";
import type { GameObject, Zone } from "../types";
import { controllerOf, note, type Engine } from "./engine";
import { countOf, countPattern } from "../abilities/counts";
import { asSelf } from "../abilities/self-name";
import { aboutDamage } from "../abilities/damage-words";
import { takeEntryChoice } from "./entry-choices";
import { noteUnreadOnce } from "./unread-once";

/** What a zone-change replacement watches for and where it sends the object instead. */
interface ZoneReplacement {
  subject: "self" | "card" | "creature" | "nontoken creature" | "creature card" | "permanent";
  whose: "any" | "opponent" | "you";
  fromPlay: boolean;
  to: Zone;
}

const INSTEAD: Record<string, Zone> = {
  "remove it from the game": "removed", "exile it": "removed", "return it to its owner's hand": "hand",
  "shuffle it into its owner's library": "library", "put it on top of its owner's library": "library",
};

const GRAVEYARD_INSTEAD = new RegExp(
  `^if (~|a card|a creature|a nontoken creature|a creature card|a permanent) would be put into (a|an opponent's|your|its owner's) graveyard(?: from (play|anywhere))?, ` +
  `(?:reveal ~ and )?(${Object.keys(INSTEAD).join("|")}) instead$`);

function readZoneReplacement(words: string): ZoneReplacement | null {
  const m = GRAVEYARD_INSTEAD.exec(words);
  if (!m) return null;
  return {
    subject: m[1] === "~" ? "self" : (m[1].replace(/^an? /, "") as ZoneReplacement["subject"]),
    whose: m[2] === "an opponent's" ? "opponent" : m[2] === "your" ? "you" : "any",
    fromPlay: m[3] === "play",
    to: INSTEAD[m[4]],
  };
}

/** An ability's words with the object's name as ~, lower case, without the final stop. */
function wordsOf(text: string, name: string): string {
  return asSelf(text, name).trim().replace(/\.$/, "").toLowerCase();
}

const SUBJECT_FITS: Record<ZoneReplacement["subject"], (o: GameObject, source: GameObject) => boolean> = {
  self: (o, source) => o.id === source.id,
  card: (o) => !o.token,
  creature: (o) => o.zone === "in-play" && o.types.includes("creature"),
  "nontoken creature": (o) => o.zone === "in-play" && o.types.includes("creature") && !o.token,
  "creature card": (o) => o.types.includes("creature") && !o.token,
  permanent: (o) => o.zone === "in-play",
};

/**
 * 419.1a, 419.5, 419.6a: the zones the moves go to once replacement effects
 * apply: those of permanents in play and an object's own ("If ~ would be
 * put into a graveyard from anywhere"), each once for the event.
 */
export function replaceMoves<M extends { id: string; to: Zone }>(e: Engine, moves: M[]): M[] {
  // Only objects whose text says "instead" can replace a move: the rest are not read at all.
  const sources = e.state.objects.filter((o) => /\binstead\b/i.test(o.text) && (o.zone === "in-play" || moves.some((m) => m.id === o.id)));
  if (sources.length === 0) return moves;
  const read = sources.flatMap((s) => abilitiesOf(s).filter((a) => a.kind === "static" && /\binstead\b/i.test(a.text))
    .map((a) => ({ s, a, r: readZoneReplacement(wordsOf(a.text, s.name)) })));
  // A line about damage replaces damage, not a move: damage-replacements.ts reads it, or says it cannot.
  noteUnreadOnce(
    e, "419.1a", read.filter((x) => x.r === null && x.s.zone === "in-play" && !aboutDamage(x.a.text)).map((x) => ({ holder: x.s, text: x.a.text })),
    (holder, text) => `${holder.name} has a replacement effect the loop does not read ("${text}"): it is not applied to the events of this run`,
  );
  return moves.map((m) => {
    if (m.to !== "graveyard") return m;
    const o = e.state.objects.find((x) => x.id === m.id)!;
    const hit = read.find(({ s, r }) => r && (r.subject === "self" ? s.id === o.id : s.zone === "in-play")
      && SUBJECT_FITS[r.subject](o, s) && (!r.fromPlay || o.zone === "in-play")
      && (r.whose === "any" || (r.whose === "opponent") === (o.owner !== controllerOf(s))));
    if (!hit) return m;
    note(e, "replacement", "419.1a", `${o.name} would be put into its owner's graveyard; ${hit.s.name}'s replacement effect ("${hit.a.text}") puts it into the ${hit.r!.to} zone instead: the graveyard event never happens (419.5), and it applies once to this event (419.6a)`);
    return { ...m, to: hit.r!.to };
  });
}

const ENTERS_WITH_COUNTERS = new RegExp(`^~ comes into play with ${countPattern(true)} ([a-z0-9+/-]+) counters? on it$`);

/** Keywords whose "comes into play with N counters" the loop applies, with the counter's kind and the rule. */
const ENTERS_WITH: Record<string, { kind: string; rule: string }> = {
  fading: { kind: "fade", rule: "502.20a" }, vanishing: { kind: "time", rule: "502.60a" },
  modular: { kind: "+1/+1", rule: "502.35a" }, graft: { kind: "+1/+1", rule: "502.54a" },
};

/** The object's own comes-into-play replacements (410.10e, 419.1b-c), as it is put into play. */
export function enterPlay(e: Engine, o: GameObject): void {
  for (const a of abilitiesOf(o)) {
    const words = wordsOf(a.text, o.name);
    const keyword = a.keywords.some((k) => ENTERS_WITH[k]) ? keywordOf(a.text.replace(/\s*\([^()]*\)/g, "")) : null;
    if (keyword && /^\d+$/.test(keyword.parameter)) {
      // 502.20a: "This permanent comes into play with N fade counters on it"; 502.60a: N time counters; modular, graft: N +1/+1 counters.
      const { kind, rule } = ENTERS_WITH[keyword.entry.keyword];
      const n = Number(keyword.parameter);
      if (kind === "+1/+1") o.counters += n;
      else o.otherCounters[kind] = n;
      note(e, "replacement", rule, `${o.name} comes into play with ${n} ${kind} counters on it (410.10e)`);
      continue;
    }
    if (a.comesIntoPlay && a.keywords.length) {
      note(e, "replacement", "419.1b", `${o.name}'s ${a.keywords.join(", ")} changes how it comes into play, but the loop does not apply it: it comes into play without it`, true);
      continue;
    }
    if (/^~ comes into play tapped$/.test(words)) {
      o.tapped = true;
      note(e, "replacement", "419.1c", `${o.name} comes into play tapped: part of the event that puts it into play (410.10e)`);
      continue;
    }
    const withCounters = ENTERS_WITH_COUNTERS.exec(words);
    if (withCounters) {
      const n = countOf(withCounters[1]);
      if (withCounters[2] === "+1/+1") o.counters += n;
      else o.otherCounters[withCounters[2]] = (o.otherCounters[withCounters[2]] ?? 0) + n;
      note(e, "replacement", "419.1b", `${o.name} comes into play with ${n} ${withCounters[2]} counter${n === 1 ? "" : "s"} on it (410.10e)`);
      continue;
    }
    const kind = choiceOf(a.text, o.name);
    if (kind) {
      choose(e, o, kind);
      continue;
    }
    if (/^as ~ comes into play\b/.test(words) || (/^~ comes into play\b/.test(words) && a.comesIntoPlay)) {
      note(e, "replacement", "419.1b", `"${a.text}" applies as ${o.name} comes into play, but the loop keeps no choice or value it sets: its effect is not applied`, true);
    }
  }
}

/**
 * 419.1b, 410.10e: "As ~ comes into play, choose …": the choice is made as
 * part of the event that puts it into play, and stored on the object for
 * its abilities that read "the chosen …" (abilities/chosen.ts). Without a
 * choice made in advance the loop guesses none: those abilities do nothing
 * in this run, and the run says so.
 */
function choose(e: Engine, o: GameObject, kind: string): void {
  const value = takeEntryChoice(e, o);
  if (value === null) {
    note(e, "replacement", "419.1b", `${o.name} comes into play and its controller must choose ${CHOICE_KINDS[kind].words}; no choice was made (choose {object, choice}), so the loop knows none: its abilities that read the chosen ${kind} do nothing in this run`, true);
    return;
  }
  o.chosen[kind] = value;
  note(e, "replacement", "419.1b", `as ${o.name} comes into play, ${controllerOf(o)} chooses ${value} as its ${kind} (${CHOICE_KINDS[kind].rule}); the choice is part of the event that puts it into play (410.10e)`);
}

/** The dredge number of a card in a graveyard (502.47a), or null without dredge. */
function dredgeOf(o: GameObject): number | null {
  const a = abilitiesOf(o).find((x) => x.keywords.includes("dredge"));
  const n = a ? keywordOf(a.text.replace(/\s*\([^()]*\)/g, ""))?.parameter : undefined;
  return n && /^\d+$/.test(n) ? Number(n) : null;
}

/**
 * 502.47a-b: a draw `player` would make, replaced by dredge when a card
 * with dredge in the graveyard was chosen for it (`choose {object, replace:
 * true}`) and the library holds at least N cards. Returns the card to
 * return and the cards to mill, or null when the draw happens.
 */
export function dredgeInstead(e: Engine, player: string): { card: GameObject; mill: GameObject[]; n: number } | null {
  const cards = e.state.objects.filter((o) => o.owner === player && o.zone === "graveyard" && dredgeOf(o) !== null);
  if (cards.length === 0) return null;
  const at = e.replaceChoices.findIndex((c) => cards.some((o) => o.id === c.object));
  if (at < 0) {
    note(e, "replacement", "502.47a", `${player} could dredge ${cards.map((o) => o.name).join(" or ")} instead of drawing; no choice to do so was made (choose {object, replace: true}), so ${player} draws`);
    return null;
  }
  const [choice] = e.replaceChoices.splice(at, 1);
  const card = cards.find((o) => o.id === choice.object)!;
  if (!choice.replace) {
    note(e, "replacement", "502.47a", `${player} chose not to dredge ${card.name}: ${player} draws`);
    return null;
  }
  const n = dredgeOf(card)!;
  const library = e.state.objects.filter((o) => o.owner === player && o.zone === "library").sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity));
  if (library.length < n) {
    note(e, "replacement", "502.47b", `${player} has ${library.length} cards in library, fewer than dredge ${n} of ${card.name} needs: ${player} draws instead`);
    return null;
  }
  return { card, mill: library.slice(0, n), n };
}
