// The hostile-input corpus: wrong types, missing and extra fields, 1 MB strings, Devanagari and emoji, control
// characters, filter injection in ids, codes, slugs, searches and order numbers, impossible quantities and prices,
// hidden and unavailable products, malformed bodies. Sent to every action, both forms, the shop's on-demand pages
// and routes, and every PocketBase endpoint a browser can reach (records of every collection, batch, realtime,
// files, the hook routes, sign-in and account endpoints).
//
// Each case is either
//   refused:  a 4xx, with a readable message wherever the shop server answers in JSON, or
//   harmless: a lookup whose true answer is "nothing" (e.g. a coupon that does not exist, a search that finds
//             nothing), answered with anything but a 5xx and without a byte of private data.
// Never a 5xx, and the record counts of every collection are the same afterwards (checked, not assumed).
// checkout/bad-input.test.ts and forms/actions.test.ts hold the field-by-field schema cases; this file does not
// repeat them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAction, expectData } from '@tests/harness/actions-client';
import {
  HOSTILE_NUMBERS,
  HOSTILE_TEXT,
  LONG,
  MALFORMED_BODIES,
  ONE_MB,
  jsonBody,
  pbSend,
  recordCounts,
  releasePocketBaseBudget,
  send,
  type RawAnswer,
} from '@tests/harness/hostile-input';
import { customer, orderInput } from '@tests/harness/orders';
import { place, product } from '@tests/harness/seed';
import { adminClient, servicePb, testStack } from '@tests/harness/stack';
import type { PlaceOrderResult } from '@/features/checkout/contract';
import { PUBLIC_COLLECTIONS } from '@tests/harness/public-collections';

type Verdict = 'refused' | 'harmless';
interface Case {
  surface: 'action' | 'shop' | 'pocketbase';
  label: string;
  verdict: Verdict;
  run: () => Promise<RawAnswer>;
  /** Extra checks on the answer (e.g. what it must not contain). */
  check?: (answer: RawAnswer) => void;
}

// ---------------------------------------------------------------------------------------------------------------
// Fixtures, made before the counts are taken: real ids of every kind of record, and private values to look for.
// ---------------------------------------------------------------------------------------------------------------

const admin = await adminClient();
const { shopUrl } = testStack();
const SHOPPER = {
  name: 'Hostile Corpus Shopper',
  phone: '9765432109',
  landmark: 'Behind the corpus temple, door 7',
  notes: 'Knock softly',
};
const [apple, kathmandu] = await Promise.all([product('jumla-apple'), place()]);
const hiddenProduct = await admin.collection('web_products').getFirstListItem('isVisible = false');
const unavailable = await admin
  .collection('web_products')
  .getFirstListItem('isVisible = true && is_available = false')
  .catch(() => null);
const placed = await expectData<PlaceOrderResult>(
  'placeOrder',
  orderInput(kathmandu, [{ product: apple, quantity: 1 }], { customer: customer(kathmandu, SHOPPER) }),
);
// One record in each private collection the corpus aims at (the stack may be fresh).
await expectData('submitFeedback', {
  rating: 3,
  phone: '9712345678',
  orderId: placed.orderNumber,
  comment: 'Corpus feedback, private',
});
await expectData('submitQrLead', {
  fullName: 'Corpus Lead',
  mobile: '9812345678',
  business: 'Corpus Farm',
  email: 'corpus@lead.com.np',
  nature: 'Goats',
});
if ((await admin.collection('site_builds').getList(1, 1)).totalItems === 0) {
  // Build records are written by the publisher only (pocketbase/pb_hooks/site-builds.pb.js): made as the publisher is.
  await (await servicePb()).collection('site_builds').create({ trigger: 'command line', status: 'succeeded' });
}

const collections = (await admin.collections.getFullList({ fields: 'name,type' })).filter((c) => c.type !== 'view');
const realId: Record<string, string> = {};
for (const { name } of collections) {
  realId[name] =
    (
      await admin
        .collection(name)
        .getList(1, 1, { fields: 'id', sort: '-created' })
        .catch(() => null)
    )?.items[0]?.id ?? 'a0a0a0a0a0a0a0a';
}
const PUBLIC = new Set(PUBLIC_COLLECTIONS);
const serviceEmail = testStack().service.email;
const adminEmail = testStack().admin.email;
const couponCodes = (await admin.collection('coupon').getFullList({ fields: 'code' })).map((c) => String(c.code));
const privateIds = [
  ...(
    await Promise.all(
      ['orders', 'coupon', 'campaigns', 'qr_form', 'feedback', 'site_builds', 'shop_service', '_superusers'].map(
        async (name) => (await admin.collection(name).getFullList({ fields: 'id' })).map((r) => r.id),
      ),
    )
  ).flat(),
];
/** Values no anonymous answer may contain. */
const SECRETS = [
  serviceEmail,
  adminEmail,
  placed.accessToken,
  SHOPPER.name,
  SHOPPER.phone,
  SHOPPER.landmark,
  SHOPPER.notes,
  ...couponCodes,
];

function expectNoSecrets(answer: RawAnswer) {
  for (const secret of SECRETS) expect(answer.text, `must not reveal ${secret}`).not.toContain(secret);
  const leakedIds = privateIds.filter((id) => answer.text.includes(id));
  expect(leakedIds, 'must not reveal private record ids').toEqual([]);
}

/**
 * PocketBase and the pages never show a hidden product. (The checkout actions do name one to a client that sends
 * its id, so a cart that held it while it was visible learns why it cannot be ordered: checkout/place-order.test.ts.)
 */
function expectNoSecretsNorHidden(answer: RawAnswer) {
  expectNoSecrets(answer);
  expect(answer.text, 'must not show the hidden product').not.toContain(hiddenProduct.id);
}

/** A PocketBase list answer: refused, or a page holding only records anonymous clients may see. */
function expectOnlyPublicRecords(collection: string) {
  return (answer: RawAnswer) => {
    expectNoSecretsNorHidden(answer);
    if (answer.status !== 200) return;
    const items = (answer.json?.items ?? []) as Record<string, unknown>[];
    if (!PUBLIC.has(collection)) expect(items, `${collection} is private`).toEqual([]);
    if (collection === 'web_products') expect(items.every((p) => p.isVisible === true)).toBe(true);
    if (collection === 'posts') expect(items.every((p) => p.is_published === true)).toBe(true);
    if (collection === 'banners') expect(items.every((b) => b.active === true)).toBe(true);
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The shop server's actions
// ---------------------------------------------------------------------------------------------------------------

const ACTIONS = [
  'listDistricts',
  'listBranches',
  'quote',
  'validateCoupon',
  'checkStock',
  'placeOrder',
  'getOrder',
  'submitQrLead',
  'submitFeedback',
];
const origin = new URL(shopUrl).origin;
const actionUrl = (name: string) => `${shopUrl}/_actions/${name}`;
const postAction = (name: string, body: string, contentType = 'application/json') =>
  send(actionUrl(name), {
    method: 'POST',
    headers: { 'Content-Type': contentType, Origin: origin, Accept: 'application/json' },
    body,
  });
/** An action called with `input` as JSON, answered raw. */
const action = (name: string, input: unknown) => async (): Promise<RawAnswer> => {
  const result = await callAction(name, input);
  const status = result.error?.status ?? 200;
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(result.raw) as Record<string, unknown>;
  } catch {
    // a devalue-encoded success
  }
  return { status, headers: new Headers(), text: result.raw, json };
};

const line = (over: Record<string, unknown> = {}) => ({ id: apple.id, quantity: 1, ...over });
const order = (over: Record<string, unknown> = {}, customerOver: Record<string, unknown> = {}) => ({
  ...orderInput(kathmandu, [{ product: apple, quantity: 1 }], {
    customer: customer(kathmandu, { name: 'Corpus Refused', ...customerOver }),
  }),
  ...over,
});
const orderLine = (over: Record<string, unknown>) =>
  order({ items: [{ id: apple.id, quantity: 1, price: apple.price, ...over }] });
const qrLead = {
  fullName: 'Corpus Lead',
  mobile: '9812345678',
  business: 'Corpus Farm',
  email: 'corpus@lead.com.np',
  nature: 'Goats',
};
const feedback = { rating: 4, phone: '9712345678', orderId: '', comment: 'Corpus feedback' };

const actionCases: Case[] = [];
const refuse = (label: string, run: () => Promise<RawAnswer>, check?: Case['check']) =>
  actionCases.push({ surface: 'action', label, verdict: 'refused', run, check });
const harmless = (label: string, run: () => Promise<RawAnswer>, check?: Case['check']) =>
  actionCases.push({ surface: 'action', label, verdict: 'harmless', run, check });

for (const name of ACTIONS) {
  refuse(`${name}: a 1 MB body`, () => postAction(name, JSON.stringify({ items: [], code: ONE_MB })));
  for (const [label, body] of MALFORMED_BODIES) refuse(`${name}: ${label}`, () => postAction(name, body));
  refuse(`${name}: a form-encoded body`, () => postAction(name, 'items=1&code=X', 'application/x-www-form-urlencoded'));
  refuse(`${name}: a prototype-polluting key`, () =>
    postAction(name, '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}'),
  );
}

// Where an id, key or order number belongs, every hostile text is refused by the schema.
for (const [label, text] of HOSTILE_TEXT) {
  refuse(`quote: a product id that is ${label}`, action('quote', { items: [line({ id: text })] }));
  refuse(`quote: a branch id that is ${label}`, action('quote', { items: [line()], branchId: text }));
  refuse(`checkStock: a product id that is ${label}`, action('checkStock', { items: [{ id: text }] }));
  refuse(
    `validateCoupon: a product id that is ${label}`,
    action('validateCoupon', { code: 'TIHAR10', items: [line({ id: text })] }),
  );
  refuse(`placeOrder: a product id that is ${label}`, action('placeOrder', orderLine({ id: text })));
  refuse(`placeOrder: an idempotency key that is ${label}`, action('placeOrder', order({ idempotencyKey: text })));
  refuse(`getOrder: an order number that is ${label}`, action('getOrder', { orderNumber: text }));
  refuse(`submitFeedback: a phone number that is ${label}`, action('submitFeedback', { ...feedback, phone: text }));
  refuse(`submitQrLead: an email that is ${label}`, action('submitQrLead', { ...qrLead, email: text }));
  refuse(`placeOrder: a phone number that is ${label}`, action('placeOrder', order({}, { phone: text })));
  refuse(`listDistricts: a filter that is ${label}`, action('listDistricts', { filter: text }));
}

// Where a code, a name to look up or a token belongs, a hostile text is just something that does not exist.
for (const [label, text] of HOSTILE_TEXT.filter(([, t]) => t !== LONG)) {
  const notValid = (answer: RawAnswer) => {
    expectNoSecrets(answer);
    if (answer.status === 200) expect(answer.text).toContain('This coupon code is not valid');
  };
  harmless(
    `validateCoupon: a code that is ${label}`,
    action('validateCoupon', { code: text, items: [line()] }),
    notValid,
  );
  harmless(`quote: a coupon code that is ${label}`, action('quote', { items: [line()], couponCode: text }), notValid);
  refuse(`placeOrder: a coupon code that is ${label}`, action('placeOrder', order({ couponCode: text })));
  harmless(`listBranches: a district that is ${label}`, action('listBranches', { districtName: text }), (answer) => {
    expectNoSecrets(answer);
    if (answer.status === 200) expect(answer.text).toBe('[{"branches":1},[]]');
  });
  harmless(
    `getOrder: a real order number with a token that is ${label}`,
    action('getOrder', { orderNumber: placed.orderNumber, token: text }),
    (answer) => {
      expectNoSecrets(answer);
      expect(answer.status).toBe(200);
    },
  );
}

// Free text where a person writes is refused only for what no person types.
for (const [label, text] of HOSTILE_TEXT.filter(([l]) => l === 'control characters' || l === 'a direction override')) {
  refuse(`placeOrder: a name with ${label}`, action('placeOrder', order({}, { name: `Sita ${text}` })));
  refuse(
    `placeOrder: a landmark with ${label}`,
    action('placeOrder', order({}, { landmark: `Near the temple ${text}` })),
  );
  refuse(`placeOrder: notes with ${label}`, action('placeOrder', order({}, { notes: `Call first ${text}` })));
  refuse(`submitFeedback: a comment with ${label}`, action('submitFeedback', { ...feedback, comment: `Good ${text}` }));
  refuse(
    `submitFeedback: an order id with ${label}`,
    action('submitFeedback', { ...feedback, orderId: `ORD-1${text}` }),
  );
  for (const field of ['fullName', 'business', 'nature'] as const) {
    refuse(`submitQrLead: ${field} with ${label}`, action('submitQrLead', { ...qrLead, [field]: `Ram ${text}` }));
  }
}

for (const [label, value] of HOSTILE_NUMBERS) {
  refuse(`quote: a quantity that is ${label}`, action('quote', { items: [line({ quantity: value })] }));
  refuse(`placeOrder: a quantity that is ${label}`, action('placeOrder', orderLine({ quantity: value })));
  refuse(`placeOrder: a price that is ${label}`, action('placeOrder', orderLine({ price: value })));
  refuse(`placeOrder: an expected total that is ${label}`, action('placeOrder', order({ expectedTotal: value })));
  refuse(`submitFeedback: a rating that is ${label}`, action('submitFeedback', { ...feedback, rating: value }));
}

// Products a shopper cannot buy: hidden, unavailable, unknown.
const hiddenLine = () => line({ id: hiddenProduct.id });
refuse(
  'placeOrder: a hidden product',
  action('placeOrder', orderLine({ id: hiddenProduct.id, price: hiddenProduct.price })),
  expectNoSecrets,
);
refuse('placeOrder: an unknown product', action('placeOrder', orderLine({ id: 'zzzzzzzzzzzzzzz', price: 1 })));
harmless('quote: a hidden product', action('quote', { items: [hiddenLine()] }), expectNoSecrets);
harmless('checkStock: a hidden product', action('checkStock', { items: [{ id: hiddenProduct.id }] }), (answer) => {
  expectNoSecrets(answer);
  expect(answer.text).toContain('"unavailable"');
  expect(answer.text).toContain(hiddenProduct.id);
});
harmless(
  'validateCoupon: a cart of a hidden product',
  action('validateCoupon', { code: 'NOPE10', items: [hiddenLine()] }),
  expectNoSecrets,
);
if (unavailable) {
  refuse(
    'placeOrder: an unavailable product',
    action('placeOrder', orderLine({ id: unavailable.id, price: unavailable.price })),
  );
}
refuse(
  'placeOrder: a cart of 1,000 lines of a hidden product',
  action(
    'placeOrder',
    order({ items: Array.from({ length: 1000 }, () => ({ id: hiddenProduct.id, quantity: 1, price: 1 })) }),
  ),
);

// Action names Astro must not resolve to anything.
for (const name of [
  '__proto__',
  'constructor',
  'placeOrder.constructor',
  'toString',
  'hasOwnProperty',
  'placeOrder.__proto__',
  '',
  '..%2Fmiddleware',
]) {
  refuse(`an action named "${name}"`, () => postAction(name, '{}'));
}

// ---------------------------------------------------------------------------------------------------------------
// The shop server's pages and routes
// ---------------------------------------------------------------------------------------------------------------

const shopCases: Case[] = [];
const noScriptEcho = (answer: RawAnswer) => {
  expect(answer.text).not.toContain('<script>alert(1)</script>');
  expectNoSecretsNorHidden(answer);
};
const shopGet = (path: string) => () => send(`${shopUrl}${path}`);
for (const [label, text] of HOSTILE_TEXT) {
  const q = encodeURIComponent(text);
  shopCases.push(
    {
      surface: 'shop',
      label: `GET /products/{slug} with a slug that is ${label}`,
      verdict: 'refused',
      run: shopGet(`/products/${q}`),
      check: noScriptEcho,
    },
    {
      surface: 'shop',
      label: `GET /products?search= ${label}`,
      verdict: 'harmless',
      run: shopGet(`/products?search=${q}&sort=${q}&category=${q}`),
      check: noScriptEcho,
    },
    {
      surface: 'shop',
      label: `GET /order/{number} with a number that is ${label}`,
      verdict: 'harmless',
      run: shopGet(`/order/${q}`),
      check: noScriptEcho,
    },
    {
      surface: 'shop',
      label: `GET /blog/{slug} with a slug that is ${label}`,
      verdict: 'harmless',
      run: shopGet(`/blog/${q}`),
      check: noScriptEcho,
    },
  );
}
shopCases.push(
  {
    surface: 'shop',
    label: 'GET /products with impossible prices',
    verdict: 'harmless',
    run: shopGet('/products?minPrice=NaN&maxPrice=-1e308&page=-5'),
  },
  {
    surface: 'shop',
    label: `GET /products/{slug} of a hidden product`,
    verdict: 'refused',
    run: shopGet(`/products/${hiddenProduct.slug}`),
    check: expectNoSecretsNorHidden,
  },
  {
    surface: 'shop',
    label: 'GET /products/ with an undecodable path',
    verdict: 'refused',
    run: shopGet('/products/%E0%A4%ZZ'),
  },
  { surface: 'shop', label: 'GET /_actions/placeOrder', verdict: 'refused', run: shopGet('/_actions/placeOrder') },
  {
    surface: 'shop',
    label: 'POST /api/rebuild without a token',
    verdict: 'refused',
    run: () => send(`${shopUrl}/api/rebuild`, jsonBody('POST', {})),
  },
  {
    surface: 'shop',
    label: 'POST /api/rebuild with a forged token',
    verdict: 'refused',
    run: () => send(`${shopUrl}/api/rebuild`, jsonBody('POST', {}, { Authorization: `Bearer ${'f'.repeat(48)}` })),
  },
  {
    surface: 'shop',
    label: 'POST /api/rebuild with a huge token',
    verdict: 'refused',
    run: () => send(`${shopUrl}/api/rebuild`, jsonBody('POST', {}, { Authorization: `Bearer ${LONG}` })),
  },
  { surface: 'shop', label: 'GET /api/rebuild', verdict: 'refused', run: () => send(`${shopUrl}/api/rebuild`) },
  {
    surface: 'shop',
    label: 'POST to a page with ?_action=placeOrder and a malformed body',
    verdict: 'refused',
    run: () => send(`${shopUrl}/order/ORD-000001?_action=placeOrder`, jsonBody('POST', '{"items": [')),
  },
  {
    surface: 'shop',
    label: 'POST to a page with ?_action=placeOrder and a hostile order',
    verdict: 'refused',
    run: () => send(`${shopUrl}/order/ORD-000001?_action=placeOrder`, jsonBody('POST', orderLine({ quantity: -5 }))),
    check: expectNoSecrets,
  },
);

// ---------------------------------------------------------------------------------------------------------------
// PocketBase, as an anonymous browser
// ---------------------------------------------------------------------------------------------------------------

const pbCases: Case[] = [];
const pb = (label: string, verdict: Verdict, path: string, init?: RequestInit, check?: Case['check']) =>
  pbCases.push({
    surface: 'pocketbase',
    label,
    verdict,
    run: () => pbSend(path, init),
    check: check ?? expectNoSecretsNorHidden,
  });
const records = (name: string) => `/api/collections/${encodeURIComponent(name)}/records`;
const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

/** A create/update body that tries every trick at once: hidden flags, forged ids, auth fields, wrong types. */
const FORGED = {
  id: 'forgedrecord123',
  isVisible: true,
  price: '0',
  orderNumber: 'ORD-000001',
  code: 'FREE100',
  status: 'delivered',
  email: 'attacker@example.com',
  password: 'attacker-password',
  passwordConfirm: 'attacker-password',
  verified: true,
  collectionName: '_superusers',
  '@request.auth.id': 'x',
  name: 'कृषि 🥭 \u0000',
  items: Array.from({ length: 1000 }, () => ({ id: apple.id, quantity: 1 })),
};

for (const { name } of collections) {
  const id = realId[name]!;
  pb(`${name}: list`, 'harmless', records(name), undefined, expectOnlyPublicRecords(name));
  pb(
    `${name}: list with a filter injection`,
    'harmless',
    records(name) + q({ filter: `id != "" || 1 = 1) || (id = ""`, perPage: '500' }),
    undefined,
    expectOnlyPublicRecords(name),
  );
  pb(
    `${name}: list sorted and expanded by unknown or hidden fields`,
    'harmless',
    records(name) +
      q({
        sort: '-accessToken,-password,@random',
        expand: 'campaign,coupon_via_campaign,orders_via_coupon_used,a.b.c.d.e.f.g',
        fields: '*,accessToken,password,tokenKey,expand.*',
      }),
    undefined,
    expectOnlyPublicRecords(name),
  );
  pb(`${name}: view a real record`, PUBLIC.has(name) ? 'harmless' : 'refused', `${records(name)}/${id}`);
  pb(`${name}: create with forged fields`, 'refused', records(name), jsonBody('POST', FORGED));
  pb(`${name}: create with a malformed body`, 'refused', records(name), jsonBody('POST', '{"name": '));
  pb(`${name}: update a real record`, 'refused', `${records(name)}/${id}`, jsonBody('PATCH', FORGED));
  pb(`${name}: delete a real record`, 'refused', `${records(name)}/${id}`, { method: 'DELETE' });
  pb(`${name}: a file of a real record by a traversing name`, 'refused', `/api/files/${name}/${id}/..%2F..%2Fdata.db`);
}

for (const [label, text] of HOSTILE_TEXT) {
  pb(
    `web_products: a filter that is ${label}`,
    'harmless',
    records('web_products') + q({ filter: text }),
    undefined,
    expectOnlyPublicRecords('web_products'),
  );
  pb(
    `web_products: a slug lookup with ${label}`,
    'harmless',
    records('web_products') + q({ filter: `slug = "${text}"` }),
    undefined,
    expectOnlyPublicRecords('web_products'),
  );
  pb(
    `web_products: a view of a record id that is ${label}`,
    'refused',
    `${records('web_products')}/${encodeURIComponent(text)}`,
  );
  pb(
    `posts: a sort that is ${label}`,
    'harmless',
    records('posts') + q({ sort: text }),
    undefined,
    expectOnlyPublicRecords('posts'),
  );
  pb(
    `coupon: a code lookup with ${label}`,
    'harmless',
    records('coupon') + q({ filter: `code = "${text}"` }),
    undefined,
    expectOnlyPublicRecords('coupon'),
  );
  pb(
    `orders: an order-number lookup with ${label}`,
    'harmless',
    records('orders') + q({ filter: `orderNumber = "${text}"` }),
    undefined,
    expectOnlyPublicRecords('orders'),
  );
}
pb(
  'web_products: hidden ones asked for outright',
  'harmless',
  records('web_products') + q({ filter: 'isVisible = false || isVisible = true', perPage: '500' }),
  undefined,
  expectOnlyPublicRecords('web_products'),
);
pb(
  'web_products: a hidden product by id',
  'refused',
  `${records('web_products')}/${hiddenProduct.id}?expand=x&fields=*`,
);
pb(
  'web_products: a filter joining a private collection',
  'refused',
  records('web_products') + q({ filter: `@collection.coupon.code = "${couponCodes[0]}"` }),
);
pb(
  'web_products: a filter on the request',
  'refused',
  records('web_products') + q({ filter: '@request.auth.collectionName = "shop_service"' }),
);
pb(
  'web_products: page and perPage that are not numbers',
  'harmless',
  records('web_products') + q({ page: 'NaN', perPage: '-1e9', skipTotal: 'maybe' }),
  undefined,
  expectOnlyPublicRecords('web_products'),
);
pb(
  'web_products: a 20,000-character filter',
  'harmless',
  records('web_products') + q({ filter: `name ~ "${LONG}"` }),
  undefined,
  expectOnlyPublicRecords('web_products'),
);
pb(
  'web_products: a filter nested 1,000 deep',
  'harmless',
  records('web_products') + q({ filter: `${'('.repeat(1000)}id != ""${')'.repeat(1000)}` }),
  undefined,
  expectOnlyPublicRecords('web_products'),
);
const appleImage = String(
  (await admin.collection('web_products').getOne(apple.id, { fields: 'image' })).image || 'none.png',
);
pb(
  'web_products: an image in a thumb size that is not allowed',
  'harmless',
  `/api/files/web_products/${apple.id}/${appleImage}?thumb=99999x99999`,
  undefined,
  () => {},
);

for (const [label, body] of [
  [
    'a create of an order',
    { requests: [{ method: 'POST', url: '/api/collections/orders/records', body: { orderNumber: 'ORD-000002' } }] },
  ],
  [
    'an update of a product',
    { requests: [{ method: 'PATCH', url: `/api/collections/web_products/records/${apple.id}`, body: { price: 1 } }] },
  ],
  [
    'a delete of a coupon',
    { requests: [{ method: 'DELETE', url: `/api/collections/coupon/records/${realId.coupon}` }] },
  ],
  [
    '1,000 creates',
    {
      requests: Array.from({ length: 1000 }, () => ({
        method: 'POST',
        url: '/api/collections/feedback/records',
        body: {},
      })),
    },
  ],
  ['a malformed body', '{"requests": ['],
  ['requests that are not a list', { requests: 'all' }],
] as const) {
  pb(`batch: ${label}`, 'refused', '/api/batch', jsonBody('POST', body));
}

for (const [label, body] of [
  ['an unknown client', { clientId: 'forged-client-id', subscriptions: ['orders/*', 'coupon/*'] }],
  ['a client id that is 20,000 characters', { clientId: LONG, subscriptions: ['orders/*'] }],
  ['a malformed body', '{"clientId": '],
  ['subscriptions that are not a list', { clientId: 'x', subscriptions: 'orders/*' }],
] as const) {
  pb(`realtime: subscribe with ${label}`, 'refused', '/api/realtime', jsonBody('POST', body));
}

for (const path of [
  '/api/shop/orders',
  '/api/shop/orders/by-key',
  '/api/shop/order-lookup',
  '/api/shop/rate-limit',
  '/api/desk/sign-in',
]) {
  pb(
    `${path}: hostile JSON`,
    'refused',
    path,
    jsonBody('POST', {
      idempotencyKey: LONG,
      orderNumber: `${placed.orderNumber}" || 1=1`,
      token: placed.accessToken,
      items: FORGED.items,
    }),
  );
  pb(`${path}: a malformed body`, 'refused', path, jsonBody('POST', '{"orderNumber": '));
  pb(
    `${path}: a forged bearer token`,
    'refused',
    path,
    jsonBody(
      'POST',
      { orderNumber: placed.orderNumber },
      { Authorization: 'eyJhbGciOiJub25lIn0.eyJpZCI6IngiLCJ0eXBlIjoiYXV0aCJ9.' },
    ),
  );
  pb(`${path}: GET`, 'refused', path);
}

for (const path of [
  '/api/collections',
  '/api/settings',
  '/api/logs',
  '/api/backups',
  '/api/crons',
  '/api/collections/meta/scaffolds',
]) {
  pb(`${path}: read`, 'refused', path);
}
pb(
  '/api/collections/import: replace every collection',
  'refused',
  '/api/collections/import',
  jsonBody('PUT', { collections: [], deleteMissing: true }),
);
pb(
  '/api/settings: switch off the rate limits',
  'refused',
  '/api/settings',
  jsonBody('PATCH', { rateLimits: { enabled: false } }),
);
pb('/api/backups: create one', 'refused', '/api/backups', jsonBody('POST', { name: '../../escape.zip' }));
pb('/api/files/token: a file token for a guest', 'refused', '/api/files/token', { method: 'POST' });

// Sign-in and account endpoints last: PocketBase allows 2 sign-in attempts per 3 s, so these take a while.
for (const account of ['shop_service', '_superusers']) {
  const auth = (path: string) => `/api/collections/${account}/${path}`;
  for (const [label, body] of [
    ['identity and password of the wrong types', { identity: { $ne: null }, password: [1] }],
    [
      'the real identity and a filter-injected password',
      { identity: account === 'shop_service' ? serviceEmail : adminEmail, password: `" || 1=1 || "` },
    ],
    ['a Devanagari identity and a 1 MB password', { identity: 'कृषि@बजार.नेपाल', password: ONE_MB }],
    ['a malformed body', '{"identity": '],
  ] as const) {
    pb(`${account}: sign in with ${label}`, 'refused', auth('auth-with-password'), jsonBody('POST', body));
  }
  pb(
    `${account}: refresh a forged token`,
    'refused',
    auth('auth-refresh'),
    jsonBody('POST', {}, { Authorization: 'forged.token.value' }),
  );
  pb(
    `${account}: impersonate the first record`,
    'refused',
    auth(`impersonate/${realId[account]}`),
    jsonBody('POST', { duration: 999999999 }),
  );
  pb(
    `${account}: request a one-time password`,
    'refused',
    auth('request-otp'),
    jsonBody('POST', { email: serviceEmail }),
  );
  pb(
    `${account}: confirm a forged password reset`,
    'refused',
    auth('confirm-password-reset'),
    jsonBody('POST', { token: 'forged', password: 'new-password-1', passwordConfirm: 'new-password-1' }),
  );
  pb(
    `${account}: confirm a forged email change`,
    'refused',
    auth('confirm-email-change'),
    jsonBody('POST', { token: 'forged', password: 'x' }),
  );
  pb(
    `${account}: sign in with an OAuth2 provider that does not exist`,
    'refused',
    auth('auth-with-oauth2'),
    jsonBody('POST', { provider: 'evil', code: 'x', codeVerifier: 'y', redirectURL: 'https://evil.example' }),
  );
}

// ---------------------------------------------------------------------------------------------------------------

const ALL: Case[] = [...actionCases, ...shopCases, ...pbCases];
let before: Record<string, number>;
const tally = { refused: 0, harmless: 0 };

beforeAll(async () => {
  before = await recordCounts();
});

afterAll(async () => {
  await releasePocketBaseBudget();
  const bySurface = Object.fromEntries(
    ['action', 'shop', 'pocketbase'].map((s) => [s, ALL.filter((c) => c.surface === s).length]),
  );
  console.log(
    `Hostile input corpus: ${ALL.length} cases (${bySurface.action} to the shop's actions, ${bySurface.shop} to its pages and routes, ` +
      `${bySurface.pocketbase} to PocketBase) over ${collections.length} collections; ${tally.refused} refused with a 4xx, ` +
      `${tally.harmless} answered as lookups of nothing; none answered 5xx.`,
  );
});

describe.each([
  ["the shop's actions", actionCases],
  ["the shop's pages and routes", shopCases],
  ['PocketBase', pbCases],
] as const)('%s', (_surface, cases) => {
  it.each(cases.map((c) => [c.label, c] as const))('%s', async (_label, testCase) => {
    const answer = await testCase.run();
    const context = `${answer.status} ${answer.text.slice(0, 300)}`;
    expect(answer.status, context).toBeLessThan(500);
    if (testCase.verdict === 'refused') {
      expect(answer.status, context).toBeGreaterThanOrEqual(400);
      // Every JSON refusal, the shop's and PocketBase's, says what was wrong in a sentence.
      if (answer.json && !Array.isArray(answer.json)) {
        const message = answer.json.message ?? (answer.json.issues as { message: string }[] | undefined)?.[0]?.message;
        expect(String(message ?? ''), context).toMatch(/\w{3,}.*\w{3,}/);
      }
    }
    testCase.check?.(answer);
    tally[answer.status >= 400 ? 'refused' : 'harmless']++;
  });
});

describe('afterwards', () => {
  it('every collection holds exactly the records it held before', async () => {
    expect(await recordCounts()).toEqual(before);
  });
});
