/**
 * Scoring a query's terms over a lunr index with lunr's own formula, without
 * lunr's query machinery.
 *
 * lunr.Index.query builds an automaton per clause to expand its term (none
 * of ours is a pattern: scope.ts expands words itself), a MatchData object
 * per matching field of each document, and merges them; profiling the 2026
 * CR's dev queries put half of a query's time there. The score is simple:
 * per field, the dot product of the query vector (each term's boost) with
 * the document's field vector (BM25 weights the index build computed, field
 * and document boosts included), divided by the query vector's magnitude,
 * summed over fields. This computes exactly that from the index's postings
 * and field vectors, which a saved index holds too.
 */
import type lunr from "lunr";
import type { Steps } from "./steps";

/** One term asked in some fields (all the index's fields when `fields` is absent or undefined), at a boost. */
export interface Clause {
  term: string;
  boost: number;
  fields?: readonly string[];
}

export interface Hit {
  ref: string;
  score: number;
}

/** A query's scores (IndexScorer.score): read from the scorer's arrays, so only until its next score(). */
export interface Scored {
  /** The best hits, best first; equal scores in the order the documents were touched. */
  hits: Hit[];
  /** The documents holding any of the query's terms. */
  count: number;
  /** The score of a document the query matched (0 for one whose terms weigh nothing), undefined for any other. */
  scoreOf: (ref: string) => number | undefined;
}

interface Weights {
  ids: Int32Array;
  values: Float64Array;
}

/** Terms whose weights one warm-up step reads: the 2026 CR's ~9,000 terms take about 100 ms in all, so a step is a few ms. */
const TERMS_PER_STEP = 500;

/** A term's weights in a field that lacks it: one shared pair of empty arrays (a pair per term and field weighed more than all the others). */
const NONE: Weights = { ids: new Int32Array(0), values: new Float64Array(0) };

/** term → field → ref → metadata, and the term's position in the field vectors (lunr's inverted index). */
type Posting = Record<string, Record<string, object>> & { _index: number };

export class IndexScorer {
  private readonly inverted: Record<string, Posting>;
  private readonly vectors: Record<string, { elements: number[] }>;
  private readonly fields: readonly string[];
  /** Term → its weights in each field, by the field's place in the index's fields (weights()). */
  private readonly known = new Map<string, Weights[]>();
  /** Term → ref → the fields holding it (fieldsHolding), and each fields list asked as bits (fieldMask). */
  private readonly holding = new Map<string, Map<string, number>>();
  private readonly masks = new WeakMap<readonly string[], number>();
  /** Each document's ref and its number here, so a query adds scores in an array rather than a map; read on the first query or by prepare(). */
  private refs: string[] = [];
  private readonly ids = new Map<string, number>();
  private totals = new Float64Array(0);
  private seen = new Uint8Array(0);
  /**
   * A query's scratch, one slot per document, reused by every query: the documents it touched in order (the last
   * query's first `count`), and their scores for the selection of the best (bestFirst). Arrays grown and dropped per
   * query were a fifth of a first-time query's garbage (sampling heap profile of the 2026 CR's dev queries), and
   * garbage is what brings the scavenges that land in first-time queries.
   */
  private touched = new Int32Array(0);
  private count = 0;
  private scores = new Float64Array(0);

  constructor(index: lunr.Index) {
    // @types/lunr omits these members of a lunr.Index.
    const raw = index as unknown as { invertedIndex: Record<string, Posting>; fieldVectors: Record<string, { elements: number[] }>; fields: string[] };
    this.inverted = raw.invertedIndex;
    this.vectors = raw.fieldVectors;
    this.fields = raw.fields;
  }

  /**
   * The documents holding any clause's term in one of its fields, scored as lunr.Index.query scores them: the best
   * `best` of them as hits, best first (the re-rank reads no more: rerank.ts RERANK), how many there are, and any one's
   * score by its ref. Only the best are made objects: a hit object for each of a common word's thousand documents was
   * the largest part of a first-time query's garbage (18.6 of 122.6 MB over the 2026 CR's 418 dev queries, sampling
   * heap profile), and garbage is what brings the scavenges that land in first-time queries. The scores stay in the
   * scorer's arrays, so what score() returns reads them only until its next call.
   */
  score(clauses: readonly Clause[], best = Infinity): Scored {
    // Per field, the query vector: term index → summed boost.
    const query = new Map<string, Map<number, number>>();
    for (const c of clauses) {
      const posting = this.posting(c.term);
      if (!posting) continue;
      for (const field of c.fields ?? this.fields) {
        let q = query.get(field);
        if (!q) query.set(field, (q = new Map()));
        q.set(posting._index, (q.get(posting._index) ?? 0) + c.boost);
      }
    }
    const norms = new Map([...query].map(([field, q]) => [field, magnitude(q)]));
    this.prepare();
    const { totals, seen, touched } = this;
    // The last query's scores, kept for its scoreOf until now.
    for (let i = 0; i < this.count; i++) totals[touched[i]] = seen[touched[i]] = 0;
    let count = 0;
    // Each term and field once, by the term's index and the field's.
    const done = new Set<number>();
    for (const c of clauses) {
      const posting = this.posting(c.term);
      if (!posting) continue;
      for (const field of c.fields ?? this.fields) {
        const f = this.fields.indexOf(field);
        if (done.has(posting._index * this.fields.length + f)) continue;
        done.add(posting._index * this.fields.length + f);
        const weight = query.get(field)!.get(posting._index)! / norms.get(field)!;
        const { ids, values } = this.weights(c.term, posting, f);
        for (let i = 0; i < ids.length; i++) {
          if (seen[ids[i]] === 0) {
            seen[ids[i]] = 1;
            touched[count++] = ids[i];
          }
          totals[ids[i]] += weight * values[i];
        }
      }
    }
    this.count = count;
    return { hits: this.bestFirst(count, best), count, scoreOf: this.scoreOf };
  }

  /** A document's score in the last query, undefined when that query matched nothing in it. */
  private readonly scoreOf = (ref: string): number | undefined => {
    const id = this.ids.get(ref);
    return id !== undefined && this.seen[id] === 1 ? this.totals[id] : undefined;
  };

  /**
   * The first `best` of the `count` documents touched, as a stable sort by score would put them first: every one
   * scoring above the best-th score, then those scoring it in the order they were touched until `best`; sorted.
   */
  private bestFirst(count: number, best: number): Hit[] {
    const { totals, touched, refs } = this;
    const top: Hit[] = [];
    if (count <= best) {
      for (let i = 0; i < count; i++) top.push({ ref: refs[touched[i]], score: totals[touched[i]] });
      return top.sort(byScore);
    }
    const scores = this.scores.subarray(0, count);
    for (let i = 0; i < count; i++) scores[i] = totals[touched[i]];
    const bar = kthLargest(scores, best);
    // How many of the first `best` score the bar itself: the others score more.
    let atBar = best;
    for (let i = 0; i < count; i++) if (totals[touched[i]] > bar) atBar--;
    for (let i = 0; i < count; i++) {
      const score = totals[touched[i]];
      if (score > bar || (score === bar && atBar-- > 0)) top.push({ ref: refs[touched[i]], score });
    }
    return top.sort(byScore);
  }

  /** Numbers the index's documents now rather than on the first query (a scope warmed at start-up: scope.ts warm). */
  prepare(): void {
    if (this.refs.length === 0) this.number();
  }

  /**
   * Reads every term's documents and weights field by field, and the fields holding it in each document, now (a
   * scope warmed at start-up: scope.ts warmSteps), TERMS_PER_STEP terms a step, each yielding after it so a server
   * answers between steps: a query's first use of a term in the scope read them, about a fifth of a first-time
   * query's CPU time on the 2026 CR.
   */
  *weightSteps(): Steps<void> {
    this.prepare();
    let done = 0;
    for (const term in this.inverted) {
      const posting = this.inverted[term];
      for (let f = 0; f < this.fields.length; f++) this.weights(term, posting, f);
      this.fieldsHolding(term);
      if (++done % TERMS_PER_STEP === 0) yield;
    }
  }

  /** Numbers the index's documents, in the order of its field vectors. */
  private number(): void {
    for (const key in this.vectors) {
      const ref = key.slice(key.indexOf("/") + 1);
      if (!this.ids.has(ref)) {
        this.ids.set(ref, this.refs.length);
        this.refs.push(ref);
      }
    }
    this.totals = new Float64Array(this.refs.length);
    this.seen = new Uint8Array(this.refs.length);
    this.touched = new Int32Array(this.refs.length);
    this.scores = new Float64Array(this.refs.length);
  }

  /**
   * Whether the document holds one of the terms in one of the fields (any
   * field by default). The re-rank asks it of a hundred hits per unit and per
   * phrase term, mostly of a document that lacks the term: one lookup of the
   * term's fields in the document, not one per field.
   */
  holds(ref: string, terms: readonly string[], fields: readonly string[] = this.fields): boolean {
    const mask = this.fieldMask(fields);
    for (const term of terms) if ((this.fieldsHolding(term)?.get(ref) ?? 0) & mask) return true;
    return false;
  }

  /**
   * Whether some document holding `term` in one of `fields` passes `test`, read from the table holds() reads (made at
   * warm-up) rather than from an array of the documents: the re-rank asks it of each vocabulary phrase a query uses.
   */
  someHolding(term: string, fields: readonly string[], test: (ref: string) => boolean): boolean {
    const held = this.fieldsHolding(term);
    if (held === undefined) return false;
    const mask = this.fieldMask(fields);
    for (const [ref, bits] of held) if (bits & mask && test(ref)) return true;
    return false;
  }

  /**
   * For each of the terms the index holds, its documents (ref → the bits of the fields holding it: a document is
   * there only if some field holds it): a query's re-rank asks once per unit, then a lookup per hit, rather than
   * holds() finding every term's table again for each of its hundred hits.
   */
  holdingTables(terms: readonly string[]): ReadonlyMap<string, number>[] {
    const tables: ReadonlyMap<string, number>[] = [];
    for (const term of terms) {
      const held = this.fieldsHolding(term);
      if (held !== undefined) tables.push(held);
    }
    return tables;
  }

  /** The documents holding `term` (ref → the bits of the fields holding it: fieldMask), undefined for a term the index lacks. */
  termTable(term: string): ReadonlyMap<string, number> | undefined {
    return this.fieldsHolding(term);
  }

  /** How many documents hold `term`, in any field. */
  holders(term: string): number {
    return this.fieldsHolding(term)?.size ?? 0;
  }

  /** holds() of one term, without an array to hold it (the re-rank asks it per term of a phrase, of every hit). */
  holdsTerm(ref: string, term: string, fields: readonly string[] = this.fields): boolean {
    return ((this.fieldsHolding(term)?.get(ref) ?? 0) & this.fieldMask(fields)) !== 0;
  }

  /** The bits of the fields among the index's (field i: bit i). */
  fieldMask(fields: readonly string[]): number {
    let mask = this.masks.get(fields);
    if (mask === undefined) {
      mask = 0;
      for (const field of fields) {
        const i = this.fields.indexOf(field);
        if (i !== -1) mask |= 1 << i;
      }
      this.masks.set(fields, mask);
    }
    return mask;
  }

  /** Ref → the bits of the fields that hold the term, read once per scope; undefined when the index lacks the term. */
  private fieldsHolding(term: string): Map<string, number> | undefined {
    let held = this.holding.get(term);
    if (held === undefined) {
      const posting = this.posting(term);
      if (!posting) return undefined;
      held = new Map();
      for (const [i, field] of this.fields.entries()) for (const ref in posting[field]) held.set(ref, (held.get(ref) ?? 0) | (1 << i));
      this.holding.set(term, held);
    }
    return held;
  }

  /** The documents holding the term in one of the fields. */
  documents(term: string, fields: readonly string[]): string[] {
    const posting = this.posting(term);
    return posting ? [...new Set(fields.flatMap((field) => Object.keys(posting[field])))] : [];
  }

  /**
   * The documents holding the term in field `f` (its place among the index's
   * fields) and the term's weight in each field vector, read once per scope:
   * a query's terms recur in the next ones, and finding a weight is a string
   * key and a binary search.
   */
  private weights(term: string, posting: Posting, f: number): Weights {
    let known = this.known.get(term);
    if (!known) this.known.set(term, (known = []));
    let w = known[f];
    if (!w) {
      const field = this.fields[f];
      const refs = Object.keys(posting[field]);
      if (refs.length === 0) w = NONE;
      else {
        const ids = new Int32Array(refs.length);
        const values = new Float64Array(refs.length);
        refs.forEach((ref, i) => {
          ids[i] = this.ids.get(ref)!;
          values[i] = element(this.vectors[`${field}/${ref}`].elements, posting._index);
        });
        w = { ids, values };
      }
      known[f] = w;
    }
    return w;
  }

  private posting(term: string): Posting | undefined {
    return Object.hasOwn(this.inverted, term) ? this.inverted[term] : undefined;
  }
}

function magnitude(q: Map<number, number>): number {
  let sum = 0;
  for (const v of q.values()) sum += v * v;
  return Math.sqrt(sum);
}

/** The value at term index `index` of a sparse vector ([index, value, index, value, ...], sorted by index), 0 if absent. */
function element(elements: number[], index: number): number {
  let lo = 0;
  let hi = elements.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = elements[mid * 2];
    if (at === index) return elements[mid * 2 + 1];
    if (at < index) lo = mid + 1;
    else hi = mid - 1;
  }
  return 0;
}

/** Higher score first; Array.prototype.sort is stable, so equal scores keep the order the documents were touched in. */
const byScore = (a: Hit, b: Hit): number => b.score - a.score;

/**
 * The `k`-th largest of `xs` (1: the largest), by the typed array's own numeric sort (native, no comparator): a
 * selection written here measured 3 % of a first-time query's CPU less, not worth an algorithm of our own.
 */
function kthLargest(xs: Float64Array, k: number): number {
  return xs.sort()[xs.length - k];
}
