// Order confirmation (docs/rules.md §2): the order placed in this tab (sessionStorage
// "lastOrder") or any order by its number (getOrder), with a live status.
//
// Live status: the island asks getOrder again every 10 s while the page is
// visible, and at once when the tab becomes visible again; it stops once the
// order is delivered or cancelled. A server-sent-events stream was the alternative, but it
// would hold a connection (and a PocketBase realtime subscription) open per
// viewer on the Node server and through every proxy, for a status that changes
// a few times a day. A small POST every 10 s from visible tabs is lighter,
// survives proxies and reconnects by itself.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { actions } from 'astro:actions';
import { $cartOpen } from '../cart/store';
import LineThumb from '../cart/LineThumb';
import { formatDeduction, formatMoney, formatNumber } from '../../lib/money';
import { site } from '../../lib/site';
import { PHONE_INPUT_MAX } from '../../lib/phone';
import { NEPAL_TIME_ZONE } from '../../lib/nepal-time.mjs';
import { tooManyRequestsMessage } from '../../lib/rate-limits/too-many-requests';
import { ORDER_NUMBER_PATTERN } from './order-number';
import OrderStatus from './OrderStatus';
import OrderAgain from './OrderAgain';
import PaymentBox from '../payments/PaymentBox';
import { readLastOrder, readMyOrders, type StoredLastOrder } from './last-order';
import { fromLastOrder, fromLiveOrder, isFinalOrder, storedForPage } from './confirmation';
import { addressText, type OrderItemView, type OrderView } from './view';
import { BsSuffix, LotLinks } from '../trace/LotLinks';
import { dateLine } from '../../lib/bikram-sambat';
import { useLocale, withLocale } from '../../components/ui/locale';
import { localizedPath, namesIn } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';
import { unitText } from '../../lib/unit-text';
import { lineNotes, unweighedHint } from '../packing/words';
import { pickupPlaceWords } from '../delivery/words';

/** docs/rules.md §9: the loading flag clears after 1 second either way. */
const LOADING_MS = 1000;
/** How often an open, visible page refreshes the status. */
export const POLL_MS = 10_000;

type Lookup = 'pending' | 'found' | 'missing' | 'failed' | 'none';

interface Props {
  /** From /order/{orderNumber}; "" on /order-confirmation (the session's last order is shown). */
  orderNumber?: string;
}

export default withLocale(function OrderConfirmation({ orderNumber = '' }: Props) {
  const locale = useLocale();
  const [stored, setStored] = useState<StoredLastOrder | null>(null);
  const [hasAnyStored, setHasAnyStored] = useState(false);
  const [live, setLive] = useState<OrderView | null>(null);
  const [lookup, setLookup] = useState<Lookup>('pending');
  const [minimumShown, setMinimumShown] = useState(false);
  // The order's access token: this tab's order, or one the phone keeps in "My orders" (a new tab, the browser opened
  // again), so its details and payment show without the phone number.
  const [token, setToken] = useState<string | undefined>(undefined);
  // The phone number the shopper proved the order with (shows items and totals); read by every refresh.
  const phone = useRef('');

  useEffect(() => {
    const last = readLastOrder();
    const own = storedForPage(orderNumber, last);
    setHasAnyStored(last !== null);
    setStored(own);
    const timer = setTimeout(() => setMinimumShown(true), LOADING_MS);

    const number = orderNumber || own?.orderNumber || '';
    const accessToken =
      own?.accessToken || readMyOrders().find((o) => o.orderNumber === number)?.accessToken || undefined;
    setToken(accessToken);
    if (!ORDER_NUMBER_PATTERN.test(number)) {
      setLookup('none');
      return () => clearTimeout(timer);
    }

    let stopped = false;
    let poll: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      stopped = true;
      clearInterval(poll);
      document.removeEventListener('visibilitychange', onVisible);
    };
    const refresh = async () => {
      const { data, error } = await actions.getOrder({
        orderNumber: number,
        token: accessToken,
        ...(phone.current ? { phone: phone.current } : {}),
      });
      if (stopped) return;
      if (data) {
        setLive(data);
        setLookup('found');
        if (isFinalOrder(data)) stop();
      } else if (error?.code === 'NOT_FOUND') {
        setLookup('missing');
        stop();
      } else {
        // docs/rules.md §8: an order lookup failure is logged only; the page keeps what it shows.
        console.error('Order lookup failed', error);
        setLookup((previous) => (previous === 'found' ? previous : 'failed'));
      }
    };
    function onVisible() {
      if (document.visibilityState === 'visible') void refresh();
    }

    void refresh();
    poll = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, POLL_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [orderNumber]);

  const order: OrderView | null = live ? fromLiveOrder(live, stored) : stored ? fromLastOrder(stored) : null;
  // Skeleton for the first second; longer only while the lookup is still the only hope of finding the order.
  const loading = !minimumShown || (lookup === 'pending' && order === null);

  return (
    <section aria-labelledby="order-confirmation-title" className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 id="order-confirmation-title" className="text-2xl font-bold text-brand sm:text-3xl">
        {m.page_order_title({}, { locale })}
      </h1>
      {loading ? (
        <Skeleton />
      ) : order?.details ? (
        <OrderDetails order={order} token={token} phone={phone.current} />
      ) : order ? (
        <TrackerOnly
          order={order}
          onDetails={(view, phoneNumber) => {
            phone.current = phoneNumber;
            setLive(view);
          }}
        />
      ) : (
        <NotFound noStoredOrder={!hasAnyStored} />
      )}
    </section>
  );
});

/** Grey blocks in the shape of the order (number and status, item rows with thumbnails, totals) while it loads. */
function Skeleton() {
  const locale = useLocale();
  const bar = 'animate-pulse rounded bg-gray-200';
  return (
    <div aria-busy="true" className="mt-6 space-y-4" data-testid="order-skeleton">
      <span className="sr-only">{m.order_loading({}, { locale })}</span>
      <div className="space-y-3 rounded-2xl bg-white p-5 shadow-sm" data-skeleton-block>
        <div className={`${bar} h-5 w-40`} />
        <div className={`${bar} h-4 w-56`} />
        <div className="flex gap-2 pt-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={`${bar} h-2 flex-1 rounded-full`} />
          ))}
        </div>
      </div>
      <div className="space-y-4 rounded-2xl bg-white p-5 shadow-sm" data-skeleton-block>
        {[0, 1].map((i) => (
          <div key={i} className="flex items-center gap-3">
            <div className={`${bar} h-12 w-12 shrink-0 rounded-lg`} />
            <div className="flex-1 space-y-2">
              <div className={`${bar} h-4 w-3/4`} />
              <div className={`${bar} h-3 w-1/3`} />
            </div>
          </div>
        ))}
      </div>
      <div className="space-y-2 rounded-2xl bg-white p-5 shadow-sm" data-skeleton-block>
        <div className={`${bar} h-4 w-full`} />
        <div className={`${bar} h-4 w-5/6`} />
        <div className={`${bar} h-5 w-2/3`} />
      </div>
    </div>
  );
}

/**
 * An order known by its number alone: the status tracker, and a form for the phone number it was placed with, which
 * shows its items and totals (SECURITY.md "Order numbers and lookups").
 */
function TrackerOnly({ order, onDetails }: { order: OrderView; onDetails: (view: OrderView, phone: string) => void }) {
  const locale = useLocale();
  const [value, setValue] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const { data, error } = await actions.getOrder({ orderNumber: order.orderNumber, phone: value });
    setBusy(false);
    if (data?.details) {
      setMessage('');
      onDetails(data, value);
    } else {
      // Said when the phone number given is not the one the order was placed with (or the lookup failed).
      setMessage(tooManyRequestsMessage(error) ?? m.order_phone_mismatch({}, { locale }));
    }
  }
  return (
    <div className="mt-6 space-y-5">
      <div className={card}>
        <p className="text-gray-600">
          {m.order_number_label({}, { locale })}{' '}
          <strong className="font-mono text-gray-900">{order.orderNumber}</strong>
        </p>
      </div>
      <OrderStatus order={order} />
      {/* The form is named by what it does; its field by what goes in it (the phone number). */}
      <form className={card} onSubmit={submit} aria-labelledby="order-phone-title" data-testid="order-phone-form">
        <h2 id="order-phone-title" className="font-semibold text-gray-900">
          {m.order_phone_label({}, { locale })}
        </h2>
        <p id="order-phone-hint" className="mt-1 text-sm text-gray-600">
          {m.order_phone_hint({}, { locale })}
        </p>
        <label htmlFor="order-phone" className="mt-3 block text-sm font-medium text-gray-900">
          {m.form_field_phone({}, { locale })}
        </label>
        <div className="mt-1 flex flex-col gap-3 sm:flex-row">
          <input
            id="order-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            maxLength={PHONE_INPUT_MAX}
            aria-describedby={message ? 'order-phone-hint order-phone-message' : 'order-phone-hint'}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className="min-w-0 flex-1 rounded-lg border border-gray-300 bg-white p-3"
          />
          <button type="submit" className={buttonClass} disabled={busy}>
            {m.order_show_details({}, { locale })}
          </button>
        </div>
        {message && (
          <p id="order-phone-message" role="alert" className="mt-2 text-sm font-medium text-red-700">
            {message}
          </p>
        )}
      </form>
      <CallOrContinue />
    </div>
  );
}

function NotFound({ noStoredOrder }: { noStoredOrder: boolean }) {
  const locale = useLocale();
  return (
    <div className="mt-6 rounded-2xl bg-white p-8 text-center shadow-sm">
      <h2 className="text-xl font-semibold text-gray-900">{m.order_not_found_title({}, { locale })}</h2>
      <p className="mt-2 text-gray-600">{m.order_not_found_text({}, { locale })}</p>
      {noStoredOrder && <p className="mt-1 text-sm text-gray-500">{m.order_no_details({}, { locale })}</p>}
      <a href={localizedPath('/', locale)} className={`${buttonClass} mt-6`}>
        {m.order_back_to_shopping({}, { locale })}
      </a>
    </div>
  );
}

const buttonClass =
  'inline-flex items-center justify-center rounded-full bg-brand px-6 py-3 font-semibold text-white shadow-sm ' +
  'hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

const card = 'rounded-2xl bg-white p-5 shadow-sm sm:p-6';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: NEPAL_TIME_ZONE,
});

function formatDate(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? dateFormat.format(ms) : '';
}

/** A line's name in the page's language: Nepali pages show the Nepali name when the order kept one (namesIn). */
function ItemName({ item }: { item: OrderItemView }) {
  const locale = useLocale();
  const { main } = namesIn(item.name, item.nameNe, locale);
  return (
    <p lang={main.lang === locale ? undefined : main.lang} className="truncate font-medium text-gray-900">
      {main.text}
    </p>
  );
}

function OrderDetails({ order, token, phone }: { order: OrderView; token?: string | undefined; phone: string }) {
  const locale = useLocale();
  const placedOn = formatDate(order.orderDate);
  // A pickup order's point and address ("" for a delivery, or a point deleted since).
  const pickupWhere = order.pickupPoint ? pickupPlaceWords(order.pickupPoint, locale).where : '';
  return (
    <div className="mt-6 space-y-5">
      <div className={`${card} flex items-start gap-4`}>
        <span
          aria-hidden="true"
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-leaf/30 text-brand"
        >
          <CheckIcon />
        </span>
        <div>
          <p className="text-lg font-semibold text-gray-900">{m.order_thank_you({}, { locale })}</p>
          <p className="mt-1 text-gray-600">
            {m.order_number_label({}, { locale })}{' '}
            <strong className="font-mono text-gray-900">{order.orderNumber}</strong>
            {placedOn && (
              <>
                {' '}
                {m.order_placed_on(
                  { date: locale === 'ne' ? dateLine(order.orderDate, 'ne') || placedOn : placedOn },
                  { locale },
                )}
                {locale === 'en' && <BsSuffix iso={order.orderDate} />}
              </>
            )}
          </p>
        </div>
      </div>

      <OrderStatus order={order} />

      <PaymentBox
        orderNumber={order.orderNumber}
        token={token}
        status={order.status}
        paymentMethod={order.paymentMethod ?? 'cod'}
        paymentState={order.paymentState ?? 'cod'}
      />

      {order.customer && (
        <div className={card}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-500">
            {m.order_delivery_details({}, { locale })}
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-gray-700 sm:grid-cols-2">
            <Detail label={m.order_name({}, { locale })} value={order.customer.name} />
            <Detail label={m.order_phone({}, { locale })} value={order.customer.phone} />
            {/* A pickup order is collected at its point (its hours are in the status card), not brought to the address. */}
            {order.pickupPoint ? (
              pickupWhere && <Detail label={m.pickup_point_label({}, { locale })} value={pickupWhere} />
            ) : (
              <Detail label={m.order_address({}, { locale })} value={addressText(order.customer, locale)} />
            )}
            {order.customer.notes && <Detail label={m.order_notes({}, { locale })} value={order.customer.notes} />}
          </dl>
        </div>
      )}

      <div className={card}>
        <h2 className="text-lg font-semibold text-gray-900">{m.order_summary({}, { locale })}</h2>
        <ul className="mt-4 divide-y divide-gray-100">
          {order.items.map((item) => {
            const weightHint =
              order.status !== 'Cancelled' && order.status !== 'Delivered' ? unweighedHint(item, locale) : undefined;
            return (
              <li key={item.id} className="flex items-center gap-3 py-3">
                <LineThumb src={item.image} size={48} className="h-12 w-12 shrink-0 rounded-lg bg-cream object-cover" />
                <div className="min-w-0 flex-1">
                  <ItemName item={item} />
                  <p className="text-sm text-gray-500">
                    {formatNumber(item.quantity, locale)} × {formatMoney(item.price, locale)}
                    {item.unit && ` / ${unitText(item.unit, locale)}`}
                  </p>
                  {weightHint && (
                    <p className="text-sm text-gray-600" data-testid="order-weight-hint">
                      {weightHint}
                    </p>
                  )}
                  {lineNotes(item, order.items, locale).map((note) => (
                    <p key={note} className="text-sm font-medium text-amber-900" data-testid="order-packing-note">
                      {note}
                    </p>
                  ))}
                </div>
                <p className="font-medium text-gray-900">{formatMoney(item.lineTotal, locale)}</p>
              </li>
            );
          })}
        </ul>
        <dl className="mt-4 space-y-2 border-t border-gray-100 pt-4 text-gray-700">
          <SummaryRow label={m.cart_subtotal({}, { locale })} value={formatMoney(order.subtotal, locale)} />
          {order.couponApplied && (
            <SummaryRow
              label={m.order_coupon_applied({}, { locale })}
              value={order.couponCode ?? m.order_coupon_yes({}, { locale })}
            />
          )}
          {(order.couponApplied || order.discount_amount > 0) && (
            <SummaryRow
              label={m.order_discount({}, { locale })}
              value={formatDeduction(order.discount_amount, locale)}
            />
          )}
          <SummaryRow
            label={
              order.pickupPoint ? m.pickup_charge_label({}, { locale }) : m.checkout_delivery_charge({}, { locale })
            }
            value={formatMoney(order.deliveryCharge, locale)}
          />
          {(order.couponApplied || order.delivery_discount_amount > 0) && (
            <SummaryRow
              label={m.checkout_delivery_discount({}, { locale })}
              value={formatDeduction(order.delivery_discount_amount, locale)}
            />
          )}
          <div className="flex justify-between border-t border-gray-100 pt-3 text-lg font-bold text-gray-900">
            <dt>{m.checkout_total({}, { locale })}</dt>
            <dd data-testid="order-total">{formatMoney(order.total, locale)}</dd>
          </div>
        </dl>
        {!!order.quotedTotal && order.quotedTotal !== order.total && (
          <p
            className="mt-3 rounded-lg bg-amber-50 p-2 text-sm font-semibold text-amber-900"
            data-testid="order-packed-total"
          >
            {m.packing_total_changed(
              { total: formatMoney(order.total, locale), before: formatMoney(order.quotedTotal, locale) },
              { locale },
            )}
          </p>
        )}
      </div>

      {order.items.length > 0 && <OrderAgain orderNumber={order.orderNumber} token={token} phone={phone} />}

      <div className="flex items-start gap-4 rounded-2xl bg-brand p-5 text-white shadow-sm sm:p-6">
        <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-white/15">
          <QrIcon />
        </span>
        <div>
          <h2 className="text-lg font-semibold">{m.order_trace_title({}, { locale })}</h2>
          <p className="mt-1 text-white/90">{m.order_trace_text({}, { locale })}</p>
          <LotLinks items={order.items} />
          <a
            href={localizedPath('/qr', locale)}
            className="mt-3 inline-block font-semibold text-leaf underline underline-offset-4 hover:text-white"
          >
            {m.trace_not_found_how_it_works({}, { locale })}
          </a>
        </div>
      </div>

      <CallOrContinue />
    </div>
  );
}

/** The foot of the order page, tracker or details: the support line to call, and back to the products. */
function CallOrContinue() {
  const locale = useLocale();
  return (
    <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:justify-between sm:text-left">
      <p className="text-gray-600">
        {m.order_questions_call({}, { locale })}{' '}
        <a
          href={`tel:${site.supportPhone.replace(/[^\d+]/g, '')}`}
          className="whitespace-nowrap font-semibold text-brand underline"
        >
          {site.supportPhone}
        </a>
      </p>
      <a href={localizedPath('/products', locale)} onClick={() => $cartOpen.set(false)} className={buttonClass}>
        {m.cart_continue_shopping({}, { locale })}
      </a>
    </div>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-gray-500">{label}</dt>
      <dd className="font-medium text-gray-900">{value}</dd>
    </div>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function CheckIcon({ small = false }: { small?: boolean }) {
  const size = small ? 18 : 26;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      aria-hidden="true"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function QrIcon() {
  return (
    <svg
      width="26"
      height="26"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" strokeLinecap="round" />
    </svg>
  );
}
