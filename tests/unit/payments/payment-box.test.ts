// The order page's payment box, rendered as the server sends it (src/features/payments/PaymentBox.tsx): one sentence
// for each payment state the shopper can meet, and why a refund is coming (docs/payments.md "Order page").
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markupText } from '@tests/harness/markup-text';
import { withLocale } from '@/components/ui/locale';
import type { Locale } from '@/lib/i18n';
import PaymentBox from '@/features/payments/PaymentBox';

function boxText(paymentState: string, status: string, locale: Locale = 'en', paymentMethod = 'esewa'): string {
  // As the order page mounts it: an island root with the page's language.
  const box = createElement(withLocale(PaymentBox), {
    locale,
    orderNumber: 'ORD-123456',
    token: undefined,
    status,
    paymentMethod,
    paymentState,
  });
  return markupText(renderToStaticMarkup(box));
}

describe("the order page's payment box", () => {
  it('says a refund is coming, and why: the order was cancelled, or the shop holds more than it comes to', () => {
    expect(boxText('paid', 'Confirmed')).toContain('Paid with eSewa.');
    expect(boxText('refund_due', 'Cancelled')).toContain(
      'This order was cancelled: your payment will be refunded to you.',
    );
    // Paid in two tabs, or packed for less: the order goes on, and the difference comes back.
    expect(boxText('refund_due', 'Confirmed')).toContain(
      'You paid more than this order comes to (a second payment, or it was packed for less): the difference will be refunded to you.',
    );
    expect(boxText('refund_due', 'Confirmed')).not.toContain('Paid with eSewa.');
    expect(boxText('partially_refunded', 'Delivered')).toContain('Part of your payment was refunded.');
    expect(boxText('refunded', 'Cancelled')).toContain('Your payment was refunded.');
  });

  it('says it in Nepali on the Nepali pages', () => {
    expect(boxText('refund_due', 'Confirmed', 'ne')).toContain(
      'तपाईंले यो अर्डरको रकमभन्दा बढी तिर्नुभयो (दोस्रो भुक्तानी, वा कम प्याक भयो): फरक रकम तपाईंलाई फिर्ता गरिनेछ।',
    );
  });
});
