// Nothing anonymous can read orders, coupons, campaigns, qr_form, feedback, site_builds, the service account, the
// message sender's account, the messages to shoppers or the superusers: not by listing, not by id, not through filters on values it knows or guesses, not through
// expand or back-relations, not through realtime subscriptions, batch requests or file URLs. And an order number
// alone shows no personal data, on the order page either. (foundation/access-rules.test.ts covers plain list and
// view of most of these; orders/privacy.test.ts covers getOrder and the hook routes.)
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type PocketBase from 'pocketbase';
import { callAction, expectData } from '@tests/harness/actions-client';
import { jsonBody, pbSend, releasePocketBaseBudget, send, type RawAnswer } from '@tests/harness/hostile-input';
import { customer, orderInput } from '@tests/harness/orders';
import { place, product } from '@tests/harness/seed';
import { adminClient, servicePb, testStack } from '@tests/harness/stack';
import type { PlaceOrderResult } from '@/features/checkout/contract';
import { PUBLIC_COLLECTIONS } from '@tests/harness/public-collections';

const PRIVATE = [
  'orders',
  'coupon',
  'campaigns',
  'qr_form',
  'feedback',
  'site_builds',
  'shop_service',
  'message_senders',
  'messages',
  '_superusers',
] as const;
type PrivateCollection = (typeof PRIVATE)[number];
/** What anonymous clients may list (docs/rules.md §6): the catalogue (with harvest lots, for trace pages) and what the checkout form needs. */
/**
 * Private collections whose records point at public ones: the stock ledger (pocketbase/pb_migrations/1732002000_stock.js)
 * says which lot an order's line came from, and a back-in-stock request (pocketbase/pb_migrations/1732003200_stock_alerts.js)
 * which product it waits for. Only staff and superusers can list the ledger, only superusers the requests, so a
 * back-relation from a product or a lot expands to nothing for anyone else. Likewise the delivery routes and pickup
 * points (pocketbase/pb_migrations/1732003400_delivery_days.js), which name districts and branches and are read by
 * the shop's service account only.
 */
const STAFF_LEDGERS = [
  'order_allocations',
  'stock_alerts',
  'routes',
  'pickup_points',
  'cash_settlements',
  'cooperatives',
];

const PUBLIC = PUBLIC_COLLECTIONS;

const PERSON = {
  name: 'Anju Privacy Reader',
  phone: '9741234567',
  landmark: 'Green gate after the stupa',
  notes: 'Leave with the neighbour',
};
const LEAD = {
  fullName: 'Private Lead Person',
  mobile: '9851234567',
  business: 'Secret Orchard',
  email: 'secret.orchard@lead.com.np',
  nature: 'Apples',
};
const COMMENT = 'Private feedback comment 7f3a';

let admin: PocketBase;
let placed: PlaceOrderResult;
const ids = {} as Record<PrivateCollection, string>;
/** Per collection: a filter on a value an attacker knows or guesses, that matches a real record. */
let knownValueFilters: Record<PrivateCollection, string>;
/** Values that must never reach an anonymous client. */
let secrets: string[];

function expectNothingPrivate(answer: RawAnswer) {
  for (const secret of secrets) expect(answer.text, `reveals ${secret}`).not.toContain(secret);
}

/** A list answer that refuses (403) or is empty, counts included. */
function expectEmptyOrRefused(answer: RawAnswer) {
  expect(answer.status, answer.text.slice(0, 200)).toBeLessThan(500);
  if (answer.status === 200) {
    expect(answer.json).toMatchObject({ items: [] });
    expect(answer.json!.totalItems ?? 0).toBe(0);
  } else {
    expect([400, 401, 403, 404]).toContain(answer.status);
  }
  expectNothingPrivate(answer);
}

beforeAll(async () => {
  admin = await adminClient();
  const [kathmandu, apple] = await Promise.all([place(), product('jumla-apple')]);
  placed = await expectData<PlaceOrderResult>(
    'placeOrder',
    orderInput(kathmandu, [{ product: apple, quantity: 2 }], { customer: customer(kathmandu, PERSON) }),
  );
  await expectData('submitQrLead', LEAD);
  await expectData('submitFeedback', { rating: 2, phone: '9712345670', orderId: placed.orderNumber, comment: COMMENT });
  // Build records are written by the publisher only (pocketbase/pb_hooks/site-builds.pb.js).
  const build = await (await servicePb())
    .collection('site_builds')
    .create({ trigger: 'command line', status: 'succeeded', log: 'private build log' });
  const first = async (name: string, filter = '') =>
    (await admin.collection(name).getFirstListItem(filter, { sort: '-created' })).id;
  ids.orders = await first('orders', admin.filter('orderNumber = {:n}', { n: placed.orderNumber }));
  ids.coupon = await first('coupon', 'code = "DASHAIN100"');
  ids.campaigns = (await admin.collection('coupon').getOne(ids.coupon)).campaign as string;
  ids.qr_form = await first('qr_form');
  ids.feedback = await first('feedback');
  ids.site_builds = build.id;
  ids.shop_service = await first('shop_service');
  ids.message_senders = await first('message_senders');
  ids.messages = await first('messages', admin.filter('recipient = {:phone}', { phone: PERSON.phone }));
  const senderAccount = await admin.collection('message_senders').getOne(ids.message_senders);
  ids._superusers = await first('_superusers');
  const campaign = await admin.collection('campaigns').getOne(ids.campaigns);
  const { service, admin: operator } = testStack();
  knownValueFilters = {
    orders: `orderNumber = "${placed.orderNumber}" || phone = "${PERSON.phone}"`,
    coupon: 'code = "DASHAIN100"',
    campaigns: `name = "${campaign.name}"`,
    qr_form: `contact_json ~ "${LEAD.email}"`,
    feedback: `feedback ~ "${COMMENT}"`,
    site_builds: 'status = "succeeded"',
    shop_service: `email = "${service.email}"`,
    message_senders: `email = "${senderAccount.email}"`,
    messages: `recipient = "${PERSON.phone}"`,
    _superusers: `email = "${operator.email}"`,
  };
  secrets = [
    PERSON.name,
    PERSON.phone,
    PERSON.landmark,
    PERSON.notes,
    placed.accessToken,
    LEAD.fullName,
    LEAD.email,
    COMMENT,
    'private build log',
    'DASHAIN100',
    String(campaign.name),
    service.email,
    operator.email,
    ...Object.values(ids),
  ];
});

describe.each(PRIVATE)('%s', (name) => {
  const records = `/api/collections/${name}/records`;
  const q = (params: Record<string, string>) => `${records}?${new URLSearchParams(params)}`;

  it('cannot be listed, not even filtered by a value the client knows, sorted, expanded or counted', async () => {
    for (const path of [
      records,
      q({ filter: knownValueFilters[name] }),
      q({ filter: `id = "${ids[name]}"` }),
      q({ filter: 'id != ""', sort: '-created', perPage: '500', skipTotal: 'false' }),
      q({ fields: '*,expand.*', expand: 'campaign,coupon_via_campaign' }),
    ]) {
      expectEmptyOrRefused(await pbSend(path));
    }
  });

  it('cannot be viewed by its real id, with or without expand and fields', async () => {
    for (const path of [`${records}/${ids[name]}`, `${records}/${ids[name]}?expand=campaign&fields=*`]) {
      const answer = await pbSend(path);
      expect([403, 404], answer.text.slice(0, 200)).toContain(answer.status);
      expectNothingPrivate(answer);
    }
  });

  it('cannot be reached through a file URL of a real record', async () => {
    for (const path of [
      `/api/files/${name}/${ids[name]}/file.png`,
      `/api/files/${name}/${ids[name]}/file.png?thumb=100x100&download=1&token=forged`,
    ]) {
      const answer = await pbSend(path);
      expect([400, 403, 404], answer.text.slice(0, 200)).toContain(answer.status);
      expectNothingPrivate(answer);
    }
  });
});

describe('relations', () => {
  it('lead nowhere private from a public collection, in either direction (no expand or back-relation can reach one)', async () => {
    const collections = await admin.collections.getFullList();
    const byId = new Map(collections.map((c) => [c.id, c.name]));
    for (const collection of collections) {
      // The public set is checked, not assumed: whatever an anonymous client can list must be in it.
      const list = await pbSend(`/api/collections/${collection.name}/records?perPage=1`);
      if (list.status === 200 && ((list.json?.items as unknown[] | undefined)?.length ?? 0) > 0)
        expect(PUBLIC, collection.name).toContain(collection.name);
      for (const field of collection.fields as { name: string; type: string; collectionId?: string }[]) {
        if (field.type !== 'relation') continue;
        const target = byId.get(field.collectionId ?? '') ?? '';
        // A relation between a public and a private collection would let expand (or a back-relation) cross over.
        // The one allowed crossing is STAFF_LEDGERS pointing at the catalogue; the next test proves that its
        // back-relations answer nothing.
        const allowed = STAFF_LEDGERS.includes(collection.name) && PUBLIC.includes(target);
        expect(
          allowed || PUBLIC.includes(collection.name) === PUBLIC.includes(target),
          `${collection.name}.${field.name} → ${target}`,
        ).toBe(true);
      }
    }
  });

  it('expand and back-relations from public collections answer public records only', async () => {
    for (const [collection, expand] of [
      ['web_products', 'coupon_via_campaign,orders_via_items,campaign'],
      ['districts', 'delivery_branch_via_districtName,orders_via_district'],
      ['farmers', 'web_products_via_farmers,coupon'],
      ['web_products', 'order_allocations_via_product'],
      ['web_products', 'stock_alerts_via_product'],
      ['lots', 'order_allocations_via_lot,order_allocations_via_lot.order'],
      ['districts', 'routes_via_districts,routes_via_districts.branches'],
      ['delivery_branch', 'routes_via_branches,pickup_points_via_branch'],
    ]) {
      const answer = await pbSend(
        `/api/collections/${collection}/records?${new URLSearchParams({ expand, perPage: '200' })}`,
      );
      expect(answer.status).toBeLessThan(500);
      expectNothingPrivate(answer);
      for (const item of (answer.json?.items ?? []) as { expand?: object }[]) expect(item.expand ?? {}).toEqual({});
    }
  });
});

/** An anonymous realtime connection (PocketBase's SSE endpoint), collecting every event it is sent. */
async function anonymousSubscriber(topics: string[]) {
  const controller = new AbortController();
  const res = await fetch(`${testStack().pbUrl}/api/realtime`, { signal: controller.signal });
  expect(res.status).toBe(200);
  const events: { event: string; data: string }[] = [];
  let clientId = '';
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const reading = (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event:(.*)$/m.exec(block)?.[1]?.trim() ?? '';
        const data = /^data:(.*)$/m.exec(block)?.[1] ?? '';
        if (event === 'PB_CONNECT') clientId = (JSON.parse(data) as { clientId: string }).clientId;
        else events.push({ event, data });
      }
    }
  })().catch(() => undefined);
  await waitFor(() => clientId !== '', 'the realtime connection');
  const subscribe = await send(
    `${testStack().pbUrl}/api/realtime`,
    jsonBody('POST', { clientId, subscriptions: topics }),
  );
  expect(subscribe.status, subscribe.text).toBe(204);
  return {
    events,
    async close() {
      controller.abort();
      await reading;
    },
  };
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 30_000) {
  await vi.waitUntil(condition, { timeout: timeoutMs, interval: 100, message: `Timed out waiting for ${what}` });
}

describe('realtime', () => {
  let subscriber: Awaited<ReturnType<typeof anonymousSubscriber>> | null = null;
  afterAll(async () => {
    await subscriber?.close();
  });

  it('sends an anonymous subscriber nothing about private records being created, changed or deleted', async () => {
    const topics = [...PRIVATE.flatMap((name) => [`${name}/*`, `${name}/${ids[name]}`]), 'farmers/*'];
    subscriber = await anonymousSubscriber(topics);
    const [kathmandu, apple] = await Promise.all([place(), product('jumla-apple')]);

    // Private changes of every kind ...
    const order = await expectData<PlaceOrderResult>(
      'placeOrder',
      orderInput(kathmandu, [{ product: apple, quantity: 1 }], { customer: customer(kathmandu, PERSON) }),
    );
    await admin.collection('orders').update(ids.orders, { notes: 'Realtime probe: a private change' });
    await expectData('submitFeedback', {
      rating: 5,
      phone: '9712345670',
      orderId: order.orderNumber,
      comment: COMMENT,
    });
    await expectData('submitQrLead', LEAD);
    const campaign = await admin
      .collection('campaigns')
      .create({ name: 'Realtime probe campaign', is_active: false, remaining_budget: 1 });
    const coupon = await admin
      .collection('coupon')
      .create({ code: 'REALTIMEPROBE', campaign: campaign.id, discount_type: 'flat', discount_value: 1 });
    await admin
      .collection('coupon')
      .update(ids.coupon, { min_order_amount: (await admin.collection('coupon').getOne(ids.coupon)).min_order_amount });
    await admin.collection('coupon').delete(coupon.id);
    await admin.collection('campaigns').delete(campaign.id);
    // Build records are written by the publisher only (pocketbase/pb_hooks/site-builds.pb.js).
    await (await servicePb()).collection('site_builds').update(ids.site_builds, { log: 'private build log' });

    // ... then a public one, which must arrive: proof that the subscription works and that everything before it
    // would have arrived by now.
    const farmer = await admin.collection('farmers').getFirstListItem('');
    await admin.collection('farmers').update(farmer.id, { sort: farmer.sort });
    await waitFor(() => subscriber!.events.some((e) => e.event === 'farmers/*'), 'the public farmers event');

    expect(subscriber.events.map((e) => e.event)).toEqual(['farmers/*']);
    for (const event of subscriber.events)
      expectNothingPrivate({ status: 200, headers: new Headers(), text: event.data, json: null });
  });
});

describe('batch requests', () => {
  it('are refused outright, so nothing private is read or written through them', async () => {
    const before = await admin.collection('orders').getList(1, 1);
    const answer = await pbSend(
      '/api/batch',
      jsonBody('POST', {
        requests: [
          {
            method: 'POST',
            url: '/api/collections/orders/records',
            body: { orderNumber: 'ORD-000003', customerName: 'Batch' },
          },
          {
            method: 'PUT',
            url: `/api/collections/orders/records?expand=campaign`,
            body: { id: ids.orders, status: 'cancelled' },
          },
          {
            method: 'PATCH',
            url: `/api/collections/coupon/records/${ids.coupon}?fields=code`,
            body: { discount_value: 100000 },
          },
        ],
      }),
    );
    expect(answer.status).toBe(403);
    expect(answer.json?.message).toBe('Batch requests are not allowed.');
    expectNothingPrivate(answer);
    expect((await admin.collection('orders').getList(1, 1)).totalItems).toBe(before.totalItems);
    expect((await admin.collection('orders').getOne(ids.orders)).status).not.toBe('cancelled');
  });
});

describe('accounts', () => {
  // Sign-in attempts share PocketBase's limit of 2 per 3 s with the next test file's sign-ins.
  afterAll(() => releasePocketBaseBudget());

  it('a password reset answers the same for the real service account, a superuser and a made-up address', async () => {
    const { service, admin: operator } = testStack();
    const answers = [];
    for (const [collection, email] of [
      ['shop_service', service.email],
      ['shop_service', 'nobody@example.com'],
      ['_superusers', operator.email],
      ['_superusers', 'nobody@example.com'],
    ]) {
      const answer = await pbSend(`/api/collections/${collection}/request-password-reset`, jsonBody('POST', { email }));
      answers.push(`${answer.status} ${answer.text}`);
    }
    expect(new Set(answers).size, answers.join(' | ')).toBe(1);
  });

  it('a wrong password for the real service account answers like an unknown account', async () => {
    const real = await pbSend(
      '/api/collections/shop_service/auth-with-password',
      jsonBody('POST', { identity: testStack().service.email, password: 'not-the-password' }),
    );
    const unknown = await pbSend(
      '/api/collections/shop_service/auth-with-password',
      jsonBody('POST', { identity: 'nobody@example.com', password: 'not-the-password' }),
    );
    expect(real.status).toBe(400);
    expect(real.text).toBe(unknown.text);
  });
});

describe('an order number alone', () => {
  it('opens an order page that carries no personal data', async () => {
    const page = await send(`${testStack().shopUrl}/order/${placed.orderNumber}`);
    expect(page.status).toBe(200);
    expectNothingPrivate(page);
  });

  it('gives getOrder the status tracker only, also when sent with a guessed token', async () => {
    for (const token of [undefined, '', 'x'.repeat(40), placed.accessToken.slice(0, 20)]) {
      const result = await callAction<{ customer: unknown; details: boolean; items: unknown[] }>('getOrder', {
        orderNumber: placed.orderNumber,
        ...(token === undefined ? {} : { token }),
      });
      expect(result.data).toMatchObject({ customer: null, details: false, items: [] });
      for (const secret of [PERSON.name, PERSON.phone, PERSON.landmark, PERSON.notes, placed.accessToken])
        expect(result.raw).not.toContain(secret);
    }
  });
});

describe("the shop's public data files", () => {
  it.each(['/products/cards.json', '/search-index.json'])(
    '%s holds nothing private and no hidden product',
    async (path) => {
      const answer = await send(`${testStack().shopUrl}${path}`);
      expect(answer.status).toBe(200);
      expectNothingPrivate(answer);
      const hidden = await admin
        .collection('web_products')
        .getFullList({ filter: 'isVisible = false', fields: 'id,slug' });
      for (const p of hidden) expect(answer.text).not.toContain(`"${p.slug}"`);
    },
  );
});
