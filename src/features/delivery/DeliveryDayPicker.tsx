// The checkout's delivery day (docs/rules.md "Delivery days"): the next open days of the shopper's route, and the
// pickup points of their branch with their next days, read live from /delivery-days.json once the city/area is chosen.
// Each day reads as its weekday with the AD and BS dates (words.ts dayLabel). The order hook checks the choice again;
// without an answer (offline), the order takes the first open day when it reaches the shop. After the shop refused an
// order the days are read again, fresh (fresh-days.ts): the refused day is no longer offered, and the first open one is
// chosen again.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import * as m from '../../paraglide/messages.js';
import { useLocale } from '../../components/ui/locale';
import type { Locale } from '../../lib/i18n';
import { toNepaliDigits } from '../../lib/bikram-sambat';
import { formatMoney } from '../../lib/money';
import {
  placeOf,
  type DeliveryDay,
  type DeliveryRoute,
  type PickupPlace,
  type PickupPoint,
} from '../../lib/data/delivery-days.parse';
import { dayLabel } from './words';
import { $daysChangedAt, fetchDeliveryDays } from './fresh-days';
import { keepDayWish, wishedDay } from './day-wish';

/**
 * The shopper's choice: a day, and a pickup point ("" for delivery to the address) with its charge (whole rupees) and
 * its place (names, address, hours), which the review shows.
 */
export interface DayChoice {
  day: string;
  pickupPoint: string;
  charge?: number;
  place?: PickupPlace;
}

interface Offer {
  route: DeliveryRoute | null;
  pickupPoints: PickupPoint[];
  /** The cart's pre-order day, when still to come: no earlier day is offered (src/pages/delivery-days.json.ts). */
  shipsFrom?: string;
}

/** Open days the checkout lists per route, and per pickup point. */
const ROUTE_DAYS = 4;
const POINT_DAYS = 2;

const text = (value: string, locale: Locale) => (locale === 'ne' ? toNepaliDigits(value) : value);

/** The options as listed: the route's days, then each pickup point's; full days are shown but cannot be chosen. */
export function dayOptions(offer: Offer, locale: Locale) {
  const options: { key: string; choice: DayChoice; label: string; full: boolean }[] = [];
  const open = (days: DeliveryDay[], n: number) => days.filter((d) => !d.full).slice(0, n);
  const routeDays = offer.route?.days ?? [];
  const shown = open(routeDays, ROUTE_DAYS);
  const last = shown.at(-1)?.date ?? '';
  for (const d of routeDays) {
    // The first open days, and the full days among them (so the shopper sees why a day is missing).
    if (d.full ? d.date > last : !shown.includes(d)) continue;
    const day = dayLabel(d.date, locale);
    options.push({
      key: `route-${d.date}`,
      choice: { day: d.date, pickupPoint: '' },
      label: d.full
        ? m.checkout_delivery_day_full({ day }, { locale })
        : m.checkout_delivery_day_option({ day }, { locale }),
      full: d.full,
    });
  }
  // A branch with pickup points and no route still delivers to the address, on the shop's estimate (the order is
  // placed with no day: pocketbase/pb_hooks/lib/delivery-schedule.js): offered first, so collecting is a choice.
  if (!offer.route && offer.pickupPoints.length > 0)
    options.push({
      key: 'address',
      choice: { day: '', pickupPoint: '' },
      label: m.checkout_delivery_address_estimate({}, { locale }),
      full: false,
    });
  for (const p of offer.pickupPoints) {
    for (const d of open(p.days, POINT_DAYS)) {
      options.push({
        key: `pickup-${p.id}-${d.date}`,
        choice: { day: d.date, pickupPoint: p.id, charge: p.charge, place: placeOf(p) },
        label: `${m.checkout_pickup_option(
          {
            day: dayLabel(d.date, locale),
            name: (locale === 'ne' && p.name_ne) || p.name,
            address: (locale === 'ne' && p.address_ne) || p.address,
            opens: text(p.opensAt, locale),
            closes: text(p.closesAt, locale),
          },
          { locale },
        )} · ${p.charge > 0 ? m.pickup_charge_note({ amount: formatMoney(p.charge, locale) }, { locale }) : m.pickup_free_note({}, { locale })}`,
        full: false,
      });
    }
  }
  return options;
}

/**
 * The option chosen when the days arrive: the shopper's own choice before a reload while it is still offered, else the
 * first open delivery to the address. A pickup point is never chosen for the shopper (they would pay its charge and be
 * told to collect): with no delivery to offer, nothing is chosen until they choose.
 */
export function defaultChoice(
  options: ReturnType<typeof dayOptions>,
  wish: { day: string; pickupPoint: string } | null | undefined,
): DayChoice | null {
  const open = options.filter((o) => !o.full);
  const kept = wish && open.find((o) => o.choice.day === wish.day && o.choice.pickupPoint === wish.pickupPoint);
  return (kept || open.find((o) => o.choice.pickupPoint === ''))?.choice ?? null;
}

export default function DeliveryDayPicker({
  districtId,
  branchId,
  productIds,
  value,
  onChange,
}: {
  districtId: string;
  branchId: string;
  /** The cart's products: the shop starts the days from a pre-order's ships-from day (/delivery-days.json). */
  productIds: readonly string[];
  value: DayChoice | null;
  onChange: (choice: DayChoice | null) => void;
}) {
  const locale = useLocale();
  const [offer, setOffer] = useState<Offer | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const changedAt = useStore($daysChangedAt);
  // One key per set of products: a quantity changed is not a new question, a product added or removed is.
  const products = [...new Set(productIds)].sort().join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new branch or cart is a new question, and so are the days after a refusal; the choice is reset with them
  useEffect(() => {
    setOffer(null);
    onChange(null);
    if (!branchId) return;
    let current = true;
    setState('loading');
    const query = new URLSearchParams({ district: districtId, branch: branchId });
    if (products) query.set('products', products);
    fetchDeliveryDays(query)
      .then((res) => (res.ok ? (res.json() as Promise<Offer>) : Promise.reject(new Error(String(res.status)))))
      .then((answer) => {
        if (!current) return;
        setOffer(answer);
        setState('idle');
        onChange(defaultChoice(dayOptions(answer, locale), wishedDay(branchId)));
      })
      .catch(() => {
        if (current) setState('failed');
      });
    return () => {
      current = false;
    };
  }, [districtId, branchId, products, changedAt]);

  if (!branchId) return null;
  if (state === 'loading') {
    return (
      <p className="mt-4 text-sm text-gray-600" role="status">
        {m.checkout_delivery_day_loading({}, { locale })}
      </p>
    );
  }
  if (state === 'failed') {
    return (
      <p className="mt-4 text-sm text-gray-600" role="status">
        {m.checkout_delivery_day_unknown({}, { locale })}
      </p>
    );
  }
  const options = offer ? dayOptions(offer, locale) : [];
  if (options.length === 0) return null;
  return (
    <fieldset className="mt-4" data-testid="delivery-days">
      <legend className="text-sm font-semibold text-gray-800">{m.checkout_delivery_day({}, { locale })}</legend>
      <p id="delivery-day-hint" className="mt-1 text-xs text-gray-600">
        {m.checkout_delivery_day_hint({}, { locale })}
      </p>
      {offer?.shipsFrom && (
        <p
          id="delivery-day-preorder"
          className="mt-1 text-sm font-medium text-amber-900"
          data-testid="delivery-days-preorder"
        >
          {m.checkout_delivery_day_preorder({ day: dayLabel(offer.shipsFrom, locale) }, { locale })}
        </p>
      )}
      <div className="mt-2 space-y-2">
        {options.map((o) => {
          const checked = value?.day === o.choice.day && value?.pickupPoint === o.choice.pickupPoint;
          return (
            <label
              key={o.key}
              className={`flex items-start gap-2 rounded-lg border p-2 text-sm ${
                o.full ? 'border-gray-200 text-gray-600' : checked ? 'border-brand bg-brand/5' : 'border-gray-300'
              }`}
            >
              <input
                type="radio"
                name="delivery-day"
                value={o.key}
                checked={checked}
                disabled={o.full}
                aria-describedby={offer?.shipsFrom ? 'delivery-day-hint delivery-day-preorder' : 'delivery-day-hint'}
                onChange={() => {
                  keepDayWish(branchId, { day: o.choice.day, pickupPoint: o.choice.pickupPoint });
                  onChange(o.choice);
                }}
                className="mt-0.5 accent-brand"
              />
              <span>{o.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
