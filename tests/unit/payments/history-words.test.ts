// The payment events of an order's history in words on the desk (src/features/payments/words.ts paymentEventText),
// from the entries PocketBase's payment routes write (pocketbase/pb_hooks/lib/payments.js recordEvent), parsed by
// src/lib/data/order-history.parse.ts: each kind its own words, with the wallet and amount the event names.
import { describe, expect, it } from 'vitest';
import { parseOrderHistoryEntry, paymentEvent } from '@/lib/data/order-history.parse';
import { attemptLabel, paymentEventReference, paymentEventText } from '@/features/payments/words';

const entry = (reason: string, details: unknown) =>
  parseOrderHistoryEntry({ kind: 'payment', status: 'Open', reason, actor: 'shop', details });

const words = (reason: string, details: unknown, locale: 'en' | 'ne') => {
  const { payment } = entry(reason, details);
  if (!payment) throw new Error('not a payment entry');
  return paymentEventText(payment, locale);
};

describe('payment events in the history', () => {
  it('are read from payment entries only', () => {
    expect(paymentEvent('status', 'paid', { wallet: 'esewa' })).toBeUndefined();
    expect(entry('paid', { wallet: 'khalti', amount: 1250, walletRef: 'TXN-9' }).payment).toEqual({
      event: 'paid',
      wallet: 'khalti',
      amount: 1250,
      reference: 'TXN-9',
    });
    // A refund's amount is its rupees; a refused answer's is what the wallet confirmed, in paisa.
    expect(entry('refunded', { wallet: 'khalti', rupees: 100, reference: 'R-1' }).payment?.amount).toBe(100);
    expect(entry('payment_refused', { wallet: 'esewa', amountPaisa: 99_999, amount: 1250 }).payment?.amount).toBe(
      999.99,
    );
    expect(entry('switched_to_cod', { from: 'esewa' }).payment?.wallet).toBe('esewa');
    // Details that are not what the hook writes give no amount and no wallet, never a throw.
    expect(entry('paid', 'nonsense').payment).toEqual({ event: 'paid', wallet: '', amount: null, reference: '' });
    expect(entry('paid', { amount: -5, wallet: 7 }).payment).toEqual({
      event: 'paid',
      wallet: '',
      amount: null,
      reference: '',
    });
  });

  it('each kind has its own words in English, with the wallet and amount', () => {
    expect(words('payment_started', { wallet: 'esewa', amount: 1250 }, 'en')).toBe('Sent to eSewa to pay Rs. 1250');
    expect(words('paid', { wallet: 'khalti', amount: 1250 }, 'en')).toBe('Paid Rs. 1250 with Khalti');
    expect(words('paid', { wallet: 'khalti' }, 'en')).toBe('Paid with Khalti');
    expect(words('paid_after_cancel', { wallet: 'esewa', amount: 300 }, 'en')).toBe(
      'Paid Rs. 300 with eSewa after the order was cancelled: refund due',
    );
    expect(words('paid_twice', { wallet: 'khalti', amount: 300 }, 'en')).toBe(
      'Paid Rs. 300 with Khalti a second time: refund due',
    );
    expect(words('payment_refused', { wallet: 'esewa', amountPaisa: 99_999 }, 'en')).toBe(
      "Answer from eSewa not accepted: it confirmed Rs. 999.99, not the order's total",
    );
    expect(words('payment_failed', { wallet: 'khalti' }, 'en')).toBe('Payment with Khalti failed');
    expect(words('switched_to_cod', { from: 'khalti' }, 'en')).toBe('Switched from Khalti to cash on delivery');
    expect(words('expired', { budgetReturned: 0 }, 'en')).toBe('Cancelled: not paid in time');
    expect(words('refunded', { wallet: 'khalti', rupees: 100 }, 'en')).toBe('Refunded Rs. 100 through Khalti');
    expect(words('paid', { wallet: 'paypal', amount: 5 }, 'en')).toBe('Paid Rs. 5 with the wallet');
    expect(words('something_new', {}, 'en')).toBe('Payment: something_new');
  });

  it('and in Nepali, with Devanagari digits', () => {
    expect(words('payment_started', { wallet: 'esewa', amount: 1250 }, 'ne')).toBe('रु. १,२५० तिर्न इसेवा मा पठाइयो');
    expect(words('paid', { wallet: 'khalti', amount: 1250 }, 'ne')).toBe('खल्ती बाट रु. १,२५० भुक्तानी भयो');
    expect(words('payment_failed', { wallet: 'esewa' }, 'ne')).toBe('इसेवा बाट भुक्तानी असफल भयो');
    expect(words('paid_twice', { wallet: 'esewa', amount: 300 }, 'ne')).toBe(
      'इसेवा बाट रु. ३०० दोस्रो पटक भुक्तानी भयो: फिर्ता दिनुपर्ने',
    );
    expect(words('switched_to_cod', { from: 'esewa' }, 'ne')).toBe('इसेवा छोडेर डेलिभरीमा नगद रोजियो');
    expect(words('expired', {}, 'ne')).toBe('रद्द: समयमै भुक्तानी भएन');
    expect(words('refunded', { wallet: 'khalti', rupees: 100 }, 'ne')).toBe('खल्ती मार्फत रु. १०० फिर्ता गरियो');
    expect(words('payment_refused', { wallet: 'esewa', amountPaisa: 99_999 }, 'ne')).toBe(
      'इसेवा को जवाफ स्वीकार गरिएन: त्यसले अर्डरको जम्मा होइन, रु. ९९९.९९ पुष्टि गर्‍यो',
    );
  });

  it('keep their reference', () => {
    const refund = entry('refunded', { wallet: 'khalti', rupees: 100, reference: 'Khalti T1; bruised' }).payment!;
    expect(paymentEventReference(refund, 'en')).toBe('Reference: Khalti T1; bruised');
    expect(paymentEventReference(refund, 'ne')).toBe('सन्दर्भ: Khalti T1; bruised');
    expect(paymentEventReference(entry('payment_failed', { wallet: 'esewa' }).payment!, 'en')).toBe('');
  });
});

describe("an attempt's state on the desk", () => {
  it('says a late payment was late after its refund too, in either language', () => {
    expect(attemptLabel({ state: 'late', late: true }, 'en')).toBe('Paid late: refund due');
    expect(attemptLabel({ state: 'refunded', late: true }, 'en')).toBe('Refunded · Paid late');
    expect(attemptLabel({ state: 'partially_refunded', late: true }, 'en')).toBe('Partly refunded · Paid late');
    expect(attemptLabel({ state: 'refunded', late: true }, 'ne')).toBe('फिर्ता गरियो · ढिलो भुक्तानी');
    // The order's own payment refunded reads as refunded, nothing more.
    expect(attemptLabel({ state: 'refunded', late: false }, 'en')).toBe('Refunded');
  });
});
