/**
 * Static abilities that affect other objects (405.1, 418.4), read from the
 * 2006-2008 wordings: "Other Soldiers you control have first strike",
 * "Other Goblins get +1/+1 and have mountainwalk", "All Swamps are 1/1
 * Zombie creatures that are still lands", "White creatures you control have
 * protection from black". A line is read as a subject (the affected set:
 * its types, subtypes, colours, controller and "other") and a predicate
 * (what it grants or sets); both come from the tables below, each predicate
 * row citing the paragraph that makes its words an effect. The set itself
 * is matched in Datalog (queries/continuous.edn), not here.
 *
 * Limits: a subject naming two types, subtypes or colours ("artifact
 * creatures") is not read; a word of the subject no table knows ("Enchanted creature",
 * "Attacking creatures", "nonblack"), a keyword the era does not have, or a
 * predicate no row reads ("can't block", "gain control") leaves the line
 * unread, as before (the answer stays uncertain: answers/certainty.ts).
 * Colours set by an effect ("are green") and lost types (an effect without
 * "still") are not read either.
 */
import { withChoices } from "./chosen";
import { staticKeywordsIn } from "./keywords";
import { COLORS } from "./colors";

/** Who must control an affected permanent. */
export type GrantController = "you" | "opponent" | "any";

export interface Grant {
  /** The paragraph that makes the predicate's words an effect on other objects. */
  rule: string;
  /** The affected permanents have these (418.4a: matched anew at any moment); one of each at most. */
  types: string[];
  subtypes: string[];
  colors: string[];
  controller: GrantController;
  /** "Other": not the object the ability is on. */
  other: boolean;
  /** Abilities granted ("has", "have": 402.1, 407.1), lower case as object/keyword holds them. */
  keywords: string[];
  /** "+N/+N" (layer 6 of 418.5a). */
  power: number;
  toughness: number;
  /** "are N/N": the power and toughness set (layer 6), or null. */
  setPower: number | null;
  setToughness: number | null;
  /** Types and subtypes added ("are 1/1 Zombie creatures that are still lands": layer 4). */
  addTypes: string[];
  addSubtypes: string[];
}

type Predicate = Pick<Grant, "rule" | "keywords" | "power" | "toughness" | "setPower" | "setToughness" | "addTypes" | "addSubtypes">;

const NOTHING: Predicate = { rule: "", keywords: [], power: 0, toughness: 0, setPower: null, setToughness: null, addTypes: [], addSubtypes: [] };

/** Card types, singular, with their plurals ("sorceries" is no permanent's). */
const TYPES: Record<string, string> = {
  creature: "creature", creatures: "creature", artifact: "artifact", artifacts: "artifact",
  enchantment: "enchantment", enchantments: "enchantment", land: "land", lands: "land",
};
/** Whose permanents: the subject's tail. */
const CONTROLLERS: ReadonlyArray<[string, GrantController]> = [
  ["you control", "you"], ["your opponents control", "opponent"], ["an opponent controls", "opponent"], ["in play", "any"],
];
/** Subtypes whose plural is not the singular plus "s" (the rest: "Goblins", "Zombies", "Slivers"). */
const PLURALS: Record<string, string> = {
  elves: "elf", dwarves: "dwarf", wolves: "wolf", merfolk: "merfolk", faeries: "faerie", zombies: "zombie",
  kithkin: "kithkin", harpies: "harpy", mercenaries: "mercenary", allies: "ally", fungi: "fungus",
  homunculi: "homunculus", sphinxes: "sphinx", foxes: "fox", werewolves: "werewolf", thalakos: "thalakos",
};
/**
 * Capitalised words of a subject that are not subtypes: a status or a
 * relation the tables do not read, so the line stays unread.
 */
const NOT_SUBTYPES = new Set([
  "enchanted", "equipped", "fortified", "attacking", "blocking", "tapped", "untapped", "target", "each", "that",
  "nontoken", "token", "legendary", "basic", "snow", "nonbasic", "your", "their", "its", "this", "another",
]);

/**
 * What a predicate grants or sets, one row per wording, each citing the
 * paragraph that reads its words: 402.1 ("has"/"have" grant abilities),
 * 418.5a (layer 4 changes types, layer 6 power and toughness).
 */
const PREDICATES: ReadonlyArray<{ pattern: RegExp; read: (m: RegExpExecArray) => Predicate | null }> = [
  // "have first strike", "has protection from black", "have flying and haste" (402.1).
  { pattern: /^(?:has|have) (.+)$/, read: (m) => withKeywords({ ...NOTHING, rule: "402.1" }, m[1]) },
  // "get +1/+1", "get +1/+1 and have mountainwalk" (layer 6 of 418.5a; 402.1 for the keywords).
  { pattern: /^gets? ([+-]\d+)\/([+-]\d+)(?: and (?:has|have) (.+))?$/,
    read: (m) => withKeywords({ ...NOTHING, rule: "418.5a", power: Number(m[1]), toughness: Number(m[2]) }, m[3] ?? "") },
  // "are 1/1 Zombie creatures that are still lands" (layers 4 and 6 of 418.5a).
  { pattern: /^(?:is|are) (\d+)\/(\d+) ((?:[A-Z][a-z]+ )*)(?:artifact )?creatures? that (?:is|are) still (?:an? )?(\w+)$/,
    read: (m) => (TYPES[m[4].toLowerCase()] ? {
      ...NOTHING, rule: "418.5a", setPower: Number(m[1]), setToughness: Number(m[2]),
      addTypes: ["creature"], addSubtypes: m[3].trim() ? m[3].trim().split(" ").map((w) => w.toLowerCase()) : [],
    } : null) },
];

function withKeywords(p: Predicate, list: string): Predicate | null {
  if (!list) return p;
  const keywords = staticKeywordsIn(list);
  return keywords && { ...p, keywords };
}

type Subject = Pick<Grant, "types" | "subtypes" | "colors" | "controller" | "other">;

/** The affected set, or null when a word of it is not in the tables. */
function subjectOf(words: string): Subject | null {
  let rest = words;
  const s: Subject = { types: [], subtypes: [], colors: [], controller: "any", other: false };
  for (const [tail, who] of CONTROLLERS) {
    if (rest.endsWith(` ${tail}`)) {
      rest = rest.slice(0, -tail.length - 1);
      s.controller = who;
      break;
    }
  }
  const list = rest.split(" ");
  if (/^(?:all|each)$/i.test(list[0])) list.shift();
  if (/^other$/i.test(list[0])) list.shift(), (s.other = true);
  if (list.length === 0) return null;
  for (const [i, w] of list.entries()) {
    const lower = w.toLowerCase();
    const last = i === list.length - 1;
    if (COLORS.includes(lower) && !last) s.colors.push(lower);
    else if (TYPES[lower]) s.types.push(TYPES[lower]);
    else if (/^[A-Z][a-z'-]+$/.test(w) && !NOT_SUBTYPES.has(lower)) s.subtypes.push(last ? singular(lower) : lower);
    else return null;
  }
  // A noun must close the subject: a type ("creatures") or a plural subtype ("Goblins").
  const noun = list[list.length - 1].toLowerCase();
  if (!(TYPES[noun] || PLURALS[noun] || noun.endsWith("s"))) return null;
  // One of each at most ("artifact creatures", "white and black creatures" stay unread):
  // queries/continuous.edn matches each by one positive join.
  if (s.types.length > 1 || s.subtypes.length > 1 || s.colors.length > 1) return null;
  return s;
}

function singular(plural: string): string {
  return PLURALS[plural] ?? plural.replace(/s$/, "");
}

const read = new Map<string, Grant | null>();

/**
 * The grant of one ability line of the object named `name`, or null when
 * the line is not such a wording (or not wholly read), or reads a choice
 * ("creatures of the chosen type") not in `chosen`. A subject that is the
 * object's own name ("Mogg Flunkies has ...") is the object itself, not a
 * set of others: not read here.
 */
export function grantOf(text: string, name: string, chosen: Readonly<Record<string, string>> = {}): Grant | null {
  // The words with the object's choice written in (chosen.ts): a choice not made reads as no grant.
  const written = withChoices(text, chosen);
  if (written === null) return null;
  const key = `${name}\u0000${written}`;
  let g = read.get(key);
  if (g !== undefined) return g;
  g = readGrant(written, name);
  if (read.size >= 5_000) read.delete(read.keys().next().value!);
  read.set(key, g);
  return g;
}

/** The verbs that end a subject, with what follows. */
const VERB = /^(.+?) ((?:has|have|gets?|is|are) .+)$/;

function readGrant(text: string, name: string): Grant | null {
  const m = VERB.exec(text.trim().replace(/\.$/, ""));
  if (!m || m[1] === name || m[1] === "~") return null;
  const subject = subjectOf(m[1]);
  if (!subject) return null;
  for (const p of PREDICATES) {
    const pm = p.pattern.exec(m[2]);
    const predicate = pm && p.read(pm);
    if (predicate) return { ...subject, ...predicate };
  }
  return null;
}
