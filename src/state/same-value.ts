/**
 * Whether two values read as the same data: plain objects with the same
 * keys and arrays of the same length, compared member by member, and equal
 * primitives. The game loop asks it of each object against the last
 * board's copy (engine.ts gameOf) instead of writing both as JSON: a walk
 * allocates nothing but the key lists, at about half the cost of one
 * JSON.stringify. Stricter than JSON where it differs (a key holding
 * undefined, NaN, a Map): such values only make a board be written anew.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  // A Map, a Set or a Date has no keys of its own to compare: never taken for the same.
  if (Array.isArray(b) || !plain(a) || !plain(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  for (const k of keys) if (!Object.hasOwn(y, k) || !sameValue(x[k], y[k])) return false;
  return true;
}

function plain(o: object): boolean {
  const proto = Object.getPrototypeOf(o);
  return proto === Object.prototype || proto === null;
}
