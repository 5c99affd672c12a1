// saveFormRecord against real PocketBase servers: the test stack's (as the
// shop_service account, through POST /api/shop/forms/{form}: the records API is
// closed to it) and one that is not there at all.
import { describe, expect, it } from 'vitest';
import PocketBase from 'pocketbase';
import { signInAsService } from '@/lib/data/shop-service.mjs';
import { FormStoreError, saveFormRecord } from '@/features/forms/store.server';
import { adminClient, anonymousClient, testStack } from '@tests/harness/stack';

async function serviceClient(): Promise<PocketBase> {
  const { pbUrl, service } = testStack();
  const pb = new PocketBase(pbUrl);
  pb.autoCancellation(false);
  await signInAsService(pb, service.email, service.password);
  return pb;
}

describe('saveFormRecord', () => {
  it('creates the record with the service account', async () => {
    const admin = await adminClient();
    const before = (await admin.collection('feedback').getList(1, 1)).totalItems;
    await saveFormRecord(
      'feedback',
      {
        feedback: JSON.stringify({
          phone: '9812345678',
          order_id: '',
          rating: 3,
          comment: 'store test',
          submitted_at: new Date().toISOString(),
        }),
      },
      serviceClient,
    );
    expect((await admin.collection('feedback').getList(1, 1)).totalItems).toBe(before + 1);
  });

  it("turns a record PocketBase's form route refuses (not the form's shape) into a FormStoreError (400), storing nothing", async () => {
    const admin = await adminClient();
    const before = (await admin.collection('qr_form').getList(1, 1)).totalItems;
    const error = await saveFormRecord(
      'qr_form',
      { contact_json: JSON.stringify({ note: 'any shape' }) },
      serviceClient,
    ).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(FormStoreError);
    expect(error).toMatchObject({ status: 400, message: 'PocketBase refused the record (400)' });
    expect((await admin.collection('qr_form').getList(1, 1)).totalItems).toBe(before);
  });

  it('turns an unreachable PocketBase into a FormStoreError (status 0), not a crash', async () => {
    const unreachable = async () => new PocketBase('http://127.0.0.1:9');
    const error = await saveFormRecord('qr_form', { contact_json: '{}' }, unreachable).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(FormStoreError);
    expect(error).toMatchObject({ status: 0, message: 'PocketBase could not be reached' });
  });

  it('turns a refused create (anonymous client) into a FormStoreError with the status', async () => {
    const error = await saveFormRecord('qr_form', { contact_json: '{}' }, async () => anonymousClient()).catch(
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(FormStoreError);
    expect((error as FormStoreError).status).toBeGreaterThanOrEqual(400);
  });
});
