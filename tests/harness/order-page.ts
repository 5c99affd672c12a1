// The order page (/order/{number}) opened with the number alone shows the status tracker only; the phone number the
// order was placed with shows its items and totals (SECURITY.md "Order numbers and lookups"). Tests that read those
// details on a page opened by number enter the phone as a shopper would.
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Enters `phone` in the order page's phone form and waits until the details are shown. */
export async function showOrderDetails(page: Page, phone: string, timeout = 30_000): Promise<void> {
  const form = page.getByTestId('order-phone-form');
  await form.getByLabel('Phone number').fill(phone, { timeout });
  await form.getByRole('button', { name: 'Show details' }).click();
  await expect(form).toHaveCount(0, { timeout });
}
