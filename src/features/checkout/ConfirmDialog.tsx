// "Confirm Your Order" (docs/rules.md §2, §4 Checkout flow): the order summary with "Edit Order" and "Place Order". Closing it
// by Edit Order or by dismissing it (Escape, a click outside) is reported through onDismiss; while the order is being
// placed it cannot be dismissed. Rendered into <body> so no transformed ancestor (the sliding drawer) can clip it.
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { formatMoney, formatNumber } from '../../lib/money';
import { namesIn } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';
import type { CartItem } from '../cart/rules';
import type { CustomerInfo } from '../cart/store';
import { primaryButton, secondaryButton } from '../../components/ui/styles';
import { useModal } from '../../components/ui/use-modal';
import { useLocale } from '../../components/ui/locale';
import SubmitButton from '../../components/ui/SubmitButton';
import { lineTotal } from '../cart/rules';
import type { OrderTotals } from './totals';
import CheckoutTotals from './CheckoutTotals';
import type { PickupPlace } from '../../lib/data/delivery-days.parse';
import PickupPlaceLines from '../delivery/PickupPlaceLines';
import { weightHint } from '../packing/words';

interface Props {
  open: boolean;
  placing: boolean;
  items: CartItem[];
  customer: CustomerInfo;
  /** The chosen district's and branch's names in the page's language (select-filter.ts chosenPlace). */
  place: { district: string; city: string };
  /** The delivery day chosen, in words ("" when none was offered). */
  deliveryDay?: string;
  /** Collected at a pickup point: its charge stands for the delivery charge. */
  pickup?: boolean;
  /** The chosen pickup point's place (named in place of the address), or null while unknown. */
  pickupPlace?: PickupPlace | null;
  totals: OrderTotals;
  couponCode: string | null;
  onDismiss: () => void;
  onPlace: () => void;
  /** docs/payments.md: wallets offered beside cash on delivery (none: the cash line as always). */
  wallets?: ('esewa' | 'khalti')[];
  paymentMethod?: 'cod' | 'esewa' | 'khalti';
  onPaymentMethod?: (method: 'cod' | 'esewa' | 'khalti') => void;
}

const METHOD_LABELS = { cod: m.pay_cod, esewa: m.pay_esewa, khalti: m.pay_khalti } as const;

/** Cash on delivery (the default) or a wallet the operator turned on (docs/payments.md). */
function PaymentChoice(props: {
  wallets: ('esewa' | 'khalti')[];
  value: 'cod' | 'esewa' | 'khalti';
  onChange: (method: 'cod' | 'esewa' | 'khalti') => void;
  disabled: boolean;
}) {
  const locale = useLocale();
  const methods: ('cod' | 'esewa' | 'khalti')[] = ['cod', ...props.wallets];
  return (
    <fieldset className="mt-3 rounded-lg bg-brand/5 px-3 py-2 text-sm">
      <legend className="float-left mb-1 w-full font-semibold text-brand">{m.pay_method_legend({}, { locale })}</legend>
      {methods.map((method) => (
        <label key={method} className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            name="payment-method"
            value={method}
            checked={props.value === method}
            disabled={props.disabled}
            onChange={() => props.onChange(method)}
            className="h-5 w-5 accent-brand"
          />
          <span>{METHOD_LABELS[method]({}, { locale })}</span>
        </label>
      ))}
    </fieldset>
  );
}

export default function ConfirmDialog({
  open,
  placing,
  items,
  customer,
  place,
  deliveryDay = '',
  pickup = false,
  pickupPlace = null,
  totals,
  couponCode,
  onDismiss,
  onPlace,
  wallets = [],
  paymentMethod = 'cod',
  onPaymentMethod = () => undefined,
}: Props) {
  const locale = useLocale();
  const panel = useRef<HTMLDivElement>(null);
  const dismiss = () => {
    if (!placing) onDismiss();
  };
  useModal(panel, open, dismiss);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-[60] flex items-center justify-center p-4">
      <div aria-hidden="true" onClick={dismiss} className="absolute inset-0 bg-black/60" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="confirm-order-title"
        tabIndex={-1}
        className="relative flex max-h-[90dvh] w-full max-w-md flex-col overflow-hidden rounded-2xl bg-white text-gray-900 shadow-2xl outline-none"
      >
        <div className="overflow-y-auto px-5 pt-5 pb-3">
          <h2 id="confirm-order-title" className="text-xl font-bold text-brand">
            {m.checkout_confirm_title({}, { locale })}
          </h2>
          <p className="mt-1 text-sm text-gray-600">{m.checkout_confirm_check({}, { locale })}</p>

          <section
            className="mt-4 rounded-xl bg-cream p-3 text-sm"
            aria-label={m.checkout_delivery_details({}, { locale })}
          >
            <p className="font-semibold">{customer.name}</p>
            <p>{customer.phone}</p>
            {/* Collected at a pickup point: where and when, instead of the address it is not brought to. */}
            {pickup ? (
              pickupPlace && <PickupPlaceLines place={pickupPlace} className="mt-1" />
            ) : (
              <p>
                {customer.landmark}, {place.city}, {place.district}
              </p>
            )}
            {deliveryDay && (
              <p className="mt-1 font-medium" data-testid="confirm-delivery-day">
                {m.checkout_delivery_day_chosen({ day: deliveryDay }, { locale })}
              </p>
            )}
            {customer.notes.trim() && (
              <p className="mt-1 text-gray-600">{m.checkout_note({ note: customer.notes }, { locale })}</p>
            )}
          </section>

          <ul className="mt-4 divide-y divide-gray-100 text-sm" aria-label={m.checkout_items({}, { locale })}>
            {items.map((item) => {
              const name = namesIn(item.name, item.nepaliName, locale).main;
              return (
                <li key={item.id} className="flex justify-between gap-3 py-2" data-testid="confirm-line">
                  <span>
                    <span lang={name.lang === locale ? undefined : name.lang}>{name.text}</span>{' '}
                    <span className="text-gray-500">× {formatNumber(item.quantity, locale)}</span>
                    {item.weight && (
                      <span className="block text-xs text-gray-600" data-testid="confirm-weight-hint">
                        {weightHint(item.weight, locale)}
                      </span>
                    )}
                  </span>
                  <span className="font-medium">{formatMoney(lineTotal(item.price, item.quantity), locale)}</span>
                </li>
              );
            })}
          </ul>

          <div className="mt-3 border-t border-gray-100 pt-3">
            <CheckoutTotals totals={totals} cityChosen couponCode={couponCode} pickup={pickup} />
          </div>
          {wallets.length === 0 ? (
            <p className="mt-3 rounded-lg bg-brand/5 px-3 py-2 text-sm text-brand">
              {m.checkout_payment({}, { locale })} <strong>{m.checkout_cash_on_delivery({}, { locale })}</strong>
            </p>
          ) : (
            <PaymentChoice wallets={wallets} value={paymentMethod} onChange={onPaymentMethod} disabled={placing} />
          )}
        </div>
        <div className="flex gap-3 border-t border-gray-100 px-5 py-4">
          <button type="button" onClick={dismiss} disabled={placing} className={secondaryButton}>
            {m.checkout_edit_order({}, { locale })}
          </button>
          <SubmitButton
            type="button"
            onClick={onPlace}
            busy={placing}
            busyLabel={m.checkout_processing({}, { locale })}
            className={primaryButton}
            aria-busy={placing}
          >
            {m.checkout_place_order({}, { locale })}
          </SubmitButton>
        </div>
      </div>
    </div>,
    document.body,
  );
}
