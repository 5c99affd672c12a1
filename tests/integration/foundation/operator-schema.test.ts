// Operators' ordinary mistakes, made through PocketBase's API as the dashboard
// makes them (superuser, JSON or multipart): each is refused by the schema with
// a message that states the rule, or stored in the one form the shop reads.
// The coupon cases end at the shop's own coupon check, so a discount is always
// the one the operator meant.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { ClientResponseError } from 'pocketbase';
import { expectData } from '@tests/harness/actions-client';
import { expectedDelivery, orderInput } from '@tests/harness/orders';
import { place, product, type SeedProduct } from '@tests/harness/seed';
import { adminPb } from '@tests/harness/stack';
import type { PlaceOrderResult } from '@/features/checkout/contract';
import { migrationsDir } from '../../../server/paths.ts';

let pb: PocketBase;
let honey: SeedProduct; // Rs. 950
let campaignId: string;
const created: [string, string][] = [];

const tag = () => randomUUID().slice(0, 8);

async function create(collection: string, data: Record<string, unknown> | FormData) {
  const r = await pb.collection(collection).create(data);
  created.push([collection, r.id]);
  return r;
}

/** The field errors PocketBase answered with (code and message per field); fails when the save succeeded. */
async function refusal(collection: string, data: Record<string, unknown> | FormData, id?: string) {
  try {
    const r = id ? await pb.collection(collection).update(id, data) : await pb.collection(collection).create(data);
    created.push([collection, r.id]);
  } catch (err) {
    expect(err).toBeInstanceOf(ClientResponseError);
    expect((err as ClientResponseError).status).toBe(400);
    return (err as ClientResponseError).response.data as Record<string, { code: string; message: string }>;
  }
  throw new Error(`${collection}: the bad value was saved`);
}

const productData = (over: Record<string, unknown> = {}) => ({
  slug: `test-${tag()}`,
  name: 'Test Product',
  price: 120,
  unit: '1 KG',
  category: 'Fruits',
  ...over,
});

beforeAll(async () => {
  pb = await adminPb();
  honey = await product('chiuri-honey');
  const campaign = await create('campaigns', {
    name: `Operator test ${tag()}`,
    is_active: true,
    remaining_budget: 100000,
  });
  campaignId = campaign.id;
});

afterAll(async () => {
  for (const [collection, id] of created.reverse())
    await pb
      .collection(collection)
      .delete(id)
      .catch(() => undefined);
});

describe('coupons: a discount is only ever the one the operator meant', () => {
  it.each(['fixed', 'Flat', 'percentage', '%', ''])(
    'discount_type %j is refused (flat, percent or none only)',
    async (type) => {
      if (type === '') {
        // Empty is "none": stored as such, never read as a percent.
        const c = await create('coupon', {
          code: `E${tag()}`,
          campaign: campaignId,
          discount_type: '',
          discount_value: 100,
        });
        expect(c.discount_type).toBe('none');
        const answer = await expectData<{ ok: boolean; discount?: number }>('validateCoupon', {
          code: c.code,
          items: [{ id: honey.id, quantity: 1 }],
        });
        expect(answer).toMatchObject({ ok: true, discount: 0 });
        return;
      }
      const errors = await refusal('coupon', {
        code: `T${tag()}`,
        campaign: campaignId,
        discount_type: type,
        discount_value: 100,
      });
      expect(errors.discount_type?.code).toBe('validation_invalid_value');
    },
  );

  it('delivery_discount_type "fixed" is refused', async () => {
    const errors = await refusal('coupon', {
      code: `D${tag()}`,
      campaign: campaignId,
      delivery_discount_type: 'fixed',
      discount_discount_value: 50,
    });
    expect(errors.delivery_discount_type?.code).toBe('validation_invalid_value');
  });

  it('a flat coupon of 100 on a Rs. 950 cart gives exactly Rs. 100, however its code was typed', async () => {
    const code = `audit${tag()}`;
    const c = await create('coupon', {
      code: `  ${code} `,
      campaign: campaignId,
      discount_type: 'flat',
      discount_value: 100,
      delivery_discount_type: 'none',
    });
    expect(c.code).toBe(code.toUpperCase());
    for (const typed of [code, code.toUpperCase(), ` ${code.toUpperCase()} `]) {
      const answer = await expectData<{ ok: boolean; discount?: number; deliveryDiscount?: number }>('validateCoupon', {
        code: typed,
        items: [{ id: honey.id, quantity: 1 }],
      });
      expect(answer).toMatchObject({ ok: true, discount: 100, deliveryDiscount: 0 });
    }
  });

  it('an order with that coupon, typed in lowercase, is discounted by exactly Rs. 100', async () => {
    const code = `order${tag()}`;
    await create('coupon', {
      code,
      campaign: campaignId,
      discount_type: 'flat',
      discount_value: 100,
      delivery_discount_type: 'none',
    });
    const where = await place('Kathmandu', 'Thamel');
    const lines = [{ product: honey, quantity: 1 }];
    const delivery = expectedDelivery(lines, where.amount);
    const input = orderInput(where, lines, { couponCode: code, expectedTotal: honey.price + delivery - 100 });
    const result = await expectData<PlaceOrderResult>('placeOrder', input);
    const stored = await pb
      .collection('orders')
      .getFirstListItem(pb.filter('orderNumber = {:n}', { n: result.orderNumber }));
    created.push(['orders', stored.id]);
    expect(stored).toMatchObject({
      subtotal: honey.price,
      discount_amount: 100,
      delivery_discount_amount: 0,
      total: honey.price + delivery - 100,
    });
  });

  it('a second coupon with the same code in other letters is refused', async () => {
    const code = `DUP${tag()}`.toUpperCase();
    await create('coupon', { code, campaign: campaignId, discount_type: 'flat', discount_value: 10 });
    const errors = await refusal('coupon', {
      code: code.toLowerCase(),
      campaign: campaignId,
      discount_type: 'flat',
      discount_value: 10,
    });
    expect(errors.code?.code).toBe('validation_not_unique');
  });

  it('a code with spaces inside is refused with the rule', async () => {
    const errors = await refusal('coupon', {
      code: 'SAVE 50',
      campaign: campaignId,
      discount_type: 'flat',
      discount_value: 50,
    });
    expect(errors.code?.message).toMatch(/Latin letters A-Z, digits 0-9, - and _/);
  });

  it('a percent discount above 100 is refused', async () => {
    const errors = await refusal('coupon', {
      code: `P${tag()}`,
      campaign: campaignId,
      discount_type: 'percent',
      discount_value: 150,
    });
    expect(errors.discount_value?.message).toMatch(/at most 100/);
  });
});

describe('money is whole rupees', () => {
  it('a product price of 99.5 is refused', async () => {
    const errors = await refusal('web_products', productData({ price: 99.5 }));
    expect(errors.price?.code).toBe('validation_only_int_constraint');
  });

  it('a compare-at price of 120.75 is refused', async () => {
    const errors = await refusal('web_products', productData({ compareAtPrice: 120.75 }));
    expect(errors.compareAtPrice?.code).toBe('validation_only_int_constraint');
  });

  it('a delivery rate of 99.5 is refused', async () => {
    const errors = await refusal('delivery_branch', {
      branchName: `B${tag()}`,
      districtName: 'Kathmandu',
      amount: 99.5,
    });
    expect(errors.amount?.code).toBe('validation_only_int_constraint');
  });

  it.each(['discount_value', 'discount_discount_value', 'min_order_amount'])(
    'coupon %s of 10.5 is refused',
    async (field) => {
      const errors = await refusal('coupon', {
        code: `M${tag()}`,
        campaign: campaignId,
        discount_type: 'flat',
        delivery_discount_type: 'flat',
        [field]: 10.5,
      });
      expect(errors[field]?.code).toBe('validation_only_int_constraint');
    },
  );

  it('a campaign budget of 1000.5 is refused', async () => {
    const errors = await refusal('campaigns', { name: `C${tag()}`, remaining_budget: 1000.5 });
    expect(errors.remaining_budget?.code).toBe('validation_only_int_constraint');
  });
});

describe('slugs are lowercase letters, digits and hyphens', () => {
  it.each(['fruits/mango', 'Mango', 'mango?x=1', 'mango#top', 'green mango', 'mango--ripe', '-mango'])(
    'product slug %j is refused with the rule',
    async (slug) => {
      const errors = await refusal('web_products', productData({ slug }));
      expect(errors.slug?.message).toMatch(/lowercase letters a-z, digits and single hyphens/);
    },
  );

  it('a post slug with a slash is refused with the rule', async () => {
    const errors = await refusal('posts', { title: 'A post', slug: 'news/today' });
    expect(errors.slug?.message).toMatch(/lowercase letters a-z, digits and single hyphens/);
  });
});

describe('new products are available and visible unless the operator unticks them', () => {
  it('a product saved with no ticks is available and visible', async () => {
    const p = await create('web_products', productData());
    expect(p).toMatchObject({ is_available: true, isVisible: true });
  });

  it('a product saved with the boxes unticked stays unavailable and hidden', async () => {
    const p = await create('web_products', productData({ is_available: false, isVisible: false }));
    expect(p).toMatchObject({ is_available: false, isVisible: false });
  });

  it('the same through a multipart upload (what the dashboard sends with files)', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(productData())) form.append(k, String(v));
    form.append('image', new Blob([PNG], { type: 'image/png' }), 'main.png');
    const p = await create('web_products', form);
    expect(p).toMatchObject({ is_available: true, isVisible: true });
  });
});

describe('categories come from the list', () => {
  it('a known category in other letters is stored as the list spells it', async () => {
    const p = await create('web_products', productData({ category: '  herbs & shurbs ' }));
    expect(p.category).toBe('Herbs & Shurbs');
  });

  it('an unknown category is refused, naming the list', async () => {
    const errors = await refusal('web_products', productData({ category: 'Fruitz' }));
    expect(errors.category?.message).toMatch(/"Fruitz" is not in the Categories collection/);
    expect(errors.category?.message).toMatch(/Fruits, Vegetables, Herbs & Shurbs, Honey/);
  });

  it('a category the operator adds to the list is accepted', async () => {
    const name = `Mushrooms ${tag()}`;
    await create('categories', { name });
    const p = await create('web_products', productData({ category: name.toUpperCase() }));
    expect(p.category).toBe(name);
  });
});

// A 1×1 PNG.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>');
const GIF = Uint8Array.from(atob('R0lGODlhAQABAAAAACw='), (c) => c.charCodeAt(0));

describe('image fields take JPEG, PNG, WebP or AVIF up to 5 MB, and say so', () => {
  it('every file field in the schema has those types, that size and help stating both', async () => {
    const collections = await pb.collections.getFullList();
    const fileFields = collections.flatMap((c) =>
      c.fields.filter((f) => f.type === 'file').map((f) => ({ collection: c.name, ...f }) as Record<string, unknown>),
    );
    expect(fileFields.length).toBeGreaterThanOrEqual(9);
    for (const f of fileFields) {
      expect([f.collection, f.name, f.mimeTypes]).toEqual([
        f.collection,
        f.name,
        ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
      ]);
      expect(f.maxSize, `${f.collection}.${f.name}`).toBe(5 * 1024 * 1024);
      expect(f.help, `${f.collection}.${f.name}`).toMatch(/JPEG, PNG, WebP or AVIF, at most 5 MB/);
    }
  });

  it.each([
    ['web_products', 'image', SVG, 'image/svg+xml', 'x.svg'],
    ['web_products', 'gallery_files', GIF, 'image/gif', 'x.gif'],
    ['posts', 'images', SVG, 'image/svg+xml', 'x.svg'],
    ['banners', 'image', SVG, 'image/svg+xml', 'x.svg'],
    ['farmers', 'image', GIF, 'image/gif', 'x.gif'],
  ])('%s.%s refuses %s', async (collection, field, bytes, type, name) => {
    const form = new FormData();
    const base: Record<string, string | number> =
      collection === 'web_products'
        ? productData()
        : collection === 'posts'
          ? { title: 'P', slug: `p-${tag()}` }
          : collection === 'farmers'
            ? { name: 'F' }
            : {};
    for (const [k, v] of Object.entries(base)) form.append(k, String(v));
    form.append(field, new Blob([bytes], { type }), name);
    const errors = await refusal(collection, form);
    expect(errors[field]?.code).toBe('validation_invalid_mime_type');
  });
});

describe('help on every field an operator fills', () => {
  // The fields this schema migration documents (fields other migrations add carry their own help).
  const help = (() => {
    let HELP: Record<string, Record<string, string>> = {};
    const source = readFileSync(join(migrationsDir, '1732001000_operator_schema.js'), 'utf8');
    const context: Record<string, unknown> = { migrate: () => undefined };
    runInNewContext(`${source}\n;globalThis.__help = HELP;`, context);
    HELP = context.__help as typeof HELP;
    return HELP;
  })();

  it.each(Object.keys(help))('%s', async (name) => {
    const collection = await pb.collections.getOne(name);
    const names = new Set(collection.fields.map((f) => f.name));
    for (const field of Object.keys(help[name])) expect(names, `${name}.${field} exists`).toContain(field);
    for (const f of collection.fields) {
      if (!(f.name in help[name])) continue;
      // Help that later migrations rewrote (units: 1732002120_units.js; price and switches: 1732002130_operator_help.js;
      // the coupon's required campaign: 1732001820_money_guards.js; a code's length and a budget's ceiling:
      // 1732004900_typed_limits_help.js; the FAQs' Nepali keys: 1732002310_nepali_content.js; the nutrition labels' Nepali keys:
      // 1732002700_nepali_nutrition.js; a district's name: 1732004960_place_names_help.js).
      if (REWRITTEN[name]?.includes(f.name)) {
        expect((f as { help?: string }).help, `${name}.${f.name}`).not.toBe('');
        continue;
      }
      expect((f as { help?: string }).help, `${name}.${f.name}`).toBe(help[name][f.name]);
    }
    // Nothing an operator fills in the original schema is left without help.
    for (const f of collection.fields) {
      if (f.system || f.type === 'autodate' || f.hidden || f.name === 'id') continue;
      if (ORIGINAL[name]?.includes(f.name)) expect(help[name], `${name}.${f.name} has help`).toHaveProperty(f.name);
    }
  });
});

const REWRITTEN: Record<string, string[]> = {
  web_products: ['price', 'unit', 'is_available', 'isVisible', 'hasTraceability', 'faqs', 'nutritionFacts'],
  coupon: ['campaign', 'code'],
  campaigns: ['remaining_budget'],
  delivery_branch: ['districtName'],
  districts: ['districtName'],
};

/** Every operator-filled field of the original schema (pocketbase/pb_migrations/1732000000_shop_schema.js). */
const ORIGINAL: Record<string, string[]> = {
  web_products: [
    'slug',
    'name',
    'nepaliName',
    'description',
    'nepaliDescription',
    'product_info',
    'price',
    'compareAtPrice',
    'unit',
    'minOf',
    'image',
    'gallery',
    'gallery_files',
    'category',
    'isFeatured',
    'isOrganic',
    'isNew',
    'isExpress',
    'approxWeight',
    'farmerName',
    'location',
    'hasTraceability',
    'cooperativeId',
    'cooperativeName',
    'cooperativeLogo',
    'seasonId',
    'is_available',
    'isVisible',
    'nutritionFacts',
    'farmers',
    'faqs',
  ],
  coupon: [
    'code',
    'campaign',
    'min_order_amount',
    'discount_type',
    'discount_value',
    'delivery_discount_type',
    'discount_discount_value',
  ],
  campaigns: ['name', 'is_active', 'end_time', 'remaining_budget'],
  districts: ['districtName'],
  delivery_branch: ['branchName', 'districtName', 'amount', 'branchArea'],
  posts: [
    'title',
    'slug',
    'excerpt',
    'content',
    'cover_image',
    'tags',
    'category',
    'author_name',
    'author_avatar',
    'reading_time',
    'is_published',
    'is_featured',
    'seo_title',
    'seo_description',
  ],
  farmers: ['name', 'location', 'specialty', 'image', 'years', 'story', 'videoUrl', 'sort'],
  banners: ['image', 'link', 'alt', 'headline', 'ctaLabel', 'sort', 'active'],
};
