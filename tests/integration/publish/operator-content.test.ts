// What an operator makes in the dashboard reaches the built site as they meant
// it, through a real build: a blog post's uploaded pictures placed in its
// content (as the editor's "Insert media" writes them, with PocketBase's own
// address) become optimised copies served by the shop; a product saved with
// uploaded gallery files and no ticks is built for sale with that gallery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { adminClient, testStack } from '@tests/harness/stack';
import { Publisher } from '../../../server/publish/publisher.ts';
import { publisherClient } from '../../../server/publish/live.ts';
import { startShopServer } from '../../../server/shop-server.ts';
import { freePort } from '../../../server/pocketbase-process.ts';
import { projectRoot } from '../../../server/paths.ts';

const stack = testStack();
let admin: PocketBase;
let buildsRoot: string;
let server: Awaited<ReturnType<typeof startShopServer>>;
let post: RecordModel;
let product: RecordModel;
const run = Date.now().toString(36);

const picture = (background: string, width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
const blob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

beforeAll(async () => {
  admin = await adminClient();
  // A post with two pictures: one inserted by the editor (absolute PocketBase address, collection id, thumb), one by name.
  const form = new FormData();
  form.append('title', `Pictures from the orchard ${run}`);
  form.append('slug', `orchard-pictures-${run}`);
  form.append('is_published', 'true');
  form.append('images', blob(await picture('#8a2a2a'), 'image/jpeg'), 'orchard.jpg');
  form.append('images', blob(await picture('#2a2a8a', 600, 600), 'image/jpeg'), 'baskets.jpg');
  post = await admin.collection('posts').create(form);
  const [orchard, baskets] = post.images as string[];
  const inserted = `${stack.pbUrl}/api/files/${post.collectionId}/${post.id}/${orchard}?thumb=100x100`;
  post = await admin.collection('posts').update(post.id, {
    content: `<p>Before.</p><p><img src="${inserted}" alt="The orchard"></p><p><img src="${baskets}" alt="Baskets"></p>`,
  });

  const item = new FormData();
  item.append('slug', `built-kiwi-${run}`);
  item.append('name', `Built Kiwi ${run}`);
  item.append('price', '360');
  item.append('unit', '1 KG');
  item.append('category', 'Fruits');
  item.append('gallery_files', blob(await picture('#6a9a2a', 400, 400), 'image/jpeg'), 'cut.jpg');
  item.append('gallery_files', blob(await picture('#3a5a1a', 400, 400), 'image/jpeg'), 'vine.jpg');
  product = await admin.collection('web_products').create(item);

  mkdirSync(join(projectRoot, '.builds'), { recursive: true });
  buildsRoot = mkdtempSync(join(projectRoot, '.builds', 'test-operator-'));
  const publisher = new Publisher({
    pb: await publisherClient(stack.pbUrl, stack.service),
    buildEnv: {
      PB_URL: stack.pbUrl,
      SHOP_SERVICE_EMAIL: stack.service.email,
      SHOP_SERVICE_PASSWORD: stack.service.password,
      SITE_BUILD_TOKEN: stack.buildToken,
    },
    buildsRoot,
    log: () => {},
  });
  const built = await publisher.request('command line');
  expect(built.ok).toBe(true);
  server = await startShopServer({ buildDir: built.dir, port: await freePort() });
}, 400_000);

afterAll(async () => {
  await server?.close();
  if (post)
    await admin
      .collection('posts')
      .delete(post.id)
      .catch(() => undefined);
  if (product)
    await admin
      .collection('web_products')
      .delete(product.id)
      .catch(() => undefined);
  if (buildsRoot) rmSync(buildsRoot, { recursive: true, force: true });
});

const get = (path: string) => fetch(new URL(path, server.url));

describe('blog pictures uploaded in the dashboard', () => {
  it('are in the built article as optimised copies from the shop, with no PocketBase address, CSP intact', async () => {
    const res = await get(`/blog/orchard-pictures-${run}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    // A prebuilt page carries its policy in a <meta>: pictures only from the shop itself.
    const csp = /<meta http-equiv="content-security-policy" content="([^"]+)"/i.exec(html)?.[1] ?? '';
    expect(csp).toMatch(/img-src 'self' data: blob:(;|$)/);
    expect(html).not.toContain(stack.pbUrl);
    const imgs = [...html.matchAll(/<img [^>]*alt="(The orchard|Baskets)"[^>]*>/g)].map((m) => m[0]);
    expect(imgs).toHaveLength(2);
    for (const img of imgs) {
      const src = /src="([^"]+)"/.exec(img)![1]!;
      expect(src).toMatch(/^\/(_image\?|_astro\/)/);
      expect(img).toMatch(/ srcset="[^"]+ 2x"/);
      expect(img).toContain('loading="lazy"');
      const file = await get(src.replace(/&amp;/g, '&'));
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/webp');
    }
    // Sizes keep each picture's shape (900×600 → 768×512; 600×600 stays 600×600).
    expect(imgs[0]).toMatch(/width="768" height="512"/);
    expect(imgs[1]).toMatch(/width="600" height="600"/);
  });
});

describe('a product with uploaded gallery files and no ticks', () => {
  it('is built for sale with its gallery', async () => {
    const res = await get(`/products/built-kiwi-${run}`);
    expect(res.status).toBe(200);
    const html = (await res.text()).replace(/<!--.*?-->/g, '');
    expect(html).toContain(`Built Kiwi ${run}`);
    expect(html).toContain('Add 1 to Cart');
    expect(html).not.toContain(stack.pbUrl);
    expect(html.match(/aria-label="Show image \d of 2"/g)).toHaveLength(2);
  });
});
