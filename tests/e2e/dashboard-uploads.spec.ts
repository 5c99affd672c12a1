// Operators' heavy and broken photos, uploaded through the real PocketBase dashboard (docs/images.md, "Heavy and
// broken uploads"): a 40-megapixel camera photo is taken and served resized by the shop's image endpoint, never
// whole; a corrupt JPEG (a photo cut off mid-transfer) is taken by PocketBase, whose type check reads only the first
// bytes, and the endpoint answers it without failing: a refusal the pages' image fallback turns into the placeholder,
// or the part of the picture that arrived. Nothing crashes, and since the build fetches no image (docs/images.md), no
// build stops for it.
// The photos are real ones (scripts/real-photos.mjs), not drawings.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { realPhotos } from '../../scripts/real-photos.mjs';
import { test, expect } from '@tests/harness/browser';
import { dashboardField, dashboardInput, openNewDashboardRecord, signInToDashboard } from '@tests/harness/dashboard';
import { adminClient } from '@tests/harness/stack';

test.describe.configure({ mode: 'serial' });
/** The farmers these tests make: last in the farmers' order while they exist, and deleted after. */
const TEST_FARMERS = /^(Forty MP|Corrupt Photo|Good Photo) Farmer /;
const LAST = 9999;
test.afterAll(async () => {
  const pb = await adminClient();
  for (const farmer of await pb.collection('farmers').getFullList({ fields: 'id,name' }))
    if (TEST_FARMERS.test(String(farmer.name))) await pb.collection('farmers').delete(farmer.id);
});

async function newFarmer(page: Page, name: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await openNewDashboardRecord(page, 'farmers');
  await dashboardInput(page, 'name', 'text').fill(name);
  await dashboardInput(page, 'sort', 'number').fill(String(LAST));
  await dashboardField(page, 'image', 'file').locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
}

/** The saved farmer named `name` (as a superuser), waiting for the dashboard's save. */
async function savedFarmer(name: string) {
  const pb = await adminClient();
  let record: { id: string; image: string } | null = null;
  await expect
    .poll(
      async () => {
        record = await pb
          .collection('farmers')
          .getFirstListItem<{ id: string; image: string }>(pb.filter('name = {:name}', { name }))
          .catch(() => null);
        return record?.image ?? '';
      },
      { timeout: 60_000 },
    )
    .not.toBe('');
  // Behind the demo's farmers, so the home page's "first three" (tests/e2e/home.spec.ts) stay the demo's.
  await pb.collection('farmers').update((record as unknown as { id: string }).id, { sort: LAST });
  return record as unknown as { id: string; image: string };
}

const endpointUrl = (id: string, file: string, side: number) =>
  `/_image?href=/api/files/farmers/${id}/${encodeURIComponent(file)}&w=${side}&h=${side}&f=auto&q=65`;

test('a 40-megapixel camera photo is taken, and shoppers get it resized, never whole', async ({ page, request }) => {
  test.setTimeout(600_000); // the dashboard is slow on a shared machine; every wait below is for a state
  const [photo] = await realPhotos();
  // The photo enlarged to 40 megapixels (about 8,440 × 4,750), encoded as a phone's 48-50 MP mode would, under 5 MB.
  const width = Math.ceil(Math.sqrt((40_000_000 * photo!.width) / photo!.height)) + 2;
  const height = Math.ceil((width * photo!.height) / photo!.width);
  const big = await sharp(photo!.jpeg).resize(width, height).jpeg({ quality: 60 }).toBuffer();
  expect(width * height).toBeGreaterThanOrEqual(40_000_000);
  expect(big.length).toBeLessThan(5 * 1024 * 1024);
  const name = `Forty MP Farmer ${Date.now().toString(36)}`;
  await signInToDashboard(page);
  await newFarmer(page, name, { name: 'forty-megapixels.jpg', mimeType: 'image/jpeg', buffer: big });
  const farmer = await savedFarmer(name);

  const answer = await request.get(endpointUrl(farmer.id, farmer.image, 400), {
    headers: { Accept: 'image/avif,image/webp,*/*' },
  });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/avif');
  const body = await answer.body();
  const meta = await sharp(body).metadata();
  expect([meta.width, meta.height]).toEqual([400, 400]);
  expect(body.length).toBeLessThan(100_000);
});

test('a corrupt JPEG is taken, and the shop answers it with a refusal, not a crash, and keeps serving', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const photos = await realPhotos();
  const source = photos[1]!.jpeg;
  // A photo cut off at a third, as an interrupted upload from a phone leaves it: a JPEG start, no end.
  const corrupt = source.subarray(0, Math.floor(source.length / 3));
  await expect(sharp(corrupt, { failOn: 'warning' }).toBuffer()).rejects.toThrow(/premature end|truncated/i);
  const name = `Corrupt Photo Farmer ${Date.now().toString(36)}`;
  await signInToDashboard(page);
  await newFarmer(page, name, { name: 'cut-off.jpg', mimeType: 'image/jpeg', buffer: corrupt });
  const farmer = await savedFarmer(name);

  const answer = await request.get(endpointUrl(farmer.id, farmer.image, 400), {
    headers: { Accept: 'image/avif,image/webp,*/*' },
  });
  // Handled, never a 500: either a refusal (4xx, which the pages' image fallback shows as the placeholder) or the
  // part of the picture that arrived, as an image of the asked size.
  const status = answer.status();
  expect(status === 200 || (status >= 400 && status < 500), `status ${status}`).toBe(true);
  if (status === 200) {
    const meta = await sharp(await answer.body()).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);
  }
  // The endpoint still serves other photos.
  const other = await savedFarmerWithPhoto(photos[2]!.jpeg);
  const fine = await request.get(endpointUrl(other.id, other.image, 200), { headers: { Accept: 'image/webp' } });
  expect(fine.status()).toBe(200);
  expect(fine.headers()['content-type']).toBe('image/webp');
});

/** A farmer with a good photo, made through the API (the dashboard's path is the test above). */
async function savedFarmerWithPhoto(jpeg: Buffer) {
  const pb = await adminClient();
  const form = new FormData();
  form.append('name', `Good Photo Farmer ${Date.now().toString(36)}`);
  form.append('sort', String(LAST));
  form.append('image', new File([new Uint8Array(jpeg)], 'good.jpg', { type: 'image/jpeg' }));
  return pb.collection('farmers').create<{ id: string; image: string }>(form);
}
