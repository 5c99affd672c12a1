// Site settings and home texts are records (docs/operators.md, "Site settings", "Home and page texts"): a change to
// the support phone and a change to a FAQ question each reach the public pages by themselves, through the
// publisher watching PocketBase (no build asked for), on every page that shows them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import sharp from 'sharp';
import { adminClient, anonymousClient, testStack } from '@tests/harness/stack';
import { waitFor as waitForValue } from '@tests/harness/wait';
import { Publisher } from '../../../server/publish/publisher.ts';
import { publisherClient } from '../../../server/publish/live.ts';
import { startShopServer } from '../../../server/shop-server.ts';
import { freePort } from '../../../server/pocketbase-process.ts';
import { projectRoot } from '../../../server/paths.ts';

const stack = testStack();
let admin: PocketBase;
let buildsRoot: string;
let publisher: Publisher;
let server: Awaited<ReturnType<typeof startShopServer>>;
let settings: RecordModel;
let faq: RecordModel;
let lot: RecordModel;
let photoFile = '';
let hiddenLot: RecordModel;
const run = Date.now().toString(36);

async function pageText(path: string): Promise<string> {
  const res = await fetch(new URL(path, server.url));
  return (await res.text()).replace(/<!--.*?-->/g, '');
}

const waitFor = <T>(what: string, probe: () => Promise<T | null | undefined | false>) =>
  waitForValue(what, probe, 1_200_000);

beforeAll(async () => {
  admin = await adminClient();
  settings = await admin.collection('site_settings').getFirstListItem('');
  [faq] = (await admin.collection('home_faq').getList(1, 1, { sort: 'sort' })).items;
  // A lot photo uploaded in the dashboard (it showed as a broken image before /_image served lots' files).
  const lots = await admin.collection('lots').getList(1, 2, { sort: '-created', expand: 'product' });
  [lot, hiddenLot] = lots.items as [RecordModel, RecordModel];
  const form = new FormData();
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#8a6a2a' } })
    .jpeg()
    .toBuffer();
  form.append('photos+', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'harvest-day.jpg');
  const withPhoto = await admin.collection('lots').update(lot.id, form);
  photoFile = (withPhoto.photos as string[]).find((f) => !(lot.photos as string[]).includes(f))!;
  // A product hidden after its labels were printed.
  await admin.collection('web_products').update(hiddenLot.product, { isVisible: false });
  mkdirSync(join(projectRoot, '.builds'), { recursive: true });
  buildsRoot = mkdtempSync(join(projectRoot, '.builds', 'test-content-'));
  publisher = new Publisher({
    pb: await publisherClient(stack.pbUrl, stack.service),
    buildEnv: {
      PB_URL: stack.pbUrl,
      SHOP_SERVICE_EMAIL: stack.service.email,
      SHOP_SERVICE_PASSWORD: stack.service.password,
      SITE_BUILD_TOKEN: stack.buildToken,
    },
    buildsRoot,
    quietMs: 1000,
    pollMs: 500,
    schedule: '1d',
    log: () => {},
  });
  const first = await publisher.request('startup');
  expect(first.ok).toBe(true);
  server = await startShopServer({ buildDir: first.dir, port: await freePort() });
  publisher.onLive = (dir: string) => server.swap(dir);
  publisher.start();
}, 1_300_000);

afterAll(async () => {
  await publisher?.stop();
  await server?.close();
  if (settings)
    await admin.collection('site_settings').update(settings.id, {
      support_phone: settings.support_phone,
      delivery_window: settings.delivery_window,
    });
  if (faq) await admin.collection('home_faq').update(faq.id, { question: faq.question, question_ne: '' });
  if (lot && photoFile) await admin.collection('lots').update(lot.id, { 'photos-': [photoFile] });
  if (hiddenLot) await admin.collection('web_products').update(hiddenLot.product, { isVisible: true });
  rmSync(buildsRoot, { recursive: true, force: true });
});

describe('site settings and home texts from the dashboard', () => {
  it('the seeded records hold today’s texts, and guests may read but not write them', async () => {
    expect(settings.support_phone).toBe('+977-1-5550100');
    expect(faq.question).toBe('What is Krishi Bazaar?');
    const home = await pageText('/');
    expect(home).toContain('What is Krishi Bazaar?');
    expect(home).toContain('+977-1-5550100');
    const guest = anonymousClient();
    expect((await guest.collection('site_settings').getFirstListItem('')).id).toBe(settings.id);
    await expect(guest.collection('site_settings').update(settings.id, { support_phone: '1' })).rejects.toMatchObject({
      status: 403,
    });
    await expect(guest.collection('home_faq').create({ question: 'x', answer: 'y' })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('a lot photo is shown on its trace page, served by the shop', async () => {
    const html = await (await fetch(new URL(`/t/${lot.code}`, server.url))).text();
    const urls = [...html.matchAll(/\/_image\?href=\/api\/files\/lots\/[^"'\s,]+/g)].map((m) =>
      m[0].replace(/&amp;/g, '&'),
    );
    expect(urls.some((u) => u.includes(encodeURIComponent(photoFile)) || u.includes(photoFile))).toBe(true);
    const res = await fetch(new URL(urls[0]!, server.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
  });

  it('a hidden product’s trace page stays readable and says it is no longer sold', async () => {
    const res = await fetch(new URL(`/t/${hiddenLot.code}`, server.url));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('This product is no longer sold.');
    expect(html).not.toContain('data-testid="buy-again"');
    expect(html).toContain(String(hiddenLot.code));
  });

  it('a new support phone reaches every page by itself (header, footer, contact page)', async () => {
    const phone = `+977-1-7${run.slice(-6).replace(/\D/g, '1').padEnd(6, '0')}`;
    await admin.collection('site_settings').update(settings.id, { support_phone: phone });
    await waitFor('the new phone on the contact page', async () => (await pageText('/contact')).includes(phone));
    for (const path of ['/', '/about', '/shipping']) expect(await pageText(path)).toContain(phone);
    expect(await pageText('/')).not.toContain('+977-1-5550100');
  }, 1_300_000);

  it('a changed FAQ question reaches the home page by itself, and its Nepali version the Nepali home page', async () => {
    const question = `Where does our food come from ${run}?`;
    const nepali = `हाम्रो खाना कहाँबाट आउँछ ${run}?`;
    await admin.collection('home_faq').update(faq.id, { question, question_ne: nepali });
    await waitFor('the new question on the home page', async () => (await pageText('/')).includes(question));
    const home = await pageText('/');
    expect(home).not.toContain('What is Krishi Bazaar?');
    // Each page in one language: the Nepali question is on the Nepali page, instead of the English one.
    expect(home).not.toContain(nepali);
    const nepaliHome = await pageText('/ne');
    expect(nepaliHome).toContain(nepali);
    expect(nepaliHome).not.toContain(question);
  }, 1_300_000);
});
