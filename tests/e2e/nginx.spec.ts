// The web-server recipe (deploy/nginx/): nginx, started here as the current
// user on a loopback port with a temporary prefix, serves the stack's build
// and passes dynamic paths to the stack's Node server. Checked: precompressed
// copies, cache rules, security headers, the 404 page, no folder listings,
// and the shopper path (browse, filter, buy, order page) in Chromium.
import { test as base, expect } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { hydrated } from '@tests/harness/browser';
import { cartButton, cartLine, choose, clearOfCutoffs } from '@tests/harness/browser-cart';
import { startNginx, type RunningNginx } from '@tests/harness/nginx';
import { testStack, adminPb } from '@tests/harness/stack';
import { BROTLI_MODULE } from '../../deploy/nginx/render.mjs';
import { serverPolicy } from '@/lib/content-security-policy.mjs';
import { existsSync } from 'node:fs';

let nginx: RunningNginx | null = null;
let nginxUrl = '';

const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(nginxUrl);
  },
});

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const stack = testStack();
  nginx = await startNginx({ root: join(stack.buildDir, 'client'), nodes: [new URL(stack.shopUrl).host] });
  nginxUrl = nginx.url;
});

test.afterAll(async () => {
  await nginx?.stop();
});

const get = (path: string, init: RequestInit = {}) => fetch(new URL(path, nginxUrl), { redirect: 'manual', ...init });

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
}

test('built pages come with their brotli or gzip copies, the security headers, and revalidation', async () => {
  const br = await get('/', { headers: { 'Accept-Encoding': 'br' } });
  expect(br.status).toBe(200);
  // Brotli only where Debian's module is installed (.ci/run installs it); gzip copies always.
  if (existsSync(BROTLI_MODULE)) expect(br.headers.get('content-encoding')).toBe('br');
  const gz = await get('/about', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gz.status).toBe(200);
  expect(gz.headers.get('content-encoding')).toBe('gzip');
  expect(gz.headers.get('content-type')).toMatch(/^text\/html/);
  for (const res of [br, gz]) {
    expectSecurityHeaders(res);
    expect(res.headers.get('content-security-policy')).toBe(serverPolicy());
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  }
  // The page's own script and style policy stays in the page as the build wrote it.
  expect(await gz.text()).toMatch(/<meta http-equiv="content-security-policy" content="[^"]*script-src/i);
});

test('hashed assets are cached for a year', async () => {
  const asset = readdirSync(join(testStack().buildDir, 'client', '_astro')).find((f) => f.endsWith('.js'))!;
  const res = await get(`/_astro/${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(res.headers.get('content-type')).toMatch(/javascript/);
  expectSecurityHeaders(res);
});

test('no folder is listed, and unknown paths get the 404 page with the security headers', async () => {
  // /products/ is the product list from Node (a plain static server listed the folder's files).
  const products = await get('/products/');
  expect(await products.text()).not.toMatch(/Index of|cards\.json/);
  for (const path of ['/_astro/', '/no-such-page', '/_astro/missing-1234.js']) {
    const res = await get(path);
    expect(res.status, path).toBe(404);
    const body = await res.text();
    expect(body, path).not.toMatch(/Index of|<title>404 Not Found<\/title>/);
    expectSecurityHeaders(res);
  }
});

test('the bare home page follows a remembered Nepali choice, and nothing else does', async () => {
  const nepali = { headers: { Cookie: 'shop_lang=ne' } };
  const home = await get('/', nepali);
  expect(home.status).toBe(302);
  expect(home.headers.get('location')).toMatch(/\/ne$/);
  // A link followed on the shop's own pages (the switch to English) goes where it says.
  const followed = await get('/', {
    headers: { Cookie: 'shop_lang=ne', 'Sec-Fetch-Site': 'same-origin', Referer: 'http://127.0.0.1/ne/about' },
  });
  expect(followed.status).toBe(200);
  expect(await followed.text()).toContain('<html lang="en"');
  // The offline worker's request for a bookmark: same-origin, but no page referred it.
  const bookmark = await get('/', { headers: { Cookie: 'shop_lang=ne', 'Sec-Fetch-Site': 'same-origin' } });
  expect(bookmark.status).toBe(302);
  const about = await get('/about', nepali);
  expect(about.status).toBe(200);
  expect(await about.text()).toContain('<html lang="en"');
  const first = await get('/', { headers: { 'Accept-Language': 'ne-NP,ne' } });
  expect(first.status).toBe(200);
  expectSecurityHeaders(first);
  const nepaliHome = await get('/ne');
  expect(nepaliHome.status).toBe(200);
  expect(await nepaliHome.text()).toContain('<html lang="ne"');
  const nepaliProduct = await get('/ne/products/organic-potato');
  expect(nepaliProduct.status).toBe(200);
  expect(await nepaliProduct.text()).toContain('<html lang="ne"');
});

test('dynamic paths reach the Node server with its headers', async () => {
  const list = await get('/products?category=Fruits');
  expect(list.status).toBe(200);
  expectSecurityHeaders(list);
  // On-demand pages carry Node's merged policy: the page's directives and the server's.
  expect(list.headers.get('content-security-policy')).toMatch(
    /script-src.*frame-ancestors 'none'|frame-ancestors 'none'.*script-src/,
  );
  // Actions are POSTs a static server would refuse (405/501).
  const action = await get('/_actions/listDistricts', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: nginxUrl },
    body: '{}',
  });
  expect(action.status).toBe(200);
  expect(JSON.stringify(await action.json())).toContain('Kathmandu');
  // The order page is rendered by Node (no built file); it looks the order up privately.
  const order = await get('/order/ORD-000000');
  expect(order.status).toBe(200);
  expectSecurityHeaders(order);
  expect(await order.text()).toContain('<html');
});

test('a shopper browses, filters, buys and sees the order page through nginx', async ({ page }) => {
  const pb = await adminPb();
  const apple = await cartLine('jumla-apple', 1);
  await page.goto('/');
  await page.goto('/products');
  await hydrated(page, 'ProductBrowser');
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.locator('#product-filters');
  await sheet.getByRole('radio', { name: 'Fruits' }).check();
  await expect(page).toHaveURL(/\/products\?category=Fruits$/);
  await sheet.getByRole('button', { name: 'Apply Filters' }).click();
  await page.getByTestId('product-grid').getByRole('link', { name: apple.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/products/${apple.slug}$`));
  await hydrated(page, 'PurchaseBox');
  await page.getByRole('button', { name: 'Add 1 to Cart' }).click();
  await expect(cartButton(page)).toHaveAccessibleName('Shopping cart, 1 item');

  // Adding opens the cart.
  const drawer = page.getByRole('dialog', { name: /^Your Cart/ });
  await expect(drawer).toBeVisible();
  await clearOfCutoffs();
  await drawer.getByRole('button', { name: 'Continue to Quick Checkout' }).click();
  const checkout = page.getByRole('dialog', { name: 'Quick Checkout' });
  await checkout.getByLabel('Full Name').fill('Sita Sharma');
  await checkout.getByLabel('Phone Number').fill('9841234567');
  await choose(checkout, 'District', 'Kathmandu', 'Kathmandu');
  await choose(checkout, 'City/Area', 'Tham', /^Thamel/);
  await checkout.getByLabel('Landmark / Address').fill('Near the Narayanhiti gate');
  await checkout.getByRole('button', { name: 'Review Order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Your Order' });
  await confirm.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/order\/ORD-\d{6}$/);
  expect(new URL(page.url()).origin).toBe(nginxUrl);
  const orderNumber = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByText(orderNumber).first()).toBeVisible();
  const order = await pb.collection('orders').getFirstListItem(pb.filter('orderNumber = {:n}', { n: orderNumber }));
  expect(order).toMatchObject({ customerName: 'Sita Sharma', subtotal: apple.price });
});
