// The cart (docs/rules.md §2 Header cart button, Cart panel; §4 Cart; §5 Quantity), driven from a seeded localStorage cart.
import { test, expect } from '@tests/harness/browser';
import { CART_KEY, cartButton, cartLine, openCart, seedBrowser } from '@tests/harness/browser-cart';

test('the badge shows the total quantity and the drawer lists every line', async ({ page }) => {
  const apple = await cartLine('jumla-apple', 2);
  const dal = await cartLine('kalo-maas', 1);
  await seedBrowser(page, [apple, dal]);

  await expect(cartButton(page)).toHaveAccessibleName('Shopping cart, 3 items');
  await expect(page.getByTestId('cart-badge')).toHaveText('3');

  const drawer = await openCart(page);
  await expect(drawer).toHaveAccessibleName('Your Cart (3)');
  const appleLine = drawer.getByTestId('cart-line').filter({ hasText: apple.name });
  await expect(appleLine).toContainText(`Rs. ${apple.price} / ${apple.unit}`);
  await expect(appleLine.getByTestId('cart-quantity')).toHaveText('2');
  await expect(appleLine.getByTestId('cart-line-total')).toHaveText(`Rs. ${apple.price * 2}`);
  await expect(appleLine.getByRole('img')).toHaveCount(0); // decorative image (alt="")
  await expect(appleLine.locator('img')).toHaveAttribute('src', '/placeholder.svg');
  await expect(drawer.getByTestId('cart-subtotal')).toHaveText(`Rs. ${apple.price * 2 + dal.price}`);
  await expect(drawer.getByRole('button', { name: 'Continue to Quick Checkout' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Continue Shopping' })).toBeVisible();
});

test('Back closes the drawer instead of leaving the page; closed with its button, Back leaves as it would have', async ({
  page,
}) => {
  await seedBrowser(page, [await cartLine('jumla-apple', 1)]);
  await page.goto('/products');
  await openCart(page);
  await page.goBack();
  await expect(page.getByRole('dialog', { name: /^Your Cart/ })).toHaveCount(0);
  await expect(page).toHaveURL(/\/products$/);
  // Opened and closed with its button (or Escape): no entry is left behind, so Back leaves the page.
  const drawer = await openCart(page);
  await drawer.getByRole('button', { name: 'Close cart' }).click();
  await expect(drawer).toBeHidden();
  await openCart(page);
  await page.keyboard.press('Escape');
  await page.goBack();
  await expect(page).not.toHaveURL(/\/products$/);

  // A product opened in a fresh tab (a shared link): its Back link still goes to the products after the drawer's
  // own entry came and went, not nowhere.
  const fresh = await page.context().newPage();
  await fresh.goto('/products/jumla-apple');
  await fresh
    .getByRole('button', { name: /^Add (\d+ )?to Cart$/ })
    .first()
    .click();
  const freshDrawer = fresh.getByRole('dialog', { name: /^Your Cart/ });
  await freshDrawer.getByRole('button', { name: 'Close cart' }).click();
  await expect(freshDrawer).toBeHidden();
  await fresh.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(fresh).toHaveURL(/\/products$/);
});

test('a page reloaded with the drawer open shows it closed, and one Back leaves the page', async ({ page }) => {
  await seedBrowser(page, [await cartLine('jumla-apple', 1)]);
  await page.goto('/products');
  await openCart(page);
  expect(await page.evaluate(() => history.length)).toBeGreaterThan(2); // the drawer's own entry
  await page.reload();
  await expect(page.getByRole('dialog', { name: /^Your Cart/ })).toHaveCount(0);
  await expect(cartButton(page)).toHaveAccessibleName('Shopping cart, 1 item'); // its code runs
  // Still on the drawer's entry: without the step over it this Back would only reach the same page's entry before.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/products$/);
  // Forward comes back to the products (on the drawer's entry again): Back still leaves in one press.
  await page.goForward();
  await expect(page).toHaveURL(/\/products$/);
  await expect(cartButton(page)).toHaveAccessibleName('Shopping cart, 1 item');
  await page.goBack();
  await expect(page).not.toHaveURL(/\/products$/);
});

test('with an empty cart too, a page reloaded with the drawer open leaves in one Back', async ({ page }) => {
  await page.goto('/products');
  // Before its first tap the empty cart's button has no count in its name yet.
  await page.getByRole('button', { name: /^Shopping cart/ }).click();
  await expect(page.getByRole('dialog', { name: /^Your Cart/ })).toContainText('Your cart is empty');
  await page.reload();
  await expect(page.getByRole('dialog', { name: /^Your Cart/ })).toHaveCount(0);
  // With nothing stored, the button's code waits for a tap, except on the drawer's entry: there it runs on its own.
  await expect(cartButton(page)).toHaveAccessibleName('Shopping cart, 0 items');
  await page.goBack();
  await expect(page).not.toHaveURL(/\/products$/);
});

test('a bottom drawer on phones, a side sheet on wide screens; Escape closes it', async ({ page }) => {
  await seedBrowser(page, [await cartLine('jumla-apple', 1)]);
  const drawer = await openCart(page);
  // Focus moves into the drawer and stays there.
  await expect(drawer).toBeFocused();
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  const viewport = page.viewportSize()!;
  const box = (await drawer.boundingBox())!;
  if (viewport.width < 768) {
    expect(Math.round(box.width)).toBe(viewport.width);
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    expect(box.y).toBeGreaterThan(0);
  } else {
    expect(Math.round(box.x + box.width)).toBe(viewport.width);
    expect(Math.round(box.height)).toBe(viewport.height);
    expect(box.width).toBeLessThan(viewport.width / 2);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cartButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(cartButton(page)).toBeFocused();
});

test('the quantity stepper keeps within max(1, minOf)..99', async ({ page }) => {
  const lemongrass = await cartLine('lemongrass', 3); // minOf 3
  const apple = await cartLine('jumla-apple', 98);
  expect(lemongrass.minOf).toBe(3);
  await seedBrowser(page, [lemongrass, apple]);
  const drawer = await openCart(page);

  const herb = drawer.getByTestId('cart-line').filter({ hasText: lemongrass.name });
  const less = herb.getByRole('button', { name: `Decrease quantity of ${lemongrass.name}` });
  const more = herb.getByRole('button', { name: `Increase quantity of ${lemongrass.name}` });
  await expect(less).toBeDisabled();
  await more.click();
  await expect(herb.getByTestId('cart-quantity')).toHaveText('4');
  await expect(herb.getByTestId('cart-line-total')).toHaveText(`Rs. ${lemongrass.price * 4}`);
  await expect(cartButton(page)).toHaveAccessibleName('Shopping cart, 102 items');
  await less.click();
  await expect(herb.getByTestId('cart-quantity')).toHaveText('3');
  await expect(less).toBeDisabled();

  const fruit = drawer.getByTestId('cart-line').filter({ hasText: apple.name });
  const fruitMore = fruit.getByRole('button', { name: `Increase quantity of ${apple.name}` });
  await fruitMore.click();
  await expect(fruit.getByTestId('cart-quantity')).toHaveText('99');
  await expect(fruitMore).toBeDisabled();
  await expect(page.getByTestId('cart-badge')).toHaveText('99+');
});

test('removing every line empties the cart', async ({ page }) => {
  const apple = await cartLine('jumla-apple', 1);
  const dal = await cartLine('kalo-maas', 2);
  await seedBrowser(page, [apple, dal]);
  const drawer = await openCart(page);

  await drawer.getByRole('button', { name: `Remove ${apple.name}` }).click();
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await expect(cartButton(page)).toHaveAccessibleName('Shopping cart, 2 items');
  await drawer.getByRole('button', { name: `Remove ${dal.name}` }).click();

  await expect(drawer.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await expect(cartButton(page)).toHaveAccessibleName('Shopping cart, 0 items');
  expect(await page.evaluate((key) => localStorage.getItem(key), CART_KEY)).toBe('[]');

  await drawer.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(drawer).toBeHidden();
});

test('the cart survives a reload and stays in step with a second tab', async ({ page, context }) => {
  const apple = await cartLine('jumla-apple', 1);
  await seedBrowser(page, [apple]);
  await expect(cartButton(page)).toHaveAccessibleName('Shopping cart, 1 item');

  const drawer = await openCart(page);
  await drawer.getByRole('button', { name: `Increase quantity of ${apple.name}` }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Shopping cart, 2 items');
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Shopping cart, 2 items');

  const other = await context.newPage();
  await other.goto('/');
  await expect(cartButton(other)).toHaveAccessibleName('Shopping cart, 2 items');

  // A change in one tab shows in the other without reloading it.
  const otherDrawer = await openCart(other);
  await otherDrawer.getByRole('button', { name: `Increase quantity of ${apple.name}` }).click();
  await expect(cartButton(other)).toHaveAccessibleName('Shopping cart, 3 items');
  await expect(cartButton(page)).toHaveAccessibleName('Shopping cart, 3 items');

  await otherDrawer.getByRole('button', { name: `Remove ${apple.name}` }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Shopping cart, 0 items');
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
});

test('the drawer switches to the quick checkout and back to the cart', async ({ page }) => {
  const apple = await cartLine('jumla-apple', 1);
  await seedBrowser(page, [apple]);
  const drawer = await openCart(page);
  await drawer.getByRole('button', { name: 'Continue to Quick Checkout' }).click();
  const checkout = page.getByRole('dialog', { name: 'Quick Checkout' });
  for (const label of ['Full Name', 'Phone Number', 'Landmark / Address', 'Additional Notes (Optional)']) {
    await expect(checkout.getByLabel(label)).toBeVisible();
  }
  await expect(checkout.getByRole('combobox', { name: 'District' })).toBeVisible();
  await expect(checkout.getByRole('combobox', { name: 'City/Area' })).toBeDisabled();
  await expect(checkout.getByText('Please enter a valid Nepali mobile number')).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Have a promocode?' })).toBeVisible();
  await expect(checkout.getByTestId('totals-subtotal')).toHaveText(`Rs. ${apple.price}`);

  await checkout.getByRole('button', { name: 'Back to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart (1)' })).toBeVisible();
});
