/**
 * Order status tracker, docs/rules.md §2 "Order confirmation" (status tracker) and §4 "Order status".
 */

export type OrderStepKey = 'confirmed' | 'delivering' | 'delivered';

/** docs/rules.md §2/§4: tracker steps in order with their labels (verbatim). */
export const ORDER_STEPS: readonly { key: OrderStepKey; label: string }[] = [
  { key: 'confirmed', label: 'Order Confirmed' },
  { key: 'delivering', label: 'Out for Delivery' },
  { key: 'delivered', label: 'Delivered' },
];

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
