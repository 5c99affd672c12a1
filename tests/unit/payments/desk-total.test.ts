// The desk order page's total line says "collect in cash" only for an order the rider collects cash for
// (src/features/cash/words.ts deskTotalLabel, pocketbase/pb_hooks/lib/cash-rules.js cashDue).
import { describe, expect, it } from 'vitest';
import { deskTotalLabel } from '@/features/cash/words';

describe("the desk's total line", () => {
  it('asks for cash only for cash on delivery', () => {
    expect(deskTotalLabel(1250, 'cod', 'cod', 'en')).toBe('Total (collect in cash)');
    // Older orders have no payment state: cash on delivery.
    expect(deskTotalLabel(1250, '', 'cod', 'en')).toBe('Total (collect in cash)');
    expect(deskTotalLabel(1250, 'paid', 'esewa', 'en')).toBe('Total (paid by wallet: nothing to collect)');
    expect(deskTotalLabel(1250, 'partially_refunded', 'esewa', 'en')).toBe(
      'Total (paid by wallet: nothing to collect)',
    );
    // Owed back, whichever way it was paid: a cash order paid again by eSewa is no "paid by wallet".
    expect(deskTotalLabel(1250, 'refund_due', 'esewa', 'en')).toBe('Total (nothing to collect: a refund is due)');
    expect(deskTotalLabel(1250, 'refunded', 'esewa', 'en')).toBe('Total (refunded: nothing to collect)');
    // A cash order paid again by wallet after its cash was collected at the door says what is owed, as any other.
    expect(deskTotalLabel(1250, 'refund_due', 'cod', 'en')).toBe('Total (nothing to collect: a refund is due)');
    expect(deskTotalLabel(1250, 'refund_due', 'esewa', 'ne')).toBe('जम्मा (नगद उठाउनु छैन: पैसा फिर्ता दिनुपर्ने)');
    expect(deskTotalLabel(1250, 'awaiting', 'esewa', 'en')).toBe('Total (waiting for its wallet payment)');
    expect(deskTotalLabel(1250, 'unpaid', 'esewa', 'ne')).toBe('जम्मा (वालेटको भुक्तानी कुर्दै)');
    expect(deskTotalLabel(1250, 'paid', 'esewa', 'ne')).toBe('जम्मा (वालेटबाट तिरिएको: नगद उठाउनु छैन)');
  });
});
