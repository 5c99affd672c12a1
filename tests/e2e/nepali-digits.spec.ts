// Every number a Nepali page shows is in Devanagari digits (docs/rules.md "Numbers in Nepali"), codes aside: order
// numbers, lot codes, phone numbers and the company's registration numbers stay in Latin digits, as they are read
// out and typed. Checked on every prebuilt Nepali page of the stack's build, on the pages rendered on demand, on the
// islands' states a shopper reaches (stepper, cart, search, an order waiting on the phone), on the order page in each
// state of an order and on every page of the Nepali order desk a lead opens, each scanned as Chromium parses or
// renders it. A failure lists every page and text with a Latin digit. The same scans look for English words in Nepali text: outside a code, a brand (the shop's, the apps it
// names) or a text marked lang="en" (an operator's English, shown as such), a Nepali page has none.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '@tests/harness/axe';
import { expect, hydrated, test } from '@tests/harness/browser';
import { savedCustomer, seedBrowser } from '@tests/harness/browser-cart';
import { expectData } from '@tests/harness/actions-client';
import { signInToDesk } from '@tests/harness/desk-browser';
import { customer, orderInput, placeQuotedOrder } from '@tests/harness/orders';
import { startOtherShop } from '@tests/harness/other-shop';
import { place, product } from '@tests/harness/seed';
import { adminPb, testStack } from '@tests/harness/stack';
import { stockedProduct, stockLot } from '@tests/harness/stock';
import { createStaff, deliverWithCash } from '@tests/harness/staff';
import type { PlaceOrderResult } from '@/features/checkout/contract';
import { publicSettings } from '@/lib/settings.mjs';

const settings = publicSettings();

/** Escapes a literal for a RegExp source. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Codes that keep their Latin digits on Nepali pages (RegExp sources): phone numbers, order numbers and lot codes
 * ("ORD-123456", "OYS-2820", "J53R5B", "MUS-PRE1"), the company's registration number and PAN, web and e-mail addresses.
 */
const CODES = [
  // Web addresses first, then e-mail addresses: a map link holds an "@", and digits the codes below would cut out.
  String.raw`https?://\S+`,
  String.raw`\S+@\S+\.\w+`,
  String.raw`\+977[\d\s-]*\d`,
  String.raw`\b9[6-8]\d{8}\b`,
  String.raw`\b[A-Z]{2,}-\d+\b`,
  // Lot codes: capitals and digits, in parts joined by "-" ("J53R5B" made by the shop, "MUS-PRE1" typed by an operator).
  String.raw`\b(?=[A-Z0-9-]*[A-Z])[A-Z0-9]+(?:-[A-Z0-9]+)*\b`,
  literal(String(settings.PUBLIC_COMPANY_REG_NO)),
  literal(String(settings.PUBLIC_COMPANY_PAN)),
];

/** Brands a Nepali text names as they are written: the shop's own, its company, and the apps and works it names. */
const BRANDS = [
  // The company's name before the shop's, which begins it.
  String(settings.PUBLIC_COMPANY_LEGAL_NAME).replace(/\.$/, ''),
  'Krishi Bazaar', // src/lib/site.ts
  'WhatsApp',
  'JavaScript',
  'Fluent Emoji',
  'Microsoft Corporation',
  'MIT',
].map(literal);

/**
 * The texts of a document in Nepali that hold a Latin digit outside a code (with `brands`: an English word outside a
 * code or a brand): every text node outside <script>,
 * <style>, <template> and <noscript> (a page parsed without scripting reads <noscript>'s content as elements, which
 * are scanned) whose nearest `lang` is Nepali (an English text shown on a Nepali page is marked lang="en" and keeps
 * its digits). Each offence is reported with its element's whole text. Runs in the browser.
 */
function latinDigitTexts(args: { html: string | null; codes: string[]; brands?: string[] }): string[] {
  const doc = args.html === null ? document : new DOMParser().parseFromString(args.html, 'text/html');
  const codes = [...args.codes, ...(args.brands ?? [])].map((source) => new RegExp(source, 'g'));
  const offence = args.brands ? /[A-Za-z]{2,}/ : /[0-9]/;
  const found = new Set<string>();
  const walker = doc.createTreeWalker(doc.body ?? doc.documentElement, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, template, noscript')) continue;
    if (!(parent.closest('[lang]')?.getAttribute('lang') ?? '').startsWith('ne')) continue;
    let text = node.textContent ?? '';
    for (const code of codes) text = text.replace(code, '');
    if (offence.test(text)) found.add((parent.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 160));
  }
  return [...found];
}

/** The offending texts of an HTML document, parsed by Chromium as a page without scripts (Latin digits, then words). */
async function scanHtml(page: Page, html: string): Promise<string[]> {
  const digits = await page.evaluate(latinDigitTexts, { html, codes: CODES });
  const words = await page.evaluate(latinDigitTexts, { html, codes: CODES, brands: BRANDS });
  return [...digits, ...words.map((text) => `English: ${text}`)];
}

/** The offending texts of the page as it is rendered now (Latin digits, then words). */
async function scanRendered(page: Page): Promise<string[]> {
  const digits = await page.evaluate(latinDigitTexts, { html: null, codes: CODES });
  const words = await page.evaluate(latinDigitTexts, { html: null, codes: CODES, brands: BRANDS });
  return [...digits, ...words.map((text) => `English: ${text}`)];
}

/** Every .html file under a folder. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name));
}

test('every prebuilt Nepali page writes its numbers in Devanagari digits', async ({ page }) => {
  const { buildDir } = testStack();
  test.skip(!buildDir, 'the stack was started without a build');
  const root = join(buildDir, 'client', 'ne');
  const files = htmlFiles(root);
  expect(files.length).toBeGreaterThan(10);
  await page.goto('about:blank');
  const offences: Record<string, string[]> = {};
  for (const file of files) {
    const texts = await scanHtml(page, readFileSync(file, 'utf8'));
    if (texts.length) offences[`/ne/${relative(root, file)}`] = texts;
  }
  expect(offences).toEqual({});
});

/**
 * The texts inside `selector` of an HTML document that are English: marked lang="en" (an operator's English shown as
 * such), or with a Latin word outside a code or brand. For the demo's journeys and tags, which have their Nepali
 * (place_ne, note_ne, tags_ne): no exception. Also how many such regions the document has. Runs in the browser.
 */
function englishInside(args: { html: string; selector: string; codes: string[] }): {
  regions: number;
  english: string[];
} {
  const doc = new DOMParser().parseFromString(args.html, 'text/html');
  const codes = args.codes.map((source) => new RegExp(source, 'g'));
  const regions = [...doc.querySelectorAll(args.selector)];
  const english = new Set<string>();
  const textOf = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 160);
  for (const region of regions) {
    const marked = [region.closest('[lang]'), ...region.querySelectorAll('[lang]')];
    for (const el of marked)
      if (el && (el.getAttribute('lang') ?? '').startsWith('en')) english.add(`lang="en": ${textOf(el)}`);
    let text = region.textContent ?? '';
    for (const code of codes) text = text.replace(code, '');
    if (/[A-Za-z]{2,}/.test(text)) english.add(textOf(region));
  }
  return { regions: regions.length, english: [...english] };
}

test("the demo's journeys and article tags are in Nepali on Nepali pages, none shown in English", async ({ page }) => {
  const { buildDir } = testStack();
  test.skip(!buildDir, 'the stack was started without a build');
  const root = join(buildDir, 'client', 'ne');
  await page.goto('about:blank');
  const codes = [...CODES, ...BRANDS];
  const offences: Record<string, string[]> = {};
  const seen = { journey: 0, tags: 0 };
  const scan = async (where: string, html: string) => {
    for (const [kind, selector] of [
      ['journey', '[data-testid="journey"]'],
      ['tags', '[data-testid="post-tags"]'],
    ] as const) {
      const found = await page.evaluate(englishInside, { html, selector, codes });
      seen[kind] += found.regions;
      if (found.english.length) offences[`${where} ${kind}`] = found.english;
    }
  };
  for (const file of htmlFiles(root)) await scan(`/ne/${relative(root, file)}`, readFileSync(file, 'utf8'));
  // The trace pages, rendered on demand: every demo lot with a journey.
  const lots = await (await adminPb()).collection('lots').getFullList({ fields: 'code,journey' });
  for (const lot of lots.filter((l) => Array.isArray(l.journey) && l.journey.length > 0)) {
    const answer = await page.request.get(`/ne/t/${lot.code}`);
    expect(answer.status(), lot.code).toBe(200);
    await scan(`/ne/t/${lot.code}`, await answer.text());
  }
  expect(seen.journey, 'journeys scanned').toBeGreaterThan(1);
  expect(seen.tags, 'articles with tags scanned').toBeGreaterThan(1);
  expect(offences).toEqual({});
});

/** Pages rendered on demand, and the Nepali not-found page: the product list, a product, a trace page. */
async function onDemandPages(): Promise<string[]> {
  const pb = await adminPb();
  const visible = 'isVisible = true && is_available = true';
  const withMinimum = await pb.collection('web_products').getFirstListItem(`${visible} && minOf > 1`);
  const onSale = await pb.collection('web_products').getFirstListItem(`${visible} && compareAtPrice > price`);
  const lot = await pb.collection('lots').getFirstListItem('', { sort: '-harvest_date' });
  return [
    '/ne/products',
    '/ne/products?category=Vegetables',
    `/ne/products/${withMinimum.slug}`,
    `/ne/products/${onSale.slug}`,
    `/ne/t/${lot.code}`,
    '/ne/no-such-page',
  ];
}

test('the Nepali pages rendered on demand write their numbers in Devanagari digits', async ({ page }) => {
  await page.goto('about:blank');
  const offences: Record<string, string[]> = {};
  for (const path of await onDemandPages()) {
    const answer = await page.request.get(path);
    expect([200, 404], path).toContain(answer.status());
    const texts = await scanHtml(page, await answer.text());
    if (texts.length) offences[path] = texts;
  }
  expect(offences).toEqual({});
});

test('the islands on a Nepali page count in Devanagari digits: stepper, cart, search and a saved order', async ({
  page,
}, testInfo) => {
  // Run on the phone only (playwright.config.ts): the islands are the same on every screen, and the phone's header
  // opens search with its own button.
  test.setTimeout(120_000);
  const offences: Record<string, string[]> = {};
  const scan = async (state: string) => {
    const texts = await scanRendered(page);
    if (texts.length) offences[state] = texts;
  };
  const pb = await adminPb();
  const product = await pb
    .collection('web_products')
    .getFirstListItem('isVisible = true && is_available = true && minOf > 1');

  // The product page's stepper, one step up from the minimum.
  // A shopper who reads only Nepali types their name and address in Nepali (what they type is shown as typed).
  const customer = await savedCustomer('Kathmandu', 'Koteshwor');
  await seedBrowser(page, [], { ...customer, name: 'सीता शर्मा', landmark: 'नारायणहिटी गेट नजिकै' });
  await page.goto(`/ne/products/${product.slug}`);
  await hydrated(page, 'PurchaseBox');
  const buy = page.locator('main');
  await buy
    .getByRole('button', { name: /परिमाण बढाउनुहोस्/ })
    .first()
    .click();
  await expect(buy.getByRole('button', { name: /^कार्टमा .+ थप्नुहोस्$/ }).first()).toBeVisible();
  await scan('product page, stepper');

  // Added: the cart drawer opens with its heading count, the line's stepper and minimum, and the header's badge.
  await buy
    .getByRole('button', { name: /^कार्टमा .+ थप्नुहोस्$/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: /^तपाईंको कार्ट/ });
  await expect(drawer.getByTestId('cart-line')).toBeVisible();
  await scan('cart drawer');
  await expectNoAxeViolations(page, 'Nepali cart with a count', testInfo);

  // An order whose answer never came: kept on the phone, shown at the top of the cart with the time it was saved.
  await page.route(/\/_actions\/placeOrder\/?$/, (route) => route.abort('connectionreset'));
  await drawer.getByRole('button', { name: 'छिटो चेकआउटमा जानुहोस्' }).click();
  const checkout = page.getByRole('dialog', { name: 'छिटो अर्डर' });
  await checkout.getByRole('button', { name: 'अर्डर जाँच्नुहोस्' }).click();
  const confirm = page.getByRole('dialog', { name: 'आफ्नो अर्डर पक्का गर्नुहोस्' });
  await expect(confirm).toBeVisible();
  await scan('confirm dialog');
  await confirm.getByRole('button', { name: 'अर्डर गर्नुहोस्' }).click();
  const waiting = page.locator('[data-waiting-order]');
  await expect(waiting).toBeVisible();
  await expect(waiting).not.toContainText(/[AP]M/);
  await scan('cart with an order saved on the phone');
  await expectNoAxeViolations(page, 'Nepali cart with a saved order', testInfo);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The header search with its count of results.
  await page.goto('/ne');
  await page
    .getByRole('button', { name: 'खोज खोल्नुहोस्' })
    .or(page.getByRole('link', { name: 'उत्पादन खोज्नुहोस्' }))
    .click();
  await page.getByRole('combobox', { name: 'उत्पादन खोज्नुहोस्' }).fill('aalu');
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await scan('search results');

  expect(offences).toEqual({});
});

test('the Nepali desk writes its numbers in Devanagari digits and its words in Nepali, keeps to a 360 px phone and passes axe-core, on every page staff open', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  // A shop of its own (a copy of the seeded data): on the stack every test shares, other tests give products, routes
  // and people English names with no Nepali one, and the desk shows them as written. Here only the seed's bilingual
  // data and this test's own Nepali names exist, so what is left in Latin letters is the desk's own.
  const shop = await startOtherShop({ pocketbase: 'own' });
  try {
    const admin = shop.admin;
    const lead = await createStaff(admin, 'गीता लामा');
    await admin.collection('staff').update(lead.id, { lead: true });
    const kathmandu = await place('Kathmandu', 'Baneshwor', shop.anonymous());
    const honey = await admin
      .collection('web_products')
      .getFirstListItem(admin.filter('slug = {:slug}', { slug: 'chiuri-honey' }));
    // A product an operator has not named in Nepali, from a lot that comes up short after the order: the desk shows
    // its English name, marked as English, on the order, the packing list and the short lots.
    const unnamed = await stockedProduct('Lamjung Honey', admin);
    const lot = await stockLot(unnamed, { units: 2 }, admin);
    const items = [
      { id: honey.id, quantity: 2, price: Number(honey.price) },
      { id: unnamed.id, quantity: 1, price: unnamed.price },
    ];
    const order = await placeQuotedOrder(admin, shop.shopUrl, {
      branchId: kathmandu.cityId,
      items,
      customer: customer(kathmandu, {
        name: 'सीता शर्मा',
        phone: '9812345672',
        landmark: 'नीलो गेट',
        notes: 'आउनुअघि फोन गर्नुहोस्',
      }),
    });
    // Two steps on, so the order's history and its messages to the shopper have lines to show.
    await admin.collection('orders').update(order.id, { status: 'Confirmed' });
    await admin.collection('orders').update(order.id, { status: 'Out for Delivery' });
    await admin.collection('lots').update(lot.id, { units: 0 });
    // Nor has the operator written the order's route's Nepali name: the desk names it in English, marked as such.
    const route = await admin.collection('routes').update(order.route, { name_ne: '' });

    // A narrower phone than the project's: 360 px, as many low-cost Android phones are.
    const context = await browser.newContext({
      ...test.info().project.use,
      baseURL: shop.shopUrl,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    const offences: Record<string, string[]> = {};
    await page.goto('/ne/desk/login');
    offences['/ne/desk/login'] = await scanRendered(page);
    await expectNoAxeViolations(page, 'Nepali desk sign-in', testInfo);
    await signInToDesk(page, lead);
    const day = order.delivery_day;
    for (const path of [
      '/ne/desk',
      `/ne/desk/orders/${order.id}`,
      `/ne/desk/packing?day=${day}&route=${order.route}`,
      `/ne/desk/route-sheet?day=${day}&route=${order.route}`,
      `/ne/desk/settlement?day=${day}&rider=${lead.id}`,
      `/ne/desk/payouts?from=${day}&to=${day}`,
      '/ne/desk/stock',
    ]) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(200);
      await expect(page.locator('main')).toBeVisible();
      // "CSV" and "SMS" are written so in Nepali too; in capitals, they pass as codes do.
      offences[path] = await scanRendered(page);
      // Nepali words run longer than English ones: the page still keeps to the phone's width.
      const [scrollWidth, clientWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth!);
      await expectNoAxeViolations(page, `Nepali desk ${new URL(page.url()).pathname}`, testInfo);
    }
    // The pages did show the order: the scans read what staff read.
    await page.goto(`/ne/desk/orders/${order.id}`);
    await expect(page.getByTestId('desk-history')).toContainText('डेलिभरीका लागि पठाइयो');
    const lines = page.getByTestId('desk-line');
    await expect(lines.filter({ hasText: 'चिउरीको मह' }).locator('[lang]')).toHaveCount(0);
    await expect(lines.locator('[lang="en"]')).toHaveText([unnamed.name]);
    await page.goto(`/ne/desk/packing?day=${day}&route=${order.route}`);
    const packed = page.getByTestId('packing-product');
    await expect(packed.filter({ hasText: 'चिउरीको मह' })).toContainText(order.orderNumber);
    await expect(packed.locator('h2 [lang="en"]')).toHaveText([unnamed.name]);
    await expect(page.locator('main p [lang="en"]')).toHaveText([route.name]);
    await expect(page.locator('#desk-day-form option[lang="en"]')).toHaveText([route.name]);
    await page.goto(`/ne/desk/route-sheet?day=${day}&route=${order.route}`);
    await expect(page.getByTestId('sheet-heading').locator('[lang="en"]')).toHaveText([route.name]);
    await page.goto(`/ne/desk?day=${day}&route=${order.route}`);
    await expect(page.getByTestId('day-filter').locator('[lang="en"]')).toHaveText([route.name]);
    await page.goto('/ne/desk/stock');
    await expect(page.getByTestId('shortfall-lot').locator('h2 [lang="en"]')).toHaveText([unnamed.name]);
    await expect(page.getByTestId('shortfall-lot')).toContainText(lot.code);
    expect(Object.fromEntries(Object.entries(offences).filter(([, texts]) => texts.length))).toEqual({});
    await context.close();
  } finally {
    await shop.stop();
  }
});

test("the shopper's Nepali order page writes its numbers in Devanagari digits and its words in Nepali, in every state", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const admin = await adminPb();
  const [kathmandu, honey] = await Promise.all([place('Kathmandu', 'Baneshwor'), product('chiuri-honey')]);
  const phone = '9812345673';
  const placeNepali = () =>
    expectData<PlaceOrderResult>(
      'placeOrder',
      orderInput(kathmandu, [{ product: honey, quantity: 2 }], {
        customer: customer(kathmandu, { name: 'सीता शर्मा', phone, landmark: 'नीलो गेट', notes: 'फोन गर्नुहोस्' }),
      }),
    );
  const recordOf = (placed: PlaceOrderResult) =>
    admin.collection('orders').getFirstListItem(admin.filter('orderNumber = {:n}', { n: placed.orderNumber }));
  const delivered = await placeNepali();
  const cancelled = await placeNepali();

  const offences: Record<string, string[]> = {};
  const scanOrder = async (state: string, placed: PlaceOrderResult, withPhone: boolean) => {
    await page.goto(`/ne/order/${placed.orderNumber}`);
    if (withPhone) {
      // The phone form in Nepali, typed on a Nepali keyboard.
      const form = page.getByTestId('order-phone-form');
      await form.getByRole('textbox').fill('९८१२३४५६७३');
      await form.getByRole('button').click();
      await expect(form).toHaveCount(0);
    }
    await expect(page.getByText(placed.orderNumber).first()).toBeVisible();
    const texts = await scanRendered(page);
    if (texts.length) offences[state] = texts;
    await expectNoAxeViolations(page, `Nepali order page, ${state}`, testInfo);
  };
  await scanOrder('placed, by number alone', delivered, false);
  await scanOrder('placed, with the phone', delivered, true);
  const record = await recordOf(delivered);
  await admin.collection('orders').update(record.id, { status: 'Confirmed' });
  await admin.collection('orders').update(record.id, { status: 'Out for Delivery' });
  await scanOrder('out for delivery', delivered, true);
  await deliverWithCash(admin, record.id);
  await scanOrder('delivered', delivered, true);
  await expect(page.locator('[aria-current="step"]')).toContainText('डेलिभर');
  await admin
    .collection('orders')
    .update((await recordOf(cancelled)).id, { status: 'Cancelled', status_reason: 'यो हप्ता मह सकियो' });
  await scanOrder('cancelled', cancelled, true);
  await expect(page.getByTestId('order-status-reason')).toContainText('यो हप्ता मह सकियो');
  expect(offences).toEqual({});
});
