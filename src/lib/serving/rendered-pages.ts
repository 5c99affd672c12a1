/**
 * The shop server's memory of the product list pages it rendered (/products with its query string). Such a page is
 * made from the build's catalogue and the query alone, so within one build the same address always renders the same
 * bytes; rendering it again for every shopper cost 50-200 ms of server time before the first byte, and on a phone that
 * is LCP: the page was 10% slower than a prebuilt file of the same page (bench/README.md, "LCP against the no-JS
 * copy"). Each build's server runs in its own worker (server/build-worker.ts), so a new build starts with an
 * empty memory. Entries expire after a while anyway (the footer's year is rendered too), and there are at most
 * MAX_ENTRIES: a client inventing queries can only push others out, never grow it.
 */

export const MAX_ENTRIES = 100;
export const ENTRY_TTL_MS = 10 * 60_000;

export interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** A bounded, least-recently-used store of rendered pages with an age limit. Pure: the caller gives the clock. */
export class RenderedPages {
  private readonly entries = new Map<string, { page: RenderedPage; storedAt: number }>();

  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly ttlMs = ENTRY_TTL_MS,
  ) {}

  get(key: string, now: number): RenderedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (now - entry.storedAt >= this.ttlMs) return undefined;
    this.entries.set(key, entry); // most recently used last
    return entry.page;
  }

  set(key: string, page: RenderedPage, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { page, storedAt: now });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Whether a rendered answer may be kept: a whole page, nothing personal in its headers. */
export function keepable(response: Response): boolean {
  return response.status === 200 && !response.headers.has('Set-Cookie') && Boolean(response.body);
}
