// The server's memory of rendered product list pages (src/lib/serving/rendered-pages.ts): bounded, least
// recently used out first, entries too old are rendered again, and only whole anonymous pages are kept.
import { describe, expect, it } from 'vitest';
import { ENTRY_TTL_MS, keepable, RenderedPages } from '@/lib/serving/rendered-pages';

const page = (text: string) => ({
  status: 200,
  headers: [['content-type', 'text/html']] as [string, string][],
  body: new TextEncoder().encode(text).buffer as ArrayBuffer,
});
const text = (found: ReturnType<RenderedPages['get']>) => (found ? new TextDecoder().decode(found.body) : undefined);

describe('rendered pages', () => {
  it('answers a kept address with its bytes, and nothing for another address', () => {
    const pages = new RenderedPages();
    pages.set('br ?category=Fruits', page('fruits'), 0);
    expect(text(pages.get('br ?category=Fruits', 1))).toBe('fruits');
    expect(pages.get('gzip ?category=Fruits', 1)).toBeUndefined();
    expect(pages.get('br ?category=Vegetables', 1)).toBeUndefined();
  });

  it('forgets an entry once it is as old as the age limit', () => {
    const pages = new RenderedPages();
    pages.set('br ', page('list'), 1_000);
    expect(text(pages.get('br ', 1_000 + ENTRY_TTL_MS - 1))).toBe('list');
    expect(pages.get('br ', 1_000 + ENTRY_TTL_MS)).toBeUndefined();
    expect(pages.size).toBe(0);
  });

  it('holds at most its limit, pushing out the least recently used', () => {
    const pages = new RenderedPages(3);
    for (const key of ['a', 'b', 'c']) pages.set(key, page(key), 0);
    pages.get('a', 1); // a is now the most recently used
    pages.set('d', page('d'), 2);
    expect(pages.size).toBe(3);
    expect(pages.get('b', 3)).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => text(pages.get(key, 3)))).toEqual(['a', 'c', 'd']);
    // A thousand invented queries leave it at its limit.
    for (let i = 0; i < 1000; i++) pages.set(`?q=${i}`, page(String(i)), 4);
    expect(pages.size).toBe(3);
  });

  it('keeps only whole pages without cookies', () => {
    expect(keepable(new Response('<html></html>', { status: 200 }))).toBe(true);
    expect(keepable(new Response('gone', { status: 404 }))).toBe(false);
    expect(keepable(new Response(null, { status: 302, headers: { Location: '/' } }))).toBe(false);
    expect(keepable(new Response('<html></html>', { status: 200, headers: { 'Set-Cookie': 'a=b' } }))).toBe(false);
  });
});
