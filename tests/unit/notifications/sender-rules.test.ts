// The sender's pure rules: retry waits, the Nepal day the daily cap counts in (server/notify/backoff.ts), and what a
// Kannel delivery report writes on its message (pocketbase/pb_hooks/lib/sms-receipts.js). docs/notifications.md.
import { describe, expect, it } from 'vitest';
import receipts from '../../../pocketbase/pb_hooks/lib/sms-receipts.js';
import {
  nepalDayStart,
  neverWithinDailyCap,
  nextNepalDay,
  inQuietHours,
  partsOf,
  QUIET_END_CLOCK,
  quietHoursEnd,
  retryDelayMs,
  SENT_AT_ANY_HOUR,
  withinDailyCap,
} from '../../../server/notify/backoff.ts';

describe('retry waits', () => {
  it('doubles from the first wait and stops growing at the most', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(9)).toBe(3600_000);
    expect(retryDelayMs(200)).toBe(3600_000);
    expect(retryDelayMs(3, 400)).toBe(1600);
  });
});

describe('the Nepal day', () => {
  it('begins at 00:00 Nepal time (18:15 UTC the day before)', () => {
    expect(nepalDayStart(new Date('2026-11-29T02:00:00Z')).toISOString()).toBe('2026-11-28T18:15:00.000Z');
    expect(nepalDayStart(new Date('2026-11-28T18:14:59Z')).toISOString()).toBe('2026-11-27T18:15:00.000Z');
    expect(nepalDayStart(new Date('2026-11-28T18:15:00Z')).toISOString()).toBe('2026-11-28T18:15:00.000Z');
    expect(nextNepalDay(new Date('2026-11-29T02:00:00Z')).toISOString()).toBe('2026-11-29T18:15:00.000Z');
  });
});

describe("the sender's quiet hours (21:00-07:00 Nepal time)", () => {
  it('are the hours from 21:00 to 07:00 in Nepal (15:15 to 01:15 UTC)', () => {
    expect(inQuietHours(new Date('2026-12-01T15:14:59Z'))).toBe(false);
    expect(inQuietHours(new Date('2026-12-01T15:15:00Z'))).toBe(true);
    expect(inQuietHours(new Date('2026-12-01T20:00:00Z'))).toBe(true);
    expect(inQuietHours(new Date('2026-12-02T01:14:59Z'))).toBe(true);
    expect(inQuietHours(new Date('2026-12-02T01:15:00Z'))).toBe(false);
    // the clock time of 07:00 in Nepal as PocketBase writes it: a message held for the morning ends so
    expect(QUIET_END_CLOCK).toBe('01:15:00.000Z');
  });

  it('move a time in them to 07:00, except for the messages that go at any hour', () => {
    const night = new Date('2026-12-01T16:00:00Z');
    expect(quietHoursEnd('confirmed', night).toISOString()).toBe('2026-12-02T01:15:00.000Z');
    expect(quietHoursEnd('back_in_stock', night).toISOString()).toBe('2026-12-02T01:15:00.000Z');
    expect([...SENT_AT_ANY_HOUR].sort()).toEqual(['alert_code', 'out_for_delivery', 'placed']);
    for (const event of SENT_AT_ANY_HOUR) expect(quietHoursEnd(event, night)).toEqual(night);
    const day = new Date('2026-12-01T06:00:00Z');
    expect(quietHoursEnd('confirmed', day)).toEqual(day);
  });
});

describe('the daily cap of parts', () => {
  it('counts a message that reaches the cap, not one that passes it; 0 is no cap', () => {
    expect(withinDailyCap(8, 2, 10)).toBe(true);
    expect(withinDailyCap(9, 2, 10)).toBe(false);
    expect(withinDailyCap(10_000, 5, 0)).toBe(true);
    // A message longer than the whole cap never fits: the sender passes over it rather than wait for it for ever.
    expect(neverWithinDailyCap(3, 2)).toBe(true);
    expect(neverWithinDailyCap(2, 2)).toBe(false);
    expect(neverWithinDailyCap(30, 0)).toBe(false);
    expect(partsOf('Krishi Bazaar: order ORD-123456 received.')).toBe(1);
    expect(partsOf('कृषि बजार: '.repeat(8))).toBe(2);
  });
});

describe('Kannel delivery reports', () => {
  it('records what the network said and settles a message still sending as sent', () => {
    expect(receipts.receiptChange(8, 'ACK/', 'sending', '')).toEqual({
      receipt: 'taken by the phone network (ACK/)',
      state: 'sent',
      note: '',
    });
    expect(receipts.receiptChange(1, '', 'sent', 'taken by the phone network')).toEqual({
      receipt: 'delivered to the phone',
    });
    // a late "taken" does not replace the phone's own answer
    expect(receipts.receiptChange(8, '', 'sent', 'delivered to the phone')).toEqual({ receipt: undefined });
    expect(receipts.receiptChange(16, 'NACK', 'sent', '')).toMatchObject({ state: 'given_up' });
    expect(receipts.receiptChange(3, '', 'sent', '')).toBeNull();
  });

  it("a refusal after the network took the message is another hand-over's: it changes nothing", () => {
    for (const receipt of ['taken by the phone network', 'waiting in the phone network', 'delivered to the phone'])
      expect(receipts.receiptChange(16, 'NACK', 'sent', receipt)).toEqual({});
    // the other way round: given up by one hand-over's refusal, then taken by another's, it went
    expect(receipts.receiptChange(8, 'ACK/', 'given_up', 'refused by the phone network (NACK)')).toEqual({
      receipt: 'taken by the phone network (ACK/)',
      state: 'sent',
      note: '',
    });
    // a message given up for another reason (the sender's tries used up) is not made sent by a report
    expect(receipts.receiptChange(8, 'ACK/', 'given_up', '')).toEqual({ receipt: 'taken by the phone network (ACK/)' });
  });

  it('compares keys whole', () => {
    expect(receipts.sameKey('abc123', 'abc123')).toBe(true);
    expect(receipts.sameKey('abc123', 'abc124')).toBe(false);
    expect(receipts.sameKey('abc123', 'abc12')).toBe(false);
    expect(receipts.sameKey('', '')).toBe(false);
  });
});
