/**
 * Order number and delivery estimate, docs/rules.md §9 "Order" and §2 "Order confirmation" (Estimated delivery).
 */
import { PUBLIC_DELIVERY_DAYS, PUBLIC_DELIVERY_WINDOW } from 'astro:env/client';
import type { Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';
import { formatNumber } from '../../lib/money';
import { toNepaliDigits } from '../../lib/bikram-sambat';
import { nepalDayStart } from '../../lib/nepal-time.mjs';
import orderNumber from '../../../pocketbase/pb_hooks/lib/order-number.js';

/** docs/rules.md §9: "ORD-" plus 6 digits, the form the order hook draws (pocketbase/pb_hooks/lib/order-number.js). */
export const ORDER_NUMBER_PATTERN = orderNumber.ORDER_NUMBER_PATTERN;

/**
 * docs/rules.md §9: default estimated delivery is 2 days after ordering. Operators change it in the dashboard's site
 * settings (the build writes the value in place of the setting: server/site-settings.ts).
 */
export const DEFAULT_DELIVERY_DAYS = PUBLIC_DELIVERY_DAYS;

/** docs/rules.md §2: delivery window shown on the confirmation (verbatim by default; site settings change it). */
export const DELIVERY_WINDOW = PUBLIC_DELIVERY_WINDOW;

/** "10:00 AM - 5:00 PM" (also "10:00am – 5:00pm", "10:00 AM to 5:00 PM"): the two times of a typed window. */
const TYPED_WINDOW = /^\s*(\d{1,2}):(\d{2})\s*([ap])\.?m\.?\s*(?:-|–|—|to)\s*(\d{1,2}):(\d{2})\s*([ap])\.?m\.?\s*$/i;

/** "5", "00", "p" → "17:00"; null for a time a clock does not have. */
function twentyFourHour(hour: string, minute: string, half: string): string | null {
  const [h, min] = [Number(hour), Number(minute)];
  if (h < 1 || h > 12 || min > 59) return null;
  const h24 = (h % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
  return `${String(h24).padStart(2, '0')}:${minute}`;
}

/**
 * The delivery window as an order page shows it. English pages: as the operator typed it (the spec's
 * "10:00 AM - 5:00 PM" by default). Nepali pages: a window typed as two 12-hour times becomes 24-hour time in
 * Devanagari digits ("१०:०० - १७:००"), as the order's step times are written there; anything else is shown as typed.
 */
export function deliveryWindowText(window: string, locale: Locale): string {
  const typed = locale === 'ne' ? TYPED_WINDOW.exec(window) : null;
  if (!typed) return window;
  const from = twentyFourHour(typed[1], typed[2], typed[3]);
  const to = twentyFourHour(typed[4], typed[5], typed[6]);
  return from && to ? toNepaliDigits(`${from} - ${to}`) : window;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** docs/rules.md §9: estimated delivery = order time + `days` days (default 2), as an instant. */
export function estimatedDelivery(from: Date, days = DEFAULT_DELIVERY_DAYS): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/**
 * docs/rules.md §2: N for "Arriving in N day(s)": the Nepal calendar days from today to the estimate's day, so an
 * order for tomorrow arrives in 1 day whatever the hour (counting hours rounded up said 2 for tomorrow noon ordered
 * before noon today); 0 on the day itself and after. Unreadable dates → 0 (the line is then hidden).
 */
export function arrivingInDays(estimated: Date | string, now: Date): number {
  const est =
    estimated instanceof Date
      ? estimated.getTime()
      : Date.parse(estimated.trim().replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T'));
  if (!Number.isFinite(est)) return 0;
  const days = Math.round((nepalDayStart(est) - nepalDayStart(now.getTime())) / DAY_MS);
  return Math.max(0, days);
}

/** docs/rules.md §2: "Arriving in N day(s)" (verbatim, literal "day(s)") in `locale`, or null when N is not above 0. */
export function arrivingLabel(days: number, locale: Locale = 'en'): string | null {
  return days > 0 ? m.order_arriving_in_days({ days: formatNumber(days, locale) }, { locale }) : null;
}
