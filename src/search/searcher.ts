/**
 * Search over the knowledge base: one SearchScope (scope.ts) per version,
 * plus the current text, each built or loaded from the index cache on
 * first use and kept while the knowledge base is open.
 */
import type lunr from "lunr";
import type { SearchResults } from "../types";
import type { DocTerms } from "./analyze";
import { loadOrBuildIndex } from "./build-index";
import { scopeDocuments, withSections, type RulesSource, type SearchDoc } from "./documents";
import { DEFAULT_LIMIT, SearchScope } from "./scope";

export { DEFAULT_LIMIT, MAX_LIMIT } from "./scope";

interface OpenScope {
  scope: SearchScope;
  index: lunr.Index;
  cached: boolean;
}

/** A scope as the static export writes it: lunr.Index.load() reads `index` back. */
export interface ExportedScope {
  docs: SearchDoc[];
  index: object;
}

export class Searcher {
  private readonly scopes = new Map<string, OpenScope>();

  /** `dataDir`: where indexes are cached; null keeps them in memory only. */
  constructor(
    private readonly db: RulesSource,
    private readonly dataDir: string | null,
  ) {}

  /** The scope's answer, each rule hit with its section as its own version titles it. */
  search(query: unknown, scope: string, limit = DEFAULT_LIMIT): SearchResults {
    return withSections(this.open(scope).scope.search(query, limit), this.titleOf);
  }

  private readonly titleOf = (version: string, number: string): string | null => this.db.paragraphText(version, number)?.title ?? null;

  /** Builds or loads the scope's index now (the server warms the default scope at start). */
  warm(scope: string): { docs: number; cached: boolean } {
    const s = this.open(scope);
    return { docs: s.scope.docs.size, cached: s.cached };
  }

  /** The scope's documents and index, as the static export ships them to the browser. */
  exportScope(scope: string): ExportedScope {
    const s = this.open(scope);
    return { docs: [...s.scope.docs.values()], index: s.index.toJSON() };
  }

  private open(id: string): OpenScope {
    let s = this.scopes.get(id);
    if (!s) {
      const docs = scopeDocuments(this.db, id);
      const terms = new Map<string, DocTerms>();
      const { index, cached } = loadOrBuildIndex(docs, terms, id, this.dataDir);
      s = { scope: new SearchScope(id, docs, index, terms), index, cached };
      this.scopes.set(id, s);
    }
    return s;
  }
}
