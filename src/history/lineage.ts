/**
 * The lineage links the release store keeps between consecutive releases:
 * which paragraph of a release became which of the next (match.ts), reduced
 * to what history needs, so that a rule's history across every release is
 * read from stored links instead of matching texts on each request.
 */
import { paragraphTexts } from "../rules/paragraph-text";
import type { ParsedVersion } from "../types";
import type { ReleaseStep } from "../store/release-store";
import { matchVersions, type Matching } from "./match";

/** How release `to` follows release `from`. */
export function releaseStep(from: ParsedVersion, to: ParsedVersion): ReleaseStep {
  return stepOf(matchVersions(paragraphTexts(from), paragraphTexts(to), { from: from.partial, to: to.partial }));
}

export function stepOf(m: Matching): ReleaseStep {
  const step: ReleaseStep = { moved: [], edited: [], removed: m.removed.map((p) => p.number), added: m.added.map((p) => p.number) };
  for (const p of m.pairs) {
    if (p.from.number !== p.to.number) step.moved.push([p.from.number, p.to.number, p.edited]);
    else if (p.edited) step.edited.push(p.from.number);
  }
  return step;
}
