import { describe, expect, it } from 'vitest';
import { decodeRecent } from '@/features/search/store';

describe('decodeRecent (recent searches read back from localStorage)', () => {
  const entry = { id: 'p1', slug: 'jumla-apple', name: 'Jumla Apple', image: '/_astro/a.webp', timestamp: 1 };

  it('reads docs/rules.md §3 entries (id, slug, name, image, timestamp)', () => {
    expect(decodeRecent(JSON.stringify([entry, { id: 'p2', name: 'Timur', timestamp: 2 }]))).toEqual([
      entry,
      { id: 'p2', name: 'Timur', timestamp: 2 },
    ]);
  });

  it('keeps a saved null slug or image, leaves absent ones absent and drops unknown fields', () => {
    const raw = JSON.stringify([
      { id: 'p3', slug: null, name: '', image: null, timestamp: 3, extra: true },
      { id: 'p4', name: 'Lapsi', timestamp: 4 },
    ]);
    expect(decodeRecent(raw)).toStrictEqual([
      { id: 'p3', slug: null, name: '', image: null, timestamp: 3 },
      { id: 'p4', name: 'Lapsi', timestamp: 4 },
    ]);
  });

  it.each([
    ['one damaged entry among good ones', JSON.stringify([entry, { id: 'p2', name: 'Timur', timestamp: '2' }])],
    ['an infinite timestamp', '[{"id":"p1","name":"x","timestamp":1e999}]'],
    ['a numeric slug', JSON.stringify([{ ...entry, slug: 5 }])],
    ['an image that is not text', JSON.stringify([{ ...entry, image: {} }])],
    ['a name that is not text', JSON.stringify([{ ...entry, name: null }])],
    ['an empty id', JSON.stringify([{ ...entry, id: '' }])],
    ['an entry that is a list', JSON.stringify([[entry]])],
  ])('gives an empty list for %s (the stored list is trusted only as a whole)', (_label, raw) => {
    expect(decodeRecent(raw)).toEqual([]);
  });

  it.each([
    ['broken JSON', '[{'],
    ['not a list', '{"id":"p1"}'],
    ['an entry without an id', JSON.stringify([{ name: 'x', timestamp: 1 }])],
  ])('gives an empty list for %s', (_label, raw) => {
    expect(decodeRecent(raw)).toEqual([]);
  });
});
