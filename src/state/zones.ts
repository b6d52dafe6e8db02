/**
 * The zones of the 2006-2008 rules (400.1 of that era) and the names a
 * question may use for them. Queries and answers use the era's own names;
 * `battlefield` and `exile` are read as the modern names of in-play and
 * removed-from-the-game, and answers say which term the rules of the era use.
 */
import type { Zone } from "../types";

export interface ZoneInfo {
  zone: Zone;
  /** Names accepted in a question, lower-cased. */
  names: string[];
  /** How the 2006-2008 rules write it. */
  term: string;
  /** The modern name, where it differs. */
  modern: string | null;
}

export const ZONES: readonly ZoneInfo[] = [
  { zone: "library", names: ["library"], term: "library", modern: null },
  { zone: "hand", names: ["hand"], term: "hand", modern: null },
  { zone: "graveyard", names: ["graveyard"], term: "graveyard", modern: null },
  { zone: "in-play", names: ["in-play", "in play", "play", "battlefield"], term: "in play", modern: "battlefield" },
  { zone: "stack", names: ["stack"], term: "stack", modern: null },
  { zone: "removed", names: ["removed", "removed-from-the-game", "removed from the game", "exile", "exiled"], term: "removed from the game", modern: "exile" },
];

const BY_NAME = new Map(ZONES.flatMap((z) => z.names.map((n) => [n, z] as const)));

export function zoneNamed(name: string): ZoneInfo | null {
  return BY_NAME.get(name.trim().toLowerCase()) ?? null;
}

export function zoneInfo(zone: Zone): ZoneInfo {
  return ZONES.find((z) => z.zone === zone)!;
}

export const ALL_ZONES: readonly Zone[] = ZONES.map((z) => z.zone);

/** "in-play (battlefield)" etc., for error messages. */
export function zoneList(): string {
  return ZONES.map((z) => (z.modern ? `${z.zone} (or ${z.modern})` : z.zone)).join(", ");
}

/** Whether any of `names` (zones as a state or question gave them) uses a modern name (battlefield, exile): answers then speak that way. */
export function usesModernNames(names: Iterable<string>): boolean {
  for (const z of names) {
    const info = zoneNamed(z);
    if (info?.modern !== null && info?.modern === z.trim().toLowerCase()) return true;
  }
  return false;
}

/** A zone as an answer names it: the era's name, or the modern one when the question used modern names. */
export function zoneWord(zone: Zone, modern: boolean): string {
  return modern ? (zoneInfo(zone).modern ?? zone) : zone;
}
