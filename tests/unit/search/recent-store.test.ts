import { describe, expect, it } from 'vitest';
import { decodeRecent } from '../../../src/features/search/store';

describe('decodeRecent (recent searches read back from localStorage)', () => {
  const entry = { id: 'p1', slug: 'jumla-apple', name: 'Jumla Apple', image: '/_astro/a.webp', timestamp: 1 };

  it('reads spec §3 entries (id, slug, name, image, timestamp)', () => {
    expect(decodeRecent(JSON.stringify([entry, { id: 'p2', name: 'Timur', timestamp: 2 }]))).toEqual([
      entry,
      { id: 'p2', name: 'Timur', timestamp: 2 },
    ]);
  });

  it.each([['broken JSON', '[{'], ['not a list', '{"id":"p1"}'], ['an entry without an id', JSON.stringify([{ name: 'x', timestamp: 1 }])]])(
    'gives an empty list for %s',
    (_label, raw) => {
      expect(decodeRecent(raw)).toEqual([]);
    },
  );
});
