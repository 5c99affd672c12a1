// The cart's "would arrive" line (docs/rules.md "Delivery days", "Would arrive"): the first open day of the shopper's
// saved branch, asked live when the cart opens and worded by the shop server like the checkout's days (arrives.ts).
// No saved area: a button to the quick checkout, where the area is chosen. A cart holding a pre-order says nothing
// here: its line already says from when it ships, and the checkout lists the days from then (its picker sends the
// cart's products: src/pages/delivery-days.json.ts). After the shop refused an
// order it is asked again, fresh (fresh-days.ts), so it never promises the refused day.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import * as m from '../../paraglide/messages.js';
import { useLocale } from '../../components/ui/locale';
import { $customer, showCheckout } from '../cart/store';
import type { CartItem } from '../cart/rules';
import type { LabelledDay } from './arrives';
import { arrivalDay } from './arrives';
import { $daysChangedAt, fetchDeliveryDays } from './fresh-days';

export default function CartArrives({ items }: { items: CartItem[] }) {
  const locale = useLocale();
  const customer = useStore($customer);
  const [day, setDay] = useState<LabelledDay | null>(null);
  const preorder = items.some((i) => i.ships);
  const changedAt = useStore($daysChangedAt);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a refusal (changedAt) is a reason to ask again
  useEffect(() => {
    setDay(null);
    if (!customer.city || preorder) return;
    let current = true;
    const query = new URLSearchParams({ district: customer.district, branch: customer.city, lang: locale });
    fetchDeliveryDays(query)
      .then((res) => (res.ok ? res.json() : null))
      .then((body: { route: { days: LabelledDay[] } | null } | null) => {
        if (current) setDay(arrivalDay(body));
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [customer.district, customer.city, locale, preorder, changedAt]);

  if (items.length === 0 || preorder) return null;
  if (!customer.city) {
    return (
      <p className="mt-3 text-sm text-gray-700" data-testid="cart-arrives">
        {m.arrives_cart_no_area({}, { locale })}{' '}
        <button type="button" onClick={showCheckout} className="font-medium text-brand underline">
          {m.arrives_cart_choose_area({}, { locale })}
        </button>
      </p>
    );
  }
  if (!day) return null;
  return (
    <p className="mt-3 text-sm text-gray-700" data-testid="cart-arrives">
      {m.arrives_line({ day: day.label }, { locale })}
    </p>
  );
}
