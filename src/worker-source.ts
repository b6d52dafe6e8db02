/**
 * How a worker thread of ours is started: from the built JavaScript beside
 * its pool, or, when crkb runs from source (tests, tsx), from the TypeScript
 * through tsx's loader. Shared by the query pool and the question pool.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";

/** The `Worker` arguments for module `name` (without extension) in folder `dir`. */
export function workerSource(dir: string, name: string): { code: string; eval: boolean } {
  const js = join(dir, `${name}.js`);
  if (existsSync(js)) return { code: js, eval: false };
  const ts = JSON.stringify(join(dir, `${name}.ts`));
  return { code: `require("tsx/cjs/api").register(); require(${ts});`, eval: true };
}
