// Playwright's `test` for the browser tests (tests/e2e): every one runs against the stack's shop server.
import { test as base, expect } from '@playwright/test';
import { testStack } from './stack';

export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(testStack().shopUrl);
  },
});
export { expect };

/** Waits until an island's JavaScript has taken over (Astro drops the `ssr` attribute). */
export async function hydrated(page: import('@playwright/test').Page, component: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="${component}"]`).first()).not.toHaveAttribute('ssr', /.*/);
}
