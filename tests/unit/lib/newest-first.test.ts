import { describe, expect, it } from 'vitest';
import { newestFirst } from '@/lib/newest-first';

describe('newestFirst (sort -created, ties by id as PocketBase orders "-created,-id")', () => {
  it('puts the newest first and breaks ties by id, descending', () => {
    const records = [
      { id: 'a1', created: '2026-01-01 10:00:00.000Z' },
      { id: 'b2', created: '2026-01-02 10:00:00.000Z' },
      { id: 'z9', created: '2026-01-01 10:00:00.000Z' },
      { id: '9z', created: '2026-01-01 10:00:00.000Z' },
    ];
    expect([...records].sort(newestFirst).map((r) => r.id)).toEqual(['b2', 'z9', 'a1', '9z']);
  });
});
