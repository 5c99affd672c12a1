// Signing in patiently (src/lib/data/sign-in.mjs, as the service account signs in: signInAsService of
// src/lib/data/shop-service.mjs) against a PocketBase of its own, with the shop's sign-in limit (2 per 3 s
// from one address, pocketbase/pb_migrations/1732000100_shop_settings.js): the shop's server, its publisher and each
// build sign in from one address, so a sign-in refused only for the limit must wait for the window, not fail.
// Its own PocketBase, so using up the window here slows no other test's sign-in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase, { ClientResponseError } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsService } from '@/lib/data/shop-service.mjs';
import { prepareBackend } from '../../../server/backend.ts';
import { freePort } from '../../../server/pocketbase-process.ts';

let root: string;
let backend: Awaited<ReturnType<typeof prepareBackend>>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'shop-sign-in-'));
  backend = await prepareBackend({ dataDir: join(root, 'pb_data'), port: await freePort() });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
  rmSync(root, { recursive: true, force: true });
});

const client = () => {
  const pb = new PocketBase(backend.url);
  pb.autoCancellation(false);
  return pb;
};
const service = () => backend.service as { email: string; password: string };

/** Signs in with plain authWithPassword until PocketBase refuses for the limit: the window is used up. */
async function useUpTheWindow() {
  for (let i = 0; i < 5; i++) {
    const refused = await client()
      .collection('shop_service')
      .authWithPassword(service().email, service().password)
      .then(
        () => null,
        (err: ClientResponseError) => err.status,
      );
    if (refused === 429) return;
  }
  throw new Error('PocketBase never refused a sign-in for its limit');
}

describe('signInAsService', () => {
  it('waits out the sign-in limit instead of failing, and the client is signed in', async () => {
    await useUpTheWindow();
    const pb = client();
    const auth = await signInAsService(pb, service().email, service().password);
    expect(auth.record.email).toBe(service().email);
    expect(pb.authStore.isValid).toBe(true);
    expect(pb.authStore.record?.collectionName).toBe('shop_service');
  }, 30_000);

  it('with one attempt, the refusal for the limit is thrown as it came (429)', async () => {
    await useUpTheWindow();
    const refused = await signInAsService(client(), service().email, service().password, {
      attempts: 1,
    }).catch((err: ClientResponseError) => err);
    expect(refused).toBeInstanceOf(ClientResponseError);
    expect((refused as ClientResponseError).status).toBe(429);
  }, 30_000);

  it('a wrong password is refused at once (400), not tried again', async () => {
    // The window may still be used up by the test before: refusals for the limit (429) are waited out, the refusal
    // for the password ends it. Every answer PocketBase gave is recorded, so no sleep is needed to start fresh.
    const pb = client();
    const answers: number[] = [];
    pb.afterSend = (response, data) => {
      answers.push(response.status);
      return data;
    };
    const refused = await signInAsService(pb, service().email, 'not-the-password', {
      attempts: 10,
    }).catch((err: ClientResponseError) => err);
    expect((refused as ClientResponseError).status).toBe(400);
    expect(answers.at(-1)).toBe(400);
    expect(answers.slice(0, -1).every((status) => status === 429)).toBe(true);
    expect(pb.authStore.isValid).toBe(false);
  }, 60_000);
});
