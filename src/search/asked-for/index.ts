/** Every row of how players ask for a rule (row.ts), from each part of the CR. */
import { PHRASINGS_100S } from "./phrasings-100s";
import { PHRASINGS_300S_500S } from "./phrasings-300s-500s";
import { PHRASINGS_400S } from "./phrasings-400s";
import { PHRASINGS_600S_800S } from "./phrasings-600s-800s";
import { PHRASINGS_700_701 } from "./phrasings-700-701";
import { PHRASINGS_702_1_90 } from "./phrasings-702-1-90";
import { PHRASINGS_702_91_ON } from "./phrasings-702-91-on";
import { PHRASINGS_703_732 } from "./phrasings-703-732";
import type { AskedFor } from "./row";

export const ASKED_FOR: readonly AskedFor[] = [
  ...PHRASINGS_100S,
  ...PHRASINGS_300S_500S,
  ...PHRASINGS_400S,
  ...PHRASINGS_600S_800S,
  ...PHRASINGS_700_701,
  ...PHRASINGS_702_1_90,
  ...PHRASINGS_702_91_ON,
  ...PHRASINGS_703_732,
];
