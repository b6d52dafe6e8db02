/**
 * Mutating a valid JSON value for the property-based tests: every path
 * inside it, and one change at a path (a value replaced, removed, or an
 * unknown key added beside it), on own properties whatever their name
 * (`__proto__` included), as JSON.parse makes them.
 */

export type Path = Array<string | number>;

export interface Mutation {
  pick: number;
  op: string;
  value: unknown;
  key: string;
}

/** `o` with an own property `key` whatever the key is. */
export function withKey<T extends object>(o: T, key: string | number, value: unknown): T {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
  return o;
}

/** Paths into a value where it may be changed, up to 8 deep and 64 wide: inner nodes and leaves. */
export function paths(v: unknown, at: Path = []): Path[] {
  const out: Path[] = [];
  if (at.length >= 8) return out;
  const entries: Array<[string | number, unknown]> = Array.isArray(v) ? v.slice(0, 64).map((x, i) => [i, x])
    : v !== null && typeof v === "object" ? Object.entries(v).slice(0, 64) : [];
  for (const [k, x] of entries) out.push([...at, k], ...paths(x, [...at, k]));
  return out;
}

/** Applies one mutation in place, or returns its value when there is nothing inside to change. */
export function mutate(copy: unknown, m: Mutation): unknown {
  const all = paths(copy);
  if (all.length === 0) return m.value;
  const path = all[m.pick % all.length];
  let parent = copy as Record<string | number, unknown>;
  for (const p of path.slice(0, -1)) parent = parent[p] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (m.op === "delete") {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else if (m.op === "add-key") {
    const target = parent[last];
    if (target !== null && typeof target === "object" && !Array.isArray(target)) withKey(target, m.key, m.value);
    else withKey(parent, Array.isArray(parent) ? last : m.key, m.value);
  } else {
    withKey(parent, last, m.value);
  }
  return copy;
}

/** `base` with the mutations `ms` applied in turn, on a copy. */
export function mutated(base: unknown, ms: Mutation[]): unknown {
  return ms.reduce<unknown>((v, m) => mutate(v, m), structuredClone(base));
}
