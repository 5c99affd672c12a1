// Playwright's `test` for the browser tests (tests/e2e): every one runs against the stack's shop server.
import { test as base, expect } from '@playwright/test';
import { type EdgeMargin, waitPastNepalEdges } from './clock-edge';
import { testStack } from './stack';

export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(testStack().shopUrl);
  },
});
export { expect };

/**
 * Waits until no Nepal hour in `edges` is near (tests/harness/clock-edge.ts), for a browser test whose outcome turns
 * at one; the test's time grows by the wait.
 */
export async function clearOfNepalEdges(edges: string[], margin: EdgeMargin): Promise<void> {
  await waitPastNepalEdges(edges, margin, (wait) => test.info().setTimeout(test.info().timeout + wait));
}

/**
 * Waits until an island's JavaScript has taken over (Astro drops the `ssr` attribute). Islands load at the shopper's
 * first interaction (src/lib/hydrate-on-interaction.ts): a Shift key press is one that changes nothing on the page.
 */
export async function hydrated(
  page: import('@playwright/test').Page,
  component: string,
  options: { timeout?: number } = {},
): Promise<void> {
  await page.keyboard.press('Shift');
  await expect(page.locator(`astro-island[component-url*="/${component}."]`).first()).not.toHaveAttribute(
    'ssr',
    /.*/,
    options,
  );
}

/**
 * Waits until the service worker controls the page. The worker claims the open pages when it activates
 * (src/features/offline/sw.ts), but a page whose navigation began before that, such as a reload while the worker was
 * still installing, is not yet a client then; like any browser, Chromium leaves it uncontrolled until its next
 * navigation. So once a worker is active, a page it does not control is reloaded once.
 */
export async function controlled(page: import('@playwright/test').Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (await page.evaluate(() => navigator.serviceWorker.controller === null)) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
