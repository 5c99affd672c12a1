// Incremental builds through the publisher, against the real PocketBase and real `astro build`s: after a first
// build, a second one renders again only the pages whose data changed (a price edit, a category change, a new
// picture, a new product), reuses the rest from the first, drops a hidden product's page, and writes the same pages
// a full build with an empty cache writes. A change to the code every page is built from (here a PUBLIC_ setting,
// which Vite writes into the bundle exactly as an edited source file would be) makes the next build render every
// page again. See docs/publishing.md, "Incremental builds".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { adminClient, testStack } from '@tests/harness/stack';
import { Publisher } from '../../../server/publish/publisher.ts';
import { publisherClient } from '../../../server/publish/live.ts';
import { projectRoot } from '../../../server/paths.ts';

interface BuildResult {
  ok: boolean;
  dir: string;
  rendered: string[];
  reused: number;
  error?: string;
}

const stack = testStack();
const run = Date.now().toString(36);
let admin: PocketBase;
const temporary: string[] = [];
const created: RecordModel[] = [];
let first: BuildResult;
let second: BuildResult;

const picture = (background: string) =>
  sharp({ create: { width: 400, height: 400, channels: 3, background } })
    .webp()
    .toBuffer();

async function makeProduct(key: string, extra: Record<string, string> = {}): Promise<RecordModel> {
  const form = new FormData();
  form.append('slug', `incremental-${key}-${run}`);
  form.append('name', `Incremental ${key} ${run}`);
  form.append('price', '150');
  form.append('unit', '1 KG');
  form.append('category', 'Vegetables');
  form.append('isVisible', 'true');
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  form.append('image', new Blob([new Uint8Array(await picture('#4a7a2a'))], { type: 'image/webp' }), `${key}.webp`);
  const record = await admin.collection('web_products').create(form);
  created.push(record);
  return record;
}

const pagePath = (record: RecordModel) => `/products/${record.slug}/index.html`;
const pageFile = (build: BuildResult, record: RecordModel) => join(build.dir, 'client', pagePath(record));
/**
 * A built product page. Its offer's priceValidUntil counts from the build's day in Nepal: two builds on either side
 * of 00:00 Nepal time (18:15 UTC) differ there and nowhere else, so it is left out of the comparison.
 */
const page = (build: BuildResult, record: RecordModel) =>
  readFileSync(pageFile(build, record), 'utf8').replace(
    /"priceValidUntil":"\d{4}-\d{2}-\d{2}"/g,
    '"priceValidUntil":""',
  );

/** A publisher with builds and an Astro cache of its own, so nothing another test built is reused. */
async function publisher(env: Record<string, string> = {}) {
  const buildsRoot = mkdtempSync(join(projectRoot, '.builds', 'test-incremental-'));
  const cacheDir = mkdtempSync(join(projectRoot, '.cache', 'test-incremental-astro-'));
  const precompressDir = mkdtempSync(join(projectRoot, '.cache', 'test-incremental-precompress-'));
  temporary.push(buildsRoot, cacheDir, precompressDir);
  return new Publisher({
    pb: await publisherClient(stack.pbUrl, stack.service),
    buildEnv: {
      PB_URL: stack.pbUrl,
      SHOP_SERVICE_EMAIL: stack.service.email,
      SHOP_SERVICE_PASSWORD: stack.service.password,
      SITE_BUILD_TOKEN: stack.buildToken,
      ASTRO_CACHE_DIR: cacheDir,
      PRECOMPRESS_CACHE_DIR: precompressDir,
      ...env,
    },
    buildsRoot,
    log: () => {},
  });
}

async function build(target: Publisher): Promise<BuildResult> {
  const result = (await target.request('command line')) as BuildResult;
  expect(result.error ?? '').toBe('');
  expect(result.ok).toBe(true);
  return result;
}

let priced: RecordModel;
let hidden: RecordModel;
let recategorised: RecordModel;
let repictured: RecordModel;
let untouched: RecordModel;
let added: RecordModel;
let incremental: Publisher;

beforeAll(async () => {
  admin = await adminClient();
  mkdirSync(join(projectRoot, '.builds'), { recursive: true });
  mkdirSync(join(projectRoot, '.cache'), { recursive: true });
  priced = await makeProduct('priced');
  hidden = await makeProduct('hidden');
  recategorised = await makeProduct('recategorised');
  repictured = await makeProduct('repictured');
  untouched = await makeProduct('untouched');

  incremental = await publisher();
  first = await build(incremental);

  priced = await admin.collection('web_products').update(priced.id, { price: 175 });
  hidden = await admin.collection('web_products').update(hidden.id, { isVisible: false });
  recategorised = await admin.collection('web_products').update(recategorised.id, { category: 'Fruits' });
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await picture('#9a2a6a'))], { type: 'image/webp' }), 'new.webp');
  repictured = await admin.collection('web_products').update(repictured.id, form);
  added = await makeProduct('added');
  second = await build(incremental);
}, 900_000);

afterAll(async () => {
  await incremental?.stop();
  for (const record of created)
    await admin
      .collection('web_products')
      .delete(record.id)
      .catch(() => undefined);
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

describe('an incremental build after edits', () => {
  it('renders the pages of the changed and added products again', () => {
    for (const record of [priced, recategorised, repictured, added])
      expect(second.rendered).toContain(pagePath(record));
    expect(page(first, priced)).not.toContain('175');
    expect(page(second, priced)).toContain('175');
    expect(page(second, repictured)).toContain(repictured.image);
    expect(page(second, repictured)).not.toContain(created.find((r) => r.id === repictured.id)?.image);
  });

  it('reuses the pages of products that did not change, byte for byte', () => {
    expect(first.rendered).toContain(pagePath(untouched));
    expect(second.rendered).not.toContain(pagePath(untouched));
    expect(second.reused).toBeGreaterThan(0);
    // Every product page but the changed ones was reused.
    const renderedProducts = second.rendered.filter((path) => /^\/products\/.+\/index\.html$/.test(path));
    expect(renderedProducts.sort()).toEqual([priced, recategorised, repictured, added].map(pagePath).sort());
    expect(page(second, untouched)).toBe(page(first, untouched));
    // Linked from Astro's cache, not copied (server/build-links.ts): the same file as the cache's copy.
    expect(statSync(pageFile(second, untouched)).nlink).toBeGreaterThan(1);
    expect(statSync(pageFile(first, untouched)).nlink).toBe(1);
  });

  it("leaves a hidden product's page out", () => {
    expect(existsSync(pageFile(first, hidden))).toBe(true);
    expect(existsSync(pageFile(second, hidden))).toBe(false);
  });

  it('writes the same pages as a full build with an empty cache', async () => {
    const full = await build(await publisher());
    expect(full.reused).toBe(0);
    for (const record of [priced, recategorised, repictured, added, untouched])
      expect(page(second, record), record.slug).toBe(page(full, record));
    expect(existsSync(pageFile(full, hidden))).toBe(false);
  }, 600_000);
});

describe('a change to the code pages are built from', () => {
  it('makes the next build render every page again', async () => {
    // SITE_URL, not a PUBLIC_ contact setting: those now come from the site_settings record (server/site-settings.ts).
    const site = 'https://changed.example';
    expect(page(second, untouched)).not.toContain(site);
    incremental.buildEnv = { ...incremental.buildEnv, SITE_URL: site };
    const changed = await build(incremental);
    expect(changed.reused).toBe(0);
    expect(changed.rendered).toContain(pagePath(untouched));
    expect(page(changed, untouched)).toContain(site);
    // The earlier build's page, a link to the cache's copy the new build replaced, is as it was built.
    expect(page(second, untouched)).not.toContain(site);
    expect(page(second, untouched)).toBe(page(first, untouched));
  }, 600_000);
});
