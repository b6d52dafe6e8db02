/**
 * The steps of a turn in order (the 2006-2008 rules, sections 300-314),
 * with the names a question may use for them. Sorcery timing (403.5) needs
 * a main phase of its controller's own turn with an empty stack.
 */
import type { Step } from "../types";

export interface StepInfo {
  step: Step;
  names: string[];
  main: boolean;
}

export const STEPS: readonly StepInfo[] = [
  { step: "untap", names: ["untap"], main: false },
  { step: "upkeep", names: ["upkeep"], main: false },
  { step: "draw", names: ["draw"], main: false },
  { step: "precombat-main", names: ["precombat-main", "main", "main1", "first-main", "precombat main"], main: true },
  { step: "beginning-of-combat", names: ["beginning-of-combat", "beginning of combat"], main: false },
  { step: "declare-attackers", names: ["declare-attackers", "declare attackers"], main: false },
  { step: "declare-blockers", names: ["declare-blockers", "declare blockers"], main: false },
  { step: "combat-damage", names: ["combat-damage", "combat damage"], main: false },
  { step: "end-of-combat", names: ["end-of-combat", "end of combat"], main: false },
  { step: "postcombat-main", names: ["postcombat-main", "main2", "second-main", "postcombat main"], main: true },
  { step: "end-of-turn", names: ["end-of-turn", "end", "end of turn"], main: false },
  { step: "cleanup", names: ["cleanup"], main: false },
];

const BY_NAME = new Map(STEPS.flatMap((s) => s.names.map((n) => [n, s] as const)));

export function stepNamed(name: string): StepInfo | null {
  return BY_NAME.get(name.trim().toLowerCase()) ?? null;
}

export function stepInfo(step: Step): StepInfo {
  return STEPS.find((s) => s.step === step)!;
}
