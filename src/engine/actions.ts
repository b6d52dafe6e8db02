/**
 * The actions a scenario (or a "run" question) drives the loop with:
 * play a spell or land, activate an ability, cycle, pass priority, let the
 * top of the stack resolve, move an object, deal or prevent damage, begin a
 * step, declare blocks, choose a triggered ability's targets (or whether to
 * pay a cost it will ask for) in advance,
 * and change an object's characteristics (a continuous effect from outside
 * the game). Each is read and checked here; one that is illegal now is a
 * bad-input error naming the action and the rule, and changes nothing the
 * caller keeps.
 */
import { abilitiesOf } from "../judge/abilities";
import { describeTarget } from "../abilities/targets";
import { badInput, printable } from "../errors";
import { canPlay } from "../judge/can-play";
import { spellRefusals } from "../judge/play-spell";
import { judgeTargets, type TargetSource } from "../judge/targets";
import { readTargetRef } from "../state/read-state";
import { stepNamed, STEPS } from "../state/steps";
import { zoneList, zoneNamed } from "../state/zones";
import type { Ability, GameObject, Step, TargetRef, Zone } from "../types";
import { otherParts, payParts, readCost, unpayable } from "./cost-parts";
import { chooseInAdvance } from "./entry-choices";
import { showMana, totalCost } from "./costs";
import { carryOut } from "./effects";
import { controllerOf, findObject, gameOf, MAX_BUDGET, newId, nextPlayer, note, ref, tick, zoneName, type Engine } from "./engine";
import { dealDamage, happen, moveObjects, tapObjects } from "./events";
import { beginStep, givePriority, pass } from "./priority";
import { wordCanPlay } from "./play-words";
import { spellTargetsAbility } from "./resolve";
import { wordTargets } from "./target-words";

export type Action =
  | { do: "play"; object: string; player: string | null; targets: unknown; sacrifice: string[] }
  | { do: "activate"; object: string; ability: number; player: string | null; targets: unknown; sacrifice: string[] }
  | { do: "cycle"; object: string; player: string | null }
  | { do: "pass"; times: number }
  | { do: "resolve" }
  | { do: "move"; objects: string[]; to: Zone }
  | { do: "damage"; source: string; to: string; amount: number; prevented: boolean }
  | { do: "begin-step"; step: Step }
  | { do: "block"; blocks: Array<[string, string]> }
  | { do: "choose"; object: string; ability: number | null; targets: unknown; pay: boolean | null; replace: boolean | null; choice: string | null }
  | { do: "change"; object: string; set: Partial<Pick<GameObject, "colors" | "types" | "keywords" | "power" | "toughness">> };

export const MAX_ACTIONS = 1_000;

const FIELDS: Record<Action["do"], string[]> = {
  play: ["object", "player", "targets", "sacrifice"],
  activate: ["object", "ability", "player", "targets", "sacrifice"],
  cycle: ["object", "player"],
  pass: ["times"],
  resolve: [],
  move: ["object", "objects", "to"],
  damage: ["source", "to", "amount", "prevented"],
  "begin-step": ["step"],
  block: ["blocks"],
  choose: ["object", "ability", "targets", "pay", "replace", "choice"],
  change: ["object", "colors", "types", "keywords", "power", "toughness"],
};

export function actionKinds(): string[] {
  return Object.keys(FIELDS);
}

/** Reads the list of actions: shapes and types here; ids and legality when each is performed. */
export function readActions(value: unknown): Action[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw badInput(`actions: expected a list of actions such as [{"do": "pass"}], not ${printable(value)}`);
  if (value.length > MAX_ACTIONS) throw badInput(`actions: ${value.length} actions; at most ${MAX_ACTIONS} are accepted`);
  return value.map((raw, i) => readAction(raw, `actions[${i}]`));
}

function readAction(raw: unknown, path: string): Action {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw badInput(`${path}: expected an action object such as {"do": "pass"}, not ${printable(raw)}`);
  const a = raw as Record<string, unknown>;
  const kind = a.do;
  if (kind === undefined) throw badInput(`${path}.do: missing; every action says what it does, one of ${actionKinds().join(", ")}`);
  if (typeof kind !== "string" || !Object.hasOwn(FIELDS, kind)) throw badInput(`${path}.do: ${printable(kind)} is not an action (expected one of ${actionKinds().join(", ")})`);
  for (const k of Object.keys(a)) if (k !== "do" && !FIELDS[kind as Action["do"]].includes(k)) throw badInput(`${path}.${k}: not a field of a "${kind}" action (fields: ${FIELDS[kind as Action["do"]].join(", ")})`);
  const id = (v: unknown, p: string) => {
    if (typeof v !== "string" || v === "" || v.length > 100) throw badInput(`${p}: expected an id (a string), not ${printable(v)}`);
    return v;
  };
  const ids = (v: unknown, p: string) => {
    if (v === undefined) return [];
    if (!Array.isArray(v) || v.length > 256) throw badInput(`${p}: expected a list of ids, not ${printable(v)}`);
    return v.map((x, i) => id(x, `${p}[${i}]`));
  };
  const whole = (v: unknown, p: string, min: number, max: number) => {
    if (typeof v !== "number" || !Number.isInteger(v) || v < min || v > max) throw badInput(`${p}: expected a whole number from ${min} to ${max}, not ${printable(v)}`);
    return v;
  };
  const player = a.player === undefined ? null : id(a.player, `${path}.player`);
  switch (kind as Action["do"]) {
    case "play":
      return { do: "play", object: id(a.object, `${path}.object`), player, targets: a.targets, sacrifice: ids(a.sacrifice, `${path}.sacrifice`) };
    case "activate":
      return { do: "activate", object: id(a.object, `${path}.object`), ability: whole(a.ability, `${path}.ability`, 0, 31), player, targets: a.targets, sacrifice: ids(a.sacrifice, `${path}.sacrifice`) };
    case "cycle":
      return { do: "cycle", object: id(a.object, `${path}.object`), player };
    case "pass":
      return { do: "pass", times: a.times === undefined ? 1 : whole(a.times, `${path}.times`, 1, MAX_BUDGET) };
    case "resolve":
      return { do: "resolve" };
    case "move": {
      const objects = a.objects !== undefined ? ids(a.objects, `${path}.objects`) : [id(a.object, `${path}.object`)];
      const to = typeof a.to === "string" ? zoneNamed(a.to) : null;
      if (!to) throw badInput(`${path}.to: ${printable(a.to)} is not a zone (expected one of ${zoneList()})`);
      return { do: "move", objects, to: to.zone };
    }
    case "damage":
      return {
        do: "damage", source: id(a.source, `${path}.source`), to: id(a.to, `${path}.to`),
        amount: a.amount === undefined ? 1 : whole(a.amount, `${path}.amount`, 0, 1_000_000), prevented: a.prevented === true,
      };
    case "begin-step": {
      const s = typeof a.step === "string" ? stepNamed(a.step) : null;
      if (!s) throw badInput(`${path}.step: ${printable(a.step)} is not a step (expected one of ${STEPS.map((x) => x.step).join(", ")})`);
      return { do: "begin-step", step: s.step };
    }
    case "block": {
      if (!Array.isArray(a.blocks) || a.blocks.length === 0 || a.blocks.length > 256) throw badInput(`${path}.blocks: expected a list of [blocker, attacker] pairs`);
      return { do: "block", blocks: a.blocks.map((pair, i) => {
        if (!Array.isArray(pair) || pair.length !== 2) throw badInput(`${path}.blocks[${i}]: expected [blocker, attacker], not ${printable(pair)}`);
        return [id(pair[0], `${path}.blocks[${i}][0]`), id(pair[1], `${path}.blocks[${i}][1]`)] as [string, string];
      }) };
    }
    case "choose": {
      if (a.pay !== undefined && typeof a.pay !== "boolean") throw badInput(`${path}.pay: expected true (pay the cost the ability asks for) or false (decline), not ${printable(a.pay)}`);
      if (a.replace !== undefined && typeof a.replace !== "boolean") throw badInput(`${path}.replace: expected true (apply the object's optional replacement effect: dredge, madness) or false, not ${printable(a.replace)}`);
      return {
        do: "choose", object: id(a.object, `${path}.object`), ability: a.ability === undefined ? null : whole(a.ability, `${path}.ability`, 0, 31), targets: a.targets,
        pay: a.pay ?? null, replace: a.replace ?? null, choice: a.choice === undefined ? null : choiceWord(a.choice, `${path}.choice`),
      };
    }
    case "change": {
      const set: Extract<Action, { do: "change" }>["set"] = {};
      const words = (v: unknown, p: string) => ids(v, p).map((w) => w.toLowerCase());
      if (a.colors !== undefined) set.colors = words(a.colors, `${path}.colors`);
      if (a.types !== undefined) set.types = words(a.types, `${path}.types`);
      if (a.keywords !== undefined) set.keywords = words(a.keywords, `${path}.keywords`);
      if (a.power !== undefined) set.power = whole(a.power, `${path}.power`, -1_000_000, 1_000_000);
      if (a.toughness !== undefined) set.toughness = whole(a.toughness, `${path}.toughness`, -1_000_000, 1_000_000);
      return { do: "change", object: id(a.object, `${path}.object`), set };
    }
  }
}

/** Performs one action; `path` names it in errors ("actions[2]"). */
export function perform(e: Engine, a: Action, path: string): void {
  tick(e, `performing ${path}`);
  if (e.over) throw badInput(`${path}: the game is over (${e.over})`);
  switch (a.do) {
    case "play": return play(e, a, path);
    case "activate": return activate(e, a.object, a.ability, a.player, a.targets, a.sacrifice, path);
    case "cycle": {
      const o = objectAt(e, a.object, `${path}.object`);
      const index = abilitiesOf(o).findIndex((x) => x.keywords.includes("cycling"));
      if (index < 0) throw badInput(`${path}.object: ${o.name} has no cycling ability`);
      return activate(e, o.id, index, a.player, undefined, [], path);
    }
    case "pass":
      for (let i = 0; i < a.times && !e.over; i++) {
        if (e.priority === null) throw badInput(`${path}: no player has priority to pass`);
        pass(e);
      }
      return;
    case "resolve": {
      const top = e.state.stack.at(-1);
      if (!top) throw badInput(`${path}: the stack is empty; "resolve" lets the top of the stack resolve (use "pass" to end a step)`);
      while (!e.over && e.state.stack.includes(top)) {
        if (e.priority === null) throw badInput(`${path}: no player has priority to pass`);
        pass(e);
      }
      return;
    }
    case "move": {
      const holder = e.priority ?? e.state.turn.active;
      if (a.to === "stack") throw badInput(`${path}.to: a card goes on the stack by being played (409.1a); use a "play" action`);
      const objects = a.objects.map((id, i) => objectAt(e, id, `${path}.objects[${i}]`));
      noteAction(e, `${objects.map((o) => o.name).join(", ")} ${objects.length > 1 ? "are" : "is"} moved to the ${a.to} zone`);
      moveObjects(e, objects.map((o) => ({ id: o.id, to: a.to, controller: a.to === "in-play" ? o.owner : undefined })), "moved by the scenario");
      e.passes = 0;
      return givePriority(e, holder);
    }
    case "damage": {
      const holder = e.priority ?? e.state.turn.active;
      const source = objectAt(e, a.source, `${path}.source`);
      if (!findObject(e, a.to) && !e.state.players.some((p) => p.id === a.to)) throw badInput(`${path}.to: "${a.to}" is not an object or a player`);
      noteAction(e, `${source.name} would deal ${a.amount} damage to ${a.to}${a.prevented ? " (prevented)" : ""}`);
      dealDamage(e, source, a.to, a.amount, a.prevented);
      e.passes = 0;
      return givePriority(e, holder);
    }
    case "begin-step": {
      if (e.state.stack.length) throw badInput(`${path}: the stack is not empty; a step ends only when all players pass with an empty stack (408.1c)`);
      const at = STEPS.findIndex((s) => s.step === a.step);
      const now = STEPS.findIndex((s) => s.step === e.state.turn.step);
      if (at <= now) {
        // The rest of this turn is skipped, but its cleanup still happens: damage and "this turn" wear off.
        for (const o of e.state.objects) {
          o.damage = 0;
          o.damagedBy = [];
        }
        for (const effect of e.untilEndOfTurn.splice(0)) effect.undo();
        e.state.turn.number++;
        e.state.turn.active = nextPlayer(e, e.state.turn.active);
        e.landsPlayed = 0;
      }
      noteAction(e, `the game moves on to the ${a.step} step${at <= now ? ` of turn ${e.state.turn.number}` : ""}; the steps between are skipped`);
      return beginStep(e, a.step);
    }
    case "block": {
      const blocks = a.blocks.map(([b, x], i) => ({ blocker: objectAt(e, b, `${path}.blocks[${i}][0]`).id, attacker: objectAt(e, x, `${path}.blocks[${i}][1]`).id }));
      noteAction(e, `blocks are declared: ${blocks.map((b) => `${b.blocker} blocks ${b.attacker}`).join(", ")}`);
      happen(e, { kind: "block", blocks, alreadyBlocked: [...e.combat.blocked], alreadyBlocking: [...e.combat.blocking] }, () => {
        for (const b of blocks) {
          e.combat.blocked.add(b.attacker);
          e.combat.blocking.add(b.blocker);
        }
      });
      e.passes = 0;
      return givePriority(e, e.state.turn.active);
    }
    case "choose": {
      const o = objectAt(e, a.object, `${path}.object`);
      if (a.choice !== null) {
        // What the object will choose as it comes into play (entry-choices.ts; 410.10e, 419.1b).
        const kind = chooseInAdvance(e, o, a.choice, `${path}.choice`);
        noteAction(e, `${a.choice} chosen in advance as ${o.name}'s ${kind}, for when it comes into play`);
        if (a.targets === undefined && a.pay === null && a.replace === null) return;
      }
      if (a.replace !== null) {
        // An optional replacement the object offers when its event comes (replacements.ts): dredge, madness.
        e.replaceChoices.push({ object: o.id, replace: a.replace });
        noteAction(e, `${a.replace ? "using" : "not using"} ${o.name}'s optional replacement effect, chosen in advance`);
        if (a.targets === undefined && a.pay === null) return;
      }
      if (a.pay !== null) {
        // A payment the ability will ask for as it resolves (payments.ts): "unless you pay", upkeep costs.
        e.payChoices.push({ object: o.id, ability: a.ability, pay: a.pay });
        noteAction(e, `${a.pay ? "paying" : "declining to pay"} chosen in advance for ${o.name}'s ability`);
        if (a.targets === undefined) return;
      }
      e.choices.push({ object: o.id, ability: a.ability, targets: chosen(e, a.targets, `${path}.targets`) });
      return noteAction(e, `targets chosen in advance for ${o.name}'s triggered ability`);
    }
    case "change": {
      const holder = e.priority ?? e.state.turn.active;
      const o = objectAt(e, a.object, `${path}.object`);
      Object.assign(o, a.set);
      noteAction(e, `an effect changes ${o.name}: ${Object.entries(a.set).map(([k, v]) => `${k} ${Array.isArray(v) ? v.join(", ") || "none" : v}`).join("; ")}`);
      // 408.1b: the change may make state-based effects apply before anyone receives priority again.
      if (e.priority === null) return;
      e.passes = 0;
      return givePriority(e, holder);
    }
  }
}

/** A choice's value as written: a word or two of letters (a colour, a creature type, a player's id), checked against the kind when performed. */
function choiceWord(value: unknown, path: string): string {
  if (typeof value !== "string" || !/^[\w' -]{1,40}$/.test(value) || value.trim() === "") {
    throw badInput(`${path}: expected what the object chooses as it comes into play (a color such as "black", a creature type such as "Goblin", a player's id), at most 40 letters, not ${printable(value)}`);
  }
  return value;
}

/** A scenario's own action is no decision of the rules: logged without a citation. */
function noteAction(e: Engine, detail: string): void {
  e.log.push({ n: e.log.length + 1, event: "action", rule: "", detail });
}

function objectAt(e: Engine, id: string, path: string): GameObject {
  const o = findObject(e, id);
  if (!o) throw badInput(`${path}: "${id}" is not the id of an object in the game`);
  return o;
}

function chosen(e: Engine, value: unknown, path: string): TargetRef[][] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > 16) throw badInput(`${path}: expected a list with one list of ids for each instance of the word "target"`);
  const objects = new Map(e.state.objects.map((o) => [o.id, o]));
  const players = new Set(e.state.players.map((p) => p.id));
  return value.map((group, i) => {
    if (!Array.isArray(group) || group.length > 64) throw badInput(`${path}[${i}]: expected a list of ids, not ${printable(group)}`);
    return group.map((t, j) => readTargetRef(t, `${path}[${i}][${j}]`, objects, players));
  });
}

function actor(e: Engine, player: string | null, path: string): string {
  if (e.priority === null) throw badInput(`${path}: no player has priority now (the ${e.state.turn.step} step); spells and abilities are played by the player with priority (408.1c)`);
  const who = player ?? e.priority;
  if (who !== e.priority) throw badInput(`${path}.player: ${who} does not have priority; ${e.priority} has (408.1c)`);
  return who;
}

/** 409.1c: the targets must be legal when announced; an illegal choice makes the action illegal. */
function announceTargets(e: Engine, source: GameObject, ability: Ability | null, spell: string | null, player: string, value: unknown, path: string): TargetRef[][] {
  const picked = chosen(e, value, `${path}.targets`);
  if (!ability || ability.targets.length === 0) {
    if (picked.some((g) => g.length)) throw badInput(`${path}.targets: ${source.name}'s text has no instance of the word "target"`);
    return [];
  }
  const aim: TargetSource = { object: source, ability, spell, controller: player, item: null };
  const verdict = judgeTargets(gameOf(e, [source.id, ...picked.flat().map((t) => t.id)]), aim, picked, "announce");
  const answer = wordTargets(e.state, (z) => zoneName(e, z), aim, "announce", verdict);
  if (!verdict.legal) {
    const why = [...answer.targets.filter((t) => !t.legal).flatMap((t) => t.because), ...answer.because.slice(0, -1)];
    const wanted = ability.targets.map(describeTarget).join("; ");
    throw badInput(`${path}.targets: illegal targets for "${ability.text}" (it needs: ${wanted}): ${why.map((b) => `${b.detail} (${b.rule})`).join("; ") || "409.1c"}`);
  }
  for (const t of answer.targets) for (const b of t.because) note(e, "targets", b.rule, b.detail);
  return picked;
}

/** 409.1b, 409.1h: costs other than mana, named by the action ("sacrifice": the creatures sacrificed). */
function sacrifices(e: Engine, text: string, name: string, player: string, given: string[], path: string): GameObject[] {
  const m = /\bsacrifice (an?|two) (\w+)/i.exec(text.replaceAll(name, "~"));
  const needed = m ? (m[1].toLowerCase() === "two" ? 2 : 1) : 0;
  if (given.length !== needed) {
    throw badInput(needed
      ? `${path}.sacrifice: the cost says "${m![0]}": name ${needed === 1 ? "the permanent" : `the ${needed} permanents`} to sacrifice`
      : `${path}.sacrifice: the cost sacrifices nothing`);
  }
  return given.map((id, i) => {
    const o = objectAt(e, id, `${path}.sacrifice[${i}]`);
    const type = m![2].toLowerCase().replace(/s$/, "");
    if (o.zone !== "in-play" || controllerOf(o) !== player) throw badInput(`${path}.sacrifice[${i}]: ${o.name} is not a permanent ${player} controls`);
    if (type !== "permanent" && !o.types.includes(type)) throw badInput(`${path}.sacrifice[${i}]: ${o.name} is not a ${type}`);
    return o;
  });
}

/**
 * 409.1f, 409.1h: the parts of a cost other than mana, tap and sacrifice
 * (cost-parts.ts: pay life, discard, remove counters, remove a card in the
 * graveyard from the game), checked before anything is paid: one that
 * cannot be paid makes the action illegal (215.4 for life). Returns what
 * pays them, once the costs before them are paid. Words of the cost no row
 * reads are logged as unread when it is paid.
 */
function otherCosts(e: Engine, cost: string, source: GameObject, player: string, whose: string, path: string): () => void {
  const { parts, unread } = readCost(cost, source.name);
  const others = otherParts(parts);
  const why = unpayable(e, player, source, others);
  if (why) throw badInput(`${path}: ${player} cannot pay the cost "${cost}" of ${whose}: ${why.detail} (${why.rule}; 409.1h: unpayable costs can't be paid)`);
  return () => {
    if (others.length) payParts(e, player, source, others, "409.1h");
    if (unread.length) note(e, "cost", "409.1h", `the loop does not read "${unread.join(", ")}" in the cost of ${whose}: it is not paid here`, true);
  };
}

function play(e: Engine, a: Extract<Action, { do: "play" }>, path: string): void {
  const who = actor(e, a.player, path);
  const card = objectAt(e, a.object, `${path}.object`);
  const failed = spellRefusals(gameOf(e, [card.id]), card.id, who);
  if (failed.length) throw badInput(`${path}: ${who} cannot play ${card.name} now: ${failed.map(({ rule, check }) => `${PLAY_CHECKS[check] ?? check} (${rule})`).join("; ")}`);
  if (card.types.includes("land")) {
    if (e.landsPlayed > 0) throw badInput(`${path}: ${who} has already played a land this turn (408.2d)`);
    e.landsPlayed++;
    note(e, "play", "408.2d", `${who} plays ${card.name}: playing a land is a special action; it doesn't use the stack`);
    moveObjects(e, [{ id: card.id, to: "in-play", controller: who }], "played as a land");
    e.passes = 0;
    return givePriority(e, who);
  }
  const targeting = spellTargetsAbility(card);
  const targets = announceTargets(e, card, targeting, card.id, who, a.targets, path);
  const extra = /^as an additional cost to (?:play|cast) [^,]+, (.+)$/im.exec(card.text)?.[1] ?? "";
  const sacrificed = sacrifices(e, extra, card.name, who, a.sacrifice, path);
  const others = otherCosts(e, extra, card, who, card.name, path);
  const flashback = card.zone === "graveyard";
  // 502.22a: played from a graveyard with flashback, its flashback cost replaces its mana cost.
  const flashbackCost = flashback ? /^flashback\s*[—–-]?\s*((?:\{[^}]+\})+)/im.exec(card.text)?.[1]?.toUpperCase() ?? null : null;
  if (flashbackCost) note(e, "cast", "502.22a", `${card.name} is played from the graveyard with flashback: its cost is ${flashbackCost}`);
  // 409.1f: the total cost is locked in before anything is paid.
  const { cost, changes } = totalCost(flashbackCost ? { ...card, manaCost: flashbackCost } : card, who, e.state.objects.filter((o) => o.zone === "in-play"));
  note(e, "cast", "409.1a", `${who} announces ${card.name}, which moves to the stack`);
  moveObjects(e, [{ id: card.id, to: "stack", controller: who }], "played");
  e.state.stack.push({ id: card.id, source: card.id, ability: null, controller: who, targets: targets.map((g) => g.map((t) => ({ id: t.id, zoneChanges: findObject(e, t.id)?.zoneChanges ?? null }))) });
  e.entries.set(card.id, { kind: "spell", ability: targeting, snapshot: structuredClone(card), source: ref(card), context: { player: who }, refers: null, flashback });
  note(e, "cast", "409.1f", card.manaCost === null && !flashbackCost
    ? `the state gives no mana cost for ${card.name}: its total cost is taken as {0}`
    : `the total cost ${showMana(cost)}${changes.length ? ` (changed by ${changes.join("; ")})` : ""} is locked in before it is paid`);
  if (sacrificed.length) moveObjects(e, sacrificed.map((o) => ({ id: o.id, to: "graveyard" })), "sacrificed to pay the cost");
  others();
  note(e, "cast", "409.1h", `${who} pays ${showMana(cost)}${sacrificed.length ? ` and sacrifices ${sacrificed.map((o) => o.name).join(", ")}` : ""} (the loop keeps no mana pool: mana is taken as paid)`);
  note(e, "cast", "409.1i", `${card.name} has been played; ${who} receives priority again`);
  happen(e, { kind: "play", object: card.id, player: who }, () => {}, { player: who });
  e.passes = 0;
  givePriority(e, who);
}

const PLAY_CHECKS: Record<string, string> = {
  "sorcery-speed": "only an instant may be played other than in its controller's main phase with an empty stack",
  land: "a land is played only in its controller's main phase with an empty stack",
  owner: "a player plays only his or her own cards",
  zone: "the card is not in a zone it can be played from",
};

function activate(e: Engine, id: string, index: number, player: string | null, targetsValue: unknown, given: string[], path: string): void {
  const who = actor(e, player, path);
  const o = objectAt(e, id, `${path}.object`);
  const abilities = abilitiesOf(o);
  const a = abilities[index];
  if (!a) throw badInput(`${path}.ability: ${o.name} has ${abilities.length} abilities; there is no ${index}`);
  const verdict = canPlay(gameOf(e, [o.id]), o, index, who);
  if (!verdict.canPlay) {
    const { refusals } = wordCanPlay(e.state, o, a, who, verdict, (z) => zoneName(e, z));
    throw badInput(`${path}: ${who} cannot play ${o.name}'s ability ${index} now: ${refusals.map((b) => `${b.detail} (${b.rule})`).join("; ")}`);
  }
  const targets = announceTargets(e, o, a, null, who, targetsValue, path);
  const sacrificed = sacrifices(e, (a.cost ?? "").replace(/\bsacrifice ~/i, ""), o.name, who, given, path);
  // Cycling's own cost is its parameter; the discard of the card is the keyword's (502.18a).
  const others = otherCosts(e, a.cost ?? "", o, who, `${o.name}'s ability ${index}`, path);
  note(e, "cast", "403.1", `${who} plays ${o.name}'s ability "${a.text}"`);
  const entry = { kind: "ability" as const, ability: a, snapshot: structuredClone(o), source: ref(o), context: { player: who }, refers: null, flashback: false };
  // Costs (409.1h): tap, sacrifice, and the cycling card's own discard.
  if (a.tap) tapObjects(e, [o], "to pay the cost");
  if (sacrificed.length) moveObjects(e, sacrificed.map((x) => ({ id: x.id, to: "graveyard" })), "sacrificed to pay the cost");
  if (/\bsacrifice ~/i.test((a.cost ?? "").replaceAll(o.name, "~"))) moveObjects(e, [{ id: o.id, to: "graveyard" }], "sacrificed to pay the cost");
  others();
  const cycling = a.keywords.includes("cycling");
  // Cycling: "When you cycle ~" triggers from the hand the card is discarded from (402.8g), so the
  // cycle event is matched with the card still there, and the discard is part of it.
  if (cycling) happen(e, { kind: "cycle", object: o.id, player: who }, () => moveObjects(e, [{ id: o.id, to: "graveyard" }], "discarded to pay the cycling cost"), { player: who });
  if (a.kind === "mana") {
    // 411.1: a mana ability resolves at once, without the stack.
    note(e, "resolve", "411.1", `"${a.text}" is a mana ability: it resolves immediately and doesn't use the stack`);
    carryOut({ e, entry, controller: who, targets, instance: 0, it: [], did: false, lki: new Map(), goneRule: "410.10" }, a.effect ?? "");
    return givePriority(e, who);
  }
  const stackId = newId(e, "ability");
  e.state.stack.push({ id: stackId, source: o.id, ability: index, controller: who, targets });
  e.entries.set(stackId, entry);
  note(e, "stack", "409.1a", `the ability goes on the stack (${stackId}); ${who} receives priority again (409.1i)`);
  e.passes = 0;
  givePriority(e, who);
}

/** Starts the loop on a state: the active player receives priority, unless no one does in this step. */
export function start(e: Engine): void {
  if (e.state.turn.step === "untap" || e.state.turn.step === "cleanup") return beginStep(e, e.state.turn.step);
  givePriority(e, e.state.turn.active);
}
