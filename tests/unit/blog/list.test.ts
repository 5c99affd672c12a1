import { describe, expect, it } from 'vitest';
import { FEATURED_LIMIT, featuredOf, newestFirst, postsOnPage, relatedPosts, totalPages } from '@/features/blog/list';

const post = (slug: string, created: string, isFeatured = false) => ({ slug, created, isFeatured });

describe('newestFirst (docs/rules.md §7: sort -created)', () => {
  it('orders ISO and PocketBase dates newest first without changing the input', () => {
    const input = [
      post('old', '2026-01-01 10:00:00.000Z'),
      post('new', '2026-03-01T10:00:00.000Z'),
      post('mid', '2026-02-01 10:00:00.000Z'),
    ];
    expect(newestFirst(input).map((p) => p.slug)).toEqual(['new', 'mid', 'old']);
    expect(input[0]!.slug).toBe('old');
  });
  it('puts unreadable dates last', () => {
    expect(newestFirst([post('bad', 'nope'), post('ok', '2026-01-01 00:00:00.000Z')]).map((p) => p.slug)).toEqual([
      'ok',
      'bad',
    ]);
  });
});

describe('totalPages and postsOnPage (docs/rules.md §9: 9 per page)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [9, 1],
    [10, 2],
    [14, 2],
    [18, 2],
    [19, 3],
  ])('%i posts → %i pages', (count, pages) => {
    expect(totalPages(count)).toBe(pages);
  });
  it('slices 9 per page', () => {
    const all = Array.from({ length: 14 }, (_, i) => i);
    expect(postsOnPage(all, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(postsOnPage(all, 2)).toEqual([9, 10, 11, 12, 13]);
    expect(postsOnPage(all, 3)).toEqual([]);
  });
});

describe('featuredOf (docs/rules.md §9: at most 3 featured posts picked from the page)', () => {
  it('keeps page order and caps at 3', () => {
    const page = [post('a', '', true), post('b', ''), post('c', '', true), post('d', '', true), post('e', '', true)];
    expect(FEATURED_LIMIT).toBe(3);
    expect(featuredOf(page).map((p) => p.slug)).toEqual(['a', 'c', 'd']);
  });
  it('is empty when nothing is featured', () => {
    expect(featuredOf([post('a', '')])).toEqual([]);
  });
});

describe('relatedPosts (docs/rules.md §7: latest 4, drop the current one, keep 3)', () => {
  const newest = ['p1', 'p2', 'p3', 'p4', 'p5'].map((slug) => post(slug, ''));
  it.each([
    ['p1', ['p2', 'p3', 'p4']],
    ['p3', ['p1', 'p2', 'p4']],
    ['p4', ['p1', 'p2', 'p3']],
    ['p5', ['p1', 'p2', 'p3']], // not among the latest 4: the first 3 of them
  ])('current %s → %j', (current, expected) => {
    expect(relatedPosts(newest, current).map((p) => p.slug)).toEqual(expected);
  });
  it('works with fewer posts', () => {
    expect(relatedPosts(newest.slice(0, 2), 'p1').map((p) => p.slug)).toEqual(['p2']);
    expect(relatedPosts([], 'p1')).toEqual([]);
  });
});
