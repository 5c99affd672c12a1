// Delivery days in words (docs/rules.md "Delivery days"): a day as shoppers read it, its weekday with the AD and BS
// dates ("Friday, 4 December 2026 · 18 Mangsir 2083 BS"; Nepali pages "शुक्रबार, १८ मंसिर २०८३ (४ डिसेम्बर २०२६)"), why a
// chosen day was refused with the next one, why an order was moved to another day, and where a pickup order is
// collected.
import * as m from '../../paraglide/messages.js';
import type { Locale } from '../../lib/i18n';
import { dateLine, toNepaliDigits } from '../../lib/bikram-sambat';
import { NEPAL_OFFSET_MS } from '../../lib/nepal-time.mjs';
import type { DeliveryDay, PickupPlace } from '../../lib/data/delivery-days.parse';

const WEEKDAY_WORDS: Record<string, (locale: Locale) => string> = {
  sun: (locale) => m.delivery_weekday_sun({}, { locale }),
  mon: (locale) => m.delivery_weekday_mon({}, { locale }),
  tue: (locale) => m.delivery_weekday_tue({}, { locale }),
  wed: (locale) => m.delivery_weekday_wed({}, { locale }),
  thu: (locale) => m.delivery_weekday_thu({}, { locale }),
  fri: (locale) => m.delivery_weekday_fri({}, { locale }),
  sat: (locale) => m.delivery_weekday_sat({}, { locale }),
};
const CODES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The weekday code of a calendar day ("2026-12-04" → "fri"). */
export const weekdayCode = (day: string): string => CODES[new Date(`${day}T00:00:00.000Z`).getUTCDay()] ?? '';

/** A day's weekday in words. */
export const weekdayName = (day: string, locale: Locale): string => WEEKDAY_WORDS[weekdayCode(day)]?.(locale) ?? '';

/** "Friday, 4 December 2026 · 18 Mangsir 2083 BS" (Nepali pages: BS first, Devanagari digits); "" for no day. */
export function dayLabel(day: string, locale: Locale): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? dateLine(day, locale) : '';
  // The weekday, a comma, the dates: punctuation only between them, the same in both languages.
  return date ? `${weekdayName(day, locale)}, ${date}` : '';
}

/** When a day's orders close, as "18:00, Thursday, 3 December 2026 · …" in Nepal time. */
export function cutoffLabel(cutoff: string, locale: Locale): string {
  const ms = Date.parse(cutoff);
  if (Number.isNaN(ms)) return '';
  const local = new Date(ms + NEPAL_OFFSET_MS).toISOString();
  const time = local.slice(11, 16);
  return `${locale === 'ne' ? toNepaliDigits(time) : time}, ${dayLabel(local.slice(0, 10), locale)}`;
}

/** Why the order hook refused a chosen day (pocketbase/pb_hooks/lib/delivery-schedule.js decide), with the next day. */
export function dayRefusalMessage(
  refusal: { reason: string; day: string; next: DeliveryDay | null; closedName: string },
  locale: Locale,
): string {
  if (refusal.reason === 'pickup_point') return m.delivery_refused_pickup({}, { locale });
  if (!refusal.next) return m.delivery_refused_none({}, { locale });
  const day = dayLabel(refusal.day, locale);
  const next = dayLabel(refusal.next.date, locale);
  if (refusal.reason === 'past_cutoff') {
    // The chosen day's cut-off is its next day's minus the same lead; the shopper needs the time, which is the same.
    const cutoff = cutoffLabel(refusal.next.cutoff, locale).split(',')[0] ?? '';
    return m.delivery_refused_past_cutoff({ day, cutoff, next }, { locale });
  }
  if (refusal.reason === 'full') return m.delivery_refused_full({ day, next }, { locale });
  if (refusal.reason === 'closed')
    return m.delivery_refused_closed({ day, next, closed: refusal.closedName || '—' }, { locale });
  return m.delivery_refused_other({ day: day || refusal.day, next }, { locale });
}

/**
 * Why an order is on another day than the one asked for (its `delivery_day` event: lib/order-events.js). A move staff
 * or an operator made reads "by the shop", with the staff's reason where it is given (the desk's history); the
 * shopper's order page is not given it (pocketbase/pb_hooks/lib/orders.js lastDayMove: a note for staff).
 */
export function movedText(move: { from: string; to: string; reason: string; note?: string }, locale: Locale): string {
  const from = dayLabel(move.from, locale);
  const to = dayLabel(move.to, locale);
  // An order of no day given one (an operator's save in the dashboard): set, not moved from anywhere.
  if (!from) return m.delivery_day_set({ to }, { locale });
  if (move.reason === 'past_cutoff') return m.delivery_moved_past_cutoff({ from, to }, { locale });
  // A history entry with no note of its own carries its reason's code as its note (lib/order-events.js recordDayMove).
  const note = move.note && move.note !== move.reason ? move.note : '';
  if (move.reason === 'desk' || move.reason === 'edited')
    return note
      ? m.delivery_moved_desk({ from, to, reason: note }, { locale })
      : m.delivery_moved_by_shop({ from, to }, { locale });
  return m.delivery_moved_other({ from, to }, { locale });
}

/**
 * Where a pickup order is collected, in the page's language (docs/rules.md "Delivery days"): "Collect at {name}", the
 * point's address, "Open 09:00–16:00", and `where` ("{name}, {address}", the order page's "Pickup point"). Nepali
 * pages: the Nepali name and address where the operator gave them, the hours in Devanagari digits. A part the point
 * lacks is "" (a point deleted since the order: all of them).
 */
export function pickupPlaceWords(
  place: PickupPlace,
  locale: Locale,
): { collect: string; address: string; hours: string; where: string } {
  const inPage = (english: string, nepali: string) => (locale === 'ne' && nepali) || english;
  const time = (value: string) => (locale === 'ne' ? toNepaliDigits(value) : value);
  const name = inPage(place.name, place.name_ne);
  const address = inPage(place.address, place.address_ne);
  return {
    collect: name ? m.pickup_collect_at({ name }, { locale }) : '',
    address,
    where: [name, address].filter(Boolean).join(', '),
    hours:
      place.opensAt && place.closesAt
        ? m.pickup_hours({ opens: time(place.opensAt), closes: time(place.closesAt) }, { locale })
        : '',
  };
}

/**
 * Why the desk could not move an order to another day, in the desk's language, by the refusal's key
 * (pocketbase/pb_hooks/lib/delivery-schedule.js moveRefusal, and the route's own in desk.pb.js): days as the desk
 * reads them, the place's and the closure's Nepali names where the operator gave them. `values.status` comes named
 * by the caller. A refusal without a known key: PocketBase's sentence in English, the general one in Nepali.
 */
export function moveRefusalText(
  refusal: { message: string; problem: string; values: Record<string, string> },
  locale: Locale,
): string {
  const v = refusal.values;
  switch (refusal.problem) {
    case 'stale_form':
      return m.desk_move_stale_form({}, { locale });
    case 'moved_meanwhile':
      return m.desk_day_conflict({ day: v.day ? dayLabel(v.day, locale) : '—' }, { locale });
    case 'changed_meanwhile':
      return m.desk_move_changed({}, { locale });
    case 'finished':
      return m.desk_move_finished({ status: v.status ?? '' }, { locale });
    case 'on_its_way':
      return m.desk_move_on_its_way({}, { locale });
    case 'no_day':
      return m.desk_move_no_day({}, { locale });
    case 'no_reason':
      return m.desk_move_no_reason({}, { locale });
    case 'same_day':
      return m.desk_move_same_day({}, { locale });
    case 'past':
      return m.desk_move_past({}, { locale });
    case 'preorder':
      return m.desk_move_preorder({ day: v.day ? dayLabel(v.day, locale) : '' }, { locale });
    case 'too_far':
      return m.desk_move_too_far({ days: locale === 'ne' ? toNepaliDigits(v.days ?? '') : (v.days ?? '') }, { locale });
    case 'weekday':
      return m.desk_move_weekday({ place: (locale === 'ne' && v.place_ne) || v.place || '' }, { locale });
    case 'closed':
      return m.desk_move_closed({ closed: (locale === 'ne' && v.closed_ne) || v.closed || '' }, { locale });
    default:
      // A refusal the desk has no words for yet: PocketBase's own sentence in English, else the general one.
      return locale === 'en' && refusal.message ? refusal.message : m.desk_day_not_moved({}, { locale });
  }
}
