// How the shop's server sends pages: compressed when the browser allows it,
// with security headers, and unchanged content either way.
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { testStack } from '@tests/harness/stack';

// fetch() always asks for compression; node:http lets the test choose.
function get(
  path: string,
  acceptEncoding?: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolveGet, reject) => {
    const req = request(
      new URL(path, testStack().shopUrl),
      { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolveGet({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('static pages', () => {
  it('sends brotli to browsers that accept it, gzip to others, plain to the rest, with the same page', async () => {
    const plain = await get('/');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    const gz = await get('/', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    expect(br.headers.vary).toBe('Accept-Encoding');
  });

  it('marks hashed assets immutable and pages as revalidate', async () => {
    const page = await get('/', 'br');
    expect(page.headers['cache-control']).toContain('must-revalidate');
    const html = brotliDecompressSync(page.body).toString();
    const asset = /(\/_astro\/[^"']+\.(?:js|css))/.exec(html)?.[1];
    if (asset) {
      const res = await get(asset, 'br');
      expect(res.status).toBe(200);
      expect(String(res.headers['cache-control'])).toContain('immutable');
    }
  });

  it('sends security headers on every response', async () => {
    for (const path of ['/', '/no-such-page']) {
      const res = await get(path, 'br');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });
});

describe('the product list, rendered per query and then answered from memory', () => {
  it('sends every encoding of each query the same page, again and again, and another query its own', async () => {
    const query = '/products?category=Vegetables&sort=price-low';
    const plain = (await get(query)).body.toString();
    expect(plain).toContain('data-product-card=');
    for (let round = 0; round < 2; round++) {
      const br = await get(query, 'br');
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-security-policy']).toBeTruthy();
      expect(brotliDecompressSync(br.body).toString()).toBe(plain);
      const gz = await get(query, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(plain);
      expect((await get(query)).body.toString()).toBe(plain);
    }
    const fruits = brotliDecompressSync((await get('/products?category=Fruits', 'br')).body).toString();
    expect(fruits).not.toBe(plain);
    expect(fruits).toContain('data-product-card=');
  });
});
