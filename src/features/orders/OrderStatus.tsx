// The status area of the order page: the tracker with each step's time, the delivery estimate and the payment, or,
// for a cancelled order or a failed delivery, the state, its reason and the support phone instead
// (src/features/orders/status-view.ts decides what is said).
import { formatCash, formatMoney, formatNumber } from '../../lib/money';
import { site } from '../../lib/site';
import { DELIVERY_WINDOW, deliveryWindowText } from './order-number';
import { isCurrentStep, isStepHighlighted } from './status';
import { orderStatusView } from './status-view';
import type { BilingualName, OrderView } from './view';
import { OrderDay } from './OrderDay';
import { nepaliDayAndTime } from '../../lib/bikram-sambat';
import { aroundValue, shownName, type Locale } from '../../lib/i18n';
import { NEPAL_TIME_ZONE } from '../../lib/nepal-time.mjs';
import { useLocale } from '../../components/ui/locale';
import * as m from '../../paraglide/messages.js';
import { movedText } from '../delivery/words';
import PickupPlaceLines from '../delivery/PickupPlaceLines';
import { walletName } from '../payments/PaymentBox';

const card = 'rounded-2xl bg-white p-5 shadow-sm sm:p-6';
const heading = 'text-sm font-semibold uppercase tracking-wide text-gray-500';

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: NEPAL_TIME_ZONE,
});
const timeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: NEPAL_TIME_ZONE,
});

const formatDay = (iso: string) => (Number.isFinite(Date.parse(iso)) ? dayFormat.format(Date.parse(iso)) : '');
const formatTime = (iso: string) => (Number.isFinite(Date.parse(iso)) ? timeFormat.format(Date.parse(iso)) : '');

/**
 * When a step happened: "Nov 27, 3:27 AM" on English pages, "११ मंसिर २०८३, ०३:२७" (BS, 24-hour time, no English
 * "PM") on Nepali ones.
 */
function stepTime(iso: string, locale: Locale): string {
  const at = locale === 'ne' ? nepaliDayAndTime(iso) : null;
  return at?.bs ? `${at.bs}, ${at.time}` : formatTime(iso);
}

/** "Delivered on {day} at {time}" in the page's language; Nepali pages give the BS date first (dateLine). */
function deliveredOn(iso: string, locale: Locale): string {
  const at = locale === 'ne' ? nepaliDayAndTime(iso) : null;
  if (at) return m.order_delivered_on({ day: at.day, time: at.time }, { locale });
  return m.order_delivered_on({ day: formatDay(iso), time: formatTime(iso).split(', ').pop() ?? '' }, { locale });
}

function SupportPhone() {
  return (
    <a
      href={`tel:${site.supportPhone.replace(/[^\d+]/g, '')}`}
      className="whitespace-nowrap font-semibold text-brand underline"
    >
      {site.supportPhone}
    </a>
  );
}

/** What the cash-on-delivery card says: to pay when it arrives; paid on delivery; or, paid short, what was paid. */
/** Paid in cash at the door: placed so, or switched to cash from a wallet (docs/payments.md). */
const byCash = (order: OrderView) => (order.paymentMethod ?? 'cod') === 'cod';

function cashLine(order: OrderView, delivered: boolean, locale: Locale): string {
  const total = formatMoney(order.total, locale);
  if (!delivered) return m.order_pay_when_arrives({ total }, { locale });
  if (order.cashCollected === undefined) return m.order_paid_on_delivery({ total }, { locale });
  return m.order_paid_on_delivery_part({ total, paid: formatCash(order.cashCollected, locale) }, { locale });
}

export default function OrderStatus({ order }: { order: OrderView }) {
  const locale = useLocale();
  const view = orderStatusView(order, new Date(), locale);
  if (view.kind === 'stopped') {
    return (
      <div className={`${card} border-l-4 border-red-600`} data-testid="order-stopped" role="status">
        <h2 className="text-xl font-bold text-red-700">{view.title}</h2>
        {view.at && <p className="mt-1 text-sm text-gray-500">{stepTime(view.at, locale)}</p>}
        <p className="mt-2 text-gray-700">{view.message}</p>
        {view.reason && (
          <p className="mt-3 rounded-lg bg-red-50 p-3 text-gray-900" data-testid="order-status-reason">
            <span className="font-semibold">{m.order_reason({}, { locale })}</span> {view.reason}
          </p>
        )}
        <p className="mt-3 text-gray-700">
          {m.order_stopped_questions_call({}, { locale })} <SupportPhone />
        </p>
      </div>
    );
  }
  const current = view.steps[view.step];
  return (
    <>
      <div className={card}>
        <h2 className="sr-only">{m.order_status_heading({}, { locale })}</h2>
        {/* Announces a status change that arrives while the page is open. */}
        <p className="sr-only" aria-live="polite">
          {m.order_current_status({ status: current?.label ?? '' }, { locale })}
        </p>
        <ol className="flex items-start" aria-label={m.order_status_heading({}, { locale })}>
          {view.steps.map((s, i) => {
            const on = isStepHighlighted(i, view.step);
            const now = isCurrentStep(i, view.step);
            return (
              <li
                key={s.label}
                aria-current={now ? 'step' : undefined}
                data-state={now ? 'current' : on ? 'done' : 'todo'}
                className="relative flex flex-1 flex-col items-center text-center"
              >
                {i > 0 && (
                  <span
                    aria-hidden="true"
                    className={`absolute top-5 right-1/2 h-1 w-full -translate-y-1/2 ${on ? 'bg-brand' : 'bg-gray-200'}`}
                  />
                )}
                <span
                  aria-hidden="true"
                  className={`relative z-10 flex h-10 w-10 items-center justify-center rounded-full font-semibold ${
                    on ? 'bg-brand text-white' : 'bg-gray-200 text-gray-500'
                  } ${now ? 'ring-4 ring-leaf ring-offset-2' : ''}`}
                >
                  {on && !now ? '✓' : formatNumber(i + 1, locale)}
                </span>
                <span className={`mt-2 text-sm ${on ? 'font-semibold text-brand' : 'text-gray-500'}`}>
                  {s.label}
                  {/* The tick and the ring are pictures: say in words which steps are done (aria-current marks the current one). */}
                  {on && !now && <span className="sr-only"> {m.order_step_done({}, { locale })}</span>}
                </span>
                {s.time && (
                  <time dateTime={s.time} className="text-xs text-gray-500">
                    {stepTime(s.time, locale)}
                  </time>
                )}
              </li>
            );
          })}
        </ol>
      </div>

      {/* Known by number alone: the tracker is all the page may show (SECURITY.md "Order numbers and lookups"). */}
      {order.details && (
        <div className="grid gap-5 sm:grid-cols-2">
          {view.step === 2 ? (
            <div className={card}>
              <h2 className={heading}>{m.order_step_delivered({}, { locale })}</h2>
              <p className="mt-2 font-semibold text-gray-900" data-testid="delivered-at">
                {view.deliveredAt ? deliveredOn(view.deliveredAt, locale) : m.order_has_been_delivered({}, { locale })}
              </p>
            </div>
          ) : (
            <div className={card}>
              <h2 className={heading}>{m.order_estimated_delivery({}, { locale })}</h2>
              {order.estimatedDelivery && (
                <p className="mt-2 font-semibold text-gray-900">
                  <OrderDay iso={order.estimatedDelivery} english={formatDay(order.estimatedDelivery)} />
                </p>
              )}
              {/* A pickup order: where to collect it and when the point is open, not the delivery window. */}
              {order.pickupPoint ? (
                <PickupPlaceLines place={order.pickupPoint} className="mt-1 text-gray-700" />
              ) : (
                <p className="text-gray-600">{deliveryWindowText(DELIVERY_WINDOW, locale)}</p>
              )}
              {view.arriving && <p className="mt-1 font-medium text-brand">{view.arriving}</p>}
              {order.deliveryMove && (
                <p className="mt-1 text-gray-800" data-testid="delivery-moved">
                  {movedText(order.deliveryMove, locale)}
                </p>
              )}
              {dayNotices(order, locale).map((notice) => (
                <DayNotice key={notice.testId} {...notice} locale={locale} />
              ))}
            </div>
          )}
          <div className={card}>
            <h2 className={heading}>{m.order_payment_method({}, { locale })}</h2>
            {/* A wallet order is never asked for cash: its state is the payment box's (PaymentBox.tsx). */}
            {byCash(order) ? (
              <>
                <p className="mt-2 font-semibold text-gray-900">{m.checkout_cash_on_delivery({}, { locale })}</p>
                <p className="text-gray-600">{cashLine(order, view.step === 2, locale)}</p>
              </>
            ) : (
              <p className="mt-2 font-semibold text-gray-900" data-testid="payment-wallet">
                {walletName(order.paymentMethod ?? '', locale)}
              </p>
            )}
          </div>
        </div>
      )}
    </>
  );
}

/** A notice under the day: whose name (a closure's or a place's), the sentence it goes in, and its test id. */
interface DayNoticeProps {
  named: BilingualName;
  words: (name: string) => string;
  testId: string;
}

/**
 * Its day cannot be kept as booked (closed for a festival or a strike, or its route no longer runs that weekday):
 * staff move it, and the shopper hears when.
 */
function dayNotices(order: OrderView, locale: Locale): DayNoticeProps[] {
  const notices: DayNoticeProps[] = [];
  if (order.dayClosed)
    notices.push({
      named: order.dayClosed,
      words: (name) => m.order_day_closed({ name }, { locale }),
      testId: 'day-closed',
    });
  if (order.dayNotServed)
    notices.push({
      named: order.dayNotServed,
      words: (place) => m.order_day_not_served({ place }, { locale }),
      testId: 'day-not-served',
    });
  return notices;
}

function DayNotice({ named, words, testId, locale }: DayNoticeProps & { locale: Locale }) {
  const name = shownName(named.name, named.nameNe, locale);
  const [before, after] = aroundValue(words);
  return (
    <p className="mt-1 font-medium text-amber-900" data-testid={testId}>
      {before}
      {name.lang ? <span lang={name.lang}>{name.text}</span> : name.text}
      {after}
    </p>
  );
}
