// The installable app and the service worker across builds (docs/offline.md): Chromium itself says the shop can be
// installed, and after a rebuild that changed a price an online phone with the old page saved gets the new one.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { chromium, devices } from '@playwright/test';
import { controlled, test, expect } from '@tests/harness/browser';
import { adminPb, testStack } from '@tests/harness/stack';
import { buildSite, shopEnv } from '../../server/backend.ts';
import { freePort } from '../../server/pocketbase-process.ts';
import { startShopServer } from '../../server/shop-server.ts';
import { projectRoot } from '../../server/paths.ts';
import { PAGES_CACHE } from '@/features/offline/cache-names';
import { setting } from '@/lib/settings.mjs';

test.use({ serviceWorkers: 'allow' });

test('Chromium finds the shop installable: a valid manifest with maskable icons, and no installability error', async () => {
  // A profile on disk: Chromium never offers to install from an incognito-like context (Playwright's default).
  const profile = mkdtempSync(join(tmpdir(), 'shop-install-'));
  const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];
  const context = await chromium.launchPersistentContext(profile, {
    ...phone,
    executablePath: setting('CHROME_PATH'),
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
    baseURL: testStack().shopUrl,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    // The manifest is linked a second after load (src/features/offline/register.ts).
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}');
    expect(parsed).toMatchObject({ short_name: 'Krishi Bazaar', start_url: '/', theme_color: '#22543D' });
    expect(parsed.short_name_localized.ne).toBe('कृषि बजार');
    expect(parsed.icons.map((i: { purpose: string }) => i.purpose)).toContain('maskable');
    for (const icon of parsed.icons as { src: string; sizes: string }[]) {
      const res = await page.request.get(icon.src);
      expect(res.headers()['content-type']).toBe('image/png');
    }
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);

    // A Nepali page links the Nepali manifest: the same app, named in Nepali, opening the Nepali home.
    await page.goto('/ne');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/ne/manifest.webmanifest');
    const nepali = await cdp.send('Page.getAppManifest');
    expect(nepali.errors).toEqual([]);
    expect(JSON.parse(nepali.data ?? '{}')).toMatchObject({
      id: '/',
      lang: 'ne',
      start_url: '/ne',
      short_name: 'कृषि बजार',
      name: 'कृषि बजार',
    });
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('after a rebuild with a new price, an online reload shows the new price, not the saved page', async ({ page }) => {
  test.setTimeout(20 * 60_000); // a whole build of the site on a busy machine
  const stack = testStack();
  const pb = await adminPb();
  // A product no other test reads, so changing its price disturbs nobody.
  const product = await pb.collection('web_products').getFirstListItem(pb.filter('slug = "chamomile-flowers"'));
  const oldPrice = Number(product.price);
  const newPrice = oldPrice + 7;
  const env = {
    ...shopEnv(stack.pbUrl, stack.service),
    SITE_BUILD_TOKEN: stack.buildToken,
    SHOP_RATE_LIMITS: 'off',
    IMAGE_CACHE_DIR: join(stack.root, 'image-cache'),
  };
  // A server of its own on the stack's build (its bundle reads the settings from this process), so the rebuild swaps
  // only this one.
  Object.assign(process.env, env);
  const server = await startShopServer({ buildDir: stack.buildDir, port: await freePort() });
  const nextBuild = mkdtempSync(join(projectRoot, '.builds', 'test-'));
  try {
    await page.goto(`${server.url}/products/chamomile-flowers`);
    await controlled(page);
    let res = await page.goto(`${server.url}/products/chamomile-flowers`);
    expect(await res!.text()).toContain(`Rs. ${oldPrice}`);
    await page.waitForFunction(
      async ([name, url]) => Boolean(await (await caches.open(name!)).match(url!)),
      [PAGES_CACHE, `${server.url}/products/chamomile-flowers`],
    );

    await pb.collection('web_products').update(product.id, { price: newPrice });
    await buildSite({ outDir: nextBuild, stagingDir: undefined, progress: undefined, quiet: true, env });
    await server.swap(nextBuild);

    res = await page.reload();
    const html = await res!.text();
    expect(html).toContain(`Rs. ${newPrice}`);
    expect(html).not.toContain('data-saved-note');
    // Phones check the worker on every visit, so the new build's precache reaches them with it.
    expect((await page.request.get(`${server.url}/sw.js`)).headers()['cache-control']).toBe('no-cache');
  } finally {
    await pb.collection('web_products').update(product.id, { price: oldPrice });
    await server.close();
    rmSync(nextBuild, { recursive: true, force: true });
  }
});
