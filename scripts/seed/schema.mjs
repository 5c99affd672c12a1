// @ts-check
// What the demo data (scripts/seed/data.mjs) must be, as a zod schema: each record's fields, then the facts across
// records that the tests rely on (which coupon is expired, how many products are hidden, ...). The seeder checks the
// data with it before writing anything (scripts/seed/seed.mjs); tests/unit/seed/schema.test.ts checks it with no
// PocketBase. Unknown fields pass: the schema says what must hold, not every field the data may carry.
import { z } from 'zod';
import { isSlug } from '../../src/lib/slug.mjs';

const DEVANAGARI = /[\u0900-\u097F]/;
const CRLF = '\r\n';
const positiveInt = z.number().int().positive();
/** A Nepali text (docs/operators.md "Nepali texts"): written in Devanagari. */
const nepali = (/** @type {string} */ field) => z.string().regex(DEVANAGARI, `${field} is not Devanagari`);
const hue = z.number().int().min(0).max(359);

/** A place's or group's Nepali text, as pocketbase/pb_migrations/1732003000_nepali_places.js's pattern asks (with "/"). */
const devanagariText = z
  .string()
  .regex(/^[\u0900-\u097F](?:[\u0900-\u097F ()/.,-]|\u200C|\u200D)*$/, 'Devanagari only');

/** @param {unknown[]} values */
const duplicates = (values) => [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
/** @template T @param {T[]} list @param {(item: T) => boolean} test */
const count = (list, test) => list.filter(test).length;

/** @param {readonly string[]} categories @param {Record<string, string>} coopNames */
const productSchema = (categories, coopNames) =>
  z
    .object({
      slug: z.string().refine(isSlug, 'slug is not kebab-case'),
      name: z.string().min(1),
      nepaliName: z.string().regex(DEVANAGARI, 'nepaliName is not Devanagari'),
      nepaliDescription: z.string().regex(DEVANAGARI, 'nepaliDescription is not Devanagari').optional(),
      category: z.enum(/** @type {[string, ...string[]]} */ ([...categories])),
      price: positiveInt,
      compareAtPrice: z.number().int().optional(),
      minOf: z.number().int().min(2).optional(),
      unit: z.string().regex(/^\d+ (GM|KG|PC|DOZEN|ML|LTR)$/, 'odd unit'),
      description: z
        .string()
        .refine((text) => [2, 3].includes(text.split('\n\n').length), 'description needs 2-3 paragraphs')
        .refine((text) => text.split('\n').some((line) => line.startsWith('✓ ')), 'description has no ✓ bullets'),
      product_info: z
        .string()
        .refine((text) => text.split(CRLF).length <= 4, 'product_info must have 1-4 lines')
        .refine((text) => !/(^|[^\r])\n/.test(text), 'product_info must use CRLF only')
        .optional(),
      // The same line format as product_info, in Nepali.
      product_info_ne: nepali('product_info_ne')
        .refine((text) => !/(^|[^\r])\n/.test(text), 'product_info_ne must use CRLF only')
        .optional(),
      isFeatured: z.boolean(),
      isOrganic: z.boolean(),
      isNew: z.boolean(),
      isExpress: z.boolean(),
      hasTraceability: z.boolean(),
      is_available: z.boolean(),
      isVisible: z.boolean(),
      cooperativeId: z.string(),
      cooperativeName: z.string(),
      cooperativeName_ne: devanagariText,
      hue,
      galleryCount: z.number().int().min(0).max(3),
      galleryForm: z.enum(['list', 'json-string']),
      galleryVideo: z
        .string()
        .regex(/^\/media\/[\w-]+\.mp4$/, 'galleryVideo must be a /media/*.mp4 path')
        .optional(),
      nutritionFacts: z.array(z.object({ name: z.string().min(1), value: z.string().min(1) })).optional(),
      faqs: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).optional(),
      farmers: z.array(z.object({ name: z.string().min(1), village: z.string().min(1) })).optional(),
    })
    .refine((p) => p.compareAtPrice === undefined || p.compareAtPrice > p.price, {
      message: 'compareAtPrice must exceed price',
      path: ['compareAtPrice'],
    })
    .refine((p) => coopNames[p.cooperativeId] === p.cooperativeName, {
      message: 'cooperative id/name mismatch',
      path: ['cooperativeName'],
    });

/** A place's Nepali name: Devanagari, as the districtName_ne / branchName_ne fields' pattern asks (pocketbase/pb_migrations/1732002600_place_names_ne.js). */
const devanagariName = z.string().regex(/^[\u0900-\u097F](?:[\u0900-\u097F ().,-]|\u200C|\u200D)*$/, 'Devanagari only');

const branchSchema = (/** @type {readonly string[]} */ districts) =>
  z.object({
    branchName: z.string().min(1),
    branchName_ne: devanagariName,
    branchArea: z.string().min(1),
    branchArea_ne: devanagariText,
    districtName: z.string().refine((name) => districts.includes(name), 'unknown district'),
    // A number, or a numeric string (PocketBase stores it as a number: data.mjs's notes).
    amount: z.union([
      positiveInt,
      z
        .string()
        .regex(/^\d+$/)
        .refine((text) => Number(text) > 0),
    ]),
  });

const campaignSchema = z.object({
  key: z.string().min(1),
  is_active: z.boolean(),
  end_time: z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'bad end_time'),
  remaining_budget: z.number(),
});

const couponSchema = z.object({
  code: z.string().refine((code) => code === code.trim().toUpperCase(), 'code must be upper-case'),
  campaignKey: z.string(),
  min_order_amount: z.number(),
  discount_type: z.enum(['flat', 'percent']),
  discount_value: z.number(),
  delivery_discount_type: z.enum(['flat', 'percent', '']),
});

const postSchema = z
  .object({
    slug: z.string().refine(isSlug, 'slug is not kebab-case'),
    daysAgo: z.number(),
    is_published: z.boolean(),
    is_featured: z.boolean(),
    reading_time: positiveInt,
    content: z
      .string()
      .refine((html) => (html.match(/<p>/g) ?? []).length >= 2, 'needs several <p>')
      .refine((html) => html.includes('<h2>') && html.includes('<ul>'), 'needs <h2> and <ul>')
      .refine((html) => html.includes('href="/products'), 'needs an internal /products link')
      .refine((html) => html.includes('href="https://www.example.org/'), 'needs an external example.org link'),
    tagsForm: z.enum(['list', 'json-string']),
    tags: z.union([z.array(z.string()), z.string()]),
    title_ne: nepali('title_ne').optional(),
    excerpt_ne: nepali('excerpt_ne').optional(),
    category_ne: nepali('category_ne').optional(),
  })
  .refine(
    (p) =>
      p.tagsForm === 'json-string'
        ? typeof p.tags === 'string' && Array.isArray(JSON.parse(p.tags))
        : Array.isArray(p.tags),
    { message: 'tags must match tagsForm (an array, or a JSON string of one)', path: ['tags'] },
  );

const farmerSchema = z.object({
  specialty: z.enum(['Honey', 'Mango']),
  sort: z.number(),
  hue,
  name_ne: nepali('name_ne'),
  specialty_ne: nepali('specialty_ne'),
  location_ne: nepali('location_ne').optional(),
});
const bannerSchema = z.object({
  active: z.literal(true),
  link: z.string().startsWith('/products'),
  hue,
  headline_ne: nepali('headline_ne'),
  ctaLabel_ne: nepali('ctaLabel_ne'),
  alt_ne: nepali('alt_ne').optional(),
});
const categoryNameSchema = z.object({ category: z.string().min(1), name_ne: nepali('name_ne') });

/**
 * The schema of the whole demo data set (the module's exports), given its own lists of categories, cooperatives and
 * districts (the other records are checked against them), and the time "now" the campaigns' dates are judged at.
 * @param {{ CATEGORIES: readonly string[], cooperatives: { cooperativeId: string, cooperativeName: string }[], districts: readonly string[] }} lists
 * @param {number} now
 */
export function seedDataSchema({ CATEGORIES, cooperatives, districts }, now = Date.now()) {
  const coopNames = Object.fromEntries(cooperatives.map((c) => [c.cooperativeId, c.cooperativeName]));
  return z
    .object({
      CATEGORIES: z.array(z.string()).min(1),
      categoryNames: z.array(categoryNameSchema),
      cooperatives: z.array(
        z.object({
          cooperativeId: z.string().min(1),
          cooperativeName: z.string().min(1),
          cooperativeName_ne: devanagariText,
          hue,
        }),
      ),
      products: z.array(productSchema(CATEGORIES, coopNames)).min(48),
      districts: z.array(z.string()).length(77),
      districtNamesNe: z.record(z.string(), devanagariName),
      deliveryBranches: z.array(branchSchema(districts)),
      campaigns: z.array(campaignSchema),
      coupons: z.array(couponSchema),
      posts: z.array(postSchema).min(14),
      farmers: z.array(farmerSchema).length(6),
      banners: z.array(bannerSchema).length(3),
    })
    .superRefine((data, ctx) => {
      /** @param {boolean} holds @param {string} message @param {PropertyKey[]} path */
      const check = (holds, message, path) => {
        if (!holds) ctx.addIssue({ code: 'custom', message, path });
      };
      const { products, cooperatives, districts, deliveryBranches, campaigns, coupons, posts, farmers, categoryNames } =
        data;

      // Products
      const slugs = duplicates(products.map((p) => p.slug));
      check(slugs.length === 0, `duplicate slugs ${slugs.join(', ')}`, ['products']);
      check(count(products, (p) => !p.is_available) === 2, 'exactly 2 must have is_available false', ['products']);
      check(count(products, (p) => !p.isVisible) === 1, 'exactly 1 must have isVisible false', ['products']);
      check(count(products, (p) => p.galleryForm === 'json-string') >= 3, 'at least 3 galleryForm json-string', [
        'products',
      ]);
      // No demo video files ship with the shop, so no product points at one.
      check(count(products, (p) => p.galleryVideo !== undefined) === 0, 'no galleryVideo (no video files ship)', [
        'products',
      ]);
      check(count(products, (p) => p.compareAtPrice !== undefined) >= 8, 'at least 8 need compareAtPrice', [
        'products',
      ]);
      check(count(products, (p) => p.minOf !== undefined) >= 5, 'at least 5 need minOf', ['products']);
      check(count(products, (p) => p.product_info === undefined) >= 2, 'a few must lack product_info', ['products']);
      for (const category of data.CATEGORIES) {
        const visible = count(products, (p) => p.category === category && p.isVisible);
        const min = category === 'Honey' || category === 'Fruits' ? 6 : 4;
        check(visible >= min, `category ${category}: expected >= ${min} visible products, got ${visible}`, [
          'products',
        ]);
      }

      // Cooperatives
      check(duplicates(cooperatives.map((c) => c.cooperativeId)).length === 0, 'duplicate ids', ['cooperatives']);
      const used = new Set(products.map((p) => p.cooperativeId));
      check(
        cooperatives.every((c) => used.has(c.cooperativeId)),
        'every cooperative must have products',
        ['cooperatives'],
      );
      check(used.size >= 4, 'at least 4 must be used by products', ['cooperatives']);

      // Districts and branches
      const districtDupes = duplicates(districts);
      check(districtDupes.length === 0, `duplicates ${districtDupes.join(', ')}`, ['districts']);
      const unnamed = districts.filter((d) => !data.districtNamesNe[d]);
      check(unnamed.length === 0, `no Nepali name: ${unnamed.join(', ')}`, ['districtNamesNe']);
      const nepaliDupes = duplicates(Object.values(data.districtNamesNe));
      check(nepaliDupes.length === 0, `duplicate Nepali names ${nepaliDupes.join(', ')}`, ['districtNamesNe']);
      check(new Set(deliveryBranches.map((b) => b.districtName)).size >= 10, 'need at least 10 districts', [
        'deliveryBranches',
      ]);
      check(count(deliveryBranches, (b) => typeof b.amount === 'string') >= 2, 'at least 2 string amounts', [
        'deliveryBranches',
      ]);

      // Campaigns and coupons
      const campaignByKey = Object.fromEntries(campaigns.map((c) => [c.key, c]));
      check(duplicates(campaigns.map((c) => c.key)).length === 0, 'duplicate keys', ['campaigns']);
      const codes = duplicates(coupons.map((c) => c.code));
      check(codes.length === 0, `duplicate codes ${codes.join(', ')}`, ['coupons']);
      coupons.forEach((c, i) => {
        check(Boolean(campaignByKey[c.campaignKey]), `unknown campaign ${c.campaignKey}`, [
          'coupons',
          i,
          'campaignKey',
        ]);
      });
      const byCode = Object.fromEntries(coupons.map((c) => [c.code, c]));
      /** @param {string} code @returns {Partial<z.infer<typeof campaignSchema>>} */
      const campaignOf = (code) => campaignByKey[byCode[code]?.campaignKey ?? ''] ?? {};
      const ends = (/** @type {string} */ code) => Date.parse(campaignOf(code).end_time ?? '');
      check(campaignOf('OLDPROMO').is_active === false, 'OLDPROMO: campaign must be inactive', ['coupons']);
      check(
        campaignOf('SPRING2025').is_active === true && ends('SPRING2025') < now,
        'SPRING2025: campaign must be active but ended',
        ['coupons'],
      );
      check(byCode.BIGBASKET?.min_order_amount === 5000, 'BIGBASKET: min order 5000', ['coupons']);
      check(campaignOf('SOLDOUT').remaining_budget === 0, 'SOLDOUT: budget 0', ['coupons']);
      check(
        campaignOf('USEDUP').remaining_budget === 0 && byCode.USEDUP?.discount_value === 0,
        'USEDUP: budget 0, zero discount',
        ['coupons'],
      );
      check(
        (campaignOf('TINYBUDGET').remaining_budget ?? Infinity) < (byCode.TINYBUDGET?.discount_value ?? 0),
        'TINYBUDGET: discount must exceed budget',
        ['coupons'],
      );
      check(
        campaignOf('RACE10').remaining_budget === 1000 &&
          byCode.RACE10?.discount_value === 100 &&
          byCode.RACE10?.min_order_amount === 0,
        'RACE10: flat 100, min 0, budget 1000',
        ['coupons'],
      );
      check(
        count(coupons, (c) => c.campaignKey === 'race-test') === 1,
        'RACE10: its campaign must not be shared with other coupons',
        ['coupons'],
      );
      for (const code of ['DASHAIN100', 'TIHAR10', 'FREEDELIVERY', 'HALFSHIP', 'BIGBASKET', 'RACE10']) {
        const c = campaignOf(code);
        check(
          c.is_active === true && ends(code) > now && (c.remaining_budget ?? 0) > 0,
          `${code}: campaign must be usable`,
          ['coupons'],
        );
      }

      // Posts
      check(duplicates(posts.map((p) => p.slug)).length === 0, 'duplicate slugs', ['posts']);
      check(duplicates(posts.map((p) => p.daysAgo)).length === 0, 'daysAgo must be distinct', ['posts']);
      check(count(posts, (p) => !p.is_published) === 1, 'exactly 1 unpublished', ['posts']);
      check(count(posts, (p) => p.is_featured) === 3, 'exactly 3 featured', ['posts']);
      check(
        posts.filter((p) => p.is_featured).every((p) => p.is_published),
        'featured posts must be published',
        ['posts'],
      );
      const jsonTags = count(posts, (p) => p.tagsForm === 'json-string');
      check(Math.abs(jsonTags * 2 - posts.length) <= 1, 'half the tags must be JSON strings', ['posts']);

      // Farmers
      check(duplicates(farmers.map((f) => f.sort)).length === 0, 'sort must be distinct', ['farmers']);

      // Nepali texts: every category named once, and enough records in Nepali to show on the Nepali pages.
      for (const category of data.CATEGORIES)
        check(
          count(categoryNames, (c) => c.category === category) === 1,
          `category ${category} needs exactly one Nepali name`,
          ['categoryNames'],
        );
      check(
        categoryNames.every((c) => data.CATEGORIES.includes(c.category)),
        'names only categories of the catalogue',
        ['categoryNames'],
      );
      check(count(posts, (p) => Boolean(p.title_ne && p.excerpt_ne)) >= 3, 'at least 3 with title_ne and excerpt_ne', [
        'posts',
      ]);
      check(count(products, (p) => p.product_info_ne !== undefined) >= 3, 'at least 3 with product_info_ne', [
        'products',
      ]);
    });
}

/**
 * Checks the demo data set; throws one error listing every problem ("products.3.unit: odd unit"). Returns how many
 * records of each kind it holds.
 * @param {Parameters<typeof seedDataSchema>[0] & Record<string, unknown>} data the exports of scripts/seed/data.mjs
 * @param {number} [now]
 */
export function checkSeedData(data, now = Date.now()) {
  const parsed = seedDataSchema(data, now).safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
    throw new Error(`Seed data is invalid:\n - ${problems.join('\n - ')}`);
  }
  const { CATEGORIES: _categories, ...lists } = parsed.data;
  return Object.fromEntries(Object.entries(lists).map(([name, list]) => [name, list.length]));
}
