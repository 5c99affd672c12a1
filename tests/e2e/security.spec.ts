// The content security policy in a real browser (hardening): pages allow no
// inline script but their own (hashed), nothing the shop emits breaks the
// policy, and every island still hydrates under it.
import type { Page } from '@playwright/test';
import { test, expect } from '@tests/harness/browser';
import { adminPb } from '@tests/harness/stack';

interface PolicyWatch {
  /** securitypolicyviolation events, and console messages that name the policy. */
  violations: string[];
  /** Uncaught exceptions in the page. */
  errors: string[];
}

/** Records every policy violation and page error from now on, across navigations. */
async function watchPolicy(page: Page): Promise<PolicyWatch> {
  const watch: PolicyWatch = { violations: [], errors: [] };
  await page.exposeFunction('__reportPolicyViolation', (report: string) => watch.violations.push(report));
  // Init scripts come from the browser's automation channel, which the page's policy does not govern.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation: (r: string) => void }).__reportPolicyViolation;
      report(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) watch.violations.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => watch.errors.push(`${page.url()}: ${error.message}`));
  return watch;
}

/** The page's policy as the browser sees it: the <meta> of a prerendered page, or the header of an on-demand one. */
async function scriptPolicyOf(page: Page, response: Awaited<ReturnType<Page['goto']>>): Promise<string> {
  const meta = await page.evaluate(() =>
    document.querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute('content'),
  );
  const policy = meta ?? (await response!.headerValue('content-security-policy')) ?? '';
  return (
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src ')) ?? ''
  );
}

/**
 * Scrolls each island into view and touches the page (the header's islands wait for the first interaction,
 * src/lib/hydrate-on-interaction.ts) until all have hydrated (Astro drops `ssr` once an island's code ran).
 */
async function expectEveryIslandHydrated(page: Page): Promise<void> {
  expect(await page.locator('astro-island').count()).toBeGreaterThan(0);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const waiting = [...document.querySelectorAll('astro-island[ssr]')];
          for (const island of waiting) (island.firstElementChild ?? island).scrollIntoView({ block: 'center' });
          document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
          return waiting.map((island) => island.getAttribute('component-url'));
        }),
      { timeout: 30_000, message: 'islands still waiting to hydrate' },
    )
    .toEqual([]);
}

/** Visits a page, checks its policy has no 'unsafe-inline' for scripts, and that its islands hydrate. */
async function visit(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  const scriptSrc = await scriptPolicyOf(page, response);
  expect(scriptSrc, path).toMatch(/^script-src 'self' .*'sha256-/);
  expect(scriptSrc, path).not.toContain('unsafe-inline');
  await expectEveryIslandHydrated(page);
}

test('no page breaks the policy, and every island hydrates under it', async ({ page }) => {
  test.setTimeout(180_000);
  const watch = await watchPolicy(page);

  await visit(page, '/');
  await visit(page, '/products'); // on demand
  await visit(page, '/products/dolakha-kiwi');
  await visit(page, '/blog');
  const article = await page
    .getByTestId('blog-card')
    .first()
    .getByRole('link', { name: /Read More/ })
    .getAttribute('href');
  await visit(page, article!);
  await visit(page, '/qr');
  await visit(page, '/feedback');
  await visit(page, '/farmers');
  await visit(page, '/order-confirmation'); // on demand
  await visit(page, '/order/ORD-999999'); // on demand: an order this browser did not place
  await visit(page, '/no-such-page', 404);
  await visit(page, '/products/no-such-product', 404); // on demand
  // The redirect screen's own script sends the browser home (its meta refresh would only after a second).
  await page.goto('/redirect');
  await expect(page).toHaveURL(/\/$/);

  expect(watch.violations).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('a live product page (newer than the build) hydrates; adding to cart opens checkout, all within the policy', async ({
  page,
}, testInfo) => {
  const watch = await watchPolicy(page);
  const pb = await adminPb();
  const slug = `csp-terai-okra-${testInfo.project.name}-${Date.now()}`;
  const product = await pb.collection('web_products').create({
    slug,
    name: `Terai Okra ${testInfo.project.name}`,
    price: 90,
    unit: '500 GM',
    category: 'Vegetables',
    description: 'Tender okra from Sarlahi.',
    location: 'Sarlahi',
    isVisible: true,
    is_available: true,
  });
  try {
    await visit(page, `/products/${slug}`);
    await page.getByRole('button', { name: 'Add 1 to Cart' }).click();
    const drawer = page.getByRole('dialog', { name: /^Your Cart/ });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: product.name })).toBeVisible();
    await drawer.getByRole('button', { name: 'Continue to Quick Checkout' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Quick Checkout' }).getByRole('button', { name: 'Review Order' }),
    ).toBeVisible();
  } finally {
    await pb.collection('web_products').delete(product.id);
  }
  expect(watch.violations).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('an inline script the shop did not emit is refused, on prerendered and on-demand pages', async ({ page }) => {
  const watch = await watchPolicy(page);
  for (const path of ['/', '/products']) {
    await page.goto(path);
    // What an injected <script> would do: evaluate() itself is outside the policy, the element it adds is not.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true;';
      document.body.append(script);
    });
    await expect
      .poll(() => watch.violations.filter((v) => v.startsWith(`${path}: script-src`)).length)
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan)).toBeUndefined();
  }
});
