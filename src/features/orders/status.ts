/**
 * Order status tracker, docs/rules.md §2 "Order confirmation" (status tracker) and §4 "Order status".
 */
import type { Locale } from '../../lib/i18n';
import * as m from '../../paraglide/messages.js';

export type OrderStepKey = 'confirmed' | 'delivering' | 'delivered';

/** docs/rules.md §2/§4: the tracker's steps in order. */
export const ORDER_STEP_KEYS: readonly OrderStepKey[] = ['confirmed', 'delivering', 'delivered'];

/** A step's label in the page's language ("Order Confirmed", "Out for Delivery", "Delivered": docs/rules.md, verbatim). */
export function orderStepLabel(key: OrderStepKey, locale: Locale = 'en'): string {
  switch (key) {
    case 'confirmed':
      return m.order_step_confirmed({}, { locale });
    case 'delivering':
      return m.order_step_out_for_delivery({}, { locale });
    case 'delivered':
      return m.order_step_delivered({}, { locale });
  }
}

/** docs/rules.md §2/§4: tracker steps in order with their labels in the page's language. */
export function orderSteps(locale: Locale = 'en'): { key: OrderStepKey; label: string }[] {
  return ORDER_STEP_KEYS.map((key) => ({ key, label: orderStepLabel(key, locale) }));
}

/**
 * docs/rules.md §4: a stored order starts "Open" (the session copy says "confirmed") → step 0; "delivering" / "Out for
 * Delivery" → 1; "delivered" → 2. Case-insensitive and trimmed; anything else (unknown or missing) → 0.
 */
export function statusStep(status: string | null | undefined): 0 | 1 | 2 {
  const s = typeof status === 'string' ? status.trim().toLowerCase() : '';
  if (s === 'delivering' || s === 'out for delivery') return 1;
  if (s === 'delivered') return 2;
  return 0;
}

/** docs/rules.md §2: steps up to and including the current one are highlighted. */
export function isStepHighlighted(stepIndex: number, current: number): boolean {
  return stepIndex <= current;
}

/** docs/rules.md §2: the current step has a ring. */
export function isCurrentStep(stepIndex: number, current: number): boolean {
  return stepIndex === current;
}
