// Site builds fetch every product image from PocketBase as a guest: a catalogue
// of thousands of products must not run into the guest API limit (300 calls per
// 10 s), which once made a 500-product build fail with 429s.
import { describe, expect, it } from 'vitest';
import { adminClient, testStack } from '@tests/harness/stack';

const DOWNLOADS = 600; // twice the guest API limit per 10 s
const PARALLEL = 20;

describe('guest file downloads (build-time image fetches)', () => {
  it(`allow ${DOWNLOADS} downloads in a burst, beyond the general guest API limit`, async () => {
    const pb = await adminClient();
    const product = await pb.collection('web_products').getFirstListItem('image != ""');
    const url = `${testStack().pbUrl}/api/files/web_products/${product.id}/${product.image}`;
    const statuses: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < DOWNLOADS) {
          next += 1;
          const res = await fetch(url);
          await res.arrayBuffer();
          statuses.push(res.status);
        }
      }),
    );
    expect(statuses).toHaveLength(DOWNLOADS);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it('is set by the migrations as its own rule for guests', async () => {
    const settings = await (await adminClient()).settings.getAll();
    const rules = settings.rateLimits.rules as {
      label: string;
      audience: string;
      maxRequests: number;
      duration: number;
    }[];
    const file = rules.find((r) => r.label === '*:file');
    expect(file).toMatchObject({ audience: '@guest' });
    expect(file!.maxRequests / file!.duration).toBeGreaterThanOrEqual(1000);
  });
});
