/**
 * The facts of continuous effects from static abilities (418.4): each read
 * grant of a static ability that functions (src/abilities/grants.ts,
 * 402.8), and each characteristic an effect gave an object, written by
 * src/db/continuous-facts.ts and derived by queries/continuous.edn. The
 * derived characteristics themselves are written to the object's own
 * attributes (object/keyword, object/type, object/power …), so every query
 * reads the object as the effects leave it (which grant gave what is derived
 * again for a citation). The match/* facts repeat a permanent's
 * characteristics with a wildcard, so that a grant's requirements are each
 * one positive join (datascript's not-join costs tens of microseconds a row).
 */
import type { Attr } from "./attribute";

export const CONTINUOUS_ATTRIBUTES: Record<string, Attr> = {
  "grant/ability": { doc: "the static ability whose effect this is (it functions where its object is, 402.8)", type: "ref", index: true },
  "grant/source": { doc: "the object the ability is on", type: "ref" },
  "grant/type": { doc: "the card type an affected permanent must have, * for any" },
  "grant/subtype": { doc: "the subtype an affected permanent must have, * for any" },
  "grant/color": { doc: "the colour an affected permanent must have, * for any" },
  "grant/controller": { doc: "ids of the players one of whom must control an affected permanent (you: the source's controller; opponent: each other player), * for any", many: true },
  "grant/excludes": { doc: "the id of the source for \"other\" (not the source itself), else an empty string" },
  "grant/keyword": { doc: "keywords it grants (402.1 \"has\", \"have\")", many: true },
  "grant/protection": { doc: "qualities of the protection it grants (502.7a)", many: true },
  "grant/power": { doc: "what it adds to power (layer 6 of 418.5a)" },
  "grant/toughness": { doc: "what it adds to toughness (layer 6 of 418.5a)" },
  "grant/set-power": { doc: "the power it sets (layer 6 of 418.5a)" },
  "grant/set-toughness": { doc: "the toughness it sets (layer 6 of 418.5a)" },
  "grant/add-type": { doc: "card types it adds (layer 4 of 418.5a)", many: true },
  "grant/add-subtype": { doc: "subtypes it adds (layer 4 of 418.5a)", many: true },
  "match/type": { doc: "a permanent's card types and *, for one positive join per requirement of a grant", many: true },
  "match/subtype": { doc: "a permanent's subtypes and *", many: true },
  "match/color": { doc: "a permanent's colours and *", many: true },
  "match/controller": { doc: "the id of a permanent's controller and *", many: true },
};
