// The desk's refund form (docs/payments.md "Refunds from the desk"): what a posted form asks for, or why it is
// refused before Khalti or PocketBase is asked.
import { describe, expect, it } from 'vitest';
import {
  isRefundable,
  owedNow,
  readRefundForm,
  wholeRupees,
  withRefundWeighing,
} from '@/features/payments/desk-refund';

const khalti = { id: 'p1', wallet: 'khalti', state: 'success', amount: 1200, refunded: 0 };
const esewa = { ...khalti, wallet: 'esewa' };

describe('the desk refund form', () => {
  it('reads whole rupees only, in Latin or Devanagari digits (the Nepali desk)', () => {
    expect(wholeRupees('1,200')).toBe(1200);
    expect(wholeRupees(' 100 ')).toBe(100);
    expect(wholeRupees('10.5')).toBeNaN();
    expect(wholeRupees('-5')).toBeNaN();
    expect(wholeRupees('१००')).toBe(100);
    expect(wholeRupees('१,२००')).toBe(1200);
    expect(wholeRupees('१०.५')).toBeNaN();
  });

  it('asks for a part or the whole of what is left', () => {
    expect(readRefundForm(khalti, { amount: '100', reason: 'bruised', reference: '', refundedSeen: '0' })).toEqual({
      kind: 'ask',
      ask: { rupees: 100, whole: false, reason: 'bruised', reference: '', byHand: false },
    });
    expect(readRefundForm(khalti, { amount: '1200', reason: 'all', reference: '', refundedSeen: '0' })).toMatchObject({
      kind: 'ask',
      ask: { rupees: 1200, whole: true },
    });
    // The rest after a partial refund goes to Khalti as an amount: "all of it" would name the original 1200.
    const part = { ...khalti, state: 'partially_refunded', refunded: 100 };
    expect(readRefundForm(part, { amount: '1100', reason: 'rest', reference: '', refundedSeen: '100' })).toMatchObject({
      kind: 'ask',
      ask: { rupees: 1100, whole: false },
    });
  });

  it("offers what is owed back, and refunds an order's own payment whole only once it is delivered or cancelled", () => {
    // Paid Rs. 1200 by Khalti, packed to Rs. 1000: Rs. 200 is owed back, and the form offers it. All 1200 would leave
    // the goods unpaid, and the rider nothing to collect.
    const own = { ...khalti, late: false };
    const packed = (status: string, method = 'khalti') =>
      withRefundWeighing([own], { status, method, total: 1000 })[0]!;
    const form = (a: ReturnType<typeof packed>, amount: string) =>
      readRefundForm(a, { amount, reason: 'packed lighter', reference: '', refundedSeen: '0' });
    for (const status of ['Open', 'Confirmed', 'Out for Delivery', 'Delivery failed']) {
      expect([owedNow(packed(status)), packed(status).barredFrom], status).toEqual([200, 1200]);
      expect(form(packed(status), '1200')).toEqual({ kind: 'refused', why: 'not_whole' });
      expect(form(packed(status), '200')).toMatchObject({ kind: 'ask', ask: { rupees: 200, whole: false } });
      // A part beyond what is owed (goodwill) may go back.
      expect(form(packed(status), '1199')).toMatchObject({ kind: 'ask', ask: { rupees: 1199 } });
    }
    // Delivered: what is owed is offered, as "Refunds due" lists it; all may go back (goodwill). Cancelled: all of it.
    expect([owedNow(packed('Delivered')), packed('Delivered').barredFrom]).toEqual([200, undefined]);
    expect(form(packed('Delivered'), '1200')).toMatchObject({ kind: 'ask', ask: { rupees: 1200, whole: true } });
    expect([owedNow(packed('Cancelled')), form(packed('Cancelled'), '1200').kind]).toEqual([1200, 'ask']);
    // Paid exactly, with a second payment (paid twice): nothing owed of the own one, the second owed whole.
    const twice = withRefundWeighing([own, { ...own, id: 'p2', state: 'late', late: true }], {
      status: 'Confirmed',
      method: 'khalti',
      total: 1200,
    });
    expect(twice.map((a) => [owedNow(a), a.barredFrom])).toEqual([
      [0, 1200],
      [1200, undefined],
    ]);
    expect(form(twice[1]!, '1200')).toMatchObject({ kind: 'ask' });
    expect(form(twice[0]!, '1200')).toEqual({ kind: 'refused', why: 'not_whole' });
    // Every line packed short (total 0): all of it is owed, and goes back whole.
    const none = withRefundWeighing([own], { status: 'Confirmed', method: 'khalti', total: 0 })[0]!;
    expect([owedNow(none), none.barredFrom, form(none, '1200').kind]).toEqual([1200, undefined, 'ask']);
    // A cash order a wallet paid after all: owed back whole (lib/payment-state.js owedBack).
    expect([owedNow(packed('Open', 'cod')), packed('Open', 'cod').barredFrom]).toEqual([1200, undefined]);
  });

  it('refuses a bad amount, more than is left, no reason, eSewa without its reference', () => {
    const why = (a: typeof khalti, amount: string, reason = 'r', reference = '') =>
      readRefundForm(a, { amount, reason, reference, refundedSeen: String(a.refunded) });
    expect(why(khalti, '0')).toEqual({ kind: 'refused', why: 'bad_amount' });
    expect(why(khalti, 'abc')).toEqual({ kind: 'refused', why: 'bad_amount' });
    expect(why(khalti, '1201')).toEqual({ kind: 'refused', why: 'too_much' });
    expect(why({ ...khalti, refunded: 1000, state: 'partially_refunded' }, '201')).toEqual({
      kind: 'refused',
      why: 'too_much',
    });
    expect(why(khalti, '100', '  ')).toEqual({ kind: 'refused', why: 'no_reason' });
    expect(why(esewa, '100', 'r', '')).toEqual({ kind: 'refused', why: 'no_reference' });
    expect(why(esewa, '100', 'r', 'ESW-123')).toMatchObject({
      kind: 'ask',
      ask: { reference: 'ESW-123', byHand: true },
    });
    // A Khalti payment the shop cannot be sure of is recorded by hand too, with the reference Khalti's portal shows.
    const unsure = { ...khalti, refundUnsure: true };
    const byHand = (a: typeof khalti, reference: string, byHandSeen: string) =>
      readRefundForm(a, { amount: '100', reason: 'r', reference, refundedSeen: String(a.refunded), byHandSeen });
    expect(byHand(unsure, '', '1')).toEqual({ kind: 'refused', why: 'no_khalti_reference' });
    expect(byHand(unsure, 'KH-77', '1')).toMatchObject({ kind: 'ask', ask: { reference: 'KH-77', byHand: true } });
    expect(why(khalti, '100', 'r', 'KH-77')).toMatchObject({ kind: 'ask', ask: { byHand: false } });
    // Taken only as shown: a Khalti form once the payment is marked, a by-hand form once the mark is cleared.
    expect(byHand(unsure, 'KH-77', '0')).toEqual({ kind: 'refused', why: 'changed' });
    expect(byHand(khalti, 'KH-77', '1')).toEqual({ kind: 'refused', why: 'changed' });
  });

  it('refuses a form from a page opened before another refund of the payment, never a second refund', () => {
    const part = { ...khalti, state: 'partially_refunded', refunded: 300 };
    const form = { amount: '300', reason: 'bruised', reference: '' };
    // The first tab saw nothing refunded; the refund it made is on the payment now.
    expect(readRefundForm(part, { ...form, refundedSeen: '0' })).toEqual({ kind: 'refused', why: 'changed' });
    // A page from before the form said what it saw.
    expect(readRefundForm(part, { ...form, refundedSeen: null })).toEqual({ kind: 'refused', why: 'changed' });
    expect(readRefundForm(part, { ...form, refundedSeen: '300' })).toMatchObject({ kind: 'ask', ask: { rupees: 300 } });
    // The Nepali desk's own digits.
    expect(readRefundForm(part, { ...form, refundedSeen: '३००' })).toMatchObject({ kind: 'ask' });
  });

  it('refunds only attempts that hold money', () => {
    for (const state of ['started', 'failed', 'refused', 'refunded'])
      expect(
        readRefundForm({ ...khalti, state }, { amount: '1', reason: 'r', reference: '', refundedSeen: '0' }),
      ).toEqual({
        kind: 'refused',
        why: 'not_refundable',
      });
    expect(isRefundable({ ...khalti, state: 'late' })).toBe(true);
    expect(isRefundable({ ...khalti, state: 'partially_refunded', refunded: 1200 })).toBe(false);
  });
});
