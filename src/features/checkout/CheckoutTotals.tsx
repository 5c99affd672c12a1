// Totals of the quick checkout and the confirm dialog (docs/rules.md §2/§9): subtotal, delivery charge, discount, delivery
// discount and total.
import type { Locale } from '../../lib/i18n';
import { formatDeduction, formatMoney } from '../../lib/money';
import * as m from '../../paraglide/messages.js';
import { useLocale } from '../../components/ui/locale';
import type { OrderTotals } from './totals';

interface Props {
  totals: OrderTotals;
  /** False until a city is chosen: the delivery charge is not known yet. */
  cityChosen: boolean;
  couponCode?: string | null;
  /** Collected at a pickup point: the charge is the point's (docs/rules.md "Delivery days", "Pickup charge"). */
  pickup?: boolean;
}

/**
 * A coupon can be valid and still take nothing off this order (the spec's formula: a delivery-only coupon when
 * delivery is free): say so plainly instead of showing "-Rs. 0" as if it had done something.
 */
export function couponSavesNothing(code: string, deliveryFree: boolean, locale: Locale): string {
  return (deliveryFree ? m.checkout_coupon_saves_nothing_delivery_free : m.checkout_coupon_saves_nothing)(
    { code },
    { locale },
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-gray-600">{label}</dt>
      <dd className="font-medium text-gray-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export default function CheckoutTotals({ totals, cityChosen, couponCode, pickup = false }: Props) {
  const locale = useLocale();
  return (
    <dl className="space-y-1.5 text-sm">
      <Row
        label={m.cart_subtotal({}, { locale })}
        value={formatMoney(totals.subtotal, locale)}
        testId="totals-subtotal"
      />
      <Row
        label={pickup ? m.pickup_charge_label({}, { locale }) : m.checkout_delivery_charge({}, { locale })}
        value={cityChosen ? formatMoney(totals.deliveryCharge, locale) : m.checkout_choose_city({}, { locale })}
        testId="totals-delivery"
      />
      {couponCode && (
        <>
          <Row
            label={m.checkout_discount({ code: couponCode }, { locale })}
            value={formatDeduction(totals.discount, locale)}
            testId="totals-discount"
          />
          <Row
            label={m.checkout_delivery_discount({}, { locale })}
            value={formatDeduction(totals.deliveryDiscount, locale)}
            testId="totals-delivery-discount"
          />
          {cityChosen && totals.discount === 0 && totals.deliveryDiscount === 0 && (
            <p className="text-gray-700" data-testid="coupon-saves-nothing">
              {couponSavesNothing(couponCode, totals.deliveryCharge === 0, locale)}
            </p>
          )}
        </>
      )}
      <div className="flex justify-between gap-4 border-t border-brand/10 pt-2 text-base">
        <dt className="font-semibold">{m.checkout_total({}, { locale })}</dt>
        <dd className="font-bold text-brand" data-testid="totals-total">
          {formatMoney(totals.total, locale)}
        </dd>
      </div>
    </dl>
  );
}
