// The real PocketBase dashboard (/_/) as an operator uses it, for the browser tests that drive it: signing in, and
// finding a field of the record form by its name and type.
import type { Locator, Page } from '@playwright/test';
import { expect } from './browser';
import { testStack } from './stack';

/**
 * Signs in as the operator on a desktop-sized window and waits until the dashboard shows it is signed in (its
 * Logout entry, or the link to `collection`). Up to a minute: sign-ins wait out PocketBase's limit (2 per 3 s) on
 * a busy machine.
 */
export async function signInToDashboard(page: Page, collection = 'web_products'): Promise<void> {
  const { pbUrl, admin } = testStack();
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto(`${pbUrl}/_/`, { waitUntil: 'domcontentloaded' });
  await page.locator('input[name="identity"]').fill(admin.email);
  await page.locator('input[name="password"]').fill(admin.password);
  await page.keyboard.press('Enter');
  await expect(
    page
      .getByText('Logout')
      .or(page.getByRole('link', { name: collection }))
      .first(),
  ).toBeAttached({ timeout: 60_000 });
}

/** A record's address in the dashboard, as its links (and an operator's bookmarks) name it. */
export const dashboardRecordUrl = (collection: string, id: string) =>
  `${testStack().pbUrl}/_/#/collections?collection=${collection}&record=${id}`;

/**
 * Opens a record by its dashboard address until `shown` appears: on a busy machine the dashboard, loading its
 * collections, sometimes drops the record from the address on its first load (the list opens instead, and the form
 * never does), so it is opened again.
 */
export async function openDashboardRecord(page: Page, collection: string, id: string, shown: Locator): Promise<void> {
  await expect(async () => {
    await page.goto(dashboardRecordUrl(collection, id), { waitUntil: 'domcontentloaded' });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(shown).toBeVisible({ timeout: 60_000 });
  }).toPass({ timeout: 240_000 });
}

/** A field of the record form, by its name and its type (the dashboard's `field-type-…` class). */
export const dashboardField = (page: Page, name: string, type: string) =>
  page
    .locator(`.record-field-input.field-type-${type}`)
    .filter({ has: page.locator('label', { hasText: new RegExp(`^\\s*${name}\\b`) }) });

/** The box an operator types into, in that field. */
export const dashboardInput = (page: Page, name: string, type: string) =>
  dashboardField(page, name, type).locator('input, textarea').first();

/** Chooses `option` in a select field of the record form, as an operator does: open the list, click it, close it. */
export async function chooseInDashboard(page: Page, name: string, option: string): Promise<void> {
  await dashboardField(page, name, 'select').locator('.select, [role="combobox"], button').first().click();
  const exact = new RegExp(`^\\s*${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  await page
    .getByRole('listbox')
    .getByText(option, { exact: true })
    .or(page.locator('.dropdown .dropdown-item', { hasText: exact }))
    .first()
    .click();
  await page.keyboard.press('Escape');
}

/**
 * Picks a related record in a relation field of the record form, as an operator does: the field's records picker,
 * `search` typed in its search bar, the record shown as `shown` clicked, the selection set.
 */
export async function pickInDashboard(page: Page, field: Locator, search: string, shown: string): Promise<void> {
  await field.getByRole('button', { name: 'Open records picker' }).click();
  const picker = page.locator('.records-picker-modal');
  await picker.locator('.searchbar').click();
  await page.keyboard.type(search);
  await page.keyboard.press('Enter');
  await picker.locator('.records-picker-list').getByText(shown).first().click();
  await picker.getByRole('button', { name: 'Set selection' }).click();
  await expect(picker).toBeHidden();
}

/**
 * The record form's save button, "Create" or "Save changes", found by its text. While it saves, the dashboard draws a
 * spinner glyph in it (CSS generated content, part of the accessible name), so a role-and-name locator lets go of the
 * button before the save has answered; this one holds until the form closes, so "hidden" means "saved".
 */
export const dashboardSaveButton = (page: Page, label: 'Create' | 'Save changes') =>
  page.locator('button', { hasText: new RegExp(`^\\s*${label}\\s*$`) });

/** The collection the dashboard has open, as its address names it. */
export const openDashboardCollection = (page: Page) =>
  new URL(page.url().replace('#', '')).searchParams.get('collection');

/**
 * Opens the new-record form of `collection`, as an operator does from its list. Right after sign-in the dashboard
 * moves to its first collection on its own, and on a busy machine that move can land after this page's address was
 * set (the list, and the form, are then another collection's): so it waits for the first list, opens `collection`,
 * and opens it again until the form is that collection's.
 */
export async function openNewDashboardRecord(page: Page, collection: string): Promise<void> {
  await expect(page.getByRole('button', { name: /new record/i }).first()).toBeVisible({ timeout: 60_000 });
  await expect(async () => {
    await page.goto(`${testStack().pbUrl}/_/#/collections?collection=${collection}`);
    await page.reload();
    await expect.poll(() => openDashboardCollection(page), { timeout: 30_000 }).toBe(collection);
    const button = page.getByRole('button', { name: /new record/i }).first();
    await expect(button).toBeVisible({ timeout: 60_000 });
    // The list behind it keeps re-rendering on a busy machine, so Playwright's "stable" wait may never settle.
    await button.click({ force: true });
    await expect(page.getByRole('button', { name: 'Create', exact: true })).toBeVisible({ timeout: 30_000 });
    // The form's heading names its collection: "Create lots record".
    const heading = new RegExp(`^\\s*Create\\s+${collection}\\s+record\\s*$`);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 300_000 });
}
