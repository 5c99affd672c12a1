// A first-time shopper on a phone (docs/offline.md): one online visit in which nothing is touched, then the signal
// goes. The page of that visit and the installed app's start page open offline as themselves; the checkout can
// choose a district and city (the delivery areas are kept with the shop's shell) and place the order, which is sent
// exactly once when the signal returns; the saved page's note speaks the page's language; the offline page's list
// agrees with its heading; a gallery picture never saved shows the placeholder. Real Chromium, the stack's real shop
// server and PocketBase; "offline" is the browser context's own switch.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '@tests/harness/axe';
import { hydrated, test, expect } from '@tests/harness/browser';
import { choose } from '@tests/harness/browser-cart';
import { ordersWithKey, waitingKeys } from '@tests/harness/outbox';
import { PAGES_CACHE } from '@/features/offline/cache-names';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });

/**
 * Opens `path` once, as a first visitor does, touching nothing, and waits until the worker that page registered is
 * active (its install is over). No reload: the page is seen once.
 */
async function firstVisit(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  return (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
}

/** What the shopper reads and taps, in each language (messages/en.json, messages/ne.json). */
const SHOPPER = {
  en: {
    prefix: '',
    addOne: 'Add 1 to Cart',
    cart: /^Your Cart/,
    toCheckout: 'Continue to Quick Checkout',
    checkout: 'Quick Checkout',
    name: 'Full Name',
    phone: 'Phone Number',
    district: 'District',
    city: 'City/Area',
    landmark: 'Landmark / Address',
    review: 'Review Order',
    confirm: 'Confirm Your Order',
    place: 'Place Order',
    waiting: 'Saved on this phone, not sent yet',
    offline: 'You are offline',
  },
  ne: {
    prefix: '/ne',
    addOne: /^कार्टमा (१|1) थप्नुहोस्$/,
    cart: /^तपाईंको कार्ट/,
    toCheckout: 'छिटो चेकआउटमा जानुहोस्',
    checkout: 'छिटो अर्डर',
    name: 'पूरा नाम',
    phone: 'फोन नम्बर',
    district: 'जिल्ला',
    city: 'सहर/क्षेत्र',
    landmark: 'चिनारी ठाउँ / ठेगाना',
    review: 'अर्डर जाँच्नुहोस्',
    confirm: 'आफ्नो अर्डर पक्का गर्नुहोस्',
    place: 'अर्डर गर्नुहोस्',
    waiting: 'यो फोनमा सुरक्षित छ, अझै पठाइएको छैन',
    offline: 'तपाईं अफलाइन हुनुहुन्छ',
  },
} as const;

for (const [locale, words] of Object.entries(SHOPPER)) {
  test(`${locale}: after one online visit, touching nothing, an order is placed offline (district and city chosen) and sent once when the signal returns`, async ({
    page,
    context,
  }) => {
    const product = `${words.prefix}/products/cinnamon-dalchini`;
    const name = await firstVisit(page, product);

    await context.setOffline(true);
    await page.goto(product);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.getByRole('button', { name: words.addOne }).click();
    const drawer = page.getByRole('dialog', { name: words.cart });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: words.toCheckout }).click();
    const checkout = page.getByRole('dialog', { name: words.checkout });
    await checkout.getByLabel(words.name).fill('Sita Sharma');
    await checkout.getByLabel(words.phone).fill('9841234567');
    // Never opened online: the districts and cities come from the delivery areas kept on the phone.
    await choose(checkout, words.district, 'Kathm', /Kathmandu|काठमाडौं/);
    await choose(checkout, words.city, 'Banesh', /^(Baneshwor|बानेश्वर)/);
    await checkout.getByLabel(words.landmark).fill('Near the Narayanhiti gate');
    await checkout.getByRole('button', { name: words.review }).click();
    await page.getByRole('dialog', { name: words.confirm }).getByRole('button', { name: words.place }).click();
    await expect(drawer.getByText(words.waiting)).toBeVisible();
    const keys = await waitingKeys(page);
    expect(keys).toHaveLength(1);
    const key = keys[0]!;
    expect(await ordersWithKey(key)).toHaveLength(0);

    await context.setOffline(false);
    await expect(page).toHaveURL(new RegExp(`^[^?#]*${words.prefix}/order/[^/]+$`), { timeout: 30_000 });
    // Another wake-up (a page shown again) finds nothing left to send.
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await expect.poll(() => waitingKeys(page)).toEqual([]);
    const orders = await ordersWithKey(key);
    expect(orders).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe(`${words.prefix}/order/${orders[0]!.orderNumber}`);
  });
}

test('a coupon offline: the shop must check it, and the shopper is told so in the page language', async ({
  page,
  context,
}) => {
  const product = '/ne/products/cinnamon-dalchini';
  await firstVisit(page, product);
  await context.setOffline(true);
  await page.goto(product);
  await page.getByRole('button', { name: SHOPPER.ne.addOne }).click();
  await page
    .getByRole('dialog', { name: SHOPPER.ne.cart })
    .getByRole('button', { name: SHOPPER.ne.toCheckout })
    .click();
  const checkout = page.getByRole('dialog', { name: SHOPPER.ne.checkout });
  await checkout.getByRole('button', { name: 'प्रोमोकोड छ?' }).click();
  await checkout.getByLabel('प्रोमोकोड', { exact: true }).fill('SAVE10');
  await checkout.getByRole('button', { name: 'लागू गर्नुहोस्' }).click();
  const toast = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'समस्या भयो' });
  await expect(toast).toContainText('तपाईं अफलाइन हुनुहुन्छ');
  await expect(toast).not.toContainText(/[A-Za-z]/);
  await context.setOffline(false);
});

test('the first page of the first visit and the installed app’s start pages open offline as themselves', async ({
  page,
  context,
}, testInfo) => {
  const heading = await firstVisit(page, '/ne/about');
  // Both manifests' start URLs (English and Nepali: src/features/offline/manifest.ts) are saved too, though this
  // visit never opened them.
  const starts: { path: string; lang: string }[] = [];
  for (const manifestPath of ['/manifest.webmanifest', '/ne/manifest.webmanifest']) {
    const manifest = await (await page.request.get(manifestPath)).json();
    starts.push({ path: new URL(manifest.start_url, page.url()).pathname, lang: manifest.lang });
  }
  expect(starts).toEqual([
    { path: '/', lang: 'en' },
    { path: '/ne', lang: 'ne' },
  ]);

  await context.setOffline(true);
  await page.goto('/ne/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  for (const words of [SHOPPER.en, SHOPPER.ne])
    await expect(page.getByRole('heading', { name: words.offline })).toHaveCount(0);

  for (const start of starts) {
    await page.goto(start.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: SHOPPER[start.lang as 'en' | 'ne'].offline })).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(start.path);
    await expect(page.locator('html')).toHaveAttribute('lang', start.lang);
  }

  // A product page never opened: the offline page, its product list empty and saying so, the pages it has listed.
  await page.goto('/products/ginger-powder');
  await expect(page.getByRole('heading', { name: SHOPPER.en.offline })).toBeVisible();
  await expect(page.locator('[data-saved-pages] a')).toHaveCount(3);
  await expect(page.locator('[data-saved-products] a')).toHaveCount(0);
  await expect(page.locator('[data-none-saved]')).toBeVisible();
  await expectNoAxeViolations(page, 'offline page, no product saved', testInfo);
  await context.setOffline(false);
});

test('a Nepali saved page’s note is all Nepali from its first minute; the offline page lists that product under its heading', async ({
  page,
  context,
}, testInfo) => {
  const product = '/ne/products/ginger-powder';
  const name = await firstVisit(page, product);

  await context.setOffline(true);
  await page.goto(product);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const note = page.locator('[data-saved-note]');
  await expect(note).toBeVisible();
  await expect(note).toContainText('सुरक्षित गरिएको — मूल्य बदलिएको हुन सक्छ।');
  await expect(note).not.toContainText(/[A-Za-z0-9]/);
  await expectNoAxeViolations(page, 'Nepali saved page with its note', testInfo);

  await page.goto('/ne/products/sisno-nettle-powder');
  // The Nepali offline page, in Nepali first.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHOPPER.ne.offline);
  const listed = page.locator('[data-saved-products] a').filter({ hasText: name });
  await expect(listed).toHaveAttribute('href', product);
  await expect(page.locator('[data-none-saved]')).toBeHidden();
  await expect(page.locator('[data-saved-pages] a').filter({ hasText: name })).toHaveCount(0);
  await expectNoAxeViolations(page, 'offline page, a Nepali product saved', testInfo);
  await context.setOffline(false);
});

test('offline, the gallery moves to a picture never saved and shows the placeholder, not a broken image', async ({
  page,
  context,
}) => {
  const product = '/products/jumla-apple';
  await firstVisit(page, product);
  const slides = page.locator('[aria-roledescription="slide"]');
  const count = await slides.count();
  expect(count).toBeGreaterThan(2);
  // The signal goes: nothing fetched from here on is kept.
  await context.setOffline(true);
  // The gallery fetches a slide's picture only once it wants it (src/features/catalog/ProductGallery.tsx: the second
  // after half an advance, more as it advances), so a visit that took long on a busy host drew more than the first.
  // The slide opened offline is the first whose picture the visit never fetched: its <img> is not on the page.
  let neverFetched = 0;
  for (let i = 1; i < count && !neverFetched; i++)
    if ((await slides.nth(i).locator('img').count()) === 0) neverFetched = i;
  expect(neverFetched, 'a slide whose picture the visit did not fetch').toBeGreaterThan(0);

  // The browser's own HTTP cache forgets every picture (as a phone's does under storage pressure): only what the
  // worker keeps is left. (The thumbnails drawn online may share a size with a slide's picture.)
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.goto(product);
  await hydrated(page, 'ProductGallery');
  await page.getByRole('button', { name: `Show image ${neverFetched + 1} of ${count}` }).click();
  await expect(slides.nth(neverFetched)).toHaveAttribute('data-active', '');
  const picture = slides.nth(neverFetched).locator('img');
  await expect(picture).toBeVisible();
  // Drawn (not broken), and drawn as public/placeholder.svg: its corner is the placeholder's pale green (#f0fff4).
  await expect
    .poll(() =>
      picture.evaluate((img: HTMLImageElement) => {
        if (!img.complete || img.naturalWidth === 0) return 'broken';
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const context = canvas.getContext('2d')!;
        context.drawImage(img, 0, 0);
        return [...context.getImageData(1, 1, 1, 1).data].join(',');
      }),
    )
    .toBe('240,255,244,255');
  expect(
    await page.evaluate(
      async ([cacheName, path]) => Boolean(await (await caches.open(cacheName!)).match(path!)),
      [PAGES_CACHE, product],
    ),
  ).toBe(true);
  await context.setOffline(false);
});
