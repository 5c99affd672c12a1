// The shop's service account (shop_service) writes through the hooks' routes only (SECURITY.md "Who may write what";
// pocketbase/pb_migrations/1732002400_service_account_rules.js). Signed in with its password, as the shop's server
// and publisher are, it tries a create, an update and a delete on every collection (listed through the superuser API
// at run time, so a new collection is covered the day it is added): each is refused and changes nothing, except the
// allow-list below. Then the forgeries the records API used to allow, tried for real (an order with any total,
// number and status; a shopper's phone and landmark rewritten; submissions of any shape), and the legitimate paths
// that must keep working: an order placed, feedback and a QR lead sent through the shop's actions, a build queued.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PocketBase, { type CollectionModel, type RecordModel } from 'pocketbase';
import { randomBytes } from 'node:crypto';
import { signInAsService } from '@/lib/data/shop-service.mjs';
import { expectData } from '@tests/harness/actions-client';
import { customer, newKey, orderInput } from '@tests/harness/orders';
import { place, product } from '@tests/harness/seed';
import { adminPb, testStack } from '@tests/harness/stack';
import type { PlaceOrderResult } from '@/features/checkout/contract';

/** collection.action the service account may still do through the records API, with why. */
const SERVICE_WRITABLE: Record<string, string> = {
  'site_builds.createRule':
    'the publisher (server/publish/publisher.ts) runs as the account and records its builds; /api/rebuild queues one',
  'site_builds.updateRule': "the publisher records a build's progress and outcome",
};

/** Rules open to another account, not this one: refused to it like a closed rule, as a record it cannot see (404). */
const OTHER_ACCOUNTS_ONLY: Record<string, string> = {
  'messages.updateRule':
    "the message sender's own account (message_senders) writes how a message went, never this one " +
    '(pb_migrations/1732004110_sender_account.js; tests/integration/notifications/sender-account.test.ts)',
};

/** PocketBase's own per-account records: an account may delete its own (PocketBase's default rule), no one else's. */
const OWN_RECORDS_ONLY = ['_authOrigins.deleteRule', '_externalAuths.deleteRule'];

const ACTIONS = ['createRule', 'updateRule', 'deleteRule'] as const;
/** PocketBase's answer to any non-superuser when a collection's rule for the action is closed (null). */
const SUPERUSERS_ONLY = 'Only superusers can perform this action.';

let admin: PocketBase;
let service: PocketBase;
let collections: CollectionModel[];
let order: RecordModel;

/** Status and message of a refused call; 'done' when it went through. */
async function outcome(call: Promise<unknown>): Promise<{ status: number; message: string } | 'done'> {
  return call.then(
    () => 'done' as const,
    (err: { status: number; response?: { message?: string } }) => ({
      status: err.status,
      message: err.response?.message ?? '',
    }),
  );
}

/** A value PocketBase would accept for a field of this type (what an open rule would let through). */
function sampleValue(field: { type: string; name: string; values?: string[] }): unknown {
  switch (field.type) {
    case 'text':
      return `service write ${field.name}`;
    case 'editor':
      return '<p>service write</p>';
    case 'number':
      return 1;
    case 'bool':
      return true;
    case 'email':
      return `service-write-${randomBytes(4).toString('hex')}@example.com`;
    case 'url':
      return 'https://example.com/service-write';
    case 'date':
      return new Date().toISOString().replace('T', ' ');
    case 'select':
      return field.values?.[0];
    case 'json':
      return {};
    default:
      return undefined; // relations, files, passwords, autodates: left out
  }
}

/** A create body from the collection's schema, with the credentials an auth collection needs. */
function sampleBody(c: CollectionModel): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of c.fields as { type: string; name: string; system: boolean; values?: string[] }[]) {
    if (field.system || field.name === 'id') continue;
    const value = sampleValue(field);
    if (value !== undefined) body[field.name] = value;
  }
  if (c.type === 'auth') {
    body.email = `service-write-${randomBytes(4).toString('hex')}@example.com`;
    body.password = 'service-write-password-1';
    body.passwordConfirm = 'service-write-password-1';
  }
  return body;
}

/** What an order record holds, for comparing before and after (no autodate, so an unchanged record compares equal). */
async function snapshot(name: string, id: string): Promise<string | null> {
  const record = await admin
    .collection(name)
    .getOne(id)
    .catch(() => null);
  return record ? JSON.stringify(record) : null;
}

beforeAll(async () => {
  admin = await adminPb();
  const { pbUrl, service: account } = testStack();
  service = new PocketBase(pbUrl);
  service.autoCancellation(false);
  // A real sign-in with the account's password, as the shop's server and the publisher do.
  await signInAsService(service, account.email, account.password);
  collections = await admin.collections.getFullList();
  const [kathmandu, apple] = await Promise.all([place(), product('jumla-apple')]);
  const placed = await expectData<PlaceOrderResult>(
    'placeOrder',
    orderInput(kathmandu, [{ product: apple, quantity: 1 }], { customer: customer(kathmandu) }),
  );
  order = await admin
    .collection('orders')
    .getFirstListItem(admin.filter('orderNumber = {:n}', { n: placed.orderNumber }));
}, 60_000);

describe('the rules', () => {
  it('name the service account in no create, update or delete rule except the allow-list', () => {
    expect(collections.length).toBeGreaterThan(20);
    const open: string[] = [];
    for (const c of collections)
      for (const action of ACTIONS) {
        const rule = c[action] as string | null;
        if (rule?.includes('shop_service') && !SERVICE_WRITABLE[`${c.name}.${action}`])
          open.push(`${c.name}.${action} = ${JSON.stringify(rule)}`);
      }
    expect(open).toEqual([]);
  });
});

describe('the service account through the records API', () => {
  it('is refused a create, an update and a delete on every collection, changing nothing', async () => {
    const serviceId = service.authStore.record!.id;
    const refused = { create: 0, update: 0, delete: 0 };
    for (const c of collections) {
      // PocketBase's own per-account records: one of another account (its own the account may delete).
      const filter = OWN_RECORDS_ONLY.some((r) => r.startsWith(`${c.name}.`))
        ? admin.filter('recordRef != {:id}', { id: serviceId })
        : '';
      const latest = await admin
        .collection(c.name)
        .getList(1, 1, { sort: '-id', filter })
        .then((page) => page.items[0] ?? null)
        .catch(() => null);
      const id = latest?.id ?? 'servicewrite000';
      const count = async () => (await admin.collection(c.name).getList(1, 1, { fields: 'id' })).totalItems;
      const before = await count();
      const was = latest ? await snapshot(c.name, id) : null;
      const body = sampleBody(c);
      const attempts = [
        ['create', 'createRule', () => service.collection(c.name).create(body)],
        ['update', 'updateRule', () => service.collection(c.name).update(id, body)],
        ['delete', 'deleteRule', () => service.collection(c.name).delete(id)],
      ] as const;
      for (const [verb, action, call] of attempts) {
        // Allowed on purpose (the publisher's build records): checked in publish/ and dashboard-mistakes tests.
        if (SERVICE_WRITABLE[`${c.name}.${action}`]) continue;
        const where = `${c.name}: ${verb}`;
        const answer = await outcome(call());
        expect(answer, where).not.toBe('done');
        if (answer === 'done') continue;
        // A view's records are read-only to everyone (a 400 before any rule is read).
        if (c.type === 'view') expect(answer.status, where).toBe(400);
        else if (c[action] === null) expect(answer, where).toEqual({ status: 403, message: SUPERUSERS_ONLY });
        else {
          // Only PocketBase's own-records rules and other accounts' rules are left open: refused to this one.
          expect([...OWN_RECORDS_ONLY, ...Object.keys(OTHER_ACCOUNTS_ONLY)], where).toContain(`${c.name}.${action}`);
          expect([400, 403, 404], where).toContain(answer.status);
        }
        refused[verb]++;
      }
      expect(await count(), `${c.name}: count`).toBe(before);
      if (latest) expect(await snapshot(c.name, id), `${c.name}: record unchanged`).toBe(was);
    }
    // Every collection, for each verb, but the build records' create and update (the publisher's).
    expect(refused).toEqual({
      create: collections.length - 1,
      update: collections.length - 1,
      delete: collections.length,
    });
  });

  it('cannot forge an order: any total, a chosen number, status Delivered, no stock or budget spent', async () => {
    const before = await admin.collection('orders').getList(1, 1, { fields: 'id' });
    const { id: _id, collectionId: _c, collectionName: _n, created: _cr, updated: _u, ...copy } = order;
    const forged = {
      ...copy,
      orderNumber: `ORD-${String(Date.now()).slice(-6)}`,
      idempotencyKey: newKey(),
      accessToken: randomBytes(20).toString('hex'),
      requestHash: randomBytes(32).toString('hex'),
      subtotal: 1,
      total: 1,
      status: 'Delivered',
    };
    expect(await outcome(service.collection('orders').create(forged))).toEqual({
      status: 403,
      message: SUPERUSERS_ONLY,
    });
    expect((await admin.collection('orders').getList(1, 1, { fields: 'id' })).totalItems).toBe(before.totalItems);
  });

  it("cannot rewrite a shopper's phone, landmark or an order's status", async () => {
    const was = await snapshot('orders', order.id);
    for (const change of [
      { phone: '9800000000', landmark: 'Somewhere else' },
      { status: 'Delivered' },
      { total: 1 },
      { notes: 'changed' },
    ]) {
      expect(await outcome(service.collection('orders').update(order.id, change)), JSON.stringify(change)).toEqual({
        status: 403,
        message: SUPERUSERS_ONLY,
      });
    }
    expect(await snapshot('orders', order.id)).toBe(was);
  });

  it("cannot read an order through the records API: no list, no view, no filter on a shopper's phone", async () => {
    // The shop reaches orders through the hooks' routes only (SECURITY.md "Who may write what").
    expect((await service.collection('orders').getList(1, 50)).totalItems).toBe(0);
    const byPhone = service.filter('phone = {:phone}', { phone: order.phone });
    expect((await service.collection('orders').getList(1, 50, { filter: byPhone })).totalItems).toBe(0);
    expect(await outcome(service.collection('orders').getOne(order.id))).toMatchObject({ status: 404 });
    // Staff still read them with their own token (the desk), and the lookup route still answers the shop.
    expect((await admin.collection('orders').getOne(order.id)).id).toBe(order.id);
  });

  it('cannot store feedback or a QR lead of any shape through the records API', async () => {
    for (const [name, body] of [
      ['feedback', { feedback: { anything: 'x'.repeat(20_000), rating: 99 } }],
      ['qr_form', { contact_json: { fullName: '', email: 'not an email', extra: true } }],
      [
        'feedback',
        {
          feedback: {
            phone: '9712345678',
            order_id: '',
            rating: 5,
            comment: 'ok',
            submitted_at: '2001-01-01T00:00:00.000Z',
          },
        },
      ],
    ] as const) {
      const count = (await admin.collection(name).getList(1, 1, { fields: 'id' })).totalItems;
      expect(await outcome(service.collection(name).create(body))).toEqual({ status: 403, message: SUPERUSERS_ONLY });
      expect((await admin.collection(name).getList(1, 1, { fields: 'id' })).totalItems).toBe(count);
    }
  });
});

describe('the form route (POST /api/shop/forms/{form})', () => {
  const valid = {
    qr_form: {
      fullName: 'Route Lead',
      mobile: '9812345678',
      business: 'Route Farm',
      email: 'route@farm.com.np',
      nature: 'Honey',
    },
    feedback: { phone: '9712345678', order_id: '', rating: 4, comment: 'Route feedback' },
  } as const;
  const field = { qr_form: 'contact_json', feedback: 'feedback' } as const;
  const send = (form: string, body: unknown) =>
    outcome(service.send(`/api/shop/forms/${form}`, { method: 'POST', body: body as Record<string, unknown> }));

  it.each([
    ['qr_form', 'an empty name', { ...valid.qr_form, fullName: '' }],
    ['qr_form', 'a name of 101 characters', { ...valid.qr_form, fullName: 'x'.repeat(101) }],
    ['qr_form', 'an untrimmed name', { ...valid.qr_form, fullName: ' Sita ' }],
    ['qr_form', 'a control character', { ...valid.qr_form, business: 'Farm\u0007' }],
    ['qr_form', 'a direction override', { ...valid.qr_form, nature: 'Honey\u202E' }],
    ['qr_form', 'a landline', { ...valid.qr_form, mobile: '014412345' }],
    ['qr_form', 'an invalid email', { ...valid.qr_form, email: 'route@farm' }],
    ['qr_form', 'an extra key', { ...valid.qr_form, isAdmin: true }],
    ['qr_form', 'a missing key', { fullName: 'x', mobile: '9812345678', business: 'x', email: 'a@b.np' }],
    ['qr_form', 'a number as the name', { ...valid.qr_form, fullName: 12 }],
    ['qr_form', 'a name of zero-width spaces', { ...valid.qr_form, fullName: '\u200B\u200B' }],
    ['qr_form', 'a business of a Hangul filler', { ...valid.qr_form, business: '\u3164' }],
    ['feedback', 'a rating of 6', { ...valid.feedback, rating: 6 }],
    ['feedback', 'a fractional rating', { ...valid.feedback, rating: 4.5 }],
    ['feedback', 'a rating as text', { ...valid.feedback, rating: '5' }],
    ['feedback', 'a comment of 2,001 characters', { ...valid.feedback, comment: 'x'.repeat(2001) }],
    ['feedback', 'an empty comment', { ...valid.feedback, comment: '' }],
    ['feedback', 'a comment of word joiners', { ...valid.feedback, comment: '\u2060\u2060\u2060' }],
    ['feedback', 'an order id of 41 characters', { ...valid.feedback, order_id: 'x'.repeat(41) }],
    ['feedback', 'a phone that is not a mobile', { ...valid.feedback, phone: '123' }],
    ['feedback', 'a submitted_at that is not a time', { ...valid.feedback, submitted_at: 'yesterday' }],
    ['feedback', 'an array', [valid.feedback]],
  ] as const)('%s: refuses %s with 400 and stores nothing', async (form, _label, content) => {
    const count = (await admin.collection(form).getList(1, 1, { fields: 'id' })).totalItems;
    for (const wrapped of [content, JSON.stringify(content)]) {
      const answer = await send(form, { [field[form]]: wrapped });
      expect(answer).toMatchObject({ status: 400, message: 'The submission does not match its form.' });
    }
    expect((await admin.collection(form).getList(1, 1, { fields: 'id' })).totalItems).toBe(count);
  });

  it('refuses bodies that are not a submission, and forms that do not exist', async () => {
    expect(await send('feedback', { feedback: '{"phone": ' })).toMatchObject({ status: 400 });
    expect(await send('feedback', { feedback: JSON.stringify(valid.feedback), extra: 1 })).toMatchObject({
      status: 400,
    });
    expect(await send('feedback', { contact_json: JSON.stringify(valid.qr_form) })).toMatchObject({ status: 400 });
    expect(await send('feedback', { feedback: `"${'x'.repeat(40_000)}"` })).toMatchObject({ status: 400 });
    for (const form of ['orders', 'coupon', 'site_builds', '__proto__', 'constructor', 'toString'])
      expect(await send(form, { feedback: JSON.stringify(valid.feedback) }), form).toMatchObject({ status: 404 });
  });

  it("stores a valid submission with PocketBase's own time, whatever time it claims", async () => {
    const started = Date.now();
    const answer = await service.send<{ id: string }>('/api/shop/forms/feedback', {
      method: 'POST',
      body: { feedback: JSON.stringify({ ...valid.feedback, submitted_at: '2001-01-01T00:00:00.000Z' }) },
    });
    const record = await admin.collection('feedback').getOne(answer.id);
    const { submitted_at, ...stored } = record.feedback as Record<string, unknown>;
    expect(stored).toEqual(valid.feedback);
    expect(Date.parse(submitted_at as string)).toBeGreaterThanOrEqual(started - 2000);
    expect(Date.parse(submitted_at as string)).toBeLessThanOrEqual(Date.now() + 2000);
  });

  it('is refused to guests (401)', async () => {
    const guest = new PocketBase(testStack().pbUrl);
    await expect(
      guest.send('/api/shop/forms/feedback', { method: 'POST', body: { feedback: JSON.stringify(valid.feedback) } }),
    ).rejects.toMatchObject({ status: 401 });
  });
});

describe('the legitimate paths still work', () => {
  let queued = '';
  afterAll(async () => {
    if (!queued) return;
    // Finished as the publisher would (a queued record would be built by any publisher on this PocketBase), then gone.
    await service.collection('site_builds').update(queued, { status: 'failed', summary: 'test' });
    await admin.collection('site_builds').delete(queued);
  });

  it('places an order through the shop (the placement hook)', async () => {
    const [kathmandu, apple] = await Promise.all([place(), product('jumla-apple')]);
    const placed = await expectData<PlaceOrderResult>(
      'placeOrder',
      orderInput(kathmandu, [{ product: apple, quantity: 1 }], { customer: customer(kathmandu) }),
    );
    const stored = await admin
      .collection('orders')
      .getFirstListItem(admin.filter('orderNumber = {:n}', { n: placed.orderNumber }));
    expect(stored.total).toBe(placed.order.total);
    expect(stored.status).toBe('Open');
  });

  it("stores feedback and a QR lead sent through the shop's actions", async () => {
    const mark = `service-path-${randomBytes(4).toString('hex')}`;
    const started = Date.now();
    await expectData('submitFeedback', { rating: 5, phone: '9712345678', orderId: '', comment: mark });
    await expectData('submitQrLead', {
      fullName: mark,
      mobile: '9812345678',
      business: 'Service Path Farm',
      email: 'path@farm.com.np',
      nature: 'Tea',
    });
    const feedback = await admin
      .collection('feedback')
      .getFirstListItem(admin.filter('feedback ~ {:mark}', { mark }), { sort: '-created' });
    expect(feedback.feedback).toMatchObject({ rating: 5, phone: '9712345678', order_id: '', comment: mark });
    const lead = await admin
      .collection('qr_form')
      .getFirstListItem(admin.filter('contact_json ~ {:mark}', { mark }), { sort: '-created' });
    expect(lead.contact_json).toMatchObject({ fullName: mark, email: 'path@farm.com.np' });
    expect(Date.parse(lead.contact_json.submitted_at)).toBeGreaterThanOrEqual(started - 2000);
  });

  it('queues a build (POST /api/rebuild, as the service account)', async () => {
    const res = await fetch(new URL('/api/rebuild', testStack().shopUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${testStack().buildToken}` },
      body: '{}',
    });
    expect(res.status).toBe(202);
    queued = ((await res.json()) as { id: string }).id;
    expect(await admin.collection('site_builds').getOne(queued)).toMatchObject({ trigger: 'api', status: 'queued' });
  });
});
