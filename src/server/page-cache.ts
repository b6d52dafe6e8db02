/**
 * The site's rendered pages, kept by address. The knowledge base never
 * changes while the server runs, so a page rendered once is the same page
 * every time; building a rule's view and rendering it costs milliseconds
 * where the JSON answer costs microseconds. Bounded by total size: the
 * least recently used pages go first, so any number of distinct addresses
 * cannot grow it.
 */
export const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

export class PageCache {
  /** Insertion order is recency: a hit is moved to the end. */
  private readonly pages = new Map<string, string>();
  private bytes = 0;

  constructor(private readonly maxBytes = PAGE_CACHE_BYTES) {}

  get(key: string): string | undefined {
    const page = this.pages.get(key);
    if (page === undefined) return undefined;
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: string): void {
    const size = (key.length + page.length) * 2;
    if (size > this.maxBytes) return;
    const old = this.pages.get(key);
    if (old !== undefined) {
      this.pages.delete(key);
      this.bytes -= (key.length + old.length) * 2;
    }
    this.pages.set(key, page);
    this.bytes += size;
    for (const [k, p] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(k);
      this.bytes -= (k.length + p.length) * 2;
    }
  }

  get size(): number {
    return this.pages.size;
  }
}
