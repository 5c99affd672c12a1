// The static content pages (docs/rules.md §2 and the policy facts of §9), the
// not-found page and the redirect screen.
import { test, expect } from '@tests/harness/browser';
import { adminClient } from '@tests/harness/stack';

test('Shipping Policy states the delivery facts', async ({ page }) => {
  await page.goto('/shipping');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping Policy' })).toBeVisible();
  const main = page.locator('main');
  await expect(main).toContainText('2-9 days');
  await expect(main).toContainText('only within Nepal');
  await expect(main).toContainText('48 hours'); // we may cancel within 48 hours
  await expect(main).toContainText('cash on delivery');
});

test('Refund & Return Policy states the return, exchange and refund facts', async ({ page }) => {
  await page.goto('/refunds');
  await expect(page.getByRole('heading', { level: 1, name: 'Refund & Return Policy' })).toBeVisible();
  const main = page.locator('main');
  await expect(main).toContainText('within 5 days of receiving');
  for (const reason of ['damaged', 'wrong', 'improperly sealed', 'expired']) await expect(main).toContainText(reason);
  await expect(main).toContainText('3-5 days after the pickup');
  await expect(main).toContainText('48 hours of the order being marked delivered');
  await expect(main).toContainText('about 5-7 days');
  await expect(main).toContainText('only before it has been shipped');
  await expect(main).toContainText('full refund');
});

test('Privacy Policy explains what an order holds and what stays in the browser', async ({ page }) => {
  await page.goto('/privacy');
  const main = page.locator('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  for (const fact of [
    'your name',
    'your phone number',
    'your delivery address',
    'no sign-up',
    'tracking cookies',
    'Your cart',
  ]) {
    await expect(main).toContainText(fact);
  }
});

test('Terms of Service cover orders, cash on delivery and the policies', async ({ page }) => {
  await page.goto('/terms');
  const main = page.locator('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(main).toContainText('within Nepal only');
  await expect(main).toContainText('cash on delivery');
  await expect(main.getByRole('link', { name: 'Shipping Policy' })).toHaveAttribute('href', '/shipping');
  await expect(main.getByRole('link', { name: 'Refund & Return Policy' })).toHaveAttribute('href', '/refunds');
});

test('About Us has the mission, offering, accelerator programme and inclusion', async ({ page }) => {
  await page.goto('/about');
  const main = page.locator('main');
  for (const heading of ['Our mission', 'What we offer', 'Our accelerator programme', 'Inclusion']) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(main).toContainText('600+');
});

test('Contact Us has the chat link, support email and both offices', async ({ page }) => {
  await page.goto('/contact');
  const main = page.locator('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const chat = main.locator('[data-chat-link]');
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(main.locator('a[href^="mailto:"]')).toBeVisible();
  await expect(main.getByRole('heading', { name: /Corporate office/ })).toBeVisible();
  await expect(main.getByRole('region', { name: /Corporate office/ })).toContainText('Lalitpur');
  await expect(main.getByRole('region', { name: /Registered office/ })).toContainText('Kathmandu');
});

test('Meet Our Farmers shows six farmer cards from PocketBase', async ({ page }) => {
  const pb = await adminClient();
  const farmers = await pb.collection('farmers').getList(1, 6, { sort: 'sort' });
  await page.goto('/farmers');
  await expect(page.getByRole('heading', { level: 1, name: 'Meet Our Farmers' })).toBeVisible();
  const cards = page.locator('[data-farmer-card]');
  await expect(cards).toHaveCount(Math.min(6, farmers.totalItems));
  for (const [i, farmer] of farmers.items.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading')).toHaveText(farmer.name);
    await expect(card).toContainText(farmer.location);
    await expect(card).toContainText(farmer.specialty);
    await expect(card).toContainText(`${farmer.years} years`);
    const img = card.getByRole('img');
    await img.scrollIntoViewIfNeeded(); // lazy below the fold
    await expect(img).toHaveAttribute('src', /^\/(_image\?href=\/api\/files\/farmers\/|placeholder\.svg)/);
    // The image really loads (a missing one would be the placeholder, never a broken image).
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
});

test('an unknown path gets the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await main.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the redirect screen says so and lands on the home page', async ({ page, request }) => {
  const html = await (await request.get('/redirect')).text();
  expect(html).toContain('Redirecting to home page...');
  expect(html).toMatch(/<meta http-equiv="refresh" content="1; url=\/"/);
  await page.goto('/redirect');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-home-section="banner"]')).toBeVisible();
  // replace(): the redirect screen is not left in the history.
  await page.goBack().catch(() => undefined);
  await expect(page).not.toHaveURL(/\/redirect$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the redirect screen still goes home (meta refresh)', async ({ page }) => {
    await page.goto('/redirect', { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    await expect(page.locator('[data-home-section="banner"]')).toBeVisible();
  });
});
