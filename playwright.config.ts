import { defineConfig, devices } from '@playwright/test';
import { setting } from './src/lib/settings.mjs';

// Chromium comes from the system (Debian's package), never a download.
const launchOptions = {
  executablePath: setting('CHROME_PATH'),
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
};

// Files that run once, at a phone's size, where the shoppers and the staff are; every other file runs on both, for
// what a large screen changes (the header, the menus, the grids, the image sizes, the preloads, the live price's
// islands, the pages' accessibility at each width). What these check does not change with the width, or is about a
// phone by name: the server's answers and headers (nginx, rate limits, the content security policy, scripts in
// images), the Nepali words and digits, a phone's rough edges, the service worker and the outbox, the
// trace pages and label codes, the checkout's failed calls, the forms, the static pages, the shopper's flows after
// the cart (delivery days, payments, emails, stock alerts, the order page and "my orders"), and the staff's desk
// (made for phones).
const ONCE_ON_THE_PHONE = [
  'desk',
  'desk-days',
  'nepali-words',
  'nepali-digits',
  'phone-rough-edges',
  'offline-first-visit',
  'image-scripts',
  'nginx',
  'rate-limits',
  'security',
  'trace',
  'offline',
  'offline-install',
  'offline-placeholder',
  'checkout-errors',
  'checkout-email',
  'forms',
  'static-pages',
  'order-confirmation',
  'my-orders',
  'delivery-days',
  'delivery-arrives',
  'delivery-pickup-charge',
  'payments',
  'stock',
  'stock-alerts',
  'fresh-products',
  'packing',
  'cash',
].map((name) => `**/${name}.spec.ts`);

// Files that run once, on a large screen: the PocketBase dashboard, where operators work (one session proves it; the
// phone would only repeat it), and the built files' text (the same files for both).
const ONCE_ON_A_LARGE_SCREEN = [
  'operator-dashboard',
  'operator-dashboard-extension',
  'operator-mistakes',
  'dashboard-publishing',
  'dashboard-uploads',
  'delivery-dashboard',
  'stock-dashboard',
  'cash-dashboard',
  'order-dashboard-stale',
  'wallet-wait-dashboard',
  'page-text',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list'], ['json']],
  // No service worker unless a test asks for one (tests/e2e/offline*.spec.ts): every other test sees a first visit,
  // and page.route sees every request. A trace is recorded when a failed test runs again (CI retries once), not for
  // every test: recording every action's snapshot made the browser tests about a fifth slower.
  use: { trace: 'on-first-retry', launchOptions, serviceWorkers: 'block' },
  projects: [
    { name: 'desktop', testIgnore: ONCE_ON_THE_PHONE, use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'mobile', testIgnore: ONCE_ON_A_LARGE_SCREEN, use: { ...devices['Pixel 7'], launchOptions } },
  ],
});
