// Every picture field of every collection shoppers see is served by the shop's /_image (docs/images.md): a file
// of each one, fetched as the pages ask for it, comes back as a WebP. Lot photos were refused (404, a broken image
// on the trace page) before `lots` joined the endpoint's collections (src/lib/images/image-guard.mjs).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { adminClient, testStack } from '@tests/harness/stack';
import { imageEndpointUrl } from '@/lib/images/image-url';

/** Each shopper-visible collection with its picture fields. */
const IMAGE_FIELDS: [string, string[]][] = [
  ['web_products', ['image', 'gallery_files', 'cooperativeLogo']],
  ['posts', ['cover_image', 'images', 'author_avatar']],
  ['farmers', ['image']],
  ['banners', ['image']],
  ['lots', ['photos']],
];

let admin: PocketBase;
const touched: { collection: string; record: RecordModel; field: string }[] = [];

const picture = () =>
  sharp({ create: { width: 200, height: 150, channels: 3, background: '#7a5a2a' } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  admin = await adminClient();
});

afterAll(async () => {
  // Remove only the files this test added.
  for (const { collection, record, field } of touched) {
    await admin.collection(collection).update(record.id, { [`${field}-`]: record[field] });
  }
});

/** A record of `collection` with a file in `field`: a seeded one, or one given a picture here. */
async function fileOf(collection: string, field: string): Promise<{ record: RecordModel; file: string }> {
  const files = (r: RecordModel) => ([] as string[]).concat(r[field] ?? []).filter(Boolean);
  const found = await admin.collection(collection).getList(1, 100, { sort: '-created' });
  const hit = found.items.find((r) => files(r).length > 0);
  if (hit) return { record: hit, file: files(hit)[0]! };
  const [any] = (await admin.collection(collection).getList(1, 1, { sort: '-created' })).items;
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(await picture())], { type: 'image/jpeg' }), 'harvest.jpg');
  const updated = await admin.collection(collection).update(any!.id, form);
  const added = ([] as string[])
    .concat(updated[field])
    .filter((f) => !([] as string[]).concat(any![field]).includes(f));
  touched.push({ collection, record: { ...updated, [field]: added }, field });
  return { record: updated, file: added[0]! };
}

describe('/_image serves every picture field shoppers see', () => {
  for (const [collection, fields] of IMAGE_FIELDS) {
    for (const field of fields) {
      it(`${collection}.${field}`, async () => {
        const { record, file } = await fileOf(collection, field);
        const path = imageEndpointUrl({
          collection,
          record: record.id,
          file,
          width: 320,
          height: 240,
          format: 'webp',
          quality: 65,
        });
        const res = await fetch(new URL(path, testStack().shopUrl), { redirect: 'manual' });
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/webp');
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect(meta.format).toBe('webp');
      });
    }
  }
});
