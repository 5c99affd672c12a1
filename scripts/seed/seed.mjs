// @ts-check
// Writes the demo data into PocketBase through a superuser client. Idempotent:
// a record whose natural key (slug, code, name) exists is left as it is, so
// re-running never duplicates and never overwrites an operator's edits.
import * as data from './data.mjs';
import { imageFile } from './images.mjs';
import { POST_PICTURES, PRODUCT_PICTURES } from './pictures.mjs';
import { seedLots } from './lots.mjs';
import { checkSeedData } from './schema.mjs';
import { seedContent } from './content.mjs';
import { toSlug } from '../../src/lib/slug.mjs';
import { bsToAd } from '../../src/lib/bikram-sambat.ts';
import { createRecord, readAllRecords, updateRecord } from '../../server/data/collections.ts';

/** @typedef {import('pocketbase').default} PocketBase */

/**
 * Runs tasks with at most `limit` at once (PocketBase writes are serial anyway).
 * @template T
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<unknown>} task
 */
async function eachLimited(items, limit, task) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      // The loop checked the queue is not empty.
      while (queue.length) await task(/** @type {T} */ (queue.shift()));
    }),
  );
}

/**
 * Each record's id by the value of its `field` (a text field).
 * @param {PocketBase} pb
 * @param {string} collection
 * @param {string} field
 * @returns {Promise<Map<string, string>>}
 */
async function existingKeys(pb, collection, field) {
  const records = await readAllRecords(pb, collection, { fields: `id,${field}` });
  return new Map(records.map((r) => [r[field], r.id]));
}

/**
 * Fields used only to draw images or to order inserts, not stored.
 * @template {Record<string, unknown>} R
 * @param {R} record
 */
function withoutSeedHints(record) {
  const { hue, galleryCount, galleryForm, galleryVideo, campaignKey, daysAgo, key, tagsForm, portrait, ...rest } =
    record;
  return rest;
}

/** @param {PocketBase} pb */
async function seedProducts(pb) {
  const have = await existingKeys(pb, 'web_products', 'slug');
  const coopHue = new Map(data.cooperatives.map((c) => [c.cooperativeId, c.hue]));
  let created = 0;
  await eachLimited(
    data.products.filter((p) => !have.has(p.slug)),
    4,
    async (product) => {
      const gallery = await Promise.all(
        Array.from({ length: product.galleryCount ?? 0 }, (_, i) =>
          imageFile(`${product.slug}-${i + 1}`, {
            label: product.name,
            hue: (product.hue + 25 * (i + 1)) % 360,
            kind: 'product',
            width: 800,
            height: 800,
            picture: PRODUCT_PICTURES[product.slug],
          }),
        ),
      );
      const record = await createRecord(pb, 'web_products', {
        ...withoutSeedHints(product),
        image: await imageFile(product.slug, {
          label: product.name,
          hue: product.hue,
          kind: 'product',
          width: 800,
          height: 800,
          picture: PRODUCT_PICTURES[product.slug],
        }),
        cooperativeLogo: await imageFile(`${product.cooperativeId}-logo`, {
          label: product.cooperativeName,
          hue: coopHue.get(product.cooperativeId) ?? 120,
          kind: 'logo',
          width: 160,
          height: 160,
        }),
        ...(gallery.length ? { gallery_files: gallery } : {}),
      });
      // The gallery lists the stored file names (PocketBase adds a suffix), in
      // either of the two forms docs/rules.md allows. No video entries: the demo ships no video files.
      const galleryValue = [...(record.gallery_files ?? [])];
      if (galleryValue.length) {
        await updateRecord(pb, 'web_products', record.id, {
          // PocketBase parses a JSON-looking string, so a string is encoded twice to stay one.
          gallery: product.galleryForm === 'json-string' ? JSON.stringify(JSON.stringify(galleryValue)) : galleryValue,
        });
      }
      created++;
    },
  );
  return created;
}

/**
 * Gives the operators' categories (made by the migrations) their Nepali names where they have none; returns how many
 * were named. A category missing from the list, or named by an operator already, is left alone.
 * @param {PocketBase} pb
 * @param {typeof data.categoryNames} names
 */
async function nameCategoriesInNepali(pb, names) {
  let named = 0;
  for (const category of await readAllRecords(pb, 'categories', { fields: 'id,name,name_ne' })) {
    const wanted = names.find((n) => n.category.toLowerCase() === category.name.trim().toLowerCase());
    if (!wanted || category.name_ne?.trim()) continue;
    await updateRecord(pb, 'categories', category.id, { name_ne: wanted.name_ne });
    named++;
  }
  return named;
}

/**
 * Creates the rows whose `keyField` no record of the collection has yet; returns how many were created.
 * @template {string} K
 * @template {Record<K, string>} Row
 * @param {PocketBase} pb
 * @param {string} collection
 * @param {K} keyField
 * @param {Row[]} rows
 * @param {(row: Row) => object | Promise<object>} [toRecord] the record to create from a row
 */
async function seedSimple(pb, collection, keyField, rows, toRecord = (row) => row) {
  const have = await existingKeys(pb, collection, keyField);
  let created = 0;
  await eachLimited(
    rows.filter((row) => !have.has(row[keyField])),
    4,
    async (row) => {
      await createRecord(pb, collection, await toRecord(row));
      created++;
    },
  );
  return created;
}

/** @param {PocketBase} pb */
async function seedCoupons(pb) {
  await seedSimple(pb, 'campaigns', 'name', data.campaigns, (c) => withoutSeedHints(c));
  const campaignIds = await existingKeys(pb, 'campaigns', 'name');
  const campaignIdByKey = new Map(data.campaigns.map((c) => [c.key, campaignIds.get(c.name)]));
  return seedSimple(pb, 'coupon', 'code', data.coupons, (c) => ({
    ...withoutSeedHints(c),
    campaign: campaignIdByKey.get(c.campaignKey) ?? '',
  }));
}

/**
 * "2026-08-14 08:00:00.000Z": the given number of days before today, at 08:00 UTC.
 * @param {number} days
 */
function publishedDaysAgo(days) {
  const date = new Date();
  date.setUTCHours(8, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().replace('T', ' ');
}

/** @param {PocketBase} pb */
async function seedPosts(pb) {
  const have = await existingKeys(pb, 'posts', 'slug');
  // Oldest first, one at a time, so `created` orders them like their daysAgo.
  const missing = data.posts.filter((p) => !have.has(p.slug)).sort((a, b) => b.daysAgo - a.daysAgo);
  for (const post of missing) {
    await createRecord(pb, 'posts', {
      ...withoutSeedHints(post),
      tags: typeof post.tags === 'string' ? JSON.stringify(post.tags) : post.tags,
      // Spread over the past months like a real blog; the operator sets this date in the dashboard.
      published_at: publishedDaysAgo(post.daysAgo),
      cover_image: await imageFile(post.slug, {
        label: post.title,
        hue: post.hue,
        kind: 'cover',
        width: 1200,
        height: 675,
        picture: { icon: POST_PICTURES[post.slug] },
      }),
      author_avatar: await imageFile(`${post.slug}-author`, {
        label: post.author_name,
        hue: (post.hue + 180) % 360,
        kind: 'avatar',
        width: 96,
        height: 96,
      }),
    });
  }
  return missing.length;
}

/**
 * Gives districts (or delivery branches) seeded before they had Nepali names their demo Nepali name; a name an operator
 * gave is left as it is. Returns how many were named.
 * @param {PocketBase} pb
 * @param {'districts' | 'delivery_branch'} collection
 */
async function namePlacesInNepali(pb, collection = 'districts') {
  const [key, field] =
    collection === 'districts' ? ['districtName', 'districtName_ne'] : ['branchName', 'branchName_ne'];
  /** @type {Map<string, string>} */
  const wanted =
    collection === 'districts'
      ? new Map(data.districtNames)
      : new Map(data.deliveryBranches.map((b) => [b.branchName, b.branchName_ne]));
  let named = 0;
  for (const record of await readAllRecords(pb, collection, { fields: `id,${key},${field}` })) {
    const name = wanted.get(record[key]);
    if (!name || record[field]?.trim()) continue;
    await updateRecord(pb, collection, record.id, { [field]: name });
    named++;
  }
  return named;
}

/**
 * Routes, pickup points and this year's festival closures (docs/rules.md "Delivery days"); a record whose name exists
 * is left as it is. Districts and branches are named by their English names in the data, linked here by id.
 * @param {PocketBase} pb
 * @param {number} [now]
 */
export async function seedDeliveryDays(pb, now = Date.now()) {
  const districtIds = await existingKeys(pb, 'districts', 'districtName');
  const branchIds = await existingKeys(pb, 'delivery_branch', 'branchName');
  const routes = await seedSimple(pb, 'routes', 'name', data.routes, (r) => ({
    ...r,
    districts: r.districts.map((name) => districtIds.get(name)).filter(Boolean),
  }));
  const pickup_points = await seedSimple(pb, 'pickup_points', 'name', data.pickupPoints, ({ branchName, ...p }) => ({
    ...p,
    branch: branchIds.get(branchName),
  }));
  const year = /** @type {keyof typeof data.festivalClosures} */ (new Date(now).getUTCFullYear());
  const have = await readAllRecords(pb, 'closed_days', { fields: 'id,name,from' });
  const festivals = (data.festivalClosures[year] ?? []).filter(
    (f) => !have.some((c) => c.name === f.name && String(c.from).startsWith(bsToAd(f.from_bs).slice(0, 4))),
  );
  for (const f of festivals)
    await createRecord(pb, 'closed_days', {
      name: f.name,
      name_ne: f.name_ne,
      from: bsToAd(f.from_bs),
      to: bsToAd(f.to_bs),
    });
  return { routes, pickup_points, closed_days: festivals.length };
}

/**
 * Seeds every collection; returns how many records each step created.
 * @param {PocketBase} pb
 */
export async function seedAll(pb) {
  checkSeedData(data);
  /** @type {Record<string, number>} */
  const counts = {};
  counts.districts = await seedSimple(
    pb,
    'districts',
    'districtName',
    data.districtNames.map(([districtName, districtName_ne]) => ({ districtName, districtName_ne })),
  );
  counts.places_named = await namePlacesInNepali(pb);
  /** @typedef {{ districtName: string, branchName: string }} BranchName */
  const branchKey = (/** @type {BranchName} */ b) => `${b.districtName}/${b.branchName}`;
  // Text fields of every delivery_branch record (pocketbase/pb_migrations/1732000000_shop_schema.js).
  const branches = /** @type {BranchName[]} */ (await readAllRecords(pb, 'delivery_branch'));
  const haveBranches = new Set(branches.map(branchKey));
  const newBranches = data.deliveryBranches.filter((b) => !haveBranches.has(branchKey(b)));
  for (const branch of newBranches) await createRecord(pb, 'delivery_branch', branch);
  counts.places_named += await namePlacesInNepali(pb, 'delivery_branch');
  counts.delivery_branch = newBranches.length;
  counts.products = await seedProducts(pb);
  counts.coupons = await seedCoupons(pb);
  counts.posts = await seedPosts(pb);
  counts.farmers = await seedSimple(pb, 'farmers', 'name', data.farmers, async (f) => ({
    ...withoutSeedHints(f),
    image: await imageFile(toSlug(f.name), {
      label: f.name,
      hue: f.hue,
      kind: 'avatar',
      width: 600,
      height: 600,
      picture: { icon: f.portrait },
    }),
  }));
  counts.banners = await seedSimple(pb, 'banners', 'headline', data.banners, async (b) => ({
    ...withoutSeedHints(b),
    image: await imageFile(`banner-${b.sort}`, { label: '', hue: b.hue, kind: 'banner', width: 1600, height: 600 }),
  }));
  // Each category's Nepali name (docs/operators.md "Nepali texts"); a category already named is left as it is.
  counts.categories_named = await nameCategoriesInNepali(pb, data.categoryNames);
  counts.lots = await seedLots(pb);
  counts.content = await seedContent(pb);
  Object.assign(counts, await seedDeliveryDays(pb));
  return counts;
}
