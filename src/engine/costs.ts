/**
 * The total cost of a spell (409.1f): its mana cost, plus increases, minus
 * reductions, locked in before any of it is paid (409.1h), so a cost that
 * sacrifices the permanent giving the reduction still gets it (the Death
 * Bomb example). Cost changes are read from the static abilities of
 * permanents in play by the table below. The loop keeps no mana pool: the
 * locked-in mana is logged and taken as paid; other costs (sacrifice) are
 * carried out.
 */
import type { GameObject } from "../types";

/** Static abilities that change what spells cost, with the rule of their wording. */
const COST_CHANGES: Array<{ pattern: RegExp; applies: (spell: GameObject, m: RegExpMatchArray, self: boolean) => boolean }> = [
  // "Black spells and green spells you play cost {1} less to play." (Thunderscape Familiar)
  { pattern: /^(\w+) spells(?: and (\w+) spells)? you (?:play|cast) cost \{(\d+)\} (less|more) to (?:play|cast)\.?$/i,
    applies: (spell, m, self) => self && [m[1], m[2]].some((c) => c && spell.colors.includes(c.toLowerCase())) },
  // "Creature spells you play cost {1} less to play."
  { pattern: /^(\w+) spells you (?:play|cast) cost \{(\d+)\} (less|more) to (?:play|cast)\.?$/i,
    applies: (spell, m, self) => self && spell.types.includes(m[1].toLowerCase()) },
];

export interface Mana {
  generic: number;
  symbols: string[];
}

export function parseMana(cost: string | null): Mana {
  const out: Mana = { generic: 0, symbols: [] };
  for (const m of (cost ?? "").matchAll(/\{([^}]+)\}/g)) {
    if (/^\d+$/.test(m[1])) out.generic += Number(m[1]);
    else out.symbols.push(m[1]);
  }
  return out;
}

export function showMana(m: Mana): string {
  const parts = [...(m.generic > 0 || m.symbols.length === 0 ? [`{${m.generic}}`] : []), ...m.symbols.map((s) => `{${s}}`)];
  return parts.join("");
}

/** The total cost of playing `spell` for `player`, and the permanents that changed it. */
export function totalCost(spell: GameObject, player: string, inPlay: GameObject[]): { cost: Mana; changes: string[] } {
  const cost = parseMana(spell.manaCost);
  const changes: string[] = [];
  // 409.1f: the mana cost plus all increases minus all reductions; generic mana is never below 0, taken once at the end.
  let generic = cost.generic;
  for (const o of inPlay) {
    for (const line of o.text.split(/\r?\n/)) {
      for (const c of COST_CHANGES) {
        const m = line.trim().match(c.pattern);
        if (!m || !c.applies(spell, m, (o.controller ?? o.owner) === player)) continue;
        const amount = Number(m.slice(1).find((x) => x && /^\d+$/.test(x)));
        const less = m.slice(1).includes("less");
        generic += less ? -amount : amount;
        changes.push(`${o.name}: "${line.trim()}"`);
        break;
      }
    }
  }
  cost.generic = Math.max(0, generic);
  return { cost, changes };
}
