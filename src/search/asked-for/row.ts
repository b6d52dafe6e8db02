/**
 * How players ask for a rule: a row of the table in this folder. A player
 * asks "who controls a creature I stole" and the rule that answers says
 * "controller" and "under whose control it entered the battlefield"
 * (110.2): the words differ. Each row gives a paragraph the words players
 * use for it, written from the rules' text and how people talk at the
 * table, never from a query set. `says` is a word or phrase of the
 * paragraph's own text: a release where the paragraph at `rule` does not
 * say it (a rule renumbered or rewritten) does not get the row.
 */
export interface AskedFor {
  /** The paragraph's number in the 2026-01-16 CR ("110.2", "702.19c"). */
  readonly rule: string;
  /** Words of the paragraph's own text (any case), that it still says in a release the row applies to. */
  readonly says: string;
  /** How players ask for it: questions or phrases in their own words. */
  readonly asked: readonly string[];
}
