import { defineConfig, devices } from '@playwright/test';
import { setting } from './src/lib/settings.mjs';

// Chromium comes from the system (Debian's package), never a download.
const launchOptions = {
  executablePath: setting('CHROME_PATH'),
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list'], ['json']],
  // No service worker unless a test asks for one (tests/e2e/offline*.spec.ts): every other test sees a first visit,
  // and page.route sees every request.
  use: { trace: 'retain-on-failure', launchOptions, serviceWorkers: 'block' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions } },
  ],
});
