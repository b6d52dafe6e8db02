/**
 * The ability-text reader: card text into ability facts, with a report of
 * what it inferred and from which words. The text is first split into
 * abilities (split.ts): printed line breaks (402.7) and, inside a line,
 * keyword shapes and sentences, so a card pasted on one line reads as printed.
 *
 * A line is a keyword list (keywords.ts), a triggered ability ("When",
 * "Whenever", "At", 404.1, with an intervening "if" 404.3), an activated
 * ability ("[cost]: [effect]", 403.1), a spell ability of an instant or
 * sorcery, or a static ability (405.1); templates.ts then adds the facts of
 * its wording, and zones.ts the facts of where it functions. A mana
 * ability (406.1) is an activated ability that could add mana and has no
 * target, or a triggered one that triggers from a mana ability. Text that is none of these is reported as unread, not guessed,
 * and the state's structured `abilities` override whatever was inferred.
 */
import type { Ability, AbilityFacts, GameObject } from "../types";
import { foldQuotes } from "../text";
import { toEra } from "./era";
import { keywordOf } from "./keywords";
import { splitAbilities } from "./split";
import { describeTarget, readTargets } from "./targets";
import { TEMPLATES, type Template } from "./templates";
import { asSelf } from "./self-name";
import { KEYWORD_ZONES, noZoneFacts, unconfinedByItsTrigger, ZONE_TEMPLATES, zoneNamed } from "./zones";

/** An ability word and its dash opening an ability ("Imprint — When ~ comes into play, …"). */
const ABILITY_WORD = /^([A-Z][a-z]+(?: [a-z]+)?) [—–] /;

function blank(): AbilityFacts {
  return {
    kind: "unread", cost: null, effect: null, tap: false, triggers: [], interveningIf: null, timing: [], targets: [], ...noZoneFacts(),
  };
}

/** Index of the first `char` outside parentheses and quotes, or -1. */
function topLevel(text: string, char: string): number {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "“" || c === "”") quoted = !quoted;
    else if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (c === char && depth === 0 && !quoted) return i;
  }
  return -1;
}

/** Merges facts into an ability: lists are unioned, scalars set. */
function merge(a: AbilityFacts, facts: Partial<AbilityFacts>): void {
  for (const [k, v] of Object.entries(facts) as Array<[keyof AbilityFacts, unknown]>) {
    if (k === "triggers") continue;
    const current = a[k];
    if (Array.isArray(current) && Array.isArray(v)) (a as unknown as Record<string, unknown[]>)[k] = [...new Set([...current, ...v])];
    else (a as unknown as Record<string, unknown>)[k] = v;
  }
}

export function readAbilities(object: Pick<GameObject, "name" | "text" | "types" | "abilityFacts">): Ability[] {
  // The name as a whole word: a card named "Art" is not inside "artifact".
  const spell = object.types.includes("instant") || object.types.includes("sorcery");
  // Runs of spaces collapse first (the patterns below would be quadratic on them), typographic
  // apostrophes fold, and a line that is only reminder text is not an ability (402.1).
  const lines = object.text
    .split(/\r?\n/)
    .map((l) => foldQuotes(l).replace(/[ \t\f\v\u00a0]+/g, " ").trim())
    .filter((l) => l !== "");
  const abilities = splitAbilities(lines, spell, object.name).map((text, index) => readLine(text, index, asSelf(text, object.name), object.name, spell));
  for (const a of abilities) aim(a);
  object.abilityFacts.forEach((given, index) => {
    if (!given) return;
    const a = abilities[index] ?? { ...blank(), index, text: "", keywords: [], inferred: [], unread: null, structured: false };
    Object.assign(a, given);
    if (given.effect !== undefined && given.targets === undefined) aim(a);
    a.structured = true;
    a.unread = a.kind === "unread" ? a.unread : null;
    a.inferred.push({ fact: `structured facts given: ${Object.keys(given).join(", ")}`, from: "the state's abilities", rule: "" });
    abilities[index] = a;
  });
  for (let i = 0; i < abilities.length; i++) {
    abilities[i] ??= { ...blank(), index: i, text: "", keywords: [], inferred: [], unread: "no text and no structured facts for this index", structured: false };
  }
  return abilities;
}

/** 415.1, 415.2: a spell or an activated or triggered ability is targeted by the words of its effect. */
function aim(a: Ability): void {
  a.targets = a.effect && a.kind !== "static" ? readTargets(a.effect) : [];
  for (const t of a.targets) a.inferred.push({ fact: `target ${t.instance}: ${describeTarget(t)}`, from: t.words, rule: a.kind === "spell" ? "415.1" : "415.2" });
}

function readLine(text: string, index: number, written: string, name: string, spell: boolean): Ability {
  const a: Ability = { ...blank(), index, text, keywords: [], inferred: [], unread: null, structured: false };
  const said = (words: string) => words.replace(/~/g, name).trim();
  const infer = (fact: string, from: string, rule: string) => a.inferred.push({ fact, from: said(from), rule });
  // Today's wording is read in the era's terms (era.ts), or refused.
  const era = toEra(written);
  if (era.refused) {
    a.unread = era.refused;
    return a;
  }
  for (const m of era.mapped) infer(`a later wording read in the era's terms: "${said(m.era)}" (the later term is from ${m.rule} of the ${m.since} rules)`, m.later, "");
  // An ability word ("Imprint —", "Hellbent —") labels the ability and has no rules meaning of its own.
  const label = ABILITY_WORD.exec(era.text);
  if (label && !keywordOf(label[1])) infer(`ability word "${label[1]}": a label with no rules meaning; the ability after it is read`, label[0], "");
  const line = label && !keywordOf(label[1]) ? era.text.slice(label[0].length) : era.text;
  const withoutReminder = line.replace(/\s*\([^()]*\)\s*/g, " ").trim();

  // One keyword whose cost may hold commas ("Flashback—{1}{U}, Pay 3 life"), or a list of them ("Flying, haste").
  const whole = keywordOf(withoutReminder);
  const pieces = whole?.parameter ? [withoutReminder] : withoutReminder.split(/\s*[,;]\s*/).filter((p) => p !== "");
  const keywords = whole?.parameter ? [whole] : pieces.map(keywordOf);
  if (pieces.length > 0 && keywords.every((k) => k !== null)) {
    for (const k of keywords) {
      const zones = KEYWORD_ZONES[k!.entry.keyword];
      merge(a, k!.entry.facts);
      if (zones) merge(a, zones.facts);
      if (k!.entry.expand && k!.parameter) merge(a, k!.entry.expand(k!.parameter));
      a.keywords.push(k!.entry.keyword === "protection from" ? `protection from ${k!.parameter.toLowerCase()}` : k!.entry.keyword);
      a.triggers.push(...(k!.entry.facts.triggers ?? []).map((t) => ({ ...t, zone: zones?.triggerZone ?? t.zone })));
      infer(`keyword ${k!.entry.keyword}: ${zones?.reading ?? k!.entry.reading}`, k!.entry.keyword + (k!.parameter ? ` ${k!.parameter}` : ""), zones?.rule ?? k!.entry.rule);
    }
    if (a.kind === "activated" && keywords[0]!.parameter) a.cost = keywords[0]!.parameter;
    return a;
  }

  const parts: Partial<Record<Template["part"], string>> = { line };
  const trigger = /^(when|whenever|at)\b\s*/i.exec(line);
  const colon = topLevel(line, ":");
  if (trigger) {
    a.kind = "triggered";
    const rest = line.slice(trigger[0].length);
    const comma = topLevel(rest, ",");
    const condition = comma < 0 ? rest : rest.slice(0, comma);
    let effect = comma < 0 ? "" : rest.slice(comma + 1).trim();
    const cond = /^if\b\s*/i.exec(effect);
    if (cond) {
      const end = topLevel(effect, ",");
      a.interveningIf = said(end < 0 ? effect.slice(cond[0].length) : effect.slice(cond[0].length, end));
      parts.if = end < 0 ? effect.slice(cond[0].length) : effect.slice(cond[0].length, end);
      infer("intervening if: checked when it triggers and again on resolution", `if ${parts.if}`, "404.3");
      effect = end < 0 ? "" : effect.slice(end + 1).trim();
    }
    // "When ~ comes into play or the creature it haunts is put into a graveyard": two conditions, each with its own zone (zones.ts).
    // "~ comes into play or leaves play": two zone changes (410.10), the second sharing the first one's subject;
    // "attacks or blocks" stays one condition.
    const [first, ...others] = condition.split(/\s+or\s+(?=(?:~|the|a|an|you|another|each|one)\b)/i);
    const shared = /^(.+?) (comes into play|leaves play|is put into|dies)\b(.*?) or (comes into play|leaves play|is put into|dies)\b/i.exec(first);
    const conditions = shared ? [`${shared[1]} ${shared[2]}${shared[3]}`, `${shared[1]} ${first.slice(shared[0].length - shared[4].length)}`, ...others] : [first, ...others];
    for (const c of conditions) a.triggers.push({ condition: said(c), zone: null });
    a.effect = said(effect);
    parts.effect = effect;
    infer(`triggered ability with ${conditions.length} trigger condition${conditions.length > 1 ? "s" : ""}`, `${trigger[1]} ${condition},`, "404.1");
    conditions.forEach((c, i) => applyTemplates(a, { condition: c }, infer, i));
    applyTemplates(a, { if: parts.if, effect, line }, infer, null);
    if (/\btap(?:s|ped)?\b[^,]*\bfor mana\b/i.test(condition) && /\badds?\b/i.test(effect)) {
      a.kind = "mana";
      infer("mana ability: triggers from a mana ability and adds mana", condition, "406.1");
    }
    const unconfined = unconfinedByItsTrigger(a, conditions);
    if (unconfined) infer(unconfined.fact, condition, unconfined.rule);
    return a;
  }
  if (colon > 0 && colon < line.length - 1) {
    a.kind = "activated";
    const cost = line.slice(0, colon);
    const effect = line.slice(colon + 1).trim();
    a.cost = said(cost);
    a.effect = said(effect);
    infer("activated ability: [cost]: [effect]", `${cost}:`, "403.1");
    applyTemplates(a, { cost, effect, line }, infer, null);
    if (a.inferred.some((x) => x.rule === "406.1") && !/\btarget\b/i.test(effect)) {
      a.kind = "mana";
      infer("mana ability: could put mana into a mana pool and has no target", effect, "406.1");
    }
    return a;
  }
  if (spell) {
    a.kind = "spell";
    a.effect = said(line);
    infer("spell ability of an instant or sorcery", line, "402.2");
    applyTemplates(a, { line, effect: line }, infer, null);
    return a;
  }
  // 404.5: a few triggered abilities have the trigger condition in the middle ("… sacrifices it at the end of his or her turn").
  // Not inside a quoted ability another object is granted, nor inside reminder text (402.1).
  const own = withoutReminder.replace(/"[^"]*"/g, '""');
  const middle = /\bat (the (?:beginning of the )?end of (?:his or her|your|each|its controller's|that player's) turn|the beginning of (?:his or her|your|each|that player's) upkeep)\b/i.exec(own);
  if (middle && !spell) {
    a.kind = "triggered";
    a.triggers.push({ condition: said(middle[1]), zone: null });
    a.effect = said(line);
    infer("triggered ability with its trigger condition in the middle", `at ${middle[1]}`, "404.5");
    return a;
  }
  if (/[a-z]/i.test(line) && /[.)"]$/.test(line)) {
    a.kind = "static";
    infer("static ability: neither [cost]: [effect] nor a trigger", line, "405.1");
    applyTemplates(a, { line }, infer, null);
    return a;
  }
  a.unread = `not an ability the reader knows: not a keyword, "[cost]: [effect]", a trigger ("When", "Whenever", "At") or a sentence`;
  return a;
}

/** Applies every template whose part is given; trigger-condition facts go to condition `which`. */
function applyTemplates(
  a: Ability,
  parts: Partial<Record<Template["part"], string>>,
  infer: (fact: string, from: string, rule: string) => void,
  which: number | null,
): void {
  for (const t of [...ZONE_TEMPLATES, ...TEMPLATES]) {
    const text = parts[t.part];
    if (text === undefined) continue;
    const m = text.match(t.pattern);
    if (!m) continue;
    const facts = t.facts(m);
    const zone = zoneNamed(facts);
    if (facts.triggers) {
      // A zone for trigger conditions: the one this template read, or all of them for an intervening "if".
      for (const [i, trig] of a.triggers.entries()) if (which === null || which === i) trig.zone = facts.triggers[0].zone;
    }
    const rest = { ...facts };
    delete rest.triggers;
    delete rest.kind;
    // A template's static reading wins over "spell": "Ghostfire is colorless" is static (405.2).
    if (facts.kind && (a.kind === "static" || a.kind === "unread" || a.kind === "spell")) a.kind = facts.kind;
    merge(a, rest);
    infer(`${t.name}: ${t.reading.replace("$zone", zone)}`, m[0], t.rule);
  }
}
