// Promocode entry (docs/rules.md §2, §4, §5 Promocode): a button reveals the input (upper-cased as typed); Apply asks the
// server; success closes the input and shows the coupon with its discounts and a remove button.
import { useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { formatDeduction } from '../../lib/money';
import * as m from '../../paraglide/messages.js';
import { useLocale } from '../../components/ui/locale';
import { dismissToast, showToast } from '../../components/ui/toast';
import { shouldDiscardCoupon, type CartItem } from '../cart/rules';
import { $appliedCoupon, $cart, removeCoupon, setAppliedCoupon } from '../cart/store';
import { TagIcon } from '../../components/ui/page-icons';
import { normalizeCode } from './coupon';
import { validateCoupon } from './checkout-api';
import { quoteItems } from './checkout-flow';
import { couponApplyFailed, couponOffline } from './messages';
import { isUnreachable } from '../../lib/patient-request';
import { tooManyRequestsMessage } from '../../lib/rate-limits/too-many-requests';

/**
 * `given`: what the coupon takes off this order once its area is chosen (checkoutTotals: each discount capped at what it
 * discounts), shown instead of the coupon's own amounts, which a large flat delivery discount would overstate.
 */
export default function CouponBox({
  items,
  branchId,
  given,
}: {
  items: CartItem[];
  branchId: string;
  given: { discount: number; deliveryDiscount: number } | null;
}) {
  const locale = useLocale();
  const coupon = useStore($appliedCoupon);
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [applying, setApplying] = useState(false);
  const normalized = normalizeCode(code);

  async function apply(e: SubmitEvent) {
    e.preventDefault();
    if (!normalized || applying) return;
    setApplying(true);
    const cartAtRequest = items;
    try {
      const result = await validateCoupon(normalized, quoteItems(items), branchId || undefined);
      if (result.ok) {
        // The answer is for the cart as it was; if it has changed since, the coupon would be discarded anyway.
        if (shouldDiscardCoupon(cartAtRequest, $cart.get())) return;
        const { code: appliedCode, couponId, discount, deliveryDiscount } = result;
        setAppliedCoupon({ code: appliedCode, couponId, discount, deliveryDiscount });
        setOpen(false);
        setCode('');
        const said = showToast({
          title: m.checkout_success({}, { locale }),
          description: result.message,
          variant: 'success',
        });
        // The toast says the coupon is on: it goes with the coupon (removed, or dropped by a cart change or Back).
        const stop = $appliedCoupon.listen((now) => {
          if (now) return;
          dismissToast(said);
          stop();
        });
      } else {
        showToast({ title: m.checkout_error({}, { locale }), description: result.message, variant: 'destructive' });
      }
    } catch (err) {
      // A rate-limit refusal says so: it is not a verdict on the code. Offline, the shop cannot check it: said so.
      const offline = navigator.onLine === false && isUnreachable(err);
      showToast({
        title: m.checkout_error({}, { locale }),
        description:
          tooManyRequestsMessage(err, locale) ?? (offline ? couponOffline(locale) : couponApplyFailed(locale)),
        variant: 'destructive',
      });
    } finally {
      setApplying(false);
    }
  }

  if (coupon) {
    const shown = given ?? coupon;
    return (
      <div
        className="flex items-start gap-3 rounded-xl border border-green-300 bg-green-50 p-3"
        data-testid="applied-coupon"
      >
        <TagIcon className="mt-0.5 size-5 shrink-0 text-green-700" />
        <div className="flex-1 text-sm">
          <p className="font-semibold text-green-900">
            {m.checkout_coupon_applied_before({}, { locale })} <span className="font-mono">{coupon.code}</span>{' '}
            {m.checkout_coupon_applied_after({}, { locale })}
          </p>
          {shown.discount > 0 && (
            <p className="text-green-800">
              {m.checkout_coupon_discount({ amount: formatDeduction(shown.discount, locale) }, { locale })}
            </p>
          )}
          {shown.deliveryDiscount > 0 && (
            <p className="text-green-800">
              {m.checkout_coupon_delivery_discount(
                { amount: formatDeduction(shown.deliveryDiscount, locale) },
                { locale },
              )}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={removeCoupon}
          aria-label={m.checkout_remove_coupon({ code: coupon.code }, { locale })}
          className="rounded-full px-3 py-1 text-sm font-medium text-red-700 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-brand"
        >
          {m.checkout_remove({}, { locale })}
        </button>
      </div>
    );
  }

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-2 rounded-full px-1 py-1 text-sm font-semibold text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
      >
        <TagIcon width={18} height={18} />
        {m.checkout_have_promocode({}, { locale })}
      </button>
    );
  }

  return (
    <form onSubmit={apply} className="space-y-1">
      <label htmlFor="checkout-promocode" className="block text-sm font-medium text-gray-800">
        {m.checkout_promocode({}, { locale })}
      </label>
      <div className="flex gap-2">
        <input
          id="checkout-promocode"
          type="text"
          // biome-ignore lint/a11y/noAutofocus: the field appears on the shopper's own click on "Have a promocode?"
          autoFocus
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={50}
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          placeholder={m.checkout_enter_code({}, { locale })}
          className="min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-3 py-2 font-mono text-base uppercase shadow-sm outline-none focus:border-brand focus:ring-2 focus:ring-brand/30"
        />
        <button
          type="submit"
          disabled={!normalized || applying}
          className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-50"
        >
          {applying ? m.checkout_applying({}, { locale }) : m.checkout_apply({}, { locale })}
        </button>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            setCode('');
          }}
          aria-label={m.checkout_cancel_promocode({}, { locale })}
          className="rounded-lg px-2 text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand"
        >
          ✕
        </button>
      </div>
    </form>
  );
}
