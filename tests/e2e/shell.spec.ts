// The site shell (docs/rules.md §2 Header and Footer, layout head): on every page.
import type { Page } from '@playwright/test';
import { setting } from '@/lib/settings.mjs';
import { test, expect } from '@tests/harness/browser';

/** The configured business number (src/lib/site.ts; src/lib/settings.mjs declares its demo default). */
const WHATSAPP_DIGITS = setting('PUBLIC_WHATSAPP_NUMBER').replace(/\D/g, '');
const NAV = [
  ['Products', '/products'],
  ['Our Farmers', '/farmers'],
  ['Traceability QR', '/qr'],
  ['Blog', '/blog'],
  ['Contact', '/contact'],
] as const;

const header = (page: Page) => page.locator('#site-header');

test.describe('head', () => {
  test('has the SEO and social tags, theme colour and favicon', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#22543D');
    // The logo itself, written into the page (src/components/ui/PageHead.astro): no request for it during a first view.
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    const logo = (await (await page.request.get('/favicon.svg')).text()).trim();
    expect(icon).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(String(icon).slice('data:image/svg+xml,'.length)).replaceAll("'", '"')).toBe(logo);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'About Us');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/about$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /^https?:\/\/.+\/og-image\.png$/,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  });

  // Chrome's install check fetches the manifest and an icon as a page with a manifest finishes loading; the link comes
  // a second after load instead (src/features/offline/register.ts), when the first view is drawn.
  test('links the web app manifest after the page has loaded, not in its HTML', async ({ page }) => {
    await page.addInitScript(() => {
      addEventListener('load', () => {
        document.documentElement.dataset.manifestAtLoad = String(!!document.querySelector('link[rel="manifest"]'));
      });
    });
    // Nepali pages link the Nepali manifest (start page /ne; src/features/offline/register.ts).
    for (const [path, manifest] of [
      ['/about', '/manifest.webmanifest'],
      ['/ne/products', '/ne/manifest.webmanifest'],
    ]) {
      const html = await (await page.request.get(path)).text();
      expect(html).not.toMatch(/<link[^>]*rel="manifest"/);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-manifest-at-load', 'false');
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', manifest!);
      await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    }
  });

  test('the default description mentions 600+ farmers and cash on delivery', async ({ page }) => {
    await page.goto('/redirect');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain('600+');
    expect(description?.toLowerCase()).toContain('cash on delivery');
  });

  test('a skip link leads to the main content', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });
});

test.describe('header', () => {
  test('is sticky and turns white, translucent and shadowed after scrolling more than 10 px', async ({ page }) => {
    await page.goto('/about');
    const style = () =>
      header(page).evaluate((el) => {
        const s = getComputedStyle(el);
        return {
          position: s.position,
          background: s.backgroundColor,
          shadow: s.boxShadow,
          top: el.getBoundingClientRect().top,
        };
      });
    const atTop = await style();
    expect(atTop.position).toBe('sticky');
    expect(atTop.shadow).toBe('none');
    await expect(header(page)).not.toHaveAttribute('data-scrolled');

    await page.evaluate(() => window.scrollTo(0, 5));
    await expect(header(page)).not.toHaveAttribute('data-scrolled');

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header(page)).toHaveAttribute('data-scrolled', '');
    await expect.poll(async () => (await style()).shadow).not.toBe('none');
    // White with an alpha below 1, once the 200 ms transition has ended (read mid-way it is still a blend).
    await expect.poll(async () => (await style()).background).toMatch(/^rgba\(255, 255, 255, 0\.\d+\)$/);
    const scrolled = await style();
    expect(scrolled.top).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).not.toHaveAttribute('data-scrolled');
  });

  test.describe('on a large screen', () => {
    test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

    test('shows the main navigation with the current page marked', async ({ page }) => {
      await page.goto('/farmers');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link')).toHaveText(NAV.map(([label]) => label));
      for (const [label, href] of NAV)
        await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
      await expect(nav.getByRole('link', { name: 'Our Farmers' })).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('details[data-mobile-menu] summary')).toBeHidden();
    });

    test('navigates with the header links and the logo', async ({ page }) => {
      await page.goto('/about');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
      await header(page).getByRole('link', { name: 'Krishi Bazaar home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('"Order via WhatsApp" opens the business chat in a new tab without access to this window', async ({
      page,
      context,
    }) => {
      await context.route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<p>chat</p>' }),
      );
      await page.goto('/about');
      const link = header(page).getByRole('link', { name: 'Order via WhatsApp' });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', `https://wa.me/${WHATSAPP_DIGITS}`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      await expect(popup).toHaveURL(`https://wa.me/${WHATSAPP_DIGITS}`);
      expect(await popup.evaluate(() => window.opener)).toBeNull();
    });

    test('gives the search box an inline place in the header', async ({ page }) => {
      await page.goto('/about');
      const slot = page.locator('[data-search-slot]');
      await expect(slot).toBeVisible();
      const box = await slot.boundingBox();
      expect(box!.width).toBeGreaterThan(200);
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('hides the inline navigation behind a slide-out menu', async ({ page }) => {
      await page.goto('/about');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await expect(header(page).getByRole('link', { name: 'Order via WhatsApp' })).toBeHidden();

      const menu = page.locator('details[data-mobile-menu]');
      const panel = page.locator('#mobile-menu');
      await expect(panel).toBeHidden();
      await menu.locator('summary').click();
      await expect(panel).toBeVisible();
      const nav = panel.getByRole('navigation', { name: 'Mobile' });
      await expect(nav.getByRole('link')).toHaveText(NAV.map(([label]) => label));
      for (const [label, href] of NAV)
        await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);

      const quickOrder = panel.getByRole('link', { name: 'Quick Order via WhatsApp' });
      await expect(quickOrder).toBeVisible();
      await expect(quickOrder).toHaveAttribute('href', `https://wa.me/${WHATSAPP_DIGITS}`);
      await expect(quickOrder).toHaveAttribute('target', '_blank');
      await expect(quickOrder).toHaveAttribute('rel', 'noopener noreferrer');

      // Escape closes it; the toggle closes it too.
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await menu.locator('summary').click();
      await expect(panel).toBeVisible();
      await menu.locator('summary').click();
      await expect(panel).toBeHidden();
    });

    test('a menu link navigates', async ({ page }) => {
      await page.goto('/about');
      await page.locator('details[data-mobile-menu] summary').click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Our Farmers' }).click();
      await expect(page).toHaveURL(/\/farmers$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Meet Our Farmers' })).toBeVisible();
      await expect(page.locator('#mobile-menu')).toBeHidden();
    });

    test('the page does not scroll sideways', async ({ page }) => {
      await page.goto('/');
      const [scrollWidth, clientWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
    // The header's islands wait for the shopper (src/lib/hydrate-on-interaction.ts): a page with no island at load
    // fetches no script file at all. Its small scripts are written into the page; the language switch's once was a
    // module of its own with the i18n chunk, two requests before the largest paint (bench/README.md, "LCP against
    // the no-JS copy").
    test('a page with no island at load fetches no script file until the shopper taps', async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      for (const path of ['/blog', '/ne/blog', '/about']) {
        await page.goto(path);
        // Quiet as a network idle is (half a second with nothing asked for after an idle main thread), without
        // waiting for one: 'networkidle' once never came within the test's minute on a busy host, the page drawn.
        await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 5000 })));
        await page.waitForTimeout(500);
      }
      expect(scripts).toEqual([]);
      // The same scan sees the shell once the shopper touches the page and the header's islands hydrate.
      await page.locator('main').tap();
      await expect.poll(() => scripts.some((script) => /\/_astro\/shell\./.test(script))).toBe(true);
    });

    // The list and product pages run the live check at load (src/features/catalog/live-check.ts); it is written into
    // the page (src/lib/page-script-bundle.mjs), so nothing but the page and its images loads before the page has.
    // It was a script file and a shared chunk: two requests before the largest paint (bench/README.md, "The live
    // check's two script requests").
    test('the list and a product page fetch no script file before they have loaded', async ({ page }) => {
      const early: string[] = [];
      let loaded = false;
      page.on('request', (request) => {
        if (!loaded && request.resourceType() === 'script') early.push(new URL(request.url()).pathname);
      });
      for (const path of ['/products', '/products/cauliflower', '/ne/products/cauliflower']) {
        loaded = false;
        page.once('load', () => {
          loaded = true;
        });
        // The check itself still runs: it asks for the live facts of the products on the page once loaded.
        const asked = page.waitForRequest((request) => request.url().includes('/products/availability.json'));
        await page.goto(path);
        await asked;
      }
      expect(early).toEqual([]);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

    test('the mobile menu still opens and closes', async ({ page }) => {
      await page.goto('/about');
      const summary = page.locator('details[data-mobile-menu] summary');
      await summary.click();
      await expect(page.getByRole('link', { name: 'Quick Order via WhatsApp' })).toBeVisible();
      await summary.click();
      await expect(page.locator('#mobile-menu')).toBeHidden();
    });
  });
});

test.describe('footer', () => {
  test('links every page docs/rules.md lists, with the blog labelled Press', async ({ page }) => {
    await page.goto('/about');
    const footer = page.locator('footer');
    const expected: [string | RegExp, string][] = [
      ['Home', '/'],
      ['About Us', '/about'],
      ['Our Farmers', '/farmers'],
      ['Contact', '/contact'],
      ['Press', '/blog'],
      ['All Products', '/products'],
      ['Shipping Policy', '/shipping'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Refund & Return Policy', '/refunds'],
      ['My orders', '/orders'],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
  });

  test('has social, phone, email and WhatsApp links and the legal details', async ({ page }) => {
    await page.goto('/about');
    const footer = page.locator('footer');
    for (const name of ['Facebook', 'Instagram', 'YouTube', 'TikTok']) {
      const link = footer.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer.locator('a[href^="tel:+"]')).toHaveCount(1);
    const email = footer.locator('a[href^="mailto:"]');
    await expect(email).toHaveCount(1);
    const address = (await email.getAttribute('href'))!.slice('mailto:'.length);
    await expect(email).toHaveText(address);
    await expect(footer.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/${WHATSAPP_DIGITS}`,
    );
    await expect(footer).toContainText('Pvt. Ltd.');
    await expect(footer).toContainText('Registered office');
    await expect(footer).toContainText('PAN');
  });
});
