/**
 * What the answers read of the knowledge base: the loaded versions, a
 * paragraph's text (to cite it), and the database of the seeds' versions
 * a game's facts join. The knowledge base (knowledge-base.ts) is one; the
 * answers name only this, so they never import the façade that imports them.
 */
import type { Db } from "../db/game-facts";
import type { VersionInfo } from "../types";

export interface RulesSource {
  versions(): VersionInfo[];
  versionsWith(number: string): string[];
  rule(number: string, version?: string): { text: string };
  readonly db: { readonly db: Db };
}
