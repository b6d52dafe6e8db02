/**
 * What a resolving spell or ability does: its text, one instruction at a
 * time in the order written (413.2b), read against a table of the era's
 * templating. Each template names the objects it acts on with the words of
 * the card ("target creature", "it", "that card", "the removed card", "~")
 * and is carried out through events.ts, so every zone change and damage is
 * shown to the trigger conditions. An instruction no template reads is
 * logged as unread and does nothing: never a guess.
 */
import { keywordOf } from "../abilities/keywords";
import { abilitiesOf } from "../judge/abilities";
import type { GameObject, TargetRef, Zone } from "../types";
import { createDelayed } from "./delayed";
import { controllerOf, current, findObject, isPlayer, note, ref, type Engine, type StackEntry } from "./engine";
import { countersOn } from "./cost-parts";
import { checkStateTriggers, dealDamage, draw, moveObjects, tapObjects, untapObjects } from "./events";
import { discard, playWithMadness } from "./madness";
import { offerPayment } from "./payments";
import { notRegenerated, regenerate } from "./regeneration";
import { countOf } from "../abilities/counts";
import { asSelf } from "../abilities/self-name";
import { COLORS } from "../abilities/colors";

export interface EffectContext {
  e: Engine;
  entry: StackEntry;
  controller: string;
  /** The legal targets of each instance of the word "target" (413.2a: illegal ones are left out). */
  targets: TargetRef[][];
  /** The next instance of "target" the text will name. */
  instance: number;
  /** What the last instruction acted on: "it", "them", "that card". */
  it: TargetRef[];
  /** Whether the last optional instruction was done ("If you do", 413.2c). */
  did: boolean;
  /** Controllers of objects as they were before an instruction moved them (last known information, 413.2f). */
  lki: Map<string, string>;
  /** The rule that makes an instruction on a vanished object do nothing: 410.10, 410.10c for the card a leaves-play ability saw leave, or 404.4d for a delayed ability. */
  goneRule: string;
  /** The text says "It can't be regenerated" / "They can't be regenerated": its destruction uses no shield (419.6b). */
  unregenerable?: boolean;
}

type Handler = (c: EffectContext, m: RegExpMatchArray) => boolean;

/** The instructions the loop carries out, each with the rule of the template. Patterns see lower case, the source as ~. */
const EFFECTS: Array<{ name: string; pattern: RegExp; run: Handler }> = [
  // "Sacrifice ~ unless you pay {2}{R}" (echo, 502.19a): the player chooses to pay or not as it resolves.
  { name: "unless you pay", pattern: /^sacrifice ~ unless you pay (.+)$/, run: (c, m) => {
    if (offerPayment(c.e, c.entry, c.controller, m[1], 1, ruleOf(c, "502.19a"))) return false;
    return move(c, "~", "graveyard", `${c.controller} sacrifices it, not having paid`);
  } },
  // "You may pay {1} for each age counter on ~" (cumulative upkeep, 502.13a): all of it, or none (no partial payment).
  { name: "optional payment", pattern: /^you may (pay .+?|(?:discard|remove|sacrifice|tap|return|put) .+?(?= for each ))(?: for each ([a-z0-9+/-]+) counter on (?:~|it))?$/, run: (c, m) => {
    const source = current(c.e, c.entry.source);
    const times = m[2] ? (source ? countersOn(source, m[2]) : 0) : 1;
    // "pay {1}" is the mana {1}; "pay 1 life" is a cost part of its own (cost-parts.ts).
    c.did = times > 0 && offerPayment(c.e, c.entry, c.controller, m[1].replace(/^pay (?=\{)/, ""), times, ruleOf(c, "502.13a"));
    if (times === 0) note(c.e, "effect", "413.2b", `there is no ${m[2]} counter on ${c.entry.snapshot.name}: nothing to pay`);
    return c.did;
  } },
  // Fading's (502.20a): "remove a fade counter from this permanent. If you can't, sacrifice the permanent."
  { name: "remove a counter", pattern: /^remove an? ([a-z0-9+/-]+) counter from ~$/, run: (c, m) => {
    const o = current(c.e, c.entry.source);
    c.did = o !== null && countersOn(o, m[1]) > 0;
    if (!c.did) {
      note(c.e, "effect", "413.2c", `there is no ${m[1]} counter on ${c.entry.snapshot.name} to remove`);
      return false;
    }
    if (m[1] === "+1/+1") o!.counters--;
    else o!.otherCounters[m[1]] = countersOn(o!, m[1]) - 1;
    note(c.e, "effect", "413.2b", `a ${m[1]} counter is removed from ${o!.name} (${countersOn(o!, m[1])} left)`);
    if (countersOn(o!, m[1]) === 0) lastCounterRemoved(c.e, o!, m[1]);
    return true;
  } },
  { name: "if you can't", pattern: /^if you can't, (.+)$/, run: (c, m) => {
    if (c.did) {
      note(c.e, "effect", "413.2c", `"if you can't": the instruction before it was done, so "${m[1]}" does nothing`);
      return false;
    }
    return instruction(c, m[1]);
  } },
  // The madness trigger's (502.24a).
  { name: "play for madness", pattern: /^play ~ by paying (.+) rather than paying its mana cost$/, run: (c, m) => playWithMadness(c.e, c.entry, c.controller, m[1]) },
  { name: "put into the graveyard", pattern: /^put ~ into (?:your|its owner's) graveyard$/, run: (c) => move(c, "~", "graveyard", "put into its owner's graveyard") },
  { name: "optional", pattern: /^you may (.+)$/, run: (c, m) => {
    note(c.e, "effect", "413.2c", `"you may ${m[1]}": ${c.controller} takes the option if it can be done (the loop takes every option it can)`);
    c.did = instruction(c, m[1]);
    if (!c.did) note(c.e, "effect", "413.2c", `"${m[1]}" could not be done, so the option was not taken`);
    return c.did;
  } },
  { name: "if you don't", pattern: /^if you don't, (.+)$/, run: (c, m) => {
    if (c.did) {
      note(c.e, "effect", "413.2c", `"if you don't": the optional instruction was done, so "${m[1]}" does nothing`);
      return false;
    }
    return instruction(c, m[1]);
  } },
  { name: "sacrifice", pattern: /^sacrifice an? (\w+)$/, run: (c, m) => {
    // 413.2c: a player can't choose an option that is impossible; the loop sacrifices the first one listed.
    const found = c.e.state.objects.find((o) => o.zone === "in-play" && controllerOf(o) === c.controller && (m[1] === "permanent" || o.types.includes(m[1])));
    if (!found) {
      note(c.e, "effect", "413.2c", `${c.controller} controls no ${m[1]} to sacrifice`);
      return false;
    }
    moveObjects(c.e, [{ id: found.id, to: "graveyard" }], `${c.controller} sacrifices it`);
    c.it = [ref(found)];
    return true;
  } },
  // A permanent sacrificed goes to its owner's graveyard; "sacrifice ~" acts on the source, if it is still that object.
  { name: "sacrifice itself", pattern: /^sacrifice ~$/, run: (c) => move(c, "~", "graveyard", `${c.controller} sacrifices it`) },
  { name: "if you do", pattern: /^if you do, (.+)$/, run: (c, m) => {
    if (!c.did) {
      note(c.e, "effect", "413.2c", `"if you do": the optional instruction was not done, so "${m[1]}" does nothing`);
      return false;
    }
    return instruction(c, m[1]);
  } },
  // 404.4: delayed triggered abilities, created on resolution.
  { name: "at end of turn", pattern: /^(.+?) at (?:end of turn|the beginning of the next end step)$/, run: (c, m) => {
    // "Remove ~ from the game at end of turn" refers to the source; "return that card …" to what was just acted on.
    const refers = m[1].includes("~") ? [c.entry.source] : c.it;
    createDelayed(c.e, { condition: "end of turn", effect: m[1], controller: c.controller, snapshot: c.entry.snapshot, refers, thisTurn: false });
    return true;
  } },
  { name: "delayed trigger", pattern: /^(?:when|whenever) (.+?)(?: this turn)?, (.+)$/, run: (c, m) => {
    const thisTurn = / this turn,/.test(m[0]);
    const refers = /^~ /.test(m[1]) ? [c.entry.source] : c.it;
    createDelayed(c.e, { condition: m[1], effect: m[2], controller: c.controller, snapshot: c.entry.snapshot, refers, thisTurn });
    return true;
  } },
  // 419.6b: a regeneration shield replaces the destruction, unless the text says it can't be regenerated.
  { name: "destroy", pattern: /^destroy (.+)$/, run: (c, m) => move(c, m[1], "graveyard", "destroyed", (os) => notRegenerated(c.e, os, !c.unregenerable)) },
  { name: "regenerate", pattern: /^regenerate (.+)$/, run: (c, m) => act(c, m[1], (os) => regenerate(c.e, os)) },
  { name: "remove from the game", pattern: /^(?:remove (.+?) from the game|exile (.+))$/, run: (c, m) => {
    const done = move(c, m[1] ?? m[2], "removed", "removed from the game");
    const source = c.entry.source.id;
    c.e.removed.set(source, [...(c.e.removed.get(source) ?? []), ...c.it]);
    return done;
  } },
  { name: "return to play", pattern: /^return (.+?)(?: from (?:your|its owner's|a) (?:graveyard|hand))? to play(?: under (?:its owner's|your) control)?$/,
    run: (c, m) => move(c, m[1], "in-play", "returned to play") },
  { name: "return to hand", pattern: /^return (.+?) to (?:its owner's|your|their owners') hands?$/, run: (c, m) => move(c, m[1], "hand", "returned to its owner's hand") },
  { name: "tap", pattern: /^tap (.+)$/, run: (c, m) => act(c, m[1], (os) => tapObjects(c.e, os, "the effect")) },
  { name: "untap", pattern: /^untap (.+)$/, run: (c, m) => act(c, m[1], (os) => untapObjects(c.e, os, "the effect")) },
  { name: "deals damage", pattern: /^(?:~|it) deals (\d+) damage to (.+)$/, run: (c, m) => {
    const refs = referents(c, m[2]);
    const source = current(c.e, c.entry.source) ?? c.entry.snapshot;
    for (const r of refs) {
      if (!isPlayer(c.e, r.id) && !current(c.e, r)) {
        gone(c, r);
        continue;
      }
      dealDamage(c.e, source, r.id, Number(m[1]), false);
    }
    c.it = refs;
    return refs.length > 0;
  } },
  { name: "draw", pattern: /^(?:you )?draws? (a|one|two|three|\d+) cards?$/, run: (c, m) => {
    draw(c.e, c.controller, countOf(m[1]));
    return true;
  } },
  { name: "life", pattern: /^(you|its controller|that player) (gain|lose)s? (\d+) life$/, run: (c, m) => {
    const who = m[1] === "you" ? c.controller : m[1] === "that player" ? c.entry.context.player : c.lki.get(c.it[0]?.id ?? "") ?? null;
    const p = c.e.state.players.find((x) => x.id === who);
    if (!p) return unread(c, m[0]);
    p.life += (m[2] === "gain" ? 1 : -1) * Number(m[3]);
    note(c.e, "effect", "413.2b", `${p.id} ${m[2]}s ${m[3]} life and has ${p.life}`);
    return true;
  } },
  { name: "counter", pattern: /^counter (.+)$/, run: (c, m) => {
    const refs = referents(c, m[1]);
    for (const r of refs) {
      const item = c.e.state.stack.find((s) => s.id === r.id || (s.source === r.id && s.ability === null));
      if (item) counterItem(c.e, item.id, `countered by ${c.entry.snapshot.name}`);
    }
    return refs.length > 0;
  } },
  { name: "loses an ability", pattern: /^(.+?) loses ([a-z][a-z ]*?)( until end of turn)?$/, run: (c, m) => act(c, m[1], (os) => {
    for (const o of os) {
      if (!o.lost.includes(m[2])) o.lost.push(m[2]);
      if (m[3]) c.e.untilEndOfTurn.push({ what: () => `${o.name} loses ${m[2]} (407.3)`, undo: () => { o.lost = o.lost.filter((k) => k !== m[2]); } });
      note(c.e, "effect", "407.3", `${o.name} loses ${m[2]}${m[3] ?? ""}: every instance of it, from its text or granted (${o.keywords.filter((k) => k === m[2]).length + (o.text.toLowerCase().split(/\r?\n/).some((l) => l.split(/,\s*/).includes(m[2])) ? 1 : 0)} here)`);
    }
  }) },
  // A resolving spell's effect grants a keyword, protection included (502.7): the objects it
  // affects are fixed as it resolves (418.3b) and the grant lasts as stated (418.3a). The loop
  // keeps no timestamps, so a grant of a keyword the object has lost is not applied.
  { name: "gains an ability", pattern: /^(.+?) gains? ([a-z][a-z ]*?)( until end of turn)?$/, run: (c, m) => {
    if (!keywordOf(m[2])) return unread(c, m[0]);
    return act(c, m[1], (os) => {
      for (const o of os) {
        if (o.lost.includes(m[2])) {
          note(c.e, "effect", "418.3a", `${o.name} lost ${m[2]} earlier and the loop keeps no order of effects: it does not apply "${m[0]}"`, true);
          continue;
        }
        o.keywords.push(m[2]);
        if (m[3]) c.e.untilEndOfTurn.push({ what: () => `${o.name} gains ${m[2]} (418.3a)`, undo: () => {
          const at = o.keywords.lastIndexOf(m[2]);
          if (at >= 0) o.keywords.splice(at, 1);
        } });
        note(c.e, "effect", "418.3a", `${o.name} gains ${m[2]}${m[3] ?? " (no duration is stated: until the end of the game)"}`);
      }
    });
  } },
  { name: "+1/+1 counter", pattern: /^put an? \+1\/\+1 counter on (.+)$/, run: (c, m) => act(c, m[1], (os) => {
    for (const o of os) {
      o.counters++;
      note(c.e, "effect", "413.2b", `a +1/+1 counter is put on ${o.name}`);
    }
  }) },
  // An age, fade or time counter: kept by kind (502.13a's age counters).
  { name: "counter of a kind", pattern: /^put an? ([a-z]+) counter on (.+)$/, run: (c, m) => act(c, m[2], (os) => {
    for (const o of os) {
      o.otherCounters[m[1]] = countersOn(o, m[1]) + 1;
      note(c.e, "effect", "413.2b", `a${/^[aeiou]/.test(m[1]) ? "n" : ""} ${m[1]} counter is put on ${o.name} (${o.otherCounters[m[1]]} now)`);
    }
  }) },
  { name: "discard at random", pattern: /^(that player|you) discards? a card at random$/, run: (c, m) => {
    const who = m[1] === "you" ? c.controller : c.entry.context.player;
    const hand = c.e.state.objects.filter((o) => o.owner === who && o.zone === "hand");
    if (!who || hand.length === 0) {
      note(c.e, "effect", "413.2c", `${who ?? "no player"} has no card in hand to discard`);
      return false;
    }
    note(c.e, "effect", "413.2b", `${who} discards a card at random (the loop takes the first card of the hand as listed)`);
    discard(c.e, who, [hand[0]], `${who} discards it`);
    return true;
  } },
  { name: "search", pattern: /^search your library for an? (\w+) card and put (?:that card|it) into play$/, run: (c, m) => {
    const found = c.e.state.objects.find((o) => o.owner === c.controller && o.zone === "library" && o.types.includes(m[1]));
    if (!found) {
      note(c.e, "effect", "413.2c", `${c.controller}'s library holds no ${m[1]} card: nothing is put into play`);
      return false;
    }
    moveObjects(c.e, [{ id: found.id, to: "in-play", controller: c.controller }], `${c.controller} finds it in the library`);
    c.it = [ref(found)];
    return true;
  } },
  { name: "shuffle", pattern: /^(?:then )?shuffle your library$/, run: (c) => {
    note(c.e, "effect", "413.2b", `${c.controller} shuffles (the loop keeps the library's order)`);
    return true;
  } },
  { name: "mana", pattern: /^add .+ to (?:your|that player's) mana pool.*$/, run: (c, m) => {
    note(c.e, "effect", "406.1", `"${m[0]}": mana is added (the loop keeps no mana pool)`);
    return true;
  } },
  { name: "no regeneration", pattern: /^(?:it|they) can't be regenerated$/, run: () => true },
];

/** Keywords whose ability triggers when the last counter of a kind is removed from the permanent, with what it does. */
const LAST_COUNTER: Array<{ keyword: string; kind: string; rule: string; effect: string }> = [
  // 502.60a: "When the last time counter is removed from it, sacrifice it."
  { keyword: "vanishing", kind: "time", rule: "502.60a", effect: "Sacrifice this permanent." },
];

function lastCounterRemoved(e: Engine, o: GameObject, kind: string): void {
  for (const a of abilitiesOf(o)) {
    const row = LAST_COUNTER.find((r) => r.kind === kind && a.keywords.includes(r.keyword));
    if (!row) continue;
    e.pending.push({ source: ref(o), ability: { ...a, effect: row.effect, interveningIf: null, targets: [] }, controller: controllerOf(o), snapshot: structuredClone(o), context: { player: null }, refers: null });
    note(e, "trigger", row.rule, `the last ${kind} counter was removed from ${o.name}: its ${row.keyword} ability triggers ("${row.effect}")`);
  }
}

/** The keyword's own rule when the resolving ability is that keyword's (echo 502.19a, cumulative upkeep 502.13a), else 413.2b. */
function ruleOf(c: EffectContext, keywordRule: string): string {
  return c.entry.ability?.keywords.length ? keywordRule : "413.2b";
}

/** Carries out a whole effect text, instruction by instruction (413.2b). */
export function carryOut(c: EffectContext, text: string): void {
  c.unregenerable = /\bcan't be regenerated\b/i.test(text);
  for (const sentence of instructions(text, c.entry.snapshot.name)) {
    instruction(c, sentence);
    checkStateTriggers(c.e);
  }
}

/** The instructions of a text: its sentences, and the parts of ", then" sentences. */
function instructions(text: string, name: string): string[] {
  return asSelf(text, name)
    .replace(/[“”]/g, '"')
    .split(/(?<=\.)\s+|,\s*then\s+/i)
    .map((s) => s.trim().replace(/\.$/, "").toLowerCase())
    .filter((s) => s !== "");
}

function instruction(c: EffectContext, text: string): boolean {
  for (const t of EFFECTS) {
    const m = text.match(t.pattern);
    if (m) return t.run(c, m);
  }
  return unread(c, text);
}

function unread(c: EffectContext, text: string): boolean {
  note(c.e, "effect", "413.2b", `the loop does not read "${text}": that instruction does nothing here`, true);
  return false;
}

/** The objects or players the words name. */
function referents(c: EffectContext, words: string): TargetRef[] {
  const w = words.trim();
  if (/\band (?:another )?target\b/.test(w)) return w.split(/\s+and\s+(?=(?:another )?target\b)/).flatMap((part) => referents(c, part));
  if (/^(?:(?:up to )?(?:a|one|two|three|four|five|\d+) |another )?target\b/.test(w)) return c.targets[c.instance++] ?? [];
  if (/^(?:it|them|they|that creature|that card|that permanent|those creatures|those cards|the creature)\b/.test(w)) return c.it;
  if (/^~/.test(w)) return [c.entry.source];
  if (/^the removed cards?$/.test(w)) return c.e.removed.get(c.entry.source.id) ?? [];
  const all = /^all (.+)$/.exec(w);
  if (all) return everything(c, all[1]) ?? [];
  return [];
}

/**
 * "all lands", "all artifacts, creatures, and enchantments", "all black
 * creatures", "all nonblack creatures": permanents of any of the types,
 * with the colour words checked for exactly that colour (413.2g). Null when
 * a word is none of these.
 */
function everything(c: EffectContext, words: string): TargetRef[] | null {
  const parts = words.split(/,\s*(?:and\s+)?|\s+and\s+/);
  const types: string[] = [];
  const colors: string[] = [];
  const notColors: string[] = [];
  for (const part of parts) {
    for (const word of part.split(" ")) {
      const non = /^non-?(\w+)$/.exec(word);
      if (COLORS.includes(word)) colors.push(word);
      else if (non && COLORS.includes(non[1])) notColors.push(non[1]);
      else if (/^(artifact|creature|enchantment|land|permanent)s?$/.test(word)) types.push(word.replace(/s$/, ""));
      else return null;
    }
  }
  return c.e.state.objects
    .filter((o) => o.zone === "in-play" && (types.includes("permanent") || o.types.some((t) => types.includes(t))))
    .filter((o) => colors.every((k) => o.colors.includes(k)) && notColors.every((k) => !o.colors.includes(k)))
    .map(ref);
}

/** The objects still there among `refs`; each one gone is logged (410.10, 404.4d). */
function present(c: EffectContext, refs: TargetRef[]): GameObject[] {
  const out: GameObject[] = [];
  for (const r of refs) {
    const o = current(c.e, r);
    // One object chosen for two instances of "target" is acted on once (one event, 410.6).
    if (o && !out.includes(o)) out.push(o);
    else if (!o) gone(c, r);
  }
  return out;
}

function gone(c: EffectContext, r: TargetRef): void {
  const o = findObject(c.e, r.id);
  // 410.10c speaks of the card that left play; another object gone is 410.10's.
  const rule = c.goneRule === "410.10c" && r.id !== c.entry.source.id ? "410.10" : c.goneRule;
  note(c.e, "effect", rule, rule === "410.10c"
    ? `${o?.name ?? r.id} left the first zone it went to after leaving play, and a leaves-play ability looks for it only there, so that part does nothing`
    : `${o?.name ?? r.id} is no longer the object the effect refers to (it changed zones, 217.1c), so that part does nothing`);
}

/** Nothing to act on: the words name objects, but there are none now. */
function nothing(c: EffectContext, words: string): boolean {
  note(c.e, "effect", "413.2a", `"${words}": there is no object for it to act on, so it does nothing`);
  return false;
}

function act(c: EffectContext, words: string, f: (objects: GameObject[]) => void): boolean {
  const refs = referents(c, words);
  if (refs.length === 0) return /^(?:it|them|they|that|the removed|(?:\w+ )?target)/.test(words) ? nothing(c, words) : unread(c, words);
  const objects = present(c, refs);
  if (objects.length) f(objects);
  c.it = objects.map(ref);
  return objects.length > 0;
}

function move(c: EffectContext, words: string, to: Zone, why: string, replaced: (objects: GameObject[]) => GameObject[] = (os) => os): boolean {
  const refs = referents(c, words);
  if (refs.length === 0) {
    const read = /^(?:it|them|they|that|the removed|(?:\w+ )?target)/.test(words) || (/^all /.test(words) && everything(c, words.slice(4)) !== null);
    return read ? nothing(c, words) : unread(c, words);
  }
  const objects = replaced(present(c, refs).filter((o) => o.zone !== to));
  for (const o of objects) if (o.controller) c.lki.set(o.id, o.controller);
  if (objects.length) moveObjects(c.e, objects.map((o) => ({ id: o.id, to, controller: to === "in-play" ? o.owner : undefined })), why);
  c.it = objects.map(ref);
  return objects.length > 0;
}

/** 414.1: a countered spell goes to its owner's graveyard; a countered ability leaves the stack. */
export function counterItem(e: Engine, id: string, why: string): void {
  const item = e.state.stack.find((s) => s.id === id);
  if (!item) return;
  const entry = e.entries.get(id);
  if (item.ability === null) {
    const card = findObject(e, item.source);
    if (entry?.flashback) {
      note(e, "counter", "414.1", `${card?.name ?? item.source} is countered (${why}) and leaves the stack`);
      note(e, "counter", "502.22a", `${card?.name ?? item.source} was played with flashback: it is removed from the game instead of going to the graveyard`);
    } else {
      note(e, "counter", "414.1", `${card?.name ?? item.source} is countered (${why}) and goes to its owner's graveyard`);
    }
    e.state.stack = e.state.stack.filter((s) => s !== item);
    if (card) moveObjects(e, [{ id: card.id, to: entry?.flashback ? "removed" : "graveyard" }], "countered");
  } else {
    note(e, "counter", "414.1", `${entry?.snapshot.name ?? item.source}'s ability is countered (${why}) and removed from the stack`);
    e.state.stack = e.state.stack.filter((s) => s !== item);
  }
  e.entries.delete(id);
}
