// The schema in PocketBase, read back: every field of docs/rules.md §3 exists with a
// sensible type, and the unique indexes hold.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { adminClient } from '@tests/harness/stack';

type FieldType =
  | 'text'
  | 'number'
  | 'bool'
  | 'json'
  | 'file'
  | 'date'
  | 'relation'
  | 'editor'
  | 'autodate'
  | 'url'
  | 'select';

const SPEC_FIELDS: Record<string, Record<string, FieldType | FieldType[]>> = {
  web_products: {
    slug: 'text',
    name: 'text',
    nepaliName: 'text',
    description: 'text',
    nepaliDescription: 'text',
    product_info: 'text',
    price: 'number',
    unit: 'text',
    minOf: 'number',
    image: 'file',
    gallery: 'json',
    category: 'text',
    isFeatured: 'bool',
    isOrganic: 'bool',
    isNew: 'bool',
    farmerName: 'text',
    location: 'text',
    hasTraceability: 'bool',
    cooperativeId: 'text',
    cooperativeName: 'text',
    cooperativeLogo: ['file', 'text'],
    seasonId: 'text',
    is_available: 'bool',
    isVisible: 'bool',
    nutritionFacts: 'json',
    farmers: 'json',
    faqs: 'json',
    created: 'autodate',
  },
  coupon: {
    code: 'text',
    campaign: 'relation',
    min_order_amount: 'number',
    discount_type: ['text', 'select'],
    discount_value: 'number',
    delivery_discount_type: ['text', 'select'],
    discount_discount_value: 'number',
  },
  campaigns: { name: 'text', is_active: 'bool', end_time: 'date', remaining_budget: 'number' },
  districts: { districtName: 'text', created: 'autodate', updated: 'autodate' },
  delivery_branch: {
    branchName: 'text',
    districtName: 'text',
    amount: ['number', 'text'],
    branchArea: 'text',
    created: 'autodate',
    updated: 'autodate',
  },
  orders: {
    customerName: 'text',
    phone: 'text',
    district: 'text',
    landmark: 'text',
    items: 'json',
    subtotal: 'number',
    deliveryCharge: 'number',
    total: 'number',
    status: ['text', 'select'],
    orderChannel: 'text',
    orderDate: 'date',
    orderNumber: 'text',
    failedAttempt: 'number',
    coupon_used: ['text', 'relation'],
    discount_amount: 'number',
    delivery_discount_amount: 'number',
    notes: 'text',
    city: 'text',
    estimatedDelivery: 'date',
  },
  posts: {
    title: 'text',
    slug: 'text',
    excerpt: 'text',
    content: ['editor', 'text'],
    cover_image: 'file',
    tags: 'json',
    category: 'text',
    author_name: 'text',
    author_avatar: 'file',
    reading_time: 'number',
    is_published: 'bool',
    is_featured: 'bool',
    seo_title: 'text',
    seo_description: 'text',
    created: 'autodate',
    updated: 'autodate',
  },
  qr_form: { contact_json: 'json' },
  feedback: { feedback: 'json' },
  farmers: {
    name: 'text',
    location: 'text',
    specialty: 'text',
    image: 'file',
    years: 'number',
    story: 'text',
    videoUrl: ['url', 'text'],
  },
  banners: {
    image: 'file',
    link: 'text',
    alt: 'text',
    headline: 'text',
    ctaLabel: 'text',
    sort: 'number',
    active: 'bool',
  },
};

let pb: PocketBase;
beforeAll(async () => {
  pb = await adminClient();
});

describe('collections hold every field of docs/rules.md §3', () => {
  it.each(Object.entries(SPEC_FIELDS))('%s', async (name, fields) => {
    const collection = await pb.collections.getOne(name);
    const actual = new Map(collection.fields.map((f: { name: string; type: string }) => [f.name, f.type]));
    for (const [field, type] of Object.entries(fields)) {
      const allowed = Array.isArray(type) ? type : [type];
      expect(actual.get(field), `${name}.${field}`).toBeDefined();
      expect(allowed, `${name}.${field} has type ${actual.get(field)}`).toContain(actual.get(field));
    }
    // created/updated autodate fields on every collection
    expect(actual.get('created')).toBe('autodate');
    expect(actual.get('updated')).toBe('autodate');
  });
});

describe('unique indexes', () => {
  it.each([
    ['web_products', 'slug'],
    ['coupon', 'code'],
    ['posts', 'slug'],
    ['orders', 'orderNumber'],
  ])('%s.%s is unique', async (name, field) => {
    const collection = await pb.collections.getOne(name);
    const unique = collection.indexes.some(
      (sql: string) =>
        /UNIQUE/i.test(sql) &&
        (sql.includes(`(\`${field}\`)`) || sql.includes(`(${field})`) || sql.includes(`(${field} COLLATE NOCASE)`)),
    );
    expect(unique).toBe(true);
  });

  it('rejects a second product with the same slug', async () => {
    const [existing] = (await pb.collection('web_products').getList(1, 1)).items;
    await expect(
      pb.collection('web_products').create({ slug: existing!.slug, name: 'Duplicate', price: 10 }),
    ).rejects.toMatchObject({ status: 400 });
  });
});
