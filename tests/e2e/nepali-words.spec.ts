// What a shopper on a phone reads in Nepali (docs/i18n.md): districts and branches by their Nepali names, found
// typed in Devanagari or in Latin letters; the order confirmation in Nepali; a pre-order that says so; and a stock
// check that offers to take what is left. Phone size: the shopper this is for.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '@tests/harness/axe';
import { expect, hydrated, test } from '@tests/harness/browser';
import { cartLine, clearOfCutoffs, savedCustomer, seedBrowser } from '@tests/harness/browser-cart';
import { adminPb } from '@tests/harness/stack';

/** On a Nepali page with a cart in localStorage: opens the drawer. */
async function openNepaliCart(page: Page) {
  await page.getByRole('button', { name: /^किनमेल कार्ट, .+ सामान$/ }).click();
  return page.getByRole('dialog', { name: /^तपाईंको कार्ट/ });
}

/** On a Nepali page with a cart in localStorage: opens the drawer (unless open) and the quick checkout. */
async function openNepaliCheckout(page: Page, drawer?: Awaited<ReturnType<typeof openNepaliCart>>) {
  await clearOfCutoffs();
  await (drawer ?? (await openNepaliCart(page))).getByRole('button', { name: 'छिटो चेकआउटमा जानुहोस्' }).click();
  const checkout = page.getByRole('dialog', { name: 'छिटो अर्डर' });
  await expect(checkout.getByRole('button', { name: 'अर्डर जाँच्नुहोस्' })).toBeVisible();
  return checkout;
}

test('the Nepali checkout finds districts typed in Devanagari or Latin letters, and confirms in Nepali', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000); // two lists, two axe checks and the confirmation, on a busy machine
  // As the shop's add-to-cart stores it: with the product's Nepali name.
  await seedBrowser(page, [await cartLine('organic-potato', 2, { nepaliName: 'अर्गानिक आलु' })]);
  await page.goto('/ne');
  const drawer = await openNepaliCart(page);
  // The line's buttons name it as it is shown, in Nepali.
  await expect(drawer.getByRole('button', { name: 'अर्गानिक आलु हटाउनुहोस्' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'अर्गानिक आलु को परिमाण बढाउनुहोस्' })).toBeVisible();
  const checkout = await openNepaliCheckout(page, drawer);

  const district = checkout.getByRole('combobox', { name: 'जिल्ला' });
  await district.click();
  // The list is in Nepali.
  const list = checkout.getByRole('listbox', { name: 'जिल्ला' });
  await expect(list.getByRole('option', { name: 'काठमाडौं' })).toBeVisible();
  await expect(list).not.toContainText('Kathmandu');
  // In the Nepali order of the Nepali names (the English list's order reads as none: अछाम, अर्घाखाँची, बागलुङ...).
  const shown = await list.getByRole('option').allInnerTexts();
  expect(shown.slice(0, 4)).toEqual(['अछाम', 'अर्घाखाँची', 'इलाम', 'उदयपुर']);
  await district.fill('काठमाडौं');
  await expect(list.getByRole('option')).toHaveText(['काठमाडौं']);
  // Romanized, with or without the "n".
  await district.fill('kathmandu');
  await expect(list.getByRole('option')).toHaveText(['काठमाडौं']);
  await district.fill('kathmadu');
  await expect(list.getByRole('option')).toHaveText(['काठमाडौं']);
  await district.fill('sarlahi');
  await expect(list.getByRole('option')).toHaveText(['सर्लाही']);
  await district.fill('काठमाडौं');
  await list.getByRole('option', { name: 'काठमाडौं' }).click();
  await expect(district).toHaveValue('काठमाडौं');

  const city = checkout.getByRole('combobox', { name: 'सहर/क्षेत्र' });
  await city.click();
  await city.fill('thamel');
  const thamel = checkout.getByRole('listbox', { name: 'सहर/क्षेत्र' }).getByRole('option', { name: /^ठमेल/ });
  await expect(thamel).toBeVisible();
  // Its areas in Nepali (branchArea_ne), found by their English names too.
  await expect(thamel).toContainText('ठमेल, लाजिम्पाट, नक्साल');
  await expect(thamel).not.toContainText(/Lazimpat|अंग्रेजीमा/);
  await expectNoAxeViolations(page, 'Nepali checkout, district and branch lists in Nepali', testInfo);
  await thamel.click();
  await expect(city).toHaveValue('ठमेल');

  await checkout.getByLabel('पूरा नाम').fill('सीता शर्मा');
  await checkout.getByLabel('फोन नम्बर').fill('९८४१२३४५६७');
  await checkout.getByLabel('चिनारी ठाउँ / ठेगाना').fill('नारायणहिटी गेट नजिकै');
  await checkout.getByRole('button', { name: 'अर्डर जाँच्नुहोस्' }).click();

  const confirm = page.getByRole('dialog', { name: 'आफ्नो अर्डर पक्का गर्नुहोस्' });
  await expect(confirm).toBeVisible();
  // The item by its Nepali name with a Devanagari count; the place by its Nepali names.
  await expect(confirm.getByTestId('confirm-line')).toHaveText(/^अर्गानिक आलु × २\s*रु\./);
  await expect(confirm).toContainText('नारायणहिटी गेट नजिकै, ठमेल, काठमाडौं');
  await expect(confirm).not.toContainText(/Organic Potato|Kathmandu|Thamel|× 2/);
  await expectNoAxeViolations(page, 'Nepali order confirmation', testInfo);
});

test('a pre-order says pre-order, on its badge and its button, in both languages', async ({ page }, testInfo) => {
  await page.goto('/ne/products/mustard-flower-honey');
  await hydrated(page, 'PurchaseBox');
  await expect(page.locator('[data-preorder-badge]').first()).toHaveText('प्रि-अर्डर');
  await expect(page.locator('[data-ships]').first()).toContainText('देखि पठाइन्छ');
  await expect(page.getByRole('button', { name: '१ प्रि-अर्डर गर्नुहोस्' })).toBeEnabled();
  await expectNoAxeViolations(page, 'Nepali pre-order product page', testInfo);

  await page.goto('/products/mustard-flower-honey');
  await hydrated(page, 'PurchaseBox');
  await expect(page.locator('[data-preorder-badge]').first()).toHaveText('Pre-order');
  await expect(page.getByRole('button', { name: 'Pre-order 1' })).toBeEnabled();
  await expect(page.getByRole('button', { name: /^Add 1 to Cart$/ })).toHaveCount(0);
});

test('a stock check with fewer left offers to take what is left, and the order goes on', async ({ page }, testInfo) => {
  // Lapsi Achar has 3 left in the demo stock (scripts/seed/lots.mjs); the cart holds 5.
  await seedBrowser(page, [await cartLine('lapsi-achar', 5)], await savedCustomer('Kathmandu', 'Thamel'));
  await page.goto('/ne');
  const checkout = await openNepaliCheckout(page);
  await checkout.getByRole('button', { name: 'अर्डर जाँच्नुहोस्' }).click();

  const alert = checkout.getByRole('alert');
  await expect(alert).toContainText('तपाईंको कार्टमा भएभन्दा कम बाँकी छ');
  await expect(alert).toContainText('(३ मात्र बाँकी)');
  await expect(alert).not.toContainText('उपलब्ध छैनन्');
  const reduce = checkout.getByRole('button', { name: /३ मा घटाउनुहोस्$/ });
  await expect(reduce).toBeVisible();
  await expectNoAxeViolations(page, 'Nepali stock check with a reduce offer', testInfo);

  await reduce.click();
  await expect(alert).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('krishi-cart') ?? '[]'));
  expect(stored[0].quantity).toBe(3);
  await checkout.getByRole('button', { name: 'अर्डर जाँच्नुहोस्' }).click();
  await expect(page.getByRole('dialog', { name: 'आफ्नो अर्डर पक्का गर्नुहोस्' })).toBeVisible();
});

test('the Nepali product page names its unit, breadcrumb, nutrition and origin in Nepali', async ({
  page,
}, testInfo) => {
  await page.goto('/ne/products/chitwan-banana');
  await hydrated(page, 'PurchaseBox');
  await expect(page.getByTestId('product-price').locator('..')).toContainText('/ १ दर्जन');
  await expect(page.locator('main')).not.toContainText(/DOZEN|1 KG/);
  await expect(page.getByRole('navigation', { name: /.+/ }).locator('[aria-current="page"]')).toHaveText('चितवनको केरा');
  const facts = page.getByTestId('nutrition-fact');
  await expect(facts.first()).toBeVisible();
  for (const fact of await facts.all()) await expect(fact).not.toContainText(/[A-Za-z]{2,}/);
  await expectNoAxeViolations(page, 'Nepali product page with nutrition facts', testInfo);

  // The default "sourced from" line names the district in Nepali (its districtName_ne).
  await page.goto('/ne/products/sarlahi-litchi');
  await expect(page.locator('#product-details-title + ul')).toContainText('सर्लाहीबाट ल्याइएको');

  // A card's approximate weight.
  await page.goto('/ne/products?search=avocado');
  await expect(page.locator('[data-product-card="kavre-avocado"] [data-approx-weight]')).toHaveText('लगभग ३-४ वटा');
});

test('the Nepali trace page names the product, its farmer and the lot size in Nepali', async ({ page }, testInfo) => {
  const pb = await adminPb();
  const lot = await pb
    .collection('lots')
    .getFirstListItem('product.slug = "wild-cliff-honey" && quantity_unit = "jar" && quantity > 0', {
      expand: 'product',
      sort: '-harvest_date',
    });
  await page.goto(`/ne/t/${lot.code}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(lot.expand!.product.nepaliName);
  await expect(page.getByTestId('lot-size')).toHaveText(/^[०-९,]+ बट्टा$/);
  const farmer = page.getByTestId('lot-farmer').filter({ hasText: 'पूर्णबहादुर गुरुङ' });
  await expect(farmer).toBeVisible();
  await expect(farmer.getByTestId('lot-farmer-name')).not.toHaveAttribute('lang', 'en');
  // The story in Nepali where the farmer's record has one, else the English story marked English.
  const purna = await pb.collection('farmers').getFirstListItem('name = "Purna Bahadur Gurung"');
  const story = farmer.getByTestId('lot-farmer-story');
  if (purna.story_ne?.trim()) {
    await expect(story).toHaveText(purna.story_ne.trim());
    await expect(story).not.toHaveAttribute('lang', 'en');
  } else await expect(story).toHaveAttribute('lang', 'en');
  await expect(page.locator('main')).not.toContainText('Purna Bahadur Gurung');
  // Where it was grown and who collected it, in Nepali (the lot's origin_municipality_ne and cooperative_ne, the
  // district's Nepali name), with nothing marked English.
  await expect(page.getByTestId('origin')).toContainText(`${lot.origin_municipality_ne}, लमजुङ`);
  await expect(page.getByTestId('cooperative')).toHaveText(lot.cooperative_ne);
  for (const fact of [page.getByTestId('origin'), page.getByTestId('cooperative')]) {
    await expect(fact).not.toContainText(/[A-Za-z]{2,}|अंग्रेजीमा/);
  }
  // Its journey: each step's place and note in Nepali (the steps' place_ne and note_ne), nothing marked English.
  const steps = page.getByTestId('journey').locator('li');
  const journey = lot.journey as { place_ne: string; note_ne?: string }[];
  await expect(steps).toHaveCount(journey.length);
  for (const [i, step] of journey.entries()) {
    await expect(steps.nth(i)).toContainText(step.place_ne);
    if (step.note_ne) await expect(steps.nth(i)).toContainText(step.note_ne);
  }
  await expect(page.getByTestId('journey')).not.toContainText(/[A-Za-z]{2,}/);
  await expect(page.getByTestId('journey').locator('[lang="en"]')).toHaveCount(0);
  await expectNoAxeViolations(page, 'Nepali trace page', testInfo);

  // The QR page's live example names the product in Nepali inside its sentence.
  await page.goto('/ne/qr');
  await expect(page.getByTestId('qr-live-example')).toContainText('यो हाम्रो');
  await expect(page.getByTestId('qr-live-example')).not.toContainText(/[A-Za-z]+को QR/);
});

test('Nepali search results lead with the Nepali name', async ({ page }) => {
  await page.goto('/ne');
  await page
    .getByRole('button', { name: 'खोज खोल्नुहोस्' })
    .or(page.getByRole('link', { name: 'उत्पादन खोज्नुहोस्' }))
    .click();
  await page.getByRole('combobox', { name: 'उत्पादन खोज्नुहोस्' }).fill('aalu');
  const potato = page.getByRole('listbox').getByRole('option').filter({ hasText: 'अर्गानिक आलु' });
  const names = potato.getByTestId('search-option-names').locator(':scope > span');
  await expect(names).toHaveText(['अर्गानिक आलु', 'Organic Potato']);
  await expect(names.nth(1)).toHaveAttribute('lang', 'en');
});
