// Site settings and home texts are records (docs/operators.md, "Site settings", "Home and page texts"): a change to
// the support phone and a change to a FAQ question each reach the public pages by themselves, through the
// publisher watching PocketBase (no build asked for), on every page that shows them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { adminClient, anonymousClient, testStack } from '@tests/harness/stack';
import { waitFor as waitForValue } from '@tests/harness/wait';
import { Publisher } from '../../../scripts/publish/publisher.mjs';
import { publisherClient } from '../../../scripts/publish/live.mjs';
import { startShopServer } from '../../../scripts/lib/shop-server.mjs';
import { freePort } from '../../../scripts/lib/pocketbase-process.mjs';
import { projectRoot } from '../../../scripts/lib/paths.mjs';

const stack = testStack();
let admin: PocketBase;
let buildsRoot: string;
let publisher: Publisher;
let server: Awaited<ReturnType<typeof startShopServer>>;
let settings: RecordModel;
let faq: RecordModel;
const run = Date.now().toString(36);

async function pageText(path: string): Promise<string> {
  const res = await fetch(new URL(path, server.url));
  return (await res.text()).replace(/<!--.*?-->/g, '');
}

const waitFor = <T>(what: string, probe: () => Promise<T | null | undefined | false>) =>
  waitForValue(what, probe, 180_000);

beforeAll(async () => {
  admin = await adminClient();
  settings = await admin.collection('site_settings').getFirstListItem('');
  [faq] = (await admin.collection('home_faq').getList(1, 1, { sort: 'sort' })).items;
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
}, 400_000);

afterAll(async () => {
  await publisher?.stop();
  await server?.close();
  if (settings)
    await admin.collection('site_settings').update(settings.id, {
      support_phone: settings.support_phone,
      delivery_window: settings.delivery_window,
    });
  if (faq) await admin.collection('home_faq').update(faq.id, { question: faq.question, question_ne: '' });
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

  it('a new support phone reaches every page by itself (header, footer, contact page)', async () => {
    const phone = `+977-1-7${run.slice(-6).replace(/\D/g, '1').padEnd(6, '0')}`;
    await admin.collection('site_settings').update(settings.id, { support_phone: phone });
    await waitFor('the new phone on the contact page', async () => (await pageText('/contact')).includes(phone));
    for (const path of ['/', '/about', '/shipping']) expect(await pageText(path)).toContain(phone);
    expect(await pageText('/')).not.toContain('+977-1-5550100');
  }, 200_000);

  it('a changed FAQ question reaches the home page by itself, with its Nepali version', async () => {
    const question = `Where does our food come from ${run}?`;
    await admin.collection('home_faq').update(faq.id, { question, question_ne: 'हाम्रो खाना कहाँबाट आउँछ?' });
    await waitFor('the new question on the home page', async () => (await pageText('/')).includes(question));
    const home = await pageText('/');
    expect(home).not.toContain('What is Krishi Bazaar?');
    expect(home).toContain('<span lang="ne"');
    expect(home).toContain('हाम्रो खाना कहाँबाट आउँछ?');
  }, 200_000);
});
