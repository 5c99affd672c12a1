// The cash a `cash_collected` entry of the order's history names (src/lib/data/order-history.parse.ts cashTaken, as
// pocketbase/pb_hooks/cash.pb.js records it), shown on the desk's order history beside the rider's reason.
import { describe, expect, it } from 'vitest';
import { parseOrderHistoryEntry } from '@/lib/data/order-history.parse';

const entry = (kind: string, details: unknown) =>
  parseOrderHistoryEntry({ kind, status: 'Delivered', reason: '', actor: 'staff: r@example.com', details });

describe('cash in the order history', () => {
  it('reads what was collected and what was due, paisa kept', () => {
    expect(entry('cash_collected', { due: 970, collected: 960.5, reason: 'short', note: '' }).cash).toEqual({
      collected: 960.5,
      due: 970,
    });
  });

  it('reads nothing from another kind or from details it cannot read', () => {
    expect(entry('refused', { due: 970, collected: 0 }).cash).toBeUndefined();
    expect(entry('cash_collected', null).cash).toBeUndefined();
    expect(entry('cash_collected', { due: '970', collected: 960 }).cash).toBeUndefined();
    expect(entry('cash_collected', { collected: 960 }).cash).toBeUndefined();
  });
});
