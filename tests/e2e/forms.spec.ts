// QR lead form and feedback form, end to end into PocketBase (docs/rules.md §2 QR / Feedback, §5, §8).
import { test, expect, hydrated } from '@tests/harness/browser';
import { adminClient } from '@tests/harness/stack';

/** A marker unique to this test run and project, so parallel runs never see each other's records. */
const marker = (name: string) => `${name} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function latest(collection: 'qr_form' | 'feedback', match: (data: Record<string, unknown>) => boolean) {
  const pb = await adminClient();
  const field = collection === 'qr_form' ? 'contact_json' : 'feedback';
  const items = await pb.collection(collection).getList(1, 50, { sort: '-created' });
  return items.items.map((r) => r[field] as Record<string, unknown>).filter(match);
}

test('QR page: hero, Try It Now, how it works, and the lead form round trip', async ({ page }) => {
  await page.goto('/qr');
  await expect(page.getByRole('link', { name: /Try It Now/ })).toHaveAttribute('href', '/products');
  for (const step of ['Scan QR', 'View Details', 'Meet Farmers'])
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get QR For Your Business' })).toBeVisible();

  const name = marker('E2E Lead');
  const form = page.locator('#get-qr');
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'QrLeadForm');
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Mobile Number').fill('9812345678');
  await form.getByLabel('Business Name').fill('E2E Organic Farm');
  await form.getByLabel('Email').fill('owner@e2e-farm'); // no top-level domain: not a valid email
  await form.getByLabel('Nature of Business').fill('Vegetable cooperative');

  // An invalid email is blocked in the browser: an error, no thank-you, nothing stored.
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('qr-thank-you')).toHaveCount(0);
  expect(await latest('qr_form', (c) => c.fullName === name)).toEqual([]);

  await form.getByLabel('Email').fill('owner@e2e-farm.com.np');
  await form.getByRole('button', { name: 'Submit' }).click();
  const thanks = page.getByTestId('qr-thank-you');
  await expect(thanks).toBeVisible();
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(page.getByText('Our team will reach out soon.').first()).toBeVisible();

  const [stored] = await latest('qr_form', (c) => c.fullName === name);
  expect(stored).toMatchObject({
    fullName: name,
    mobile: '9812345678',
    business: 'E2E Organic Farm',
    email: 'owner@e2e-farm.com.np',
    nature: 'Vegetable cooperative',
  });
  expect(new Date(stored!.submitted_at as string).toISOString()).toBe(stored!.submitted_at);

  await thanks.getByRole('button', { name: 'Submit Another' }).click();
  await expect(page.getByTestId('qr-thank-you')).toHaveCount(0);
  for (const label of ['Full Name', 'Mobile Number', 'Business Name', 'Email', 'Nature of Business']) {
    await expect(form.getByLabel(label)).toHaveValue('');
  }
});

test('QR form: every field is required and the mobile must be a Nepali mobile number', async ({ page }) => {
  await page.goto('/qr');
  const form = page.locator('#get-qr');
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'QrLeadForm');
  await form.getByRole('button', { name: 'Submit' }).click();
  for (const message of [
    'Full Name is required',
    'Mobile Number is required',
    'Business Name is required',
    'Email is required',
    'Nature of Business is required',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await form.getByLabel('Mobile Number').fill('12345');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByLabel('Mobile Number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('qr-thank-you')).toHaveCount(0);
});

test('QR form: a mobile number typed in Devanagari digits is accepted and stored as Latin digits', async ({ page }) => {
  await page.goto('/qr');
  const name = marker('E2E Devanagari Lead');
  const form = page.locator('#get-qr');
  await form.scrollIntoViewIfNeeded();
  await hydrated(page, 'QrLeadForm');
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Mobile Number').pressSequentially('+९७७ ९८१२३४५६७८');
  await form.getByLabel('Business Name').fill('E2E Organic Farm');
  await form.getByLabel('Email').fill('owner@e2e-farm.com.np');
  await form.getByLabel('Nature of Business').fill('Vegetable cooperative');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('qr-thank-you')).toBeVisible();
  const [stored] = await latest('qr_form', (c) => c.fullName === name);
  expect(stored).toMatchObject({ fullName: name, mobile: '9812345678' });
});

test('feedback: prefilled from the link, rating required, stored, Nepali thank-you', async ({ page }) => {
  await page.goto('/feedback?phone=9812345678&orderid=ORD-123456');
  await hydrated(page, 'FeedbackForm');
  await expect(page.getByLabel('Phone Number')).toHaveValue('9812345678');
  await expect(page.getByLabel('Order ID')).toHaveValue('ORD-123456');

  const comment = marker('E2E feedback: the honey was wonderful');
  await page.getByLabel('Comment').fill(comment);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Rating Required')).toBeVisible();
  await expect(page.getByText('Please select a rating before submitting.').first()).toBeVisible();
  await expect(page.getByTestId('feedback-thank-you')).toHaveCount(0);

  // An invalid phone is refused with the hint.
  await page.getByLabel('Phone Number').fill('12345');
  await page.getByRole('radio', { name: /^4 stars/ }).check({ force: true });
  await expect(page.getByRole('radio', { name: /^4 stars/ })).toBeChecked();
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#phone-error')).toHaveText('Please enter a valid Nepali mobile number');

  await page.getByLabel('Phone Number').fill('9812345678');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  const thanks = page.getByTestId('feedback-thank-you');
  await expect(thanks.getByText('धन्यवाद! तपाईंको प्रतिक्रिया हाम्रो लागि महत्त्वपूर्ण छ।')).toBeVisible();
  await expect(thanks.getByRole('link', { name: /Continue Shopping/ })).toHaveAttribute('href', '/products');
  await expect(page.getByText('Thank You!', { exact: true })).toBeVisible();
  await expect(page.getByText('Your feedback has been submitted successfully.')).toBeVisible();

  const [stored] = await latest('feedback', (f) => f.comment === comment);
  expect(stored).toMatchObject({ phone: '9812345678', order_id: 'ORD-123456', rating: 4, comment });
  expect(new Date(stored!.submitted_at as string).toISOString()).toBe(stored!.submitted_at);
});

test('feedback without an order ID is stored with an empty order_id', async ({ page }) => {
  await page.goto('/feedback');
  await hydrated(page, 'FeedbackForm');
  await expect(page.getByLabel('Phone Number')).toHaveValue('');
  const comment = marker('E2E feedback without order');
  await page.getByRole('radio', { name: /^5 stars/ }).check({ force: true });
  // Typed on a Nepali keyboard: the field keeps each Devanagari digit as its Latin one.
  await page.getByLabel('Phone Number').pressSequentially('९७२३४५६७८९');
  await expect(page.getByLabel('Phone Number')).toHaveValue('9723456789');
  await page.getByLabel('Comment').fill(comment);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByTestId('feedback-thank-you')).toBeVisible();
  const [stored] = await latest('feedback', (f) => f.comment === comment);
  expect(stored).toMatchObject({ phone: '9723456789', order_id: '', rating: 5 });
});
