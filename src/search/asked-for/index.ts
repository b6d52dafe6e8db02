/** Every row of how players ask for a rule (row.ts), from each part of the CR. */
import type { AskedFor } from "./row";

export const ASKED_FOR: readonly AskedFor[] = [];
