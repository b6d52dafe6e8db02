/**
 * How an ability names its own object: by the card's name (a legendary
 * card's also by the part before the comma, "Kiyomaro, First to Stand":
 * "Kiyomaro") or by "this creature", "this card" and the like. Every table
 * of wordings reads that object as `~`; this is the one place that writes it.
 * Both in any case: text reaches the readers lower-cased as often as not.
 */
const THIS_WORDS = /\bthis (?:object|card|creature|permanent|artifact|enchantment|land|spell)\b/gi;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const patterns = new Map<string, RegExp>();

function namePattern(name: string): RegExp {
  let p = patterns.get(name);
  if (!p) {
    const names = [name, ...(/^[^,]+(?=, )/.exec(name) ?? [])].map(escapeRegExp).join("|");
    p = new RegExp(`(?<![\\w'])(?:${names})(?![\\w])`, "gi");
    if (patterns.size >= 5_000) patterns.delete(patterns.keys().next().value!);
    patterns.set(name, p);
  }
  return p;
}

/** `text` with every way it names its own object (`name`) written `~`. */
export function asSelf(text: string, name: string): string {
  const named = name === "" ? text : text.replace(namePattern(name), "~");
  return named.replace(THIS_WORDS, "~");
}
