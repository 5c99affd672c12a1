// Checkout view of the cart drawer (docs/rules.md §2 Quick checkout, §4 Checkout flow). Loaded on demand by CartDrawer.
// Review Order: validate the form → check stock on the server ("Verifying Stock...") → "Confirm Your Order".
// Place Order: one idempotency key per opened confirmation, so double clicks and retries cannot order twice.
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { formatMoney, formatNumber } from '../../lib/money';
import * as m from '../../paraglide/messages.js';
import { useLocale } from '../../components/ui/locale';
import { showToast } from '../../components/ui/toast';
import { unavailableItemsMessage } from '../cart/rules';
import {
  $appliedCoupon,
  $cart,
  $cartNotice,
  $customer,
  chooseCity,
  chooseDistrict,
  removeCoupon,
  replaceCart,
  setCartQuantity,
  setDeliveryCharge,
  showCart,
} from '../cart/store';
import DrawerHeader from '../../components/ui/DrawerHeader';
import { CART_DRAWER } from '../cart/drawer';
import { ArrowLeftIcon } from '../../components/ui/page-icons';
import { primaryButton } from '../../components/ui/styles';
import SubmitButton from '../../components/ui/SubmitButton';
import { deliveryCharge } from './delivery-charge';
import { customerErrors, validateCustomer, validationToastText, validationToastTitle } from './validation';
import { orderNotSent, orderSavedTitle, stockCheckFailed, stockNotChecked } from './messages';
import { checkStock, quote, type Branch } from './checkout-api';
import {
  checkoutTotals,
  customerPayload,
  markUnavailable,
  newIdempotencyKey,
  orderItems,
  quoteItems,
  refreshCartFromQuote,
} from './checkout-flow';
import { keepWaiting, placeNewOrder } from './outbox-sender';
import { isUnreachable } from '../../lib/patient-request';
import { useBranches, useDistricts } from './use-delivery-areas';
import CustomerFields from './CustomerFields';
import { chosenPlace } from './select-filter';
import CouponBox from './CouponBox';
import CheckoutTotals from './CheckoutTotals';
import ConfirmDialog from './ConfirmDialog';
import DeliveryDayPicker, { type DayChoice } from '../delivery/DeliveryDayPicker';
import SubstitutionChoice from '../packing/SubstitutionChoice';
import type { SubstitutionChoice as Choice } from '../packing/choice';
import { dayLabel } from '../delivery/words';

const FORM_ID = 'quick-checkout-form';

export default function CheckoutView() {
  const locale = useLocale();
  const items = useStore($cart);
  const customer = useStore($customer);
  const coupon = useStore($appliedCoupon);
  const { districts, loading: districtsLoading, offline: districtsOffline } = useDistricts();
  const { branches, loading: branchesLoading, offline: branchesOffline } = useBranches(customer.districtName);

  const [phase, setPhase] = useState<'idle' | 'verifying' | 'placing'>('idle');
  const [showErrors, setShowErrors] = useState(false);
  const [stockError, setStockError] = useState<string | null>(null);
  // Lines with fewer left than the cart holds, each offered as "Reduce {name} to {left}"; `gone`: the check also named
  // lines with nothing left (its message stands until the shopper removes them).
  const [short, setShort] = useState<{ lines: { id: string; name: string; left: number }[]; gone: boolean }>({
    lines: [],
    gone: false,
  });
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Why Place Order refused the chosen day (closed, full or past its cut-off meanwhile), above the days read afresh;
  // it stands until the next review.
  const [dayRefusal, setDayRefusal] = useState<string | null>(null);
  const dayRefusalRef = useRef<HTMLParagraphElement>(null);
  // docs/payments.md: the wallets the server offered at this review; cash on delivery is the default.
  const [wallets, setWallets] = useState<('esewa' | 'khalti')[]>([]);
  const [paymentMethod, setPaymentMethod] = useState<'cod' | 'esewa' | 'khalti'>('cod');
  // The delivery day chosen (docs/rules.md "Delivery days"); null: none offered, the first open day is taken.
  const [dayChoice, setDayChoice] = useState<DayChoice | null>(null);
  // docs/rules.md "Packing: weights and substitutions": "call me" unless the shopper chooses otherwise.
  const [substitution, setSubstitution] = useState<Choice>('call');
  const idempotencyKey = useRef('');
  const placing = useRef(false);

  // docs/rules.md §9: the charge depends on the cart, so it is recomputed from the branch's rate; until the branches have
  // loaded, the charge saved with the customer info stands in.
  const branch = branches.find((b) => b.id === customer.city);
  const addressCharge = !customer.city ? 0 : branch ? deliveryCharge(items, branch.amount) : customer.deliveryCharge;
  useEffect(() => {
    if (branch) setDeliveryCharge(addressCharge);
  }, [branch, addressCharge]);
  // Collected at a pickup point: its own charge (0 unless the operator set one) instead (docs/rules.md "Delivery days",
  // "Pickup charge"); the server charges the same, read from the point, and refuses a total that differs.
  const pickup = Boolean(dayChoice?.pickupPoint);
  const charge = pickup ? (dayChoice?.charge ?? 0) : addressCharge;
  // Where and when it is collected, for the review.
  const pickupPlace = dayChoice?.place ?? null;
  // A saved city that its district no longer lists (branch closed) must be chosen again.
  const cityGone = Boolean(customer.city) && !branchesLoading && branches.length > 0 && !branch;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the city becomes gone, not on each district edit
  useEffect(() => {
    if (cityGone) chooseDistrict(customer.district, customer.districtName);
  }, [cityGone]);
  const totals = checkoutTotals(items, charge, coupon);

  // Removing a line may have resolved the stock problem.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the line count is the trigger, not a value the effect reads
  useEffect(() => setStockError(null), [items.length]);

  const errors = showErrors ? customerErrors(customer, locale) : {};

  function onCity(b: Branch) {
    setDayRefusal(null); // another branch, other days
    chooseCity(b.id, b.branchName, deliveryCharge(items, b.amount));
  }

  async function review(e: SubmitEvent) {
    e.preventDefault();
    if (phase !== 'idle' || items.length === 0) return;
    setStockError(null);
    setDayRefusal(null);
    setShort({ lines: [], gone: false });
    const messages = validateCustomer(customer, locale);
    if (messages.length > 0) {
      setShowErrors(true);
      showToast({
        title: validationToastTitle(locale),
        description: validationToastText(messages, locale),
        variant: 'destructive',
      });
      return;
    }
    setPhase('verifying');
    try {
      const stock = await checkStock(items);
      offerWallets(stock.wallets ?? []);
      if (stock.unavailable.length > 0) {
        setStockError(
          stock.message ??
            unavailableItemsMessage(
              stock.unavailable.map((u) => u.name),
              locale,
            ),
        );
        setShort({
          lines: stock.unavailable.flatMap((u) =>
            u.left && u.left > 0 ? [{ id: u.id, name: u.name, left: u.left }] : [],
          ),
          gone: stock.unavailable.some((u) => !u.left),
        });
        replaceCart(
          markUnavailable(
            $cart.get(),
            // a line asking for more than is left stays: the message says how many are
            stock.unavailable.filter((u) => !u.left).map((u) => u.id),
          ),
        );
        return;
      }
    } catch (err) {
      // The phone is offline: the order may still be confirmed and kept on the phone; the server checks stock when
      // it arrives (docs/offline.md "Order outbox"). Online, a check that fails says so, as the spec words it.
      if (!isUnreachable(err) || navigator.onLine) {
        setStockError(stockCheckFailed(locale));
        return;
      }
      showToast({ title: m.checkout_stock_not_checked({}, { locale }), description: stockNotChecked(locale) });
    } finally {
      setPhase('idle');
    }
    idempotencyKey.current = newIdempotencyKey();
    setConfirmOpen(true);
  }

  /** Sets a short line to what is left; once every short line is reduced (and none is gone) the message goes. */
  function reduceTo(line: { id: string; left: number }) {
    setCartQuantity(line.id, line.left);
    const lines = short.lines.filter((l) => l.id !== line.id);
    setShort({ lines, gone: short.gone });
    if (lines.length === 0 && !short.gone) setStockError(null);
  }

  /** docs/rules.md §4: closing the confirmation by Edit Order or dismissal also removes the applied coupon. */
  function dismissConfirm() {
    returnFocus.current = true;
    setConfirmOpen(false);
    removeCoupon();
  }

  // The drawer closing while the confirmation is open (a phone's Back, cart/drawer-history.ts) dismisses it too, so
  // the coupon goes as with Edit Order; not when the drawer closes because the order was placed.
  const confirmShown = useRef(false);
  useEffect(() => {
    confirmShown.current = confirmOpen;
  }, [confirmOpen]);
  useEffect(
    () => () => {
      if (confirmShown.current && !placing.current) removeCoupon();
    },
    [],
  );

  // Focus goes back to "Review Order", which opened the dialog. The dialog cannot restore it itself: the button was
  // disabled while the stock was checked, which took focus off it before the dialog opened. (This effect runs after
  // the dialog's own clean-up, so it has the last word.)
  const returnFocus = useRef(false);
  useEffect(() => {
    if (confirmOpen || !returnFocus.current) return;
    returnFocus.current = false;
    document.querySelector<HTMLButtonElement>(`button[type="submit"][form="${FORM_ID}"]`)?.focus();
  }, [confirmOpen]);

  async function place() {
    if (placing.current) return;
    placing.current = true;
    setPhase('placing');
    // Kept on the phone (IndexedDB) with its key before the first try: see outbox-sender.ts.
    const key = idempotencyKey.current;
    const result = await placeNewOrder(
      {
        key,
        input: {
          idempotencyKey: key,
          customer: customerPayload(customer),
          items: orderItems(items),
          ...(coupon ? { couponCode: coupon.code } : {}),
          expectedTotal: totals.total,
          ...(dayChoice?.day ? { deliveryDay: dayChoice.day } : {}),
          ...(dayChoice?.pickupPoint ? { pickupPoint: dayChoice.pickupPoint } : {}),
          substitution,
          ...(paymentMethod !== 'cod' ? { paymentMethod } : {}),
          language: locale,
        },
        items,
        total: totals.total,
        savedAt: Date.now(),
        cartCleared: false,
        tries: 0,
      },
      locale,
    );
    if (result.ok) return; // on its way to the order page
    placing.current = false;
    setPhase('idle');
    if (result.kind === 'conflict') {
      setConfirmOpen(false);
      await showUpdatedCart(result.message);
      return;
    }
    if (result.kind === 'day') {
      // The checkout stays: the days are read again (fresh-days.ts) and the first open one is chosen; the shopper
      // sees why next to them and reviews again.
      setConfirmOpen(false);
      setDayRefusal(result.message);
      requestAnimationFrame(() => dayRefusalRef.current?.scrollIntoView({ block: 'center' }));
      return;
    }
    if (result.kind === 'unsent' || result.kind === 'failed' || result.kind === 'busy' || result.kind === 'gone') {
      setConfirmOpen(false);
      if (await keepWaiting(key)) {
        showToast({
          title: orderSavedTitle(locale),
          description: result.kind === 'failed' ? result.message : orderNotSent(locale),
        });
        return;
      }
      if (result.kind === 'gone' || result.kind === 'busy') return; // sent from another tab
    }
    showToast({ title: m.checkout_error({}, { locale }), description: result.message, variant: 'destructive' });
    // A wallet refused (turned off since this review): the choice shows only what is offered now.
    if (paymentMethod !== 'cod')
      void checkStock(items).then(
        (stock) => offerWallets(stock.wallets ?? []),
        () => {},
      );
  }

  /** The wallets the server offers now; a choice no longer offered falls back to cash on delivery. */
  function offerWallets(offered: ('esewa' | 'khalti')[]) {
    setWallets(offered);
    if (!offered.includes(paymentMethod as 'esewa')) setPaymentMethod('cod');
  }

  /** Prices or items changed on the server: take its prices into the cart and show the shopper the new cart. */
  async function showUpdatedCart(message: string) {
    const current = $cart.get();
    try {
      const q = await quote(quoteItems(current), customer.city || undefined);
      replaceCart(refreshCartFromQuote(current, q.lines));
    } catch {
      // The message still tells the shopper what changed.
    }
    $cartNotice.set(message);
    showToast({ title: m.checkout_error({}, { locale }), description: message, variant: 'destructive' });
    showCart();
  }

  return (
    <>
      <DrawerHeader title={m.checkout_title({}, { locale })} {...CART_DRAWER}>
        <button
          type="button"
          onClick={showCart}
          className="-ml-1 inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-medium text-brand hover:bg-brand/10 focus-visible:outline-2 focus-visible:outline-brand"
        >
          <ArrowLeftIcon width={18} height={18} />
          {m.checkout_back_to_cart({}, { locale })}
        </button>
      </DrawerHeader>
      <div className="flex-1 space-y-5 overflow-y-auto overscroll-contain px-4 py-4">
        <form id={FORM_ID} noValidate onSubmit={review} aria-label={m.checkout_delivery_details({}, { locale })}>
          <CustomerFields
            customer={customer}
            errors={errors}
            districts={districts}
            districtsLoading={districtsLoading}
            districtsOffline={districtsOffline}
            branches={branches}
            branchesLoading={branchesLoading}
            branchesOffline={branchesOffline}
            onDistrict={(d) => {
              if (d.id !== customer.district) chooseDistrict(d.id, d.districtName);
            }}
            onCity={onCity}
          />
          {dayRefusal && (
            <p
              ref={dayRefusalRef}
              role="alert"
              data-testid="day-refused"
              className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
            >
              {dayRefusal}
            </p>
          )}
          <DeliveryDayPicker
            districtId={customer.district}
            branchId={customer.city}
            productIds={items.map((i) => i.id)}
            value={dayChoice}
            onChange={setDayChoice}
          />
          <SubstitutionChoice value={substitution} onChange={setSubstitution} />
        </form>
        <CouponBox items={items} branchId={customer.city} given={customer.city ? totals : null} />
        <section
          aria-label={m.checkout_order_total({}, { locale })}
          className="rounded-xl bg-white p-4 ring-1 ring-brand/10"
        >
          <CheckoutTotals
            totals={totals}
            cityChosen={Boolean(customer.city)}
            couponCode={coupon?.code}
            pickup={pickup}
          />
        </section>
      </div>
      <div className="space-y-2 border-t border-brand/10 bg-white px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
        {stockError && (
          <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <p role="alert">{stockError}</p>
            {short.lines.length > 0 && (
              <ul className="mt-2 flex flex-wrap gap-2">
                {short.lines.map((line) => (
                  <li key={line.id}>
                    <button
                      type="button"
                      onClick={() => reduceTo(line)}
                      data-testid="reduce-to-left"
                      className="rounded-lg border border-red-300 bg-white px-3 py-1.5 font-semibold text-red-800 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-brand"
                    >
                      {m.checkout_reduce_to({ name: line.name, count: formatNumber(line.left, locale) }, { locale })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <p className="flex items-baseline justify-between text-sm">
          <span className="text-gray-600">{m.checkout_total_cash_on_delivery({}, { locale })}</span>
          <span className="text-base font-bold text-brand">{formatMoney(totals.total, locale)}</span>
        </p>
        <SubmitButton
          form={FORM_ID}
          busy={phase === 'verifying'}
          busyLabel={m.checkout_verifying_stock({}, { locale })}
          disabled={items.length === 0 || phase !== 'idle'}
          className={primaryButton}
        >
          {m.checkout_review_order({}, { locale })}
        </SubmitButton>
      </div>
      <ConfirmDialog
        open={confirmOpen}
        placing={phase === 'placing'}
        items={items}
        customer={customer}
        place={{
          district: chosenPlace(districts, customer.district, customer.districtName, locale),
          city: chosenPlace(branches, customer.city, customer.cityName, locale),
        }}
        totals={totals}
        deliveryDay={dayChoice?.day ? dayLabel(dayChoice.day, locale) : ''}
        pickup={pickup}
        pickupPlace={pickupPlace}
        couponCode={coupon?.code ?? null}
        wallets={wallets}
        paymentMethod={paymentMethod}
        onPaymentMethod={setPaymentMethod}
        onDismiss={dismissConfirm}
        onPlace={place}
      />
    </>
  );
}
