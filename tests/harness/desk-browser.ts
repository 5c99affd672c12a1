// The order desk in a browser (tests/e2e): signing in as a member of staff through the sign-in form, as staff do.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './browser';
import type { TestStaff } from './staff';

/** Opens the desk on `page`, is sent to its sign-in form, and signs in as `who`. */
export async function signInToDesk(page: Page, who: TestStaff): Promise<void> {
  await page.goto('/desk');
  await expect(page).toHaveURL(/\/desk\/login/);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Today and open orders' })).toBeVisible();
}

/**
 * A page of its own (its own cookies) on the running project's phone (playwright.config.ts: these files run only on
 * the phone), with the config's own options, signed in to the desk as `who`.
 */
export async function deskOnAPhone(browser: Browser, baseURL: string, who: TestStaff): Promise<Page> {
  const context = await browser.newContext({ ...test.info().project.use, baseURL });
  const page = await context.newPage();
  await signInToDesk(page, who);
  return page;
}
