// Amounts as the wallets write them, against the order's total (whole rupees, docs/architecture.md). Compared in
// paisa so "1000.0", "1000" and 1000 are the same and 999.99 is not; a thousands comma or anything else is refused.

/** Rupees to paisa, as Khalti counts (its `amount` and `total_amount`). */
export function rupeesToPaisa(rupees: number): number {
  if (!Number.isSafeInteger(rupees) || rupees < 0) throw new RangeError(`not whole rupees: ${rupees}`);
  return rupees * 100;
}

/**
 * True when `written`, a decimal number of units of `unitPaisa` paisa each (100: rupees, as eSewa writes; 1: paisa, as
 * Khalti writes), is exactly `expectedPaisa`.
 */
export function amountMatches(written: unknown, expectedPaisa: number, unitPaisa: number): boolean {
  const text = typeof written === 'number' ? String(written) : typeof written === 'string' ? written.trim() : '';
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return false;
  const whole = Number(m[1]);
  const fraction = m[2] ? Number(m[2].padEnd(2, '0')) : 0;
  if (unitPaisa === 1) return fraction === 0 && whole === expectedPaisa;
  return whole * unitPaisa + fraction * (unitPaisa / 100) === expectedPaisa;
}
