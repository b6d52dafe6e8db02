/** Every row of how players ask for a rule (row.ts), from each part of the CR. */
import { PHRASINGS_400S } from "./phrasings-400s";
import type { AskedFor } from "./row";

export const ASKED_FOR: readonly AskedFor[] = [...PHRASINGS_400S];
