/**
 * The era's wordings of static abilities that prevent or redirect damage
 * (419.1d, 419.6c, 419.7c), read as rows: what damage each watches (dealt
 * to the permanent, its controller, the creatures or other permanents it
 * controls, or dealt by the permanent) and whether it prevents all of it,
 * N of it, or deals it to the permanent instead. The loop applies them as
 * it deals damage (engine/damage-replacements.ts); answers count a line
 * read here as applied (coverage.ts).
 */
import { toEra } from "./era";
import { asSelf } from "./self-name";

/** Who a row's damage is dealt to, relative to the permanent with the ability. */
export type Recipient = "self" | "you" | "creatures you control" | "other creatures you control" | "you and other permanents you control";

export interface DamageRow {
  /** The damage it watches: dealt to a recipient, or dealt by the permanent itself. */
  to: Recipient | null;
  by: boolean;
  /** Prevent that much (Infinity: all of it), or redirect to the permanent. */
  prevent: number;
  redirect: boolean;
  rule: string;
}

const RECIPIENT = "(~|you|creatures you control|other creatures you control|you and other permanents you control)";
const recipient = (words: string): Recipient => (words === "~" ? "self" : (words as Recipient));

/** The era's wordings, each with the paragraph that makes it a prevention or a redirection. */
const ROWS: ReadonlyArray<{ pattern: RegExp; read: (m: RegExpExecArray) => DamageRow }> = [
  { pattern: new RegExp(`^prevent all damage that would be dealt to ${RECIPIENT}$`), read: (m) => ({ to: recipient(m[1]), by: false, prevent: Infinity, redirect: false, rule: "419.1d" }) },
  { pattern: /^prevent all damage that would be dealt by ~$/, read: () => ({ to: null, by: true, prevent: Infinity, redirect: false, rule: "419.1d" }) },
  { pattern: new RegExp(`^if a source would deal damage to ${RECIPIENT}, prevent that damage$`), read: (m) => ({ to: recipient(m[1]), by: false, prevent: Infinity, redirect: false, rule: "419.1d" }) },
  { pattern: new RegExp(`^if a source would deal damage to ${RECIPIENT}, prevent (\\d+) of that damage$`), read: (m) => ({ to: recipient(m[1]), by: false, prevent: Number(m[2]), redirect: false, rule: "419.7c" }) },
  { pattern: new RegExp(`^all damage that would be dealt to ${RECIPIENT} is dealt to ~ instead$`), read: (m) => ({ to: recipient(m[1]), by: false, prevent: 0, redirect: true, rule: "419.6c" }) },
  { pattern: new RegExp(`^if a source would deal damage to ${RECIPIENT}, (?:it|that source) deals that much damage to ~ instead$`), read: (m) => ({ to: recipient(m[1]), by: false, prevent: 0, redirect: true, rule: "419.6c" }) },
];

/** Words of a static ability about damage being dealt, which a row of the table could read. */
export const ABOUT_DAMAGE = /\bdamage that would be dealt\b|\bwould deal damage\b|\bprevent\b.*\bdamage\b/i;

/** The row an ability's words read as, or null. */
export function damageRowOf(text: string, name: string): DamageRow | null {
  // Today's wording ("on the battlefield") is read in the era's terms (era.ts).
  const era = toEra(asSelf(text, name));
  if (era.refused) return null;
  const words = era.text.trim().replace(/\.$/, "").toLowerCase();
  for (const r of ROWS) {
    const m = r.pattern.exec(words);
    if (m) return r.read(m);
  }
  return null;
}

/** Whether a static ability's words are about damage being dealt (the table's concern, read or not). */
export function aboutDamage(text: string): boolean {
  return ABOUT_DAMAGE.test(text);
}
