/**
 * The schema of the rules facts, one row per attribute with its meaning.
 * Every version of every paragraph is its own entity keyed "version|number";
 * a number entity points at the newest text of that number. Lookups go
 * through the unique keys (entity by lookup ref) and the AVET index of the
 * ref attributes, never through a parsed query.
 */
import type { Schema } from "datascript";
import { GAME_ATTRIBUTES } from "./game-schema";

import type { Attr } from "./attribute";

export const ATTRIBUTES: Record<string, Attr> = {
  "version/id": { doc: "version id: an imported release's effective date, or a seed version's name", unique: true },
  "version/date": { doc: "YYYY-MM-DD the version took effect (approximate for the fragments)" },
  "version/title": { doc: "the title line of the source" },
  "version/kind": { doc: "release | fragments | rulings" },
  "version/partial": { doc: "true when the version holds only some sections" },
  "version/note": { doc: "what is known of the version's date and reliability" },
  "version/order": { doc: "position in date order, 0 = oldest" },
  "version/paragraphs": { doc: "count of numbered paragraphs (sections, rules, subrules; parts not counted)" },
  "version/glossary": { doc: "count of glossary entries" },

  "source/version": { doc: "the version this source file is a witness of", type: "ref", index: true },
  "source/file": { doc: "file name" },
  "source/format": { doc: "cr-release | fragment-plain | fragment-typographic | rulings-dump" },
  "source/sha256": { doc: "hash of the file's bytes" },

  "rule/key": { doc: "\"version|number\", unique per version of a paragraph", unique: true },
  "rule/number": { doc: "paragraph number: 4, 402, 402.8, 402.8e", index: true },
  "rule/version": { doc: "the version this text belongs to", type: "ref", index: true },
  "rule/kind": { doc: "part | section | rule | subrule" },
  "rule/title": { doc: "heading title (parts, sections, titled rules)" },
  "rule/text": { doc: "paragraph text, repaired; continuation paragraphs joined by a newline" },
  "rule/order": { doc: "position in the version's document order" },
  "rule/parent": { doc: "the paragraph one level up in the same version", type: "ref", index: true },
  "rule/section": { doc: "the three-digit section the paragraph belongs to", index: true },
  "rule/date": { doc: "revision date of this text, where the source dates it" },
  "rule/truncated": { doc: "true when the best witness stops mid-sentence" },
  "rule/line": { doc: "line of the source where the paragraph starts" },

  "example/rule": { doc: "the paragraph an example belongs to", type: "ref", index: true },
  "example/order": { doc: "position among the paragraph's examples" },
  "example/text": { doc: "example text without the \"Example:\" label" },
  "example/date": { doc: "revision date of the example, where dated" },

  "ref/from": { doc: "the paragraph that cites", type: "ref", index: true },
  "ref/cited": { doc: "the citation as written (\"409.1a-i\")" },
  "ref/number": { doc: "one number the citation names" },
  "ref/target": { doc: "the cited paragraph in the same version, when it exists", type: "ref", index: true },
  "ref/order": { doc: "position among the paragraph's references" },

  "witness/rule": { doc: "the paragraph a seed copy witnesses", type: "ref", index: true },
  "witness/source": { doc: "the seed file of this copy" },
  "witness/text": { doc: "the copy's text (repaired)" },
  "witness/best": { doc: "true for the copy the paragraph's text was taken from" },
  "witness/note": { doc: "why it is best, or what it lacks" },

  "glossary/key": { doc: "\"version|term\" (term lower-cased)", unique: true },
  "glossary/version": { doc: "the version of the entry", type: "ref", index: true },
  "glossary/term": { doc: "the term as printed, without \"(Obsolete)\"" },
  "glossary/alias": { doc: "other names of the entry", many: true },
  "glossary/obsolete": { doc: "true for entries marked (Obsolete)" },
  "glossary/text": { doc: "definition text" },
  "glossary/see": { doc: "for a \"See X.\" entry, X" },
  "glossary/order": { doc: "position in the glossary" },

  "number/id": { doc: "a paragraph number, across versions", unique: true },
  "number/latest": { doc: "the newest version of the paragraph with this number", type: "ref" },
};

export function datascriptSchema(): Schema {
  const schema: Schema = {};
  // The game-state facts join the rules facts in one database, so one schema holds both.
  for (const [name, a] of Object.entries({ ...ATTRIBUTES, ...GAME_ATTRIBUTES })) {
    const s: Record<string, string | boolean> = {};
    if (a.type === "ref") s[":db/valueType"] = ":db.type/ref";
    if (a.unique) s[":db/unique"] = ":db.unique/identity";
    if (a.many) s[":db/cardinality"] = ":db.cardinality/many";
    if (a.index) s[":db/index"] = true;
    if (Object.keys(s).length) schema[name] = s;
  }
  return schema;
}
