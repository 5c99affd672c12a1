// What a shopper sees when the server's rate limit refuses a call (SECURITY.md "Rate limits"): the server's
// sentence, not "invalid coupon" or a generic failure. Runs against a second shop server with the limits on (the
// stack's own runs with them off); each test is its own client through X-Forwarded-For, which that server trusts.
import { test as base, expect } from '@playwright/test';
import { hydrated } from '@tests/harness/browser';
import { cartLine, openCheckout, savedCustomer, seedBrowser } from '@tests/harness/browser-cart';
import { startOtherShop, type OtherShop } from '@tests/harness/other-shop';
import { DEFAULT_LIMITS } from '@/lib/rate-limits/rate-limit';
import { TOO_MANY_REQUESTS_MESSAGE } from '@/lib/rate-limits/too-many-requests';

const test = base.extend<{ client: string }, { limitedShop: OtherShop }>({
  limitedShop: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const shop = await startOtherShop({ rateLimits: true });
      await use(shop);
      await shop.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ limitedShop }, use) => use(limitedShop.shopUrl),
  // A client address of this test's own, for the page and for the calls that use up its budget. Counters live in
  // PocketBase, shared by every server and run on the stack, so it is drawn from a wide range.
  client: async ({ page }, use) => {
    const octet = () => 1 + Math.floor(Math.random() * 250);
    const client = `10.${octet()}.${octet()}.${octet()}`;
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': client });
    await use(client);
  },
});

/** Spends a budget with calls the server refuses (400): they count all the same, and write nothing. */
async function useUp(shopUrl: string, client: string, action: string, calls: number) {
  for (let i = 0; i < calls; i++) {
    const res = await fetch(`${shopUrl}/_actions/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
      body: JSON.stringify({ refused: true }),
    });
    expect(res.status).toBe(400);
  }
}

test('the promocode box says "too many requests", not that the code is invalid', async ({
  page,
  client,
  limitedShop,
}) => {
  await seedBrowser(page, [await cartLine('jumla-apple', 2)]);
  const checkout = await openCheckout(page);
  await useUp(limitedShop.shopUrl, client, 'validateCoupon', DEFAULT_LIMITS.coupons.limit);
  await checkout.getByRole('button', { name: 'Have a promocode?' }).click();
  await checkout.getByLabel('Promocode', { exact: true }).fill('DASHAIN100');
  await checkout.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(TOO_MANY_REQUESTS_MESSAGE)).toBeVisible();
  await expect(page.getByText('This coupon code is not valid')).toHaveCount(0);
  await expect(checkout.getByTestId('applied-coupon')).toHaveCount(0);
  await expect(checkout.getByRole('button', { name: 'Apply' })).toBeEnabled();
});

test('placing an order over the limit says so, and the shopper can try again later', async ({
  page,
  client,
  limitedShop,
}) => {
  await seedBrowser(page, [await cartLine('jumla-apple', 1)], await savedCustomer('Kathmandu', 'Thamel'));
  const checkout = await openCheckout(page);
  await useUp(limitedShop.shopUrl, client, 'placeOrder', DEFAULT_LIMITS.orders.limit);
  await checkout.getByRole('button', { name: 'Review Order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Order' });
  await confirm.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText(TOO_MANY_REQUESTS_MESSAGE)).toBeVisible();
  await expect(page).not.toHaveURL(/\/order\//);
  await expect(confirm.getByRole('button', { name: 'Place Order' })).toBeEnabled();
});

test('the feedback form says "too many requests" and keeps what was typed', async ({ page, client, limitedShop }) => {
  await page.goto('/feedback');
  await hydrated(page, 'FeedbackForm');
  await useUp(limitedShop.shopUrl, client, 'submitFeedback', DEFAULT_LIMITS.feedback.limit);
  await page.getByRole('radio', { name: /^5 stars/ }).check({ force: true });
  await page.getByLabel('Phone Number').fill('9723456789');
  await page.getByLabel('Comment').fill('Rate limited feedback');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText(TOO_MANY_REQUESTS_MESSAGE)).toBeVisible();
  await expect(page.getByTestId('feedback-thank-you')).toHaveCount(0);
  await expect(page.getByLabel('Comment')).toHaveValue('Rate limited feedback');
});

test('the QR lead form says "too many requests"', async ({ page, client, limitedShop }) => {
  await page.goto('/qr');
  const form = page.locator('#get-qr');
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'QrLeadForm');
  await useUp(limitedShop.shopUrl, client, 'submitQrLead', DEFAULT_LIMITS.qrLead.limit);
  await form.getByLabel('Full Name').fill('Limited Lead');
  await form.getByLabel('Mobile Number').fill('9812345678');
  await form.getByLabel('Business Name').fill('Limited Farm');
  await form.getByLabel('Email').fill('limited@farm.com.np');
  await form.getByLabel('Nature of Business').fill('Tea');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(TOO_MANY_REQUESTS_MESSAGE)).toBeVisible();
  await expect(page.getByTestId('qr-thank-you')).toHaveCount(0);
});
