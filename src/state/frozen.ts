/**
 * A state kept as the key of what was derived from it (a board's facts,
 * its verdicts) must not change after: frozen, any change throws (strict
 * mode) instead of leaving the kept facts unlike their state.
 */

/** `value` with every object and array in it frozen; a part frozen already is taken as frozen throughout. */
export function deepFrozen<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFrozen(v);
    Object.freeze(value);
  }
  return value;
}
