import { test, expect } from './fixtures';
import { adminClient } from '../harness/stack';

test('the home page lists seeded products with Rs. prices', async ({ page }) => {
  const pb = await adminClient();
  const newest = await pb.collection('web_products').getList(1, 8, { filter: 'isVisible = true', sort: '-created' });
  await page.goto('/');
  const product = newest.items[0]!;
  await expect(page.getByText(product.name, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`Rs. ${product.price}`).first()).toBeVisible();
});
