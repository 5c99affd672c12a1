// A picture missing for a moment (its file gone from PocketBase, or PocketBase down) is answered by `/_image` with a
// redirect to the placeholder (src/lib/images/image-endpoint.ts). The service worker keeps images cache-first, so it
// must keep only a picture's own answer: once the file is back, the page shows the picture, not the placeholder kept
// under its URL (src/features/offline/sw.ts, ownImage). Real Chromium, the stack's shop server and PocketBase; the
// file is really moved out of PocketBase's storage and back.
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { controlled, test, expect } from '@tests/harness/browser';
import { adminPb, testStack } from '@tests/harness/stack';
import { IMAGES_CACHE } from '@/features/offline/cache-names';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

/** public/placeholder.svg's own size. */
const PLACEHOLDER = { width: 400, height: 400 };

/**
 * A picture of this test's own: an inactive banner (shown on no page) with a 120×80 file, so each of its sizes is made
 * for the first time here. Returns its `/_image` URL at `width` and the file's path in PocketBase's storage.
 */
async function ownPicture(width: number) {
  const admin = await adminPb();
  const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2f855a' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'missing-for-a-moment.png');
  form.append('alt', 'A picture missing for a moment');
  form.append('active', 'false');
  const banner = await admin.collection('banners').create(form);
  return {
    url: `/_image?href=/api/files/banners/${banner.id}/${banner.image}&w=${width}&f=auto&q=65`,
    file: join(testStack().root, 'pb_data', 'storage', banner.collectionId, banner.id, banner.image),
    size: { width, height: (width * 80) / 120 },
  };
}

/** Shows the image at `url` on a freshly loaded page (through the worker) and returns the size the browser drew. */
async function shownSize(page: Page, url: string) {
  await page.goto('/about');
  await controlled(page);
  return page.evaluate(async (src) => {
    const img = document.createElement('img');
    img.src = src;
    document.body.append(img);
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight };
  }, url);
}

/** What the worker's image cache holds under `url`: each answer's type and the address it came from. */
function kept(page: Page, url: string) {
  return page.evaluate(
    async ([cacheName, key]) => {
      const cache = await caches.open(cacheName!);
      const answers = await cache.matchAll(key, { ignoreVary: true });
      return answers.map((r) => ({ type: r.headers.get('content-type'), from: new URL(r.url).pathname }));
    },
    [IMAGES_CACHE, url],
  );
}

test('a picture missing for a moment is never kept as the placeholder: the page shows it once it is back', async ({
  page,
}) => {
  const picture = await ownPicture(60);
  renameSync(picture.file, `${picture.file}.away`);
  try {
    expect(await shownSize(page, picture.url)).toEqual(PLACEHOLDER);
    expect(await kept(page, picture.url)).toEqual([]);
  } finally {
    renameSync(`${picture.file}.away`, picture.file);
  }
  expect(await shownSize(page, picture.url)).toEqual(picture.size);
  const answers = await kept(page, picture.url);
  expect(answers).toHaveLength(1);
  expect(answers[0]).toMatchObject({ type: expect.stringMatching(/^image\/(avif|webp)$/), from: '/_image' });
  // Kept: offline, the picture still shows.
  await page.context().setOffline(true);
  try {
    expect(await shownSize(page, picture.url)).toEqual(picture.size);
  } finally {
    await page.context().setOffline(false);
  }
});

test('a placeholder kept under a picture by an earlier worker is replaced by the picture', async ({ page }) => {
  const picture = await ownPicture(48);
  await page.goto('/about');
  await controlled(page);
  // What an earlier worker kept when `/_image` redirected: the placeholder's answer under the picture's URL.
  await page.evaluate(
    async ([cacheName, key]) => (await caches.open(cacheName!)).put(key!, await fetch('/placeholder.svg')),
    [IMAGES_CACHE, picture.url],
  );
  expect(await kept(page, picture.url)).toEqual([{ type: 'image/svg+xml', from: '/placeholder.svg' }]);

  expect(await shownSize(page, picture.url)).toEqual(picture.size);
  expect(await kept(page, picture.url)).toEqual([
    { type: expect.stringMatching(/^image\/(avif|webp)$/), from: '/_image' },
  ]);
});
