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
  use: { trace: 'retain-on-failure', launchOptions },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions } },
  ],
});
