// The desk order page's total line says "collect in cash" only for an order the rider still collects cash for
// (src/features/cash/words.ts deskTotalLabel, pocketbase/pb_hooks/lib/cash-rules.js cashDue).
import { describe, expect, it } from 'vitest';
import { deskTotalLabel } from '@/features/cash/words';

const label = (
  paymentState: string,
  paymentMethod: string,
  locale: 'en' | 'ne' = 'en',
  more: { status?: string; cashCollected?: number | null } = {},
) =>
  deskTotalLabel(
    {
      total: 1250,
      paymentState,
      paymentMethod,
      status: more.status ?? 'Confirmed',
      cashCollected: more.cashCollected ?? null,
    },
    locale,
  );

describe("the desk's total line", () => {
  it('asks for cash only for cash on delivery', () => {
    expect(label('cod', 'cod')).toBe('Total (collect in cash)');
    // Older orders have no payment state: cash on delivery.
    expect(label('', 'cod')).toBe('Total (collect in cash)');
    expect(label('paid', 'esewa')).toBe('Total (paid by wallet: nothing to collect)');
    expect(label('partially_refunded', 'esewa')).toBe('Total (paid by wallet: nothing to collect)');
    // Owed back, whichever way it was paid: a cash order paid again by eSewa is no "paid by wallet".
    expect(label('refund_due', 'esewa')).toBe('Total (nothing to collect: a refund is due)');
    expect(label('refunded', 'esewa')).toBe('Total (refunded: nothing to collect)');
    // A cash order paid again by wallet after its cash was collected at the door says what is owed, as any other.
    expect(label('refund_due', 'cod')).toBe('Total (nothing to collect: a refund is due)');
    expect(label('refund_due', 'esewa', 'ne')).toBe('जम्मा (नगद उठाउनु छैन: पैसा फिर्ता दिनुपर्ने)');
    expect(label('awaiting', 'esewa')).toBe('Total (waiting for its wallet payment)');
    expect(label('unpaid', 'esewa', 'ne')).toBe('जम्मा (वालेटको भुक्तानी कुर्दै)');
    expect(label('paid', 'esewa', 'ne')).toBe('जम्मा (वालेटबाट तिरिएको: नगद उठाउनु छैन)');
  });

  it('asks for no cash once the order is cancelled (refused at the door too) or its cash is recorded', () => {
    expect(label('cod', 'cod', 'en', { status: 'Cancelled' })).toBe('Total (cancelled: nothing to collect)');
    expect(label('cod', 'cod', 'ne', { status: 'Cancelled', cashCollected: 0 })).toBe('जम्मा (रद्द भयो: उठाउनु पर्दैन)');
    expect(label('cod', 'cod', 'en', { status: 'Delivered', cashCollected: 1150 })).toBe(
      'Total (delivered: cash recorded)',
    );
    expect(label('cod', 'cod', 'ne', { status: 'Delivered', cashCollected: 1250 })).toBe(
      'जम्मा (डेलिभर भयो: नगद राखियो)',
    );
    // Delivered in the dashboard before cash was recorded (a wallet's order): as before.
    expect(label('paid', 'khalti', 'en', { status: 'Delivered' })).toBe('Total (paid by wallet: nothing to collect)');
    // A cancelled wallet order still owed back says so first.
    expect(label('refund_due', 'esewa', 'en', { status: 'Cancelled' })).toBe(
      'Total (nothing to collect: a refund is due)',
    );
  });
});
