// Nepali texts operators write for the Nepali pages (pocketbase/pb_migrations/1732002310_nepali_content.js,
// docs/operators.md "Nepali texts"): the posts', farmers', banners' and products' Nepali fields, each with help; the
// FAQs' Nepali keys; each category's Nepali name (public read, superusers write); the
// demo seed's Nepali values; and a Nepali product page showing the Nepali info lines and FAQs while the English page
// keeps its English. Going down is checked with every migration (migrations-down.test.ts).
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPb, anonymousClient, testStack } from '@tests/harness/stack';
import { CATEGORIES, categoryNames, farmers as seededFarmers } from '../../../scripts/seed/data.mjs';

const DEVANAGARI = /[\u0900-\u097F]/;

/** collection → its Nepali fields and their types. */
const NEPALI_FIELDS: Record<string, Record<string, string>> = {
  posts: { title_ne: 'text', excerpt_ne: 'text', content_ne: 'editor', category_ne: 'text' },
  farmers: { name_ne: 'text', location_ne: 'text', specialty_ne: 'text', story_ne: 'text' },
  banners: { headline_ne: 'text', ctaLabel_ne: 'text', alt_ne: 'text' },
  web_products: { product_info_ne: 'text' },
};

type Field = { name: string; type: string; required?: boolean; help?: string };

let pb: PocketBase;

beforeAll(async () => {
  pb = await adminPb();
});

describe('the Nepali fields', () => {
  it.each(Object.entries(NEPALI_FIELDS))('%s has them, optional, each with help', async (name, fields) => {
    const collection = await pb.collections.getOne(name);
    for (const [field, type] of Object.entries(fields)) {
      const f = (collection.fields as Field[]).find((x) => x.name === field);
      expect(f, `${name}.${field} exists`).toBeDefined();
      expect(f?.type, `${name}.${field}`).toBe(type);
      expect(f?.required, `${name}.${field} is optional`).toBeFalsy();
      // What it shows and where, and what happens when it is left empty.
      expect(f?.help, `${name}.${field}`).toMatch(/Nepali/);
      expect(f?.help, `${name}.${field}`).toContain('Left empty, the Nepali pages show the English text.');
    }
  });

  it('the FAQs help names the Nepali keys an entry takes', async () => {
    const products = await pb.collections.getOne('web_products');
    const faqs = (products.fields as Field[]).find((f) => f.name === 'faqs');
    expect(faqs?.help).toContain('"question_ne"');
    expect(faqs?.help).toContain('"answer_ne"');
  });
});

describe('categories in Nepali', () => {
  it('each category has an optional Nepali name with help', async () => {
    const collection = await pb.collections.getOne('categories');
    const nameNe = (collection.fields as Field[]).find((f) => f.name === 'name_ne');
    expect(nameNe?.type).toBe('text');
    expect(nameNe?.required).toBe(false);
    expect(nameNe?.help?.length ?? 0).toBeGreaterThan(20);
  });

  it('anyone reads the names, and only superusers change them', async () => {
    const guest = anonymousClient();
    const [first] = (await guest.collection('categories').getList(1, 1, { filter: "name_ne != ''" })).items;
    expect(first?.name_ne).toMatch(DEVANAGARI);
    await expect(guest.collection('categories').update(first!.id, { name_ne: 'x' })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('names every seeded category in Nepali', async () => {
    const records = await anonymousClient().collection('categories').getFullList();
    const named = Object.fromEntries(records.map((r) => [r.name, r.name_ne]));
    for (const category of CATEGORIES) expect(named[category], category).toMatch(DEVANAGARI);
    expect(named).toMatchObject(Object.fromEntries(categoryNames.map((c) => [c.category, c.name_ne])));
  });
});

describe('the demo seed', () => {
  it('gives a handful of records their Nepali texts', async () => {
    const count = async (collection: string, filter: string) =>
      (await pb.collection(collection).getList(1, 1, { filter })).totalItems;
    expect(await count('posts', "title_ne != '' && excerpt_ne != '' && category_ne != ''")).toBeGreaterThanOrEqual(3);
    expect(await count('web_products', "product_info_ne != ''")).toBeGreaterThanOrEqual(3);
    // The seed's farmers (other tests add farmers of their own, without Nepali texts).
    const seededNames = new Set(seededFarmers.map((f: { name: string }) => f.name));
    const farmers = (await pb.collection('farmers').getFullList()).filter((f) => seededNames.has(f.name));
    expect(farmers.length).toBe(seededFarmers.length);
    for (const f of farmers) {
      expect(f.name_ne, f.name).toMatch(DEVANAGARI);
      expect(f.specialty_ne, f.name).toMatch(DEVANAGARI);
    }
    const banners = await pb.collection('banners').getFullList();
    for (const b of banners) {
      expect(b.headline_ne, b.headline).toMatch(DEVANAGARI);
      expect(b.ctaLabel_ne, b.headline).toMatch(DEVANAGARI);
    }
  });
});

describe('the Nepali blog', () => {
  it("shows a post's Nepali category on its badge, and the English blog keeps the English one", async () => {
    const html = async (path: string) => (await fetch(new URL(path, testStack().shopUrl))).text();
    const nepali = await html('/ne/blog');
    expect(nepali).toMatch(/<span[^>]*>किसानका कथा<\/span>/);
    // Every seeded post has its Nepali category (tests/unit/scripts/seed-nepali.test.ts): none shows in English.
    expect(nepali).not.toContain('Farmer Stories');
    const english = await html('/blog');
    expect(english).toContain('Farmer Stories');
    expect(english).not.toContain('किसानका कथा');
  });
});

describe('a Nepali product page', () => {
  // Seeded with product_info_ne (scripts/seed/data.mjs); Nepali product pages are rendered on demand, from
  // PocketBase as it is now, so an FAQ saved here shows at once.
  const slug = 'organic-potato';
  let product: RecordModel;

  beforeAll(async () => {
    product = await pb.collection('web_products').getFirstListItem(pb.filter('slug = {:slug}', { slug }));
  });

  afterAll(async () => {
    if (product) await pb.collection('web_products').update(product.id, { faqs: product.faqs ?? null });
  });

  const page = async (path: string) => {
    const res = await fetch(new URL(path, testStack().shopUrl));
    expect(res.status, path).toBe(200);
    return res.text();
  };

  it('keeps the Nepali keys of an FAQ entry, and shows them with the Nepali info lines', async () => {
    const faqs = [
      {
        question: 'Is it washed?',
        answer: 'No, only cleaned: it keeps longer.',
        question_ne: 'के यो धोइएको हो?',
        answer_ne: 'होइन, सफा मात्र गरिएको छ: यसले गर्दा धेरै दिन टिक्छ।',
      },
      { question: 'Where is it grown?', answer: 'In Dolakha.' },
    ];
    const saved = await pb.collection('web_products').update(product.id, { faqs });
    expect(saved.faqs).toEqual(faqs);

    const nepali = await page(`/ne/products/${slug}`);
    expect(nepali).toContain('मूल: दोलखा');
    expect(nepali).toContain('के यो धोइएको हो?');
    expect(nepali).toContain('होइन, सफा मात्र गरिएको छ: यसले गर्दा धेरै दिन टिक्छ।');
    // An entry without Nepali keeps its English, marked as English, with the note "(अंग्रेजीमा)".
    expect(nepali).toMatch(
      /<span lang="en">Where is it grown\?<\/span> <span[^>]*data-in-english[^>]*>\(अंग्रेजीमा\)<\/span>/,
    );
    expect(nepali).toMatch(/<span lang="en">In Dolakha\.<\/span> <span[^>]*data-in-english[^>]*>\(अंग्रेजीमा\)<\/span>/);
    expect(nepali).not.toContain('Origin: Dolakha');

    // The English page (prebuilt) keeps its English info lines and shows no Nepali ones.
    const english = await page(`/products/${slug}`);
    expect(english).toContain('Origin: Dolakha');
    expect(english).not.toContain('मूल: दोलखा');
  });
});
