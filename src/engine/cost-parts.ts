/**
 * Costs other than mana, tap and sacrifice (409.1f: "Costs may include
 * paying mana, tapping permanents, sacrificing permanents, discarding
 * cards, and so on"): paying life, discarding cards, removing counters,
 * removing cards in a graveyard from the game. A cost's words are read by
 * the table COST_PARTS, each part checked for payability before anything
 * is paid (409.1h: "Partial payments are not allowed. Unpayable costs can't
 * be paid"; 215.4: life only up to the player's life total), then paid and
 * logged with its rule. Used when an ability is played (actions.ts) and
 * when an effect asks for a payment ("unless you pay", upkeep costs:
 * payments.ts, which also pays tap and sacrifice parts there: "Cumulative
 * upkeep—Sacrifice a land", "Tap an untapped creature you control").
 * Words no row reads are reported, never guessed.
 */
import type { GameObject } from "../types";
import { controllerOf, note, type Engine } from "./engine";
import { moveObjects, tapObjects } from "./events";
import { discard } from "./madness";
import { countOf, countPattern } from "../abilities/counts";
import { asSelf } from "../abilities/self-name";

export type CostKind = "mana" | "tap" | "sacrifice" | "life" | "discard" | "counters" | "graveyard";

export interface CostPart {
  kind: CostKind;
  /** How many: life, cards, counters, permanents tapped or sacrificed (1 for mana). */
  amount: number;
  /** The kind of counter ("age", "+1/+1"), card ("creature") or permanent ("land", "~" for the source itself); "" when any. */
  what: string;
  /** The words, as the cost says them (the object's name as ~). */
  words: string;
}

const COUNT = countPattern(true);

/** The cost parts of the era's wording, each as a kind, an amount and what it is of. */
const COST_PARTS: ReadonlyArray<{ pattern: RegExp; part: (m: RegExpMatchArray) => Omit<CostPart, "words"> }> = [
  { pattern: /^\{t\}$/, part: () => ({ kind: "tap", amount: 1, what: "~" }) },
  // "Tap an untapped creature you control" (an upkeep cost of the era).
  { pattern: new RegExp(`^tap ${COUNT} untapped (\\w+?)s? you control$`), part: (m) => ({ kind: "tap", amount: countOf(m[1]), what: m[2] }) },
  { pattern: /^(?:\{[^}]+\})+$/, part: () => ({ kind: "mana", amount: 1, what: "" }) },
  { pattern: /^sacrifice ~$/, part: () => ({ kind: "sacrifice", amount: 1, what: "~" }) },
  // "Sacrifice a land", "Sacrifice two creatures": permanents of the type its payer controls.
  { pattern: new RegExp(`^sacrifice ${COUNT} (\\w+?)s?$`), part: (m) => ({ kind: "sacrifice", amount: countOf(m[1]), what: m[2] }) },
  // 215.4: "pay N life".
  { pattern: new RegExp(`^pay ${COUNT} life$`), part: (m) => ({ kind: "life", amount: countOf(m[1]), what: "" }) },
  // "Discard a card", "Discard two cards", "Discard a creature card".
  { pattern: new RegExp(`^discard ${COUNT} (?:(\\w+) )?cards?$`), part: (m) => ({ kind: "discard", amount: countOf(m[1]), what: m[2] ?? "" }) },
  // "Remove a +1/+1 counter from ~", "Remove two age counters from ~".
  { pattern: new RegExp(`^remove ${COUNT} ([a-z0-9+/-]+) counters? from ~$`), part: (m) => ({ kind: "counters", amount: countOf(m[1]), what: m[2] }) },
  // "Remove a card in your graveyard from the game", "Remove two creature cards in your graveyard from the game".
  { pattern: new RegExp(`^remove ${COUNT} (?:(\\w+) )?cards? in your graveyard from the game$`), part: (m) => ({ kind: "graveyard", amount: countOf(m[1]), what: m[2] ?? "" }) },
];

/** The parts of a cost; `unread` holds the words no row reads. `name`: the object's name, read as ~. */
export function readCost(cost: string, name: string): { parts: CostPart[]; unread: string[] } {
  const text = asSelf(cost, name).toLowerCase().trim().replace(/\.$/, "");
  const parts: CostPart[] = [];
  const unread: string[] = [];
  // "{1}{U}, Pay 2 life", "{2} and pay 3 life": the parts of a cost are listed with commas or "and".
  for (const piece of text.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter((p) => p !== "")) {
    const row = COST_PARTS.map((r) => ({ r, m: piece.match(r.pattern) })).find((x) => x.m);
    if (row) parts.push({ ...row.r.part(row.m!), words: piece });
    else unread.push(piece);
  }
  return { parts, unread };
}

/** The parts that are costs other than mana, tap and sacrifice (those are paid elsewhere). */
export function otherParts(parts: CostPart[]): CostPart[] {
  return parts.filter((p) => p.kind !== "mana" && p.kind !== "tap" && p.kind !== "sacrifice");
}

/** Why `player` cannot pay the parts `times` times now, with the rule; null when they can all be paid (409.1h). */
export function unpayable(e: Engine, player: string, source: GameObject, parts: CostPart[], times = 1): { rule: string; detail: string } | null {
  for (const p of parts) {
    const need = p.amount * times;
    const have = available(e, player, source, p);
    if (have === null || have >= need) continue;
    const rule = p.kind === "life" ? "215.4" : "409.1h";
    return { rule, detail: `"${p.words}"${times > 1 ? ` ${times} times` : ""} needs ${need} ${UNITS[p.kind]}${p.what && p.kind !== "counters" ? ` (${p.what})` : ""} and ${player === controllerOf(source) || p.kind !== "counters" ? player : source.name} has ${have}` };
  }
  return null;
}

const UNITS: Record<CostKind, string> = {
  mana: "mana", tap: "untapped permanents", sacrifice: "permanents", life: "life", discard: "cards in hand", counters: "counters", graveyard: "cards in the graveyard",
};

/** What the player has toward a part; null for mana (not checked: the loop keeps no mana pool). */
function available(e: Engine, player: string, source: GameObject, p: CostPart): number | null {
  switch (p.kind) {
    case "tap": return permanents(e, player, source, p.what).filter((o) => !o.tapped).length;
    case "sacrifice": return permanents(e, player, source, p.what).length;
    case "life": return e.state.players.find((x) => x.id === player)!.life;
    case "discard": return cards(e, player, "hand", p.what).length;
    case "graveyard": return cards(e, player, "graveyard", p.what).length;
    case "counters": return countersOn(source, p.what);
    default: return null;
  }
}

/** The permanents `player` controls that a tap or sacrifice part names: the source itself (~), or of a type ("permanent": any). */
function permanents(e: Engine, player: string, source: GameObject, what: string): GameObject[] {
  if (what === "~") return source.zone === "in-play" && controllerOf(source) === player ? [source] : [];
  return e.state.objects.filter((o) => o.zone === "in-play" && controllerOf(o) === player && (what === "permanent" || o.types.includes(what) || o.subtypes.includes(what)));
}

function cards(e: Engine, player: string, zone: "hand" | "graveyard", type: string): GameObject[] {
  return e.state.objects
    .filter((o) => o.owner === player && o.zone === zone && (type === "" || o.types.includes(type)))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

export function countersOn(o: GameObject, kind: string): number {
  return kind === "+1/+1" ? Math.max(0, o.counters) : o.otherCounters[kind] ?? 0;
}

/**
 * Pays the parts `times` times (they must be payable: check with
 * `unpayable` first). Cards are discarded or removed from the top of the
 * hand or graveyard as listed (the loop chooses the first ones), each
 * payment logged with `rule`.
 */
export function payParts(e: Engine, player: string, source: GameObject, parts: CostPart[], rule: string, times = 1): void {
  for (const p of parts) {
    const n = p.amount * times;
    switch (p.kind) {
      case "life": {
        const who = e.state.players.find((x) => x.id === player)!;
        who.life -= n;
        note(e, "cost", "215.4", `${player} pays ${n} life (${player} had at least that much) and has ${who.life}`);
        break;
      }
      case "discard": {
        const chosen = cards(e, player, "hand", p.what).slice(0, n);
        note(e, "cost", rule, `${player} discards ${chosen.map((o) => o.name).join(", ")} to pay "${p.words}" (the loop discards the first cards of the hand as listed)`);
        discard(e, player, chosen, "discarded to pay a cost");
        break;
      }
      case "graveyard": {
        const chosen = cards(e, player, "graveyard", p.what).slice(0, n);
        note(e, "cost", rule, `${player} removes ${chosen.map((o) => o.name).join(", ")} in the graveyard from the game to pay "${p.words}" (the loop takes the top cards)`);
        moveObjects(e, chosen.map((o) => ({ id: o.id, to: "removed" })), "removed from the game to pay a cost");
        break;
      }
      case "counters": {
        if (p.what === "+1/+1") source.counters -= n;
        else source.otherCounters[p.what] = countersOn(source, p.what) - n;
        note(e, "cost", rule, `${n} ${p.what} counter${n === 1 ? " is" : "s are"} removed from ${source.name} to pay "${p.words}"`);
        break;
      }
      case "tap": {
        // The loop chooses the first untapped permanents as listed.
        const chosen = permanents(e, player, source, p.what).filter((o) => !o.tapped).slice(0, n);
        tapObjects(e, chosen, `tapped to pay "${p.words}"`);
        break;
      }
      case "sacrifice": {
        const chosen = permanents(e, player, source, p.what).slice(0, n);
        note(e, "cost", rule, `${player} sacrifices ${chosen.map((o) => o.name).join(", ")} to pay "${p.words}"${p.what === "~" ? "" : " (the loop sacrifices the first ones as listed)"}`);
        moveObjects(e, chosen.map((o) => ({ id: o.id, to: "graveyard" })), "sacrificed to pay a cost");
        break;
      }
      case "mana":
        note(e, "cost", rule, `${player} pays ${p.words}${times > 1 ? ` ${times} times` : ""} (the loop keeps no mana pool: mana is taken as paid)`);
        break;
      default:
        break;
    }
  }
}
