/**
 * The facts of continuous effects from static abilities (418.4): each read
 * grant of a static ability that functions (src/abilities/grants.ts,
 * 402.8), and each characteristic an effect gave an object, written by
 * src/db/continuous-facts.ts and derived by queries/continuous.edn. The
 * derived characteristics themselves are written to the object's own
 * attributes (object/keyword, object/type, object/power …), so every query
 * reads the object as the effects leave it; the effect/* record says which
 * grant gave what, for citations.
 */
import type { GameAttr } from "./game-schema";

export const CONTINUOUS_ATTRIBUTES: Record<string, GameAttr> = {
  "grant/ability": { doc: "the static ability whose effect this is (it functions where its object is, 402.8)", type: "ref", index: true },
  "grant/source": { doc: "the object the ability is on", type: "ref" },
  "grant/type": { doc: "card types an affected permanent must have, all of them", many: true },
  "grant/subtype": { doc: "subtypes an affected permanent must have, all of them", many: true },
  "grant/color": { doc: "colours an affected permanent must have, all of them", many: true },
  "grant/controller": { doc: "you, opponent or any: who must control an affected permanent, relative to the source's controller" },
  "grant/other": { doc: "true for \"other\": not the source itself" },
  "grant/keyword": { doc: "keywords it grants (402.1 \"has\", \"have\")", many: true },
  "grant/protection": { doc: "qualities of the protection it grants (502.7a)", many: true },
  "grant/power": { doc: "what it adds to power (layer 6 of 418.5a)" },
  "grant/toughness": { doc: "what it adds to toughness (layer 6 of 418.5a)" },
  "grant/set-power": { doc: "the power it sets (layer 6 of 418.5a)" },
  "grant/set-toughness": { doc: "the toughness it sets (layer 6 of 418.5a)" },
  "grant/add-type": { doc: "card types it adds (layer 4 of 418.5a)", many: true },
  "grant/add-subtype": { doc: "subtypes it adds (layer 4 of 418.5a)", many: true },
  "effect/object": { doc: "an object a continuous effect from a static ability applies to (418.4a)", type: "ref", index: true },
  "effect/grant": { doc: "the grant that applies", type: "ref" },
  "effect/attribute": { doc: "what it gives: keyword, protection, type, subtype, power, toughness, set-power, set-toughness" },
  "effect/value": { doc: "the keyword, quality, type or number given" },
};
