// The "would arrive" line of the product page and the cart (docs/rules.md "Delivery days", "Would arrive"): the first
// open day of the shopper's route, as the checkout words it (words.ts dayLabel). The shop server words the days
// (/delivery-days.json?lang=…, src/pages/delivery-days.json.ts), so the product page's script carries no calendar.
import type { Locale } from '../../lib/i18n';
import type { DeliveryDay, DeliveryOffer } from '../../lib/data/delivery-days.parse';
import { dayLabel } from './words';

/** A day with its words: "Friday, 4 December 2026 · 18 Mangsir 2083 BS" (Nepali: BS first, Devanagari digits). */
export type LabelledDay = DeliveryDay & { label: string };

/** The offer with every day worded in `locale`. */
export function labelledOffer<T extends Pick<DeliveryOffer, 'route' | 'pickupPoints'>>(offer: T, locale: Locale) {
  const label = (days: DeliveryDay[]): LabelledDay[] => days.map((d) => ({ ...d, label: dayLabel(d.date, locale) }));
  return {
    ...offer,
    route: offer.route ? { ...offer.route, days: label(offer.route.days) } : null,
    pickupPoints: offer.pickupPoints.map((p) => ({ ...p, days: label(p.days) })),
  };
}

/** The day an order placed now would arrive on: the route's first day that is not full; null without one. */
export function arrivalDay<T extends DeliveryDay>(offer: { route: { days: T[] } | null } | null): T | null {
  return offer?.route?.days.find((d) => !d.full) ?? null;
}
