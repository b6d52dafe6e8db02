/**
 * A bound on how deeply a JSON body nests. JSON.parse reads thousands of
 * levels happily, but what comes after does not: the structured clone that
 * carries a query or a question to its worker throws a RangeError past a
 * few thousand, and recursive readers overflow the stack. No real query,
 * question or game state nests beyond a dozen levels, so anything deeper is
 * refused as a 400 before a handler sees it.
 */
import type { FastifyInstance } from "fastify";
import { badInput } from "../errors";

export const MAX_BODY_DEPTH = 64;

/** Segments of a path shown before it is cut short: enough to name the field, not the whole descent. */
const SHOWN_SEGMENTS = 4;

/**
 * Where `value` first nests deeper than `max` (a scalar is depth 0, `[]` is 1),
 * as a path such as `state.objects[0].text[0]…`, or null if it does not.
 * Iterative, so any depth is safe to measure.
 */
export function tooDeep(value: unknown, max: number): string | null {
  type Entry = { value: unknown; depth: number; path: string[] };
  const stack: Entry[] = [{ value, depth: 0, path: [] }];
  while (stack.length) {
    const { value: v, depth, path } = stack.pop()!;
    if (typeof v !== "object" || v === null) continue;
    if (depth + 1 > max) return render(path);
    if (Array.isArray(v)) v.forEach((child, i) => stack.push({ value: child, depth: depth + 1, path: extend(path, `[${i}]`) }));
    else for (const [k, child] of Object.entries(v)) stack.push({ value: child, depth: depth + 1, path: extend(path, `.${k}`) });
  }
  return null;
}

/** Past the shown segments a path is not extended: it would only be cut off. A function of its own rather than a closure made for each value walked. */
function extend(path: string[], key: string): string[] {
  return path.length < SHOWN_SEGMENTS + 1 ? [...path, key] : path;
}

function render(path: string[]): string {
  const shown = path.slice(0, SHOWN_SEGMENTS).join("").replace(/^\./, "");
  return (shown || "the body") + (path.length > SHOWN_SEGMENTS ? "…" : "");
}

export function limitBodyDepth(app: FastifyInstance, max = MAX_BODY_DEPTH): void {
  // Synchronous: every GET passes through here without a body, and an async hook costs each a promise.
  app.addHook("preValidation", (request, _reply, done) => {
    const where = request.body === undefined ? null : tooDeep(request.body, max);
    done(where === null ? undefined : badInput(`${where}: nests deeper than ${max} levels; no query, question or game state needs more`));
  });
}
